/// A table from variables to integers a client chooses (an index into its own list of the objects the variables
/// belong to), hashed with the solver's cheap integer hash rather than `Dictionary`'s SipHash: a client that maps
/// the variables a change moved (`Solver.takeChangedVariables()`) back to its objects looks each one up
/// (docs/uikit-rules.md 11.115).
public struct VariableIndex {
    private var table = SymbolTable<Int>()

    public init() {}

    public var count: Int { table.count }

    /// The index given for `variable`, nil when none is; setting nil forgets it.
    public subscript(variable: Variable) -> Int? {
        get { table[raw: variable.id] }
        set { table[raw: variable.id] = newValue }
    }

    /// Makes room for `count` variables in all.
    public mutating func reserveCapacity(_ count: Int) {
        table.reserveCapacity(count)
    }
}

extension Int: SymbolTableValue {
    static var placeholder: Int { 0 }
}
