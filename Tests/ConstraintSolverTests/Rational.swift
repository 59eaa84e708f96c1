/// Signalled when exact arithmetic would overflow `Int`; the oracle then skips
/// the case.
struct RationalOverflow: Error {}

/// Exact rational number with overflow-checked `Int` arithmetic, used by the
/// brute-force oracle. Always normalised: `denominator > 0`, gcd 1.
struct Rational: Comparable, CustomStringConvertible {
    let numerator: Int
    let denominator: Int

    static let zero = Rational(unchecked: 0, 1)
    static let one = Rational(unchecked: 1, 1)

    private init(unchecked numerator: Int, _ denominator: Int) {
        self.numerator = numerator
        self.denominator = denominator
    }

    init(_ value: Int) { self.init(unchecked: value, 1) }

    init(_ numerator: Int, _ denominator: Int) throws {
        guard denominator != 0 else { throw RationalOverflow() }
        let g = Rational.gcd(numerator, denominator)
        var n = numerator / g, d = denominator / g
        if d < 0 {
            guard n != Int.min, d != Int.min else { throw RationalOverflow() }
            n = -n
            d = -d
        }
        self.init(unchecked: n, d)
    }

    private static func gcd(_ a: Int, _ b: Int) -> Int {
        var a = a.magnitude, b = b.magnitude
        while b != 0 { (a, b) = (b, a % b) }
        return a == 0 ? 1 : Int(a)
    }

    private static func mul(_ a: Int, _ b: Int) throws -> Int {
        let (r, o) = a.multipliedReportingOverflow(by: b)
        if o { throw RationalOverflow() }
        return r
    }

    private static func add(_ a: Int, _ b: Int) throws -> Int {
        let (r, o) = a.addingReportingOverflow(b)
        if o { throw RationalOverflow() }
        return r
    }

    static func + (a: Rational, b: Rational) throws -> Rational {
        let g = gcd(a.denominator, b.denominator)
        let n = try add(mul(a.numerator, b.denominator / g), mul(b.numerator, a.denominator / g))
        return try Rational(n, mul(a.denominator / g, b.denominator))
    }

    static prefix func - (a: Rational) -> Rational { Rational(unchecked: -a.numerator, a.denominator) }

    static func - (a: Rational, b: Rational) throws -> Rational { try a + (-b) }

    static func * (a: Rational, b: Rational) throws -> Rational {
        let g1 = gcd(a.numerator, b.denominator), g2 = gcd(b.numerator, a.denominator)
        return try Rational(mul(a.numerator / g1, b.numerator / g2), mul(a.denominator / g2, b.denominator / g1))
    }

    static func / (a: Rational, b: Rational) throws -> Rational {
        guard b.numerator != 0 else { throw RationalOverflow() }
        return try a * Rational(b.denominator, b.numerator)
    }

    static func < (a: Rational, b: Rational) -> Bool {
        // Compare with 128-bit products to avoid overflow.
        let l = a.numerator.multipliedFullWidth(by: b.denominator)
        let r = b.numerator.multipliedFullWidth(by: a.denominator)
        return (l.high, l.low) < (r.high, r.low)
    }

    var isZero: Bool { numerator == 0 }
    var sign: Int { numerator.signum() }
    var doubleValue: Double { Double(numerator) / Double(denominator) }
    var description: String { denominator == 1 ? "\(numerator)" : "\(numerator)/\(denominator)" }
}
