import Testing
@testable import ConstraintSolver

/// docs/uikit-rules.md 11.144, 11.148: the add's working lists, emptied by their count and refilled in place, and a
/// table walked in place in its iterator's order.
@Suite("Scratch lists")
struct ScratchListTests {
    @Test("Rule 11.144: a list emptied and refilled holds only the new elements, in order")
    func refilledInPlace() {
        var list = ScratchList<Int>()
        for value in [4, 8, 15, 16, 23] { list.append(value) }
        #expect(list.count == 5)
        list.removeAll()
        #expect(list.isEmpty)
        #expect(list.firstIndex(where: { $0 == 15 }) == nil)
        for value in [42, 7] { list.append(value) }
        #expect(list.count == 2)
        #expect(list[0] == 42 && list[1] == 7)
        #expect(list.firstIndex(where: { $0 == 7 }) == 1)
        // Past the old contents the list grows as an array does.
        for value in 100..<110 { list.append(value) }
        #expect(list.count == 12)
        #expect(list[11] == 109)
    }

    @Test("Rule 11.148: forEach walks a table's cells in its iterator's order")
    func forEachMatchesTheIterator() {
        var table = SymbolTable<Double>()
        for id in 0..<40 { table[Symbol(id: id * 3 + 1, kind: .error)] = Double(id) / 4 }
        table.removeValue(forKey: Symbol(id: 10, kind: .error))
        var walked: [Int] = []
        table.forEach { symbol, value in
            walked.append(symbol.raw)
            #expect(value == table[symbol])
        }
        #expect(walked == table.map(\.key.raw))
        #expect(walked.count == 39)
    }
}
