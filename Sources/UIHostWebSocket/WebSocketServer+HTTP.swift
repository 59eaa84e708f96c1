import CLibWebSockets
import UIHostProtocol

/// The HTTP side of the port: the upgrade check (token, Origin, connection limit), the inspector's files, and
/// the host's own paths (WebSocketServer+HostPaths).
///
/// Refusals are answered in `LWS_CALLBACK_HTTP_CONFIRM_UPGRADE`, the last point where the connection is still
/// plain HTTP with its headers attached. `LWS_CALLBACK_FILTER_PROTOCOL_CONNECTION` comes too late for that: lws
/// has already switched the connection to the WebSocket role, so refusing there just drops the socket with no
/// status line.
extension WebSocketServer {
    func confirmUpgrade(_ wsi: OpaquePointer) -> Int32 {
        let refusal = policy.check(
            path: header(wsi, WSI_TOKEN_GET_URI) ?? "",
            authorization: header(wsi, WSI_TOKEN_HTTP_AUTHORIZATION),
            queryToken: urlArgument(wsi, named: "token"),
            origin: header(wsi, WSI_TOKEN_ORIGIN),
            openConnections: connections.count)
        guard let refusal else { return 0 }
        respond(wsi, status: refusal.status, body: refusal.message)
        // Hang up rather than return 1 ("headers sent, complete the transaction"): an upgrade request is not a
        // keep-alive transaction worth continuing.
        return -1
    }

    func serveHTTP(_ wsi: OpaquePointer, _ path: String) -> Int32 {
        guard lws_hdr_total_length(wsi, WSI_TOKEN_GET_URI) > 0 else {
            respond(wsi, status: 405, body: "Only GET is served here.\n")
            return completeTransaction(wsi)
        }
        if configuration.hostPaths.contains(path) { return forwardHostPath(wsi, path) }
        // lws decodes %00 into the path it hands over as a C string, which then ends early ("/inspector/%00/x"
        // would read as "/inspector/"): a path shorter than the URI lws holds had a NUL in it.
        let resolved = path.utf8.count < Int(lws_hdr_total_length(wsi, WSI_TOKEN_GET_URI)) ? .forbidden : files.resolve(path)
        switch resolved {
        case let .file(file, contentType):
            let result = lws_serve_http_file(wsi, file, contentType, nil, 0)
            if result < 0 || (result > 0 && lws_http_transaction_completed(wsi) != 0) { return -1 }
            return 0
        case let .redirect(location):
            redirect(wsi, to: location)
            return completeTransaction(wsi)
        case .forbidden:
            respond(wsi, status: 403, body: "Forbidden: \(path) would leave the inspector's directory.\n")
            return completeTransaction(wsi)
        case .notFound:
            respond(wsi, status: 404, body: "Not found: \(path). The inspector is at /inspector/; "
                + "WebSocket clients connect to /.\n")
            return completeTransaction(wsi)
        }
    }

    private func completeTransaction(_ wsi: OpaquePointer) -> Int32 {
        lws_http_transaction_completed(wsi) != 0 ? -1 : 0
    }

    /// Writes a whole response (status line, headers and a plain-text body) with one `lws_write`.
    func respond(_ wsi: OpaquePointer, status: UInt32, body: String) {
        let body = body.hasSuffix("\n") ? String(body.dropLast()) : body
        guard let bytes = responseBytes(wsi, HTTPResponse.text(status, body)) else { return }
        writeHTTP(wsi, bytes[...])
    }

    /// The status line, headers and body of `response`, ready to write.
    ///
    /// The status line is written here rather than by `lws_add_http_header_status`, which takes the version from
    /// the request lws has parsed: during the upgrade check it has not parsed one yet and answers `HTTP/1.0`, which
    /// strict WebSocket clients (Python's websockets) refuse to read as a reply to their HTTP/1.1 upgrade. The
    /// headers go through lws so that it knows the body's length (keep-alive depends on it).
    func responseBytes(_ wsi: OpaquePointer, _ response: HTTPResponse) -> [UInt8]? {
        let statusLine = Array("HTTP/1.1 \(response.status) \(HTTPResponse.reasonPhrase(response.status))\r\n".utf8)
        var head: [UInt8]?
        withHeaderBuffer(room: statusLine.count) { start, end in
            start.update(from: statusLine, count: statusLine.count)
            var position: UnsafeMutablePointer<UInt8>? = start + statusLine.count
            guard addHeader(wsi, WSI_TOKEN_HTTP_CONTENT_TYPE, response.contentType, &position, end),
                  addHeader(wsi, WSI_TOKEN_HTTP_CACHE_CONTROL, "no-store", &position, end),
                  lws_add_http_header_content_length(wsi, UInt64(response.body.count), &position, end) == 0,
                  lws_finalize_http_header(wsi, &position, end) == 0,
                  let headEnd = position
            else { return }
            head = Array(UnsafeBufferPointer(start: start, count: headEnd - start))
        }
        return head.map { $0 + response.body }
    }

    /// One `lws_write` of `bytes` (at most `OutboundQueue.chunkSize`) from the reused buffer with lws' headroom;
    /// false when the connection failed.
    @discardableResult
    func writeHTTP(_ wsi: OpaquePointer, _ bytes: ArraySlice<UInt8>) -> Bool {
        precondition(bytes.count <= OutboundQueue.chunkSize, "an HTTP write larger than the write buffer")
        let payload = writeBuffer + uihost_lws_pre()
        bytes.withUnsafeBytes { if let base = $0.baseAddress { payload.copyMemory(from: base, byteCount: $0.count) } }
        return lws_write(wsi, payload.assumingMemoryBound(to: UInt8.self), bytes.count, LWS_WRITE_HTTP) >= bytes.count
    }

    /// Answers with a redirect; `lws_http_redirect` builds and writes the whole response.
    private func redirect(_ wsi: OpaquePointer, to location: String) {
        let location = Array(location.utf8)
        withHeaderBuffer(room: location.count) { start, end in
            var position: UnsafeMutablePointer<UInt8>? = start
            _ = lws_http_redirect(wsi, Int32(HTTP_STATUS_MOVED_PERMANENTLY.rawValue), location,
                                  Int32(location.count), &position, end)
        }
    }

    /// A scratch buffer for a response: `body` gets the start (after lws' `LWS_PRE` headroom) and the end.
    private func withHeaderBuffer(room: Int,
                                  _ body: (UnsafeMutablePointer<UInt8>, UnsafeMutablePointer<UInt8>) -> Void) {
        let pre = uihost_lws_pre()
        let capacity = pre + 2048 + room
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        defer { buffer.deallocate() }
        body(buffer + pre, buffer + capacity)
    }

    private func addHeader(_ wsi: OpaquePointer, _ token: lws_token_indexes, _ value: String,
                           _ position: inout UnsafeMutablePointer<UInt8>?, _ end: UnsafeMutablePointer<UInt8>) -> Bool {
        var bytes = Array(value.utf8)
        return lws_add_http_header_by_token(wsi, token, &bytes, Int32(bytes.count), &position, end) == 0
    }

    /// A request header as a string, or nil when absent (lws keeps headers only until the upgrade completes).
    func header(_ wsi: OpaquePointer, _ token: lws_token_indexes) -> String? {
        let length = lws_hdr_total_length(wsi, token)
        guard length > 0 else { return nil }
        var buffer = [CChar](repeating: 0, count: Int(length) + 1)
        return buffer.withUnsafeMutableBufferPointer { buffer in
            guard lws_hdr_copy(wsi, buffer.baseAddress, Int32(buffer.count), token) >= 0 else { return nil }
            return String(cString: buffer.baseAddress!)
        }
    }

    /// The percent-decoded value of query argument `name`, or nil.
    func urlArgument(_ wsi: OpaquePointer, named name: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 1024)
        return buffer.withUnsafeMutableBufferPointer { buffer in
            guard let value = lws_get_urlarg_by_name(wsi, name + "=", buffer.baseAddress, Int32(buffer.count))
            else { return nil }
            return String(cString: value)
        }
    }
}
