import Foundation

/// A menu on screen (docs/uikit-rules.md 6.10): a view over the whole window that takes every touch, holding a
/// 250-pt-wide platter of rows beside the anchor. Each entry is a 44-pt row whose accessibility label is its
/// title (so scripts tap it by text), identified `menu.N` in order, a `button` (`notEnabled` when disabled,
/// `selected` when its state is on); a non-empty menu title heads the platter as a 32-pt static-text row;
/// inline submenus are set off by 8-pt separators. The platter goes 8 pt below the anchor when it fits inside
/// the safe area less 8 pt, else 8 pt above it, else as low as fits; it starts at the anchor's leading edge, pushed
/// inside the same area. (Geometry is our choice: UIKit's menus size to their content.)
@MainActor
final class ContextMenuView: BackgroundTapView {
    static let width: CGFloat = 250
    static let rowHeight: CGFloat = 44
    static let titleHeight: CGFloat = 32
    static let separatorHeight: CGFloat = 8
    static let gap: CGFloat = 8

    let platter = UIView()
    private let anchorFrame: CGRect
    private let onSelect: (UIAction?) -> Void

    private init(frame: CGRect, anchorFrame: CGRect, onSelect: @escaping (UIAction?) -> Void) {
        self.anchorFrame = anchorFrame
        self.onSelect = onSelect
        super.init(frame: frame)
        accessibilityIdentifier = "contextMenu"
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        platter.accessibilityIdentifier = "contextMenu.platter"
        addSubview(platter)
    }

    required init?(coder: NSCoder) { fatalError("ContextMenuView is not loaded from storyboards") }

    /// Puts `menu` on screen beside `anchor`. `onSelect` gets the action tapped (to end the menu and perform
    /// it), or nil for a tap outside the platter.
    static func show(_ menu: UIMenu, anchoredTo anchor: UIView, in window: UIWindow,
                     onSelect: @escaping (UIAction?) -> Void) -> ContextMenuView {
        let view = ContextMenuView(frame: window.bounds, anchorFrame: anchor.convert(anchor.bounds, to: window),
                                   onSelect: onSelect)
        window.addSubview(view)
        view.show(menu)
        return view
    }

    /// Fills the platter with `menu`'s rows (a submenu row shows its submenu the same way).
    func show(_ menu: UIMenu) {
        for row in platter.subviews { row.removeFromSuperview() }
        var y: CGFloat = 0
        if !menu.title.isEmpty {
            let title = BarItemView(label: menu.title, identifier: "menu.title", traits: .staticText, onTap: nil)
            title.frame = CGRect(x: 0, y: y, width: Self.width, height: Self.titleHeight)
            platter.addSubview(title)
            y += Self.titleHeight
        }
        for (index, element) in menu.rows().enumerated() {
            guard let element else {
                y += Self.separatorHeight
                continue
            }
            let row = BarItemView(label: element.title, identifier: "menu.\(index)", traits: traits(of: element)) {
                [weak self] in self?.tapped(element)
            }
            row.frame = CGRect(x: 0, y: y, width: Self.width, height: Self.rowHeight)
            platter.addSubview(row)
            y += Self.rowHeight
        }
        platter.frame = placement(height: y)
    }

    private func traits(of element: UIMenuElement) -> UIAccessibilityTraits {
        guard let action = element as? UIAction else { return .button }
        var traits: UIAccessibilityTraits = .button
        if action.attributes.contains(.disabled) { traits.insert(.notEnabled) }
        if action.state == .on { traits.insert(.selected) }
        return traits
    }

    private func tapped(_ element: UIMenuElement) {
        if let submenu = element as? UIMenu {
            show(submenu)
        } else if let action = element as? UIAction, !action.attributes.contains(.disabled) {
            if action.attributes.contains(.keepsMenuPresented) {
                action.perform(from: nil)
            } else {
                onSelect(action)
            }
        }
    }

    private func placement(height: CGFloat) -> CGRect {
        let area = bounds.inset(by: safeAreaInsets).insetBy(dx: Self.gap, dy: Self.gap)
        let width = min(Self.width, area.width)
        let x = max(area.minX, min(anchorFrame.minX, area.maxX - width))
        let y: CGFloat
        if anchorFrame.maxY + Self.gap + height <= area.maxY {
            y = anchorFrame.maxY + Self.gap
        } else if anchorFrame.minY - Self.gap - height >= area.minY {
            y = anchorFrame.minY - Self.gap - height
        } else {
            y = max(area.minY, area.maxY - height)
        }
        return CGRect(x: x, y: y, width: width, height: height)
    }

    /// A tap outside the platter (the platter's own gaps do nothing) ends the menu.
    override func backgroundTapped() { onSelect(nil) }
}
