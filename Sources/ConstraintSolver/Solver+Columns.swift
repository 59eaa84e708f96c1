/// The column index (`columns`), and why a dummy's column may be missing from it.
///
/// A chain of required equalities leaves each later row with the dummy markers of the links before it: in a grid of
/// views whose rows are chained one below the other, nine cells in ten are dummies. Only removing or updating a
/// required equality ever reads a dummy's column (dummies never enter the basis when optimising), so a dummy's
/// column is built the first time it is read, by looking the dummy up in every row, and kept up to date from then
/// on. After `lazyColumnLimit` such builds every column is built in one pass and kept, so a client that updates
/// many required equalities pays one pass over the tableau rather than a pass over the rows for each
/// (docs/uikit-rules.md 11.105).
extension Solver {
    static var lazyColumnLimit: Int { 32 }

    /// Makes sure `columns` holds the column of `symbol` before it is read.
    @inline(__always)
    mutating func buildColumnIfNeeded(_ symbol: Symbol) {
        if !symbolStates[symbol.id].columnKept { buildColumn(of: symbol) }
    }

    private mutating func buildColumn(of dummy: Symbol) {
        lazyColumnBuilds += 1
        if lazyColumnBuilds > Self.lazyColumnLimit {
            keepEveryColumn()
            return
        }
        keepsDummyColumns = true
        // Read in place: a row copied out of the table would retain and release both of its buffers.
        var column = Column()
        rows.withUnsafeBufferPointer { rows in
            for id in rows.indices where rows[id]?.dummies.contains(dummy) == true { column.insert(symbolStates[id].symbol) }
        }
        columns[dummy.id] = column
        symbolStates[dummy.id].columnKept = true
    }

    private mutating func keepEveryColumn() {
        for (id, row) in rows.enumerated() {
            guard let row else { continue }
            let basic = symbolStates[id].symbol
            for (symbol, _) in row.cells where !symbolStates[symbol.id].columnKept { columns[symbol.id].insert(basic) }
            for (symbol, _) in row.dummies where !symbolStates[symbol.id].columnKept { columns[symbol.id].insert(basic) }
        }
        for id in symbolStates.indices { symbolStates[id].columnKept = true }
        keepsEveryColumn = true
        keepsDummyColumns = true
    }
}
