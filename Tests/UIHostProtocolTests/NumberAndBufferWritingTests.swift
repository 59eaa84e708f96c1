import Foundation
import Testing
@testable import UIHostProtocol

@Suite struct NumberAndBufferWritingTests {
    /// Numbers are written in the same shortest round-trip form as `Double.description` (whole numbers without
    /// ".0" below 1e15): the fast path for up to four decimal places must never differ from it.
    @Test func decimalsMatchTheStandardLibrarysShortestForm() {
        var values: [Double] = [0.1, 0.2, 0.3, -0.1, 0.05, 0.001, 0.0001, 0.00001, 1.0 / 3, 2.0 / 3, 3.7, 7.4, 370.3,
                                333.5, 0.125, 1e11 + 0.5, 999_999_999_999.9, 1e12 + 0.25, 1e-7, 5e-324, .pi,
                                -0.0001, 123.4567, 123.45678, 0.3 + 0.6]
        for step in 1...2_000 {
            values.append(Double(step) * 3.7)
            values.append(Double(step) / 100)
            values.append(-Double(step) * 0.07)
            values.append(Double(step) / 7)
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            values.append(Double.random(in: -1e6...1e6, using: &generator))
            values.append((Double.random(in: -1e4...1e4, using: &generator) * 100).rounded() / 100)
        }
        for value in values where Int64(exactly: value) == nil {
            #expect(JSON.double(value).text == value.description, "\(value.description)")
        }
    }

    /// Values that need five to seventeen significant digits (geometry such as 3.7 * 3 = 11.100000000000001) go
    /// through an exact search for the shortest decimal: it must print what `Double.description` prints, across
    /// magnitudes, at powers of two (whose lower neighbour is nearer) and at the edges of its range.
    @Test func longDecimalsMatchTheStandardLibrarysShortestForm() {
        var values: [Double] = [11.100000000000001, 177.60000000000002, 0.1 + 0.2, 1.0 / 3, 2.0 / 3, 106.66666666666667,
                                0.0001, 0.00010000000000000002, 0.000099999, 999_999_999.9999999, 123456789.12345678,
                                0.1, 1.1, 8.589973e8]
        for exponent in -13...29 {
            let power = Double(sign: .plus, exponent: exponent, significand: 1)
            values += [power, power.nextUp, power.nextDown, power.nextUp.nextUp, power.nextDown.nextDown]
        }
        for step in 1...3_000 {
            values.append(Double(step) * 3.7)
            values.append(Double(step) * 0.1)
            values.append(Double(step) / 3)
            values.append(Double(step) * 1.1 / 7)
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            // Random significands at random scales, and random bit patterns, from 1e-4 to 1e9.
            let scale = Double(sign: .plus, exponent: Int.random(in: -14...30, using: &generator), significand: 1)
            values.append(Double.random(in: 1..<2, using: &generator) * scale)
            values.append(-Double.random(in: 1e-4..<1e9, using: &generator))
        }
        for value in values where Int64(exactly: value) == nil {
            #expect(JSON.double(value).text == value.description, "\(value.description)")
        }
    }

    /// Values exactly halfway between their two nearest 16-digit decimals (N + m/256 for odd m, where doubles are
    /// 2^-23 apart): both read back, and Double.description writes the even one. Found by the random values above,
    /// which once drew -938110884.72265625 and wrote ...7226563 instead of ...7226562.
    @Test func decimalsHalfwayBetweenTwoCandidatesTakeTheEvenOneAsDescriptionDoes() {
        for whole in [938_110_884.0, 536_870_912, 999_999_999] {
            for numerator in stride(from: 1, to: 256, by: 2) {
                for value in [whole + Double(numerator) / 256, -(whole + Double(numerator) / 256)] {
                    #expect(JSON.double(value).text == value.description, "\(value.description)")
                }
            }
        }
    }

    /// JSONBuffer, which writes large trees, writes what JSON.write writes.
    @Test func bufferWritesWhatJSONWrites() {
        var buffer = JSONBuffer(capacity: 1)
        var expected: [UInt8] = []
        let strings = ["", "plain", "quote \" and \\", "line\nbreak\ttab\r", "\u{1}\u{1f}", "é ünïcødé 🚀",
                       String(repeating: "long ", count: 1_000)]
        for string in strings {
            buffer.writeString(string)
            JSON.writeString(string, to: &expected)
        }
        for number in [0, -0.0, 1, -1, 0.5, 3.7, 1e300, .nan, .infinity, 123456.789, 1e15, -1e-9] as [Double] {
            buffer.writeNumber(number)
            JSON.writeNumber(number, to: &expected)
        }
        for integer in [0, 9, 10, -10, Int64.max, Int64.min] as [Int64] {
            buffer.writeInteger(integer)
            JSON.writeInteger(integer, to: &expected)
        }
        buffer.append(#"{"x":"#)
        buffer.write(["a": [1, "b", nil]])
        buffer.append(UInt8(ascii: "}"))
        expected += Array(#"{"x":{"a":[1,"b",null]}}"#.utf8)
        #expect(buffer.bytes == expected)
        #expect(buffer.byteCount == expected.count)
    }
}
