import Foundation

/// Page dots (docs/uikit-rules.md 6.2). The dots are `dotSpacing` (16 pt) apart, centred in the bounds. A tap (touch up
/// inside) left of the current page's dot goes one page back, right of it one page on, and sends `valueChanged` then
/// `primaryActionTriggered` when the page changed, as UIKit's page control does. Setting `currentPage` in code
/// clamps it to the pages and sends nothing. With `hidesForSinglePage` and one page (or none) it is hidden.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UIPageControl: UIControl {
    /// Drawn in the iOS look (docs/uikit-rules.md 19.5).
    override func drawStandardContent(in ctx: CGContext) { StandardLook.drawPageControl(self, ctx) }

    public static let dotSpacing: CGFloat = 16
    public static let defaultHeight: CGFloat = 26

    open var numberOfPages = 0 {
        didSet {
            if numberOfPages < 0 { numberOfPages = 0 }
            if _currentPage >= numberOfPages { _currentPage = max(0, numberOfPages - 1) }
            updateState()
        }
    }
    open var currentPage: Int {
        get { _currentPage }
        set {
            _currentPage = min(max(0, newValue), max(0, numberOfPages - 1))
            updateState()
        }
    }
    private var _currentPage = 0
    open var hidesForSinglePage = false { didSet { updateState() } }
    open var pageIndicatorTintColor: UIColor? { didSet { setNeedsDisplay() } }
    open var currentPageIndicatorTintColor: UIColor? { didSet { setNeedsDisplay() } }

    public enum BackgroundStyle: Int, Sendable { case automatic, prominent, minimal }
    /// Kept; the platter it asks for behind the indicators is not drawn (docs/uikit-rules.md 6.40).
    open var backgroundStyle: BackgroundStyle = .automatic

    // Indicator images (docs/uikit-rules.md 6.40, 19.33).

    /// The image every indicator shows instead of a dot; nil (the default) for dots.
    open var preferredIndicatorImage: UIImage? { didSet { setNeedsDisplay() } }
    /// The current page's indicator image; nil (the default) for the image the page shows when it is not current.
    open var preferredCurrentPageIndicatorImage: UIImage? { didSet { setNeedsDisplay() } }
    private var indicatorImages: [Int: UIImage] = [:]
    private var currentPageIndicatorImages: [Int: UIImage] = [:]

    /// Overrides `preferredIndicatorImage` for one page; nil removes the override. A page outside
    /// `0..<numberOfPages` is reported and ignored.
    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) {
        guard checkPage(page, "setIndicatorImage") else { return }
        indicatorImages[page] = image
        setNeedsDisplay()
    }

    /// The page's override image, nil when it has none.
    open func indicatorImage(forPage page: Int) -> UIImage? { indicatorImages[page] }

    /// Overrides `preferredCurrentPageIndicatorImage` for one page; nil removes the override.
    open func setCurrentPageIndicatorImage(_ image: UIImage?, forPage page: Int) {
        guard checkPage(page, "setCurrentPageIndicatorImage") else { return }
        currentPageIndicatorImages[page] = image
        setNeedsDisplay()
    }

    open func currentPageIndicatorImage(forPage page: Int) -> UIImage? { currentPageIndicatorImages[page] }

    /// What page `page`'s indicator shows, nil for a dot: while current, its current-page override, else the
    /// preferred current-page image; otherwise (or when those are nil) its override, else the preferred image.
    func shownIndicatorImage(forPage page: Int) -> UIImage? {
        if page == _currentPage, let image = currentPageIndicatorImages[page] ?? preferredCurrentPageIndicatorImage {
            return image
        }
        return indicatorImages[page] ?? preferredIndicatorImage
    }

    private func checkPage(_ page: Int, _ method: String) -> Bool {
        guard page >= 0, page < numberOfPages else {
            Runtime.current.report("\(method)(_:forPage: \(page)) on a UIPageControl with \(numberOfPages) pages: the page must be in 0..<numberOfPages; ignored")
            return false
        }
        return true
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
        accessibilityTraits = .adjustable
        updateState()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    private func updateState() {
        accessibilityValue = numberOfPages > 0 ? "page \(_currentPage + 1) of \(numberOfPages)" : nil
        if hidesForSinglePage { isHidden = numberOfPages <= 1 }
        setNeedsDisplay()
    }

    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: CGFloat(max(0, pageCount)) * Self.dotSpacing, height: Self.defaultHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: numberOfPages) }
    open override var intrinsicContentSize: CGSize { self.size(forNumberOfPages: numberOfPages) }

    /// The centre x of page `index`'s dot, in the control's coordinates.
    func dotCenterX(_ index: Int) -> CGFloat {
        let width = CGFloat(numberOfPages) * Self.dotSpacing
        return bounds.midX - width / 2 + (CGFloat(index) + 0.5) * Self.dotSpacing
    }

    override func didFinishTracking(_ touch: UITouch, inside: Bool, with event: UIEvent?) {
        guard inside, numberOfPages > 0 else { return }
        let x = touch.location(in: self).x
        let page = x < dotCenterX(_currentPage) ? _currentPage - 1 : _currentPage + 1
        guard page >= 0, page < numberOfPages else { return }
        _currentPage = page
        updateState()
        sendActions(for: [.valueChanged, .primaryActionTriggered], with: event)
    }
}
