/// Why a `WebSocketConnection` could not be opened.
public enum WebSocketConnectionError: Error, Equatable, CustomStringConvertible {
    case invalidURL(String, reason: String)
    /// The server answered the upgrade with an HTTP status other than 101 (401: token missing or wrong,
    /// 403: Origin not allowed, 503: connection limit reached, 404: wrong path).
    case refused(url: String, status: Int, detail: String)
    /// No WebSocket came up: nothing listening, the connection dropped, or the handshake was malformed.
    case cannotConnect(url: String, reason: String)
    case timedOut(url: String, seconds: Double)

    /// The HTTP status of a refusal, if the server sent one.
    public var httpStatus: Int? {
        if case let .refused(_, status, _) = self { return status }
        return nil
    }

    public var description: String {
        switch self {
        case let .invalidURL(url, reason):
            "invalid WebSocket URL \(url): \(reason)"
        case let .refused(url, status, detail):
            "\(url) refused the WebSocket upgrade with HTTP \(status) (\(detail))"
                + WebSocketConnectionError.hint(forStatus: status)
        case let .cannotConnect(url, reason):
            "cannot connect to \(url): \(reason). Is the server running (uihost serve) and listening on that "
                + "host and port?"
        case let .timedOut(url, seconds):
            "no WebSocket handshake with \(url) within \(seconds) s"
        }
    }

    private static func hint(forStatus status: Int) -> String {
        switch status {
        case 401: ": pass the server's token (Authorization: Bearer <token> or ?token=<token>)"
        case 403: ": the Origin header is not allowed; omit it or add it with --allow-origin"
        case 503: ": the server is at its connection limit; close another client first"
        case 404: ": connect to the path /"
        default: ""
        }
    }
}
