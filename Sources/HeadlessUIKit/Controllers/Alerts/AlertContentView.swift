import Foundation

/// The view of a `UIAlertController`: a dimmed view over the whole window holding the alert's box. Its layout uses
/// UIKit's published sizes and `UIFont`'s documented metrics:
///
/// Alert: a 270 pt wide box centred in the view. Header: 20 pt margins above and below, 16 pt at the sides; the title
/// in the 17 pt semibold system font, the message (4 pt below it) in 13 pt, both wrapped to 238 pt. Text fields:
/// 24 pt tall, 8 pt apart, then 16 pt. Buttons: 44 pt tall; two actions sit side by side (135 pt each, the cancel
/// action on the left), otherwise they are stacked with the cancel action last.
///
/// Action sheet: the box spans the width less 8 pt each side, above a separate cancel box (57 pt tall, 8 pt from the
/// bottom, 8 pt below the box); the header has 14 pt margins and 13 pt fonts; buttons are 57 pt tall, in order.
///
/// Buttons are `UIButton`s titled with their actions (so `{"text": "OK"}` finds them), identified
/// "alert.action.N" by the action's index in `actions`.
///
/// Drawn (docs/uikit-rules.md 19.10): the boxes have 13 pt corners; the alert's box is a light material (white
/// 97% at 94% opacity, so the dimming shows faintly through), the sheet's too and its cancel box opaque white;
/// hairlines separate the buttons; an action sheet's header is grey.
@MainActor
final class AlertContentView: UIView {
    private unowned let alert: UIAlertController
    let box = AlertPanelView()
    let cancelBox = AlertPanelView()
    private let titleLabel = UILabel()
    private let messageLabel = UILabel()
    private var buttons: [UIButton] = []

    static let alertWidth: CGFloat = 270
    static let alertButtonHeight: CGFloat = 44
    static let sheetButtonHeight: CGFloat = 57
    static let sheetMargin: CGFloat = 8

    init(alert: UIAlertController) {
        self.alert = alert
        super.init(frame: UIScreen.main.bounds)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        backgroundColor = UIColor(white: 0, alpha: alert.preferredStyle == .alert ? 0.2 : 0.4)
        box.backgroundColor = UIColor(white: 0.97, alpha: 0.94)
        box.accessibilityIdentifier = "alert"
        cancelBox.backgroundColor = .white
        for panel in [box, cancelBox] {
            panel.layer.cornerRadius = 13
            panel.clipsToBounds = true
        }
        cancelBox.accessibilityIdentifier = "alert.cancelGroup"
        titleLabel.numberOfLines = 0
        titleLabel.textAlignment = .center
        messageLabel.numberOfLines = 0
        messageLabel.textAlignment = .center
        addSubview(box)
        box.addSubview(titleLabel)
        box.addSubview(messageLabel)
        addSubview(cancelBox)
    }

    required init?(coder: NSCoder) {
        fatalError("AlertContentView is made by UIAlertController")
    }

    private var isAlert: Bool { alert.preferredStyle == .alert }

    /// Remakes the buttons and fields from the alert's actions and text fields.
    func rebuild() {
        titleLabel.text = alert.title
        messageLabel.text = alert.message
        let isAlert = self.isAlert
        titleLabel.font = .systemFont(ofSize: isAlert ? 17 : 13, weight: .semibold)
        messageLabel.font = .systemFont(ofSize: 13)
        for label in [titleLabel, messageLabel] { label.textColor = isAlert ? .black : StandardLook.sheetHeader }
        // docs/uikit-rules.md 6.81: text set by key-value coding under the keys apps use, with its own fonts and colours.
        if let attributed = alert.attributedTitle { titleLabel.attributedText = attributed }
        if let attributed = alert.attributedMessage { messageLabel.attributedText = attributed }
        for button in buttons { button.removeFromSuperview() }
        buttons = []
        for (index, action) in alert.actions.enumerated() {
            let button = UIButton(type: .system)
            button.setTitle(action.title, for: .normal)
            button.accessibilityIdentifier = "alert.action.\(index)"
            button.isEnabled = action.isEnabled
            if action.style == .destructive { button.setTitleColor(.systemRed, for: .normal) }
            if let color = action.titleTextColor { button.setTitleColor(color, for: .normal) }
            button.titleLabel?.font = .systemFont(ofSize: isAlert ? 17 : 20,
                                                  weight: action === alert.preferredAction || action.style == .cancel ? .semibold : .regular)
            button.addAction(UIAction(identifier: "alert.perform") { [unowned alert, weak action] _ in
                if let action { alert.perform(action) }
            }, for: .touchUpInside)
            action.button = button
            buttons.append(button)
            (action.style == .cancel && !isAlert ? cancelBox : box).addSubview(button)
        }
        for field in alert.textFields ?? [] where field.superview !== box { box.addSubview(field) }
        cancelBox.isHidden = isAlert || !alert.actions.contains { $0.style == .cancel }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if isAlert { layOutAlert() } else { layOutSheet() }
    }

    /// Lays the title and message out from `top` in `width`; returns the bottom of the header (with its margin),
    /// or `top` when there is neither.
    private func layOutHeader(top: CGFloat, width: CGFloat, side: CGFloat, margin: CGFloat) -> CGFloat {
        let inner = width - 2 * side
        var y = top + margin
        var any = false
        for (label, gap) in [(titleLabel, CGFloat(0)), (messageLabel, CGFloat(4))] {
            guard let text = label.text, !text.isEmpty else {
                label.frame = .zero
                continue
            }
            if any { y += gap }
            let size = label.font.boundingSize(of: text, constrainedToWidth: inner)
            label.frame = CGRect(x: side, y: y, width: inner, height: size.height)
            y += size.height
            any = true
        }
        return any ? y + margin : top
    }

    private func orderedActions() -> [UIAlertAction] {
        let cancel = alert.actions.filter { $0.style == .cancel }
        let others = alert.actions.filter { $0.style != .cancel }
        if isAlert, alert.actions.count == 2 { return cancel + others }
        return others + (isAlert ? cancel : [])
    }

    private func layOutAlert() {
        let width = Self.alertWidth
        var y = layOutHeader(top: 0, width: width, side: 16, margin: 20)
        let fields = alert.textFields ?? []
        if !fields.isEmpty {
            if y == 0 { y = 20 }
            for (index, field) in fields.enumerated() {
                if index > 0 { y += 8 }
                field.frame = CGRect(x: 16, y: y, width: width - 32, height: 24)
                y += 24
            }
            y += 16
        }
        let actions = orderedActions()
        if actions.count == 2 {
            for (index, action) in actions.enumerated() {
                action.button?.frame = CGRect(x: CGFloat(index) * width / 2, y: y, width: width / 2, height: Self.alertButtonHeight)
            }
            y += Self.alertButtonHeight
        } else {
            for action in actions {
                action.button?.frame = CGRect(x: 0, y: y, width: width, height: Self.alertButtonHeight)
                y += Self.alertButtonHeight
            }
        }
        box.frame = CGRect(x: (bounds.width - width) / 2, y: ((bounds.height - y) / 2).rounded(.down), width: width, height: y)
    }

    private func layOutSheet() {
        let margin = Self.sheetMargin
        let width = bounds.width - 2 * margin
        var y = layOutHeader(top: 0, width: width, side: 16, margin: 14)
        for action in orderedActions() {
            action.button?.frame = CGRect(x: 0, y: y, width: width, height: Self.sheetButtonHeight)
            y += Self.sheetButtonHeight
        }
        var bottom = bounds.height - margin
        if let cancel = alert.actions.first(where: { $0.style == .cancel }) {
            cancelBox.frame = CGRect(x: margin, y: bottom - Self.sheetButtonHeight, width: width, height: Self.sheetButtonHeight)
            cancel.button?.frame = cancelBox.bounds
            bottom = cancelBox.frame.minY - margin
        }
        box.frame = CGRect(x: margin, y: bottom - y, width: width, height: y)
    }

    // MARK: A tap on the dimmed area

    private var trackedTouch: UITouch?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if trackedTouch == nil { trackedTouch = touches.first }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        trackedTouch = nil
        let point = touch.location(in: self)
        let inside = box.frame.contains(point) || (!cancelBox.isHidden && cancelBox.frame.contains(point))
        if !inside, bounds.contains(point) { alert.tappedOutside() }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackedTouch = nil
    }
}

/// An alert's or action sheet's box (docs/uikit-rules.md 19.10): a hairline along the top of each button below
/// the box's top, and one down the left of each button that has another to its left.
@MainActor
final class AlertPanelView: UIView {
    override func drawStandardContent(in ctx: CGContext) {
        let hairline = 1 / max(1, window?.screen.scale ?? 1)
        let color = StandardLook.cg(StandardLook.separator, self)
        for case let button as UIButton in subviews where !button.isHidden && button.frame.height > 0 {
            let f = button.frame
            if f.minY > 0 {
                StandardLook.fill(ctx, CGPath(rect: CGRect(x: f.minX, y: f.minY, width: f.width, height: hairline),
                                              transform: nil), color)
            }
            if f.minX > 0 {
                StandardLook.fill(ctx, CGPath(rect: CGRect(x: f.minX, y: f.minY, width: hairline, height: f.height),
                                              transform: nil), color)
            }
        }
    }
}
