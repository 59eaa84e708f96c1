import Foundation

/// A reorder the user made in a diffable data source's collection view (iOS 14, docs/uikit-rules.md 6.99): the
/// snapshots before and after, the change to the item order, and the change in each section it touched.
public struct NSDiffableDataSourceTransaction<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// From the initial snapshot's items, in order, to the final one's.
    public let difference: CollectionDifference<ItemIdentifierType>
    public let sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]
}

/// The part of a reorder in one section (6.99).
public struct NSDiffableDataSourceSectionTransaction<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    public let sectionIdentifier: SectionIdentifierType
    public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// From the section's items before to after.
    public let difference: CollectionDifference<ItemIdentifierType>
}

extension UICollectionViewDiffableDataSource {
    /// The closures a data source calls while the user reorders its items (6.99).
    public struct ReorderingHandlers {
        /// Whether the item may be moved; no item may be while it is nil, as in UIKit.
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        /// Called before the data source takes the new order.
        public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// Called after the data source took the new order (its `snapshot()` is the final one).
        public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

        public init() {}
    }

    func canReorder(at indexPath: IndexPath) -> Bool {
        guard let canReorderItem = reorderingHandlers.canReorderItem, let item = itemIdentifier(for: indexPath) else {
            return false
        }
        return canReorderItem(item)
    }

    /// Takes the order the collection view shows after an interactive move: the item leaves its place and goes to
    /// `destination`; `willReorder` hears the transaction first, `didReorder` after the snapshot changed.
    func reorder(from source: IndexPath, to destination: IndexPath) {
        let initial = snapshot()
        guard let item = itemIdentifier(for: source), source != destination,
              let sourceSection = initial.sectionIdentifier(at: source.section),
              let destinationSection = initial.sectionIdentifier(at: destination.section) else { return }
        var items = initial.sectionIdentifiers.map { initial.itemIdentifiers(inSection: $0) }
        items[source.section].remove(at: source.item)
        items[destination.section].insert(item, at: min(destination.item, items[destination.section].count))
        var final = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
        final.appendSections(initial.sectionIdentifiers)
        for (section, sectionItems) in zip(initial.sectionIdentifiers, items) where !sectionItems.isEmpty {
            final.appendItems(sectionItems, toSection: section)
        }
        let touched = sourceSection == destinationSection ? [sourceSection] : [sourceSection, destinationSection]
        let sections = touched.map { section -> NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType> in
            let before = initial.itemIdentifiers(inSection: section)
            let after = final.itemIdentifiers(inSection: section)
            var beforeTree = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
            beforeTree.append(before)
            var afterTree = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
            afterTree.append(after)
            return NSDiffableDataSourceSectionTransaction(sectionIdentifier: section, initialSnapshot: beforeTree,
                                                          finalSnapshot: afterTree, difference: after.difference(from: before))
        }
        let transaction = NSDiffableDataSourceTransaction(
            initialSnapshot: initial, finalSnapshot: final,
            difference: final.itemIdentifiers.difference(from: initial.itemIdentifiers), sectionTransactions: sections)
        reorderingHandlers.willReorder?(transaction)
        takeReordered(final, sections: touched)
        reorderingHandlers.didReorder?(transaction)
    }
}
