import HeadlessUIKit
import UIHostServer

/// A tiny app written as for iOS: `@main`, a window, a root controller and a view that counts taps.
/// Because this file imports UIHostServer, running it serves the automation protocol with `uihost serve`'s
/// options: `swift run counter-app --port 0`.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        window.rootViewController = CounterViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

final class CounterViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Counter"
        let counter = CounterView(frame: CGRect(x: 40, y: 100, width: 200, height: 80))
        counter.tag = 1
        counter.accessibilityIdentifier = "counter"
        view.addSubview(counter)
    }
}

final class CounterView: UIView {
    private var count = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityLabel = "0"
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        count += 1
        accessibilityLabel = "\(count)"
    }
}
