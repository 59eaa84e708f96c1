import Foundation
import HeadlessUIKit
import Testing
import UIHostProtocol
@testable import UIHostCore
@testable import UIHostServer
import UIHostTesting
@testable import UIHostWebSocket

extension DemoAutomation {
    /// Taps a view by accessibility identifier, as a script does.
    func tap(_ identifier: String) throws {
        try call("input.tap", ["view": ["accessibilityIdentifier": .string(identifier)]])
    }

    /// Presents the demo's tab bar controller from the home screen.
    func openTabs() throws {
        try tap("demo.tabs")
    }

    /// The root of controller.tree.
    func controllerRoot() throws -> JSON {
        try #require(try call("controller.tree")["root"])
    }
}

@Suite @MainActor struct AutomationNavigationBackTests {
    @Test func backPopsThroughTheBackButtonAndReportsTheCallbacks() throws {
        let demo = try DemoAutomation()
        try demo.tap("demo.navigation")
        try demo.tap("pushNext")
        #expect(try demo.call("view.get", ["view": ["tag": 50]])["accessibilityLabel"] == "Screen 2")
        let back = try demo.call("navigation.back")
        #expect(back["popped"]?["title"] == "Screen 2")
        #expect(back["popped"]?["class"] == "DemoNumberedViewController")
        #expect(back["top"]?["title"] == "Screen 1")
        #expect(back["via"] == "backButton")
        // docs/uikit-rules.md 7.5: the popped controller's willMove, the appearance pair around the 0.35 s transition
        // (screen 1's view laid out as it returns), its didMove(toParent: nil), then screen 1's viewDidAppear.
        #expect(back["callbacks"] == ["willMove(toParent:)", "viewWillDisappear", "viewWillAppear",
                                      "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
                                      "viewDidDisappear", "didMove(toParent:)", "viewDidAppear",
                                      "viewWillLayoutSubviews", "viewDidLayoutSubviews"])
        #expect(try demo.call("view.get", ["view": ["tag": 50]])["accessibilityLabel"] == "Screen 1")
        #expect(try demo.call("navigation.back")["top"]?["class"] == "DemoHomeViewController")
        #expect(try demo.call("view.get", ["view": ["tag": 2]])["accessibilityIdentifier"] == "counter")
    }

    @Test func backWithoutAnimationPopsInCode() throws {
        let demo = try DemoAutomation()
        try demo.tap("demo.navigation")
        let back = try demo.call("navigation.back", ["animated": false])
        #expect(back["via"] == "popViewController")
        #expect(back["top"]?["title"] == "UIHost Demo")
        #expect(back["callbacks"]?.arrayValue?.contains("viewDidAppear") == true)
    }

    @Test func backWithTheRootOnlyIsNoSuchControllerAndChangesNothing() throws {
        let demo = try DemoAutomation()
        let before = try demo.controllerRoot()
        let error = try #require(try demo.error("navigation.back"))
        #expect(error.code == -32001)
        #expect(error.data?["selector"] == ["controller": "top"])
        #expect(error.data?["stack"] == before["navigation"]?["stack"])
        #expect(error.message.contains("nothing to pop"))
        #expect(try demo.controllerRoot() == before)
    }

    @Test func backWithNoNavigationControllerOnTopIsNoSuchController() throws {
        let demo = try DemoAutomation()
        try demo.tap("presentModal")
        let error = try #require(try demo.error("navigation.back"))
        #expect(error.code == -32001)
        #expect(error.data == ["selector": ["controller": "top"]])
        #expect(error.message.contains("DemoModalViewController"))
        #expect(try demo.controllerRoot()["presented"]?["class"] == "DemoModalViewController")
    }

    @Test func backPopsTheNavigationControllerOfTheSelectedTab() throws {
        let demo = try DemoAutomation()
        try demo.openTabs()
        try demo.tap("pushInTab")
        let back = try demo.call("navigation.back")
        #expect(back["popped"]?["title"] == "Screen 1")
        #expect(back["top"]?["title"] == "Stack")
        #expect(try demo.controllerRoot()["navigation"]?["stack"]?.arrayValue?.count == 1, "the home stack is untouched")
    }

    @Test func badParametersAreRefusedBeforeAnythingChanges() throws {
        let demo = try DemoAutomation()
        try demo.tap("demo.navigation")
        #expect(try demo.error("navigation.back", ["wait": "later"])?.data?["field"] == "wait")
        #expect(try demo.error("navigation.back", ["animated": "yes"])?.data?["field"] == "animated")
        #expect(try demo.controllerRoot()["navigation"]?["stack"]?.arrayValue?.count == 2)
    }
}

@Suite @MainActor struct AutomationTabsTests {
    @Test func selectByIndexTapsTheTabItem() throws {
        let demo = try DemoAutomation()
        try demo.openTabs()
        let result = try demo.call("tabs.select", ["index": 1])
        #expect(result["selected"] == true)
        #expect(result["reason"] == nil)
        #expect(result["index"] == 1)
        #expect(result["title"] == "Inbox")
        #expect(result["controller"]?["class"] == "DemoTabViewController")
        #expect(result["via"] == "tabBar")
        #expect(result["callbacks"]?.arrayValue?.contains("viewDidAppear") == true)
        #expect(try demo.call("view.get", ["view": ["tag": 60]])["accessibilityLabel"] == "Inbox")
        #expect(try demo.controllerRoot()["presented"]?["tabs"] == ["selectedIndex": 1, "count": 3])
    }

    @Test func selectByTitleAndBackToTheFirst() throws {
        let demo = try DemoAutomation()
        try demo.openTabs()
        #expect(try demo.call("tabs.select", ["title": "Inbox"])["index"] == 1)
        let back = try demo.call("tabs.select", ["title": "Stack"])
        #expect(back["selected"] == true)
        #expect(back["controller"]?["class"] == "UINavigationController")
        #expect(try demo.call("view.get", ["view": ["tag": 60]])["accessibilityLabel"] == "Stack")
    }

    @Test func aTabTheDelegateRefusesIsAResultNotAnError() throws {
        let demo = try DemoAutomation()
        try demo.openTabs()
        let result = try demo.call("tabs.select", ["title": "Locked"])
        #expect(result["selected"] == false)
        #expect(result["reason"]?.stringValue?.contains("shouldSelect") == true)
        #expect(result["index"] == 0)
        #expect(result["title"] == "Stack")
        #expect(try demo.controllerRoot()["presented"]?["tabs"]?["selectedIndex"] == 0)
    }

    @Test func withoutATabBarControllerItIsNoSuchController() throws {
        let error = try #require(try DemoAutomation().error("tabs.select", ["index": 0]))
        #expect(error.code == -32001)
        #expect(error.data == ["selector": ["controller": "top"]])
        #expect(error.message.contains("no tab bar controller"))
    }

    @Test func badIndexOrTitleNamesTheFieldAndListsTheTabs() throws {
        let demo = try DemoAutomation()
        try demo.openTabs()
        let index = try #require(try demo.error("tabs.select", ["index": 3]))
        #expect(index.code == -32602)
        #expect(index.data?["field"] == "index")
        #expect(index.message.contains("0: \"Stack\", 1: \"Inbox\", 2: \"Locked\""))
        let title = try #require(try demo.error("tabs.select", ["title": "Outbox"]))
        #expect(title.data?["field"] == "title")
        #expect(title.message.contains("\"Inbox\""))
        #expect(try demo.error("tabs.select", ["index": 1, "title": "Inbox"])?.code == -32602)
        #expect(try demo.error("tabs.select")?.code == -32602)
        #expect(try demo.controllerRoot()["presented"]?["tabs"]?["selectedIndex"] == 0, "failed calls changed nothing")
    }
}

@Suite @MainActor struct AutomationControllerTreeNavigationTests {
    @Test func navigationControllersShowTheirStack() throws {
        let demo = try DemoAutomation()
        var root = try demo.controllerRoot()
        #expect(root["class"] == "UINavigationController")
        let home = try #require(root["children"]?[0])
        #expect(home["class"] == "DemoHomeViewController")
        #expect(root["navigation"] == ["stack": [try #require(home["ref"])]])
        #expect(root["tabs"] == nil)
        try demo.tap("demo.navigation")
        root = try demo.controllerRoot()
        let children = try #require(root["children"]?.arrayValue)
        #expect(root["navigation"]?["stack"] == .array(children.compactMap { $0["ref"] }))
        #expect(children.map { $0["title"] } == ["UIHost Demo", "Screen 1"])
    }

    @Test func tabBarControllersShowTheSelectedIndexAndCount() throws {
        let demo = try DemoAutomation()
        try demo.openTabs()
        let tabs = try #require(try demo.controllerRoot()["presented"])
        #expect(tabs["class"] == "DemoTabBarController")
        #expect(tabs["tabs"] == ["selectedIndex": 0, "count": 3])
        #expect(tabs["children"]?[0]?["navigation"]?["stack"]?.arrayValue?.count == 1, "the Stack tab's navigation controller")
    }
}

@Suite @MainActor struct AutomationTransitionEventTests {
    @Test func pushPopPresentTabAndDismissAreReported() throws {
        let demo = try DemoAutomation()
        try demo.call("events.subscribe", ["events": ["controller.transition"]])
        _ = try demo.notifications()
        let root = try demo.controllerRoot()
        let navigation = try #require(root["ref"])
        let home = try #require(root["children"]?[0]?["ref"])

        func transitions() throws -> [JSON] {
            try demo.notifications().filter { $0["method"] == "controller.transition" }.compactMap { $0["params"] }
        }

        try demo.tap("demo.navigation")
        let screen = try #require(try demo.controllerRoot()["children"]?[1]?["ref"])
        #expect(try transitions() == [["kind": "push", "from": home, "to": screen]])
        try demo.call("navigation.back")
        #expect(try transitions() == [["kind": "pop", "from": screen, "to": home]])

        try demo.openTabs()
        let tabs = try #require(try demo.controllerRoot()["presented"])
        let tabsRef = try #require(tabs["ref"])
        #expect(try transitions() == [["kind": "present", "from": navigation, "to": tabsRef]])
        try demo.call("tabs.select", ["index": 1])
        let inbox = try #require(try demo.controllerRoot()["presented"]?["children"]?[1]?["ref"])
        #expect(try transitions() == [["kind": "tab", "from": try #require(tabs["children"]?[0]?["ref"]), "to": inbox]])
        try demo.call("tabs.select", ["title": "Locked"])
        #expect(try transitions().isEmpty, "a refused tab changes nothing")
        try demo.call("controller.dismiss")
        #expect(try transitions() == [["kind": "dismiss", "from": tabsRef, "to": navigation]])
    }

    @Test func unsubscribedClientsGetNoTransitions() throws {
        let demo = try DemoAutomation()
        try demo.call("events.subscribe", ["events": ["touch.delivered"]])
        try demo.tap("demo.navigation")
        #expect(try demo.notifications().allSatisfy { $0["method"] == "touch.delivered" })
    }
}

@Suite @MainActor struct DemoCatalogueScreenTests {
    @Test func theHomeScreenListsTheDemosAndKeepsItsTouchViews() throws {
        let demo = try DemoAutomation()
        for (tag, title) in [(40, "Navigation stack"), (41, "Tab bar"), (42, "Modal styles"), (43, "Rotation-aware layout")] {
            #expect(try demo.call("view.find", ["text": .string(title)])["views"]?[0]?["tag"] == .int(tag))
        }
        #expect(try demo.call("view.find", ["tag": 2])["views"]?[0]?["frame"] == ["x": 20, "y": 84, "width": 150, "height": 100])
        #expect(try demo.call("view.find", ["accessibilityIdentifier": "title"])["views"]?[0]?["accessibilityLabel"] == "UIHost Demo")
    }

    @Test func numberedScreensPushOneAnother() throws {
        let demo = try DemoAutomation()
        try demo.call("input.tap", ["view": ["text": "Navigation stack"]])
        try demo.call("input.tap", ["view": ["text": "Push"]])
        try demo.call("input.tap", ["view": ["text": "Push"]])
        #expect(try demo.controllerRoot()["navigation"]?["stack"]?.arrayValue?.count == 4)
        #expect(try demo.call("view.find", ["accessibilityIdentifier": "back"])["views"]?[0]?["accessibilityLabel"] == "Screen 2")
        #expect(try demo.call("view.get", ["view": ["tag": 50]])["accessibilityLabel"] == "Screen 3")
    }

    @Test func theTabBarHasThreeTabsOneWithABadgeAndDoneDismissesIt() throws {
        let demo = try DemoAutomation()
        try demo.openTabs()
        let items = try demo.call("view.find", ["class": "BarItemView", "all": true])["views"]?.arrayValue ?? []
        let tabs = items.filter { $0["accessibilityIdentifier"]?.stringValue?.hasPrefix("tab.") == true }
        #expect(tabs.map { $0["accessibilityLabel"] } == ["Stack", "Inbox", "Locked"])
        #expect(try demo.call("view.get", ["view": ["accessibilityIdentifier": "tab.1"]])["accessibilityValue"] == "3")
        try demo.call("input.tap", ["view": ["text": "Done"]])
        #expect(try demo.controllerRoot()["presented"] == nil)
        #expect(try demo.controllerRoot()["appearance"] == "appeared")
    }

    @Test func modalStylesPresentEachStyleWithADoneView() throws {
        let demo = try DemoAutomation()
        try demo.tap("demo.modals")
        for (identifier, presenterAppearance) in [("modal.fullScreen", "disappeared"), ("modal.pageSheet", "appeared"),
                                                  ("modal.overFullScreen", "appeared")] {
            try demo.tap(identifier)
            let root = try demo.controllerRoot()
            #expect(root["presented"]?["class"] == "DemoModalViewController", "\(identifier)")
            #expect(root["appearance"] == .string(presenterAppearance), "\(identifier)")
            try demo.call("input.tap", ["view": ["text": "Done"]])
            #expect(try demo.controllerRoot()["presented"] == nil, "\(identifier)")
        }
    }

    @Test func rotationAwareLayoutFollowsTheScreen() throws {
        let demo = try DemoAutomation()
        try demo.tap("demo.rotation")
        #expect(try demo.call("view.get", ["view": ["tag": 83]])["accessibilityLabel"] == "portrait")
        try demo.call("device.rotate", ["orientation": "landscapeLeft"])
        #expect(try demo.call("view.get", ["view": ["tag": 83]])["accessibilityLabel"] == "landscape")
        #expect(try demo.call("view.get", ["view": ["tag": 80]])["frame"]?["width"] == 667)
        #expect(try demo.call("view.get", ["view": ["tag": 82]])["frame"] == ["x": 0, "y": 331, "width": 667, "height": 44])
        #expect(try demo.call("view.get", ["view": ["tag": 81]])["center"] == ["x": 333.5, "y": 187.5])
    }
}
