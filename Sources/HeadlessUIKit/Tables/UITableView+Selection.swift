import Foundation

/// Selecting rows (docs/uikit-rules.md 6.5). A finger that lands on a row highlights it (`shouldHighlightRowAt`,
/// `didHighlightRowAt`); when it lifts on the same row the row is unhighlighted and selected (`willSelectRowAt`,
/// which may refuse or redirect, the deselection of the row selected before when only one may be, any storyboard
/// segue of the cell, then `didSelectRowAt`). With multiple selection a tap on a selected row deselects it. A drag
/// that scrolls cancels the touch (the scroll view takes it), so nothing is selected. As the touch comes through the
/// scroll view, it arrives once the finger rested 0.15 s or lifted (`delaysContentTouches`).
///
/// `selectRow` and `deselectRow` in code do not call the delegate, as in UIKit.
extension UITableView {
    public var indexPathForSelectedRow: IndexPath? {
        selectedIndexPaths.min()
    }

    public var indexPathsForSelectedRows: [IndexPath]? {
        selectedIndexPaths.isEmpty ? nil : selectedIndexPaths.sorted()
    }

    /// Selects a row without asking the delegate; nil deselects every row. With only single selection the row
    /// selected before is deselected. Scrolls to the row at `scrollPosition`.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        loadDataIfNeeded()
        guard let indexPath else {
            for selected in selectedIndexPaths { setRow(selected, selected: false, animated: animated) }
            return
        }
        guard geometry.contains(indexPath) else {
            Runtime.current.report("selectRow(at: [\(indexPath.section), \(indexPath.row)]) ignored: \(describeBounds(of: indexPath))")
            return
        }
        guard allowsSelectionNow else { return }
        if !allowsMultipleSelectionNow {
            for selected in selectedIndexPaths where selected != indexPath { setRow(selected, selected: false, animated: animated) }
        }
        setRow(indexPath, selected: true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects a row without asking the delegate.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        setRow(indexPath, selected: false, animated: animated)
    }

    var allowsSelectionNow: Bool { isEditing ? allowsSelectionDuringEditing : allowsSelection }
    var allowsMultipleSelectionNow: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

    /// Records the row's selection and tells its cell with `setSelected(_:animated:)` (never through `isSelected`,
    /// docs/uikit-rules.md 6.89): `animated` as given in code, false for a tap, as UIKit passes them.
    func setRow(_ indexPath: IndexPath, selected: Bool, animated: Bool = false) {
        if selected { selectedIndexPaths.insert(indexPath) } else { selectedIndexPaths.remove(indexPath) }
        if let cell = visibleCellsByIndexPath[indexPath], cell.isSelected != selected {
            cell.setSelected(selected, animated: animated)
        }
    }

    // MARK: Touches (they reach the table up the responder chain from its cells)

    func selectionTouchBegan(_ touch: UITouch) {
        if closeOpenSwipe() {
            swallowedTouch = touch
            return
        }
        guard selectionTouch == nil, allowsSelectionNow,
              let indexPath = indexPathForRow(at: touch.location(in: self)) else { return }
        selectionTouch = touch
        touchedIndexPath = indexPath
        let highlight = askDelegate("tableView(_:shouldHighlightRowAt:)") {
            $0.tableView(self, shouldHighlightRowAt: indexPath)
        } ?? true
        guard highlight else { return }
        highlightedIndexPath = indexPath
        visibleCellsByIndexPath[indexPath]?.setHighlighted(true, animated: false)
        askDelegate("tableView(_:didHighlightRowAt:)") { $0.tableView(self, didHighlightRowAt: indexPath) }
    }

    func selectionTouchEnded(_ touch: UITouch, cancelled: Bool) {
        if swallowedTouch === touch {
            swallowedTouch = nil
            return
        }
        guard selectionTouch === touch, let indexPath = touchedIndexPath else { return }
        selectionTouch = nil
        touchedIndexPath = nil
        unhighlight()
        guard !cancelled, indexPathForRow(at: touch.location(in: self)) == indexPath else { return }
        selectByUser(indexPath)
    }

    func unhighlight() {
        guard let indexPath = highlightedIndexPath else { return }
        highlightedIndexPath = nil
        visibleCellsByIndexPath[indexPath]?.setHighlighted(false, animated: false)
        askDelegate("tableView(_:didUnhighlightRowAt:)") { $0.tableView(self, didUnhighlightRowAt: indexPath) }
    }

    private func selectByUser(_ indexPath: IndexPath) {
        if allowsMultipleSelectionNow, selectedIndexPaths.contains(indexPath) {
            deselectByUser(indexPath)
            return
        }
        let proposed = askDelegate("tableView(_:willSelectRowAt:)") { $0.tableView(self, willSelectRowAt: indexPath) }
        let target: IndexPath
        switch proposed {
        case .none: target = indexPath  // no delegate
        case .some(.none): return  // the delegate refused
        case .some(.some(let redirected)): target = redirected
        }
        guard geometry.contains(target) else {
            Runtime.current.report("tableView(_:willSelectRowAt:) returned [\(target.section), \(target.row)]: \(describeBounds(of: target)); nothing selected")
            return
        }
        if !allowsMultipleSelectionNow {
            for selected in selectedIndexPaths.sorted() where selected != target { deselectByUser(selected) }
        }
        setRow(target, selected: true)
        if let cell = visibleCellsByIndexPath[target], let trigger = cell.selectionSegueTrigger { trigger(cell) }
        askDelegate("tableView(_:didSelectRowAt:)") { $0.tableView(self, didSelectRowAt: target) }
    }

    private func deselectByUser(_ indexPath: IndexPath) {
        let proposed = askDelegate("tableView(_:willDeselectRowAt:)") { $0.tableView(self, willDeselectRowAt: indexPath) }
        let target: IndexPath
        switch proposed {
        case .none: target = indexPath
        case .some(.none): return
        case .some(.some(let redirected)): target = redirected
        }
        guard selectedIndexPaths.contains(target) else { return }
        setRow(target, selected: false)
        askDelegate("tableView(_:didDeselectRowAt:)") { $0.tableView(self, didDeselectRowAt: target) }
    }

    func accessoryButtonTapped(in cell: UITableViewCell) {
        guard let indexPath = indexPath(for: cell) else { return }
        askDelegate("tableView(_:accessoryButtonTappedForRowWith:)") {
            $0.tableView(self, accessoryButtonTappedForRowWith: indexPath)
        }
    }
}
