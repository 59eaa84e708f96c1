import Foundation

/// The seam between the host core and the bytes: whole messages in, whole messages out. `WebSocketServer`
/// (UIHostWebSocket, on libwebsockets) is the real one; `InMemoryTransport` (UIHostTesting) drives the host core in
/// tests without a socket. Called from the main thread only; an implementation moves bytes on its own threads.
public protocol MessageTransport: AnyObject {
    /// The size of one part of a message sent in parts: a reply streamed while it is written is cut into pieces
    /// a little smaller than this, so that each goes out as one frame.
    var partBytes: Int { get }
    func send(_ message: [UInt8], to connection: ConnectionID)
    /// One part of a message sent in parts; the client receives one message.
    func sendPart(_ part: [UInt8], of kind: MessagePart, to connection: ConnectionID)
    func close(_ connection: ConnectionID, code: UInt16, reason: String)
    /// Answers an `.httpGet` event; a request whose connection has gone meanwhile is dropped.
    func respond(_ response: HTTPResponse, to request: ConnectionID)
    /// Blocks until at least one event or the timeout (nil: no timeout); returns every queued event in order.
    func waitForEvents(timeout: TimeInterval?) -> [TransportEvent]
}
