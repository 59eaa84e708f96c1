import Foundation

/// One event: for touches, every touch on the screen at that moment (UIKIT-BEHAVIOUR 5.3).
@MainActor
open class UIEvent {
    public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses }
    public enum EventSubtype: Int, Sendable { case none = 0 }

    public let type: EventType
    public var subtype: EventSubtype { .none }
    /// Host-clock seconds when the event happened.
    public private(set) var timestamp: TimeInterval
    /// The touches in the order the host received them; `allTouches` is the same as a set.
    @exclusivity(unchecked) private(set) var orderedTouches: [UITouch]

    init(touches: [UITouch], timestamp: TimeInterval) {
        self.type = .touches
        self.orderedTouches = touches
        self.timestamp = timestamp
    }

    func reset(touches: [UITouch], timestamp: TimeInterval) {
        orderedTouches = touches
        self.timestamp = timestamp
    }

    open var allTouches: Set<UITouch>? { Set(orderedTouches) }

    open func touches(for view: UIView) -> Set<UITouch>? {
        let matching = orderedTouches.filter { $0.view === view }
        return matching.isEmpty ? nil : Set(matching)
    }

    /// The event's touches that `gesture` is tracking.
    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        var matching: Set<UITouch> = []
        for touch in orderedTouches {
            for tracked in gesture.trackedTouches where tracked === touch { matching.insert(touch) }
        }
        return matching.isEmpty ? nil : matching
    }

    open func touches(for window: UIWindow) -> Set<UITouch>? {
        let matching = orderedTouches.filter { $0.window === window }
        return matching.isEmpty ? nil : Set(matching)
    }
}
