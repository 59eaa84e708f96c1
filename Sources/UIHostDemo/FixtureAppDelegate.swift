import HeadlessUIKit

/// A benchmark and load-test fixture: one screen holding `viewCount` plain views (including the root view), in
/// rows of 100. Views are tagged 1...n-1 in depth-first order with identifiers "view-<tag>". Served by
/// `uihost serve --app fixture:<n>`.
public final class FixtureAppDelegate: UIResponder, UIApplicationDelegate {
    public var window: UIWindow?
    public let viewCount: Int

    public init(viewCount: Int) {
        self.viewCount = max(1, viewCount)
        super.init()
    }

    public required convenience override init() {
        self.init(viewCount: 1_000)
    }

    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        let controller = UIViewController()
        window.rootViewController = controller
        let root = controller.view!
        var tag = 1
        var row: UIView?
        while tag < viewCount {
            if row == nil || row!.subviews.count == 99 {
                let next = UIView(frame: CGRect(x: 0, y: CGFloat(tag / 100) * 6, width: root.bounds.width, height: 6))
                next.tag = tag
                next.accessibilityIdentifier = "view-\(tag)"
                root.addSubview(next)
                row = next
                tag += 1
                continue
            }
            let leaf = UIView(frame: CGRect(x: CGFloat(row!.subviews.count) * 3.7, y: 0, width: 3, height: 6))
            leaf.tag = tag
            leaf.accessibilityIdentifier = "view-\(tag)"
            row!.addSubview(leaf)
            tag += 1
        }
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
