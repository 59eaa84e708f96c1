/// One `coefficient·variable` term of an `Expression`.
public struct Term: Hashable, Sendable {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression `Σ coefficient·variable + constant`.
///
/// Terms may repeat a variable and may have zero coefficients; the solver merges
/// and drops them when a constraint is added. Build expressions with the
/// arithmetic operators, e.g. `view.left + 0.5 * view.width - 8`.
public struct Expression: Hashable, Sendable {
    public var terms: [Term]
    public var constant: Double

    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) {
        self.init(terms: [Term(variable)])
    }

    public init(_ constant: Double) {
        self.init(constant: constant)
    }


    /// Whether every coefficient and the constant are finite.
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    /// Removes every term, keeping the buffer for the next expression written into it (a client that reuses one
    /// buffer for each constraint it adds), without `removeAll(keepingCapacity:)`'s generic path
    /// (docs/uikit-rules.md 11.125).
    public mutating func removeAllTerms() {
        terms.removeLastKeepingCapacity(terms.count)
    }
}

// MARK: - Operators

public prefix func - (e: Expression) -> Expression {
    Expression(terms: e.terms.map { Term($0.variable, -$0.coefficient) }, constant: -e.constant)
}
public prefix func - (v: Variable) -> Expression { Expression(terms: [Term(v, -1)]) }

public func + (a: Expression, b: Expression) -> Expression {
    Expression(terms: a.terms + b.terms, constant: a.constant + b.constant)
}
public func - (a: Expression, b: Expression) -> Expression { a + (-b) }
public func + (a: Expression, b: Double) -> Expression {
    Expression(terms: a.terms, constant: a.constant + b)
}
public func - (a: Expression, b: Double) -> Expression { a + (-b) }
public func + (a: Double, b: Expression) -> Expression { b + a }
public func - (a: Double, b: Expression) -> Expression { -b + a }
public func * (a: Expression, k: Double) -> Expression {
    Expression(terms: a.terms.map { Term($0.variable, $0.coefficient * k) }, constant: a.constant * k)
}
public func * (k: Double, a: Expression) -> Expression { a * k }
public func / (a: Expression, k: Double) -> Expression { a * (1 / k) }

public func + (a: Variable, b: Variable) -> Expression { Expression(a) + Expression(b) }
public func - (a: Variable, b: Variable) -> Expression { Expression(a) - Expression(b) }
public func + (a: Variable, b: Double) -> Expression { Expression(a) + b }
public func - (a: Variable, b: Double) -> Expression { Expression(a) - b }
public func + (a: Double, b: Variable) -> Expression { Expression(b) + a }
public func - (a: Double, b: Variable) -> Expression { a - Expression(b) }
public func + (a: Expression, b: Variable) -> Expression { a + Expression(b) }
public func - (a: Expression, b: Variable) -> Expression { a - Expression(b) }
public func + (a: Variable, b: Expression) -> Expression { Expression(a) + b }
public func - (a: Variable, b: Expression) -> Expression { Expression(a) - b }
public func * (v: Variable, k: Double) -> Expression { Expression(terms: [Term(v, k)]) }
public func * (k: Double, v: Variable) -> Expression { Expression(terms: [Term(v, k)]) }
