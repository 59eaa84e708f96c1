import Foundation

/// A discrete tap gesture (docs/uikit-rules.md 5.7): `numberOfTapsRequired` taps of `numberOfTouchesRequired` fingers.
/// It recognizes (possible → ended) when the last finger of the last tap lifts, and fails when a finger moves more
/// than `allowableMovement` from where it touched down, when more fingers touch than required, when a tap had
/// fewer fingers than required, or when the next tap of a multi-tap does not begin within
/// `maximumTapInterval` of the previous one ending (on the host clock).
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// 10 pt: a finger that moves farther than this from where it touched down is not tapping.
    public static let allowableMovement: CGFloat = 10
    /// 0.35 s: the longest wait between one tap's last finger lifting and the next tap beginning.
    public static let maximumTapInterval: TimeInterval = 0.35
    /// Time limits are inclusive: their timers fire a nanosecond after the limit, so a tap exactly 0.35 s after
    /// the previous one (or a swipe covering its distance at exactly 0.5 s) still counts.
    static let timerSlack: TimeInterval = 1e-9

    /// Default 1.
    open var numberOfTapsRequired = 1
    /// Default 1.
    open var numberOfTouchesRequired = 1

    private var tapsCompleted = 0
    private var fingersThisTap = 0
    private var fingersDown = 0
    private var intervalTimer: HostTimer?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        intervalTimer?.invalidate()
        intervalTimer = nil
        fingersDown += touches.count
        fingersThisTap += touches.count
        if fingersThisTap > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if movedTooFar(touches) { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        fingersDown -= touches.count
        if movedTooFar(touches) {
            state = .failed
            return
        }
        guard fingersDown <= 0 else { return }
        guard fingersThisTap == numberOfTouchesRequired else {
            state = .failed
            return
        }
        tapsCompleted += 1
        fingersThisTap = 0
        if tapsCompleted >= numberOfTapsRequired {
            state = .ended
        } else {
            intervalTimer = MainRunLoop.current.schedule(
                after: Self.maximumTapInterval + Self.timerSlack, repeating: 0, kind: .timer,
                detail: "\(typeName) waits \(Self.maximumTapInterval) s for tap \(tapsCompleted + 1) of \(numberOfTapsRequired)"
            ) { [weak self] _ in
                guard let self, self.state == .possible else { return }
                self.state = .failed
            }
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    open override func reset() {
        super.reset()
        intervalTimer?.invalidate()
        intervalTimer = nil
        tapsCompleted = 0
        fingersThisTap = 0
        fingersDown = 0
    }

    private func movedTooFar(_ touches: Set<UITouch>) -> Bool {
        for touch in touches where touch.distanceFromStart > Self.allowableMovement { return true }
        return false
    }
}

extension UITouch {
    /// How far the finger is from where it touched down, in points.
    var distanceFromStart: CGFloat {
        hypot(windowLocation.x - startWindowLocation.x, windowLocation.y - startWindowLocation.y)
    }
}
