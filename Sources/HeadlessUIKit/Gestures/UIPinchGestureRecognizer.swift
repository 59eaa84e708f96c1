import Foundation

/// A continuous two-finger pinch (docs/uikit-rules.md 5.7). It measures the distance between its first two fingers
/// (more are ignored) from the moment both are down; it begins when that distance has changed by more than
/// `hysteresis`, and reports changed on every later move. It ends when a finger lifts, and fails when fingers lift
/// before it began.
///
/// `scale` is the distance now over the distance when both fingers touched down, multiplied into whatever the app
/// last set (`scale = 1` in the action makes it relative to the last change, as UIKit allows). `velocity` is the
/// change of that ratio per second of host-clock time between the last two moves.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// 10 pt of change in the fingers' distance before a pinch begins (UIKit does not document its figure).
    public static let hysteresis: CGFloat = 10

    open var scale: CGFloat = 1
    open private(set) var velocity: CGFloat = 0

    private var initialDistance: CGFloat?
    private var lastDistance: CGFloat = 0
    private var lastTime: TimeInterval = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches.sorted(by: { $0.identifier > $1.identifier }) where numberOfTouches > 2 {
            ignore(touch, for: event)
        }
        if initialDistance == nil, numberOfTouches == 2 {
            initialDistance = fingerDistance
            lastDistance = fingerDistance
            lastTime = event.timestamp
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let initial = initialDistance, initial > 0, numberOfTouches == 2 else { return }
        let distance = fingerDistance
        guard distance != lastDistance else { return }
        let dt = event.timestamp - lastTime
        if dt > 0 { velocity = (distance - lastDistance) / initial / CGFloat(dt) }
        if state.isInProgress {
            scale *= distance / lastDistance
            state = .changed
        } else if state == .possible, abs(distance - initial) > Self.hysteresis {
            scale *= distance / initial
            state = .began
        }
        lastDistance = distance
        lastTime = event.timestamp
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state.isInProgress {
            state = .ended
        } else if state == .possible {
            state = .failed
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state.isInProgress ? .cancelled : .failed
    }

    open override func reset() {
        super.reset()
        scale = 1
        velocity = 0
        initialDistance = nil
        lastDistance = 0
        lastTime = 0
    }

    private var fingerDistance: CGFloat {
        let a = trackedTouches[0].windowLocation, b = trackedTouches[1].windowLocation
        return hypot(b.x - a.x, b.y - a.y)
    }
}
