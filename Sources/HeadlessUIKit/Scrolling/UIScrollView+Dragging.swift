import Foundation

/// Dragging the content with the pan recognizer (docs/uikit-rules.md 6.4).
///
/// While the finger moves, the offset is the offset at the start of the drag minus the pan's translation, along the
/// axes that scroll. Past the resting limits the content stretches like a rubber band when `bounces` (the overshoot
/// grows as `(1 - 1 / (x × 0.55 / d + 1)) × d` for a pull of x points on a view d points long, UIKit's curve), else
/// it stops at the limit.
///
/// When the finger lifts, the resting place is projected from the pan's velocity as UIKit does: the content would
/// travel `v × r / (1 - r)` further (v in points per millisecond, r the deceleration rate per millisecond), which
/// the limits clamp. With paging it is the page nearest that point, at most one page from where the drag started
/// (pages are the view's size). The delegate may change it in `scrollViewWillEndDragging`.
extension UIScrollView {
    /// UIKit's rubber-band constant.
    static let rubberBandCoefficient: CGFloat = 0.55

    func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            isDragging = true
            dragStartOffset = contentOffset
            notifyDelegate("scrollViewWillBeginDragging") { $0.scrollViewWillBeginDragging(self) }
            dragContent(by: pan.translation(in: self))
        case .changed:
            let translation = pan.translation(in: self)
            if isZooming {
                // The pinch moves the content while it zooms; the drag carries on from there when it ends.
                dragStartOffset = CGPoint(x: contentOffset.x + translation.x, y: contentOffset.y + translation.y)
                return
            }
            dragContent(by: translation)
        case .ended, .cancelled:
            let velocity = pan.velocity(in: self)
            endDrag(contentVelocity: CGPoint(x: scrollsHorizontally ? -velocity.x : 0,
                                             y: scrollsVertically ? -velocity.y : 0))
        case .possible, .failed:
            break
        }
    }

    /// Whether the pan may begin: scrolling is on, it moves along an axis that scrolls, and the content's touches,
    /// if the content already has them, may be taken over.
    func panShouldBegin() -> Bool {
        guard isScrollEnabled else { return false }
        let translation = panGestureRecognizer.translation(in: self)
        let horizontal = abs(translation.x) > abs(translation.y)
        if horizontal ? !scrollsHorizontally : !scrollsVertically { return false }
        for touch in panGestureRecognizer.claimedTouches where touch.viewDelivery == .began {
            guard let view = touch.view, view !== self else { continue }
            if !canCancelContentTouches || !touchesShouldCancel(in: view) { return false }
        }
        // docs/uikit-rules.md 7.43: a sheet takes a drag of content at its top.
        return !SheetDrag.takesDrag(of: self)
    }

    private func dragContent(by translation: CGPoint) {
        var offset = contentOffset
        if scrollsHorizontally {
            offset.x = stretched(dragStartOffset.x - translation.x, low: minimumOffset.x, high: maximumOffset.x,
                                 length: bounds.width)
        }
        if scrollsVertically {
            offset.y = stretched(dragStartOffset.y - translation.y, low: minimumOffset.y, high: maximumOffset.y,
                                 length: bounds.height)
        }
        contentOffset = offset
        checkPullToRefresh()
    }

    /// `value` with any overshoot beyond `low...high` rubber-banded (or cut off without `bounces`).
    private func stretched(_ value: CGFloat, low: CGFloat, high: CGFloat, length: CGFloat) -> CGFloat {
        guard value < low || value > high else { return value }
        guard bounces, length > 0 else { return min(max(value, low), high) }
        let overshoot = value < low ? low - value : value - high
        let band = (1 - 1 / (overshoot * Self.rubberBandCoefficient / length + 1)) * length
        return value < low ? low - band : high + band
    }

    /// The finger lifted (or the drag was cancelled): ask the delegate where to stop, then decelerate there.
    private func endDrag(contentVelocity velocity: CGPoint) {
        let offset = contentOffset
        let rate = decelerationRate.rawValue
        let perMillisecond = CGPoint(x: velocity.x / 1000, y: velocity.y / 1000)
        let projected = CGPoint(x: offset.x + perMillisecond.x * rate / (1 - rate),
                                y: offset.y + perMillisecond.y * rate / (1 - rate))
        var target = restingTarget(forProjected: projected)
        let proposed = target
        notifyDelegate("scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)") { delegate in
            withUnsafeMutablePointer(to: &target) { pointer in
                delegate.scrollViewWillEndDragging(self, withVelocity: perMillisecond, targetContentOffset: pointer)
            }
        }
        target = clampedOffset(target)
        isDragging = false
        isTracking = false
        let decelerates = abs(target.x - offset.x) > 0.001 || abs(target.y - offset.y) > 0.001
        notifyDelegate("scrollViewDidEndDragging(_:willDecelerate:)") {
            $0.scrollViewDidEndDragging(self, willDecelerate: decelerates)
        }
        guard decelerates else { return }
        isDecelerating = true
        notifyDelegate("scrollViewWillBeginDecelerating") { $0.scrollViewWillBeginDecelerating(self) }
        // The natural glide follows UIKit's exponential decay; a stop moved by paging, the limits or the delegate
        // is reached with an ease-out.
        let natural = !isPagingEnabled && target == projected && target == proposed
        startMotion(ScrollMotion(kind: .deceleration, from: offset, to: target, start: Runtime.current.clock.now,
                                 curve: natural ? .decay(rate: rate) : .easeOut,
                                 duration: natural ? ScrollMotion.decayDuration(distance: distance(offset, target), rate: rate)
                                     : ScrollMotion.settleDuration))
    }

    /// The page nearest `projected`, at most one page from the page the drag started on, within the limits.
    func pageTarget(for projected: CGPoint) -> CGPoint {
        func page(_ value: CGFloat, start: CGFloat, length: CGFloat, low: CGFloat, high: CGFloat) -> CGFloat {
            guard length > 0 else { return min(max(value, low), high) }
            let startPage = (start / length).rounded()
            let wanted = min(max((value / length).rounded(), startPage - 1), startPage + 1)
            return min(max(wanted * length, low), high)
        }
        let low = minimumOffset, high = maximumOffset
        return CGPoint(x: page(projected.x, start: dragStartOffset.x, length: bounds.width, low: low.x, high: high.x),
                       y: page(projected.y, start: dragStartOffset.y, length: bounds.height, low: low.y, high: high.y))
    }

    private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        hypot(b.x - a.x, b.y - a.y)
    }

    /// A finger landed on the content: it stops a deceleration or scrolling animation where it is, without the
    /// end callbacks (as UIKit: `scrollViewDidEndDecelerating` does not come when a finger stops the content).
    /// Returns whether the content was moving.
    func fingerDidLand() -> Bool {
        isTracking = true
        guard motion != nil else { return false }
        stopMotion()
        return true
    }

    func fingersDidLift() {
        if !isDragging { isTracking = false }
    }
}

/// The scroll view's pan: it tells the scroll view when a finger lands (to stop the content) and lifts.
@MainActor
final class ScrollPanGestureRecognizer: UIPanGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches == touches.count, let scrollView = view as? UIScrollView {
            let wasMoving = scrollView.fingerDidLand()
            scrollView.delayRecognizer.swallowsTouches = wasMoving
        }
        super.touchesBegan(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if numberOfTouches == touches.count { (view as? UIScrollView)?.fingersDidLift() }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        if numberOfTouches == touches.count { (view as? UIScrollView)?.fingersDidLift() }
    }
}

/// Holds the content's touches back (`delaysTouchesBegan`) until the finger has rested for
/// `UIScrollView.contentTouchDelay` or lifts, then fails, which hands them to the content. When the finger landed on
/// moving content it recognizes instead (taking the touches from the content): that touch only stopped the content,
/// as in UIKit, where it does not select a row or press a button.
@MainActor
final class ContentTouchDelayRecognizer: UIGestureRecognizer {
    var swallowsTouches = false
    private var timer: HostTimer?

    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        delaysTouchesBegan = true
        delaysTouchesEnded = false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard timer == nil else { return }
        timer = MainRunLoop.current.schedule(after: UIScrollView.contentTouchDelay, repeating: 0, kind: .delayedWork,
                                             detail: "scroll view content touch delay") { [weak self] _ in
            self?.timer = nil
            self?.decide()
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches == touches.count { decide() }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    private func decide() {
        guard state == .possible else { return }
        state = swallowsTouches ? .ended : .failed
    }

    override func reset() {
        super.reset()
        timer?.invalidate()
        timer = nil
        swallowsTouches = false
    }
}
