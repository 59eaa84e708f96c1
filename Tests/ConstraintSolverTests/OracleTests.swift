import Testing
import ConstraintSolver

/// Differential test against the exact brute-force oracle (`Oracle`): random
/// small systems are built incrementally, then edited (remove, constant update,
/// add); after every step the solver's per-level error sums must equal the
/// oracle's optimum and its feasibility verdicts must agree.
@Suite("Oracle")
struct OracleTests {
    static let levelSets: [[Double]] = [
        [999, 750], [751, 750, 1], [250.5, 250], [999, 751, 250], [500, 1],
    ]

    struct Counters {
        var cases = 0
        var comparisons = 0
        var rejected = 0
        var skipped = 0
    }

    @Test("Random small systems match an exact lexicographic brute-force optimum", arguments: [0xC0FFEE as UInt64, 42, 7])
    func randomSystems(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        var counters = Counters()
        for _ in 0..<150 {
            let n = Int.random(in: 2...4, using: &rng)
            let levels = Self.levelSets.randomElement(using: &rng)!
            do {
                try runCase(n: n, levels: levels, rng: &rng, counters: &counters)
                counters.cases += 1
            } catch is RationalOverflow {
                counters.skipped += 1
            }
        }
        #expect(counters.cases >= 140, "cases checked: \(counters.cases), skipped: \(counters.skipped)")
        #expect(counters.comparisons >= 700)
        #expect(counters.rejected >= 10, "unsatisfiable verdicts exercised: \(counters.rejected)")
        print("oracle seed \(seed): \(counters.cases) cases, \(counters.comparisons) comparisons, \(counters.rejected) rejections, \(counters.skipped) skipped")
    }

    private func randomConstraint(n: Int, levels: [Double], rng: inout SplitMix64) -> SmallConstraint {
        let relations: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
        return SmallConstraint(
            coefficients: (0..<n).map { _ in Int.random(in: 0...2, using: &rng) == 0 ? 0 : Int.random(in: -3...3, using: &rng) },
            constant: Int.random(in: -10...10, using: &rng),
            relation: relations.randomElement(using: &rng)!,
            level: Bool.random(using: &rng) ? nil : levels.randomElement(using: &rng)!)
    }

    private func runCase(n: Int, levels: [Double], rng: inout SplitMix64, counters: inout Counters) throws {
        var solver = Solver()
        let variables = (0..<n).map { _ in Variable() }
        var accepted: [(constraint: SmallConstraint, id: ConstraintID)] = []
        var log: [String] = []

        func values() -> [Double] { variables.map { solver.value(of: $0) } }

        func feasible(_ constraints: [SmallConstraint]) throws -> Bool {
            try Oracle.solve(constraints.filter { $0.level == nil }, variableCount: n, levels: []).levelErrors != nil
        }

        func add(_ c: SmallConstraint) throws {
            let expected = try feasible(accepted.map(\.constraint) + [c])
            let before = values()
            log.append("add \(c)")
            do {
                let id = try solver.addConstraint(c.makeConstraint(variables))
                #expect(expected, "solver accepted an infeasible constraint: \(log)")
                accepted.append((c, id))
            } catch {
                #expect(error == .unsatisfiable, "\(log)")
                #expect(!expected, "solver rejected a feasible constraint: \(log)")
                #expect(values() == before, "state changed by a rejected add: \(log)")
                counters.rejected += 1
            }
        }

        func compare() throws {
            let result = try Oracle.solve(accepted.map(\.constraint), variableCount: n, levels: levels)
            guard let expected = result.levelErrors else {
                Issue.record("oracle says the accepted required set is infeasible: \(log)")
                return
            }
            let x = values()
            for c in accepted.map(\.constraint) where c.level == nil {
                #expect(c.error(at: x) <= 1e-6, "required constraint violated: \(c) at \(x); \(log)")
            }
            for (i, level) in levels.enumerated() {
                let actual = accepted.map(\.constraint).filter { $0.level == level }.reduce(0.0) { (sum: Double, c: SmallConstraint) in sum + c.error(at: x) }
                let want = expected[i].doubleValue
                #expect(abs(actual - want) <= 1e-6 * max(1, abs(want)),
                        "level \(level): solver error \(actual), optimum \(want); x = \(x); \(log)")
            }
            counters.comparisons += 1
        }

        for _ in 0..<Int.random(in: 1...6, using: &rng) {
            try add(randomConstraint(n: n, levels: levels, rng: &rng))
        }
        try compare()

        for _ in 0..<4 {
            switch Int.random(in: 0..<3, using: &rng) {
            case 0 where !accepted.isEmpty:
                let index = Int.random(in: accepted.indices, using: &rng)
                log.append("remove \(accepted[index].constraint)")
                try solver.removeConstraint(accepted[index].id)
                accepted.remove(at: index)
            case 1 where !accepted.isEmpty:
                let index = Int.random(in: accepted.indices, using: &rng)
                var changed = accepted[index].constraint
                changed.constant = Int.random(in: -10...10, using: &rng)
                var all = accepted.map(\.constraint)
                all[index] = changed
                let expected = try feasible(all)
                let before = values()
                log.append("update \(accepted[index].constraint) to constant \(changed.constant)")
                do {
                    // The UIKit-style constant is the negated expression constant.
                    try solver.updateConstant(accepted[index].id, to: Double(-changed.constant))
                    #expect(expected, "solver accepted an infeasible update: \(log)")
                    accepted[index].constraint = changed
                } catch {
                    #expect(error == .unsatisfiable, "\(log)")
                    #expect(!expected, "solver rejected a feasible update: \(log)")
                    #expect(values() == before, "state changed by a rejected update: \(log)")
                    counters.rejected += 1
                }
            default:
                try add(randomConstraint(n: n, levels: levels, rng: &rng))
            }
            try compare()
        }
    }
}
