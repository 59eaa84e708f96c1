/// A column of the tableau's index: the basic symbols whose rows mention one symbol (docs/uikit-rules.md 11.114,
/// 11.131).
///
/// Most columns gather a handful of rows (an error symbol is in its own row and in the rows chained after it: in a
/// line of views chained edge to edge, the rows of the views after it). The first `inlineLimit` basics are kept in
/// place in the column itself (no allocation; eight since docs/uikit-rules.md 11.157); past them, up to `listLimit`
/// basics are kept in one short unordered list, found by a linear search and appended to without hashing, made with
/// room for `listLimit` when the column first outgrows its place; a column that grows past the list moves to a hash
/// table, and back to its place once the table empties. Nothing reads a column in an order: every walk of one
/// treats its rows one at a time and breaks ties by symbol id.
struct Column: Sequence {
    static var inlineLimit: Int { 8 }
    static var listLimit: Int { 16 }

    /// Up to eight raw symbols kept in place.
    struct Inline {
        private var first: (Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32) = (0, 0, 0, 0, 0, 0, 0, 0)

        subscript(index: Int) -> Int32 {
            get {
                switch index {
                case 0: first.0
                case 1: first.1
                case 2: first.2
                case 3: first.3
                case 4: first.4
                case 5: first.5
                case 6: first.6
                default: first.7
                }
            }
            set {
                switch index {
                case 0: first.0 = newValue
                case 1: first.1 = newValue
                case 2: first.2 = newValue
                case 3: first.3 = newValue
                case 4: first.4 = newValue
                case 5: first.5 = newValue
                case 6: first.6 = newValue
                default: first.7 = newValue
                }
            }
        }
    }

    /// The basics' raw symbols while the column holds up to `inlineLimit` (the list and the table are empty then).
    private var inline = Inline()
    private var inlineCount = 0
    /// The basics' raw symbols while the column holds more than `inlineLimit` and up to `listLimit` (empty otherwise).
    private var list: ContiguousArray<Int32> = []
    private var table = SymbolTable<Bool>()

    init() {}

    var isEmpty: Bool { inlineCount == 0 && list.isEmpty && table.isEmpty }

    func contains(_ basic: Symbol) -> Bool {
        if !table.isEmpty { return table.contains(basic) }
        let raw = Int32(truncatingIfNeeded: basic.raw)
        if !list.isEmpty { return list.contains(raw) }
        return inlineIndex(of: raw) != nil
    }

    @inline(__always)
    private func inlineIndex(of raw: Int32) -> Int? {
        for index in 0..<inlineCount where inline[index] == raw { return index }
        return nil
    }

    /// Adds `basic` (nothing if it is there).
    mutating func insert(_ basic: Symbol) {
        if contains(basic) { return }
        insertNew(basic)
    }

    /// Adds `basic`, which the caller knows is not in the column, without looking for it: a row just attached to
    /// the tableau is new to every column of its cells (docs/uikit-rules.md 11.157).
    mutating func insertNew(_ basic: Symbol) {
        assert(!contains(basic), "a basic inserted as new is in the column already")
        if !table.isEmpty {
            table.insert(basic)
            return
        }
        let raw = Int32(truncatingIfNeeded: basic.raw)
        if list.isEmpty {
            if inlineCount < Self.inlineLimit {
                inline[inlineCount] = raw
                inlineCount += 1
                return
            }
            // Out of place: the list takes the symbols kept in place and the new one.
            if list.capacity == 0 { list.reserveCapacity(Self.listLimit) }
            for index in 0..<inlineCount { list.append(inline[index]) }
            inlineCount = 0
            list.append(raw)
            return
        }
        if list.count == Self.listLimit {
            table.reserveCapacity(Self.listLimit * 2)
            for entry in list { table.insert(Symbol(raw: Int(entry))) }
            table.insert(basic)
            list = []
            return
        }
        list.append(raw)
    }

    mutating func remove(_ basic: Symbol) {
        if !table.isEmpty {
            table.remove(basic)
            return
        }
        let raw = Int32(truncatingIfNeeded: basic.raw)
        if list.isEmpty {
            guard let index = inlineIndex(of: raw) else { return }
            inlineCount -= 1
            inline[index] = inline[inlineCount]
            return
        }
        guard let index = list.firstIndex(of: raw) else { return }
        list.swapAt(index, list.count - 1)
        list.removeLast()
    }

    struct Iterator: IteratorProtocol {
        let inline: Inline
        let inlineCount: Int
        let list: ContiguousArray<Int32>
        var index = 0
        var rest: SymbolTable<Bool>.Iterator

        mutating func next() -> Symbol? {
            if index < inlineCount {
                index += 1
                return Symbol(raw: Int(inline[index - 1]))
            }
            if index - inlineCount < list.count {
                index += 1
                return Symbol(raw: Int(list[index - 1 - inlineCount]))
            }
            return rest.next()?.key
        }
    }

    func makeIterator() -> Iterator {
        Iterator(inline: inline, inlineCount: inlineCount, list: list, rest: table.makeIterator())
    }

    var underestimatedCount: Int { inlineCount + list.count + table.count }
}
