import Foundation

/// The life-cycle operations the host drives (docs/uikit-rules.md 1.2-1.10). Each one checks its whole path through
/// `LifecycleTransitions` first, then makes the delegate callbacks, each followed by its notification.
extension UIApplication {
    /// Kinds of interruption (docs/uikit-rules.md 1.6).
    public enum Interruption: String, Sendable, CaseIterable {
        case call, alert, lock
    }

    struct LaunchRequest {
        var url: URL?
        var background: Bool
        var mainStoryboard: UIStoryboard?
        var sceneManifest: SceneManifest?
        var initialViewControllerIdentifier: String?
    }

    // MARK: Operations

    func launch(_ delegate: UIApplicationDelegate, _ request: LaunchRequest) throws(HostError) {
        _ = try LifecycleTransitions.path(request.background ? .backgroundLaunch : .launch, from: lifecycleState)
        self.delegate = delegate
        sceneManifest = request.sceneManifest
        launchStoryboard = request.mainStoryboard
        launchInitialIdentifier = request.initialViewControllerIdentifier
        runtime.canShowWindows = false
        lifecycleState = request.background ? .background : .inactive
        if request.background { backgroundEntryTime = runtime.clock.now }
        let options: [LaunchOptionsKey: Any]? = request.url.map { [.url: $0] }

        // docs/uikit-rules.md 1.3: a URL is opened only when both launch callbacks return true.
        var accepted = true
        callDelegate("application(_:willFinishLaunchingWithOptions:)") {
            accepted = delegate.application(self, willFinishLaunchingWithOptions: options)
        } post: { nil }
        // docs/uikit-rules.md 12.3: a scene app's storyboard is its scene configuration's, not the main one.
        let mainStoryboard = usesScenes ? nil : request.mainStoryboard
        if let storyboard = mainStoryboard {
            loadMainStoryboard(storyboard, startingAt: request.initialViewControllerIdentifier, for: delegate)
        }
        callDelegate("application(_:didFinishLaunchingWithOptions:)") {
            accepted = delegate.application(self, didFinishLaunchingWithOptions: options) && accepted
        } post: { UIApplication.didFinishLaunchingNotification }
        if mainStoryboard != nil { showMainStoryboardWindow(for: delegate) }

        if request.background {
            suspendUnlessBackgroundTasksRun()
            return
        }
        if usesScenes {
            // docs/uikit-rules.md 12.3: the URL reaches the scene in its connection options.
            connectScene(url: accepted ? request.url : nil)
        } else if let url = request.url, accepted {
            _ = deliverURL(url)
        }
        showWindowsAndBecomeActive()
    }

    /// Background or suspended → inactive → active; inactive → active.
    func activate() throws(HostError) {
        _ = try LifecycleTransitions.path(.activate, from: lifecycleState)
        if lifecycleState == .inactive {
            interruption = nil
            becomeActive()
            return
        }
        runtime.isAppSuspended = false
        backgroundExpiryTimer?.invalidate()
        backgroundExpiryTimer = nil
        backgroundEntryTime = nil
        lifecycleState = .inactive
        if usesScenes {
            // A scene app launched into the background connects its scene as it first comes to the foreground.
            if scenes.isEmpty { connectScene(url: nil) } else { scenesWillEnterForeground() }
            NotificationCenter.default.post(name: UIApplication.willEnterForegroundNotification, object: self)
        } else {
            callDelegate("applicationWillEnterForeground") {
                delegate?.applicationWillEnterForeground(self)
            } post: { UIApplication.willEnterForegroundNotification }
        }
        if let orientation = runtime.pendingDeviceOrientation {
            runtime.pendingDeviceOrientation = nil
            _ = runtime.rotate(to: orientation)
        }
        showWindowsAndBecomeActive()
    }

    /// Home: active → inactive → background, then suspended once no background task runs (docs/uikit-rules.md 1.4).
    func pressHome() throws(HostError) {
        _ = try LifecycleTransitions.path(.pressHome, from: lifecycleState)
        if lifecycleState == .active { resignActive() }
        interruption = nil
        enterBackground()
    }

    func interrupt(_ kind: Interruption) throws(HostError) {
        _ = try LifecycleTransitions.path(.interrupt, from: lifecycleState)
        interruption = kind
        resignActive()
    }

    /// Declined: back to active. Accepted: the other app takes over and this one goes to the background.
    func endInterruption(accept: Bool) throws(HostError) {
        guard interruption != nil, lifecycleState == .inactive else { throw .noInterruption(state: lifecycleState) }
        _ = try LifecycleTransitions.path(accept ? .acceptInterruption : .declineInterruption, from: lifecycleState)
        interruption = nil
        if accept { enterBackground() } else { becomeActive() }
    }

    /// docs/uikit-rules.md 1.7: willResignActive first when active; no callback at all when suspended.
    func terminate() throws(HostError) {
        _ = try LifecycleTransitions.path(.terminate, from: lifecycleState)
        if lifecycleState == .active { resignActive() }
        if lifecycleState != .suspended {
            disconnectScenes()
            let withinLimit = callDelegate("applicationWillTerminate", timed: true) {
                delegate?.applicationWillTerminate(self)
            } post: { UIApplication.willTerminateNotification }
            if !withinLimit { return }
        }
        tearDown()
    }

    /// The system reclaims a suspended app's memory: no callback (docs/uikit-rules.md 1.2, 1.7).
    func purge() throws(HostError) {
        _ = try LifecycleTransitions.path(.purge, from: lifecycleState)
        tearDown()
    }

    /// docs/uikit-rules.md 1.10: the delegate and its notification, then every live view controller.
    func receiveMemoryWarning() throws(HostError) {
        guard [.active, .inactive, .background].contains(lifecycleState) else {
            throw .notRunning(operation: "memoryWarning", state: lifecycleState)
        }
        callDelegate("applicationDidReceiveMemoryWarning") {
            delegate?.applicationDidReceiveMemoryWarning(self)
        } post: { UIApplication.didReceiveMemoryWarningNotification }
        for controller in runtime.liveControllers {
            runtime.logCallback("didReceiveMemoryWarning", .viewController, controller)
            controller.didReceiveMemoryWarning()
        }
    }

    /// Another app asks this one to open a URL.
    func openURLFromSystem(_ url: URL) throws(HostError) -> Bool {
        guard [.active, .inactive].contains(lifecycleState) else {
            throw .notRunning(operation: "openURL", state: lifecycleState)
        }
        return deliverURL(url)
    }

    // MARK: Steps

    private func deliverURL(_ url: URL) -> Bool {
        if usesScenes { return openURLInScene(url) }
        var handled = false
        callDelegate("application(_:open:options:)") {
            handled = delegate?.application(self, open: url, options: [:]) ?? false
        } post: { nil }
        return handled
    }

    /// docs/uikit-rules.md 1.3: viewWillAppear → the first layout (and display) pass → didBecomeActive → viewDidAppear.
    /// As in UIKit, a view is laid out before it has appeared, so viewDidAppear sees its final geometry.
    private func showWindowsAndBecomeActive() {
        runtime.canShowWindows = true
        for window in runtime.windows where !window.isHidden {
            window.showRoot(finishAppearance: false)
        }
        runtime.runPasses()
        becomeActive()
        for window in runtime.windows where !window.isHidden {
            window.finishShowingRoot()
        }
    }

    private func becomeActive() {
        lifecycleState = .active
        if usesScenes {
            scenesDidBecomeActive()
            NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: self)
            return
        }
        callDelegate("applicationDidBecomeActive") {
            delegate?.applicationDidBecomeActive(self)
        } post: { UIApplication.didBecomeActiveNotification }
    }

    /// Fingers on the screen are cancelled before the app resigns active.
    private func resignActive() {
        runtime.cancelAllTouches()
        lifecycleState = .inactive
        if usesScenes {
            scenesWillResignActive()
            NotificationCenter.default.post(name: UIApplication.willResignActiveNotification, object: self)
            return
        }
        callDelegate("applicationWillResignActive") {
            delegate?.applicationWillResignActive(self)
        } post: { UIApplication.willResignActiveNotification }
    }

    private func enterBackground() {
        lifecycleState = .background
        backgroundEntryTime = runtime.clock.now
        if usesScenes {
            scenesDidEnterBackground()
            NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: self)
            suspendUnlessBackgroundTasksRun()
            return
        }
        let withinLimit = callDelegate("applicationDidEnterBackground", timed: true) {
            delegate?.applicationDidEnterBackground(self)
        } post: { UIApplication.didEnterBackgroundNotification }
        if withinLimit { suspendUnlessBackgroundTasksRun() }
    }

    private func suspendUnlessBackgroundTasksRun() {
        guard lifecycleState == .background else { return }
        guard !backgroundTasks.isEmpty else {
            suspend()
            return
        }
        let remaining = backgroundTimeRemaining
        backgroundExpiryTimer = runtime.runLoop.schedule(
            after: remaining, repeating: 0, kind: .backgroundTask,
            detail: "\(backgroundTasks.count) background task(s) expire", isAppWork: false
        ) { [weak self] _ in
            self?.expireBackgroundTasks()
        }
    }

    /// docs/uikit-rules.md 1.8: expiry runs each remaining task's handler, then suspends.
    private func expireBackgroundTasks() {
        backgroundExpiryTimer = nil
        let expiring = backgroundTasks
        for task in expiring { task.expirationHandler?() }
        backgroundTasks.removeAll()
        if lifecycleState == .background { suspend() }
    }

    /// Background → suspended, silently.
    func suspend() {
        guard lifecycleState == .background else { return }
        backgroundExpiryTimer?.invalidate()
        backgroundExpiryTimer = nil
        lifecycleState = .suspended
        runtime.isAppSuspended = true
    }

    /// The process is gone: no windows, timers, touches or delegate remain.
    func tearDown() {
        lifecycleState = .notRunning
        interruption = nil
        backgroundTasks.removeAll()
        backgroundExpiryTimer = nil
        backgroundEntryTime = nil
        runtime.isAppSuspended = false
        runtime.canShowWindows = false
        runtime.touches.reset()
        runtime.gestures.forgetAll()
        runtime.runLoop.reset()
        runtime.pendingTraitUpdate = nil
        runtime.forgetWindows()
        keyWindow = nil
        mainStoryboardWindow = nil
        for scene in scenes { scene.activationState = .unattached }
        scenes.removeAll()
        delegate = nil
    }

    /// Logs and makes one delegate callback, then posts its notification. With `timed`, a callback that spends
    /// longer than the limit on the host clock gets the app killed; returns false then.
    @discardableResult
    private func callDelegate(_ name: String, timed: Bool = false, _ body: () -> Void,
                              post notification: () -> Notification.Name?) -> Bool {
        guard let delegate else { return true }
        runtime.logCallback(name, .application, delegate)
        let start = runtime.clock.now
        body()
        let spent = runtime.clock.now - start
        if timed, spent > runtime.limits.callbackTimeLimit {
            runtime.report(String(format: "watchdog: %@ ran %.1f s of host time, over the %.0f s limit; the app was killed, as iOS does. Do long work in a background task.", name, spent, runtime.limits.callbackTimeLimit))
            tearDown()
            return false
        }
        if let name = notification() {
            NotificationCenter.default.post(name: name, object: self)
        }
        return true
    }
}
