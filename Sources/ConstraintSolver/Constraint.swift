import Synchronization

private let constraintCounter = Atomic<Int>(0)

/// Identity of a constraint; returned by `Solver.addConstraint(_:)`.
public struct ConstraintID: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int
    public var description: String { "c\(rawValue)" }
}

/// Relation between the two sides of a constraint.
public enum Relation: Hashable, Sendable {
    case equal
    case lessThanOrEqual
    case greaterThanOrEqual
}

/// A linear constraint `lhs ⋈ rhs` with a priority.
///
/// It is stored normalised as `expression ⋈ 0` with `expression = lhs - rhs`.
/// Its *constant*, in the UIKit sense, is `-expression.constant`: the constraint
/// reads `terms ⋈ constant`. For `item1 = m·item2 + c` build
/// `Constraint(item1, .equal, m * item2 + c)`; its constant is `c`, which is
/// what `Solver.updateConstant(_:to:)` replaces.
///
/// Each `init` creates a new identity, so adding the same value twice is a
/// duplicate, while two separately created identical constraints are distinct
/// (as in UIKit).
public struct Constraint: Hashable, Sendable {
    public let id: ConstraintID
    public let expression: Expression
    public let relation: Relation
    public let priority: Priority

    public init(_ lhs: Expression, _ relation: Relation, _ rhs: Expression, priority: Priority = .required) {
        self.id = ConstraintID(rawValue: constraintCounter.wrappingAdd(1, ordering: .relaxed).oldValue)
        self.expression = lhs - rhs
        self.relation = relation
        self.priority = priority
    }

    /// The constraint `expression ⋈ 0`, given in its normalised form.
    public init(normalized expression: Expression, _ relation: Relation, priority: Priority = .required) {
        self.id = ConstraintID(rawValue: constraintCounter.wrappingAdd(1, ordering: .relaxed).oldValue)
        self.expression = expression
        self.relation = relation
        self.priority = priority
    }

    public init(_ lhs: Variable, _ relation: Relation, _ rhs: Expression, priority: Priority = .required) {
        self.init(Expression(lhs), relation, rhs, priority: priority)
    }

    public init(_ lhs: Variable, _ relation: Relation, _ rhs: Variable, priority: Priority = .required) {
        self.init(Expression(lhs), relation, Expression(rhs), priority: priority)
    }

    public init(_ lhs: Expression, _ relation: Relation, _ rhs: Double, priority: Priority = .required) {
        self.init(lhs, relation, Expression(rhs), priority: priority)
    }

    public init(_ lhs: Variable, _ relation: Relation, _ rhs: Double, priority: Priority = .required) {
        self.init(Expression(lhs), relation, Expression(rhs), priority: priority)
    }

    /// The UIKit-style constant: the constraint reads `terms ⋈ constant`.
    public var constant: Double { -expression.constant }
}
