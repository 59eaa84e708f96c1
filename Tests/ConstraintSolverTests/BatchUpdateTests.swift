import ConstraintSolver
import Testing

/// `Solver.updateConstants`: constants that hold only together are one change (docs/uikit-rules.md 11.151).
@Suite struct BatchUpdateTests {
    /// A span [x, x + w] tied at both ends and centred at 50: moving one end alone breaks the centring.
    private func centredSpan() throws -> (Solver, x: Variable, w: Variable, start: ConstraintID, end: ConstraintID) {
        var solver = Solver()
        let x = Variable(), w = Variable()
        let start = try solver.addConstraint(Constraint(x, .equal, 0))
        let end = try solver.addConstraint(Constraint(x + w, .equal, 100))
        try solver.addConstraint(Constraint(x * 2 + w, .equal, 100))
        return (solver, x, w, start, end)
    }

    @Test("Rule 11.151: two constants that hold only together are applied together; either alone is refused")
    func bothEndsMoveTogether() throws {
        var (solver, x, w, start, end) = try centredSpan()
        #expect(throws: SolverError.unsatisfiable) { try solver.updateConstant(start, to: 44) }
        #expect(solver.value(of: x) == 0 && solver.value(of: w) == 100)
        try solver.updateConstants([(start, 44), (end, 56)])
        #expect(solver.value(of: x) == 44)
        #expect(solver.value(of: w) == 12)
        // The constants stay: each can later move alone from there.
        try solver.updateConstants([(start, 40), (end, 60)])
        #expect(solver.value(of: x) == 40 && solver.value(of: w) == 20)
    }

    @Test("Rule 11.151: a batch that cannot hold is refused whole and leaves every value and constant as it was")
    func aConflictingBatchChangesNothing() throws {
        var (solver, x, w, start, end) = try centredSpan()
        #expect(throws: SolverError.unsatisfiable) { try solver.updateConstants([(start, 44), (end, 60)]) }
        #expect(solver.value(of: x) == 0 && solver.value(of: w) == 100)
        // Had the refused batch kept either constant, this pair would not be a symmetric move.
        try solver.updateConstants([(start, 10), (end, 90)])
        #expect(solver.value(of: x) == 10 && solver.value(of: w) == 80)
    }
}
