import Foundation
import UIHostProtocol

/// A notification from the host (after `subscribe`).
public struct UIHostEvent: Equatable, Sendable {
    public let name: String
    public let params: JSON
}

/// The Swift client: typed calls for every method, events as an `AsyncSequence`, errors as `UIHostError`.
///
/// ```swift
/// let client = try UIHostClient(url: "ws://127.0.0.1:8765/")
/// try await client.tap(.init(tag: 2))
/// let counter = try await client.view(.init(accessibilityIdentifier: "counter"))
/// ```
///
/// Speed: a call costs about what a raw WebSocket echo costs plus the host's work (an `input.tap` round trip is
/// ~1.3x an echo's, `uihost-bench protocol`). Large replies are another matter: Debian's libwebsockets 4.1 client
/// parses received payload one byte at a time, so taking in a `tree.get` of 10,000 views (2.6 MB) costs this client
/// 15-25 ms of CPU where the host needs ~4 ms to write it; ask for `depth` or a `root` when the whole tree is not
/// needed.
public final class UIHostClient: @unchecked Sendable {
    private let connection: WebSocketConnection
    private let lock = NSLock()
    private var pending: [Int: CheckedContinuation<JSON, Error>] = [:]
    private var nextID = 1
    private var closed = false
    private let eventContinuation: AsyncStream<UIHostEvent>.Continuation
    /// Notifications, in the order the host sent them.
    public let events: AsyncStream<UIHostEvent>

    /// Connects to `url` (`ws://`, or `wss://` checked against the system's CAs or `caFile`, a PEM file).
    public init(url: String, token: String? = nil, origin: String? = nil, caFile: String? = nil) throws {
        connection = try WebSocketConnection(url: url, token: token, origin: origin, caFile: caFile)
        (events, eventContinuation) = AsyncStream.makeStream(of: UIHostEvent.self)
        // Replies are matched to their calls on the connection's own thread as they arrive: no reader thread in
        // between (a tap through this client: p50 212-221 us with one, 158-191 us without; uihost-bench protocol).
        connection.deliverMessages { [weak self] message in
            guard let self else { return }
            if let message { dispatch(message) } else { failAll() }
        }
    }

    deinit {
        connection.close()
    }

    public func close() {
        connection.close()
    }

    private func dispatch(_ message: [UInt8]) {
        guard let json = try? JSONParser.parse(message, maximumDepth: 512) else { return }
        if let method = json["method"]?.stringValue, json["id"] == nil {
            eventContinuation.yield(UIHostEvent(name: method, params: json["params"] ?? .null))
            return
        }
        guard let id = json["id"]?.intValue else { return }
        lock.lock()
        let continuation = pending.removeValue(forKey: id)
        lock.unlock()
        guard let continuation else { return }
        if let error = json["error"] {
            continuation.resume(throwing: UIHostError(code: error["code"]?.intValue ?? 0,
                                                      message: error["message"]?.stringValue ?? "",
                                                      data: error["data"]))
        } else if let result = json["result"] {
            continuation.resume(returning: result)
        } else {
            continuation.resume(throwing: UIHostError.malformedReply(String(decoding: message, as: UTF8.self)))
        }
    }

    private func failAll() {
        lock.lock()
        closed = true
        let waiting = pending
        pending.removeAll()
        lock.unlock()
        for continuation in waiting.values { continuation.resume(throwing: UIHostError.disconnected) }
        eventContinuation.finish()
    }

    /// Calls any method by name; the typed methods below are built on this.
    @discardableResult
    public func call(_ method: String, _ params: JSON? = nil) async throws -> JSON {
        try await withCheckedThrowingContinuation { continuation in
            lock.lock()
            if closed {
                lock.unlock()
                continuation.resume(throwing: UIHostError.disconnected)
                return
            }
            let id = nextID
            nextID += 1
            pending[id] = continuation
            lock.unlock()
            var request = JSONObject([("jsonrpc", "2.0"), ("method", .string(method)), ("id", .int(id))])
            if let params { request["params"] = params }
            connection.send(JSON.object(request).serialized())
        }
    }

    /// Sends a notification (no reply).
    public func notify(_ method: String, _ params: JSON? = nil) {
        var request = JSONObject([("jsonrpc", "2.0"), ("method", .string(method))])
        if let params { request["params"] = params }
        connection.send(JSON.object(request).serialized())
    }
}
