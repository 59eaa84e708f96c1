import Foundation

/// One instance of the app's user interface (iOS 13+, docs/uikit-rules.md 12). The app's scenes are connected by
/// the application when the app's Info settings carry a scene manifest; each has a session, a delegate and an
/// activation state that follows the app's life cycle.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UIScene: UIResponder {
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2

        /// The protocol name, e.g. `"foregroundActive"`.
        public var name: String {
            switch self {
            case .unattached: "unattached"
            case .foregroundActive: "foregroundActive"
            case .foregroundInactive: "foregroundInactive"
            case .background: "background"
            }
        }
    }

    /// What the scene was connected for: URLs to open, where they came from, and user activities to continue
    /// (docs/uikit-rules.md 6.92).
    public final class ConnectionOptions {
        public let urlContexts: Set<UIOpenURLContext>
        public let sourceApplication: String?
        public let userActivities: Set<NSUserActivity>
        /// The type of the activity handed over from another device: never here (there is no Handoff).
        public let handoffUserActivityType: String? = nil

        init(urlContexts: Set<UIOpenURLContext> = [], sourceApplication: String? = nil,
             userActivities: Set<NSUserActivity> = []) {
            self.urlContexts = urlContexts
            self.sourceApplication = sourceApplication
            self.userActivities = userActivities
        }
    }

    /// What an app asks of the scene it requests (docs/uikit-rules.md 6.93): the scene asking for it.
    #if UIKitPreconcurrency
    @preconcurrency
    #endif
    @MainActor
    open class ActivationRequestOptions {
        open var requestingScene: UIScene?

        public init() {}
    }

    public struct OpenURLOptions: Sendable {
        public let sourceApplication: String?
        public let openInPlace: Bool
    }

    // docs/uikit-rules.md 12.4: each scene delegate callback is followed by its notification, with the scene as object.
    public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")

    public let session: UISceneSession
    /// The scene's delegate. The scene holds it strongly, as UIKit's does.
    open var delegate: UISceneDelegate?
    public internal(set) var activationState: ActivationState = .unattached
    open var title: String?

    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
    }

    open override var next: UIResponder? { Runtime.current.application }

    /// Our addition: registers a scene delegate class under its name (or `name`), so that a scene manifest's
    /// `UISceneDelegateClassName` (with or without a module prefix) makes it. Swift on Linux cannot look a class up
    /// by name (docs/uikit-rules.md 0, 12.3).
    public static func registerDelegateClass(_ type: UISceneDelegate.Type, as name: String? = nil) {
        SceneDelegateRegistry.classes[name ?? String(describing: type)] = type
    }
}

@MainActor
enum SceneDelegateRegistry {
    static var classes: [String: UISceneDelegate.Type] = [:]

    /// The class for a manifest's name: the exact name, else its last dot-separated part (`App.SceneDelegate`,
    /// `$(PRODUCT_MODULE_NAME).SceneDelegate`).
    static func delegateClass(named name: String) -> UISceneDelegate.Type? {
        if let type = classes[name] { return type }
        guard let last = name.split(separator: ".").last else { return nil }
        return classes[String(last)]
    }
}

/// A URL given to a scene, with the options it came with.
public struct UIOpenURLContext: Hashable, @unchecked Sendable {
    public let url: URL
    public let options: UIScene.OpenURLOptions

    public static func == (lhs: UIOpenURLContext, rhs: UIOpenURLContext) -> Bool { lhs.url == rhs.url }
    public func hash(into hasher: inout Hasher) { hasher.combine(url) }
}

/// A scene that shows windows: the kind every iPhone and iPad app's scene is.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UIWindowScene: UIScene {
    /// The window the scene's storyboard made, held here as well as by the delegate's `window` (which may not store it).
    var storyboardWindow: UIWindow?
    /// The scene's trait overrides (docs/uikit-rules.md 13.8): nil until it has some.
    var traitState: TraitState?

    public var screen: UIScreen { Runtime.current.screen }
    /// The windows attached to the scene, by level then creation order.
    public var windows: [UIWindow] { Runtime.current.windows.filter { $0.windowScene === self } }
    /// The scene's key window (iOS 15).
    public var keyWindow: UIWindow? {
        guard let key = Runtime.current.application.keyWindow, key.windowScene === self else { return nil }
        return key
    }
    public var interfaceOrientation: UIInterfaceOrientation { Runtime.current.application.statusBarOrientation }
    public var coordinateSpace: UIScreen { screen }
    public var statusBarManager: UIStatusBarManager? { UIStatusBarManager(scene: self) }
}

/// The status bar of a window scene.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public final class UIStatusBarManager {
    private unowned let scene: UIWindowScene

    init(scene: UIWindowScene) {
        self.scene = scene
    }

    public var statusBarFrame: CGRect { Runtime.current.application.statusBarFrame }
    public var isStatusBarHidden: Bool { statusBarFrame.height == 0 }
    public var statusBarStyle: UIStatusBarStyle { Runtime.current.application.statusBarStyle }
}
