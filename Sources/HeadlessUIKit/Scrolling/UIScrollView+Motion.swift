import Foundation

/// The content moving on its own, on the host clock: a deceleration after a drag, or an animated
/// `setContentOffset`/`scrollRectToVisible`. One frame every `frameInterval`; each frame sets `contentOffset`
/// (so the delegate hears `scrollViewDidScroll` per frame) and the last one lands exactly on the target.
struct ScrollMotion {
    enum Kind { case deceleration, animation }
    enum Curve {
        /// UIKit's glide: the remaining distance shrinks by `rate` per millisecond.
        case decay(rate: CGFloat)
        /// Cubic ease-out.
        case easeOut
    }

    /// 60 frames per second.
    static let frameInterval: TimeInterval = 1.0 / 60
    /// How long an animated `setContentOffset`, a page snap or a bounce back takes (UIKit's figure is close to it).
    static let settleDuration: TimeInterval = 0.3
    /// A glide ends when less than half a point is left.
    static let restingDistance: CGFloat = 0.5

    let kind: Kind
    let from: CGPoint
    let to: CGPoint
    let start: TimeInterval
    let curve: Curve
    let duration: TimeInterval

    /// How long the glide takes to come within `restingDistance` of its end.
    static func decayDuration(distance: CGFloat, rate: CGFloat) -> TimeInterval {
        guard distance > restingDistance, rate > 0, rate < 1 else { return frameInterval }
        let milliseconds = log(restingDistance / distance) / log(rate)
        return max(frameInterval, TimeInterval(milliseconds) / 1000)
    }

    /// Where the content is at `time`, and whether the motion is over.
    func position(at time: TimeInterval) -> (CGPoint, finished: Bool) {
        let elapsed = time - start
        guard duration > 0, elapsed < duration else { return (to, true) }
        let progress: CGFloat
        switch curve {
        case .decay(let rate):
            let total = pow(rate, CGFloat(duration * 1000))
            progress = (1 - pow(rate, CGFloat(elapsed * 1000))) / (1 - total)
        case .easeOut:
            let t = CGFloat(elapsed / duration)
            progress = 1 - (1 - t) * (1 - t) * (1 - t)
        }
        return (CGPoint(x: from.x + (to.x - from.x) * progress, y: from.y + (to.y - from.y) * progress), false)
    }
}

extension UIScrollView {
    /// Moves the content to `contentOffset`, at once or with a 0.3 s animation that ends with
    /// `scrollViewDidEndScrollingAnimation`. Either stops a deceleration or animation under way. An animated
    /// change to where the content already is does nothing.
    public func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard contentOffset.x.isFinite, contentOffset.y.isFinite else {
            Runtime.current.report("setContentOffset(\(contentOffset), animated:) of \(type(of: self)) ignored: both coordinates must be finite")
            return
        }
        stopMotion()
        guard animated else {
            self.contentOffset = contentOffset
            return
        }
        guard contentOffset != self.contentOffset else { return }
        startMotion(ScrollMotion(kind: .animation, from: self.contentOffset, to: contentOffset,
                                 start: Runtime.current.clock.now, curve: .easeOut, duration: ScrollMotion.settleDuration))
    }

    /// Scrolls as little as needed to show `rect` (in content coordinates) inside the bounds less the adjusted
    /// insets, within the resting limits. A rect larger than the visible area shows its top-left part.
    public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        guard rect.isFiniteRect else {
            Runtime.current.report("scrollRectToVisible(\(rect), animated:) of \(type(of: self)) ignored: every component must be finite")
            return
        }
        let inset = adjustedContentInset
        let visible = bounds.inset(by: inset)
        var offset = contentOffset
        func axis(_ low: CGFloat, _ high: CGFloat, _ visibleLow: CGFloat, _ visibleHigh: CGFloat, _ current: CGFloat) -> CGFloat {
            if high - low > visibleHigh - visibleLow || low < visibleLow { return current + (low - visibleLow) }
            if high > visibleHigh { return current + (high - visibleHigh) }
            return current
        }
        offset.x = axis(rect.minX, rect.maxX, visible.minX, visible.maxX, offset.x)
        offset.y = axis(rect.minY, rect.maxY, visible.minY, visible.maxY, offset.y)
        offset = clampedOffset(offset)
        guard offset != contentOffset else { return }
        setContentOffset(offset, animated: animated)
    }

    func startMotion(_ newMotion: ScrollMotion) {
        motionTimer?.invalidate()
        motion = newMotion
        motionGeneration += 1
        motionTimer = MainRunLoop.current.schedule(
            after: ScrollMotion.frameInterval, repeating: ScrollMotion.frameInterval, kind: .animation,
            detail: newMotion.kind == .deceleration ? "scroll view deceleration" : "scroll view animation"
        ) { [weak self] _ in
            self?.stepMotion()
        }
    }

    /// Ends the motion where the content is, without callbacks.
    func stopMotion() {
        motionTimer?.invalidate()
        motionTimer = nil
        motion = nil
        isDecelerating = false
    }

    private func stepMotion() {
        guard let current = motion else { return }
        let generation = motionGeneration
        let (position, finished) = current.position(at: Runtime.current.clock.now)
        contentOffset = position
        guard finished, motion != nil, motionGeneration == generation else { return }
        stopMotion()
        switch current.kind {
        case .deceleration:
            notifyDelegate("scrollViewDidEndDecelerating") { $0.scrollViewDidEndDecelerating(self) }
        case .animation:
            notifyDelegate("scrollViewDidEndScrollingAnimation") { $0.scrollViewDidEndScrollingAnimation(self) }
        }
    }
}
