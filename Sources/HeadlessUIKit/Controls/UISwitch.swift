import Foundation

/// An on/off switch (docs/uikit-rules.md 6.2). Its size is always 51×31 pt, as UIKit's: a frame's size is ignored.
/// A tap (touch up inside) toggles `isOn` and sends `valueChanged` then `primaryActionTriggered`; `setOn(_:animated:)`
/// in code sends nothing. Its accessibility value is "1" or "0", as UIKit reports it.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UISwitch: UIControl {
    /// Drawn in the iOS look (docs/uikit-rules.md 19.5).
    override func drawStandardContent(in ctx: CGContext) { StandardLook.drawSwitch(self, ctx) }

    public static let fixedSize = CGSize(width: 51, height: 31)

    public enum Style: Int, Sendable { case automatic, checkbox, sliding }

    open var isOn: Bool {
        get { _isOn }
        set { setOn(newValue, animated: false) }
    }
    private var _isOn = false
    open var onTintColor: UIColor?
    open var thumbTintColor: UIColor?
    open var preferredStyle: Style = .automatic
    open var style: Style { .sliding }
    open var title: String?

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.fixedSize))
        setUpSwitch()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        bounds.size = Self.fixedSize
        setUpSwitch()
    }

    private func setUpSwitch() {
        isAccessibilityElement = true
        accessibilityTraits = .button
        accessibilityValue = "0"
    }

    /// The size stays 51×31: a frame keeps its origin and takes that size.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: Self.fixedSize) }
    }

    open func setOn(_ on: Bool, animated: Bool) {
        guard on != _isOn else { return }
        _isOn = on
        accessibilityValue = on ? "1" : "0"
        setNeedsDisplay()
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.fixedSize }
    /// 49×31: the alignment rectangle, 2 pt narrower than the frame on the right (docs/uikit-rules.md 11.181).
    open override var intrinsicContentSize: CGSize {
        CGSize(width: Self.fixedSize.width - Self.alignmentInsets.right, height: Self.fixedSize.height)
    }

    /// Auto Layout aligns the switch's track, not the 2 pt to its right that its frame also covers (11.181).
    static let alignmentInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 2)
    open override var alignmentRectInsets: UIEdgeInsets { Self.alignmentInsets }

    override func didFinishTracking(_ touch: UITouch, inside: Bool, with event: UIEvent?) {
        guard inside else { return }
        setOn(!_isOn, animated: true)
        sendActions(for: [.valueChanged, .primaryActionTriggered], with: event)
    }
}
