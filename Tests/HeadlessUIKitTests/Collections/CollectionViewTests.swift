import Foundation
import Testing
@testable import HeadlessUIKit

/// UICollectionView: visible cells, reuse, selection and highlighting through real taps, batch updates, scrolling
/// to items (docs/uikit-rules.md 16).
@Suite @MainActor struct CollectionViewTests {
    // docs/uikit-rules.md 16.1: the first layout reads the counts, then asks a cell for each visible item only.
    @Test func firstLayoutAsksForTheVisibleItemsOnly() throws {
        let scene = try CollectionScene()

        #expect(scene.data.itemsAsked == (0..<12).map { IndexPath(item: $0, section: 0) })
        #expect(scene.collectionView.contentSize == CGSize(width: 320, height: 334 * 100 + 333 * 10))
        #expect(scene.cellSubviews.count == 12)
        #expect(scene.visibleItems == (0..<12).map { "0.\($0)" })
        #expect(scene.collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.frame == CGRect(x: 110, y: 110, width: 100, height: 100))
        #expect(scene.collectionView.cellForItem(at: IndexPath(item: 12, section: 0)) == nil)
        #expect(scene.collectionView.numberOfSections == 1)
        #expect(scene.collectionView.numberOfItems(inSection: 0) == 1000)
    }

    // docs/uikit-rules.md 16.1: the data source calls come in order: counts first, then per item cellForItemAt
    // followed by willDisplay.
    @Test func firstLayoutCallsCountsThenCellAndWillDisplayPerItem() throws {
        let app = try ViewTestApp()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        let data = CollectionTestData(items: 10)
        data.install(in: collectionView)
        app.show(collectionView)

        let calls = app.host.callbacks.names(of: [.delegate]).filter { !$0.hasPrefix("scrollView") }
        let perItem = (0..<3).flatMap { _ in ["collectionView(_:cellForItemAt:)", "collectionView(_:willDisplay:forItemAt:)"] }
        #expect(calls == ["numberOfSections(in:)", "collectionView(_:numberOfItemsInSection:)"] + perItem)
    }

    // docs/uikit-rules.md 16.3: scrolling 1,000 items end to end makes only the cells that show at once plus one
    // line; the rest are reused, each reuse preceded by prepareForReuse.
    @Test func scrollingAThousandItemsReusesABoundedSetOfCells() throws {
        let scene = try CollectionScene()
        var finger = ScrollFinger(host: scene.host)
        finger.interval = 1.0 / 60
        let end = scene.collectionView.contentSize.height - 440
        var flicks = 0
        while scene.collectionView.contentOffset.y < end, flicks < 80 {
            try finger.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100), steps: 3)
            scene.host.runUntilIdle()
            flicks += 1
        }

        #expect(scene.collectionView.contentOffset.y == end)
        // 440 pt show four 110 pt lines, five while one is half out: 15 cells at most.
        #expect(scene.data.cells.count <= 15)
        #expect(scene.data.cells.count >= 12)
        let reuses = scene.data.cells.reduce(0) { $0 + $1.reuses }
        #expect(reuses == scene.data.itemsAsked.count - scene.data.cells.count)
        #expect(scene.host.callbacks.names(of: [.view]).filter { $0 == "prepareForReuse" }.count == reuses)
        #expect(Set(scene.data.itemsAsked).count == 1000)
        #expect(scene.visibleItems.last == "0.999")
        #expect(scene.cellSubviews.count == scene.visibleItems.count)
        #expect(scene.collectionView.cellsCreated == scene.data.itemsAsked.count)
    }

    // docs/uikit-rules.md 16.3: an item that leaves the bounds gives its cell back; didEndDisplaying comes before the
    // new items' cellForItemAt, and prepareForReuse runs inside cellForItemAt.
    @Test func cellsLeavingTheBoundsAreReusedAfterPrepareForReuse() throws {
        let scene = try CollectionScene()
        let firstCells = scene.cellSubviews

        scene.collectionView.contentOffset = CGPoint(x: 0, y: 440)
        scene.collectionView.layoutIfNeeded()

        #expect(scene.visibleItems == (12..<24).map { "0.\($0)" })
        #expect(Set(scene.cellSubviews.map(ObjectIdentifier.init)) == Set(firstCells.map(ObjectIdentifier.init)))
        #expect((scene.collectionView.cellForItem(at: IndexPath(item: 13, section: 0)) as? CollectionCountingCell)?.label.text == "Item 0.13")
        let names = scene.host.callbacks.names(of: [.delegate, .view]).filter {
            ["collectionView(_:didEndDisplaying:forItemAt:)", "prepareForReuse", "collectionView(_:cellForItemAt:)",
             "collectionView(_:willDisplay:forItemAt:)"].contains($0)
        }
        #expect(Array(names.prefix(12)) == Array(repeating: "collectionView(_:didEndDisplaying:forItemAt:)", count: 12))
        #expect(Array(names.dropFirst(12).prefix(3)) == ["collectionView(_:cellForItemAt:)", "prepareForReuse", "collectionView(_:willDisplay:forItemAt:)"])
    }

    // docs/uikit-rules.md 16.4: a tap highlights on touch down; on touch up shouldSelect, unhighlight, select.
    @Test func tapHighlightsThenSelectsInUIKitsOrder() throws {
        let scene = try CollectionScene()

        try scene.tap(item: 2)

        #expect(scene.host.callbacks.names(of: [.delegate]).filter { $0.hasPrefix("collectionView(") } == [
            "collectionView(_:shouldHighlightItemAt:)", "collectionView(_:didHighlightItemAt:)",
            "collectionView(_:shouldSelectItemAt:)", "collectionView(_:didUnhighlightItemAt:)",
            "collectionView(_:didSelectItemAt:)",
        ])
        #expect(scene.collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        let cell = scene.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))
        #expect(cell?.isSelected == true)
        #expect(cell?.isHighlighted == false)
    }

    // docs/uikit-rules.md 16.5: with single selection, selecting another item deselects the first (didDeselect,
    // without shouldDeselect) before didSelect.
    @Test func selectingAnotherItemDeselectsTheFirst() throws {
        let scene = try CollectionScene()
        try scene.tap(item: 2)
        scene.host.clearCallbackLog()

        try scene.tap(item: 4)

        #expect(scene.host.callbacks.names(of: [.delegate]).filter { $0.hasPrefix("collectionView(") } == [
            "collectionView(_:shouldHighlightItemAt:)", "collectionView(_:didHighlightItemAt:)",
            "collectionView(_:shouldSelectItemAt:)", "collectionView(_:didUnhighlightItemAt:)",
            "collectionView(_:didDeselectItemAt:)", "collectionView(_:didSelectItemAt:)",
        ])
        #expect(scene.collectionView.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        #expect(scene.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected == false)
    }

    // docs/uikit-rules.md 16.6: with multiple selection a tap on a selected item asks shouldDeselect and deselects it;
    // others stay selected.
    @Test func multipleSelectionTogglesItems() throws {
        let scene = try CollectionScene()
        scene.collectionView.allowsMultipleSelection = true
        try scene.tap(item: 1)
        try scene.tap(item: 5)
        scene.host.clearCallbackLog()

        try scene.tap(item: 1)

        #expect(scene.host.callbacks.names(of: [.delegate]).filter { $0.hasPrefix("collectionView(") } == [
            "collectionView(_:shouldHighlightItemAt:)", "collectionView(_:didHighlightItemAt:)",
            "collectionView(_:shouldDeselectItemAt:)", "collectionView(_:didUnhighlightItemAt:)",
            "collectionView(_:didDeselectItemAt:)",
        ])
        #expect(scene.collectionView.indexPathsForSelectedItems == [IndexPath(item: 5, section: 0)])
    }

    // docs/uikit-rules.md 16.4: refusing the highlight skips selection altogether; refusing selection leaves the
    // highlight to be removed only.
    @Test func refusalsStopTheSequence() throws {
        let scene = try CollectionScene { _, data in
            data.refuseHighlight = [IndexPath(item: 0, section: 0)]
            data.refuseSelection = [IndexPath(item: 1, section: 0)]
        }

        try scene.tap(item: 0)
        #expect(scene.host.callbacks.names(of: [.delegate]).filter { $0.hasPrefix("collectionView(") } == [
            "collectionView(_:shouldHighlightItemAt:)",
        ])
        scene.host.clearCallbackLog()
        try scene.tap(item: 1)
        #expect(scene.host.callbacks.names(of: [.delegate]).filter { $0.hasPrefix("collectionView(") } == [
            "collectionView(_:shouldHighlightItemAt:)", "collectionView(_:didHighlightItemAt:)",
            "collectionView(_:shouldSelectItemAt:)", "collectionView(_:didUnhighlightItemAt:)",
        ])
        #expect(scene.collectionView.indexPathsForSelectedItems == [])
    }

    // docs/uikit-rules.md 16.7: allowsSelection false: taps neither highlight nor select; selectItem in code does
    // not call the delegate.
    @Test func selectionInCodeDoesNotCallTheDelegate() throws {
        let scene = try CollectionScene()
        scene.collectionView.selectItem(at: IndexPath(item: 30, section: 0), animated: false, scrollPosition: .top)
        scene.host.runUntilIdle()

        #expect(scene.host.callbacks.names(of: [.delegate]).filter { $0.hasPrefix("collectionView(_:did") && $0.contains("Select") }.isEmpty)
        #expect(scene.collectionView.contentOffset.y == CGFloat(10 * 110))
        #expect(scene.collectionView.cellForItem(at: IndexPath(item: 30, section: 0))?.isSelected == true)

        scene.collectionView.allowsSelection = false
        scene.host.clearCallbackLog()
        try scene.tap(item: 31)
        #expect(scene.host.callbacks.names(of: [.delegate]).filter { $0.hasPrefix("collectionView(") }.isEmpty)
    }

    // docs/uikit-rules.md 16.8: reloadData reads everything again and clears the selection.
    @Test func reloadDataClearsTheSelection() throws {
        let scene = try CollectionScene()
        try scene.tap(item: 2)
        scene.data.sections[0] = ["A", "B"]

        scene.collectionView.reloadData()
        scene.collectionView.layoutIfNeeded()

        #expect(scene.collectionView.indexPathsForSelectedItems == [])
        #expect(scene.visibleItems == ["0.0", "0.1"])
        #expect(scene.cellSubviews.count == 2)
    }

    // docs/uikit-rules.md 16.10: a batch whose counts do not add up is refused with UIKit's "Invalid update" and
    // the collection view reloads from the data source.
    @Test func inconsistentBatchIsRefusedWithInvalidUpdate() throws {
        let scene = try CollectionScene(items: 20)

        #expect(throws: CollectionUpdateError(.invalidRowCount(section: 0, before: 20, after: 20, inserted: 0, deleted: 1, movedIn: 0, movedOut: 0))) {
            try scene.collectionView.performBatchUpdatesOrThrow {
                scene.collectionView.deleteItems(at: [IndexPath(item: 3, section: 0)])
            }
        }
        let error = CollectionUpdateError(.invalidRowCount(section: 0, before: 20, after: 20, inserted: 0, deleted: 1, movedIn: 0, movedOut: 0))
        #expect(error.description.hasPrefix("Invalid update: invalid number of items in section 0. The data source now has 20 item(s) there, but the collection view expected 19"))

        scene.collectionView.performBatchUpdates {
            scene.collectionView.insertItems(at: [IndexPath(item: 40, section: 0)])
        }
        #expect(scene.host.problems.last?.contains("Invalid update: insertItems names item 40 of section 0") == true)
        #expect(scene.collectionView.numberOfItems(inSection: 0) == 20)
    }

    // docs/uikit-rules.md 16.10: a consistent batch keeps the cells of items that stay, moves them, and the
    // selection follows its item.
    @Test func batchUpdatesMoveCellsAndSelection() throws {
        let scene = try CollectionScene(items: 20)
        scene.collectionView.selectItem(at: IndexPath(item: 5, section: 0), animated: false, scrollPosition: [])
        let cell5 = scene.collectionView.cellForItem(at: IndexPath(item: 5, section: 0))
        var finished: Bool?

        scene.collectionView.performBatchUpdates({
            scene.data.sections[0].remove(at: 0)
            scene.data.sections[0].insert("New", at: 2)
            scene.data.sections[0].insert("New 2", at: 3)
            scene.collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
            scene.collectionView.insertItems(at: [IndexPath(item: 2, section: 0), IndexPath(item: 3, section: 0)])
        }, completion: { finished = $0 })
        scene.host.runUntilIdle()

        #expect(finished == true)
        #expect(scene.collectionView.numberOfItems(inSection: 0) == 21)
        #expect(scene.collectionView.indexPathsForSelectedItems == [IndexPath(item: 6, section: 0)])
        #expect(scene.collectionView.cellForItem(at: IndexPath(item: 6, section: 0)) === cell5)
        #expect(cell5?.frame == CGRect(x: 0, y: 220, width: 100, height: 100))
        #expect((scene.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? CollectionCountingCell)?.label.text == "New")
        #expect(scene.host.problems.isEmpty)
    }

    // docs/uikit-rules.md 16.9: scrollToItem puts the item at the named edge or centre, within the limits.
    @Test func scrollToItemPositions() throws {
        let scene = try CollectionScene()
        let collectionView = scene.collectionView

        collectionView.scrollToItem(at: IndexPath(item: 60, section: 0), at: .top, animated: false)
        #expect(collectionView.contentOffset.y == CGFloat(20 * 110))
        collectionView.scrollToItem(at: IndexPath(item: 60, section: 0), at: .centeredVertically, animated: false)
        #expect(collectionView.contentOffset.y == CGFloat(20 * 110 + 50 - 220))
        collectionView.scrollToItem(at: IndexPath(item: 60, section: 0), at: .bottom, animated: false)
        #expect(collectionView.contentOffset.y == CGFloat(20 * 110 + 100 - 440))
        collectionView.scrollToItem(at: IndexPath(item: 999, section: 0), at: .top, animated: false)
        #expect(collectionView.contentOffset.y == collectionView.contentSize.height - 440)
        collectionView.layoutIfNeeded()
        #expect(scene.visibleItems.contains("0.999"))

        collectionView.scrollToItem(at: IndexPath(item: 5000, section: 0), at: .top, animated: false)
        #expect(scene.host.problems.last?.contains("section 0 has 1000 item(s), so item 5000 does not exist") == true)
    }

    // docs/uikit-rules.md 16.9: indexPathForItem(at:) finds the item under a point; spacing is no item.
    @Test func indexPathForItemAtPoint() throws {
        let scene = try CollectionScene()
        #expect(scene.collectionView.indexPathForItem(at: CGPoint(x: 150, y: 150)) == IndexPath(item: 4, section: 0))
        #expect(scene.collectionView.indexPathForItem(at: CGPoint(x: 105, y: 50)) == nil)
        let cell = scene.collectionView.cellForItem(at: IndexPath(item: 7, section: 0))!
        #expect(scene.collectionView.indexPath(for: cell) == IndexPath(item: 7, section: 0))
    }

    // docs/uikit-rules.md 16.3: CellRegistration registers its class on first use and configures every cell.
    @Test func cellRegistrationConfiguresDequeuedCells() throws {
        let app = try ViewTestApp()
        let layout = UICollectionViewFlowLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<CollectionCountingCell, String> { cell, indexPath, title in
            cell.label.text = "\(title) at \(indexPath.item)"
        }
        let source = CollectionClosureSource(count: 30) { collectionView, indexPath in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: "Title")
        }
        collectionView.dataSource = source
        app.show(collectionView)

        let cell = collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) as? CollectionCountingCell
        #expect(cell?.label.text == "Title at 3")
        #expect(cell?.frame.size == CGSize(width: 50, height: 50))
        #expect(app.host.problems.isEmpty)
    }
}

/// A data source made of a count and a closure.
@MainActor
final class CollectionClosureSource: UICollectionViewDataSource {
    let count: Int
    let make: (UICollectionView, IndexPath) -> UICollectionViewCell

    init(count: Int, make: @escaping (UICollectionView, IndexPath) -> UICollectionViewCell) {
        self.count = count
        self.make = make
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        make(collectionView, indexPath)
    }

    var header: ((UICollectionView, String, IndexPath) -> UICollectionReusableView)?

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        header?(collectionView, kind, indexPath) ?? collectionView.missingSupplementaryView(kind: kind, at: indexPath)
    }
}
