/// A table from non-negative integers to integers, hashed with the solver's cheap multiplicative hash rather than
/// `Dictionary`'s SipHash, for clients that look objects up by a serial number many times a pass (UIKit's
/// `ViewDirectory` finds a constraint's views by instance number: docs/uikit-rules.md 11.124).
public struct IntegerIndex {
    private var table = SymbolTable<Int>()

    public init() {}

    public var count: Int { table.count }

    /// The value stored for `key` (which must not be negative), nil when none is; setting nil removes it.
    public subscript(key: Int) -> Int? {
        get { table[raw: key] }
        set {
            precondition(key >= 0, "IntegerIndex keys are never negative")
            table[raw: key] = newValue
        }
    }
}
