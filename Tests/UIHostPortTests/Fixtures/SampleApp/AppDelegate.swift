import UIKit
import os

private let log = Logger(subsystem: "com.example.sample", category: "app")

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log.info("launched with \(launchOptions?.count ?? 0, privacy: .public) options")
        os_log("seed %d", log: .default, type: .debug, Int(arc4random_uniform(100)))
        return true
    }
}
