import Foundation
import Testing
@testable import HeadlessUIKit

/// Shared by a scene app's delegates and notification observers, so one list shows the whole order.
@MainActor
final class SceneEventLog {
    static var events: [String] = []
}

@MainActor
final class SceneTestAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    required override init() { super.init() }

    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        SceneEventLog.events.append("app.willFinishLaunching")
        return true
    }
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        SceneEventLog.events.append("app.didFinishLaunching")
        return true
    }
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        SceneEventLog.events.append("app.configurationForConnecting(\(connectingSceneSession.role.rawValue))")
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
    // A scene app's delegate never hears these (docs/uikit-rules.md 12.1): recorded to prove it.
    func applicationDidBecomeActive(_ application: UIApplication) { SceneEventLog.events.append("app.didBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { SceneEventLog.events.append("app.willResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { SceneEventLog.events.append("app.didEnterBackground") }
    func applicationWillEnterForeground(_ application: UIApplication) { SceneEventLog.events.append("app.willEnterForeground") }
    func applicationWillTerminate(_ application: UIApplication) { SceneEventLog.events.append("app.willTerminate") }
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        SceneEventLog.events.append("app.open")
        return true
    }
}

/// A scene delegate that makes its window in code, as Xcode's template does.
@MainActor
final class SceneTestSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var connectionURLs: [URL] = []
    required override init() { super.init() }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        SceneEventLog.events.append("scene.willConnectTo(window: \(window == nil ? "nil" : "set"))")
        connectionURLs = connectionOptions.urlContexts.map(\.url)
        guard let windowScene = scene as? UIWindowScene else { return }
        if window == nil {
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = UIViewController()
            window.makeKeyAndVisible()
            self.window = window
        }
    }
    func sceneDidDisconnect(_ scene: UIScene) { SceneEventLog.events.append("scene.didDisconnect") }
    func sceneDidBecomeActive(_ scene: UIScene) { SceneEventLog.events.append("scene.didBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { SceneEventLog.events.append("scene.willResignActive") }
    func sceneWillEnterForeground(_ scene: UIScene) { SceneEventLog.events.append("scene.willEnterForeground") }
    func sceneDidEnterBackground(_ scene: UIScene) { SceneEventLog.events.append("scene.didEnterBackground") }
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        SceneEventLog.events.append("scene.openURLContexts(\(URLContexts.map(\.url.absoluteString).joined()))")
    }
    func windowScene(_ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: UIScreen,
                     interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
                     traitCollection previousTraitCollection: UITraitCollection) {
        SceneEventLog.events.append("scene.didUpdate(from: \(previousInterfaceOrientation.name))")
    }
}

/// The UIScene life cycle (docs/uikit-rules.md 12).
@Suite(.serialized) @MainActor struct SceneLifecycleTests {
    static let manifest = SceneManifest(configurations: [
        .init(name: "Default Configuration", delegateClassName: "$(PRODUCT_MODULE_NAME).SceneTestSceneDelegate"),
    ])

    private func launched(url: URL? = nil, background: Bool = false) throws -> (HeadlessHost, [NSObjectProtocol]) {
        SceneEventLog.events = []
        UIScene.registerDelegateClass(SceneTestSceneDelegate.self)
        let host = HeadlessHost()
        var observers: [NSObjectProtocol] = []
        for (name, label) in [(UIScene.willConnectNotification, "note.scene.willConnect"),
                              (UIScene.didActivateNotification, "note.scene.didActivate"),
                              (UIScene.willDeactivateNotification, "note.scene.willDeactivate"),
                              (UIScene.willEnterForegroundNotification, "note.scene.willEnterForeground"),
                              (UIScene.didEnterBackgroundNotification, "note.scene.didEnterBackground"),
                              (UIScene.didDisconnectNotification, "note.scene.didDisconnect"),
                              (UIApplication.didBecomeActiveNotification, "note.app.didBecomeActive"),
                              (UIApplication.willResignActiveNotification, "note.app.willResignActive"),
                              (UIApplication.didEnterBackgroundNotification, "note.app.didEnterBackground"),
                              (UIApplication.willEnterForegroundNotification, "note.app.willEnterForeground")] {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { _ in
                MainActor.assumeIsolated { SceneEventLog.events.append(label) }
            })
        }
        try host.launch(delegate: SceneTestAppDelegate(),
                        options: .init(url: url, background: background, sceneManifest: Self.manifest))
        return (host, observers)
    }

    private func stop(_ observers: [NSObjectProtocol]) {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
    }

    // docs/uikit-rules.md 12.3, 12.4: the launch sequence of a scene app, each scene callback followed by its
    // notification, and the application's notification after the scene's.
    @Test func launchConnectsTheSceneAndBringsItToTheForeground() throws {
        let (host, observers) = try launched()
        defer { stop(observers) }
        #expect(SceneEventLog.events == [
            "app.willFinishLaunching", "app.didFinishLaunching",
            "app.configurationForConnecting(UIWindowSceneSessionRoleApplication)",
            "scene.willConnectTo(window: nil)", "note.scene.willConnect",
            "scene.willEnterForeground", "note.scene.willEnterForeground",
            "scene.didBecomeActive", "note.scene.didActivate", "note.app.didBecomeActive",
        ])
        let scene = try #require(host.application.connectedScenes.first as? UIWindowScene)
        #expect(host.application.connectedScenes.count == 1)
        #expect(scene.activationState == .foregroundActive)
        #expect(scene.session.persistentIdentifier == "session-1")
        #expect(scene.session.configuration.name == "Default Configuration")
        #expect(scene.delegate is SceneTestSceneDelegate)
        #expect(scene.windows.count == 1)
        #expect(scene.keyWindow === host.keyWindow)
        #expect(host.keyWindow?.windowScene === scene)
        #expect(host.lifecycleState == .active)
        // The log names scene callbacks by kind.
        #expect(host.callbacks.names(of: [.scene]) == ["scene(_:willConnectTo:options:)", "sceneWillEnterForeground", "sceneDidBecomeActive"])
        #expect(host.callbacks.names(of: [.application]) == [
            "application(_:willFinishLaunchingWithOptions:)", "application(_:didFinishLaunchingWithOptions:)",
            "application(_:configurationForConnecting:options:)"])
    }

    // docs/uikit-rules.md 12.5: home and back; the app delegate hears none of it.
    @Test func homeAndReturnGoThroughTheSceneDelegate() throws {
        let (host, observers) = try launched()
        defer { stop(observers) }
        SceneEventLog.events = []
        try host.pressHome()
        #expect(SceneEventLog.events == [
            "scene.willResignActive", "note.scene.willDeactivate", "note.app.willResignActive",
            "scene.didEnterBackground", "note.scene.didEnterBackground", "note.app.didEnterBackground",
        ])
        #expect(host.application.connectedScenes.first?.activationState == .background)
        SceneEventLog.events = []
        try host.activate()
        #expect(SceneEventLog.events == [
            "scene.willEnterForeground", "note.scene.willEnterForeground", "note.app.willEnterForeground",
            "scene.didBecomeActive", "note.scene.didActivate", "note.app.didBecomeActive",
        ])
        #expect(host.application.connectedScenes.first?.activationState == .foregroundActive)
    }

    // docs/uikit-rules.md 12.5: an interruption resigns the scene; declined it becomes active again, accepted it
    // goes to the background; the app delegate hears none of it.
    @Test func interruptionsGoThroughTheSceneDelegate() throws {
        let (host, observers) = try launched()
        defer { stop(observers) }
        SceneEventLog.events = []
        try host.interrupt(.call)
        #expect(SceneEventLog.events == ["scene.willResignActive", "note.scene.willDeactivate", "note.app.willResignActive"])
        #expect(host.application.connectedScenes.first?.activationState == .foregroundInactive)
        SceneEventLog.events = []
        try host.endInterruption(accept: false)
        #expect(SceneEventLog.events == ["scene.didBecomeActive", "note.scene.didActivate", "note.app.didBecomeActive"])
        try host.interrupt(.call)
        SceneEventLog.events = []
        try host.endInterruption(accept: true)
        #expect(SceneEventLog.events == ["scene.didEnterBackground", "note.scene.didEnterBackground", "note.app.didEnterBackground"])
        #expect(host.application.connectedScenes.first?.activationState == .background)
    }

    // docs/uikit-rules.md 12.6: termination disconnects the scene, then the app delegate hears willTerminate.
    @Test func terminationDisconnectsTheSceneFirst() throws {
        let (host, observers) = try launched()
        defer { stop(observers) }
        SceneEventLog.events = []
        try host.terminate()
        #expect(SceneEventLog.events == [
            "scene.willResignActive", "note.scene.willDeactivate", "note.app.willResignActive",
            "scene.didDisconnect", "note.scene.didDisconnect", "app.willTerminate",
        ])
        #expect(host.application.connectedScenes.isEmpty)
    }

    // docs/uikit-rules.md 12.3, 12.8: a launch URL reaches the scene in its connection options; a later one through
    // scene(_:openURLContexts:), never through the app delegate.
    @Test func urlsGoToTheScene() throws {
        let url = URL(string: "demo://item/7")!
        let (host, observers) = try launched(url: url)
        defer { stop(observers) }
        let delegate = try #require(host.application.connectedScenes.first?.delegate as? SceneTestSceneDelegate)
        #expect(delegate.connectionURLs == [url])
        SceneEventLog.events = []
        _ = try host.openURL(URL(string: "demo://item/8")!)
        #expect(SceneEventLog.events == ["scene.openURLContexts(demo://item/8)"])
    }

    // docs/uikit-rules.md 12.3: launched into the background, no scene connects until the app comes forward.
    @Test func aBackgroundLaunchConnectsItsSceneWhenActivated() throws {
        let (host, observers) = try launched(background: true)
        defer { stop(observers) }
        #expect(host.application.connectedScenes.isEmpty)
        SceneEventLog.events = []
        try host.activate()
        #expect(SceneEventLog.events == [
            "app.configurationForConnecting(UIWindowSceneSessionRoleApplication)",
            "scene.willConnectTo(window: nil)", "note.scene.willConnect",
            "scene.willEnterForeground", "note.scene.willEnterForeground", "note.app.willEnterForeground",
            "scene.didBecomeActive", "note.scene.didActivate", "note.app.didBecomeActive",
        ])
    }

    // docs/uikit-rules.md 12.7: a rotation tells the window scene's delegate the previous orientation.
    @Test func rotationUpdatesTheWindowSceneGeometry() throws {
        let (host, observers) = try launched()
        defer { stop(observers) }
        SceneEventLog.events = []
        host.rotate(to: .landscapeLeft)
        #expect(SceneEventLog.events == ["scene.didUpdate(from: portrait)"])
        let scene = try #require(host.application.connectedScenes.first as? UIWindowScene)
        #expect(scene.interfaceOrientation == .landscapeRight)
        #expect(host.keyWindow?.bounds.size == CGSize(width: 667, height: 375))
    }

    // docs/uikit-rules.md 12.3: a configuration with a storyboard makes the window before willConnect and shows
    // it after; an unregistered delegate class is replaced by StoryboardSceneDelegate with a report.
    @Test func aStoryboardSceneGetsItsWindowFromTheStoryboard() throws {
        SceneEventLog.events = []
        let storyboard = try UIStoryboard(data: Data(StoryboardFixtures.minimal().utf8), name: "Main")
        let host = HeadlessHost()
        let manifest = SceneManifest(configurations: [
            .init(name: "Default Configuration", delegateClassName: "MyApp.UnregisteredSceneDelegate", storyboardName: "Main"),
        ])
        try host.launch(delegate: StoryboardAppDelegate(),
                        options: .init(mainStoryboard: storyboard, sceneManifest: manifest))
        let scene = try #require(host.application.connectedScenes.first as? UIWindowScene)
        let delegate = try #require(scene.delegate as? StoryboardSceneDelegate)
        #expect(delegate.window === host.keyWindow)
        #expect(host.keyWindow?.rootViewController?.storyboardIdentifier == "Minimal")
        #expect(host.keyWindow?.windowScene === scene)
        #expect(host.keyWindow?.rootViewController?.appearanceState == .appeared)
        #expect(host.problems.contains { $0.contains("scene delegate class 'MyApp.UnregisteredSceneDelegate' is not registered") })
        // The main storyboard made no window of its own: the scene's is the only one.
        #expect(host.windows.count == 1)
    }
}
