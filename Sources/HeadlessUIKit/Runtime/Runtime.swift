import Foundation

/// Everything one host owns: clock, run loop, application, screen, device, windows, touches, animations and the
/// callback log. UIKit's singletons (`UIApplication.shared`, `UIScreen.main`, `UIDevice.current`) resolve through
/// `Runtime.current`, the runtime of the host in use, so two hosts in one process share no app state. Two lookup
/// tables are process-wide on purpose, since a view belongs to no host until it is in a window: `ViewDirectory`
/// (views by instance number) and `ViewIndex` (views by tag and identifier). Their answers may include another
/// host's views, or views in no window; callers that mean one host's screen check the view's window.
@MainActor
final class Runtime {
    /// The runtime of the host in use. Code running with no host gets a detached runtime of its own.
    static var current: Runtime {
        if let runtime = _current { return runtime }
        let runtime = Runtime(device: .iPhone8, clockMode: .virtual)
        _current = runtime
        return runtime
    }
    private static var _current: Runtime?

    static func makeCurrent(_ runtime: Runtime?) {
        if _current !== runtime { AppLocalization.use(runtime?.resources?.strings ?? [:]) }
        _current = runtime
    }

    static func isCurrent(_ runtime: Runtime) -> Bool { _current === runtime }

    let clock: HostClock
    @exclusivity(unchecked) private(set) var runLoop: MainRunLoop!
    let log = CallbackLog()
    /// Control events sent, while recording is on (`ControlActionLog`).
    let controlActions = ControlActionLog()
    let profile: DeviceProfile
    @exclusivity(unchecked) private(set) var screen: UIScreen!
    @exclusivity(unchecked) private(set) var device: UIDevice!
    @exclusivity(unchecked) private(set) var application: UIApplication!
    let animator = Animator()
    /// Auto Layout's engine, made when the first constraint is activated (most apps of the seed era never do).
    var layoutEngine: LayoutEngine?
    var engine: LayoutEngine {
        if let engine = layoutEngine { return engine }
        let engine = LayoutEngine()
        layoutEngine = engine
        return engine
    }
    let touches = TouchRouter()
    let gestures = GestureEnvironment()
    var limits = HostLimits()
    /// A device orientation that arrived while the app could not rotate, delivered on resume (docs/uikit-rules.md 1.11).
    var pendingDeviceOrientation: UIDeviceOrientation?
    var interfaceOrientation: UIInterfaceOrientation = .portrait
    /// The appearance and text size the host was set to (docs/uikit-rules.md 13.2), and the screen-level traits
    /// made of them, dropped whenever something they depend on changes.
    var interfaceStyle: UIUserInterfaceStyle = .light
    var contentSizeCategory: UIContentSizeCategory = .large
    var cachedEnvironmentTraits: UITraitCollection?
    /// The trait environments and their traits before trait overrides changed, until the trait update tells them
    /// (docs/uikit-rules.md 4.14).
    var pendingTraitUpdate: [(environment: UITraitEnvironment, traits: UITraitCollection)]?
    /// Told about every input the host performs (`HeadlessHost.inputObserver`).
    weak var inputObserver: HostInputObserver?
    /// The app bundle's contents, when the host was given them (docs/uikit-rules.md 15), and the storyboard objects
    /// made from them by name (Runtime+Resources.swift).
    var resources: AppResources?
    var appStoryboards: [String: UIStoryboard] = [:]

    /// Problems the runtime noticed and survived (a view added into its own subtree, an unresolved action...),
    /// in order. UIKit would log these to the console.
    private(set) var problems: [String] = []
    /// The haptic feedback the app gave, in order (docs/uikit-rules.md 6.15).
    var haptics: [String] = []
    /// The accessibility settings turned on, and the announcements the app posted (docs/uikit-rules.md 6.74).
    var accessibilitySettings: Set<UIAccessibility.Setting> = []
    var accessibilityAnnouncements: [(notification: UIAccessibility.Notification, argument: Any?)] = []
    /// Whether the software keyboard shows, and its frame in screen coordinates (6.16).
    var keyboardFrame: CGRect?
    /// The window showing the first responder's input views, made the first time there are some (6.46).
    var inputViewsWindow: InputViewsWindow?
    /// The responder whose input view controller gave way to the system keyboard (`advanceToNextInputMode()`, 6.47).
    weak var advancedInputModeResponder: UIResponder?
    /// The keyboard layout guides made so far, told when the keyboard moves (11.136).
    var keyboardGuides: [WeakKeyboardGuide] = []
    /// True while `becomeFirstResponder` makes the old first responder resign.
    var isHandingOverFirstResponder = false
    /// The app's own status bar settings (docs/uikit-rules.md 6.27).
    var applicationStatusBar = ApplicationStatusBar()

    @exclusivity(unchecked) private var windowRefs: [WeakBox<UIWindow>] = []
    /// Set by every `setNeedsLayout()` and window registration, cleared once no window needs layout: the pass
    /// after an event that marked nothing skips the walk over the windows.
    @exclusivity(unchecked) var layoutRequested = true
    /// A constraint was activated or deactivated since the engine last prepared a layout round (6.100).
    @exclusivity(unchecked) var constraintsChangedDuringLayout = false
    var controllers: [WeakBox<UIViewController>] = []
    var controllersAfterSweep = 0
    @exclusivity(unchecked) private var displayQueue: [UIView] = []

    /// The app is suspended: its timers, delayed work and animations wait.
    var isAppSuspended = false
    /// Windows made visible before the app reached the foreground wait for it to show their root controllers.
    var canShowWindows = false

    init(device profile: DeviceProfile, clockMode: ClockMode) {
        self.profile = profile
        self.clock = HostClock(mode: clockMode)
        self.runLoop = MainRunLoop(runtime: self, clock: clock)
        self.screen = UIScreen(profile: profile)
        self.device = UIDevice(profile: profile)
        self.application = UIApplication(runtime: self)
    }

    func report(_ problem: String) {
        problems.append(problem)
    }

    func clearProblems() { problems.removeAll() }

    // MARK: Windows

    func register(_ window: UIWindow) {
        windowRefs.removeAll { $0.value == nil }
        windowRefs.append(WeakBox(window))
        layoutRequested = true
        windowOrderChanged()
    }

    /// Called when a window's level or front order changes.
    func windowOrderChanged() {
        sortedWindowRefs = nil
        frontToBackRefs = nil
    }
    private var sortedWindowRefs: [WeakBox<UIWindow>]?
    private var frontToBackRefs: [WeakBox<UIWindow>]?

    /// Every window, frontmost first, held weakly (hidden ones included): where touches look for a window.
    var windowRefsFrontToBack: [WeakBox<UIWindow>] {
        if let cached = frontToBackRefs { return cached }
        let refs = windows.reversed().map(WeakBox.init)
        frontToBackRefs = refs
        return refs
    }

    /// Live windows ordered back to front: by window level, then by `UIWindow.frontOrder` (creation, or the last
    /// `makeKeyAndVisible()`). The order is cached; windows are held weakly.
    var windows: [UIWindow] {
        if sortedWindowRefs == nil {
            sortedWindowRefs = windowRefs.sorted {
                guard let a = $0.value, let b = $1.value else { return $0.value != nil }
                return (a.windowLevel.rawValue, a.frontOrder) < (b.windowLevel.rawValue, b.frontOrder)
            }
        }
        var live: [UIWindow] = []
        for ref in sortedWindowRefs! { if let window = ref.value { live.append(window) } }
        return live
    }

    /// Visible windows, frontmost first: the order in which touches look for a window.
    var windowsFrontToBack: [UIWindow] {
        var visible: [UIWindow] = []
        let ordered = windows
        visible.reserveCapacity(ordered.count)
        for window in ordered.reversed() where !window.isHidden { visible.append(window) }
        return visible
    }

    /// Drops every window as it is. Hiding them would give the root controllers viewWillDisappear and
    /// viewDidDisappear, but a terminated or purged app runs no more code (docs/uikit-rules.md 1.7).
    func forgetWindows() {
        windowRefs.removeAll()
        windowOrderChanged()
    }

    // MARK: Layout and display passes (docs/uikit-rules.md 2.2)

    func needsDisplay(_ view: UIView) {
        displayQueue.append(view)
    }

    /// Layout top-down in every window, then one `draw(_:)` per dirty view with the union of its dirty rects.
    func runPasses() {
        // A layoutSubviews may mark views again (a subview's resize marks its superview): repeat until settled.
        var rounds = 0
        // docs/uikit-rules.md 6.61: what the turn changed reaches key-value observers before layout, and again after.
        KeyValueObserving.checkAll()
        defer { KeyValueObserving.checkAll() }
        updateTraitsIfNeeded()
        // Auto Layout's part runs when something asked for layout, not after every event, and again each round:
        // frames applied in one round move the safe areas and margins the next one reads.
        if layoutRequested { layoutEngine?.prepareLayoutPass(windows: windows) }
        constraintsChangedDuringLayout = false
        while layoutRequested {
            if rounds > 0 {
                // docs/uikit-rules.md 6.100: constraints a layoutSubviews or viewDidLayoutSubviews activated mark
                // nothing themselves; the engine, asked again, marks the views their solution moved, and the pass
                // ends when none moved (the same constraints activated again each time settle at once).
                let constraintsChanged = constraintsChangedDuringLayout
                constraintsChangedDuringLayout = false
                if !needsLayout {
                    guard constraintsChanged else { break }
                    layoutRequested = true
                }
                layoutEngine?.prepareLayoutPass(windows: windows)
            }
            guard needsLayout else { break }
            rounds += 1
            guard rounds <= Self.maximumLayoutRounds else {
                report("layout did not settle after \(Self.maximumLayoutRounds) rounds: some layoutSubviews marks views for layout every time it runs; the rest waits for the next pass")
                break
            }
            for window in windows where window.needsLayoutInSubtree {
                window.layoutSubtreeIfNeeded()
            }
        }
        guard !displayQueue.isEmpty else { return }
        let views = displayQueue
        displayQueue.removeAll(keepingCapacity: true)
        for view in views {
            view.displayIfNeeded()
        }
    }

    static let maximumLayoutRounds = 32

    /// docs/uikit-rules.md 6.100: a constraint was activated or deactivated: a layout pass is asked for, and the
    /// engine is asked again before the pass ends.
    func constraintsChanged() {
        layoutRequested = true
        constraintsChangedDuringLayout = true
    }

    /// Whether some window needs layout. Clears `layoutRequested` when none does.
    private var needsLayout: Bool {
        for ref in windowRefs where ref.value?.needsLayoutInSubtree == true { return true }
        layoutRequested = false
        return false
    }

    var pendingPasses: [PendingWork] {
        var work: [PendingWork] = []
        let layout = windows.filter(\.needsLayoutInSubtree)
        if !layout.isEmpty { work.append(PendingWork(kind: .layout, detail: "\(layout.count) window(s) need layout")) }
        let display = displayQueue.filter { $0.window != nil && $0.pendingDisplayRect != nil }
        if !display.isEmpty { work.append(PendingWork(kind: .display, detail: "\(display.count) view(s) need display")) }
        return work
    }

    // MARK: Callbacks

    /// Logs a callback the runtime is about to make.
    @inline(__always)
    func logCallback(_ name: String, _ kind: CallbackRecord.Kind, _ receiver: AnyObject) {
        if log.isEnabled { log.append(name, kind, receiver) }
    }

    /// Logs touches of one phase about to be given to a view (`.responder`) or a recognizer (`.gestureRecognizer`).
    @inline(__always)
    func logTouches(_ phase: UITouch.Phase, _ kind: CallbackRecord.Kind, _ receiver: AnyObject) {
        if log.isEnabled { log.append(phase.touchesMethodName, kind, receiver, delivery: .touches(phase)) }
    }

    /// Logs a gesture recognizer's change to `state`, as `"state.began"`...
    func logRecognizerState(_ state: UIGestureRecognizer.State, _ recognizer: UIGestureRecognizer) {
        if log.isEnabled { log.append("state.\(state)", .gestureRecognizer, recognizer, delivery: .recognizerState(state)) }
    }
}

struct WeakBox<T: AnyObject> {
    weak var value: T?
    init(_ value: T) { self.value = value }
}
