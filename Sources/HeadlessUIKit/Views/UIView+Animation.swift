import Foundation

/// Block animations on the host clock (docs/uikit-rules.md 4.9). Model values change at once (so hit testing and
/// the view tree see the final values); the animation lasts `delay + duration` on the host clock and its
/// completion runs when the clock passes the end with `true`, or with `false` when a later animation of the same
/// property of the same view takes over. A block that changes nothing animatable completes on the next turn of
/// the run loop with `true`. Nested blocks join the outermost one and start when it commits; they keep their own
/// duration only with `.overrideInheritedDuration`. As UIKit documents, a view being animated takes no touches
/// until its animation ends, unless the block's options include `.allowUserInteraction`.
extension UIView {
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
    }

    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        Runtime.current.animator.animate(duration: duration, delay: delay, options: options,
                                         animations: animations, completion: completion)
    }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Spring parameters do not change timing here: the animation lasts `delay + duration`.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                              options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
    }

    /// Changes made in `actionsWithoutAnimation` are not animated, even inside an animation block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let animator = Runtime.current.animator
        animator.disabledDepth += 1
        defer { animator.disabledDepth -= 1 }
        actionsWithoutAnimation()
    }

    public class var areAnimationsEnabled: Bool { Runtime.current.animator.areEnabled }

    public class func setAnimationsEnabled(_ enabled: Bool) { Runtime.current.animator.areEnabled = enabled }

    public class var inheritedAnimationDuration: TimeInterval { Runtime.current.animator.currentDuration }

    /// Ends this view's running animations now; their completions run with `false` on the next turn.
    /// (On iOS this is `layer.removeAllAnimations()`.)
    public func removeAllAnimations() {
        Runtime.current.animator.removeAnimations(of: self)
    }
}

/// The running block animations of one host.
@MainActor
final class Animator {
    /// `transition` stands for a view's content during `UIView.transition` (docs/uikit-rules.md 17.20).
    enum Property: Hashable { case center, bounds, transform, alpha, backgroundColor, transition }

    /// A keyframe collected by `UIView.addKeyframe` (docs/uikit-rules.md 17.19).
    struct Keyframe {
        let start: Double
        let duration: Double
        let animations: () -> Void
    }

    /// The keyframes of each open `animateKeyframes` block, outermost first.
    var keyframeCollectors: [[Keyframe]] = []

    struct Key: Hashable {
        let view: ObjectIdentifier
        let property: Property
    }

    final class Animation {
        let duration: TimeInterval
        let delay: TimeInterval
        let repeats: Bool
        let allowsUserInteraction: Bool
        let completion: ((Bool) -> Void)?
        var keys: Set<Key> = []
        var interrupted = false
        var timer: HostTimer?
        var isFinished = false

        init(duration: TimeInterval, delay: TimeInterval, repeats: Bool, allowsUserInteraction: Bool,
             completion: ((Bool) -> Void)?) {
            self.duration = duration
            self.delay = delay
            self.repeats = repeats
            self.allowsUserInteraction = allowsUserInteraction
            self.completion = completion
        }
    }

    // Read by every animatable setter (`willChange`): no dynamic exclusivity checks there.
    @exclusivity(unchecked) var areEnabled = true
    @exclusivity(unchecked) var disabledDepth = 0
    /// Open animation blocks, outermost first.
    @exclusivity(unchecked) private var open: [Animation] = []
    /// Committed blocks waiting for the outermost to commit.
    private var pendingCommit: [Animation] = []
    @exclusivity(unchecked) private var running: [Key: Animation] = [:]
    private var retained: [ObjectIdentifier: UIView] = [:]

    var currentDuration: TimeInterval { open.last?.duration ?? 0 }

    func animate(duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
                 animations: () -> Void, completion: ((Bool) -> Void)?) {
        var duration = duration.isFinite ? max(0, duration) : 0
        var delay = delay.isFinite ? max(0, delay) : 0
        if let outer = open.last, !options.contains(.overrideInheritedDuration) {
            duration = outer.duration
            delay = outer.delay
        }
        let animation = Animation(duration: duration, delay: delay, repeats: options.contains(.repeat),
                                  allowsUserInteraction: options.contains(.allowUserInteraction),
                                  completion: completion)
        open.append(animation)
        animations()
        open.removeLast()
        pendingCommit.append(animation)
        if open.isEmpty {
            let blocks = pendingCommit
            pendingCommit.removeAll()
            blocks.forEach(commit)
        }
    }

    /// The values of the animatable properties an animator's blocks change, before they change
    /// (`UIViewPropertyAnimator`, docs/uikit-rules.md 4.11); nil when nobody is capturing.
    @exclusivity(unchecked) var capturing: Snapshot?

    /// While an interactive transition starts (docs/uikit-rules.md 7.14): the animation blocks committed meanwhile,
    /// which wait without a timer until the transition finishes or cancels, and the values their properties had
    /// before the blocks changed them; nil otherwise.
    @exclusivity(unchecked) var held: (animations: [Animation], start: Snapshot)?

    /// Called by every animatable setter before it changes the model value.
    func willChange(_ view: UIView, _ property: Property) {
        if capturing != nil {
            let key = Key(view: ObjectIdentifier(view), property: property)
            if capturing!.entries[key] == nil { capturing!.entries[key] = (view, Self.value(of: view, property)) }
        }
        if held != nil, !open.isEmpty {
            let key = Key(view: ObjectIdentifier(view), property: property)
            if held!.start.entries[key] == nil { held!.start.entries[key] = (view, Self.value(of: view, property)) }
        }
        guard let animation = open.last, areEnabled, disabledDepth == 0,
              animation.duration > 0 || animation.delay > 0 else { return }
        let key = Key(view: ObjectIdentifier(view), property: property)
        if let previous = running[key], previous !== animation {
            previous.keys.remove(key)
            previous.interrupted = true
            if previous.keys.isEmpty { finishSoon(previous) }
        }
        animation.keys.insert(key)
        running[key] = animation
        retained[key.view] = view
    }

    private func commit(_ animation: Animation) {
        if held != nil {
            held!.animations.append(animation)
            return
        }
        let runLoop = MainRunLoop.current
        guard !animation.keys.isEmpty else {
            finishSoon(animation)
            return
        }
        let end = animation.repeats ? TimeInterval.greatestFiniteMagnitude / 4 : animation.delay + animation.duration
        animation.timer = runLoop.schedule(after: end, repeating: 0, kind: .animation,
                                           detail: "animation of \(animation.keys.count) propert(ies) lasting \(animation.delay + animation.duration) s") {
            [weak self, animation] _ in
            self?.finish(animation, finished: !animation.interrupted)
        }
    }

    /// Lets animations held by an interactive transition end `delay` seconds from now on the host clock (7.14).
    func release(_ animations: [Animation], after delay: TimeInterval) {
        for animation in animations where !animation.isFinished {
            animation.timer?.invalidate()
            animation.timer = MainRunLoop.current.schedule(after: max(0, delay), repeating: 0, kind: .animation,
                                                           detail: "interactive transition animation") {
                [weak self, animation] _ in
                self?.finish(animation, finished: !animation.interrupted)
            }
        }
    }

    /// Completes `animation` on the next turn of the run loop (interrupted, removed or empty animations).
    private func finishSoon(_ animation: Animation) {
        animation.timer?.invalidate()
        animation.timer = MainRunLoop.current.schedule(after: 0, repeating: 0, kind: .animation,
                                                       detail: "animation completion") { [weak self, animation] _ in
            self?.finish(animation, finished: !animation.interrupted)
        }
    }

    private func finish(_ animation: Animation, finished: Bool) {
        guard !animation.isFinished else { return }
        animation.isFinished = true
        for key in animation.keys where running[key] === animation {
            running[key] = nil
            if !running.keys.contains(where: { $0.view == key.view }) { retained[key.view] = nil }
        }
        animation.keys.removeAll()
        animation.completion?(finished)
    }

    func removeAnimations(of view: UIView) {
        let id = ObjectIdentifier(view)
        for (key, animation) in running where key.view == id {
            running[key] = nil
            animation.keys.remove(key)
            animation.interrupted = true
            if animation.keys.isEmpty { finishSoon(animation) }
        }
        retained[id] = nil
    }

    /// Whether `view` has a running animation whose block did not allow user interaction: such a view takes no
    /// touches (UIKit: "user interactions are temporarily disabled for the views being animated").
    func blocksUserInteraction(with view: UIView) -> Bool {
        guard !running.isEmpty else { return false }
        let id = ObjectIdentifier(view)
        return running.contains { $0.key.view == id && !$0.value.allowsUserInteraction }
    }

    var runningCount: Int { Set(running.values.map(ObjectIdentifier.init)).count }
}

/// Values of animatable properties, for `UIViewPropertyAnimator`'s start, end and current positions
/// (docs/uikit-rules.md 4.11).
extension Animator {
    enum Value {
        case point(CGPoint), rect(CGRect), transform(CGAffineTransform), alpha(CGFloat), color(UIColor?)
        /// A transition's marker: no value of its own.
        case none
    }

    struct Snapshot {
        var entries: [Key: (view: UIView, value: Value)] = [:]

        mutating func merge(keepingExisting other: Snapshot) {
            for (key, entry) in other.entries where entries[key] == nil { entries[key] = entry }
        }

        mutating func merge(replacing other: Snapshot) {
            for (key, entry) in other.entries { entries[key] = entry }
        }

        @MainActor func restore() {
            for entry in entries.values { Animator.set(entry.view, entry.value) }
        }

        /// Each property of `end` between its value in `start` and in `end`: linear in `progress` (colours by
        /// component; a transform by its six numbers).
        @MainActor static func interpolate(from start: Snapshot, to end: Snapshot, progress p: CGFloat) {
            func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * p }
            for (key, last) in end.entries {
                guard let first = start.entries[key] else { continue }
                switch (first.value, last.value) {
                case let (.point(a), .point(b)): Animator.set(last.view, .point(CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y))))
                case let (.rect(a), .rect(b)):
                    Animator.set(last.view, .rect(CGRect(x: mix(a.minX, b.minX), y: mix(a.minY, b.minY),
                                                          width: mix(a.width, b.width), height: mix(a.height, b.height))))
                case let (.transform(a), .transform(b)):
                    Animator.set(last.view, .transform(CGAffineTransform(a: mix(a.a, b.a), b: mix(a.b, b.b), c: mix(a.c, b.c),
                                                                         d: mix(a.d, b.d), tx: mix(a.tx, b.tx), ty: mix(a.ty, b.ty))))
                case let (.alpha(a), .alpha(b)): Animator.set(last.view, .alpha(mix(a, b)))
                case let (.color(a?), .color(b?)):
                    Animator.set(last.view, .color(UIColor(red: mix(a.redComponent, b.redComponent), green: mix(a.greenComponent, b.greenComponent),
                                                           blue: mix(a.blueComponent, b.blueComponent), alpha: mix(a.alphaComponent, b.alphaComponent))))
                default: Animator.set(last.view, p < 0.5 ? first.value : last.value)
                }
            }
        }
    }

    static func value(of view: UIView, _ property: Property) -> Value {
        switch property {
        case .center: .point(view.center)
        case .bounds: .rect(view.bounds)
        case .transform: .transform(view.transform)
        case .alpha: .alpha(view.alpha)
        case .backgroundColor: .color(view.backgroundColor)
        case .transition: .none
        }
    }

    static func set(_ view: UIView, _ value: Value) {
        switch value {
        case .point(let point): view.center = point
        case .rect(let rect): view.bounds = rect
        case .transform(let transform): view.transform = transform
        case .alpha(let alpha): view.alpha = alpha
        case .color(let color): view.backgroundColor = color
        case .none: break
        }
    }

    /// Runs `body`, keeping the values its changes replaced (`before`) and the ones they left (`after`).
    func capture(_ body: () -> Void) -> (before: Snapshot, after: Snapshot) {
        let outer = capturing
        capturing = Snapshot()
        body()
        let before = capturing ?? Snapshot()
        capturing = outer
        var after = Snapshot()
        for (key, entry) in before.entries { after.entries[key] = (entry.view, Self.value(of: entry.view, key.property)) }
        return (before, after)
    }
}
