import Foundation
import UIHostProtocol
@testable import UIHostCore
@testable import UIHostServer
import UIHostTesting
@testable import UIHostWebSocket

/// A `WebSocketServer` on a free port with an echo loop on a background thread standing in for the main loop:
/// every message is sent back to its sender as text, and every event is recorded (payloads as their length).
final class EchoServer: @unchecked Sendable {
    enum Seen: Equatable {
        case opened(ConnectionID, origin: String?)
        case message(ConnectionID, count: Int, isBinary: Bool)
        case oversize(ConnectionID, limit: Int)
        case dropped(ConnectionID)
        case closed(ConnectionID)
        case httpGet(ConnectionID, path: String)
    }

    let server: WebSocketServer
    let port: Int
    private let seen = Recorded<Seen>()
    private let condition = NSCondition()
    private var running = true
    private var loopFinished = false

    init(_ configure: (inout TransportConfiguration) -> Void = { _ in }) throws {
        var configuration = TransportConfiguration()
        configuration.port = 0
        configure(&configuration)
        server = WebSocketServer(configuration: configuration)
        port = try server.start()
        let thread = Thread { [self] in loop() }
        thread.start()
    }

    var url: String { "ws://127.0.0.1:\(port)/" }

    var events: [Seen] { seen.items }

    /// Waits until the recorded events satisfy `predicate`; false on timeout.
    func waitUntil(timeout: TimeInterval = 5, _ predicate: ([Seen]) -> Bool) -> Bool {
        seen.wait(timeout: timeout, until: predicate)
    }

    /// The connection ids in the order they opened.
    var openedConnections: [ConnectionID] {
        events.compactMap { if case let .opened(id, _) = $0 { id } else { nil } }
    }

    func shutDown() {
        condition.lock()
        running = false
        condition.unlock()
        condition.lock()
        while !loopFinished { condition.wait() }
        condition.unlock()
        server.stop()
    }

    /// `count` bytes counting up mod 251, built from whole copies of the cycle: a per-byte `map` takes tens of
    /// milliseconds for 400 kB in a debug build, enough to starve a test that asks for many under load.
    static func countingBytes(_ count: Int) -> [UInt8] {
        let cycle = (0..<251).map { UInt8($0) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count + cycle.count)
        while bytes.count < count { bytes += cycle }
        bytes.removeLast(bytes.count - count)
        return bytes
    }

    private func loop() {
        while true {
            condition.lock()
            let keepGoing = running
            condition.unlock()
            guard keepGoing else { break }
            let events = server.waitForEvents(timeout: 0.05)
            guard !events.isEmpty else { continue }
            seen.append(contentsOf: events.map { event -> Seen in
                switch event {
                case let .opened(id, origin): .opened(id, origin: origin)
                case let .message(id, bytes, isBinary): .message(id, count: bytes.count, isBinary: isBinary)
                case let .oversize(id, limit): .oversize(id, limit: limit)
                case let .dropped(id, _): .dropped(id)
                case let .closed(id): .closed(id)
                case let .httpGet(id, request): .httpGet(id, path: request.path)
                }
            })
            for case let .message(id, bytes, _) in events {
                server.send(bytes, to: id)
            }
            // A host path answers with its arguments as text, or with `bytes=N` bytes counting up mod 251.
            for case let .httpGet(id, request) in events {
                if let count = request.arguments.first(where: { $0.name == "bytes" }).flatMap({ Int($0.value) }) {
                    server.respond(HTTPResponse(status: 200, contentType: "application/octet-stream",
                                                body: Self.countingBytes(count)), to: id)
                } else {
                    let text = request.arguments.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
                    server.respond(.text(200, request.path + "?" + text), to: id)
                }
            }
        }
        condition.lock()
        loopFinished = true
        condition.broadcast()
        condition.unlock()
    }
}

/// Items another thread appends, for a test to read and to wait on.
final class Recorded<Item>: @unchecked Sendable {
    private let condition = NSCondition()
    private var list: [Item] = []

    var items: [Item] { condition.withLock { list } }

    func append(_ item: Item) {
        append(contentsOf: [item])
    }

    func append(contentsOf items: [Item]) {
        condition.withLock { list += items }
        condition.broadcast()
    }

    /// Waits until the items satisfy `predicate`; false on timeout.
    func wait(timeout: TimeInterval = 5, until predicate: ([Item]) -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while !predicate(list) {
            if !condition.wait(until: deadline) { return predicate(list) }
        }
        return true
    }
}

/// An HTTP response read off a raw socket, to see status lines exactly as sent.
struct RawHTTPResponse {
    /// The whole first line, such as `HTTP/1.1 401 Unauthorized`.
    let statusLine: String
    let status: Int
    let headers: [String: String]
    let body: [UInt8]

    var bodyText: String { String(decoding: body, as: UTF8.self) }
}

/// Sends `request` verbatim over a plain TCP connection to 127.0.0.1:`port` and reads until the server closes
/// (requests should say `Connection: close`) or 5 s pass.
func rawHTTP(port: Int, _ request: String) throws -> RawHTTPResponse {
    try RawHTTPResponse(parsing: rawExchange(port: port, Array(request.utf8), readUntilClosed: true))
}

extension RawHTTPResponse {
    init(parsing bytes: [UInt8]) throws {
        guard let split = bytes.firstRange(of: Array("\r\n\r\n".utf8)) else {
            throw RawHTTPError.malformed(String(decoding: bytes, as: UTF8.self))
        }
        let head = String(decoding: bytes[..<split.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        let statusParts = head[0].split(separator: " ")
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else { throw RawHTTPError.malformed(head[0]) }
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
                .trimmingCharacters(in: .whitespaces)
        }
        self.init(statusLine: head[0], status: status, headers: headers, body: Array(bytes[split.upperBound...]))
    }
}

/// One kept-alive HTTP connection: requests go one after another, each response read to its Content-Length.
final class RawHTTPConnection {
    private let fd: Int32

    init(port: Int) throws {
        fd = try connectedSocket(port: port)
    }

    deinit {
        close(fd)
    }

    func get(_ path: String) throws -> RawHTTPResponse {
        let request = Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
        _ = request.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            if let split = received.firstRange(of: Array("\r\n\r\n".utf8)) {
                let response = try RawHTTPResponse(parsing: received)
                let length = Int(response.headers["content-length"] ?? "0") ?? 0
                if received.count - split.upperBound >= length { return response }
            }
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count <= 0 { throw RawHTTPError.malformed("connection closed after \(received.count) bytes") }
            received.append(contentsOf: chunk[..<count])
        }
    }
}

enum RawHTTPError: Error {
    case cannotConnect(Int32)
    case malformed(String)
}

/// The request line and headers of a WebSocket upgrade to `path`, plus `extra` header lines.
func upgradeRequest(port: Int, path: String = "/", extra: [String] = []) -> String {
    (["GET \(path) HTTP/1.1", "Host: 127.0.0.1:\(port)", "Upgrade: websocket", "Connection: Upgrade",
      "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==", "Sec-WebSocket-Version: 13"] + extra)
        .joined(separator: "\r\n") + "\r\n\r\n"
}

/// Opens a TCP connection, sends `request` and returns what came back: everything until the peer closes, or
/// (with `readUntilClosed` false) whatever the first read returned. A raw socket that is never read again
/// afterwards is what `openSilentClient` keeps.
func rawExchange(port: Int, _ request: [UInt8], readUntilClosed: Bool) throws -> [UInt8] {
    let fd = try connectedSocket(port: port)
    defer { close(fd) }
    _ = request.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    var received: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
        let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        if count <= 0 { break }
        received.append(contentsOf: chunk[..<count])
        if !readUntilClosed { break }
    }
    return received
}

func connectedSocket(port: Int) throws -> Int32 {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var timeout = timeval(tv_sec: 5, tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let result = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
    }
    guard result == 0 else {
        close(fd)
        throw RawHTTPError.cannotConnect(errno)
    }
    return fd
}

/// A directory with one inspector file of each served type, and a secret file beside it (outside the directory)
/// that traversal attempts aim for.
struct InspectorFixture {
    let base: URL
    var directory: String { base.appendingPathComponent("inspector").path }
    static let secret = "top-secret-outside-the-inspector"

    init() throws {
        base = FileManager.default.temporaryDirectory.appendingPathComponent("uihost-inspector-\(UUID().uuidString)")
        let inspector = base.appendingPathComponent("inspector")
        try FileManager.default.createDirectory(at: inspector, withIntermediateDirectories: true)
        let files: [String: String] = [
            "index.html": "<!doctype html><title>Inspector</title>",
            "app.js": "console.log('inspector')",
            "style.css": "body { margin: 0 }",
            "data.json": "{\"ok\":true}",
            "logo.png": "\u{89}PNG",
            "icon.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
        ]
        for (name, contents) in files {
            try contents.write(to: inspector.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        try InspectorFixture.secret.write(to: base.appendingPathComponent("secret.txt"), atomically: true,
                                          encoding: .utf8)
    }

    func remove() {
        try? FileManager.default.removeItem(at: base)
    }
}

/// A WebSocket client made by hand on a plain socket: the upgrade is sent and its response read, then nothing more
/// is read unless asked, so the socket can stand for a client that has stopped reading or one that only holds a
/// connection open.
final class RawWebSocket {
    let fd: Int32
    /// The status of the handshake's response (101 when upgraded) and its body.
    let status: Int
    let body: String

    init(port: Int, extra: [String] = []) throws {
        let fd = try connectedSocket(port: port)
        self.fd = fd
        let request = Array(upgradeRequest(port: port, extra: extra).utf8)
        _ = request.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        var received: [UInt8] = []
        var byte: UInt8 = 0
        // One byte at a time up to the end of the head, so no frame after it is consumed.
        while received.suffix(4) != Array("\r\n\r\n".utf8) {
            guard recv(fd, &byte, 1, 0) == 1 else {
                close(fd)
                throw RawHTTPError.malformed("the server closed during the handshake after \(received.count) bytes")
            }
            received.append(byte)
        }
        let response = try RawHTTPResponse(parsing: received)
        status = response.status
        var body = ""
        if status != 101, let length = Int(response.headers["content-length"] ?? "") {
            var bytes = [UInt8](repeating: 0, count: length)
            let count = bytes.withUnsafeMutableBytes { recv(fd, $0.baseAddress, length, Int32(MSG_WAITALL)) }
            body = String(decoding: bytes.prefix(max(0, count)), as: UTF8.self)
        }
        self.body = body
    }

    deinit {
        close(fd)
    }

    /// Sends one masked text frame, as a client must (RFC 6455, 5.3).
    func sendText(_ text: String) {
        let payload = Array(text.utf8)
        var frame: [UInt8] = [0x81]
        if payload.count < 126 {
            frame.append(0x80 | UInt8(payload.count))
        } else if payload.count <= 0xFFFF {
            frame += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        } else {
            frame.append(0x80 | 127)
            for shift in stride(from: 56, through: 0, by: -8) { frame.append(UInt8((payload.count >> shift) & 0xFF)) }
        }
        let mask: [UInt8] = [0x37, 0xFA, 0x21, 0x3D]
        frame += mask
        for (index, byte) in payload.enumerated() { frame.append(byte ^ mask[index % 4]) }
        _ = frame.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    /// Reads what is waiting and what comes until the peer closes or `timeout` passes with nothing new.
    func readToEnd(idleTimeout: Int = 5) -> (bytes: [UInt8], closedByPeer: Bool) {
        var timeout = timeval(tv_sec: idleTimeout, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count == 0 { return (received, true) }
            if count < 0 { return (received, errno == ECONNRESET) }
            received.append(contentsOf: chunk[..<count])
        }
    }
}

/// Server frames (unmasked) read from a byte stream: each text message whole, the close frame's code, and
/// whether the stream stopped inside a frame.
struct ServerFrames {
    var texts: [[UInt8]] = []
    var closeCode: UInt16?
    var closeReason = ""
    var truncated = false

    init(_ bytes: [UInt8]) {
        var index = 0
        var message: [UInt8] = []
        while index < bytes.count {
            guard bytes.count - index >= 2 else { truncated = true; return }
            let fin = bytes[index] & 0x80 != 0, opcode = bytes[index] & 0x0F
            var length = Int(bytes[index + 1] & 0x7F)
            var header = 2
            if length == 126 {
                guard bytes.count - index >= 4 else { truncated = true; return }
                length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
                header = 4
            } else if length == 127 {
                guard bytes.count - index >= 10 else { truncated = true; return }
                length = (2..<10).reduce(0) { $0 << 8 | Int(bytes[index + $1]) }
                header = 10
            }
            guard bytes.count - index - header >= length else { truncated = true; return }
            let payload = Array(bytes[(index + header)..<(index + header + length)])
            index += header + length
            switch opcode {
            case 0x8:
                if payload.count >= 2 { closeCode = UInt16(payload[0]) << 8 | UInt16(payload[1]) }
                closeReason = String(decoding: payload.dropFirst(2), as: UTF8.self)
            case 0x1, 0x0:
                message += payload
                if fin {
                    texts.append(message)
                    message = []
                }
            default:
                break
            }
        }
        if !message.isEmpty { truncated = true }
    }
}
