import Foundation
import Testing
@testable import UIHostProtocol

@Suite struct RPCDispatcherTests {
    func dispatcher() -> RPCDispatcher<Void> {
        let dispatcher = RPCDispatcher<Void>()
        dispatcher.register("sum") { call throws(RPCError) in
            .int(try call.params.requiredInt("a") + (try call.params.int("b") ?? 0))
        }
        dispatcher.register("fail") { _ throws(RPCError) in
            throw RPCError(code: RPCError.noSuchObjectCode, message: "nothing", data: ["selector": ["tag": 1]])
        }
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

    @Test func answersAnUnregisteredMethodWithMethodNotFoundNamingIt() throws {
        let error = try reply(#"{"jsonrpc":"2.0","method":"later","id":1}"#)
        #expect(error == ["jsonrpc": "2.0", "error": ["code": -32601, "message": "no method named 'later'; rpc.discover lists every method",
                                                      "data": ["method": "later"]], "id": 1])
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
