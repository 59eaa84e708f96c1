import Foundation

/// The scene manifest of an app's Info settings (`UIApplicationSceneManifest`, docs/uikit-rules.md 12): whether the
/// app runs through scenes, and the configurations its application-role scenes can be connected with.
public struct SceneManifest: Sendable, Equatable {
    /// One entry of `UISceneConfigurations` → `UIWindowSceneSessionRoleApplication`.
    public struct Configuration: Sendable, Equatable {
        /// `UISceneConfigurationName`.
        public var name: String?
        /// `UISceneDelegateClassName`, with any module prefix (`$(PRODUCT_MODULE_NAME).SceneDelegate`) as written.
        public var delegateClassName: String?
        /// `UISceneStoryboardFile`: the storyboard whose initial controller becomes the scene window's root.
        public var storyboardName: String?
        /// `UISceneClassName`.
        public var sceneClassName: String?

        public init(name: String? = nil, delegateClassName: String? = nil, storyboardName: String? = nil,
                    sceneClassName: String? = nil) {
            self.name = name
            self.delegateClassName = delegateClassName
            self.storyboardName = storyboardName
            self.sceneClassName = sceneClassName
        }
    }

    /// `UIApplicationSupportsMultipleScenes`.
    public var supportsMultipleScenes: Bool
    /// The application-role configurations, in the file's order.
    public var configurations: [Configuration]

    public init(supportsMultipleScenes: Bool = false, configurations: [Configuration] = []) {
        self.supportsMultipleScenes = supportsMultipleScenes
        self.configurations = configurations
    }
}
