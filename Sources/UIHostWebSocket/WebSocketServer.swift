import CLibWebSockets
import UIHostProtocol
import Foundation

/// The WebSocket server on libwebsockets: one port for the WebSocket endpoint (`/`), the inspector's static
/// files (`/inspector/`) and the host's own HTTP paths (`/snapshot.png`, answered by the main loop). It only moves bytes: whole messages in, whole messages out.
///
/// Threading: one service thread runs `lws_service` and is the only thread that touches lws connections.
/// `send` and `close` may be called from any thread: they append to a locked queue and wake the service thread
/// with `lws_cancel_service` (the one lws call that is safe from another thread); the service thread picks the
/// work up in `LWS_CALLBACK_EVENT_WAIT_CANCELLED`. The wake-up is made after the queue's lock is released, under a
/// lock of its own: the thread it wakes takes the queue's lock first thing, and would otherwise find it still held.
/// Incoming traffic goes the other way through an inbox that the main thread drains with `waitForEvents(timeout:)`.
///
/// Call `stop()` before dropping the last reference: the service thread keeps the server alive until then.
public final class WebSocketServer: @unchecked Sendable {
    public let configuration: TransportConfiguration

    enum Command {
        case send(ConnectionID, [UInt8], isBinary: Bool, part: MessagePart)
        case close(ConnectionID, code: UInt16, reason: String)
        case answer(ConnectionID, HTTPResponse)
    }

    private enum Phase {
        case idle, running, stopping, stopped
    }

    // Shared between threads, guarded by `lock`.
    private let lock = NSLock()
    private var phase = Phase.idle
    /// True while the context exists: commands queued after it is gone are dropped.
    private var acceptsCommands = false
    private var commands: [Command] = []
    private var wakeupPending = false
    private var stopRequested = false
    private var forceStop = false
    private var openConnections = 0

    /// Guards `context` for `lws_cancel_service`, which may be called only while the context exists.
    private let wakeLock = NSLock()
    /// Non-nil while the context exists.
    private var context: OpaquePointer?

    let inbox = EventInbox()
    private let finished = NSCondition()
    private var isFinished = false

    // Service thread only.
    var connections: [ConnectionID: ConnectionState] = [:]
    var nextConnectionID = 1
    /// Rebuilt by `start()` once the port is known (the server's own origins contain it).
    var policy: HandshakePolicy
    let files: InspectorFiles
    var isStopping = false
    /// GETs of the host's own paths waiting for an answer or being written, by connection and by request id.
    var pendingHTTP: [OpaquePointer: PendingHTTPRequest] = [:]
    var pendingHTTPByID: [ConnectionID: PendingHTTPRequest] = [:]
    private var drainedCommands: [Command] = []
    private var connectionsToWake: [ConnectionState] = []
    /// Where outgoing chunks are copied to leave lws its `LWS_PRE` bytes of header room; reused for every write.
    let writeBuffer: UnsafeMutableRawPointer

    public init(configuration: TransportConfiguration) {
        self.configuration = configuration
        policy = HandshakePolicy(configuration: configuration, port: configuration.port)
        files = InspectorFiles(directory: configuration.inspectorDirectory)
        writeBuffer = .allocate(byteCount: uihost_lws_pre() + OutboundQueue.chunkSize, alignment: 16)
    }

    deinit {
        writeBuffer.deallocate()
    }

    /// Binds and starts the service thread. Returns the port actually bound (useful with port 0).
    /// - Throws: `TransportError.cannotListen` naming host and port when nothing can listen there.
    public func start() throws -> Int {
        lock.lock()
        guard phase == .idle else {
            lock.unlock()
            throw TransportError.alreadyStarted
        }
        phase = .running
        lock.unlock()

        configuration.libraryLogLevel.apply()
        if let unreadable = [configuration.tlsCertificatePath, configuration.tlsPrivateKeyPath].compactMap({ $0 })
            .first(where: { !FileManager.default.isReadableFile(atPath: $0) }) {
            lock.lock()
            phase = .stopped
            lock.unlock()
            throw TransportError.cannotLoadTLS(certificate: configuration.tlsCertificatePath ?? "",
                                               key: configuration.tlsPrivateKeyPath ?? "",
                                               reason: "\(unreadable) cannot be read")
        }
        // lws takes an IP address or an interface name, not a host name.
        let resources = ContextResources(host: configuration.bindAddress == "localhost" ? "127.0.0.1" : configuration.bindAddress,
                                         certificate: configuration.tlsCertificatePath, key: configuration.tlsPrivateKeyPath)
        var info = lws_context_creation_info()
        info.port = Int32(configuration.port)
        info.iface = UnsafePointer(resources.host)
        info.protocols = UnsafePointer(resources.protocols)
        info.gid = -1
        info.uid = -1
        info.pt_serv_buf_size = 32 * 1024
        info.user = Unmanaged.passUnretained(self).toOpaque()
        if !configuration.bindAddress.contains(":") {
            info.options |= UInt64(LWS_SERVER_OPTION_DISABLE_IPV6)
        }
        if let certificate = resources.certificate, let key = resources.key {
            info.options |= UInt64(LWS_SERVER_OPTION_DO_SSL_GLOBAL_INIT)
            info.ssl_cert_filepath = UnsafePointer(certificate)
            info.ssl_private_key_filepath = UnsafePointer(key)
        }
        guard let context = lws_create_context(&info) else {
            resources.release()
            lock.lock()
            phase = .stopped
            lock.unlock()
            let reason = TransportError.probeBindFailure(host: configuration.bindAddress, port: configuration.port)
            if configuration.usesTLS, reason == TransportError.bindWorks {
                throw TransportError.cannotLoadTLS(
                    certificate: configuration.tlsCertificatePath ?? "", key: configuration.tlsPrivateKeyPath ?? "",
                    reason: "OpenSSL refused them (not PEM, or a key that does not match the certificate)")
            }
            throw TransportError.cannotListen(host: configuration.bindAddress, port: configuration.port, reason: reason)
        }
        let port = Int(lws_get_vhost_listen_port(lws_get_vhost_by_name(context, "default")))
        policy = HandshakePolicy(configuration: configuration, port: port)

        wakeLock.lock()
        self.context = context
        wakeLock.unlock()
        lock.lock()
        acceptsCommands = true
        lock.unlock()
        resources.context = context
        let thread = Thread { [self] in serviceLoop(resources.context!, releasing: resources) }
        thread.name = "uihost-lws"
        thread.start()
        return port
    }

    /// Sends a close frame (1001, going away) to every client after the messages already queued for it, waits
    /// up to `configuration.stopGracePeriod` for them to answer, then drops whatever is left and joins the service
    /// thread. Safe to call more than once and from any thread.
    public func stop() {
        lock.lock()
        switch phase {
        case .idle:
            phase = .stopped
            lock.unlock()
            return
        case .stopped:
            lock.unlock()
            return
        case .stopping:
            break
        case .running:
            phase = .stopping
            stopRequested = true
        }
        lock.unlock()
        wakeServiceThread()

        if !waitUntilFinished(deadline: Date(timeIntervalSinceNow: configuration.stopGracePeriod)) {
            lock.lock()
            forceStop = true
            lock.unlock()
            wakeServiceThread()
            _ = waitUntilFinished(deadline: nil)
        }
        lock.lock()
        phase = .stopped
        lock.unlock()
    }

    /// Queues `message` as one text message for `connection`. Messages to a connection that is gone are dropped.
    /// A client whose queue is past `maximumOutboundBytes` when another message is sent is disconnected (close code
    /// 1008) and reported `.closed`; a single message may be larger than the limit.
    public func send(_ message: [UInt8], to connection: ConnectionID) {
        enqueue(.send(connection, message, isBinary: false, part: .whole))
    }

    /// Queues one part of a text message sent in parts: `.first`, any number of `.middle`, then `.last`; the
    /// client receives one message. Send nothing else to the connection between the first part and the last:
    /// WebSocket messages cannot interleave. The outbound limit is checked at the first part only, so a reply
    /// that streams out is not cut short.
    public func sendPart(_ part: [UInt8], of kind: MessagePart, to connection: ConnectionID) {
        enqueue(.send(connection, part, isBinary: false, part: kind))
    }

    /// Sends a close frame with `code` and `reason` (at most 123 bytes of UTF-8 are sent) after the messages
    /// already queued for the connection. `.closed` follows once the connection is gone.
    public func close(_ connection: ConnectionID, code: UInt16, reason: String) {
        enqueue(.close(connection, code: code, reason: reason))
    }

    /// Answers a `.httpGet` event (from any thread); a request whose connection has gone is dropped.
    public func respond(_ response: HTTPResponse, to request: ConnectionID) {
        enqueue(.answer(request, response))
    }

    /// Blocks the caller until at least one event is queued or `timeout` passes (nil: no limit); returns every
    /// queued event in arrival order (empty on timeout).
    public func waitForEvents(timeout: TimeInterval?) -> [TransportEvent] {
        inbox.wait(timeout: timeout)
    }

    /// Makes a `waitForEvents` blocked now (or the next one) return at once, so its caller can look at something
    /// that changed outside the transport, such as a stop request. Safe from any thread.
    public func interruptWait() {
        inbox.interrupt()
    }

    /// WebSocket connections currently open (handshake done, `.closed` not yet reported).
    public var connectionCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return openConnections
    }

    /// Queues work for the service thread and wakes it, once per batch: until it drains the queue, further
    /// commands only append.
    private func enqueue(_ command: Command) {
        lock.lock()
        guard acceptsCommands else {
            lock.unlock()
            return
        }
        commands.append(command)
        let wake = !wakeupPending
        wakeupPending = true
        lock.unlock()
        if wake { wakeServiceThread() }
    }

    /// `lws_cancel_service`, if the context still exists: the service thread returns from its poll and runs
    /// `LWS_CALLBACK_EVENT_WAIT_CANCELLED`.
    private func wakeServiceThread() {
        wakeLock.lock()
        defer { wakeLock.unlock() }
        if let context { lws_cancel_service(context) }
    }

    // MARK: - Service thread

    private func serviceLoop(_ context: OpaquePointer, releasing resources: ContextResources) {
        while lws_service(context, 0) >= 0 {
            lock.lock()
            let force = forceStop
            lock.unlock()
            if force || (isStopping && connections.isEmpty) { break }
        }
        lock.lock()
        acceptsCommands = false
        lock.unlock()
        wakeLock.lock()
        self.context = nil
        wakeLock.unlock()
        lws_context_destroy(context)
        resources.release()
        finished.lock()
        isFinished = true
        finished.broadcast()
        finished.unlock()
    }

    private func waitUntilFinished(deadline: Date?) -> Bool {
        finished.lock()
        defer { finished.unlock() }
        while !isFinished {
            if let deadline {
                if !finished.wait(until: deadline) { return isFinished }
            } else {
                finished.wait()
            }
        }
        return true
    }

    /// Moves the commands queued by other threads onto their connections (`LWS_CALLBACK_EVENT_WAIT_CANCELLED`).
    func drainCommands() {
        lock.lock()
        swap(&commands, &drainedCommands)
        wakeupPending = false
        let beginStopping = stopRequested && !isStopping
        lock.unlock()

        for command in drainedCommands {
            switch command {
            case let .send(id, bytes, isBinary, part):
                guard let connection = connections[id], connection.acceptsOutput else { continue }
                // A client that has not read what is already queued past the limit is not reading; one reply larger
                // than the limit (tree.get of 100,000 views is ~27 MB) still goes out to a client that reads.
                let unread = connection.outbound.byteCount
                connection.outbound.append(bytes, isBinary: isBinary, part: part)
                if unread > configuration.maximumOutboundBytes, part == .whole || part == .first {
                    abandon(connection)
                } else {
                    requestWritable(connection)
                }
            case let .close(id, code, reason):
                guard let connection = connections[id], connection.acceptsOutput else { continue }
                connection.closeRequest = (code, reason)
                requestWritable(connection)
            case let .answer(id, response):
                answer(id, with: response)
            }
        }
        drainedCommands.removeAll(keepingCapacity: true)
        for connection in connectionsToWake {
            connection.wakeRequested = false
            if !connection.closedReported { lws_callback_on_writable(connection.wsi) }
        }
        connectionsToWake.removeAll(keepingCapacity: true)

        if beginStopping {
            isStopping = true
            for connection in connections.values where connection.acceptsOutput {
                connection.closeRequest = (1001, "server stopping")
                lws_callback_on_writable(connection.wsi)
            }
        }
    }

    /// Asks lws for one writable callback per connection per batch of commands, however many messages it got.
    private func requestWritable(_ connection: ConnectionState) {
        guard !connection.wakeRequested else { return }
        connection.wakeRequested = true
        connectionsToWake.append(connection)
    }

    /// Drops a client that stopped reading: reports it closed now and has lws kill the connection (lws still tries
    /// to send the 1008 close frame, for up to its own close timeout, should the client wake up).
    private func abandon(_ connection: ConnectionState) {
        let unread = connection.outbound.byteCount
        connection.outbound.removeAll()
        let explanation = "outbound queue over \(configuration.maximumOutboundBytes) bytes: the client is not reading"
        if !connection.closedReported {
            inbox.append(.dropped(connection.id, reason: "\(unread) bytes unread, over the \(configuration.maximumOutboundBytes)-byte limit: the client is not reading"))
        }
        reportClosed(connection)
        updateOpenConnections()
        var reason = Array(explanation.utf8.prefix(123))
        lws_close_reason(connection.wsi, LWS_CLOSE_STATUS_POLICY_VIOLATION, &reason, reason.count)
        lws_set_timeout(connection.wsi, PENDING_TIMEOUT_USER_OK, LWS_TO_KILL_ASYNC)
    }

    /// Hands `.closed` to the main loop once per connection; call `updateOpenConnections` after.
    func reportClosed(_ connection: ConnectionState) {
        guard !connection.closedReported else { return }
        connection.closedReported = true
        inbox.append(.closed(connection.id))
    }

    func updateOpenConnections() {
        let count = connections.values.reduce(0) { $0 + ($1.closedReported ? 0 : 1) }
        lock.lock()
        openConnections = count
        lock.unlock()
    }
}

/// C memory lws reads for the context's whole life (the interface name, the TLS files' paths and the protocols
/// array), and the context itself, handed to the service thread.
private final class ContextResources: @unchecked Sendable {
    var context: OpaquePointer?
    let host: UnsafeMutablePointer<CChar>
    let certificate: UnsafeMutablePointer<CChar>?
    let key: UnsafeMutablePointer<CChar>?
    let protocolName: UnsafeMutablePointer<CChar>
    let protocols: UnsafeMutablePointer<lws_protocols>

    init(host: String, certificate: String?, key: String?) {
        self.host = strdup(host)
        self.certificate = certificate.map { strdup($0) }
        self.key = key.map { strdup($0) }
        protocolName = strdup(TransportConfiguration.subprotocol)
        protocols = .allocate(capacity: 2)
        protocols.initialize(repeating: lws_protocols(), count: 2)
        // The first protocol also receives every connection's HTTP and lifecycle callbacks, and is the one bound
        // to WebSocket clients that ask for no subprotocol.
        protocols[0].name = UnsafePointer(protocolName)
        protocols[0].callback = { wsi, reason, user, input, length in
            WebSocketServer.dispatch(wsi, reason, user, input, length)
        }
        protocols[0].per_session_data_size = MemoryLayout<ConnectionID>.size
        protocols[0].rx_buffer_size = 64 * 1024
    }

    func release() {
        free(host)
        free(certificate)
        free(key)
        free(protocolName)
        protocols.deallocate()
    }
}

extension WebSocketServer: MessageTransport {
    /// A streamed message's parts are cut to the size of one WebSocket frame the server writes.
    public var partBytes: Int { OutboundQueue.chunkSize }
}
