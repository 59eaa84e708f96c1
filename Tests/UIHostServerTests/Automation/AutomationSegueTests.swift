import Foundation
import HeadlessUIKit
import Testing
import UIHostProtocol
@testable import UIHostCore
@testable import UIHostServer
import UIHostTesting
@testable import UIHostWebSocket

/// Storyboards for the segue tests, in the shape Xcode saves (after SegueFixtures.flow in HeadlessUIKitTests).
enum ServerSegueFixtures {
    /// A navigation controller (initial) whose root is Home (class SVHome). Home has a Next button (show → Detail),
    /// a Modal button (full-screen presentation → Modal) and a manual custom segue `ghost` whose class nothing
    /// registers. Detail (title "Detail") has no segues; Modal (title "Modal") has a Done button that unwinds with
    /// `unwindToHome:`.
    static let flow = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Nv1-Nc-0a1">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22131"/>
        </dependencies>
        <scenes>
            <scene sceneID="Nv1-Sc-0a1">
                <objects>
                    <navigationController storyboardIdentifier="Nav" id="Nv1-Nc-0a1" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="Nv1-Nb-0a1">
                            <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections>
                            <segue destination="Hm1-Vc-0a1" kind="relationship" relationship="rootViewController" id="Nv1-Sg-0a1"/>
                        </connections>
                    </navigationController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Nv1-Fr-0a1" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            <scene sceneID="Hm1-Sc-0a1">
                <objects>
                    <viewController storyboardIdentifier="Home" title="Home" id="Hm1-Vc-0a1" customClass="SVHome" customModule="Flow" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Hm1-Vw-0a1">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="Hm1-Bt-0a1">
                                    <rect key="frame" x="16" y="200" width="343" height="44"/>
                                    <accessibility key="accessibilityConfiguration" identifier="nextButton"/>
                                    <state key="normal" title="Next"/>
                                    <connections>
                                        <segue destination="Dt1-Vc-0a1" kind="show" identifier="next" id="Hm1-Sg-0a1"/>
                                    </connections>
                                </button>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="Hm1-Bt-0a2">
                                    <rect key="frame" x="16" y="260" width="343" height="44"/>
                                    <accessibility key="accessibilityConfiguration" identifier="modalButton"/>
                                    <state key="normal" title="Modal"/>
                                    <connections>
                                        <segue destination="Md1-Vc-0a1" kind="presentation" identifier="modal" modalPresentationStyle="fullScreen" id="Hm1-Sg-0a2"/>
                                    </connections>
                                </button>
                            </subviews>
                        </view>
                        <navigationItem key="navigationItem" title="Home" id="Hm1-Ni-0a1"/>
                        <connections>
                            <segue destination="Dt1-Vc-0a1" kind="custom" identifier="ghost" customClass="SVGhostSegue" id="Hm1-Sg-0a3"/>
                        </connections>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Hm1-Fr-0a1" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            <scene sceneID="Dt1-Sc-0a1">
                <objects>
                    <viewController storyboardIdentifier="Detail" title="Detail" id="Dt1-Vc-0a1" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Dt1-Vw-0a1">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Dt1-Fr-0a1" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            <scene sceneID="Md1-Sc-0a1">
                <objects>
                    <viewController storyboardIdentifier="Modal" title="Modal" id="Md1-Vc-0a1" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Md1-Vw-0a1">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="Md1-Bt-0a1">
                                    <rect key="frame" x="16" y="40" width="80" height="44"/>
                                    <accessibility key="accessibilityConfiguration" identifier="doneButton"/>
                                    <state key="normal" title="Done"/>
                                    <connections>
                                        <segue destination="Md1-Ex-0a1" kind="unwind" identifier="backHome" unwindAction="unwindToHome:" id="Md1-Sg-0a1"/>
                                    </connections>
                                </button>
                            </subviews>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Md1-Fr-0a1" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                    <exit id="Md1-Ex-0a1" userLabel="Exit" sceneMemberID="exit"/>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    /// Well-formed XML cut short: the storyboard reader's "not a well-formed XML document".
    static let truncated = String(flow.prefix(600))
}

/// Home of the fixture: remembers the sender its `prepare(for:sender:)` got, and handles `unwindToHome:`.
final class SVHome: UIViewController {
    @MainActor static var lastSender: AnyObject?
    @MainActor static var unwinds = 0

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        Self.lastSender = sender as AnyObject?
    }
}

extension DemoAutomation {
    /// An automation host running a storyboard as `uihost serve --storyboard` does (`AppDescription.storyboard`),
    /// with SVHome registered (as an app would register its classes; the command line registers none).
    convenience init(storyboard: String, name: String = "Flow", registerHome: Bool = true) throws {
        if registerHome {
            UIStoryboard.register(controllerNamed: "SVHome") { SVHome() }
            UIResponder.registerAction("unwindToHome:", for: SVHome.self) { _, _ in SVHome.unwinds += 1 }
        }
        try self.init(app: AppDescription.storyboard(data: Data(storyboard.utf8), name: name))
    }

    /// The ref of the controller at this path of controller.tree (child indices from the root).
    func controllerRef(_ path: [Int] = []) throws -> String {
        var node = try controllerRoot()
        for index in path { node = try #require(node["children"]?[index]) }
        return try #require(node["ref"]?.stringValue)
    }
}

@Suite @MainActor struct AutomationSegueListTests {
    static let homeSegues: JSON = [
        ["identifier": "next", "kind": "show",
         "destination": ["id": "Dt1-Vc-0a1", "class": "UIViewController", "storyboardIdentifier": "Detail", "title": "Detail"]],
        ["identifier": "modal", "kind": "presentation",
         "destination": ["id": "Md1-Vc-0a1", "class": "UIViewController", "storyboardIdentifier": "Modal", "title": "Modal"]],
        ["identifier": "ghost", "kind": "custom",
         "destination": ["id": "Dt1-Vc-0a1", "class": "UIViewController", "storyboardIdentifier": "Detail", "title": "Detail"],
         "customClass": "SVGhostSegue", "performedAs": "presentation"],
    ]

    @Test func theStoryboardAppLaunchesFromItsInitialController() throws {
        let flow = try DemoAutomation(storyboard: ServerSegueFixtures.flow)
        #expect(try flow.call("session.hello")["app"] == ["name": "Flow", "state": "active"])
        let root = try flow.controllerRoot()
        #expect(root["class"] == "UINavigationController")
        #expect(root["children"]?[0]?["class"] == "SVHome")
        #expect(root["children"]?[0]?["appearance"] == "appeared")
    }

    @Test func listsTheTopControllersSeguesAndTheSameByRef() throws {
        let flow = try DemoAutomation(storyboard: ServerSegueFixtures.flow)
        let home = try flow.controllerRef([0])
        let top = try flow.call("segue.list")
        #expect(top["controller"] == ["ref": .string(home), "class": "SVHome", "title": "Home"])
        #expect(top["segues"] == Self.homeSegues)
        #expect(try flow.call("segue.list", ["controller": "top"]) == top)
        #expect(try flow.call("segue.list", ["controller": .string(home)]) == top)
        // The navigation controller's scene has only its root relationship: nothing to perform.
        let navigation = try flow.call("segue.list", ["controller": .string(try flow.controllerRef())])
        #expect(navigation["controller"]?["class"] == "UINavigationController")
        #expect(navigation["segues"] == [])
    }

    @Test func unwindSeguesNameTheirActionAndHaveNoDestinationYet() throws {
        let flow = try DemoAutomation(storyboard: ServerSegueFixtures.flow)
        try flow.call("segue.perform", ["identifier": "modal"])
        #expect(try flow.call("segue.list")["segues"] == [
            ["identifier": "backHome", "kind": "unwind", "destination": nil, "unwindAction": "unwindToHome:"],
        ])
    }

    @Test func aControllerNotFromAStoryboardHasNoSegues() throws {
        let demo = try DemoAutomation()
        #expect(try demo.call("segue.list")["segues"] == [])
    }

    @Test func unknownOrMalformedControllerRefsAreRefused() throws {
        let flow = try DemoAutomation(storyboard: ServerSegueFixtures.flow)
        let unknown = try #require(try flow.error("segue.list", ["controller": "c999999999"]))
        #expect(unknown.code == -32001)
        #expect(unknown.data == ["selector": ["controller": "c999999999"]])
        #expect(unknown.message.contains("controller.tree"))
        let malformed = try #require(try flow.error("segue.list", ["controller": "v3"]))
        #expect(malformed.code == -32602)
        #expect(malformed.data?["field"] == "controller")
        let perform = try #require(try flow.error("segue.perform", ["identifier": "next", "controller": "c999999999"]))
        #expect(perform.code == -32001)
    }
}

@Suite @MainActor struct AutomationSeguePerformTests {
    @Test func showPushesInsideTheNavigationControllerAndReportsTheCallbacks() throws {
        let flow = try DemoAutomation(storyboard: ServerSegueFixtures.flow)
        let result = try flow.call("segue.perform", ["identifier": "next"])
        #expect(result["destination"]?["class"] == "UIViewController")
        #expect(result["destination"]?["title"] == "Detail")
        // prepare on the source, then the push (docs/uikit-rules.md 8.3, 7.5): Detail's willMove, its view loads, the
        // appearance pair around the 0.35 s transition, the appearance ends, then Detail's didMove(toParent:).
        // Detail's safe area (under the bars) is reported as the navigation controller lays it out.
        #expect(result["callbacks"] == [
            "prepare(for:sender:)", "willMove(toParent:)", "loadView", "viewDidLoad", "viewWillDisappear",
            "viewWillAppear", "viewWillLayoutSubviews", "viewSafeAreaInsetsDidChange", "viewDidLayoutSubviews", "viewWillLayoutSubviews",
            "viewDidLayoutSubviews", "viewDidDisappear", "viewDidAppear", "didMove(toParent:)",
            "viewWillLayoutSubviews", "viewDidLayoutSubviews",
        ])
        let root = try flow.controllerRoot()
        let stack = try #require(root["navigation"]?["stack"]?.arrayValue)
        #expect(stack.count == 2)
        #expect(stack.last == result["destination"]?["ref"])
        // Detail is now the top controller; its scene has no segues.
        let top = try flow.call("segue.list")
        #expect(top["controller"] == result["destination"])
        #expect(top["segues"] == [])
    }

    @Test func presentationPresentsAndUnwindComesBack() throws {
        let flow = try DemoAutomation(storyboard: ServerSegueFixtures.flow)
        let home = try flow.controllerRef([0])
        let presented = try flow.call("segue.perform", ["identifier": "modal"])
        #expect(presented["destination"]?["title"] == "Modal")
        let callbacks = try #require(presented["callbacks"]?.arrayValue)
        #expect(callbacks.first == "prepare(for:sender:)")
        #expect(callbacks.last == "viewDidAppear")
        #expect(try flow.controllerRoot()["presented"]?["ref"] == presented["destination"]?["ref"])
        let unwinds = SVHome.unwinds
        let back = try flow.call("segue.perform", ["identifier": "backHome"])
        #expect(back["destination"]?["ref"] == .string(home))
        #expect(back["callbacks"]?.arrayValue?.contains("unwindToHome:") == true)
        #expect(SVHome.unwinds == unwinds + 1)
        #expect(try flow.controllerRoot()["presented"] == nil)
    }

    @Test func theSenderSelectorIsTheViewPrepareGets() throws {
        let flow = try DemoAutomation(storyboard: ServerSegueFixtures.flow)
        let button = try flow.call("view.find", ["accessibilityIdentifier": "modalButton"])["views"]?[0]?["ref"]
        SVHome.lastSender = nil
        try flow.call("segue.perform", ["identifier": "modal", "sender": ["accessibilityIdentifier": "modalButton"]])
        let sender = try #require(SVHome.lastSender as? UIView)
        #expect(sender.accessibilityIdentifier == "modalButton")
        #expect(try flow.call("view.get", ["view": ["ref": try #require(button)]])["accessibilityIdentifier"] == "modalButton")
    }

    @Test func withoutASenderPrepareGetsNil() throws {
        let flow = try DemoAutomation(storyboard: ServerSegueFixtures.flow)
        SVHome.lastSender = flow
        try flow.call("segue.perform", ["identifier": "next"])
        #expect(SVHome.lastSender == nil)
    }

    @Test func anUnknownIdentifierIsNoSuchSegueListingTheAvailableOnesAndChangesNothing() throws {
        let flow = try DemoAutomation(storyboard: ServerSegueFixtures.flow)
        let before = try flow.controllerRoot()
        let error = try #require(try flow.error("segue.perform", ["identifier": "nope"]))
        #expect(error.code == -32004)
        #expect(error.data?["available"] == ["next", "modal", "ghost"])
        #expect(error.data?["identifier"] == "nope")
        #expect(error.message.contains("'next', 'modal', 'ghost'"))
        #expect(try flow.controllerRoot() == before)
    }

    @Test func aControllerNotFromAStoryboardHasNoSegueToPerform() throws {
        let demo = try DemoAutomation()
        let before = try demo.controllerRoot()
        let error = try #require(try demo.error("segue.perform", ["identifier": "next"]))
        #expect(error.code == -32004)
        #expect(error.data?["available"] == [])
        #expect(error.message.contains("did not come from a storyboard"))
        #expect(try demo.controllerRoot() == before)
    }

    @Test func anUnknownSenderIsNoSuchViewAndPerformsNothing() throws {
        let flow = try DemoAutomation(storyboard: ServerSegueFixtures.flow)
        let before = try flow.controllerRoot()
        let error = try #require(try flow.error("segue.perform", ["identifier": "next", "sender": ["accessibilityIdentifier": "missing"]]))
        #expect(error.code == -32001)
        #expect(error.data == ["selector": ["accessibilityIdentifier": "missing"]])
        #expect(try flow.controllerRoot() == before)
    }

    // docs/uikit-rules.md 15.12: the listed custom segue whose class nothing registered presents its destination.
    @Test func aListedCustomSegueWithAnUnregisteredClassIsPerformedAsAPresentation() throws {
        let flow = try DemoAutomation(storyboard: ServerSegueFixtures.flow)
        let performed = try flow.call("segue.perform", ["identifier": "ghost"])
        #expect(performed["destination"]?["class"] == "UIViewController")
        #expect(flow.automation.host.topPresentedViewController != nil)
    }

    @Test func waitNoneRepliesBeforeTheTransitionEnds() throws {
        let flow = try DemoAutomation(storyboard: ServerSegueFixtures.flow)
        let result = try flow.call("segue.perform", ["identifier": "next", "wait": "none"])
        #expect(result["callbacks"]?.arrayValue?.contains("viewDidAppear") == false)
        #expect(try flow.call("app.waitForIdle")["idle"] == true)
        let bad = try #require(try flow.error("segue.perform", ["identifier": "next", "wait": "later"]))
        #expect(bad.code == -32602)
        #expect(bad.data?["field"] == "wait")
    }

    @Test func aPerformedSegueIsReportedAsASegueTransition() throws {
        let flow = try DemoAutomation(storyboard: ServerSegueFixtures.flow)
        try flow.call("events.subscribe", ["events": ["controller.transition"]])
        _ = try flow.notifications()
        func transitions() throws -> [JSON] {
            try flow.notifications().filter { $0["method"] == "controller.transition" }.compactMap { $0["params"] }
        }
        let home = try flow.controllerRef([0])
        let modal = try #require(try flow.call("segue.perform", ["identifier": "modal"])["destination"]?["ref"])
        #expect(try transitions() == [["kind": "segue", "from": .string(home), "to": modal, "identifier": "modal"]])
        // The unwind's dismissal ends at the presenter (the navigation controller), so the segue follows it.
        try flow.call("segue.perform", ["identifier": "backHome"])
        #expect(try transitions() == [
            ["kind": "dismiss", "from": modal, "to": .string(try flow.controllerRef())],
            ["kind": "segue", "from": modal, "to": .string(home), "identifier": "backHome"],
        ])
        // Tapping a button that triggers a segue is seen as the push it makes.
        try flow.call("input.tap", ["view": ["accessibilityIdentifier": "nextButton"]])
        #expect(try transitions().first?["kind"] == "push")
    }

    @Test func aRelaunchStartsFromTheMainStoryboardAgain() throws {
        let flow = try DemoAutomation(storyboard: ServerSegueFixtures.flow)
        try flow.call("segue.perform", ["identifier": "next"])
        #expect(try flow.call("app.terminate")["state"] == "notRunning")
        let none = try #require(try flow.error("segue.list"))
        #expect(none.code == -32001)
        #expect(none.message.contains("notRunning"))
        #expect(try flow.call("app.launch")["state"] == "active")
        let root = try flow.controllerRoot()
        #expect(root["class"] == "UINavigationController")
        #expect(root["navigation"]?["stack"]?.arrayValue?.count == 1)
        #expect(try flow.call("segue.list")["segues"] == AutomationSegueListTests.homeSegues)
    }
}

@Suite @MainActor struct StoryboardAppDescriptionTests {
    private func temporaryFile(_ text: String, name: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("uihost-sg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    @Test func aFileIsNamedAfterItsBaseName() throws {
        let url = try temporaryFile(ServerSegueFixtures.flow, name: "Main.storyboard")
        let app = try AppDescription.storyboard(file: url.path)
        #expect(app.name == "Main")
        #expect(app.launchOptions.mainStoryboard?.name == "Main")
    }

    @Test func aMissingFileIsNamedWithWhatWouldBeRight() throws {
        let path = "/nonexistent/uihost/Main.storyboard"
        #expect(throws: StoryboardAppError.self) { try AppDescription.storyboard(file: path) }
        do throws(StoryboardAppError) {
            _ = try AppDescription.storyboard(file: path)
        } catch {
            #expect(error.description.contains(path))
            #expect(error.description.contains("no such file"))
            #expect(error.storyboardError == nil)
        }
    }

    @Test func aBrokenFileGivesTheStoryboardsError() throws {
        let url = try temporaryFile(ServerSegueFixtures.truncated, name: "Broken.storyboard")
        do throws(StoryboardAppError) {
            _ = try AppDescription.storyboard(file: url.path)
            Issue.record("a truncated storyboard was accepted")
        } catch {
            guard case .notXML = error.storyboardError else {
                Issue.record("expected notXML, got \(String(describing: error.storyboardError))")
                return
            }
            #expect(error.description.contains(url.path))
            #expect(error.description.contains("not a well-formed XML document"))
        }
    }

    @Test func aStoryboardWithoutAnInitialControllerIsRefused() throws {
        let text = ServerSegueFixtures.flow.replacingOccurrences(of: #" initialViewController="Nv1-Nc-0a1""#, with: "")
        #expect(throws: StoryboardError.noInitialViewController(storyboard: "Flow")) {
            try AppDescription.storyboard(data: Data(text.utf8), name: "Flow")
        }
    }
}
