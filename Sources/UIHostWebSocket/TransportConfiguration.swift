import Foundation
import UIHostProtocol

/// The transport's settings, with docs/protocol.md's defaults.
public struct TransportConfiguration: Sendable, Equatable {
    /// Address to bind: loopback unless the user asks otherwise. An IP address (lws also takes an interface name).
    public var bindAddress: String = "127.0.0.1"
    /// 0 picks a free port.
    public var port: Int = 8765
    /// When set, the WebSocket handshake must carry `Authorization: Bearer <token>` or `?token=<token>`,
    /// or it is refused with HTTP 401 before any JSON is read.
    public var token: String?
    /// Browser origins accepted besides the server's own (`http://HOST:PORT`). Requests without an Origin
    /// header (non-browser clients) are accepted; any other Origin is refused with HTTP 403.
    public var allowedOrigins: [String] = []
    /// Largest incoming message, in bytes, after reassembly; inclusive.
    public var maximumMessageBytes: Int = 1 << 20
    /// Open WebSocket connections; one more is refused with HTTP 503 at the handshake.
    public var maximumConnections: Int = 64
    /// Bytes queued for one client; a client that still has more than this unread when another message is sent is
    /// disconnected. One message larger than this is sent whole to a client that reads.
    public var maximumOutboundBytes: Int = 16 << 20
    /// A PEM certificate (or chain) and its private key: with both, the port speaks TLS only (`wss://` for clients,
    /// `https://` for the inspector), through libwebsockets' OpenSSL support.
    public var tlsCertificatePath: String?
    public var tlsPrivateKeyPath: String?
    /// Directory served over HTTP under `/inspector/` (nil: no static files).
    public var inspectorDirectory: String?
    /// Paths whose GETs the main loop answers (`.httpGet` events, `respond(_:to:)`), behind the token and Origin
    /// checks of the handshake: the host's `/snapshot.png`. Empty by default.
    public var hostPaths: Set<String> = []
    /// How long `stop()` waits for clients to answer the close frame before dropping them.
    public var stopGracePeriod: TimeInterval = 2
    /// libwebsockets' own logging (process-wide); off unless asked for.
    public var libraryLogLevel: LibraryLogLevel = .off
    /// The subprotocol offered (not required).
    public static let subprotocol = "uihost.v1"

    public init() {}

    /// Whether the port serves TLS: a certificate and a key are both given.
    public var usesTLS: Bool { tlsCertificatePath != nil && tlsPrivateKeyPath != nil }

    /// `ws` or `wss`.
    public var webSocketScheme: String { usesTLS ? "wss" : "ws" }

    /// Whether the bind address is a loopback one, reachable only from this machine.
    public var bindsLoopbackOnly: Bool {
        let address = bindAddress.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        return address == "localhost" || address == "::1" || address.hasPrefix("127.")
    }
}
