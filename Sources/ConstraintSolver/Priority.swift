/// Constraint priority with UIKit semantics.
///
/// Valid priorities are finite values in `0 < p <= 1000`; `1000` means
/// required. Optional priorities are ordered lexicographically, not by weight:
/// the solver first minimises the total error of all constraints at the highest
/// optional priority, then, without worsening that, the next lower priority, and
/// so on. An error at 751 therefore outweighs any amount of error at 750.
/// Fractional priorities form their own level keyed by the exact value.
/// Within one level the errors of all constraints are summed with equal weight
/// (the error of a constraint is the amount by which its expression violates it).
public struct Priority: Hashable, Comparable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral,
    CustomStringConvertible
{
    public var rawValue: Double

    public init(_ rawValue: Double) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = Double(rawValue) }
    public init(floatLiteral value: Double) { self.rawValue = value }
    public init(integerLiteral value: Int) { self.rawValue = Double(value) }

    public static let required: Priority = 1000
    public static let defaultHigh: Priority = 750
    public static let dragThatCanResizeScene: Priority = 510
    public static let defaultLow: Priority = 250
    public static let fittingSizeLevel: Priority = 50

    public var isRequired: Bool { rawValue == 1000 }
    /// Whether the value is usable: finite and in `0 < p <= 1000`.
    public var isValid: Bool { rawValue.isFinite && rawValue > 0 && rawValue <= 1000 }

    public static func < (a: Priority, b: Priority) -> Bool { a.rawValue < b.rawValue }
    public var description: String { rawValue == rawValue.rounded() ? "\(Int(rawValue))" : "\(rawValue)" }
}
