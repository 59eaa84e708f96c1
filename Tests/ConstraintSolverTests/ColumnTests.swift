import Testing
@testable import ConstraintSolver

/// docs/uikit-rules.md 11.114, 11.131, 11.157: a column of the index keeps eight rows in place, then a short list up to
/// 16 rows and a hash table past them; as a set it answers as `Set` does whatever its size, across each move and back.
@Suite("Columns of the index")
struct ColumnTests {
    @Test("Rule 11.114, 11.131: inserts, removals and look-ups match a Set, through each move and back",
          arguments: [(3 as UInt64, 40), (64, 40), (0xBEEF, 40), (5, 7), (77, 7), (0xC0FFEE, 7)])
    func matchesSet(seed: UInt64, ids: Int) {
        var rng = SplitMix64(seed: seed)
        var column = Column()
        var expected = Set<Symbol>()
        let kinds: [Symbol.Kind] = [.external, .slack, .error, .dummy]
        for step in 0..<2_000 {
            // Grows past the list's limit in the first half, shrinks back below it in the second.
            let growing = step < 1_000
            // 40 ids (160 symbols): mostly the table; 7 ids (28 symbols): often through the rows kept in place.
            let symbol = Symbol(id: Int.random(in: 0..<ids, using: &rng), kind: kinds[Int.random(in: 0..<4, using: &rng)])
            if Int.random(in: 0..<10, using: &rng) < (growing ? 7 : 3) {
                column.insert(symbol)
                expected.insert(symbol)
            } else {
                column.remove(symbol)
                expected.remove(symbol)
            }
            let listed = Array(column)
            #expect(listed.count == expected.count && Set(listed) == expected, "seed \(seed), step \(step)")
            #expect(column.underestimatedCount == expected.count)
            #expect(column.isEmpty == expected.isEmpty)
            #expect(column.contains(symbol) == expected.contains(symbol))
        }
    }

    @Test("Rule 11.131, 11.157: the ninth basic moves the eight kept in place into the list, each once; emptied, the column keeps them in place again")
    func ninthBasicMovesToTheList() {
        var column = Column()
        let symbols = (0..<10).map { Symbol(id: $0, kind: .slack) }
        for symbol in symbols.prefix(8) { column.insert(symbol) }
        column.insert(symbols[2])
        #expect(Array(column) == Array(symbols.prefix(8)))
        column.insert(symbols[8])
        #expect(Array(column).sorted() == Array(symbols.prefix(9)))
        for symbol in symbols.prefix(9) { column.remove(symbol) }
        #expect(column.isEmpty && Array(column).isEmpty)
        column.insert(symbols[9])
        column.insert(symbols[1])
        column.remove(symbols[9])
        #expect(Array(column) == [symbols[1]])
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
