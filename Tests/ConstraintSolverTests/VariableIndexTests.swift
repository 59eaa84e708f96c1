import Testing
import ConstraintSolver

/// docs/uikit-rules.md 11.115: a table from variables to a client's indices, checked against a `Dictionary` over
/// random sets, overwrites and removals.
@Suite("Variable index")
struct VariableIndexTests {
    @Test("Rule 11.115: every look-up gives what a Dictionary gives after the same changes",
          arguments: [7 as UInt64, 99, 0xC0FFEE])
    func matchesDictionary(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let variables = (0..<300).map { _ in Variable() }
        var index = VariableIndex()
        var expected: [Variable: Int] = [:]
        for _ in 0..<3_000 {
            let variable = variables[Int.random(in: 0..<variables.count, using: &rng)]
            if Int.random(in: 0..<4, using: &rng) == 0 {
                index[variable] = nil
                expected[variable] = nil
            } else {
                let value = Int.random(in: 0..<1_000, using: &rng)
                index[variable] = value
                expected[variable] = value
            }
            #expect(index.count == expected.count)
        }
        for variable in variables { #expect(index[variable] == expected[variable]) }
        index.reserveCapacity(2_000)
        for variable in variables { #expect(index[variable] == expected[variable]) }
    }
}
