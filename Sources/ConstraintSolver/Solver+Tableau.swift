/// The tableau's storage: symbols, rows and the column index kept in step with them, and the undo log of an
/// operation that may fail. The simplex steps that use them are in Solver+Simplex.swift.
extension Solver {
    // MARK: - Symbols

    mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        let kept = kind != .dummy || keepsEveryColumn
        // Looked at before `popLast()`, whose generic path costs more than the test when nothing was freed.
        if !freeIDs.isEmpty, let id = freeIDs.popLast() {
            let symbol = Symbol(id: id, kind: kind)
            symbolStates[id].symbol = symbol
            symbolStates[id].columnKept = kept
            return symbol
        }
        let id = rows.count
        let symbol = Symbol(id: id, kind: kind)
        rows.append(nil)
        symbolStates.append(SymbolState(symbol: symbol, columnKept: kept, variable: -1, changed: false))
        columns.append(Column())
        objective.grow()
        return symbol
    }

    mutating func freeSymbol(_ symbol: Symbol) {
        objective.forget(symbol)
        if rows[symbol.id] != nil { _ = detach(symbol) }
        // A dummy whose column was never built is in no row by now: its constraint's removal took it out, or the
        // add that made it was undone.
        if !columns[symbol.id].isEmpty { removeColumn(symbol) }
        symbolStates[symbol.id].variable = -1
        freeIDs.append(symbol.id)
    }

    mutating func discardFailedAdd(_ createdVariables: ScratchList<Variable>, _ marker: Symbol) {
        for index in 0..<createdVariables.count {
            let variable = createdVariables[index]
            freeSymbol(variableSymbols[raw: variable.id]!)
            variableSymbols[raw: variable.id] = nil
        }
        freeSymbol(marker)
    }

    // MARK: - Tableau primitives (keep `columns` in sync)

    mutating func beginUndo() {
        undo = Undo()
        objective.beginUndo()
    }

    mutating func commit() {
        undo = nil
        objective.commit()
    }

    /// Restores every row, constant and objective cell logged since
    /// `beginUndo()`.
    mutating func rollback() {
        guard let log = undo else { return }
        undo = nil
        for (id, entry) in log.rows {
            if rows[id] != nil { _ = detach(entry.symbol) }
            if let row = entry.row { attach(entry.symbol, row) }
        }
        for entry in log.constants.reversed() {
            rows[entry.id]!.constant = entry.old
            noteChange(entry.id)
        }
        objective.rollback()
        infeasible.removeAll()
    }

    @inline(__always)
    mutating func recordRow(_ basic: Symbol) {
        if undo != nil && undo!.rows[basic.id] == nil {
            undo!.rows[basic.id] = (basic, rows[basic.id])
        }
    }

    /// Makes `row` the row of `basic`; its table is read in place to keep the column index (docs/uikit-rules.md
    /// 11.148), through the buffers of the symbols' states and of the columns, taken once for the whole row rather
    /// than checked for sharing at each cell (11.154).
    mutating func attach(_ basic: Symbol, _ row: Row) {
        var row = row
        attach(basic, taking: &row)
    }

    /// `attach(_:_:)` for a row the caller has no more use for: it is moved into the table, where a row passed by
    /// value was copied into it (both its buffers retained, and released again with the caller's), and `row` is left
    /// empty (11.156).
    mutating func attach(_ basic: Symbol, taking row: inout Row) {
        recordRow(basic)
        noteChange(basic.id)
        if !row.cells.isEmpty {
            symbolStates.withUnsafeBufferPointer { states in
                columns.withUnsafeMutableBufferPointer { columns in
                    // `basic` had no row, so no column lists it: each cell's column takes it without a search.
                    row.cells.forEach { symbol, _ in
                        if states[symbol.id].columnKept { columns[symbol.id].insertNew(basic) }
                    }
                }
            }
        }
        if keepsDummyColumns {
            for (symbol, _) in row.dummies where symbolStates[symbol.id].columnKept { columns[symbol.id].insert(basic) }
        }
        rows[basic.id] = row.taken()
    }

    mutating func detach(_ basic: Symbol) -> Row {
        recordRow(basic)
        noteChange(basic.id)
        let row = rows[basic.id]!
        rows[basic.id] = nil
        for (symbol, _) in row.cells where symbolStates[symbol.id].columnKept { columns[symbol.id].remove(basic) }
        if keepsDummyColumns {
            for (symbol, _) in row.dummies where symbolStates[symbol.id].columnKept { columns[symbol.id].remove(basic) }
        }
        return row
    }

    /// Sets `symbol` to zero everywhere (rows, objective, artificial row).
    mutating func removeColumn(_ symbol: Symbol) {
        buildColumnIfNeeded(symbol)
        // Taken out rather than copied (a copy would retain and release the column's buffers).
        var basics = Column()
        swap(&basics, &columns[symbol.id])
        for basic in basics {
            rows[basic.id]!.removeValue(forKey: symbol)
        }
        objective.removeColumn(symbol)
        artificial?.removeValue(forKey: symbol)
    }

    /// `target += factor·row` for the row of `basic`, maintaining the column index.
    mutating func add(_ row: Row, times factor: Double, into target: inout Row, basic: Symbol) {
        target.constant += row.constant * factor
        for (symbol, coefficient) in row.cells {
            noteColumnChange(symbol, target.cells.add(symbol, coefficient * factor), basic: basic)
        }
        if keepsDummyColumns {
            for (symbol, coefficient) in row.dummies {
                noteColumnChange(symbol, target.dummies.add(symbol, coefficient * factor), basic: basic)
            }
        } else {
            // No dummy column is kept: the dummies are merged in one sweep.
            target.dummies.add(row.dummies, times: factor)
        }
    }

    /// Keeps `symbol`'s column (if kept) in step with a cell of `basic`'s row created (+1) or removed (-1).
    @inline(__always)
    mutating func noteColumnChange(_ symbol: Symbol, _ change: Int, basic: Symbol) {
        if change == 0 || !symbolStates[symbol.id].columnKept { return }
        if change > 0 {
            columns[symbol.id].insert(basic)
        } else {
            columns[symbol.id].remove(basic)
        }
    }

    /// Replaces `symbol` by `row` in every row, the objective and the artificial
    /// row. `symbol` is about to become basic with `row`.
    mutating func substitute(_ symbol: Symbol, _ row: Row) {
        buildColumnIfNeeded(symbol)
        // Taken out rather than copied (a copy would retain and release the column's buffers).
        var basics = Column()
        swap(&basics, &columns[symbol.id])
        for basic in basics {
            recordRow(basic)
            var target = rows[basic.id]!
            rows[basic.id] = nil
            let coefficient = target.removeValue(forKey: symbol)!
            add(row, times: coefficient, into: &target, basic: basic)
            noteChange(basic.id)
            if !basic.isExternal && target.constant < -epsilon { infeasible.append(basic) }
            rows[basic.id] = target
        }
        objective.substitute(symbol, row)
        if artificial != nil, let coefficient = artificial!.removeValue(forKey: symbol) {
            artificial!.add(row, times: coefficient)
        }
    }

    /// Exchanges a parametric `entering` symbol with the basic `leaving` symbol,
    /// whose row must contain `entering`.
    mutating func pivot(entering: Symbol, leaving: Symbol) {
        var row = detach(leaving)
        row.add(leaving, -1)
        row.solve(for: entering)
        substitute(entering, row)
        attach(entering, taking: &row)
    }
}
