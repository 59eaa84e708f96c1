import Foundation

/// Keyframe animations and view transitions on the host clock (docs/uikit-rules.md 17.19-17.21). As with block
/// animations (4.9), model values change at once and only the timing and the completion are kept.
extension UIView {
    public struct KeyframeAnimationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }

    /// One animation of `delay + duration` whose keyframes run when the block returns, in the order they end
    /// (the one that ends last gives the final values), so the model holds the values of the animation's end.
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                       options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                       completion: ((Bool) -> Void)? = nil) {
        let animator = Runtime.current.animator
        let blockOptions = AnimationOptions(rawValue: options.rawValue & 0x3FF)
        animator.animate(duration: duration, delay: delay, options: blockOptions, animations: {
            animator.keyframeCollectors.append([])
            animations()
            let keyframes = animator.keyframeCollectors.removeLast()
            let ordered = keyframes.enumerated().sorted {
                let (a, b) = ($0.element, $1.element)
                let endA = a.start + a.duration, endB = b.start + b.duration
                return endA != endB ? endA < endB : $0.offset < $1.offset
            }
            for keyframe in ordered { keyframe.element.animations() }
        }, completion: completion)
    }

    /// A part of the enclosing `animateKeyframes` block, starting and lasting the given fractions of it (each
    /// clamped to 0...1). Outside such a block the changes are made at once.
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping () -> Void) {
        let animator = Runtime.current.animator
        guard !animator.keyframeCollectors.isEmpty else {
            Runtime.current.report("addKeyframe outside animateKeyframes: its changes are made at once")
            animations()
            return
        }
        func clamp(_ value: Double) -> Double { value.isFinite ? Swift.min(Swift.max(value, 0), 1) : 0 }
        animator.keyframeCollectors[animator.keyframeCollectors.count - 1]
            .append(Animator.Keyframe(start: clamp(frameStartTime), duration: clamp(frameDuration),
                                      animations: animations))
    }

    /// A transition of `view`'s content: `animations` run at once, not animated themselves (unless
    /// `.allowAnimatedContent`), and the view counts as animating for `duration` (no touches without
    /// `.allowUserInteraction`); the completion follows on the clock.
    public class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let animator = Runtime.current.animator
        animator.animate(duration: duration, delay: 0, options: options, animations: {
            animator.willChange(view, .transition)
            if options.contains(.allowAnimatedContent) { animations?() }
            else { UIView.performWithoutAnimation { animations?() } }
        }, completion: completion)
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview (at its place), or with
    /// `.showHideTransitionViews` hides `fromView` and shows `toView`; the superview counts as animating for
    /// `duration`. Without a superview (and without that option) nothing changes but the completion.
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                 options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        let animator = Runtime.current.animator
        let container = fromView.superview
        animator.animate(duration: duration, delay: 0, options: options, animations: {
            if let container { animator.willChange(container, .transition) }
            UIView.performWithoutAnimation {
                if options.contains(.showHideTransitionViews) {
                    fromView.isHidden = true
                    toView.isHidden = false
                } else if let container {
                    container.insertSubview(toView, aboveSubview: fromView)
                    fromView.removeFromSuperview()
                } else {
                    Runtime.current.report("transition(from:to:): the from view has no superview; nothing replaced")
                }
            }
        }, completion: completion)
    }
}
