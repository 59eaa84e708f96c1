import Foundation
import Testing
@testable import HeadlessUIKit

/// The Pinned scene's controller: its constraint outlet.
final class SCPinnedController: UIViewController {
    var titleTop: NSLayoutConstraint?
}

/// The Legacy scene's controller: an outlet to a view not installed in the any/any size class.
final class SCLegacyController: UIViewController {
    var regularOnlyLabel: UIView?
}

/// The Cells scene's controller: one row of the prototype "Row".
final class SCCellsController: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
    }
}

@MainActor func registerLayoutClasses() {
    UIStoryboard.register(SCCellsController.self)
    UIStoryboard.register(SCPinnedController.self)
    UIStoryboard.register(SCLegacyController.self)
    UIStoryboard.registerOutlet("titleTop", for: SCPinnedController.self) { $0.titleTop = $1 as? NSLayoutConstraint }
    UIStoryboard.registerOutlet("regularOnlyLabel", for: SCLegacyController.self) { $0.regularOnlyLabel = $1 as? UIView }
}

/// A storyboard launched as the app's main storyboard on one device: its host, the storyboard, the initial
/// controller, and its built views by storyboard element id.
@MainActor struct LaunchedStoryboard {
    let host: HeadlessHost
    let storyboard: UIStoryboard
    let controller: UIViewController

    init(_ text: String, on device: DeviceProfile = .iPhone8) throws {
        registerLayoutClasses()
        host = HeadlessHost(device: device)
        storyboard = try UIStoryboard(data: Data(text.utf8), name: "Layout")
        let delegate = StoryboardAppDelegate()
        try host.launch(delegate: delegate, options: .init(mainStoryboard: storyboard))
        host.runUntilIdle()
        controller = try #require(delegate.window?.rootViewController)
    }

    var root: UIView { controller.view }

    /// The view built from the element with this id, in the root view's tree.
    func view(_ id: String) throws -> UIView {
        var stack = [root]
        while let view = stack.popLast() {
            if view.storyboardElementID == id { return view }
            stack += view.subviews
        }
        throw LookupError(id: id)
    }

    /// The frames of these elements' views, in their superviews' coordinates.
    func frames(_ ids: [String]) throws -> [String: CGRect] {
        var frames: [String: CGRect] = [:]
        for id in ids { frames[id] = try view(id).frame }
        return frames
    }

    /// Problems the layout engine reported (conflicts, refused constraints), not the storyboard's notes.
    var layoutProblems: [String] {
        host.problems.filter { !$0.hasPrefix("storyboard ") && ($0.contains("Unable to") || $0.contains("constraint")) }
    }

    struct LookupError: Error, CustomStringConvertible {
        let id: String
        var description: String { "no view with storyboard id '\(id)' in the root view's tree" }
    }
}

/// One fixture's views and the frames its constraints give them on a screen of `width` × `height` points.
struct ConstraintScene: Sendable, CustomTestStringConvertible {
    let name: String
    let text: String
    /// The frames in a root view of this size whose safe area has these insets, in a compact width or not, on a
    /// screen of this scale.
    let frames: @Sendable (_ width: CGFloat, _ height: CGFloat, _ safe: UIEdgeInsets, _ compactWidth: Bool,
                           _ scale: CGFloat) -> [String: CGRect]

    var testDescription: String { name }

    /// docs/uikit-rules.md 8.35: a line of the 17-pt system font is 20.29 pt (19.28), rounded up to the screen's
    /// pixels: 20.29, 40.57 and 60.86 px at 1x, 2x and 3x make 21, 41 and 61 px, so 21, 20.5 and 61/3 pt (snapped to
    /// 1e-9 pt as the frames it is compared with are), as Xcode saves a 17-pt label.
    static func line17(_ scale: CGFloat) -> CGFloat {
        let heights: [CGFloat: CGFloat] = [1: 21, 2: 20.5, 3: 61.0 / 3]
        guard let height = heights[scale] else { preconditionFailure("no 17-pt line height written for \(scale)x") }
        return ViewGeometry.snap(height)
    }

    // docs/uikit-rules.md 8.5, 8.6, 11.1, 14.3: pinned edges in the safe area (the device's insets: 20 pt at the top
    // of a portrait iPhone 8), centring on the root view and the safe area, a 16:9 aspect ratio, a width half the
    // root view's.
    static let pinned = ConstraintScene(name: "Pinned", text: StoryboardConstraintFixtures.pinned) { w, h, s, _, scale in
        [
            "Pn1-Lb-0a1": CGRect(x: s.left + 20, y: s.top + 20, width: w - s.left - s.right - 40, height: line17(scale)),
            "Pn1-Vw-0a2": CGRect(x: w / 2 - 80, y: s.top + (h - s.top - s.bottom) / 2 - 45, width: 160, height: 90),
            "Pn1-Vw-0a3": CGRect(x: s.left, y: h - s.bottom - 40, width: w / 2, height: 30),
        ]
    }

    // docs/uikit-rules.md 8.9, 11.10, 11.31, 11.40: the card's margins (8 pt) place its labels and bar; the
    // departure label hugs its text ("Departure" is 80.68 pt in 17-pt Inter, 19.21: 80.68, 161.36 and 242.04 px
    // at 1x, 2x and 3x, rounded up to 81, 162 and 243 px, 81 pt on every screen, 8.35; one line tall), the platform
    // label takes the rest of the row (compressed below its 346.59-pt text where the row is short); the bar is 500
    // wide where the margins allow.
    static let priorities = ConstraintScene(name: "Priorities", text: StoryboardConstraintFixtures.priorities) { w, _, s, _, scale in
        let card = w - s.left - s.right - 32
        return [
            "Pr1-Vw-0a2": CGRect(x: s.left + 16, y: s.top + 16, width: card, height: 120),
            "Pr1-Lb-0a1": CGRect(x: 8, y: 8, width: 81, height: line17(scale)),
            "Pr1-Lb-0a2": CGRect(x: 97, y: 8, width: card - 8 - 97, height: line17(scale)),
            "Pr1-Vw-0a3": CGRect(x: 8, y: 92, width: min(500, card - 16), height: 20),
        ]
    }

    // docs/uikit-rules.md 8.6-8.8: the old top layout guide's bottom is the safe area's top (20 on a portrait
    // iPhone 8), the bottom guide's top the safe area's bottom; placeholder and excluded constraints are not installed.
    static let legacy = ConstraintScene(name: "Legacy", text: StoryboardConstraintFixtures.legacy) { w, h, s, compact, _ in
        [
            "Lg1-Vw-0a2": CGRect(x: 0, y: s.top + 8, width: w, height: 50),
            "Lg1-Vw-0a3": CGRect(x: 0, y: h - s.bottom - 44, width: w, height: 44),
            "Lg1-Vw-0a4": CGRect(x: 20, y: s.top + 78, width: 100, height: 100),
            // docs/uikit-rules.md 8.17: regular width and height (only iPads are that large both ways) place it by
            // its leading edge instead of its trailing one; a compact width gives its trailing constraint its own
            // constant, 40 instead of 20.
            "Lg1-Vw-0a5": CGRect(x: w >= 700 && h >= 700 ? 20 : w - (compact ? 140 : 120), y: s.top + 78, width: 100, height: 100),
        ]
    }

    // docs/uikit-rules.md 8.10: the good constraints of a scene with bad ones still lay it out.
    static let broken = ConstraintScene(name: "Broken", text: StoryboardConstraintFixtures.broken) { w, _, s, _, _ in
        ["Bk1-Lb-0a1": CGRect(x: s.left + 20, y: s.top + 20, width: w - s.left - s.right - 40, height: 30)]
    }

    static let all: [ConstraintScene] = [.pinned, .priorities, .legacy, .broken]
}
