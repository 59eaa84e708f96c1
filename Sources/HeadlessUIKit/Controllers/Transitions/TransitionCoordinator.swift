import Foundation

/// The coordinator of a size change (rotation, 9.x) or of a presentation or dismissal (7.9): blocks to run
/// alongside the transition, and completions for its end.
@MainActor
final class TransitionCoordinator: UIViewControllerTransitionCoordinator, UIViewControllerTransitionCoordinatorContext {
    let duration: TimeInterval
    private var alongside: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []

    init(duration: TimeInterval) { self.duration = duration }

    var isAnimated: Bool { duration > 0 }
    var isCancelled: Bool { false }
    var transitionDuration: TimeInterval { duration }

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
