import Foundation
import Testing
import UIHostClient
import UIHostProtocol

/// SECURITY.md's defences against the real `uihost` binary (issue 9, item 5), beyond those in `EndToEndTests`
/// (loopback default, 401, 403) and `FaultTests` (connection and queue limits).
@Suite(.serialized) struct SecurityTests {
    static func exchange(_ connection: WebSocketConnection, _ text: String) throws -> JSON {
        connection.send(Array(text.utf8))
        guard let reply = connection.receive(timeout: 10) else { throw HostProcessError("no reply to \(text.prefix(200))") }
        return try JSONParser.parse(reply)
    }

    /// A message `depth` arrays deep inside a request's params.
    static func nested(_ depth: Int, id: Int) -> String {
        #"{"jsonrpc":"2.0","method":"app.state","id":\#(id),"params":{"a":"# + String(repeating: "[", count: depth - 2)
            + String(repeating: "]", count: depth - 2) + "}}"
    }

    @Test func noClientMessageChangesTheLimits() async throws {
        let host = try HostProcess()
        let raw = try WebSocketConnection(url: host.url)
        // Every method, asked to lift the limits: each refuses the parameter, naming it, before doing anything.
        let lifting = #"{"maxMessageSize":1073741824,"maximumMessageBytes":1073741824,"maxDepth":100000,"limits":{"messageSize":0,"nestingDepth":0,"connections":0,"outboundQueue":0}}"#
        var refusals = 0
        for spec in MethodCatalogue.all {
            let reply = try Self.exchange(raw, #"{"jsonrpc":"2.0","method":"\#(spec.name)","id":1,"params":\#(lifting)}"#)
            #expect(reply["error"]?["code"] == -32602, "\(spec.name) accepted \(reply)")
            #expect(reply["error"]?["data"]?["field"] == "maxMessageSize", "\(spec.name)")
            refusals += 1
        }
        #expect(refusals == MethodCatalogue.all.count)
        let hello = try Self.exchange(raw, #"{"jsonrpc":"2.0","method":"session.hello","id":2,"params":{"client":"x","options":{"maxMessageSize":0}}}"#)
        #expect(hello["error"]?["data"] == ["field": "options", "expected": "one of: client, version"])

        // The limits hold afterwards, exactly: 1 MiB is accepted and one byte more is not; 64 levels are and 65
        // are not; 1000 requests in a batch are and 1001 are not.
        let request = #"{"jsonrpc":"2.0","method":"app.state","id":3}"#
        let padded = request + String(repeating: " ", count: (1 << 20) - request.utf8.count)
        #expect(try Self.exchange(raw, padded)["result"]?["state"] == "active")
        let over = try Self.exchange(raw, padded + " ")
        #expect(over["error"]?["code"] == -32010)
        #expect(over["error"]?["data"] == ["limit": "messageSize"])
        #expect(try Self.exchange(raw, Self.nested(64, id: 4))["error"]?["code"] == -32602, "64 levels parse (the params are wrong)")
        let deep = try Self.exchange(raw, Self.nested(65, id: 5))
        #expect(deep["error"]?["code"] == -32010)
        #expect(deep["error"]?["data"] == ["limit": "nestingDepth"])
        let one = #"{"jsonrpc":"2.0","method":"clock.now","id":6}"#
        #expect(try Self.exchange(raw, "[" + Array(repeating: one, count: 1000).joined(separator: ",") + "]").arrayValue?.count == 1000)
        let batch = try Self.exchange(raw, "[" + Array(repeating: one, count: 1001).joined(separator: ",") + "]")
        #expect(batch["error"]?["data"] == ["limit": "batchSize"])
        #expect(try Self.exchange(raw, request)["id"] == 3, "the connection is still usable")
        raw.close()
    }

    @Test func aRefusedHandshakeCarriesOutNothingSentWithIt() async throws {
        // A client that sends its first message right behind the upgrade, before the answer: refused with 401
        // (no token), 403 (a foreign Origin) or 503 is refused whole; the tap it carried never happens.
        let host = try HostProcess(["--token", "s3cret"])
        let tap = Array(#"{"jsonrpc":"2.0","method":"input.tap","params":{"view":{"tag":2}},"id":1}"#.utf8)
        var frame: [UInt8] = [0x81, 0x80 | UInt8(tap.count), 0, 0, 0, 0]
        frame += tap  // masked with a zero key
        for extra in [[], ["Authorization: Bearer wrong"], ["Authorization: Bearer s3cret", "Origin: http://evil.test"]] {
            let response = try rawExchange(port: host.port, Array(upgradeRequest(port: host.port, extra: extra).utf8) + frame,
                                           readUntilClosed: true)
            let status = try RawHTTPResponse(parsing: response).status
            #expect(status == (extra.count == 2 ? 403 : 401), "\(extra)")
        }
        let client = try host.connect(token: "s3cret")
        #expect(try await client.call("view.get", ["view": ["tag": 2]])["accessibilityValue"] == "taps: 0")
        client.close()
    }

    @Test func theInspectorServesNothingOutsideItsFolder() throws {
        let fixture = try InspectorFixture()
        defer { fixture.remove() }
        let link = fixture.base.appendingPathComponent("inspector/link.txt").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: fixture.base.appendingPathComponent("secret.txt").path)
        let host = try HostProcess(["--inspector-dir", fixture.directory, "--token", "s3cret"])
        #expect(try rawHTTP(port: host.port, "GET /inspector/app.js HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n").status == 200)
        for path in ["/inspector/../secret.txt", "/inspector/%2e%2e/secret.txt", "/inspector/..%2fsecret.txt",
                     "/inspector/%2e%2e%2fsecret.txt", "/inspector//etc/passwd", "/inspector/%2fetc%2fpasswd",
                     "/inspector/..%5csecret.txt", "/inspector/.%2e/secret.txt", "/../secret.txt",
                     "/inspector/link.txt", "/inspector/.hidden", "/inspector/%00/app.js"] {
            let response = try rawHTTP(port: host.port, "GET \(path) HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            #expect([403, 404].contains(response.status), "\(path) answered \(response.status)")
            #expect(!response.bodyText.contains(InspectorFixture.secret), "\(path) leaked the file")
            #expect(!response.bodyText.contains("root:"), "\(path) leaked /etc/passwd")
        }
    }
}
