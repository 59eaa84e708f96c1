import Foundation

/// One finger's change in a touch event sent by the host.
public struct TouchInput: Equatable, Sendable {
    public var id: Int
    public var phase: UITouch.Phase
    /// Window (screen) point, in the current interface orientation.
    public var location: CGPoint

    public init(id: Int, phase: UITouch.Phase, location: CGPoint) {
        self.id = id
        self.phase = phase
        self.location = location
    }

    public init(id: Int, phase: UITouch.Phase, x: CGFloat, y: CGFloat) {
        self.init(id: id, phase: phase, location: CGPoint(x: x, y: y))
    }
}

/// What became of each touch of one event.
public struct TouchDelivery {
    public struct Outcome {
        public let id: Int
        public let phase: UITouch.Phase
        /// The view the touch belongs to, or nil when no view receives it.
        public let view: UIView?
        public let tapCount: Int
    }
    public let outcomes: [Outcome]
    public let timestamp: TimeInterval
}

/// Turns the host's finger changes into `UITouch`es and `UIEvent`s: hit testing at began, ownership after,
/// tap counting, and the multiple-touch and exclusive-touch rules (UIKIT-BEHAVIOUR 4.6, 5.1, 5.2).
@MainActor
final class TouchRouter {
    /// Two taps count as one multi-tap when the second begins within this time of the first ending...
    static let multiTapInterval: TimeInterval = 0.35
    /// ...and within this distance of it.
    static let multiTapRadius: CGFloat = 10
    /// A touch that travels farther than this from where it began is not a tap.
    static let tapSlop: CGFloat = 10

    private var active: [UITouch] = []
    private var lastTap: (location: CGPoint, time: TimeInterval, count: Int, window: UIWindow)?

    var activeTouches: [UITouch] { active }

    func reset() {
        active.removeAll()
        lastTap = nil
    }

    /// Checks a whole event before anything changes.
    func validate(_ inputs: [TouchInput], screen: CGRect) throws(HostError) {
        guard !inputs.isEmpty else { throw .emptyTouchEvent }
        var seen = Set<Int>()
        for input in inputs {
            let point = input.location
            guard point.x.isFinite, point.y.isFinite else {
                throw .invalidCoordinate(x: Double(point.x), y: Double(point.y))
            }
            guard seen.insert(input.id).inserted else { throw .duplicateTouch(id: input.id) }
            let isDown = active.contains { $0.identifier == input.id }
            if input.phase == .began {
                guard !isDown else { throw .duplicateTouch(id: input.id) }
                guard screen.contains(point) else {
                    throw .pointOffScreen(x: Double(point.x), y: Double(point.y), screen: screen.size)
                }
            } else if !isDown {
                throw .unknownTouch(id: input.id, phase: input.phase)
            }
        }
    }

    /// Applies validated inputs and returns the event carrying every touch on the screen: the changed ones and,
    /// as stationary, the rest.
    func makeEvent(_ inputs: [TouchInput], runtime: Runtime) -> UIEvent {
        let now = runtime.clock.now
        var changed = Set<ObjectIdentifier>()
        for input in inputs {
            let touch: UITouch
            if input.phase == .began {
                touch = begin(input, now: now, runtime: runtime)
                active.append(touch)
            } else {
                touch = active.first { $0.identifier == input.id }!
                let point = touch.window.map { $0.pointFromSuperview(input.location) } ?? input.location
                touch.previousWindowLocation = touch.windowLocation
                touch.windowLocation = point
                touch.phase = input.phase
                let travel = hypot(point.x - touch.startWindowLocation.x, point.y - touch.startWindowLocation.y)
                touch.maximumTravel = max(touch.maximumTravel, travel)
            }
            touch.timestamp = now
            changed.insert(ObjectIdentifier(touch))
        }
        for touch in active where !changed.contains(ObjectIdentifier(touch)) {
            touch.phase = .stationary
            touch.previousWindowLocation = touch.windowLocation
        }
        return UIEvent(touches: active, timestamp: now)
    }

    /// Windows are hit-tested front to back, like subviews: the touch goes to the first window whose `hitTest`
    /// returns a view, so a front window that takes no touches there (interaction disabled, or a pass-through
    /// overlay whose `hitTest` returns nil) lets them through. When no window returns a view, the touch stays in
    /// the frontmost window containing the point, with no view.
    private func begin(_ input: TouchInput, now: TimeInterval, runtime: Runtime) -> UITouch {
        let containing = runtime.windowsFrontToBack.filter { window in
            window.point(inside: window.pointFromSuperview(input.location), with: nil)
        }
        guard !containing.isEmpty else {
            return UITouch(identifier: input.id, window: nil, location: input.location, timestamp: now, tapCount: 1)
        }
        for window in containing {
            let touch = makeTouch(input, in: window, now: now)
            let probe = UIEvent(touches: [touch], timestamp: now)
            if let hit = window.hitTest(touch.windowLocation, with: probe) {
                touch.view = admit(hit, in: window)
                return touch
            }
        }
        return makeTouch(input, in: containing[0], now: now)
    }

    private func makeTouch(_ input: TouchInput, in window: UIWindow, now: TimeInterval) -> UITouch {
        let point = window.pointFromSuperview(input.location)
        var tapCount = 1
        if let last = lastTap, last.window === window, now - last.time <= Self.multiTapInterval,
           hypot(point.x - last.location.x, point.y - last.location.y) <= Self.multiTapRadius {
            tapCount = last.count + 1
        }
        return UITouch(identifier: input.id, window: window, location: point, timestamp: now, tapCount: tapCount)
    }

    /// Applies UIKIT-BEHAVIOUR 4.6 to a hit view: a view that is not multiple-touch enabled gets only its first
    /// touch; an exclusive-touch view gets touches only while no other view in its window tracks one, and while
    /// it tracks one no other view gets any.
    private func admit(_ hit: UIView?, in window: UIWindow) -> UIView? {
        guard let hit else { return nil }
        let tracking = active.filter { $0.window === window && !$0.phase.isTerminal }.compactMap(\.view)
        if !hit.isMultipleTouchEnabled, tracking.contains(where: { $0 === hit }) { return nil }
        let others = tracking.filter { $0 !== hit }
        if hit.isExclusiveTouch, !others.isEmpty { return nil }
        if others.contains(where: \.isExclusiveTouch) { return nil }
        return hit
    }

    /// Forgets touches that ended or were cancelled, remembering a finished tap for tap counting.
    func retireFinishedTouches() {
        for touch in active where touch.phase.isTerminal {
            if touch.phase == .ended, touch.maximumTravel <= Self.tapSlop, let window = touch.window {
                lastTap = (touch.startWindowLocation, touch.timestamp, touch.tapCount, window)
            } else {
                lastTap = nil
            }
        }
        active.removeAll { $0.phase.isTerminal }
    }

    /// The inputs that cancel every finger that is down.
    var cancellationOfAllTouches: [TouchInput] {
        active.map { touch in
            let location = touch.window.map { $0.pointToSuperview(touch.windowLocation) } ?? touch.windowLocation
            return TouchInput(id: touch.identifier, phase: .cancelled, location: location)
        }
    }
}
