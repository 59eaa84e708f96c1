import Foundation
import Testing
@testable import HeadlessUIKit

// Helpers for the navigation and tab bar controller tests. Type names start with `Nav`.

/// A controller that records its load, appearance and containment callbacks into a shared recorder as
/// "name.callback". Appearance callbacks carry the reason flags read inside the callback: " movingToParent" or
/// " movingFromParent". Its title is its name.
@MainActor
final class NavRecordingController: UIViewController {
    let name: String
    let log: EventRecorder

    init(_ name: String, log: EventRecorder) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) {
        fatalError("not used")
    }

    private func record(_ callback: String) {
        log.record("\(name).\(callback)")
    }

    private var flags: String {
        (isMovingToParent ? " movingToParent" : "") + (isMovingFromParent ? " movingFromParent" : "")
    }

    private static func describe(_ parent: UIViewController?) -> String {
        parent.map { String(describing: type(of: $0)) } ?? "nil"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        record("viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        record("viewWillAppear" + flags)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        record("viewDidAppear" + flags)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        record("viewWillDisappear" + flags)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        record("viewDidDisappear" + flags)
    }

    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        record("willMove(toParent: \(Self.describe(parent)))")
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        record("didMove(toParent: \(Self.describe(parent)))")
    }
}

/// A navigation and tab bar controller delegate that records into a shared recorder and can refuse tabs.
@MainActor
final class NavRecordingDelegate: UINavigationControllerDelegate, UITabBarControllerDelegate {
    let log: EventRecorder
    /// Tabs whose selection `shouldSelect` refuses.
    var refused: [UIViewController] = []

    init(log: EventRecorder) { self.log = log }

    private func name(_ controller: UIViewController) -> String {
        (controller as? NavRecordingController)?.name ?? String(describing: type(of: controller))
    }

    func navigationController(_ navigationController: UINavigationController,
                              willShow viewController: UIViewController, animated: Bool) {
        log.record("delegate.willShow \(name(viewController))")
    }

    func navigationController(_ navigationController: UINavigationController,
                              didShow viewController: UIViewController, animated: Bool) {
        log.record("delegate.didShow \(name(viewController))")
    }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        log.record("delegate.shouldSelect \(name(viewController))")
        return !refused.contains { $0 === viewController }
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        log.record("delegate.didSelect \(name(viewController))")
    }
}

/// A launched app whose window's root is `root`, settled, with the callback log cleared.
@MainActor
struct NavTestApp {
    let app: ViewTestApp

    init(root: UIViewController, device: DeviceProfile = .iPhone8) throws {
        app = try ViewTestApp(device: device, rootViewController: root)
    }

    var host: HeadlessHost { app.host }
    var window: UIWindow { app.window }

    /// A finger taps the middle of `view`, through the host's real touch path; then the app runs until idle.
    @discardableResult
    func tap(_ view: UIView) throws -> UIView? {
        let center = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
        let hit = try host.tap(at: center).view
        host.runUntilIdle()
        return hit
    }
}

/// The first view at or below `root` with this accessibility identifier, depth-first.
@MainActor
func navView(_ identifier: String, in root: UIView) -> UIView? {
    if root.accessibilityIdentifier == identifier { return root }
    for subview in root.subviews {
        if let found = navView(identifier, in: subview) { return found }
    }
    return nil
}

/// Names of view-controller layout callbacks, which the layout pass adds between life-cycle steps.
let navLayoutCallbacks: Set<String> = ["viewWillLayoutSubviews", "viewDidLayoutSubviews"]

/// A target for typed target-action tests: `action: NavActionTarget.save`.
@MainActor
final class NavActionTarget {
    var saves = 0
    func save() { saves += 1 }
}
