/// A column of the tableau's index: the basic symbols whose rows mention one symbol (docs/uikit-rules.md 11.114).
///
/// Most columns gather a handful of rows (an error symbol is in its own row and in the rows chained after it). Up to
/// `listLimit` basics are kept in one short unordered list, found by a linear search and appended to without
/// hashing, made with room for `listLimit` at the first insertion (one allocation); a column that grows past it moves
/// to a hash table, and back to the list once the table empties. Nothing reads a column in an order: every walk of one
/// treats its rows one at a time and breaks ties by symbol id.
struct Column: Sequence {
    static var listLimit: Int { 16 }

    /// The basics' raw symbols while the column is short (empty when the table is used).
    private var list: ContiguousArray<Int32> = []
    private var table = SymbolTable<Bool>()

    init() {}

    var isEmpty: Bool { list.isEmpty && table.isEmpty }

    func contains(_ basic: Symbol) -> Bool {
        table.isEmpty ? list.contains(Int32(truncatingIfNeeded: basic.raw)) : table.contains(basic)
    }

    /// Adds `basic` (nothing if it is there).
    mutating func insert(_ basic: Symbol) {
        if !table.isEmpty {
            table.insert(basic)
            return
        }
        let raw = Int32(truncatingIfNeeded: basic.raw)
        if list.contains(raw) { return }
        if list.count == Self.listLimit {
            table.reserveCapacity(Self.listLimit * 2)
            for entry in list { table.insert(Symbol(raw: Int(entry))) }
            table.insert(basic)
            list = []
            return
        }
        if list.capacity == 0 { list.reserveCapacity(Self.listLimit) }
        list.append(raw)
    }

    mutating func remove(_ basic: Symbol) {
        if !table.isEmpty {
            table.remove(basic)
            return
        }
        guard let index = list.firstIndex(of: Int32(truncatingIfNeeded: basic.raw)) else { return }
        list.swapAt(index, list.count - 1)
        list.removeLast()
    }

    struct Iterator: IteratorProtocol {
        let list: ContiguousArray<Int32>
        var index = 0
        var rest: SymbolTable<Bool>.Iterator

        mutating func next() -> Symbol? {
            if index < list.count {
                index += 1
                return Symbol(raw: Int(list[index - 1]))
            }
            return rest.next()?.key
        }
    }

    func makeIterator() -> Iterator { Iterator(list: list, rest: table.makeIterator()) }

    var underestimatedCount: Int { list.count + table.count }
}
