import Foundation
import Testing
@testable import HeadlessUIKit

/// Storyboard references between the storyboards of an app's resources (docs/uikit-rules.md 15.6), given to the
/// host as `AppResources` the way `uihost serve --app-dir` does.
@Suite @MainActor struct StoryboardReferenceTests {
    /// A storyboard of one tab bar controller whose two tabs are references: one to `Profile` in `People`, one to
    /// People's initial controller; plus a reference to itself by identifier and two that loop.
    static let tabs = document(initial: "Tr1-Tc-0a1", scenes: """
        <scene sceneID="Tr1-Sc-0a1"><objects>
            <tabBarController id="Tr1-Tc-0a1" sceneMemberID="viewController">
                <connections>
                    <segue destination="Tr1-Vp-0a1" kind="relationship" relationship="viewControllers" id="Tr1-Sg-0a1"/>
                    <segue destination="Tr1-Vp-0a2" kind="relationship" relationship="viewControllers" id="Tr1-Sg-0a2"/>
                </connections>
            </tabBarController>
        </objects></scene>
        <scene sceneID="Tr1-Sc-0a2"><objects>
            <viewControllerPlaceholder storyboardName="People" referencedIdentifier="Profile" id="Tr1-Vp-0a1" sceneMemberID="viewController"/>
        </objects></scene>
        <scene sceneID="Tr1-Sc-0a3"><objects>
            <viewControllerPlaceholder storyboardName="People" id="Tr1-Vp-0a2" sceneMemberID="viewController"/>
        </objects></scene>
        <scene sceneID="Tr1-Sc-0a4"><objects>
            <viewControllerPlaceholder referencedIdentifier="Loop" storyboardIdentifier="Loop" id="Tr1-Vp-0a3" sceneMemberID="viewController"/>
        </objects></scene>
        """)

    static let people = document(initial: "Pp1-Vc-0a1", scenes: """
        <scene sceneID="Pp1-Sc-0a1"><objects>
            <viewController storyboardIdentifier="List" title="People" id="Pp1-Vc-0a1" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="Pp1-Vw-0a1"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view>
            </viewController>
        </objects></scene>
        <scene sceneID="Pp1-Sc-0a2"><objects>
            <viewController storyboardIdentifier="Profile" title="Profile" id="Pp1-Vc-0a2" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="Pp1-Vw-0a2"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view>
            </viewController>
        </objects></scene>
        """)

    static func document(initial: String, scenes: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" initialViewController="\(initial)">
            <scenes>\(scenes)</scenes>
        </document>
        """
    }

    static func resources() throws -> AppResources {
        AppResources(appName: "Refs", storyboards: [
            "Tabs": try StoryboardDocument(data: Data(tabs.utf8)), "People": try StoryboardDocument(data: Data(people.utf8)),
        ])
    }

    // docs/uikit-rules.md 15.6: a container's children may be references; each is made from its own storyboard,
    // which it then belongs to.
    @Test func aTabBarsReferencedChildrenAreMadeFromTheirStoryboard() throws {
        let host = HeadlessHost()
        host.resources = try Self.resources()
        let storyboard = UIStoryboard(name: "Tabs", bundle: nil)

        let tabs = try #require(try storyboard.makeInitialViewController() as? UITabBarController)

        #expect(tabs.viewControllers?.map(\.title) == ["Profile", "People"])
        #expect(tabs.viewControllers?.map { $0.storyboard?.name } == ["People", "People"])
        #expect(tabs.viewControllers?.first?.storyboard === tabs.viewControllers?.last?.storyboard,
                "one storyboard object per name and host")
    }

    // docs/uikit-rules.md 15.6: UIStoryboard(name:bundle:) finds the app's storyboards by name.
    @Test func storyboardsAreFoundByName() throws {
        let host = HeadlessHost()
        host.resources = try Self.resources()
        let people = UIStoryboard(name: "People", bundle: nil)
        #expect(people.instantiateViewController(withIdentifier: "Profile").title == "Profile")
    }

    // docs/uikit-rules.md 15.6: references that lead back to themselves are an error, not a hang.
    @Test func aReferenceLoopIsAnError() throws {
        let host = HeadlessHost()
        host.resources = try Self.resources()
        let storyboard = UIStoryboard(name: "Tabs", bundle: nil)
        #expect(throws: StoryboardError.referenceLoop(referenceID: "Tr1-Vp-0a3", storyboard: "Tabs")) {
            try storyboard.makeViewController(withIdentifier: "Loop")
        }
    }

    // docs/uikit-rules.md 15.6: without the resources, the reference names what is missing.
    @Test func withoutTheAppsStoryboardsAReferenceIsRefused() throws {
        _ = HeadlessHost()
        let storyboard = try UIStoryboard(data: Data(Self.tabs.utf8), name: "Tabs")
        #expect(throws: StoryboardError.referencedStoryboardNotFound("People", referenceID: "Tr1-Vp-0a1", storyboard: "Tabs")) {
            try storyboard.makeInitialViewController()
        }
    }
}
