import Foundation
import HeadlessUIKit

/// The demo's home screen. Tags and accessibility identifiers are its public contract for scripts and tests:
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

        let bar = box(tag: 10, id: "bottomBar", frame: CGRect(x: 0, y: view.bounds.height - 49, width: width, height: 49), color: .darkGray)
        bar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
    }

    func showLifecycle(_ callback: String) {
        lifecycleView?.accessibilityLabel = callback
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
