import Foundation
import Testing
@testable import HeadlessUIKit

/// Layout triggers and the top-down layout pass (docs/uikit-rules.md 2.2, 4.8).
@Suite @MainActor struct LayoutTests {
    /// A launched app with parent > child > grandchild recording views on screen, passes run, records cleared.
    private func threeLevels() throws -> (app: ViewTestApp, recorder: EventRecorder,
                                          parent: ViewRecordingView, child: ViewRecordingView,
                                          grandchild: ViewRecordingView) {
        let app = try ViewTestApp()
        let recorder = EventRecorder()
        let parent = ViewRecordingView("parent", frame: CGRect(x: 0, y: 0, width: 300, height: 300), recorder: recorder)
        let child = ViewRecordingView("child", frame: CGRect(x: 10, y: 10, width: 200, height: 200), recorder: recorder)
        let grandchild = ViewRecordingView("grandchild", frame: CGRect(x: 10, y: 10, width: 100, height: 100),
                                           recorder: recorder)
        parent.addSubview(child)
        child.addSubview(grandchild)
        app.show(parent)
        recorder.clear()
        return (app, recorder, parent, child, grandchild)
    }

    private func layouts(_ recorder: EventRecorder) -> [String] {
        recorder.events.filter { $0.hasSuffix(".layoutSubviews") }
    }

    // docs/uikit-rules.md 4.8: setNeedsLayout waits for the pass after the event.
    @Test func setNeedsLayoutLaysOutOnTheNextPassNotAtOnce() throws {
        let (app, recorder, _, child, _) = try threeLevels()

        child.setNeedsLayout()
        let beforePass = layouts(recorder)
        app.host.runUntilIdle()

        #expect(beforePass == [])
        #expect(layouts(recorder) == ["child.layoutSubviews"])
    }

    // docs/uikit-rules.md 4.8: several marks before a pass give one layoutSubviews.
    @Test func repeatedSetNeedsLayoutCoalescesIntoOneLayout() throws {
        let (app, recorder, _, child, _) = try threeLevels()

        child.setNeedsLayout()
        child.setNeedsLayout()
        child.setNeedsLayout()
        app.host.runUntilIdle()

        #expect(layouts(recorder) == ["child.layoutSubviews"])
    }

    // docs/uikit-rules.md 4.8: layoutIfNeeded runs the pending layout now.
    @Test func layoutIfNeededRunsThePendingLayoutNow() throws {
        let (_, recorder, _, child, _) = try threeLevels()
        child.setNeedsLayout()

        child.layoutIfNeeded()

        #expect(layouts(recorder) == ["child.layoutSubviews"])
    }

    // docs/uikit-rules.md 4.8: with nothing pending, layoutIfNeeded does nothing.
    @Test func layoutIfNeededWithNothingPendingDoesNothing() throws {
        let (_, recorder, parent, _, _) = try threeLevels()

        parent.layoutIfNeeded()

        #expect(layouts(recorder) == [])
    }

    // docs/uikit-rules.md 2.2, 4.8: the pass runs top-down whatever order the views were marked in.
    @Test func layoutPassRunsTopDown() throws {
        let (app, recorder, parent, child, grandchild) = try threeLevels()

        grandchild.setNeedsLayout()
        child.setNeedsLayout()
        parent.setNeedsLayout()
        app.host.runUntilIdle()

        #expect(layouts(recorder) == ["parent.layoutSubviews", "child.layoutSubviews", "grandchild.layoutSubviews"])
    }

    // docs/uikit-rules.md 4.8: layoutIfNeeded on a view starts from its topmost ancestor that needs layout.
    @Test func layoutIfNeededStartsFromTheTopmostAncestorThatNeedsIt() throws {
        let (_, recorder, parent, _, grandchild) = try threeLevels()
        grandchild.setNeedsLayout()
        parent.setNeedsLayout()

        grandchild.layoutIfNeeded()

        #expect(layouts(recorder) == ["parent.layoutSubviews", "grandchild.layoutSubviews"])
    }

    // docs/uikit-rules.md 4.8: a bounds size change lays out the view and its superview, superview first.
    @Test func boundsSizeChangeLaysOutTheViewAndItsSuperview() throws {
        let (app, recorder, _, child, _) = try threeLevels()

        child.bounds.size = CGSize(width: 150, height: 150)
        app.host.runUntilIdle()

        #expect(layouts(recorder) == ["parent.layoutSubviews", "child.layoutSubviews"])
    }

    // docs/uikit-rules.md 4.8: a scroll (bounds origin change) lays out the scrolled view.
    @Test func boundsOriginChangeLaysOutTheView() throws {
        let (app, recorder, _, child, _) = try threeLevels()

        child.bounds.origin = CGPoint(x: 0, y: 40)
        app.host.runUntilIdle()

        #expect(layouts(recorder) == ["child.layoutSubviews"])
    }

    // docs/uikit-rules.md 4.8: a transform change triggers layout (the view and its superview, documented in
    // UIView.transform).
    @Test func transformChangeLaysOutTheViewAndItsSuperview() throws {
        let (app, recorder, _, child, _) = try threeLevels()

        child.transform = CGAffineTransform(rotationAngle: .pi / 2)
        app.host.runUntilIdle()

        #expect(layouts(recorder) == ["parent.layoutSubviews", "child.layoutSubviews"])
    }

    // docs/uikit-rules.md 4.8: moving a view (center only) is not a trigger.
    @Test func centerChangeDoesNotTriggerLayout() throws {
        let (app, recorder, _, child, _) = try threeLevels()

        child.center = CGPoint(x: 150, y: 150)
        app.host.runUntilIdle()

        #expect(layouts(recorder) == [])
    }

    // docs/uikit-rules.md 4.8: adding a subview lays out the parent and the added view.
    @Test func addingASubviewLaysOutTheParentAndTheNewView() throws {
        let (app, recorder, _, child, _) = try threeLevels()
        let added = ViewRecordingView("added", recorder: recorder)

        child.addSubview(added)
        app.host.runUntilIdle()

        #expect(layouts(recorder) == ["child.layoutSubviews", "added.layoutSubviews"])
    }

    // docs/uikit-rules.md 4.8: removing a subview lays out the parent it left.
    @Test func removingASubviewLaysOutTheParent() throws {
        let (app, recorder, _, child, grandchild) = try threeLevels()

        grandchild.removeFromSuperview()
        app.host.runUntilIdle()

        #expect(layouts(recorder) == ["child.layoutSubviews"])
    }

    // docs/uikit-rules.md 4.6: a hidden view still lays out.
    @Test func hiddenViewStillLaysOut() throws {
        let (app, recorder, _, child, _) = try threeLevels()
        child.isHidden = true

        child.setNeedsLayout()
        app.host.runUntilIdle()

        #expect(layouts(recorder) == ["child.layoutSubviews"])
    }

    // docs/uikit-rules.md 2.2: layout runs after each event, before the touch call returns.
    @Test func layoutMarkedDuringATouchRunsRightAfterThatEvent() throws {
        let app = try ViewTestApp()
        let view = app.show(ViewMarkingOnTouchView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        view.layoutCount = 0

        try app.host.send([ViewTouch.began(1, 50, 50)])

        #expect(view.layoutCount == 1)
    }

    // docs/uikit-rules.md 4.8: off screen, a layout mark waits; layoutIfNeeded runs it.
    @Test func layoutIfNeededWorksOutsideAWindow() {
        _ = HeadlessHost()
        let recorder = EventRecorder()
        let parent = ViewRecordingView("parent", recorder: recorder)
        let child = ViewRecordingView("child", recorder: recorder)
        parent.addSubview(child)

        parent.layoutIfNeeded()

        #expect(layouts(recorder) == ["parent.layoutSubviews", "child.layoutSubviews"])
    }
}

/// Display: `setNeedsDisplay` and the one-draw-per-pass rule (docs/uikit-rules.md 2.2, 4.6).
@Suite @MainActor struct DisplayTests {
    private func drawingView(_ app: ViewTestApp, _ name: String = "view") -> ViewRecordingView {
        let view = ViewRecordingView(name, frame: CGRect(x: 10, y: 10, width: 100, height: 80),
                                     recorder: EventRecorder())
        return app.show(view)
    }

    // docs/uikit-rules.md 2.2: a view entering a window is drawn once, whole.
    @Test func viewEnteringAWindowIsDrawnOnceWithItsBounds() throws {
        let app = try ViewTestApp()

        let view = drawingView(app)

        #expect(view.drawnRects == [CGRect(x: 0, y: 0, width: 100, height: 80)])
    }

    // docs/uikit-rules.md 2.2: marks before a pass coalesce into one draw with the union of the rects.
    @Test func setNeedsDisplayRectsCoalesceIntoOneDrawWithTheirUnion() throws {
        let app = try ViewTestApp()
        let view = drawingView(app)

        view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 10, height: 10))
        view.setNeedsDisplay(CGRect(x: 20, y: 30, width: 10, height: 5))
        app.host.runUntilIdle()

        #expect(view.drawnRects.dropFirst() == [CGRect(x: 0, y: 0, width: 30, height: 35)])
    }

    // docs/uikit-rules.md 2.2: setNeedsDisplay() marks the whole bounds.
    @Test func setNeedsDisplayWithoutARectRedrawsTheBounds() throws {
        let app = try ViewTestApp()
        let view = drawingView(app)

        view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 10, height: 10))
        view.setNeedsDisplay()
        app.host.runUntilIdle()

        #expect(view.drawnRects.dropFirst() == [CGRect(x: 0, y: 0, width: 100, height: 80)])
    }

    // docs/uikit-rules.md 2.2: nothing marked, nothing drawn.
    @Test func cleanViewIsNotRedrawn() throws {
        let app = try ViewTestApp()
        let view = drawingView(app)

        view.setNeedsLayout()
        app.host.runUntilIdle()

        #expect(view.drawnRects.count == 1)
    }

    // docs/uikit-rules.md 2.2: rects marked before the first draw do not shrink it.
    @Test func rectMarkedBeforeTheFirstDrawStillDrawsTheWholeView() throws {
        let app = try ViewTestApp()
        let view = ViewRecordingView("view", frame: CGRect(x: 0, y: 0, width: 100, height: 80),
                                     recorder: EventRecorder())
        view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 10, height: 10))

        app.show(view)

        #expect(view.drawnRects == [CGRect(x: 0, y: 0, width: 100, height: 80)])
    }

    // docs/uikit-rules.md 4.6: a hidden subtree is not drawn; it draws once shown again.
    @Test func hiddenSubtreeIsNotDrawnUntilShown() throws {
        let app = try ViewTestApp()
        let parent = drawingView(app, "parent")
        let child = ViewRecordingView("child", frame: CGRect(x: 0, y: 0, width: 20, height: 20),
                                      recorder: EventRecorder())
        parent.isHidden = true

        parent.addSubview(child)
        child.setNeedsDisplay(CGRect(x: 0, y: 0, width: 5, height: 5))
        app.host.runUntilIdle()
        let whileHidden = child.drawnRects
        parent.isHidden = false
        app.host.runUntilIdle()

        #expect(whileHidden == [])
        #expect(child.drawnRects == [CGRect(x: 0, y: 0, width: 20, height: 20)])
    }

    // docs/uikit-rules.md 2.2: a view outside any window is not drawn.
    @Test func viewOutsideAWindowIsNotDrawn() throws {
        let app = try ViewTestApp()
        let view = ViewRecordingView("view", frame: CGRect(x: 0, y: 0, width: 100, height: 80),
                                     recorder: EventRecorder())

        view.setNeedsDisplay()
        app.host.runUntilIdle()

        #expect(view.drawnRects == [])
    }

    // Documented runtime choice (boundsSizeDidChange): contentMode .redraw redraws on a size change.
    @Test func redrawContentModeRedrawsWhenResized() throws {
        let app = try ViewTestApp()
        let view = drawingView(app)
        view.contentMode = .redraw

        view.bounds.size = CGSize(width: 50, height: 40)
        app.host.runUntilIdle()

        #expect(view.drawnRects.dropFirst() == [CGRect(x: 0, y: 0, width: 50, height: 40)])
    }
}

/// Sizing (docs/uikit-rules.md 4.8).
@Suite @MainActor struct SizingTests {
    // UIKit documents that UIView's sizeThatFits returns the current size.
    @Test func defaultSizeThatFitsReturnsTheCurrentSize() {
        _ = HeadlessHost()
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))

        #expect(view.sizeThatFits(CGSize(width: 10, height: 10)) == CGSize(width: 100, height: 50))
    }

    // sizeToFit resizes to sizeThatFits and keeps the frame's origin.
    @Test func sizeToFitTakesTheSizeThatFitsAndKeepsTheOrigin() {
        _ = HeadlessHost()
        let view = ViewFixedFitView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))

        view.sizeToFit()

        #expect(view.frame == CGRect(x: 10, y: 20, width: 120, height: 40))
        #expect(view.askedSizes == [CGSize(width: 100, height: 50)])
    }

    // Default sizeToFit leaves the view as it is.
    @Test func defaultSizeToFitLeavesTheFrame() {
        _ = HeadlessHost()
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))

        view.sizeToFit()

        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    }
}

/// Fits 120×40, whatever it is asked.
final class ViewFixedFitView: UIView {
    var askedSizes: [CGSize] = []

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        askedSizes.append(size)
        return CGSize(width: 120, height: 40)
    }
}

/// Marks itself for layout when a touch begins, and counts its layouts.
final class ViewMarkingOnTouchView: UIView {
    var layoutCount = 0

    override func layoutSubviews() { layoutCount += 1 }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { setNeedsLayout() }
}
