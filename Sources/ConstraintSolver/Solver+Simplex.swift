/// The simplex steps: a new constraint's row and its subject, phase one, the marker a removal pivots on, and
/// primal and dual optimisation. The tableau's storage they work on is in Solver+Tableau.swift.
extension Solver {
    // MARK: - Adding

    /// `constant + Σ coefficient·symbol` with every basic symbol replaced by its row, oriented so that its constant
    /// is not negative; returns the orientation (-1 when the row came out negated), by which the caller multiplies
    /// the marker and error cells it adds.
    ///
    /// The first basic row met is copied whole and scaled rather than added cell by cell: in a chain of
    /// equalities it is the long one (the links before), and a copy is one allocation. Only single terms come
    /// before it, and every cell takes its contributions in the same order as when adding one by one (a sum of
    /// two is the same either way round), so the result is the same to the bit.
    ///
    /// The orientation is decided before the row is built (docs/uikit-rules.md 11.111): the constant is summed
    /// first, in the order the build sums it, and when it is negative every factor is negated. Negation is exact
    /// and rounding is symmetric, so each cell is, to the bit, the negation of the cell the unoriented build gives
    /// (and a cell is dropped as near zero in both or in neither): the row equals the one built and then negated,
    /// without the pass that negated it. A chained row copied at -1 and then negated is now copied at 1, in one
    /// block.
    ///
    /// The cells of the symbols the add made (`isNew`) are left out: `completeRowWithNewVariables` adds them, or
    /// solves the row for one of them without storing its cell (docs/uikit-rules.md 11.146).
    ///
    /// A static function of the tableau's rows, which it borrows: as a non-mutating method, called from
    /// `addConstraint`, it was handed a copy of the whole solver struct (a `memcpy` per call, docs/uikit-rules.md
    /// 11.149), and as a mutating one, each basic row it read (the first one copied, the others added) was first
    /// copied out of the table, both its buffers retained and released again (11.156).
    static func newRow(_ rows: [Row?], _ symbols: ScratchList<Symbol>, _ isNew: ScratchList<Bool>, _ terms: [Term],
                       constant: Double, capacity: Int) -> (row: Row, orientation: Double) {
        let first = symbols.firstIndex(where: { rows[$0.id] != nil })
        var sum = constant
        if let first {
            sum = rows[symbols[first].id]!.constant * terms[first].coefficient
            sum += constant
            for index in (first + 1)..<symbols.count {
                // The constant read in place: binding the row would copy it (retaining and releasing its buffers).
                if let basicConstant = rows[symbols[index].id]?.constant { sum += basicConstant * terms[index].coefficient }
            }
        }
        let orientation: Double = sum < 0 ? -1 : 1
        var row: Row
        var start = 0
        if let first {
            row = Row(rows[symbols[first].id]!, times: orientation * terms[first].coefficient, capacity: capacity)
            row.constant += orientation * constant
            for index in 0..<first where !isNew[index] { row.add(symbols[index], orientation * terms[index].coefficient) }
            // A scaled cell too small to keep was never stored when added one by one, unless a term above met it.
            if terms[first].coefficient.magnitude < 1 { row.dropNearZeroCells() }
            start = first + 1
        } else {
            row = Row(constant: orientation * constant)
            row.cells.reserveCapacity(capacity)
        }
        for index in start..<symbols.count where !isNew[index] {
            if let basicRow = rows[symbols[index].id] {
                row.add(basicRow, times: orientation * terms[index].coefficient)
            } else {
                row.add(symbols[index], orientation * terms[index].coefficient)
            }
        }
        return (row, orientation)
    }

    /// Completes a row that `newRow` built without the cells of the symbols the add made, its marker and error cells
    /// added, and chooses its subject as `chooseSubject` would: the lowest-id external symbol, which is in the row
    /// whenever the add made one. When that is a symbol the add made, its cell is never stored: the row is scaled
    /// as `Row.solve(for:)` scales it (by -1 over the symbol's coefficient, the other new cells added first), and
    /// `solved` says so; a row whose only external symbol is a new view's variable (a chain of required edges, a
    /// fixed size) so keeps an empty table, which allocates nothing (docs/uikit-rules.md 11.146). Each cell is the
    /// same, to the bit, as when every cell was added and the row then solved.
    mutating func completeRowWithNewVariables(_ row: inout Row, _ terms: [Term], orientation: Double)
        -> (subject: Symbol, solved: Bool)? {
        let count = scratch.symbols.count
        // `mergedTerms` leaves no near-zero coefficient; one would not have been stored.
        var newest: Int?
        for index in 0..<count where scratch.isNew[index] && !nearZero(terms[index].coefficient) {
            if newest == nil || scratch.symbols[index] < scratch.symbols[newest!] { newest = index }
        }
        guard let chosen = newest else { return nil }
        var known: Symbol?
        row.cells.forEach { symbol, _ in
            if symbol.isExternal && (known == nil || symbol < known!) { known = symbol }
        }
        if let known, known < scratch.symbols[chosen] {
            for index in 0..<count where scratch.isNew[index] {
                row.add(scratch.symbols[index], orientation * terms[index].coefficient)
            }
            return (known, false)
        }
        for index in 0..<count where scratch.isNew[index] && index != chosen {
            row.add(scratch.symbols[index], orientation * terms[index].coefficient)
        }
        let factor = -1.0 / (orientation * terms[chosen].coefficient)
        if factor != 1 { row.scale(by: factor) }
        return (scratch.symbols[chosen], true)
    }

    /// Subject for a new row: the lowest-id external symbol; otherwise the slack
    /// or error marker if its coefficient is negative (then solving for it keeps
    /// it non-negative, because the row constant is non-negative).
    static func chooseSubject(_ row: Row, marker: Symbol, other: Symbol?) -> Symbol? {
        var best: Symbol?
        for (symbol, _) in row.cells where symbol.isExternal {
            if best == nil || symbol < best! { best = symbol }
        }
        if let best { return best }
        if marker.isPivotableRestricted && row.coefficient(for: marker) < 0 { return marker }
        if let other, other.isPivotableRestricted && row.coefficient(for: other) < 0 { return other }
        return nil
    }

    /// Phase one for a row without a usable subject: add it as the row of an
    /// artificial variable and minimise that variable. Succeeds iff it reaches
    /// zero; otherwise the pivots are undone and the tableau is restored.
    mutating func addWithArtificialVariable(_ row: Row) -> Bool {
        let art = makeSymbol(.slack)
        attach(art, row)
        artificial = row
        beginUndo()
        let finished = optimizeArtificial()
        let success = finished && nearZero(artificial!.constant)
        artificial = nil
        if !success {
            rollback()
            freeSymbol(art)
            return false
        }
        commit()

        if rows[art.id] != nil {
            var artRow = detach(art)
            if !artRow.isEmpty {
                var entering: Symbol?
                for (symbol, _) in artRow.cells where !symbol.isDummy {
                    if entering == nil || symbol < entering! { entering = symbol }
                }
                if entering == nil { entering = artRow.dummies.first }
                artRow.add(art, -1)
                artRow.solve(for: entering!)
                substitute(entering!, artRow)
                attach(entering!, artRow)
            }
        }
        freeSymbol(art)
        return true
    }

    // MARK: - Removing

    /// Row to pivot a non-basic marker into before dropping it: prefer a basic
    /// dummy row when the marker is a dummy (keeps dummy rows pure), then the
    /// restricted row with the smallest ratio for increasing the marker, then
    /// for decreasing it, then any external row.
    func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        let column = columns[marker.id]
        if marker.isDummy, let dummyRow = column.filter({ $0.isDummy }).min() {
            return dummyRow
        }
        var first: Symbol?, second: Symbol?, third: Symbol?
        var firstRatio = Double.infinity, secondRatio = Double.infinity
        for basic in column {
            let row = rows[basic.id]!
            let coefficient = row[marker]!
            if basic.isExternal {
                if third == nil || basic < third! { third = basic }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if ratio < firstRatio || (ratio == firstRatio && basic < first!) {
                    firstRatio = ratio
                    first = basic
                }
            } else {
                let ratio = row.constant / coefficient
                if ratio < secondRatio || (ratio == secondRatio && basic < second!) {
                    secondRatio = ratio
                    second = basic
                }
            }
        }
        return first ?? second ?? third
    }

    // MARK: - Optimisation

    var iterationLimit: Int { 10_000 + 50 * rows.count }

    /// Primal simplex on the lexicographic objective.
    mutating func optimize() throws(SolverError) {
        var iterations = 0
        while let (entering, direction) = objective.nextEntering() {
            iterations += 1
            guard iterations <= iterationLimit else { throw .internalError("primal simplex iteration limit") }
            guard let leaving = leavingRow(for: entering, direction: direction) else {
                throw .internalError("objective is unbounded")
            }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// Ratio test: the restricted basic row that first reaches zero when
    /// `entering` moves in `direction`; ties go to the smallest id.
    func leavingRow(for entering: Symbol, direction: Double) -> Symbol? {
        precondition(symbolStates[entering.id].columnKept, "dummies never enter the basis by pivoting on an objective")
        var best: Symbol?
        var bestRatio = Double.infinity
        for basic in columns[entering.id] where !basic.isExternal {
            let row = rows[basic.id]!
            let coefficient = row[entering]! * direction
            if coefficient < 0 {
                let ratio = row.constant / -coefficient
                if ratio < bestRatio || (ratio == bestRatio && basic < best!) {
                    bestRatio = ratio
                    best = basic
                }
            }
        }
        return best
    }

    /// Entering choice for a single-row objective (the artificial row): the
    /// lowest-id non-dummy, non-frozen symbol that decreases it.
    func artificialEntering(frozen: Set<Symbol>) -> (Symbol, Double)? {
        var best: Symbol?
        var bestDirection = 1.0
        for (symbol, coefficient) in artificial!.cells where !symbol.isDummy && !frozen.contains(symbol) {
            guard symbol.isExternal || coefficient < 0 else { continue }
            if best == nil || symbol < best! {
                best = symbol
                bestDirection = coefficient < 0 ? 1 : -1
            }
        }
        return best.map { ($0, bestDirection) }
    }

    /// Minimises the artificial row. Returns false if it could not finish.
    mutating func optimizeArtificial() -> Bool {
        var iterations = 0
        while let (entering, direction) = artificialEntering(frozen: []) {
            iterations += 1
            guard iterations <= iterationLimit, let leaving = leavingRow(for: entering, direction: direction) else {
                return false
            }
            pivot(entering: entering, leaving: leaving)
        }
        return true
    }

    /// Applies `marker := marker + shift` to the tableau and queues rows that
    /// became infeasible.
    mutating func shiftMarker(_ marker: Symbol, by shift: Double) {
        buildColumnIfNeeded(marker)
        if rows[marker.id] != nil {
            undo?.constants.append((marker.id, rows[marker.id]!.constant))
            rows[marker.id]!.constant -= shift
            noteChange(marker.id)
            queueIfInfeasible(marker)
        } else {
            for basic in columns[marker.id] {
                let coefficient = rows[basic.id]![marker]!
                undo?.constants.append((basic.id, rows[basic.id]!.constant))
                rows[basic.id]!.constant += coefficient * shift
                noteChange(basic.id)
                queueIfInfeasible(basic)
            }
            objective.shiftConstants(marker, by: shift)
        }
    }

    mutating func queueIfInfeasible(_ basic: Symbol) {
        if basic.isExternal { return }
        let constant = rows[basic.id]!.constant
        if basic.isDummy ? !nearZero(constant) : constant < -epsilon {
            infeasible.append(basic)
        }
    }

    /// Dual simplex: restores feasibility while keeping optimality.
    /// Throws `.unsatisfiable` when an infeasible row cannot be repaired, i.e.
    /// the required constraints conflict.
    mutating func dualOptimize() throws(SolverError) {
        var iterations = 0
        while true {
            var leaving: Symbol?
            var kept = 0
            for index in infeasible.indices {
                let basic = infeasible[index]
                guard let row = rows[basic.id] else { continue }
                let bad = basic.isDummy ? !nearZero(row.constant) : row.constant < -epsilon
                guard bad else { continue }
                infeasible[kept] = basic
                kept += 1
                if leaving == nil || basic < leaving! { leaving = basic }
            }
            infeasible.removeLast(infeasible.count - kept)
            guard let leaving else { return }
            // A basic dummy row only holds dummies: a required equality conflict.
            if leaving.isDummy { throw .unsatisfiable }

            var entering: Symbol?
            var enteringCoefficient = 0.0
            for (symbol, coefficient) in rows[leaving.id]!.cells where coefficient > 0 && !symbol.isDummy {
                if entering == nil
                    || objective.ratioLess(symbol, coefficient, than: entering!, enteringCoefficient)
                {
                    entering = symbol
                    enteringCoefficient = coefficient
                }
            }
            guard let entering else { throw .unsatisfiable }
            iterations += 1
            guard iterations <= iterationLimit else { throw .internalError("dual simplex iteration limit") }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// Ambiguity probe (run on a scratch copy): can `symbol` move in
    /// `direction` without moving any frozen (positive-cost) or dummy symbol?
    mutating func canMove(_ symbol: Symbol, direction: Double, frozen: Set<Symbol>) -> Bool {
        var goal = Row()
        if let row = rows[symbol.id] {
            goal.add(row, times: -direction)
        } else {
            goal.add(symbol, -direction)
        }
        artificial = goal
        let start = goal.constant
        var iterations = 0
        while let (entering, moveDirection) = artificialEntering(frozen: frozen) {
            iterations += 1
            if iterations > iterationLimit { return false }
            guard let leaving = leavingRow(for: entering, direction: moveDirection) else { return true }
            pivot(entering: entering, leaving: leaving)
            if artificial!.constant < start - epsilon { return true }
        }
        return false
    }
}
