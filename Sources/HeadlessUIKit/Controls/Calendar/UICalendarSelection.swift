import Foundation

/// How a calendar view selects dates (iOS 16, docs/uikit-rules.md 6.75): none (the default, nil), one date
/// (`UICalendarSelectionSingleDate`) or several (`UICalendarSelectionMultiDate`).
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UICalendarSelection {
    /// The calendar view the selection belongs to, once it is its `selectionBehavior`.
    weak var calendarView: UICalendarView?

    init() {}

    /// Whether the date is one the selection shows as selected.
    func isSelected(_ components: DateComponents) -> Bool { false }

    /// A tap on the day `components`.
    func userTapped(_ components: DateComponents) {}

    /// The year, month and day of `components` (what selections compare).
    static func day(_ components: DateComponents?) -> [Int?]? {
        guard let components else { return nil }
        return [components.year, components.month, components.day]
    }
}

/// Told about a single-date selection's changes by the user.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public protocol UICalendarSelectionSingleDateDelegate: AnyObject {
    /// The user selected `dateComponents` (nil: a tap on the selected day when deselection is allowed).
    func dateSelection(_ selection: UICalendarSelectionSingleDate, didSelectDate dateComponents: DateComponents?)
    /// Whether the user may select `dateComponents`; true unless the delegate says otherwise.
    func dateSelection(_ selection: UICalendarSelectionSingleDate, canSelectDate dateComponents: DateComponents?) -> Bool
}

extension UICalendarSelectionSingleDateDelegate {
    public func dateSelection(_ selection: UICalendarSelectionSingleDate,
                              canSelectDate dateComponents: DateComponents?) -> Bool { true }
}

/// One selected date (iOS 16, docs/uikit-rules.md 6.75). A tap on a day the delegate allows selects it and tells
/// `dateSelection(_:didSelectDate:)`; a tap on the selected day does nothing. `setSelected(_:animated:)` selects in
/// code and tells nothing.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UICalendarSelectionSingleDate: UICalendarSelection {
    open weak var delegate: UICalendarSelectionSingleDateDelegate?
    open private(set) var selectedDate: DateComponents?

    public init(delegate: UICalendarSelectionSingleDateDelegate?) {
        self.delegate = delegate
        super.init()
    }

    open func setSelected(_ selectedDate: DateComponents?, animated: Bool) {
        self.selectedDate = selectedDate
        calendarView?.refreshDays()
    }

    override func isSelected(_ components: DateComponents) -> Bool {
        Self.day(selectedDate) == Self.day(components)
    }

    override func userTapped(_ components: DateComponents) {
        guard !isSelected(components) else { return }
        guard delegate?.dateSelection(self, canSelectDate: components) ?? true else { return }
        selectedDate = components
        calendarView?.refreshDays()
        delegate?.dateSelection(self, didSelectDate: components)
    }
}

/// Told about a multi-date selection's changes by the user.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public protocol UICalendarSelectionMultiDateDelegate: AnyObject {
    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, didSelectDate dateComponents: DateComponents)
    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, didDeselectDate dateComponents: DateComponents)
    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, canSelectDate dateComponents: DateComponents) -> Bool
    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, canDeselectDate dateComponents: DateComponents) -> Bool
}

extension UICalendarSelectionMultiDateDelegate {
    public func multiDateSelection(_ selection: UICalendarSelectionMultiDate,
                                   canSelectDate dateComponents: DateComponents) -> Bool { true }
    public func multiDateSelection(_ selection: UICalendarSelectionMultiDate,
                                   canDeselectDate dateComponents: DateComponents) -> Bool { true }
}

/// Several selected dates (iOS 16, docs/uikit-rules.md 6.75): a tap toggles the day, asking the delegate first.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UICalendarSelectionMultiDate: UICalendarSelection {
    open weak var delegate: UICalendarSelectionMultiDateDelegate?
    open private(set) var selectedDates: [DateComponents] = []

    public init(delegate: UICalendarSelectionMultiDateDelegate?) {
        self.delegate = delegate
        super.init()
    }

    open func setSelectedDates(_ selectedDates: [DateComponents], animated: Bool) {
        self.selectedDates = selectedDates
        calendarView?.refreshDays()
    }

    override func isSelected(_ components: DateComponents) -> Bool {
        selectedDates.contains { Self.day($0) == Self.day(components) }
    }

    override func userTapped(_ components: DateComponents) {
        if isSelected(components) {
            guard delegate?.multiDateSelection(self, canDeselectDate: components) ?? true else { return }
            selectedDates.removeAll { Self.day($0) == Self.day(components) }
            calendarView?.refreshDays()
            delegate?.multiDateSelection(self, didDeselectDate: components)
        } else {
            guard delegate?.multiDateSelection(self, canSelectDate: components) ?? true else { return }
            selectedDates.append(components)
            calendarView?.refreshDays()
            delegate?.multiDateSelection(self, didSelectDate: components)
        }
    }
}
