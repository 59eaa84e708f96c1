/// Errors thrown by `Solver`. After any throw the solver is in the same state as
/// before the call.
public enum SolverError: Error, Hashable, Sendable {
    /// A required constraint (or a constant update of one) conflicts with the
    /// required constraints already in the solver.
    case unsatisfiable
    /// The constraint (same `Constraint.id`) is already in the solver.
    case duplicate
    /// The constraint id is not in the solver.
    case unknownConstraint
    /// A coefficient, constant or suggested value is NaN or infinite.
    case nonFinite
    /// The priority is not finite and in `0 < p <= 1000`, or an edit variable
    /// was requested at required priority.
    case invalidPriority
    /// The variable already is an edit variable.
    case duplicateEditVariable
    /// The variable is not an edit variable.
    case unknownEditVariable
    /// A pivoting safety limit was hit (should not happen; guards against
    /// cycling caused by floating-point degeneracy so the solver never hangs).
    case internalError(String)
}
