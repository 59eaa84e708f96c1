import Foundation

/// The in-process driver of one headless app: what tests, the server and the recorder use.
///
/// ```swift
/// let host = HeadlessHost(device: .iPhone8)
/// try host.launch(delegate: AppDelegate())
/// try host.tap(at: CGPoint(x: 100, y: 200))
/// host.runUntilIdle()
/// ```
///
/// Each host has its own clock, run loop, application, screen, windows and callback log. UIKit's singletons
/// answer for the host used last, so several hosts can live in one process one after another (or interleaved:
/// every call makes its host the current one).
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public final class HeadlessHost {
    /// How to launch the app.
    public struct LaunchOptions {
        /// Launch to open this URL: didFinishLaunching → application(_:open:options:) → didBecomeActive.
        public var url: URL?
        /// Launch into the background: the app never becomes inactive and its windows are not shown.
        public var background: Bool
        /// The interface orientation the app starts in, before didFinishLaunching (docs/uikit-rules.md 9.4).
        public var interfaceOrientation: UIInterfaceOrientation
        /// The orientations the app's Info settings allow (`UISupportedInterfaceOrientations`).
        public var supportedInterfaceOrientations: UIInterfaceOrientationMask?
        /// The orientations Info allows on an iPad (`UISupportedInterfaceOrientations~ipad`); nil: on an iPad too,
        /// `supportedInterfaceOrientations`.
        public var padSupportedInterfaceOrientations: UIInterfaceOrientationMask?
        /// The app's main storyboard (Info's `UIMainStoryboardFile`): after willFinishLaunching a window is made
        /// with its initial controller as root and given to the delegate's `window`; after didFinishLaunching it
        /// is made key and visible (docs/uikit-rules.md 1.3). `StoryboardAppDelegate` runs a storyboard with no code.
        public var mainStoryboard: UIStoryboard?
        /// Our addition: start the main storyboard at the scene with this Storyboard ID instead of its initial
        /// controller (`uihost serve --initial`, docs/uikit-rules.md 15.5).
        public var initialViewControllerIdentifier: String?
        /// Our addition: the app bundle's storyboards, assets and strings (docs/uikit-rules.md 15), installed before
        /// the first launch; nil keeps what the host has.
        public var resources: AppResources?
        /// Info's `UIApplicationSceneManifest`, when the app has one: with one, the app runs through scenes
        /// (docs/uikit-rules.md 12).
        public var sceneManifest: SceneManifest?

        public init(url: URL? = nil, background: Bool = false, interfaceOrientation: UIInterfaceOrientation = .portrait,
                    supportedInterfaceOrientations: UIInterfaceOrientationMask? = nil,
                    mainStoryboard: UIStoryboard? = nil, initialViewControllerIdentifier: String? = nil,
                    resources: AppResources? = nil, sceneManifest: SceneManifest? = nil) {
            self.url = url
            self.background = background
            self.interfaceOrientation = interfaceOrientation
            self.supportedInterfaceOrientations = supportedInterfaceOrientations
            self.mainStoryboard = mainStoryboard
            self.initialViewControllerIdentifier = initialViewControllerIdentifier
            self.resources = resources
            self.sceneManifest = sceneManifest
        }

        /// The orientations Info allows on a device of `idiom` (docs/uikit-rules.md 15.3).
        public func supportedInterfaceOrientations(for idiom: UIUserInterfaceIdiom) -> UIInterfaceOrientationMask? {
            idiom == .pad ? (padSupportedInterfaceOrientations ?? supportedInterfaceOrientations) : supportedInterfaceOrientations
        }
    }

    /// The outcome of a life-cycle operation.
    public struct LifecycleResult: Equatable, Sendable {
        public let state: LifecycleState
        /// The delegate callbacks the operation caused, in order.
        public let callbacks: [String]
    }

    /// The host whose runtime UIKit's singletons answer for.
    public private(set) static weak var current: HeadlessHost?

    let runtime: Runtime
    public let device: DeviceProfile
    /// The app delegate, kept alive while the app runs (`UIApplication.delegate` is weak, as in UIKit). The host
    /// holds it rather than the application: the delegate's window refers to the runtime, so an application that
    /// held its delegate would keep a dropped host's whole runtime alive.
    private var appDelegate: UIApplicationDelegate?

    public init(device: DeviceProfile = .iPhone8, clock: ClockMode = .virtual) {
        self.device = device
        self.runtime = Runtime(device: device, clockMode: clock)
        makeCurrent()
    }

    /// The app (its delegate, windows, controllers and views) is torn down on the main actor even when the host's
    /// last reference goes away on another thread, as a test suite's instance or a server's thread may drop it
    /// (docs/uikit-rules.md 4.15): views leave the view index, which only the main actor may touch, as they go.
    isolated deinit {}

    /// Makes UIKit's singletons answer for this host.
    public func makeCurrent() {
        Runtime.makeCurrent(runtime)
        Self.current = self
    }

    // MARK: State

    public var application: UIApplication { runtime.application }
    public var lifecycleState: LifecycleState { runtime.application.lifecycleState }
    public var screen: UIScreen { runtime.screen }
    public var clock: HostClock { runtime.clock }
    public var runLoop: MainRunLoop { runtime.runLoop }
    public var windows: [UIWindow] { runtime.windows }
    public var keyWindow: UIWindow? { runtime.application.keyWindow }
    public var interfaceOrientation: UIInterfaceOrientation { runtime.interfaceOrientation }
    public var deviceOrientation: UIDeviceOrientation { runtime.device.orientation }
    public var limits: HostLimits {
        get { runtime.limits }
        set { runtime.limits = newValue }
    }

    /// Every callback the runtime made, with kinds and receivers.
    public var callbacks: CallbackLog { runtime.log }
    /// The names of every delegate, view-controller, view and responder callback, in order.
    public var callbackLog: [String] { runtime.log.names }
    public func clearCallbackLog() { runtime.log.clear() }

    /// Told about every input this host performs: touches at the `UIApplication.sendEvent(_:)` boundary and the
    /// host's commands below (life cycle, rotation, dismissal, clock). Held weakly. The recorder uses it.
    public weak var inputObserver: HostInputObserver? {
        get { runtime.inputObserver }
        set { runtime.inputObserver = newValue }
    }

    /// Problems the runtime survived (ignored bad calls, a watchdog kill...), in order.
    public var problems: [String] { runtime.problems }
    /// The haptic feedback the app gave, in order (docs/uikit-rules.md 6.15).
    public var haptics: [String] { runtime.haptics }
    /// The software keyboard's frame while it shows, in screen coordinates (6.16).
    public var keyboardFrame: CGRect? { runtime.keyboardFrame }

    /// Our addition: the app bundle's contents (docs/uikit-rules.md 15), as `LaunchOptions.resources` installed
    /// them or set here. Their notes go to `problems` when the host gets resources for the first time.
    public var resources: AppResources? {
        get { runtime.resources }
        set {
            makeCurrent()
            if let newValue { runtime.install(newValue) } else { runtime.uninstallResources() }
        }
    }

    /// Fingers currently down.
    public var activeTouches: [UITouch] { runtime.touches.activeTouches }

    // MARK: Life cycle (docs/uikit-rules.md 1)

    @discardableResult
    public func launch(delegate: UIApplicationDelegate, options: LaunchOptions = LaunchOptions()) throws(HostError) -> LifecycleResult {
        try lifecycle(.launch(url: options.url, background: options.background)) { () throws(HostError) in
            if runtime.application.lifecycleState == .notRunning {
                RuntimeNameRegistration.registerOnce(for: Swift.type(of: delegate))
                if let resources = options.resources { runtime.install(resources) }
                if let main = options.mainStoryboard { runtime.registerAppStoryboard(main) }
                if let mask = options.supportedInterfaceOrientations(for: device.idiom) {
                    runtime.application.infoSupportedInterfaceOrientations = mask
                }
                if options.interfaceOrientation != runtime.interfaceOrientation, options.interfaceOrientation != .unknown {
                    runtime.applyInterfaceOrientation(options.interfaceOrientation, animated: false)
                }
            }
            try runtime.application.launch(delegate, .init(url: options.url, background: options.background,
                                                          mainStoryboard: options.mainStoryboard,
                                                          sceneManifest: options.sceneManifest,
                                                          initialViewControllerIdentifier: options.initialViewControllerIdentifier))
            appDelegate = delegate
        }
    }

    /// Home: the app goes to the background, then is suspended once no background task runs.
    @discardableResult
    public func pressHome() throws(HostError) -> LifecycleResult {
        try lifecycle(.pressHome) { () throws(HostError) in try runtime.application.pressHome() }
    }

    /// Brings a background, suspended or interrupted app back to active.
    @discardableResult
    public func activate() throws(HostError) -> LifecycleResult {
        try lifecycle(.activate) { () throws(HostError) in try runtime.application.activate() }
    }

    /// A call, alert or lock interrupts the active app: it becomes inactive and touches are dropped.
    @discardableResult
    public func interrupt(_ kind: UIApplication.Interruption = .call) throws(HostError) -> LifecycleResult {
        try lifecycle(.interrupt(kind)) { () throws(HostError) in try runtime.application.interrupt(kind) }
    }

    /// Declined (`accept: false`): the app becomes active again. Accepted: it goes to the background.
    @discardableResult
    public func endInterruption(accept: Bool) throws(HostError) -> LifecycleResult {
        try lifecycle(.endInterruption(accept: accept)) { () throws(HostError) in try runtime.application.endInterruption(accept: accept) }
    }

    @discardableResult
    public func terminate() throws(HostError) -> LifecycleResult {
        try lifecycle(.terminate) { () throws(HostError) in try runtime.application.terminate() }
    }

    /// The system reclaims a suspended app: it ends with no callback.
    @discardableResult
    public func purge() throws(HostError) -> LifecycleResult {
        try lifecycle(.purge) { () throws(HostError) in try runtime.application.purge() }
    }

    @discardableResult
    public func memoryWarning() throws(HostError) -> LifecycleResult {
        try lifecycle(.memoryWarning) { () throws(HostError) in try runtime.application.receiveMemoryWarning() }
    }

    /// Another app opens `url` in this one. Returns whether the delegate handled it.
    public func openURL(_ url: URL) throws(HostError) -> (handled: Bool, callbacks: [String]) {
        var handled = false
        let result = try lifecycle(.openURL(url)) { () throws(HostError) in
            handled = try runtime.application.openURLFromSystem(url)
        }
        return (handled, result.callbacks)
    }

    private func lifecycle(_ input: HostInput, _ operation: () throws(HostError) -> Void) throws(HostError) -> LifecycleResult {
        makeCurrent()
        runtime.runLoop.drain()
        let mark = runtime.log.count
        runtime.inputObserver?.hostWillPerform(input)
        do {
            try operation()
        } catch {
            runtime.inputObserver?.hostDidPerform(input, result: HostInputResult(refusal: error.description))
            throw error
        }
        runtime.runLoop.drain()
        runtime.inputObserver?.hostDidPerform(input, result: HostInputResult())
        if lifecycleState == .notRunning { appDelegate = nil }
        // docs/uikit-rules.md 12: a scene app's life cycle runs through its scene delegates.
        let callbacks = runtime.log.records(since: mark).filter { $0.kind == .application || $0.kind == .scene }.map(\.name)
        return LifecycleResult(state: lifecycleState, callbacks: callbacks)
    }

    // MARK: Touches (docs/uikit-rules.md 5)

    /// One touch event with raw phases for any number of fingers; fingers not named stay stationary.
    @discardableResult
    public func send(_ touches: [TouchInput]) throws(HostError) -> TouchDelivery {
        makeCurrent()
        return try runtime.send(touches)
    }

    /// Cancels every finger that is down, as when a client goes away mid-gesture.
    @discardableResult
    public func cancelAllTouches() -> TouchDelivery? {
        makeCurrent()
        runtime.inputObserver?.hostWillPerform(.cancelAllTouches)
        let delivery = runtime.cancelAllTouches()
        runtime.inputObserver?.hostDidPerform(.cancelAllTouches, result: HostInputResult(delivery: delivery))
        return delivery
    }

    // MARK: Time (docs/uikit-rules.md 2)

    /// Advances the host clock by `seconds`, firing due timers and animations. Returns how many fired.
    @discardableResult
    public func advance(by seconds: TimeInterval) -> Int {
        makeCurrent()
        runtime.inputObserver?.hostWillPerform(.advance(seconds))
        let fired = runtime.runLoop.advance(by: seconds)
        runtime.inputObserver?.hostDidPerform(.advance(seconds), result: HostInputResult(fired: fired))
        return fired
    }

    /// Runs until idle or until `timeout` seconds of host time have passed (docs/uikit-rules.md 2.4).
    @discardableResult
    public func runUntilIdle(timeout: TimeInterval = 10) -> IdleReport {
        makeCurrent()
        runtime.inputObserver?.hostWillPerform(.runUntilIdle(timeout: timeout))
        let report = runtime.runLoop.runUntilIdle(timeout: timeout)
        runtime.inputObserver?.hostDidPerform(.runUntilIdle(timeout: timeout), result: HostInputResult())
        return report
    }

    /// What is still to do, without doing it.
    public var pendingWork: [PendingWork] { runtime.runLoop.pendingWork }

    /// Runs the main loop until the app is terminated: the headless equivalent of `UIApplicationMain`.
    public func runUntilTerminated() {
        makeCurrent()
        while lifecycleState != .notRunning {
            let report = runtime.runLoop.runUntilIdle(timeout: 1)
            if report.idle, lifecycleState != .notRunning { runtime.runLoop.advance(by: 0.05) }
        }
    }

    // MARK: Presentation (docs/uikit-rules.md 7.7)

    /// The key window's topmost presented controller, if any.
    public var topPresentedViewController: UIViewController? {
        var top = keyWindow?.rootViewController?.presentedViewController
        while let next = top?.presentedViewController { top = next }
        return top
    }

    /// Dismisses `controller` (nil: the topmost presented one), as a script taps Done. Returns why UIKit would
    /// refuse (nothing presented, a transition running), or nil when the dismissal started.
    @discardableResult
    public func dismiss(_ controller: UIViewController? = nil, animated: Bool = true) -> String? {
        makeCurrent()
        runtime.runLoop.drain()
        guard let target = controller ?? topPresentedViewController else {
            return "nothing is presented; present a controller first"
        }
        runtime.inputObserver?.hostWillPerform(.dismiss(target, animated: animated))
        let refusal = target.dismissReportingRefusal(animated: animated, completion: nil)
        runtime.runLoop.drain()
        runtime.inputObserver?.hostDidPerform(.dismiss(target, animated: animated), result: HostInputResult(refusal: refusal))
        return refusal
    }

    // MARK: Rotation (docs/uikit-rules.md 9)

    /// The device turns. The interface follows if the app allows it.
    @discardableResult
    public func rotate(to orientation: UIDeviceOrientation) -> RotationResult {
        makeCurrent()
        runtime.runLoop.drain()
        runtime.inputObserver?.hostWillPerform(.rotate(orientation))
        let result = runtime.rotate(to: orientation)
        runtime.runLoop.drain()
        runtime.inputObserver?.hostDidPerform(.rotate(orientation), result: HostInputResult())
        return result
    }
}
