import Foundation

/// A continuous two-finger rotation (docs/uikit-rules.md 5.7). It follows the angle of the line through its first two
/// fingers (more are ignored) from the moment both are down; it begins once that line has turned more than
/// `hysteresis` radians, and reports changed on every later move. It ends when a finger lifts, and fails when
/// fingers lift before it began.
///
/// `rotation` is in radians, positive clockwise on screen (y grows downwards), accumulated move by move so it can
/// pass ±π; the app may set it (`rotation = 0` in the action makes it relative to the last change). `velocity` is
/// radians per second of host-clock time between the last two moves.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// 0.1 rad (about 5.7°) of turn before a rotation begins (UIKit does not document its figure).
    public static let hysteresis: CGFloat = 0.1

    open var rotation: CGFloat = 0
    open private(set) var velocity: CGFloat = 0

    private var tracking = false
    private var lastAngle: CGFloat = 0
    /// Turn since both fingers touched down, before the gesture began.
    private var turned: CGFloat = 0
    private var lastTime: TimeInterval = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches.sorted(by: { $0.identifier > $1.identifier }) where numberOfTouches > 2 {
            ignore(touch, for: event)
        }
        if !tracking, numberOfTouches == 2 {
            tracking = true
            lastAngle = fingerAngle
            lastTime = event.timestamp
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard tracking, numberOfTouches == 2 else { return }
        let angle = fingerAngle
        var delta = angle - lastAngle
        while delta > .pi { delta -= 2 * .pi }
        while delta <= -.pi { delta += 2 * .pi }
        guard delta != 0 else { return }
        let dt = event.timestamp - lastTime
        if dt > 0 { velocity = delta / CGFloat(dt) }
        lastAngle = angle
        lastTime = event.timestamp
        if state.isInProgress {
            rotation += delta
            state = .changed
        } else if state == .possible {
            turned += delta
            if abs(turned) > Self.hysteresis {
                rotation += turned
                state = .began
            }
        }
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
        rotation = 0
        velocity = 0
        tracking = false
        lastAngle = 0
        turned = 0
        lastTime = 0
    }

    private var fingerAngle: CGFloat {
        let a = trackedTouches[0].windowLocation, b = trackedTouches[1].windowLocation
        return atan2(b.y - a.y, b.x - a.x)
    }
}
