import Foundation
import Testing
@testable import HeadlessUIKit

// Helpers for the scroll view and table view tests. Type names start with `Scroll` so they do not collide with
// helpers other test files add to this target.

/// A scroll view delegate that records the offset at each `scrollViewDidScroll` and can zoom a view.
@MainActor
final class ScrollRecordingDelegate: UIScrollViewDelegate {
    private(set) var offsets: [CGPoint] = []
    var zoomView: UIView?
    /// Replaces the proposed target in `scrollViewWillEndDragging` when set.
    var targetOverride: CGPoint?
    private(set) var proposedTargets: [CGPoint] = []
    private(set) var velocities: [CGPoint] = []
    private(set) var decelerateFlags: [Bool] = []

    func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset) }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        velocities.append(velocity)
        proposedTargets.append(targetContentOffset.pointee)
        if let targetOverride { targetContentOffset.pointee = targetOverride }
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        decelerateFlags.append(decelerate)
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
}

/// Drives fingers through the host's real touch path, with host-clock time between events.
@MainActor
struct ScrollFinger {
    let host: HeadlessHost
    var id = 1
    /// Host time between two events of a drag.
    var interval: TimeInterval = 0.05

    /// Puts the finger down at `from`, moves it to `to` in `steps` equal moves `interval` apart, and lifts it there
    /// (`lift` false leaves it down).
    func drag(from: CGPoint, to: CGPoint, steps: Int = 4, lift: Bool = true) throws {
        try host.send([TouchInput(id: id, phase: .began, location: from)])
        try move(from: from, to: to, steps: steps)
        if lift { try up(at: to) }
    }

    func move(from: CGPoint, to: CGPoint, steps: Int) throws {
        for step in 1...steps {
            host.advance(by: interval)
            let fraction = CGFloat(step) / CGFloat(steps)
            let point = CGPoint(x: from.x + (to.x - from.x) * fraction, y: from.y + (to.y - from.y) * fraction)
            try host.send([TouchInput(id: id, phase: .moved, location: point)])
        }
    }

    func down(at point: CGPoint) throws { try host.send([TouchInput(id: id, phase: .began, location: point)]) }
    func up(at point: CGPoint) throws { try host.send([TouchInput(id: id, phase: .ended, location: point)]) }
}

extension CallbackLog {
    /// The delegate callbacks in order, with each run of repeated names (a `scrollViewDidScroll` per frame) kept once.
    func delegateNamesCollapsed() -> [String] {
        var collapsed: [String] = []
        for name in names(of: [.delegate]) where collapsed.last != name { collapsed.append(name) }
        return collapsed
    }
}

/// UIKit's rubber band for a pull of `pull` points on a view `length` points long (docs/uikit-rules.md 6.4).
func scrollRubberBand(_ pull: CGFloat, length: CGFloat) -> CGFloat {
    (1 - 1 / (pull * 0.55 / length + 1)) * length
}
