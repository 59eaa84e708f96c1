import ConstraintSolver

/// A constraint of a small random test system with integer data:
/// `Σ coefficients[i]·x_i + constant ⋈ 0`; `level == nil` means required.
struct SmallConstraint: CustomStringConvertible {
    var coefficients: [Int]
    var constant: Int
    var relation: Relation
    var level: Double?

    var description: String {
        let terms = coefficients.enumerated().map { "\($0.element)x\($0.offset)" }.joined(separator: " + ")
        let op = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
        return "\(terms) + \(constant) \(op) 0 @\(level.map { "\($0)" } ?? "req")"
    }

    /// Error of the constraint at a point (0 when satisfied).
    func error(at x: [Rational]) throws -> Rational {
        var value = Rational(constant)
        for (i, a) in coefficients.enumerated() where a != 0 {
            value = try value + Rational(a) * x[i]
        }
        switch relation {
        case .equal: return value.sign < 0 ? -value : value
        case .lessThanOrEqual: return value.sign > 0 ? value : .zero
        case .greaterThanOrEqual: return value.sign < 0 ? -value : .zero
        }
    }

    func error(at x: [Double]) -> Double {
        var value = Double(constant)
        for (i, a) in coefficients.enumerated() { value += Double(a) * x[i] }
        switch relation {
        case .equal: return abs(value)
        case .lessThanOrEqual: return max(0, value)
        case .greaterThanOrEqual: return max(0, -value)
        }
    }

    func makeConstraint(_ variables: [Variable]) -> Constraint {
        var expression = Expression(Double(constant))
        for (i, a) in coefficients.enumerated() {
            expression.terms.append(Term(variables[i], Double(a)))
        }
        return Constraint(expression, relation, 0, priority: level.map { Priority($0) } ?? .required)
    }
}

/// Brute-force lexicographic optimum by vertex enumeration in exact arithmetic.
///
/// Every level's error is piecewise linear and convex, linear on each cell of
/// the arrangement formed by all constraint boundary hyperplanes
/// (`Σ a·x + c = 0`, for required and optional constraints alike). The
/// lexicographically optimal set is a union of faces of that arrangement, so
/// it contains an arrangement vertex. Box planes `x_i = ±bound` are added so
/// that vertices exist even when the feasible region contains a line; the
/// bound exceeds every vertex coordinate possible with the small integer data,
/// so the box never cuts off the optimum. The oracle enumerates all vertices
/// (n tight planes, solved exactly), keeps those satisfying every required
/// constraint, and takes the lexicographically smallest vector of per-level
/// error sums (highest priority first).
enum Oracle {
    static let bound = 100_000

    struct Result {
        /// Nil when the required constraints are infeasible.
        var levelErrors: [Rational]?
    }

    static func solve(_ constraints: [SmallConstraint], variableCount n: Int, levels: [Double]) throws -> Result {
        var planes: [([Int], Int)] = []
        for c in constraints where c.coefficients.contains(where: { $0 != 0 }) {
            planes.append((c.coefficients, c.constant))
        }
        for i in 0..<n {
            var e = [Int](repeating: 0, count: n)
            e[i] = 1
            planes.append((e, -bound))
            planes.append((e, bound))
        }
        let required = constraints.filter { $0.level == nil }
        var best: [Rational]?
        var combination = Array(0..<n)
        while true {
            if let x = try solveExactly(combination.map { planes[$0] }, n),
                try required.allSatisfy({ try $0.error(at: x).isZero })
            {
                var errors: [Rational] = []
                for level in levels {
                    var sum = Rational.zero
                    for c in constraints where c.level == level {
                        sum = try sum + c.error(at: x)
                    }
                    errors.append(sum)
                }
                if best == nil || errors.lexicographicallyPrecedes(best!) { best = errors }
            }
            // Next n-combination of planes.
            var i = n - 1
            while i >= 0 && combination[i] == planes.count - n + i { i -= 1 }
            if i < 0 { break }
            combination[i] += 1
            for j in (i + 1)..<n { combination[j] = combination[j - 1] + 1 }
        }
        return Result(levelErrors: best)
    }

    /// Solves `a·x + c = 0` for the given n planes by Cramer's rule with
    /// integer (Bareiss) determinants; nil if singular.
    private static func solveExactly(_ planes: [([Int], Int)], _ n: Int) throws -> [Rational]? {
        let a = planes.map(\.0)
        let d = try determinant(a)
        if d == 0 { return nil }
        var x: [Rational] = []
        for i in 0..<n {
            var ai = a
            for r in 0..<n { ai[r][i] = -planes[r].1 }
            x.append(try Rational(determinant(ai), d))
        }
        return x
    }

    /// Fraction-free (Bareiss) determinant with overflow checks.
    static func determinant(_ matrix: [[Int]]) throws -> Int {
        var a = matrix
        let n = a.count
        var sign = 1
        var previous = 1
        func checked(_ r: (partialValue: Int, overflow: Bool)) throws -> Int {
            if r.overflow { throw RationalOverflow() }
            return r.partialValue
        }
        for k in 0..<(n - 1) {
            if a[k][k] == 0 {
                guard let swap = ((k + 1)..<n).first(where: { a[$0][k] != 0 }) else { return 0 }
                a.swapAt(k, swap)
                sign = -sign
            }
            for i in (k + 1)..<n {
                for j in (k + 1)..<n {
                    let p = try checked(a[i][j].multipliedReportingOverflow(by: a[k][k]))
                    let q = try checked(a[i][k].multipliedReportingOverflow(by: a[k][j]))
                    a[i][j] = try checked(p.subtractingReportingOverflow(q)) / previous
                }
            }
            previous = a[k][k]
        }
        return sign * a[n - 1][n - 1]
    }
}

/// Deterministic SplitMix64 generator for reproducible random cases.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
