import Foundation

/// A stack of controllers with a navigation bar and a toolbar (docs/uikit-rules.md 7.5).
///
/// Every change of the top controller goes through one path: containment calls, then old.viewWillDisappear →
/// new.viewWillAppear → the transition (0.35 s of host time when animated, a `.transition` on the run loop that
/// idle waits for) → old.viewDidDisappear → popped controllers' didMove(toParent: nil) → new.viewDidAppear →
/// pushed controllers' didMove(toParent:) → the delegate's didShow. Controllers pushed below the top in one change
/// are not loaded. Appearance is forwarded to the top controller only, so `shouldAutomaticallyForwardAppearanceMethods`
/// is false. Calls UIKit answers with an exception (pushing a controller already on the stack, pushing a navigation
/// controller, popping to a controller not on the stack) are reported to the host and ignored.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UINavigationController: UIViewController {
    /// UIKit's push and pop animation length.
    static let transitionDuration: TimeInterval = 0.35

    /// What a transition does to the stack, as a delegate's animator is told (7.13).
    public enum Operation: Int, Sendable { case none, push, pop }

    public let navigationBar = UINavigationBar(frame: .zero)
    public let toolbar: UIToolbar! = UIToolbar(frame: .zero)
    open weak var delegate: UINavigationControllerDelegate?

    private var stack: [UIViewController] = []
    private var pendingTransition: HostTimer?
    private var finishTransition: (() -> Void)?
    /// Counts the changes of the stack, so an animator's late `completeTransition` ends only its own transition.
    private(set) var transitionToken = 0
    /// The swipe back from the leading edge (7.37), made when the view loads.
    private(set) lazy var interactivePop = InteractivePop(navigationController: self)
    /// The top the delegate last heard about, so that reappearing does not tell it again.
    private weak var announcedTop: UIViewController?
    private weak var awaitingDidShow: UIViewController?

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setUp()
        setViewControllers([rootViewController], animated: false)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        navigationBar.backAction = { [weak self] in self?.popViewController(animated: true) }
        toolbar.isHidden = true
    }

    // MARK: The stack

    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    open var topViewController: UIViewController? { stack.last }

    /// The controller presented over the navigation controller if any (the topmost), else the top of the stack
    /// (docs/uikit-rules.md 7.5).
    open var visibleViewController: UIViewController? {
        var presented = presentedViewController
        while let next = presented?.presentedViewController { presented = next }
        return presented ?? topViewController
    }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        if viewController is UINavigationController {
            Runtime.current.report("pushViewController: pushing a navigation controller is not supported; ignored")
            return
        }
        if viewController.parent === self {
            Runtime.current.report("pushViewController: \(type(of: viewController)) is already on the stack; ignored")
            return
        }
        changeStack(.push(viewController), animated: animated)
    }

    /// Pops the top controller; nil when only the root is left.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let top = stack.last else { return nil }
        changeStack(.pop, animated: animated)
        return top
    }

    /// Pops everything above `viewController`; nil (and a report) when it is not on the stack.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else {
            Runtime.current.report("popToViewController: \(type(of: viewController)) is not on the stack; nothing popped")
            return nil
        }
        let popped = Array(stack[(index + 1)...])
        if !popped.isEmpty { changeStack(.replace(Array(stack[...index])), animated: animated) }
        return popped
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Replaces the stack. Only a new top is loaded and gets appearance callbacks; `isMovingToParent` is true
    /// for it when it was not on the stack before, `isMovingFromParent` for the old top when it leaves the stack.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        var unique: [UIViewController] = []
        var seen = Set<ObjectIdentifier>()
        for controller in viewControllers {
            if controller is UINavigationController || !seen.insert(ObjectIdentifier(controller)).inserted {
                Runtime.current.report("setViewControllers: \(type(of: controller)) is a navigation controller or listed twice; left out")
                continue
            }
            unique.append(controller)
        }
        changeStack(.replace(unique), animated: animated)
    }

    /// A change of the stack: a push and a pop touch only its end (amortised O(1) in the depth, navigation bar
    /// items included); a replacement compares the stacks after their common prefix.
    private enum StackChange {
        case push(UIViewController)
        case pop
        case replace([UIViewController])
    }

    private func changeStack(_ change: StackChange, animated: Bool) {
        completeTransition()
        transitionToken += 1
        let runtime = Runtime.current
        let oldTop = stack.last
        let oldStack = stack
        let added: [UIViewController], removed: [UIViewController]
        switch change {
        case .push(let controller):
            (added, removed) = ([controller], [])
        case .pop:
            (added, removed) = ([], stack.last.map { [$0] } ?? [])
        case .replace(let newStack):
            var prefix = 0
            while prefix < stack.count, prefix < newStack.count, stack[prefix] === newStack[prefix] { prefix += 1 }
            let oldTail = stack[prefix...], newTail = newStack[prefix...]
            let oldIDs = Set(oldTail.map(ObjectIdentifier.init))
            let newIDs = Set(newTail.map(ObjectIdentifier.init))
            added = newTail.filter { !oldIDs.contains(ObjectIdentifier($0)) }
            removed = oldTail.filter { !newIDs.contains(ObjectIdentifier($0)) }
        }
        for controller in added { addChild(controller) }
        for controller in removed {
            runtime.logCallback("willMove(toParent:)", .viewController, controller)
            controller.willMove(toParent: nil)
        }
        switch change {
        case .push(let controller):
            stack.append(controller)
            navigationBar.pushItem(controller.navigationItem, animated: false)
        case .pop:
            stack.removeLast()
            navigationBar.popItem(animated: false)
        case .replace(let newStack):
            stack = newStack
            navigationBar.setItems(stack.map(\.navigationItem), animated: false)
        }
        let newTop = stack.last
        updateBars()
        let finishRemoving = {
            for controller in removed { controller.removeFromParent() }
        }
        let finishAdding = { [unowned self] in
            for controller in added {
                runtime.logCallback("didMove(toParent:)", .viewController, controller)
                controller.didMove(toParent: self)
            }
        }
        guard oldTop !== newTop, appearanceState == .appeared else {
            if oldTop !== newTop, isViewLoaded { replaceShownChildOffscreen(oldTop, with: newTop, install: install) }
            finishRemoving()
            finishAdding()
            return
        }
        newTop?.loadViewIfNeeded()
        if let newTop { announce(newTop, animated: animated) }
        if let oldTop {
            oldTop.isMovingFromParent = removed.contains { $0 === oldTop }
            oldTop.beginAppearanceTransition(false, animated: animated)
        }
        if let newTop {
            newTop.isMovingToParent = added.contains { $0 === newTop }
            newTop.beginAppearanceTransition(true, animated: animated)
            install(newTop)
        }
        finishTransition = { [unowned self] in
            if let oldView = oldTop?.viewIfLoaded, oldView.superview === viewIfLoaded { oldView.removeFromSuperview() }
            oldTop?.endAppearanceTransition()
            finishRemoving()
            newTop?.endAppearanceTransition()
            finishAdding()
            if let newTop { reportShown(newTop, animated: animated) }
        }
        if animated, let oldTop, let newTop, let animator = customAnimator(from: oldTop, to: newTop,
                                                                            added: added, removed: removed) {
            runAnimator(animator, from: oldTop, to: newTop) { [unowned self] in
                revertTransition(to: oldStack, from: newTop, back: oldTop, added: added, removed: removed, animated: animated)
            }
        } else if animated, interactivePop.isStarting, let oldTop, let newTop {
            // 7.37: a swipe back holds the transition open until the finger lifts.
            interactivePop.revert = { [unowned self] in
                revertTransition(to: oldStack, from: newTop, back: oldTop, added: added, removed: removed, animated: true)
            }
        } else if animated {
            pendingTransition = MainRunLoop.current.schedule(
                after: Self.transitionDuration, repeating: 0, kind: .transition,
                detail: "navigation transition to \(newTop.map { String(describing: type(of: $0)) } ?? "nothing")"
            ) { [weak self] _ in self?.completeTransition() }
        } else {
            completeTransition()
        }
    }

    /// The delegate's animator for a push (the new top was added) or a pop (the old top was removed), if any.
    private func customAnimator(from oldTop: UIViewController, to newTop: UIViewController,
                                added: [UIViewController], removed: [UIViewController]) -> UIViewControllerAnimatedTransitioning? {
        let operation: Operation = added.contains { $0 === newTop } ? .push : removed.contains { $0 === oldTop } ? .pop : .none
        guard operation != .none else { return nil }
        return delegate?.navigationController(self, animationControllerFor: operation, from: oldTop, to: newTop)
    }

    /// Hands the transition to an animator (docs/uikit-rules.md 7.13), or to the delegate's interaction controller
    /// for it (7.14): the container is this controller's view, where the new top's view already is at its final
    /// frame; the old top's view stays until the animator calls `completeTransition`. `completeTransition(true)`
    /// ends the transition as the standard one ends; `false` (a cancelled interactive transition) runs `revert`.
    private func runAnimator(_ animator: UIViewControllerAnimatedTransitioning, from oldTop: UIViewController,
                             to newTop: UIViewController, revert: @escaping () -> Void) {
        let token = transitionToken
        let context = TransitionContext(
            container: view, from: oldTop, to: newTop, fromView: oldTop.viewIfLoaded, toView: newTop.view,
            initialFrames: [ObjectIdentifier(oldTop): oldTop.viewIfLoaded?.frame ?? .zero],
            finalFrames: [ObjectIdentifier(newTop): contentFrame(for: newTop)],
            style: .none, what: "navigation transition to \(type(of: newTop))"
        ) { [weak self] completed in
            // Only if this transition is still the one in progress (a later change may have finished it).
            if let self, self.transitionToken == token {
                if completed {
                    self.completeTransition()
                } else {
                    self.finishTransition = nil
                    revert()
                }
            }
            animator.animationEnded(completed)
        }
        if let interaction = delegate?.navigationController(self, interactionControllerFor: animator) {
            context.startInteractive(interaction, animator: animator) {}
        } else {
            animator.animateTransition(using: context)
        }
    }

    /// A cancelled interactive transition (7.14): the stack and bar items return to what they were; the new top
    /// disappears (`viewWillDisappear`, `viewDidDisappear`) and its view leaves; the old top appears again
    /// (`viewWillAppear`, `viewDidAppear`). Controllers the change removed stay children (`didMove(toParent:)` with
    /// this controller); controllers it added leave (`willMove(toParent: nil)`, removed). The delegate hears no
    /// `didShow`.
    private func revertTransition(to oldStack: [UIViewController], from newTop: UIViewController,
                                  back oldTop: UIViewController, added: [UIViewController], removed: [UIViewController],
                                  animated: Bool) {
        let runtime = Runtime.current
        stack = oldStack
        navigationBar.setItems(stack.map(\.navigationItem), animated: false)
        updateBars()
        newTop.beginAppearanceTransition(false, animated: animated)
        if let newView = newTop.viewIfLoaded, newView.superview === viewIfLoaded { newView.removeFromSuperview() }
        newTop.endAppearanceTransition()
        newTop.isMovingToParent = false
        for controller in added {
            runtime.logCallback("willMove(toParent:)", .viewController, controller)
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
        for controller in removed {
            runtime.logCallback("didMove(toParent:)", .viewController, controller)
            controller.didMove(toParent: self)
        }
        oldTop.isMovingFromParent = false
        oldTop.beginAppearanceTransition(true, animated: animated)
        install(oldTop)
        oldTop.endAppearanceTransition()
        announcedTop = oldTop
        awaitingDidShow = nil
    }

    /// Whether a change of the stack is still under way.
    var isTransitioning: Bool { finishTransition != nil }

    /// Lets the transition a swipe held open run out as `lift` says (7.38); a cancelled one ends with `revert`,
    /// which undoes the change.
    func endHeldTransition(_ lift: FingerLift, revert: @escaping () -> Void) {
        if !lift.finishes { finishTransition = revert }
        pendingTransition = MainRunLoop.current.schedule(
            after: lift.remaining, repeating: 0, kind: .transition,
            detail: lift.finishes ? "swipe back finishing" : "swipe back cancelled"
        ) { [weak self] _ in self?.completeTransition() }
    }

    /// Ends the transition in progress now: a new change of the stack first finishes the one before.
    private func completeTransition() {
        pendingTransition?.invalidate()
        pendingTransition = nil
        let finish = finishTransition
        finishTransition = nil
        finish?()
    }

    private func announce(_ top: UIViewController, animated: Bool) {
        guard announcedTop !== top else { return }
        announcedTop = top
        awaitingDidShow = top
        delegate?.navigationController(self, willShow: top, animated: animated)
    }

    private func reportShown(_ top: UIViewController, animated: Bool) {
        guard awaitingDidShow === top else { return }
        awaitingDidShow = nil
        delegate?.navigationController(self, didShow: top, animated: animated)
    }

    // MARK: Appearance (docs/uikit-rules.md 7.2)

    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    open override func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        completeTransition()
        let before = appearanceState
        super.beginAppearanceTransition(isAppearing, animated: animated)
        guard appearanceState != before, let top = topViewController else { return }
        if isAppearing {
            install(top)
            announce(top, animated: animated)
        }
        top.beginAppearanceTransition(isAppearing, animated: animated)
    }

    open override func endAppearanceTransition() {
        let before = appearanceState
        super.endAppearanceTransition()
        guard appearanceState != before, let top = topViewController else { return }
        top.endAppearanceTransition()
        if appearanceState == .appeared { reportShown(top, animated: appearanceAnimated) }
    }

    // MARK: Split views (docs/uikit-rules.md 7.28, 7.30, 7.41; UISplitViewController+Collapse.swift)

    /// UIKit's default for a primary navigation controller: the secondary (a navigation controller's whole
    /// stack) is pushed, without animation, above what the primary had.
    open override func collapseSecondaryViewController(_ secondaryViewController: UIViewController,
                                                       for splitViewController: UISplitViewController) {
        splitViewController.pushStack(of: secondaryViewController, onto: self)
    }

    /// UIKit's default: what the collapse and later details pushed is popped and given back to the secondary.
    open override func separateSecondaryViewController(for splitViewController: UISplitViewController)
        -> UIViewController? {
        splitViewController.popCollapsedStack(from: self)
    }

    // MARK: Bars

    open var isNavigationBarHidden = false {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }

    /// Hidden by default, as in UIKit.
    open var isToolbarHidden = true {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        isToolbarHidden = hidden
    }

    /// The toolbar shows the top's items; the navigation bar's items were changed with the stack.
    private func updateBars() {
        toolbar.setItems(topViewController?.toolbarItems, animated: false)
        viewIfLoaded?.setNeedsLayout()
        tabBarController?.viewIfLoaded?.setNeedsLayout()
    }

    func topToolbarItemsDidChange(of controller: UIViewController) {
        if controller === topViewController { toolbar.setItems(controller.toolbarItems, animated: false) }
    }

    // MARK: Layout (docs/uikit-rules.md 7.3)

    open override func loadView() {
        let container = UILayoutContainerView(frame: UIScreen.main.bounds)
        container.layout = { [weak self] in self?.layoutContainer() }
        container.addSubview(navigationBar)
        container.addSubview(toolbar)
        container.addGestureRecognizer(interactivePop.recognizer)
        view = container
    }

    private func install(_ child: UIViewController) {
        let container = view!
        let childView = child.view!
        childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        childView.frame = contentFrame(for: child)
        if childView.superview !== container { container.insertSubview(childView, belowSubview: navigationBar) }
        childView.placeInContainer(at: childView.frame)  // 7.69
    }

    /// The part of the screen's top safe-area inset over this controller's view: all of it for a view at the top
    /// of the screen. The navigation bar sits below it (docs/uikit-rules.md 14.7): the status bar's height, or on a
    /// Dynamic Island iPhone the island's 59 or 62 pt; nothing on an iPhone in landscape.
    private var statusBarCover: CGFloat {
        guard let view = viewIfLoaded, let window = view.window else { return UIScreen.main.safeAreaInsets.top }
        return max(0, window.safeAreaInsets.top - view.convert(CGPoint.zero, to: nil).y)
    }

    /// The part of a tab bar over the bottom of this controller's view, when it is in a tab bar controller.
    private var tabBarCover: CGFloat {
        guard let view = viewIfLoaded, let tabBar = tabBarController?.tabBar, !tabBar.isHidden,
              tabBar.window != nil, tabBar.window === view.window else { return 0 }
        return max(0, view.bounds.maxY - tabBar.convert(tabBar.bounds, to: view).minY)
    }

    private var navigationBarFrame: CGRect {
        CGRect(x: 0, y: statusBarCover, width: view.bounds.width,
               height: navigationBar.currentHeight)
    }

    /// The toolbar sits above a tab bar, else above the home indicator's inset (docs/uikit-rules.md 14.7).
    private var toolbarFrame: CGRect {
        let bounds = view.bounds
        return CGRect(x: 0, y: bounds.height - max(tabBarCover, homeIndicatorCover) - toolbar.barHeight, width: bounds.width,
                      height: toolbar.barHeight)
    }

    /// The child's view fills the container, less the bars that inset it (docs/uikit-rules.md 7.3).
    func contentFrame(for child: UIViewController) -> CGRect {
        let bounds = view.bounds
        var top: CGFloat = 0
        var bottom = bounds.height
        if !isNavigationBarHidden, child.isInset(by: .top, translucentBar: navigationBar.isTranslucent) {
            top = navigationBarFrame.maxY
        }
        if !isToolbarHidden, child.isInset(by: .bottom, translucentBar: toolbar.isTranslucent) {
            bottom = toolbarFrame.minY
        }
        return CGRect(x: 0, y: top, width: bounds.width, height: max(0, bottom - top))
    }

    private func layoutContainer() {
        guard let container = viewIfLoaded else { return }
        navigationBar.isHidden = isNavigationBarHidden
        navigationBar.frame = navigationBarFrame
        toolbar.isHidden = isToolbarHidden
        toolbar.frame = toolbarFrame
        for child in children where child.viewIfLoaded?.superview === container {
            child.view.placeInContainer(at: contentFrame(for: child))  // 7.69
            // The bars may have moved without the frame changing: the child's safe area is checked again.
            child.view.refreshSafeAreaInsets()
        }
        // 7.66: the top controller or its scroll view may have changed under the bars.
        navigationBar.scrollEdgeMayHaveChanged()
        toolbar.scrollEdgeMayHaveChanged()
    }
}
