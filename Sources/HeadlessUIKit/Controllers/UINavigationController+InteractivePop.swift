import Foundation

/// The swipe back from the leading edge (docs/uikit-rules.md 7.37-7.38): `interactivePopGestureRecognizer`, a
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
}

/// The default delegate and the target of `interactivePopGestureRecognizer`, and the state of one swipe.
@MainActor
final class InteractivePop: UIGestureRecognizerDelegate {
    unowned let navigationController: UINavigationController
    let recognizer = UIScreenEdgePanGestureRecognizer()
    /// Set while the swipe's pop is being started, so the stack change holds its transition open.
    var isStarting = false
    /// How the held pop is undone, set by the stack change; nil when no swipe holds a transition.
    var revert: (() -> Void)?
    /// The stack change the swipe holds, so a later change that finished it is not finished again.
    private var token: Int?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        recognizer.edges = .left
        recognizer.delegate = self
        recognizer.addTarget(self, action: InteractivePop.handle)
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        navigationController.allowsInteractivePop
    }

    /// Only touches that come down in the leading edge's strip while a swipe could pop: other touches never reach
    /// the recognizer, so they cost it nothing and `touch.delivered` does not list it.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard navigationController.allowsInteractivePop, let window = touch.window else { return false }
        return touch.windowLocation.x - window.bounds.minX < UIScreenEdgePanGestureRecognizer.edgeRegion
    }

    private func handle(_ recognizer: UIScreenEdgePanGestureRecognizer) {
        let navigation = navigationController
        switch recognizer.state {
        case .began:
            guard navigation.canPopInteractively else { return }
            isStarting = true
            navigation.popViewController(animated: true)
            isStarting = false
            token = revert == nil ? nil : navigation.transitionToken
        case .ended, .cancelled, .failed:
            guard let held = token, held == navigation.transitionToken, let revert else { return }
            token = nil
            self.revert = nil
            let lift = FingerLift(
                progress: recognizer.translation(in: navigation.view).x / max(1, navigation.view.bounds.width),
                speed: recognizer.velocity(in: navigation.view).x, ended: recognizer.state == .ended,
                duration: UINavigationController.transitionDuration)
            navigation.endHeldTransition(lift, revert: revert)
        default:
            break
        }
    }
}
