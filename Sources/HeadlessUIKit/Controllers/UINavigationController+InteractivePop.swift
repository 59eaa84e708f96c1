import Foundation

/// The swipe back from the leading edge (docs/uikit-rules.md 7.37-7.38, 7.42): `interactivePopGestureRecognizer`, a
/// screen-edge pan on the navigation controller's view. When it begins, the top is popped with the transition held
/// open (the top hears `viewWillDisappear`, the one below `viewWillAppear`, the delegate `willShow`); the finger's
/// travel across the view is the transition's progress. When the finger lifts the pop finishes (after the rest of
/// the 0.35 s) or is cancelled (after the part already travelled), as `finishInteractiveTransition` and
/// `cancelInteractiveTransition` end a delegate's interactive transition (7.14).
extension UINavigationController {
    /// The recognizer that pops the top controller when a person swipes from the leading edge of the screen
    /// (iOS 7). It lives on the navigation controller's view from the time the view loads.
    public var interactivePopGestureRecognizer: UIGestureRecognizer? { interactivePop.recognizer }

    /// Whether the built-in rule lets a swipe begin (7.37): something to pop, no transition running, the
    /// navigation bar shown, and the top's item showing its back button (no left items that replace it).
    var allowsInteractivePop: Bool {
        guard canPopInteractively, !isNavigationBarHidden, let item = topViewController?.navigationItem else { return false }
        let replacesBackButton = !(item.leftBarButtonItems ?? []).isEmpty && !item.leftItemsSupplementBackButton
        return !item.hidesBackButton && !replacesBackButton
    }

    /// What any swipe needs, whatever the recognizer's delegate says: a controller below the top, and no
    /// transition running.
    var canPopInteractively: Bool { viewControllers.count > 1 && !isTransitioning }

    /// Whether the swipe back comes from the right edge (7.42): the first `semanticContentAttribute` that says a
    /// direction on the navigation controller's view or its superviews, else its trait collection's
    /// `layoutDirection` (the app's direction, or a trait override).
    var swipesFromTheRight: Bool {
        var view = viewIfLoaded
        while let current = view {
            if let direction = current.ownLayoutDirection { return direction == .rightToLeft }
            view = current.superview
        }
        return traitCollection.layoutDirection == .rightToLeft
    }
}

/// The swipe back's recognizer: a screen-edge pan whose edge is the navigation controller's leading one (7.42).
@MainActor
final class InteractivePopGestureRecognizer: UIScreenEdgePanGestureRecognizer {
    weak var navigationController: UINavigationController?

    /// `.left`, or `.right` in a right-to-left layout: the edge follows the layout and cannot be set.
    override var edges: UIRectEdge {
        get { navigationController?.swipesFromTheRight == true ? .right : .left }
        set {
            Runtime.current.report("interactivePopGestureRecognizer's edges follow the navigation controller's layout "
                                   + "direction and cannot be set. Fix: set semanticContentAttribute on the navigation "
                                   + "controller's view (or its trait layoutDirection) to choose the edge")
        }
    }
}

/// The default delegate and the target of `interactivePopGestureRecognizer`, and the state of one swipe.
@MainActor
final class InteractivePop: UIGestureRecognizerDelegate {
    unowned let navigationController: UINavigationController
    let recognizer = InteractivePopGestureRecognizer()
    /// Set while the swipe's pop is being started, so the stack change holds its transition open.
    var isStarting = false
    /// How the held pop is undone, set by the stack change; nil when no swipe holds a transition.
    var revert: (() -> Void)?
    /// The stack change the swipe holds, so a later change that finished it is not finished again.
    private var token: Int?
    /// Whether the swipe under way came from the right edge (7.42).
    private var fromTheRight = false

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        recognizer.navigationController = navigationController
        recognizer.delegate = self
        recognizer.addTarget(self, action: InteractivePop.handle)
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        navigationController.allowsInteractivePop
    }

    /// Only touches that come down in the leading edge's strip (the right edge's in a right-to-left layout, 7.42)
    /// while a swipe could pop: other touches never reach the recognizer, so they cost it nothing and
    /// `touch.delivered` does not list it.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard navigationController.allowsInteractivePop, let window = touch.window else { return false }
        let x = touch.windowLocation.x, region = UIScreenEdgePanGestureRecognizer.edgeRegion
        return navigationController.swipesFromTheRight ? window.bounds.maxX - x <= region : x - window.bounds.minX < region
    }

    private func handle(_ recognizer: InteractivePopGestureRecognizer) {
        let navigation = navigationController
        switch recognizer.state {
        case .began:
            guard navigation.canPopInteractively else { return }
            fromTheRight = navigation.swipesFromTheRight
            isStarting = true
            navigation.popViewController(animated: true)
            isStarting = false
            token = revert == nil ? nil : navigation.transitionToken
        case .ended, .cancelled, .failed:
            guard let held = token, held == navigation.transitionToken, let revert else { return }
            token = nil
            self.revert = nil
            // 7.42: travel and speed count towards the trailing edge, leftwards in a right-to-left layout.
            let towards: CGFloat = fromTheRight ? -1 : 1
            let lift = FingerLift(
                progress: towards * recognizer.translation(in: navigation.view).x / max(1, navigation.view.bounds.width),
                speed: towards * recognizer.velocity(in: navigation.view).x, ended: recognizer.state == .ended,
                duration: UINavigationController.transitionDuration)
            navigation.endHeldTransition(lift, revert: revert)
        default:
            break
        }
    }
}
