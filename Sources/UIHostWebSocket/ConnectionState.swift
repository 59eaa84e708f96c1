import UIHostProtocol

/// One WebSocket client as the service thread sees it. Touched only on the service thread.
final class ConnectionState {
    let id: ConnectionID
    /// The lws connection handle; valid until `LWS_CALLBACK_CLOSED` for it.
    let wsi: OpaquePointer
    var assembler: MessageAssembler
    var outbound = OutboundQueue()
    /// Set by `WebSocketServer.close` or `stop`: the close frame goes out once the queued messages have.
    var closeRequest: (code: UInt16, reason: String)?
    /// `.closed` was already handed to the main loop (the connection may linger in lws a little longer).
    var closedReported = false
    /// Already listed for a writable request in the batch of commands being applied.
    var wakeRequested = false

    /// New messages for this client are still taken.
    var acceptsOutput: Bool { closeRequest == nil && !closedReported }

    init(id: ConnectionID, wsi: OpaquePointer, maximumMessageBytes: Int) {
        self.id = id
        self.wsi = wsi
        assembler = MessageAssembler(limit: maximumMessageBytes)
    }
}
