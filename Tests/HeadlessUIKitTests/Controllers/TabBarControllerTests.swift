import Foundation
import Testing
@testable import HeadlessUIKit

@MainActor @Suite struct TabBarControllerTests {
    /// A tab bar controller with recording children named A, B, C, ... as the window's root, launched; the shared
    /// log cleared.
    private func launched(_ log: EventRecorder, tabs count: Int = 3) throws -> (NavTestApp, UITabBarController, [NavRecordingController]) {
        let children = (0..<count).map { NavRecordingController(String(UnicodeScalar(UInt8(65 + $0))), log: log) }
        let tabs = UITabBarController()
        tabs.viewControllers = children
        let app = try NavTestApp(root: tabs)
        log.clear()
        return (app, tabs, children)
    }

    @Test func launchShowsOnlyTheFirstTab() throws {
        let log = EventRecorder()
        let children = ["A", "B"].map { NavRecordingController($0, log: log) }
        let tabs = UITabBarController()
        tabs.viewControllers = children
        let app = try NavTestApp(root: tabs)
        // docs/uikit-rules.md 7.6: only the selected child's view is in the window; 7.4 containment for every tab.
        #expect(log.events == [
            "A.willMove(toParent: UITabBarController)", "B.willMove(toParent: UITabBarController)",
            "A.didMove(toParent: UITabBarController)", "B.didMove(toParent: UITabBarController)",
            "A.viewDidLoad", "A.viewWillAppear", "A.viewDidAppear",
        ])
        #expect(children[0].view.window === app.window)
        #expect(!children[1].isViewLoaded)
        #expect(tabs.selectedIndex == 0)
        #expect(children[1].tabBarController === tabs)
    }

    @Test func switchingTabsDisappearsTheOldBeforeTheNewAppears() throws {
        let log = EventRecorder()
        let (app, tabs, children) = try launched(log)
        tabs.selectedIndex = 1
        // docs/uikit-rules.md 7.6 tab switch order; no reason flags, nothing moves between parents.
        #expect(log.events == [
            "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear",
        ])
        #expect(children[0].view.window == nil)
        #expect(children[1].view.window === app.window)
        #expect(tabs.selectedViewController === children[1])
    }

    @Test func tappingATabItemAsksTheDelegateThenSelectsThenTellsIt() throws {
        let log = EventRecorder()
        let (app, tabs, children) = try launched(log)
        let delegate = NavRecordingDelegate(log: log)
        tabs.delegate = delegate
        let item = try #require(navView("tab.2", in: tabs.tabBar))
        #expect(item.accessibilityLabel == "C")
        try app.tap(item)
        // docs/uikit-rules.md 7.6: shouldSelect, then the switch, then didSelect.
        #expect(log.events == [
            "delegate.shouldSelect C", "C.viewDidLoad", "A.viewWillDisappear", "C.viewWillAppear",
            "A.viewDidDisappear", "C.viewDidAppear", "delegate.didSelect C",
        ])
        #expect(tabs.selectedIndex == 2)
        #expect(children[2].view.window === app.window)
        #expect(navView("tab.2", in: tabs.tabBar)?.accessibilityTraits.contains(.selected) == true)
    }

    @Test func shouldSelectRefusingKeepsTheSelection() throws {
        let log = EventRecorder()
        let (app, tabs, children) = try launched(log)
        let delegate = NavRecordingDelegate(log: log)
        delegate.refused = [children[1]]
        tabs.delegate = delegate
        try app.tap(try #require(navView("tab.1", in: tabs.tabBar)))
        // docs/uikit-rules.md 7.6.
        #expect(log.events == ["delegate.shouldSelect B"])
        #expect(tabs.selectedIndex == 0)
        #expect(!children[1].isViewLoaded)
    }

    @Test func badgeIsTheItemViewsAccessibilityValue() throws {
        let log = EventRecorder()
        let (app, tabs, children) = try launched(log)
        children[1].tabBarItem.badgeValue = "3"
        app.host.runUntilIdle()
        // docs/uikit-rules.md 7.6: badgeValue.
        #expect(navView("tab.1", in: tabs.tabBar)?.accessibilityValue == "3")
        #expect(navView("tab.0", in: tabs.tabBar)?.accessibilityValue == nil)
    }

    @Test func sixChildrenMakeTheFifthTabMoreWhichListsTheRest() throws {
        let log = EventRecorder()
        let (app, tabs, children) = try launched(log, tabs: 6)
        // docs/uikit-rules.md 7.6: more than 5 children, the 5th tab becomes More.
        #expect(tabs.tabBar.items?.count == 5)
        let moreTab = try #require(navView("tab.4", in: tabs.tabBar))
        #expect(moreTab.accessibilityLabel == "More")
        try app.tap(moreTab)
        #expect(tabs.selectedViewController === tabs.moreNavigationController)
        #expect(tabs.selectedIndex == NSNotFound)
        let rows = [navView("more.0", in: app.window), navView("more.1", in: app.window)]
        #expect(rows.map { $0?.accessibilityLabel } == ["E", "F"])
        log.clear()
        try app.tap(try #require(rows[1]))
        #expect(log.events.filter { !$0.contains("Move") } == [
            "F.viewDidLoad", "F.viewWillAppear movingToParent", "F.viewDidAppear movingToParent",
        ])
        #expect(children[5].view.window === app.window)
        #expect(children[5].navigationController === tabs.moreNavigationController)
        #expect(children[5].tabBarController === tabs)
        #expect(tabs.selectedIndex == 5)
    }

    @Test func tabBarFramesAndChildFramesForTranslucentAndOpaqueBars() throws {
        let log = EventRecorder()
        let (app, tabs, children) = try launched(log)
        app.host.runUntilIdle()
        // docs/uikit-rules.md 3.2: tab bar 49; 7.3: the child extends under a translucent bar.
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 618, width: 375, height: 49))
        #expect(children[0].view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        tabs.tabBar.isTranslucent = false
        app.host.runUntilIdle()
        #expect(children[0].view.frame == CGRect(x: 0, y: 0, width: 375, height: 618))
        app.host.rotate(to: .landscapeLeft)
        app.host.runUntilIdle()
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 326, width: 667, height: 49))
        #expect(children[0].view.frame == CGRect(x: 0, y: 0, width: 667, height: 326))
    }

    @Test func hidesBottomBarWhenPushedHidesTheTabBarWhileThatControllerIsPushed() throws {
        let log = EventRecorder()
        let root = NavRecordingController("A", log: log)
        let navigation = UINavigationController(rootViewController: root)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, NavRecordingController("B", log: log)]
        let app = try NavTestApp(root: tabs)
        let detail = NavRecordingController("D", log: log)
        detail.hidesBottomBarWhenPushed = true
        navigation.pushViewController(detail, animated: true)
        app.host.runUntilIdle()
        // docs/uikit-rules.md 7.5: hidesBottomBarWhenPushed.
        #expect(tabs.tabBar.isHidden)
        #expect(navigation.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        navigation.popViewController(animated: false)
        app.host.runUntilIdle()
        #expect(!tabs.tabBar.isHidden)
    }

    @Test func tappingTheSelectedNavigationTabPopsToItsRoot() throws {
        let log = EventRecorder()
        let root = NavRecordingController("A", log: log)
        let navigation = UINavigationController(rootViewController: root)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, NavRecordingController("B", log: log)]
        let app = try NavTestApp(root: tabs)
        navigation.pushViewController(NavRecordingController("C", log: log), animated: false)
        try app.tap(try #require(navView("tab.0", in: tabs.tabBar)))
        #expect(navigation.viewControllers == [root])
    }
}
