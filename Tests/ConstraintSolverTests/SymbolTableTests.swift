import Testing
@testable import ConstraintSolver

/// The solver's open-addressing table (SymbolTable.swift): small tables and large ones are allocated two ways
/// (docs/benchmarks.md, session 8); both must keep every entry through growth and removal.
@Suite("Symbol tables")
struct SymbolTableTests {
    @Test("Entries survive growth past the small-table size, removals and growth again")
    func growthAndRemoval() {
        var table = SymbolTable<Double>()
        let symbols = (0..<200).map { Symbol(id: $0 * 7 + 3, kind: Symbol.Kind(rawValue: $0 % 4)!) }
        for (index, symbol) in symbols.enumerated() {
            table[symbol] = Double(index) + 0.5
            #expect(table.count == index + 1)
        }
        for (index, symbol) in symbols.enumerated() { #expect(table[symbol] == Double(index) + 0.5) }
        for (index, symbol) in symbols.enumerated() where index % 3 == 0 { table.removeValue(forKey: symbol) }
        #expect(table.count == 133)
        for (index, symbol) in symbols.enumerated() {
            #expect(table[symbol] == (index % 3 == 0 ? nil : Double(index) + 0.5))
        }
        var copy = table
        copy.reserveCapacity(1_000)
        #expect(copy.count == 133)
        #expect(Set(copy.map { $0.key }) == Set(table.map { $0.key }))
        for (symbol, value) in table { #expect(copy[symbol] == value) }
    }

    @Test("A row copied times one is the row itself; times another factor, each cell scaled, dummies included")
    func rowCopies() {
        var row = Row(constant: 3)
        for id in 0..<40 { row.add(Symbol(id: id, kind: Symbol.Kind(rawValue: id % 4)!), Double(id) + 1) }
        #expect(row.cells.count == 30)
        #expect(row.dummies.count == 10)
        let same = Row(row, times: 1, capacity: 64)
        #expect(same.constant == 3)
        #expect(same.cells.count == 30)
        #expect(same.dummies.count == 10)
        for id in 0..<40 {
            let symbol = Symbol(id: id, kind: Symbol.Kind(rawValue: id % 4)!)
            #expect(same[symbol] == Double(id) + 1)
        }
        let scaled = Row(row, times: -2, capacity: 8)
        #expect(scaled.constant == -6)
        for id in 0..<40 {
            let symbol = Symbol(id: id, kind: Symbol.Kind(rawValue: id % 4)!)
            #expect(scaled[symbol] == -2 * (Double(id) + 1))
        }
    }
}
