import Foundation
import HeadlessUIKit

/// The demo's home screen: the root of the navigation controller that is the window's root. It is the "Touches"
/// demo itself (the views below, at the same window positions as before the navigation controller: the translucent
/// bar covers the top of the header) plus entries that push or present the other demos of the catalogue. Tags and
/// accessibility identifiers are its public contract for scripts and tests; the demos' screens use their own tags,
/// so a tag names one view whichever screen shows:
///
/// | tag | identifier | what it is |
/// |-----|------------|------------|
/// | 1 | header | a header bar |
/// | 2 | counter | counts taps ending inside it; `accessibilityValue` "taps: N" |
/// | 3 | toggle | a tap flips it; its state shows on tag 4 |
/// | 4 | toggleState | `accessibilityLabel` "On" or "Off" |
/// | 5 | drag | follows the finger that drags it |
/// | 6 | hiddenBox | hidden |
/// | 7 | disabledBox | user interaction disabled |
/// | 8 | coveredBox | covered by tag 9 |
/// | 9 | overlay | covers tag 8 |
/// | 10 | bottomBar | stays at the bottom, full width, when the screen turns |
/// | 11 | multiTouch | multiple-touch enabled; `accessibilityValue` "fingers: N" while touched |
/// | 20 | lifecycle | `accessibilityLabel` is the last app life-cycle callback |
/// | 30 | presentModal | a tap presents `DemoModalViewController` full screen (its view: identifier "modal") |
/// | 40 | demo.navigation | entry "Navigation stack": pushes `DemoNumberedViewController` 1 |
/// | 41 | demo.tabs | entry "Tab bar": presents `DemoTabBarController` full screen |
/// | 42 | demo.modals | entry "Modal styles": pushes `DemoModalStylesViewController` |
/// | 43 | demo.rotation | entry "Rotation-aware layout": pushes `DemoRotationViewController` |
/// | 44 | demo.gestures | entry "Gestures": pushes `DemoGesturesViewController` (tags 90-95, listed there) |
/// | 45 | demo.table | entry "Table": pushes `DemoTableViewController` (1,000 rows) |
/// | 120 | demo.controls | entry "Controls": pushes `DemoControlsViewController` (a screen per control; see DemoControls.swift) |
/// | 121 | demo.textForm | entry "Text form": pushes `DemoTextFormViewController` |
/// | 122 | demo.alerts | entry "Alerts": pushes `DemoAlertsViewController` |
///
/// The other screens (see each class):
///
/// | tag | identifier | screen | what it is |
/// |-----|------------|--------|------------|
/// | 50 | screenNumber | Navigation stack, "Screen N" | `accessibilityLabel` "Screen N" |
/// | 51 | pushNext | Navigation stack | "Push": pushes screen N+1 |
/// | 60 | tabContent | each tab of the tab bar | `accessibilityLabel` the tab's title |
/// | 61 | done | each tab of the tab bar | "Done": dismisses the tab bar controller |
/// | 62 | pushInTab | the "Stack" tab (a navigation controller) | "Push": pushes a numbered screen in the tab |
/// | 70 | modal.fullScreen | Modal styles | "Full screen": presents `DemoModalViewController` `.fullScreen` |
/// | 71 | modal.pageSheet | Modal styles | "Page sheet": presents it `.pageSheet` |
/// | 72 | modal.overFullScreen | Modal styles | "Over full screen": presents it `.overFullScreen` |
/// | 80 | topBanner | Rotation-aware layout | full width at the top (flexible width) |
/// | 81 | centerBox | Rotation-aware layout | stays centred (flexible margins) |
/// | 82 | bottomBanner | Rotation-aware layout | full width at the bottom (flexible width, top margin) |
/// | 83 | orientationLabel | Rotation-aware layout | `accessibilityLabel` "portrait" or "landscape" (from the view's size) |
///
/// The tab bar's tabs are "Stack" (a navigation controller), "Inbox" (badge "3") and "Locked" (the demo's tab
/// bar delegate refuses it, so a tap on it changes nothing).
public final class DemoHomeViewController: UIViewController {
    public private(set) var counter: TapCounterView!
    public private(set) var toggle: ToggleView!
    private var lifecycleView: UIView!

    public override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .white
        root.accessibilityIdentifier = "home"
        view = root
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "UIHost Demo"
        let width = view.bounds.width

        let header = box(tag: 1, id: "header", frame: CGRect(x: 0, y: 0, width: width, height: 64), color: .systemBlue)
        header.autoresizingMask = [.flexibleWidth]
        header.accessibilityLabel = "UIHost Demo"

        counter = TapCounterView(frame: CGRect(x: 20, y: 84, width: 150, height: 100))
        configure(counter, tag: 2, id: "counter", color: .systemGreen)

        toggle = ToggleView(frame: CGRect(x: 190, y: 84, width: 100, height: 44))
        configure(toggle, tag: 3, id: "toggle", color: .lightGray)
        let state = box(tag: 4, id: "toggleState", frame: CGRect(x: 190, y: 140, width: 100, height: 44), color: .clear)
        state.accessibilityLabel = "Off"
        state.isUserInteractionEnabled = false
        toggle.onChange = { isOn in state.accessibilityLabel = isOn ? "On" : "Off" }

        let drag = DragView(frame: CGRect(x: 20, y: 204, width: 80, height: 80))
        configure(drag, tag: 5, id: "drag", color: .systemOrange)

        let hidden = box(tag: 6, id: "hiddenBox", frame: CGRect(x: 120, y: 204, width: 60, height: 60), color: .red)
        hidden.isHidden = true
        let disabled = box(tag: 7, id: "disabledBox", frame: CGRect(x: 200, y: 204, width: 60, height: 60), color: .gray)
        disabled.isUserInteractionEnabled = false
        box(tag: 8, id: "coveredBox", frame: CGRect(x: 20, y: 304, width: 100, height: 60), color: .purple)
        let overlay = box(tag: 9, id: "overlay", frame: CGRect(x: 10, y: 294, width: 140, height: 80), color: UIColor(white: 0, alpha: 0.2))
        overlay.accessibilityLabel = "Overlay"

        let multi = MultiTouchView(frame: CGRect(x: 170, y: 304, width: 180, height: 120))
        configure(multi, tag: 11, id: "multiTouch", color: .systemTeal)

        let lifecycle = box(tag: 20, id: "lifecycle", frame: CGRect(x: 20, y: 440, width: width - 40, height: 30), color: .clear)
        lifecycle.autoresizingMask = [.flexibleWidth]
        lifecycle.isUserInteractionEnabled = false
        lifecycleView = lifecycle

        let present = TapActionView(frame: CGRect(x: 20, y: 480, width: 120, height: 44))
        configure(present, tag: 30, id: "presentModal", color: .systemIndigo)
        present.accessibilityLabel = "Present"
        present.onTap = { [unowned self] in
            let modal = DemoModalViewController()
            modal.modalPresentationStyle = .fullScreen
            self.present(modal, animated: true)
        }

        addEntry(tag: 40, id: "demo.navigation", title: "Navigation stack", frame: CGRect(x: 20, y: 532, width: 160, height: 36)) {
            [unowned self] in navigationController?.pushViewController(DemoNumberedViewController(number: 1), animated: true)
        }
        addEntry(tag: 41, id: "demo.tabs", title: "Tab bar", frame: CGRect(x: 195, y: 532, width: 160, height: 36)) {
            [unowned self] in
            let tabs = DemoTabBarController()
            tabs.modalPresentationStyle = .fullScreen
            self.present(tabs, animated: true)
        }
        addEntry(tag: 42, id: "demo.modals", title: "Modal styles", frame: CGRect(x: 20, y: 574, width: 160, height: 36)) {
            [unowned self] in navigationController?.pushViewController(DemoModalStylesViewController(), animated: true)
        }
        addEntry(tag: 43, id: "demo.rotation", title: "Rotation-aware layout", frame: CGRect(x: 195, y: 574, width: 160, height: 36)) {
            [unowned self] in navigationController?.pushViewController(DemoRotationViewController(), animated: true)
        }

        addEntry(tag: 44, id: "demo.gestures", title: "Gestures", frame: CGRect(x: 270, y: 204, width: 95, height: 36)) {
            [unowned self] in navigationController?.pushViewController(DemoGesturesViewController(), animated: true)
        }
        addEntry(tag: 120, id: "demo.controls", title: "Controls", frame: CGRect(x: 20, y: 384, width: 140, height: 36)) {
            [unowned self] in navigationController?.pushViewController(DemoControlsViewController(), animated: true)
        }
        addEntry(tag: 121, id: "demo.textForm", title: "Text form", frame: CGRect(x: 150, y: 480, width: 100, height: 36)) {
            [unowned self] in navigationController?.pushViewController(DemoTextFormViewController(), animated: true)
        }
        addEntry(tag: 122, id: "demo.alerts", title: "Alerts", frame: CGRect(x: 258, y: 480, width: 100, height: 36)) {
            [unowned self] in navigationController?.pushViewController(DemoAlertsViewController(), animated: true)
        }
        addEntry(tag: 45, id: "demo.table", title: "Table", frame: CGRect(x: 270, y: 248, width: 95, height: 36)) {
            [unowned self] in navigationController?.pushViewController(DemoTableViewController(), animated: true)
        }

        let bar = box(tag: 10, id: "bottomBar", frame: CGRect(x: 0, y: view.bounds.height - 49, width: width, height: 49), color: .darkGray)
        bar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
    }

    func showLifecycle(_ callback: String) {
        lifecycleView?.accessibilityLabel = callback
    }

    private func addEntry(tag: Int, id: String, title: String, frame: CGRect, action: @escaping () -> Void) {
        let entry = TapActionView(frame: frame)
        configure(entry, tag: tag, id: id, color: .systemBlue)
        entry.accessibilityLabel = title
        entry.onTap = action
    }

    @discardableResult
    private func box(tag: Int, id: String, frame: CGRect, color: UIColor) -> UIView {
        let view = UIView(frame: frame)
        configure(view, tag: tag, id: id, color: color)
        return view
    }

    private func configure(_ subview: UIView, tag: Int, id: String, color: UIColor) {
        subview.tag = tag
        subview.accessibilityIdentifier = id
        subview.backgroundColor = color
        view.addSubview(subview)
    }
}
