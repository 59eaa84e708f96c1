import Foundation

/// The coordinator of a size change (rotation, 9.x) or of a presentation or dismissal (7.9): blocks to run
/// alongside the transition, and completions for its end.
@MainActor
final class TransitionCoordinator: UIViewControllerTransitionCoordinator, UIViewControllerTransitionCoordinatorContext {
    let duration: TimeInterval
    private var alongside: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []

    /// The context of the presentation, dismissal or navigation transition coordinated, when it has an animator.
    weak var context: TransitionContext?

    init(duration: TimeInterval) { self.duration = duration }

    var isAnimated: Bool { duration > 0 }
    var isCancelled: Bool { context?.transitionWasCancelled ?? false }
    var transitionDuration: TimeInterval { duration }
    var isInteractive: Bool { context?.isInteractive ?? false }
    var initiallyInteractive: Bool { context?.initiallyInteractive ?? false }
    var percentComplete: CGFloat { context?.percentComplete ?? 0 }

    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    func runAlongside() {
        let blocks = alongside
        alongside.removeAll()
        for block in blocks { block(self) }
    }

    /// Runs the alongside blocks in an animation of the transition's duration, or at once when it is not animated
    /// (a presentation's or dismissal's, 7.9).
    func runAlongsideInAnimation() {
        guard isAnimated else { return runAlongside() }
        UIView.animate(withDuration: duration) { self.runAlongside() }
    }

    func complete() {
        let blocks = completions
        completions.removeAll()
        for block in blocks { block(self) }
    }
}

extension TransitionCoordinator {
    /// Hands a presentation's or dismissal's transition to its animator (7.9), or, when the transitioning delegate
    /// gave an interaction controller, to that (7.14); the alongside blocks run in the transition's animation either
    /// way, held with the animator's while the transition is interactive.
    func run(_ animator: UIViewControllerAnimatedTransitioning, interaction: UIViewControllerInteractiveTransitioning?,
             context: TransitionContext) {
        self.context = context
        guard let interaction else {
            runAlongsideInAnimation()
            animator.animateTransition(using: context)
            return
        }
        context.startInteractive(interaction, animator: animator) { runAlongsideInAnimation() }
    }
}
