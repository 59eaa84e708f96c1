import Foundation
import Testing
@testable import HeadlessUIKit

/// UIScrollView driven by real touches through its pan and pinch recognizers (docs/uikit-rules.md 6.4, 5.5-5.7).
///
/// The scroll view sits at (0, 0, 320, 400) in the root view, so window points are scroll view points. Drags move
/// the finger 50 pt every 0.05 s of host time (1,000 pt/s) unless a test says otherwise.
@Suite @MainActor struct ScrollViewTests {
    private func scene(contentHeight: CGFloat = 2000, configure: (UIScrollView) -> Void = { _ in })
        throws -> (ViewTestApp, UIScrollView, ScrollRecordingDelegate) {
        let app = try ViewTestApp()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        // Scrolling is measured against contentInset alone here: the status bar's safe area adjustment has its own tests (SafeAreaTests).
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.contentSize = CGSize(width: 320, height: contentHeight)
        let delegate = ScrollRecordingDelegate()
        scrollView.delegate = delegate
        configure(scrollView)
        app.show(scrollView)
        app.host.clearCallbackLog()
        return (app, scrollView, delegate)
    }

    private func close(_ a: CGPoint, _ b: CGPoint, within tolerance: CGFloat = 1e-6) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    // docs/uikit-rules.md 6.4, 5.7: the pan begins after 10 pt; from then the offset is the start offset minus the
    // translation, one scrollViewDidScroll per move.
    @Test func panMovesTheOffsetByTheTranslation() throws {
        let (app, scrollView, delegate) = try scene()
        let finger = ScrollFinger(host: app.host)

        try finger.drag(from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 100), lift: false)

        #expect(delegate.offsets == [CGPoint(x: 0, y: 50), CGPoint(x: 0, y: 100), CGPoint(x: 0, y: 150), CGPoint(x: 0, y: 200)])
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 200))
        #expect(scrollView.bounds.origin == scrollView.contentOffset)
        #expect(scrollView.isDragging)
        #expect(scrollView.isTracking)
    }

    // docs/uikit-rules.md 6.4: lifting the finger projects the resting place from the velocity (v × r / (1 - r), in
    // points per millisecond) and glides there on the host clock.
    @Test func releaseDeceleratesToTheProjectedOffsetOnTheHostClock() throws {
        let (app, scrollView, delegate) = try scene()
        let finger = ScrollFinger(host: app.host)
        try finger.drag(from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 100))

        let start = app.host.clock.now
        #expect(scrollView.isDecelerating)
        #expect(close(delegate.velocities.first ?? .zero, CGPoint(x: 0, y: 1)))
        let projected = 200 + 1 * 0.998 / 0.002
        #expect(close(delegate.proposedTargets.first ?? .zero, CGPoint(x: 0, y: projected)))
        let report = app.host.runUntilIdle()

        #expect(report.idle)
        #expect(close(scrollView.contentOffset, CGPoint(x: 0, y: projected)))
        #expect(!scrollView.isDecelerating)
        #expect(!scrollView.isDragging)
        // The glide lasts until less than half a point is left: ln(0.5 / 499) / ln(0.998) ms, frame by frame.
        let glide = log(0.5 / (projected - 200)) / log(0.998) / 1000
        #expect(app.host.clock.now - start >= glide)
        #expect(app.host.clock.now - start < glide + 1.0 / 60 + 1e-9)
        let frameOffsets = delegate.offsets.dropFirst(4).map(\.y)
        #expect(frameOffsets == frameOffsets.sorted())
    }

    // docs/uikit-rules.md 6.4: a fling past the end stops at the largest offset (content height - view height).
    @Test func decelerationEndsAtTheClampedOffset() throws {
        let (app, scrollView, delegate) = try scene(contentHeight: 600)
        let finger = ScrollFinger(host: app.host)

        try finger.drag(from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 150), steps: 3)
        #expect(delegate.proposedTargets == [CGPoint(x: 0, y: 200)])
        app.host.runUntilIdle()

        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 200))
        #expect(app.host.callbacks.delegateNamesCollapsed() == [
            "scrollViewWillBeginDragging", "scrollViewDidScroll",
            "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)", "scrollViewDidEndDragging(_:willDecelerate:)",
            "scrollViewWillBeginDecelerating", "scrollViewDidScroll", "scrollViewDidEndDecelerating",
        ])
    }

    // docs/uikit-rules.md 6.4: delegate callbacks of a drag that ends at rest, in UIKit's order, as a whole array.
    @Test func dragEndingAtRestGivesNoDecelerationCallbacks() throws {
        let (app, _, delegate) = try scene()
        let finger = ScrollFinger(host: app.host)
        try finger.drag(from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 250), steps: 2, lift: false)
        delegate.targetOverride = CGPoint(x: 0, y: 50)  // the delegate keeps the content where the finger left it

        try finger.up(at: CGPoint(x: 160, y: 250))
        app.host.runUntilIdle()

        #expect(app.host.callbacks.names(of: [.delegate]) == [
            "scrollViewWillBeginDragging", "scrollViewDidScroll", "scrollViewDidScroll",
            "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)", "scrollViewDidEndDragging(_:willDecelerate:)",
        ])
        #expect(delegate.decelerateFlags == [false])
    }

    // docs/uikit-rules.md 6.4: pulling past the top stretches by UIKit's rubber band, and the content springs back to 0.
    @Test func pullPastTheTopRubberBandsAndBouncesBack() throws {
        let (app, scrollView, delegate) = try scene()
        let finger = ScrollFinger(host: app.host)

        try finger.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 200), steps: 2, lift: false)
        #expect(close(scrollView.contentOffset, CGPoint(x: 0, y: -scrollRubberBand(100, length: 400))))
        #expect(close(delegate.offsets[0], CGPoint(x: 0, y: -scrollRubberBand(50, length: 400))))

        try finger.up(at: CGPoint(x: 160, y: 200))
        #expect(delegate.proposedTargets == [.zero])
        app.host.runUntilIdle()

        #expect(scrollView.contentOffset == .zero)
        #expect(app.host.callbacks.delegateNamesCollapsed().suffix(3) == [
            "scrollViewWillBeginDecelerating", "scrollViewDidScroll", "scrollViewDidEndDecelerating",
        ])
    }

    // docs/uikit-rules.md 6.4: without bounces the content stops at its limits while dragged.
    @Test func withoutBouncesTheDragStopsAtTheLimit() throws {
        let (app, scrollView, delegate) = try scene(contentHeight: 600) { $0.bounces = false }
        let finger = ScrollFinger(host: app.host)

        try finger.drag(from: CGPoint(x: 160, y: 350), to: CGPoint(x: 160, y: 390), steps: 2, lift: false)
        #expect(scrollView.contentOffset == .zero)
        try finger.move(from: CGPoint(x: 160, y: 390), to: CGPoint(x: 160, y: 100), steps: 1)

        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 200))
        #expect(delegate.offsets == [CGPoint(x: 0, y: 200)])
    }

    // docs/uikit-rules.md 6.4: content insets widen the limits: a pull down rests at -top inset.
    @Test func contentInsetMovesTheRestingLimits() throws {
        let (app, scrollView, _) = try scene(contentHeight: 600) {
            $0.contentInset = UIEdgeInsets(top: 40, left: 0, bottom: 60, right: 0)
        }
        let finger = ScrollFinger(host: app.host)

        try finger.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 300), steps: 4)
        app.host.runUntilIdle()
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -40))

        try finger.drag(from: CGPoint(x: 160, y: 350), to: CGPoint(x: 160, y: 50), steps: 3)
        app.host.runUntilIdle()
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 600 + 60 - 400))
    }

    // docs/uikit-rules.md 6.4: paging snaps to the nearest page of the projected offset, at most one page away.
    @Test func pagingSnapsToPages() throws {
        let app = try ViewTestApp()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        // Scrolling is measured against contentInset alone here: the status bar's safe area adjustment has its own tests (SafeAreaTests).
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.contentSize = CGSize(width: 1500, height: 400)
        scrollView.isPagingEnabled = true
        app.show(scrollView)
        var finger = ScrollFinger(host: app.host)

        // A slow drag of a third of a page: back to page 0.
        finger.interval = 1
        try finger.drag(from: CGPoint(x: 250, y: 200), to: CGPoint(x: 150, y: 200), steps: 10)
        app.host.runUntilIdle()
        #expect(scrollView.contentOffset == .zero)

        // A slow drag of two thirds of a page: page 1.
        try finger.drag(from: CGPoint(x: 250, y: 200), to: CGPoint(x: 50, y: 200), steps: 20)
        app.host.runUntilIdle()
        #expect(scrollView.contentOffset == CGPoint(x: 300, y: 0))

        // A fast flick whose projection is three pages on: one page only.
        finger.interval = 0.01
        try finger.drag(from: CGPoint(x: 250, y: 200), to: CGPoint(x: 150, y: 200), steps: 2)
        app.host.runUntilIdle()
        #expect(scrollView.contentOffset == CGPoint(x: 600, y: 0))
    }

    // docs/uikit-rules.md 6.4: a vertical-only scroll view does not start a pan on a horizontal drag.
    @Test func horizontalDragDoesNotScrollVerticalContent() throws {
        let (app, scrollView, delegate) = try scene()
        let finger = ScrollFinger(host: app.host)

        try finger.drag(from: CGPoint(x: 250, y: 200), to: CGPoint(x: 50, y: 210))
        app.host.runUntilIdle()

        #expect(scrollView.contentOffset == .zero)
        #expect(delegate.offsets.isEmpty)
        #expect(app.host.callbacks.names(of: [.gestureRecognizer]).contains("state.failed"))
    }

    // docs/uikit-rules.md 6.4: isScrollEnabled false: fingers do not scroll.
    @Test func disabledScrollingIgnoresDrags() throws {
        let (app, scrollView, _) = try scene { $0.isScrollEnabled = false }
        try ScrollFinger(host: app.host).drag(from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 100))
        app.host.runUntilIdle()
        #expect(scrollView.contentOffset == .zero)
        #expect(!scrollView.panGestureRecognizer.isEnabled)
    }

    // docs/uikit-rules.md 6.4: an animated setContentOffset moves frame by frame for 0.3 s and ends with
    // scrollViewDidEndScrollingAnimation; a non-animated one is one scroll.
    @Test func setContentOffsetAnimatedEndsWithDidEndScrollingAnimation() throws {
        let (app, scrollView, delegate) = try scene()
        let start = app.host.clock.now

        scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        #expect(scrollView.contentOffset == .zero)
        app.host.runUntilIdle()

        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 300))
        #expect(app.host.clock.now - start >= 0.3)
        #expect(delegate.offsets.count >= 18)
        #expect(app.host.callbacks.delegateNamesCollapsed() == ["scrollViewDidScroll", "scrollViewDidEndScrollingAnimation"])

        app.host.clearCallbackLog()
        scrollView.setContentOffset(CGPoint(x: 0, y: 10), animated: false)
        #expect(app.host.callbacks.names(of: [.delegate]) == ["scrollViewDidScroll"])
        #expect(scrollView.bounds.origin == CGPoint(x: 0, y: 10))
    }

    // docs/uikit-rules.md 6.4: scrollRectToVisible scrolls as little as needed, and not at all when the rect shows.
    @Test func scrollRectToVisibleScrollsTheLeastNeeded() throws {
        let (app, scrollView, _) = try scene()

        scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 50, height: 50), animated: false)
        #expect(scrollView.contentOffset == .zero)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 900, width: 50, height: 100), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 600))
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 500, width: 50, height: 50), animated: true)
        app.host.runUntilIdle()
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 500))
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 1990, width: 50, height: 50), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 1600))
    }

    // docs/uikit-rules.md 6.4: a finger on gliding content stops it where it is, without scrollViewDidEndDecelerating.
    @Test func fingerOnGlidingContentStopsIt() throws {
        let (app, scrollView, _) = try scene()
        let finger = ScrollFinger(host: app.host)
        try finger.drag(from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 100))
        app.host.advance(by: 0.2)
        let stoppedAt = scrollView.contentOffset
        app.host.clearCallbackLog()

        try finger.down(at: CGPoint(x: 160, y: 200))
        app.host.advance(by: 0.5)
        try finger.up(at: CGPoint(x: 160, y: 200))
        app.host.runUntilIdle()

        #expect(scrollView.contentOffset == stoppedAt)
        #expect(!scrollView.isDecelerating)
        #expect(app.host.callbacks.names(of: [.delegate]) == [])
    }

    // docs/uikit-rules.md 6.4, 5.7: a pinch scales the delegate's zoom view, keeps the point between the fingers in
    // place, and gives the zoom callbacks in order.
    @Test func pinchZoomsTheZoomViewAroundTheFingers() throws {
        let (app, scrollView, delegate) = try scene(contentHeight: 400) {
            $0.maximumZoomScale = 3
        }
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        scrollView.addSubview(image)
        delegate.zoomView = image
        #expect(scrollView.pinchGestureRecognizer?.view === scrollView)

        try app.host.send([ViewTouch.began(1, 110, 100), ViewTouch.began(2, 210, 100)])
        app.host.advance(by: 0.05)
        try app.host.send([ViewTouch.moved(1, 60, 100), ViewTouch.moved(2, 260, 100)])
        app.host.advance(by: 0.05)
        try app.host.send([ViewTouch.ended(1, 60, 100), ViewTouch.ended(2, 260, 100)])
        app.host.runUntilIdle()

        #expect(scrollView.zoomScale == 2)
        #expect(image.transform == CGAffineTransform(scaleX: 2, y: 2))
        #expect(image.frame == CGRect(x: 0, y: 0, width: 640, height: 800))
        #expect(scrollView.contentSize == CGSize(width: 640, height: 800))
        // Content point (160, 100) stays under the fingers' centroid at (160, 100): offset = 2 × p - p.
        #expect(scrollView.contentOffset == CGPoint(x: 160, y: 100))
        #expect(app.host.callbacks.delegateNamesCollapsed() == [
            "scrollViewWillBeginZooming(_:with:)", "scrollViewDidZoom", "scrollViewDidScroll",
            "scrollViewDidEndZooming(_:with:atScale:)",
        ])
    }

    // docs/uikit-rules.md 6.4: the zoom scale stays within its limits, and zooming is off (no pinch) while they are equal.
    @Test func zoomScaleIsClampedToItsLimits() throws {
        let (_, scrollView, delegate) = try scene(contentHeight: 400)
        #expect(scrollView.pinchGestureRecognizer == nil)
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        scrollView.addSubview(image)
        delegate.zoomView = image
        scrollView.minimumZoomScale = 0.5
        scrollView.maximumZoomScale = 2

        scrollView.setZoomScale(5, animated: false)
        #expect(scrollView.zoomScale == 2)
        scrollView.zoomScale = 0.1
        #expect(scrollView.zoomScale == 0.5)
        #expect(scrollView.contentSize == CGSize(width: 160, height: 200))
        scrollView.zoom(to: CGRect(x: 0, y: 0, width: 160, height: 200), animated: false)
        #expect(scrollView.zoomScale == 2)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 0))
    }
}

/// A drag inside a scroll view against a view in its content that tracks touches (docs/uikit-rules.md 6.4, 5.5).
/// A plain tracking view stands for a button here; with `UIControl` the same rules apply, except that UIKit's
/// `touchesShouldCancel(in:)` answers false for controls.
@Suite @MainActor struct ScrollContentTouchTests {
    /// The tracking view is at (20, 20, 200, 100) of the content.
    private func scene(configure: (UIScrollView) -> Void = { _ in })
        throws -> (ViewTestApp, UIScrollView, ViewTouchSamplingView) {
        let app = try ViewTestApp()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        // Scrolling is measured against contentInset alone here: the status bar's safe area adjustment has its own tests (SafeAreaTests).
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        let tracker = ViewTouchSamplingView(frame: CGRect(x: 20, y: 20, width: 200, height: 100))
        scrollView.addSubview(tracker)
        configure(scrollView)
        app.show(scrollView)
        app.host.clearCallbackLog()
        return (app, scrollView, tracker)
    }

    // docs/uikit-rules.md 6.4: a quick tap reaches the content view whole (began and ended when the finger lifts).
    @Test func tapGoesToTheContentView() throws {
        let (app, scrollView, tracker) = try scene()

        try app.tap(100, 60)

        #expect(tracker.samples.map(\.method) == ["touchesBegan", "touchesEnded"])
        #expect(scrollView.contentOffset == .zero)
    }

    // docs/uikit-rules.md 6.4: with delaysContentTouches, a drag that starts within 0.15 s never reaches the content.
    @Test func quickDragScrollsAndTheContentSeesNothing() throws {
        let (app, scrollView, tracker) = try scene()

        try ScrollFinger(host: app.host).drag(from: CGPoint(x: 100, y: 60), to: CGPoint(x: 100, y: 20), steps: 2)

        #expect(tracker.samples.isEmpty)
        #expect(scrollView.contentOffset.y > 0)
    }

    // docs/uikit-rules.md 6.4, 5.5: a finger resting 0.15 s reaches the content; a drag after that cancels the content's
    // touch and scrolls (the pan wins after movement).
    @Test func restThenDragCancelsTheContentTouch() throws {
        let (app, scrollView, tracker) = try scene()
        let finger = ScrollFinger(host: app.host)

        try finger.down(at: CGPoint(x: 100, y: 60))
        app.host.advance(by: 0.1)
        #expect(tracker.samples.isEmpty)
        app.host.advance(by: 0.1)
        #expect(tracker.samples.map(\.method) == ["touchesBegan"])
        try finger.move(from: CGPoint(x: 100, y: 60), to: CGPoint(x: 100, y: 20), steps: 2)
        try finger.up(at: CGPoint(x: 100, y: 20))

        #expect(tracker.samples.map(\.method) == ["touchesBegan", "touchesCancelled"])
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 40))
    }

    // docs/uikit-rules.md 6.4, 6.1: a button in a scroll view. A tap is the button's; a quick drag scrolls and the
    // button sees nothing; a finger that rested on it keeps it (touchesShouldCancel(in:) is false for controls).
    @Test func aButtonInAScrollViewGetsTapsAndKeepsATouchItHas() throws {
        var events: [String] = []
        let (app, scrollView, _) = try scene()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 200, width: 200, height: 60)
        button.addAction(UIAction { _ in events.append("touchUpInside") }, for: .touchUpInside)
        button.addAction(UIAction { _ in events.append("touchDown") }, for: .touchDown)
        button.addAction(UIAction { _ in events.append("touchCancel") }, for: .touchCancel)
        scrollView.addSubview(button)
        let finger = ScrollFinger(host: app.host)

        try app.tap(100, 230)
        #expect(events == ["touchDown", "touchUpInside"])

        events.removeAll()
        try finger.drag(from: CGPoint(x: 100, y: 230), to: CGPoint(x: 100, y: 190), steps: 2)
        #expect(events.isEmpty)
        let scrolled = scrollView.contentOffset
        #expect(scrolled.y > 0)

        events.removeAll()
        scrollView.setContentOffset(.zero, animated: false)
        try finger.down(at: CGPoint(x: 100, y: 230))
        app.host.advance(by: 0.2)
        try finger.move(from: CGPoint(x: 100, y: 230), to: CGPoint(x: 100, y: 210), steps: 2)
        try finger.up(at: CGPoint(x: 100, y: 210))
        #expect(events == ["touchDown", "touchUpInside"])
        #expect(scrollView.contentOffset == .zero)
    }

    // docs/uikit-rules.md 6.4: with canCancelContentTouches false, content that has the touch keeps it: no scroll.
    @Test func contentKeepsItsTouchWhenItCannotBeCancelled() throws {
        let (app, scrollView, tracker) = try scene { $0.canCancelContentTouches = false }
        let finger = ScrollFinger(host: app.host)

        try finger.down(at: CGPoint(x: 100, y: 60))
        app.host.advance(by: 0.2)
        try finger.move(from: CGPoint(x: 100, y: 60), to: CGPoint(x: 100, y: 20), steps: 2)
        try finger.up(at: CGPoint(x: 100, y: 20))

        #expect(tracker.samples.map(\.method) == ["touchesBegan", "touchesMoved", "touchesMoved", "touchesEnded"])
        #expect(scrollView.contentOffset == .zero)
    }

    // docs/uikit-rules.md 6.4: touchesShouldCancel(in:) false keeps the touch with that view.
    @Test func touchesShouldCancelFalseKeepsTheTouch() throws {
        let app = try ViewTestApp()
        let scrollView = ScrollKeepingScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        let tracker = ViewTouchSamplingView(frame: CGRect(x: 20, y: 20, width: 200, height: 100))
        scrollView.addSubview(tracker)
        scrollView.kept = tracker
        app.show(scrollView)
        let finger = ScrollFinger(host: app.host)

        try finger.down(at: CGPoint(x: 100, y: 60))
        app.host.advance(by: 0.2)
        try finger.move(from: CGPoint(x: 100, y: 60), to: CGPoint(x: 100, y: 20), steps: 2)
        try finger.up(at: CGPoint(x: 100, y: 20))

        #expect(scrollView.askedAbout == [tracker])
        #expect(tracker.samples.last?.method == "touchesEnded")
        #expect(scrollView.contentOffset == .zero)
    }

    // docs/uikit-rules.md 6.4: without delaysContentTouches the content gets touchesBegan at once.
    @Test func withoutDelayTheContentGetsBeganAtOnce() throws {
        let (app, _, tracker) = try scene { $0.delaysContentTouches = false }

        try ScrollFinger(host: app.host).down(at: CGPoint(x: 100, y: 60))

        #expect(tracker.samples.map(\.method) == ["touchesBegan"])
    }
}

/// Refuses to take touches from one view.
final class ScrollKeepingScrollView: UIScrollView {
    weak var kept: UIView?
    private(set) var askedAbout: [UIView] = []

    override func touchesShouldCancel(in view: UIView) -> Bool {
        askedAbout.append(view)
        return view !== kept
    }
}
