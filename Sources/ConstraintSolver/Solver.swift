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
    /// What the solver keeps for each symbol id besides its row and column, in one table, so that a new symbol is
    /// one append rather than four (docs/uikit-rules.md 11.116).
    struct SymbolState {
        /// The symbol the id stands for now (ids are reused once freed).
        var symbol: Symbol
        /// Whether the id's column is kept in `columns` (a dummy's is built when first read: Solver+Columns.swift).
        var columnKept: Bool
        /// The id of the `Variable` the symbol stands for, -1 for the solver's own symbols (change tracking).
        var variable: Int
        /// Whether its value may have changed since the last `takeChangedVariables()`.
        var changed: Bool
    }
    var symbolStates: [SymbolState] = []
    /// For each symbol id, the basic symbols whose rows mention that symbol, if its state says the column is kept;
    /// empty otherwise.
    var columns: [Column] = []
    /// Dummy columns built one at a time so far, and whether every column is kept from now on.
    var lazyColumnBuilds = 0
    var keepsEveryColumn = false
    /// Whether any dummy's column has been kept since the solver was made: until then, rows' dummy cells are added
    /// without looking at the column index (docs/uikit-rules.md 11.109).
    var keepsDummyColumns = false
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
    /// Change tracking for `takeChangedVariables()`: the ids whose state says `changed`, in the order they were
    /// flagged.
    var changedSymbols: [Int] = []
    /// Buffers `addConstraint` works in, kept from one add to the next and used in place (docs/uikit-rules.md
    /// 11.144): nothing else runs while an add does.
    struct AddScratch {
        var terms: [Term] = []
        var symbols = ScratchList<Symbol>()
        /// For each of `symbols`, whether the add made it (its variable is in `created`).
        var isNew = ScratchList<Bool>()
        var created = ScratchList<Variable>()
    }
    var scratch = AddScratch()

    public init() {}

    // MARK: - Public API

    /// Number of constraints in the solver (edit constraints included).
    public var constraintCount: Int { records.count }

    /// Makes room for `count` more constraints (and their variables and markers) before a batch is added, so that
    /// the per-symbol tables grow once instead of doubling as they fill. Changes no value.
    public mutating func reserveCapacity(addingConstraints count: Int) {
        // About two and a quarter symbols per constraint in a screen built with anchors: four variables per view
        // for four constraints, a marker each, and a second error symbol for an optional equality; and room besides
        // for what the batch holds that its constraints do not name (the containers' frames: four variables and four
        // markers each). A table that fills up just short of the batch's end copies everything it holds
        // (docs/uikit-rules.md 11.129).
        let symbolCount = rows.count + count * 9 / 4 + count / 32 + 16
        rows.reserveRoom(symbolCount)
        symbolStates.reserveRoom(symbolCount)
        columns.reserveRoom(symbolCount)
        objective.reserveCapacity(symbolCount)
        records.reserveCapacity(records.count + count)
        variableSymbols.reserveCapacity(variableSymbols.count + count)
    }

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
        // The add's working lists reuse the buffers of the one before (no allocation per add), in place.
        let terms = Self.mergedTerms(constraint.expression.terms, into: &scratch.terms)
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

        scratch.created.removeAll()
        scratch.symbols.removeAll()
        scratch.isNew.removeAll()
        // Room in the row's table for its marker and error cells (a required equality's marker is a dummy, kept
        // apart) and the cells of the terms already known; a new variable's cell waits (11.146).
        var capacity = constraint.relation == .equal && level == nil ? 0 : 2
        for term in terms {
            let variable = term.variable
            if let existing = variableSymbols[raw: variable.id] {
                scratch.symbols.append(existing)
                scratch.isNew.append(false)
                capacity += Self.cellCount(ofRowOf: existing, in: rows)
            } else {
                let symbol = makeSymbol(.external)
                variableSymbols[raw: variable.id] = symbol
                symbolStates[symbol.id].variable = variable.id
                scratch.created.append(variable)
                scratch.symbols.append(symbol)
                scratch.isNew.append(true)
            }
        }
        var (row, orientation) = Self.newRow(rows, scratch.symbols, scratch.isNew, terms, constant: expressionConstant,
                                             capacity: capacity)

        let marker: Symbol
        var other: Symbol?
        let markerCoefficient: Double
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            marker = makeSymbol(.slack)
            markerCoefficient = sign
            row.add(marker, orientation * sign)
            if let level {
                let error = makeSymbol(.error)
                other = error
                row.add(error, orientation * -sign)
                objective.add(error, 1, level: objective.retainLevel(level))
            }
        case .equal:
            if let level {
                let plus = makeSymbol(.error)
                let minus = makeSymbol(.error)
                marker = plus
                other = minus
                markerCoefficient = -1
                row.add(plus, -orientation)
                row.add(minus, orientation)
                let index = objective.retainLevel(level)
                objective.add(plus, 1, level: index)
                objective.add(minus, 1, level: index)
            } else {
                marker = makeSymbol(.dummy)
                markerCoefficient = 1
                row.add(marker, orientation)
            }
        }
        // `newRow` oriented the row: its constant is not negative (11.111).

        var subject: Symbol?
        var solved = false
        if !scratch.created.isEmpty, let completed = completeRowWithNewVariables(&row, terms, orientation: orientation) {
            (subject, solved) = completed
        } else {
            subject = Self.chooseSubject(row, marker: marker, other: other)
        }
        if subject == nil && row.hasOnlyDummies {
            // A combination of required equalities: redundant if consistent.
            if !nearZero(row.constant) {
                discardFailedAdd(scratch.created, marker)
                throw .unsatisfiable
            }
            subject = marker
            // Fresh, the marker is in no row yet, so its empty column is complete.
            symbolStates[marker.id].columnKept = true
            keepsDummyColumns = true
        }
        if let subject {
            if !solved { row.solve(for: subject) }
            // The symbol of a variable this add met first (a new view's) is in no row and not in the objective:
            // making it basic substitutes nothing (docs/uikit-rules.md 11.130).
            if !solved && !isNewExternal(subject, scratch.created) { substitute(subject, row) }
            attach(subject, taking: &row)
        } else if !addWithArtificialVariable(row) {
            discardFailedAdd(scratch.created, marker)
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
        try applyConstants(CollectionOfOne((id: id, constant: constant)))
    }

    /// Changes the constants of several distinct constraints at once and re-optimises once: constants that hold
    /// only together (a layout guide's origin and size moving on the same rotation) are one change, where one at a
    /// time each would conflict with the required constraints.
    ///
    /// - Throws: as `updateConstant`; after a throw the solver is unchanged.
    public mutating func updateConstants(_ changes: [(id: ConstraintID, constant: Double)]) throws(SolverError) {
        try applyConstants(changes)
    }

    /// Shifts each changed constraint's marker, then one dual simplex pass; everything rolls back on a throw.
    private mutating func applyConstants<Changes: Collection>(_ changes: Changes) throws(SolverError)
        where Changes.Element == (id: ConstraintID, constant: Double) {
        infeasible.removeAll()
        beginUndo()
        for change in changes {
            guard let record = records[raw: change.id.rawValue] else { rollback(); throw .unknownConstraint }
            guard change.constant.isFinite else { rollback(); throw .nonFinite }
            let newExpressionConstant = -change.constant
            let delta = newExpressionConstant - record.expressionConstant
            if delta == 0 { continue }
            if let marker = record.marker {
                // 0 = expr + δ + m·marker'  ⇔  marker = marker' + δ/m
                shiftMarker(marker, by: delta / record.markerCoefficient)
            } else if record.level == nil && !Self.holds(newExpressionConstant, record.relation) {
                rollback()
                throw .unsatisfiable
            }
        }
        do {
            try dualOptimize()
        } catch {
            rollback()
            throw error
        }
        commit()
        for change in changes { records[raw: change.id.rawValue]?.expressionConstant = -change.constant }
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
        // The constant read in place: binding the row would copy it (retaining and releasing both its buffers).
        guard let symbol = variableSymbols[raw: variable.id], let constant = rows[symbol.id]?.constant else { return 0 }
        return constant == 0 ? 0 : constant
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

    // MARK: - Helpers

    /// The terms with repeated variables merged and near-zero coefficients dropped, in the order of first
    /// appearance: `terms` itself when it has neither (the usual case: nothing is copied, docs/uikit-rules.md
    /// 11.112), else the merge, written into `merged` (emptied first).
    static func mergedTerms(_ terms: [Term], into merged: inout [Term]) -> [Term] {
        if terms.count <= 8 && !terms.contains(where: { nearZero($0.coefficient) }) {
            var repeated = false
            outer: for index in terms.indices {
                for earlier in 0..<index where terms[earlier].variable == terms[index].variable {
                    repeated = true
                    break outer
                }
            }
            if !repeated { return terms }
        }
        merged.removeAll(keepingCapacity: true)
        if terms.count <= 8 {
            outer: for term in terms {
                for index in merged.indices where merged[index].variable == term.variable {
                    merged[index].coefficient += term.coefficient
                    continue outer
                }
                merged.append(term)
            }
        } else {
            var positions: [Variable: Int] = [:]
            for term in terms {
                if let index = positions[term.variable] {
                    merged[index].coefficient += term.coefficient
                } else {
                    positions[term.variable] = merged.count
                    merged.append(term)
                }
            }
        }
        merged.removeAll { nearZero($0.coefficient) }
        return merged
    }

    /// How many cells (besides dummies) the row of `symbol` holds, 1 when it is parametric: room a new row takes
    /// for it. Static, borrowing `rows`: read from the add itself, the row was copied out of the table, both its
    /// buffers retained and released again (docs/uikit-rules.md 11.156).
    static func cellCount(ofRowOf symbol: Symbol, in rows: [Row?]) -> Int {
        rows[symbol.id]?.cells.count ?? 1
    }

    /// Whether `symbol` stands for one of the variables an add made symbols for (`created`): a symbol made by the add
    /// under way, which no row of the tableau, the objective or a phase-one row mentions yet (11.130).
    /// Mutating although it changes nothing: a non-mutating method called from the add is handed a copy of the solver
    /// (11.149).
    mutating func isNewExternal(_ symbol: Symbol, _ created: ScratchList<Variable>) -> Bool {
        guard symbol.isExternal else { return false }
        let variable = symbolStates[symbol.id].variable
        for index in 0..<created.count where created[index].id == variable { return true }
        return false
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

extension Array {
    /// Room for `count` elements, at least doubling when it grows: batches reserved one after another still grow
    /// the array a logarithmic number of times.
    mutating func reserveRoom(_ count: Int) {
        if count > capacity { reserveCapacity(Swift.max(count, capacity * 2)) }
    }

    /// Removes the last `count` elements, keeping the buffer. A few (a constraint's terms, the symbols it made) are
    /// removed one at a time, and none costs nothing: `removeLast(_:)` and `removeAll(keepingCapacity:)` go through
    /// the generic `replaceSubrange`, which costs several times that for the solver's short lists
    /// (docs/uikit-rules.md 11.125).
    mutating func removeLastKeepingCapacity(_ count: Int) {
        if count > 8 {
            removeLast(count)
        } else {
            for _ in 0..<count { removeLast() }
        }
    }
}
