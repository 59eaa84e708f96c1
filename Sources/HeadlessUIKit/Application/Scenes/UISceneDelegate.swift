import Foundation

/// A scene's delegate, with UIKit's method names (docs/uikit-rules.md 12.4). Every method has a default that does
/// nothing. `init()` is required so that the runtime can make the delegate from its class, as UIKit does from the
/// configuration's `delegateClass`: declare the class `final`, or mark its `init()` `required` (docs/uikit-rules.md 0).
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public protocol UISceneDelegate: AnyObject {
    init()
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
    // User activities (docs/uikit-rules.md 6.92).
    func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String)
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
    func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: Error)
    func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity)
    /// Asked before the scene disconnects; what it returns is kept as the session's `stateRestorationActivity`.
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
    func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
    public func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) {}
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
    public func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: Error) {}
    public func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity) {}
    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { nil }
    public func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) {}
}

/// A window scene's delegate: it holds the scene's main window, and hears of geometry changes.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
    func windowScene(_ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: UIScreen,
                     interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
                     traitCollection previousTraitCollection: UITraitCollection)
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    public func windowScene(_ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: UIScreen,
                            interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
                            traitCollection previousTraitCollection: UITraitCollection) {}
}

/// Our addition: the scene delegate of a scene that names no delegate class, or one the app has not registered
/// (`uihost serve --app-dir` runs apps whose code is not here). It keeps the window the scene's storyboard makes.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public final class StoryboardSceneDelegate: UIResponder, UIWindowSceneDelegate {
    public var window: UIWindow?

    public required override init() {
        super.init()
    }
}
