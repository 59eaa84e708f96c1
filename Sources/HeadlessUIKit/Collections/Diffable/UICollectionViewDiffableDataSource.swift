import Foundation

/// A collection view's data source driven by snapshots (docs/uikit-rules.md 16.22-16.25). It answers the collection
/// view from its current snapshot, makes cells with `cellProvider` and supplementary views with
/// `supplementaryViewProvider`; `apply` computes the difference from the current snapshot (`SnapshotDifference`) and
/// gives it to the collection view as one batch update. A snapshot with repeated identifiers is refused and
/// reported (UIKit raises), and the current snapshot stays.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: UICollectionViewDataSource {
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    open var supplementaryViewProvider: SupplementaryViewProvider?
    private var current = Snapshot()
    /// The trees applied to sections (`apply(_:to:)`), by section.
    var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]
    /// What the data source does when the user reorders items (iOS 14, docs/uikit-rules.md 6.99); no reordering
    /// until `canReorderItem` is set.
    open var reorderingHandlers = ReorderingHandlers()

    /// Becomes the collection view's data source (it keeps a weak reference: keep this object alive).
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    /// A copy of the current snapshot.
    open func snapshot() -> Snapshot { current }

    /// Makes `snapshot` current and updates the collection view with the difference, as one batch; `completion`
    /// runs when the batch's animation ends (at once on the host's next turn when nothing animates).
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        guard DiffableApply.accepts(snapshot) else {
            if let completion { DiffableApply.later(completion) }
            return
        }
        let difference = SnapshotDifference(from: current, to: snapshot)
        current = snapshot.withoutMarks
        if !sectionSnapshots.isEmpty {
            // A section tree stays only while the section still shows its visible items.
            sectionSnapshots = sectionSnapshots.filter { section, tree in
                snapshot.indexOfSection(section) != nil && snapshot.itemIdentifiers(inSection: section) == tree.visibleItems
            }
        }
        guard let collectionView else {
            completion?()
            return
        }
        guard !collectionView.needsReload, !difference.isEmpty else {
            collectionView.reloadIfNeverRead()
            if let completion { DiffableApply.later(completion) }
            return
        }
        collectionView.performBatchUpdates({ difference.perform(on: collectionView) },
                                           completion: completion.map { completion in { _ in completion() } })
        collectionView.layoutIfNeeded()
    }

    /// Makes `snapshot` current and reloads the collection view whole (no difference is computed).
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        guard DiffableApply.accepts(snapshot) else { return }
        current = snapshot.withoutMarks
        collectionView?.reloadData()
        collectionView?.layoutIfNeeded()
        if let completion { DiffableApply.later(completion) }
    }

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        indexPath.count == 2 ? current.item(inSection: indexPath.section, at: indexPath.item) : nil
    }

    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.location(of: itemIdentifier).map { IndexPath(item: $0.item, section: $0.section) }
    }

    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionIdentifier(at: index)
    }

    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        current.indexOfSection(sectionIdentifier)
    }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        current.itemCount(inSection: section)
    }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        if let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) { return cell }
        Runtime.current.report("UICollectionViewDiffableDataSource: the cell provider returned nil for [\(indexPath.section), \(indexPath.item)] (UIKit raises); an empty cell is shown")
        let cell = UICollectionViewCell(frame: .zero)
        cell.reuseIdentifier = "UICollectionViewDiffableDataSource.empty"
        return cell
    }

    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
        return collectionView.missingSupplementaryView(kind: kind, at: indexPath)
    }

    /// True when `reorderingHandlers.canReorderItem` allows the item (6.99).
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        canReorder(at: indexPath)
    }

    /// Moves the item in the current snapshot, telling `willReorder` and `didReorder` (6.99).
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                             to destinationIndexPath: IndexPath) {
        reorder(from: sourceIndexPath, to: destinationIndexPath)
    }

    /// Replaces the current snapshot after a reorder the collection view already shows (no update is sent).
    func takeReordered(_ snapshot: Snapshot, sections: [SectionIdentifierType]) {
        current = snapshot
        for section in sections where sectionSnapshots[section] != nil {
            var tree = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
            tree.append(snapshot.itemIdentifiers(inSection: section))
            sectionSnapshots[section] = tree
        }
    }
}

/// What both diffable data sources share.
@MainActor
enum DiffableApply {
    /// False, with UIKit's message reported, for a snapshot with repeated identifiers (docs/uikit-rules.md 16.24).
    static func accepts<Section: Hashable, Item: Hashable>(_ snapshot: NSDiffableDataSourceSnapshot<Section, Item>) -> Bool {
        let duplicates = snapshot.duplicates
        if !duplicates.items.isEmpty {
            Runtime.current.report("Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\(describe(duplicates.items)))}. The snapshot was not applied; the data source keeps its current one (UIKit raises here)")
            return false
        }
        if !duplicates.sections.isEmpty {
            Runtime.current.report("Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\(describe(duplicates.sections)))}. The snapshot was not applied; the data source keeps its current one (UIKit raises here)")
            return false
        }
        return true
    }

    private static func describe<T>(_ values: [T]) -> String {
        var seen = Set<String>()
        return values.map { "\($0)" }.filter { seen.insert($0).inserted }.joined(separator: ", ")
    }

    static func later(_ completion: @escaping () -> Void) {
        MainRunLoop.current.schedule(after: 0, repeating: 0, kind: .animation, detail: "diffable data source apply") { _ in
            completion()
        }
    }
}

extension UICollectionView {
    /// A snapshot applied before the collection view first read its data: it reads it on its next layout.
    func reloadIfNeverRead() {
        if needsReload { setNeedsLayout() }
    }
}
