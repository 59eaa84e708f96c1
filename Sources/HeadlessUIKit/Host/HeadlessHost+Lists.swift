import Foundation

/// Reaching the cells of tables and collection views by index path, as a user would: by scrolling the list until the
/// cell shows (docs/uikit-rules.md 16.26).
extension HeadlessHost {
    /// Scrolls `list` (a `UITableView` or `UICollectionView`) as little as needed to show the whole item at
    /// `indexPath`, lays it out and returns the item's cell; nil when the list has no such item or is neither.
    public func scrollCellIntoView(in list: UIView, at indexPath: IndexPath) -> UIView? {
        switch list {
        case let collectionView as UICollectionView:
            guard collectionView.scrollItemIntoView(at: indexPath) else { return nil }
            return collectionView.cellForItem(at: indexPath)
        case let table as UITableView:
            guard indexPath.count == 2, indexPath.section < table.numberOfSections,
                  indexPath.row < table.numberOfRows(inSection: indexPath.section) else { return nil }
            if table.cellForRow(at: indexPath).map({ !table.bounds.contains($0.frame) }) ?? true {
                table.scrollToRow(at: indexPath, at: .none, animated: false)
            }
            table.layoutIfNeeded()
            return table.cellForRow(at: indexPath)
        default:
            return nil
        }
    }

    /// Whether a view is a list whose cells `scrollCellIntoView` reaches.
    public static func isList(_ view: UIView) -> Bool {
        view is UICollectionView || view is UITableView
    }
}
