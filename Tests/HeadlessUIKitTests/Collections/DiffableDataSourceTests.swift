import Foundation
import Testing
@testable import HeadlessUIKit

/// Snapshots, their difference, and the diffable data sources of collection views and tables
/// (docs/uikit-rules.md 16.22-16.25).
@Suite @MainActor struct DiffableDataSourceTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

    private func snapshot(_ sections: [(String, [Int])]) -> Snapshot {
        var snapshot = Snapshot()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    // docs/uikit-rules.md 16.22: a snapshot's queries and edits.
    @Test func snapshotQueriesAndEdits() {
        var snapshot = snapshot([("a", [1, 2, 3]), ("b", [4, 5])])
        snapshot.insertItems([9], afterItem: 1)
        snapshot.moveItem(5, beforeItem: 4)
        snapshot.deleteItems([3])
        snapshot.insertSections(["z"], beforeSection: "a")
        snapshot.appendItems([7])

        #expect(snapshot.sectionIdentifiers == ["z", "a", "b"])
        #expect(snapshot.itemIdentifiers == [1, 9, 2, 5, 4, 7])
        #expect(snapshot.itemIdentifiers(inSection: "b") == [5, 4, 7])
        #expect(snapshot.numberOfItems == 6)
        #expect(snapshot.numberOfItems(inSection: "z") == 0)
        #expect(snapshot.indexOfItem(5) == 3)
        #expect(snapshot.indexOfSection("b") == 2)
        #expect(snapshot.sectionIdentifier(containingItem: 9) == "a")
        snapshot.moveSection("z", afterSection: "b")
        #expect(snapshot.sectionIdentifiers == ["a", "b", "z"])
        snapshot.deleteSections(["a"])
        #expect(snapshot.itemIdentifiers == [5, 4, 7])
    }

    // docs/uikit-rules.md 16.23: the difference names deletions in old positions, insertions in new ones, and the
    // fewest moves (the longest run of items in their old order stays).
    @Test func differenceOfTwoSnapshots() {
        let old = snapshot([("a", [1, 2, 3, 4, 5]), ("b", [6, 7])])
        var new = snapshot([("a", [2, 3, 10, 5, 1]), ("b", [7, 6, 4])])
        new.reloadItems([3])

        let difference = SnapshotDifference(from: old, to: new)

        #expect(difference.deletedItems.isEmpty)
        #expect(difference.insertedItems == [IndexPath(item: 2, section: 0)])
        // In section a, 2, 3 and 5 keep their order and stay: 1 moves. In b, 6 stays and 7 moves; 4 comes from a.
        #expect(difference.movedItems == [
            .init(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 4, section: 0)),
            .init(from: IndexPath(item: 3, section: 0), to: IndexPath(item: 2, section: 1)),
            .init(from: IndexPath(item: 1, section: 1), to: IndexPath(item: 0, section: 1)),
        ])
        #expect(difference.reloadedItems == [IndexPath(item: 2, section: 0)])
        #expect(difference.deletedSections.isEmpty && difference.insertedSections.isEmpty)
    }

    // docs/uikit-rules.md 16.23: sections only in the old snapshot are deleted, only in the new inserted, and their
    // items go with them; out-of-order sections move.
    @Test func differenceOfSections() {
        let old = snapshot([("a", [1]), ("b", [2]), ("c", [3])])
        let new = snapshot([("c", [3]), ("b", [2, 1]), ("d", [4])])

        let difference = SnapshotDifference(from: old, to: new)

        #expect(difference.deletedSections == IndexSet([0]))
        #expect(difference.insertedSections == IndexSet([2]))
        #expect(difference.movedSections.count == 1)
        #expect(difference.insertedItems == [IndexPath(item: 1, section: 1)])
        #expect(difference.deletedItems.isEmpty)
        #expect(difference.movedItems.isEmpty)
    }

    // docs/uikit-rules.md 16.23: an oracle: applying the difference as a table batch plan maps every staying item to
    // its new position, for random snapshots.
    @Test func differenceAgreesWithTheBatchPlanOnRandomSnapshots() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let sectionNames = ["a", "b", "c", "d"]
            func random() -> Snapshot {
                var items = Array(0..<30).shuffled(using: &generator).prefix(Int.random(in: 0...30, using: &generator))
                var result = Snapshot()
                for name in sectionNames.shuffled(using: &generator).prefix(Int.random(in: 1...4, using: &generator)) {
                    let count = Int.random(in: 0...items.count, using: &generator)
                    result.appendSections([name])
                    result.appendItems(Array(items.prefix(count)), toSection: name)
                    items = items.dropFirst(count)
                }
                return result
            }
            let old = random(), new = random()
            let difference = SnapshotDifference(from: old, to: new)
            var operations: [TableBatch.Operation] = [
                .deleteSections(difference.deletedSections), .insertSections(difference.insertedSections),
                .deleteRows(difference.deletedItems), .insertRows(difference.insertedItems),
            ]
            operations += difference.movedSections.map { .moveSection($0.from, $0.to) }
            operations += difference.movedItems.map { .moveRow($0.from, $0.to) }
            let plan = try TableUpdatePlan(operations: operations, old: old.itemsBySection.map(\.count)) {
                new.itemsBySection.map(\.count)
            }
            for (oldPath, newPath) in plan.rowMap {
                #expect(old.itemsBySection[oldPath.section][oldPath.item] == new.itemsBySection[newPath.section][newPath.item])
            }
        }
    }

    // docs/uikit-rules.md 16.25: apply updates the collection view as one batch: cells of staying items are kept.
    @Test func collectionViewApplyUpdatesInPlace() throws {
        let app = try ViewTestApp()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        let registration = UICollectionView.CellRegistration<CollectionCountingCell, Int> { cell, _, item in
            cell.label.text = "\(item)"
        }
        let dataSource = UICollectionViewDiffableDataSource<String, Int>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        dataSource.apply(snapshot([("main", [1, 2, 3, 4, 5])]))
        app.show(collectionView)
        let cellOf4 = collectionView.cellForItem(at: IndexPath(item: 3, section: 0))
        var completed = false

        dataSource.apply(snapshot([("main", [4, 1, 3, 6])])) { completed = true }
        app.host.runUntilIdle()

        #expect(completed)
        #expect(collectionView.numberOfItems(inSection: 0) == 4)
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === cellOf4)
        let labels = (0..<4).map { (collectionView.cellForItem(at: IndexPath(item: $0, section: 0)) as? CollectionCountingCell)?.label.text }
        #expect(labels == ["4", "1", "3", "6"])
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 3, section: 0)) == 6)
        #expect(dataSource.indexPath(for: 3) == IndexPath(item: 2, section: 0))
        #expect(app.host.problems.isEmpty)
    }

    // docs/uikit-rules.md 16.24: a snapshot with repeated item identifiers is refused with UIKit's message, and the
    // data source keeps its snapshot.
    @Test func duplicateIdentifiersAreReportedAndRefused() throws {
        let app = try ViewTestApp()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 440),
                                              collectionViewLayout: UICollectionViewFlowLayout())
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { _, _, _ in }
        let dataSource = UICollectionViewDiffableDataSource<String, Int>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        dataSource.apply(snapshot([("main", [1, 2])]))
        app.show(collectionView)

        dataSource.apply(snapshot([("main", [1, 2, 2, 3]), ("other", [3])]))

        #expect(app.host.problems.count == 1)
        #expect(app.host.problems.first?.hasPrefix("Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(2, 3)}") == true)
        #expect(dataSource.snapshot().itemIdentifiers == [1, 2])
        #expect(collectionView.numberOfItems(inSection: 0) == 2)
    }

    // docs/uikit-rules.md 16.25: the table's diffable data source applies the difference as row updates.
    @Test func tableViewApplyUpdatesRows() throws {
        let app = try ViewTestApp()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        let dataSource = UITableViewDiffableDataSource<String, Int>(tableView: table) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = "Row \(item)"
            return cell
        }
        dataSource.apply(snapshot([("main", [1, 2, 3])]))
        app.show(table)

        var next = dataSource.snapshot()
        next.deleteItems([1])
        next.appendSections(["more"])
        next.appendItems([8, 9], toSection: "more")
        dataSource.apply(next, animatingDifferences: false)
        app.host.runUntilIdle()

        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "Row 2")
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 1))?.textLabel?.text == "Row 9")
        #expect(app.host.problems.isEmpty)
    }

    // docs/uikit-rules.md 16.32: a section snapshot is a tree; the section shows its visible items, and expanding or
    // collapsing a parent and applying again inserts or deletes its children.
    @Test func sectionSnapshotsShowTheirVisibleItems() throws {
        var tree = NSDiffableDataSourceSectionSnapshot<String>()
        tree.append(["Fruit", "Vegetables"])
        tree.append(["Apple", "Pear"], to: "Fruit")
        tree.append(["Leek"], to: "Vegetables")
        tree.append(["Conference"], to: "Pear")
        tree.expand(["Fruit"])

        #expect(tree.items == ["Fruit", "Apple", "Pear", "Conference", "Vegetables", "Leek"])
        #expect(tree.visibleItems == ["Fruit", "Apple", "Pear", "Vegetables"])
        #expect(tree.level(of: "Conference") == 2)
        #expect(tree.parent(of: "Leek") == "Vegetables")
        #expect(!tree.isVisible("Conference"))
        #expect(tree.snapshot(of: "Fruit").items == ["Apple", "Pear", "Conference"])

        let app = try ViewTestApp()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 440),
                                              collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        app.show(collectionView)
        dataSource.apply(tree, to: 0, animatingDifferences: false)
        #expect(collectionView.numberOfItems(inSection: 0) == 4)

        tree.collapse(["Fruit"])
        tree.expand(["Vegetables"])
        dataSource.apply(tree, to: 0)
        app.host.runUntilIdle()

        #expect(dataSource.snapshot().itemIdentifiers == ["Fruit", "Vegetables", "Leek"])
        #expect(collectionView.numberOfItems(inSection: 0) == 3)
        #expect(dataSource.snapshot(for: 0).items.count == 6)
        #expect(app.host.problems.isEmpty)
    }
}
