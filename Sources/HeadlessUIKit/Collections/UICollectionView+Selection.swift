import Foundation

/// Selecting items (docs/uikit-rules.md 16.4-16.7). A finger that lands on an item highlights it
/// (`shouldHighlightItemAt`, `didHighlightItemAt`); when it lifts on the same item the collection view asks
/// `shouldSelectItemAt`, removes the highlight (`didUnhighlightItemAt`), deselects the item selected before when only
/// one may be (`didDeselectItemAt`), selects (any storyboard segue of the cell) and calls `didSelectItemAt`. With
/// multiple selection a tap on a selected item asks `shouldDeselectItemAt` instead and deselects it. A drag that
/// scrolls cancels the touch, so nothing is selected.
///
/// `selectItem` and `deselectItem` in code do not call the delegate, as in UIKit.
extension UICollectionView {
    public var indexPathsForSelectedItems: [IndexPath]? {
        selectedIndexPaths.sorted()
    }

    /// Selects an item without asking the delegate; nil deselects every item. With only single selection the item
    /// selected before is deselected. Scrolls to the item at `scrollPosition` (nothing when it is empty).
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        loadDataIfNeeded()
        guard let indexPath else {
            for selected in selectedIndexPaths { setItem(selected, selected: false) }
            return
        }
        guard isValid(indexPath) else {
            Runtime.current.report("selectItem(at: [\(indexPath.section), \(indexPath.item)]) ignored: \(describeBounds(of: indexPath))")
            return
        }
        guard allowsSelectionNow else { return }
        if !allowsMultipleSelectionNow {
            for selected in selectedIndexPaths where selected != indexPath { setItem(selected, selected: false) }
        }
        setItem(indexPath, selected: true)
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects an item without asking the delegate.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        setItem(indexPath, selected: false)
    }

    var allowsSelectionNow: Bool { isEditing ? allowsSelectionDuringEditing || allowsSelection : allowsSelection }
    var allowsMultipleSelectionNow: Bool {
        isEditing ? allowsMultipleSelectionDuringEditing || allowsMultipleSelection : allowsMultipleSelection
    }

    func setItem(_ indexPath: IndexPath, selected: Bool) {
        if selected { selectedIndexPaths.insert(indexPath) } else { selectedIndexPaths.remove(indexPath) }
        if let cell = visibleCellsByIndexPath[indexPath], cell.isSelected != selected { cell.isSelected = selected }
    }

    // MARK: Touches (they reach the collection view up the responder chain from its cells)

    func selectionTouchBegan(_ touch: UITouch) {
        guard selectionTouch == nil, allowsSelectionNow,
              let indexPath = indexPathForItem(at: touch.location(in: self)) else { return }
        let highlight = askDelegate("collectionView(_:shouldHighlightItemAt:)") {
            $0.collectionView(self, shouldHighlightItemAt: indexPath)
        } ?? true
        // 16.4: refusing the highlight skips the whole selection process.
        guard highlight else { return }
        selectionTouch = touch
        touchedIndexPath = indexPath
        highlightedIndexPath = indexPath
        visibleCellsByIndexPath[indexPath]?.isHighlighted = true
        askDelegate("collectionView(_:didHighlightItemAt:)") { $0.collectionView(self, didHighlightItemAt: indexPath) }
    }

    func selectionTouchEnded(_ touch: UITouch, cancelled: Bool) {
        guard selectionTouch === touch, let indexPath = touchedIndexPath else { return }
        selectionTouch = nil
        touchedIndexPath = nil
        guard !cancelled, indexPathForItem(at: touch.location(in: self)) == indexPath else {
            unhighlight()
            return
        }
        if allowsMultipleSelectionNow, selectedIndexPaths.contains(indexPath) {
            let allowed = askDelegate("collectionView(_:shouldDeselectItemAt:)") {
                $0.collectionView(self, shouldDeselectItemAt: indexPath)
            } ?? true
            unhighlight()
            guard allowed else { return }
            setItem(indexPath, selected: false)
            askDelegate("collectionView(_:didDeselectItemAt:)") { $0.collectionView(self, didDeselectItemAt: indexPath) }
            return
        }
        let allowed = askDelegate("collectionView(_:shouldSelectItemAt:)") {
            $0.collectionView(self, shouldSelectItemAt: indexPath)
        } ?? true
        unhighlight()
        guard allowed else { return }
        if !allowsMultipleSelectionNow {
            for selected in selectedIndexPaths.sorted() where selected != indexPath {
                setItem(selected, selected: false)
                askDelegate("collectionView(_:didDeselectItemAt:)") { $0.collectionView(self, didDeselectItemAt: selected) }
            }
        }
        setItem(indexPath, selected: true)
        if let cell = visibleCellsByIndexPath[indexPath], let trigger = cell.selectionSegueTrigger { trigger(cell) }
        askDelegate("collectionView(_:didSelectItemAt:)") { $0.collectionView(self, didSelectItemAt: indexPath) }
    }

    func unhighlight() {
        guard let indexPath = highlightedIndexPath else { return }
        highlightedIndexPath = nil
        visibleCellsByIndexPath[indexPath]?.isHighlighted = false
        askDelegate("collectionView(_:didUnhighlightItemAt:)") { $0.collectionView(self, didUnhighlightItemAt: indexPath) }
    }
}
