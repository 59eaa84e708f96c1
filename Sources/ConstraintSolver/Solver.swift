/// An incremental Cassowary constraint solver (Badros, Borning & Stuckey, 2001)
/// with UIKit priority semantics.
///
/// The solver keeps a simplex tableau in solved form: every basic symbol has a
/// row `basic = constant + Σ c·parametric`, and the current solution sets every
/// parametric symbol to zero, so the value of a variable is the constant of its
/// row (or 0 when it is parametric). Optional constraints get error symbols
/// that are minimised by a lexicographic objective (see `Objective`); required
/// equalities get a dummy marker, inequalities a slack marker. Markers make
/// `removeConstraint` and `updateConstant` incremental.
///
/// Adding and removing constraints re-optimise with primal simplex; constant
/// updates and `suggestValue` re-optimise with dual simplex. All pivoting
/// choices break ties by symbol id, so results are deterministic and do not
/// depend on hash seeds.
///
/// The solver is a value type: copying it snapshots the whole system. It is not
/// `Sendable`; use each instance from one thread at a time.
public struct Solver {
    struct Record {
        let relation: Relation
        /// Current constant of the normalised expression (`expression ⋈ 0`).
        var expressionConstant: Double
        /// Nil for constraints that reduce to a constant (no tableau presence).
        let marker: Symbol?
        let other: Symbol?
        /// Coefficient of `marker` in the constraint's original row
        /// `0 = expression + markerCoefficient·marker + …`.
        let markerCoefficient: Double
        /// Priority level, nil when required.
        let level: Double?
    }

    /// Row of each basic symbol, indexed by symbol id (nil: not basic).
    var rows: [Row?] = []
    /// The symbol each id stands for now (ids are reused once freed).
    var symbols: [Symbol] = []
    /// For each symbol id, the basic symbols whose rows mention that symbol, if `columnKept` says it is kept (a
    /// dummy's column is built when first read: Solver+Columns.swift); empty otherwise.
    var columns: [SymbolTable<Bool>] = []
    var columnKept: [Bool] = []
    /// Dummy columns built one at a time so far, and whether every column is kept from now on.
    var lazyColumnBuilds = 0
    var keepsEveryColumn = false
    var freeIDs: [Int] = []
    /// External symbol of each known variable, keyed by `Variable.id`.
    var variableSymbols = SymbolTable<Symbol>()
    /// Keyed by `ConstraintID.rawValue`.
    var records = SymbolTable<Record>()
    var edits: [Variable: ConstraintID] = [:]
    var objective = Objective()
    /// Phase-one objective while adding with an artificial variable, or the
    /// probe objective of `hasAmbiguity`.
    var artificial: Row?
    /// Rows that may have become infeasible (dual simplex work list).
    var infeasible: [Symbol] = []
    /// Undo log of an operation that may fail (an add needing phase one, a
    /// constant update): the original rows and constants it touched, restored
    /// bit-for-bit by `rollback()`.
    struct Undo {
        var rows: [Int: (symbol: Symbol, row: Row?)] = [:]
        var constants: [(id: Int, old: Double)] = []
    }
    var undo: Undo?
    /// Change tracking for `takeChangedVariables()`: for each symbol id, the id of the `Variable` it stands for
    /// (-1 for the solver's own symbols) and whether its value may have changed since the last take; the ids
    /// flagged, in the order they were.
    var symbolVariables: [Int] = []
    var changeFlags: [Bool] = []
    var changedSymbols: [Int] = []

    public init() {}

    // MARK: - Public API

    /// Number of constraints in the solver (edit constraints included).
    public var constraintCount: Int { records.count }

    /// Whether a constraint with this id is in the solver.
    public func contains(_ id: ConstraintID) -> Bool { records[raw: id.rawValue] != nil }

    /// Adds a constraint and re-optimises.
    ///
    /// Terms are merged per variable and terms with `|coefficient| < 1e-8` are
    /// dropped. A constraint that reduces to a constant is accepted as a no-op
    /// if it is optional or holds; a required one that does not hold throws
    /// `.unsatisfiable`.
    ///
    /// - Throws: `.duplicate` if this constraint is already added,
    ///   `.invalidPriority`, `.nonFinite` for NaN/infinite numbers, and
    ///   `.unsatisfiable` if it is required and conflicts with the required
    ///   constraints present. After a throw the solver is unchanged.
    @discardableResult
    public mutating func addConstraint(_ constraint: Constraint) throws(SolverError) -> ConstraintID {
        guard records[raw: constraint.id.rawValue] == nil else { throw .duplicate }
        guard constraint.priority.isValid else { throw .invalidPriority }
        guard constraint.expression.isFinite else { throw .nonFinite }
        let terms = Self.mergedTerms(constraint.expression.terms)
        let level: Double? = constraint.priority.isRequired ? nil : constraint.priority.rawValue
        let expressionConstant = constraint.expression.constant

        if terms.isEmpty {
            if level == nil && !Self.holds(expressionConstant, constraint.relation) {
                throw .unsatisfiable
            }
            records[raw: constraint.id.rawValue] = Record(
                relation: constraint.relation, expressionConstant: expressionConstant, marker: nil, other: nil,
                markerCoefficient: 1, level: level)
            return constraint.id
        }

        var createdVariables: [Variable] = []
        var symbols: [Symbol] = []
        symbols.reserveCapacity(terms.count)
        var capacity = 2
        for (variable, _) in terms {
            let symbol: Symbol
            if let existing = variableSymbols[raw: variable.id] {
                symbol = existing
            } else {
                symbol = makeSymbol(.external)
                variableSymbols[raw: variable.id] = symbol
                symbolVariables[symbol.id] = variable.id
                createdVariables.append(variable)
            }
            symbols.append(symbol)
            capacity += rows[symbol.id]?.cells.count ?? 1
        }
        var row = newRow(symbols, terms, constant: expressionConstant, capacity: capacity)

        let marker: Symbol
        var other: Symbol?
        let markerCoefficient: Double
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            marker = makeSymbol(.slack)
            markerCoefficient = sign
            row.add(marker, sign)
            if let level {
                let error = makeSymbol(.error)
                other = error
                row.add(error, -sign)
                objective.add(error, 1, level: objective.retainLevel(level))
            }
        case .equal:
            if let level {
                let plus = makeSymbol(.error)
                let minus = makeSymbol(.error)
                marker = plus
                other = minus
                markerCoefficient = -1
                row.add(plus, -1)
                row.add(minus, 1)
                let index = objective.retainLevel(level)
                objective.add(plus, 1, level: index)
                objective.add(minus, 1, level: index)
            } else {
                marker = makeSymbol(.dummy)
                markerCoefficient = 1
                row.add(marker, 1)
            }
        }
        if row.constant < 0 { row.negate() }

        var subject = Self.chooseSubject(row, marker: marker, other: other)
        if subject == nil && row.hasOnlyDummies {
            // A combination of required equalities: redundant if consistent.
            if !nearZero(row.constant) {
                discardFailedAdd(createdVariables, marker)
                throw .unsatisfiable
            }
            subject = marker
            // Fresh, the marker is in no row yet, so its empty column is complete.
            columnKept[marker.id] = true
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, row)
            attach(subject, row)
        } else if !addWithArtificialVariable(row) {
            discardFailedAdd(createdVariables, marker)
            throw .unsatisfiable
        }

        records[raw: constraint.id.rawValue] = Record(
            relation: constraint.relation, expressionConstant: expressionConstant, marker: marker, other: other,
            markerCoefficient: markerCoefficient, level: level)
        try optimize()
        infeasible.removeAll()
        return constraint.id
    }

    /// Removes a constraint and re-optimises.
    /// - Throws: `.unknownConstraint` if the id is not in the solver.
    public mutating func removeConstraint(_ id: ConstraintID) throws(SolverError) {
        guard let record = records.removeValue(raw: id.rawValue) else { throw .unknownConstraint }
        guard let marker = record.marker else { return }
        let other = record.other

        if let level = record.level, let index = objective.index(of: level) {
            for error in [marker, other] {
                guard let error, error.kind == .error else { continue }
                if let errorRow = rows[error.id] {
                    objective.add(errorRow, times: -1, level: index)
                } else {
                    objective.add(error, -1, level: index)
                }
            }
        }

        if rows[marker.id] != nil {
            _ = detach(marker)
        } else {
            buildColumnIfNeeded(marker)
            if let leaving = markerLeavingRow(marker) {
                pivot(entering: marker, leaving: leaving)
                _ = detach(marker)
            }
            // else: the marker occurs nowhere; the constraint was redundant.
        }

        // With its constraint gone the other error symbol is an independent
        // variable; eliminate it (drop its row, or set it to zero).
        if let other {
            if rows[other.id] != nil {
                _ = detach(other)
            } else {
                removeColumn(other)
            }
        }
        if let level = record.level { objective.releaseLevel(level) }
        try optimize()
        infeasible.removeAll()
        freeSymbol(marker)
        if let other { freeSymbol(other) }
    }

    /// Changes the constant of a constraint in place (the constraint then reads
    /// `terms ⋈ constant`, see `Constraint.constant`) and re-optimises with dual
    /// simplex. This is the incremental Cassowary edit: the change is applied
    /// through the constraint's marker symbol, not by remove + add.
    ///
    /// - Throws: `.unknownConstraint`, `.nonFinite`, or `.unsatisfiable` if a
    ///   required constraint can no longer hold with the new constant (the solver
    ///   is then unchanged).
    public mutating func updateConstant(_ id: ConstraintID, to constant: Double) throws(SolverError) {
        guard var record = records[raw: id.rawValue] else { throw .unknownConstraint }
        guard constant.isFinite else { throw .nonFinite }
        let newExpressionConstant = -constant
        let delta = newExpressionConstant - record.expressionConstant
        if delta == 0 { return }

        if let marker = record.marker {
            // 0 = expr + δ + m·marker'  ⇔  marker = marker' + δ/m
            let shift = delta / record.markerCoefficient
            infeasible.removeAll()
            beginUndo()
            shiftMarker(marker, by: shift)
            do {
                try dualOptimize()
            } catch {
                rollback()
                throw error
            }
            commit()
        } else if record.level == nil && !Self.holds(newExpressionConstant, record.relation) {
            throw .unsatisfiable
        }
        record.expressionConstant = newExpressionConstant
        records[raw: id.rawValue] = record
    }

    /// Makes `variable` editable: adds the optional constraint
    /// `variable == suggestion` at `priority`, with the suggestion initialised to
    /// the variable's current value (so adding it does not move anything).
    /// - Throws: `.duplicateEditVariable`, `.invalidPriority` (also for required).
    public mutating func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        guard edits[variable] == nil else { throw .duplicateEditVariable }
        guard priority.isValid, !priority.isRequired else { throw .invalidPriority }
        let constraint = Constraint(variable, .equal, Expression(value(of: variable)), priority: priority)
        edits[variable] = try addConstraint(constraint)
    }

    /// Removes the edit constraint of `variable`.
    public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let id = edits.removeValue(forKey: variable) else { throw .unknownEditVariable }
        try removeConstraint(id)
    }

    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable] != nil }

    /// Suggests a value for an edit variable and re-optimises (dual simplex).
    /// - Throws: `.unknownEditVariable`, `.nonFinite`.
    public mutating func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        guard let id = edits[variable] else { throw .unknownEditVariable }
        try updateConstant(id, to: value)
    }

    /// Current value of `variable`; 0 for variables the solver does not know.
    /// Always up to date (read directly from the tableau, O(1)).
    public func value(of variable: Variable) -> Double {
        guard let symbol = variableSymbols[raw: variable.id], let row = rows[symbol.id] else { return 0 }
        return row.constant == 0 ? 0 : row.constant
    }

    /// Whether the constraints leave `variable` undetermined (UIKit's
    /// `hasAmbiguousLayout` for one variable).
    ///
    /// Rule: a variable is ambiguous iff its value can change while every
    /// constraint error at every priority stays the same, i.e. it is not constant
    /// over the set of optimal solutions. Unknown and parametric variables are
    /// ambiguous. For a basic variable, the parametric symbols of its row that
    /// can move at zero cost are the non-dummy ones with a zero objective vector
    /// (symbols with a positive vector must stay 0 at any optimum; dummies are
    /// fixed). If there are none the variable is determined; otherwise the
    /// variable is maximised and minimised over the optimal face on a scratch
    /// copy of the solver (positive-cost symbols frozen at 0), and it is
    /// ambiguous iff either moves it by more than `1e-8`.
    public func hasAmbiguity(_ variable: Variable) -> Bool {
        guard let symbol = variableSymbols[raw: variable.id], let row = rows[symbol.id] else { return true }
        let movable = row.cells.contains { !$0.key.isDummy && objective.isFree($0.key) }
        if !movable { return false }
        var frozen = Set<Symbol>()
        for level in objective.levels {
            for (symbol, _) in level.row.cells where objective.sign(of: symbol) > 0 {
                frozen.insert(symbol)
            }
        }
        for direction in [1.0, -1.0] {
            var probe = self
            if probe.canMove(symbol, direction: direction, frozen: frozen) { return true }
        }
        return false
    }

    // MARK: - Symbols

    mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        let kept = kind != .dummy || keepsEveryColumn
        if let id = freeIDs.popLast() {
            symbols[id] = Symbol(id: id, kind: kind)
            columnKept[id] = kept
            return symbols[id]
        }
        let id = rows.count
        rows.append(nil)
        symbols.append(Symbol(id: id, kind: kind))
        columns.append(SymbolTable())
        columnKept.append(kept)
        symbolVariables.append(-1)
        changeFlags.append(false)
        objective.grow()
        return Symbol(id: id, kind: kind)
    }

    mutating func freeSymbol(_ symbol: Symbol) {
        objective.forget(symbol)
        if rows[symbol.id] != nil { _ = detach(symbol) }
        // A dummy whose column was never built is in no row by now: its constraint's removal took it out, or the
        // add that made it was undone.
        if !columns[symbol.id].isEmpty { removeColumn(symbol) }
        symbolVariables[symbol.id] = -1
        freeIDs.append(symbol.id)
    }

    private mutating func discardFailedAdd(_ createdVariables: [Variable], _ marker: Symbol) {
        for variable in createdVariables {
            freeSymbol(variableSymbols[raw: variable.id]!)
            variableSymbols[raw: variable.id] = nil
        }
        freeSymbol(marker)
    }

    // MARK: - Tableau primitives (keep `columns` in sync)

    private mutating func beginUndo() {
        undo = Undo()
        objective.beginUndo()
    }

    private mutating func commit() {
        undo = nil
        objective.commit()
    }

    /// Restores every row, constant and objective cell logged since
    /// `beginUndo()`.
    private mutating func rollback() {
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
    private mutating func recordRow(_ basic: Symbol) {
        if undo != nil && undo!.rows[basic.id] == nil {
            undo!.rows[basic.id] = (basic, rows[basic.id])
        }
    }

    mutating func attach(_ basic: Symbol, _ row: Row) {
        recordRow(basic)
        noteChange(basic.id)
        for (symbol, _) in row.cells where columnKept[symbol.id] { columns[symbol.id].insert(basic) }
        rows[basic.id] = row
    }

    mutating func detach(_ basic: Symbol) -> Row {
        recordRow(basic)
        noteChange(basic.id)
        let row = rows[basic.id]!
        rows[basic.id] = nil
        for (symbol, _) in row.cells where columnKept[symbol.id] { columns[symbol.id].remove(basic) }
        return row
    }

    /// Sets `symbol` to zero everywhere (rows, objective, artificial row).
    mutating func removeColumn(_ symbol: Symbol) {
        buildColumnIfNeeded(symbol)
        for (basic, _) in columns[symbol.id] {
            rows[basic.id]!.cells.removeValue(forKey: symbol)
        }
        columns[symbol.id] = SymbolTable()
        objective.removeColumn(symbol)
        artificial?.cells.removeValue(forKey: symbol)
    }

    /// `target += factor·row` for the row of `basic`, maintaining the column index.
    private mutating func add(_ row: Row, times factor: Double, into target: inout Row, basic: Symbol) {
        target.constant += row.constant * factor
        for (symbol, coefficient) in row.cells {
            let change = target.cells.add(symbol, coefficient * factor)
            if !columnKept[symbol.id] { continue }
            if change > 0 {
                columns[symbol.id].insert(basic)
            } else if change < 0 {
                columns[symbol.id].remove(basic)
            }
        }
    }

    /// Replaces `symbol` by `row` in every row, the objective and the artificial
    /// row. `symbol` is about to become basic with `row`.
    mutating func substitute(_ symbol: Symbol, _ row: Row) {
        buildColumnIfNeeded(symbol)
        let basics = columns[symbol.id]
        columns[symbol.id] = SymbolTable()
        for (basic, _) in basics {
            recordRow(basic)
            var target = rows[basic.id]!
            rows[basic.id] = nil
            let coefficient = target.cells.removeValue(forKey: symbol)!
            add(row, times: coefficient, into: &target, basic: basic)
            noteChange(basic.id)
            if !basic.isExternal && target.constant < -epsilon { infeasible.append(basic) }
            rows[basic.id] = target
        }
        objective.substitute(symbol, row)
        if artificial != nil, let coefficient = artificial!.cells.removeValue(forKey: symbol) {
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
        attach(entering, row)
    }

    // MARK: - Adding

    /// `constant + Σ coefficient·symbol` with every basic symbol replaced by its row.
    ///
    /// The first basic row met is copied whole and scaled rather than added cell by cell: in a chain of
    /// equalities it is the long one (the links before), and a copy is one allocation. Only single terms come
    /// before it, and every cell takes its contributions in the same order as when adding one by one (a sum of
    /// two is the same either way round), so the result is the same to the bit.
    private func newRow(_ symbols: [Symbol], _ terms: [(Variable, Double)], constant: Double, capacity: Int) -> Row {
        var row: Row
        var start = 0
        if let first = symbols.firstIndex(where: { rows[$0.id] != nil }) {
            row = Row(rows[symbols[first].id]!, times: terms[first].1, capacity: capacity)
            row.constant += constant
            for index in 0..<first { row.add(symbols[index], terms[index].1) }
            // A scaled cell too small to keep was never stored when added one by one, unless a term above met it.
            if terms[first].1.magnitude < 1 { row.dropNearZeroCells() }
            start = first + 1
        } else {
            row = Row(constant: constant)
            row.cells.reserveCapacity(capacity)
        }
        for index in start..<symbols.count {
            if let basicRow = rows[symbols[index].id] {
                row.add(basicRow, times: terms[index].1)
            } else {
                row.add(symbols[index], terms[index].1)
            }
        }
        return row
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
    private mutating func addWithArtificialVariable(_ row: Row) -> Bool {
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
            if !artRow.cells.isEmpty {
                var entering: Symbol?
                for (symbol, _) in artRow.cells where !symbol.isDummy {
                    if entering == nil || symbol < entering! { entering = symbol }
                }
                if entering == nil { entering = artRow.cells.min { $0.key < $1.key }?.key }
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
    private func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        let column = columns[marker.id]
        if marker.isDummy, let dummyRow = column.filter({ $0.key.isDummy }).min(by: { $0.key < $1.key })?.key {
            return dummyRow
        }
        var first: Symbol?, second: Symbol?, third: Symbol?
        var firstRatio = Double.infinity, secondRatio = Double.infinity
        for (basic, _) in column {
            let row = rows[basic.id]!
            let coefficient = row.cells[marker]!
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

    private var iterationLimit: Int { 10_000 + 50 * rows.count }

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
        precondition(columnKept[entering.id], "dummies never enter the basis by pivoting on an objective")
        var best: Symbol?
        var bestRatio = Double.infinity
        for (basic, _) in columns[entering.id] where !basic.isExternal {
            let row = rows[basic.id]!
            let coefficient = row.cells[entering]! * direction
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
    private func artificialEntering(frozen: Set<Symbol>) -> (Symbol, Double)? {
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
    private mutating func optimizeArtificial() -> Bool {
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
    private mutating func shiftMarker(_ marker: Symbol, by shift: Double) {
        buildColumnIfNeeded(marker)
        if rows[marker.id] != nil {
            undo?.constants.append((marker.id, rows[marker.id]!.constant))
            rows[marker.id]!.constant -= shift
            noteChange(marker.id)
            queueIfInfeasible(marker)
        } else {
            for (basic, _) in columns[marker.id] {
                let coefficient = rows[basic.id]!.cells[marker]!
                undo?.constants.append((basic.id, rows[basic.id]!.constant))
                rows[basic.id]!.constant += coefficient * shift
                noteChange(basic.id)
                queueIfInfeasible(basic)
            }
            objective.shiftConstants(marker, by: shift)
        }
    }

    private mutating func queueIfInfeasible(_ basic: Symbol) {
        if basic.isExternal { return }
        let constant = rows[basic.id]!.constant
        if basic.isDummy ? !nearZero(constant) : constant < -epsilon {
            infeasible.append(basic)
        }
    }

    /// Dual simplex: restores feasibility while keeping optimality.
    /// Throws `.unsatisfiable` when an infeasible row cannot be repaired, i.e.
    /// the required constraints conflict.
    private mutating func dualOptimize() throws(SolverError) {
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
    private mutating func canMove(_ symbol: Symbol, direction: Double, frozen: Set<Symbol>) -> Bool {
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

    // MARK: - Helpers

    /// Merges repeated variables and drops near-zero coefficients, keeping the
    /// order of first appearance.
    static func mergedTerms(_ terms: [Term]) -> [(Variable, Double)] {
        var merged: [(Variable, Double)] = []
        merged.reserveCapacity(terms.count)
        if terms.count <= 8 {
            outer: for term in terms {
                for index in merged.indices where merged[index].0 == term.variable {
                    merged[index].1 += term.coefficient
                    continue outer
                }
                merged.append((term.variable, term.coefficient))
            }
        } else {
            var positions: [Variable: Int] = [:]
            for term in terms {
                if let index = positions[term.variable] {
                    merged[index].1 += term.coefficient
                } else {
                    positions[term.variable] = merged.count
                    merged.append((term.variable, term.coefficient))
                }
            }
        }
        merged.removeAll { nearZero($0.1) }
        return merged
    }

    /// Whether `constant ⋈ 0` holds within `epsilon`.
    static func holds(_ constant: Double, _ relation: Relation) -> Bool {
        switch relation {
        case .equal: nearZero(constant)
        case .lessThanOrEqual: constant < epsilon
        case .greaterThanOrEqual: constant > -epsilon
        }
    }

    // MARK: - Introspection (tests)

    /// Total error per optional priority level, highest first.
    var levelErrors: [(priority: Double, error: Double)] {
        objective.levels.map { ($0.priority, $0.row.constant) }
    }
}

@available(*, unavailable)
extension Solver: Sendable {}

extension Solver.Record: SymbolTableValue {
    static var placeholder: Solver.Record {
        Solver.Record(relation: .equal, expressionConstant: 0, marker: nil, other: nil, markerCoefficient: 0, level: nil)
    }
}
