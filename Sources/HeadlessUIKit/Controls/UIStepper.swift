import Foundation

/// A minus/plus stepper (docs/uikit-rules.md 6.2), 94×32 pt as UIKit's (a frame's size is ignored). A touch down on the
/// left half steps `value` down by `stepValue`, on the right half up, and sends `valueChanged` then
/// `primaryActionTriggered`. At a limit the value stays (the half is inert) unless `wraps`, which goes round to the
/// other limit. Holding a finger does not auto-repeat yet (`autorepeat` is stored). Setting `value` in code clamps
/// and sends nothing.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UIStepper: UIControl {
    /// Drawn in the iOS look (docs/uikit-rules.md 19.5).
    override func drawStandardContent(in ctx: CGContext) { StandardLook.drawStepper(self, ctx) }

    public static let fixedSize = CGSize(width: 94, height: 32)

    open var value: Double {
        get { _value }
        set { _value = clamp(newValue); updateAccessibility() }
    }
    private var _value: Double = 0
    open var minimumValue: Double = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            _value = clamp(_value)
        }
    }
    open var maximumValue: Double = 100 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            _value = clamp(_value)
        }
    }
    /// Must be above 0; other values are reported and ignored.
    open var stepValue: Double = 1 {
        didSet {
            if !(stepValue > 0) {
                Runtime.current.report("UIStepper.stepValue \(stepValue) must be greater than 0; kept \(oldValue)")
                stepValue = oldValue
            }
        }
    }
    open var wraps = false
    open var autorepeat = true
    open var isContinuous = true

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.fixedSize))
        isAccessibilityElement = true
        accessibilityTraits = .adjustable
        updateAccessibility()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        bounds.size = Self.fixedSize
    }

    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: Self.fixedSize) }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.fixedSize }
    open override var intrinsicContentSize: CGSize { Self.fixedSize }

    private func clamp(_ value: Double) -> Double {
        guard !value.isNaN else { return _value }
        return min(maximumValue, max(minimumValue, value))
    }

    private func updateAccessibility() {
        accessibilityValue = _value == _value.rounded() && abs(_value) < 1e15 ? String(Int(_value)) : String(_value)
    }

    /// The value one step from the current one, down or up, or nil when the half is inert at a limit.
    func steppedValue(up: Bool) -> Double? {
        let next = _value + (up ? stepValue : -stepValue)
        if next > maximumValue { return wraps ? minimumValue : (_value < maximumValue ? maximumValue : nil) }
        if next < minimumValue { return wraps ? maximumValue : (_value > minimumValue ? minimumValue : nil) }
        return next
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let up = touch.location(in: self).x >= bounds.midX
        if let next = steppedValue(up: up) {
            _value = next
            updateAccessibility()
            sendActions(for: [.valueChanged, .primaryActionTriggered], with: event)
        }
        return true
    }
}
