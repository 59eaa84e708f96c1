import Foundation

/// One client connection, numbered by the transport; never reused in a server's lifetime. The one id for a client
/// everywhere: the transport's connection state, the automation host's session, a recording's owner.
public struct ConnectionID: Hashable, Comparable, Sendable, CustomStringConvertible, ExpressibleByIntegerLiteral {
    public let rawValue: Int

    public init(_ rawValue: Int) { self.rawValue = rawValue }
    public init(integerLiteral value: Int) { rawValue = value }

    public static func < (a: ConnectionID, b: ConnectionID) -> Bool { a.rawValue < b.rawValue }
    public var description: String { String(rawValue) }
}

/// Where a piece of an outgoing message sits: a whole message, or the first, a middle or the last part of one
/// sent in parts (a reply that streams out while it is written).
public enum MessagePart: Sendable, Equatable {
    case whole, first, middle, last
}

/// What the transport hands to the main loop. The service thread only moves bytes; everything else happens on
/// the main thread, which drains these with `MessageTransport.waitForEvents(timeout:)`.
public enum TransportEvent: Equatable, Sendable {
    /// A WebSocket client completed its handshake (token and Origin already checked).
    case opened(ConnectionID, origin: String?)
    /// A whole message (fragments reassembled). `isBinary` for binary frames.
    case message(ConnectionID, [UInt8], isBinary: Bool)
    /// A message larger than the limit arrived; its bytes were dropped. The connection stays open.
    case oversize(ConnectionID, limit: Int)
    /// The server dropped the client, for `reason` (it stopped reading at the queue limit); `.closed` follows.
    case dropped(ConnectionID, reason: String)
    /// The connection is gone (closed by either side, or dropped for not reading at the queue limit).
    case closed(ConnectionID)
    /// A plain HTTP GET of one of the host's own paths, token and Origin already checked. The id is the
    /// request's own (never a WebSocket client's); answer it once with `MessageTransport.respond(_:to:)`.
    case httpGet(ConnectionID, HTTPRequest)

    /// The connection the event is about.
    public var connection: ConnectionID {
        switch self {
        case .opened(let id, _), .message(let id, _, _), .oversize(let id, _), .dropped(let id, _), .closed(let id),
             .httpGet(let id, _): id
        }
    }
}
