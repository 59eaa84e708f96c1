import Foundation
import Testing
@testable import UIHostProtocol

@Suite struct JSONParserTests {
    @Test func parsesEveryValueKindKeepingIntegersExact() throws {
        let value = try JSONParser.parse(#"{"a":[1,-2,3.5,1e3,true,false,null,"x"],"big":9007199254740993}"#)
        #expect(value["a"] == [1, -2, 3.5, 1000.0, true, false, nil, "x"])
        #expect(value["big"] == .int(9_007_199_254_740_993))
    }

    @Test func decodesEscapesAndSurrogatePairs() throws {
        let value = try JSONParser.parse(#""a\"b\\c\/\n\t\u00e9\ud83d\ude00""#)
        #expect(value == .string("a\"b\\c/\n\té😀"))
    }

    @Test func refusesTrailingTextAndBadLiteralsWithTheirOffset() {
        #expect(throws: JSONParseError.syntax(offset: 3, message: "unexpected text after the value")) {
            try JSONParser.parse("{} x")
        }
        #expect(throws: JSONParseError.self) { try JSONParser.parse("tru") }
        #expect(throws: JSONParseError.self) { try JSONParser.parse("[1,]") }
        #expect(throws: JSONParseError.self) { try JSONParser.parse("01") }
        #expect(throws: JSONParseError.self) { try JSONParser.parse("NaN") }
        #expect(throws: JSONParseError.self) { try JSONParser.parse("\"\\ud800\"") }
    }

    @Test func refusesNestingBeyondTheLimitWithoutRecursingFurther() {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(throws: JSONParseError.tooDeep(limit: 64)) { try JSONParser.parse(deep) }
        let ok = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        #expect(throws: Never.self) { try JSONParser.parse(ok) }
    }

    @Test func refusesInvalidUTF8WithTheOffendingByte() {
        #expect(throws: JSONParseError.invalidUTF8(offset: 2)) { try JSONParser.parse([0x22, 0x61, 0xC3, 0x28, 0x22]) }
        #expect(throws: JSONParseError.invalidUTF8(offset: 1)) { try JSONParser.parse([0x22, 0xED, 0xA0, 0x80, 0x22]) }
    }

    @Test func writesCompactJSONInInsertionOrderAndEscapesControlCharacters() {
        let value: JSON = .object(JSONObject([("b", 1), ("a", [true, nil]), ("s", "q\"\u{1}\n")]))
        #expect(value.text == #"{"b":1,"a":[true,null],"s":"q\"\u0001\n"}"#)
        #expect(JSON.double(.nan).text == "null")
        #expect(JSON.double(2.5).text == "2.5")
        #expect(JSON.double(3).text == "3")
    }

    @Test func writesIntegersAndWholeDoublesDigitForDigit() {
        let integers: [Int] = [0, 7, 9, 10, -1, -10, 1234567890, Int.max, Int.min]
        #expect(integers.map { JSON.int($0).text } == integers.map { String($0) })
        let doubles: [Double] = [0, -0.0, 375, -20, 999_999_999_999_999, 1e15, 0.5, -2.25, .infinity, -.infinity]
        #expect(doubles.map { JSON.double($0).text }
                == ["0", "0", "375", "-20", "999999999999999", "1000000000000000.0", "0.5", "-2.25", "null", "null"])
        #expect(JSON.bool(false).text == "false" && JSON.null.text == "null")
    }
}
