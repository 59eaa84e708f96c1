import Foundation

/// One modal presentation (docs/uikit-rules.md 7.7): who presents whom, in which style, where the presented view
/// lives, and which phase the presentation is in. The presenting controller holds it (and so the presented
/// controller) until the dismissal ends.
@MainActor
final class ModalPresentation {
    /// How long an animated presentation or dismissal lasts on the host clock, for every transition style.
    static let transitionDuration: TimeInterval = 0.35

    enum Phase: String {
        case presenting, presented, dismissing, dismissed
    }

    /// The legal phase changes. A presentation is refused rather than started when it could not follow them
    /// (docs/uikit-rules.md 7.7), so an illegal change here is a runtime bug.
    static let transitions: [Phase: Set<Phase>] = [
        .presenting: [.presented, .dismissed],  // dismissed: an animator cancelled the presentation (7.9)
        .presented: [.dismissing],
        .dismissing: [.dismissed, .presented],  // presented: an animator cancelled the dismissal (7.9)
        .dismissed: [],
    ]

    /// The presentation context: the controller whose `presentingViewController` answer this is.
    unowned let presenter: UIViewController
    let presented: UIViewController
    /// The style in effect: never `.automatic`; a popover's adapted style when it adapted.
    let style: UIModalPresentationStyle
    let transitionStyle: UIModalTransitionStyle
    let presentationController: UIPresentationController
    private(set) var phase: Phase = .presenting
    /// Where the presenter's view was before a fullScreen or currentContext presentation took it out.
    private var removedPresenterView: (superview: UIView, index: Int)?
    /// The view in the window that holds a custom or popover presentation, or the views an animator moves.
    private(set) var transitionView: UITransitionView?
    /// The coordinator of the transition running now, for `transitionCoordinator` (7.9).
    var coordinator: TransitionCoordinator?

    init(presenter: UIViewController, presented: UIViewController, presentationController: UIPresentationController,
         transitionStyle: UIModalTransitionStyle) {
        self.presenter = presenter
        self.presented = presented
        self.presentationController = presentationController
        self.style = presentationController.presentationStyle
        self.transitionStyle = transitionStyle
    }

    var isInTransition: Bool { phase == .presenting || phase == .dismissing }

    /// Whether the presenter's view leaves the window once presented, with disappear callbacks.
    var removesPresenterView: Bool { presentationController.shouldRemovePresentersView }

    /// Whether the presented controller covers the whole window, and so decides rotation (9.2).
    var coversWindow: Bool { style.coversWindow || (style == .custom && removesPresenterView) }

    /// Applies a phase change from `transitions`; an illegal one is reported and refused.
    @discardableResult
    func move(to next: Phase) -> Bool {
        guard Self.transitions[phase]?.contains(next) == true else {
            Runtime.current.report("modal presentation of \(type(of: presented)): illegal phase change \(phase.rawValue) → \(next.rawValue)")
            return false
        }
        phase = next
        return true
    }

    // MARK: Views

    /// Chooses the container the presented view will live in and tells the presentation controller: the
    /// context's superview for the current-context styles; a new transition view in the window for custom and
    /// popover presentations and whenever an animator moves the views (7.9); the window otherwise.
    func prepareContainer(forAnimator: Bool) {
        let contextView = presenter.view!
        if style.coversContext, let container = contextView.superview, !(container is UIWindow) {
            presentationController.containerView = container
        } else if let window = contextView.window {
            if forAnimator || style == .custom || style == .popover {
                let transition = UITransitionView(frame: window.bounds)
                transition.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                if style == .popover, let popover = presentationController as? UIPopoverPresentationController {
                    let dismissing = PopoverDismissingView(frame: transition.bounds)
                    dismissing.popover = popover
                    transition.popover = popover
                    transition.addSubview(dismissing)
                }
                window.addSubview(transition)
                transitionView = transition
                presentationController.containerView = transition
            } else {
                presentationController.containerView = window
            }
        }
    }

    /// Puts the presented view where its style shows it: above everything in its container, or just above the
    /// presentation context's view (docs/uikit-rules.md 7.7, seed 002 Fig. 1-14).
    func installPresentedView() {
        let view = presented.view!
        let contextView = presenter.view!
        guard let container = presentationController.containerView else { return }
        if style.coversContext, container === contextView.superview {
            view.frame = contextView.frame
            view.autoresizingMask = contextView.autoresizingMask
            container.insertSubview(view, aboveSubview: contextView)
        } else {
            container.addSubview(view)
            presentationController.layOutPresentedView()
        }
    }

    /// Lays the presented view out again for the window's current size (after a rotation).
    func layOutPresentedView(in window: UIWindow) {
        guard let view = presented.viewIfLoaded, view.superview === presentationController.containerView,
              !(style.coversContext && view.superview !== window) else { return }
        presentationController.layOutPresentedView()
    }

    /// Takes the transition view out of the window, once the presentation is over or was cancelled.
    func removeTransitionView() {
        transitionView?.removeFromSuperview()
        transitionView = nil
    }

    func removePresenterView() {
        guard let view = presenter.viewIfLoaded, let superview = view.superview,
              let index = superview.subviews.firstIndex(of: view) else { return }
        // A view an animator moved into the transition view keeps the place remembered before (7.9).
        if !(superview is UITransitionView) || removedPresenterView == nil { removedPresenterView = (superview, index) }
        view.removeFromSuperview()
    }

    /// Where the presenter's view belongs, remembered before an animator may move it (7.9).
    func rememberPresenterViewPlace() {
        guard let view = presenter.viewIfLoaded, let superview = view.superview, !(superview is UITransitionView),
              let index = superview.subviews.firstIndex(of: view) else { return }
        removedPresenterView = (superview, index)
    }

    /// Puts the presenter's view back in its place if an animator left it in the transition view.
    func returnPresenterViewHome() {
        guard let view = presenter.viewIfLoaded, view.superview is UITransitionView,
              let (superview, index) = removedPresenterView else { return }
        removedPresenterView = nil
        superview.insertSubview(view, at: min(index, superview.subviews.count))
    }

    /// Puts the presenter's view back where it was, resized to the window if it lives there (the window may have
    /// rotated meanwhile). Returns whether there was a view to restore.
    @discardableResult
    func restorePresenterView() -> Bool {
        guard let (superview, index) = removedPresenterView, let view = presenter.viewIfLoaded else { return false }
        removedPresenterView = nil
        if let window = superview as? UIWindow { view.frame = window.bounds }
        superview.insertSubview(view, at: index)
        return true
    }
}
