import Foundation

/// The application object (docs/uikit-rules.md 1, 5.3, 5.8). One per host; `UIApplication.shared` is the one of the
/// host in use.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UIApplication: UIResponder {
    public enum State: Int, Sendable {
        case active, inactive, background

        public var name: String {
            switch self {
            case .active: "active"
            case .inactive: "inactive"
            case .background: "background"
            }
        }
    }

    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
    }

    public struct OpenURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
        public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
    }

    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    // docs/uikit-rules.md 1.9: one notification per delegate callback, posted right after the delegate method returns.
    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")

    /// The application of the host in use.
    public class var shared: UIApplication { Runtime.current.application }

    unowned let runtime: Runtime

    init(runtime: Runtime) {
        self.runtime = runtime
        super.init()
    }

    /// The five-valued state the host tracks (docs/uikit-rules.md 1.1).
    @exclusivity(unchecked) public internal(set) var lifecycleState: LifecycleState = .notRunning

    /// UIKit's three-valued state.
    public var applicationState: State { lifecycleState.applicationState }

    /// Which way the app reads: left to right unless set (UIKit takes it from the language; here an app or a test
    /// sets it). Changing it lays constraints out again (docs/uikit-rules.md 11.103).
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection = .leftToRight {
        didSet {
            guard userInterfaceLayoutDirection != oldValue else { return }
            // The screen's traits carry the direction (docs/uikit-rules.md 13.2).
            runtime.cachedEnvironmentTraits = nil
            Runtime.current.layoutEngine?.directionChanged()
            for window in Runtime.current.windows { window.setNeedsLayout() }
        }
    }

    /// The delegate. The host keeps it alive while the app runs (`HeadlessHost`), as UIApplicationMain does on iOS.
    public internal(set) weak var delegate: UIApplicationDelegate? {
        didSet { delegateResponder = delegate as? UIResponder }
    }
    /// The delegate as a responder, cast once rather than on every walk up the chain.
    private weak var delegateResponder: UIResponder?

    /// The app's windows, by level then creation order.
    public var windows: [UIWindow] { runtime.windows }

    public internal(set) weak var keyWindow: UIWindow?
    /// The window made for the main storyboard at launch, held here as well as by the delegate (whose `window`
    /// may not store it) because the runtime holds windows weakly.
    var mainStoryboardWindow: UIWindow?

    /// The app's scene manifest (Info's `UIApplicationSceneManifest`), set at launch: with one, the app runs
    /// through scenes (docs/uikit-rules.md 12).
    public internal(set) var sceneManifest: SceneManifest?
    /// The connected scenes, in connection order.
    var scenes: [UIScene] = []
    var sessionCounter = 0
    /// The storyboard the app was launched with, and the scene it starts at when not its initial one (`--initial`).
    var launchStoryboard: UIStoryboard?
    var launchInitialIdentifier: String?

    /// The interruption in progress (docs/uikit-rules.md 1.6), if any.
    public internal(set) var interruption: Interruption?

    /// The orientations the app's Info settings allow (docs/uikit-rules.md 9.2): set through `HeadlessHost.LaunchOptions`.
    public internal(set) var infoSupportedInterfaceOrientations: UIInterfaceOrientationMask = .allButUpsideDown

    public internal(set) var statusBarOrientation: UIInterfaceOrientation = .portrait

    /// The status bar in screen coordinates: the profile's height across the screen, or `.zero` where it is
    /// hidden (an iPhone in landscape, docs/uikit-rules.md 14.4).
    public var statusBarFrame: CGRect {
        let height = runtime.screen.statusBarHeight
        guard height > 0, !runtime.statusBarAppearance().hidden else { return .zero }
        return CGRect(x: 0, y: 0, width: runtime.screen.bounds.width, height: height)
    }

    /// The style the status bar shows: the deciding controller's (6.18), or the app's own when Info's
    /// `UIViewControllerBasedStatusBarAppearance` is false (6.27). Setting it, deprecated since iOS 9, changes the
    /// app's own style, which shows only in that case.
    public var statusBarStyle: UIStatusBarStyle {
        get { runtime.statusBarAppearance().style }
        set { setStatusBarStyle(newValue, animated: false) }
    }

    /// Whether the status bar is hidden: the deciding controller's preference or the device's landscape rule (6.18,
    /// 14.4), or the app's own setting when its appearance is not controller-based (6.27).
    public var isStatusBarHidden: Bool {
        get { statusBarFrame.height == 0 }
        set { setStatusBarHidden(newValue, with: .none) }
    }

    public func setStatusBarStyle(_ statusBarStyle: UIStatusBarStyle, animated: Bool) {
        runtime.applicationStatusBar.style = statusBarStyle
        runtime.noteApplicationStatusBarSet("statusBarStyle")
    }

    public func setStatusBarHidden(_ hidden: Bool, with animation: UIStatusBarAnimation) {
        runtime.applicationStatusBar.hidden = hidden
        runtime.noteApplicationStatusBarSet("isStatusBarHidden")
    }

    public var isIdleTimerDisabled = false
    public var applicationIconBadgeNumber = 0
    public var isNetworkActivityIndicatorVisible = false

    /// The application's next responder is its delegate, when the delegate is a responder (docs/uikit-rules.md 5.4).
    open override var next: UIResponder? { delegateResponder }

    override var responderWindow: UIWindow? { keyWindow }

    // MARK: Events (docs/uikit-rules.md 5.3)

    /// Dispatches an event: each touch goes to the window it began in, which delivers it to its view.
    open func sendEvent(_ event: UIEvent) {
        let touches = event.orderedTouches
        if touches.count == 1 {
            touches[0].window?.sendEvent(event)
            return
        }
        var seen: [UIWindow] = []
        for touch in event.orderedTouches {
            guard let window = touch.window else { continue }
            var isNew = true
            for other in seen where other === window { isNew = false }
            guard isNew else { continue }
            seen.append(window)
            window.sendEvent(event)
        }
    }

    /// Sends a named action (docs/uikit-rules.md 5.8). With a nil target it goes to the first responder of the key
    /// window, or to `sender` when nothing is first responder, and up the responder chain from there to the
    /// first responder that handles it. Returns whether someone handled it. A target that does not handle the action
    /// is iOS's "unrecognized selector" (docs/uikit-rules.md 18.10): reported to the host's problems, not a crash. A
    /// nil-targeted action nobody handles is dropped silently, as on iOS.
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        if let target {
            guard let handler = ActionRegistry.handler(for: action, sentTo: target as AnyObject) else {
                Self.reportUnrecognized(action, sentTo: target as AnyObject)
                return false
            }
            handler(sender, event)
            return true
        }
        let start = keyWindow?.firstResponder ?? (sender as? UIResponder)
        guard let handlerOwner = start?.target(forAction: action, withSender: sender) as? UIResponder,
              let handler = handlerOwner.action(for: action) else {
            return false
        }
        handler(sender, event)
        return true
    }

    /// docs/uikit-rules.md 18.10: iOS's text, then the fix.
    static func reportUnrecognized(_ action: Selector, sentTo target: AnyObject) {
        Runtime.current.report(ObjCRuntimeError.unrecognizedSelector(action, sentTo: target)
                               + ". Nothing registered the action '\(action.name)' for \(type(of: target)). Fix: port "
                               + "the sources with `uihost port`, or UIResponder.registerAction(\"\(action.name)\", "
                               + "for: \(type(of: target)).self) { ... }")
    }

    // MARK: Background tasks (docs/uikit-rules.md 1.8)

    public struct BackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let invalid = BackgroundTaskIdentifier(rawValue: 0)
    }

    struct BackgroundTask {
        let identifier: BackgroundTaskIdentifier
        let name: String?
        let expirationHandler: (() -> Void)?
    }

    var backgroundTasks: [BackgroundTask] = []
    private var nextBackgroundTask = 1
    /// When the current stay in the background started, for `backgroundTimeRemaining`.
    var backgroundEntryTime: TimeInterval?
    var backgroundExpiryTimer: HostTimer?

    /// Asks for more time in the background; `expirationHandler` runs if the time runs out first.
    public func beginBackgroundTask(withName taskName: String? = nil,
                                    expirationHandler handler: (() -> Void)? = nil) -> BackgroundTaskIdentifier {
        guard lifecycleState != .notRunning, lifecycleState != .suspended else { return .invalid }
        let identifier = BackgroundTaskIdentifier(rawValue: nextBackgroundTask)
        nextBackgroundTask += 1
        backgroundTasks.append(BackgroundTask(identifier: identifier, name: taskName, expirationHandler: handler))
        return identifier
    }

    public func beginBackgroundTask(expirationHandler handler: (() -> Void)? = nil) -> BackgroundTaskIdentifier {
        beginBackgroundTask(withName: nil, expirationHandler: handler)
    }

    /// Ends a background task; the app is suspended once none is left while tasks keep it in the background.
    /// A task ended inside didEnterBackground (or a background launch's didFinishLaunching) suspends the app only
    /// after that callback and its notification, when the runtime checks for running tasks (docs/uikit-rules.md 1.4).
    public func endBackgroundTask(_ identifier: BackgroundTaskIdentifier) {
        backgroundTasks.removeAll { $0.identifier == identifier }
        if backgroundTasks.isEmpty, lifecycleState == .background, backgroundExpiryTimer != nil { suspend() }
    }

    /// How long background tasks may still run: the greatest finite value while in the foreground.
    public var backgroundTimeRemaining: TimeInterval {
        guard let entry = backgroundEntryTime, lifecycleState == .background else { return .greatestFiniteMagnitude }
        return max(0, entry + runtime.limits.backgroundTaskAllowance - runtime.clock.now)
    }

    // MARK: URLs

    /// URLs the app asked the system to open, in order. There is no other app here: the host records them
    /// and reports success.
    public internal(set) var openedURLs: [URL] = []

    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                   completionHandler completion: (@MainActor (Bool) -> Void)? = nil) {
        openedURLs.append(url)
        if let completion {
            runtime.runLoop.perform("open(_:) completion") { completion(true) }
        }
    }

    open func canOpenURL(_ url: URL) -> Bool { url.scheme != nil }
}
