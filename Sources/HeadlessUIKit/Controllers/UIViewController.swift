import Foundation

/// A view controller (docs/uikit-rules.md 7.1-7.4): lazily loads its view, gets appearance callbacks through
/// begin/end appearance transitions, and contains children.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UIViewController: UIResponder {
    /// Where a controller is in its appearance cycle (docs/uikit-rules.md 7.2).
    public enum AppearanceState: String, Sendable {
        case disappeared, appearing, appeared, disappearing
    }

    public let nibName: String?
    public let nibBundle: Bundle?
    @exclusivity(unchecked) private var _view: UIView?

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
        Runtime.current.registerController(self)
    }

    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// `init?(coder:)` exists so UIKit code that declares it compiles; there are no nib archives here.
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
        super.init()
        Runtime.current.registerController(self)
    }

    deinit {
        // The view's unowned back pointer must not outlive the controller (see UIView's hierarchy storage).
        if let view = _view, view.owningViewController === self { view.owningViewController = nil }
    }

    // MARK: The view (docs/uikit-rules.md 7.1)

    /// The first read calls `loadView()` then `viewDidLoad()`; later reads call nothing.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return _view
        }
        set {
            _view?.owningViewController = nil
            _view = newValue
            newValue?.owningViewController = self
        }
    }

    open var isViewLoaded: Bool { _view != nil }
    open var viewIfLoaded: UIView? { _view }

    open func loadViewIfNeeded() {
        guard _view == nil else { return }
        let runtime = Runtime.current
        runtime.logCallback("loadView", .viewController, self)
        loadView()
        if _view == nil { view = Self.defaultView() }
        runtime.logCallback("viewDidLoad", .viewController, self)
        viewDidLoad()
    }

    /// Makes the view. The default builds the storyboard scene's view and connects its outlets when the controller
    /// came from a storyboard; else loads its nib with itself as the File's Owner, whose `view` outlet sets the view
    /// (docs/uikit-rules.md 8.28); else makes an empty view the size of the screen.
    open func loadView() {
        if let storyboard, let storyboardScene {
            storyboard.loadView(of: self, from: storyboardScene)
            return
        }
        if let nib = nibToLoad() {
            _ = nib.instantiate(withOwner: self)
            if _view == nil {
                Runtime.current.report("\(type(of: self)) loaded the \"\(nib.name)\" nib but the view outlet was not set. "
                                       + "Fix: connect the File's Owner's view outlet to the nib's view in Interface Builder")
            }
            return
        }
        view = Self.defaultView()
    }

    open func viewDidLoad() {}

    // MARK: Appearance (docs/uikit-rules.md 7.2)

    public internal(set) var appearanceState: AppearanceState = .disappeared
    /// The controller's appearance override and trait-change registrations: nil until it has one.
    var traitState: TraitState?

    /// Whether `.automatic` content scroll views of this controller (7.44) take in the safe area's top and bottom
    /// even when their content does not scroll vertically (deprecated in iOS 11; docs/uikit-rules.md 7.17).
    open var automaticallyAdjustsScrollViewInsets = true {
        didSet {
            contentScrollView(for: .top)?.adjustedContentInsetMayHaveChanged()
            contentScrollView(for: .bottom)?.adjustedContentInsetMayHaveChanged()
        }
    }

    /// Called after the controller's traits changed (docs/uikit-rules.md 13.4).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Called before the controller's size classes change, with the traits it will have (docs/uikit-rules.md 13.4).
    open func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {}
    public internal(set) var isMovingToParent = false
    public internal(set) var isMovingFromParent = false
    public internal(set) var isBeingPresented = false
    public internal(set) var isBeingDismissed = false
    /// Set while the view is the root view of a window.
    var isWindowRoot = false

    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}

    // MARK: Content unavailable (docs/uikit-rules.md 6.71; the rest is in UIViewController+ContentUnavailable.swift)

    lazy var contentUnavailable = ContentUnavailableState()
    /// Override to set `contentUnavailableConfiguration` for `state`; UIKit calls it (6.71), apps do not.
    open func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {}
    /// The state `updateContentUnavailableConfiguration(using:)` receives; override to add the app's own values.
    open var contentUnavailableConfigurationState: UIContentUnavailableConfigurationState {
        makeContentUnavailableConfigurationState()
    }
    /// The smallest margins the root view has (docs/uikit-rules.md 11.51): none at the top and bottom, 16 pt at the
    /// sides in a compact width (an iPhone) and 20 pt in a regular one (an iPad).
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        // docs/uikit-rules.md 11.51: 20 pt on iPads and on the large iPhones (414 pt wide or more in portrait: the
        // Plus, Max, XR and 11 sizes), 16 on the other iPhones.
        let profile = Runtime.current.profile
        let side: CGFloat = profile.idiom == .pad || profile.portraitSize.width >= 414 ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }
    /// Whether the root view's margins are at least `systemMinimumLayoutMargins` (true by default).
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// The constraints pass for the root view (docs/uikit-rules.md 11.47): called instead of the view's
    /// `updateConstraints`; the default updates the view's. Overrides call super last.
    open func updateViewConstraints() {
        viewIfLoaded?.updateConstraints()
    }

    /// Insets added to the safe area of the view (UIKit 11+): for content the controller itself covers.
    open var additionalSafeAreaInsets = UIEdgeInsets.zero {
        didSet { if additionalSafeAreaInsets != oldValue { viewIfLoaded?.setNeedsLayout() } }
    }

    /// The scroll views set with `setContentScrollView(_:for:)` for the top and bottom edges; nil: chosen from the
    /// view hierarchy (docs/uikit-rules.md 7.44).
    weak var chosenTopContentScrollView: UIScrollView?
    weak var chosenBottomContentScrollView: UIScrollView?

    /// The scroll view observed for `edge`, `.top` or `.bottom`; any other edge is reported (UIKit raises) and
    /// answers nil.
    open func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        switch edge {
        case .top: return chosenTopContentScrollView ?? automaticContentScrollView
        case .bottom: return chosenBottomContentScrollView ?? automaticContentScrollView
        default:
            Runtime.current.report("contentScrollView(for:) takes .top or .bottom, not \(edge.rawValue); "
                                        + "ask for each edge alone")
            return nil
        }
    }

    /// Sets the scroll view observed for `.top`, `.bottom` or `.all` (leading and trailing are ignored, as on iOS);
    /// nil goes back to choosing one from the view hierarchy.
    open func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        let before = (chosenTopContentScrollView, chosenBottomContentScrollView)
        if edge.contains(.top) { chosenTopContentScrollView = scrollView }
        if edge.contains(.bottom) { chosenBottomContentScrollView = scrollView }
        for view in [before.0, before.1, scrollView] { view?.adjustedContentInsetMayHaveChanged() }
    }

    /// Called when the view's safe area insets change, as it is laid out (`UIView+SafeArea.swift`).
    open func viewSafeAreaInsetsDidChange() {}

    /// Whether appearance callbacks go on to children automatically (true by default).
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Whether the appearance change in progress (or the last one) is animated.
    public private(set) var appearanceAnimated = false

    /// Starts an appearance change: the one mechanism every transition uses. Calls viewWillAppear or
    /// viewWillDisappear, unless the controller is already going that way, and forwards to the children whose
    /// views are in this controller's view.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        let runtime = Runtime.current
        switch (isAppearing, appearanceState) {
        case (true, .disappeared), (true, .disappearing):
            appearanceState = .appearing
            appearanceAnimated = animated
            runtime.logCallback("viewWillAppear", .viewController, self)
            viewWillAppear(animated)
        case (false, .appeared), (false, .appearing):
            appearanceState = .disappearing
            appearanceAnimated = animated
            runtime.logCallback("viewWillDisappear", .viewController, self)
            viewWillDisappear(animated)
        default:
            return
        }
        if shouldAutomaticallyForwardAppearanceMethods {
            for child in childrenShowingViews { child.beginAppearanceTransition(isAppearing, animated: animated) }
        }
    }

    /// Finishes the appearance change begun last: viewDidAppear or viewDidDisappear, forwarded to children.
    open func endAppearanceTransition() {
        let runtime = Runtime.current
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            runtime.logCallback("viewDidAppear", .viewController, self)
            viewDidAppear(appearanceAnimated)
        case .disappearing:
            appearanceState = .disappeared
            runtime.logCallback("viewDidDisappear", .viewController, self)
            viewDidDisappear(appearanceAnimated)
        default:
            return
        }
        if shouldAutomaticallyForwardAppearanceMethods {
            for child in childrenShowingViews { child.endAppearanceTransition() }
        }
        if appearanceState == .appeared || appearanceState == .disappeared {
            isMovingToParent = false
            isMovingFromParent = false
            isBeingPresented = false
            isBeingDismissed = false
        }
    }

    private var childrenShowingViews: [UIViewController] {
        guard let view = _view else { return [] }
        return children.filter { $0.viewIfLoaded?.isDescendant(of: view) == true }
    }

    // MARK: Containment (docs/uikit-rules.md 7.4)

    public private(set) var children: [UIViewController] = []
    public private(set) weak var parent: UIViewController?

    /// Adds a child and calls child.willMove(toParent: self); the container then adds the child's view and calls
    /// child.didMove(toParent: self).
    open func addChild(_ childController: UIViewController) {
        guard childController !== self, childController.parent !== self else { return }
        childController.removeFromParent()
        Runtime.current.logCallback("willMove(toParent:)", .viewController, childController)
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// Removes the controller from its parent and calls didMove(toParent: nil). The caller calls
    /// willMove(toParent: nil) and removes the view first.
    open func removeFromParent() {
        guard let parent else { return }
        // From the end: a container usually removes its newest child (a pop), so this stays O(1) for a deep stack.
        var index = parent.children.count - 1
        while index >= 0, parent.children[index] !== self { index -= 1 }
        if index >= 0 { parent.children.remove(at: index) }
        self.parent = nil
        Runtime.current.logCallback("didMove(toParent:)", .viewController, self)
        didMove(toParent: nil)
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Responder chain (docs/uikit-rules.md 5.4)

    /// The view's superview; for a presented controller, the presenting controller.
    open override var next: UIResponder? {
        if let presentation = incomingPresentation { return presentation.presenter }
        return _view?.superview
    }

    override var responderWindow: UIWindow? { _view?.window }

    // MARK: Storyboard (docs/uikit-rules.md 8.2)

    /// The storyboard the controller was made from, or nil.
    public internal(set) var storyboard: UIStoryboard?
    /// Our addition: the Storyboard ID of the scene the controller was made from.
    public internal(set) var storyboardIdentifier: String?
    /// The scene whose view the default `loadView()` builds.
    var storyboardScene: StoryboardScene?
    /// The bar items its storyboard scene made with it (docs/uikit-rules.md 8.40), by id, for its view's outlets.
    var storyboardBarObjects: [String: AnyObject] = [:]

    // MARK: Segues (docs/uikit-rules.md 8.3, 8.4); performing them is in UIViewController+Segues.swift

    /// Asked before a segue that a control triggers, not before `performSegue(withIdentifier:sender:)`.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Called on the source after the destination is made and before the segue performs.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Whether this controller is where an unwind segue with `action` ends. The default: it is not the source and
    /// it handles `action` (`UIResponder.registerAction`, or an override of `action(for:)`).
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController,
                                          sender: Any?) -> Bool {
        fromViewController !== self && self.action(for: action) != nil
    }

    /// Shows `vc` the way the context wants: pushed when this controller is, or is in, a navigation controller,
    /// otherwise presented from this controller.
    open func show(_ vc: UIViewController, sender: Any?) {
        showByDefault(vc)
    }

    /// Shows `vc` as the detail of the nearest split view controller, else presents it from this controller.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        showDetailByDefault(vc, sender: sender)
    }

    // MARK: Split views (docs/uikit-rules.md 7.41)

    /// Asked of a classic split view's primary when it collapses and its delegate did not collapse `secondary`
    /// itself. Does nothing by default, so the primary shows alone; a navigation controller pushes it (7.28).
    open func collapseSecondaryViewController(_ secondaryViewController: UIViewController,
                                              for splitViewController: UISplitViewController) {}

    /// Asked of a classic split view's primary when it expands and its delegate gave no secondary: the secondary
    /// column's controller. By default the secondary the split view had when it collapsed (or the last detail
    /// shown since); a navigation controller pops it first (7.30).
    open func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? {
        splitViewController.collapsedSecondary
    }

    // MARK: Memory (docs/uikit-rules.md 1.10)

    /// Called on every live controller after the app's memory warning. Nothing is unloaded by default.
    open func didReceiveMemoryWarning() {}

    // MARK: Description

    open var title: String?

    // MARK: Navigation and tabs

    /// What a navigation bar shows for this controller; its title is the controller's `title` until set.
    open var navigationItem: UINavigationItem { ownNavigationItem }
    private lazy var ownNavigationItem = UINavigationItem(owner: self)

    /// The controller's item in a tab bar; by default it shows the controller's `title`.
    open var tabBarItem: UITabBarItem! {
        get {
            if let storedTabBarItem { return storedTabBarItem }
            let item = UITabBarItem(owner: self)
            storedTabBarItem = item
            return item
        }
        set { storedTabBarItem = newValue }
    }
    private var storedTabBarItem: UITabBarItem?

    /// Shown in the navigation controller's toolbar while this controller is on top.
    open var toolbarItems: [UIBarButtonItem]? {
        didSet { navigationController?.topToolbarItemsDidChange(of: self) }
    }

    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        self.toolbarItems = toolbarItems
    }

    /// Hides the tab bar while this controller is pushed (above the root) in a navigation controller in a tab.
    open var hidesBottomBarWhenPushed = false

    /// The edges along which the view extends under translucent bars: all by default (docs/uikit-rules.md 7.3).
    open var edgesForExtendedLayout: UIRectEdge = .all
    /// Whether the view extends under opaque bars as well.
    open var extendedLayoutIncludesOpaqueBars = false

    /// The nearest navigation controller among the parents.
    open var navigationController: UINavigationController? {
        var ancestor = parent
        while let current = ancestor {
            if let navigation = current as? UINavigationController { return navigation }
            ancestor = current.parent
        }
        return nil
    }

    /// The nearest tab bar controller among the parents.
    open var tabBarController: UITabBarController? {
        var ancestor = parent
        while let current = ancestor {
            if let tabs = current as? UITabBarController { return tabs }
            ancestor = current.parent
        }
        return nil
    }

    // MARK: Editing

    /// Whether the controller is in editing mode; setting it calls `setEditing(_:animated:)` without animation.
    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }
    private var editingState = false
    private var ownEditButtonItem: UIBarButtonItem?

    /// Enters or leaves editing mode; the edit button item (if made) reads "Done" while editing, else "Edit".
    /// Overrides call super.
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingState = editing
        if let item = ownEditButtonItem {
            item.title = editing ? "Done" : "Edit"
            item.style = editing ? .done : .plain
        }
    }

    /// A bar button item that toggles editing mode, titled "Edit" or "Done".
    open var editButtonItem: UIBarButtonItem {
        if let item = ownEditButtonItem { return item }
        let item = UIBarButtonItem(title: isEditing ? "Done" : "Edit", primaryAction: UIAction { [weak self] _ in
            guard let self else { return }
            setEditing(!isEditing, animated: true)
        })
        item.style = isEditing ? .done : .plain
        ownEditButtonItem = item
        return item
    }

    // MARK: Presentation

    /// The presentation this controller makes and still shows; it holds the presented controller.
    var activePresentation: ModalPresentation?
    /// The presentation that shows this controller.
    @exclusivity(unchecked) weak var incomingPresentation: ModalPresentation?

    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// Vends the presentation controller of a `.custom` presentation and the animators of animated presentations
    /// and dismissals (docs/uikit-rules.md 7.9).
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?
    /// Whether the user may not dismiss this controller (a tap outside its popover) (7.9).
    open var isModalInPresentation = false
    /// The size a popover gives this controller's view (7.10); zero for the default.
    open var preferredContentSize: CGSize = .zero
    /// The presentation controller made before a presentation, for a caller that configures it first
    /// (`popoverPresentationController?.sourceView = …`); the presentation takes it over.
    var pendingPresentationController: UIPresentationController?
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// Whether a `.currentContext` / `.overCurrentContext` presentation from this controller or a descendant
    /// covers this controller's view (docs/uikit-rules.md 7.7).
    open var definesPresentationContext = false
    /// Whether, as the presentation context, this controller's `modalTransitionStyle` replaces the presented one's.
    open var providesPresentationContextTransitionStyle = false

    /// Presents from this controller's presentation context (docs/uikit-rules.md 7.7). A refused presentation changes
    /// nothing and is reported in the host's problem list, where UIKit would log it.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool,
                      completion: (() -> Void)? = nil) {
        presentReportingRefusal(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses what this controller (or an ancestor) presents, with everything above it; called on a presented
    /// controller that presents nothing, dismisses that controller (docs/uikit-rules.md 7.7).
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        dismissReportingRefusal(animated: flag, completion: completion)
    }

    // MARK: Status bar (docs/uikit-rules.md 6.18)

    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var prefersStatusBarHidden: Bool { false }
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// The child whose `preferredStatusBarStyle` is used instead of this controller's.
    open var childForStatusBarStyle: UIViewController? { nil }
    /// The child whose `prefersStatusBarHidden` is used instead of this controller's.
    open var childForStatusBarHidden: UIViewController? { nil }

    /// Asks the status bar to read the preferences again. They are read whenever asked for here, so this only
    /// records the call.
    /// Asks for the status bar to be read again; where hiding or showing it moves the safe area (a device with a
    /// home button, docs/uikit-rules.md 11.167), the window lays out again.
    open func setNeedsStatusBarAppearanceUpdate() {
        Runtime.current.logCallback("setNeedsStatusBarAppearanceUpdate", .viewController, self)
        guard let window = viewIfLoaded?.window, window.screen.profile.topInsetIsStatusBarAlone else { return }
        window.setNeedsLayout()
        window.rootViewController?.viewIfLoaded?.setNeedsLayout()
    }

    // MARK: Rotation (docs/uikit-rules.md 9.2, 9.3)

    open var shouldAutorotate: Bool { true }

    /// allButUpsideDown on iPhone, all on iPad (docs/uikit-rules.md 9.2).
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        UIDevice.current.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
    }

    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }

    /// Called on the root controller, then its children, before their views are resized for a rotation.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in children {
            Runtime.current.logCallback("viewWillTransition(to:with:)", .viewController, child)
            child.viewWillTransition(to: size, with: coordinator)
        }
    }

    // The seed-era rotation callbacks (docs/uikit-rules.md 9.3), deprecated in UIKit since iOS 8 but still sent. The
    // runtime sends them to every controller in a window (see `Runtime.applyInterfaceOrientation`), so the
    // defaults do nothing. The orientation is the interface orientation.

    /// Before the interface turns, after `viewWillTransition(to:with:)`; the view still has its old size.
    open func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {}

    /// Inside the rotation's animation: the view already has its new size.
    open func willAnimateRotation(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {}

    /// After the rotation ends on the host clock, after the transition coordinator's completions.
    open func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {}
}

/// What a controller learns about a size transition in progress, and where it adds its own work.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public protocol UIViewControllerTransitionCoordinator: AnyObject {
    var isAnimated: Bool { get }
    var transitionDuration: TimeInterval { get }
    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

extension UIViewControllerTransitionCoordinator {
    /// `animate(alongsideTransition:completion:)` with no completion, as UIKit's `completion` defaults to nil
    /// (docs/uikit-rules.md 7.20).
    @discardableResult
    public func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
    /// Interactive transitions (docs/uikit-rules.md 7.14).
    var isInteractive: Bool { get }
    var initiallyInteractive: Bool { get }
    var percentComplete: CGFloat { get }
}

extension Runtime {
    /// Remembers a live controller for memory warnings. Dead entries are swept when the list has doubled since the
    /// last sweep, so creating many controllers stays linear.
    func registerController(_ controller: UIViewController) {
        if controllers.count >= max(64, controllersAfterSweep * 2) {
            controllers.removeAll { $0.value == nil }
            controllersAfterSweep = controllers.count
        }
        controllers.append(WeakBox(controller))
    }

    var liveControllers: [UIViewController] { controllers.compactMap(\.value) }
}
