import Foundation

/// Animated batch updates (docs/uikit-rules.md 16.43): the layout hears the changes in
/// `prepare(forCollectionViewUpdates:)`; a deleted item's visible cell animates to the layout's
/// `finalLayoutAttributesForDisappearingItem(at:)` (its old index path) and only then ends its display; an inserted
/// item's cell starts at `initialLayoutAttributesForAppearingItem(at:)` (its new index path) and animates to its place;
/// then `finalizeCollectionViewUpdates()`. The animations take 0.3 s on the host clock, as the completion does.
extension UICollectionView {
    func applyAnimating(_ plan: TableUpdatePlan, operations: [TableBatch.Operation]) {
        let layout = collectionViewLayout
        layout.prepare(forCollectionViewUpdates: operations.flatMap(Self.updateItems))
        var disappearing: [(IndexPath, UICollectionViewCell, UICollectionViewLayoutAttributes)] = []
        apply(plan) { old, cell in
            guard plan.rowMap[old] == nil, let final = layout.finalLayoutAttributesForDisappearingItem(at: old) else {
                return false
            }
            disappearing.append((old, cell, final))
            return true
        }
        for (old, cell, final) in disappearing {
            UIView.animate(withDuration: ScrollMotion.settleDuration, animations: { self.place(cell, final) },
                           completion: { _ in self.endDisplaying(cell, at: old) })
        }
        let staying = Set(plan.rowMap.values)
        for (new, cell) in visibleCellsByIndexPath.sorted(by: { $0.key < $1.key }) where !staying.contains(new) {
            guard let initial = layout.initialLayoutAttributesForAppearingItem(at: new),
                  let target = layout.layoutAttributesForItem(at: new) else { continue }
            UIView.performWithoutAnimation { place(cell, initial) }
            UIView.animate(withDuration: ScrollMotion.settleDuration) { self.place(cell, target) }
        }
        layout.finalizeCollectionViewUpdates()
    }

    /// A batch operation as the layout's update items: a section's update has `NSNotFound` as its item.
    private static func updateItems(_ operation: TableBatch.Operation) -> [UICollectionViewUpdateItem] {
        func section(_ index: Int) -> IndexPath { IndexPath(item: NSNotFound, section: index) }
        switch operation {
        case .insertRows(let paths): return paths.map { .init(before: nil, after: $0, action: .insert) }
        case .deleteRows(let paths): return paths.map { .init(before: $0, after: nil, action: .delete) }
        case .reloadRows(let paths): return paths.map { .init(before: $0, after: $0, action: .reload) }
        case .moveRow(let from, let to): return [.init(before: from, after: to, action: .move)]
        case .insertSections(let set): return set.map { .init(before: nil, after: section($0), action: .insert) }
        case .deleteSections(let set): return set.map { .init(before: section($0), after: nil, action: .delete) }
        case .reloadSections(let set): return set.map { .init(before: section($0), after: section($0), action: .reload) }
        case .moveSection(let from, let to): return [.init(before: section(from), after: section(to), action: .move)]
        }
    }
}
