import Foundation
import Testing
import UIHostClient
import UIHostProtocol

/// The real `uihost` binary on `--port 0`, over real WebSockets, with the Swift client (issue 3's end-to-end
/// suite). Each test starts its own host.
@Suite(.serialized) struct EndToEndTests {
    @Test func everyMethodOfThisIssueAnswersOnTheDemoApp() async throws {
        let host = try HostProcess()
        let client = try host.connect()
        let hello = try await client.hello(client: "e2e", version: "1")
        #expect(hello["protocol"] == "uihost/1")
        #expect(hello["app"] == ["name": "demo", "state": "active"])
        #expect(try await client.discover()["openrpc"] == "1.2.6")
        #expect(try await client.appState() == ["state": "active", "applicationState": "active"])
        #expect(try await client.tree(depth: 1)["root"]?["class"] == "UIWindow")
        #expect(try await client.find(.init(accessibilityIdentifier: "counter")).first?["tag"] == 2)
        #expect(try await client.view(.init(tag: 2))["accessibilityValue"] == "taps: 0")
        #expect(try await client.set(.init(tag: 1), ["alpha": 0.5])["alpha"] == 0.5)
        #expect(try await client.controllerTree()["root"]?["children"]?[0]?["class"] == "DemoHomeViewController")
        #expect(try await client.tap(.init(tag: 2))["hit"]?["tag"] == 2)
        #expect(try await client.view(.init(tag: 2))["accessibilityValue"] == "taps: 1")
        try await client.tap(x: 95, y: 134)
        #expect(try await client.view(.init(tag: 2))["accessibilityValue"] == "taps: 2")
        try await client.touch([(1, "began", 60, 244)])
        try await client.touch([(1, "moved", 100, 244)])
        try await client.touch([(1, "ended", 100, 244)])
        #expect(try await client.view(.init(tag: 5))["center"] == ["x": 100, "y": 244])
        #expect(try await client.orientation()["interface"] == "portrait")
        #expect(try await client.rotate("landscapeLeft")["windowBounds"] == ["x": 0, "y": 0, "width": 667, "height": 375])
        #expect(try await client.rotate("portrait")["rotated"] == true)
        let start = try await client.now()
        #expect(try await client.advance(ms: 1500)["ms"]?.doubleValue == start + 1500)
        #expect(try await client.waitForIdle() == ["idle": true, "pending": []])
        #expect(try await client.interrupt()["state"] == "inactive")
        #expect(try await client.endInterruption(accept: false)["state"] == "active")
        #expect(try await client.memoryWarning()["callbacks"] == ["applicationDidReceiveMemoryWarning"])
        #expect(try await client.openURL("uihostdemo://x")["handled"] == true)
        #expect(try await client.home()["state"] == "suspended")
        #expect(try await client.activate()["state"] == "active")
        #expect(try await client.terminate()["state"] == "notRunning")
        #expect(try await client.launch()["state"] == "active")
        #expect(try await client.subscribe(["tree.changed"])["events"] == ["tree.changed"])
        #expect(try await client.unsubscribe()["events"] == [])
        client.close()
    }

    @Test func everyErrorCodeThisIssueCanCauseComesBackWithItsData() async throws {
        let host = try HostProcess()
        let raw = try WebSocketConnection(url: host.url)
        func exchange(_ text: String) throws -> JSON {
            raw.send(Array(text.utf8))
            guard let reply = raw.receive(timeout: 10) else { throw HostProcessError("no reply to \(text)") }
            return try JSONParser.parse(reply)
        }
        #expect(try exchange("{nope")["error"]?["code"] == -32700)
        #expect(try exchange("[]")["error"]?["code"] == -32600)
        #expect(try exchange(#"{"jsonrpc":"2.0","method":"no.such","id":1}"#)["error"]?["code"] == -32601)
        #expect(try exchange(#"{"jsonrpc":"2.0","method":"alert.tap","params":{"title":"OK"},"id":1}"#)["error"]?["data"] == ["selector": ["alertAction": "OK"]])
        #expect(try exchange(#"{"jsonrpc":"2.0","method":"segue.perform","params":{"identifier":"x"},"id":1}"#)["error"]?["data"]?["available"] == [])
        #expect(try exchange(#"{"jsonrpc":"2.0","method":"input.tap","params":{"x":"a","y":1},"id":1}"#)["error"]?["data"] == ["field": "x", "expected": "a finite number"])
        #expect(try exchange(#"{"jsonrpc":"2.0","method":"view.get","params":{"view":{"tag":404}},"id":1}"#)["error"]?["data"] == ["selector": ["tag": 404]])
        #expect(try exchange(#"{"jsonrpc":"2.0","method":"input.tap","params":{"view":{"tag":8}},"id":1}"#)["error"]?["data"]?["reason"] == "covered")
        #expect(try exchange(#"{"jsonrpc":"2.0","method":"app.launch","id":1}"#)["error"]?["code"] == -32006)
        let deep = #"{"jsonrpc":"2.0","method":"app.state","id":1,"params":{"a":"# + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "}}"
        #expect(try exchange(deep)["error"]?["data"] == ["limit": "nestingDepth"])
        raw.sendOversized(limit: 1 << 20)
        let oversize = try JSONParser.parse(raw.receive(timeout: 10) ?? [])
        #expect(oversize["error"]?["data"] == ["limit": "messageSize"])
        raw.sendBinary([1, 2, 3])
        #expect(try JSONParser.parse(raw.receive(timeout: 10) ?? [])["error"]?["code"] == -32600)
        #expect(try exchange(#"{"jsonrpc":"2.0","method":"app.interrupt","id":1}"#)["result"]?["state"] == "inactive")
        #expect(try exchange(#"{"jsonrpc":"2.0","method":"input.tap","params":{"x":1,"y":1},"id":1}"#)["error"]?["data"] == ["state": "inactive"])
        // The connection is still usable after every error.
        #expect(try exchange(#"{"jsonrpc":"2.0","method":"app.state","id":9}"#)["id"] == 9)
        raw.close()
    }

    @Test func batchesAndNotificationsFromTheClient() async throws {
        let host = try HostProcess()
        let raw = try WebSocketConnection(url: host.url)
        raw.send(Array(#"[{"jsonrpc":"2.0","method":"app.state","id":1},{"jsonrpc":"2.0","method":"input.tap","params":{"view":{"tag":2}}},{"jsonrpc":"2.0","method":"clock.now","id":2}]"#.utf8))
        let replies = try JSONParser.parse(raw.receive(timeout: 10) ?? [])
        #expect(replies.arrayValue?.map { $0["id"] } == [1, 2])
        raw.send(Array(#"{"jsonrpc":"2.0","method":"view.get","params":{"view":{"tag":2}},"id":3}"#.utf8))
        let counter = try JSONParser.parse(raw.receive(timeout: 10) ?? [])
        #expect(counter["result"]?["accessibilityValue"] == "taps: 1", "the notification in the batch was carried out")
        raw.close()
    }

    @Test func eventStreamsDeliverNotificationsInOrder() async throws {
        let host = try HostProcess()
        let client = try host.connect()
        try await client.subscribe(["app.lifecycle", "touch.delivered"])
        try await client.tap(.init(tag: 3))
        try await client.interrupt()
        var received: [String] = []
        for await event in client.events {
            received.append(event.name == "app.lifecycle" ? "lifecycle:\(event.params["callback"]?.stringValue ?? "")" : "touch:\(event.params["phase"]?.stringValue ?? "")")
            if received.count == 3 { break }
        }
        #expect(received == ["touch:began", "touch:ended", "lifecycle:applicationWillResignActive"])
        client.close()
    }

    /// The events a request caused arrive before its reply, so a client has them all once its call returns.
    @Test func theEventsARequestCausedArriveBeforeItsReply() throws {
        let host = try HostProcess()
        let raw = try WebSocketConnection(url: host.url)
        defer { raw.close() }
        raw.send(Array(#"{"jsonrpc":"2.0","method":"events.subscribe","params":{"events":["app.lifecycle","touch.delivered"]},"id":1}"#.utf8))
        #expect(raw.receive(timeout: 10).map { try? JSONParser.parse($0)["id"] } == 1)
        raw.send(Array(#"{"jsonrpc":"2.0","method":"input.tap","params":{"view":{"tag":3}},"id":2}"#.utf8))
        var order: [String] = []
        while let message = raw.receive(timeout: 10), let parsed = try? JSONParser.parse(message) {
            if parsed["id"] == 2 {
                order.append("reply")
                break
            }
            order.append(parsed["method"]?.stringValue ?? "?")
        }
        #expect(order == ["touch.delivered", "touch.delivered", "reply"])
    }

    @Test func twoClientsShareOneAppAndEachGetsItsOwnReplies() async throws {
        let host = try HostProcess()
        let first = try host.connect()
        let second = try host.connect()
        async let a: JSON = first.tap(.init(tag: 2))
        async let b: JSON = second.tap(.init(tag: 2))
        _ = try await (a, b)
        #expect(try await first.view(.init(tag: 2))["accessibilityValue"] == "taps: 2")
        #expect(try await second.view(.init(tag: 2))["accessibilityValue"] == "taps: 2")
        first.close()
        second.close()
    }

    @Test func tokenIsRequiredWhenSetAndRefusedWith401() async throws {
        let host = try HostProcess(["--token", "s3cret"])
        #expect(throws: WebSocketConnectionError.self) { _ = try WebSocketConnection(url: host.url) }
        do {
            _ = try WebSocketConnection(url: host.url, token: "wrong")
            Issue.record("a wrong token was accepted")
        } catch let error as WebSocketConnectionError {
            #expect(error.httpStatus == 401)
        }
        let client = try host.connect(token: "s3cret")
        #expect(try await client.appState()["state"] == "active")
        let viaQuery = try WebSocketConnection(url: host.url + "?token=s3cret")
        #expect(viaQuery.isOpen)
        viaQuery.close()
        client.close()
    }

    @Test func tokenComesFromTheEnvironmentToo() async throws {
        let host = try HostProcess(environment: ["UIHOST_TOKEN": "env-token"])
        do {
            _ = try WebSocketConnection(url: host.url)
            Issue.record("no token was accepted")
        } catch let error as WebSocketConnectionError {
            #expect(error.httpStatus == 401)
        }
        #expect(try WebSocketConnection(url: host.url, token: "env-token").isOpen)
    }

    @Test func foreignOriginsAreRefusedWith403AndAllowedOnesAccepted() async throws {
        let host = try HostProcess(["--allow-origin", "http://inspector.test"])
        do {
            _ = try WebSocketConnection(url: host.url, origin: "http://evil.test")
            Issue.record("a foreign origin was accepted")
        } catch let error as WebSocketConnectionError {
            #expect(error.httpStatus == 403)
        }
        #expect(try WebSocketConnection(url: host.url, origin: "http://inspector.test").isOpen)
        #expect(try WebSocketConnection(url: host.url, origin: "http://127.0.0.1:\(host.port)").isOpen)
    }

    /// The demo's catalogue driven through navigation, tabs and presentation with the client's typed methods, with
    /// `controller.transition` events arriving in order.
    @Test func theDemoIsDrivenThroughNavigationTabsAndPresentation() async throws {
        let host = try HostProcess()
        let client = try host.connect()
        try await client.subscribe(["controller.transition"])
        try await client.tap(.init(text: "Navigation stack"))
        try await client.tap(.init(accessibilityIdentifier: "pushNext"))
        #expect(try await client.view(.init(tag: 50))["accessibilityLabel"] == "Screen 2")
        let back = try await client.back()
        #expect(back["popped"]?["title"] == "Screen 2")
        #expect(back["top"]?["title"] == "Screen 1")
        #expect(try await client.back()["top"]?["class"] == "DemoHomeViewController")
        do {
            try await client.back()
            Issue.record("going back from the root was accepted")
        } catch let error as UIHostError {
            #expect(error.code == -32001)
        }
        try await client.tap(.init(text: "Tab bar"))
        #expect(try await client.selectTab(index: 1)["title"] == "Inbox")
        let refused = try await client.selectTab(title: "Locked")
        #expect(refused["selected"] == false)
        #expect(refused["title"] == "Inbox")
        let tabs = try await client.controllerTree()["root"]?["presented"]
        #expect(tabs?["tabs"] == ["selectedIndex": 1, "count": 3])
        #expect(try await client.dismiss(controller: tabs?["ref"]?.stringValue)["dismissed"]?["class"] == "DemoTabBarController")
        var kinds: [String] = []
        for await event in client.events where event.name == "controller.transition" {
            kinds.append(event.params["kind"]?.stringValue ?? "")
            if kinds.count == 7 { break }
        }
        #expect(kinds == ["push", "push", "pop", "pop", "present", "tab", "dismiss"])
        client.close()
    }

    // docs/uikit-rules.md 6.5, 6.4: the demo's 1,000-row table over a real socket: a row tapped by its view selector is
    // selected, and a drag of raw touches scrolls it (cells are ordinary views in the tree, reused as it scrolls).
    @Test func theDemoTableSelectsATappedRowAndScrollsWithADrag() async throws {
        let host = try HostProcess()
        let client = try host.connect()
        _ = try await client.hello(client: "e2e", version: "1")
        try await client.tap(.init(accessibilityIdentifier: "demo.table"))
        #expect(try await client.waitForIdle()["idle"] == true)
        #expect(try await client.view(.init(accessibilityIdentifier: "table"))["bounds"]?["y"]?.doubleValue == -64)
        #expect(try await client.find(.init(accessibilityIdentifier: "row.3")).first?["class"] == "UITableViewCell")

        let tap = try await client.tap(.init(accessibilityIdentifier: "row.3"))
        #expect(tap["hit"]?["class"] != nil)
        #expect(try await client.view(.init(accessibilityIdentifier: "table"))["accessibilityValue"] == "selected: 3")
        #expect(try await client.view(.init(accessibilityIdentifier: "row.3"))["accessibilityTraits"]?.doubleValue == 8)

        try await client.touch([(7, "began", 160, 600)])
        for y in [500.0, 400, 300, 200] {
            _ = try await client.advance(ms: 16)
            try await client.touch([(7, "moved", 160, y)])
        }
        try await client.touch([(7, "ended", 160, 200)])
        #expect(try await client.waitForIdle()["idle"] == true)
        let bounds = try await client.view(.init(accessibilityIdentifier: "table"))["bounds"]
        #expect((bounds?["y"]?.doubleValue ?? 0) > 400)
        #expect(try await client.find(.init(accessibilityIdentifier: "row.0")).isEmpty)
        client.close()
    }

    @Test func aClientThatDisconnectsMidGestureLeavesTheViewCancelled() async throws {
        let host = try HostProcess()
        let leaver = try host.connect()
        let watcher = try host.connect()
        try await leaver.touch([(1, "began", 200, 350)])
        #expect(try await watcher.view(.init(tag: 11))["accessibilityValue"] == "fingers: 1")
        leaver.close()
        var value: JSON?
        for _ in 0..<100 {
            value = try await watcher.view(.init(tag: 11))["accessibilityValue"]
            if value == "fingers: 0" { break }
            try await Task.sleep(for: .milliseconds(20))
        }
        #expect(value == "fingers: 0", "the view got touchesCancelled")
        watcher.close()
    }

    @Test func sigtermWithAClientConnectedClosesItAndExitsZero() async throws {
        let host = try HostProcess()
        let raw = try WebSocketConnection(url: host.url)
        host.process.terminate()  // SIGTERM
        #expect(raw.waitUntilClosed(timeout: 10))
        #expect(raw.closeCode == 1001)
        #expect(host.waitForExit(timeout: 10) == 0)
    }

    /// docs/protocol.md, The command line: SIGTERM right after the ready line stops every host, even when many start at
    /// once (a dispatch signal source used to lose about one SIGTERM in a hundred under load).
    @Test func sigtermRightAfterTheReadyLineStopsEveryOneOfManyHosts() throws {
        for _ in 0..<4 {
            let hosts = try (0..<16).map { _ in try HostProcess() }
            for host in hosts { host.process.terminate() }
            let codes = hosts.map { $0.waitForExit(timeout: 10) }
            for host in hosts where host.process.isRunning { kill(host.process.processIdentifier, SIGKILL) }
            #expect(codes == Array(repeating: 0, count: hosts.count))
        }
    }

    /// docs/uikit-rules.md 1.3 and issue 2: an app with `@main` that imports UIHostServer serves the protocol.
    @Test func anAppWithMainServesTheProtocolWithServeOptions() async throws {
        let host = try HostProcess(["--token", "t"], executable: "counter-app")
        let client = try host.connect(token: "t")
        #expect(try await client.hello()["app"] == ["name": "AppDelegate", "state": "active"])
        try await client.tap(.init(accessibilityIdentifier: "counter"))
        try await client.tap(.init(accessibilityIdentifier: "counter"))
        #expect(try await client.view(.init(tag: 1))["accessibilityLabel"] == "2")
        #expect(try await client.controllerTree()["root"]?["title"] == "Counter")
        client.close()
    }

    /// `uihost serve --storyboard FILE`: the file's initial controller is the app, driven through its segues.
    @Test func aStoryboardFileIsServedAndItsSeguesPerformed() async throws {
        let file = try Self.temporaryFile(ServerSegueFixtures.flow, name: "Flow.storyboard")
        let host = try HostProcess(["--storyboard", file.path])
        let client = try host.connect()
        #expect(try await client.hello()["app"] == ["name": "Flow", "state": "active"])
        // No app code registers SVHome here: the controller is made as a UIViewController.
        let list = try await client.segues()
        #expect(list["controller"]?["class"] == "UIViewController")
        #expect(list["segues"]?.arrayValue?.compactMap { $0["identifier"]?.stringValue } == ["next", "modal", "ghost"])
        let pushed = try await client.performSegue("next", sender: .init(accessibilityIdentifier: "nextButton"))
        #expect(pushed["destination"]?["title"] == "Detail")
        #expect(pushed["callbacks"]?.arrayValue?.first == "prepare(for:sender:)")
        #expect(try await client.controllerTree()["root"]?["navigation"]?["stack"]?.arrayValue?.count == 2)
        do {
            try await client.performSegue("next")
            Issue.record("Detail has no segue 'next'")
        } catch let UIHostError.noSuchSegue(available, message) {
            #expect(available == [])
            #expect(message.contains("no segue 'next'"))
        }
        // A relaunch starts from the storyboard again.
        try await client.terminate()
        try await client.launch()
        #expect(try await client.segues(controller: "top")["segues"]?.arrayValue?.count == 3)
        client.close()
    }

    /// A storyboard that cannot be read is bad input: a non-zero exit with the storyboard's error, before serving.
    @Test func aBrokenStoryboardFileExitsNonZeroWithTheStoryboardsError() throws {
        let file = try Self.temporaryFile(ServerSegueFixtures.truncated, name: "Broken.storyboard")
        let process = Process()
        process.executableURL = HostProcess.binary("uihost")
        process.arguments = ["serve", "--storyboard", file.path, "--port", "0"]
        let stdout = Pipe(), stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let errorText = String(decoding: stderr.fileHandleForReading.readToEndRetryingInterrupts(), as: UTF8.self)
        let outputText = String(decoding: stdout.fileHandleForReading.readToEndRetryingInterrupts(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2, "bad input, not a bad flag (64)")
        #expect(errorText.contains("cannot run the storyboard '\(file.path)'"))
        #expect(errorText.contains("not a well-formed XML document"))
        #expect(!outputText.contains("listening"))
    }

    static func temporaryFile(_ text: String, name: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("uihost-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    @Test func boundToLoopbackByDefault() async throws {
        let host = try HostProcess()
        #expect(host.url.hasPrefix("ws://127.0.0.1:"))
    }
}

/// Issue 4: every controller-layer method end to end over a real socket on a storyboard fixture (the demo app has its
/// own test above): tabs.select, segue.perform, navigation.back, controller.dismiss, device.rotate and
/// device.orientation, with controller.appearance, controller.transition and device.orientationChanged events.
@Suite struct StoryboardEndToEndTests {
    static let tabs = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="Tb1-Tc-0a1">
        <scenes>
            <scene sceneID="Tb1-Sc-0a1"><objects>
                <tabBarController id="Tb1-Tc-0a1" sceneMemberID="viewController">
                    <connections>
                        <segue destination="Nv1-Nc-0a1" kind="relationship" relationship="viewControllers" id="Tb1-Sg-0a1"/>
                        <segue destination="St1-Vc-0a1" kind="relationship" relationship="viewControllers" id="Tb1-Sg-0a2"/>
                    </connections>
                </tabBarController>
            </objects></scene>
            <scene sceneID="Nv1-Sc-0a1"><objects>
                <navigationController id="Nv1-Nc-0a1" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" title="Browse" id="Nv1-Ti-0a1"/>
                    <connections>
                        <segue destination="Hm1-Vc-0a1" kind="relationship" relationship="rootViewController" id="Nv1-Sg-0a1"/>
                    </connections>
                </navigationController>
            </objects></scene>
            <scene sceneID="Hm1-Sc-0a1"><objects>
                <viewController title="List" id="Hm1-Vc-0a1" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="Hm1-Vw-0a1">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    </view>
                    <navigationItem key="navigationItem" title="List" id="Hm1-Ni-0a1"/>
                    <connections>
                        <segue destination="Dt1-Vc-0a1" kind="show" identifier="detail" id="Hm1-Sg-0a1"/>
                        <segue destination="Md1-Vc-0a1" kind="presentation" identifier="about" modalPresentationStyle="fullScreen" id="Hm1-Sg-0a2"/>
                    </connections>
                </viewController>
            </objects></scene>
            <scene sceneID="Dt1-Sc-0a1"><objects>
                <viewController title="Item" id="Dt1-Vc-0a1" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="Dt1-Vw-0a1">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    </view>
                    <navigationItem key="navigationItem" title="Item" id="Dt1-Ni-0a1"/>
                </viewController>
            </objects></scene>
            <scene sceneID="Md1-Sc-0a1"><objects>
                <viewController title="About" id="Md1-Vc-0a1" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="Md1-Vw-0a1">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    </view>
                </viewController>
            </objects></scene>
            <scene sceneID="St1-Sc-0a1"><objects>
                <viewController title="Settings" id="St1-Vc-0a1" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="St1-Vw-0a1">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    </view>
                    <tabBarItem key="tabBarItem" title="Settings" id="St1-Ti-0a1"/>
                </viewController>
            </objects></scene>
        </scenes>
    </document>
    """

    @Test func tabsNavigationModalsAndRotationOnAStoryboard() async throws {
        let file = try EndToEndTests.temporaryFile(Self.tabs, name: "Tabs.storyboard")
        let host = try HostProcess(["--storyboard", file.path])
        let client = try host.connect()
        try await client.subscribe(["controller.transition", "device.orientationChanged", "controller.appearance"])

        #expect(try await client.controllerTree()["root"]?["tabs"] == ["selectedIndex": 0, "count": 2])
        #expect(try await client.selectTab(title: "Settings")["title"] == "Settings")
        #expect(try await client.selectTab(index: 0)["title"] == "Browse")
        let pushed = try await client.performSegue("detail")
        #expect(pushed["destination"]?["title"] == "Item")
        let back = try await client.back()
        #expect(back["popped"]?["title"] == "Item")
        #expect(back["top"]?["title"] == "List")
        let about = try await client.performSegue("about")["destination"]
        #expect(about?["title"] == "About")
        #expect(try await client.dismiss()["dismissed"]?["title"] == "About")
        let rotated = try await client.rotate("landscapeLeft")
        #expect(rotated["rotated"] == true)
        #expect(rotated["interface"] == "landscapeRight", "docs/uikit-rules.md 9.1: device left is interface right")
        #expect(rotated["windowBounds"] == ["x": 0, "y": 0, "width": 667, "height": 375])
        #expect(try await client.orientation()["device"] == "landscapeLeft")

        var transitions: [String] = [], orientationEvents: [JSON] = [], appeared: [String] = []
        for await event in client.events {
            switch event.name {
            case "controller.transition": transitions.append(event.params["kind"]?.stringValue ?? "?")
            case "device.orientationChanged": orientationEvents.append(event.params)
            case "controller.appearance":
                if event.params["callback"] == "viewDidAppear" {
                    appeared.append(event.params["controller"]?.stringValue ?? "?")
                }
            default: break
            }
            if !orientationEvents.isEmpty { break }
        }
        #expect(transitions == ["tab", "tab", "segue", "pop", "segue", "dismiss"])
        // viewDidAppear, by controller ref (docs/uikit-rules.md 7.2: containers pass appearance on to their children;
        // dismissing a full-screen modal makes the whole tab bar controller appear again).
        let root = try await client.controllerTree()["root"]
        let tab = root?["ref"]?.stringValue, nav = root?["children"]?[0]?["ref"]?.stringValue
        let settings = root?["children"]?[1]?["ref"]?.stringValue
        let list = root?["children"]?[0]?["children"]?[0]?["ref"]?.stringValue
        let item = pushed["destination"]?["ref"]?.stringValue, aboutRef = about?["ref"]?.stringValue
        #expect(appeared == [settings, nav, list, item, list, aboutRef, tab, nav, list].map { $0 ?? "(missing)" })
        #expect(orientationEvents == [["device": "landscapeLeft", "interface": "landscapeRight"]])
        client.close()
    }
}
