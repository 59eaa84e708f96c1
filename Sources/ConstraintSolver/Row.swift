/// A sparse linear row `constant + Σ coefficient·symbol`.
///
/// In the tableau a row belongs to a basic symbol `b` and reads
/// `b = constant + Σ c·s` over parametric (non-basic) symbols. While a new
/// constraint is being converted, a row reads `0 = constant + Σ c·s`.
///
/// Coefficients smaller than `epsilon` are never stored. Rows held in the tableau
/// are only mutated through `Solver` helpers, which keep the column index in sync;
/// the mutating methods here are for rows that are not (yet) in the tableau,
/// or for operations that do not change the set of symbols.
struct Row {
    var cells: SymbolTable<Double>
    var constant: Double

    init(constant: Double = 0) {
        self.cells = SymbolTable()
        self.constant = constant
    }

    /// `factor·other` (constant included), each cell scaled as `add(other, times: factor)` scales it, but with
    /// near-zero cells kept (see `dropNearZeroCells()`), and room for `capacity` cells.
    init(_ other: Row, times factor: Double, capacity: Int) {
        self = other
        cells.reserveCapacity(capacity)
        // Times one changes no value (x·1 is x to the bit): no pass over the cells.
        guard factor != 1 else { return }
        constant *= factor
        cells.updateValues { $0 * factor }
    }

    /// Removes the cells whose coefficient is near zero.
    mutating func dropNearZeroCells() {
        for (symbol, coefficient) in cells where nearZero(coefficient) { cells.removeValue(forKey: symbol) }
    }

    @inline(__always)
    func coefficient(for symbol: Symbol) -> Double {
        cells[symbol] ?? 0
    }

    /// Adds `coefficient·symbol`, removing the cell if the sum is near zero.
    mutating func add(_ symbol: Symbol, _ coefficient: Double) {
        _ = cells.add(symbol, coefficient)
    }

    /// Adds `factor·other` (constant included).
    mutating func add(_ other: Row, times factor: Double) {
        constant += other.constant * factor
        for (symbol, coefficient) in other.cells {
            add(symbol, coefficient * factor)
        }
    }

    /// Negates the constant and every coefficient.
    mutating func negate() {
        constant = -constant
        cells.updateValues { -$0 }
    }

    /// Turns `0 = constant + a·symbol + rest` into `symbol = -(constant + rest)/a`.
    /// The symbol must be present.
    mutating func solve(for symbol: Symbol) {
        let coefficient = cells.removeValue(forKey: symbol)!
        let factor = -1.0 / coefficient
        guard factor != 1 else { return }
        constant *= factor
        cells.updateValues { $0 * factor }
    }

    /// Whether every symbol in the row is a dummy (a combination of required
    /// equality markers only).
    var hasOnlyDummies: Bool {
        cells.allSatisfy { $0.key.isDummy }
    }
}
