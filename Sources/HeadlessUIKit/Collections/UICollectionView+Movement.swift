import Foundation

/// Moving an item interactively (docs/uikit-rules.md 16.39), as a reordering gesture drives it: begin with the
/// item, update with the touch's position, then end (the data source moves the item) or cancel (it goes back).
extension UICollectionView {
    /// Starts moving `indexPath`'s item: false, with nothing started, when a movement is already under way, the
    /// collection view has no such item, or the data source's `canMoveItemAt` says no.
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        loadDataIfNeeded()
        guard interactiveMovement == nil, isValid(indexPath) else { return false }
        let allowed = askDataSource("collectionView(_:canMoveItemAt:)") {
            $0.collectionView(self, canMoveItemAt: indexPath)
        } ?? false
        guard allowed else { return false }
        interactiveMovement = (indexPath, indexPath, nil)
        return true
    }

    /// Moves the item's cell to centre on `targetPosition` (collection view coordinates). When another item's
    /// place lies under the position, the delegate's `targetIndexPathForMoveOfItemFromOriginalIndexPath…` may
    /// change that proposal; the item then shows at the target and the items between shift, as a batch move does
    /// (the data source is not told until the movement ends).
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard var movement = interactiveMovement else { return }
        movement.position = targetPosition
        if let proposed = indexPathForItem(at: targetPosition), proposed != movement.current {
            let (original, current) = (movement.original, movement.current)
            let target = askDelegate("collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)") {
                $0.collectionView(self, targetIndexPathForMoveOfItemFromOriginalIndexPath: original,
                                  atCurrentIndexPath: current, toProposedIndexPath: proposed)
            } ?? proposed
            if target != current {
                // The moving cell, carried to `target`, is placed at the touch while the others shift.
                interactiveMovement = (original, target, targetPosition)
                if showMove(from: current, to: target) { movement.current = target }
            }
        }
        interactiveMovement = movement
        layoutVisibleContent()
    }

    /// Ends the movement where the item shows: the data source's `moveItemAt` (from the original index path to the
    /// current one) is called, and the cell takes its place in the layout.
    public func endInteractiveMovement() {
        guard let movement = interactiveMovement else { return }
        interactiveMovement = nil
        askDataSource("collectionView(_:moveItemAt:to:)") {
            $0.collectionView(self, moveItemAt: movement.original, to: movement.current)
        }
        layoutVisibleContent()
    }

    /// Puts the item back where it was; the data source hears nothing.
    public func cancelInteractiveMovement() {
        guard let movement = interactiveMovement else { return }
        interactiveMovement = nil
        if movement.current != movement.original { _ = showMove(from: movement.current, to: movement.original) }
        layoutVisibleContent()
    }

    /// Shows the item at `from` at `to`, the others shifting, without asking the data source for new counts;
    /// false when `to` is not a place the item can take.
    private func showMove(from: IndexPath, to: IndexPath) -> Bool {
        guard to.count == 2, itemCounts.indices.contains(to.section), to.item >= 0 else { return false }
        var counts = itemCounts
        counts[from.section] -= 1
        counts[to.section] += 1
        guard to.item < counts[to.section] else { return false }
        do throws(TableUpdateError) {
            apply(try TableUpdatePlan(operations: [.moveRow(from, to)], old: itemCounts) { counts })
            return true
        } catch {
            return false
        }
    }
}
