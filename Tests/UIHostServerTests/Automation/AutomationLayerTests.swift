import Foundation
import Testing
import HeadlessUIKit
import UIHostProtocol
@testable import UIHostCore

/// Layer appearance through the protocol: `view.get`, tree nodes and `view.set` (docs/protocol.md, A view node;
/// docs/uikit-rules.md 17.11).
@MainActor
private final class LayeredAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let controller = UIViewController()
        window.rootViewController = controller
        let card = UIView(frame: CGRect(x: 10, y: 100, width: 100, height: 100))
        card.accessibilityIdentifier = "layer-test-card"
        card.layer.cornerRadius = 8
        card.layer.borderWidth = 1
        card.layer.shadowOpacity = 0.5
        controller.view.addSubview(card)
        let plain = UIView(frame: CGRect(x: 10, y: 300, width: 10, height: 10))
        plain.accessibilityIdentifier = "layer-test-plain"
        controller.view.addSubview(plain)
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

@Suite @MainActor struct AutomationLayerTests {
    private func app() throws -> DemoAutomation {
        try DemoAutomation(app: AppDescription(name: "layered") { LayeredAppDelegate() })
    }

    @Test func viewGetReportsTheLayerAndTreesOnlyWhereItHasALook() throws {
        let app = try app()
        let card = try app.call("view.get", ["view": ["accessibilityIdentifier": "layer-test-card"]])
        #expect(card["layer"] == [
            "cornerRadius": 8, "borderWidth": 1, "borderColor": "#000000FF", "shadowOpacity": 0.5, "shadowRadius": 3,
            "shadowOffset": ["width": 0, "height": -3], "shadowColor": "#000000FF", "masksToBounds": false,
            "anchorPoint": ["x": 0.5, "y": 0.5],
        ])
        let plain = try app.call("view.get", ["view": ["accessibilityIdentifier": "layer-test-plain"]])
        #expect(plain["layer"]?["cornerRadius"] == 0)
        let tree = try app.call("tree.get").text
        #expect(tree.components(separatedBy: "\"layer\"").count == 2)
    }

    @Test func viewSetChangesLayerProperties() throws {
        let app = try app()
        try app.call("view.set", ["view": ["accessibilityIdentifier": "layer-test-plain"], "properties": [
            "layer": ["cornerRadius": 4, "masksToBounds": true, "borderColor": "#FF0000", "shadowOffset": ["width": 1, "height": 2]],
        ]])
        let node = try app.call("view.get", ["view": ["accessibilityIdentifier": "layer-test-plain"]])
        #expect(node["layer"]?["cornerRadius"] == 4)
        #expect(node["layer"]?["masksToBounds"] == true)
        #expect(node["clipsToBounds"] == true)
        #expect(node["layer"]?["borderColor"] == "#FF0000FF")
        #expect(node["layer"]?["shadowOffset"] == ["width": 1, "height": 2])
        let error = try app.error("view.set", ["view": ["accessibilityIdentifier": "layer-test-plain"], "properties": ["layer": ["cornerRadius": -1]]])
        #expect(error?.code == RPCError.invalidParamsCode)
        let unknown = try app.error("view.set", ["view": ["accessibilityIdentifier": "layer-test-plain"], "properties": ["layer": ["zPosition": 1]]])
        #expect(unknown?.message.contains("layer.zPosition") == true)
    }
}
