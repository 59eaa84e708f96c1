import Testing
import ConstraintSolver

/// docs/uikit-rules.md 11.124: a table from non-negative integers to integers (`ViewDirectory` keeps views by
/// instance number in one), checked against a `Dictionary` after the same sets, overwrites and removals, with keys
/// packed together and keys far apart.
@Suite("Integer index")
struct IntegerIndexTests {
    @Test("Rule 11.124: an integer index answers what a Dictionary answers after the same changes",
          arguments: [3 as UInt64, 41, 0xBEEF])
    func answersAsADictionaryDoes(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let keys = (0..<200).map { $0 } + (0..<200).map { _ in Int.random(in: 0...(Int.max >> 3), using: &rng) }
        var table = IntegerIndex()
        var reference: [Int: Int] = [:]
        for step in 0..<4_000 {
            let key = keys[Int.random(in: 0..<keys.count, using: &rng)]
            if step % 3 == 2 {
                table[key] = nil
                reference[key] = nil
            } else {
                let value = Int.random(in: Int.min...Int.max, using: &rng)
                table[key] = value
                reference[key] = value
            }
        }
        #expect(table.count == reference.count)
        for key in keys { #expect(table[key] == reference[key]) }
        for key in reference.keys { table[key] = nil }
        #expect(table.count == 0)
        for key in keys { #expect(table[key] == nil) }
    }
}
