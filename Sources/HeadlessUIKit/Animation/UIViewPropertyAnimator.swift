import Foundation

/// Where an animator is in its life (docs/uikit-rules.md 4.11).
public enum UIViewAnimatingState: Int, Sendable {
    case inactive = 0
    case active = 1
    case stopped = 2
}

/// Where an animation ended: at its end values, its start values, or wherever it was.
public enum UIViewAnimatingPosition: Int, Sendable {
    case end = 0
    case start = 1
    case current = 2
}

public enum UITimingCurveType: Int, Sendable {
    case builtin = 0
    case cubic = 1
    case spring = 2
    case composed = 3
}

/// A two-dimensional vector (Core Graphics'), for spring velocities.
public struct CGVector: Equatable, Hashable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }
    public static let zero = CGVector(dx: 0, dy: 0)
}

extension UIView {
    /// The built-in timing curves.
    public enum AnimationCurve: Int, Sendable {
        case easeInOut = 0
        case easeIn = 1
        case easeOut = 2
        case linear = 3
    }
}

/// What gives an animator its pace.
public protocol UITimingCurveProvider {
    var timingCurveType: UITimingCurveType { get }
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic Bézier pace from (0, 0) to (1, 1) through two control points (docs/uikit-rules.md 4.11).
public final class UICubicTimingParameters: UITimingCurveProvider, @unchecked Sendable {
    public let animationCurve: UIView.AnimationCurve
    public let controlPoint1: CGPoint
    public let controlPoint2: CGPoint

    /// Core Animation's control points for the built-in curves.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        switch curve {
        case .easeInOut: (controlPoint1, controlPoint2) = (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        case .easeIn: (controlPoint1, controlPoint2) = (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
        case .easeOut: (controlPoint1, controlPoint2) = (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
        case .linear: (controlPoint1, controlPoint2) = (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
        }
    }

    public convenience init() { self.init(animationCurve: .easeInOut) }

    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
    }

    public var timingCurveType: UITimingCurveType { .cubic }
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    public var springTimingParameters: UISpringTimingParameters? { nil }

    /// The progress of the animated values when `time` (0...1) of the duration has passed: the curve's y where its
    /// x is `time`, found by bisection (x grows with the curve's parameter for control points within 0...1).
    public func progress(at time: CGFloat) -> CGFloat {
        let t = min(1, max(0, time))
        if controlPoint1.x == controlPoint1.y && controlPoint2.x == controlPoint2.y { return t }
        func bezier(_ p1: CGFloat, _ p2: CGFloat, _ s: CGFloat) -> CGFloat {
            let u = 1 - s
            return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
        }
        var low: CGFloat = 0, high: CGFloat = 1
        for _ in 0..<64 {
            let middle = (low + high) / 2
            if bezier(controlPoint1.x, controlPoint2.x, middle) < t { low = middle } else { high = middle }
        }
        return bezier(controlPoint1.y, controlPoint2.y, (low + high) / 2)
    }
}

/// A spring's pace: a damping ratio (1 settles without overshoot), or a mass, stiffness and damping.
public final class UISpringTimingParameters: UITimingCurveProvider, @unchecked Sendable {
    public let dampingRatio: CGFloat
    public let initialVelocity: CGVector
    public let mass: CGFloat
    public let stiffness: CGFloat
    public let damping: CGFloat

    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = ratio
        initialVelocity = velocity
        mass = 1
        stiffness = 100
        damping = 2 * ratio * sqrt(100)
    }

    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: .zero)
    }

    /// Core Animation's default spring: mass 1, stiffness 100, damping 10.
    public convenience init() {
        self.init(mass: 1, stiffness: 100, damping: 10, initialVelocity: .zero)
    }

    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        initialVelocity = velocity
        dampingRatio = damping / (2 * sqrt(max(1e-9, stiffness * mass)))
    }

    public var timingCurveType: UITimingCurveType { .spring }
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    public var springTimingParameters: UISpringTimingParameters? { self }
}

/// An interruptible animation on the host clock (docs/uikit-rules.md 4.11). As with block animations (4.9), the
/// views take their end values when the animations run; the animator keeps the values they had before, so that
/// it can end at the start (reversed), or where it was (stopped, then finished at `.current`), as UIKit's does.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UIViewPropertyAnimator {
    public let duration: TimeInterval
    public let timingParameters: UITimingCurveProvider
    public private(set) var delay: TimeInterval = 0
    public private(set) var state: UIViewAnimatingState = .inactive
    /// Whether the animations are moving now (started and not paused).
    public private(set) var isRunning = false
    public var isInterruptible = true
    public var isUserInteractionEnabled = true
    public var isManualHitTestingEnabled = false
    public var scrubsLinearly = true
    /// When true, the animator pauses at its end instead of finishing, and stays active.
    public var pausesOnCompletion = false

    /// Running backwards, towards the start values; a reversed animator ends at `.start`.
    public var isReversed = false {
        willSet {
            // Where it is now, measured in the old direction.
            if isRunning, newValue != isReversed { storedFraction = fractionComplete }
        }
        didSet {
            guard isReversed != oldValue, isRunning else { return }
            runStart = Runtime.current.clock.now
            pendingDelay = 0
            reschedule()
        }
    }

    /// How far the animation has come, 0 to 1, linear in time. Setting it pauses an animator that is not running
    /// (starting it as a paused animator when inactive).
    public var fractionComplete: CGFloat {
        get {
            guard isRunning, let start = runStart else { return storedFraction }
            let elapsed = CGFloat(max(0, Runtime.current.clock.now - start - pendingDelay) / max(duration, 1e-9))
            return min(1, max(0, isReversed ? storedFraction - elapsed : storedFraction + elapsed))
        }
        set {
            guard !isRunning, state != .stopped else {
                Runtime.current.report("UIViewPropertyAnimator: fractionComplete cannot be set while the animator is \(isRunning ? "running" : "stopped"); pause it first")
                return
            }
            if state == .inactive { activate() }
            storedFraction = min(1, max(0, newValue))
        }
    }

    private var animations: [(block: () -> Void, delayFactor: CGFloat)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var before = Animator.Snapshot()
    private var after = Animator.Snapshot()
    private var storedFraction: CGFloat = 0
    private var runStart: TimeInterval?
    private var pendingDelay: TimeInterval = 0
    private var timer: HostTimer?

    public init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.duration = duration.isFinite ? max(0, duration) : 0
        timingParameters = parameters
    }

    /// An animator of no duration on the default ease-in-out curve, as `UIViewPropertyAnimator()` makes in UIKit
    /// (docs/uikit-rules.md 4.13).
    public convenience init() {
        self.init(duration: 0, timingParameters: UICubicTimingParameters())
    }

    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// An animator made, given its animations and completion, and started (after `delay`) at once.
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions, animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> UIViewPropertyAnimator {
        let curve: UIView.AnimationCurve = switch options.rawValue >> 16 & 3 {
        case 1: .easeIn
        case 2: .easeOut
        case 3: .linear
        default: .easeInOut
        }
        let animator = UIViewPropertyAnimator(duration: duration, curve: curve, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: Animations and completions

    public func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds animations; added to an active animator they run at once, joining it where it is.
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        animations.append((animation, delayFactor))
        if state == .active { run([animation]) }
    }

    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: The state machine

    public func startAnimation() {
        startAnimation(afterDelay: 0)
    }

    public func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped else {
            return Runtime.current.report("UIViewPropertyAnimator: startAnimation on a stopped animator; call finishAnimation(at:) first")
        }
        guard !isRunning else { return }
        if state == .inactive {
            self.delay = delay.isFinite ? max(0, delay) : 0
            pendingDelay = self.delay
            activate()
        }
        isRunning = true
        runStart = Runtime.current.clock.now
        reschedule()
    }

    public func pauseAnimation() {
        guard state != .stopped else {
            return Runtime.current.report("UIViewPropertyAnimator: pauseAnimation on a stopped animator")
        }
        if state == .inactive { activate() }
        guard isRunning else { return }
        storedFraction = fractionComplete
        isRunning = false
        runStart = nil
        pendingDelay = 0
        timer?.invalidate()
        timer = nil
    }

    /// Continues a paused animator, with new timing for what is left (the parameters are kept for the record; the
    /// remaining time is the rest of the duration × `durationFactor`).
    public func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        guard state == .active else {
            return Runtime.current.report("UIViewPropertyAnimator: continueAnimation needs an active animator")
        }
        remainingScale = durationFactor > 0 ? durationFactor : 1
        startAnimation()
    }

    private var remainingScale: CGFloat = 1

    /// Stops where the animation is. Without finishing, the animator is done (inactive, no completion); otherwise
    /// it is `.stopped` until `finishAnimation(at:)`. Either way the views keep the values of this moment.
    public func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else {
            return Runtime.current.report("UIViewPropertyAnimator: stopAnimation needs an active animator (it is \(state))")
        }
        pauseAnimation()
        apply(.current)
        if withoutFinishing {
            reset()
        } else {
            state = .stopped
        }
    }

    /// Ends a stopped animator at `position`: the views take the end values, the start values, or stay; then the
    /// completions run with the position.
    public func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else {
            return Runtime.current.report("UIViewPropertyAnimator: finishAnimation(at:) needs a stopped animator (it is \(state)); call stopAnimation(false) first")
        }
        if finalPosition != .current { apply(finalPosition) }
        finish(at: finalPosition)
    }

    // MARK: Steps

    /// Inactive → active: the animations run, the views take their end values, and the values before are kept.
    private func activate() {
        state = .active
        storedFraction = isReversed ? 1 : 0
        run(animations.map(\.block))
    }

    private func run(_ blocks: [() -> Void]) {
        let captured = Runtime.current.animator.capture {
            for block in blocks { block() }
        }
        before.merge(keepingExisting: captured.before)
        after.merge(replacing: captured.after)
    }

    private func reschedule() {
        timer?.invalidate()
        let fraction = fractionComplete
        storedFraction = fraction
        runStart = Runtime.current.clock.now
        let left = (isReversed ? fraction : 1 - fraction) * CGFloat(duration) * remainingScale
        let wait = pendingDelay + TimeInterval(left)
        timer = MainRunLoop.current.schedule(after: wait, repeating: 0, kind: .animation,
                                             detail: "property animator lasting \(duration) s") { [weak self] _ in
            self?.reachEnd()
        }
    }

    private func reachEnd() {
        timer = nil
        storedFraction = isReversed ? 0 : 1
        isRunning = false
        runStart = nil
        pendingDelay = 0
        if pausesOnCompletion { return }
        let position: UIViewAnimatingPosition = isReversed ? .start : .end
        apply(position)
        finish(at: position)
    }

    private func finish(at position: UIViewAnimatingPosition) {
        let handlers = completions
        reset()
        for handler in handlers { handler(position) }
    }

    private func reset() {
        state = .inactive
        isRunning = false
        runStart = nil
        timer?.invalidate()
        timer = nil
        completions.removeAll()
        animations.removeAll()
        before = Animator.Snapshot()
        after = Animator.Snapshot()
        remainingScale = 1
    }

    /// The views' values at a position: the end ones, the start ones, or between them at the progress the timing
    /// curve gives the fraction of now (linear for springs).
    private func apply(_ position: UIViewAnimatingPosition) {
        switch position {
        case .end: after.restore()
        case .start: before.restore()
        case .current:
            let fraction = storedFraction
            let progress = timingParameters.cubicTimingParameters.map { $0.progress(at: fraction) } ?? fraction
            Animator.Snapshot.interpolate(from: before, to: after, progress: progress)
        }
    }
}
