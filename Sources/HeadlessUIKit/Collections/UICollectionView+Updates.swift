import Foundation

/// Changing items and sections in place (docs/uikit-rules.md 16.10), checked as a table's batch updates are
/// (`TableUpdatePlan`, docs/uikit-rules.md 6.5).
///
/// Within one batch, deletions, reloads and the sources of moves name items and sections as they were before the
/// batch; insertions and the destinations of moves name them as they are after it. When the batch ends the
/// collection view asks the data source for its new counts and checks each against the old count plus the changes.
/// Then items that stay keep their cells (moved to their new places), deleted and reloaded items' cells go back to
/// the reuse queues, the layout is invalidated and the items now visible get cells at once. Selected items follow
/// their items. The completion runs at the next turn of the run loop after the 0.3 s animation on the host clock.
extension UICollectionView {
    /// Runs `updates` as one batch. An inconsistent batch is reported and the collection view reloads from the data
    /// source (the completion then receives false).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        batch.depth += 1
        updates?()
        batch.depth -= 1
        guard batch.depth == 0 else {
            if let completion { scheduleCompletion(completion, finished: true) }
            return
        }
        do {
            try commit(completion: completion)
        } catch {
            Runtime.current.report("\(type(of: self)): \(error)")
        }
    }

    /// Our addition: `performBatchUpdates` that throws why the batch is inconsistent (after reloading from the data
    /// source, as the reporting form does).
    public func performBatchUpdatesOrThrow(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) throws(CollectionUpdateError) {
        batch.depth += 1
        updates()
        batch.depth -= 1
        guard batch.depth == 0 else { return }
        try commit(completion: completion)
    }

    public func insertItems(at indexPaths: [IndexPath]) { record(.insertRows(indexPaths)) }
    public func deleteItems(at indexPaths: [IndexPath]) { record(.deleteRows(indexPaths)) }
    public func reloadItems(at indexPaths: [IndexPath]) { record(.reloadRows(indexPaths)) }
    /// iOS 15's lighter reload: the visible cell is configured again by the data source; here it is made again like
    /// a reload.
    public func reconfigureItems(at indexPaths: [IndexPath]) { record(.reloadRows(indexPaths)) }
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { record(.moveRow(indexPath, newIndexPath)) }
    public func insertSections(_ sections: IndexSet) { record(.insertSections(sections)) }
    public func deleteSections(_ sections: IndexSet) { record(.deleteSections(sections)) }
    public func reloadSections(_ sections: IndexSet) { record(.reloadSections(sections)) }
    public func moveSection(_ section: Int, toSection newSection: Int) { record(.moveSection(section, newSection)) }

    private func record(_ operation: TableBatch.Operation) {
        batch.operations.append(operation)
        batch.animated = true
        if batch.depth == 0 { performBatchUpdates(nil) }
    }

    private func scheduleCompletion(_ completion: @escaping (Bool) -> Void, finished: Bool, animated: Bool = false) {
        MainRunLoop.current.schedule(after: animated ? ScrollMotion.settleDuration : 0, repeating: 0, kind: .animation,
                                     detail: "collection view update animation") { _ in completion(finished) }
    }

    // MARK: Applying a batch

    private func commit(completion: ((Bool) -> Void)?) throws(CollectionUpdateError) {
        let operations = batch.operations
        let animated = batch.animated
        batch.operations.removeAll()
        batch.animated = false
        guard !needsReload else {
            // The data was never read (or a reload is pending): it is read whole on the next layout.
            if let completion { scheduleCompletion(completion, finished: true) }
            return
        }
        do throws(TableUpdateError) {
            let plan = try TableUpdatePlan(operations: operations, old: itemCounts) { readCounts() }
            if animated {
                applyAnimating(plan, operations: operations)
            } else {
                apply(plan)
            }
            if let completion { scheduleCompletion(completion, finished: true, animated: animated) }
        } catch {
            reloadData()
            layoutVisibleContent()
            if let completion { scheduleCompletion(completion, finished: false) }
            throw CollectionUpdateError(error)
        }
    }

    /// Applies the plan: cells carried to their new index paths, the others leave (`keepLeaving` may keep one
    /// on screen, to end its display itself), and the items now visible get cells.
    func apply(_ plan: TableUpdatePlan,
               keepLeaving: (IndexPath, UICollectionViewCell) -> Bool = { _, _ in false }) {
        let (kept, leaving) = plan.carry(visibleCellsByIndexPath)
        for (old, cell) in leaving where !keepLeaving(old, cell) { endDisplaying(cell, at: old) }
        visibleCellsByIndexPath = kept
        selectedIndexPaths = plan.carry(selection: selectedIndexPaths)
        highlightedIndexPath = highlightedIndexPath.flatMap { plan.rowMap[$0] }
        touchedIndexPath = touchedIndexPath.flatMap { plan.rowMap[$0] }
        // Supplementary views are asked for again: their sections may have moved.
        for (key, view) in visibleSupplementaryViews.sorted(by: { $0.key < $1.key }) { endDisplaying(view, key) }
        visibleSupplementaryViews.removeAll()
        itemCounts = plan.newCounts
        collectionViewLayout.dataDidChange()
        prefetcher.forget()
        collectionViewLayout.invalidateLayout()
        layoutVisibleContent()
    }
}
