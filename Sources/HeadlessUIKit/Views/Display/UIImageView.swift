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

    /// The image's size less its alignment insets: an intrinsic size is an alignment rectangle's
    /// (docs/uikit-rules.md 11.178, 11.179).
    open override var intrinsicContentSize: CGSize {
        guard let image = displayedImage else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        let insets = image.alignmentRectInsets
        return CGSize(width: image.size.width - insets.left - insets.right,
                      height: image.size.height - insets.top - insets.bottom)
    }

    /// The shown image's alignment insets, as they are whatever the content mode (docs/uikit-rules.md 11.179).
    open override var alignmentRectInsets: UIEdgeInsets { displayedImage?.alignmentRectInsets ?? .zero }

    /// Animation frames are not shown; the flag follows the calls, as apps read it.
    open func startAnimating() { isAnimating = !(animationImages ?? []).isEmpty }
    open func stopAnimating() { isAnimating = false }
}
