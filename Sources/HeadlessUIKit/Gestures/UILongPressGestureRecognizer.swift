import Foundation

/// A continuous press-and-hold gesture (docs/uikit-rules.md 5.7). After `numberOfTapsRequired` quick taps (default 0),
/// `numberOfTouchesRequired` fingers must stay down for `minimumPressDuration` on the host clock without moving
/// more than `allowableMovement`; then it begins. Moving afterwards reports changed (any distance); lifting the
/// fingers ends it. Lifting or moving too far before the duration fails it.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// 0.5 s.
    public static let defaultMinimumPressDuration: TimeInterval = 0.5
    /// 10 pt.
    public static let defaultAllowableMovement: CGFloat = 10

    open var minimumPressDuration: TimeInterval = UILongPressGestureRecognizer.defaultMinimumPressDuration
    open var allowableMovement: CGFloat = UILongPressGestureRecognizer.defaultAllowableMovement
    /// Default 1.
    open var numberOfTouchesRequired = 1
    /// Taps before the press; default 0.
    open var numberOfTapsRequired = 0

    private var pressTimer: HostTimer?
    private var tapTimer: HostTimer?
    private var tapsCompleted = 0
    private var fingersThisTap = 0
    private var fingersDown = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        tapTimer?.invalidate()
        tapTimer = nil
        guard state == .possible else {
            for touch in touches { ignore(touch, for: event) }
            return
        }
        fingersDown += touches.count
        fingersThisTap += touches.count
        if fingersThisTap > numberOfTouchesRequired {
            state = .failed
            return
        }
        if tapsCompleted == numberOfTapsRequired, fingersDown == numberOfTouchesRequired {
            pressTimer?.invalidate()
            pressTimer = MainRunLoop.current.schedule(
                after: minimumPressDuration, repeating: 0, kind: .timer,
                detail: "\(typeName) minimumPressDuration \(minimumPressDuration) s"
            ) { [weak self] _ in
                guard let self, self.state == .possible else { return }
                self.state = .began
            }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state.isInProgress {
            state = .changed
        } else if state == .possible, movedTooFar(touches) {
            state = .failed
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        fingersDown -= touches.count
        if state.isInProgress {
            state = .ended
            return
        }
        guard state == .possible else { return }
        pressTimer?.invalidate()
        pressTimer = nil
        guard tapsCompleted < numberOfTapsRequired, !movedTooFar(touches) else {
            state = .failed  // lifted before minimumPressDuration
            return
        }
        guard fingersDown <= 0 else { return }
        guard fingersThisTap == numberOfTouchesRequired else {
            state = .failed
            return
        }
        tapsCompleted += 1
        fingersThisTap = 0
        tapTimer = MainRunLoop.current.schedule(
            after: UITapGestureRecognizer.maximumTapInterval + UITapGestureRecognizer.timerSlack, repeating: 0, kind: .timer,
            detail: "\(typeName) waits for its press after \(tapsCompleted) tap(s)"
        ) { [weak self] _ in
            guard let self, self.state == .possible else { return }
            self.state = .failed
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state.isInProgress ? .cancelled : .failed
    }

    open override func reset() {
        super.reset()
        pressTimer?.invalidate()
        pressTimer = nil
        tapTimer?.invalidate()
        tapTimer = nil
        tapsCompleted = 0
        fingersThisTap = 0
        fingersDown = 0
    }

    private func movedTooFar(_ touches: Set<UITouch>) -> Bool {
        for touch in touches where touch.distanceFromStart > allowableMovement { return true }
        return false
    }
}
