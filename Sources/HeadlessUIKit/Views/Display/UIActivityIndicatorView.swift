import Foundation

/// A spinner (docs/uikit-rules.md 6.3). Its size is fixed by style: 20×20 (medium) or 37×37 (large). With
/// `hidesWhenStopped` (the default) it is hidden while stopped, as UIKit does.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UIActivityIndicatorView: UIView {
    /// Drawn in the iOS look (docs/uikit-rules.md 19.5).
    override func drawStandardContent(in ctx: CGContext) { StandardLook.drawActivityIndicator(self, ctx) }

    public enum Style: Int, Sendable {
        case medium = 100, large = 101
        case whiteLarge = 0, white = 1, gray = 2

        var side: CGFloat { self == .large || self == .whiteLarge ? 37 : 20 }
    }

    open var style: Style = .medium {
        didSet { bounds.size = CGSize(width: style.side, height: style.side) }
    }
    open var color: UIColor! = .gray
    open var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }
    open private(set) var isAnimating = false

    public convenience init(style: Style) {
        self.init(frame: .zero)
        self.style = style
        bounds.size = CGSize(width: style.side, height: style.side)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        if frame.size == .zero { bounds.size = CGSize(width: style.side, height: style.side) }
        isHidden = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = true
    }

    open func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: style.side, height: style.side) }
    open override var intrinsicContentSize: CGSize { CGSize(width: style.side, height: style.side) }
}
