import CLibWebSockets
import Foundation

/// The lws client callback, on the connection's service thread.
extension WebSocketConnection {
    static func dispatch(_ wsi: OpaquePointer?, _ reason: lws_callback_reasons, _ user: UnsafeMutableRawPointer?,
                         _ input: UnsafeMutableRawPointer?, _ length: Int) -> Int32 {
        guard let wsi, let context = lws_get_context(wsi), let connection = lws_context_user(context) else { return 0 }
        return Unmanaged<WebSocketConnection>.fromOpaque(connection).takeUnretainedValue()
            .handle(wsi, reason, input, length)
    }

    private func handle(_ wsi: OpaquePointer, _ reason: lws_callback_reasons,
                        _ input: UnsafeMutableRawPointer?, _ length: Int) -> Int32 {
        switch reason {
        case LWS_CALLBACK_CLIENT_APPEND_HANDSHAKE_HEADER:
            return appendHeaders(wsi, input, length)
        case LWS_CALLBACK_CLIENT_ESTABLISHED:
            self.wsi = wsi
            setPhase(.open)
            return 0
        case LWS_CALLBACK_CLIENT_CONNECTION_ERROR:
            let detail = input.map { String(cString: $0.assumingMemoryBound(to: CChar.self)) } ?? "connection failed"
            let status = Int(lws_http_client_http_response(wsi))
            if status > 0 && status != 101 {
                setPhase(.failed(.refused(url: url, status: status, detail: detail)))
            } else {
                setPhase(.failed(.cannotConnect(url: url, reason: detail)))
            }
            return 0
        case LWS_CALLBACK_CLIENT_RECEIVE:
            let chunk = UnsafeRawBufferPointer(start: input, count: input == nil ? 0 : length)
            let endsMessage = lws_is_final_fragment(wsi) != 0 && lws_remaining_packet_payload(wsi) == 0
            if let message = incoming.append(chunk, endsMessage: endsMessage) { deliver(message) }
            return 0
        case LWS_CALLBACK_CLIENT_WRITEABLE:
            return writable(wsi)
        case LWS_CALLBACK_WS_PEER_INITIATED_CLOSE:
            if let input, length >= 2 {
                let bytes = input.assumingMemoryBound(to: UInt8.self)
                recordPeerClose(code: UInt16(bytes[0]) << 8 | UInt16(bytes[1]))
            }
            return 0
        case LWS_CALLBACK_CLIENT_CLOSED:
            self.wsi = nil
            setPhase(.closed)
            return 0
        case LWS_CALLBACK_EVENT_WAIT_CANCELLED:
            applyCommands()
            return 0
        default:
            return 0
        }
    }

    private func appendHeaders(_ wsi: OpaquePointer, _ input: UnsafeMutableRawPointer?, _ length: Int) -> Int32 {
        guard let input else { return 0 }
        let position = input.assumingMemoryBound(to: UnsafeMutablePointer<UInt8>?.self)
        guard let start = position.pointee else { return 0 }
        let end = start + length
        for header in handshakeHeaders {
            var name = Array((header.name + ":").utf8) + [0]
            var value = Array(header.value.utf8)
            if lws_add_http_header_by_name(wsi, &name, &value, Int32(value.count), position, end) != 0 {
                return -1
            }
        }
        return 0
    }

    private func applyCommands() {
        for command in takeCommands() {
            switch command {
            case let .send(bytes, flags):
                outbound.append((bytes, flags))
            case let .close(code, reason):
                closeRequest = (code, reason)
            case let .setReading(enabled):
                if let wsi { lws_rx_flow_control(wsi, enabled ? 1 : 0) }
            }
        }
        if let wsi, outboundHead < outbound.count || closeRequest != nil {
            lws_callback_on_writable(wsi)
        }
    }

    /// One `lws_write` per callback: the next queued frame, or the close frame once the queue is empty.
    private func writable(_ wsi: OpaquePointer) -> Int32 {
        if outboundHead < outbound.count {
            let frame = outbound[outboundHead]
            outbound[outboundHead].bytes = []
            outboundHead += 1
            if outboundHead == outbound.count {
                outbound.removeAll(keepingCapacity: true)
                outboundHead = 0
            }
            let payload = writeBuffer.load(frame.bytes)
            if lws_write(wsi, payload, frame.bytes.count, frame.flags) < frame.bytes.count { return -1 }
            if outboundHead < outbound.count || closeRequest != nil { lws_callback_on_writable(wsi) }
            return 0
        }
        if let request = closeRequest {
            var reason = Array(request.reason.utf8.prefix(123))
            lws_close_reason(wsi, lws_close_status(rawValue: UInt32(request.code)), &reason, reason.count)
            return -1
        }
        return 0
    }
}
