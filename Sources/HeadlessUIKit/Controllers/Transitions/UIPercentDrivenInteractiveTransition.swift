import Foundation

/// An object that drives a transition's animator by hand, from a gesture (docs/uikit-rules.md 7.14). UIKit asks a
/// presented controller's `transitioningDelegate` (`interactionControllerForPresentation(using:)`,
/// `interactionControllerForDismissal(using:)`) and a navigation controller's delegate
/// (`navigationController(_:interactionControllerFor:)`) for one once it has an animator.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
    var completionSpeed: CGFloat { get }
    var completionCurve: UIView.AnimationCurve { get }
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}

/// Drives an animator's animations by a fraction (docs/uikit-rules.md 7.14). `startInteractiveTransition(_:)` runs
/// the animator's `animateTransition(using:)`; its animation blocks are held where the animator put them (the model
/// values are the final ones, as for every animation here). `update(_:)` records how far the gesture has driven the
/// transition; `finish()` lets the animations run out the rest of their duration (`(1 - percentComplete) ×
/// duration / completionSpeed` on the host clock); `cancel()` puts the animated views back where the animations
/// started and lets them end after `percentComplete × duration / completionSpeed`. Either way the animator's
/// completion then calls `completeTransition(!transitionContext.transitionWasCancelled)`.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UIPercentDrivenInteractiveTransition: UIViewControllerInteractiveTransitioning {
    /// The animator's `transitionDuration(using:)`, once the transition started.
    open private(set) var duration: CGFloat = 0
    open private(set) var percentComplete: CGFloat = 0
    open var completionSpeed: CGFloat = 1
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    open var wantsInteractiveStart = true
    private weak var context: UIViewControllerContextTransitioning?

    public init() {}

    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        percentComplete = 0
        guard let animator = (transitionContext as? TransitionContext)?.animator else {
            Runtime.current.report("UIPercentDrivenInteractiveTransition started with a transition context that has no animator; it drives only transitions UIKit (here, the runtime) started")
            return
        }
        duration = CGFloat(animator.transitionDuration(using: transitionContext))
        animator.animateTransition(using: transitionContext)
    }

    /// How far the transition has gone, 0 to 1 (values outside are clamped).
    open func update(_ percentComplete: CGFloat) {
        self.percentComplete = min(max(percentComplete, 0), 1)
        context?.updateInteractiveTransition(self.percentComplete)
    }

    open func pause() {
        context?.pauseInteractiveTransition()
    }

    open func finish() {
        context?.finishInteractiveTransition()
    }

    open func cancel() {
        context?.cancelInteractiveTransition()
    }
}
