import Foundation

/// A continuous drag (docs/uikit-rules.md 5.7). It begins once at least `minimumNumberOfTouches` fingers are down and
/// their centroid has moved more than `hysteresis` from where it started; every later move reports changed; it
/// ends when the fingers down fall below the minimum. Touches beyond `maximumNumberOfTouches` are ignored.
///
/// `translation(in:)` is measured from where the centroid started, so it already holds the hysteresis when the pan
/// begins (a finger that moved 11 pt reads 11 pt). A finger added or lifted mid-gesture moves the centroid without
/// moving the translation. `velocity(in:)` is the centroid's movement between the last two events that moved it,
/// over the host-clock time between them, in points per second.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// 10 pt: how far the centroid moves before a pan begins.
    public static let hysteresis: CGFloat = 10

    /// Default 1.
    open var minimumNumberOfTouches = 1
    /// Default `Int.max`.
    open var maximumNumberOfTouches = Int.max

    /// Window-space centroid the translation is measured from.
    private var origin: CGPoint = .zero
    /// What `setTranslation(_:in:)` added, in window points.
    private var offset: CGPoint = .zero
    private var lastCentroid: CGPoint = .zero
    private var lastTime: TimeInterval = 0
    private var windowVelocity: CGPoint = .zero
    private var hasOrigin = false

    /// The translation in `view`'s coordinate system (nil: the window's).
    open func translation(in view: UIView?) -> CGPoint {
        let vector = CGPoint(x: lastCentroid.x - origin.x + offset.x, y: lastCentroid.y - origin.y + offset.y)
        return convertVector(vector, to: view)
    }

    /// Makes `translation(in: view)` read `translation` from now on.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let wanted = convertVector(translation, from: view)
        offset = CGPoint(x: wanted.x - (lastCentroid.x - origin.x), y: wanted.y - (lastCentroid.y - origin.y))
    }

    /// Points per second in `view`'s coordinate system (nil: the window's).
    open func velocity(in view: UIView?) -> CGPoint {
        convertVector(windowVelocity, to: view)
    }

    /// Whether the pan may begin with this window-space translation; the screen-edge pan narrows it.
    func mayBegin(with translation: CGPoint) -> Bool { true }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches.sorted(by: { $0.identifier > $1.identifier }) where numberOfTouches > maximumNumberOfTouches {
            ignore(touch, for: event)
        }
        rebase(time: event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        let centroid = windowCentroid
        let dt = event.timestamp - lastTime
        if dt > 0 {
            windowVelocity = CGPoint(x: (centroid.x - lastCentroid.x) / dt, y: (centroid.y - lastCentroid.y) / dt)
        }
        lastCentroid = centroid
        lastTime = event.timestamp
        if state.isInProgress {
            state = .changed
        } else if state == .possible, numberOfTouches >= minimumNumberOfTouches {
            let moved = CGPoint(x: centroid.x - origin.x, y: centroid.y - origin.y)
            if hypot(moved.x, moved.y) > Self.hysteresis {
                state = mayBegin(with: moved) ? .began : .failed
            }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        let remaining = numberOfTouches - touches.count
        if state.isInProgress {
            if remaining < minimumNumberOfTouches {
                state = .ended
            } else {
                rebase(time: event.timestamp, without: touches)
            }
        } else if state == .possible {
            if remaining == 0 { state = .failed } else { rebase(time: event.timestamp, without: touches) }
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state.isInProgress {
            state = .cancelled
        } else if state == .possible, numberOfTouches - touches.count == 0 {
            state = .failed
        }
    }

    open override func reset() {
        super.reset()
        origin = .zero
        offset = .zero
        lastCentroid = .zero
        lastTime = 0
        windowVelocity = .zero
        hasOrigin = false
    }

    /// Keeps the translation where it is while the set of fingers changes.
    private func rebase(time: TimeInterval, without leaving: Set<UITouch> = []) {
        var x: CGFloat = 0, y: CGFloat = 0, count: CGFloat = 0
        for touch in trackedTouches where !leaving.contains(touch) {
            x += touch.windowLocation.x
            y += touch.windowLocation.y
            count += 1
        }
        guard count > 0 else { return }
        let centroid = CGPoint(x: x / count, y: y / count)
        if hasOrigin {
            origin = CGPoint(x: centroid.x - (lastCentroid.x - origin.x), y: centroid.y - (lastCentroid.y - origin.y))
        } else {
            origin = centroid
            hasOrigin = true
        }
        lastCentroid = centroid
        lastTime = time
    }

    private func convertVector(_ vector: CGPoint, to view: UIView?) -> CGPoint {
        guard let view, let window = lastWindow else { return vector }
        let zero = view.convert(CGPoint.zero, from: window)
        let end = view.convert(vector, from: window)
        return CGPoint(x: end.x - zero.x, y: end.y - zero.y)
    }

    private func convertVector(_ vector: CGPoint, from view: UIView?) -> CGPoint {
        guard let view, let window = lastWindow else { return vector }
        let zero = view.convert(CGPoint.zero, to: window)
        let end = view.convert(vector, to: window)
        return CGPoint(x: end.x - zero.x, y: end.y - zero.y)
    }
}
