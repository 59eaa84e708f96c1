import Foundation
import Testing
@testable import HeadlessUIKit

/// UITableView: visible cells, reuse, selection, editing, batch updates and scrolling to rows (docs/uikit-rules.md 6.5).
@Suite @MainActor struct TableViewTests {
    // UIKit's `init()`: a default-style cell without a reuse identifier, 320 × 44 as init(style:reuseIdentifier:).
    @Test func aCellMadeWithInitIsADefaultCellWithoutAReuseIdentifier() {
        let cell = UITableViewCell()

        #expect(cell.style == .default)
        #expect(cell.reuseIdentifier == nil)
        #expect(cell.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
    }

    // docs/uikit-rules.md 6.5: the first layout reads the counts, then asks a cell for each visible row only.
    @Test func firstLayoutAsksForTheVisibleRowsOnly() throws {
        let app = try ViewTestApp()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        // Scrolling is measured against contentInset alone here: the status bar's safe area adjustment has its own tests (SafeAreaTests).
        table.contentInsetAdjustmentBehavior = .never
        let data = TableTestData(rows: 1000)
        data.install(in: table)
        app.show(table)

        let calls = app.host.callbacks.names(of: [.delegate])
        let cellCalls = (0..<10).flatMap { _ in ["tableView(_:cellForRowAt:)", "tableView(_:willDisplay:forRowAt:)"] }
        #expect(calls == ["numberOfSections(in:)", "tableView(_:numberOfRowsInSection:)"] + cellCalls)
        #expect(data.rowsAsked == (0..<10).map { IndexPath(row: $0, section: 0) })
        #expect(table.contentSize == CGSize(width: 320, height: 44_000))
        #expect(table.subviews.compactMap { $0 as? UITableViewCell }.count == 10)
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.frame == CGRect(x: 0, y: 132, width: 320, height: 44))
        #expect(table.cellForRow(at: IndexPath(row: 10, section: 0)) == nil)
    }

    // docs/uikit-rules.md 6.5: scrolling 1,000 rows end to end with flicks makes only as many cells as fit at once;
    // the rest are reused, each reuse preceded by prepareForReuse.
    @Test func scrollingAThousandRowsReusesABoundedSetOfCells() throws {
        let scene = try TableScene()
        var finger = ScrollFinger(host: scene.host)
        finger.interval = 1.0 / 60
        var flicks = 0
        while scene.table.contentOffset.y < CGFloat(44_000 - 440), flicks < 60 {
            try finger.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100), steps: 3)
            scene.host.runUntilIdle()
            flicks += 1
        }

        #expect(scene.table.contentOffset.y == CGFloat(44_000 - 440))
        #expect(scene.data.cells.count == 11)
        let reuses = scene.data.cells.reduce(0) { $0 + $1.reuses }
        #expect(reuses == scene.data.rowsAsked.count - 11)
        #expect(scene.host.callbacks.names(of: [.view]).filter { $0 == "prepareForReuse" }.count == reuses)
        #expect(Set(scene.data.rowsAsked).count == 1000)
        #expect(scene.visibleRows == (990..<1000).map { "0.\($0)" })
        #expect(scene.cellSubviews.count == 10)
    }

    // docs/uikit-rules.md 6.5: a row that leaves the bounds gives its cell back; the next row dequeues that same cell,
    // after prepareForReuse; every didEndDisplaying comes before the new rows' cellForRowAt.
    @Test func cellsLeavingTheBoundsAreReusedAfterPrepareForReuse() throws {
        let scene = try TableScene()
        let firstCells = scene.cellSubviews

        scene.table.contentOffset = CGPoint(x: 0, y: 440)
        scene.table.layoutIfNeeded()

        #expect(scene.visibleRows == (10..<20).map { "0.\($0)" })
        #expect(Set(scene.cellSubviews.map(ObjectIdentifier.init)) == Set(firstCells.map(ObjectIdentifier.init)))
        #expect(scene.data.cells.allSatisfy { $0.reuses == 1 })
        #expect(scene.table.cellForRow(at: IndexPath(row: 12, section: 0))?.textLabel?.text == "Row 0.12")
        let names = scene.host.callbacks.names(of: [.delegate, .view]).filter {
            ["tableView(_:didEndDisplaying:forRowAt:)", "prepareForReuse", "tableView(_:cellForRowAt:)", "tableView(_:willDisplay:forRowAt:)"].contains($0)
        }
        #expect(Array(names.prefix(10)) == Array(repeating: "tableView(_:didEndDisplaying:forRowAt:)", count: 10))
        // prepareForReuse runs inside cellForRowAt, when the data source dequeues.
        #expect(Array(names.dropFirst(10).prefix(3)) == ["tableView(_:cellForRowAt:)", "prepareForReuse", "tableView(_:willDisplay:forRowAt:)"])
    }

    // docs/uikit-rules.md 6.5: a tap highlights then selects; a second tap on another row deselects the first.
    @Test func tapSelectsWithTheDelegateSequence() throws {
        let scene = try TableScene()

        try scene.app.tap(scene.point(ofRow: 2).x, scene.point(ofRow: 2).y)

        #expect(scene.host.callbacks.names(of: [.delegate]) == [
            "tableView(_:shouldHighlightRowAt:)", "tableView(_:didHighlightRowAt:)", "tableView(_:didUnhighlightRowAt:)",
            "tableView(_:willSelectRowAt:)", "tableView(_:didSelectRowAt:)",
        ])
        #expect(scene.table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(scene.table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)

        scene.host.clearCallbackLog()
        try scene.app.tap(scene.point(ofRow: 5).x, scene.point(ofRow: 5).y)
        #expect(scene.host.callbacks.names(of: [.delegate]) == [
            "tableView(_:shouldHighlightRowAt:)", "tableView(_:didHighlightRowAt:)", "tableView(_:didUnhighlightRowAt:)",
            "tableView(_:willSelectRowAt:)", "tableView(_:willDeselectRowAt:)", "tableView(_:didDeselectRowAt:)",
            "tableView(_:didSelectRowAt:)",
        ])
        #expect(scene.table.indexPathsForSelectedRows == [IndexPath(row: 5, section: 0)])
        #expect(scene.table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == false)

        // In code: no delegate calls.
        scene.host.clearCallbackLog()
        scene.table.deselectRow(at: IndexPath(row: 5, section: 0), animated: true)
        #expect(scene.table.indexPathForSelectedRow == nil)
        #expect(scene.table.cellForRow(at: IndexPath(row: 5, section: 0))?.isSelected == false)
        #expect(scene.host.callbacks.names(of: [.delegate]) == [])
    }

    // docs/uikit-rules.md 6.5: willSelectRowAt returning nil refuses the selection.
    @Test func willSelectReturningNilRefuses() throws {
        let scene = try TableScene { _, data in data.refuseSelection = [IndexPath(row: 1, section: 0)] }

        try scene.app.tap(scene.point(ofRow: 1).x, scene.point(ofRow: 1).y)

        #expect(scene.table.indexPathForSelectedRow == nil)
        #expect(!scene.host.callbacks.names(of: [.delegate]).contains("tableView(_:didSelectRowAt:)"))
    }

    // docs/uikit-rules.md 6.5: a finger resting on a row highlights it; dragging then scrolls and selects nothing.
    @Test func dragAfterHighlightScrollsWithoutSelecting() throws {
        let scene = try TableScene()
        let finger = ScrollFinger(host: scene.host)
        try finger.down(at: scene.point(ofRow: 4))
        scene.host.advance(by: 0.2)
        #expect(scene.table.cellForRow(at: IndexPath(row: 4, section: 0))?.isHighlighted == true)

        try finger.move(from: scene.point(ofRow: 4), to: CGPoint(x: 160, y: 50), steps: 3)
        try finger.up(at: CGPoint(x: 160, y: 50))
        scene.host.runUntilIdle()

        #expect(scene.table.indexPathForSelectedRow == nil)
        #expect(scene.table.contentOffset.y > 0)
        #expect(scene.host.callbacks.names(of: [.delegate]).filter { $0.contains("elect") } == [])
        #expect(scene.data.cells.allSatisfy { !$0.isHighlighted })
    }

    // docs/uikit-rules.md 6.5: multiple selection toggles rows.
    @Test func multipleSelectionTogglesRows() throws {
        let scene = try TableScene { table, _ in table.allowsMultipleSelection = true }

        for row in [1, 3, 1] { try scene.app.tap(scene.point(ofRow: row).x, scene.point(ofRow: row).y) }

        #expect(scene.table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
        #expect(scene.host.callbacks.names(of: [.delegate]).filter { $0.contains("elect") } == [
            "tableView(_:willSelectRowAt:)", "tableView(_:didSelectRowAt:)",
            "tableView(_:willSelectRowAt:)", "tableView(_:didSelectRowAt:)",
            "tableView(_:willDeselectRowAt:)", "tableView(_:didDeselectRowAt:)",
        ])
    }

    // docs/uikit-rules.md 6.5: a swipe to the left opens the delete button; tapping it calls commit, and the data
    // source's deleteRows removes the row.
    @Test func swipeToDeleteCommitsThroughTheDeleteButton() throws {
        let scene = try TableScene(rows: 20)
        let finger = ScrollFinger(host: scene.host)
        let row3 = scene.point(ofRow: 3)

        try finger.drag(from: CGPoint(x: 280, y: row3.y), to: CGPoint(x: 200, y: row3.y), steps: 2)
        scene.host.runUntilIdle()
        let cell = try #require(scene.table.cellForRow(at: IndexPath(row: 3, section: 0)))
        #expect(cell.showingDeleteConfirmation)
        let button = try #require(cell.subviews.first { $0.accessibilityLabel == "Delete" })
        #expect(scene.table.contentOffset == .zero)
        #expect(cell.contentView.frame.minX == -button.frame.width)

        let center = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
        try scene.app.tap(center.x, center.y)

        #expect(scene.data.commits == ["delete 0.3"])
        #expect(scene.table.numberOfRows(inSection: 0) == 19)
        #expect(scene.table.cellForRow(at: IndexPath(row: 3, section: 0))?.textLabel?.text == "Row 0.4")
        #expect(scene.host.callbacks.names(of: [.delegate]).filter { $0.contains("diting") || $0.contains("commit") } == [
            "tableView(_:willBeginEditingRowAt:)", "tableView(_:commit:forRowAt:)", "tableView(_:didEndEditingRowAt:)",
        ])
        #expect(scene.table.indexPathForSelectedRow == nil)
    }

    // docs/uikit-rules.md 6.5: a long swipe past 60 % of the row deletes without the button; a short one closes.
    @Test func fullSwipeDeletesAndShortSwipeCloses() throws {
        let scene = try TableScene(rows: 20)
        let finger = ScrollFinger(host: scene.host)
        let row1 = scene.point(ofRow: 1)

        try finger.drag(from: CGPoint(x: 300, y: row1.y), to: CGPoint(x: 280, y: row1.y), steps: 2)
        #expect(scene.table.cellForRow(at: IndexPath(row: 1, section: 0))?.showingDeleteConfirmation == false)
        #expect(scene.data.commits == [])

        try finger.drag(from: CGPoint(x: 300, y: row1.y), to: CGPoint(x: 60, y: row1.y), steps: 4)
        #expect(scene.data.commits == ["delete 0.1"])
        #expect(scene.table.numberOfRows(inSection: 0) == 19)
    }

    // docs/uikit-rules.md 6.8: a trailing swipe reveals the configuration's actions, the first nearest the edge;
    // tapping one runs its handler with its button, and the handler's completion closes the row.
    @Test func trailingSwipeActionsOpenAndATapRunsTheHandler() throws {
        var performed: [String] = []
        var completions: [(Bool) -> Void] = []
        let scene = try TableScene(rows: 20) { _, data in
            data.trailingActions = { indexPath in
                let delete = UIContextualAction(style: .destructive, title: "Delete") { action, view, done in
                    performed.append("\(action.title!) \(indexPath.row) \(view.accessibilityLabel ?? "")")
                    completions.append(done)
                }
                let flag = UIContextualAction(style: .normal, title: "Flag") { action, view, done in
                    performed.append("\(action.title!) \(indexPath.row) \(view.accessibilityLabel ?? "")")
                    completions.append(done)
                }
                return UISwipeActionsConfiguration(actions: [delete, flag])
            }
        }
        let finger = ScrollFinger(host: scene.host)
        let row3 = scene.point(ofRow: 3)
        try finger.drag(from: CGPoint(x: 280, y: row3.y), to: CGPoint(x: 180, y: row3.y), steps: 3)
        scene.host.runUntilIdle()
        let cell = try #require(scene.table.cellForRow(at: IndexPath(row: 3, section: 0)))
        let delete = try #require(cell.swipeActionsView?.buttons[0]), flag = try #require(cell.swipeActionsView?.buttons[1])
        #expect(cell.showingDeleteConfirmation)
        #expect(delete.backgroundColor == .systemRed && flag.backgroundColor == .systemGray)
        let width = delete.preferredWidth + flag.preferredWidth
        #expect(cell.contentView.frame.minX == -width)
        #expect(delete.convert(delete.bounds, to: cell).maxX == cell.bounds.width, "the first action at the edge")
        #expect(flag.convert(flag.bounds, to: cell).maxX == cell.bounds.width - delete.preferredWidth)

        let center = flag.convert(CGPoint(x: flag.bounds.midX, y: flag.bounds.midY), to: nil)
        try scene.app.tap(center.x, center.y)
        #expect(performed == ["Flag 3 Flag"])
        #expect(cell.showingDeleteConfirmation, "open until the handler completes")
        completions.removeFirst()(true)
        scene.host.runUntilIdle()
        #expect(!cell.showingDeleteConfirmation && cell.contentView.frame.minX == 0)
        #expect(scene.data.commits == [], "actions replace the delete button's commit")
    }

    // docs/uikit-rules.md 6.8: a full swipe performs the first action; a leading swipe reveals the leading actions.
    @Test func fullSwipePerformsTheFirstActionAndLeadingActionsOpenFromTheLeft() throws {
        var performed: [String] = []
        let scene = try TableScene(rows: 20) { _, data in
            data.trailingActions = { indexPath in
                UISwipeActionsConfiguration(actions: [UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                    performed.append("delete \(indexPath.row)")
                    done(true)
                }])
            }
            data.leadingActions = { indexPath in
                UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "Pin") { _, _, done in
                    performed.append("pin \(indexPath.row)")
                    done(true)
                }])
            }
        }
        let finger = ScrollFinger(host: scene.host)
        let row1 = scene.point(ofRow: 1)
        try finger.drag(from: CGPoint(x: 300, y: row1.y), to: CGPoint(x: 60, y: row1.y), steps: 4)
        #expect(performed == ["delete 1"])
        let cell = try #require(scene.table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(!cell.showingDeleteConfirmation)

        try finger.drag(from: CGPoint(x: 40, y: row1.y), to: CGPoint(x: 140, y: row1.y), steps: 3)
        let pin = try #require(cell.swipeActionsView?.buttons.first)
        #expect(cell.swipeActionsView?.isLeading == true)
        #expect(cell.contentView.frame.minX == pin.preferredWidth)
        #expect(pin.convert(pin.bounds, to: cell).minX == 0)
        let center = pin.convert(CGPoint(x: pin.bounds.midX, y: pin.bounds.midY), to: nil)
        try scene.app.tap(center.x, center.y)
        #expect(performed == ["delete 1", "pin 1"])
        #expect(!cell.showingDeleteConfirmation)
    }

    // docs/uikit-rules.md 6.5: a touch elsewhere closes an open delete button and selects nothing.
    @Test func tapElsewhereClosesTheDeleteButton() throws {
        let scene = try TableScene(rows: 20)
        let row2 = scene.point(ofRow: 2)
        try ScrollFinger(host: scene.host).drag(from: CGPoint(x: 280, y: row2.y), to: CGPoint(x: 200, y: row2.y), steps: 2)

        try scene.app.tap(scene.point(ofRow: 6).x, scene.point(ofRow: 6).y)

        #expect(scene.table.cellForRow(at: IndexPath(row: 2, section: 0))?.showingDeleteConfirmation == false)
        #expect(scene.table.indexPathForSelectedRow == nil)
        #expect(scene.data.commits == [])
    }

    // docs/uikit-rules.md 6.5: in editing mode the insert control commits .insert; the reorder control moves rows.
    @Test func editingModeInsertsAndMovesRows() throws {
        let scene = try TableScene(rows: 20) { _, data in
            data.editingStyle = .insert
            data.movable = true
        }
        scene.table.setEditing(true, animated: false)
        scene.host.runUntilIdle()
        let cell = try #require(scene.table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let insert = try #require(cell.subviews.first { $0.accessibilityIdentifier == "editingControl.insert" })
        let grip = try #require(cell.subviews.first { $0.accessibilityIdentifier == "reorderControl" })

        let insertPoint = insert.convert(CGPoint(x: insert.bounds.midX, y: insert.bounds.midY), to: nil)
        try scene.app.tap(insertPoint.x, insertPoint.y)
        #expect(scene.data.commits == ["insert 0.0"])
        #expect(scene.table.numberOfRows(inSection: 0) == 21)
        #expect(scene.table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "New")

        // Drag row 0's grip down by three rows.
        let gripPoint = grip.convert(CGPoint(x: grip.bounds.midX, y: grip.bounds.midY), to: nil)
        let finger = ScrollFinger(host: scene.host)
        try finger.down(at: gripPoint)
        scene.host.advance(by: 0.2)
        try finger.move(from: gripPoint, to: CGPoint(x: gripPoint.x, y: gripPoint.y + 132), steps: 3)
        try finger.up(at: CGPoint(x: gripPoint.x, y: gripPoint.y + 132))
        scene.host.runUntilIdle()

        #expect(scene.data.moves.map { "\($0.0.row)->\($0.1.row)" } == ["0->3"])
        #expect(scene.table.cellForRow(at: IndexPath(row: 3, section: 0)) === cell)
        #expect(cell.frame.minY == 132)
        #expect(scene.table.contentOffset == .zero)
    }

    // docs/uikit-rules.md 6.5: a consistent batch keeps the cells of staying rows, moving them to their new rows.
    @Test func consistentBatchUpdatesMoveCellsToTheirNewRows() throws {
        let scene = try TableScene(rows: 20)
        let oldRow0 = try #require(scene.table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let oldRow6 = try #require(scene.table.cellForRow(at: IndexPath(row: 6, section: 0)))
        scene.table.selectRow(at: IndexPath(row: 6, section: 0), animated: false, scrollPosition: .none)
        var completed: [Bool] = []

        scene.table.performBatchUpdates({
            scene.data.sections[0].remove(at: 5)
            scene.data.sections[0].insert("Inserted", at: 0)
            scene.table.deleteRows(at: [IndexPath(row: 5, section: 0)], with: .fade)
            scene.table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        }, completion: { completed.append($0) })

        #expect(scene.table.numberOfRows(inSection: 0) == 20)
        #expect(scene.table.cellForRow(at: IndexPath(row: 1, section: 0)) === oldRow0)
        #expect(scene.table.cellForRow(at: IndexPath(row: 6, section: 0)) === oldRow6)
        #expect(scene.table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "Inserted")
        #expect(scene.table.indexPathForSelectedRow == IndexPath(row: 6, section: 0))
        #expect(oldRow0.frame.minY == 44)
        #expect(completed == [])
        scene.host.runUntilIdle()
        #expect(completed == [true])
    }

    // docs/uikit-rules.md 6.5: counts that do not add up: the error names the section and the counts; the table
    // reloads from the data source.
    @Test func inconsistentRowCountsNameTheSectionAndCounts() throws {
        let scene = try TableScene(rows: 20, sections: 2)
        scene.data.sections[1] += ["A", "B"]

        #expect(throws: TableUpdateError.invalidRowCount(section: 1, before: 20, after: 22, inserted: 1, deleted: 0,
                                                         movedIn: 0, movedOut: 0)) {
            try scene.table.performBatchUpdatesOrThrow {
                scene.table.insertRows(at: [IndexPath(row: 20, section: 1)], with: .automatic)
            }
        }
        #expect(scene.table.numberOfRows(inSection: 1) == 22)

        scene.data.sections[0].removeLast()
        scene.table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        let problem = try #require(scene.host.problems.last)
        #expect(problem.contains("invalid number of rows in section 0"))
        #expect(problem.contains("now has 19 row(s) there, but the table expected 21: 20 before the update, plus 1 inserted, minus 0 deleted, plus 0 moved in, minus 0 moved out"))
        #expect(scene.table.numberOfRows(inSection: 0) == 19)
    }

    // docs/uikit-rules.md 6.5: section counts and index paths out of range are refused with their own errors.
    @Test func badSectionCountsAndIndexPathsAreRefused() throws {
        let scene = try TableScene(rows: 5, sections: 2)

        #expect(throws: TableUpdateError.invalidSectionCount(before: 2, after: 2, inserted: 1, deleted: 0)) {
            try scene.table.performBatchUpdatesOrThrow { scene.table.insertSections([2], with: .automatic) }
        }
        #expect(throws: TableUpdateError.outOfRange(operation: "deleteRows", item: "row 9 of section 0",
                                                    detail: "that section had 5 row(s)")) {
            try scene.table.performBatchUpdatesOrThrow {
                scene.data.sections[0].removeLast()
                scene.table.deleteRows(at: [IndexPath(row: 9, section: 0)], with: .automatic)
            }
        }
    }

    // docs/uikit-rules.md 6.5: sections insert and delete with their rows; cells of later sections follow.
    @Test func sectionInsertionAndDeletion() throws {
        let scene = try TableScene(rows: 2, sections: 3)
        let lastSectionCell = try #require(scene.table.cellForRow(at: IndexPath(row: 0, section: 2)))

        scene.table.performBatchUpdates({
            scene.data.sections.remove(at: 0)
            scene.data.sections.insert(["X", "Y", "Z"], at: 1)
            scene.table.deleteSections([0], with: .automatic)
            scene.table.insertSections([1], with: .automatic)
        })

        #expect(scene.table.numberOfSections == 3)
        #expect((0..<3).map { scene.table.numberOfRows(inSection: $0) } == [2, 3, 2])
        #expect(scene.table.cellForRow(at: IndexPath(row: 0, section: 2)) === lastSectionCell)
        #expect(scene.table.cellForRow(at: IndexPath(row: 2, section: 1))?.textLabel?.text == "Z")
        #expect(scene.host.problems.isEmpty)
    }

    // docs/uikit-rules.md 6.5: scrollToRow puts the row at the top, middle or bottom, or scrolls the least (.none),
    // within the scrolling limits.
    @Test func scrollToRowPositions() throws {
        let scene = try TableScene()
        let table = scene.table
        let row = IndexPath(row: 100, section: 0)

        table.scrollToRow(at: row, at: .top, animated: false)
        #expect(table.contentOffset.y == 4400)
        table.scrollToRow(at: row, at: .middle, animated: false)
        #expect(table.contentOffset.y == CGFloat(4400 + 22 - 220))
        table.scrollToRow(at: row, at: .bottom, animated: false)
        #expect(table.contentOffset.y == CGFloat(4444 - 440))
        table.scrollToRow(at: IndexPath(row: 95, section: 0), at: .none, animated: false)
        #expect(table.contentOffset.y == CGFloat(4444 - 440))
        table.scrollToRow(at: IndexPath(row: 80, section: 0), at: .none, animated: false)
        #expect(table.contentOffset.y == 3520)
        table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .none, animated: false)
        #expect(table.contentOffset.y == CGFloat(4400 - 440))
        table.scrollToRow(at: IndexPath(row: 999, section: 0), at: .top, animated: true)
        scene.host.runUntilIdle()
        #expect(table.contentOffset.y == CGFloat(44_000 - 440))
        #expect(scene.visibleRows.last == "0.999")

        table.scrollToRow(at: IndexPath(row: 1000, section: 0), at: .top, animated: false)
        #expect(scene.host.problems.last?.contains("section 0 has 1000 row(s), so row 1000 does not exist") == true)
    }

    // docs/uikit-rules.md 6.5: section header and footer titles get views at their rects; in a plain table the top
    // section's header stays pinned while its rows scroll under it, and scrollToRow(.top) puts rows below it.
    @Test func sectionHeadersAndFooters() throws {
        let scene = try TableScene(rows: 20, sections: 2) { _, data in
            data.headerTitles = ["First", "Second"]
            data.footerTitles = [nil, "End"]
        }
        let table = scene.table
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 28))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 28, width: 320, height: 44))
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 28 + 880, width: 320, height: 28))
        #expect(table.rectForFooter(inSection: 0).height == 0)
        #expect(table.rectForFooter(inSection: 1) == CGRect(x: 0, y: 28 + 880 + 28 + 880, width: 320, height: 28))
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "First")

        table.contentOffset = CGPoint(x: 0, y: 300)
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 0)?.frame.minY == 300)

        table.scrollToRow(at: IndexPath(row: 2, section: 1), at: .top, animated: false)
        #expect(table.contentOffset.y == CGFloat(28 + 880 + 28 + 88 - 28))
    }

    // docs/uikit-rules.md 6.5: the four cell styles lay out their labels; accessories narrow the content view.
    @Test func cellStylesLayOutTheirLabels() throws {
        _ = HeadlessHost(device: .iPhone8)  // the current host: its screen is the main screen (8.35)
        let value1 = UITableViewCell(style: .value1, reuseIdentifier: nil)
        value1.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        value1.textLabel?.text = "Title"
        value1.detailTextLabel?.text = "Detail"
        value1.accessoryType = .disclosureIndicator
        value1.layoutIfNeeded()
        #expect(value1.contentView.frame == CGRect(x: 0, y: 0, width: 320 - 34, height: 44))
        let detailWidth = value1.detailTextLabel!.sizeThatFits(.zero).width
        #expect(value1.detailTextLabel?.frame == CGRect(x: 286 - 16 - detailWidth, y: 0, width: detailWidth, height: 44))
        #expect(value1.subviews.contains { $0.accessibilityLabel == "Disclosure indicator" })

        let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        subtitle.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
        subtitle.textLabel?.text = "Title"
        subtitle.detailTextLabel?.text = "Sub"
        subtitle.layoutIfNeeded()
        // The system font's line heights (19.28): 2,444 units of 2,048 per em at 17 and 12 pt, 20.29 and 14.32 pt.
        let titleHeight = UIFont.systemFont(ofSize: 17).lineHeight, detailHeight = UIFont.systemFont(ofSize: 12).lineHeight
        #expect(titleHeight == 20.287109375 && detailHeight == 14.3203125)
        // docs/uikit-rules.md 8.35: each label is a line tall in the pixels of the main screen (the cell is in no
        // window: the current host's iPhone 8, 2x): 40.57 px make 41, 20.5 pt; 28.64 px make 29, 14.5 pt. The two
        // are centred, (60 - 20.5 - 14.5) / 2 = 12.5 from the top, the detail starting where the title ends.
        #expect(subtitle.textLabel!.frame.minY == 12.5 && subtitle.textLabel!.frame.height == 20.5)
        #expect(subtitle.detailTextLabel!.frame.minY == 33 && subtitle.detailTextLabel!.frame.height == 14.5)

        let plain = UITableViewCell(style: .default, reuseIdentifier: nil)
        #expect(plain.detailTextLabel == nil)
        #expect(UITableViewCell(style: .value2, reuseIdentifier: nil).imageView == nil)
    }

    // docs/uikit-rules.md 6.5: dequeuing an identifier nothing registered is reported (UIKit raises).
    @Test func dequeueOfAnUnregisteredIdentifierIsReported() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        // Scrolling is measured against contentInset alone here: the status bar's safe area adjustment has its own tests (SafeAreaTests).
        table.contentInsetAdjustmentBehavior = .never
        let cell = table.dequeueReusableCell(withIdentifier: "Missing", for: IndexPath(row: 0, section: 0))
        #expect(cell.reuseIdentifier == "Missing")
        #expect(Runtime.current.problems.last?.contains("no class, closure or storyboard prototype is registered for \"Missing\"") == true)
    }
}
