import Foundation
import Testing
@testable import HeadlessUIKit

/// An app delegate that records its launch callbacks into its recorder, and what it saw inside didFinishLaunching.
@MainActor
final class SGLaunchDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var rootSeenInDidFinishLaunching: UIViewController?
    var stateSeenInDidFinishLaunching: UIApplication.State?
    var windowWasKeyInDidFinishLaunching: Bool?
    /// Shared with the storyboard's controllers, so one list holds both in order.
    let recorder: EventRecorder

    init(recorder: EventRecorder) {
        self.recorder = recorder
        super.init()
    }

    required override init() {
        recorder = EventRecorder()
        super.init()
    }

    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        recorder.record("app.willFinishLaunching(window: \(window == nil ? "nil" : "set"))")
        return true
    }

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        recorder.record("app.didFinishLaunching")
        rootSeenInDidFinishLaunching = window?.rootViewController
        stateSeenInDidFinishLaunching = application.applicationState
        windowWasKeyInDidFinishLaunching = window?.isKeyWindow
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        recorder.record("app.didBecomeActive")
    }
}

/// Launching an app from its main storyboard (docs/uikit-rules.md 1.3).
@Suite @MainActor struct StoryboardLaunchTests {
    /// The flow storyboard with Home as its initial controller; its controllers record into `recorder`.
    private func homeStoryboard(_ recorder: EventRecorder) throws -> UIStoryboard {
        let text = SegueFixtures.flow.replacingOccurrences(
            of: "initialViewController=\"Tb1-Tc-0a1\"", with: "initialViewController=\"Hm1-Vc-0a1\"")
        registerFlow(recorder)
        return try UIStoryboard(data: Data(text.utf8), name: "Main")
    }

    // docs/uikit-rules.md 1.3: willFinishLaunching → storyboard loaded, window made, initial controller made and set as
    // root → didFinishLaunching (inactive) → window key and visible → viewDidLoad → viewWillAppear →
    // didBecomeActive → viewDidAppear.
    @Test func aColdLaunchFromAMainStoryboardRunsInOrder() throws {
        let recorder = EventRecorder()
        let storyboard = try homeStoryboard(recorder)
        let host = HeadlessHost()
        let delegate = SGLaunchDelegate(recorder: recorder)

        try host.launch(delegate: delegate, options: .init(mainStoryboard: storyboard))
        host.runUntilIdle()

        #expect(recorder.events == [
            "app.willFinishLaunching(window: nil)", "home.init", "app.didFinishLaunching", "home.viewDidLoad",
            "home.viewWillAppear", "app.didBecomeActive", "home.viewDidAppear",
        ])
        let window = try #require(delegate.window)
        #expect(delegate.rootSeenInDidFinishLaunching is SGHome)
        #expect(delegate.stateSeenInDidFinishLaunching == .inactive)
        #expect(delegate.windowWasKeyInDidFinishLaunching == false, "made key after didFinishLaunching")
        #expect(host.keyWindow === window && !window.isHidden)
        #expect(window.rootViewController?.view.superview === window)
        #expect(window.frame == host.screen.bounds)
    }

    @Test func aContainerInitialControllerLaunchesShowingItsSelectedChild() throws {
        let recorder = EventRecorder()
        registerFlow(recorder)
        let storyboard = try UIStoryboard(data: Data(SegueFixtures.flow.utf8), name: "Main")
        recorder.clear()
        let host = HeadlessHost()

        try host.launch(delegate: StoryboardAppDelegate(), options: .init(mainStoryboard: storyboard))
        host.runUntilIdle()

        #expect(recorder.events == [
            "home.init", "settings.init", "home.viewDidLoad", "home.viewWillAppear", "home.viewDidAppear",
        ])
        let delegate = try #require(host.application.delegate as? StoryboardAppDelegate)
        #expect(delegate.window?.rootViewController is UITabBarController)
        #expect(host.keyWindow === delegate.window)
    }

    @Test func aStoryboardAppDelegateAppRunsSeguesFromTaps() throws {
        let recorder = EventRecorder()
        let storyboard = try homeStoryboard(recorder)
        let host = HeadlessHost()
        try host.launch(delegate: StoryboardAppDelegate(), options: .init(mainStoryboard: storyboard))
        host.runUntilIdle()
        let home = try #require(host.keyWindow?.rootViewController as? SGHome)
        let button = try #require(navView("modalButton", in: home.view))
        recorder.clear()

        try host.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        host.runUntilIdle()

        #expect(Array(recorder.events.prefix(3)) == ["home.shouldPerformSegue(modal)", "modal.init", "home.prepare(modal → modal)"])
        #expect(home.presentedViewController is SGController)
    }

    // docs/uikit-rules.md 1.3: in a background launch the window is loaded but not shown.
    @Test func aBackgroundLaunchLoadsTheRootsViewAfterDidFinishLaunchingWithoutShowingIt() throws {
        let recorder = EventRecorder()
        let storyboard = try homeStoryboard(recorder)
        let host = HeadlessHost()
        let delegate = SGLaunchDelegate(recorder: recorder)

        try host.launch(delegate: delegate, options: .init(background: true, mainStoryboard: storyboard))

        #expect(recorder.events == [
            "app.willFinishLaunching(window: nil)", "home.init", "app.didFinishLaunching", "home.viewDidLoad",
        ])
        #expect(delegate.stateSeenInDidFinishLaunching == .background)
        #expect(delegate.window?.rootViewController?.appearanceState == .disappeared)
    }

    @Test func aMainStoryboardWithoutAnInitialControllerLaunchesWithoutAWindowAndReports() throws {
        let text = SegueFixtures.flow.replacingOccurrences(of: " initialViewController=\"Tb1-Tc-0a1\"", with: "")
        let storyboard = try UIStoryboard(data: Data(text.utf8), name: "Main")
        let host = HeadlessHost()
        let delegate = SGLaunchDelegate()

        try host.launch(delegate: delegate, options: .init(mainStoryboard: storyboard))

        #expect(delegate.window == nil)
        #expect(host.lifecycleState == .active)
        #expect(host.problems.contains { $0.hasPrefix("main storyboard 'Main': storyboard 'Main' has no initial view controller") })
    }
}
