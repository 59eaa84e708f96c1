import Foundation
import UIHostProtocol

/// Decides whether a WebSocket upgrade request may proceed: token, Origin and connection count, in that order.
/// Pure (no lws), so the rules can be read and tested on their own; `WebSocketServer` feeds it the request's
/// headers during `LWS_CALLBACK_HTTP_CONFIRM_UPGRADE` and turns a refusal into the HTTP status it names.
struct HandshakePolicy: Sendable {
    /// Why an upgrade was refused: the HTTP status to answer with and a plain-text body saying what would be right.
    struct Refusal: Equatable, Sendable {
        let status: UInt32
        let message: String
    }

    let token: String?
    let allowedOrigins: Set<String>
    let maximumConnections: Int

    /// `host` and `port` are where the server listens: the server's own origins (`http://HOST:PORT`, `https://`
    /// when it serves TLS, and the
    /// loopback names for the same port) are always accepted. The Host header is deliberately not trusted for
    /// this: a DNS-rebinding page sends a matching Host and Origin.
    init(configuration: TransportConfiguration, port: Int) {
        token = configuration.token
        maximumConnections = configuration.maximumConnections
        var origins = Set(configuration.allowedOrigins.map(HandshakePolicy.normalizedOrigin))
        for name in [configuration.bindAddress, "localhost", "127.0.0.1", "[::1]"] {
            let host = name.contains(":") && !name.hasPrefix("[") ? "[\(name)]" : name
            let scheme = configuration.usesTLS ? "https" : "http"
            origins.insert(HandshakePolicy.normalizedOrigin("\(scheme)://\(host):\(port)"))
        }
        allowedOrigins = origins
    }

    /// - Parameters:
    ///   - path: the request path without its query.
    ///   - authorization: the Authorization header, if any.
    ///   - queryToken: the decoded value of the `token` query argument, if any.
    ///   - origin: the Origin header, if any (absent for non-browser clients).
    ///   - openConnections: WebSocket connections currently open.
    func check(path: String, authorization: String?, queryToken: String?, origin: String?,
               openConnections: Int) -> Refusal? {
        if path != "/" {
            return Refusal(status: 404, message: "No WebSocket endpoint at \(path): connect to / instead.\n")
        }
        if let refusal = checkRequest(authorization: authorization, queryToken: queryToken, origin: origin) {
            return refusal
        }
        if openConnections >= maximumConnections {
            return Refusal(status: 503, message: "The server already has \(openConnections) connections, its "
                + "limit: close one and retry, or raise the limit.\n")
        }
        return nil
    }

    /// The token and Origin rules alone, for the host's own HTTP paths (`/snapshot.png`) as for the handshake.
    func checkRequest(authorization: String?, queryToken: String?, origin: String?) -> Refusal? {
        if let token, !accepts(token: token, authorization: authorization, queryToken: queryToken) {
            return Refusal(status: 401, message: "This server needs a token: send the header "
                + "\"Authorization: Bearer <token>\" or add ?token=<token> to the URL.\n")
        }
        if let origin, !allowedOrigins.contains(HandshakePolicy.normalizedOrigin(origin)) {
            return Refusal(status: 403, message: "Origin \(origin) is not allowed: open the page from this "
                + "server, or start the server with --allow-origin \(origin).\n")
        }
        return nil
    }

    private func accepts(token: String, authorization: String?, queryToken: String?) -> Bool {
        if let authorization {
            let parts = authorization.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
            if parts.count == 2, parts[0].lowercased() == "bearer",
               HandshakePolicy.constantTimeEquals(parts[1].trimmingCharacters(in: .whitespaces), token) {
                return true
            }
        }
        if let queryToken, HandshakePolicy.constantTimeEquals(queryToken, token) {
            return true
        }
        return false
    }

    /// Compares without stopping at the first difference, so timing does not reveal how much of a guess was right.
    static func constantTimeEquals(_ a: some StringProtocol, _ b: some StringProtocol) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        var difference = UInt8(x.count == y.count ? 0 : 1)
        for i in 0..<max(x.count, y.count) {
            difference |= (i < x.count ? x[i] : 0) ^ (i < y.count ? y[i] : 0)
        }
        return difference == 0
    }

    /// Origins compare case-insensitively and without a trailing slash (`http://Localhost:80/` = `http://localhost:80`).
    static func normalizedOrigin(_ origin: String) -> String {
        var value = origin.trimmingCharacters(in: .whitespaces).lowercased()
        while value.hasSuffix("/") { value.removeLast() }
        return value
    }
}
