import Foundation
import Testing
@testable import HeadlessUIKit

/// An app delegate for life-cycle tests. Every delegate method appends its name (as the runtime logs it) to
/// `events`, together with the five-valued state the app was in at the time; notification observers and view
/// controllers can append to the same list, so one array shows the whole order. Hooks let a test add behaviour
/// to one callback.
@MainActor
final class LifecycleRecordingDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    /// Callback names in the order they happened.
    var events: [String] = []
    /// The state `application.lifecycleState` / `applicationState` read inside each delegate method, in order.
    var lifecycleStatesSeen: [LifecycleState] = []
    var applicationStatesSeen: [String: UIApplication.State] = [:]

    /// Whether didFinishLaunching makes a key, visible window with `rootViewController` as its root.
    var makesWindow = true
    /// The root view controller didFinishLaunching installs (made on first launch when nil).
    var rootViewController: UIViewController?
    var didFinishLaunchingReturns = true
    var launchOptionsSeen: [UIApplication.LaunchOptionsKey: Any]?
    var openedURLs: [URL] = []

    var onDidFinishLaunching: ((UIApplication) -> Void)?
    var onDidEnterBackground: ((UIApplication) -> Void)?
    var onWillTerminate: ((UIApplication) -> Void)?

    required override init() {
        super.init()
    }

    /// Forgets what was recorded so far.
    func resetRecording() {
        events.removeAll()
        lifecycleStatesSeen.removeAll()
        applicationStatesSeen.removeAll()
    }

    private func record(_ name: String, _ application: UIApplication) {
        events.append(name)
        lifecycleStatesSeen.append(application.lifecycleState)
        applicationStatesSeen[name] = application.applicationState
    }

    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        record("application(_:willFinishLaunchingWithOptions:)", application)
        return true
    }

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        record("application(_:didFinishLaunchingWithOptions:)", application)
        launchOptionsSeen = launchOptions
        if makesWindow {
            let window = UIWindow(frame: UIScreen.main.bounds)
            let root = rootViewController ?? UIViewController()
            rootViewController = root
            window.rootViewController = root
            window.makeKeyAndVisible()
            self.window = window
        }
        onDidFinishLaunching?(application)
        return didFinishLaunchingReturns
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        record("applicationDidBecomeActive", application)
    }

    func applicationWillResignActive(_ application: UIApplication) {
        record("applicationWillResignActive", application)
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        record("applicationDidEnterBackground", application)
        onDidEnterBackground?(application)
    }

    func applicationWillEnterForeground(_ application: UIApplication) {
        record("applicationWillEnterForeground", application)
    }

    func applicationWillTerminate(_ application: UIApplication) {
        record("applicationWillTerminate", application)
        onWillTerminate?(application)
    }

    func applicationDidReceiveMemoryWarning(_ application: UIApplication) {
        record("applicationDidReceiveMemoryWarning", application)
    }

    func application(_ app: UIApplication, open url: URL,
                     options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        record("application(_:open:options:)", app)
        openedURLs.append(url)
        return true
    }
}

/// A view controller that appends its memory warnings and size transitions to a shared event list.
@MainActor
final class LifecycleRecordingViewController: UIViewController {
    let label: String
    var onEvent: ((String) -> Void)?
    private(set) var transitionSizes: [CGSize] = []

    init(label: String = "controller", onEvent: ((String) -> Void)? = nil) {
        self.label = label
        self.onEvent = onEvent
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        label = "controller"
        super.init(coder: coder)
    }

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        onEvent?("\(label).didReceiveMemoryWarning")
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        transitionSizes.append(size)
    }
}

/// Observes the application notifications of docs/uikit-rules.md 1.9 posted by one application and reports each by
/// its short name (e.g. `"didBecomeActiveNotification"`). Remove it with `stop()` before the test ends.
@MainActor
final class LifecycleNotificationRecorder {
    static let names: [(Notification.Name, String)] = [
        (UIApplication.didFinishLaunchingNotification, "didFinishLaunchingNotification"),
        (UIApplication.didBecomeActiveNotification, "didBecomeActiveNotification"),
        (UIApplication.willResignActiveNotification, "willResignActiveNotification"),
        (UIApplication.didEnterBackgroundNotification, "didEnterBackgroundNotification"),
        (UIApplication.willEnterForegroundNotification, "willEnterForegroundNotification"),
        (UIApplication.willTerminateNotification, "willTerminateNotification"),
        (UIApplication.didReceiveMemoryWarningNotification, "didReceiveMemoryWarningNotification"),
    ]

    private var tokens: [NSObjectProtocol] = []

    init(application: UIApplication, onPost: @escaping @MainActor (String) -> Void) {
        let applicationID = ObjectIdentifier(application)
        for (name, shortName) in Self.names {
            let token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                guard let object = note.object as AnyObject?, ObjectIdentifier(object) == applicationID else { return }
                MainActor.assumeIsolated { onPost(shortName) }
            }
            tokens.append(token)
        }
    }

    func stop() {
        for token in tokens { NotificationCenter.default.removeObserver(token) }
        tokens.removeAll()
    }
}

/// Hosts in known states, made inside the test that uses them (so that UIKit's singletons answer for them).
@MainActor
enum LifecycleFixture {
    /// A host whose app was launched in the foreground with a window and a root view controller, and which has
    /// settled; the callback log is cleared.
    static func activeHost(_ delegate: LifecycleRecordingDelegate = LifecycleRecordingDelegate(),
                           device: DeviceProfile = .iPhone8) throws -> HeadlessHost {
        let host = HeadlessHost(device: device)
        try host.launch(delegate: delegate)
        host.runUntilIdle()
        host.clearCallbackLog()
        delegate.resetRecording()
        return host
    }

    /// An active host that was sent Home and is now suspended; logs cleared.
    static func suspendedHost(_ delegate: LifecycleRecordingDelegate = LifecycleRecordingDelegate()) throws -> HeadlessHost {
        let host = try activeHost(delegate)
        try host.pressHome()
        host.clearCallbackLog()
        delegate.resetRecording()
        return host
    }

    /// A host whose app is in the background, kept there by a background task begun in didEnterBackground.
    static func backgroundHost(_ delegate: LifecycleRecordingDelegate = LifecycleRecordingDelegate()) throws -> HeadlessHost {
        delegate.onDidEnterBackground = { application in
            _ = application.beginBackgroundTask(withName: "fixture", expirationHandler: nil)
        }
        let host = try activeHost(delegate)
        try host.pressHome()
        delegate.onDidEnterBackground = nil
        host.clearCallbackLog()
        delegate.resetRecording()
        return host
    }

    /// An active host interrupted by a call (inactive); logs cleared.
    static func interruptedHost(_ delegate: LifecycleRecordingDelegate = LifecycleRecordingDelegate()) throws -> HeadlessHost {
        let host = try activeHost(delegate)
        try host.interrupt(.call)
        host.clearCallbackLog()
        delegate.resetRecording()
        return host
    }
}

/// The callback names of view-controller layout, which run in the layout pass rather than as life-cycle steps.
let lifecycleLayoutCallbacks: Set<String> = ["viewWillLayoutSubviews", "viewDidLayoutSubviews"]
