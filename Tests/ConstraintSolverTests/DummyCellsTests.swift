import Testing
@testable import ConstraintSolver

/// docs/uikit-rules.md 11.109: a row keeps its dummy markers' cells in a sorted array apart from its other cells.
/// Every operation gives the cells a hash table gives them, to the bit; the solver's removals, constant changes,
/// re-adds and conflicts after a first solve give what a solver built from scratch gives.
@Suite("Dummy cells apart from a row's other cells")
struct DummyCellsTests {
    private func dummy(_ id: Int) -> Symbol { Symbol(id: id, kind: .dummy) }

    /// The same cells, to the bit, in both.
    private func expectSame(_ cells: DummyCells, _ table: SymbolTable<Double>, _ note: String) {
        #expect(cells.count == table.count, "\(note)")
        var previous = -1
        for (symbol, value) in cells {
            #expect(symbol.raw > previous, "\(note): sorted")
            previous = symbol.raw
            #expect(table[symbol]?.bitPattern == value.bitPattern, "\(note): \(symbol.id)")
        }
    }

    @Test("Rule 11.109: adds, merges (few cells into many, and many into many), removals and scaling match a hash table",
          arguments: [1 as UInt64, 42, 0xFEED])
    func matchesHashTable(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var cells = DummyCells()
        var table = SymbolTable<Double>()
        for step in 0..<400 {
            switch Int.random(in: 0..<10, using: &rng) {
            case 0..<4:
                let symbol = dummy(Int.random(in: 0..<120, using: &rng))
                // Sometimes exactly cancels an existing cell (the sum is dropped) or adds a near-zero amount.
                let existing = table[symbol]
                let delta = existing != nil && Int.random(in: 0..<4, using: &rng) == 0
                    ? -existing! : Double(Int.random(in: -50...50, using: &rng)) / 8 + (step % 7 == 0 ? 1e-9 : 0)
                let tableChange = table.add(symbol, delta)
                #expect(cells.add(symbol, delta) == tableChange)
            case 4..<7:
                // Another row's dummies times a factor: a short one (looked up cell by cell) or a long one (one sweep).
                var other = DummyCells()
                var otherTable = SymbolTable<Double>()
                for _ in 0..<(Int.random(in: 0..<2, using: &rng) == 0 ? 2 : 60) {
                    let symbol = dummy(Int.random(in: 0..<120, using: &rng))
                    let value = Double(Int.random(in: -9...9, using: &rng)) / 4
                    other.add(symbol, value)
                    otherTable.add(symbol, value)
                }
                let factor = [1.0, -1.0, 0.5, -3, 1e-10][Int.random(in: 0..<5, using: &rng)]
                cells.add(other, times: factor)
                for (symbol, value) in otherTable { table.add(symbol, value * factor) }
            case 7:
                let symbol = dummy(Int.random(in: 0..<120, using: &rng))
                #expect(cells.removeValue(forKey: symbol)?.bitPattern == table.removeValue(forKey: symbol)?.bitPattern)
            case 8:
                cells.scale(by: -0.25)
                table.updateValues { $0 * -0.25 }
                cells.dropNearZero()
                for (symbol, value) in table where nearZero(value) { table.removeValue(forKey: symbol) }
            default:
                cells.scale(by: -1)
                table.updateValues { $0 * -1 }
            }
            expectSame(cells, table, "seed \(seed), step \(step)")
        }
        for id in 0..<120 {
            #expect(cells.contains(dummy(id)) == table.contains(dummy(id)))
            #expect(cells[dummy(id)]?.bitPattern == table[dummy(id)]?.bitPattern)
        }
    }

    @Test("Rule 11.158: a row's only dummy is kept in place; through every operation with none, one or two cells, and copies of one, the cells match a hash table",
          arguments: [7 as UInt64, 99, 0xACE])
    func oneCellInPlaceMatchesHashTable(seed: UInt64) {
        // Three ids: the row mostly holds none, one or two cells, through the cell kept in place and back.
        let ids = 3
        var (rng, cells, table) = (SplitMix64(seed: seed), DummyCells(), SymbolTable<Double>())
        for step in 0..<600 {
            let symbol = dummy(Int.random(in: 0..<ids, using: &rng))
            switch Int.random(in: 0..<8, using: &rng) {
            case 0..<3:
                let existing = table[symbol]
                let delta = existing != nil && Int.random(in: 0..<3, using: &rng) == 0
                    ? -existing! : Double(Int.random(in: -8...8, using: &rng)) / 4 + (step % 9 == 0 ? 1e-9 : 0)
                let tableChange = table.add(symbol, delta)
                #expect(cells.add(symbol, delta) == tableChange)
            case 3:
                #expect(cells.removeValue(forKey: symbol)?.bitPattern == table.removeValue(forKey: symbol)?.bitPattern)
            case 4:
                // One cell, or none, merged in; then this row merged into an empty one.
                var other = DummyCells()
                var otherTable = SymbolTable<Double>()
                if Int.random(in: 0..<4, using: &rng) > 0 {
                    other.add(symbol, 1.5)
                    otherTable.add(symbol, 1.5)
                }
                cells.add(other, times: -2)
                for (key, value) in otherTable { table.add(key, value * -2) }
                var empty = DummyCells()
                empty.add(cells, times: 1)
                expectSame(empty, table, "seed \(seed), step \(step): merged into an empty row")
            case 5:
                // A copy times a factor, with room for the new constraint's marker, which is then added.
                let factor = [1.0, -1.0, 0.5][Int.random(in: 0..<3, using: &rng)]
                var copy = DummyCells(cells, times: factor, extra: 2)
                var copyTable = SymbolTable<Double>()
                for (key, value) in table { copyTable[key] = value * factor }
                expectSame(copy, copyTable, "seed \(seed), step \(step): copy")
                #expect(copy.add(dummy(5), 1) == copyTable.add(dummy(5), 1))
                expectSame(copy, copyTable, "seed \(seed), step \(step): copy with a marker")
            case 6:
                cells.scale(by: 1e-9)
                table.updateValues { $0 * 1e-9 }
                cells.dropNearZero()
                for (key, value) in table where nearZero(value) { table.removeValue(forKey: key) }
            default:
                cells[symbol] = step % 2 == 0 ? 3 : nil
                table[symbol] = step % 2 == 0 ? 3 : nil
            }
            expectSame(cells, table, "seed \(seed), step \(step)")
            #expect(cells.isEmpty == table.isEmpty)
            #expect(cells.first == table.map(\.key).min())
            for id in 0..<ids {
                #expect(cells.contains(dummy(id)) == table.contains(dummy(id)))
                #expect(cells[dummy(id)]?.bitPattern == table[dummy(id)]?.bitPattern)
            }
        }
    }

    /// Rows of views, each row's first one 2 below the first of the row above (required), each view 4 after the one
    /// before (required), 30 wide (optional) and 20 high (required): the benchmark grid's shape, small.
    private struct Grid {
        var constraints: [Constraint] = []
        var x: [Variable] = []
        var y: [Variable] = []
        var heights: [Variable] = []

        init(rows: Int, columns: Int) {
            var above: (y: Variable, height: Variable)?
            for _ in 0..<rows {
                var before: (x: Variable, width: Variable)?
                var first: (y: Variable, height: Variable)?
                for _ in 0..<columns {
                    let (vx, vy, width, height) = (Variable(), Variable(), Variable(), Variable())
                    x.append(vx)
                    y.append(vy)
                    heights.append(height)
                    constraints.append(Constraint(vx, .equal, before.map { $0.x + $0.width + 4 } ?? Expression(4)))
                    constraints.append(Constraint(vy, .equal, above.map { $0.y + $0.height + 2 } ?? Expression(2)))
                    constraints.append(Constraint(width, .equal, 30, priority: Priority(750)))
                    constraints.append(Constraint(height, .equal, 20))
                    before = (vx, width)
                    if first == nil { first = (vy, height) }
                }
                above = first
            }
        }
    }

    private func expectMatchesScratch(_ solver: Solver, _ live: [Constraint], _ variables: [Variable],
                                      _ note: String) throws {
        var fresh = Solver()
        for constraint in live { try fresh.addConstraint(constraint) }
        for variable in variables {
            #expect(abs(solver.value(of: variable) - fresh.value(of: variable)) <= 1e-9,
                    "\(note): \(variable) is \(solver.value(of: variable)), from scratch \(fresh.value(of: variable))")
        }
    }

    /// The constraint as `updateConstant(_:to:)` leaves it: `terms ⋈ constant`.
    private func withConstant(_ constraint: Constraint, _ constant: Double) -> Constraint {
        Constraint(Expression(terms: constraint.expression.terms, constant: -constant), constraint.relation, 0,
                   priority: constraint.priority)
    }

    @Test("Rule 11.109: after a first solve, changing, removing and re-adding required links of a chained grid, conflicts and a redundant link give what a fresh solver gives")
    func gridAfterFirstSolve() throws {
        // 12 rows of 5: view v has constraints 4v (leading), 4v+1 (top), 4v+2 (width), 4v+3 (height).
        let grid = Grid(rows: 12, columns: 5)
        var solver = Solver()
        var ids: [ConstraintID] = []
        for constraint in grid.constraints { ids.append(try solver.addConstraint(constraint)) }
        let variables = grid.x + grid.y
        #expect(solver.value(of: grid.y[59]) == 244.0)
        var live = grid.constraints

        // The top link of row 3's first view (view 15: y15 - y10 - h10 = 2) gets 10: rows 3 to 11 move down by 8.
        try solver.updateConstant(ids[61], to: 10)
        live[61] = withConstant(live[61], 10)
        #expect(solver.value(of: grid.y[15]) == 76.0)
        #expect(solver.value(of: grid.y[59]) == 252.0)
        try expectMatchesScratch(solver, live, variables, "after the change")

        // Removed: row 3, and the rows below tied to it, are no longer placed from row 2.
        try solver.removeConstraint(ids[61])
        live.remove(at: 61)
        #expect(solver.value(of: grid.y[10]) == 46.0)
        #expect(solver.value(of: grid.y[59]) - solver.value(of: grid.y[15]) == 176.0)

        // Added back 3 below row 2's first view: tied again; then its constant changes to 0.
        let again = Constraint(grid.y[15], .equal, grid.y[10] + grid.heights[10] + 3)
        let readded = try solver.addConstraint(again)
        live.append(again)
        #expect(solver.value(of: grid.y[15]) == 69.0)
        #expect(solver.value(of: grid.y[59]) == 245.0)
        try expectMatchesScratch(solver, live, variables, "re-added")
        try solver.updateConstant(readded, to: 0)
        live[live.count - 1] = withConstant(again, 0)
        #expect(solver.value(of: grid.y[15]) == 66.0)
        try expectMatchesScratch(solver, live, variables, "re-added, then changed")

        // A conflicting required equality is refused and leaves every value as it was.
        let before = variables.map { solver.value(of: $0) }
        #expect(throws: SolverError.unsatisfiable) {
            try solver.addConstraint(Constraint(grid.y[59], .equal, grid.y[15] + 1))
        }
        #expect(variables.map { solver.value(of: $0) } == before)
        // A redundant one (views 16 and 17 both hang 2 below row 2): taken, and removing it changes nothing.
        let redundant = try solver.addConstraint(Constraint(grid.y[17], .equal, Expression(grid.y[16])))
        #expect(variables.map { solver.value(of: $0) } == before)
        try solver.removeConstraint(redundant)
        #expect(variables.map { solver.value(of: $0) } == before)
        // With row 4 pinned where it is, a constant change that would move it is refused, values unchanged.
        let pinned = try solver.addConstraint(Constraint(grid.y[20], .equal, 88))
        #expect(throws: SolverError.unsatisfiable) { try solver.updateConstant(readded, to: 50) }
        #expect(variables.map { solver.value(of: $0) } == before)
        try solver.removeConstraint(pinned)
        try solver.updateConstant(readded, to: 50)
        #expect(solver.value(of: grid.y[20]) == 138.0)
        live[live.count - 1] = withConstant(again, 50)
        try expectMatchesScratch(solver, live, variables, "at the end")
    }

    @Test("Rule 11.109: rows added after a dummy column is kept carry that dummy into the column index")
    func rowsAddedAfterAColumnIsKept() throws {
        var solver = Solver()
        let x = (0..<30).map { _ in Variable() }
        var ids = [try solver.addConstraint(Constraint(x[0], .equal, 10))]
        for i in 1..<20 { ids.append(try solver.addConstraint(Constraint(x[i], .equal, x[i - 1] + 5))) }
        // Builds the column of link 5's dummy (and keeps dummy columns from now on).
        try solver.updateConstant(ids[5], to: 6)
        #expect(solver.value(of: x[19]) == 106.0)
        // Later links copy rows holding that dummy: they must be in its column for the next change to reach them.
        for i in 20..<30 { ids.append(try solver.addConstraint(Constraint(x[i], .equal, x[i - 1] + 5))) }
        try solver.updateConstant(ids[5], to: 1)
        #expect(solver.value(of: x[29]) == 151.0)
        try solver.removeConstraint(ids[5])
        #expect(solver.value(of: x[29]) - solver.value(of: x[5]) == 120.0)
        try solver.addConstraint(Constraint(x[5], .equal, x[4] + 2))
        #expect(solver.value(of: x[29]) == 152.0)
    }
}
