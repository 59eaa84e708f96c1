import Foundation

/// The parts of a `ws://` or `wss://` URL that lws' client connect needs.
struct WebSocketURL: Equatable, Sendable {
    /// `wss://`: the connection speaks TLS.
    let secure: Bool
    let host: String
    let port: Int
    /// Path plus query, as sent on the request line (`/`, `/?token=abc`).
    let resource: String

    init(_ string: String) throws {
        guard let components = URLComponents(string: string), let scheme = components.scheme?.lowercased() else {
            throw WebSocketConnectionError.invalidURL(string, reason: "it is not a URL; expected ws://HOST:PORT/")
        }
        guard scheme == "ws" || scheme == "wss" else {
            throw WebSocketConnectionError.invalidURL(
                string, reason: "scheme \(scheme) is not supported; use ws://, or wss:// for a host serving TLS")
        }
        secure = scheme == "wss"
        guard var host = components.host, !host.isEmpty else {
            throw WebSocketConnectionError.invalidURL(string, reason: "it names no host; expected ws://HOST:PORT/")
        }
        if host.hasPrefix("[") && host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        self.host = host
        port = components.port ?? (secure ? 443 : 80)
        let path = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
        resource = components.percentEncodedQuery.map { path + "?" + $0 } ?? path
    }

    /// The Host header's value.
    var hostHeader: String {
        (host.contains(":") ? "[\(host)]" : host) + ":\(port)"
    }
}
