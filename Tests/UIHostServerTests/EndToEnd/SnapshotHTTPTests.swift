import Foundation
import Testing
import UIHostClient
import UIHostProtocol

/// `GET /snapshot.png` against the real `uihost` binary (docs/protocol.md, Screenshots and Transport): the same
/// bytes as `screen.snapshot`, behind the handshake's token and Origin rules, with plain-text refusals.
@Suite(.serialized) struct SnapshotHTTPTests {
    static func get(_ port: Int, _ target: String, _ headers: [String] = []) throws -> RawHTTPResponse {
        try rawHTTP(port: port, (["GET \(target) HTTP/1.1", "Host: 127.0.0.1:\(port)"] + headers + ["Connection: close"])
            .joined(separator: "\r\n") + "\r\n\r\n")
    }

    /// The width and height in a PNG's IHDR chunk.
    static func pngSize(_ bytes: [UInt8]) -> [Int]? {
        guard bytes.count > 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
        let number = { (at: Int) in bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return [number(16), number(20)]
    }

    static func protocolPNG(_ client: UIHostClient, _ params: JSON) async throws -> [UInt8] {
        let result = try await client.call("screen.snapshot", params)
        return Array(Data(base64Encoded: result["png"]?.stringValue ?? "") ?? Data())
    }

    @Test func theScreenIsServedAsTheSamePNGAsScreenSnapshotBehindTheToken() async throws {
        let host = try HostProcess(["--token", "s3cret"])
        let client = try host.connect(token: "s3cret")
        let expected = try await Self.protocolPNG(client, [:])

        let response = try Self.get(host.port, "/snapshot.png", ["Authorization: Bearer s3cret"])
        #expect(response.statusLine == "HTTP/1.1 200 OK")
        #expect(response.headers["content-type"] == "image/png")
        #expect(response.headers["cache-control"] == "no-store")
        #expect(response.headers["content-length"] == String(expected.count))
        #expect(Self.pngSize(response.body) == [750, 1334])
        #expect(response.body == expected, "the same tree gives the same bytes over HTTP and over the protocol")
        #expect(try Self.get(host.port, "/snapshot.png?token=s3cret").body == expected)

        let scaled = try Self.get(host.port, "/snapshot.png?scale=1&token=s3cret")
        #expect(scaled.status == 200)
        #expect(Self.pngSize(scaled.body) == [375, 667])
        #expect(scaled.body == (try await Self.protocolPNG(client, ["scale": 1])))
        client.close()
    }

    @Test func aViewIsNamedByRefOrBySelectorAsJSON() async throws {
        let host = try HostProcess()
        let client = try host.connect()
        let button = try await client.call("view.get", ["view": ["tag": 2]])
        let ref = try #require(button["ref"]?.stringValue)
        let frame = try #require(button["frame"])
        let expected = try await Self.protocolPNG(client, ["view": ["tag": 2]])
        let width = Int(((frame["width"]?.doubleValue ?? 0) * 2).rounded(.up))
        let height = Int(((frame["height"]?.doubleValue ?? 0) * 2).rounded(.up))

        let byRef = try Self.get(host.port, "/snapshot.png?view=\(ref)")
        #expect(byRef.status == 200)
        #expect(Self.pngSize(byRef.body) == [width, height])
        #expect(byRef.body == expected)
        let bySelector = try Self.get(host.port, "/snapshot.png?view=%7B%22tag%22%3A2%7D")
        #expect(bySelector.status == 200)
        #expect(bySelector.body == expected)
        client.close()
    }

    @Test func badArgumentsAndUnknownViewsAreRefusedInPlainText() throws {
        let host = try HostProcess()
        let unknown = try Self.get(host.port, "/snapshot.png?view=%7B%22tag%22%3A999%7D")
        #expect(unknown.statusLine == "HTTP/1.1 404 Not Found")
        #expect(unknown.headers["content-type"] == "text/plain; charset=utf-8")
        #expect(unknown.bodyText == "no view matches {\"tag\":999}; tree.get shows the views there are\n")
        let unknownRef = try Self.get(host.port, "/snapshot.png?view=v999999")
        #expect(unknownRef.status == 404)
        #expect(unknownRef.bodyText.hasPrefix("no view matches"))

        let cases: [(String, String)] = [
            ("scale=9", "scale=9 is not a number from 0.25 to 4 (pixels per point; leave it out for the device's).\n"),
            ("scale=big", "scale=big is not a number from 0.25 to 4 (pixels per point; leave it out for the device's).\n"),
            ("size=2", "Unknown argument size: /snapshot.png takes view (a ref such as v12, or a selector as JSON) and scale (0.25 to 4).\n"),
            ("scale=1&scale=2", "The argument scale is given twice: give it once.\n"),
            ("view=button", "view=button is neither a view ref (such as v12) nor a selector as JSON (such as {\"tag\":3}).\n"),
        ]
        for (query, message) in cases {
            let response = try Self.get(host.port, "/snapshot.png?" + query)
            #expect(response.statusLine == "HTTP/1.1 400 Bad Request", "\(query)")
            #expect(response.bodyText == message, "\(query)")
        }
        let badSelector = try Self.get(host.port, "/snapshot.png?view=%7B%22colour%22%3A1%7D")
        #expect(badSelector.status == 400)
        #expect(badSelector.bodyText.hasPrefix("view={\"colour\":1}: "))
        // The host is still serving.
        #expect(try Self.get(host.port, "/snapshot.png").status == 200)
    }

    @Test func theTokenAndOriginRulesAreTheHandshakes() throws {
        let host = try HostProcess(["--token", "s3cret", "--allow-origin", "http://tools.test"])
        let missing = try Self.get(host.port, "/snapshot.png")
        #expect(missing.statusLine == "HTTP/1.1 401 Unauthorized")
        #expect(missing.bodyText == "This server needs a token: send the header \"Authorization: Bearer <token>\" or add ?token=<token> to the URL.\n")
        #expect(try Self.get(host.port, "/snapshot.png?token=wrong").status == 401)
        #expect(try Self.get(host.port, "/snapshot.png", ["Authorization: Bearer wrong"]).status == 401)
        let foreign = try Self.get(host.port, "/snapshot.png?token=s3cret", ["Origin: http://evil.test"])
        #expect(foreign.statusLine == "HTTP/1.1 403 Forbidden")
        #expect(foreign.bodyText == "Origin http://evil.test is not allowed: open the page from this server, or start the server with --allow-origin http://evil.test.\n")
        #expect(try Self.get(host.port, "/snapshot.png?token=s3cret", ["Origin: http://tools.test"]).status == 200)
        #expect(try Self.get(host.port, "/snapshot.png?token=s3cret", ["Origin: http://127.0.0.1:\(host.port)"]).status == 200)
        // A refusal says nothing about the app: no PNG and no view names.
        #expect(!missing.body.starts(with: [0x89, 0x50]))
    }

    @Test func requestsOnOneKeptAliveConnectionAreAnsweredInTurn() throws {
        let host = try HostProcess()
        let connection = try RawHTTPConnection(port: host.port)
        let first = try connection.get("/snapshot.png?scale=0.5")
        let second = try connection.get("/snapshot.png?scale=1")
        let refused = try connection.get("/snapshot.png?scale=0")
        #expect(Self.pngSize(first.body) == [188, 334])
        #expect(Self.pngSize(second.body) == [375, 667])
        #expect(refused.status == 400)
        #expect(try connection.get("/snapshot.png?scale=0.5").body == first.body)
    }
}
