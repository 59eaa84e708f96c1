import Foundation
import HeadlessUIKit
import Testing
import UIHostDemo
import UIHostProtocol
@testable import UIHostCore
@testable import UIHostServer
import UIHostTesting
@testable import UIHostWebSocket

/// Every method of docs/protocol.md this build offers, on the demo app, through whole JSON-RPC messages.
@Suite @MainActor struct AutomationSessionTests {
    @Test func helloDescribesProtocolServerAppAndDevice() throws {
        let demo = try DemoAutomation()
        let hello = try demo.call("session.hello", ["client": "tests", "version": "1"])
        #expect(hello["protocol"] == "uihost/1")
        #expect(hello["server"] == ["name": "uihost", "version": .string(AutomationHost.serverVersion)])
        #expect(hello["app"] == ["name": "demo", "state": "active"])
        #expect(hello["device"] == ["profile": "iphone-8", "orientation": "portrait", "interfaceOrientation": "portrait",
                                    "screen": ["width": 375, "height": 667, "scale": 2]])
        #expect(hello["capabilities"]?.arrayValue?.contains("input.tap") == true)
    }

    @Test func discoverReturnsTheOpenRPCDocument() throws {
        let document = try DemoAutomation().call("rpc.discover")
        #expect(document["openrpc"] == "1.2.6")
        #expect((document["methods"]?.arrayValue?.count ?? 0) == MethodCatalogue.all.count)
    }

    @Test func everyMethodOfTheCatalogueHasAHandlerAndNoHandlerIsOutsideIt() throws {
        let demo = try DemoAutomation()
        #expect(demo.automation.dispatcher.methods == MethodCatalogue.all.map(\.name).sorted())
    }

    @Test func anUnknownMethodAnswersMethodNotFoundNamingIt() throws {
        let error = try #require(try DemoAutomation().error("input.teleport"))
        #expect(error.code == -32601)
        #expect(error.message == "no method named 'input.teleport'; rpc.discover lists every method")
        #expect(error.data == ["method": "input.teleport"])
    }

    @Test func unknownParametersAreRefusedWithTheirName() throws {
        let error = try #require(try DemoAutomation().error("app.state", ["verbose": true]))
        #expect(error.code == -32602)
        #expect(error.data?["field"] == "verbose")
    }
}

@Suite @MainActor struct AutomationLifecycleTests {
    @Test func homeAndActivateReportTheirCallbacks() throws {
        let demo = try DemoAutomation()
        #expect(try demo.call("app.home") == ["state": "suspended", "callbacks": ["applicationWillResignActive", "applicationDidEnterBackground"]])
        #expect(try demo.call("app.state") == ["state": "suspended", "applicationState": "background"])
        #expect(try demo.call("app.activate") == ["state": "active", "callbacks": ["applicationWillEnterForeground", "applicationDidBecomeActive"]])
    }

    @Test func illegalTransitionIsRefusedWithFromAndToAndChangesNothing() throws {
        let demo = try DemoAutomation()
        let error = try #require(try demo.error("app.launch"))
        #expect(error.code == -32006)
        #expect(error.data == ["from": "active", "to": "active"])
        #expect(try demo.call("app.state")["state"] == "active")
    }

    @Test func terminateThenLaunchStartsAFreshApp() throws {
        let demo = try DemoAutomation()
        #expect(try demo.call("app.terminate") == ["state": "notRunning", "callbacks": ["applicationWillResignActive", "applicationWillTerminate"]])
        let launch = try demo.call("app.launch", ["url": "uihostdemo://item/1"])
        #expect(launch == ["state": "active", "callbacks": ["application(_:willFinishLaunchingWithOptions:)",
                                                            "application(_:didFinishLaunchingWithOptions:)",
                                                            "application(_:open:options:)", "applicationDidBecomeActive"]])
    }

    @Test func interruptionDeclinedAndInputRefusedMeanwhile() throws {
        let demo = try DemoAutomation()
        #expect(try demo.call("app.interrupt", ["kind": "call"])["state"] == "inactive")
        let refused = try #require(try demo.error("input.tap", ["view": ["tag": 2]]))
        #expect(refused.code == -32003)
        #expect(refused.data == ["state": "inactive"])
        #expect(try demo.call("app.endInterruption", ["accept": false])["state"] == "active")
    }

    @Test func openURLReportsWhetherTheAppHandledIt() throws {
        let demo = try DemoAutomation()
        #expect(try demo.call("app.openURL", ["url": "uihostdemo://x"])["handled"] == true)
        #expect(try demo.call("app.openURL", ["url": "other://x"])["handled"] == false)
        #expect(try demo.error("app.openURL", ["url": "not a url"])?.code == -32602)
    }

    @Test func memoryWarningReachesTheDelegate() throws {
        let demo = try DemoAutomation()
        #expect(try demo.call("app.memoryWarning") == ["state": "active", "callbacks": ["applicationDidReceiveMemoryWarning"]])
    }
}

@Suite @MainActor struct AutomationTreeTests {
    @Test func treeGetReturnsTheWindowWithNodesInWindowCoordinates() throws {
        let demo = try DemoAutomation()
        let tree = try demo.call("tree.get")
        #expect(tree["version"]?.intValue ?? 0 >= 1)
        let root = try #require(tree["root"])
        #expect(root["class"] == "UIWindow")
        // The window's root is the demo's navigation controller; the home screen is its root controller.
        let navigation = try #require(root["children"]?[0])
        #expect(navigation["controller"]?["class"] == "UINavigationController")
        let home = try #require(navigation["children"]?.arrayValue?.first { $0["controller"]?["class"] == "DemoHomeViewController" })
        let counter = try #require(home["children"]?.arrayValue?.first { $0["tag"] == 2 })
        #expect(counter["frame"] == ["x": 20, "y": 84, "width": 150, "height": 100])
        #expect(counter["accessibilityIdentifier"] == "counter")
        #expect(counter["children"] == nil)
    }

    @Test func treeVersionRisesOnlyWhenTheTreeChanges() throws {
        let demo = try DemoAutomation()
        let first = try demo.call("tree.get", ["depth": 0])["version"]
        #expect(try demo.call("tree.get", ["depth": 0])["version"] == first)
        try demo.call("view.set", ["view": ["tag": 5], "properties": ["hidden": true]])
        #expect(try demo.call("tree.get", ["depth": 0])["version"]?.intValue == (first?.intValue ?? 0) + 1)
    }

    @Test func depthAndRootLimitTheTree() throws {
        let demo = try DemoAutomation()
        let shallow = try demo.call("tree.get", ["depth": 1])["root"]
        #expect(shallow?["children"]?[0]?["children"] == nil)
        let sub = try demo.call("tree.get", ["root": ["accessibilityIdentifier": "counter"], "include": ["center"]])["root"]
        #expect(sub?["tag"] == 2)
        #expect(sub?["center"] == ["x": 95, "y": 134])
    }

    @Test func findMatchesByEveryKindOfSelector() throws {
        let demo = try DemoAutomation()
        #expect(try demo.call("view.find", ["tag": 3])["views"]?[0]?["accessibilityIdentifier"] == "toggle")
        #expect(try demo.call("view.find", ["text": "Off"])["views"]?[0]?["tag"] == 4)
        #expect(try demo.call("view.find", ["class": "TapCounterView"])["views"]?[0]?["tag"] == 2)
        let visible = try demo.call("view.find", ["visible": true, "all": true])["views"]?.arrayValue ?? []
        #expect(!visible.contains { $0["tag"] == 6 })
        #expect(try demo.call("view.find", ["class": "UIView", "index": 1])["views"]?[0]?["tag"] == 1)
        #expect(try demo.call("view.find", ["tag": 999])["views"] == [])
        let scoped = try demo.call("view.find", ["tag": 2, "within": ["accessibilityIdentifier": "home"]])
        #expect(scoped["views"]?[0]?["tag"] == 2)
    }

    @Test func refsAreStableAndFindTheSameView() throws {
        let demo = try DemoAutomation()
        let ref = try #require(try demo.call("view.find", ["tag": 2])["views"]?[0]?["ref"])
        #expect(try demo.call("view.get", ["view": ["ref": ref]])["tag"] == 2)
        #expect(try demo.call("view.find", ["tag": 2])["views"]?[0]?["ref"] == ref)
    }

    @Test func getReturnsInspectableProperties() throws {
        let demo = try DemoAutomation()
        let node = try demo.call("view.get", ["view": ["tag": 2]])
        #expect(node["backgroundColor"] == .string(UIColor.systemGreen.hexString))
        #expect(node["accessibilityValue"] == "taps: 0")
        #expect(node["children"] == nil)
    }

    @Test func unknownViewIsErrorMinus32001WithTheSelector() throws {
        let error = try #require(try DemoAutomation().error("view.get", ["view": ["tag": 999]]))
        #expect(error.code == -32001)
        #expect(error.data == ["selector": ["tag": 999]])
    }

    @Test func setChangesPropertiesOrNothingAtAll() throws {
        let demo = try DemoAutomation()
        let node = try demo.call("view.set", ["view": ["tag": 2], "properties": ["alpha": 0.5, "frame": ["x": 0, "y": 100, "width": 10, "height": 20]]])
        #expect(node["alpha"] == 0.5)
        #expect(node["frame"] == ["x": 0, "y": 100, "width": 10, "height": 20])
        let error = try #require(try demo.error("view.set", ["view": ["tag": 2], "properties": ["alpha": 0.2, "backgroundColor": "blue"]]))
        #expect(error.code == -32602)
        #expect(error.data?["field"] == "properties.backgroundColor")
        #expect(try demo.call("view.get", ["view": ["tag": 2]])["alpha"] == 0.5)
    }

    @Test func controllerTreeShowsTheRootController() throws {
        let tree = try DemoAutomation().call("controller.tree")
        #expect(tree["root"]?["class"] == "UINavigationController")
        #expect(tree["root"]?["appearance"] == "appeared")
        #expect(tree["root"]?["isViewLoaded"] == true)
        #expect(tree["root"]?["children"]?[0]?["class"] == "DemoHomeViewController")
        #expect(tree["root"]?["children"]?[0]?["appearance"] == "appeared")
    }
}

@Suite @MainActor struct AutomationInputTests {
    @Test func tapBySelectorTapsTheVisibleCenterAndReportsTheHit() throws {
        let demo = try DemoAutomation()
        let result = try demo.call("input.tap", ["view": ["accessibilityIdentifier": "counter"]])
        #expect(result["hit"]?["tag"] == 2)
        #expect(result["phases"] == ["began", "ended"])
        #expect(result["handledBy"]?[0]?["class"] == "TapCounterView")
        #expect(try demo.call("view.get", ["view": ["tag": 2]])["accessibilityValue"] == "taps: 1")
    }

    @Test func tapByPointAndCount() throws {
        let demo = try DemoAutomation()
        try demo.call("input.tap", ["x": 95, "y": 134, "count": 3])
        #expect(try demo.call("view.get", ["view": ["tag": 2]])["accessibilityValue"] == "taps: 3")
    }

    @Test func unhittableViewsAreRefusedWithTheReasonAndWhatWouldBeHit() throws {
        let demo = try DemoAutomation()
        #expect(try demo.error("input.tap", ["view": ["tag": 6]])?.data?["reason"] == "hidden")
        #expect(try demo.error("input.tap", ["view": ["tag": 7]])?.data?["reason"] == "notInteractive")
        let covered = try #require(try demo.error("input.tap", ["view": ["tag": 8]]))
        #expect(covered.code == -32002)
        #expect(covered.data?["reason"] == "covered")
        #expect(covered.data?["hit"]?["tag"] == 9)
        try demo.call("view.set", ["view": ["tag": 2], "properties": ["frame": ["x": 500, "y": 84, "width": 50, "height": 50]]])
        #expect(try demo.error("input.tap", ["view": ["tag": 2]])?.data?["reason"] == "offScreen")
    }

    // docs/uikit-rules.md 4.9: a view animated by a block without .allowUserInteraction lets no touch in, so a tap
    // on it is refused for that reason (before, the tap point check skipped the rule and called the view covered).
    @Test func aViewAnimatedWithoutUserInteractionIsRefusedAsAnimating() throws {
        let demo = try DemoAutomation()
        let counter = try #require(demo.automation.host.keyWindow?.viewWithTag(2))
        UIView.animate(withDuration: 1) { counter.alpha = 0.5 }
        let refusal = try #require(try demo.error("input.tap", ["view": ["tag": 2], "wait": "none"]))
        #expect(refusal.code == -32002)
        #expect(refusal.data?["reason"] == "animating")
        demo.automation.host.advance(by: 1)
        #expect(try demo.call("input.tap", ["view": ["tag": 2]])["hit"]?["tag"] == 2)
    }

    // input.tap takes finger ids no finger down has: a script holding finger 1000000 (the id taps used to be
    // fixed to) does not make a tap fail with -32602 on "touches", a parameter input.tap does not have.
    @Test func aTapWorksWhileAScriptHoldsDownAnyFingerId() throws {
        let demo = try DemoAutomation()
        try demo.call("input.touch", ["touches": [["id": 1_000_000, "phase": "began", "x": 200, "y": 350]]])
        let result = try demo.call("input.tap", ["view": ["accessibilityIdentifier": "counter"], "fingers": 2])
        #expect(result["hit"]?["tag"] == 2)
        #expect(try demo.call("view.get", ["view": ["tag": 2]])["accessibilityValue"] == "taps: 1")
        #expect(demo.automation.host.activeTouches.map(\.identifier) == [1_000_000])
    }

    @Test func badCoordinatesAreInvalidParams() throws {
        let demo = try DemoAutomation()
        #expect(try demo.error("input.tap", ["x": 10])?.data?["field"] == "y")
        #expect(try demo.error("input.tap", ["x": 1000, "y": 10])?.code == -32602)
        #expect(try demo.error("input.tap", ["x": "a", "y": 10])?.data?["field"] == "x")
    }

    @Test func rawTouchesDriveAMultiFingerGesture() throws {
        let demo = try DemoAutomation()
        let began = try demo.call("input.touch", ["touches": [["id": 1, "phase": "began", "x": 200, "y": 350],
                                                              ["id": 2, "phase": "began", "x": 300, "y": 350]]])
        #expect(began["delivered"]?.arrayValue?.count == 2)
        #expect(try demo.call("view.get", ["view": ["tag": 11]])["accessibilityValue"] == "fingers: 2")
        try demo.call("input.touch", ["touches": [["id": 1, "phase": "ended", "x": 200, "y": 350]]])
        #expect(try demo.call("view.get", ["view": ["tag": 11]])["accessibilityValue"] == "fingers: 1")
    }

    @Test func touchErrorsNameTheFingerAndChangeNothing() throws {
        let demo = try DemoAutomation()
        #expect(try demo.error("input.touch", ["touches": [["id": 9, "phase": "moved", "x": 1, "y": 1]]])?.code == -32602)
        #expect(try demo.error("input.touch", ["touches": [["id": 1, "phase": "hover", "x": 1, "y": 1]]])?.data?["field"] == "touches[0].phase")
        #expect(try demo.error("input.touch", ["touches": [["id": 1, "phase": "began", "x": 1]]])?.data?["field"] == "touches[0].y")
        #expect(demo.automation.host.activeTouches.isEmpty)
    }

    @Test func aClientThatGoesAwayMidGestureLeavesNoFingerDown() throws {
        let demo = try DemoAutomation()
        try demo.call("input.touch", ["touches": [["id": 1, "phase": "began", "x": 200, "y": 350]]])
        #expect(try demo.call("view.get", ["view": ["tag": 11]])["accessibilityValue"] == "fingers: 1")
        demo.automation.closeSession(demo.session.id)
        #expect(demo.automation.host.activeTouches.isEmpty)
        #expect(demo.automation.host.keyWindow?.viewWithTag(11)?.accessibilityValue == "fingers: 0")
    }
}

@Suite @MainActor struct AutomationDeviceAndClockTests {
    @Test func rotateTurnsTheInterfaceAndReportsTheNewBounds() throws {
        let demo = try DemoAutomation()
        let result = try demo.call("device.rotate", ["orientation": "landscapeLeft"])
        #expect(result["device"] == "landscapeLeft")
        #expect(result["interface"] == "landscapeRight")
        #expect(result["rotated"] == true)
        #expect(result["windowBounds"] == ["x": 0, "y": 0, "width": 667, "height": 375])
        // docs/uikit-rules.md 9.3: viewWillTransition (the navigation controller, then its top), willRotate, then the
        // views are resized and laid out (7.3), willAnimateRotation, and didRotate when the transition ends. The
        // iPhone hides its status bar in landscape (14.4): both controllers' safe areas change as they are laid out.
        // docs/uikit-rules.md 13.4: the vertical size class turns compact: willTransition(to:with:) comes first, and
        // traitCollectionDidChange before the layout. 7.70: the navigation bar becomes 32 pt, and the navigation
        // controller's view is laid out once more before didRotate, as it is twice at launch.
        #expect(result["callbacks"] == ["willTransition(to:with:)", "willTransition(to:with:)",
                                        "viewWillTransition(to:with:)", "viewWillTransition(to:with:)",
                                        "willRotate(to:duration:)", "willRotate(to:duration:)",
                                        "traitCollectionDidChange", "traitCollectionDidChange",
                                        "viewSafeAreaInsetsDidChange", "viewWillLayoutSubviews", "viewSafeAreaInsetsDidChange",
                                        "viewDidLayoutSubviews", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
                                        "willAnimateRotation(to:duration:)", "willAnimateRotation(to:duration:)",
                                        "viewWillLayoutSubviews", "viewDidLayoutSubviews",
                                        "didRotate(from:)", "didRotate(from:)"])
        #expect(try demo.call("device.orientation")["interface"] == "landscapeRight")
    }

    @Test func flatOrientationsDoNotRotateAndSaySo() throws {
        let result = try DemoAutomation().call("device.rotate", ["orientation": "faceUp"])
        #expect(result["rotated"] == false)
        #expect(result["reason"] == "faceUp never rotates the interface")
    }

    @Test func clockAdvancesOnlyWhenTold() throws {
        let demo = try DemoAutomation()
        let start = try demo.call("clock.now")["ms"]?.doubleValue ?? -1
        #expect(try demo.call("clock.now")["ms"]?.doubleValue == start)
        let advanced = try demo.call("clock.advance", ["ms": 250])
        #expect(advanced["ms"]?.doubleValue == start + 250)
        #expect(try demo.error("clock.advance", ["ms": -5])?.code == -32602)
    }

    @Test func waitForIdleReportsIdle() throws {
        #expect(try DemoAutomation().call("app.waitForIdle") == ["idle": true, "pending": []])
    }
}

@Suite @MainActor struct AutomationEventTests {
    @Test func subscribersGetLifecycleAppearanceAndTouchNotifications() throws {
        let demo = try DemoAutomation()
        try demo.call("events.subscribe", ["events": ["app.lifecycle", "touch.delivered", "tree.changed"]])
        _ = try demo.notifications()
        try demo.call("input.tap", ["view": ["tag": 3]])
        let touches = try demo.notifications()
        #expect(touches.map { $0["method"] } == ["touch.delivered", "touch.delivered", "tree.changed"])
        #expect(touches.first?["params"]?["phase"] == "began")
        try demo.call("app.interrupt")
        let lifecycle = try demo.notifications()
        #expect(lifecycle.first == ["jsonrpc": "2.0", "method": "app.lifecycle",
                                    "params": ["state": "inactive", "callback": "applicationWillResignActive"]])
    }

    @Test func unsubscribedClientsGetNothingAndUnknownEventsAreRefused() throws {
        let demo = try DemoAutomation()
        try demo.call("input.tap", ["view": ["tag": 3]])
        #expect(try demo.notifications().isEmpty)
        #expect(try demo.error("events.subscribe", ["events": ["app.exploded"]])?.data?["field"] == "events[0]")
        try demo.call("events.subscribe", ["events": ["touch.delivered"]])
        #expect(try demo.call("events.unsubscribe") == ["events": []])
    }
}

@Suite @MainActor struct TreeStreamingTests {
    /// A view scrolled by its bounds origin and a rotated one, each with a child: the two cases where a node's
    /// window frame cannot be found by adding up frame origins.
    func addScrolledAndTurnedViews(to home: UIView) -> (scrolled: UIView, turned: UIView) {
        let scrolled = UIView(frame: CGRect(x: 10, y: 500, width: 100, height: 100))
        scrolled.bounds.origin = CGPoint(x: 5, y: 7)
        scrolled.addSubview(UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4)))
        let turned = UIView(frame: CGRect(x: 200, y: 500, width: 100, height: 50))
        turned.transform = CGAffineTransform(rotationAngle: .pi / 2)
        turned.addSubview(UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 5)))
        home.addSubview(scrolled)
        home.addSubview(turned)
        return (scrolled, turned)
    }

    /// tree.get streams nodes into bytes; they must equal the nodes built as values, frames included, through
    /// scrolled and transformed views.
    @Test func streamedTreeEqualsTheTreeBuiltAsValues() throws {
        let demo = try DemoAutomation()
        let window = try #require(demo.automation.host.keyWindow)
        let home = try #require(window.viewWithTag(2)?.superview)
        _ = addScrolledAndTurnedViews(to: home)
        // Neighbours of one size, then another, then the first again, one translucent, at fractional x: the writer
        // reuses the text of the last size and writes an alpha of 1 without formatting it.
        let sizes = [CGSize(width: 3, height: 6), CGSize(width: 3, height: 6), CGSize(width: 6, height: 3),
                     CGSize(width: 3, height: 6)]
        for (index, size) in sizes.enumerated() {
            let view = UIView(frame: CGRect(origin: CGPoint(x: 3.7 * Double(index), y: 640), size: size))
            view.alpha = index == 2 ? 0.25 : 1
            home.addSubview(view)
        }
        demo.automation.host.runUntilIdle()
        let streamed = try demo.call("tree.get", ["include": ["center", "backgroundColor"]])["root"]
        let built = try JSONParser.parse(demo.automation.nodes.node(window, depth: nil, include: ["center", "backgroundColor"]).serialized())
        #expect(streamed == built)
        let sub = try demo.call("tree.get", ["root": ["tag": 2], "depth": 0])["root"]
        #expect(sub == (try JSONParser.parse(demo.automation.nodes.node(window.viewWithTag(2)!, depth: 0).serialized())))
    }
}

extension TreeStreamingTests {
    /// `uihost serve` offers every single request a reply stream: a whole-tree tree.get sends its reply through it
    /// in pieces while it writes, and the pieces join into the reply it would return whole (the version after the
    /// root, as it comes from the same walk). A batch gets no stream: its replies come back whole, in one array.
    @Test func wholeTreeStreamsOutInPiecesThatJoinIntoTheReplyReturnedWhole() throws {
        let demo = try DemoAutomation(app: AppDescription(name: "fixture:2000") { FixtureAppDelegate(viewCount: 2_000) })
        var pieces: [(bytes: [UInt8], isFirst: Bool, isLast: Bool)] = []
        let stream = ReplyStream(pieceBytes: 16 * 1024) { pieces.append(($0, $1, $2)) }
        let request = Array(#"{"jsonrpc":"2.0","method":"tree.get","id":41}"#.utf8)

        #expect(demo.automation.handle(request, from: demo.session, stream: stream) == nil, "sent through the stream")
        #expect(pieces.count > 10)
        #expect(pieces.map(\.isFirst) == [true] + Array(repeating: false, count: pieces.count - 1))
        #expect(pieces.map(\.isLast) == Array(repeating: false, count: pieces.count - 1) + [true])
        #expect(pieces.dropLast().allSatisfy { $0.bytes.count >= 16 * 1024 && $0.bytes.count < 17 * 1024 })
        let joined = pieces.flatMap(\.bytes)
        #expect(joined.starts(with: Array(#"{"jsonrpc":"2.0","result":{"root":{"ref":"#.utf8)))
        let streamed = try JSONParser.parse(joined)
        let whole = try JSONParser.parse(try #require(demo.automation.handle(request, from: demo.session)))
        #expect(streamed == whole)
        #expect(streamed["id"] == 41 && streamed["result"]?["version"]?.intValue == 1)

        pieces.removeAll()
        let batch = Array("[\(String(decoding: request, as: UTF8.self))]".utf8)
        let batchReply = try JSONParser.parse(try #require(demo.automation.handle(batch, from: demo.session, stream: stream)))
        #expect(pieces.isEmpty)
        #expect(batchReply == .array([whole]))
    }

    /// A whole-tree tree.get fingerprints the tree while writing it; that fingerprint must equal the one the
    /// separate walk computes (depth-limited tree.get, tree.changed), or versions would rise with nothing changed.
    /// The tree has a scrolled view, a rotated one, a first responder and controls, which each mix in their own way.
    @Test func versionFromTheWrittenTreeEqualsTheVersionFromTheFingerprintWalk() throws {
        let demo = try DemoAutomation()
        let window = try #require(demo.automation.host.keyWindow)
        let home = try #require(window.viewWithTag(2)?.superview)
        let turned = addScrolledAndTurnedViews(to: home).turned
        let field = UITextField(frame: CGRect(x: 0, y: 600, width: 100, height: 30))
        home.addSubview(field)
        #expect(field.becomeFirstResponder())
        demo.automation.host.runUntilIdle()

        let whole = try #require(try demo.call("tree.get")["version"]?.intValue)
        #expect(demo.automation.updateTreeVersion() == whole, "the separate walk sees the same tree")
        #expect(try demo.call("tree.get", ["depth": 1])["version"]?.intValue == whole)
        #expect(try demo.call("tree.get")["version"]?.intValue == whole)

        // Each kind of change moves both: a frame under the transform, the first responder, a control's text.
        for change in [{ turned.subviews[0].frame.origin.x += 1 }, { _ = field.resignFirstResponder() },
                       { field.text = "typed" }] as [() -> Void] {
            let before = demo.automation.updateTreeVersion()
            change()
            let written = try #require(try demo.call("tree.get")["version"]?.intValue)
            #expect(written == before + 1)
            #expect(demo.automation.updateTreeVersion() == written)
        }
    }
}

@Suite @MainActor struct AutomationPresentationTests {
    // docs/uikit-rules.md 7.7: a tap presents full screen; controller.tree shows it; controller.dismiss removes it.
    @Test func presentedControllerShowsInTheTreeAndDismissesOverTheProtocol() throws {
        let demo = try DemoAutomation()
        try demo.call("input.tap", ["view": ["accessibilityIdentifier": "presentModal"]])
        let tree = try demo.call("controller.tree")
        #expect(tree["root"]?["presented"]?["class"] == "DemoModalViewController")
        #expect(tree["root"]?["presented"]?["appearance"] == "appeared")
        #expect(tree["root"]?["appearance"] == "disappeared", "full screen takes the presenter off screen")
        let dismissed = try demo.call("controller.dismiss")
        #expect(dismissed["dismissed"]?["title"] == "Modal")
        // Modal: viewWillDisappear; root (the navigation controller, then its top, the home screen): viewWillAppear,
        // the view back in the window and laid out (7.3); then the dids.
        #expect(dismissed["callbacks"] == ["viewWillDisappear", "viewWillAppear", "viewWillAppear", "viewWillLayoutSubviews",
                                           "viewDidLayoutSubviews", "viewDidDisappear", "viewDidAppear", "viewDidAppear"])
        #expect(try demo.call("controller.tree")["root"]?["presented"] == nil)
    }

    @Test func dismissingWithNothingPresentedIsNoSuchController() throws {
        let error = try #require(try DemoAutomation().error("controller.dismiss"))
        #expect(error.code == -32001)
        #expect(error.data == ["selector": ["controller": "top"]])
    }

    @Test func theModalsDoneViewDismissesLikeAFinger() throws {
        let demo = try DemoAutomation()
        try demo.call("input.tap", ["view": ["accessibilityIdentifier": "presentModal"]])
        try demo.call("input.tap", ["view": ["text": "Done"]])
        #expect(try demo.call("controller.tree")["root"]?["presented"] == nil)
        #expect(try demo.call("controller.tree")["root"]?["appearance"] == "appeared")
    }
}
