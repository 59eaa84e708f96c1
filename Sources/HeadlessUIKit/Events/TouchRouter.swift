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
/// tap counting, and the multiple-touch and exclusive-touch rules (docs/uikit-rules.md 4.6, 5.1, 5.2).
@MainActor
final class TouchRouter {
    /// Two taps count as one multi-tap when the second begins within this time of the first ending...
    static let multiTapInterval: TimeInterval = 0.35
    /// ...and within this distance of it.
    static let multiTapRadius: CGFloat = 10
    /// A touch that travels farther than this from where it began is not a tap.
    static let tapSlop: CGFloat = 10

    @exclusivity(unchecked) private var active: [UITouch] = []
    /// The last finished tap, for counting the next; it does not keep its window alive.
    private struct LastTap {
        let location: CGPoint
        let time: TimeInterval
        let count: Int
        weak var window: UIWindow?
    }
    @exclusivity(unchecked) private var lastTap: LastTap?

    var activeTouches: [UITouch] { active }

    func reset() {
        active.removeAll()
        lastTap = nil
        event.reset(touches: [], timestamp: event.timestamp)
    }

    /// Checks a whole event before anything changes.
    func validate(_ inputs: [TouchInput], screen: CGRect) throws(HostError) {
        guard !inputs.isEmpty else { throw .emptyTouchEvent }
        for (index, input) in inputs.enumerated() {
            let point = input.location
            guard point.x.isFinite, point.y.isFinite else {
                throw .invalidCoordinate(x: Double(point.x), y: Double(point.y))
            }
            for earlier in inputs[..<index] where earlier.id == input.id { throw .duplicateTouch(id: input.id) }
            let isDown = touch(withID: input.id) != nil
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
        eventNumber &+= 1
        for input in inputs {
            let touch: UITouch
            if input.phase == .began {
                touch = begin(input, now: now, runtime: runtime)
                active.append(touch)
            } else {
                touch = self.touch(withID: input.id)!
                let point = touch.window.map { $0.pointFromSuperview(input.location) } ?? input.location
                touch.previousWindowLocation = touch.windowLocation
                touch.windowLocation = point
                touch.phase = input.phase
                let travel = hypot(point.x - touch.startWindowLocation.x, point.y - touch.startWindowLocation.y)
                touch.maximumTravel = max(touch.maximumTravel, travel)
            }
            touch.timestamp = now
            touch.lastChange = eventNumber
        }
        for touch in active where touch.lastChange != eventNumber {
            touch.phase = .stationary
            touch.previousWindowLocation = touch.windowLocation
        }
        event.reset(touches: active, timestamp: now)
        return event
    }

    /// The one touches event, reused for every delivery as UIKit reuses its own.
    private let event = UIEvent(touches: [], timestamp: 0)
    /// The event last delivered: what touches held back by recognizers are delivered with later.
    var currentEvent: UIEvent { event }
    @exclusivity(unchecked) private var eventNumber = 0

    // Hot paths use plain loops: a closure passed to `filter` or `first(where:)` from main-actor code pays a
    // dynamic isolation check on every call.
    private func touch(withID id: Int) -> UITouch? {
        for touch in active where touch.identifier == id { return touch }
        return nil
    }

    /// Windows are hit-tested front to back, like subviews: the touch goes to the first window whose `hitTest`
    /// returns a view, so a front window that takes no touches there (interaction disabled, or a pass-through
    /// overlay whose `hitTest` returns nil) lets them through. When no window returns a view, the touch stays in
    /// the frontmost window containing the point, with no view.
    private func begin(_ input: TouchInput, now: TimeInterval, runtime: Runtime) -> UITouch {
        var frontmostContaining: UIWindow?
        for ref in runtime.windowRefsFrontToBack {
            guard let window = ref.value, !window.isHidden,
                  window.point(inside: window.pointFromSuperview(input.location), with: nil) else { continue }
            if frontmostContaining == nil { frontmostContaining = window }
            let touch = makeTouch(input, in: window, now: now)
            event.reset(touches: [touch], timestamp: now)
            if let hit = window.hitTest(touch.windowLocation, with: event) {
                switch admission(of: hit, in: window) {
                case .admitted: touch.view = hit
                case .refusedForMultipleTouch: touch.setRecognizerHitView(hit)
                case .refused: break
                }
                return touch
            }
        }
        guard let window = frontmostContaining else {
            return UITouch(identifier: input.id, window: nil, location: input.location, timestamp: now, tapCount: 1)
        }
        return makeTouch(input, in: window, now: now)
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

    /// Applies docs/uikit-rules.md 4.6 to a hit view: a view that is not multiple-touch enabled gets only its first
    /// touch; an exclusive-touch view gets touches only while no other view in its window tracks one, and while
    /// it tracks one no other view gets any. A touch refused only by the multiple-touch rule still reaches the hit
    /// view's recognizers (a pinch on a single-touch view), one refused by exclusive touch does not.
    private func admission(of hit: UIView, in window: UIWindow) -> Admission {
        var admission = Admission.admitted
        for touch in active where touch.window === window && !touch.phase.isTerminal {
            guard let tracking = touch.view else { continue }
            if tracking === hit {
                if !hit.isMultipleTouchEnabled { admission = .refusedForMultipleTouch }
            } else if hit.isExclusiveTouch || tracking.isExclusiveTouch {
                return .refused
            }
        }
        return admission
    }

    private enum Admission { case admitted, refusedForMultipleTouch, refused }

    /// Forgets touches that ended or were cancelled, remembering a finished tap for tap counting.
    func retireFinishedTouches() {
        for touch in active where touch.phase.isTerminal {
            if touch.phase == .ended, touch.maximumTravel <= Self.tapSlop, let window = touch.window {
                lastTap = LastTap(location: touch.startWindowLocation, time: touch.timestamp, count: touch.tapCount,
                                  window: window)
            } else {
                lastTap = nil
            }
        }
        var index = 0
        while index < active.count {
            if active[index].phase.isTerminal { active.remove(at: index) } else { index += 1 }
        }
        // Touches hold their views and windows strongly, as UIKit's do; the reused event lets go of finished ones.
        event.reset(touches: active, timestamp: event.timestamp)
    }

    /// The inputs that cancel every finger that is down.
    var cancellationOfAllTouches: [TouchInput] {
        active.map { touch in
            let location = touch.window.map { $0.pointToSuperview(touch.windowLocation) } ?? touch.windowLocation
            return TouchInput(id: touch.identifier, phase: .cancelled, location: location)
        }
    }
}
