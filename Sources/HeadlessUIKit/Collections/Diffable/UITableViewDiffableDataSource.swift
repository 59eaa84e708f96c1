import Foundation

/// A table's data source driven by snapshots (docs/uikit-rules.md 16.22-16.25), as the collection view's: cells from
/// `cellProvider`, `apply` as one batch update of the difference with `defaultRowAnimation`, repeated identifiers
/// refused and reported. Subclasses override the title and editing methods, as in UIKit.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: UITableViewDataSource {
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = Snapshot()
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// Becomes the table's data source (it keeps a weak reference: keep this object alive).
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        tableView.dataSource = self
    }

    open func snapshot() -> Snapshot { current }

    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        guard DiffableApply.accepts(snapshot) else {
            if let completion { DiffableApply.later(completion) }
            return
        }
        let difference = SnapshotDifference(from: current, to: snapshot)
        current = snapshot.withoutMarks
        guard let tableView else {
            completion?()
            return
        }
        guard !tableView.needsReload, !difference.isEmpty else {
            if tableView.needsReload { tableView.setNeedsLayout() }
            if let completion { DiffableApply.later(completion) }
            return
        }
        let updates = TableDiffableUpdates(table: tableView, animation: animatingDifferences ? defaultRowAnimation : .none)
        tableView.performBatchUpdates({ difference.perform(on: updates) },
                                      completion: completion.map { completion in { _ in completion() } })
        tableView.layoutIfNeeded()
    }

    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        guard DiffableApply.accepts(snapshot) else { return }
        current = snapshot.withoutMarks
        tableView?.reloadData()
        tableView?.layoutIfNeeded()
        if let completion { DiffableApply.later(completion) }
    }

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        indexPath.count == 2 ? current.item(inSection: indexPath.section, at: indexPath.row) : nil
    }

    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.location(of: itemIdentifier).map { IndexPath(row: $0.item, section: $0.section) }
    }

    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionIdentifier(at: index)
    }

    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        current.indexOfSection(sectionIdentifier)
    }

    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        current.itemCount(inSection: section)
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) { return cell }
        Runtime.current.report("UITableViewDiffableDataSource: the cell provider returned nil for [\(indexPath.section), \(indexPath.row)] (UIKit raises); an empty cell is shown")
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                        forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}
