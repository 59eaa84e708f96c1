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
    open var pageIndicatorTintColor: UIColor?
    open var currentPageIndicatorTintColor: UIColor?

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
