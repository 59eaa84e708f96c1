/// The cells of a row that hold dummy markers (the markers of required equalities), kept apart from its other cells
/// in one array sorted by symbol (docs/uikit-rules.md 11.109).
///
/// Why apart: in a chain of required equalities every later row carries the markers of the links before it (a grid
/// of views whose rows are chained one below the other: nine cells in ten), yet a dummy never enters the basis when
/// optimising, so nothing looks a dummy up while rows are built, copied, scaled and added. An array is copied in one
/// block, scaled in one pass and merged in one sweep, where a hash table re-hashes on growth and probes every cell.
/// Lookups (a removal or a constant change reading one marker) search the sorted array.
///
/// A row with one dummy cell and no more (a fixed size, an edge pinned to a constant: each required equality's own
/// row) keeps it in place, with no array allocated; the array takes it when a second comes (docs/uikit-rules.md
/// 11.158).
///
/// Every cell takes the same value as in a hash table: a sum `old + coefficient·factor`, the cell dropped when the
/// sum is below `epsilon` and never stored when the product alone is.
struct DummyCells: Sequence {
    struct Entry {
        var raw: Int
        var value: Double
    }

    /// No cell in `single` (a raw symbol is never negative).
    private static var none: Entry { Entry(raw: -1, value: 0) }

    /// The only cell, while the row has one and `entries` is empty; `none` otherwise.
    private var single = DummyCells.none
    /// Every cell, sorted by symbol, while the row has more than one (or had: a row keeps its array once made).
    private var entries: ContiguousArray<Entry> = []

    init() {}

    /// `factor·other`, near-zero products kept (as `Row.init(_:times:capacity:)` keeps them), in a new array with
    /// room for `extra` more cells: one allocation, where a copy made on write and then grown would take two.
    init(_ other: DummyCells, times factor: Double, extra: Int) {
        if other.hasSingle {
            // The copy takes the new constraint's marker too: an array at once.
            entries.reserveCapacity(1 + extra)
            entries.append(Entry(raw: other.single.raw, value: other.single.value * factor))
            return
        }
        if other.entries.isEmpty { return }
        entries.reserveCapacity(other.entries.count + extra)
        if factor == 1 {
            entries.append(contentsOf: other.entries)
        } else {
            for entry in other.entries { entries.append(Entry(raw: entry.raw, value: entry.value * factor)) }
        }
    }

    @inline(__always)
    private var hasSingle: Bool { single.raw >= 0 }

    var count: Int { hasSingle ? 1 : entries.count }
    var isEmpty: Bool { !hasSingle && entries.isEmpty }

    /// Moves the cell kept in place into the array, before an operation that needs the array.
    private mutating func moveSingleIntoEntries() {
        guard hasSingle else { return }
        if entries.capacity == 0 { entries.reserveCapacity(4) }
        entries.append(single)
        single = Self.none
    }

    /// Index of `raw` in the array, or where it would be inserted.
    @inline(__always)
    private func position(of raw: Int) -> (index: Int, found: Bool) {
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) >> 1
            let key = entries[middle].raw
            if key == raw { return (middle, true) }
            if key < raw { low = middle + 1 } else { high = middle }
        }
        return (low, false)
    }

    subscript(symbol: Symbol) -> Double? {
        get {
            if hasSingle { return single.raw == symbol.raw ? single.value : nil }
            let (index, found) = position(of: symbol.raw)
            return found ? entries[index].value : nil
        }
        set {
            moveSingleIntoEntries()
            let (index, found) = position(of: symbol.raw)
            if let newValue {
                if found {
                    entries[index].value = newValue
                } else {
                    entries.insert(Entry(raw: symbol.raw, value: newValue), at: index)
                }
            } else if found {
                entries.remove(at: index)
            }
        }
    }

    func contains(_ symbol: Symbol) -> Bool {
        if hasSingle { return single.raw == symbol.raw }
        return position(of: symbol.raw).found
    }

    @discardableResult
    mutating func removeValue(forKey symbol: Symbol) -> Double? {
        if hasSingle {
            guard single.raw == symbol.raw else { return nil }
            let value = single.value
            single = Self.none
            return value
        }
        let (index, found) = position(of: symbol.raw)
        guard found else { return nil }
        return entries.remove(at: index).value
    }

    /// Adds `delta` to the coefficient of `symbol`, as `SymbolTable.add` does. Returns +1 if a cell was created, -1
    /// if one was removed, 0 otherwise.
    @discardableResult
    mutating func add(_ symbol: Symbol, _ delta: Double) -> Int {
        if entries.isEmpty {
            if !hasSingle {
                if nearZero(delta) { return 0 }
                // A row's first dummy stays in place until a second comes.
                single = Entry(raw: symbol.raw, value: delta)
                return 1
            }
            if single.raw == symbol.raw {
                let sum = single.value + delta
                if nearZero(sum) {
                    single = Self.none
                    return -1
                }
                single.value = sum
                return 0
            }
            if nearZero(delta) { return 0 }
            moveSingleIntoEntries()
        }
        let (index, found) = position(of: symbol.raw)
        if found {
            let sum = entries[index].value + delta
            if nearZero(sum) {
                entries.remove(at: index)
                return -1
            }
            entries[index].value = sum
            return 0
        }
        if nearZero(delta) { return 0 }
        // A new constraint's marker is the newest symbol, so its cell usually goes at the end: appended there (an
        // insertion's general path costs several times an append).
        let entry = Entry(raw: symbol.raw, value: delta)
        if index == entries.count { entries.append(entry) } else { entries.insert(entry, at: index) }
        return 1
    }

    /// Adds `factor·other`, cell by cell as `add(_:_:)` would, in one sweep over both arrays (a few cells into a
    /// long row: each looked up instead).
    mutating func add(_ other: DummyCells, times factor: Double) {
        if other.hasSingle {
            add(Symbol(raw: other.single.raw), other.single.value * factor)
            return
        }
        if other.entries.isEmpty { return }
        moveSingleIntoEntries()
        if other.entries.count * 8 < entries.count {
            for entry in other.entries { add(Symbol(raw: entry.raw), entry.value * factor) }
            return
        }
        var merged = ContiguousArray<Entry>()
        merged.reserveCapacity(entries.count + other.entries.count)
        var mine = 0
        var theirs = 0
        while mine < entries.count || theirs < other.entries.count {
            if theirs == other.entries.count || (mine < entries.count && entries[mine].raw < other.entries[theirs].raw) {
                merged.append(entries[mine])
                mine += 1
                continue
            }
            let entry = other.entries[theirs]
            theirs += 1
            let delta = entry.value * factor
            if mine < entries.count && entries[mine].raw == entry.raw {
                let sum = entries[mine].value + delta
                mine += 1
                if !nearZero(sum) { merged.append(Entry(raw: entry.raw, value: sum)) }
            } else if !nearZero(delta) {
                merged.append(Entry(raw: entry.raw, value: delta))
            }
        }
        entries = merged
    }

    /// Multiplies every coefficient by `factor` (near-zero results kept: see `dropNearZero()`).
    mutating func scale(by factor: Double) {
        if hasSingle {
            single.value *= factor
            return
        }
        entries.withUnsafeMutableBufferPointer { buffer in
            for index in buffer.indices { buffer[index].value *= factor }
        }
    }

    /// Removes the cells whose coefficient is near zero.
    mutating func dropNearZero() {
        if hasSingle {
            if nearZero(single.value) { single = Self.none }
            return
        }
        entries.removeAll { nearZero($0.value) }
    }

    /// The dummy with the smallest id.
    var first: Symbol? {
        if hasSingle { return Symbol(raw: single.raw) }
        return entries.first.map { Symbol(raw: $0.raw) }
    }

    struct Iterator: IteratorProtocol {
        let single: Entry
        let entries: ContiguousArray<Entry>
        var index = 0

        mutating func next() -> (key: Symbol, value: Double)? {
            if single.raw >= 0 {
                guard index == 0 else { return nil }
                index = 1
                return (Symbol(raw: single.raw), single.value)
            }
            guard index < entries.count else { return nil }
            let entry = entries[index]
            index += 1
            return (Symbol(raw: entry.raw), entry.value)
        }
    }

    func makeIterator() -> Iterator { Iterator(single: single, entries: entries) }

    var underestimatedCount: Int { count }
}
