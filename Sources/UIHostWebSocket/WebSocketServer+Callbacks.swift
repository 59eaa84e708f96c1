import CLibWebSockets
import UIHostProtocol

/// The lws callback: every connection's events arrive here on the service thread. The protocol is the first
/// (and only) one, so it also sees HTTP requests and lifecycle callbacks of connections that never become
/// WebSocket connections: nothing here assumes a connection exists until `connectionFor(user)` finds one.
extension WebSocketServer {
    static func dispatch(_ wsi: OpaquePointer?, _ reason: lws_callback_reasons, _ user: UnsafeMutableRawPointer?,
                         _ input: UnsafeMutableRawPointer?, _ length: Int) -> Int32 {
        guard let wsi, let context = lws_get_context(wsi), let server = lws_context_user(context) else { return 0 }
        return Unmanaged<WebSocketServer>.fromOpaque(server).takeUnretainedValue()
            .handle(wsi, reason, user, input, length)
    }

    private func handle(_ wsi: OpaquePointer, _ reason: lws_callback_reasons, _ user: UnsafeMutableRawPointer?,
                        _ input: UnsafeMutableRawPointer?, _ length: Int) -> Int32 {
        switch reason {
        case LWS_CALLBACK_EVENT_WAIT_CANCELLED:
            drainCommands()
            return 0
        case LWS_CALLBACK_HTTP_CONFIRM_UPGRADE:
            return confirmUpgrade(wsi)
        case LWS_CALLBACK_ESTABLISHED:
            established(wsi, user)
            return 0
        case LWS_CALLBACK_RECEIVE:
            if let connection = connectionFor(user), let input {
                received(connection, wsi, UnsafeRawBufferPointer(start: input, count: length))
            }
            return 0
        case LWS_CALLBACK_SERVER_WRITEABLE:
            guard let connection = connectionFor(user) else { return 0 }
            return writable(connection)
        case LWS_CALLBACK_CLOSED:
            if let connection = connectionFor(user) {
                connections[connection.id] = nil
                user?.storeBytes(of: 0, as: ConnectionID.self)
                reportClosed(connection)
                updateOpenConnections()
            }
            return 0
        case LWS_CALLBACK_HTTP:
            return serveHTTP(wsi, input.map { String(cString: $0.assumingMemoryBound(to: CChar.self)) } ?? "/")
        case LWS_CALLBACK_HTTP_WRITEABLE:
            return writeHostPath(wsi) ?? lws_callback_http_dummy(wsi, reason, user, input, length)
        case LWS_CALLBACK_CLOSED_HTTP:
            hostPathClosed(wsi)
            return lws_callback_http_dummy(wsi, reason, user, input, length)
        case LWS_CALLBACK_HTTP_FILE_COMPLETION:
            // Keep-alive: ready the connection for the next request, or close it if the client asked to.
            return lws_http_transaction_completed(wsi) != 0 ? -1 : 0
        default:
            return lws_callback_http_dummy(wsi, reason, user, input, length)
        }
    }

    /// The connection whose id lws keeps in the connection's per-connection space; nil for HTTP connections, for
    /// callbacks that come before the handshake finished (space zeroed) or without any space at all.
    private func connectionFor(_ user: UnsafeMutableRawPointer?) -> ConnectionState? {
        guard let id = user?.load(as: ConnectionID.self), id != 0 else { return nil }
        return connections[id]
    }

    private func established(_ wsi: OpaquePointer, _ user: UnsafeMutableRawPointer?) {
        guard let user else { return }
        let id = ConnectionID(nextConnectionID)
        nextConnectionID += 1
        user.storeBytes(of: id, as: ConnectionID.self)
        connections[id] = ConnectionState(id: id, wsi: wsi, maximumMessageBytes: configuration.maximumMessageBytes)
        updateOpenConnections()
        inbox.append(.opened(id, origin: header(wsi, WSI_TOKEN_ORIGIN)))
    }

    private func received(_ connection: ConnectionState, _ wsi: OpaquePointer, _ chunk: UnsafeRawBufferPointer) {
        guard !connection.closedReported else { return }
        let endsMessage = lws_is_final_fragment(wsi) != 0 && lws_remaining_packet_payload(wsi) == 0
        switch connection.assembler.append(chunk, isBinary: lws_frame_is_binary(wsi) != 0, endsMessage: endsMessage) {
        case .incomplete:
            break
        case let .message(bytes, isBinary):
            inbox.append(.message(connection.id, bytes, isBinary: isBinary))
        case .oversize:
            inbox.append(.oversize(connection.id, limit: configuration.maximumMessageBytes))
        }
    }

    /// One `lws_write` per callback: the next chunk of the oldest queued message, or the close frame once the
    /// queue is empty. Asks for another callback while anything is left.
    private func writable(_ connection: ConnectionState) -> Int32 {
        if connection.closedReported && connection.closeRequest == nil { return -1 }
        if let chunk = connection.outbound.next() {
            let payload = writeBuffer + uihost_lws_pre()
            chunk.bytes.withUnsafeBytes { bytes in
                if let base = bytes.baseAddress { payload.copyMemory(from: base, byteCount: bytes.count) }
            }
            let count = chunk.bytes.count
            let written = lws_write(connection.wsi, payload.assumingMemoryBound(to: UInt8.self), count, chunk.flags)
            if written < count { return -1 }
            connection.outbound.consume(chunk)
            if !connection.outbound.isEmpty || connection.closeRequest != nil {
                lws_callback_on_writable(connection.wsi)
            }
            return 0
        }
        if let request = connection.closeRequest {
            var reason = Array(request.reason.utf8.prefix(123))
            lws_close_reason(connection.wsi, lws_close_status(rawValue: UInt32(request.code)), &reason, reason.count)
            return -1
        }
        return 0
    }
}
