import Foundation
import Testing
@testable import HeadlessUIKit

/// A controller made from a storyboard scene is freed with its views, outlets, actions, segue triggers and table
/// prototypes once the app lets go of it (docs/uikit-rules.md 8.2: the storyboard keeps no made controller; targets and
/// triggers do not retain the controller). LeakSanitizer found ~850 bytes left per scene under Fuzz/.
@Suite @MainActor struct StoryboardReleaseTests {
    @Test(arguments: ["Home", "Detail", "Nav", "List"])
    func aSceneControllerAndItsViewsAreFreedWhenReleased(identifier: String) throws {
        registerShop()
        weak var weakStoryboard: UIStoryboard?
        weak var weakController: UIViewController?
        var weakViews: [WeakView] = []
        do {
            let storyboard = try UIStoryboard(data: Data(StoryboardFixtures.shop.utf8), name: "Shop")
            weakStoryboard = storyboard
            let controller = try storyboard.makeViewController(withIdentifier: identifier)
            weakController = controller
            controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
            controller.view.layoutIfNeeded()
            var stack: [UIView] = [controller.view]
            for child in controller.children { stack.append(child.view) }
            while let view = stack.popLast() {
                weakViews.append(WeakView(view: view))
                stack.append(contentsOf: view.subviews)
            }
        }
        #expect(!weakViews.isEmpty, "the scene built views to watch")
        #expect(weakController == nil, "the \(identifier) controller outlived its last reference")
        #expect(weakStoryboard == nil)
        let alive = weakViews.compactMap(\.view).map { "\(type(of: $0)) tag \($0.tag)" }
        #expect(alive == [], "views outlived their controller")
    }

    /// Every scene of every storyboard in the fuzzer's seed corpus (tab bar, split, page and navigation controllers,
    /// embed and relationship segues, tables, controls with actions): made, its view loaded, released, freed.
    @Test func everySceneOfTheFuzzSeedsIsFreedWhenReleased() throws {
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../Fuzz/corpus/FuzzStoryboard").standardized
        let files = try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted()
        var scenes = 0
        var alive: [String] = []
        for file in files {
            let bytes = try Data(contentsOf: corpus.appendingPathComponent(file))
            guard let document = try? StoryboardDocument(data: bytes) else { continue }
            for scene in document.scenes {
                weak var weakController: UIViewController?
                weak var weakStoryboard: UIStoryboard?
                var weakViews: [WeakView] = []
                var weakControllers: [WeakController] = []
                do {
                    guard let storyboard = try? UIStoryboard(data: bytes, name: "Seed"),
                          let identifier = scene.controller.storyboardIdentifier,
                          let controller = try? storyboard.makeViewController(withIdentifier: identifier) else { continue }
                    weakStoryboard = storyboard
                    weakController = controller
                    var controllers = [controller]
                    while let next = controllers.popLast() {
                        weakControllers.append(WeakController(controller: next))
                        var stack: [UIView] = [next.view]
                        while let view = stack.popLast() {
                            weakViews.append(WeakView(view: view))
                            stack.append(contentsOf: view.subviews)
                        }
                        controllers.append(contentsOf: next.children)
                    }
                    scenes += 1
                }
                let name = "\(file) scene \(scene.controller.storyboardIdentifier ?? scene.controller.id)"
                if weakController != nil { alive.append("\(name): its controller") }
                if weakStoryboard != nil { alive.append("\(name): the storyboard") }
                for case let controller? in weakControllers.map(\.controller) { alive.append("\(name): \(type(of: controller))") }
                for case let view? in weakViews.map(\.view) { alive.append("\(name): \(type(of: view)) tag \(view.tag)") }
            }
        }
        #expect(scenes >= 5, "the seeds have scenes with identifiers")
        #expect(alive == [])
    }

    struct WeakView {
        weak var view: UIView?
    }

    struct WeakController {
        weak var controller: UIViewController?
    }
}

/// `UIStoryboard(name:bundle:)` reads `<name>.storyboard` from a bundle (docs/uikit-rules.md 8.2).
@Suite @MainActor struct StoryboardBundleTests {
    @Test func aStoryboardIsReadFromABundleResourceByName() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("StoryboardBundleTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(StoryboardFixtures.minimal().utf8).write(to: directory.appendingPathComponent("Minimal.storyboard"))
        let bundle = try #require(Bundle(path: directory.path))

        let storyboard = UIStoryboard(name: "Minimal", bundle: bundle)

        #expect(storyboard.name == "Minimal")
        #expect(storyboard.instantiateInitialViewController()?.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
    }
}
