import Testing
import ConstraintSolver

/// docs/uikit-rules.md 11.130: a new row whose subject is a variable the add met first substitutes nothing; the
/// tableau it leaves answers every later change (constant updates, removals, new rows on known variables) exactly.
@Suite("New rows on new variables")
struct NewSubjectTests {
    /// A row of `count` views as the benchmark's grid lays them: each view's x 4 after the one before (the first 4
    /// after `start`), its width 30 at a high optional priority, at most 40 (required).
    private func row(_ count: Int, start: Double = 0) throws
        -> (solver: Solver, x: [Variable], width: [Variable], leading: [ConstraintID], widths: [ConstraintID]) {
        var solver = Solver()
        let x = (0..<count).map { _ in Variable() }
        let width = (0..<count).map { _ in Variable() }
        var leading: [ConstraintID] = []
        var widths: [ConstraintID] = []
        for i in 0..<count {
            let before: Expression = i == 0 ? Expression(start) : x[i - 1] + width[i - 1]
            leading.append(try solver.addConstraint(Constraint(x[i], .equal, before + 4)))
            widths.append(try solver.addConstraint(Constraint(width[i], .equal, 30, priority: Priority(750))))
            try solver.addConstraint(Constraint(width[i], .lessThanOrEqual, 40))
        }
        return (solver, x, width, leading, widths)
    }

    @Test("Rule 11.130: a chain added view by view, then its constants changed and a width removed, lands exactly")
    func chainAnswersLaterChanges() throws {
        var (solver, x, width, leading, widths) = try row(10)
        for i in 0..<10 {
            #expect(solver.value(of: x[i]) == 4.0 + 34.0 * Double(i))
            #expect(solver.value(of: width[i]) == 30.0)
        }
        // The first gap grows by 6: every view after it moves; the third width asks for 50 and gets its 40.
        try solver.updateConstant(leading[0], to: 10)
        try solver.updateConstant(widths[2], to: 50)
        #expect(solver.value(of: width[2]) == 40.0)
        #expect(solver.value(of: x[3]) == 10.0 + 34.0 * 3 + 10)
        #expect(solver.value(of: x[9]) == 10.0 + 34.0 * 9 + 10)
        // Without its optional width the fifth view is only held below 40; its x does not move.
        try solver.removeConstraint(widths[4])
        #expect(solver.value(of: x[4]) == 10.0 + 34.0 * 4 + 10)
        #expect(solver.value(of: width[4]) <= 40.0)
        #expect(solver.value(of: x[5]) == solver.value(of: x[4]) + solver.value(of: width[4]) + 4)
    }

    @Test("Rule 11.130: a row whose subject is a known variable is still substituted everywhere")
    func knownSubjectIsSubstituted() throws {
        var solver = Solver()
        let a = Variable(), b = Variable(), c = Variable()
        // Three variables tied by two equalities: one of them stays parametric, and the others' rows name it.
        try solver.addConstraint(Constraint(b, .equal, a + 5))
        try solver.addConstraint(Constraint(c, .equal, b + 7))
        #expect(solver.value(of: c) - solver.value(of: a) == 12.0)
        // Pinning a, a known variable, makes a known symbol basic (or substitutes a's row): every row follows.
        let pin = try solver.addConstraint(Constraint(a, .equal, 100))
        #expect(solver.value(of: b) == 105.0)
        #expect(solver.value(of: c) == 112.0)
        try solver.updateConstant(pin, to: -20)
        #expect(solver.value(of: c) == -8.0)
        #expect(solver.takeChangedVariables().count >= 3)
    }

    @Test("Rule 11.146: a row on two new variables is solved for the older, the newer kept as a cell")
    func twoNewVariables() throws {
        var solver = Solver()
        let a = Variable(), b = Variable()
        // 2a + 4b = 10: a (the lower id) is the subject, scaled by -1/2 without its cell ever being stored; b stays
        // parametric at 0.
        try solver.addConstraint(Constraint(2 * a + 4 * b, .equal, 10))
        #expect(solver.value(of: a) == 5.0)
        #expect(solver.value(of: b) == 0.0)
        // b, now known and parametric, is pinned: a follows through its row's cell for b (-2).
        try solver.addConstraint(Constraint(b, .equal, 1.5))
        #expect(solver.value(of: a) == 2.0)
        #expect(solver.value(of: b) == 1.5)
    }

    @Test("Rule 11.146: a known parametric variable older than the new one is the subject, and is substituted")
    func knownOlderVariableIsTheSubject() throws {
        var solver = Solver()
        let r = Variable(), p = Variable(), q = Variable()
        // r = p + 5: r (older) is the subject, p stays parametric.
        try solver.addConstraint(Constraint(r, .equal, p + 5))
        // q = 2p: the row holds p (known, older than q) and q (new); p is the subject, so r's row takes q instead.
        try solver.addConstraint(Constraint(q, .equal, 2 * p))
        #expect(solver.value(of: p) == 0.0)
        #expect(solver.value(of: q) == 0.0)
        #expect(solver.value(of: r) == 5.0)
        try solver.addConstraint(Constraint(q, .equal, 8))
        #expect(solver.value(of: p) == 4.0)
        #expect(solver.value(of: r) == 9.0)
    }

    @Test("Rule 11.146: an inequality on a new variable keeps the same slack and error cells")
    func inequalityOnNewVariable() throws {
        var solver = Solver()
        let w = Variable()
        // w <= 40 (required) and w == 50 (optional): the optional one is broken as far as the limit allows.
        try solver.addConstraint(Constraint(w, .lessThanOrEqual, 40))
        let wish = try solver.addConstraint(Constraint(w, .equal, 50, priority: Priority(750)))
        #expect(solver.value(of: w) == 40.0)
        try solver.updateConstant(wish, to: 30)
        #expect(solver.value(of: w) == 30.0)
    }
}
