import Foundation

/// Shows an image (docs/uikit-rules.md 6.3). Not interaction-enabled by default (4.6). `init(image:)` sizes the view to
/// the image; `sizeThatFits` is the image's size. There are no pixels: the image's name and size are what there is.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UIImageView: UIView {
    /// Drawn in the iOS look (docs/uikit-rules.md 19.5).
    override func drawStandardContent(in ctx: CGContext) { StandardLook.drawImageView(self, ctx) }

    open var image: UIImage? { didSet { if image != oldValue { setNeedsDisplay(); superview?.setNeedsLayout() } } }
    open var highlightedImage: UIImage?
    open var isHighlighted = false
    open var animationImages: [UIImage]?
    open var animationDuration: TimeInterval = 0
    open var animationRepeatCount = 0
    open private(set) var isAnimating = false
    /// `preferredSymbolConfiguration`'s storage (UIImage+Symbols.swift).
    var storedSymbolConfiguration: UIImage.SymbolConfiguration?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public convenience init(image: UIImage?, highlightedImage: UIImage? = nil) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        self.highlightedImage = highlightedImage
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// The image shown now: the highlighted one while highlighted, if there is one, with the view's preferred
    /// symbol configuration applied to a symbol (6.13).
    public var displayedImage: UIImage? {
        let shown = isHighlighted ? (highlightedImage ?? image) : image
        guard let shown, shown.isSymbolImage, let preferred = storedSymbolConfiguration else { return shown }
        return shown.applyingSymbolConfiguration(preferred) ?? shown
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { displayedImage?.size ?? .zero }

    open override var intrinsicContentSize: CGSize {
        displayedImage?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Animation frames are not shown; the flag follows the calls, as apps read it.
    open func startAnimating() { isAnimating = !(animationImages ?? []).isEmpty }
    open func stopAnimating() { isAnimating = false }
}
