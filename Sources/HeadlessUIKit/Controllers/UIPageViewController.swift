import Foundation

/// A page view controller (docs/uikit-rules.md 7.8) showing one page at a time, filling its view.
///
/// A page change goes new.viewDidLoad (if needed) → old.viewWillDisappear → new.viewWillAppear → (transition) →
/// old.viewDidDisappear → new.viewDidAppear → completion(true), the appearance callbacks only while the page view
/// controller shows. An animated change lasts `pageTurnDuration` (0.35 s, chosen: UIKit's follows the finger);
/// an unanimated one ends at once. The delegate hears of the turns `turnPage` makes (6.104). Not provided: two-page
/// spreads, spine location, options, and swipe gestures (`turnPage(_:animated:)` stands in for them).
open class UIPageViewController: UIViewController {
    public enum TransitionStyle: Int, Sendable {
        case pageCurl, scroll
    }

    public enum NavigationOrientation: Int, Sendable {
        case horizontal, vertical
    }

    public enum NavigationDirection: Int, Sendable {
        case forward, reverse
    }

    public static let pageTurnDuration: TimeInterval = 0.35

    public let transitionStyle: TransitionStyle
    public let navigationOrientation: NavigationOrientation
    open weak var dataSource: UIPageViewControllerDataSource?
    open weak var delegate: UIPageViewControllerDelegate?
    /// The page showing, as a one-element array; nil before the first `setViewControllers`.
    public private(set) var viewControllers: [UIViewController]?
    private var isTurning = false

    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        super.init(nibName: nil, bundle: nil)
    }

    /// docs/uikit-rules.md 6.104: `UIPageViewController()` (and a subclass made with `init()`) is a page-curl,
    /// horizontal one, UIKit's first cases.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        transitionStyle = .pageCurl
        navigationOrientation = .horizontal
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        transitionStyle = .scroll
        navigationOrientation = .horizontal
        super.init(coder: coder)
    }

    /// Shows the first of `viewControllers` as the page. Refused (completion(false)) while a page change runs.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection,
                                 animated: Bool, completion: ((Bool) -> Void)? = nil) {
        guard !isTurning, let page = viewControllers?.first else {
            completion?(false)
            return
        }
        let old = self.viewControllers?.first
        guard page !== old else {
            completion?(true)
            return
        }
        self.viewControllers = [page]
        addChild(page)
        page.loadViewIfNeeded()
        let showing = appearanceState == .appearing || appearanceState == .appeared
        let appeared = appearanceState == .appeared
        if showing {
            old?.beginAppearanceTransition(false, animated: animated)
            page.beginAppearanceTransition(true, animated: animated)
        }
        old?.willMove(toParent: nil)
        if isViewLoaded {
            page.view.frame = view.bounds
            page.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(page.view)
            page.view.fillContainer()  // 7.69
        }
        let finish = { [self] in
            isTurning = false
            old?.viewIfLoaded?.removeFromSuperview()
            if showing { old?.endAppearanceTransition() }
            if appeared { page.endAppearanceTransition() }
            old?.removeFromParent()
            page.didMove(toParent: self)
            completion?(true)
        }
        if animated {
            isTurning = true
            Runtime.current.runLoop.schedule(after: Self.pageTurnDuration, repeating: 0, kind: .transition,
                                             detail: "page turn to \(type(of: page))") { _ in finish() }
        } else {
            finish()
        }
    }

    /// Turns one page as a swipe would, to the page the data source gives. Returns false when there is none or
    /// a page change is running.
    @discardableResult
    open func turnPage(_ direction: NavigationDirection, animated: Bool, completion: ((Bool) -> Void)? = nil) -> Bool {
        guard !isTurning, let current = viewControllers?.first, let dataSource else { return false }
        let next = direction == .forward
            ? dataSource.pageViewController(self, viewControllerAfter: current)
            : dataSource.pageViewController(self, viewControllerBefore: current)
        guard let next else { return false }
        delegate?.pageViewController(self, willTransitionTo: [next])
        setViewControllers([next], direction: direction, animated: animated) { [weak self] finished in
            if let self { self.delegate?.pageViewController(self, didFinishAnimating: finished,
                                                            previousViewControllers: [current],
                                                            transitionCompleted: finished) }
            completion?(finished)
        }
        return true
    }

    /// An empty view the size of the screen, holding the page set before the view loaded.
    open override func loadView() {
        super.loadView()
        guard let page = viewControllers?.first else { return }
        page.view.frame = view.bounds
        page.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(page.view)
        page.view.fillContainer()  // 7.69
    }
}
