import Foundation
import Testing
@testable import HeadlessUIKit

/// Faults a second sweep of public apps' storyboards found (session 14), each reproduced by a fixture of our own
/// (RealAppAudit14Fixtures): views land where UIKit puts them and every required constraint holds.
@Suite @MainActor struct RealAppAudit14Tests {
    private let audit = RealAppAuditTests()
    private func launch(_ text: String, on device: DeviceProfile) throws -> HeadlessHost {
        try audit.launch(text, on: device)
    }
    private func view(_ id: String, in host: HeadlessHost) throws -> UIView { try audit.view(id, in: host) }

    // docs/uikit-rules.md 8.34, 11.160: the file's content view is the blur's own content view, and that content
    // view's flexible size follows the blur, so the label's constraints size the blur (57 = 8 + 41 + 8: the
    // 34-pt line is 40.57 pt (19.28), 81.15 px on the iPhone 8, 82 px, 8.35). The blur had a second plain view added
    // beside its content view, held at the file's frame, and was 0 high. Before 19.28 (Inter's line height) the
    // label was 41.5 and the card 157.5.
    @Test func aBlurTakesItsHeightFromTheConstraintsInItsContentView() throws {
        let host = try launch(RealAppAudit14Fixtures.blurCard, on: .iPhone8)
        let blur = try #require(try view("Ve1-Fx-001", in: host) as? UIVisualEffectView)
        let content = try view("Ve1-Cv-001", in: host), label = try view("Ve1-Lb-001", in: host)
        #expect(content === blur.contentView)
        #expect(blur.subviews.count == 1)
        #expect(blur.frame == CGRect(x: 0, y: 100, width: 320, height: 57))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 320, height: 57))
        #expect(label.frame == CGRect(x: 8, y: 8, width: 304, height: 41))
        #expect(try view("Ve1-Ct-001", in: host).frame == CGRect(x: 27.5, y: 40, width: 320, height: 157))
        #expect(LayoutAudit.brokenRequiredConstraints(in: host) == [])
        #expect(host.rotate(to: .landscapeLeft).rotated)
        host.runUntilIdle()
        #expect(blur.frame == CGRect(x: 0, y: 100, width: 320, height: 57))
        #expect(LayoutAudit.brokenRequiredConstraints(in: host) == [])
    }

    // docs/uikit-rules.md 11.160: in code too, a flexible-size subview of a view that constraints place makes
    // that view as big as the subview's own constraints need; a fixed-size one does not.
    @Test func aFlexibleSubviewSizesItsConstrainedSuperview() throws {
        let app = try ViewTestApp()
        let box = UIView(), inner = UIView(), tile = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        inner.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tile.translatesAutoresizingMaskIntoConstraints = false
        app.rootView.addSubview(box)
        box.addSubview(inner)
        inner.addSubview(tile)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: app.rootView.leadingAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: app.rootView.topAnchor, constant: 30),
            tile.leadingAnchor.constraint(equalTo: inner.leadingAnchor, constant: 5),
            tile.topAnchor.constraint(equalTo: inner.topAnchor, constant: 5),
            tile.widthAnchor.constraint(equalToConstant: 100),
            tile.heightAnchor.constraint(equalToConstant: 40),
            inner.trailingAnchor.constraint(equalTo: tile.trailingAnchor, constant: 5),
            inner.bottomAnchor.constraint(equalTo: tile.bottomAnchor, constant: 5),
        ])
        app.host.runUntilIdle()
        #expect(box.frame == CGRect(x: 10, y: 30, width: 110, height: 50))
        #expect(inner.frame == CGRect(x: 0, y: 0, width: 110, height: 50))
        #expect(tile.frame == CGRect(x: 5, y: 5, width: 100, height: 40))
        #expect(LayoutAudit.brokenRequiredConstraints(in: app.host) == [])
    }

    // docs/uikit-rules.md 8.33: Xcode writes Large Title as UICTFontTextStyleTitle0 (UIFont.TextStyle.largeTitle's
    // raw value); it was not known and the label kept the default 17-pt font.
    @Test func aLargeTitleStyleIsThirtyFourPoints() throws {
        let host = try launch(RealAppAudit14Fixtures.blurCard, on: .iPhone8)
        let label = try #require(try view("Ve1-Lb-001", in: host) as? UILabel)
        #expect(label.font == .systemFont(ofSize: 34))
    }

    // docs/uikit-rules.md 8.33: a system font's weight in the file is read; it was dropped for the regular weight.
    @Test func aSystemFontKeepsItsWeight() throws {
        let host = try launch(RealAppAudit14Fixtures.settingsRow, on: .iPhone8)
        let label = try #require(try view("Sw1-Lb-001", in: host) as? UILabel)
        #expect(label.font == .systemFont(ofSize: 15, weight: .semibold))
    }

    // docs/uikit-rules.md 11.161: constraints size a switch (the file pins it to 30 pt and saves a 30-pt frame);
    // the switch kept 31 pt and that required constraint was broken.
    @Test func aSwitchTakesTheHeightItsConstraintsGiveIt() throws {
        let host = try launch(RealAppAudit14Fixtures.settingsRow, on: .iPhone8)
        let toggle = try view("Sw1-Sw-001", in: host)
        // 11.181: the trailing constraint pins the switch's 49-pt alignment rectangle, 2 pt in from its frame's right.
        #expect(toggle.frame == CGRect(x: 310, y: 40, width: 51, height: 30))
        #expect(LayoutAudit.brokenRequiredConstraints(in: host) == [])
        // In code the size stays 51 x 31, as UIKit's `init(frame:)` documents.
        let made = UISwitch(frame: CGRect(x: 4, y: 6, width: 100, height: 100))
        #expect(made.frame == CGRect(x: 4, y: 6, width: 51, height: 31))
    }

    // docs/uikit-rules.md 11.162: a wheels date picker fixed only at its top and sides is 216 pt tall, with the
    // file's mode and minute interval. It had no intrinsic height and was 0 high, pulling the view below up 216 pt.
    @Test func aWheelsDatePickerIsTwoHundredSixteenPointsTall() throws {
        let host = try launch(RealAppAudit14Fixtures.countdown, on: .iPhone8)
        let picker = try #require(try view("Dp1-Dp-001", in: host) as? UIDatePicker)
        #expect(picker.datePickerMode == .countDownTimer)
        #expect(picker.minuteInterval == 5)
        #expect(picker.frame == CGRect(x: 0, y: 50, width: 375, height: 216))
        #expect(try view("Dp1-Vw-001", in: host).frame == CGRect(x: 24, y: 290, width: 327, height: 40))
        #expect(LayoutAudit.brokenRequiredConstraints(in: host) == [])
    }
}
