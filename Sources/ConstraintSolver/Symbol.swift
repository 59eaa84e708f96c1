/// A column of the simplex tableau.
///
/// Symbols are dense, solver-local integers so that per-symbol state can live in
/// arrays indexed by `id`. The kind is packed into the low two bits of `raw`, so a
/// symbol is a single `Int` for hashing and comparison. Ordering by `raw` orders by
/// `id`, which is what the deterministic tie-breaking rules (Bland's rule) use.
struct Symbol: Hashable, Comparable {
    /// What a symbol stands for, which decides its sign restriction.
    enum Kind: Int {
        /// A user `Variable`; unrestricted in sign.
        case external = 0
        /// Slack of an inequality (`>= 0`); also used for the artificial variable.
        case slack = 1
        /// Error of an optional constraint (`>= 0`); appears in the objective.
        case error = 2
        /// Marker of a required equality; fixed at zero, never enters the basis by
        /// pivoting on the objective.
        case dummy = 3
    }

    let raw: Int

    init(id: Int, kind: Kind) {
        raw = id << 2 | kind.rawValue
    }

    init(raw: Int) {
        self.raw = raw
    }

    var id: Int { raw >> 2 }
    var kind: Kind { Kind(rawValue: raw & 3)! }
    var isExternal: Bool { raw & 3 == 0 }
    var isDummy: Bool { raw & 3 == 3 }
    /// Slack and error symbols: sign-restricted (`>= 0`) and allowed to pivot.
    var isPivotableRestricted: Bool { raw & 3 == 1 || raw & 3 == 2 }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.raw < rhs.raw }

    func hash(into hasher: inout Hasher) { hasher.combine(raw) }
}
