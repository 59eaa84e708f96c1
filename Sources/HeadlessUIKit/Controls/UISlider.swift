import Foundation

/// A slider (docs/uikit-rules.md 6.2). The thumb is 31 pt wide, as UIKit's default; its centre runs from 15.5 pt to
/// `bounds.width − 15.5` pt across `minimumValue...maximumValue`. A touch must begin on the thumb (its rect grown by
/// `thumbTouchSlop` on each side) to track, as on iOS: a touch elsewhere on the track does nothing. While tracking,
/// the thumb keeps the offset at which it was grabbed and follows the finger's x; the value is clamped to the range.
/// With `isContinuous` (the default) every change sends `valueChanged` during the drag; otherwise one `valueChanged`
/// is sent when the touch ends (from `endTracking`, so before `touchUpInside`), if the value changed. `primaryActionTriggered` follows each `valueChanged`.
/// Setting `value` in code sends nothing. Its accessibility value is the percentage of the range ("50%").
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UISlider: UIControl {
    /// Drawn in the iOS look (docs/uikit-rules.md 19.5).
    override func drawStandardContent(in ctx: CGContext) { StandardLook.drawSlider(self, ctx) }

    public static let thumbWidth: CGFloat = 31
    /// How far outside the thumb a touch may begin and still grab it.
    public static let thumbTouchSlop: CGFloat = 10
    /// UIKit's default height.
    public static let defaultHeight: CGFloat = 31

    open var value: Float {
        get { _value }
        set { setValue(newValue, animated: false) }
    }
    private var _value: Float = 0
    /// Setting it above `maximumValue` raises the maximum too; the value is clamped into the new range.
    open var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            setValue(_value, animated: false)
        }
    }
    open var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            setValue(_value, animated: false)
        }
    }
    open var isContinuous = true
    open var minimumValueImage: UIImage?
    open var maximumValueImage: UIImage?
    open var minimumTrackTintColor: UIColor?
    open var maximumTrackTintColor: UIColor?
    open var thumbTintColor: UIColor?

    /// Where the finger holds the thumb, relative to the thumb's centre.
    private var grabOffset: CGFloat = 0
    private var valueAtTouchDown: Float = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSlider()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSlider()
    }

    private func setUpSlider() {
        isAccessibilityElement = true
        accessibilityTraits = .adjustable
        updateAccessibilityValue()
    }

    /// Sets the value clamped to the range (NaN is ignored), without sending events.
    open func setValue(_ value: Float, animated: Bool) {
        guard !value.isNaN else { return }
        let clamped = min(maximumValue, max(minimumValue, value))
        guard clamped != _value else { return }
        _value = clamped
        updateAccessibilityValue()
        setNeedsDisplay()
    }

    private func updateAccessibilityValue() {
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? (_value - minimumValue) / span : 0
        accessibilityValue = "\(Int((fraction * 100).rounded()))%"
    }

    // MARK: Geometry

    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: bounds.midY - 1, width: bounds.width, height: 2)
    }

    /// The thumb for `value`: 31 pt square, centred vertically, its centre at the value's place on the track.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let side = Self.thumbWidth
        let centerX = thumbCenterX(for: value, in: rect)
        return CGRect(x: centerX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
    }

    private func thumbCenterX(for value: Float, in track: CGRect) -> CGFloat {
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? CGFloat((value - minimumValue) / span) : 0
        let travel = max(0, track.width - Self.thumbWidth)
        return track.minX + Self.thumbWidth / 2 + fraction * travel
    }

    /// The value whose thumb centre is at `x`, clamped to the range.
    private func value(forThumbCenterX x: CGFloat) -> Float {
        let track = trackRect(forBounds: bounds)
        let travel = track.width - Self.thumbWidth
        guard travel > 0 else { return minimumValue }
        let fraction = min(1, max(0, (x - track.minX - Self.thumbWidth / 2) / travel))
        return minimumValue + Float(fraction) * (maximumValue - minimumValue)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: bounds.width, height: Self.defaultHeight)
    }

    /// A height and no width (docs/uikit-rules.md 11.42, 11.43): the alignment rectangle's height, 30, one less
    /// than the frame's (11.182).
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.defaultHeight - Self.alignmentInsets.bottom)
    }

    /// Auto Layout aligns the track, not the 2 pt either side and the 1 pt below it that the frame also covers
    /// (docs/uikit-rules.md 11.182).
    static let alignmentInsets = UIEdgeInsets(top: 0, left: 2, bottom: 1, right: 2)
    open override var alignmentRectInsets: UIEdgeInsets { Self.alignmentInsets }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let track = trackRect(forBounds: bounds)
        let thumb = thumbRect(forBounds: bounds, trackRect: track, value: _value)
        let point = touch.location(in: self)
        guard thumb.insetBy(dx: -Self.thumbTouchSlop, dy: -Self.thumbTouchSlop).contains(point) else { return false }
        grabOffset = point.x - thumb.midX
        valueAtTouchDown = _value
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let before = _value
        setValue(value(forThumbCenterX: touch.location(in: self).x - grabOffset), animated: false)
        if isContinuous, _value != before { sendActions(for: [.valueChanged, .primaryActionTriggered], with: event) }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if let touch {
            let before = _value
            setValue(value(forThumbCenterX: touch.location(in: self).x - grabOffset), animated: false)
            if isContinuous, _value != before { sendActions(for: [.valueChanged, .primaryActionTriggered], with: event) }
        }
        if !isContinuous, _value != valueAtTouchDown {
            sendActions(for: [.valueChanged, .primaryActionTriggered], with: event)
        }
    }
}
