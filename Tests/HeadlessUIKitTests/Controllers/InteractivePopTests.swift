import Foundation
import Testing
@testable import HeadlessUIKit

/// The swipe back from the leading edge: `interactivePopGestureRecognizer` (docs/uikit-rules.md 7.37-7.38).
@MainActor @Suite struct InteractivePopTests {
    /// A launched navigation controller showing B over A, settled, with the delegate recording into the log too.
    private struct Stack {
        let app: NavTestApp
        let navigation: UINavigationController
        let a: NavRecordingController
        let b: NavRecordingController
        let delegate: NavRecordingDelegate
    }

    private func stack(_ log: EventRecorder) throws -> Stack {
        let a = NavRecordingController("A", log: log)
        let navigation = UINavigationController(rootViewController: a)
        let app = try NavTestApp(root: navigation)
        let b = NavRecordingController("B", log: log)
        navigation.pushViewController(b, animated: false)
        app.host.runUntilIdle()
        let delegate = NavRecordingDelegate(log: log)
        navigation.delegate = delegate
        log.clear()
        return Stack(app: app, navigation: navigation, a: a, b: b, delegate: delegate)
    }

    /// One finger down 5 pt from the left edge at y = 300, then moved to each x in turn, 0.1 s apart.
    private func drag(_ host: HeadlessHost, through xs: [CGFloat]) throws {
        try host.send([ViewTouch.began(1, 5, 300)])
        for x in xs {
            host.advance(by: 0.1)
            try host.send([ViewTouch.moved(1, x, 300)])
        }
    }

    // docs/uikit-rules.md 7.37: the recognizer is a left-edge pan on the navigation controller's view.
    @Test func theRecognizerIsALeftEdgePanOnTheNavigationControllersView() throws {
        let stack = try stack(EventRecorder())
        let recognizer = try #require(stack.navigation.interactivePopGestureRecognizer as? UIScreenEdgePanGestureRecognizer)
        #expect(recognizer.edges == .left)
        #expect(recognizer.view === stack.navigation.view)
        #expect(stack.navigation.view.gestureRecognizers?.contains(recognizer) == true)
    }

    // docs/uikit-rules.md 7.37: only a touch that comes down in the edge's 20-pt strip reaches the recognizer, so a
    // tap elsewhere (what `touch.delivered` reports) involves it not at all.
    @Test func onlyTouchesAtTheLeadingEdgeReachTheRecognizer() throws {
        let stack = try stack(EventRecorder())
        let recognizer = try #require(stack.navigation.interactivePopGestureRecognizer)
        try stack.app.host.send([ViewTouch.began(1, 200, 300)])
        #expect(recognizer.claimedTouches.isEmpty)
        try stack.app.host.send([ViewTouch.ended(1, 200, 300)])
        try stack.app.host.send([ViewTouch.began(2, 5, 300)])
        #expect(recognizer.claimedTouches.count == 1)
        try stack.app.host.send([ViewTouch.ended(2, 5, 300)])
    }

    // docs/uikit-rules.md 7.37, 7.38: the pop begins with the swipe (will-callbacks, willShow) and, lifted past
    // halfway while moving slowly, finishes after the rest of the 0.35 s.
    @Test func aSwipePastHalfwayPopsTheTopAfterTheRestOfTheTransition() throws {
        let log = EventRecorder()
        let stack = try stack(log)
        try drag(stack.app.host, through: [40, 120, 200, 250, 255])
        #expect(log.events == [
            "B.willMove(toParent: nil)", "delegate.willShow A",
            "B.viewWillDisappear movingFromParent", "A.viewWillAppear",
        ], "the swipe began at x = 40: the top is on its way out while the finger is down")
        #expect(stack.navigation.viewControllers == [stack.a])
        #expect(stack.b.view.superview === stack.navigation.view, "the old top stays until the transition ends")
        stack.app.host.advance(by: 5)
        #expect(log.events.count == 4, "held open while the finger is down: the clock does not end it")

        // 250 pt of 375 travelled at 50 pt/s: finishes, taking (1 - 250/375) × 0.35 s = 0.11667 s.
        try stack.app.host.send([ViewTouch.ended(1, 255, 300)])
        stack.app.host.advance(by: 0.116)
        #expect(log.events.count == 4)
        stack.app.host.advance(by: 0.001)
        #expect(log.events == [
            "B.willMove(toParent: nil)", "delegate.willShow A",
            "B.viewWillDisappear movingFromParent", "A.viewWillAppear",
            "B.viewDidDisappear movingFromParent", "B.didMove(toParent: nil)", "A.viewDidAppear", "delegate.didShow A",
        ])
        #expect(stack.b.parent == nil && stack.b.view.superview == nil)
        #expect(stack.navigation.navigationBar.items?.count == 1)
    }

    // docs/uikit-rules.md 7.38, 7.14: lifted short of halfway while moving slowly, the pop is cancelled after the
    // part travelled: the stack, the bar and the old top come back, and the delegate hears no didShow.
    @Test func aShortSlowSwipeIsCancelledAndTheTopComesBack() throws {
        let log = EventRecorder()
        let stack = try stack(log)
        try drag(stack.app.host, through: [40, 80, 95, 100])
        try stack.app.host.send([ViewTouch.ended(1, 100, 300)])
        #expect(stack.navigation.viewControllers == [stack.a], "until the cancel plays out the pop stands")
        // 95 pt of 375 travelled: the cancel takes 95/375 × 0.35 s = 0.08867 s.
        stack.app.host.advance(by: 0.088)
        #expect(log.events.count == 4)
        stack.app.host.advance(by: 0.001)
        #expect(log.events == [
            "B.willMove(toParent: nil)", "delegate.willShow A",
            "B.viewWillDisappear movingFromParent", "A.viewWillAppear",
            "A.viewWillDisappear", "A.viewDidDisappear", "B.didMove(toParent: UINavigationController)",
            "B.viewWillAppear", "B.viewDidAppear",
        ])
        #expect(stack.navigation.viewControllers == [stack.a, stack.b])
        #expect(stack.navigation.navigationBar.items?.count == 2)
        #expect(stack.b.view.superview === stack.navigation.view && stack.a.view.superview == nil)
    }

    // docs/uikit-rules.md 7.38: a flick finishes the pop however short it was.
    @Test func aFlickFinishesAShortSwipe() throws {
        let log = EventRecorder()
        let stack = try stack(log)
        try stack.app.host.swipe(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 100, y: 300), duration: 0.1, steps: 5)
        stack.app.host.runUntilIdle()
        #expect(stack.navigation.viewControllers == [stack.a])
        #expect(log.events.suffix(2) == ["A.viewDidAppear", "delegate.didShow A"])
    }

    // docs/uikit-rules.md 7.37: the built-in rule refuses a swipe when there is nothing to pop, when the bar is
    // hidden, and when the top's left items replace the back button; an app's own delegate decides instead.
    @Test func theBuiltInRuleRefusesWhenTheBackButtonIsReplacedOrTheBarHidden() throws {
        let log = EventRecorder()
        let stack = try stack(log)
        let swipeBack = { try stack.app.host.swipe(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 300, y: 300)) }

        stack.b.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", style: .plain, target: nil, action: nil)
        _ = try swipeBack()
        stack.app.host.runUntilIdle()
        #expect(stack.navigation.viewControllers == [stack.a, stack.b], "a left item replaces the back button")

        stack.b.navigationItem.leftItemsSupplementBackButton = true
        stack.navigation.isNavigationBarHidden = true
        _ = try swipeBack()
        stack.app.host.runUntilIdle()
        #expect(stack.navigation.viewControllers == [stack.a, stack.b], "the bar is hidden")

        // The well-known app fix: its own delegate (here, none at all) lets the swipe through.
        stack.navigation.interactivePopGestureRecognizer?.delegate = nil
        _ = try swipeBack()
        stack.app.host.runUntilIdle()
        #expect(stack.navigation.viewControllers == [stack.a])

        // Nothing to pop: the root stays whatever the delegate says.
        _ = try swipeBack()
        stack.app.host.runUntilIdle()
        #expect(stack.navigation.viewControllers == [stack.a])
        #expect(stack.app.host.problems.isEmpty)
    }

    // docs/uikit-rules.md 7.37: a swipe that starts away from the edge is a touch for the views, not a pop; a
    // disabled recognizer pops nothing.
    @Test func aSwipeAwayFromTheEdgeOrWithTheRecognizerDisabledPopsNothing() throws {
        let stack = try stack(EventRecorder())
        _ = try stack.app.host.swipe(from: CGPoint(x: 40, y: 300), to: CGPoint(x: 300, y: 300))
        stack.app.host.runUntilIdle()
        #expect(stack.navigation.viewControllers.count == 2)
        stack.navigation.interactivePopGestureRecognizer?.isEnabled = false
        _ = try stack.app.host.swipe(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 300, y: 300))
        stack.app.host.runUntilIdle()
        #expect(stack.navigation.viewControllers.count == 2)
    }

    // docs/uikit-rules.md 7.38: a change of the stack while the swipe holds the pop finishes the pop first; the
    // finger's lift then changes nothing.
    @Test func aPushDuringTheSwipeFinishesThePopAndTheLiftIsIgnored() throws {
        let log = EventRecorder()
        let stack = try stack(log)
        try drag(stack.app.host, through: [40, 80])
        let c = NavRecordingController("C", log: log)
        stack.navigation.pushViewController(c, animated: false)
        try stack.app.host.send([ViewTouch.ended(1, 80, 300)])
        stack.app.host.runUntilIdle()
        #expect(stack.navigation.viewControllers == [stack.a, c])
        #expect(stack.b.parent == nil)
    }
}
