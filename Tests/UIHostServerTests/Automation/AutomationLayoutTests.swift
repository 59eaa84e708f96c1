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
