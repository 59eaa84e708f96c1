import Foundation

/// One finger on the screen (docs/uikit-rules.md 5.2). A touch belongs to the view it began on and gets every later
/// phase there, even after the finger leaves that view. Locations are kept in window coordinates.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public final class UITouch: Hashable {
    public enum Phase: Int, Sendable, CaseIterable {
        case began, moved, stationary, ended, cancelled

        /// The order in which one event's phases reach views and recognizers (docs/uikit-rules.md 5.3).
        static let deliveryOrder: [UITouch.Phase] = [.began, .moved, .ended, .cancelled]

        /// The name of the touch method that delivers this phase, e.g. `"touchesBegan"`.
        var touchesMethodName: String {
            switch self {
            case .began: "touchesBegan"
            case .moved: "touchesMoved"
            case .stationary: "touchesStationary"
            case .ended: "touchesEnded"
            case .cancelled: "touchesCancelled"
            }
        }

        /// The protocol name, e.g. `"began"`.
        public var name: String {
            switch self {
            case .began: "began"
            case .moved: "moved"
            case .stationary: "stationary"
            case .ended: "ended"
            case .cancelled: "cancelled"
            }
        }

        public init?(name: String) {
            guard let match = Self.allCases.first(where: { $0.name == name }) else { return nil }
            self = match
        }

        var isTerminal: Bool { self == .ended || self == .cancelled }
    }

    public enum TouchType: Int, Sendable { case direct, indirect, pencil }

    /// The host's finger number for this touch (the protocol's touch `id`).
    public let identifier: Int
    @exclusivity(unchecked) public internal(set) var phase: Phase
    /// Quick taps at one place counted so far: 2 for the second tap of a double tap.
    @exclusivity(unchecked) public internal(set) var tapCount: Int
    /// Host-clock seconds of the last change.
    @exclusivity(unchecked) public internal(set) var timestamp: TimeInterval
    /// The view the touch began on (its hit-test view), or nil when no view receives it
    /// (a second finger on a view that is not multiple-touch enabled, or a view kept out by exclusive touch).
    /// Held strongly, as UIKit holds it, until the touch ends.
    @exclusivity(unchecked) public internal(set) var view: UIView?
    @exclusivity(unchecked) public internal(set) var window: UIWindow?
    public let type: TouchType = .direct
    public var force: CGFloat { 0 }
    public var maximumPossibleForce: CGFloat { 0 }
    /// Radius of the touch in points: a fingertip.
    public var majorRadius: CGFloat { 20 }

    @exclusivity(unchecked) var windowLocation: CGPoint
    @exclusivity(unchecked) var previousWindowLocation: CGPoint
    let startWindowLocation: CGPoint
    /// The recognizers that receive this touch, collected when it began from its view up to and including the
    /// window (docs/uikit-rules.md 5.5); nil when none do.
    public internal(set) var gestureRecognizers: [UIGestureRecognizer]? {
        get { gestureState?.recognizers }
        set { makeGestureState().recognizers = newValue }
    }

    // Gesture bookkeeping (`GestureEnvironment`), kept in a side object that exists only for touches recognizers
    // take part in, so a plain tap's touches stay small.
    @exclusivity(unchecked) private var gestureState: GestureState?

    final class GestureState {
        var recognizers: [UIGestureRecognizer]?
        var hitView: UIView?
        var undecided: [UIGestureRecognizer] = []
        var viewDelivery: ViewDelivery = .none
        var heldPhases: [Phase] = []
    }

    private func makeGestureState() -> GestureState {
        if let state = gestureState { return state }
        let state = GestureState()
        gestureState = state
        return state
    }

    /// Where recognizers are looked for: the hit view, even when `view` is nil because the view is not
    /// multiple-touch enabled (its recognizers still see a second finger: a pinch on a view that takes one).
    var gestureView: UIView? { gestureState?.hitView ?? view }

    /// Set when only the multiple-touch rule keeps the touch from its hit view.
    func setRecognizerHitView(_ hit: UIView) { makeGestureState().hitView = hit }

    /// Recognizers that may still claim the touch: the view's delivery waits on them when they delay.
    var undecidedRecognizers: [UIGestureRecognizer] {
        get { gestureState?.undecided ?? [] }
        set { makeGestureState().undecided = newValue }
    }

    /// How far the view's own delivery of this touch has gone.
    var viewDelivery: ViewDelivery {
        get { gestureState?.viewDelivery ?? .none }
        set { makeGestureState().viewDelivery = newValue }
    }

    /// Phases withheld from the view (delaysTouchesBegan, delaysTouchesEnded), in order.
    var heldPhases: [Phase] {
        get { gestureState?.heldPhases ?? [] }
        set { makeGestureState().heldPhases = newValue }
    }

    enum ViewDelivery {
        /// The view has had nothing yet.
        case none
        /// The view has had began.
        case began
        /// The view has had ended or cancelled, or a recognizer took the touch: nothing more goes to the view.
        case finished
    }

    /// Farthest the finger has been from where it began, in points: decides whether a touch was a tap.
    @exclusivity(unchecked) var maximumTravel: CGFloat = 0
    /// The number of the last event that changed this touch; the others in that event are stationary.
    @exclusivity(unchecked) var lastChange = 0

    init(identifier: Int, window: UIWindow?, location: CGPoint, timestamp: TimeInterval, tapCount: Int) {
        self.identifier = identifier
        self.window = window
        self.windowLocation = location
        self.previousWindowLocation = location
        self.startWindowLocation = location
        self.timestamp = timestamp
        self.tapCount = tapCount
        self.phase = .began
    }

    /// The touch's location in `view`'s coordinates, or in window coordinates when `view` is nil.
    public func location(in view: UIView?) -> CGPoint {
        convertFromWindow(windowLocation, to: view)
    }

    /// Where the touch was before its last move, in `view`'s coordinates.
    public func previousLocation(in view: UIView?) -> CGPoint {
        convertFromWindow(previousWindowLocation, to: view)
    }

    private func convertFromWindow(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view, let window else { return point }
        return view.convert(point, from: window)
    }

    nonisolated public static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
