import Foundation
import Testing
@testable import HeadlessUIKit

/// A window subclass as apps write them for iOS 17: it overrides `init(windowScene:)` and registers for
/// appearance changes with a handler typed `(Self, UITraitCollection)`. Not final, so that `Self` is the dynamic
/// type, as in apps' base classes.
@MainActor
class TraitThemedWindow: UIWindow {
    var styles: [String] = []

    override init(windowScene: UIWindowScene) {
        super.init(windowScene: windowScene)
        registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (window: Self, previous: UITraitCollection) in
            window.styles.append("\(previous.userInterfaceStyle.name) → \(window.traitCollection.userInterfaceStyle.name)")
        }
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

/// A controller that registers with a `Self`-typed handler in its own method, as iOS 17 code does (not final, for
/// the same reason).
@MainActor
class TraitSelfRegisteringController: UIViewController {
    var sizeClasses: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (self: Self, previous: UITraitCollection) in
            self.sizeClasses.append("\(previous.horizontalSizeClass.name) → \(self.traitCollection.horizontalSizeClass.name)")
        }
    }
}

/// iOS 17 trait overrides (docs/uikit-rules.md 13.8) and the generic trait-change registration (13.9).
@Suite @MainActor struct TraitOverrideTests {
    private func app(_ root: UIViewController) throws -> HeadlessHost {
        let host = HeadlessHost(device: .iPhone8)
        let delegate = ViewTestAppDelegate()
        delegate.rootViewController = root
        try host.launch(delegate: delegate)
        host.runUntilIdle()
        return host
    }

    // docs/uikit-rules.md 13.8, 13.9: a controller's override reaches its view and subviews, not its parent;
    // callbacks and Self-typed handlers fire top down; removing the override brings the inherited value back.
    @Test func aControllersOverridesReachItsViewsAndFireCallbacks() throws {
        let log = EventRecorder()
        let child = TraitSelfRegisteringController()
        let parent = TraitRecordingController(log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let host = try app(parent)
        let inner = TraitRecordingView("inner", log: log)
        child.view.addSubview(inner)
        var handled: [String] = []
        inner.registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (view: TraitRecordingView, previous: UITraitCollection) in
            handled.append("\(view.name): \(previous.horizontalSizeClass.name) → \(view.traitCollection.horizontalSizeClass.name)")
        }
        log.clear()

        child.traitOverrides.horizontalSizeClass = .regular
        #expect(child.sizeClasses.isEmpty && handled.isEmpty && log.events.isEmpty, "told at the trait update (4.14)")
        child.updateTraitsIfNeeded()
        #expect(child.traitOverrides.contains(UITraitHorizontalSizeClass.self))
        #expect(!child.traitOverrides.contains(UITraitUserInterfaceStyle.self))
        #expect(child.traitCollection.horizontalSizeClass == .regular)
        #expect(inner.traitCollection.horizontalSizeClass == .regular)
        #expect(parent.traitCollection.horizontalSizeClass == .compact)
        #expect(child.sizeClasses == ["compact → regular"])
        #expect(handled == ["inner: compact → regular"])
        #expect(log.events == ["inner.traitCollectionDidChange(light → light)"])

        child.traitOverrides.remove(UITraitHorizontalSizeClass.self)
        host.runUntilIdle()
        #expect(inner.traitCollection.horizontalSizeClass == .compact)
        #expect(child.sizeClasses == ["compact → regular", "regular → compact"])
        #expect(!child.traitOverrides.contains(UITraitHorizontalSizeClass.self))
        _ = host
    }

    // docs/uikit-rules.md 13.8: a view's override covers the view and its subviews; a subview's own override wins
    // below it; overrideUserInterfaceStyle and traitOverrides agree; changes made before a trait update are told once.
    @Test func aViewsOverridesCoverItsSubtree() throws {
        let log = EventRecorder()
        let root = UIViewController()
        let host = try app(root)
        let outer = TraitRecordingView("outer", log: log)
        let middle = TraitRecordingView("middle", log: log)
        let inner = TraitRecordingView("inner", log: log)
        root.view.addSubview(outer)
        outer.addSubview(middle)
        middle.addSubview(inner)
        inner.traitOverrides.userInterfaceStyle = .light
        log.clear()

        middle.traitOverrides.userInterfaceStyle = .dark
        middle.traitOverrides.preferredContentSizeCategory = .extraLarge
        #expect(log.events.isEmpty)
        // 4.14: the two changes are told as one at the trait update.
        host.runUntilIdle()
        #expect(log.events == ["middle.traitCollectionDidChange(light → dark)", "inner.traitCollectionDidChange(light → light)"])
        #expect(outer.traitCollection.userInterfaceStyle == .light)
        #expect(middle.traitCollection.userInterfaceStyle == .dark)
        #expect(inner.traitCollection.userInterfaceStyle == .light)
        #expect(inner.traitCollection.preferredContentSizeCategory == .extraLarge)
        #expect(middle.traitOverrides.userInterfaceStyle == .dark)
        #expect(outer.traitOverrides.userInterfaceStyle == .unspecified)
        _ = host
    }

    // docs/uikit-rules.md 4.12, 13.8, 13.9: a window made by a subclass's init(windowScene:) belongs to the scene;
    // the scene's override reaches the window, its controller and views, and the window's Self-typed handler.
    @Test func aWindowScenesOverridesReachItsWindows() throws {
        let root = UIViewController()
        let host = try app(UIViewController())
        let session = UISceneSession(role: .windowApplication, persistentIdentifier: "scene-1",
                                     configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication))
        let scene = UIWindowScene(session: session, connectionOptions: .init())
        let window = TraitThemedWindow(windowScene: scene)
        window.rootViewController = root
        window.isHidden = false
        host.runUntilIdle()
        #expect(window.windowScene === scene)
        #expect(window.frame == CGRect(x: 0, y: 0, width: 375, height: 667))

        scene.traitOverrides.userInterfaceStyle = .dark
        host.runUntilIdle()
        #expect(scene.traitCollection.userInterfaceStyle == .dark)
        #expect(window.traitCollection.userInterfaceStyle == .dark)
        #expect(root.view.traitCollection.userInterfaceStyle == .dark)
        #expect(window.styles == ["light → dark"])
        #expect(host.traits.userInterfaceStyle == .light, "the screen keeps its own appearance")
    }

    // docs/uikit-rules.md 4.14: an override is told at the next trait update, before the layout pass that follows
    // it, with the view already showing the new value; layoutIfNeeded() and updateTraitsIfNeeded() run the update
    // first; a view told once is not told again.
    @Test func overridesAreToldAtTheNextTraitUpdateBeforeLayout() throws {
        let root = UIViewController()
        let host = try app(root)
        let log = EventRecorder()
        let view = TraitLayoutRecordingView(log: log)
        root.view.addSubview(view)
        host.runUntilIdle()
        log.clear()

        view.traitOverrides.preferredContentSizeCategory = .extraExtraLarge
        #expect(view.traitCollection.preferredContentSizeCategory == .extraExtraLarge)
        #expect(log.events.isEmpty)
        host.runUntilIdle()
        #expect(log.events == ["traitCollectionDidChange(L → XXL)", "layoutSubviews(XXL)"])

        log.clear()
        view.traitOverrides.preferredContentSizeCategory = .small
        view.layoutIfNeeded()
        #expect(log.events == ["traitCollectionDidChange(XXL → S)", "layoutSubviews(S)"])

        log.clear()
        root.traitOverrides.preferredContentSizeCategory = .large
        view.traitOverrides.remove(UITraitPreferredContentSizeCategory.self)
        root.updateTraitsIfNeeded()
        #expect(log.events == ["traitCollectionDidChange(S → L)"])
        host.runUntilIdle()
        #expect(log.events == ["traitCollectionDidChange(S → L)", "layoutSubviews(L)"])
    }
}

/// Records its trait changes and layouts with the text size, short: L for large.
@MainActor
final class TraitLayoutRecordingView: UIView {
    let log: EventRecorder

    init(log: EventRecorder) {
        self.log = log
        super.init(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    private func short(_ category: UIContentSizeCategory?) -> String {
        switch category {
        case .small: "S"
        case .large: "L"
        case .extraExtraLarge: "XXL"
        default: "?"
        }
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log.record("traitCollectionDidChange(\(short(previousTraitCollection?.preferredContentSizeCategory)) → "
            + "\(short(traitCollection.preferredContentSizeCategory)))")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        log.record("layoutSubviews(\(short(traitCollection.preferredContentSizeCategory)))")
    }
}
