import Foundation

/// Updates recorded between `beginUpdates`/`endUpdates` or in `performBatchUpdates`.
struct TableBatch {
    enum Operation {
        case insertRows([IndexPath]), deleteRows([IndexPath]), reloadRows([IndexPath]), moveRow(IndexPath, IndexPath)
        case insertSections(IndexSet), deleteSections(IndexSet), reloadSections(IndexSet), moveSection(Int, Int)
    }

    var depth = 0
    var operations: [Operation] = []
    var animated = false
}

/// Changing rows and sections in place (docs/uikit-rules.md 6.5), as UIKit's batch updates do.
///
/// Within one batch, deletions, reloads and the sources of moves name rows and sections as they were before the
/// batch; insertions and the destinations of moves name them as they are after it. When the batch ends the table
/// asks the data source for its new counts and checks each against the old count plus the changes (UIKit raises
/// when they differ; here see `TableUpdateError`). Then rows that stay keep their cells (moved to their new
/// places), deleted and reloaded rows' cells go back to the reuse queues, and the rows now visible get cells at
/// once. Selected rows follow their rows. The completion runs after the 0.3 s animation on the host clock (at the
/// next turn of the run loop when every update used `.none`). Updates before the table first read its data only
/// leave it to read the data then.
extension UITableView {
    public func beginUpdates() {
        batch.depth += 1
    }

    public func endUpdates() {
        guard batch.depth > 0 else {
            Runtime.current.report("endUpdates() without beginUpdates() ignored")
            return
        }
        batch.depth -= 1
        guard batch.depth == 0 else { return }
        commitReporting(completion: nil)
    }

    /// Runs `updates` as one batch. An inconsistent batch is reported and the table reloads from the data source.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        batch.depth += 1
        updates?()
        batch.depth -= 1
        guard batch.depth == 0 else {
            if let completion { scheduleCompletion(completion, finished: true) }
            return
        }
        commitReporting(completion: completion)
    }

    /// Our addition: `performBatchUpdates` that throws why the batch is inconsistent (after reloading the table
    /// from the data source, as the reporting form does).
    public func performBatchUpdatesOrThrow(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) throws(TableUpdateError) {
        batch.depth += 1
        updates()
        batch.depth -= 1
        guard batch.depth == 0 else { return }
        try commit(completion: completion)
    }

    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record(.insertRows(indexPaths), animation)
    }

    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record(.deleteRows(indexPaths), animation)
    }

    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record(.reloadRows(indexPaths), animation)
    }

    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record(.moveRow(indexPath, newIndexPath), .automatic)
    }

    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        record(.insertSections(sections), animation)
    }

    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        record(.deleteSections(sections), animation)
    }

    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        record(.reloadSections(sections), animation)
    }

    public func moveSection(_ section: Int, toSection newSection: Int) {
        record(.moveSection(section, newSection), .automatic)
    }

    /// A reorder the data source already made (`moveRowAt`): the same as a batch with one move.
    func applyRowMove(from source: IndexPath, to destination: IndexPath) {
        record(.moveRow(source, destination), .none)
    }

    private func record(_ operation: TableBatch.Operation, _ animation: RowAnimation) {
        batch.operations.append(operation)
        if animation != .none { batch.animated = true }
        if batch.depth == 0 { commitReporting(completion: nil) }
    }

    private func commitReporting(completion: ((Bool) -> Void)?) {
        do {
            try commit(completion: completion)
        } catch {
            Runtime.current.report("\(type(of: self)): \(error)")
        }
    }

    private func scheduleCompletion(_ completion: @escaping (Bool) -> Void, finished: Bool, animated: Bool = false) {
        MainRunLoop.current.schedule(after: animated ? ScrollMotion.settleDuration : 0, repeating: 0, kind: .animation,
                                     detail: "table view update animation") { _ in completion(finished) }
    }

    // MARK: Applying a batch

    private func commit(completion: ((Bool) -> Void)?) throws(TableUpdateError) {
        let operations = batch.operations
        let animated = batch.animated
        batch.operations.removeAll()
        batch.animated = false
        guard !needsReload else {
            if let completion { scheduleCompletion(completion, finished: true) }
            return
        }
        closeOpenSwipe()
        do {
            let plan = try TableUpdatePlan(operations: operations, old: geometry.rowCounts) { () -> [Int] in
                let sections = max(0, askDataSource("numberOfSections(in:)") { $0.numberOfSections(in: self) } ?? 0)
                return (0..<sections).map { section in
                    max(0, askDataSource("tableView(_:numberOfRowsInSection:)") {
                        $0.tableView(self, numberOfRowsInSection: section)
                    } ?? 0)
                }
            }
            apply(plan)
            if let completion { scheduleCompletion(completion, finished: true, animated: animated) }
        } catch {
            reloadData()
            layoutVisibleContent()
            if let completion { scheduleCompletion(completion, finished: false) }
            throw error
        }
    }

    private func apply(_ plan: TableUpdatePlan) {
        let (kept, leaving) = plan.carry(visibleCellsByIndexPath)
        for (old, cell) in leaving { endDisplaying(cell, at: old) }
        visibleCellsByIndexPath = kept
        selectedIndexPaths = plan.carry(selection: selectedIndexPaths)
        highlightedIndexPath = highlightedIndexPath.flatMap { plan.rowMap[$0] }
        touchedIndexPath = touchedIndexPath.flatMap { plan.rowMap[$0] }
        for view in headerViews.values { view.removeFromSuperview() }
        for view in footerViews.values { view.removeFromSuperview() }
        headerViews.removeAll()
        footerViews.removeAll()
        prefetcher.forget()
        applyGeometry(buildGeometry())
        layoutVisibleContent()
    }
}

/// A batch checked against the data source, and where each surviving row of the old data goes.
struct TableUpdatePlan {
    /// Old index path → new index path, for every row that stays (moved rows included).
    var rowMap: [IndexPath: IndexPath] = [:]
    /// New index paths whose cells must be made again (reloaded rows, rows of reloaded sections).
    var replacedRows: Set<IndexPath> = []
    /// The data source's counts after the batch (rows per section).
    var newCounts: [Int] = []

    /// Where a surviving index path goes; nil for one that is deleted or whose cell is made again.
    func survivor(of old: IndexPath) -> IndexPath? {
        guard let new = rowMap[old], !replacedRows.contains(new) else { return nil }
        return new
    }

    /// Visible cells (or anything kept per row) carried to their new index paths, and those that leave, in old
    /// index order (tables and collection views alike).
    func carry<Cell>(_ visible: [IndexPath: Cell]) -> (kept: [IndexPath: Cell], leaving: [(IndexPath, Cell)]) {
        var kept: [IndexPath: Cell] = [:]
        var leaving: [(IndexPath, Cell)] = []
        for (old, cell) in visible {
            if let new = survivor(of: old) { kept[new] = cell } else { leaving.append((old, cell)) }
        }
        return (kept, leaving.sorted { $0.0 < $1.0 })
    }

    /// A selection carried over: rows that survive keep their selection at their new place.
    func carry(selection: Set<IndexPath>) -> Set<IndexPath> {
        Set(selection.compactMap(survivor(of:)))
    }

    init(operations: [TableBatch.Operation], old: [Int], newCounts: () -> [Int]) throws(TableUpdateError) {
        var deletedSections = IndexSet(), insertedSections = IndexSet(), reloadedSections = IndexSet()
        var sectionMoves: [(from: Int, to: Int)] = []
        var deletes: [IndexPath] = [], inserts: [IndexPath] = [], reloads: [IndexPath] = []
        var moves: [(from: IndexPath, to: IndexPath)] = []
        for operation in operations {
            switch operation {
            case .insertRows(let paths): inserts += paths
            case .deleteRows(let paths): deletes += paths
            case .reloadRows(let paths): reloads += paths
            case let .moveRow(from, to): moves.append((from, to))
            case .insertSections(let set): insertedSections.formUnion(set)
            case .deleteSections(let set): deletedSections.formUnion(set)
            case .reloadSections(let set): reloadedSections.formUnion(set)
            case let .moveSection(from, to): sectionMoves.append((from, to))
            }
        }

        // Sections named before the batch must exist before it.
        for section in deletedSections where section >= old.count {
            throw .outOfRange(operation: "deleteSections", item: "section \(section)", detail: "the table had \(old.count) section(s)")
        }
        for section in reloadedSections where section >= old.count {
            throw .outOfRange(operation: "reloadSections", item: "section \(section)", detail: "the table had \(old.count) section(s)")
        }
        for move in sectionMoves where move.from >= old.count || move.from < 0 {
            throw .outOfRange(operation: "moveSection", item: "section \(move.from)", detail: "the table had \(old.count) section(s)")
        }
        for section in deletedSections where reloadedSections.contains(section) {
            throw .conflicting(operation: "reloadSections", item: "section \(section)")
        }
        let movedFrom = Set(sectionMoves.map(\.from))
        if movedFrom.count != sectionMoves.count {
            throw .conflicting(operation: "moveSection", item: "a section moved twice")
        }
        for section in movedFrom where deletedSections.contains(section) {
            throw .conflicting(operation: "moveSection", item: "section \(section)")
        }

        let new = newCounts()
        self.newCounts = new
        let expectedSections = old.count - deletedSections.count + insertedSections.count
        guard new.count == expectedSections else {
            throw .invalidSectionCount(before: old.count, after: new.count, inserted: insertedSections.count,
                                       deleted: deletedSections.count)
        }
        for section in insertedSections where section >= new.count {
            throw .outOfRange(operation: "insertSections", item: "section \(section)", detail: "the data source has \(new.count) section(s) after the update")
        }
        for move in sectionMoves where move.to >= new.count || move.to < 0 {
            throw .outOfRange(operation: "moveSection", item: "section \(move.to)", detail: "the data source has \(new.count) section(s) after the update")
        }

        // Where each old section goes: inserted and moved-to slots are fixed, the others fill the rest in order.
        var origin: [Int?] = Array(repeating: nil, count: new.count)
        var fixed = Set<Int>()
        for section in insertedSections { fixed.insert(section) }
        for move in sectionMoves {
            guard fixed.insert(move.to).inserted else {
                throw .conflicting(operation: "moveSection", item: "section \(move.to) (after the update)")
            }
            origin[move.to] = move.from
        }
        var slot = 0
        for section in 0..<old.count where !deletedSections.contains(section) && !movedFrom.contains(section) {
            while slot < new.count, fixed.contains(slot) { slot += 1 }
            guard slot < new.count else { break }
            origin[slot] = section
            slot += 1
        }

        // Rows named before the batch.
        func checkOld(_ path: IndexPath, _ operation: String) throws(TableUpdateError) {
            guard path.count == 2, path.section >= 0, path.section < old.count else {
                throw .outOfRange(operation: operation, item: "section \(path.count == 2 ? path.section : -1)", detail: "the table had \(old.count) section(s)")
            }
            guard path.row >= 0, path.row < old[path.section] else {
                throw .outOfRange(operation: operation, item: "row \(path.row) of section \(path.section)", detail: "that section had \(old[path.section]) row(s)")
            }
            if deletedSections.contains(path.section) || reloadedSections.contains(path.section) {
                throw .conflicting(operation: operation, item: "row \(path.row) of section \(path.section) (its section is deleted or reloaded)")
            }
        }
        func checkNew(_ path: IndexPath, _ operation: String) throws(TableUpdateError) {
            guard path.count == 2, path.section >= 0, path.section < new.count else {
                throw .outOfRange(operation: operation, item: "section \(path.count == 2 ? path.section : -1)", detail: "the data source has \(new.count) section(s) after the update")
            }
            guard path.row >= 0, path.row < new[path.section] else {
                throw .outOfRange(operation: operation, item: "row \(path.row) of section \(path.section)", detail: "the data source has \(new[path.section]) row(s) there after the update")
            }
        }
        var touchedOld = Set<IndexPath>()
        for path in deletes {
            try checkOld(path, "deleteRows")
            guard touchedOld.insert(path).inserted else { throw .conflicting(operation: "deleteRows", item: "row \(path.row) of section \(path.section)") }
        }
        for path in reloads {
            try checkOld(path, "reloadRows")
            guard touchedOld.insert(path).inserted else { throw .conflicting(operation: "reloadRows", item: "row \(path.row) of section \(path.section)") }
        }
        for move in moves {
            try checkOld(move.from, "moveRow")
            guard touchedOld.insert(move.from).inserted else { throw .conflicting(operation: "moveRow", item: "row \(move.from.row) of section \(move.from.section)") }
        }
        var touchedNew = Set<IndexPath>()
        for path in inserts {
            try checkNew(path, "insertRows")
            guard touchedNew.insert(path).inserted else { throw .conflicting(operation: "insertRows", item: "row \(path.row) of section \(path.section) (after the update)") }
        }
        for move in moves {
            try checkNew(move.to, "moveRow")
            guard touchedNew.insert(move.to).inserted else { throw .conflicting(operation: "moveRow", item: "row \(move.to.row) of section \(move.to.section) (after the update)") }
        }

        // Counts per surviving section.
        for (section, source) in origin.enumerated() {
            guard let source, !reloadedSections.contains(source) else { continue }
            let inserted = inserts.filter { $0.section == section }.count
            let deleted = deletes.filter { $0.section == source }.count
            let movedIn = moves.filter { $0.to.section == section && $0.from.section != source }.count
            let movedOut = moves.filter { $0.from.section == source && $0.to.section != section }.count
            let expected = old[source] + inserted - deleted + movedIn - movedOut
            if new[section] != expected {
                throw .invalidRowCount(section: section, before: old[source], after: new[section], inserted: inserted,
                                       deleted: deleted, movedIn: movedIn, movedOut: movedOut)
            }
        }

        // Where each staying row goes.
        let deletedSet = Set(deletes), reloadedSet = Set(reloads), movedSources = Set(moves.map(\.from))
        for move in moves { rowMap[move.from] = move.to }
        for (section, source) in origin.enumerated() {
            guard let source else { continue }
            if reloadedSections.contains(source) {
                for row in 0..<new[section] { replacedRows.insert(IndexPath(row: row, section: section)) }
                continue
            }
            var fixedRows = Set<Int>()
            for path in inserts where path.section == section { fixedRows.insert(path.row) }
            for move in moves where move.to.section == section { fixedRows.insert(move.to.row) }
            var next = 0
            for row in 0..<old[source] {
                let path = IndexPath(row: row, section: source)
                guard !deletedSet.contains(path), !movedSources.contains(path) else { continue }
                while fixedRows.contains(next) { next += 1 }
                let target = IndexPath(row: next, section: section)
                rowMap[path] = target
                if reloadedSet.contains(path) { replacedRows.insert(target) }
                next += 1
            }
        }
    }
}
