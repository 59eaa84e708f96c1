import Testing
import ConstraintSolver

/// `takeChangedVariables()`: after any sequence of adds, removes, constant updates (failed ones included) and
/// edits, every variable whose value moved since the last take is reported, each once.
@Suite("Change tracking")
struct ChangeTrackingTests {
    @Test("A constant update reports the variables it moves and not the others")
    func constantUpdate() throws {
        var solver = Solver()
        let a = Variable(), b = Variable(), c = Variable()
        let left = try solver.addConstraint(Constraint(a, .equal, 10))
        try solver.addConstraint(Constraint(b, .equal, a + 5))
        try solver.addConstraint(Constraint(c, .equal, 40))
        #expect(Set(solver.takeChangedVariables()) == [a, b, c])
        #expect(solver.takeChangedVariables().isEmpty)
        try solver.updateConstant(left, to: 20)
        let changed = solver.takeChangedVariables()
        #expect(Set(changed) == [a, b])
        #expect(changed.count == 2)
        #expect(solver.value(of: b) == 25)
    }

    @Test("Random systems: every variable that moved is reported", arguments: [1 as UInt64, 99, 0xBEEF])
    func randomSystems(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var moves = 0
        for _ in 0..<60 {
            var solver = Solver()
            let variables = (0..<6).map { _ in Variable() }
            var ids: [ConstraintID] = []
            var before = variables.map { solver.value(of: $0) }
            for _ in 0..<40 {
                switch Int.random(in: 0..<10, using: &rng) {
                case 0..<4:
                    var expression = Expression(Double(Int.random(in: -20...20, using: &rng)))
                    for variable in variables where Int.random(in: 0..<3, using: &rng) == 0 {
                        expression = expression + variable * Double(Int.random(in: -2...2, using: &rng))
                    }
                    let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!
                    let priority: Priority = Bool.random(using: &rng) ? .required : Priority(Double([1, 250, 750, 999].randomElement(using: &rng)!))
                    if let id = try? solver.addConstraint(Constraint(expression, relation, 0, priority: priority)) { ids.append(id) }
                case 4..<6 where !ids.isEmpty:
                    let index = Int.random(in: ids.indices, using: &rng)
                    try? solver.removeConstraint(ids.remove(at: index))
                default:
                    guard let id = ids.randomElement(using: &rng) else { continue }
                    // Some of these fail (a required constraint that can no longer hold): the solver rolls back.
                    try? solver.updateConstant(id, to: Double(Int.random(in: -30...30, using: &rng)))
                }
                let after = variables.map { solver.value(of: $0) }
                let reported = solver.takeChangedVariables()
                #expect(Set(reported).count == reported.count, "each variable once")
                for (index, variable) in variables.enumerated() where abs(after[index] - before[index]) > 1e-9 {
                    moves += 1
                    #expect(reported.contains(variable), "\(variable) moved \(before[index]) → \(after[index]) unreported")
                }
                before = after
            }
        }
        #expect(moves > 500, "the runs must move variables: \(moves)")
    }
}
