import Foundation

/// A progress bar (docs/uikit-rules.md 6.3). `progress` is clamped to 0...1. It is 4 pt tall whatever frame it is
/// given a height for (`sizeThatFits` keeps the width), as UIKit's default style draws.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UIProgressView: UIView {
    /// Drawn in the iOS look (docs/uikit-rules.md 19.5).
    override func drawStandardContent(in ctx: CGContext) { StandardLook.drawProgress(self, ctx) }

    public enum Style: Int, Sendable { case `default`, bar }

    /// The height UIKit gives the bar.
    public static let barHeight: CGFloat = 4

    open var progressViewStyle: Style = .default
    open var progress: Float {
        get { _progress }
        set { setProgress(newValue, animated: false) }
    }
    private var _progress: Float = 0
    open var progressTintColor: UIColor?
    open var trackTintColor: UIColor?
    open var observedProgress: Progress?

    public override init(frame: CGRect) {
        super.init(frame: CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: Self.barHeight))
        isAccessibilityElement = true
    }

    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Sets the progress, clamped to 0...1 (NaN counts as 0). The animation is not modelled: the value changes at once.
    open func setProgress(_ progress: Float, animated: Bool) {
        let clamped = progress.isNaN ? 0 : min(1, max(0, progress))
        guard clamped != _progress else { return }
        _progress = clamped
        accessibilityValue = "\(Int((clamped * 100).rounded()))%"
        setNeedsDisplay()
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: bounds.width, height: Self.barHeight)
    }

    /// The bar's height and no width (docs/uikit-rules.md 11.42, 11.43).
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.barHeight) }
}
