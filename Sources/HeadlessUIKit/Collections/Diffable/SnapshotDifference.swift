import Foundation

/// The batch updates that turn one snapshot into another (docs/uikit-rules.md 16.23), in the terms batch updates use:
/// deletions, reloads and the sources of moves as index paths before, insertions and destinations after.
///
/// Sections: those only in the old snapshot are deleted, those only in the new inserted; of the sections in both,
/// the longest run whose order is unchanged stays and the others move. Items the same way within each staying
/// section: the longest run of items in their old order stays, the others move (from another section too); items
/// only in the old snapshot are deleted, only in the new inserted (nothing is said of items of inserted or deleted
/// sections: the section says it). A reloaded or reconfigured item that stays is reloaded; one that moves is deleted
/// and inserted, so it gets a new cell. A reloaded section reloads its staying items. Cost: O(n log n) in the
/// number of items.
struct SnapshotDifference: Equatable {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var movedSections: [Move<Int>] = []
    var deletedItems: [IndexPath] = []
    var insertedItems: [IndexPath] = []
    var movedItems: [Move<IndexPath>] = []
    var reloadedItems: [IndexPath] = []

    struct Move<Position: Equatable>: Equatable {
        var from: Position
        var to: Position
    }

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty && deletedItems.isEmpty
            && insertedItems.isEmpty && movedItems.isEmpty && reloadedItems.isEmpty
    }

    init() {}

    init<Section: Hashable, Item: Hashable>(from old: NSDiffableDataSourceSnapshot<Section, Item>,
                                            to new: NSDiffableDataSourceSnapshot<Section, Item>) {
        // Sections.
        var newSectionIndex: [Section: Int] = [:]
        newSectionIndex.reserveCapacity(new.sectionIdentifiers.count)
        for (index, section) in new.sectionIdentifiers.enumerated() { newSectionIndex[section] = index }
        var oldToNewSection: [Int?] = []
        oldToNewSection.reserveCapacity(old.sectionIdentifiers.count)
        for (index, section) in old.sectionIdentifiers.enumerated() {
            let target = newSectionIndex[section]
            oldToNewSection.append(target)
            if target == nil { deletedSections.insert(index) }
        }
        var newToOldSection: [Int?] = Array(repeating: nil, count: new.sectionIdentifiers.count)
        for (oldIndex, target) in oldToNewSection.enumerated() { if let target { newToOldSection[target] = oldIndex } }
        for (index, source) in newToOldSection.enumerated() where source == nil { insertedSections.insert(index) }
        let survivingSections = newToOldSection.enumerated().compactMap { new, old in old.map { (new: new, old: $0) } }
        let stayingSections = Self.longestIncreasingRun(survivingSections.map(\.old))
        for (position, pair) in survivingSections.enumerated() where !stayingSections.contains(position) {
            movedSections.append(Move(from: pair.old, to: pair.new))
        }

        // Items.
        let reloadedSections = Set(new.reloadedSectionIdentifiers)
        let reloaded = Set(new.reloadedItemIdentifiers).union(new.reconfiguredItemIdentifiers)
        var oldLocation: [Item: IndexPath] = [:]
        oldLocation.reserveCapacity(old.numberOfItems)
        for (section, items) in old.itemsBySection.enumerated() {
            for (index, item) in items.enumerated() { oldLocation[item] = IndexPath(item: index, section: section) }
        }
        var present = Set<Item>()
        present.reserveCapacity(new.numberOfItems)
        for (newSection, items) in new.itemsBySection.enumerated() {
            for item in items { present.insert(item) }
            guard let source = newToOldSection[newSection] else { continue }  // an inserted section says it all
            let sectionReloaded = reloadedSections.contains(new.sectionIdentifiers[newSection])
            // Items that were in the same section: candidates to stay.
            var sameSection: [(newIndex: Int, oldIndex: Int)] = []
            for (newIndex, item) in items.enumerated() {
                guard let from = oldLocation[item] else {
                    insertedItems.append(IndexPath(item: newIndex, section: newSection))
                    continue
                }
                if from.section == source {
                    sameSection.append((newIndex, from.item))
                } else if oldToNewSection[from.section] == nil || reloaded.contains(item) {
                    // From a deleted section (which says its items went), or reloaded: a new cell here.
                    if oldToNewSection[from.section] != nil { deletedItems.append(from) }
                    insertedItems.append(IndexPath(item: newIndex, section: newSection))
                } else {
                    movedItems.append(Move(from: from, to: IndexPath(item: newIndex, section: newSection)))
                }
            }
            let staying = Self.longestIncreasingRun(sameSection.map(\.oldIndex))
            for (position, pair) in sameSection.enumerated() {
                let from = IndexPath(item: pair.oldIndex, section: source)
                let to = IndexPath(item: pair.newIndex, section: newSection)
                let item = items[pair.newIndex]
                if staying.contains(position) {
                    if reloaded.contains(item) || sectionReloaded { reloadedItems.append(from) }
                } else if reloaded.contains(item) {
                    deletedItems.append(from)
                    insertedItems.append(to)
                } else {
                    movedItems.append(Move(from: from, to: to))
                }
            }
        }
        for (section, items) in old.itemsBySection.enumerated() where oldToNewSection[section] != nil {
            for (index, item) in items.enumerated() where !present.contains(item) {
                deletedItems.append(IndexPath(item: index, section: section))
            }
        }
        // Items that left a staying section for an inserted one are deleted from the old section.
        for (newSection, items) in new.itemsBySection.enumerated() where newToOldSection[newSection] == nil {
            for item in items {
                if let from = oldLocation[item], oldToNewSection[from.section] != nil { deletedItems.append(from) }
            }
        }
        deletedItems.sort()
        insertedItems.sort()
        reloadedItems.sort()
    }

    /// The positions (in `values`) of a longest strictly increasing subsequence: patience sorting, O(n log n).
    static func longestIncreasingRun(_ values: [Int]) -> Set<Int> {
        guard !values.isEmpty else { return [] }
        var tails: [Int] = []  // positions of the smallest tail of each run length
        var previous = Array(repeating: -1, count: values.count)
        for (position, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let mid = (low + high) / 2
                if values[tails[mid]] < value { low = mid + 1 } else { high = mid }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var result = Set<Int>(minimumCapacity: tails.count)
        var position = tails.last ?? -1
        while position >= 0 {
            result.insert(position)
            position = previous[position]
        }
        return result
    }
}

/// A view that takes a snapshot difference as batch updates: the collection view itself, or a table with its row
/// animation.
@MainActor
protocol DiffableUpdating {
    func deleteSections(_ sections: IndexSet)
    func insertSections(_ sections: IndexSet)
    func moveSection(_ section: Int, toSection newSection: Int)
    func deleteItems(at indexPaths: [IndexPath])
    func insertItems(at indexPaths: [IndexPath])
    func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath)
    func reloadItems(at indexPaths: [IndexPath])
}

extension SnapshotDifference {
    /// Deleted sections, inserted sections and moved sections, then the same for items, then reloads: the order the
    /// data sources' batch updates give them (docs/uikit-rules.md 16).
    @MainActor func perform(on target: DiffableUpdating) {
        if !deletedSections.isEmpty { target.deleteSections(deletedSections) }
        if !insertedSections.isEmpty { target.insertSections(insertedSections) }
        for move in movedSections { target.moveSection(move.from, toSection: move.to) }
        if !deletedItems.isEmpty { target.deleteItems(at: deletedItems) }
        if !insertedItems.isEmpty { target.insertItems(at: insertedItems) }
        for move in movedItems { target.moveItem(at: move.from, to: move.to) }
        if !reloadedItems.isEmpty { target.reloadItems(at: reloadedItems) }
    }
}

extension UICollectionView: DiffableUpdating {}

/// A table taking a difference's items as rows, with one row animation.
@MainActor
struct TableDiffableUpdates: DiffableUpdating {
    let table: UITableView
    let animation: UITableView.RowAnimation

    func deleteSections(_ sections: IndexSet) { table.deleteSections(sections, with: animation) }
    func insertSections(_ sections: IndexSet) { table.insertSections(sections, with: animation) }
    func moveSection(_ section: Int, toSection newSection: Int) { table.moveSection(section, toSection: newSection) }
    func deleteItems(at indexPaths: [IndexPath]) { table.deleteRows(at: indexPaths, with: animation) }
    func insertItems(at indexPaths: [IndexPath]) { table.insertRows(at: indexPaths, with: animation) }
    func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { table.moveRow(at: indexPath, to: newIndexPath) }
    func reloadItems(at indexPaths: [IndexPath]) { table.reloadRows(at: indexPaths, with: animation) }
}
