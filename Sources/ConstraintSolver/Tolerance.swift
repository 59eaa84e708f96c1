/// Numerical tolerance of the solver.
///
/// Rules:
/// - A tableau coefficient with `|c| < epsilon` is treated as zero and removed
///   from its row (this is what keeps rows sparse and terminates pivoting).
/// - Constraint terms whose merged coefficient is `|c| < epsilon` are dropped.
/// - A row constant in `-epsilon ..< 0` is not considered infeasible, and a
///   required constraint that reduces to a constant `k` is satisfied when
///   `|k| < epsilon` (for `==`), `k < epsilon` (for `<=`) or `k > -epsilon` (`>=`).
/// - Objective coefficients are compared against zero with the same tolerance,
///   per priority level.
///
/// The tolerance is absolute, which is appropriate for layout coordinates
/// (points, typically |x| < 1e6).
@usableFromInline
let epsilon: Double = 1e-8

@inline(__always)
func nearZero(_ value: Double) -> Bool {
    abs(value) < epsilon
}
