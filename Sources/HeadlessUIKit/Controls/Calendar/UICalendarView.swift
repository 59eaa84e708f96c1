import Foundation

/// Told what to show under a calendar view's days and when the user pages months.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public protocol UICalendarViewDelegate: AnyObject {
    /// The decoration under the day `dateComponents` (asked only with `wantsDateDecorations`); nil shows none.
    func calendarView(_ calendarView: UICalendarView, decorationFor dateComponents: DateComponents) -> UICalendarView.Decoration?
    /// The visible month changed from `previousDateComponents` (the user paged, or the app set it).
    func calendarView(_ calendarView: UICalendarView, didChangeVisibleDateComponentsFrom previousDateComponents: DateComponents)
}

extension UICalendarViewDelegate {
    public func calendarView(_ calendarView: UICalendarView,
                             decorationFor dateComponents: DateComponents) -> UICalendarView.Decoration? { nil }
    public func calendarView(_ calendarView: UICalendarView,
                             didChangeVisibleDateComponentsFrom previousDateComponents: DateComponents) {}
}

/// A month calendar (iOS 16, docs/uikit-rules.md 6.75): a header with the month's name and buttons to the previous
/// and next months, a row of weekday initials, and the month's days in a grid of seven columns starting on the
/// calendar's `firstWeekday`, one row per week (four to six). Tapping a day hands it to `selectionBehavior`.
///
/// Metrics (UIHost's choice: Apple documents none): the header is 44 pt tall, the weekday row 20 pt, each week row
/// 46 pt (the day number in its top 30 pt, the decoration under it); columns share the width equally. Its intrinsic
/// height is that of six weeks, 16 + 44 + 20 + 6 × 46 + 16 = 372 pt, so a calendar pinned only at its top keeps one
/// height whatever the month; it has no intrinsic width.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UICalendarView: UIView {
    /// What a calendar view shows under a day (iOS 16).
    public final class Decoration {
        public enum Size: Int, Sendable { case small, medium, large }

        enum Content {
            case dot(UIColor?, Size)
            case image(UIImage?, UIColor?, Size)
            case custom(@MainActor () -> UIView)
        }

        let content: Content

        init(_ content: Content) { self.content = content }

        /// A filled circle: 6, 8 or 10 pt across by size (UIHost's choice), in `color` (else the tint).
        public static func `default`(color: UIColor? = nil, size: Size = .medium) -> Decoration { Decoration(.dot(color, size)) }
        /// An image, 10, 12 or 14 pt tall by size (UIHost's choice), tinted `color` when it is a template.
        public static func image(_ image: UIImage?, color: UIColor? = nil, size: Size = .medium) -> Decoration {
            Decoration(.image(image, color, size))
        }
        /// A view the closure makes, asked each time the day is shown.
        public static func customView(_ viewProvider: @escaping @MainActor () -> UIView) -> Decoration {
            Decoration(.custom(viewProvider))
        }
    }

    static let headerHeight: CGFloat = 44
    static let weekdayHeight: CGFloat = 20
    static let weekHeight: CGFloat = 46
    static let numberHeight: CGFloat = 30
    static let verticalPadding: CGFloat = 16

    open weak var delegate: UICalendarViewDelegate?
    open var calendar: Calendar = .current { didSet { rebuild() } }
    open var locale: Locale = .current { didSet { rebuild() } }
    open var timeZone: TimeZone? { didSet { rebuild() } }
    /// The dates the user can page to; all dates unless set.
    open var availableDateRange = DateInterval(start: .distantPast, end: .distantFuture)
    open var wantsDateDecorations = true { didSet { rebuild() } }
    open var selectionBehavior: UICalendarSelection? {
        didSet {
            oldValue?.calendarView = nil
            selectionBehavior?.calendarView = self
            refreshDays()
        }
    }
    /// The month shown (its year and month; the calendar is set on what this returns).
    open var visibleDateComponents: DateComponents {
        get { visibleMonth }
        set { setVisibleDateComponents(newValue, animated: false) }
    }

    private var visibleMonth: DateComponents
    let monthLabel = UILabel(frame: .zero)
    let previousButton = UIButton(type: .system)
    let nextButton = UIButton(type: .system)
    private var weekdayLabels: [UILabel] = []
    /// The shown days, in order, with their components.
    private(set) var dayViews: [(components: DateComponents, button: UIButton, decoration: UIView?)] = []

    public override init(frame: CGRect) {
        visibleMonth = DateComponents()
        super.init(frame: frame)
        visibleMonth = monthComponents(of: Date())
        setUp()
    }

    public required init?(coder: NSCoder) {
        visibleMonth = DateComponents()
        super.init(coder: coder)
        visibleMonth = monthComponents(of: Date())
        setUp()
    }

    /// The calendar in the view's locale and time zone; its first weekday stays the calendar's own (setting a locale
    /// on a Foundation calendar would replace it with the locale's).
    private var effectiveCalendar: Calendar {
        var calendar = self.calendar
        let firstWeekday = calendar.firstWeekday
        calendar.locale = locale
        calendar.firstWeekday = firstWeekday
        if let timeZone { calendar.timeZone = timeZone }
        return calendar
    }

    private func monthComponents(of date: Date) -> DateComponents {
        let calendar = effectiveCalendar
        var components = calendar.dateComponents([.era, .year, .month], from: date)
        components.calendar = calendar
        return components
    }

    private func setUp() {
        monthLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        previousButton.setImage(UIImage(systemName: "chevron.left"), for: .normal)
        previousButton.accessibilityLabel = "Previous Month"
        previousButton.addAction(UIAction { [weak self] _ in self?.page(by: -1) }, for: .primaryActionTriggered)
        nextButton.setImage(UIImage(systemName: "chevron.right"), for: .normal)
        nextButton.accessibilityLabel = "Next Month"
        nextButton.addAction(UIAction { [weak self] _ in self?.page(by: 1) }, for: .primaryActionTriggered)
        for view in [monthLabel, previousButton, nextButton] as [UIView] { addSubview(view) }
        rebuild()
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric,
               height: 2 * Self.verticalPadding + Self.headerHeight + Self.weekdayHeight + 6 * Self.weekHeight)
    }

    open func setVisibleDateComponents(_ dateComponents: DateComponents, animated: Bool) {
        let calendar = effectiveCalendar
        var month = dateComponents
        month.calendar = calendar
        guard let date = calendar.date(from: month) else { return }
        visibleMonth = monthComponents(of: date)
        rebuild()
    }

    /// Asks the delegate again for the decorations of the given days that are shown.
    open func reloadDecorations(forDateComponents dateComponents: [DateComponents], animated: Bool) {
        let wanted = dateComponents.map { UICalendarSelection.day($0) }
        for index in dayViews.indices where wanted.contains(UICalendarSelection.day(dayViews[index].components)) {
            dayViews[index].decoration?.removeFromSuperview()
            dayViews[index].decoration = makeDecoration(for: dayViews[index].components)
        }
        setNeedsLayout()
    }

    /// The days of the visible month, each with the calendar set.
    func daysOfVisibleMonth() -> [DateComponents] {
        let calendar = effectiveCalendar
        guard let first = calendar.date(from: visibleMonth),
              let range = calendar.range(of: .day, in: .month, for: first) else { return [] }
        return range.map { day in
            var components = visibleMonth
            components.day = day
            return components
        }
    }

    private func page(by months: Int) {
        let calendar = effectiveCalendar
        guard let first = calendar.date(from: visibleMonth),
              let target = calendar.date(byAdding: .month, value: months, to: first) else { return }
        let end = calendar.date(byAdding: .month, value: 1, to: target) ?? target
        guard end > availableDateRange.start, target < availableDateRange.end else { return }
        let previous = visibleMonth
        visibleMonth = monthComponents(of: target)
        rebuild()
        delegate?.calendarView(self, didChangeVisibleDateComponentsFrom: previous)
    }

    private func rebuild() {
        let calendar = effectiveCalendar
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.locale = locale
        formatter.timeZone = calendar.timeZone
        formatter.setLocalizedDateFormatFromTemplate("MMMMyyyy")
        if let first = calendar.date(from: visibleMonth) { monthLabel.text = formatter.string(from: first) }
        weekdayLabels.forEach { $0.removeFromSuperview() }
        let symbols = formatter.veryShortStandaloneWeekdaySymbols ?? []
        weekdayLabels = (0..<7).map { column in
            let label = UILabel(frame: .zero)
            let index = (calendar.firstWeekday - 1 + column) % 7
            label.text = symbols.indices.contains(index) ? symbols[index] : nil
            label.font = .systemFont(ofSize: 13, weight: .semibold)
            label.textColor = .secondaryLabel
            label.textAlignment = .center
            addSubview(label)
            return label
        }
        for day in dayViews {
            day.button.removeFromSuperview()
            day.decoration?.removeFromSuperview()
        }
        dayViews = daysOfVisibleMonth().map { components in
            let button = UIButton(type: .system)
            button.setTitle("\(components.day ?? 0)", for: .normal)
            button.accessibilityIdentifier = "calendar.day.\(components.day ?? 0)"
            button.addAction(UIAction { [weak self] _ in self?.selectionBehavior?.userTapped(components) },
                             for: .primaryActionTriggered)
            addSubview(button)
            return (components, button, makeDecoration(for: components))
        }
        refreshDays()
        setNeedsLayout()
    }

    private func makeDecoration(for components: DateComponents) -> UIView? {
        guard wantsDateDecorations, let decoration = delegate?.calendarView(self, decorationFor: components) else { return nil }
        let view: UIView
        switch decoration.content {
        case let .dot(color, size):
            let side: CGFloat = [6, 8, 10][size.rawValue]
            view = UIView(frame: CGRect(x: 0, y: 0, width: side, height: side))
            view.backgroundColor = color ?? tintColor
            view.layer.cornerRadius = side / 2
        case let .image(image, color, size):
            let imageView = UIImageView(image: image)
            let height: CGFloat = [10, 12, 14][size.rawValue]
            let aspect = (image?.size.height ?? 0) > 0 ? image!.size.width / image!.size.height : 1
            imageView.frame = CGRect(x: 0, y: 0, width: height * aspect, height: height)
            if let color { imageView.tintColor = color }
            view = imageView
        case let .custom(provider):
            view = provider()
            if view.frame.size == .zero { view.frame.size = view.intrinsicContentSize.clampedToZero }
        }
        addSubview(view)
        return view
    }

    /// Shows the selection: a selected day's title in bold, the others regular.
    func refreshDays() {
        for day in dayViews {
            let selected = selectionBehavior?.isSelected(day.components) ?? false
            day.button.isSelected = selected
            day.button.titleLabel?.font = .systemFont(ofSize: 20, weight: selected ? .semibold : .regular)
        }
    }

    /// The column of `components`' weekday, counted from the calendar's first weekday.
    private func column(of components: DateComponents) -> Int {
        let calendar = effectiveCalendar
        guard let date = calendar.date(from: components) else { return 0 }
        let weekday = calendar.component(.weekday, from: date)
        return (weekday - calendar.firstWeekday + 7) % 7
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let top = Self.verticalPadding
        let width = bounds.width
        monthLabel.frame = CGRect(x: 16, y: top, width: max(0, width - 16 - 88), height: Self.headerHeight)
        previousButton.frame = CGRect(x: width - 88, y: top, width: 44, height: Self.headerHeight)
        nextButton.frame = CGRect(x: width - 44, y: top, width: 44, height: Self.headerHeight)
        let columnWidth = width / 7
        let weekdayTop = top + Self.headerHeight
        for (column, label) in weekdayLabels.enumerated() {
            label.frame = CGRect(x: CGFloat(column) * columnWidth, y: weekdayTop, width: columnWidth, height: Self.weekdayHeight)
        }
        let gridTop = weekdayTop + Self.weekdayHeight
        let firstColumn = dayViews.first.map { column(of: $0.components) } ?? 0
        for (index, day) in dayViews.enumerated() {
            let slot = firstColumn + index
            let x = CGFloat(slot % 7) * columnWidth
            let y = gridTop + CGFloat(slot / 7) * Self.weekHeight
            day.button.frame = CGRect(x: x, y: y, width: columnWidth, height: Self.numberHeight)
            if let decoration = day.decoration {
                let size = decoration.frame.size
                decoration.frame = CGRect(x: x + (columnWidth - size.width) / 2,
                                          y: y + Self.numberHeight + (Self.weekHeight - Self.numberHeight - size.height) / 2,
                                          width: size.width, height: size.height)
            }
        }
    }
}

extension CGSize {
    /// The size with `noIntrinsicMetric` (or any negative) sides as 0.
    fileprivate var clampedToZero: CGSize { CGSize(width: max(0, width), height: max(0, height)) }
}
