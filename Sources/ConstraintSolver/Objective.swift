/// The lexicographic objective of the solver (Cassowary's symbolic weights).
///
/// Conceptually the objective coefficient of a symbol is a vector indexed by
/// optional priority level, compared from the highest level down. It is stored
/// as one sparse `Row` per level (`levels`, sorted by descending priority); the
/// coefficient vector of a symbol is its cell in each level row, and each level
/// row's constant is the current total error at that level. Every error symbol
/// has weight 1 in the row of its constraint's priority.
///
/// A symbol is lexicographically negative when the first level (from the top)
/// holding it has a negative coefficient. Coefficients below `epsilon` are not
/// stored, so the first level that holds a symbol decides its sign.
///
/// The objective also tracks which symbols' coefficients changed since they were
/// last checked (the dirty list). At an optimum every symbol is non-negative, so only
/// changed symbols can become entering candidates; this keeps the optimality test
/// after an incremental change proportional to the change, not to the size of
/// the objective.
struct Objective {
    struct Level {
        let priority: Double
        var row = Row()
        /// Number of constraints at this priority; the level is dropped at zero.
        var constraintCount = 0
    }

    private(set) var levels: [Level] = []
    private var dirtyFlags: [Bool] = []
    private var dirtyList: [Symbol] = []

    /// While non-nil, cell and constant changes are logged so that `rollback()`
    /// can restore the objective bit-for-bit (used when an operation that may
    /// turn out unsatisfiable is undone). Levels are not added or removed then.
    private var undoCells: [(level: Int, symbol: Symbol, old: Double?)]?
    private var undoConstants: [(level: Int, old: Double)] = []

    mutating func beginUndo() {
        undoCells = []
        undoConstants = []
    }

    mutating func commit() {
        undoCells = nil
        undoConstants = []
    }

    mutating func rollback() {
        guard let cells = undoCells else { return }
        undoCells = nil
        for entry in cells.reversed() {
            levels[entry.level].row[entry.symbol] = entry.old
        }
        for entry in undoConstants.reversed() {
            levels[entry.level].row.constant = entry.old
        }
        undoConstants = []
    }

    /// Makes room for per-symbol state of a newly allocated symbol id.
    mutating func grow() {
        dirtyFlags.append(false)
    }

    /// Makes room for per-symbol state up to `symbolCount` symbols.
    mutating func reserveCapacity(_ symbolCount: Int) {
        dirtyFlags.reserveRoom(symbolCount)
    }

    func index(of priority: Double) -> Int? {
        levels.firstIndex { $0.priority == priority }
    }

    /// Registers one more constraint at `priority`, creating the level if needed.
    mutating func retainLevel(_ priority: Double) -> Int {
        if let index = index(of: priority) {
            levels[index].constraintCount += 1
            return index
        }
        let index = levels.firstIndex { $0.priority < priority } ?? levels.count
        levels.insert(Level(priority: priority, constraintCount: 1), at: index)
        return index
    }

    mutating func releaseLevel(_ priority: Double) {
        guard let index = index(of: priority) else { return }
        levels[index].constraintCount -= 1
        if levels[index].constraintCount == 0 {
            levels.remove(at: index)
        }
    }

    private mutating func markDirty(_ symbol: Symbol) {
        if !dirtyFlags[symbol.id] {
            dirtyFlags[symbol.id] = true
            dirtyList.append(symbol)
        }
    }

    /// Forgets a symbol whose id is about to be recycled.
    mutating func forget(_ symbol: Symbol) {
        if dirtyFlags[symbol.id] {
            dirtyFlags[symbol.id] = false
            dirtyList.removeAll { $0.id == symbol.id }
        }
        removeColumn(symbol)
    }

    mutating func add(_ symbol: Symbol, _ coefficient: Double, level: Int) {
        levels[level].row.add(symbol, coefficient)
        markDirty(symbol)
    }

    mutating func add(_ row: Row, times factor: Double, level: Int) {
        levels[level].row.add(row, times: factor)
        for (symbol, _) in row.cells { markDirty(symbol) }
    }

    /// Replaces `symbol` (which just became basic with row `row`) in every level.
    mutating func substitute(_ symbol: Symbol, _ row: Row) {
        for index in levels.indices {
            if let coefficient = levels[index].row.removeValue(forKey: symbol) {
                if undoCells != nil {
                    undoConstants.append((index, levels[index].row.constant))
                    undoCells!.append((index, symbol, coefficient))
                    for (changed, _) in row.cells {
                        undoCells!.append((index, changed, levels[index].row.cells[changed]))
                    }
                    for (changed, _) in row.dummies {
                        undoCells!.append((index, changed, levels[index].row.dummies[changed]))
                    }
                }
                levels[index].row.add(row, times: coefficient)
                for (changed, _) in row.cells { markDirty(changed) }
            }
        }
    }

    /// Sets `symbol` to zero in every level.
    mutating func removeColumn(_ symbol: Symbol) {
        for index in levels.indices {
            levels[index].row.removeValue(forKey: symbol)
        }
    }

    /// Substitutes `symbol := symbol + shift` into the level constants (used by
    /// constant updates; keeps the per-level error totals exact).
    mutating func shiftConstants(_ symbol: Symbol, by shift: Double) {
        for index in levels.indices {
            if let coefficient = levels[index].row[symbol] {
                if undoCells != nil { undoConstants.append((index, levels[index].row.constant)) }
                levels[index].row.constant += coefficient * shift
            }
        }
    }

    /// Lexicographic sign (-1, 0, 1) of the symbol's objective coefficient.
    func sign(of symbol: Symbol) -> Int {
        for level in levels {
            if let coefficient = level.row[symbol] {
                return coefficient < 0 ? -1 : 1
            }
        }
        return 0
    }

    /// Whether the symbol's objective coefficient is zero at every level.
    func isFree(_ symbol: Symbol) -> Bool {
        sign(of: symbol) == 0
    }

    /// The entering symbol for primal simplex and the direction it moves in
    /// (+1 increase, -1 decrease), or nil at the optimum.
    ///
    /// Candidates are non-dummy symbols whose coefficient vector is
    /// lexicographically negative, and external (unrestricted) symbols with any
    /// non-zero vector. Among candidates the smallest symbol id wins (Bland's
    /// rule: no cycling, and a result independent of hash order). Checked symbols
    /// that are not candidates are dropped from the dirty list.
    mutating func nextEntering() -> (symbol: Symbol, direction: Double)? {
        // Nothing changed since the optimum (most adds: a required constraint's row touches no objective cell).
        if dirtyList.isEmpty { return nil }
        var best: Symbol?
        var bestDirection = 1.0
        var kept = 0
        for index in dirtyList.indices {
            let symbol = dirtyList[index]
            let sign = symbol.isDummy ? 0 : sign(of: symbol)
            if sign < 0 || (sign > 0 && symbol.isExternal) {
                dirtyList[kept] = symbol
                kept += 1
                if best == nil || symbol < best! {
                    best = symbol
                    bestDirection = sign < 0 ? 1 : -1
                }
            } else {
                dirtyFlags[symbol.id] = false
            }
        }
        dirtyList.removeLastKeepingCapacity(dirtyList.count - kept)
        guard let best else { return nil }
        return (best, bestDirection)
    }

    /// Dual simplex ratio comparison: whether `objective(a)/ca` is
    /// lexicographically smaller than `objective(b)/cb` (ties broken by id).
    func ratioLess(_ a: Symbol, _ ca: Double, than b: Symbol, _ cb: Double) -> Bool {
        for level in levels {
            let ra = (level.row.cells[a] ?? 0) / ca
            let rb = (level.row.cells[b] ?? 0) / cb
            if ra < rb - epsilon { return true }
            if ra > rb + epsilon { return false }
        }
        return a < b
    }
}
