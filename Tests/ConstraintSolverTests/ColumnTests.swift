import Testing
@testable import ConstraintSolver

/// docs/uikit-rules.md 11.114: a column of the index is a short list up to 16 rows and a hash table past them; as a
/// set it answers as `Set` does whatever its size, across the move to the table and back.
@Suite("Columns of the index")
struct ColumnTests {
    @Test("Rule 11.114: inserts, removals and look-ups match a Set, through the move to the table and back",
          arguments: [3 as UInt64, 64, 0xBEEF])
    func matchesSet(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var column = Column()
        var expected = Set<Symbol>()
        let kinds: [Symbol.Kind] = [.external, .slack, .error, .dummy]
        for step in 0..<2_000 {
            // Grows past the list's limit in the first half, shrinks back below it in the second.
            let growing = step < 1_000
            let symbol = Symbol(id: Int.random(in: 0..<40, using: &rng), kind: kinds[Int.random(in: 0..<4, using: &rng)])
            if Int.random(in: 0..<10, using: &rng) < (growing ? 7 : 3) {
                column.insert(symbol)
                expected.insert(symbol)
            } else {
                column.remove(symbol)
                expected.remove(symbol)
            }
            #expect(Set(column) == expected, "seed \(seed), step \(step)")
            #expect(column.isEmpty == expected.isEmpty)
            #expect(column.contains(symbol) == expected.contains(symbol))
        }
    }

    @Test("Rule 11.114: a column emptied in table form takes short-list inserts again")
    func emptiedTableBecomesList() {
        var column = Column()
        let symbols = (0..<20).map { Symbol(id: $0, kind: .error) }
        for symbol in symbols { column.insert(symbol) }
        #expect(Array(column).count == 20)
        for symbol in symbols { column.remove(symbol) }
        #expect(column.isEmpty)
        column.insert(symbols[3])
        column.insert(symbols[3])
        #expect(Array(column) == [symbols[3]])
    }
}
