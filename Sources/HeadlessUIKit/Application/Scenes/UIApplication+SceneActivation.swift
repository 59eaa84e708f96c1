import Foundation

/// Why a scene request failed (docs/uikit-rules.md 6.93), in `UISceneErrorDomain`.
public struct UISceneError: Error, CustomNSError, CustomStringConvertible {
    public enum Code: Int, Sendable {
        /// The app or the device shows one scene at a time.
        case multipleScenesNotSupported = 0
        /// The system refused the request.
        case requestDenied = 1
    }

    public static let errorDomain = "UISceneErrorDomain"
    public let code: Code
    let reason: String

    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: reason] }
    public var description: String { "UISceneError(\(code)): \(reason)" }
}

/// A request to activate a scene session (iOS 17): an existing session, or a new one of a role.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public struct UISceneSessionActivationRequest {
    public let role: UISceneSession.Role
    public let session: UISceneSession?
    public var userActivity: NSUserActivity?
    public var options: UIScene.ActivationRequestOptions?

    public init(role: UISceneSession.Role = .windowApplication, userActivity: NSUserActivity? = nil,
                options: UIScene.ActivationRequestOptions? = nil) {
        self.role = role
        self.session = nil
        self.userActivity = userActivity
        self.options = options
    }

    public init(session: UISceneSession, userActivity: NSUserActivity? = nil, options: UIScene.ActivationRequestOptions? = nil) {
        self.role = session.role
        self.session = session
        self.userActivity = userActivity
        self.options = options
    }
}

/// Asking for a scene (docs/uikit-rules.md 6.93). The request is carried out on the next turn of the main run loop,
/// as UIKit answers it after the call returns.
extension UIApplication {
    /// Activates `sceneSession`'s scene, or connects a new scene for nil, handing it `userActivity`. A new scene
    /// needs an iPad and an app whose scene manifest allows multiple scenes; otherwise `errorHandler` hears
    /// `UISceneError.multipleScenesNotSupported`.
    public func requestSceneSessionActivation(_ sceneSession: UISceneSession?, userActivity: NSUserActivity?,
                                              options: UIScene.ActivationRequestOptions?,
                                              errorHandler: ((Error) -> Void)? = nil) {
        runtime.runLoop.perform("requestSceneSessionActivation") { [weak self] in
            guard let self else { return }
            if let error = self.activateScene(sceneSession, userActivity: userActivity, options: options) {
                self.runtime.report("requestSceneSessionActivation: \(error.reason)")
                errorHandler?(error)
            }
        }
    }

    /// The iOS 17 form of `requestSceneSessionActivation(_:userActivity:options:errorHandler:)`.
    public func activateSceneSession(for request: UISceneSessionActivationRequest, errorHandler: ((Error) -> Void)? = nil) {
        requestSceneSessionActivation(request.session, userActivity: request.userActivity, options: request.options,
                                      errorHandler: errorHandler)
    }

    /// Carries the request out; the error when it cannot be.
    private func activateScene(_ session: UISceneSession?, userActivity: NSUserActivity?,
                               options: UIScene.ActivationRequestOptions?) -> UISceneError? {
        guard usesScenes, [.active, .inactive].contains(lifecycleState) else {
            return UISceneError(code: .requestDenied, reason: "the app is not running with scenes in the foreground")
        }
        if let session {
            guard let scene = session.scene, scenes.contains(where: { $0 === scene }) else {
                return UISceneError(code: .requestDenied, reason: "session \(session.persistentIdentifier) has no connected scene")
            }
            bringToForeground(scene, sendingToBackground: options?.requestingScene)
            if let userActivity { continueActivity(userActivity, in: scene) }
            return nil
        }
        guard supportsMultipleScenes, runtime.profile.idiom == .pad else {
            return UISceneError(code: .multipleScenesNotSupported,
                               reason: supportsMultipleScenes
                                   ? "\(runtime.profile.model) shows one scene at a time; run on an iPad profile"
                                   : "the app's scene manifest does not set UIApplicationSupportsMultipleScenes")
        }
        let requesting = options?.requestingScene ?? scenes.first { $0.activationState == .foregroundActive }
        if let requesting { sendToBackground(requesting) }
        let connected = scenes.count
        connectScene(url: nil, userActivities: userActivity.map { [$0] } ?? [])
        guard scenes.count > connected, let scene = scenes.last else { return nil }
        scene.activationState = .foregroundActive
        callScene(scene, "sceneDidBecomeActive", post: UIScene.didActivateNotification) { $0.sceneDidBecomeActive(scene) }
        return nil
    }

    /// UIHost's choice (6.93): one scene is in the foreground at a time, as on an iPad without Split View or Stage
    /// Manager; the one it replaces goes to the background.
    private func bringToForeground(_ scene: UIScene, sendingToBackground requesting: UIScene?) {
        guard scene.activationState != .foregroundActive else { return }
        for other in scenes where other !== scene && other.activationState != .background { sendToBackground(other) }
        if scene.activationState == .background {
            scene.activationState = .foregroundInactive
            callScene(scene, "sceneWillEnterForeground", post: UIScene.willEnterForegroundNotification) {
                $0.sceneWillEnterForeground(scene)
            }
        }
        scene.activationState = .foregroundActive
        callScene(scene, "sceneDidBecomeActive", post: UIScene.didActivateNotification) { $0.sceneDidBecomeActive(scene) }
        if let window = (scene as? UIWindowScene)?.windows.last { window.makeKeyAndVisible() }
    }

    private func sendToBackground(_ scene: UIScene) {
        if scene.activationState == .foregroundActive {
            scene.activationState = .foregroundInactive
            callScene(scene, "sceneWillResignActive", post: UIScene.willDeactivateNotification) { $0.sceneWillResignActive(scene) }
        }
        if scene.activationState == .foregroundInactive {
            scene.activationState = .background
            callScene(scene, "sceneDidEnterBackground", post: UIScene.didEnterBackgroundNotification) {
                $0.sceneDidEnterBackground(scene)
            }
        }
    }

    /// A connected scene continues an activity: `scene(_:willContinueUserActivityWithType:)`, then
    /// `scene(_:continue:)`.
    func continueActivity(_ activity: NSUserActivity, in scene: UIScene) {
        callScene(scene, "scene(_:willContinueUserActivityWithType:)", post: nil) {
            $0.scene(scene, willContinueUserActivityWithType: activity.activityType)
        }
        callScene(scene, "scene(_:continue:)", post: nil) { $0.scene(scene, continue: activity) }
    }
}
