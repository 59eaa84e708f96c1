import Foundation
import Testing
import UIHostClient
import UIHostProtocol

/// Issue 9's bad-input suite, over a real socket to the real binary: every parameter of every method in the
/// catalogue with values of the wrong type, unknown methods and fields, malformed and oversize messages, odd
/// frames, non-finite and negative numbers, selectors and refs that name nothing, and paths outside the
/// recordings folder. Each gets its documented error (docs/protocol.md, Errors) on a connection that stays usable, and
/// a second client is served all along.
@Suite(.serialized) struct BadInputTests {
    /// A valid value for each required parameter, so a case fails only on the parameter it breaks.
    nonisolated static let validValues: [String: JSON] = [
        "accept": true, "url": "demo://x", "view": ["tag": 2], "properties": ["alpha": 1], "touches": [],
        "from": ["x": 10, "y": 10], "to": ["x": 20, "y": 20], "center": ["x": 100, "y": 100], "scale": 2,
        "radians": 1, "text": "a", "key": "return", "identifier": "x", "title": "OK", "orientation": "portrait",
        "ms": 1, "events": ["app.lifecycle"], "path": "bad-input.jsonl",
    ]

    /// Values of every JSON type but the parameter's own.
    static func wrongValues(for type: String) -> [JSON] {
        let all: [String: JSON] = ["string": "x", "integer": 7, "number": 1.5, "boolean": true, "object": ["a": 1],
                                   "array": [1], "null": .null]
        let accepted: Set<String> = switch type {
        case "string": ["string"]
        case "integer": ["integer"]
        case "number": ["integer", "number"]
        case "boolean": ["boolean"]
        case "object", "selector", "point": ["object"]
        case "array": ["array"]
        default: []
        }
        // null means "absent" for optional parameters (Params.has), so it is only wrong for required ones.
        return all.keys.sorted().filter { !accepted.contains($0) && $0 != "null" }.map { all[$0]! }
    }

    final class Exchange {
        let raw: WebSocketConnection
        var tried = 0
        private var nextID = 1
        init(_ raw: WebSocketConnection) { self.raw = raw }

        func bytes(_ message: [UInt8]) throws -> JSON {
            tried += 1
            raw.send(message)
            guard let reply = raw.receive(timeout: 10) else { throw HostProcessError("no reply to case \(tried)") }
            return try JSONParser.parse(reply)
        }

        func text(_ message: String) throws -> JSON { try bytes(Array(message.utf8)) }

        func call(_ method: String, _ params: JSON?) throws -> JSON {
            var request = JSONObject([("jsonrpc", "2.0"), ("method", .string(method)), ("id", .int(nextID))])
            nextID += 1
            if let params { request["params"] = params }
            return try bytes(JSON.object(request).serialized())
        }
    }

    @Test func everyBadInputGetsItsDocumentedErrorAndTheHostKeepsServing() throws {
        let host = try HostProcess()
        let bystander = try WebSocketConnection(url: host.url)
        let exchange = Exchange(try WebSocketConnection(url: host.url))
        var failures: [String] = []
        func check(_ label: String, _ reply: JSON, code: Int, field: String? = nil, limit: String? = nil) {
            let error = reply["error"]
            if error?["code"]?.intValue != code { failures.append("\(label): expected \(code), got \(reply.text)"); return }
            if let field, error?["data"]?["field"]?.stringValue != field {
                failures.append("\(label): expected data.field \(field), got \(reply.text)")
            }
            if let limit, error?["data"]?["limit"]?.stringValue != limit {
                failures.append("\(label): expected data.limit \(limit), got \(reply.text)")
            }
            if error?["message"]?.stringValue?.isEmpty != false { failures.append("\(label): no message") }
        }

        // Wrong types for every parameter of every method the catalogue offers (docs/protocol.md, Errors: -32602).
        for spec in MethodCatalogue.all {
            var base = JSONObject()
            for param in spec.params where param.required { base[param.name] = Self.validValues[param.name] ?? "x" }
            for param in spec.params {
                for wrong in Self.wrongValues(for: param.type) {
                    var params = base
                    params[param.name] = wrong
                    check("\(spec.name) \(param.name)=\(wrong.text)", try exchange.call(spec.name, .object(params)),
                          code: -32602, field: param.name)
                }
                if param.required {
                    var params = base
                    params[param.name] = nil
                    check("\(spec.name) without \(param.name)", try exchange.call(spec.name, .object(params)),
                          code: -32602, field: param.name)
                }
            }
            // An unknown field, and params that are not an object.
            var unknown = base
            unknown["noSuchField"] = 1
            check("\(spec.name) unknown field", try exchange.call(spec.name, .object(unknown)), code: -32602,
                  field: "noSuchField")
            check("\(spec.name) positional params", try exchange.call(spec.name, [1]), code: -32602, field: "params")
        }

        // Malformed messages.
        check("not JSON", try exchange.text("{nope"), code: -32700)
        check("truncated", try exchange.text(#"{"jsonrpc":"2.0","method":"app.state","id":1"#), code: -32700)
        check("NaN literal", try exchange.text(#"{"jsonrpc":"2.0","method":"input.tap","params":{"x":NaN,"y":1},"id":1}"#), code: -32700)
        check("infinite number", try exchange.text(#"{"jsonrpc":"2.0","method":"input.tap","params":{"x":1e999,"y":1},"id":1}"#), code: -32700)
        check("invalid UTF-8", try exchange.bytes(Array(#"{"jsonrpc":"2.0","method":""#.utf8) + [0xC3, 0x28] + Array(#"","id":1}"#.utf8)), code: -32700)
        check("unknown method", try exchange.call("no.such", nil), code: -32601)
        check("unknown member", try exchange.text(#"{"jsonrpc":"2.0","method":"app.state","id":1,"extra":1}"#), code: -32600)
        check("wrong version", try exchange.text(#"{"jsonrpc":"1.0","method":"app.state","id":1}"#), code: -32600)
        check("method not a string", try exchange.text(#"{"jsonrpc":"2.0","method":5,"id":1}"#), code: -32600)
        check("id an object", try exchange.text(#"{"jsonrpc":"2.0","method":"app.state","id":{}}"#), code: -32600)
        let deep = #"{"jsonrpc":"2.0","method":"app.state","id":1,"params":{"a":"# + String(repeating: "[", count: 10_000)
            + String(repeating: "]", count: 10_000) + "}}"
        check("10,000-deep nesting", try exchange.text(deep), code: -32010, limit: "nestingDepth")
        let huge = String(repeating: "x", count: 900_000)
        let hugeReply = try exchange.call("view.find", ["text": .string(huge)])
        if hugeReply["result"]?["views"] != [] { failures.append("huge string: \(hugeReply.text.prefix(200))") }
        check("huge string in a selector that names nothing", try exchange.call("view.get", ["view": ["text": .string(huge)]]),
              code: -32001)
        exchange.tried += 1
        exchange.raw.sendOversized(limit: 1 << 20)
        check("oversize message", try JSONParser.parse(exchange.raw.receive(timeout: 10) ?? []), code: -32010, limit: "messageSize")
        exchange.tried += 1
        exchange.raw.sendBinary(Array(#"{"jsonrpc":"2.0","method":"app.state","id":1}"#.utf8))
        check("binary frame", try JSONParser.parse(exchange.raw.receive(timeout: 10) ?? []), code: -32600)
        exchange.tried += 1
        exchange.raw.sendFragments([Array(#"{"jsonrpc":"2.0","#.utf8), Array(#""method":"clock.now","#.utf8), Array(#""id":77}"#.utf8)])
        let fragmented = try JSONParser.parse(exchange.raw.receive(timeout: 10) ?? [])
        if fragmented["id"] != 77 || fragmented["result"]?["ms"] == nil { failures.append("fragmented frame: \(fragmented.text)") }

        // Numbers out of range.
        check("negative duration", try exchange.call("input.longPress", ["x": 10, "y": 10, "durationMs": -5]), code: -32602, field: "durationMs")
        check("zero duration", try exchange.call("input.swipe", ["from": ["x": 10, "y": 10], "to": ["x": 20, "y": 20], "durationMs": 0]),
              code: -32602, field: "durationMs")
        check("negative clock advance", try exchange.call("clock.advance", ["ms": -1]), code: -32602, field: "ms")
        check("too many steps", try exchange.call("input.swipe", ["from": ["x": 10, "y": 10], "to": ["x": 20, "y": 20], "steps": 1_000_000]),
              code: -32602, field: "steps")
        check("negative selector index", try exchange.call("view.get", ["view": ["tag": 2, "index": -1]]), code: -32602, field: "view.index")

        // Selectors and refs naming nothing.
        check("selector matching nothing", try exchange.call("view.get", ["view": ["accessibilityIdentifier": "nothing-here"]]), code: -32001)
        check("tap on nothing", try exchange.call("input.tap", ["view": ["tag": 987_654]]), code: -32001)
        check("ref never issued", try exchange.call("view.get", ["view": ["ref": "v999999"]]), code: -32001)
        check("malformed ref", try exchange.call("view.get", ["view": ["ref": "../../etc"]]), code: -32001)
        check("controller ref never issued", try exchange.call("segue.list", ["controller": "c999999"]), code: -32001)

        // Paths outside the recordings folder.
        for path in ["../escape.jsonl", "/tmp/escape.jsonl", "a/../../escape.jsonl", "..", ""] {
            check("record to \(path)", try exchange.call("session.record.start", ["path": .string(path)]), code: -32602, field: "path")
            check("replay \(path)", try exchange.call("session.replay", ["path": .string(path)]), code: -32602, field: "path")
        }

        // The connection and the bystander are both still served.
        let state = try exchange.call("app.state", nil)
        #expect(state["result"]?["state"] != nil)
        bystander.send(Array(#"{"jsonrpc":"2.0","method":"clock.now","id":5}"#.utf8))
        let bystanderReply = try JSONParser.parse(bystander.receive(timeout: 10) ?? [])
        #expect(bystanderReply["id"] == 5)
        print("bad-input suite: \(exchange.tried) cases tried, \(failures.count) wrong")
        let report = failures.joined(separator: "\n")
        #expect(failures.isEmpty, "\(failures.count) of \(exchange.tried) cases:\n\(report)")
        #expect(exchange.tried > 300)
    }
}
