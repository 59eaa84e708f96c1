import Foundation

/// The parts of a `ws://` URL that lws' client connect needs.
struct WebSocketURL: Equatable, Sendable {
    let host: String
    let port: Int
    /// Path plus query, as sent on the request line (`/`, `/?token=abc`).
    let resource: String

    init(_ string: String) throws {
        guard let components = URLComponents(string: string), let scheme = components.scheme?.lowercased() else {
            throw WebSocketConnectionError.invalidURL(string, reason: "it is not a URL; expected ws://HOST:PORT/")
        }
        guard scheme == "ws" else {
            throw WebSocketConnectionError.invalidURL(
                string, reason: "scheme \(scheme) is not supported; use ws:// (the host serves plain WebSocket)")
        }
        guard var host = components.host, !host.isEmpty else {
            throw WebSocketConnectionError.invalidURL(string, reason: "it names no host; expected ws://HOST:PORT/")
        }
        if host.hasPrefix("[") && host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        self.host = host
        port = components.port ?? 80
        let path = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
        resource = components.percentEncodedQuery.map { path + "?" + $0 } ?? path
    }

    /// The Host header's value.
    var hostHeader: String {
        (host.contains(":") ? "[\(host)]" : host) + ":\(port)"
    }
}
