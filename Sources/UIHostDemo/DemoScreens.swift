import Foundation
import HeadlessUIKit

/// A demo screen made of plain views: a white root view with the given identifier and a helper to add tagged views.
public class DemoScreen: UIViewController {
    let screenIdentifier: String

    init(identifier: String, title: String) {
        screenIdentifier = identifier
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    public required init?(coder: NSCoder) {
        screenIdentifier = "screen"
        super.init(coder: coder)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.accessibilityIdentifier = screenIdentifier
    }

    /// A view that runs `action` when a tap ends inside it; its label is `title`, so `{"text": title}` finds it.
    @discardableResult
    fileprivate func addButton(tag: Int, id: String, title: String, frame: CGRect,
                               action: @escaping () -> Void) -> TapActionView {
        let button = TapActionView(frame: frame)
        button.tag = tag
        button.accessibilityIdentifier = id
        button.accessibilityLabel = title
        button.backgroundColor = .systemBlue
        button.onTap = action
        view.addSubview(button)
        return button
    }

    @discardableResult
    fileprivate func addBox(tag: Int, id: String, frame: CGRect, label: String? = nil) -> UIView {
        let box = UIView(frame: frame)
        box.tag = tag
        box.accessibilityIdentifier = id
        box.accessibilityLabel = label
        box.isUserInteractionEnabled = false
        view.addSubview(box)
        return box
    }
}

/// "Navigation stack": screen N shows its number (tag 50) and a Push view (tag 51) that pushes screen N+1. The
/// navigation bar's back button (identifier "back") pops it.
public final class DemoNumberedViewController: DemoScreen {
    public let number: Int

    public init(number: Int) {
        self.number = number
        super.init(identifier: "screen.\(number)", title: "Screen \(number)")
    }

    public required init?(coder: NSCoder) {
        number = 1
        super.init(coder: coder)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        addBox(tag: 50, id: "screenNumber", frame: CGRect(x: 20, y: 84, width: 200, height: 44), label: "Screen \(number)")
        addButton(tag: 51, id: "pushNext", title: "Push", frame: CGRect(x: 20, y: 148, width: 120, height: 44)) {
            [unowned self] in
            navigationController?.pushViewController(DemoNumberedViewController(number: number + 1), animated: true)
        }
    }
}

/// "Tab bar": three tabs, presented full screen from the home screen. "Stack" is a navigation controller whose
/// root can push numbered screens (tag 62), "Inbox" has the badge "3", and "Locked" is refused by the controller's
/// own delegate, as an app refuses a tab the user may not open yet. Every tab's screen has a Done view (tag 61) that
/// dismisses the tab bar controller.
public final class DemoTabBarController: UITabBarController, UITabBarControllerDelegate {
    public static let tabTitles = ["Stack", "Inbox", "Locked"]

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        title = "Tab bar"
        let stackRoot = DemoTabViewController(tabTitle: "Stack", pushes: true)
        let stack = UINavigationController(rootViewController: stackRoot)
        stack.tabBarItem = UITabBarItem(title: "Stack", imageName: nil, tag: 0)
        let inbox = DemoTabViewController(tabTitle: "Inbox", pushes: false)
        inbox.tabBarItem.badgeValue = "3"
        let locked = DemoTabViewController(tabTitle: "Locked", pushes: false)
        viewControllers = [stack, inbox, locked]
        delegate = self
    }

    public func tabBarController(_ tabBarController: UITabBarController,
                                 shouldSelect viewController: UIViewController) -> Bool {
        viewController.title != "Locked"
    }
}

/// The screen of one tab of `DemoTabBarController`.
public final class DemoTabViewController: DemoScreen {
    private let pushes: Bool

    public init(tabTitle: String, pushes: Bool) {
        self.pushes = pushes
        super.init(identifier: "tab.\(tabTitle.lowercased())", title: tabTitle)
    }

    public required init?(coder: NSCoder) {
        pushes = false
        super.init(coder: coder)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        addBox(tag: 60, id: "tabContent", frame: CGRect(x: 20, y: 84, width: 200, height: 44), label: title)
        addButton(tag: 61, id: "done", title: "Done", frame: CGRect(x: 20, y: 148, width: 80, height: 44)) {
            [unowned self] in
            (tabBarController ?? self).dismiss(animated: true)
        }
        if pushes {
            addButton(tag: 62, id: "pushInTab", title: "Push", frame: CGRect(x: 120, y: 148, width: 120, height: 44)) {
                [unowned self] in
                navigationController?.pushViewController(DemoNumberedViewController(number: 1), animated: true)
            }
        }
    }
}

/// "Modal styles": each view presents `DemoModalViewController` (its Done view dismisses it) in one style.
public final class DemoModalStylesViewController: DemoScreen {
    public init() {
        super.init(identifier: "modalStyles", title: "Modal styles")
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        let styles: [(Int, String, String, UIModalPresentationStyle)] = [
            (70, "modal.fullScreen", "Full screen", .fullScreen),
            (71, "modal.pageSheet", "Page sheet", .pageSheet),
            (72, "modal.overFullScreen", "Over full screen", .overFullScreen),
        ]
        for (index, (tag, id, title, style)) in styles.enumerated() {
            addButton(tag: tag, id: id, title: title, frame: CGRect(x: 20, y: 84 + CGFloat(index) * 60, width: 200, height: 44)) {
                [unowned self] in
                let modal = DemoModalViewController()
                modal.modalPresentationStyle = style
                present(modal, animated: true)
            }
        }
    }
}

/// "Rotation-aware layout": views that keep their places by autoresizing when the screen turns, and a label that
/// says which way the view is (from its size, after each layout).
public final class DemoRotationViewController: DemoScreen {
    private var orientationLabel: UIView!

    public init() {
        super.init(identifier: "rotation", title: "Rotation-aware layout")
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        let bounds = view.bounds
        let top = addBox(tag: 80, id: "topBanner", frame: CGRect(x: 0, y: 64, width: bounds.width, height: 44))
        top.autoresizingMask = [.flexibleWidth]
        top.backgroundColor = .systemTeal
        let center = addBox(tag: 81, id: "centerBox", frame: CGRect(x: bounds.midX - 50, y: bounds.midY - 50, width: 100, height: 100))
        center.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
        center.backgroundColor = .systemOrange
        let bottom = addBox(tag: 82, id: "bottomBanner", frame: CGRect(x: 0, y: bounds.height - 44, width: bounds.width, height: 44))
        bottom.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        bottom.backgroundColor = .darkGray
        orientationLabel = addBox(tag: 83, id: "orientationLabel", frame: CGRect(x: 20, y: 120, width: 200, height: 30))
        updateOrientationLabel()
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        updateOrientationLabel()
    }

    private func updateOrientationLabel() {
        orientationLabel?.accessibilityLabel = view.bounds.width > view.bounds.height ? "landscape" : "portrait"
    }
}
