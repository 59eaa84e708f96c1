import Testing
import ConstraintSolver

private func approx(_ a: Double, _ b: Double, _ tolerance: Double = 1e-7) -> Bool {
    abs(a - b) <= tolerance
}

@Suite("Basic constraints")
struct BasicConstraintTests {
    @Test("Required equalities determine variables")
    func requiredEqualities() throws {
        var solver = Solver()
        let x = Variable(), y = Variable()
        try solver.addConstraint(Constraint(x + y, .equal, 20))
        try solver.addConstraint(Constraint(x, .equal, 5))
        #expect(solver.value(of: x) == 5)
        #expect(solver.value(of: y) == 15)
        #expect(solver.constraintCount == 2)
    }

    @Test("Expressions with coefficients, repeated variables and constants on both sides")
    func expressionNormalisation() throws {
        var solver = Solver()
        let x = Variable(), y = Variable()
        // 2x + 3 + x == y + 9, y == 3  →  3x = 9
        try solver.addConstraint(Constraint(2 * x + 3 + x, .equal, y + 9))
        try solver.addConstraint(Constraint(y, .equal, 3))
        #expect(approx(solver.value(of: x), 3))
        #expect(approx(solver.value(of: y), 3))
    }

    @Test("Inequalities bound an optional preference")
    func inequalities() throws {
        var solver = Solver()
        let x = Variable()
        try solver.addConstraint(Constraint(x, .greaterThanOrEqual, 10))
        try solver.addConstraint(Constraint(x, .lessThanOrEqual, 20))
        let pull = try solver.addConstraint(Constraint(x, .equal, 100, priority: 500))
        #expect(approx(solver.value(of: x), 20))
        try solver.removeConstraint(pull)
        try solver.addConstraint(Constraint(x, .equal, -5, priority: 500))
        #expect(approx(solver.value(of: x), 10))
    }

    @Test("Unknown variables read as zero")
    func unknownVariable() {
        let solver = Solver()
        #expect(solver.value(of: Variable()) == 0)
    }

    @Test("Zero-coefficient terms are dropped; constant constraints are no-ops or unsatisfiable")
    func constantConstraints() throws {
        var solver = Solver()
        let x = Variable()
        try solver.addConstraint(Constraint(0 * x + 5, .equal, 5))
        try solver.addConstraint(Constraint(x - x, .lessThanOrEqual, 1))
        #expect(solver.constraintCount == 2)
        #expect(throws: SolverError.unsatisfiable) { try solver.addConstraint(Constraint(0 * x, .equal, 5)) }
        #expect(throws: SolverError.unsatisfiable) { try solver.addConstraint(Constraint(x - x, .greaterThanOrEqual, 1)) }
        // Optional constant constraints are accepted even when violated.
        try solver.addConstraint(Constraint(0 * x, .equal, 5, priority: 250))
        #expect(solver.constraintCount == 3)
    }

    @Test("Duplicate constraints are rejected")
    func duplicate() throws {
        var solver = Solver()
        let x = Variable()
        let c = Constraint(x, .equal, 1)
        try solver.addConstraint(c)
        #expect(throws: SolverError.duplicate) { try solver.addConstraint(c) }
        // An identical but separately created constraint is a different constraint.
        try solver.addConstraint(Constraint(x, .equal, 1))
        #expect(solver.constraintCount == 2)
    }

    @Test("Non-finite coefficients, constants and values are rejected")
    func nonFinite() throws {
        var solver = Solver()
        let x = Variable()
        #expect(throws: SolverError.nonFinite) { try solver.addConstraint(Constraint(x, .equal, .nan)) }
        #expect(throws: SolverError.nonFinite) { try solver.addConstraint(Constraint(x * .infinity, .equal, 1)) }
        #expect(throws: SolverError.nonFinite) {
            try solver.addConstraint(Constraint(x, .lessThanOrEqual, -.infinity, priority: 10))
        }
        let c = try solver.addConstraint(Constraint(x, .equal, 3))
        #expect(throws: SolverError.nonFinite) { try solver.updateConstant(c, to: .nan) }
        try solver.addEditVariable(Variable(), priority: 500)
        #expect(solver.constraintCount == 2)
        #expect(solver.value(of: x) == 3)
    }

    @Test("Invalid priorities are rejected")
    func invalidPriority() {
        var solver = Solver()
        let x = Variable()
        for p in [0.0, -1, 1000.5, .nan, .infinity] {
            #expect(throws: SolverError.invalidPriority) {
                try solver.addConstraint(Constraint(x, .equal, 1, priority: Priority(p)))
            }
        }
        #expect(solver.constraintCount == 0)
    }

    @Test("Removing constraints restores the previous solution")
    func removal() throws {
        var solver = Solver()
        let x = Variable(), y = Variable()
        try solver.addConstraint(Constraint(x, .equal, 10, priority: 250))
        try solver.addConstraint(Constraint(y, .equal, x + 5))
        let pin = try solver.addConstraint(Constraint(x, .equal, 40))
        #expect(solver.value(of: y) == 45)
        try solver.removeConstraint(pin)
        #expect(approx(solver.value(of: x), 10))
        #expect(approx(solver.value(of: y), 15))
        #expect(throws: SolverError.unknownConstraint) { try solver.removeConstraint(pin) }
        #expect(solver.constraintCount == 2)
    }

    @Test("Add/remove churn keeps the tableau consistent")
    func churn() throws {
        var solver = Solver()
        let x = Variable(), y = Variable()
        try solver.addConstraint(Constraint(x + y, .equal, 100))
        try solver.addConstraint(Constraint(x, .greaterThanOrEqual, 0))
        try solver.addConstraint(Constraint(y, .greaterThanOrEqual, 0))
        for i in 0..<200 {
            let a = try solver.addConstraint(Constraint(x, .equal, Double(i % 50), priority: 750))
            let b = try solver.addConstraint(Constraint(y, .lessThanOrEqual, 80, priority: 999))
            #expect(approx(solver.value(of: x), max(Double(i % 50), 20)))
            try solver.removeConstraint(a)
            try solver.removeConstraint(b)
        }
        #expect(solver.constraintCount == 3)
        #expect(approx(solver.value(of: x) + solver.value(of: y), 100))
    }
}

@Suite("Priorities")
struct PriorityTests {
    @Test("Higher priority wins: 1000 > 999 > 751 > 750 > 1")
    func ordering() throws {
        var solver = Solver()
        let x = Variable()
        var ids: [(Double, ConstraintID)] = []
        for p in [1.0, 750, 751, 999] {
            ids.append((p, try solver.addConstraint(Constraint(x, .equal, p, priority: Priority(p)))))
        }
        #expect(approx(solver.value(of: x), 999))
        let required = try solver.addConstraint(Constraint(x, .equal, 1000))
        #expect(approx(solver.value(of: x), 1000))
        try solver.removeConstraint(required)
        for (p, id) in ids.reversed() {
            #expect(approx(solver.value(of: x), p))
            try solver.removeConstraint(id)
        }
    }

    @Test("Priorities are lexicographic: error at 751 outweighs any error at 750")
    func lexicographic() throws {
        var solver = Solver()
        let x = Variable()
        try solver.addConstraint(Constraint(x, .equal, 0, priority: 751))
        // 10 000 constraints' worth of error at 750 (a weighted sum would give in).
        for _ in 0..<100 {
            try solver.addConstraint(Constraint(x * 100, .equal, 1_000_000, priority: 750))
        }
        #expect(approx(solver.value(of: x), 0))
    }

    @Test("Fractional priorities are distinct levels")
    func fractional() throws {
        var solver = Solver()
        let x = Variable()
        try solver.addConstraint(Constraint(x, .equal, 1, priority: 250))
        try solver.addConstraint(Constraint(x, .equal, 2, priority: 250))
        try solver.addConstraint(Constraint(x, .equal, 3, priority: 250.5))
        #expect(approx(solver.value(of: x), 3))
        try solver.addConstraint(Constraint(x, .equal, 4, priority: Priority(Float(250.75))))
        #expect(approx(solver.value(of: x), 4))
    }

    @Test("Within one level the total error is minimised")
    func sameLevel() throws {
        var solver = Solver()
        let x = Variable()
        try solver.addConstraint(Constraint(x, .equal, 10, priority: 500))
        try solver.addConstraint(Constraint(x, .equal, 10, priority: 500))
        try solver.addConstraint(Constraint(x, .equal, 40, priority: 500))
        #expect(approx(solver.value(of: x), 10))
    }

    @Test("Optional inequalities only cost when violated")
    func optionalInequalities() throws {
        var solver = Solver()
        let w = Variable()
        try solver.addConstraint(Constraint(w, .equal, 120, priority: 750))
        let cap = try solver.addConstraint(Constraint(w, .lessThanOrEqual, 100, priority: 999))
        #expect(approx(solver.value(of: w), 100))
        try solver.addConstraint(Constraint(w, .greaterThanOrEqual, 110, priority: 1000))
        #expect(approx(solver.value(of: w), 110))
        try solver.updateConstant(cap, to: 130)
        #expect(approx(solver.value(of: w), 120))
    }
}

@Suite("Incremental updates")
struct IncrementalTests {
    @Test("Edit variables follow suggestions within required bounds")
    func editVariables() throws {
        var solver = Solver()
        let x = Variable(), y = Variable()
        try solver.addConstraint(Constraint(x, .lessThanOrEqual, 100))
        try solver.addConstraint(Constraint(y, .equal, x + 10))
        try solver.addConstraint(Constraint(x, .equal, 30, priority: 250))
        #expect(approx(solver.value(of: x), 30))
        try solver.addEditVariable(x, priority: 999)
        // Added at the current value: nothing moves.
        #expect(approx(solver.value(of: x), 30))
        try solver.suggestValue(x, 50)
        #expect(approx(solver.value(of: x), 50))
        #expect(approx(solver.value(of: y), 60))
        try solver.suggestValue(x, 150)
        #expect(approx(solver.value(of: x), 100))
        try solver.suggestValue(x, -20)
        #expect(approx(solver.value(of: y), -10))
        #expect(throws: SolverError.duplicateEditVariable) { try solver.addEditVariable(x, priority: 500) }
        #expect(throws: SolverError.nonFinite) { try solver.suggestValue(x, .infinity) }
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
        #expect(approx(solver.value(of: x), 30))
        #expect(throws: SolverError.unknownEditVariable) { try solver.suggestValue(x, 1) }
        #expect(throws: SolverError.unknownEditVariable) { try solver.removeEditVariable(x) }
        #expect(throws: SolverError.invalidPriority) { try solver.addEditVariable(x, priority: .required) }
    }

    @Test("Two edit variables at different priorities")
    func twoEdits() throws {
        var solver = Solver()
        let left = Variable(), right = Variable()
        try solver.addConstraint(Constraint(right - left, .greaterThanOrEqual, 10))
        try solver.addEditVariable(left, priority: 999)
        try solver.addEditVariable(right, priority: 500)
        try solver.suggestValue(left, 100)
        try solver.suggestValue(right, 50)
        #expect(approx(solver.value(of: left), 100))
        #expect(approx(solver.value(of: right), 110))
        try solver.suggestValue(right, 300)
        #expect(approx(solver.value(of: right), 300))
    }

    @Test("updateConstant moves required equalities and inequalities")
    func updateConstant() throws {
        var solver = Solver()
        let x = Variable(), y = Variable(), w = Variable()
        let pin = try solver.addConstraint(Constraint(x, .equal, 10))
        try solver.addConstraint(Constraint(y, .equal, x + w + 8))
        let width = try solver.addConstraint(Constraint(w, .equal, 50, priority: 750))
        let maxWidth = try solver.addConstraint(Constraint(w, .lessThanOrEqual, 100))
        #expect(approx(solver.value(of: y), 68))
        try solver.updateConstant(pin, to: 20)
        #expect(approx(solver.value(of: y), 78))
        try solver.updateConstant(width, to: 150)
        #expect(approx(solver.value(of: w), 100))
        try solver.updateConstant(maxWidth, to: 120)
        #expect(approx(solver.value(of: w), 120))
        try solver.updateConstant(maxWidth, to: 40)
        #expect(approx(solver.value(of: w), 40))
        #expect(approx(solver.value(of: y), 68))
        #expect(throws: SolverError.unknownConstraint) {
            try solver.updateConstant(Constraint(x, .equal, 1).id, to: 1)
        }
    }

    @Test("updateConstant that breaks required constraints throws and leaves the solver unchanged")
    func updateConstantUnsatisfiable() throws {
        var solver = Solver()
        let x = Variable(), y = Variable()
        try solver.addConstraint(Constraint(x, .greaterThanOrEqual, 10))
        let upper = try solver.addConstraint(Constraint(x, .lessThanOrEqual, 20))
        try solver.addConstraint(Constraint(x, .equal, 15, priority: 500))
        try solver.addConstraint(Constraint(y, .equal, 2 * x))
        let redundant = try solver.addConstraint(Constraint(y, .lessThanOrEqual, 100))
        #expect(throws: SolverError.unsatisfiable) { try solver.updateConstant(upper, to: 5) }
        #expect(approx(solver.value(of: x), 15))
        #expect(throws: SolverError.unsatisfiable) { try solver.updateConstant(redundant, to: 10) }
        #expect(approx(solver.value(of: y), 30))
        try solver.updateConstant(upper, to: 12)
        #expect(approx(solver.value(of: x), 12))
        // Redundant required equalities: changing one of them alone conflicts.
        let z = Variable()
        let first = try solver.addConstraint(Constraint(z, .equal, 7))
        let second = try solver.addConstraint(Constraint(2 * z, .equal, 14))
        #expect(throws: SolverError.unsatisfiable) { try solver.updateConstant(second, to: 16) }
        #expect(approx(solver.value(of: z), 7))
        try solver.removeConstraint(first)
        try solver.updateConstant(second, to: 16)
        #expect(approx(solver.value(of: z), 8))
    }

    @Test("Unsatisfiable required constraint throws and leaves the solver unchanged")
    func unsatisfiableAdd() throws {
        var solver = Solver()
        let x = Variable(), y = Variable(), fresh = Variable()
        try solver.addConstraint(Constraint(x, .greaterThanOrEqual, 10))
        try solver.addConstraint(Constraint(x + y, .equal, 30))
        try solver.addConstraint(Constraint(y, .equal, 5, priority: 250))
        let before = (solver.value(of: x), solver.value(of: y), solver.constraintCount)
        #expect(before.0 == 25)
        #expect(throws: SolverError.unsatisfiable) { try solver.addConstraint(Constraint(x, .lessThanOrEqual, 5)) }
        #expect(throws: SolverError.unsatisfiable) { try solver.addConstraint(Constraint(y, .greaterThanOrEqual, 21)) }
        #expect(throws: SolverError.unsatisfiable) {
            try solver.addConstraint(Constraint(x + y + 0 * fresh, .equal, 31))
        }
        #expect(solver.value(of: x) == before.0)
        #expect(solver.value(of: y) == before.1)
        #expect(solver.constraintCount == before.2)
        // The solver keeps working.
        try solver.addConstraint(Constraint(y, .greaterThanOrEqual, 8))
        #expect(approx(solver.value(of: x), 22))
    }
}

@Suite("Ambiguity")
struct AmbiguityTests {
    @Test("An inequality alone leaves a variable ambiguous")
    func inequalityOnly() throws {
        var solver = Solver()
        let x = Variable()
        try solver.addConstraint(Constraint(x, .greaterThanOrEqual, 10))
        #expect(solver.hasAmbiguity(x))
        try solver.addConstraint(Constraint(x, .equal, 0, priority: 250))
        #expect(!solver.hasAmbiguity(x))
        #expect(approx(solver.value(of: x), 10))
    }

    @Test("Required and satisfied optional equalities determine variables")
    func determined() throws {
        var solver = Solver()
        let x = Variable(), y = Variable(), z = Variable()
        try solver.addConstraint(Constraint(x, .equal, 10))
        try solver.addConstraint(Constraint(y, .equal, x + 20, priority: 250))
        #expect(!solver.hasAmbiguity(x))
        #expect(!solver.hasAmbiguity(y))
        #expect(solver.hasAmbiguity(z))
        try solver.addConstraint(Constraint(z + y, .equal, 5))
        #expect(!solver.hasAmbiguity(z))
    }

    @Test("Equal-priority conflicts are ambiguous; different priorities are not")
    func ties() throws {
        var solver = Solver()
        let x = Variable()
        try solver.addConstraint(Constraint(x, .equal, 100, priority: 250))
        let tie = try solver.addConstraint(Constraint(x, .equal, 200, priority: 250))
        #expect(solver.hasAmbiguity(x))
        try solver.removeConstraint(tie)
        try solver.addConstraint(Constraint(x, .equal, 200, priority: 251))
        #expect(!solver.hasAmbiguity(x))
    }

    @Test("Underdetermined sums are ambiguous")
    func sum() throws {
        var solver = Solver()
        let a = Variable(), b = Variable()
        try solver.addConstraint(Constraint(a + b, .equal, 10))
        #expect(solver.hasAmbiguity(a))
        #expect(solver.hasAmbiguity(b))
        try solver.addConstraint(Constraint(a, .greaterThanOrEqual, 0))
        try solver.addConstraint(Constraint(b, .greaterThanOrEqual, 10))
        #expect(!solver.hasAmbiguity(a))
        #expect(approx(solver.value(of: a), 0))
    }
}

@Suite("Layout-shaped systems")
struct LayoutTests {
    @Test("A chain of siblings with priorities lays out and updates incrementally")
    func siblingChain() throws {
        var solver = Solver()
        let count = 50
        var lefts: [Variable] = [], widths: [Variable] = []
        var gaps: [ConstraintID] = []
        for i in 0..<count {
            let left = Variable(), width = Variable()
            if i == 0 {
                gaps.append(try solver.addConstraint(Constraint(left, .equal, 0)))
            } else {
                gaps.append(try solver.addConstraint(Constraint(left, .equal, lefts[i - 1] + widths[i - 1] + 8)))
            }
            try solver.addConstraint(Constraint(width, .equal, 100, priority: 750))
            try solver.addConstraint(Constraint(width, .greaterThanOrEqual, 20))
            if i % 5 == 0 { try solver.addConstraint(Constraint(width, .lessThanOrEqual, 60, priority: 999)) }
            lefts.append(left)
            widths.append(width)
        }
        func expectedLeft(_ i: Int, gap0: Double, gap: Double) -> Double {
            var x = gap0
            for j in 0..<i { x += (j % 5 == 0 ? 60 : 100) + gap }
            return x
        }
        #expect(approx(solver.value(of: lefts[count - 1]), expectedLeft(count - 1, gap0: 0, gap: 8)))
        try solver.updateConstant(gaps[0], to: 5)
        #expect(approx(solver.value(of: lefts[count - 1]), expectedLeft(count - 1, gap0: 5, gap: 8)))
        for id in gaps.dropFirst() { try solver.updateConstant(id, to: 4) }
        #expect(approx(solver.value(of: lefts[count - 1]), expectedLeft(count - 1, gap0: 5, gap: 4)))
        for i in lefts.indices { #expect(!solver.hasAmbiguity(lefts[i])) }
    }
}
