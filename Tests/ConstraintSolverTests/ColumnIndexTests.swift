import Testing
import ConstraintSolver

/// docs/uikit-rules.md 11.105: a dummy marker's column is built the first time a removal or a constant update
/// reads it, and kept from then on; past a limit every column is built at once. Whatever the order, updates and
/// removals after a first solve give the values a solver built from scratch gives.
@Suite("Lazily built dummy columns")
struct ColumnIndexTests {
    /// `x[0] == start`, then `x[i] == x[i-1] + gap` for every later link (all required equalities).
    private func chain(_ count: Int, start: Double = 10, gap: Double = 5)
        throws -> (Solver, [Variable], [ConstraintID]) {
        var solver = Solver()
        let x = (0..<count).map { _ in Variable() }
        var ids = [try solver.addConstraint(Constraint(x[0], .equal, start))]
        for i in 1..<count { ids.append(try solver.addConstraint(Constraint(x[i], .equal, x[i - 1] + gap))) }
        return (solver, x, ids)
    }

    @Test("Rule 11.105: updating the first link of a chain added in one go moves every later link")
    func updateAfterFirstSolve() throws {
        var (solver, x, ids) = try chain(40)
        #expect(solver.value(of: x[39]) == 205.0)
        try solver.updateConstant(ids[0], to: 100)
        for i in x.indices { #expect(solver.value(of: x[i]) == 100.0 + 5.0 * Double(i)) }
        // x[20] now sits 1 after x[19] (195), and the 19 links after it keep their 5.
        try solver.updateConstant(ids[20], to: 1)
        #expect(solver.value(of: x[19]) == 195.0)
        #expect(solver.value(of: x[39]) == 291.0)
    }

    @Test("Rule 11.105: removing a middle link after the first solve frees the rest of the chain, adding it back ties it again")
    func removeAfterFirstSolve() throws {
        var (solver, x, ids) = try chain(30)
        try solver.removeConstraint(ids[10])
        // x[10] and the links after it are no longer tied to x[0]: x[10] is parametric (0).
        #expect(solver.value(of: x[9]) == 55.0)
        #expect(solver.value(of: x[29]) - solver.value(of: x[10]) == 95.0)
        // Tied again 7 after x[9] (55): 62, and x[29] 19 links of 5 further.
        try solver.addConstraint(Constraint(x[10], .equal, x[9] + 7))
        #expect(solver.value(of: x[29]) == 157.0)
        try solver.updateConstant(ids[0], to: 0)
        #expect(solver.value(of: x[29]) == 147.0)
    }

    @Test("Rule 11.105: updating more links than the limit builds every column; values stay exact")
    func manyUpdates() throws {
        var (solver, x, ids) = try chain(60)
        var gaps = [Double](repeating: 5, count: 60)
        for i in 1..<60 {
            gaps[i] = Double(i % 7)
            try solver.updateConstant(ids[i], to: gaps[i])
        }
        let start = -3.0
        try solver.updateConstant(ids[0], to: start)
        var expected = start
        for i in x.indices {
            if i > 0 { expected += gaps[i] }
            #expect(solver.value(of: x[i]) == expected)
        }
        // Required links added after every column is kept are indexed from the start.
        let tail = Variable()
        let last = try solver.addConstraint(Constraint(tail, .equal, x[59] + 1))
        try solver.updateConstant(ids[0], to: 0)
        let shifted: Double = expected - start + 1
        #expect(solver.value(of: tail) == shifted)
        try solver.removeConstraint(last)
        try solver.removeConstraint(ids[30])
        try solver.updateConstant(ids[0], to: 50)
        let head: Double = 50 + gaps[1...29].reduce(0, +)
        #expect(solver.value(of: x[29]) == head)
    }

    @Test("Random chains with optional inequalities: after removes and updates, every determined variable matches a solver built from scratch",
          arguments: [3 as UInt64, 17, 0xDEC0DE])
    func randomAgainstRebuild(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        for _ in 0..<12 {
            let count = Int.random(in: 20...50, using: &rng)
            let x = (0..<count).map { _ in Variable() }
            var constraints: [Constraint] = [Constraint(x[0], .equal, Double(Int.random(in: 0...20, using: &rng)))]
            for i in 1..<count {
                // Each variable hangs off an earlier one by a required equality, as views hang off their neighbours.
                let anchor = x[Int.random(in: max(0, i - 3)..<i, using: &rng)]
                constraints.append(Constraint(x[i], .equal, anchor + Double(Int.random(in: -5...5, using: &rng))))
                if Int.random(in: 0..<4, using: &rng) == 0 {
                    constraints.append(Constraint(x[i], .lessThanOrEqual, Double(Int.random(in: 0...200, using: &rng)),
                                                  priority: Priority(750)))
                }
            }
            var solver = Solver()
            var ids: [ConstraintID] = []
            for constraint in constraints { ids.append(try solver.addConstraint(constraint)) }
            var live = Array(zip(constraints, ids))
            for step in 0..<45 {
                let index = Int.random(in: live.indices, using: &rng)
                if step % 5 == 4 {
                    try solver.removeConstraint(live[index].1)
                    live.remove(at: index)
                } else {
                    let constant = Double(Int.random(in: -10...10, using: &rng))
                    let old = live[index].0
                    // Reads `terms ⋈ constant` from now on; the same constraint, for the solver built from scratch.
                    let changed = Constraint(Expression(terms: old.expression.terms, constant: -constant), old.relation, 0,
                                             priority: old.priority)
                    try solver.updateConstant(live[index].1, to: constant)
                    live[index].0 = changed
                }
                var fresh = Solver()
                for (constraint, _) in live { try fresh.addConstraint(constraint) }
                // A variable the remaining constraints leave free may sit anywhere on its optimal face.
                for variable in x where !fresh.hasAmbiguity(variable) {
                    #expect(abs(solver.value(of: variable) - fresh.value(of: variable)) <= 1e-9,
                            "seed \(seed), step \(step): \(variable) is \(solver.value(of: variable)), from scratch \(fresh.value(of: variable))")
                }
            }
        }
    }
}
