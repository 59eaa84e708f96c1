import CLibWebSockets
import UIHostProtocol

/// A GET of one of the host's own paths (`TransportConfiguration.hostPaths`, such as `/snapshot.png`) waiting for
/// the main loop's answer, then for its bytes to go out. Service thread only.
final class PendingHTTPRequest {
    let id: ConnectionID
    let wsi: OpaquePointer
    /// Status line, headers and body once the main loop has answered; nil until then.
    var bytes: [UInt8]?
    var sent = 0

    init(id: ConnectionID, wsi: OpaquePointer) {
        self.id = id
        self.wsi = wsi
    }
}

/// The host's own HTTP paths: guarded by the same token and Origin rules as the WebSocket handshake, handed to the
/// main loop as `.httpGet` (the app lives on that thread, and no lws call but `lws_cancel_service` may be made
/// from it), answered through `respond(_:to:)`, and written here a chunk per writable callback.
extension WebSocketServer {
    /// `LWS_CALLBACK_HTTP` for a host path: a refusal at once, else the request goes to the main loop and the
    /// connection waits, with no lws call until the answer comes back.
    func forwardHostPath(_ wsi: OpaquePointer, _ path: String) -> Int32 {
        if let refusal = policy.checkRequest(authorization: header(wsi, WSI_TOKEN_HTTP_AUTHORIZATION),
                                             queryToken: urlArgument(wsi, named: "token"),
                                             origin: header(wsi, WSI_TOKEN_ORIGIN)) {
            respond(wsi, status: refusal.status, body: refusal.message)
            return lws_http_transaction_completed(wsi) != 0 ? -1 : 0
        }
        let id = ConnectionID(nextConnectionID)
        nextConnectionID += 1
        let request = PendingHTTPRequest(id: id, wsi: wsi)
        pendingHTTP[wsi] = request
        pendingHTTPByID[id] = request
        inbox.append(.httpGet(id, HTTPRequest(path: path, arguments: queryArguments(wsi))))
        return 0
    }

    /// The main loop's answer (from `drainCommands`): ready the bytes and ask for a writable callback. A request
    /// whose connection closed meanwhile is gone from the table, and its answer is dropped.
    func answer(_ id: ConnectionID, with response: HTTPResponse) {
        guard let request = pendingHTTPByID[id], request.bytes == nil else { return }
        guard let bytes = responseBytes(request.wsi, response) else {
            forget(request)
            lws_set_timeout(request.wsi, PENDING_TIMEOUT_USER_OK, LWS_TO_KILL_ASYNC)
            return
        }
        request.bytes = bytes
        lws_callback_on_writable(request.wsi)
    }

    /// `LWS_CALLBACK_HTTP_WRITEABLE`: the next chunk of an answered request; the transaction completes (keep-alive,
    /// or a close when the client asked for one) after the last. Nil when the connection is not one of ours.
    func writeHostPath(_ wsi: OpaquePointer) -> Int32? {
        guard let request = pendingHTTP[wsi] else { return nil }
        guard let bytes = request.bytes else { return 0 }
        let end = min(bytes.count, request.sent + OutboundQueue.chunkSize)
        guard writeHTTP(wsi, bytes[request.sent..<end]) else {
            forget(request)
            return -1
        }
        request.sent = end
        if end < bytes.count {
            lws_callback_on_writable(wsi)
            return 0
        }
        forget(request)
        return lws_http_transaction_completed(wsi) != 0 ? -1 : 0
    }

    /// `LWS_CALLBACK_CLOSED_HTTP`: a waiting request's connection is gone.
    func hostPathClosed(_ wsi: OpaquePointer) {
        if let request = pendingHTTP[wsi] { forget(request) }
    }

    private func forget(_ request: PendingHTTPRequest) {
        pendingHTTP[request.wsi] = nil
        pendingHTTPByID[request.id] = nil
    }

    /// Every `name=value` of the query, percent-decoded by lws, in order.
    private func queryArguments(_ wsi: OpaquePointer) -> [HTTPArgument] {
        var arguments: [HTTPArgument] = []
        var index: Int32 = 0
        while true {
            let length = lws_hdr_fragment_length(wsi, WSI_TOKEN_HTTP_URI_ARGS, index)
            guard length > 0 else { break }
            var buffer = [CChar](repeating: 0, count: Int(length) + 1)
            guard lws_hdr_copy_fragment(wsi, &buffer, Int32(buffer.count), WSI_TOKEN_HTTP_URI_ARGS, index) >= 0 else { break }
            let fragment = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if let equals = fragment.firstIndex(of: "=") {
                arguments.append(HTTPArgument(String(fragment[..<equals]), String(fragment[fragment.index(after: equals)...])))
            } else {
                arguments.append(HTTPArgument(fragment, ""))
            }
            index += 1
        }
        return arguments
    }
}
