import Foundation
import HeadlessUIKit
import UIHostProtocol

/// The control values a view node carries (docs/protocol.md, A view node): `text?, title?, value?, isOn?,
/// selectedIndex?, enabled?, selected?, highlighted?`, in that order, each only where the view's class has it.
///
/// - `text`: a label's text (when set), a text field's or text view's text (a secure field's as "•" per character).
/// - `title`: a button's current title.
/// - `value`: a slider's, stepper's or progress view's value; a date picker's date as seconds since 1970.
/// - `isOn`: a switch's state.
/// - `selectedIndex`: a segmented control's selected segment (-1: none), a page control's current page, a picker's
///   selected row in component 0 (-1: none).
/// - `enabled`, `selected`, `highlighted`: every control's state; `selected` and `highlighted` also for table and
///   collection view cells, which add their `indexPath` ([section, item]).
/// - `sections` (item or row counts per section) and `visibleIndexPaths` ([[section, item], ...]): a table's or
///   collection view's; a collection view with orthogonally scrolling sections adds `orthogonalOffsets`
///   ([[section, x, y], ...], each such section's own scroll offset, docs/uikit-rules.md 16.33).
@MainActor
enum ControlFields {
    static func fields(of view: UIView) -> [(String, JSON)] {
        // Plain views are most of a tree: answer them without a cast.
        if type(of: view) == UIView.self { return [] }
        var fields: [(String, JSON)] = []
        switch view {
        case let label as UILabel:
            if let text = label.text { fields.append(("text", .string(text))) }
        case let textView as UITextView:
            fields.append(("text", .string(textView.text)))
        case let progress as UIProgressView:
            fields.append(("value", .double(Double(progress.progress))))
        case let picker as UIPickerView:
            fields.append(("selectedIndex", .int(picker.selectedRow(inComponent: 0))))
        case let collectionView as UICollectionView:
            let counts = (0..<collectionView.numberOfSections).map { JSON.int(collectionView.numberOfItems(inSection: $0)) }
            fields.append(("sections", .array(counts)))
            fields.append(("visibleIndexPaths", indexPaths(collectionView.indexPathsForVisibleItems)))
            let orthogonal: [JSON] = (0..<counts.count).compactMap { section in
                collectionView.orthogonalScrollView(forSection: section).map { scroller in
                    .array([.int(section), .double(Double(scroller.contentOffset.x)), .double(Double(scroller.contentOffset.y))])
                }
            }
            if !orthogonal.isEmpty { fields.append(("orthogonalOffsets", .array(orthogonal))) }
        case let table as UITableView:
            let counts = (0..<table.numberOfSections).map { JSON.int(table.numberOfRows(inSection: $0)) }
            fields.append(("sections", .array(counts)))
            fields.append(("visibleIndexPaths", indexPaths(table.indexPathsForVisibleRows ?? [])))
        case let cell as UICollectionViewCell:
            if let path = cell.owningCollectionView?.indexPath(for: cell) {
                fields.append(("indexPath", indexPaths([path]).arrayValue?.first ?? .null))
            }
            fields.append(("selected", .bool(cell.isSelected)))
            fields.append(("highlighted", .bool(cell.isHighlighted)))
        case let cell as UITableViewCell:
            if let path = (cell.superview as? UITableView)?.indexPath(for: cell) {
                fields.append(("indexPath", indexPaths([path]).arrayValue?.first ?? .null))
            }
            fields.append(("selected", .bool(cell.isSelected)))
            fields.append(("highlighted", .bool(cell.isHighlighted)))
        case let control as UIControl:
            switch control {
            case let field as UITextField: fields.append(("text", .string(field.displayedText)))
            case let button as UIButton: if let title = button.currentTitle { fields.append(("title", .string(title))) }
            case let slider as UISlider: fields.append(("value", .double(Double(slider.value))))
            case let stepper as UIStepper: fields.append(("value", .double(stepper.value)))
            case let picker as UIDatePicker: fields.append(("value", .double(picker.date.timeIntervalSince1970)))
            case let toggle as UISwitch: fields.append(("isOn", .bool(toggle.isOn)))
            case let segments as UISegmentedControl: fields.append(("selectedIndex", .int(segments.selectedSegmentIndex)))
            case let pages as UIPageControl: fields.append(("selectedIndex", .int(pages.currentPage)))
            default: break
            }
            fields.append(("enabled", .bool(control.isEnabled)))
            fields.append(("selected", .bool(control.isSelected)))
            fields.append(("highlighted", .bool(control.isHighlighted)))
        default:
            break
        }
        return fields
    }

    /// `[[section, item], ...]`.
    private static func indexPaths(_ paths: [IndexPath]) -> JSON {
        .array(paths.map { path in .array(path.map { JSON.int($0) }) })
    }

    /// Writes the fields as `,"name":value` pairs.
    static func write(_ view: UIView, into out: inout JSONBuffer) {
        for (name, value) in fields(of: view) {
            out.append(UInt8(ascii: ","))
            out.writeString(name)
            out.append(UInt8(ascii: ":"))
            out.write(value)
        }
    }

    /// The `text` field `fields(of:)` gives the view, if any: a label's set text, a text view's, a text field's as
    /// displayed. The compact form leaves out an accessibility label equal to it (docs/protocol.md, The compact form).
    static func text(of view: UIView) -> String? {
        if type(of: view) == UIView.self { return nil }
        switch view {
        case let label as UILabel: return label.text
        case let textView as UITextView: return textView.text
        case let field as UITextField: return field.displayedText
        default: return nil
        }
    }

    /// Mixes the fields into the tree fingerprint, so `tree.changed` notices a control's value change.
    static func fingerprint(_ view: UIView, into hasher: inout TreeHasher) {
        if type(of: view) == UIView.self { return }
        // A label's one field is its text: mixed as it is, without building and serializing the field (labels are
        // most of a long list's views).
        if let label = view as? UILabel {
            hasher.mix(label.text)
            return
        }
        let fields = fields(of: view)
        guard !fields.isEmpty else { return }
        var bytes: [UInt8] = []
        for (name, value) in fields {
            JSON.writeString(name, to: &bytes)
            value.write(to: &bytes)
        }
        for byte in bytes { hasher.mix(UInt64(byte)) }
    }

    /// The strings a `text` selector compares with besides the accessibility label: a title or text.
    static func texts(of view: UIView) -> [String] {
        fields(of: view).compactMap { $0.0 == "text" || $0.0 == "title" ? $0.1.stringValue : nil }
    }
}
