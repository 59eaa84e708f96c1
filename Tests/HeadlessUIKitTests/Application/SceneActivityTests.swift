import Foundation
import Testing
@testable import HeadlessUIKit

/// Records what its scene hears of user activities, in one list shared by every scene of the app.
@MainActor
final class ActivitySceneDelegate: UIResponder, UIWindowSceneDelegate {
    static var events: [String] = []
    static var restoration: NSUserActivity?
    var window: UIWindow?
    required override init() { super.init() }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        let types = connectionOptions.userActivities.map(\.activityType).sorted()
        Self.events.append("\(session.persistentIdentifier).willConnect(\(types.joined(separator: ",")))")
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        self.window = window
    }
    func sceneDidBecomeActive(_ scene: UIScene) { Self.events.append("\(scene.session.persistentIdentifier).didBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { Self.events.append("\(scene.session.persistentIdentifier).willResignActive") }
    func sceneWillEnterForeground(_ scene: UIScene) { Self.events.append("\(scene.session.persistentIdentifier).willEnterForeground") }
    func sceneDidEnterBackground(_ scene: UIScene) { Self.events.append("\(scene.session.persistentIdentifier).didEnterBackground") }
    func sceneDidDisconnect(_ scene: UIScene) { Self.events.append("\(scene.session.persistentIdentifier).didDisconnect") }
    func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) {
        Self.events.append("\(scene.session.persistentIdentifier).willContinue(\(userActivityType))")
    }
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        Self.events.append("\(scene.session.persistentIdentifier).continue(\(userActivity.title ?? ""))")
    }
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        Self.events.append("\(scene.session.persistentIdentifier).stateRestorationActivity")
        return Self.restoration
    }
}

/// User activities and scene requests (docs/uikit-rules.md 6.92, 6.93).
@Suite(.serialized) @MainActor struct SceneActivityTests {
    private func launched(on device: DeviceProfile = .iPhone8, multipleScenes: Bool) throws -> HeadlessHost {
        ActivitySceneDelegate.events = []
        ActivitySceneDelegate.restoration = nil
        UIScene.registerDelegateClass(ActivitySceneDelegate.self)
        let host = HeadlessHost(device: device)
        let manifest = SceneManifest(supportsMultipleScenes: multipleScenes, configurations: [
            .init(name: "Default Configuration", delegateClassName: "ActivitySceneDelegate"),
        ])
        try host.launch(delegate: SceneTestAppDelegate(), options: .init(sceneManifest: manifest))
        host.runUntilIdle()
        return host
    }

    private func poem(_ title: String) -> NSUserActivity {
        let activity = NSUserActivity(activityType: "com.example.poem")
        activity.title = title
        activity.addUserInfoEntries(from: ["id": 7])
        return activity
    }

    // 6.92: an activity keeps what it is given; becoming current makes it the one current activity.
    @Test func anActivityKeepsItsValuesAndOneIsCurrent() {
        let first = poem("Ode")
        let second = poem("Sonnet")
        first.addUserInfoEntries(from: ["line": 3])

        first.becomeCurrent()
        second.becomeCurrent()
        first.invalidate()
        first.becomeCurrent()

        #expect(first.userInfo?["id"] as? Int == 7)
        #expect(first.userInfo?["line"] as? Int == 3)
        #expect(first.isEligibleForHandoff && !first.isEligibleForSearch)
        #expect(second.isCurrent)
        #expect(!first.isCurrent)
        #expect(first.isInvalidated)
    }

    // 6.92: before a scene disconnects its delegate is asked for its state, which its session keeps.
    @Test func terminationAsksForTheStateRestorationActivityBeforeDisconnecting() throws {
        let host = try launched(multipleScenes: false)
        let saved = poem("Ode")
        ActivitySceneDelegate.restoration = saved
        let session = try #require(host.application.openSessions.first)
        ActivitySceneDelegate.events = []

        let result = try host.terminate()

        #expect(ActivitySceneDelegate.events == [
            "session-1.willResignActive", "session-1.stateRestorationActivity", "session-1.didDisconnect",
        ])
        #expect(result.callbacks == [
            "sceneWillResignActive", "stateRestorationActivity(for:)", "sceneDidDisconnect",
            "applicationWillTerminate",
        ])
        #expect(session.stateRestorationActivity === saved)
    }

    // 6.93: on an iPhone a new scene cannot be had: the error handler hears it after the call returns.
    @Test func aNewSceneOnAnIPhoneFailsWithMultipleScenesNotSupported() throws {
        let host = try launched(multipleScenes: true)
        var errors: [String] = []

        host.application.requestSceneSessionActivation(nil, userActivity: poem("Ode"), options: nil) { error in
            let sceneError = error as? UISceneError
            let domain = sceneError.map { type(of: $0).errorDomain } ?? "other"
            errors.append("\(sceneError.map { "\($0.code)" } ?? "other") \(domain)")
        }
        #expect(errors.isEmpty)
        host.runUntilIdle()

        #expect(errors == ["multipleScenesNotSupported UISceneErrorDomain"])
        #expect(host.application.connectedScenes.count == 1)
        #expect(host.problems.contains { $0.contains("requestSceneSessionActivation: iPhone 8 shows one scene at a time") })
    }

    // 6.93: an app whose manifest does not allow multiple scenes gets the same error on an iPad.
    @Test func aNewSceneWithoutTheManifestsPermissionFails() throws {
        let host = try launched(on: .iPad, multipleScenes: false)
        var codes: [UISceneError.Code] = []

        host.application.requestSceneSessionActivation(nil, userActivity: nil, options: nil) { codes.append(($0 as! UISceneError).code) }
        host.runUntilIdle()

        #expect(codes == [.multipleScenesNotSupported])
    }

    // 6.93: on an iPad a new session connects a scene through the scene delegate with the activity; the
    // requesting scene goes to the background first.
    @Test func aNewSceneOnAnIPadConnectsWithTheActivity() throws {
        let host = try launched(on: .iPad, multipleScenes: true)
        let first = try #require(host.application.connectedScenes.first as? UIWindowScene)
        let options = UIScene.ActivationRequestOptions()
        options.requestingScene = first
        ActivitySceneDelegate.events = []

        host.application.requestSceneSessionActivation(nil, userActivity: poem("Ode"), options: options)
        host.runUntilIdle()

        #expect(ActivitySceneDelegate.events == [
            "session-1.willResignActive", "session-1.didEnterBackground",
            "session-2.willConnect(com.example.poem)", "session-2.willEnterForeground", "session-2.didBecomeActive",
        ])
        let second = try #require(host.application.connectedScenes.first { $0 !== first } as? UIWindowScene)
        #expect(host.application.openSessions.count == 2)
        #expect(first.activationState == .background)
        #expect(second.activationState == .foregroundActive)
        #expect(host.keyWindow?.windowScene === second)
    }

    // 6.93: activating a connected session brings its scene forward and continues the activity there.
    @Test func activatingAnExistingSessionContinuesTheActivity() throws {
        let host = try launched(on: .iPad, multipleScenes: true)
        let first = try #require(host.application.connectedScenes.first)
        host.application.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
        host.runUntilIdle()
        ActivitySceneDelegate.events = []

        host.application.activateSceneSession(for: UISceneSessionActivationRequest(session: first.session, userActivity: poem("Sonnet")))
        host.runUntilIdle()

        #expect(ActivitySceneDelegate.events == [
            "session-2.willResignActive", "session-2.didEnterBackground",
            "session-1.willEnterForeground", "session-1.didBecomeActive",
            "session-1.willContinue(com.example.poem)", "session-1.continue(Sonnet)",
        ])
        #expect(first.activationState == .foregroundActive)
    }
}
