import Testing
import HeadlessUIKit
import UIHostProtocol
@testable import UIHostCore
@testable import UIHostServer
import UIHostTesting
@testable import UIHostWebSocket

/// Refs (docs/protocol.md, Addressing: "stable for the object's lifetime, never reused") are remembered by the automation
/// host while their objects live. The soak benchmark (Benchmarks/soak.py) found that the entries of freed objects
/// were never dropped (for views before they moved to `ViewDirectory`, and still for controllers): the prune
/// waited for more new registrations than the entries held, and every registration adds to both.
@MainActor
@Suite struct RefsPruningTests {
    /// Pushes screen 1 of the navigation demo, asks for the top controller (giving it a ref) and pops it: each
    /// round registers one new controller and frees it. Returns the pushed controller's ref.
    @discardableResult
    private func visitScreenOne(_ demo: DemoAutomation) throws -> String? {
        try demo.call("input.tap", ["view": ["tag": 40]])
        let top = try demo.call("segue.list")["controller"]
        #expect(top?["class"] == "DemoNumberedViewController")
        let back = try demo.call("navigation.back")
        #expect(back["top"]?["class"] == "DemoHomeViewController")
        return top?["ref"]?.stringValue
    }

    @Test func refsOfFreedControllersAreDroppedWhileLiveOnesKeepTheirs() throws {
        let demo = try DemoAutomation()
        let refs = demo.automation.refs
        refs.pruneEvery = 64
        let home = try demo.call("segue.list")["controller"]?["ref"]
        try demo.call("input.tap", ["view": ["tag": 40]])
        let screenOneView = try demo.call("view.find", ["accessibilityIdentifier": "screen.1"])["views"]?[0]?["ref"]
        try demo.call("navigation.back")
        let firstScreen = try #require(try visitScreenOne(demo))

        var mostHeld = 0
        for _ in 0..<(3 * refs.pruneEvery) {
            try visitScreenOne(demo)
            mostHeld = max(mostHeld, refs.heldControllers.held)
        }
        let counts = refs.heldControllers
        // Without pruning all 3 × 64 + 1 freed controllers would still be held.
        #expect(mostHeld <= counts.live + refs.pruneEvery + 1)
        #expect(counts.held - counts.live <= refs.pruneEvery)
        #expect(counts.live == 1)  // the home screen: segue.list gave it a ref; the navigation controller has none

        // A live controller keeps its ref through the prunes; a freed one's names nothing (and is never reused).
        let homeAfter = try demo.call("segue.list")["controller"]?["ref"]
        #expect(home != nil && homeAfter == home)
        let error = try demo.error("segue.list", ["controller": .string(firstScreen)])
        #expect(error?.code == -32001)
        #expect(error?.data?["selector"] == ["controller": .string(firstScreen)])
        // Views: a freed view's ref is -32001 too.
        let stale = try #require(screenOneView?.stringValue)
        let viewError = try demo.error("view.get", ["view": ["ref": .string(stale)]])
        #expect(viewError?.code == -32001)
        #expect(viewError?.data?["selector"] == ["ref": .string(stale)])
    }
}
