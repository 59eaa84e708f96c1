import Foundation
import HeadlessUIKit
import Testing
import UIHostProtocol
@testable import UIHostCore

/// docs/uikit-rules.md 18.9-18.11: the run-time errors iOS ends an app with, reported in iOS's words to the host's
/// problems, the host log and `app.problem` events, while the host goes on serving.
@MainActor
@Suite struct AutomationProblemTests {
    /// A controller of a class nothing registers (so a plain UIViewController, as `uihost serve --storyboard` makes
    /// it) with an outlet `titleLabel` and a Save button whose action `save:` targets the controller.
    static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Pb1-Vc-0a1">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="Pb1-Sc-0a1">
                <objects>
                    <viewController id="Pb1-Vc-0a1" customClass="PBEditor" customModule="Editor" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Pb1-Vw-0a1">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <label opaque="NO" text="Draft" id="Pb1-Lb-0a1">
                                    <rect key="frame" x="16" y="100" width="343" height="21"/>
                                </label>
                                <button opaque="NO" buttonType="system" id="Pb1-Bt-0a1">
                                    <rect key="frame" x="16" y="200" width="343" height="44"/>
                                    <accessibility key="accessibilityConfiguration" identifier="save"/>
                                    <state key="normal" title="Save"/>
                                    <connections>
                                        <action selector="save:" destination="Pb1-Vc-0a1" eventType="touchUpInside" id="Pb1-Ac-0a1"/>
                                    </connections>
                                </button>
                            </subviews>
                        </view>
                        <connections>
                            <outlet property="titleLabel" destination="Pb1-Lb-0a1" id="Pb1-Ou-0a1"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    @Test func anUndefinedKeyAndAnUnrecognizedSelectorAreEventsAndTheHostKeepsServing() throws {
        let demo = try DemoAutomation(app: AppDescription.storyboard(data: Data(Self.storyboard.utf8), name: "Editor"))
        let controller = try #require(demo.automation.host.windows.first?.rootViewController)
        let address = "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(controller).toOpaque()), radix: 16)
        var logged: [String] = []
        demo.automation.problemLog = { logged.append($0) }

        try demo.call("events.subscribe", ["events": ["app.problem"]])
        let undefinedKey = "[<UIViewController \(address)> setValue:forUndefinedKey:]: this class is not key value "
            + "coding-compliant for the key titleLabel. The outlet 'titleLabel' of UIViewController 'Pb1-Vc-0a1' "
            + "(storyboard 'Editor', line 25) stays nil: nothing registered it. Fix: port the sources with "
            + "`uihost port`, or UIStoryboard.registerOutlet(\"titleLabel\", for: UIViewController.self) { ... }"
        // What launch reported comes with the first message after it.
        #expect(try problemEvents(demo).contains(undefinedKey))
        #expect(logged.contains(undefinedKey))
        logged.removeAll()

        try demo.call("input.tap", ["view": ["accessibilityIdentifier": "save"]])
        let unrecognized = "-[UIViewController save:]: unrecognized selector sent to instance \(address). Nothing "
            + "registered the action 'save:' for UIViewController. Fix: port the sources with `uihost port`, or "
            + "UIResponder.registerAction(\"save:\", for: UIViewController.self) { ... }"
        #expect(try problemEvents(demo) == [unrecognized])
        #expect(logged == [unrecognized])

        // Still serving: the tree answers and a second tap is a second report.
        #expect(try demo.call("view.get", ["view": ["accessibilityIdentifier": "save"]])["class"] == "UIButton")
        try demo.call("input.tap", ["view": ["accessibilityIdentifier": "save"]])
        #expect(try problemEvents(demo) == [unrecognized])
        #expect(demo.automation.host.problems.filter { $0 == unrecognized }.count == 2)
    }

    private func problemEvents(_ demo: DemoAutomation) throws -> [String] {
        try demo.notifications().filter { $0["method"] == "app.problem" }.compactMap { $0["params"]?["message"]?.stringValue }
    }
}
