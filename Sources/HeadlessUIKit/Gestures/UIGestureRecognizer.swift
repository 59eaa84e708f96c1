import Foundation

/// Watches the touches hit-tested to its view (and the view's subviews) before the view sees them, and turns them
/// into a gesture (docs/uikit-rules.md 5.5-5.7). Delivery, arbitration between recognizers and the effect on the
/// view's own touch methods live in `GestureEnvironment`; the legal state changes in
/// `UIGestureRecognizer+StateMachine.swift`; target-action in `UIGestureRecognizer+Targets.swift`.
///
/// Subclasses override the touch methods, set `state`, and override `reset()` to clear what they tracked, as
/// UIKit's `UIGestureRecognizerSubclass` allows.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UIGestureRecognizer: Hashable {
    /// Identity, as NSObject's default equality is (docs/uikit-rules.md 6.31): app code compares a delegate
    /// callback's recognizer with its own using `==`.
    nonisolated public static func == (lhs: UIGestureRecognizer, rhs: UIGestureRecognizer) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// A recognizer's states (docs/uikit-rules.md 5.6). `recognized` is `ended`: one raw value, as in UIKit.
    public enum State: Int, Sendable, CaseIterable, CustomStringConvertible {
        case possible, began, changed, ended, cancelled, failed

        public static var recognized: State { .ended }

        public var description: String {
            switch self {
            case .possible: "possible"
            case .began: "began"
            case .changed: "changed"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .failed: "failed"
            }
        }

        /// Began and changed: the gesture is under way.
        var isInProgress: Bool { self == .began || self == .changed }
        /// Ended, cancelled or failed: the recognizer waits for its touches to go before it resets.
        var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }
    }

    // MARK: Configuration

    open weak var delegate: UIGestureRecognizerDelegate?

    /// A disabled recognizer gets no touches. Disabling one whose gesture is under way cancels it; one still
    /// deciding fails (UIKit documents only the first; a possible → cancelled change is not legal, docs/uikit-rules.md 5.6).
    open var isEnabled: Bool = true {
        didSet {
            guard oldValue, !isEnabled else { return }
            Runtime.current.gestures.recognizerWasDisabled(self)
        }
    }

    /// On recognition the view gets `touchesCancelled` for the touches it was given and no further phases
    /// (docs/uikit-rules.md 5.5). Default true.
    open var cancelsTouchesInView = true
    /// Withholds `touchesBegan` (and later phases) from the view while the recognizer may still recognize.
    /// Default false.
    open var delaysTouchesBegan = false
    /// Holds `touchesEnded` from the view until the recognizer fails (then delivered) or recognizes (then
    /// cancelled). Default true.
    open var delaysTouchesEnded = true
    open var requiresExclusiveTouchType = true
    /// A name for debugging and for the automation protocol's `touch.delivered` and `handledBy`.
    open var name: String?

    /// The view the recognizer is attached to. A recognizer belongs to one view at a time: adding it to another
    /// view moves it there, as UIKit does.
    public internal(set) weak var view: UIView?

    // MARK: State (docs/uikit-rules.md 5.6)

    @exclusivity(unchecked) var storedState: State = .possible

    /// The recognizer's state. Subclasses set it as they see their gesture; every change is checked against the
    /// transition table, and an illegal one is refused (reported in `HeadlessHost.problems`, state unchanged).
    /// Leaving `possible` may wait for recognizers this one requires to fail; the state reads `possible` until then.
    public var state: State {
        get { storedState }
        set { Runtime.current.gestures.request(newValue, for: self) }
    }

    // MARK: Bookkeeping for the environment

    /// The fingers the recognizer is tracking now, in the order they began.
    @exclusivity(unchecked) var trackedTouches: [UITouch] = []
    /// Every touch given to the recognizer since its last reset: decides which recognizers compete, and which
    /// touches' view deliveries wait on it.
    @exclusivity(unchecked) var claimedTouches: [UITouch] = []
    /// A state change waiting for recognizers this one requires to fail.
    var pendingState: State?
    /// Whether the environment is following this recognizer (it has touches, or waits to reset or to recognize).
    var isEngaged = false
    /// Recognizers named by `require(toFail:)`, held weakly.
    var failureRequirements: [WeakBox<UIGestureRecognizer>] = []
    /// Where the touches were last, in window coordinates, for `location(in:)` once they are gone.
    var lastWindowCentroid: CGPoint = .zero
    var lastWindow: UIWindow?

    var targets: [GestureTarget] = []

    // MARK: Creating

    /// `init(target:action:)` with a named action, looked up on the target the way storyboard actions are
    /// (docs/uikit-rules.md 0): the target must be a responder that handles `action` (`UIResponder.registerAction`).
    /// UIKit says neither may be nil; both nil makes a recognizer with no target, as subclasses and tests create.
    public init(target: Any?, action: Selector?) {
        if target != nil || action != nil { addNamedTarget(target, action: action) }
    }

    public convenience init() {
        self.init(target: nil, action: nil)
    }

    // MARK: Dependencies

    /// This recognizer recognizes only after `other` fails; if `other` recognizes, this one fails. While `other`
    /// is still deciding, this one's state stays `possible` (docs/uikit-rules.md 5.6).
    open func require(toFail other: UIGestureRecognizer) {
        guard other !== self else {
            Runtime.current.report("\(typeName).require(toFail:) with itself ignored: a recognizer cannot wait for its own failure")
            return
        }
        for box in failureRequirements where box.value === other { return }
        failureRequirements.append(WeakBox(other))
    }

    // MARK: Subclass hooks (UIGestureRecognizerSubclass)

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Called when the recognizer goes back to `possible`, after its gesture finished and its touches went.
    open func reset() {}

    /// Stops considering `touch`: the recognizer gets no more of its phases, and the view's delivery of it no
    /// longer waits on this recognizer.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        Runtime.current.gestures.ignore(touch, by: self)
    }

    /// Whether this recognizer, on recognizing, makes `preventedGestureRecognizer` fail. Default true.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer`, on recognizing, makes this one fail. Default true.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// A failure requirement decided by the subclass. Default false.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    // MARK: Touches and location

    open var numberOfTouches: Int { trackedTouches.count }

    /// The centroid of the recognizer's touches in `view`'s coordinates (nil: the window's); once the touches are
    /// gone, where they were last.
    open func location(in view: UIView?) -> CGPoint {
        let point = trackedTouches.isEmpty ? lastWindowCentroid : windowCentroid
        guard let view, let window = trackedTouches.first?.window ?? lastWindow else { return point }
        return view.convert(point, from: window)
    }

    /// One touch's location. An index out of range is reported and answers `.zero` (UIKit raises).
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard trackedTouches.indices.contains(touchIndex) else {
            Runtime.current.report("\(typeName).location(ofTouch: \(touchIndex), in:) ignored: the recognizer has \(trackedTouches.count) touch(es); use an index below numberOfTouches")
            return .zero
        }
        return trackedTouches[touchIndex].location(in: view)
    }

    var windowCentroid: CGPoint {
        guard !trackedTouches.isEmpty else { return lastWindowCentroid }
        var x: CGFloat = 0, y: CGFloat = 0
        for touch in trackedTouches {
            x += touch.windowLocation.x
            y += touch.windowLocation.y
        }
        let count = CGFloat(trackedTouches.count)
        return CGPoint(x: x / count, y: y / count)
    }

    var typeName: String { String(describing: type(of: self)) }
}
