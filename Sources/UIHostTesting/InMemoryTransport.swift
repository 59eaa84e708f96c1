import Foundation
import UIHostProtocol

/// A transport in memory, for tests of everything above the socket: a test injects what clients would cause
/// (`inject`) and reads what the host sent (`takeSent`), with no socket and no thread of its own.
public final class InMemoryTransport: MessageTransport, @unchecked Sendable {
    private let lock = NSCondition()
    private var inbox: [TransportEvent] = []
    private var outboxes: [ConnectionID: [[UInt8]]] = [:]
    /// Parts of a message not sent whole yet, and how many parts each message had.
    private var openParts: [ConnectionID: [UInt8]] = [:]
    public private(set) var partCounts: [ConnectionID: [Int]] = [:]
    private var openPartCount: [ConnectionID: Int] = [:]
    public private(set) var closed: [ConnectionID: UInt16] = [:]
    /// The answers to `.httpGet` events, by request.
    public private(set) var httpResponses: [ConnectionID: HTTPResponse] = [:]

    public let partBytes: Int

    /// `partBytes`: the size of a streamed message's parts (64 KiB, the WebSocket transport's, unless a test asks
    /// for smaller ones).
    public init(partBytes: Int = 64 * 1024) {
        self.partBytes = partBytes
    }

    /// Queues an event as if a client caused it.
    public func inject(_ event: TransportEvent) {
        lock.lock()
        inbox.append(event)
        lock.signal()
        lock.unlock()
    }

    /// Messages sent to a connection so far, removing them.
    public func takeSent(to connection: ConnectionID) -> [[UInt8]] {
        lock.lock()
        defer { lock.unlock() }
        return outboxes.removeValue(forKey: connection) ?? []
    }

    public func send(_ message: [UInt8], to connection: ConnectionID) {
        lock.lock()
        outboxes[connection, default: []].append(message)
        lock.unlock()
    }

    public func sendPart(_ part: [UInt8], of kind: MessagePart, to connection: ConnectionID) {
        lock.lock()
        openParts[connection, default: []] += part
        openPartCount[connection, default: 0] += 1
        if kind == .last || kind == .whole {
            outboxes[connection, default: []].append(openParts.removeValue(forKey: connection) ?? [])
            partCounts[connection, default: []].append(openPartCount.removeValue(forKey: connection) ?? 1)
        }
        lock.unlock()
    }

    public func close(_ connection: ConnectionID, code: UInt16, reason: String) {
        lock.lock()
        closed[connection] = code
        lock.unlock()
    }

    public func respond(_ response: HTTPResponse, to request: ConnectionID) {
        lock.lock()
        httpResponses[request] = response
        lock.unlock()
    }

    public func waitForEvents(timeout: TimeInterval?) -> [TransportEvent] {
        lock.lock()
        defer { lock.unlock() }
        if inbox.isEmpty {
            if let timeout { _ = lock.wait(until: Date(timeIntervalSinceNow: timeout)) } else { lock.wait() }
        }
        defer { inbox.removeAll() }
        return inbox
    }
}
