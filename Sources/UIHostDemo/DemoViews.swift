import Foundation
import HeadlessUIKit

/// Counts touches that end inside it, like a button without UIControl.
public final class TapCounterView: UIView {
    public private(set) var taps = 0 {
        didSet { accessibilityValue = "taps: \(taps)" }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityValue = "taps: 0"
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        taps += 1
        backgroundColor = taps % 2 == 0 ? .systemGreen : .systemYellow
    }
}

/// A switch made from a plain view: a tap that ends inside flips it.
public final class ToggleView: UIView {
    public private(set) var isOn = false
    public var onChange: ((Bool) -> Void)?

    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        isOn.toggle()
        accessibilityValue = isOn ? "On" : "Off"
        backgroundColor = isOn ? .systemGreen : .lightGray
        onChange?(isOn)
    }
}

/// Follows the finger that drags it.
public final class DragView: UIView {
    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let superview else { return }
        let now = touch.location(in: superview)
        let before = touch.previousLocation(in: superview)
        center = CGPoint(x: center.x + now.x - before.x, y: center.y + now.y - before.y)
    }
}

/// Shows how many fingers are on it.
public final class MultiTouchView: UIView {
    private var fingers = 0 {
        didSet { accessibilityValue = "fingers: \(fingers)" }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isMultipleTouchEnabled = true
        accessibilityValue = "fingers: 0"
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { fingers += touches.count }
    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { fingers -= touches.count }
    public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { fingers -= touches.count }
}

/// Runs `onTap` when a touch ends inside it: a button without UIControl. It draws its accessibility label as its
/// title, centred, white on its background colour or in its tint on none, so screenshots read as the app does.
public final class TapActionView: UIView {
    public var onTap: (() -> Void)?

    public override func draw(_ rect: CGRect) {
        guard let title = accessibilityLabel, !title.isEmpty else { return }
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        style.lineBreakMode = .byTruncatingTail
        let attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 15, weight: .semibold),
            .foregroundColor: backgroundColor == nil ? tintColor as UIColor : UIColor.white,
            .paragraphStyle: style,
        ]
        let height = title.size(withAttributes: attributes).height
        title.draw(in: CGRect(x: 4, y: (bounds.height - height) / 2, width: bounds.width - 8, height: height),
                   withAttributes: attributes)
    }

    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        onTap?()
    }
}

/// The demo's modal screen: a "Done" view (identifier "done") dismisses it.
public final class DemoModalViewController: UIViewController {
    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Modal"
        view.backgroundColor = .white
        view.accessibilityIdentifier = "modal"
        let done = TapActionView(frame: CGRect(x: 20, y: 40, width: 80, height: 44))
        done.accessibilityIdentifier = "done"
        done.accessibilityLabel = "Done"
        done.onTap = { [unowned self] in dismiss(animated: true) }
        view.addSubview(done)
    }
}
