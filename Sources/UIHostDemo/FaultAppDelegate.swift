import HeadlessUIKit

/// A fixture for fault tests, served by `uihost serve --app faults`: app code that traps inside a callback, on
/// purpose and only when asked. One screen with a counter (tag 1, identifier "counter", value "taps: N", the
/// demo's `TapCounterView`), and a trap (tag 2, identifier "trap", label "Trap") whose `touchesEnded` calls
/// `fatalError`, as a bug in an app's touch handling would. The demo app has no such view: nothing reaches the
/// trap by accident.
public final class FaultAppDelegate: UIResponder, UIApplicationDelegate {
    public var window: UIWindow?

    public required override init() {
        super.init()
    }

    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        let controller = UIViewController()
        window.rootViewController = controller
        let root = controller.view!
        root.accessibilityIdentifier = "faults"
        let counter = TapCounterView(frame: CGRect(x: 20, y: 100, width: 120, height: 44))
        counter.tag = 1
        counter.accessibilityIdentifier = "counter"
        root.addSubview(counter)
        let trap = TrapView(frame: CGRect(x: 20, y: 200, width: 120, height: 44))
        trap.tag = 2
        trap.accessibilityIdentifier = "trap"
        trap.accessibilityLabel = "Trap"
        root.addSubview(trap)
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

/// Traps when a tap ends on it: the fault the host must report without losing the recording.
final class TrapView: UIView {
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        fatalError("the faults fixture's trap view was tapped (it traps on purpose, to test crash reporting)")
    }
}
