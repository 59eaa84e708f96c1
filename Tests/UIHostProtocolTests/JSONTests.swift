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

@Suite struct RPCDispatcherTests {
    func dispatcher() -> RPCDispatcher<Void> {
        let dispatcher = RPCDispatcher<Void>()
        dispatcher.register("sum") { call throws(RPCError) in
            .int(try call.params.requiredInt("a") + (try call.params.int("b") ?? 0))
        }
        dispatcher.register("fail") { _ throws(RPCError) in
            throw RPCError(code: RPCError.noSuchObjectCode, message: "nothing", data: ["selector": ["tag": 1]])
        }
        dispatcher.markUnavailable("later", reason: "later arrives with another issue")
        return dispatcher
    }

    func reply(_ text: String) throws -> JSON? {
        try dispatcher().handle(Array(text.utf8), context: ()).map { try JSONParser.parse($0) }
    }

    @Test func answersARequestWithItsResultAndId() throws {
        #expect(try reply(#"{"jsonrpc":"2.0","method":"sum","params":{"a":2,"b":3},"id":7}"#)
                == ["jsonrpc": "2.0", "result": 5, "id": 7])
    }

    @Test func sendsNothingForANotificationEvenWhenItFails() throws {
        #expect(try reply(#"{"jsonrpc":"2.0","method":"sum","params":{"a":1}}"#) == nil)
        #expect(try reply(#"{"jsonrpc":"2.0","method":"nope"}"#) == nil)
    }

    @Test func answersEveryStandardError() throws {
        #expect(try reply("{")?["error"]?["code"] == -32700)
        #expect(try reply("[]")?["error"]?["code"] == -32600)
        #expect(try reply("5")?["error"]?["code"] == -32600)
        #expect(try reply(#"{"jsonrpc":"1.0","method":"sum","id":1}"#)?["error"]?["code"] == -32600)
        #expect(try reply(#"{"jsonrpc":"2.0","method":3,"id":1}"#)?["error"]?["code"] == -32600)
        #expect(try reply(#"{"jsonrpc":"2.0","method":"sum","id":{}}"#)?["error"]?["code"] == -32600)
        #expect(try reply(#"{"jsonrpc":"2.0","method":"nope","id":1}"#)?["error"]?["code"] == -32601)
        let invalid = try reply(#"{"jsonrpc":"2.0","method":"sum","params":{"a":"x"},"id":1}"#)
        #expect(invalid?["error"]?["code"] == -32602)
        #expect(invalid?["error"]?["data"] == ["field": "a", "expected": "an integer"])
        #expect(try reply(#"{"jsonrpc":"2.0","method":"sum","params":[1],"id":1}"#)?["error"]?["code"] == -32602)
    }

    @Test func passesApplicationErrorsThroughWithTheirData() throws {
        let error = try reply(#"{"jsonrpc":"2.0","method":"fail","id":"x"}"#)
        #expect(error == ["jsonrpc": "2.0", "error": ["code": -32001, "message": "nothing", "data": ["selector": ["tag": 1]]], "id": "x"])
    }

    @Test func explainsMethodsThatArriveLater() throws {
        let error = try reply(#"{"jsonrpc":"2.0","method":"later","id":1}"#)
        #expect(error?["error"]?["code"] == -32601)
        #expect(error?["error"]?["message"] == "later arrives with another issue")
    }

    @Test func answersABatchInOneArraySkippingNotifications() throws {
        let replies = try reply(#"[{"jsonrpc":"2.0","method":"sum","params":{"a":1},"id":1},{"jsonrpc":"2.0","method":"sum","params":{"a":1}},5,{"jsonrpc":"2.0","method":"sum","params":{"a":2},"id":2}]"#)
        #expect(replies == [
            ["jsonrpc": "2.0", "result": 1, "id": 1],
            ["jsonrpc": "2.0", "error": ["code": -32600, "message": "invalid request: expected a request object, got number"], "id": nil],
            ["jsonrpc": "2.0", "result": 2, "id": 2],
        ])
        #expect(try reply(#"[{"jsonrpc":"2.0","method":"sum","params":{"a":1}}]"#) == nil)
    }

    @Test func reportsDeepNestingAsALimitError() throws {
        let deep = #"{"jsonrpc":"2.0","method":"sum","params":{"a":"# + String(repeating: "[", count: 100) + String(repeating: "]", count: 100) + "}}"
        let error = try reply(deep)
        #expect(error?["error"]?["code"] == -32010)
        #expect(error?["error"]?["data"] == ["limit": "nestingDepth"])
    }
}

@Suite struct ViewSelectorTests {
    @Test func parsesEveryFieldIncludingNestedWithin() throws {
        let selector = try ViewSelector(json: ["tag": 5, "class": "UIButton", "within": ["accessibilityIdentifier": "form"], "index": 1, "visible": true], field: "view")
        #expect(selector.tag == 5)
        #expect(selector.className == "UIButton")
        #expect(selector.within?.accessibilityIdentifier == "form")
        #expect(selector.index == 1)
        #expect(selector.visible == true)
    }

    @Test func namesTheFieldOfABadValue() {
        #expect(throws: RPCError.invalidParams(field: "view.tag", expected: "an integer")) {
            try ViewSelector(json: ["tag": "five"], field: "view")
        }
        #expect(throws: RPCError.invalidParams(field: "view.within.index", expected: "an integer from 0 to 2147483647")) {
            try ViewSelector(json: ["tag": 1, "within": ["tag": 2, "index": -1]], field: "view")
        }
    }

    @Test func refusesUnknownFieldsAndEmptySelectors() {
        #expect(throws: RPCError.self) { try ViewSelector(json: ["colour": "red"], field: "view") }
        #expect(throws: RPCError.self) { try ViewSelector(json: [:], field: "view") }
        #expect(throws: RPCError.self) { try ViewSelector(json: 5, field: "view") }
    }
}

@Suite struct MethodCatalogueTests {
    @Test func describesEveryProtocolMethodInTheOpenRPCDocument() {
        let document = MethodCatalogue.openRPC(serverVersion: "0.1.0")
        let names = document["methods"]?.arrayValue?.compactMap { $0["name"]?.stringValue } ?? []
        for name in ["rpc.discover", "session.hello", "app.state", "app.launch", "tree.get", "view.find", "view.get",
                     "view.set", "controller.tree", "input.tap", "input.touch", "clock.now", "clock.advance",
                     "app.waitForIdle", "events.subscribe", "events.unsubscribe", "device.rotate", "segue.perform",
                     "session.replay"] {
            #expect(names.contains(name), "missing \(name)")
        }
        #expect(document["openrpc"] == "1.2.6")
    }
}

@Suite struct ProtocolReferenceTests {
    /// docs/protocol.md keeps in step with the catalogue: every method has a row.
    @Test func everyCatalogueMethodIsDocumented() throws {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/protocol.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        for spec in MethodCatalogue.all {
            #expect(text.contains("| `\(spec.name)` |"), "docs/protocol.md has no row for \(spec.name)")
        }
    }
}
