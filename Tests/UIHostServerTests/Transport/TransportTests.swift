import Foundation
import UIHostProtocol
import Testing
import UIHostClient
@testable import UIHostCore
@testable import UIHostServer
import UIHostTesting
@testable import UIHostWebSocket

private func text(_ string: String) -> [UInt8] { Array(string.utf8) }

/// The WebSocket transport against docs/protocol.md's Transport section, driven by the lws client.
/// Serialized: each test runs a server and clients with their own threads on a 2-core machine. Slow clients,
/// shutdown, binding and static files are in TransportTests+Connections.swift.
@Suite(.serialized) struct TransportTests {
    // MARK: Messages

    @Test func echoesATextMessage() throws {
        let echo = try EchoServer()
        defer { echo.shutDown() }
        let client = try WebSocketConnection(url: echo.url)
        defer { client.close() }

        client.send(text("hello"))

        #expect(client.receive(timeout: 5) == text("hello"))
    }

    @Test func messageOfOneMebibyteMinusOnePassesBothWays() throws {
        let echo = try EchoServer()
        defer { echo.shutDown() }
        let client = try WebSocketConnection(url: echo.url)
        defer { client.close() }
        let big = (0..<(1 << 20) - 1).map { UInt8(ascii: "a") + UInt8($0 % 26) }

        client.send(big)

        #expect(client.receive(timeout: 10) == big)
    }

    @Test func messageOverTheLimitIsReportedOnceAndTheConnectionStaysUsable() throws {
        // docs/protocol.md: message size limit 1 MiB.
        let echo = try EchoServer()
        defer { echo.shutDown() }
        let client = try WebSocketConnection(url: echo.url)
        defer { client.close() }

        client.sendOversized(limit: 1 << 20)
        client.send(text("still here"))

        #expect(client.receive(timeout: 10) == text("still here"))
        let id = try #require(echo.openedConnections.first)
        #expect(echo.events.filter { if case .oversize = $0 { true } else { false } } == [.oversize(id, limit: 1 << 20)])
        #expect(client.isOpen)
    }

    @Test func fragmentedMessageIsReassembled() throws {
        let echo = try EchoServer()
        defer { echo.shutDown() }
        let client = try WebSocketConnection(url: echo.url)
        defer { client.close() }

        client.sendFragments([text("frag"), text("ment"), text("ed")])

        #expect(client.receive(timeout: 5) == text("fragmented"))
        let id = try #require(echo.openedConnections.first)
        #expect(echo.events.contains(.message(id, count: 10, isBinary: false)))
    }

    @Test func binaryFramesAreFlaggedBinary() throws {
        let echo = try EchoServer()
        defer { echo.shutDown() }
        let client = try WebSocketConnection(url: echo.url)
        defer { client.close() }

        client.sendBinary([0, 1, 2, 255])
        client.send(text("text"))

        #expect(client.receive(timeout: 5) == [0, 1, 2, 255])
        #expect(client.receive(timeout: 5) == text("text"))
        let id = try #require(echo.openedConnections.first)
        #expect(echo.events.filter { if case .message = $0 { true } else { false } }
            == [.message(id, count: 4, isBinary: true), .message(id, count: 4, isBinary: false)])
    }

    @Test func twoClientsEachGetTheirOwnReplies() throws {
        let echo = try EchoServer()
        defer { echo.shutDown() }
        let first = try WebSocketConnection(url: echo.url)
        defer { first.close() }
        let second = try WebSocketConnection(url: echo.url)
        defer { second.close() }

        for round in 0..<20 {
            first.send(text("first \(round)"))
            second.send(text("second \(round)"))
        }

        for round in 0..<20 {
            #expect(first.receive(timeout: 5) == text("first \(round)"))
            #expect(second.receive(timeout: 5) == text("second \(round)"))
        }
        #expect(echo.server.connectionCount == 2)
    }

    @Test func clientAskingForTheSubprotocolIsAccepted() throws {
        let echo = try EchoServer()
        defer { echo.shutDown() }
        let client = try WebSocketConnection(url: echo.url, subprotocol: TransportConfiguration.subprotocol)
        defer { client.close() }

        client.send(text("v1"))

        #expect(client.receive(timeout: 5) == text("v1"))
    }

    @Test func messagesStreamDeliversRepliesAndFinishesWhenTheServerCloses() async throws {
        let (echo, client, id) = try Self.oneClient()
        defer {
            client.close()
            echo.shutDown()
        }

        client.send(text("one"))
        client.send(text("two"))
        var received: [[UInt8]] = []
        for await message in client.messages {
            received.append(message)
            if received.count == 2 { echo.server.close(id, code: 1000, reason: "") }
        }

        #expect(received == [text("one"), text("two")])
    }

    /// A handler may close its connection (an owner released inside it closes it in deinit): the service thread
    /// queues the close frame and goes on instead of waiting for itself, and the handler gets its nil.
    /// The limit only catches a hang, so it leaves room for a loaded 2-core machine (the whole suite took 157 s).
    @Test(.timeLimit(.minutes(10))) func aHandlerThatClosesItsOwnConnectionDoesNotWaitForItself() throws {
        let (echo, client, _) = try Self.oneClient()
        defer { echo.shutDown() }
        let received = Recorded<[UInt8]?>()
        client.deliverMessages { message in
            received.append(message)
            if message != nil { client.close() }
        }
        client.send(text("close me"))
        #expect(received.wait(timeout: 10) { $0.count == 2 })
        #expect(received.items == [text("close me"), nil])
        #expect(!client.isOpen)
    }

    /// `deliverMessages(to:)`: what was queued first, then each message as it arrives, then nil once at the end.
    @Test func aMessageHandlerGetsQueuedMessagesFirstThenEachNewOneThenTheEnd() throws {
        let (echo, client, id) = try Self.oneClient()
        defer {
            client.close()
            echo.shutDown()
        }
        client.send(text("queued"))
        #expect(echo.waitUntil { $0.contains(.message(id, count: 6, isBinary: false)) })
        Thread.sleep(forTimeInterval: 0.1)  // the echo is back and queued for receive()

        let received = Recorded<[UInt8]?>()
        client.deliverMessages { received.append($0) }
        client.send(text("live"))
        #expect(received.wait { $0.count == 2 })
        echo.server.close(id, code: 1000, reason: "")
        #expect(received.wait { $0.count == 3 })
        #expect(received.items == [text("queued"), text("live"), nil])
        Thread.sleep(forTimeInterval: 0.1)
        #expect(received.items.count == 3, "nil comes once")
    }

    @Test func urlOtherThanWebSocketIsRejectedBeforeConnecting() {
        #expect(throws: WebSocketConnectionError.invalidURL(
            "http://127.0.0.1:1/", reason: "scheme http is not supported; use ws://, or wss:// for a host serving TLS")) {
            try WebSocketConnection(url: "http://127.0.0.1:1/")
        }
    }

    // MARK: Handshake checks

    @Test func tokenIsRequiredWhenSet() throws {
        // docs/protocol.md: without the token the handshake is refused with HTTP 401.
        let echo = try EchoServer { $0.token = "s3cret" }
        defer { echo.shutDown() }

        #expect(throws: WebSocketConnectionError.self) { try WebSocketConnection(url: echo.url) }
        #expect(refusalStatus { try WebSocketConnection(url: echo.url) } == 401)
        #expect(refusalStatus { try WebSocketConnection(url: echo.url, token: "wrong") } == 401)
        #expect(try rawHTTP(port: echo.port, upgradeRequest(port: echo.port)).status == 401)
    }

    @Test func refusalsAnswerHTTP11WithTheirReasonAndBody() throws {
        // docs/protocol.md, Connecting: a refused upgrade is an HTTP/1.1 reply, so strict clients read its status.
        let guarded = try EchoServer { $0.token = "s3cret"; $0.maximumConnections = 1 }
        defer { guarded.shutDown() }
        let unauthorized = try rawHTTP(port: guarded.port, upgradeRequest(port: guarded.port))
        #expect(unauthorized.statusLine == "HTTP/1.1 401 Unauthorized")
        #expect(unauthorized.headers["content-type"] == "text/plain; charset=utf-8")
        #expect(unauthorized.bodyText == "This server needs a token: send the header \"Authorization: Bearer <token>\" "
            + "or add ?token=<token> to the URL.\n")
        let forbidden = try rawHTTP(port: guarded.port, upgradeRequest(
            port: guarded.port, extra: ["Authorization: Bearer s3cret", "Origin: http://evil.example"]))
        #expect(forbidden.statusLine == "HTTP/1.1 403 Forbidden")
        #expect(forbidden.bodyText == "Origin http://evil.example is not allowed: open the page from this server, "
            + "or start the server with --allow-origin http://evil.example.\n")
        let client = try WebSocketConnection(url: guarded.url, token: "s3cret")
        defer { client.close() }
        let unavailable = try rawHTTP(port: guarded.port, upgradeRequest(port: guarded.port, extra: ["Authorization: Bearer s3cret"]))
        #expect(unavailable.statusLine == "HTTP/1.1 503 Service Unavailable")
        #expect(unavailable.bodyText == "The server already has 1 connections, its limit: close one and retry, or raise the limit.\n")
        let notFound = try rawHTTP(port: guarded.port, upgradeRequest(port: guarded.port, path: "/ws"))
        #expect(notFound.statusLine == "HTTP/1.1 404 Not Found")
    }

    @Test func refusalClosesTheConnectionEvenWhenTheClientAsksForKeepAlive() throws {
        let echo = try EchoServer { $0.token = "s3cret" }
        defer { echo.shutDown() }
        let request = upgradeRequest(port: echo.port)
            .replacingOccurrences(of: "Connection: Upgrade", with: "Connection: keep-alive, Upgrade")

        #expect(try rawHTTP(port: echo.port, request).status == 401)
        let client = try WebSocketConnection(url: echo.url, token: "s3cret")
        client.close()
    }

    @Test func tokenIsAcceptedAsBearerHeaderOrQueryArgument() throws {
        let echo = try EchoServer { $0.token = "s3cret" }
        defer { echo.shutDown() }

        let viaHeader = try WebSocketConnection(url: echo.url, token: "s3cret")
        defer { viaHeader.close() }
        let viaQuery = try WebSocketConnection(url: echo.url + "?token=s3cret")
        defer { viaQuery.close() }

        viaHeader.send(text("header"))
        viaQuery.send(text("query"))
        #expect(viaHeader.receive(timeout: 5) == text("header"))
        #expect(viaQuery.receive(timeout: 5) == text("query"))
    }

    @Test func foreignOriginIsRefusedWith403() throws {
        let echo = try EchoServer()
        defer { echo.shutDown() }

        #expect(refusalStatus { try WebSocketConnection(url: echo.url, origin: "http://evil.example") } == 403)
        let raw = try rawHTTP(port: echo.port, upgradeRequest(port: echo.port, extra: ["Origin: http://evil.example"]))
        #expect(raw.status == 403)
        #expect(raw.bodyText.contains("--allow-origin"))
    }

    @Test func ownAndAllowedOriginsAndNoOriginAreAccepted() throws {
        let echo = try EchoServer { $0.allowedOrigins = ["http://allowed.example"] }
        defer { echo.shutDown() }

        for origin in ["http://127.0.0.1:\(echo.port)", "http://localhost:\(echo.port)", "http://allowed.example", nil] {
            let client = try WebSocketConnection(url: echo.url, origin: origin)
            client.send(text("hi"))
            #expect(client.receive(timeout: 5) == text("hi"), "origin \(origin ?? "none")")
            client.close()
        }
        #expect(echo.events.contains(.opened(echo.openedConnections[0], origin: "http://127.0.0.1:\(echo.port)")))
        #expect(echo.events.contains(.opened(echo.openedConnections[3], origin: nil)))
    }

    @Test func connectionBeyondTheLimitIsRefusedWith503() throws {
        let echo = try EchoServer { $0.maximumConnections = 2 }
        defer { echo.shutDown() }
        let first = try WebSocketConnection(url: echo.url)
        let second = try WebSocketConnection(url: echo.url)
        defer { second.close() }

        #expect(refusalStatus { try WebSocketConnection(url: echo.url) } == 503)
        #expect(try rawHTTP(port: echo.port, upgradeRequest(port: echo.port)).status == 503)

        // The server thread reports the opens; on a busy machine they may not have been read yet.
        try #require(echo.waitUntil { $0.filter { if case .opened = $0 { true } else { false } }.count == 2 })
        let firstID = echo.openedConnections[0]
        first.close()
        #expect(echo.waitUntil { $0.contains(.closed(firstID)) })
        let third = try WebSocketConnection(url: echo.url)
        third.close()
    }

    @Test func upgradeOnAnotherPathIsRefusedWith404() throws {
        let echo = try EchoServer()
        defer { echo.shutDown() }

        #expect(refusalStatus { try WebSocketConnection(url: "ws://127.0.0.1:\(echo.port)/elsewhere") } == 404)
    }

    @Test func connectingWhereNothingListensThrowsCannotConnect() throws {
        let stopped = try EchoServer()
        let port = stopped.port
        stopped.shutDown()

        let error = try #require(throws: WebSocketConnectionError.self) {
            try WebSocketConnection(url: "ws://127.0.0.1:\(port)/", timeout: 5)
        }
        guard case .cannotConnect = error else {
            Issue.record("expected cannotConnect, got \(error)")
            return
        }
        #expect(error.description.contains("cannot connect"))
    }

    // MARK: Helpers

    func get(_ path: String) -> String {
        "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"
    }

    private func refusalStatus(_ connect: () throws -> WebSocketConnection) -> Int? {
        do {
            let connection = try connect()
            connection.close()
            return nil
        } catch let error as WebSocketConnectionError {
            return error.httpStatus
        } catch {
            return nil
        }
    }

    /// The local addresses (hex, as /proc/net/tcp writes them) of sockets listening on `port`.
    func listeningAddresses(port: Int) throws -> [String] {
        let portHex = String(format: "%04X", port)
        var addresses: [String] = []
        for table in ["/proc/net/tcp", "/proc/net/tcp6"] {
            // Read to the end: procfs files report size 0, and a busy machine's table is many pages long (a
            // one-shot read of the reported size missed the listening line once the soak benchmark ran beside).
            guard let handle = FileHandle(forReadingAtPath: table), let data = try? handle.readToEnd() else { continue }
            let contents = String(decoding: data, as: UTF8.self)
            for line in contents.split(separator: "\n").dropFirst() {
                let fields = line.split(separator: " ")
                guard fields.count > 3, fields[3] == "0A" else { continue }  // 0A: LISTEN
                let local = fields[1].split(separator: ":")
                if local.count == 2 && local[1] == portHex { addresses.append(String(local[0])) }
            }
        }
        return addresses
    }
}

