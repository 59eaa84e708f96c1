import Foundation
import UIHostProtocol
import Testing
import UIHostClient
@testable import UIHostCore
@testable import UIHostServer
import UIHostTesting
@testable import UIHostWebSocket

private func text(_ string: String) -> [UInt8] { Array(string.utf8) }

/// The WebSocket transport's slow clients and shutdown, binding and static files (docs/protocol.md's Transport
/// section), in `TransportTests`' serialized suite.
extension TransportTests {
    // MARK: Slow clients and shutdown

    @Test func clientThatStopsReadingIsDroppedWhileAnotherCarriesOn() throws {
        // docs/protocol.md: a client that does not read is disconnected, others carry on.
        let echo = try EchoServer { $0.maximumOutboundBytes = 1 << 20 }
        defer { echo.shutDown() }
        let slow = try WebSocketConnection(url: echo.url)
        defer { slow.close() }
        let healthy = try WebSocketConnection(url: echo.url)
        defer { healthy.close() }
        #expect(echo.waitUntil { $0.count == 2 })
        let slowID = echo.openedConnections[0]
        slow.pauseReading()
        Thread.sleep(forTimeInterval: 0.1)

        let block = [UInt8](repeating: UInt8(ascii: "z"), count: 128 * 1024)
        var sent = 0
        while sent < 2000 && !echo.events.contains(.closed(slowID)) {
            echo.server.send(block, to: slowID)
            sent += 1
            Thread.sleep(forTimeInterval: 0.002)
        }

        #expect(echo.waitUntil { $0.contains(.closed(slowID)) }, "slow client still connected after \(sent) blocks")
        // The main loop is told why before it is told the connection is gone.
        let slowEvents = echo.events.filter { [.dropped(slowID), .closed(slowID)].contains($0) }
        #expect(slowEvents == [.dropped(slowID), .closed(slowID)])
        healthy.send(text("still served"))
        #expect(healthy.receive(timeout: 5) == text("still served"))
        #expect(echo.server.connectionCount == 1)
    }

    @Test func oneMessageLargerThanTheOutboundLimitReachesAClientThatReads() throws {
        // docs/protocol.md's 16 MiB outbound queue is for clients that do not read: a single reply past it (tree.get of
        // 100,000 views is ~27 MB) is sent whole, and the connection stays open.
        let (echo, client, id) = try Self.oneClient { $0.maximumOutboundBytes = 1 << 20 }
        defer {
            client.close()
            echo.shutDown()
        }

        let big = [UInt8]((0..<(3 << 20)).map { UInt8(ascii: "a") + UInt8($0 % 26) })
        echo.server.send(big, to: id)

        #expect(client.receive(timeout: 10) == big)
        client.send(text("still open"))
        #expect(client.receive(timeout: 5) == text("still open"))
        #expect(!echo.events.contains(.closed(id)))
        #expect(echo.server.connectionCount == 1)
    }

    /// A reply that streams out (tree.get): its parts, larger and smaller than a fragment, make one message, and
    /// a message queued meanwhile comes after it, not inside it.
    @Test func aMessageSentInPartsArrivesAsOneMessageBeforeTheNextOne() throws {
        let (echo, client, id) = try Self.oneClient()
        defer {
            client.close()
            echo.shutDown()
        }

        let parts = Self.parts(middle: 3 << 20)
        send(parts, through: echo.server, to: id)
        echo.server.send(text("after"), to: id)

        let received = client.receive(timeout: 10)
        #expect(received?.count == parts.joined().count)
        let whole = received == Array(parts.joined())
        #expect(whole)
        #expect(client.receive(timeout: 5) == text("after"))
    }

    /// The outbound limit is checked when a message starts: parts of one that is already going out do not get a
    /// reading client dropped, however far past the limit they take its queue.
    @Test func partsOfAMessageGoingOutAreNotCutShortByTheOutboundLimit() throws {
        let (echo, client, id) = try Self.oneClient { $0.maximumOutboundBytes = 1 << 20 }
        defer {
            client.close()
            echo.shutDown()
        }

        let parts = Self.parts(middle: 3 << 20)
        send(parts, through: echo.server, to: id)

        let whole = client.receive(timeout: 10) == Array(parts.joined())
        #expect(whole)
        client.send(text("still open"))
        #expect(client.receive(timeout: 5) == text("still open"))
        #expect(!echo.events.contains(.closed(id)))
    }

    /// An echo server with one client connected, and that client's connection id; close the client, then shut the
    /// server down.
    static func oneClient(_ configure: (inout TransportConfiguration) -> Void = { _ in }) throws
        -> (EchoServer, WebSocketConnection, ConnectionID) {
        let echo = try EchoServer(configure)
        let client: WebSocketConnection
        do {
            client = try WebSocketConnection(url: echo.url)
        } catch {
            echo.shutDown()
            throw error
        }
        #expect(echo.waitUntil { $0.count == 1 })
        return (echo, client, echo.openedConnections[0])
    }

    static func parts(middle: Int) -> [[UInt8]] {
        [Array("{\"a\":\"".utf8), [UInt8](repeating: UInt8(ascii: "x"), count: middle), Array("y".utf8),
         [UInt8](repeating: UInt8(ascii: "z"), count: 70_000), Array("\"}".utf8)]
    }

    func send(_ parts: [[UInt8]], through server: WebSocketServer, to id: ConnectionID) {
        server.sendPart(parts[0], of: .first, to: id)
        for part in parts.dropFirst().dropLast() { server.sendPart(part, of: .middle, to: id) }
        server.sendPart(parts[parts.count - 1], of: .last, to: id)
    }

    @Test func closeSendsTheGivenCodeToTheClient() throws {
        let (echo, client, id) = try Self.oneClient()
        defer {
            client.close()
            echo.shutDown()
        }

        echo.server.close(id, code: 4000, reason: "bye")

        #expect(client.waitUntilClosed(timeout: 5))
        #expect(client.closeCode == 4000)
        #expect(client.receive(timeout: 0) == nil)
        #expect(echo.waitUntil { $0.contains(.closed(id)) })
    }

    @Test func stopSendsACloseFrameToConnectedClients() throws {
        let echo = try EchoServer()
        let client = try WebSocketConnection(url: echo.url)
        defer { client.close() }
        client.send(text("before stop"))
        #expect(client.receive(timeout: 5) == text("before stop"))

        echo.shutDown()

        #expect(client.waitUntilClosed(timeout: 5))
        #expect(client.closeCode == 1001)
        echo.server.stop()  // idempotent
    }

    // MARK: Binding

    @Test func defaultBindAddressIsLoopbackAndTheServerListensThere() throws {
        #expect(TransportConfiguration().bindAddress == "127.0.0.1")
        let echo = try EchoServer()
        defer { echo.shutDown() }

        let listening = try listeningAddresses(port: echo.port)
        #expect(listening == ["0100007F"])  // 127.0.0.1 in /proc/net/tcp's byte order
    }

    @Test func portInUseThrowsAnErrorNamingHostAndPort() throws {
        let echo = try EchoServer()
        defer { echo.shutDown() }
        var configuration = TransportConfiguration()
        configuration.port = echo.port
        let second = WebSocketServer(configuration: configuration)

        let error = try #require(throws: TransportError.self) { try second.start() }
        #expect(error.description.contains("127.0.0.1:\(echo.port)"))
        #expect(error.description.contains("in use"))
        second.stop()
    }

    // MARK: Static files

    @Test func inspectorFilesAreServedWithTheirContentTypes() throws {
        let fixture = try InspectorFixture()
        defer { fixture.remove() }
        let echo = try EchoServer { $0.inspectorDirectory = fixture.directory }
        defer { echo.shutDown() }

        let expected = [
            "/inspector/": "text/html; charset=utf-8", "/inspector/index.html": "text/html; charset=utf-8",
            "/inspector/app.js": "text/javascript; charset=utf-8", "/inspector/style.css": "text/css; charset=utf-8",
            "/inspector/data.json": "application/json", "/inspector/logo.png": "image/png",
            "/inspector/icon.svg": "image/svg+xml",
        ]
        for (path, contentType) in expected {
            let response = try rawHTTP(port: echo.port, get(path))
            #expect(response.status == 200, "\(path)")
            #expect(response.headers["content-type"] == contentType, "\(path)")
        }
        #expect(try rawHTTP(port: echo.port, get("/inspector/")).bodyText.contains("<title>Inspector</title>"))
        let bare = try rawHTTP(port: echo.port, get("/inspector"))
        #expect([301, 302].contains(bare.status))
        #expect(bare.headers["location"]?.hasSuffix("/inspector/") == true)
    }

    @Test func staticFilesNeedNoToken() throws {
        let fixture = try InspectorFixture()
        defer { fixture.remove() }
        let echo = try EchoServer {
            $0.inspectorDirectory = fixture.directory
            $0.token = "s3cret"
        }
        defer { echo.shutDown() }

        #expect(try rawHTTP(port: echo.port, get("/inspector/app.js")).status == 200)
    }

    @Test func keepAliveConnectionServesOneRequestAfterAnother() throws {
        let fixture = try InspectorFixture()
        defer { fixture.remove() }
        let echo = try EchoServer { $0.inspectorDirectory = fixture.directory }
        defer { echo.shutDown() }
        let connection = try RawHTTPConnection(port: echo.port)

        let script = try connection.get("/inspector/app.js")
        let missing = try connection.get("/inspector/missing.css")
        let style = try connection.get("/inspector/style.css")

        let statuses: [Int] = [script.status, missing.status, style.status]
        #expect(statuses == [200, 404, 200])
        #expect(script.bodyText.contains("console.log") && style.bodyText.contains("margin: 0"))
    }

    @Test func traversalOutOfTheInspectorDirectoryIsRefused() throws {
        let fixture = try InspectorFixture()
        defer { fixture.remove() }
        let echo = try EchoServer { $0.inspectorDirectory = fixture.directory }
        defer { echo.shutDown() }

        for path in ["/inspector/../secret.txt", "/inspector/%2e%2e/secret.txt", "/inspector/..%2fsecret.txt",
                     "/inspector/%2e%2e%2fsecret.txt", "/inspector//etc/passwd", "/inspector/%2fetc%2fpasswd",
                     "/inspector/..%5csecret.txt", "/inspector/.%2e/secret.txt", "/../secret.txt"] {
            let response = try rawHTTP(port: echo.port, get(path))
            #expect([403, 404].contains(response.status), "\(path) answered \(response.status)")
            #expect(!response.bodyText.contains(InspectorFixture.secret), "\(path) leaked the file")
            #expect(!response.bodyText.contains("root:"), "\(path) leaked /etc/passwd")
        }
    }

    @Test func unknownPathsAnswer404() throws {
        let fixture = try InspectorFixture()
        defer { fixture.remove() }
        let echo = try EchoServer { $0.inspectorDirectory = fixture.directory }
        defer { echo.shutDown() }

        for path in ["/", "/nothing", "/inspector/missing.js", "/inspectorx"] {
            #expect(try rawHTTP(port: echo.port, get(path)).status == 404, "\(path)")
        }
    }

    @Test func withoutAnInspectorDirectoryEverythingIs404() throws {
        let echo = try EchoServer()
        defer { echo.shutDown() }

        #expect(try rawHTTP(port: echo.port, get("/inspector/")).status == 404)
    }
}
