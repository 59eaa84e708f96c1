import Foundation
import HeadlessUIKit
import Testing
import UIHostDemo
import UIHostProtocol
@testable import UIHostCore

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
        var result = JSONObject()
        for (key, value) in object {
            switch (key, value) {
            case ("tag", 0), ("hidden", false), ("alpha", 1), ("alpha", 1.0), ("userInteractionEnabled", true): continue
            case ("bounds", defaultBounds): continue
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

    @Test func compactMustBeABoolean() throws {
        let error = try #require(try DemoAutomation().error("tree.get", ["compact": "yes"]))
        #expect(error.code == -32602)
        #expect(error.data?["field"] == "compact")
    }
}
