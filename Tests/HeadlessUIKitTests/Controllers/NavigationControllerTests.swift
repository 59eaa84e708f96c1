import Foundation
import Testing
@testable import HeadlessUIKit

@MainActor @Suite struct NavigationControllerTests {
    /// A navigation controller as the window's root with `A` as its root, launched; the shared log cleared.
    private func launched(_ log: EventRecorder) throws -> (NavTestApp, UINavigationController, NavRecordingController) {
        let a = NavRecordingController("A", log: log)
        let navigation = UINavigationController(rootViewController: a)
        let app = try NavTestApp(root: navigation)
        log.clear()
        return (app, navigation, a)
    }

    @Test func launchLoadsAndShowsOnlyTheRootAfterContainment() throws {
        let log = EventRecorder()
        let a = NavRecordingController("A", log: log)
        let navigation = UINavigationController(rootViewController: a)
        let app = try NavTestApp(root: navigation)
        // docs/uikit-rules.md 7.4 then 1.3/7.2: added to the stack, then shown when the window appears.
        #expect(log.events == ["A.willMove(toParent: UINavigationController)", "A.didMove(toParent: UINavigationController)",
                               "A.viewDidLoad", "A.viewWillAppear", "A.viewDidAppear"])
        #expect(a.view.window === app.window)
        #expect(navigation.topViewController === a)
        #expect(a.navigationController === navigation)
    }

    @Test func pushRunsContainmentLoadThenDisappearAppearInUIKitOrder() throws {
        let log = EventRecorder()
        let (_, navigation, a) = try launched(log)
        let b = NavRecordingController("B", log: log)
        navigation.pushViewController(b, animated: false)
        // docs/uikit-rules.md 7.5 push order, 7.2 reason flags, 7.4 containment.
        #expect(log.events == [
            "B.willMove(toParent: UINavigationController)", "B.viewDidLoad",
            "A.viewWillDisappear", "B.viewWillAppear movingToParent",
            "A.viewDidDisappear", "B.viewDidAppear movingToParent",
            "B.didMove(toParent: UINavigationController)",
        ])
        #expect(navigation.viewControllers == [a, b])
        #expect(a.view.superview == nil)
        #expect(b.view.superview === navigation.view)
    }

    @Test func pushIsLoggedInTheHostCallbackLogToo() throws {
        let log = EventRecorder()
        let (app, navigation, _) = try launched(log)
        let b = NavRecordingController("B", log: log)
        navigation.pushViewController(b, animated: false)
        app.host.runUntilIdle()
        // docs/uikit-rules.md 7.1, 7.5: the runtime's own log agrees.
        #expect(app.host.callbacks.names(for: b).filter { !navLayoutCallbacks.contains($0) } == [
            "willMove(toParent:)", "loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear", "didMove(toParent:)",
            "viewSafeAreaInsetsDidChange",
        ], "a push without animation is laid out, and its safe area reported, when the run loop turns")
    }

    @Test func popMirrorsPushWithMovingFromParent() throws {
        let log = EventRecorder()
        let (_, navigation, a) = try launched(log)
        let b = NavRecordingController("B", log: log)
        navigation.pushViewController(b, animated: false)
        log.clear()
        let popped = navigation.popViewController(animated: false)
        // docs/uikit-rules.md 7.5 pop order, 7.2 isMovingFromParent, 7.4 removal.
        #expect(log.events == [
            "B.willMove(toParent: nil)",
            "B.viewWillDisappear movingFromParent", "A.viewWillAppear",
            "B.viewDidDisappear movingFromParent", "B.didMove(toParent: nil)", "A.viewDidAppear",
        ])
        #expect(popped === b)
        #expect(navigation.viewControllers == [a])
        #expect(b.parent == nil)
    }

    @Test func popWithOnlyTheRootReturnsNilAndDoesNothing() throws {
        let log = EventRecorder()
        let (_, navigation, _) = try launched(log)
        #expect(navigation.popViewController(animated: true) == nil)
        #expect(log.events.isEmpty)
    }

    @Test func animatedPushFinishesAfterPointThreeFiveSecondsOfHostTime() throws {
        let log = EventRecorder()
        let (app, navigation, _) = try launched(log)
        let b = NavRecordingController("B", log: log)
        navigation.pushViewController(b, animated: true)
        // docs/uikit-rules.md 7.5: the transition takes 0.35 s; 2.4: idle waits for it.
        #expect(log.events.last == "B.viewWillAppear movingToParent")
        #expect(app.host.pendingWork.contains { $0.kind == .transition })
        app.host.advance(by: 0.34)
        #expect(!log.events.contains("B.viewDidAppear movingToParent"))
        app.host.advance(by: 0.01)
        #expect(Array(log.events.suffix(3)) == ["A.viewDidDisappear", "B.viewDidAppear movingToParent",
                                                "B.didMove(toParent: UINavigationController)"])
    }

    @Test func runUntilIdleWaitsForAnAnimatedPop() throws {
        let log = EventRecorder()
        let (app, navigation, _) = try launched(log)
        navigation.pushViewController(NavRecordingController("B", log: log), animated: false)
        log.clear()
        let start = app.host.clock.now
        navigation.popViewController(animated: true)
        let report = app.host.runUntilIdle()
        // docs/uikit-rules.md 2.4, 7.5.
        #expect(report.idle)
        #expect(app.host.clock.now - start >= 0.35)
        #expect(log.events.last == "A.viewDidAppear")
    }

    @Test func settingThreeControllersAtOnceLoadsOnlyTheTop() throws {
        let log = EventRecorder()
        let (_, navigation, a) = try launched(log)
        let b = NavRecordingController("B", log: log)
        let c = NavRecordingController("C", log: log)
        let d = NavRecordingController("D", log: log)
        navigation.setViewControllers([a, b, c, d], animated: false)
        // docs/uikit-rules.md 7.5: pushing several at once loads only the top.
        #expect(log.events == [
            "B.willMove(toParent: UINavigationController)", "C.willMove(toParent: UINavigationController)",
            "D.willMove(toParent: UINavigationController)", "D.viewDidLoad",
            "A.viewWillDisappear", "D.viewWillAppear movingToParent",
            "A.viewDidDisappear", "D.viewDidAppear movingToParent",
            "B.didMove(toParent: UINavigationController)", "C.didMove(toParent: UINavigationController)",
            "D.didMove(toParent: UINavigationController)",
        ])
        #expect(!b.isViewLoaded)
        #expect(!c.isViewLoaded)
        log.clear()
        navigation.popViewController(animated: false)
        // C loads when it becomes the top; it stays on the stack, so it is not moving to its parent.
        #expect(log.events == [
            "D.willMove(toParent: nil)", "C.viewDidLoad",
            "D.viewWillDisappear movingFromParent", "C.viewWillAppear",
            "D.viewDidDisappear movingFromParent", "D.didMove(toParent: nil)", "C.viewDidAppear",
        ])
    }

    @Test func popToRootPopsEverythingAndOnlyTheTopDisappears() throws {
        let log = EventRecorder()
        let (_, navigation, a) = try launched(log)
        let b = NavRecordingController("B", log: log)
        let c = NavRecordingController("C", log: log)
        navigation.pushViewController(b, animated: false)
        navigation.pushViewController(c, animated: false)
        log.clear()
        let popped = navigation.popToRootViewController(animated: false)
        // docs/uikit-rules.md 7.5: B, under the top, gets no appearance callbacks.
        #expect(log.events == [
            "B.willMove(toParent: nil)", "C.willMove(toParent: nil)",
            "C.viewWillDisappear movingFromParent", "A.viewWillAppear",
            "C.viewDidDisappear movingFromParent", "B.didMove(toParent: nil)", "C.didMove(toParent: nil)",
            "A.viewDidAppear",
        ])
        #expect(popped == [b, c])
        #expect(navigation.viewControllers == [a])
    }

    @Test func popToAControllerOnTheStackPopsWhatIsAboveIt() throws {
        let log = EventRecorder()
        let (_, navigation, a) = try launched(log)
        let b = NavRecordingController("B", log: log)
        let c = NavRecordingController("C", log: log)
        navigation.setViewControllers([a, b, c], animated: false)
        log.clear()
        let popped = navigation.popToViewController(b, animated: false)
        // docs/uikit-rules.md 7.5.
        #expect(popped == [c])
        #expect(navigation.viewControllers == [a, b])
        #expect(log.events == [
            "C.willMove(toParent: nil)", "B.viewDidLoad",
            "C.viewWillDisappear movingFromParent", "B.viewWillAppear",
            "C.viewDidDisappear movingFromParent", "C.didMove(toParent: nil)", "B.viewDidAppear",
        ])
    }

    @Test func popToAControllerNotOnTheStackIsAReportedNoOp() throws {
        let log = EventRecorder()
        let (app, navigation, a) = try launched(log)
        let stranger = NavRecordingController("X", log: log)
        let popped = navigation.popToViewController(stranger, animated: false)
        // docs/uikit-rules.md 7.5: the controller must be on the stack.
        #expect(popped == nil)
        #expect(navigation.viewControllers == [a])
        #expect(log.events.isEmpty)
        #expect(app.host.problems.contains { $0.contains("not on the stack") })
    }

    @Test func pushingAControllerAlreadyOnTheStackIsReportedAndIgnored() throws {
        let log = EventRecorder()
        let (app, navigation, a) = try launched(log)
        navigation.pushViewController(a, animated: false)
        #expect(navigation.viewControllers == [a])
        #expect(log.events.isEmpty)
        #expect(app.host.problems.contains { $0.contains("already on the stack") })
    }

    @Test func delegateHearsWillShowBeforeAppearanceAndDidShowAfter() throws {
        let log = EventRecorder()
        let (app, navigation, _) = try launched(log)
        let delegate = NavRecordingDelegate(log: log)
        navigation.delegate = delegate
        navigation.pushViewController(NavRecordingController("B", log: log), animated: true)
        app.host.runUntilIdle()
        // docs/uikit-rules.md 7.5: delegate willShow/didShow.
        #expect(log.events.filter { !$0.contains("Move") } == [
            "B.viewDidLoad", "delegate.willShow B", "A.viewWillDisappear", "B.viewWillAppear movingToParent",
            "A.viewDidDisappear", "B.viewDidAppear movingToParent", "delegate.didShow B",
        ])
    }

    @Test func tappingTheBackButtonPopsLikeAFinger() throws {
        let log = EventRecorder()
        let (app, navigation, a) = try launched(log)
        navigation.pushViewController(NavRecordingController("B", log: log), animated: false)
        app.host.runUntilIdle()
        let back = try #require(navView("back", in: navigation.navigationBar))
        // docs/uikit-rules.md 7.5: the back button is titled with the previous controller's title.
        #expect(back.accessibilityLabel == "A")
        #expect(navView("title", in: navigation.navigationBar)?.accessibilityLabel == "B")
        log.clear()
        let hit = try app.tap(back)
        // docs/uikit-rules.md 5.1 (hit test) and 7.5 (tapping it pops, animated).
        #expect(hit === back)
        #expect(navigation.viewControllers == [a])
        #expect(log.events.filter { !$0.contains("Move") } == [
            "B.viewWillDisappear movingFromParent", "A.viewWillAppear",
            "B.viewDidDisappear movingFromParent", "A.viewDidAppear",
        ])
        #expect(navView("back", in: navigation.navigationBar) == nil)
    }

    @Test func backButtonTitleFollowsUIKitsPreferences() throws {
        let log = EventRecorder()
        let (app, navigation, a) = try launched(log)
        a.navigationItem.backButtonTitle = "Home"
        navigation.pushViewController(UIViewController(), animated: false)
        app.host.runUntilIdle()
        #expect(navView("back", in: navigation.navigationBar)?.accessibilityLabel == "Home")
        a.navigationItem.backButtonTitle = nil
        a.title = nil
        app.host.runUntilIdle()
        #expect(navView("back", in: navigation.navigationBar)?.accessibilityLabel == "Back")
    }

    @Test func tappingABarButtonItemRunsItsTypedTargetAction() throws {
        let log = EventRecorder()
        let (app, navigation, a) = try launched(log)
        let editor = NavActionTarget()
        a.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Save", style: .done, target: editor, action: NavActionTarget.save)
        var shared = 0
        a.navigationItem.leftBarButtonItem = UIBarButtonItem(primaryAction: UIAction(title: "Share") { _ in shared += 1 })
        app.host.runUntilIdle()
        let save = try #require(navView("right.0", in: navigation.navigationBar))
        let share = try #require(navView("left.0", in: navigation.navigationBar))
        #expect(save.accessibilityLabel == "Save")
        #expect(share.accessibilityLabel == "Share")
        try app.tap(save)
        try app.tap(share)
        // docs/uikit-rules.md 0: typed target-action and UIAction, fired by a tap.
        #expect(editor.saves == 1)
        #expect(shared == 1)
    }

    @Test func barFramesInPortraitAndLandscape() throws {
        let log = EventRecorder()
        let (app, navigation, _) = try launched(log)
        navigation.setToolbarHidden(false, animated: false)
        app.host.runUntilIdle()
        // docs/uikit-rules.md 3.2: status bar 20, navigation bar 44, toolbar 44.
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 20, width: 375, height: 44))
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 623, width: 375, height: 44))
        let result = app.host.rotate(to: .landscapeLeft)
        app.host.runUntilIdle()
        // docs/uikit-rules.md 3.3: 667×375 in landscape; 14.4, 14.7: no status bar there, the bar goes to the top;
        // 7.70: both bars are 32 pt lying down.
        #expect(result.rotated)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 667, height: 32))
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 343, width: 667, height: 32))
    }

    @Test func childExtendsUnderTranslucentBarsAndIsInsetByOpaqueOnes() throws {
        let log = EventRecorder()
        let (app, navigation, a) = try launched(log)
        navigation.setToolbarHidden(false, animated: false)
        app.host.runUntilIdle()
        // docs/uikit-rules.md 7.3: translucent by default, edgesForExtendedLayout all.
        #expect(a.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        navigation.navigationBar.isTranslucent = false
        navigation.toolbar.isTranslucent = false
        app.host.runUntilIdle()
        #expect(a.view.frame == CGRect(x: 0, y: 64, width: 375, height: 559))
        a.extendedLayoutIncludesOpaqueBars = true
        navigation.view.setNeedsLayout()
        app.host.runUntilIdle()
        #expect(a.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        a.extendedLayoutIncludesOpaqueBars = false
        navigation.navigationBar.isTranslucent = true
        navigation.toolbar.isTranslucent = true
        a.edgesForExtendedLayout = [.bottom]
        navigation.view.setNeedsLayout()
        app.host.runUntilIdle()
        #expect(a.view.frame == CGRect(x: 0, y: 64, width: 375, height: 603))
    }

    @Test func hiddenNavigationBarLetsTheChildFillTheScreen() throws {
        let log = EventRecorder()
        let (app, navigation, a) = try launched(log)
        navigation.navigationBar.isTranslucent = false
        navigation.setNavigationBarHidden(true, animated: false)
        app.host.runUntilIdle()
        #expect(navigation.navigationBar.isHidden)
        #expect(a.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    }

    @Test func toolbarShowsTheTopsToolbarItemsAsTappableViews() throws {
        let log = EventRecorder()
        let (app, navigation, a) = try launched(log)
        var refreshed = 0
        a.toolbarItems = [.flexibleSpace(), UIBarButtonItem(primaryAction: UIAction(title: "Refresh") { _ in refreshed += 1 })]
        navigation.setToolbarHidden(false, animated: false)
        app.host.runUntilIdle()
        let refresh = try #require(navView("toolbar.1", in: navigation.toolbar))
        #expect(refresh.accessibilityLabel == "Refresh")
        #expect(abs(refresh.frame.maxX - (375 - 8)) < 0.001)
        try app.tap(refresh)
        #expect(refreshed == 1)
    }

    @Test func promptMakesTheBarTaller() throws {
        let log = EventRecorder()
        let (app, navigation, a) = try launched(log)
        a.navigationItem.prompt = "Choose one"
        app.host.runUntilIdle()
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 20, width: 375, height: 74))
        #expect(navView("prompt", in: navigation.navigationBar)?.accessibilityLabel == "Choose one")
    }
}
