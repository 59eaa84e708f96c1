import Foundation
import Testing
import UIHostProtocol
@testable import UIHostWebSocket

/// The transport's host paths (`TransportConfiguration.hostPaths`), with the echo loop standing in for the main
/// loop: a GET goes to the loop as `.httpGet` with its decoded arguments, and the loop's answer is written back
/// whole, however large, with `Cache-Control: no-store`.
@Suite(.serialized) struct HostPathTests {
    @Test func aGetOfAHostPathReachesTheMainLoopWithItsDecodedArguments() throws {
        let echo = try EchoServer { $0.hostPaths = ["/snapshot.png"] }
        defer { echo.shutDown() }
        let response = try rawHTTP(port: echo.port, "GET /snapshot.png?view=%7B%22tag%22%3A2%7D&scale=1.5&flag HTTP/1.1\r\n"
            + "Host: x\r\nConnection: close\r\n\r\n")
        #expect(response.statusLine == "HTTP/1.1 200 OK")
        #expect(response.headers["cache-control"] == "no-store")
        #expect(response.bodyText == "/snapshot.png?view={\"tag\":2}&scale=1.5&flag=\n")
        #expect(echo.waitUntil { $0.contains { if case .httpGet(_, path: "/snapshot.png") = $0 { true } else { false } } })
        // Paths that are not the host's are not forwarded: no inspector directory, so 404.
        #expect(try rawHTTP(port: echo.port, "GET /other.png HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n").status == 404)
    }

    @Test func aLargeAnswerIsWrittenWholeInChunksAndTheConnectionKeepsAlive() throws {
        let echo = try EchoServer { $0.hostPaths = ["/snapshot.png"] }
        defer { echo.shutDown() }
        let connection = try RawHTTPConnection(port: echo.port)
        let size = 5 * 64 * 1024 + 123
        let large = try connection.get("/snapshot.png?bytes=\(size)")
        #expect(large.status == 200)
        #expect(large.headers["content-type"] == "application/octet-stream")
        #expect(large.body == (0..<size).map { UInt8($0 % 251) })
        let small = try connection.get("/snapshot.png?bytes=3")
        #expect(small.body == [0, 1, 2])
    }

    @Test func aHostPathNeedsTheTokenAndAnAllowedOriginAsTheHandshakeDoes() throws {
        let echo = try EchoServer {
            $0.hostPaths = ["/snapshot.png"]
            $0.token = "s3cret"
        }
        defer { echo.shutDown() }
        let request = { (extra: String) in
            try rawHTTP(port: echo.port, "GET /snapshot.png\(extra) HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        }
        #expect(try request("").status == 401)
        #expect(try request("?token=s3cret").status == 200)
        let foreign = try rawHTTP(port: echo.port, "GET /snapshot.png HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer s3cret\r\n"
            + "Origin: http://evil.test\r\nConnection: close\r\n\r\n")
        #expect(foreign.status == 403)
        // Refused requests never reach the main loop.
        let forwarded = echo.events.filter { if case .httpGet = $0 { true } else { false } }
        #expect(forwarded.count == 1)
    }

    @Test func aClientThatLeavesBeforeTheAnswerDoesNotStopTheServer() throws {
        let echo = try EchoServer { $0.hostPaths = ["/snapshot.png"] }
        defer { echo.shutDown() }
        for _ in 0..<20 {
            let fd = try connectedSocket(port: echo.port)
            let request = Array("GET /snapshot.png?bytes=400000 HTTP/1.1\r\nHost: x\r\n\r\n".utf8)
            _ = request.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            close(fd)
        }
        let after = try rawHTTP(port: echo.port, "GET /snapshot.png?bytes=10 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        #expect(after.body == Array(0..<10))
    }
}
