import Foundation
import Testing
@testable import HeadlessUIKit

/// A compact date picker drawn in screenshots (docs/uikit-rules.md 19.34). Before, nothing was drawn for it.
@Suite @MainActor struct DatePickerDrawingTests {
    private func picker(_ mode: UIDatePicker.Mode) -> UIDatePicker {
        let picker = UIDatePicker()
        picker.preferredDatePickerStyle = .compact
        picker.datePickerMode = mode
        picker.timeZone = TimeZone(identifier: "UTC")
        picker.locale = Locale(identifier: "en_US")
        picker.date = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01 00:00 UTC
        return picker
    }

    private func drawing(of view: UIView) -> [CGDrawingCommand] {
        UIGraphicsImageRenderer(size: view.bounds.size).image { context in
            view.drawStandardContent(in: context.cgContext)
        }.drawing ?? []
    }

    // 19.34, 11.223: a date-and-time picker 300 pt wide draws its two capsules (the date's 117 × 34.5 at 2x, the time's,
    // 6 pt apart) against the trailing edge, centred in its 50-pt height, each text centred in its capsule.
    @Test func aCompactPickerDrawsItsCapsulesAtTheTrailingEdge() {
        _ = HeadlessHost(device: .iPhone8)
        let picker = picker(.dateAndTime)
        picker.frame = CGRect(x: 0, y: 0, width: 300, height: 50)
        let date = picker.capsuleSize("Jan 1, 2026"), time = picker.capsuleSize(picker.shownText(time: true))
        #expect(date == CGSize(width: 117, height: 34.5))
        let timeX = 300 - time.width
        let expected = [CGRect(x: timeX - 6 - date.width, y: 25 - date.height / 2, width: date.width, height: date.height),
                        CGRect(x: timeX, y: 25 - time.height / 2, width: time.width, height: time.height)]
        #expect(picker.compactCapsules.map(\.frame) == expected)
        #expect(picker.compactCapsules.map(\.text) == ["Jan 1, 2026", "12:00 AM"])
        let commands = drawing(of: picker)
        let fills = commands.compactMap { if case .fill(let path, _, _, _) = $0 { path.boundingBox } else { nil } }
        let texts = commands.compactMap { if case .text(let box, _) = $0 { box } else { nil } }
        #expect(fills == expected)
        #expect(texts.map(\.text) == ["Jan 1, 2026", "12:00 AM"])
        #expect(texts.map(\.fontSize) == [17, 17])
        #expect(texts.map(\.rect.midX) == expected.map(\.midX))
    }

    // 19.34: right to left the capsules sit against the leading (left) edge; wheels draw nothing.
    @Test func rightToLeftTheCapsulesSitAtTheLeftAndWheelsDrawNothing() {
        _ = HeadlessHost(device: .iPhone8)
        let picker = picker(.date)
        picker.semanticContentAttribute = .forceRightToLeft
        picker.frame = CGRect(x: 0, y: 0, width: 300, height: 34.5)
        #expect(picker.compactCapsules.map(\.frame) == [CGRect(x: 0, y: 0, width: 117, height: 34.5)])
        picker.preferredDatePickerStyle = .wheels
        #expect(picker.compactCapsules.isEmpty)
        #expect(drawing(of: picker).isEmpty)
    }
}
