import Foundation

/// The view of one item in a bar: a back button, a title, a bar button item, a tab or a row of the More list.
/// Its accessibility label is the item's title, so scripts find it by text; a tap (touch up inside it) runs
/// `onTap`. Views without `onTap` take no touches.
@MainActor
final class BarItemView: UIView {
    var onTap: (() -> Void)? {
        didSet { isUserInteractionEnabled = onTap != nil }
    }
    private weak var trackedTouch: UITouch?

    /// How the item is drawn (docs/uikit-rules.md 19.5).
    enum Look { case title, back, prompt, tab, plain }
    var look: Look = .plain
    /// A tab's icon (19.14), or a bar button item's image (6.28).
    var icon: UIImage?

    override func drawStandardContent(in ctx: CGContext) { StandardLook.drawBarItem(self, ctx) }

    init(label: String?, identifier: String, traits: UIAccessibilityTraits, onTap: (() -> Void)?) {
        super.init(frame: .zero)
        accessibilityLabel = label
        accessibilityIdentifier = identifier
        accessibilityTraits = traits
        isAccessibilityElement = true
        self.onTap = onTap
        isUserInteractionEnabled = onTap != nil
        look = ["title": .title, "back": .back, "prompt": .prompt][identifier] ?? .plain
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Text width in the 17 pt system font, plus 8 pt of padding each side, at least 44 pt (a finger's width).
    static func width(for title: String?, font: UIFont? = nil) -> CGFloat {
        let text = (font ?? UIFont.systemFont(ofSize: 17)).width(of: title ?? "")
        return max(44, (text + 16).rounded(.up))
    }

    /// The font a bar button item's title attributes give its title (docs/uikit-rules.md 6.77); nil: 17 pt.
    var titleFont: UIFont?

    /// The width a bar gives the view: its title's (above), or for an image item without a title the image's
    /// width and 8 pt each side, at least 44 pt (docs/uikit-rules.md 6.28).
    var itemWidth: CGFloat {
        if look == .plain, accessibilityLabel == nil, let icon { return max(44, (icon.size.width + 16).rounded(.up)) }
        return Self.width(for: accessibilityLabel, font: titleFont)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackedTouch = touches.first
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        trackedTouch = nil
        if point(inside: touch.location(in: self), with: event) { onTap?() }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackedTouch = nil
    }
}
