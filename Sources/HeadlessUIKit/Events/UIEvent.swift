import Foundation

/// One event: for touches, every touch on the screen at that moment (docs/uikit-rules.md 5.3).
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UIEvent {
    public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses }
    public enum EventSubtype: Int, Sendable { case none = 0 }

    public let type: EventType
    public var subtype: EventSubtype { .none }
    /// Host-clock seconds when the event happened.
    @exclusivity(unchecked) public private(set) var timestamp: TimeInterval
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
        if let cached = singleTouchSet, touches.count != 1 || cached.first !== touches[0] { singleTouchSet = nil }
    }

    /// The set holding only `touch`, for delivering a one-finger event. Built at the touch's first phase and reused
    /// for its later ones while the event carries that touch alone: a tap then builds one set, not two.
    func onlyTouch(_ touch: UITouch) -> Set<UITouch> {
        if let cached = singleTouchSet, cached.first === touch { return cached }
        let set: Set<UITouch> = [touch]
        singleTouchSet = set
        return set
    }
    @exclusivity(unchecked) private var singleTouchSet: Set<UITouch>?

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
