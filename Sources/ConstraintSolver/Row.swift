/// A sparse linear row `constant + Σ coefficient·symbol`.
///
/// In the tableau a row belongs to a basic symbol `b` and reads
/// `b = constant + Σ c·s` over parametric (non-basic) symbols. While a new
/// constraint is being converted, a row reads `0 = constant + Σ c·s`.
///
/// The cells of dummy markers are kept in `dummies`, every other symbol's in `cells` (docs/uikit-rules.md 11.109):
/// the operations below treat both as one row. Coefficients smaller than `epsilon` are never stored. Rows held in
/// the tableau are only mutated through `Solver` helpers, which keep the column index in sync; the mutating methods
/// here are for rows that are not (yet) in the tableau, or for operations that do not change the set of symbols.
struct Row {
    /// Every cell but the dummies'.
    var cells: SymbolTable<Double>
    /// The dummies' cells.
    var dummies: DummyCells
    var constant: Double

    init(constant: Double = 0) {
        self.cells = SymbolTable()
        self.dummies = DummyCells()
        self.constant = constant
    }

    /// `factor·other` (constant included), each cell scaled as `add(other, times: factor)` scales it, but with
    /// near-zero cells kept (see `dropNearZeroCells()`), and room for `capacity` cells besides dummies.
    init(_ other: Row, times factor: Double, capacity: Int) {
        cells = other.cells
        cells.reserveCapacity(capacity)
        // Room for the new constraint's own marker and one more.
        dummies = DummyCells(other.dummies, times: factor, extra: 2)
        constant = other.constant
        // Times one changes no value (x·1 is x to the bit): no pass over the cells.
        guard factor != 1 else { return }
        constant *= factor
        cells.updateValues { $0 * factor }
    }

    /// The row, leaving an empty one in its place: a row the caller has no more use for is moved into the tableau
    /// this way rather than copied (docs/uikit-rules.md 11.156).
    mutating func taken() -> Row {
        var row = Row()
        swap(&self, &row)
        return row
    }

    /// Whether the row has no cell at all (it may have a constant).
    var isEmpty: Bool { cells.isEmpty && dummies.isEmpty }

    /// Removes the cells whose coefficient is near zero.
    mutating func dropNearZeroCells() {
        for (symbol, coefficient) in cells where nearZero(coefficient) { cells.removeValue(forKey: symbol) }
        dummies.dropNearZero()
    }

    /// The coefficient of `symbol`, nil when it is not in the row.
    subscript(symbol: Symbol) -> Double? {
        get { symbol.isDummy ? dummies[symbol] : cells[symbol] }
        set {
            if symbol.isDummy { dummies[symbol] = newValue } else { cells[symbol] = newValue }
        }
    }

    @inline(__always)
    func coefficient(for symbol: Symbol) -> Double {
        self[symbol] ?? 0
    }

    func contains(_ symbol: Symbol) -> Bool {
        symbol.isDummy ? dummies.contains(symbol) : cells.contains(symbol)
    }

    @discardableResult
    mutating func removeValue(forKey symbol: Symbol) -> Double? {
        symbol.isDummy ? dummies.removeValue(forKey: symbol) : cells.removeValue(forKey: symbol)
    }

    /// Adds `coefficient·symbol`, removing the cell if the sum is near zero. Returns +1 if a cell was created, -1 if
    /// one was removed, 0 otherwise.
    @discardableResult
    mutating func add(_ symbol: Symbol, _ coefficient: Double) -> Int {
        symbol.isDummy ? dummies.add(symbol, coefficient) : cells.add(symbol, coefficient)
    }

    /// Adds `factor·other` (constant included).
    mutating func add(_ other: Row, times factor: Double) {
        constant += other.constant * factor
        other.cells.forEach { symbol, coefficient in
            _ = cells.add(symbol, coefficient * factor)
        }
        dummies.add(other.dummies, times: factor)
    }

    /// Multiplies the constant and every coefficient by `factor` (near-zero results kept).
    mutating func scale(by factor: Double) {
        constant *= factor
        cells.updateValues { $0 * factor }
        dummies.scale(by: factor)
    }

    /// Turns `0 = constant + a·symbol + rest` into `symbol = -(constant + rest)/a`.
    /// The symbol must be present.
    mutating func solve(for symbol: Symbol) {
        let coefficient = removeValue(forKey: symbol)!
        let factor = -1.0 / coefficient
        guard factor != 1 else { return }
        scale(by: factor)
    }

    /// Whether every symbol in the row is a dummy (a combination of required
    /// equality markers only).
    var hasOnlyDummies: Bool {
        cells.isEmpty
    }
}
