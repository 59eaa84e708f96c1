import Foundation
import Testing
@testable import HeadlessUIKit

/// Calendar views (docs/uikit-rules.md 6.75), as the fifth sample's statistics screen shows one with emoji under
/// its days and a single-date selection.
@Suite @MainActor struct CalendarViewTests {
    final class Listener: UICalendarViewDelegate, UICalendarSelectionSingleDateDelegate {
        var heard: [String] = []
        var asked: [Int] = []
        func calendarView(_ calendarView: UICalendarView, decorationFor dateComponents: DateComponents) -> UICalendarView.Decoration? {
            asked.append(dateComponents.day ?? 0)
            guard dateComponents.day == 2 else { return nil }
            return .customView {
                let label = UILabel()
                label.text = "*"
                return label
            }
        }
        func dateSelection(_ selection: UICalendarSelectionSingleDate, didSelectDate dateComponents: DateComponents?) {
            heard.append("didSelect \(dateComponents?.day ?? 0)")
        }
        func dateSelection(_ selection: UICalendarSelectionSingleDate, canSelectDate dateComponents: DateComponents?) -> Bool {
            heard.append("canSelect \(dateComponents?.day ?? 0)")
            return dateComponents?.day != 4
        }
    }

    private var gregorian: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        calendar.firstWeekday = 1
        return calendar
    }

    /// A 350-pt wide calendar showing July 2023 (the 1st is a Saturday), pinned at its top and sides only.
    private func julyCalendar(in app: ViewTestApp, listener: Listener) -> UICalendarView {
        let calendar = UICalendarView()
        calendar.calendar = gregorian
        calendar.timeZone = TimeZone(identifier: "UTC")
        calendar.delegate = listener
        calendar.visibleDateComponents = DateComponents(year: 2023, month: 7)
        calendar.translatesAutoresizingMaskIntoConstraints = false
        let view = app.delegate.window!.rootViewController!.view!
        view.addSubview(calendar)
        NSLayoutConstraint.activate([
            calendar.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
            calendar.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 12),
            calendar.widthAnchor.constraint(equalToConstant: 350),
        ])
        app.host.runUntilIdle()
        return calendar
    }

    // 6.75: six 46-pt weeks make its height; the month starts in its weekday's column (Saturday: the 7th).
    @Test func theMonthIsLaidOutInSevenColumnsFromItsFirstWeekday() throws {
        let app = try ViewTestApp(device: .iPhone8)
        let listener = Listener()
        let calendar = julyCalendar(in: app, listener: listener)
        #expect(calendar.frame == CGRect(x: 12, y: 100, width: 350, height: 372))
        #expect(calendar.dayViews.count == 31)
        #expect(calendar.dayViews[0].button.frame == CGRect(x: 300, y: 80, width: 50, height: 30))
        #expect(calendar.dayViews[1].button.frame == CGRect(x: 0, y: 126, width: 50, height: 30))
        #expect(calendar.dayViews[30].button.frame == CGRect(x: 50, y: 310, width: 50, height: 30))
        // The decoration for the 2nd sits centred in the 16 pt under its number.
        let star = try #require(calendar.dayViews[1].decoration)
        let size = star.intrinsicContentSize
        #expect(star.frame == CGRect(x: (50 - size.width) / 2, y: 156 + (16 - size.height) / 2, width: size.width,
                                     height: size.height))
        #expect(calendar.dayViews.filter { $0.decoration != nil }.count == 1)
    }

    // 6.75: a tap asks canSelect, then selects and tells didSelect; a refused day and the selected day tell nothing
    // more; setSelected in code tells nothing.
    @Test func aSingleDateSelectionAsksThenTells() throws {
        let app = try ViewTestApp(device: .iPhone8)
        let listener = Listener()
        let calendar = julyCalendar(in: app, listener: listener)
        let selection = UICalendarSelectionSingleDate(delegate: listener)
        calendar.selectionBehavior = selection
        func tap(_ day: Int) throws {
            let button = calendar.dayViews[day - 1].button
            try app.host.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
            app.host.runUntilIdle()
        }
        try tap(3)
        try tap(4)
        try tap(3)
        #expect(listener.heard == ["canSelect 3", "didSelect 3", "canSelect 4"])
        #expect(selection.selectedDate?.day == 3 && calendar.dayViews[2].button.isSelected)
        selection.setSelected(DateComponents(year: 2023, month: 7, day: 10), animated: false)
        #expect(listener.heard.count == 3 && calendar.dayViews[9].button.isSelected && !calendar.dayViews[2].button.isSelected)
    }

    // 6.75: reloadDecorations asks again only for the days given; paging tells the delegate the month it left.
    @Test func reloadingAsksForTheGivenDaysOnly() throws {
        let app = try ViewTestApp(device: .iPhone8)
        let listener = Listener()
        let calendar = julyCalendar(in: app, listener: listener)
        listener.asked = []
        calendar.reloadDecorations(forDateComponents: [DateComponents(year: 2023, month: 7, day: 2),
                                                       DateComponents(year: 2023, month: 8, day: 5)], animated: false)
        #expect(listener.asked == [2])
        #expect(calendar.visibleDateComponents.month == 7 && calendar.visibleDateComponents.calendar != nil)
    }
}
