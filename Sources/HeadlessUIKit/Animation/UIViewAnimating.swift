import Foundation

/// An animation that can be started, paused, scrubbed, stopped and finished (docs/uikit-rules.md 4.13).
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public protocol UIViewAnimating: AnyObject {
    var state: UIViewAnimatingState { get }
    var isRunning: Bool { get }
    var isReversed: Bool { get set }
    var fractionComplete: CGFloat { get set }
    func startAnimation()
    func startAnimation(afterDelay delay: TimeInterval)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animation that takes more animation and completion blocks, and new timing when continued (4.13): what a
/// transition's `interruptibleAnimator(using:)` returns.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    func addAnimations(_ animation: @escaping () -> Void)
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}

extension UIViewPropertyAnimator: UIViewImplicitlyAnimating {}
