import Foundation

/// The views a table adds to its cells: the built-in accessory, the swipe-to-delete button, the editing control
/// (delete or insert, at the left while editing) and the reorder control. They are ordinary views, so scripts find
/// them by accessibility label and tap them like a finger.

/// A built-in accessory. Detail buttons take taps (`accessoryButtonTappedForRowWith`); a disclosure indicator or
/// checkmark lets the touch through to the cell, which selects the row.
@MainActor
final class TableAccessoryView: UIView {
    override func drawStandardContent(in ctx: CGContext) { StandardLook.drawAccessory(self, ctx) }

    let type: UITableViewCell.AccessoryType

    init(type: UITableViewCell.AccessoryType) {
        self.type = type
        super.init(frame: .zero)
        switch type {
        case .disclosureIndicator: accessibilityLabel = "Disclosure indicator"
        case .checkmark: accessibilityLabel = "Checkmark"
        case .detailButton, .detailDisclosureButton: accessibilityLabel = "More Info"
        case .none: break
        }
        isUserInteractionEnabled = type == .detailButton || type == .detailDisclosureButton
        isAccessibilityElement = true
        accessibilityTraits = isUserInteractionEnabled ? .button : .none
    }

    required init?(coder: NSCoder) { fatalError("made in code only") }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, point(inside: touch.location(in: self), with: event),
              let cell = superview as? UITableViewCell else { return }
        cell.tableView?.accessoryButtonTapped(in: cell)
    }
}

/// The button a swipe to the left reveals: a tap commits the deletion (`tableView(_:commit:forRowAt:)`).
@MainActor
final class TableDeleteConfirmationView: UIView {
    let title: String

    init(title: String) {
        self.title = title
        super.init(frame: .zero)
        accessibilityLabel = title
        accessibilityIdentifier = "deleteConfirmation"
        isAccessibilityElement = true
        accessibilityTraits = .button
        backgroundColor = .systemRed
    }

    required init?(coder: NSCoder) { fatalError("made in code only") }

    /// The title's width in the 17 pt system font plus 15 pt each side.
    var preferredWidth: CGFloat {
        UIFont.systemFont(ofSize: 17).boundingSize(of: title, constrainedToWidth: .greatestFiniteMagnitude, numberOfLines: 1).width + 30
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, point(inside: touch.location(in: self), with: event),
              let cell = superview as? UITableViewCell else { return }
        cell.tableView?.commitEditing(.delete, of: cell)
    }
}

/// The control at the left of an editing row: delete (reveals the delete button) or insert (commits an insert).
@MainActor
final class TableEditingControlView: UIView {
    static let width: CGFloat = 38
    let style: UITableViewCell.EditingStyle

    init(style: UITableViewCell.EditingStyle) {
        self.style = style
        super.init(frame: .zero)
        accessibilityLabel = style == .insert ? "Insert" : "Delete"
        accessibilityIdentifier = style == .insert ? "editingControl.insert" : "editingControl.delete"
        isAccessibilityElement = true
        accessibilityTraits = .button
    }

    required init?(coder: NSCoder) { fatalError("made in code only") }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, point(inside: touch.location(in: self), with: event),
              let cell = superview as? UITableViewCell, let table = cell.tableView else { return }
        if style == .insert {
            table.commitEditing(.insert, of: cell)
        } else {
            table.showDeleteConfirmation(in: cell)
        }
    }
}

/// The grip at the right of a movable row while editing: dragging it moves the row.
@MainActor
final class TableReorderControlView: UIView {
    static let width: CGFloat = 40

    override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityLabel = "Reorder"
        accessibilityIdentifier = "reorderControl"
        isAccessibilityElement = true
    }

    required init?(coder: NSCoder) { fatalError("made in code only") }

    /// The table's own recognizers (scrolling, swipe to delete) leave a finger on the grip to the reorder.
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        !(gestureRecognizer.view is UITableView)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let cell = superview as? UITableViewCell, let table = cell.tableView else { return }
        table.beginReordering(cell, at: touch.location(in: table))
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let cell = superview as? UITableViewCell, let table = cell.tableView else { return }
        table.continueReordering(cell, at: touch.location(in: table))
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let cell = superview as? UITableViewCell, let table = cell.tableView else { return }
        table.endReordering(cell, cancelled: false)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let cell = superview as? UITableViewCell, let table = cell.tableView else { return }
        table.endReordering(cell, cancelled: true)
    }
}

/// A section header or footer: the table makes one for each section title; `viewForHeaderInSection` may return
/// any view instead.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UITableViewHeaderFooterView: UIView {
    public internal(set) var reuseIdentifier: String?
    public let contentView = UIView(frame: .zero)
    private var storedTextLabel: UILabel?

    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// What class registration makes: `init(reuseIdentifier:)` (see `UITableViewCell.init(forReuseWithIdentifier:)`).
    public required convenience init(forReuseWithIdentifier identifier: String) {
        self.init(reuseIdentifier: identifier)
    }

    open var textLabel: UILabel? {
        if let storedTextLabel { return storedTextLabel }
        let label = UILabel(frame: .zero)
        label.font = .systemFont(ofSize: 13)
        contentView.addSubview(label)
        storedTextLabel = label
        setNeedsLayout()
        return label
    }

    open func prepareForReuse() {}

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        storedTextLabel?.frame = CGRect(x: UITableViewCell.margin, y: 0,
                                        width: max(0, bounds.width - 2 * UITableViewCell.margin), height: bounds.height)
    }
}
