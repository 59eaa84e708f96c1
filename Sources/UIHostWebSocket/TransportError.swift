import Foundation
import UIHostProtocol

/// Why the WebSocket server could not start.
public enum TransportError: Error, Equatable, CustomStringConvertible {
    /// Nothing could listen on host:port. `reason` is the system's explanation when one could be found.
    case cannotListen(host: String, port: Int, reason: String)
    /// `start()` was called twice, or after `stop()`: create a new server instead.
    case alreadyStarted
    /// The TLS certificate or key could not be read or used.
    case cannotLoadTLS(certificate: String, key: String, reason: String)

    public var description: String {
        switch self {
        case let .cannotListen(host, port, reason):
            "cannot listen on \(host):\(port): \(reason). Pick another port (--port, or 0 for any free one) "
                + "or stop whatever is using it; the host must be an address of this machine (e.g. 127.0.0.1)."
        case let .cannotLoadTLS(certificate, key, reason):
            "cannot serve TLS with the certificate \(certificate) and the key \(key): \(reason). Give a PEM "
                + "certificate with --tls-cert and its unencrypted PEM private key with --tls-key."
        case .alreadyStarted:
            "this WebSocketServer was already started: each server starts once; create a new one to listen again."
        }
    }

    /// What `probeBindFailure` says when the address and port can be bound: the failure was elsewhere.
    static let bindWorks = "libwebsockets refused to create the listening socket (turn its logging on to see why)"

    /// Binds a throw-away socket to find out why lws could not (lws does not report errno).
    static func probeBindFailure(host: String, port: Int) -> String {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(truncatingIfNeeded: port).bigEndian)
        guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else {
            return "\"\(host)\" is not an address this server can bind (use an IP address such as 127.0.0.1)"
        }
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return String(cString: strerror(errno)) }
        defer { Foundation.close(fd) }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        if result != 0 {
            return String(cString: strerror(errno)).lowercased()
        }
        return bindWorks
    }
}
