/// Values storable in a `SymbolTable` (needs a filler for empty slots).
protocol SymbolTableValue {
    static var placeholder: Self { get }
}

extension Double: SymbolTableValue {
    static var placeholder: Double { 0 }
}

extension Bool: SymbolTableValue {
    static var placeholder: Bool { false }
}

extension Symbol: SymbolTableValue {
    static var placeholder: Symbol { Symbol(raw: -1) }
}

/// A small open-addressing hash table keyed by `Symbol`, used for row cells
/// (`Symbol → Double`) and for long columns of the index (`SymbolTable<Bool>` as a set: `Column`),
/// and by raw integer ids for the solver's variables and constraint records.
///
/// Why not `Dictionary`/`Set`: symbols are dense integers, so a Fibonacci
/// (multiplicative) hash is enough, and it avoids per-operation SipHash
/// seeding and finalisation, which dominated the solver's profile. Linear
/// probing with backward-shift deletion (no tombstones), load factor ≤ 3/4,
/// power-of-two capacity; an empty table allocates nothing. Iteration order is
/// the slot order, which is deterministic (no per-process hash seed).
struct SymbolTable<Value: SymbolTableValue>: Sequence {
    struct Entry {
        var raw: Int
        var value: Value
    }

    private static var emptyKey: Int { -1 }

    private var entries: ContiguousArray<Entry> = []
    private(set) var count = 0
    private var shift: UInt64 = 64

    init() {}

    var isEmpty: Bool { count == 0 }

    @inline(__always)
    private func home(_ raw: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(truncatingIfNeeded: raw) &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    /// Slot holding `raw`, or the empty slot where it would go. Requires capacity > 0.
    @inline(__always)
    private func slot(_ raw: Int) -> (index: Int, found: Bool) {
        let mask = entries.count - 1
        var index = home(raw)
        while true {
            let key = entries[index].raw
            if key == raw { return (index, true) }
            if key == Self.emptyKey { return (index, false) }
            index = (index + 1) & mask
        }
    }

    private mutating func grow() {
        // Eight slots to start with (six entries): a column of the index typically gathers a handful of rows, and
        // starting at four grew most columns twice (docs/benchmarks.md, session 9).
        rehash(capacity: Swift.max(8, entries.count * 2))
    }

    /// Ensures `minimumCount` entries fit without rehashing.
    mutating func reserveCapacity(_ minimumCount: Int) {
        // Room for nothing allocates nothing (a row whose only cells are dummies keeps an empty table, 11.146).
        guard minimumCount > 0 else { return }
        var capacity = Swift.max(4, entries.count)
        while minimumCount * 4 > capacity * 3 { capacity *= 2 }
        if capacity > entries.count { rehash(capacity: capacity) }
    }

    private mutating func rehash(capacity: Int) {
        let old = entries
        let empty = Entry(raw: Self.emptyKey, value: .placeholder)
        if capacity > 32 {
            entries = ContiguousArray(repeating: empty, count: capacity)
        } else {
            // Small tables (most rows and columns) are not made with `ContiguousArray(repeating:count:)`, which
            // allocates through the standard library's unspecialised generic path (a type metadata look-up that
            // cost more than filling a small table); an empty array given its room is specialised here. Large
            // tables keep `repeating:`, whose fill is faster than appending slot by slot.
            var fresh = ContiguousArray<Entry>()
            fresh.reserveCapacity(capacity)
            for _ in 0..<capacity { fresh.append(empty) }
            entries = fresh
        }
        shift = UInt64(64 - capacity.trailingZeroBitCount)
        for entry in old where entry.raw != Self.emptyKey {
            entries[slot(entry.raw).index] = entry
        }
    }

    @inline(__always)
    private var needsGrowth: Bool { (count + 1) * 4 > entries.count * 3 }

    private mutating func remove(at index: Int) {
        let mask = entries.count - 1
        var hole = index
        var next = (index + 1) & mask
        while entries[next].raw != Self.emptyKey {
            let desired = home(entries[next].raw)
            // Move the entry back if the hole lies cyclically in [desired, next).
            let distanceToHole = (hole - desired) & mask
            let distanceToNext = (next - desired) & mask
            if distanceToHole < distanceToNext {
                entries[hole] = entries[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        entries[hole].raw = Self.emptyKey
        count -= 1
    }

    subscript(symbol: Symbol) -> Value? {
        get { self[raw: symbol.raw] }
        set { self[raw: symbol.raw] = newValue }
    }

    /// Access by raw key (any non-negative `Int`; used for `Variable.id` and `ConstraintID` keys).
    subscript(raw raw: Int) -> Value? {
        get {
            guard count > 0 else { return nil }
            let (index, found) = slot(raw)
            return found ? entries[index].value : nil
        }
        set {
            if let newValue {
                if needsGrowth { grow() }
                let (index, found) = slot(raw)
                entries[index].value = newValue
                if !found {
                    entries[index].raw = raw
                    count += 1
                }
            } else if count > 0 {
                let (index, found) = slot(raw)
                if found { remove(at: index) }
            }
        }
    }

    func contains(_ symbol: Symbol) -> Bool {
        guard count > 0 else { return false }
        return slot(symbol.raw).found
    }

    @discardableResult
    mutating func removeValue(forKey symbol: Symbol) -> Value? {
        removeValue(raw: symbol.raw)
    }

    @discardableResult
    mutating func removeValue(raw: Int) -> Value? {
        guard count > 0 else { return nil }
        let (index, found) = slot(raw)
        guard found else { return nil }
        let value = entries[index].value
        remove(at: index)
        return value
    }

    /// Applies `transform` to every value in place.
    mutating func updateValues(_ transform: (Value) -> Value) {
        for index in entries.indices where entries[index].raw != Self.emptyKey {
            entries[index].value = transform(entries[index].value)
        }
    }

    /// Calls `body` with each key and value, in slot order (the iteration order), reading the table in place: an
    /// iterator holds a copy of it, retained and released (docs/uikit-rules.md 11.148).
    @inline(__always)
    func forEach(_ body: (Symbol, Value) -> Void) {
        entries.withUnsafeBufferPointer { buffer in
            for entry in buffer where entry.raw != Self.emptyKey { body(Symbol(raw: entry.raw), entry.value) }
        }
    }

    struct Iterator: IteratorProtocol {
        let entries: ContiguousArray<Entry>
        var index = 0

        mutating func next() -> (key: Symbol, value: Value)? {
            while index < entries.count {
                let entry = entries[index]
                index += 1
                if entry.raw != -1 { return (Symbol(raw: entry.raw), entry.value) }
            }
            return nil
        }
    }

    func makeIterator() -> Iterator { Iterator(entries: entries) }

    var underestimatedCount: Int { count }
}

extension SymbolTable where Value == Double {
    /// Adds `delta` to the coefficient of `symbol`, dropping it when the result
    /// is near zero. Returns +1 if a cell was created, -1 if one was removed,
    /// 0 otherwise (so callers can maintain the column index).
    @inline(__always)
    mutating func add(_ symbol: Symbol, _ delta: Double) -> Int {
        if needsGrowth { grow() }
        let (index, found) = slot(symbol.raw)
        if found {
            let sum = entries[index].value + delta
            if nearZero(sum) {
                remove(at: index)
                return -1
            }
            entries[index].value = sum
            return 0
        }
        if nearZero(delta) { return 0 }
        entries[index] = Entry(raw: symbol.raw, value: delta)
        count += 1
        return 1
    }
}

extension SymbolTable where Value == Bool {
    /// Set-style insertion.
    @inline(__always)
    mutating func insert(_ symbol: Symbol) {
        self[symbol] = true
    }

    @inline(__always)
    mutating func remove(_ symbol: Symbol) {
        removeValue(forKey: symbol)
    }
}
