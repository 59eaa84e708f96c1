import Foundation
import Testing
@testable import HeadlessUIKit

/// The swipe back in a right-to-left layout: from the right edge, leftwards (docs/uikit-rules.md 7.42).
@MainActor @Suite struct InteractivePopRightToLeftTests {
    /// A launched navigation controller showing B over A, settled, with the delegate recording into the log too.
    private func stack(_ log: EventRecorder) throws -> (NavTestApp, UINavigationController, NavRecordingController,
                                                         NavRecordingController, NavRecordingDelegate) {
        let a = NavRecordingController("A", log: log)
        let navigation = UINavigationController(rootViewController: a)
        let app = try NavTestApp(root: navigation)
        let b = NavRecordingController("B", log: log)
        navigation.pushViewController(b, animated: false)
        app.host.runUntilIdle()
        let delegate = NavRecordingDelegate(log: log)
        navigation.delegate = delegate
        log.clear()
        return (app, navigation, a, b, delegate)
    }

    /// One finger down 5 pt from the right edge (x = 370) at y = 300, then moved to each x in turn, 0.1 s apart.
    private func dragFromTheRight(_ host: HeadlessHost, through xs: [CGFloat]) throws {
        try host.send([ViewTouch.began(1, 370, 300)])
        for x in xs {
            host.advance(by: 0.1)
            try host.send([ViewTouch.moved(1, x, 300)])
        }
    }

    // docs/uikit-rules.md 7.42: with the navigation controller's view forced right to left, the recognizer's edge is
    // the right one; a swipe leftwards past halfway pops as 7.38 says, mirrored: 250 pt of 375 travelled at 50 pt/s
    // finishes after (1 - 250/375) × 0.35 s = 0.11667 s.
    @Test func aForcedRightToLeftViewSwipesBackFromTheRightEdge() throws {
        let log = EventRecorder()
        let (app, navigation, a, b, delegate) = try stack(log)
        defer { withExtendedLifetime(delegate) {} }
        navigation.view.semanticContentAttribute = .forceRightToLeft
        let recognizer = try #require(navigation.interactivePopGestureRecognizer as? UIScreenEdgePanGestureRecognizer)
        #expect(recognizer.edges == .right)

        try dragFromTheRight(app.host, through: [335, 255, 175, 125, 120])
        #expect(log.events == [
            "B.willMove(toParent: nil)", "delegate.willShow A",
            "B.viewWillDisappear movingFromParent", "A.viewWillAppear",
        ])
        try app.host.send([ViewTouch.ended(1, 120, 300)])
        app.host.advance(by: 0.116)
        #expect(log.events.count == 4)
        app.host.advance(by: 0.001)
        #expect(log.events == [
            "B.willMove(toParent: nil)", "delegate.willShow A",
            "B.viewWillDisappear movingFromParent", "A.viewWillAppear",
            "B.viewDidDisappear movingFromParent", "B.didMove(toParent: nil)", "A.viewDidAppear", "delegate.didShow A",
        ])
        #expect(navigation.viewControllers == [a])
        #expect(b.parent == nil && b.view.superview == nil)
        #expect(a.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    }

    // docs/uikit-rules.md 7.42: in an app laid out right to left (the trait's layout direction), a swipe from the
    // left edge is no longer the recognizer's, and a short slow swipe from the right is cancelled after the part
    // travelled (95/375 × 0.35 s = 0.08867 s), B coming back.
    @Test func aRightToLeftAppIgnoresTheLeftEdgeAndCancelsAShortSwipe() throws {
        let log = EventRecorder()
        let (app, navigation, a, b, delegate) = try stack(log)
        defer { withExtendedLifetime(delegate) {} }
        app.host.setTraits(layoutDirection: .rightToLeft)
        #expect(navigation.interactivePopGestureRecognizer.map { ($0 as? UIScreenEdgePanGestureRecognizer)?.edges } == .right)
        log.clear()

        let recognizer = try #require(navigation.interactivePopGestureRecognizer)
        try app.host.send([ViewTouch.began(1, 5, 300)])
        #expect(recognizer.claimedTouches.isEmpty)
        try app.host.send([ViewTouch.moved(1, 200, 300)])
        try app.host.send([ViewTouch.ended(1, 200, 300)])
        app.host.runUntilIdle()
        #expect(navigation.viewControllers == [a, b])
        #expect(log.events.isEmpty)

        try dragFromTheRight(app.host, through: [335, 295, 280, 275])
        try app.host.send([ViewTouch.ended(1, 275, 300)])
        app.host.advance(by: 0.088)
        #expect(log.events.count == 4)
        app.host.advance(by: 0.001)
        #expect(log.events == [
            "B.willMove(toParent: nil)", "delegate.willShow A",
            "B.viewWillDisappear movingFromParent", "A.viewWillAppear",
            "A.viewWillDisappear", "A.viewDidDisappear", "B.didMove(toParent: UINavigationController)",
            "B.viewWillAppear", "B.viewDidAppear",
        ])
        #expect(navigation.viewControllers == [a, b])
        #expect(b.view.superview === navigation.view && a.view.superview == nil)
    }

    // docs/uikit-rules.md 7.42: a flick leftwards finishes a short swipe; a drag from the right edge that moves
    // rightwards does not begin one.
    @Test func aLeftwardFlickFinishesAndARightwardDragDoesNotBegin() throws {
        let log = EventRecorder()
        let (app, navigation, a, _, delegate) = try stack(log)
        defer { withExtendedLifetime(delegate) {} }
        navigation.view.semanticContentAttribute = .forceRightToLeft
        _ = try app.host.swipe(from: CGPoint(x: 356, y: 300), to: CGPoint(x: 374, y: 300), duration: 0.1, steps: 3)
        app.host.runUntilIdle()
        #expect(navigation.viewControllers.count == 2)
        #expect(log.events.isEmpty)

        try app.host.swipe(from: CGPoint(x: 370, y: 300), to: CGPoint(x: 275, y: 300), duration: 0.1, steps: 5)
        app.host.runUntilIdle()
        #expect(navigation.viewControllers == [a])
        #expect(log.events.suffix(2) == ["A.viewDidAppear", "delegate.didShow A"])
    }

    // docs/uikit-rules.md 7.42: the nearest semanticContentAttribute that says a direction wins over the app's: a
    // navigation controller forced left to right in a right-to-left app swipes from the left, and its edges
    // cannot be set.
    @Test func aForcedLeftToRightViewInARightToLeftAppSwipesFromTheLeft() throws {
        let log = EventRecorder()
        let (app, navigation, a, _, delegate) = try stack(log)
        defer { withExtendedLifetime(delegate) {} }
        app.host.setTraits(layoutDirection: .rightToLeft)
        navigation.view.semanticContentAttribute = .forceLeftToRight
        let recognizer = try #require(navigation.interactivePopGestureRecognizer as? UIScreenEdgePanGestureRecognizer)
        #expect(recognizer.edges == .left)
        recognizer.edges = .right
        #expect(recognizer.edges == .left)
        #expect(app.host.problems.contains(
            "interactivePopGestureRecognizer's edges follow the navigation controller's layout direction and cannot be "
                + "set. Fix: set semanticContentAttribute on the navigation controller's view (or its trait "
                + "layoutDirection) to choose the edge"))

        _ = try app.host.swipe(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 300, y: 300))
        app.host.runUntilIdle()
        #expect(navigation.viewControllers == [a])
    }
}
