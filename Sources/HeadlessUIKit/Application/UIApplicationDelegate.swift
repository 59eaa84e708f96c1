import Foundation

/// The app delegate, with UIKit's method names (docs/uikit-rules.md 1). Every method has a default that does nothing
/// (or returns true), like UIKit's optional protocol methods.
///
/// `init()` is required so that `@main` can create the delegate by type, as `UIApplicationMain` does with the
/// Objective-C runtime on iOS: declare the class `final`, or mark its `init()` `required`.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public protocol UIApplicationDelegate: AnyObject {
    init()
    var window: UIWindow? { get set }
    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func applicationDidBecomeActive(_ application: UIApplication)
    func applicationWillResignActive(_ application: UIApplication)
    func applicationDidEnterBackground(_ application: UIApplication)
    func applicationWillEnterForeground(_ application: UIApplication)
    func applicationWillTerminate(_ application: UIApplication)
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
    func application(_ app: UIApplication, open url: URL,
                     options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
    func application(_ application: UIApplication,
                     supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask
    /// Scene apps (docs/uikit-rules.md 12.3): the configuration a connecting scene is made with. The default is
    /// the scene manifest's first entry for the session's role.
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
    /// Our addition (docs/uikit-rules.md 0, 18.3): registers the names the app's storyboards and scene manifest use,
    /// once per process, before the first launch. `uihost port` generates it; the default registers nothing.
    static func registerRuntimeNames()
    /// Our addition (docs/uikit-rules.md 18.12): the app folder (Info.plist, storyboards, assets) a served app reads
    /// its resources from when no `--app-dir` is given. The port plugin generates it; the default is nil.
    static var appFolderPath: String? { get }
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    public func application(_ application: UIApplication,
                            willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
    public func application(_ app: UIApplication, open url: URL,
                            options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool { false }
    public func application(_ application: UIApplication,
                            supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
        application.infoSupportedInterfaceOrientations
    }
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        connectingSceneSession.configuration
    }
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
    public static func registerRuntimeNames() {}
    public static var appFolderPath: String? { nil }
}

/// Runs each delegate class's `registerRuntimeNames()` once per process: registrations add to process-wide tables.
@MainActor
enum RuntimeNameRegistration {
    private static var registered: Set<ObjectIdentifier> = []

    static func registerOnce(for type: UIApplicationDelegate.Type) {
        guard registered.insert(ObjectIdentifier(type)).inserted else { return }
        type.registerRuntimeNames()
    }
}

extension UIApplicationDelegate {
    /// The entry point for `@main final class AppDelegate: UIResponder, UIApplicationDelegate`: launches the app
    /// headlessly on the wall clock in the default device and runs its main loop until the app is terminated
    /// (`HeadlessHost.current?.terminate()`). The runtime does no I/O: to serve the automation protocol, import
    /// the server module, whose `main()` takes over.
    public static func main() {
        let host = HeadlessHost(device: .iPhone8, clock: .real)
        do {
            try host.launch(delegate: Self())
        } catch {
            return
        }
        host.runUntilTerminated()
    }
}
