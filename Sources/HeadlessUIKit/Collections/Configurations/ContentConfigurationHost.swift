import Foundation

/// Installs a content configuration's view in a cell's content view (docs/uikit-rules.md 16.31): a view that
/// supports the new configuration takes it; otherwise the configuration makes a new view, which fills the content
/// view (flexible width and height).
@MainActor
enum ContentConfigurationHost {
    static func apply(_ configuration: UIContentConfiguration?, in contentView: UIView,
                      replacing current: (UIView & UIContentView)?) -> (UIView & UIContentView)? {
        guard let configuration else {
            current?.removeFromSuperview()
            return nil
        }
        if let current, current.supports(configuration) {
            current.configuration = configuration
            return current
        }
        current?.removeFromSuperview()
        let view = configuration.makeContentView()
        view.frame = contentView.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(view)
        return view
    }

    /// Gives the shown content view its configuration updated for `state`, as `updateConfiguration(using:)` does
    /// by default while `automaticallyUpdatesContentConfiguration` is true.
    static func update(_ view: (UIView & UIContentView)?, showing configuration: UIContentConfiguration?,
                       for state: UICellConfigurationState) {
        guard let view, let configuration else { return }
        view.configuration = configuration.updated(for: state)
    }
}

extension UITableViewCell {
    /// A list configuration matching the cell's style: `subtitleCell` for `.subtitle`, `valueCell` for `.value1`
    /// and `.value2`, `cell` otherwise.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        case .default: .cell()
        }
    }
}

extension UITableViewHeaderFooterView {
    public func defaultContentConfiguration() -> UIListContentConfiguration { .groupedHeader() }
}

/// A row of a list layout (docs/uikit-rules.md 16.30, 16.31): a cell whose default content configuration is a list
/// cell's.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// Stored for UIKit code: accessories are not drawn.
    open var accessories: [UICellAccessory] = []
    open var indentationLevel = 0
    open var indentationWidth: CGFloat = 10
    open var indentsAccessories = true

    public func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    /// The frame of the separator along the cell's bottom, as a guide (docs/uikit-rules.md 16.40): a hairline as wide
    /// as the cell from the content view's leading layout margin, where list content's text starts. Its leading
    /// and trailing hold at a low priority (249), so a constraint code adds to either wins. Made on first use; list
    /// separators are not drawn here, so the guide is read by layout only.
    public private(set) lazy var separatorLayoutGuide: UILayoutGuide = makeSeparatorLayoutGuide()

    private func makeSeparatorLayoutGuide() -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.identifier = "UICollectionViewListCellSeparatorLayoutGuide"
        addLayoutGuide(guide)
        let leading = guide.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor)
        let trailing = guide.trailingAnchor.constraint(equalTo: trailingAnchor)
        leading.priority = UILayoutPriority(249)
        trailing.priority = UILayoutPriority(249)
        NSLayoutConstraint.activate([
            leading, trailing,
            guide.bottomAnchor.constraint(equalTo: bottomAnchor),
            guide.heightAnchor.constraint(equalToConstant: 1 / Runtime.current.screen.scale),
        ])
        return guide
    }
}

/// A list cell's accessory (stored for UIKit code; not drawn).
public struct UICellAccessory: Sendable {
    public enum DisplayedState: Int, Sendable { case always, whenEditing, whenNotEditing }
    public enum Kind: Sendable { case disclosureIndicator, checkmark, delete, insert, reorder, multiselect, outlineDisclosure, label(String), detail }
    public let kind: Kind
    public let displayed: DisplayedState

    public static func disclosureIndicator(displayed: DisplayedState = .always) -> UICellAccessory { .init(kind: .disclosureIndicator, displayed: displayed) }
    public static func checkmark(displayed: DisplayedState = .always) -> UICellAccessory { .init(kind: .checkmark, displayed: displayed) }
    public static func delete(displayed: DisplayedState = .whenEditing) -> UICellAccessory { .init(kind: .delete, displayed: displayed) }
    public static func insert(displayed: DisplayedState = .whenEditing) -> UICellAccessory { .init(kind: .insert, displayed: displayed) }
    public static func reorder(displayed: DisplayedState = .whenEditing) -> UICellAccessory { .init(kind: .reorder, displayed: displayed) }
    public static func multiselect(displayed: DisplayedState = .whenEditing) -> UICellAccessory { .init(kind: .multiselect, displayed: displayed) }
    public static func outlineDisclosure(displayed: DisplayedState = .always) -> UICellAccessory { .init(kind: .outlineDisclosure, displayed: displayed) }
    public static func label(text: String, displayed: DisplayedState = .always) -> UICellAccessory { .init(kind: .label(text), displayed: displayed) }
    public static func detail(displayed: DisplayedState = .always) -> UICellAccessory { .init(kind: .detail, displayed: displayed) }
}
