import Foundation

/// A date picker (docs/uikit-rules.md 6.2). The wheels are not drawn; a date is chosen through the API:
/// `setDate(_:animated:)` and `date` in code (no events, as in UIKit), or `select(_:)` (our addition), which does
/// what spinning the wheels to a date does: clamps it to `minimumDate...maximumDate`, rounds it down to
/// `minuteInterval` in `.time`/`.dateAndTime`/`.countDownTimer` modes, sets it and sends `valueChanged` then
/// `primaryActionTriggered` when it changed. 216 pt tall by default, as the wheels style. Its size follows its style
/// and mode (11.162, 11.222-11.225; `UIDatePicker+Styles.swift`).
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UIDatePicker: UIControl {
    public enum Mode: Int, Sendable { case time, date, dateAndTime, countDownTimer }
    public enum Style: Int, Sendable { case automatic, wheels, compact, inline }

    public static let defaultHeight: CGFloat = 216

    /// A compact picker's capsules (docs/uikit-rules.md 19.34); wheels and an inline calendar are not drawn.
    override func drawStandardContent(in ctx: CGContext) { drawCompact(in: ctx) }

    open var datePickerMode: Mode = .dateAndTime { didSet { if datePickerMode != oldValue { appearanceDidChange() } } }
    /// The style asked for; `datePickerStyle` is the one shown (11.222).
    open var preferredDatePickerStyle: Style = .automatic {
        didSet { if preferredDatePickerStyle != oldValue { appearanceDidChange() } }
    }
    /// What `.automatic` means for a picker that can show it: compact, as since iOS 14; a storyboard saved before
    /// Xcode 12 gives wheels, the style its author laid it out for (11.222).
    var automaticStyle: Style = .compact { didSet { if automaticStyle != oldValue { appearanceDidChange() } } }
    open var locale: Locale? { didSet { appearanceDidChange() } }
    open var calendar: Calendar! = Calendar(identifier: .gregorian) { didSet { appearanceDidChange() } }
    open var timeZone: TimeZone? { didSet { appearanceDidChange() } }
    open var minimumDate: Date? { didSet { date = clamp(_date) } }
    open var maximumDate: Date? { didSet { date = clamp(_date) } }
    /// 1...30 and a divisor of 60; other values are reported and ignored.
    open var minuteInterval = 1 {
        didSet {
            if !(1...30).contains(minuteInterval) || 60 % minuteInterval != 0 {
                Runtime.current.report("UIDatePicker.minuteInterval \(minuteInterval) must divide 60 and be 1...30; kept \(oldValue)")
                minuteInterval = oldValue
            }
        }
    }
    /// Seconds, for `.countDownTimer`.
    open var countDownDuration: TimeInterval = 0

    open var date: Date {
        get { _date }
        set { setDate(newValue, animated: false) }
    }
    private var _date: Date

    public override init(frame: CGRect) {
        _date = Date()
        super.init(frame: frame)
        if frame.height == 0 { bounds.size.height = Self.defaultHeight }
        isAccessibilityElement = true
        accessibilityTraits = .adjustable
    }

    public required init?(coder: NSCoder) {
        _date = Date()
        super.init(coder: coder)
    }

    /// Sets the date, clamped to the limits, without events.
    open func setDate(_ date: Date, animated: Bool) {
        _date = clamp(date)
        appearanceDidChange()
    }

    private func clamp(_ date: Date) -> Date {
        var date = date
        if let minimumDate, date < minimumDate { date = minimumDate }
        if let maximumDate, date > maximumDate { date = maximumDate }
        return date
    }

    /// Our addition: the user spins the wheels to `date` (see the class notes). Returns whether the date changed.
    @discardableResult
    public func select(_ date: Date) -> Bool {
        var chosen = date
        if datePickerMode != .date {
            let step = TimeInterval(minuteInterval * 60)
            chosen = Date(timeIntervalSinceReferenceDate: (chosen.timeIntervalSinceReferenceDate / step).rounded(.down) * step)
        }
        chosen = clamp(chosen)
        guard chosen != _date else { return false }
        _date = chosen
        if datePickerMode == .countDownTimer { countDownDuration = chosen.timeIntervalSinceReferenceDate.truncatingRemainder(dividingBy: 86_400) }
        appearanceDidChange()
        sendActions(for: [.valueChanged, .primaryActionTriggered], with: nil)
        return true
    }

    /// By style and mode (11.162, 11.223, 11.224; `styledIntrinsicSize`).
    open override var intrinsicContentSize: CGSize { styledIntrinsicSize }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { styledSizeThatFits(size) }
}
