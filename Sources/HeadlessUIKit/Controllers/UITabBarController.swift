import Foundation

/// Tabs of controllers with a tab bar (docs/uikit-rules.md 7.6).
///
/// Only the selected child's view is in the container. A switch runs old.viewWillDisappear →
/// new.viewWillAppear → (views swap) → old.viewDidDisappear → new.viewDidAppear, without animation. Tapping a
/// tab asks the delegate's shouldSelect, then selects, then tells didSelect; tapping the selected tab of a
/// navigation controller pops it to its root, as in UIKit. With more than five controllers the fifth tab is
/// `moreNavigationController`, whose root lists the rest; those are children of the tab bar controller only
/// while pushed on it.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UITabBarController: UIViewController {
    /// More than this many controllers and the last tab becomes More.
    static let maximumTabs = 5

    public let tabBar = UITabBar(frame: .zero)
    open weak var delegate: UITabBarControllerDelegate?

    private var controllers: [UIViewController]?
    private var shown: UIViewController?
    private lazy var moreList = UIMoreListController()

    /// The navigation controller of the More tab; its root lists the controllers beyond the fourth.
    public private(set) lazy var moreNavigationController: UINavigationController = {
        let more = UINavigationController(rootViewController: moreList)
        more.tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 0)
        moreList.selectAction = { [weak more] controller in more?.pushViewController(controller, animated: true) }
        return more
    }()

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        tabBar.selectAction = { [weak self] item in self?.tabTapped(item) }
    }

    // MARK: Tabs

    open var viewControllers: [UIViewController]? {
        get { controllers }
        set { setViewControllers(newValue, animated: false) }
    }

    private var usesMore: Bool { (controllers?.count ?? 0) > Self.maximumTabs }

    /// The controllers that have a tab: all of them, or the first four and More.
    private var tabs: [UIViewController] {
        guard let controllers else { return [] }
        return usesMore ? Array(controllers.prefix(Self.maximumTabs - 1)) + [moreNavigationController] : controllers
    }

    /// Keeps the selected controller when it still has a tab, else selects the first.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let runtime = Runtime.current
        let oldTabs = tabs
        controllers = viewControllers
        let newTabs = tabs
        if usesMore, let controllers {
            let listed = Array(controllers[(Self.maximumTabs - 1)...])
            moreList.listedControllers = listed
            if let pushed = moreNavigationController.viewControllers.dropFirst().first,
               !listed.contains(where: { $0 === pushed }) {
                moreNavigationController.popToRootViewController(animated: false)
            }
        }
        let removed = oldTabs.filter { tab in !newTabs.contains { $0 === tab } }
        let added = newTabs.filter { tab in !oldTabs.contains { $0 === tab } }
        for tab in added { addChild(tab) }
        for tab in removed {
            runtime.logCallback("willMove(toParent:)", .viewController, tab)
            tab.willMove(toParent: nil)
        }
        tabBar.items = newTabs.map { $0.tabBarItem }
        let keep = shown.flatMap { current in newTabs.contains { $0 === current } ? current : nil }
        show(keep ?? newTabs.first)
        for tab in removed { tab.removeFromParent() }
        for tab in added {
            runtime.logCallback("didMove(toParent:)", .viewController, tab)
            tab.didMove(toParent: self)
        }
    }

    /// The selected controller: `moreNavigationController` while the More tab is selected.
    open var selectedViewController: UIViewController? {
        get { shown }
        set {
            guard let newValue else { return }
            if let index = controllers?.firstIndex(where: { $0 === newValue }) {
                selectedIndex = index
            } else if newValue === moreNavigationController, usesMore {
                show(newValue)
            }
        }
    }

    /// The index of the selected controller in `viewControllers`. While More is selected it is the index of the
    /// controller pushed on it, or `NSNotFound` while More shows its list. Selecting an index past the fourth when
    /// there are more than five selects More and pushes that controller on it.
    open var selectedIndex: Int {
        get {
            guard let shown, let controllers else { return NSNotFound }
            if usesMore, shown === moreNavigationController {
                guard let pushed = moreNavigationController.viewControllers.dropFirst().first else { return NSNotFound }
                return controllers.firstIndex { $0 === pushed } ?? NSNotFound
            }
            return controllers.firstIndex { $0 === shown } ?? NSNotFound
        }
        set {
            guard let controllers, controllers.indices.contains(newValue) else {
                Runtime.current.report("selectedIndex \(newValue) is out of range; ignored")
                return
            }
            if usesMore, newValue >= Self.maximumTabs - 1 {
                show(moreNavigationController)
                moreNavigationController.setViewControllers([moreList, controllers[newValue]], animated: false)
            } else {
                show(controllers[newValue])
            }
        }
    }

    private func tabTapped(_ item: UITabBarItem) {
        guard let target = tabs.first(where: { $0.tabBarItem === item }) else { return }
        if delegate?.tabBarController(self, shouldSelect: target) == false { return }
        if target === shown {
            (target as? UINavigationController)?.popToRootViewController(animated: true)
        } else {
            show(target)
        }
        delegate?.tabBarController(self, didSelect: target)
    }

    /// Makes `target` the shown child (docs/uikit-rules.md 7.6 order when the tab bar controller has appeared).
    private func show(_ target: UIViewController?) {
        let old = shown
        shown = target
        tabBar.selectedItem = target?.tabBarItem
        viewIfLoaded?.setNeedsLayout()
        guard old !== target else { return }
        guard appearanceState == .appeared else {
            if isViewLoaded { replaceShownChildOffscreen(old, with: target, install: install) }
            return
        }
        target?.loadViewIfNeeded()
        old?.beginAppearanceTransition(false, animated: false)
        target?.beginAppearanceTransition(true, animated: false)
        if let oldView = old?.viewIfLoaded, oldView.superview === view { oldView.removeFromSuperview() }
        if let target { install(target) }
        old?.endAppearanceTransition()
        target?.endAppearanceTransition()
    }

    // MARK: Appearance (docs/uikit-rules.md 7.2)

    /// Appearance goes to the selected child only.
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    open override func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        let before = appearanceState
        super.beginAppearanceTransition(isAppearing, animated: animated)
        guard appearanceState != before, let shown else { return }
        if isAppearing { install(shown) }
        shown.beginAppearanceTransition(isAppearing, animated: animated)
    }

    open override func endAppearanceTransition() {
        let before = appearanceState
        super.endAppearanceTransition()
        guard appearanceState != before else { return }
        shown?.endAppearanceTransition()
    }

    // MARK: Layout (docs/uikit-rules.md 7.3)

    open override func loadView() {
        let container = UILayoutContainerView(frame: UIScreen.main.bounds)
        container.layout = { [weak self] in self?.layoutContainer() }
        container.addSubview(tabBar)
        view = container
    }

    private func install(_ child: UIViewController) {
        let container = view!
        let childView = child.view!
        childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        childView.frame = contentFrame(for: child)
        if childView.superview !== container { container.insertSubview(childView, belowSubview: tabBar) }
        childView.placeInContainer(at: childView.frame)  // 7.69
    }

    /// A navigation controller in the selected tab hides the tab bar while a controller above its root has
    /// `hidesBottomBarWhenPushed`.
    private var isTabBarHiddenByChild: Bool {
        guard let navigation = shown as? UINavigationController else { return false }
        return navigation.viewControllers.dropFirst().contains { $0.hidesBottomBarWhenPushed }
    }

    /// The tab bar's height: 49 pt (50 on an iPad, 7.46), plus the home indicator's inset below it on devices that
    /// have one (docs/uikit-rules.md 14.7): 83 pt on a portrait iPhone 15 Pro.
    private var tabBarHeight: CGFloat { UITabBar.barHeight + homeIndicatorCover }

    private func contentFrame(for child: UIViewController) -> CGRect {
        let bounds = view.bounds
        let insetByBar = !isTabBarHiddenByChild && child.isInset(by: .bottom, translucentBar: tabBar.isTranslucent)
        return CGRect(x: 0, y: 0, width: bounds.width,
                      height: insetByBar ? max(0, bounds.height - tabBarHeight) : bounds.height)
    }

    private func layoutContainer() {
        guard let container = viewIfLoaded else { return }
        let bounds = container.bounds
        tabBar.isHidden = isTabBarHiddenByChild
        let height = tabBarHeight
        tabBar.frame = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
        if let shown, let shownView = shown.viewIfLoaded, shownView.superview === container {
            shownView.placeInContainer(at: contentFrame(for: shown))  // 7.69
            shownView.setNeedsLayout()
        }
        tabBar.scrollEdgeMayHaveChanged()  // 7.66: the selected controller may have changed
    }
}
