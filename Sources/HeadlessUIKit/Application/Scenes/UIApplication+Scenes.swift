import Foundation

/// The scene life cycle (docs/uikit-rules.md 12): when the app's Info settings carry a scene manifest, the app
/// delegate hears only of launching, termination and memory warnings; each connected scene's delegate hears of
/// the foreground, activation, the background and disconnection, each callback followed by its `UIScene`
/// notification, and the `UIApplication` notifications are still posted after them.
extension UIApplication {
    /// Whether the app runs through scenes: its Info settings carry a scene manifest.
    public var usesScenes: Bool { sceneManifest != nil }

    /// The scenes connected now.
    public var connectedScenes: Set<UIScene> { Set(scenes) }

    /// The sessions of the connected scenes (no session outlives its scene here: nothing is restored).
    public var openSessions: Set<UISceneSession> { Set(scenes.map(\.session)) }

    public var supportsMultipleScenes: Bool { sceneManifest?.supportsMultipleScenes ?? false }

    /// A storyboard of the app by name: the main storyboard, or one of the app's resources (docs/uikit-rules.md 15).
    func storyboard(named name: String) -> UIStoryboard? {
        if let main = launchStoryboard, main.name == name { return main }
        do {
            return try runtime.appStoryboard(named: name)
        } catch {
            runtime.report("scene storyboard '\(name)': \(error)")
            return nil
        }
    }

    // MARK: Steps

    /// docs/uikit-rules.md 12.3: a session, the configuration (the app delegate's, else the manifest's first
    /// entry), the scene and its delegate; the storyboard's window, given to the delegate's `window`; then
    /// willConnect and, after it, the storyboard's window made key and visible. `userActivities` are the
    /// connection's (a scene requested with one, 6.93).
    func connectScene(url: URL?, userActivities: Set<NSUserActivity> = []) {
        guard let manifest = sceneManifest, let delegate else { return }
        sessionCounter += 1
        let role = UISceneSession.Role.windowApplication
        let placeholder = UISceneConfiguration(name: manifest.configurations.first?.name, sessionRole: role)
        let session = UISceneSession(role: role, persistentIdentifier: String(format: "session-%d", sessionCounter),
                                     configuration: placeholder)
        let options = UIScene.ConnectionOptions(
            urlContexts: url.map { [UIOpenURLContext(url: $0, options: UIScene.OpenURLOptions(sourceApplication: nil, openInPlace: false))] } ?? [],
            userActivities: userActivities)
        var configuration = placeholder
        runtime.logCallback("application(_:configurationForConnecting:options:)", .application, delegate)
        configuration = delegate.application(self, configurationForConnecting: session, options: options)
        session.configuration = configuration

        let sceneType = (configuration.sceneClass as? UIScene.Type) ?? UIWindowScene.self
        let scene = sceneType.init(session: session, connectionOptions: options)
        session.scene = scene
        if let type = configuration.delegateClass as? UISceneDelegate.Type {
            scene.delegate = type.init()
        } else {
            if let name = configuration.delegateClassName {
                runtime.report("scene delegate class '\(name)' is not registered: the scene runs with StoryboardSceneDelegate. Register it with UIScene.registerDelegateClass(\(name.split(separator: ".").last ?? "")).self) before launch.")
            }
            scene.delegate = StoryboardSceneDelegate()
        }
        scenes.append(scene)
        scene.activationState = .foregroundInactive

        // docs/uikit-rules.md 12.3: a scene whose delegate is ours (its class is not here) shows the launch
        // storyboard when its configuration names none: there is nothing else it could show.
        let storyboard = configuration.storyboard ?? (scene.delegate is StoryboardSceneDelegate ? launchStoryboard : nil)
        if let windowScene = scene as? UIWindowScene, let storyboard {
            do {
                // `--initial` names the scene the launch storyboard starts at (docs/uikit-rules.md 15.5).
                let root = try storyboard === launchStoryboard && launchInitialIdentifier != nil
                    ? storyboard.makeViewController(withIdentifier: launchInitialIdentifier!)
                    : storyboard.makeInitialViewController()
                let window = UIWindow(windowScene: windowScene)
                window.setRootViewControllerDeferringItsView(root)
                windowScene.storyboardWindow = window
                (scene.delegate as? UIWindowSceneDelegate)?.window = window
            } catch {
                runtime.report("scene storyboard '\(storyboard.name)': \(error)")
            }
        }
        callScene(scene, "scene(_:willConnectTo:options:)", post: UIScene.willConnectNotification) {
            $0.scene(scene, willConnectTo: session, options: options)
        }
        if let windowScene = scene as? UIWindowScene,
           let window = (scene.delegate as? UIWindowSceneDelegate)?.window ?? windowScene.storyboardWindow,
           windowScene.storyboardWindow != nil {
            window.makeKeyAndVisible()
            window.installRootView()
        }
        callScene(scene, "sceneWillEnterForeground", post: UIScene.willEnterForegroundNotification) {
            $0.sceneWillEnterForeground(scene)
        }
    }

    func scenesWillEnterForeground() {
        moveScenes(to: .foregroundInactive, "sceneWillEnterForeground", post: UIScene.willEnterForegroundNotification) {
            $0.sceneWillEnterForeground($1)
        }
    }

    func scenesDidBecomeActive() {
        moveScenes(to: .foregroundActive, "sceneDidBecomeActive", post: UIScene.didActivateNotification) {
            $0.sceneDidBecomeActive($1)
        }
    }

    func scenesWillResignActive() {
        moveScenes(to: .foregroundInactive, "sceneWillResignActive", post: UIScene.willDeactivateNotification) {
            $0.sceneWillResignActive($1)
        }
    }

    func scenesDidEnterBackground() {
        moveScenes(to: .background, "sceneDidEnterBackground", post: UIScene.didEnterBackgroundNotification) {
            $0.sceneDidEnterBackground($1)
        }
    }

    /// Every connected scene takes `state`, then its delegate hears `name` and the notification is posted.
    private func moveScenes(to state: UIScene.ActivationState, _ name: String, post notification: Notification.Name,
                            _ call: (UISceneDelegate, UIScene) -> Void) {
        for scene in scenes {
            scene.activationState = state
            callScene(scene, name, post: notification) { call($0, scene) }
        }
    }

    /// docs/uikit-rules.md 12.6: termination disconnects every scene, then the app delegate hears willTerminate.
    /// Before each disconnects, its delegate is asked for its state restoration activity, kept by its session (6.92).
    func disconnectScenes() {
        let disconnecting = scenes
        for scene in disconnecting {
            if let delegate = scene.delegate {
                runtime.logCallback("stateRestorationActivity(for:)", .scene, delegate)
                scene.session.stateRestorationActivity = delegate.stateRestorationActivity(for: scene)
            }
            callScene(scene, "sceneDidDisconnect", post: UIScene.didDisconnectNotification) { $0.sceneDidDisconnect(scene) }
            scene.activationState = .unattached
        }
        scenes.removeAll()
    }

    /// A URL opened while the app runs goes to the first scene's delegate.
    func openURLInScene(_ url: URL) -> Bool {
        guard let scene = scenes.first else { return false }
        let contexts: Set<UIOpenURLContext> = [UIOpenURLContext(url: url, options: UIScene.OpenURLOptions(sourceApplication: nil, openInPlace: false))]
        callScene(scene, "scene(_:openURLContexts:)", post: nil) { $0.scene(scene, openURLContexts: contexts) }
        return true
    }

    /// docs/uikit-rules.md 12.7: after a rotation, each window scene's delegate hears the previous geometry.
    func scenesDidUpdateGeometry(previousOrientation: UIInterfaceOrientation, previousTraits: UITraitCollection) {
        for case let scene as UIWindowScene in scenes {
            guard let delegate = scene.delegate as? UIWindowSceneDelegate else { continue }
            runtime.logCallback("windowScene(_:didUpdate:interfaceOrientation:traitCollection:)", .scene, delegate)
            delegate.windowScene(scene, didUpdate: scene.screen, interfaceOrientation: previousOrientation,
                                 traitCollection: previousTraits)
        }
    }

    func callScene(_ scene: UIScene, _ name: String, post notification: Notification.Name?,
                           _ body: (UISceneDelegate) -> Void) {
        if let delegate = scene.delegate {
            runtime.logCallback(name, .scene, delegate)
            body(delegate)
        }
        if let notification { NotificationCenter.default.post(name: notification, object: scene) }
    }
}
