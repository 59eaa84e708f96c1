import Foundation

/// A window (docs/uikit-rules.md 3.1): the root of a view hierarchy on the screen, where touches start.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UIWindow: UIView {
    public struct Level: RawRepresentable, Hashable, Sendable, Comparable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(0)
        public static let statusBar = Level(1000)
        public static let alert = Level(2000)
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
        public static func + (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue + rhs) }
    }

    public static let didBecomeVisibleNotification = Notification.Name("UIWindowDidBecomeVisibleNotification")
    public static let didBecomeHiddenNotification = Notification.Name("UIWindowDidBecomeHiddenNotification")
    public static let didBecomeKeyNotification = Notification.Name("UIWindowDidBecomeKeyNotification")
    public static let didResignKeyNotification = Notification.Name("UIWindowDidResignKeyNotification")

    let runtime: Runtime
    /// The responder that gets nil-targeted actions and typed text first (docs/uikit-rules.md 5.9).
    package internal(set) weak var firstResponder: UIResponder?
    /// Whether the root controller's view is showing: it got viewWillAppear.
    private var isShowingRoot = false
    private var isSettingUp = true

    /// A window is created hidden, as on iOS. It fills the screen by default.
    public override init(frame: CGRect) {
        runtime = Runtime.current
        super.init(frame: frame)
        finishSetUp()
    }

    /// A window in a scene, the size of the scene's screen (iOS 13). Designated, as in UIKit, so a subclass can
    /// override it (docs/uikit-rules.md 4.12).
    public init(windowScene: UIWindowScene) {
        runtime = Runtime.current
        super.init(frame: windowScene.screen.bounds)
        finishSetUp()
        self.windowScene = windowScene
    }

    /// A window the size of the main screen.
    public convenience init() {
        self.init(frame: UIScreen.main.bounds)
    }

    public required init?(coder: NSCoder) {
        runtime = Runtime.current
        super.init(coder: coder)
        finishSetUp()
    }

    /// Hidden, the root of its own hierarchy, and known to the runtime.
    private func finishSetUp() {
        isHidden = true
        isSettingUp = false
        adoptAsWindowRoot(self)
        runtime.register(self)
    }

    deinit {
        forgetWindow(self)
    }

    open override var window: UIWindow? { self }

    open var windowLevel: Level = .normal {
        didSet { runtime.windowOrderChanged() }
    }

    /// Orders windows of one level: the higher, the more in front. Set when the window is created and again by
    /// `makeKeyAndVisible()`, which UIKit documents as positioning the window in front of all other windows at the
    /// same level or lower.
    private(set) var frontOrder = UIWindow.nextFrontOrder()
    private static var frontOrderCounter = 0
    private static func nextFrontOrder() -> Int {
        frontOrderCounter += 1
        return frontOrderCounter
    }

    open var screen: UIScreen { runtime.screen }

    /// The scene the window belongs to (iOS 13); nil for a window made without one.
    public weak var windowScene: UIWindowScene?

    open override var next: UIResponder? { runtime.application }

    override var responderWindow: UIWindow? { self }

    // MARK: Key window

    public var isKeyWindow: Bool { runtime.application.keyWindow === self }

    open func makeKey() {
        let application = runtime.application!
        guard application.keyWindow !== self else { return }
        let previous = application.keyWindow
        previous?.resignKey()
        application.keyWindow = self
        becomeKey()
        NotificationCenter.default.post(name: UIWindow.didBecomeKeyNotification, object: self)
        if let previous {
            NotificationCenter.default.post(name: UIWindow.didResignKeyNotification, object: previous)
        }
    }

    open func becomeKey() {}
    open func resignKey() {}

    /// Shows the window in front of the others at its level and makes it key. During launch the root controller appears once the app reaches the
    /// foreground (docs/uikit-rules.md 1.3).
    open func makeKeyAndVisible() {
        frontOrder = UIWindow.nextFrontOrder()
        runtime.windowOrderChanged()
        isHidden = false
        makeKey()
    }

    open override var isHidden: Bool {
        didSet {
            guard isHidden != oldValue, !isSettingUp else { return }
            if isHidden {
                hideRoot()
                if isKeyWindow { runtime.application.keyWindow = nil }
                NotificationCenter.default.post(name: UIWindow.didBecomeHiddenNotification, object: self)
            } else {
                if runtime.canShowWindows { showRoot(finishAppearance: true) }
                NotificationCenter.default.post(name: UIWindow.didBecomeVisibleNotification, object: self)
            }
        }
    }

    // MARK: Root view controller (docs/uikit-rules.md 3.1)

    /// Setting it installs the controller's view as the window's subview, sized to the window.
    open var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            let wasShowing = isShowingRoot
            if let old = oldValue {
                if wasShowing { old.beginAppearanceTransition(false, animated: false) }
                old.viewIfLoaded?.removeFromSuperview()
                old.isWindowRoot = false
                if wasShowing { old.endAppearanceTransition() }
                isShowingRoot = false
            }
            if let root = rootViewController {
                root.isWindowRoot = true
                if wasShowing || (!isHidden && runtime.canShowWindows) {
                    showRoot(finishAppearance: true)
                } else if !isDeferringRootView {
                    install(root)
                }
            }
        }
    }

    private var isDeferringRootView = false

    /// Sets the root without loading its view: the main storyboard's window at launch, whose root's view loads
    /// once the window is made key and visible, after didFinishLaunching (docs/uikit-rules.md 1.3).
    func setRootViewControllerDeferringItsView(_ root: UIViewController) {
        isDeferringRootView = true
        rootViewController = root
        isDeferringRootView = false
    }

    /// Loads and installs the root's view if it is not in the window yet, without appearance callbacks.
    func installRootView() {
        if let root = rootViewController, root.viewIfLoaded?.superview !== self { install(root) }
    }

    /// docs/uikit-rules.md 7.45: the root's view fills the window; one that does not translate its autoresizing mask
    /// (a storyboard's root view with `translatesAutoresizingMaskIntoConstraints="NO"`) is held at the window's
    /// bounds by required constraints, as UIKit's containers hold a controller's view (11.36).
    private func install(_ root: UIViewController) {
        let view = root.view!
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if view.superview !== self { addSubview(view) }
        view.fillContainer()
    }

    /// Loads and installs the root controller's view and begins its appearance; with `finishAppearance` the
    /// appearance ends at once, else when `finishShowingRoot()` is called (after didBecomeActive at launch).
    func showRoot(finishAppearance: Bool) {
        guard let root = rootViewController, !isShowingRoot, !isHidden else { return }
        isShowingRoot = true
        _ = root.view  // docs/uikit-rules.md 1.3: viewDidLoad before viewWillAppear
        root.beginAppearanceTransition(true, animated: false)
        install(root)
        if finishAppearance {
            layoutIfNeeded()  // docs/uikit-rules.md 7.3: laid out before viewDidAppear
            root.endAppearanceTransition()
        }
    }

    func finishShowingRoot() {
        guard let root = rootViewController, isShowingRoot, root.appearanceState == .appearing else { return }
        root.endAppearanceTransition()
    }

    private func hideRoot() {
        guard isShowingRoot, let root = rootViewController else { return }
        isShowingRoot = false
        root.beginAppearanceTransition(false, animated: false)
        root.endAppearanceTransition()
    }

    // MARK: Events (docs/uikit-rules.md 5.3)

    /// Delivers the event's touches that belong to this window to their views: for each phase in the order
    /// began, moved, ended, cancelled, one call per view with that view's touches. Stationary touches are not
    /// delivered. When gesture recognizers are involved they see each phase first and decide what the views get
    /// (docs/uikit-rules.md 5.5, `GestureEnvironment`).
    open func sendEvent(_ event: UIEvent) {
        if runtime.gestures.deliverIfInvolved(event, in: self) { return }
        let touches = event.orderedTouches
        if touches.count == 1 {
            let touch = touches[0]
            if touch.window === self, let view = touch.view, touch.phase != .stationary {
                deliverToView(touch.phase, event.onlyTouch(touch), to: view, event: event)
            }
            return
        }
        deliverByView(touches, event: event) { _, _ in true }
    }

    /// Gives this window's touches to their views: for each phase in `UITouch.Phase.deliveryOrder`, one call per
    /// view with that view's touches of the phase, the views in the order of their first touch. `admit` may hold
    /// a touch back from its view (a recognizer that delays or cancels it, docs/uikit-rules.md 5.5).
    func deliverByView(_ touches: [UITouch], event: UIEvent, admit: (UITouch, UITouch.Phase) -> Bool) {
        // Plain loops rather than filter/firstIndex(where:): this runs for every touch event.
        for phase in UITouch.Phase.deliveryOrder {
            var groups: [(view: UIView, touches: [UITouch])] = []
            for touch in touches where touch.phase == phase && touch.window === self {
                guard let view = touch.view, admit(touch, phase) else { continue }
                var grouped = false
                for index in groups.indices where groups[index].view === view {
                    groups[index].touches.append(touch)
                    grouped = true
                    break
                }
                if !grouped { groups.append((view, [touch])) }
            }
            for group in groups {
                deliverToView(phase, Set(group.touches), to: group.view, event: event)
            }
        }
    }

    /// One touch method call on a view, logged.
    func deliverToView(_ phase: UITouch.Phase, _ touches: Set<UITouch>, to view: UIView, event: UIEvent) {
        runtime.logTouches(phase, .responder, view)
        switch phase {
        case .began: view.touchesBegan(touches, with: event)
        case .moved: view.touchesMoved(touches, with: event)
        case .ended: view.touchesEnded(touches, with: event)
        case .cancelled: view.touchesCancelled(touches, with: event)
        case .stationary: break
        }
    }
}
