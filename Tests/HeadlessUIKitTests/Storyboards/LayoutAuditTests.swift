import Foundation
import Testing
@testable import HeadlessUIKit

/// The Contacts scene's table: 30 contacts whose details run to one, two or three lines.
final class LAContactsController: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Contact", for: indexPath)
        let lines = (1...(1 + indexPath.row % 3)).map { "Line \($0) of contact \(indexPath.row)" }
        LayoutAudit.view(id: "Ct1-Lb-002", in: cell).map { ($0 as? UILabel)?.text = lines.joined(separator: "\n") }
        return cell
    }
}

/// The Tiles scene's collection: 20 tiles.
final class LATilesController: UICollectionViewController {
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 20 }

    override func collectionView(_ collectionView: UICollectionView,
                                 cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath)
    }
}

/// What a reviewer's check of a laid-out app asks: every required, active constraint in the windows' view trees
/// holds in the frames as they are now, within half a point (issue 17, "How it will be checked").
@MainActor enum LayoutAudit {
    static func view(id: String, in root: UIView) -> UIView? {
        var stack = [root]
        while let view = stack.popLast() {
            if view.storyboardElementID == id { return view }
            stack += view.subviews
        }
        return nil
    }

    /// The required constraints installed anywhere under the host's windows that do not hold, described.
    static func brokenRequiredConstraints(in host: HeadlessHost) -> [String] {
        var broken: [String] = []
        var stack: [UIView] = host.windows
        var checked = 0
        while let view = stack.popLast() {
            stack += view.subviews
            for constraint in view.constraints where constraint.isActive && constraint.priority == .required {
                checked += 1
                if constraint.holds(tolerance: 0.5) == false { broken.append(constraint.description) }
            }
        }
        if checked == 0 { broken.append("no required constraint was found to check") }
        return broken
    }

    /// Every built view under `root` with its storyboard id.
    static func viewsByID(under root: UIView) -> [String: UIView] {
        var views: [String: UIView] = [:]
        var stack = [root]
        while let view = stack.popLast() {
            if let id = view.storyboardElementID { views[id] = view }
            stack += view.subviews
        }
        return views
    }
}

/// Storyboards shaped like today's apps (LayoutAuditFixtures), launched on every device profile and rotated:
/// every required constraint holds afterwards (docs/uikit-rules.md 8.11, 11.1), nothing conflicts, and on the design
/// device the views that do not size to text land on the frames in the file.
@Suite @MainActor struct LayoutAuditTests {
    static let storyboards: [(name: String, text: String)] = [
        ("Signup", LayoutAuditFixtures.signup),
        ("Contacts", LayoutAuditFixtures.contacts),
        ("Dashboard", LayoutAuditFixtures.dashboard),
        ("Classic", LayoutAuditFixtures.classic),
    ]

    private func launch(_ text: String, on device: DeviceProfile) throws -> HeadlessHost {
        UIStoryboard.register(LAContactsController.self)
        UIStoryboard.register(LATilesController.self)
        let host = HeadlessHost(device: device)
        let storyboard = try UIStoryboard(data: Data(text.utf8), name: "Audit")
        try host.launch(delegate: StoryboardAppDelegate(), options: .init(mainStoryboard: storyboard))
        host.runUntilIdle()
        return host
    }

    // docs/uikit-rules.md 8.11, 9: launched and rotated through every orientation the device supports, every required
    // constraint holds and the engine reports nothing.
    @Test(arguments: [0, 1, 2, 3], DeviceProfile.all)
    func everyRequiredConstraintHoldsOnEveryDeviceAndRotation(storyboard: Int, device: DeviceProfile) throws {
        let (name, text) = Self.storyboards[storyboard]
        let host = try launch(text, on: device)
        #expect(LayoutAudit.brokenRequiredConstraints(in: host) == [], "\(name) on \(device) at launch")
        for orientation in [UIDeviceOrientation.landscapeLeft, .portraitUpsideDown, .landscapeRight, .portrait] {
            guard host.rotate(to: orientation).rotated else { continue }
            host.runUntilIdle()
            #expect(LayoutAudit.brokenRequiredConstraints(in: host) == [], "\(name) on \(device), \(orientation)")
        }
        let problems = host.problems.filter { $0.contains("Unable to") || $0.contains("ambiguous") }
        #expect(problems == [], "\(name) on \(device)")
    }

    // docs/uikit-rules.md 8.11: on the design device, in portrait, the views whose size does not come from text land
    // on the file's frames.
    @Test(arguments: [0, 2, 3])
    func onTheDesignDeviceTheFramesAreTheFiles(storyboard: Int) throws {
        let (name, text) = Self.storyboards[storyboard]
        let document = try StoryboardDocument(data: Data(text.utf8))
        let host = try launch(text, on: try #require(document.designDevice?.profile))
        let views = LayoutAudit.viewsByID(under: try #require(host.keyWindow))
        let textSized: Set<String> = ["label", "segmentedControl"]
        // The Classic stack is as wide and high as its label's and button's text, its image is placed by that width,
        // and the row below it by that height.
        let followText: Set<String> = ["Cl2-Sk-001", "Cl2-Iv-001", "Cl2-Bt-001", "Cl2-Sk-002"]
        var checked = 0
        for scene in document.scenes {
            guard let root = scene.controller.view else { continue }
            for element in [root] + root.subviews.flatMap(\.allElements) {
                guard let id = element.id, let frame = element.frame, !textSized.contains(element.elementName),
                      !followText.contains(id), let view = views[id] else { continue }
                #expect(ViewGeometry.snap(view.frame) == ViewGeometry.snap(frame),
                        "\(name): <\(element.elementName)> '\(id)' (line \(element.line))")
                checked += 1
            }
        }
        #expect(checked >= 7, "\(name): \(checked) views compared")
    }
}
