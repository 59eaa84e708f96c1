import Foundation
import Testing
import HeadlessUIKit
import UIHostProtocol
@testable import UIHostCore

/// An app laid out with constraints, seen through the protocol: `view.get`'s layout fields and `layout.problems`
/// (docs/protocol.md, Methods; docs/uikit-rules.md 11.20, 11.58, 11.86).
@MainActor
private final class ConstrainedAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let controller = UIViewController()
        window.rootViewController = controller
        let root = controller.view!
        let title = UILabel()
        title.text = "Title"
        title.tag = 1
        title.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(title)
        let floating = UIView()
        floating.tag = 2
        floating.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(floating)
        let tooWide = title.widthAnchor.constraint(equalToConstant: 500)
        tooWide.identifier = "too-wide"
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            title.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            title.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 10),
            tooWide,
            floating.widthAnchor.constraint(equalToConstant: 10),
            floating.heightAnchor.constraint(equalToConstant: 10),
            floating.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        ])
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

@Suite @MainActor struct AutomationLayoutTests {
    private func demo() throws -> DemoAutomation {
        try DemoAutomation(app: AppDescription(name: "constrained") { ConstrainedAppDelegate() })
    }

    @Test func viewGetReportsConstraintsInsetsAndIntrinsicSize() throws {
        let demo = try demo()
        let node = try demo.call("view.get", ["view": ["tag": 1]])
        #expect(node["frame"] == ["x": 20, "y": 30, "width": 335, "height": node["frame"]?["height"] ?? 0])
        #expect(node["translatesAutoresizingMaskIntoConstraints"] == false)
        #expect(node["safeAreaInsets"] == ["top": 0, "left": 0, "bottom": 0, "right": 0])
        #expect(node["layoutMargins"] == ["top": 8, "left": 8, "bottom": 8, "right": 8])
        let intrinsic = try #require(node["intrinsicContentSize"])
        #expect(intrinsic["height"] == node["frame"]?["height"])
        let constraints = try #require(node["constraints"]?.arrayValue)
        #expect(constraints.count == 4)
        let broken = try #require(constraints.first { $0["identifier"] == "too-wide" })
        #expect(broken["active"] == true)
        #expect(broken["holds"] == false)
        #expect(broken["priority"] == 1000)
        #expect(constraints.filter { $0["holds"] == true }.count == 3)
        #expect(constraints.allSatisfy { $0["description"]?.stringValue?.hasPrefix("<NSLayoutConstraint:0x") == true })
    }

    @Test func layoutProblemsListsTheBrokenConstraintAndTheAmbiguousView() throws {
        let demo = try demo()
        let problems = try demo.call("layout.problems")
        let unsatisfiable = try #require(problems["unsatisfiable"]?.arrayValue)
        #expect(unsatisfiable.count == 1)
        #expect(unsatisfiable.first?["identifier"] == "too-wide")
        #expect(unsatisfiable.first?["views"]?.arrayValue?.count == 1)
        let ambiguous = try #require(problems["ambiguous"]?.arrayValue)
        #expect(ambiguous.count == 1)
        #expect(ambiguous.first?["class"] == "UIView")
        let floating = try demo.call("view.get", ["view": ["tag": 2]])
        #expect(ambiguous.first?["ref"] == floating["ref"])
        #expect(floating["hasAmbiguousLayout"] == true)
    }

    @Test func aDemoAppWithoutConstraintsHasNoLayoutProblems() throws {
        let problems = try DemoAutomation().call("layout.problems")
        #expect(problems == ["unsatisfiable": [], "ambiguous": []])
    }
}

/// A storyboard laid out by its constraints, over the protocol: nodes carry the element's id, and the layout
/// follows a rotation (docs/uikit-rules.md 8.5, 8.11, 8.12; docs/protocol.md, A view node).
@Suite @MainActor struct AutomationStoryboardLayoutTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="Pn1-Vc-0a1">
            <scenes>
                <scene sceneID="Pn1-Sc-0a1">
                    <objects>
                        <viewController id="Pn1-Vc-0a1" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Pn1-Vw-0a1">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Pinned" translatesAutoresizingMaskIntoConstraints="NO" id="Pn1-Lb-0a1">
                                        <rect key="frame" x="20" y="40" width="335" height="21"/>
                                    </label>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="Pn1-Sa-0a1"/>
                                <constraints>
                                    <constraint firstItem="Pn1-Lb-0a1" firstAttribute="leading" secondItem="Pn1-Sa-0a1" secondAttribute="leading" constant="20" id="Pn1-Cn-0a1"/>
                                    <constraint firstItem="Pn1-Sa-0a1" firstAttribute="trailing" secondItem="Pn1-Lb-0a1" secondAttribute="trailing" constant="20" id="Pn1-Cn-0a2"/>
                                    <constraint firstItem="Pn1-Lb-0a1" firstAttribute="top" secondItem="Pn1-Sa-0a1" secondAttribute="top" constant="20" id="Pn1-Cn-0a3"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func nodesCarryTheStoryboardIDAndTheLayoutFollowsARotation() throws {
        let app = try DemoAutomation(app: AppDescription.storyboard(data: Data(Self.storyboard.utf8), name: "Pinned"))
        let label = try app.call("view.get", ["view": ["storyboardID": "Pn1-Lb-0a1"]])
        #expect(label["storyboardID"] == "Pn1-Lb-0a1")
        #expect(label["frame"]?["x"] == 20)
        #expect(label["frame"]?["width"] == 335)
        let tree = try app.call("tree.get")
        #expect(tree.text.contains(#""storyboardID":"Pn1-Vw-0a1""#))
        #expect(tree.text.contains(#""storyboardID":"Pn1-Lb-0a1""#))
        try app.call("device.rotate", ["orientation": "landscapeLeft"])
        let turned = try app.call("view.get", ["view": ["ref": label["ref"] ?? ""]])
        #expect(turned["frame"]?["width"] == 627)
        let constraints = try #require(turned["constraints"]?.arrayValue)
        #expect(constraints.count == 3)
        #expect(constraints.allSatisfy { $0["holds"] == true })
        #expect(try app.call("layout.problems") == ["unsatisfiable": [], "ambiguous": []])
    }
}
