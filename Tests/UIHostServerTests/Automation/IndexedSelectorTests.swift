import Foundation
import HeadlessUIKit
import Testing
import UIHostProtocol
@testable import UIHostCore
@testable import UIHostServer
import UIHostTesting
@testable import UIHostWebSocket

/// Selectors by tag or accessibility identifier are answered from `ViewIndex` instead of a walk (docs/protocol.md,
/// Addressing: matches are in depth-first order, windows in order, receiver first). These tests hold the indexed
/// answers to what the walk answers, through duplicates, nesting, several windows, `within`, `index`, changes,
/// removal and release.
@Suite @MainActor struct IndexedSelectorTests {
    /// Refs of every match, as view.find with `all` answers them.
    func refs(_ demo: DemoAutomation, _ selector: JSON) throws -> [String] {
        var params = selector.objectValue ?? JSONObject()
        params["all"] = true
        let views = try demo.call("view.find", .object(params))["views"]?.arrayValue ?? []
        return views.compactMap { $0["ref"]?.stringValue }
    }

    /// The same selector answered by walking: the matches of the tag or identifier, found with no index.
    func walked(_ demo: DemoAutomation, tag: Int? = nil, identifier: String? = nil, under root: UIView? = nil) -> [String] {
        var found: [String] = []
        func visit(_ view: UIView) {
            if (tag.map { view.tag == $0 } ?? true), (identifier.map { view.accessibilityIdentifier == $0 } ?? true) {
                found.append(demo.automation.refs.ref(view))
            }
            for subview in view.subviews { visit(subview) }
        }
        if let root { root.subviews.forEach(visit) } else { demo.automation.host.windows.forEach(visit) }
        return found
    }

    @Test func tagAndIdentifierMatchesComeInTreeOrderAsTheWalkFindsThem() throws {
        let demo = try DemoAutomation()
        let window = try #require(demo.automation.host.keyWindow)
        let home = try #require(window.viewWithTag(2)?.superview)
        // Three views share tag 77 and identifier "twin", added out of tree order: the last one made is first.
        let outer = UIView(frame: CGRect(x: 0, y: 400, width: 100, height: 100))
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let later = UIView(frame: CGRect(x: 0, y: 500, width: 10, height: 10))
        home.addSubview(outer)
        home.addSubview(later)
        outer.addSubview(inner)
        for view in [later, inner, outer] {
            view.tag = 77
            view.accessibilityIdentifier = "twin"
        }
        demo.automation.host.runUntilIdle()
        let expected = walked(demo, tag: 77)
        #expect(expected.count == 3)
        #expect(try refs(demo, ["tag": 77]) == expected)
        #expect(try refs(demo, ["accessibilityIdentifier": "twin"]) == expected)
        #expect(try refs(demo, ["tag": 77, "accessibilityIdentifier": "twin"]) == expected)
        #expect(try demo.call("view.find", ["tag": 77, "index": 2])["views"]?[0]?["ref"]?.stringValue == expected[2])
        #expect(try demo.call("view.find", ["tag": 77, "index": 3])["views"] == [])
        // within: under `outer` only `inner` (the scope itself is not a match).
        #expect(try refs(demo, ["tag": 77, "within": ["ref": .string(demo.automation.refs.ref(outer))]])
                == walked(demo, tag: 77, under: outer))
        #expect(walked(demo, tag: 77, under: outer).count == 1)
    }

    @Test func changesRemovalAndReleaseAreSeen() throws {
        let demo = try DemoAutomation()
        let window = try #require(demo.automation.host.keyWindow)
        let home = try #require(window.viewWithTag(2)?.superview)
        var view: UIView? = UIView(frame: CGRect(x: 0, y: 400, width: 10, height: 10))
        view!.tag = 4_242
        home.addSubview(view!)
        #expect(try refs(demo, ["tag": 4_242]).count == 1)
        view!.tag = 4_243
        #expect(try refs(demo, ["tag": 4_242]).isEmpty, "the old tag no longer finds it")
        #expect(try refs(demo, ["tag": 4_243]).count == 1)
        view!.accessibilityIdentifier = "renamed"
        view!.accessibilityIdentifier = "renamed-again"
        #expect(try refs(demo, ["accessibilityIdentifier": "renamed"]).isEmpty)
        #expect(try refs(demo, ["accessibilityIdentifier": "renamed-again"]).count == 1)
        view!.removeFromSuperview()
        #expect(ViewIndex.count(withTag: 4_243) == 1, "still alive, still indexed")
        #expect(try refs(demo, ["tag": 4_243]).isEmpty, "but in no window, so no match")
        demo.automation.host.runUntilIdle()  // the runtime lets go of views it was to lay out or draw
        weak var released = view
        view = nil
        #expect(released == nil)
        #expect(ViewIndex.count(withTag: 4_243) == 0, "a released view leaves the index")
        #expect(ViewIndex.count(withIdentifier: "renamed-again") == 0)
        #expect(ViewIndex.views(withTag: 0) == nil, "tag 0 is every view's default and is not indexed")
    }

    /// A view in a second window comes after every view of the first; a tag shared by more views than the index
    /// hands out is found by the walk, in the same order.
    @Test func secondWindowsAndCommonTagsKeepTheWalkOrder() throws {
        let demo = try DemoAutomation()
        let window = try #require(demo.automation.host.keyWindow)
        let overlay = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        overlay.windowLevel = .alert
        let top = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        top.tag = 9_001
        overlay.addSubview(top)
        overlay.isHidden = false
        let bottom = UIView(frame: CGRect(x: 0, y: 600, width: 10, height: 10))
        bottom.tag = 9_001
        window.addSubview(bottom)
        let many = (0..<(SelectorMatching.indexedCandidateLimit + 5)).map { index -> UIView in
            let view = UIView(frame: CGRect(x: Double(index), y: 620, width: 1, height: 1))
            view.tag = 9_002
            window.addSubview(view)
            return view
        }
        demo.automation.host.runUntilIdle()
        #expect(demo.automation.host.windows.count == 2)
        #expect(try refs(demo, ["tag": 9_001]) == walked(demo, tag: 9_001))
        #expect(try refs(demo, ["tag": 9_002]) == walked(demo, tag: 9_002))
        #expect(try refs(demo, ["tag": 9_002]).count == many.count)
        withExtendedLifetime(overlay) {}
    }
}

/// `ViewIndex` against a plain model: views sharing tags and identifiers are made, retagged and released in a
/// random order, and after every step the index answers exactly the live views with each key.
@Suite @MainActor struct ViewIndexTests {
    // Keys no other test uses: the index is process-wide and suites run side by side.
    static let tags = 7_100_001...7_100_004
    static let names = ["view-index-test-a", "view-index-test-b"]

    @Test func sharedKeysStayExactThroughRandomChangesAndReleases() {
        var generator = SystemRandomNumberGenerator()
        var views: [UIView] = []
        func check() {
            for tag in Self.tags {
                let expected = Set(views.filter { $0.tag == tag }.map(ObjectIdentifier.init))
                #expect(Set((ViewIndex.views(withTag: tag) ?? []).map(ObjectIdentifier.init)) == expected)
                #expect(ViewIndex.count(withTag: tag) == expected.count)
            }
            for name in Self.names {
                let expected = Set(views.filter { $0.accessibilityIdentifier == name }.map(ObjectIdentifier.init))
                #expect(Set(ViewIndex.views(withIdentifier: name).map(ObjectIdentifier.init)) == expected)
            }
        }
        for _ in 0..<600 {
            switch Int.random(in: 0..<4, using: &generator) {
            case 0, 1:
                let view = UIView()
                view.tag = Int.random(in: Self.tags, using: &generator)
                view.accessibilityIdentifier = Self.names.randomElement(using: &generator)
                views.append(view)
            case 2 where !views.isEmpty:
                let view = views[Int.random(in: views.indices, using: &generator)]
                view.tag = [0, Self.tags.lowerBound, Self.tags.upperBound - 1].randomElement(using: &generator)!
                view.accessibilityIdentifier = ([nil] + Self.names.map(Optional.some)).randomElement(using: &generator)!
            default:
                if !views.isEmpty { views.remove(at: Int.random(in: views.indices, using: &generator)) }
            }
        }
        check()
        // Released oldest first, as a superview releases its subviews.
        while !views.isEmpty {
            views.removeFirst()
            if views.count % 50 == 0 { check() }
        }
        for tag in Self.tags { #expect(ViewIndex.count(withTag: tag) == 0) }
    }
}
