import Foundation
import HeadlessUIKit

/// The built-in demo app that `uihost serve` runs when given no other app. It is written against the public
/// runtime API like any user app, and grows into a catalogue as the runtime grows.
public final class DemoAppDelegate: UIResponder, UIApplicationDelegate {
    public var window: UIWindow?
    /// Every delegate callback this app received, in order (the demo's life-cycle log).
    public private(set) var lifecycleLog: [String] = []

    public required override init() {
        super.init()
    }

    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        lifecycleLog.append("didFinishLaunching")
        let window = UIWindow()
        window.rootViewController = UINavigationController(rootViewController: DemoHomeViewController())
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        lifecycleLog.append("open \(url.absoluteString)")
        return url.scheme == "uihostdemo"
    }

    public func applicationDidBecomeActive(_ application: UIApplication) { record("didBecomeActive") }
    public func applicationWillResignActive(_ application: UIApplication) { record("willResignActive") }
    public func applicationDidEnterBackground(_ application: UIApplication) { record("didEnterBackground") }
    public func applicationWillEnterForeground(_ application: UIApplication) { record("willEnterForeground") }
    public func applicationWillTerminate(_ application: UIApplication) { record("willTerminate") }
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) { record("didReceiveMemoryWarning") }

    /// The home screen: the root of the navigation controller that is the window's root.
    public var home: DemoHomeViewController? {
        (window?.rootViewController as? UINavigationController)?.viewControllers.first as? DemoHomeViewController
    }

    /// The last callback is shown on the home screen's status view (tag 20), so scripts can read it.
    private func record(_ callback: String) {
        lifecycleLog.append(callback)
        home?.showLifecycle(callback)
    }
}

