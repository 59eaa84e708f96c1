import Foundation

/// A scene's session: its role, configuration and persistent identifier (docs/uikit-rules.md 12.2).
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public final class UISceneSession: Hashable {
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The role of an app's main-screen scenes.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    public let role: UISceneSession.Role
    public let persistentIdentifier: String
    public internal(set) var configuration: UISceneConfiguration
    public internal(set) weak var scene: UIScene?
    public var userInfo: [String: Any]?
    /// The activity the scene's delegate returned from `stateRestorationActivity(for:)` before the scene
    /// disconnected (docs/uikit-rules.md 6.92).
    public var stateRestorationActivity: NSUserActivity?

    init(role: UISceneSession.Role, persistentIdentifier: String, configuration: UISceneConfiguration) {
        self.role = role
        self.persistentIdentifier = persistentIdentifier
        self.configuration = configuration
    }

    nonisolated public static func == (lhs: UISceneSession, rhs: UISceneSession) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// How to make a scene: its delegate class, scene class and storyboard (docs/uikit-rules.md 12.2, 12.3). Made with
/// a name, it takes the rest from the matching entry of the app's scene manifest, as UIKit does.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public final class UISceneConfiguration {
    public let name: String?
    public let role: UISceneSession.Role
    public var delegateClass: AnyClass?
    public var sceneClass: AnyClass?
    public var storyboard: UIStoryboard?
    /// The manifest's delegate class name when no class is registered under it, for the host's report.
    var delegateClassName: String?

    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
        guard let manifest = Runtime.current.application.sceneManifest else { return }
        let entry = manifest.configurations.first { $0.name == name } ?? (name == nil ? manifest.configurations.first : nil)
        guard let entry else { return }
        fill(from: entry)
    }

    func fill(from entry: SceneManifest.Configuration) {
        if let className = entry.delegateClassName {
            delegateClassName = className
            delegateClass = SceneDelegateRegistry.delegateClass(named: className)
        }
        if let storyboardName = entry.storyboardName {
            storyboard = Runtime.current.application.storyboard(named: storyboardName)
        }
    }
}
