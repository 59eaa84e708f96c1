import Foundation
import HeadlessUIKit
import Testing
import UIHostDemo
import UIHostProtocol
@testable import UIHostCore

/// A subclass of UILabel: its class name is not `UILabel`, so its compact nodes keep `userInteractionEnabled: false`.
final class CompactBadgeLabel: UILabel {}

/// `tree.get`'s nodes without nulls, and its compact form (docs/protocol.md, A view node and The compact form).
@Suite @MainActor struct CompactTreeTests {
    /// Every node of `node`'s tree, depth first.
    func nodes(_ node: JSON?) -> [JSON] {
        guard let node else { return [] }
        return [node] + (node["children"]?.arrayValue ?? []).flatMap { nodes($0) }
    }

    /// `node` in the compact form, made from its full form by the documented rule.
    func compacted(_ node: JSON) -> JSON {
        guard case .object(let object) = node, case .object(let frame)? = node["frame"] else { return node }
        let defaultBounds: JSON = ["x": 0, "y": 0, "width": frame["width"] ?? 0, "height": frame["height"] ?? 0]
        let interactionDefault: JSON = node["class"] == "UILabel" || node["class"] == "UIImageView" ? false : true
        var result = JSONObject()
        if node["text"] != nil && node["accessibilityLabel"] == nil { result["accessibilityLabel"] = .null }
        for (key, value) in object {
            switch (key, value) {
            case ("tag", 0), ("hidden", false), ("alpha", 1), ("alpha", 1.0): continue
            case ("userInteractionEnabled", interactionDefault), ("bounds", defaultBounds): continue
            case ("accessibilityLabel", node["text"] ?? .null): continue
            case ("children", .array(let children)): result[key] = .array(children.map(compacted))
            default: result[key] = value
            }
        }
        return .object(result)
    }

    @Test func nodesLeaveUnsetAccessibilityFieldsOutInsteadOfSendingNull() throws {
        let demo = try DemoAutomation()
        let all = nodes(try demo.call("tree.get")["root"])
        #expect(all.count > 20)
        for node in all {
            guard case .object(let object) = node else { Issue.record("not an object: \(node)"); continue }
            #expect(!object.contains { $0.value == .null }, "\(node)")
        }
        let window = try #require(all.first)
        #expect(window["accessibilityIdentifier"] == nil && window["accessibilityLabel"] == nil)
        let counter = try #require(all.first { $0["tag"] == 2 })
        #expect(counter["accessibilityIdentifier"] == "counter")
        // view.find and view.get send the same basic fields.
        let found = try #require(try demo.call("view.find", ["class": "UIWindow"])["views"]?[0])
        #expect(found["accessibilityIdentifier"] == nil && found["accessibilityLabel"] == nil && found["hidden"] == false)
    }

    @Test func theCompactTreeIsTheFullTreeLessItsDefaults() throws {
        let demo = try DemoAutomation()
        let window = try #require(demo.automation.host.keyWindow)
        let home = try #require(window.viewWithTag(2)?.superview)
        // Bounds scrolled, a rotation (bounds and frame of different sizes), a hidden and a translucent view.
        _ = TreeStreamingTests().addScrolledAndTurnedViews(to: home)
        let faded = UIView(frame: CGRect(x: 1, y: 600, width: 10, height: 10))
        faded.alpha = 0.5
        faded.isHidden = true
        faded.isUserInteractionEnabled = false
        home.addSubview(faded)
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 8, height: 9))
        home.addSubview(plain)
        demo.automation.host.runUntilIdle()

        let full = try #require(try demo.call("tree.get")["root"])
        let compact = try #require(try demo.call("tree.get", ["compact": true])["root"])
        #expect(compact == compacted(full))
        #expect(compact != full)
        // The node of the faded view keeps what differs from the defaults, and nothing else.
        let fadedNode = try #require(nodes(compact).first { $0["ref"] == .string("v\(faded.instanceNumber)") })
        #expect(fadedNode == ["ref": .string("v\(faded.instanceNumber)"), "class": "UIView",
                              "frame": ["x": 1, "y": 600, "width": 10, "height": 10],
                              "hidden": true, "alpha": 0.5, "userInteractionEnabled": false])
        // A plain view: ref, class and frame only.
        let plainNode = try #require(try demo.call("tree.get", ["root": ["ref": .string("v\(plain.instanceNumber)")],
                                                                "compact": true])["root"])
        #expect(plainNode == ["ref": .string("v\(plain.instanceNumber)"), "class": "UIView",
                              "frame": ["x": 0, "y": 0, "width": 8, "height": 9]])
    }

    @Test func compactIsTheSameBelowARootToADepthAndBuiltAsValues() throws {
        let demo = try DemoAutomation()
        let window = try #require(demo.automation.host.keyWindow)
        let sub = try #require(try demo.call("tree.get", ["root": ["tag": 2], "depth": 1, "compact": true])["root"])
        let subFull = try #require(try demo.call("tree.get", ["root": ["tag": 2], "depth": 1])["root"])
        #expect(sub == compacted(subFull))
        let built = try JSONParser.parse(demo.automation.nodes.node(window, depth: nil, compact: true).serialized())
        #expect(try demo.call("tree.get", ["compact": true])["root"] == built)
    }

    /// A label's interaction (false) and its text as its accessibility label are left out; a label that takes
    /// touches, an image view, a subclass of UILabel and a label with another accessibility label keep theirs.
    @Test func compactLeavesOutClassDefaultsOfInteractionAndTheLabelEqualToTheText() throws {
        let demo = try DemoAutomation()
        let home = try #require(demo.automation.host.keyWindow?.viewWithTag(2)?.superview)
        let plain = UILabel(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        plain.text = "Plain"
        let touchable = UILabel(frame: CGRect(x: 0, y: 20, width: 40, height: 20))
        touchable.text = "Touch"
        touchable.isUserInteractionEnabled = true
        let relabelled = UILabel(frame: CGRect(x: 0, y: 40, width: 40, height: 20))
        relabelled.text = "3"
        relabelled.accessibilityLabel = "Three items"
        let badge = CompactBadgeLabel(frame: CGRect(x: 0, y: 60, width: 40, height: 20))
        badge.text = "Badge"
        let image = UIImageView(frame: CGRect(x: 0, y: 80, width: 40, height: 20))
        let field = UITextField(frame: CGRect(x: 0, y: 100, width: 40, height: 20))
        field.text = "typed"
        for view in [plain, touchable, relabelled, badge, image, field] as [UIView] { home.addSubview(view) }
        demo.automation.host.runUntilIdle()
        _ = try demo.call("tree.get")  // a view's ref is known to the host once a tree has shown it
        func node(_ view: UIView) throws -> JSON {
            try #require(try demo.call("tree.get", ["root": ["ref": .string("v\(view.instanceNumber)")],
                                                    "compact": true])["root"])
        }
        func ref(_ view: UIView) -> JSON { .string("v\(view.instanceNumber)") }
        #expect(try node(plain) == ["ref": ref(plain), "class": "UILabel",
                                    "frame": ["x": 0, "y": 0, "width": 40, "height": 20], "text": "Plain"])
        #expect(try node(touchable) == ["ref": ref(touchable), "class": "UILabel",
                                        "frame": ["x": 0, "y": 20, "width": 40, "height": 20],
                                        "userInteractionEnabled": true, "text": "Touch"])
        #expect(try node(relabelled) == ["ref": ref(relabelled), "class": "UILabel",
                                         "frame": ["x": 0, "y": 40, "width": 40, "height": 20],
                                         "accessibilityLabel": "Three items", "text": "3"])
        let badgeNode = try node(badge)
        #expect(badgeNode["userInteractionEnabled"] == false && badgeNode["accessibilityLabel"] == nil)
        #expect(try node(image) == ["ref": ref(image), "class": "UIImageView",
                                    "frame": ["x": 0, "y": 80, "width": 40, "height": 20]])
        // A text field has no accessibility label of its own: null says so, as its text is there.
        let fieldNode = try node(field)
        #expect(fieldNode["accessibilityLabel"] == .null && fieldNode["text"] == "typed")
        // The full form is unchanged.
        let full = try #require(try demo.call("tree.get", ["root": ["ref": ref(plain)]])["root"])
        #expect(full["userInteractionEnabled"] == false && full["accessibilityLabel"] == "Plain")
    }

    @Test func compactMustBeABoolean() throws {
        let error = try #require(try DemoAutomation().error("tree.get", ["compact": "yes"]))
        #expect(error.code == -32602)
        #expect(error.data?["field"] == "compact")
    }
}
