import Foundation

/// Seconds, as Core Animation counts them.
public typealias CFTimeInterval = Double

/// The host clock's time in seconds, Core Animation's media time (docs/uikit-rules.md 17.22).
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor public func CACurrentMediaTime() -> CFTimeInterval { MainRunLoop.current.clock.now }

/// Told when a layer animation starts and stops.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public protocol CAAnimationDelegate: AnyObject {
    func animationDidStart(_ anim: CAAnimation)
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// A layer animation: timing and a delegate (docs/uikit-rules.md 17.22). Layer animations never change model
/// values (as in Core Animation) and nothing is drawn: what they give an app is their timing on the host clock and
/// the delegate's calls.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class CAAnimation {
    public init() {}

    /// 0 means Core Animation's default, 0.25 s.
    open var duration: CFTimeInterval = 0
    /// 0 starts the animation when it is added; otherwise a host-clock time (`CACurrentMediaTime() + delay`).
    open var beginTime: CFTimeInterval = 0
    open var timeOffset: CFTimeInterval = 0
    /// `.infinity` never ends.
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var speed: Float = 1
    open var fillMode: CAMediaTimingFillMode = .removed
    open var isRemovedOnCompletion = true
    open var timingFunction: CAMediaTimingFunction?
    /// Retained, as Core Animation retains an animation's delegate.
    open var delegate: CAAnimationDelegate?

    /// How long the animation runs once started, or nil when it never ends.
    var activeDuration: CFTimeInterval? {
        let single = duration > 0 ? duration : 0.25
        var total: CFTimeInterval
        if repeatDuration > 0 {
            total = repeatDuration
        } else {
            if repeatCount.isInfinite { return nil }
            total = single * CFTimeInterval(repeatCount > 0 ? repeatCount : Float(1))
            if autoreverses { total *= 2 }
        }
        guard speed != 0 else { return nil }
        return total / CFTimeInterval(abs(speed))
    }

    public class func defaultValue(forKey key: String) -> Any? { nil }
}

/// An animation of one property named by a key path ("opacity", "transform.rotation.z").
open class CAPropertyAnimation: CAAnimation {
    open var keyPath: String?
    open var isAdditive = false
    open var isCumulative = false

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
}

open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?
}

public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
    open var path: CGPath?
    open var keyTimes: [NSNumber]?
    open var timingFunctions: [CAMediaTimingFunction]?
    open var calculationMode: CAAnimationCalculationMode = .linear
}

/// A spring: its `settlingDuration` is worked out from the spring; `duration` times it, as in Core Animation.
open class CASpringAnimation: CABasicAnimation {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    open var initialVelocity: CGFloat = 0

    /// The time until the spring's motion decays below a thousandth of its amplitude.
    open var settlingDuration: CFTimeInterval {
        guard mass > 0, stiffness > 0 else { return 0 }
        let omega = (stiffness / mass).squareRoot()
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        let decay = zeta < 1 ? zeta * omega : omega * (zeta - (zeta * zeta - 1).squareRoot())
        guard decay > 0 else { return .infinity }
        return CFTimeInterval(log(1000) / decay)
    }
}

/// Runs its animations together; they are timed within the group and report nothing of their own.
open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?
}

public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fade = CATransitionType(rawValue: "fade")
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    public static let push = CATransitionType(rawValue: "push")
    public static let reveal = CATransitionType(rawValue: "reveal")
}

public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

open class CATransition: CAAnimation {
    open var type: CATransitionType = .fade
    open var subtype: CATransitionSubtype?
    open var startProgress: Float = 0
    open var endProgress: Float = 1
}

/// One animation attached to a layer.
@MainActor
final class AttachedAnimation {
    let key: String?
    let animation: CAAnimation
    var timers: [HostTimer] = []
    var isStopped = false

    init(key: String?, animation: CAAnimation) {
        self.key = key
        self.animation = animation
    }
}

extension CALayer {
    /// Attaches `anim` (docs/uikit-rules.md 17.22): an animation already under `key` is removed (its delegate
    /// told it did not finish). The delegate hears `animationDidStart` at the begin time and
    /// `animationDidStop(_:finished: true)` when the active duration has passed on the host clock; the animation
    /// then leaves the layer unless `isRemovedOnCompletion` is false. One that repeats forever never stops by itself.
    /// The animation object itself is attached (Core Animation attaches a copy).
    public func add(_ anim: CAAnimation, forKey key: String?) {
        if let key { removeAnimation(forKey: key) }
        let attached = AttachedAnimation(key: key, animation: anim)
        attachedAnimations.append(attached)
        let runLoop = MainRunLoop.current
        let now = runLoop.clock.now
        let start = anim.beginTime > 0 ? Swift.max(0, anim.beginTime - now) : 0
        attached.timers.append(runLoop.schedule(after: start, repeating: 0, kind: .animation,
                                                detail: "layer animation start") { [attached] _ in
            guard !attached.isStopped else { return }
            attached.animation.delegate?.animationDidStart(attached.animation)
        })
        if let active = anim.activeDuration {
            attached.timers.append(runLoop.schedule(after: start + active, repeating: 0, kind: .animation,
                                                    detail: "layer animation lasting \(active) s") {
                [weak self, attached] _ in
                self?.stop(attached, finished: true)
            })
        }
    }

    /// The animation under `key`, if any.
    public func animation(forKey key: String) -> CAAnimation? {
        attachedAnimations.last { $0.key == key && !$0.isStopped }?.animation
    }

    /// The keys of the attached animations, nil when there are none (animations added without a key are not listed).
    public func animationKeys() -> [String]? {
        let keys = attachedAnimations.filter { !$0.isStopped }.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// The delegate is told on the next turn of the run loop that the animation did not finish.
    public func removeAnimation(forKey key: String) {
        for attached in attachedAnimations where attached.key == key { stopSoon(attached) }
    }

    public func removeAllAnimations() {
        for attached in attachedAnimations { stopSoon(attached) }
    }

    private func stopSoon(_ attached: AttachedAnimation) {
        guard !attached.isStopped else { return }
        attached.isStopped = true
        for timer in attached.timers { timer.invalidate() }
        attachedAnimations.removeAll { $0 === attached }
        MainRunLoop.current.perform("layer animation removed") {
            attached.animation.delegate?.animationDidStop(attached.animation, finished: false)
        }
    }

    private func stop(_ attached: AttachedAnimation, finished: Bool) {
        guard !attached.isStopped else { return }
        if attached.animation.isRemovedOnCompletion {
            attached.isStopped = true
            attachedAnimations.removeAll { $0 === attached }
        }
        attached.timers.removeAll()
        attached.animation.delegate?.animationDidStop(attached.animation, finished: finished)
    }
}
