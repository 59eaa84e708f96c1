import CLibWebSockets
import Foundation

/// A WebSocket client connection on libwebsockets' client API: bytes in, bytes out, nothing of JSON-RPC.
///
/// `init` connects and returns once the handshake succeeded (or throws with the server's HTTP status when it
/// refused). Each connection has its own lws context and service thread; like the server, only that thread
/// touches lws: `send`, `close` and the other calls queue work and wake it with `lws_cancel_service`. Wake-ups and
/// signals are made after the shared lock is released, so the woken thread does not find it still held.
///
/// Incoming messages go either to `receive(timeout:)` or, once `messages` has been read, to that stream: use
/// one or the other. The connection ends when either side closes it; `receive` then returns nil and the stream
/// finishes.
public final class WebSocketConnection: @unchecked Sendable {
    public let url: String

    enum Command {
        case send([UInt8], flags: lws_write_protocol)
        case close(code: UInt16, reason: String)
        case setReading(Bool)
    }

    enum Phase: Equatable {
        case connecting, open, closed
        case failed(WebSocketConnectionError)
    }

    // Shared between threads, guarded by `condition`.
    let condition = NSCondition()
    var phase = Phase.connecting
    /// True until the service thread has left its loop: commands queued after that are dropped.
    private var hasContext = true
    private var commands: [Command] = []
    private var wakeupPending = false
    var forceStop = false
    private var serviceFinished = false
    private var inbox: [[UInt8]] = []
    private var inboxHead = 0
    private var continuation: AsyncStream<[UInt8]>.Continuation?
    private var stream: AsyncStream<[UInt8]>?
    /// The thread that runs `lws_service`; set before it starts.
    private var serviceThread: Thread?
    /// Set by `deliverMessages(to:)`: gets every message on the service thread, then nil once, at the end.
    private var handler: (@Sendable ([UInt8]?) -> Void)?
    private var handlerFinished = false
    private var peerCloseCode: UInt16?

    /// Guards `context` for `lws_cancel_service`, which may be called only while the context exists.
    private let wakeLock = NSLock()
    private var context: OpaquePointer?

    // Service thread only.
    let target: WebSocketURL
    let handshakeHeaders: [(name: String, value: String)]
    var wsi: OpaquePointer?
    var incoming = IncomingMessage()
    var outbound: [(bytes: [UInt8], flags: lws_write_protocol)] = []
    var outboundHead = 0
    var closeRequest: (code: UInt16, reason: String)?
    private var drainedCommands: [Command] = []
    var writeBuffer = WriteBuffer()

    /// Connects to `url` (`ws://HOST:PORT/PATH`, or `wss://` for a host serving TLS) and waits for the handshake.
    /// - Parameters:
    ///   - token: sent as `Authorization: Bearer <token>`.
    ///   - origin: sent as the `Origin` header, as a browser would (omitted when nil).
    ///   - headers: more request headers for the handshake.
    ///   - subprotocol: asked for in `Sec-WebSocket-Protocol` (nil: ask for none); lws then insists the
    ///     server picks it.
    ///   - caFile: for `wss://`, a PEM file of the CAs to trust (the host's own certificate when it is self-signed);
    ///     nil trusts the system's.
    ///   - timeout: how long to wait for the handshake.
    ///   - libraryLogMask: lws' log categories (`LLL_*` bits), process-wide; 0 keeps lws quiet.
    /// - Throws: `WebSocketConnectionError`: `.refused` carries the HTTP status (401, 403, 503, ...),
    ///   `.cannotConnect` when nothing listens.
    public init(url: String, token: String? = nil, origin: String? = nil, headers: [String: String] = [:],
                subprotocol: String? = nil, caFile: String? = nil, timeout: TimeInterval = 10,
                libraryLogMask: Int32 = 0) throws {
        self.url = url
        target = try WebSocketURL(url)
        var handshakeHeaders = headers.sorted { $0.key < $1.key }.map { (name: $0.key, value: $0.value) }
        if let token { handshakeHeaders.append((name: "Authorization", value: "Bearer \(token)")) }
        self.handshakeHeaders = handshakeHeaders

        lws_set_log_level(libraryLogMask, nil)
        let resources = ClientResources(target: target, origin: origin, subprotocol: subprotocol, caFile: caFile)
        var info = lws_context_creation_info()
        info.port = CONTEXT_PORT_NO_LISTEN
        info.protocols = UnsafePointer(resources.protocols)
        info.gid = -1
        info.uid = -1
        info.user = Unmanaged.passUnretained(self).toOpaque()
        // Without it lws prepends "http://" to the origin given.
        info.options = UInt64(LWS_SERVER_OPTION_JUST_USE_RAW_ORIGIN)
        if target.secure {
            info.options |= UInt64(LWS_SERVER_OPTION_DO_SSL_GLOBAL_INIT)
            info.client_ssl_ca_filepath = resources.caFile.map { UnsafePointer($0) }
        }
        guard let context = lws_create_context(&info) else {
            resources.release()
            throw WebSocketConnectionError.cannotConnect(url: url, reason: "libwebsockets could not create a context")
        }
        var connect = lws_client_connect_info()
        connect.context = context
        connect.address = UnsafePointer(resources.address)
        connect.port = Int32(target.port)
        connect.path = UnsafePointer(resources.path)
        connect.host = UnsafePointer(resources.hostHeader)
        connect.origin = resources.origin.map { UnsafePointer($0) }
        connect.protocol = resources.subprotocol.map { UnsafePointer($0) }
        if target.secure { connect.ssl_connection = Int32(LCCSCF_USE_SSL.rawValue) }
        self.context = context
        // Before the service thread exists, so this thread is still the only one touching lws.
        if lws_client_connect_via_info(&connect) == nil {
            condition.lock()
            if phase == .connecting {
                phase = .failed(.cannotConnect(url: url, reason: "libwebsockets refused to start the connection"))
            }
            condition.unlock()
        }

        resources.context = context
        let thread = Thread { [self] in serviceLoop(resources.context!, releasing: resources) }
        thread.name = "uihost-client"
        serviceThread = thread
        thread.start()

        condition.lock()
        let deadline = Date(timeIntervalSinceNow: timeout)
        while phase == .connecting {
            if !condition.wait(until: deadline) { break }
        }
        let outcome = phase
        condition.unlock()
        switch outcome {
        case .open:
            return
        case .connecting:
            shutDown()
            throw WebSocketConnectionError.timedOut(url: url, seconds: timeout)
        case .closed:
            shutDown()
            throw WebSocketConnectionError.cannotConnect(url: url, reason: "the server closed the connection")
        case let .failed(error):
            shutDown()
            throw error
        }
    }

    /// Sends one text message.
    public func send(_ text: [UInt8]) {
        enqueue(.send(text, flags: LWS_WRITE_TEXT))
    }

    /// Sends one binary message.
    public func sendBinary(_ bytes: [UInt8]) {
        enqueue(.send(bytes, flags: LWS_WRITE_BINARY))
    }

    /// Sends one message as `parts.count` WebSocket frames (a first text or binary frame, then continuations),
    /// to exercise the server's reassembly.
    public func sendFragments(_ parts: [[UInt8]], binary: Bool = false) {
        guard !parts.isEmpty else { return }
        for (index, part) in parts.enumerated() {
            var flags = index == 0 ? (binary ? LWS_WRITE_BINARY : LWS_WRITE_TEXT) : LWS_WRITE_CONTINUATION
            if index < parts.count - 1 { flags = lws_write_protocol(flags.rawValue | LWS_WRITE_NO_FIN.rawValue) }
            enqueue(.send(part, flags: flags))
        }
    }

    /// Sends a text message one byte longer than `limit` (spaces), to exercise the server's size limit.
    public func sendOversized(limit: Int) {
        send([UInt8](repeating: UInt8(ascii: " "), count: limit + 1))
    }

    /// Stops reading from the socket (lws rx flow control), so the server's writes back up; for testing a
    /// client that does not read. `resumeReading` undoes it.
    public func pauseReading() {
        enqueue(.setReading(false))
    }

    public func resumeReading() {
        enqueue(.setReading(true))
    }

    /// The next message, waiting up to `timeout` (nil: no limit). Nil on timeout, or once the connection is
    /// closed and every message received before has been returned.
    public func receive(timeout: TimeInterval?) -> [UInt8]? {
        let deadline = timeout.map { Date(timeIntervalSinceNow: $0) }
        condition.lock()
        defer { condition.unlock() }
        while inboxHead == inbox.count && phase == .open {
            if let deadline {
                if !condition.wait(until: deadline) { break }
            } else {
                condition.wait()
            }
        }
        guard inboxHead < inbox.count else { return nil }
        let message = inbox[inboxHead]
        inbox[inboxHead] = []
        inboxHead += 1
        if inboxHead == inbox.count {
            inbox.removeAll(keepingCapacity: true)
            inboxHead = 0
        }
        return message
    }

    /// Incoming messages as a stream, which finishes when the connection closes. Reading this property takes
    /// over delivery from `receive(timeout:)` (messages already queued for it are moved into the stream).
    public var messages: AsyncStream<[UInt8]> {
        condition.lock()
        defer { condition.unlock() }
        if let stream { return stream }
        let (stream, continuation) = AsyncStream<[UInt8]>.makeStream(bufferingPolicy: .unbounded)
        for message in inbox[inboxHead...] { continuation.yield(message) }
        inbox.removeAll()
        inboxHead = 0
        if phase != .open { continuation.finish() }
        self.stream = stream
        self.continuation = continuation
        return stream
    }

    /// Hands every message from now on to `handler`, on the connection's service thread as it arrives, instead of
    /// queuing it for `receive(timeout:)` or `messages` (no thread in between); messages already queued go first.
    /// `handler(nil)` comes once, when the connection has ended. The handler must be quick: the service thread
    /// reads nothing more until it returns. Use one way of receiving per connection.
    public func deliverMessages(to handler: @escaping @Sendable ([UInt8]?) -> Void) {
        condition.lock()
        defer { condition.unlock() }
        // Under the lock, so that a message arriving meanwhile waits for the queued ones to go first.
        for message in inbox[inboxHead...] { handler(message) }
        inbox.removeAll()
        inboxHead = 0
        self.handler = handler
        if phase != .open && phase != .connecting {
            handlerFinished = true
            handler(nil)
        }
    }

    /// True from the handshake until either side closes.
    public var isOpen: Bool {
        condition.lock()
        defer { condition.unlock() }
        return phase == .open
    }

    /// The close code the server sent, once it has closed the connection (1001 when it stops, 1008 for a
    /// policy violation...).
    public var closeCode: UInt16? {
        condition.lock()
        defer { condition.unlock() }
        return peerCloseCode
    }

    /// Waits until the connection is closed, for up to `timeout`; true if it is.
    public func waitUntilClosed(timeout: TimeInterval) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while phase == .open || phase == .connecting {
            if !condition.wait(until: deadline) { break }
        }
        return phase != .open && phase != .connecting
    }

    /// Sends a close frame after the messages already queued, waits up to 2 s for the server's answer, then
    /// tears the connection down and joins the service thread. Safe to call more than once.
    public func close(code: UInt16 = 1000, reason: String = "") {
        enqueue(.close(code: code, reason: reason))
        // From a message handler (the last reference to its owner dropped there) the service thread cannot wait
        // for itself: it sends the close frame once the handler returns.
        if Thread.current === serviceThread { return }
        if !waitUntilClosed(timeout: 2) {
            shutDown()
        }
        waitForServiceThread()
    }

    // MARK: - Shared state, called from the service thread

    func deliver(_ message: [UInt8]) {
        condition.lock()
        if let handler {
            condition.unlock()
            handler(message)
            return
        }
        if let continuation {
            continuation.yield(message)
        } else {
            inbox.append(message)
        }
        condition.unlock()
        condition.broadcast()
    }

    func setPhase(_ new: Phase) {
        condition.lock()
        if phase == .connecting || phase == .open { phase = new }
        let ended = phase != .open && phase != .connecting
        if ended { continuation?.finish() }
        condition.broadcast()
        condition.unlock()
        if ended { finishHandler() }
    }

    /// `handler(nil)`, once, when the connection has ended.
    private func finishHandler() {
        condition.lock()
        let handler = handlerFinished ? nil : self.handler
        handlerFinished = true
        condition.unlock()
        handler?(nil)
    }

    func recordPeerClose(code: UInt16) {
        condition.lock()
        peerCloseCode = code
        condition.unlock()
    }

    /// Moves queued commands onto the connection (`LWS_CALLBACK_EVENT_WAIT_CANCELLED`).
    func takeCommands() -> [Command] {
        condition.lock()
        swap(&commands, &drainedCommands)
        commands.removeAll(keepingCapacity: true)
        wakeupPending = false
        condition.unlock()
        return drainedCommands
    }

    // MARK: - Service thread

    private func enqueue(_ command: Command) {
        condition.lock()
        guard hasContext, phase == .open || phase == .connecting else {
            condition.unlock()
            return
        }
        commands.append(command)
        let wake = !wakeupPending
        wakeupPending = true
        condition.unlock()
        if wake { wakeServiceThread() }
    }

    /// `lws_cancel_service`, if the context still exists: the service thread returns from its poll.
    private func wakeServiceThread() {
        wakeLock.lock()
        defer { wakeLock.unlock() }
        if let context { lws_cancel_service(context) }
    }

    private func serviceLoop(_ context: OpaquePointer, releasing resources: ClientResources) {
        while lws_service(context, 0) >= 0 {
            condition.lock()
            let done = forceStop || (phase != .open && phase != .connecting)
            condition.unlock()
            if done { break }
        }
        condition.lock()
        hasContext = false
        condition.unlock()
        wakeLock.lock()
        self.context = nil
        wakeLock.unlock()
        lws_context_destroy(context)
        resources.release()
        condition.lock()
        serviceFinished = true
        if phase == .open || phase == .connecting { phase = .closed }
        continuation?.finish()
        condition.broadcast()
        condition.unlock()
        finishHandler()
    }

    /// Makes the service thread leave its loop (dropping the connection without a close handshake).
    private func shutDown() {
        condition.lock()
        forceStop = true
        condition.unlock()
        wakeServiceThread()
        waitForServiceThread()
    }

    private func waitForServiceThread() {
        condition.lock()
        while !serviceFinished { condition.wait() }
        condition.unlock()
    }
}

/// C memory lws reads while the connection lives (the strings of the connect request and the protocols array),
/// and the context itself, handed to the service thread.
private final class ClientResources: @unchecked Sendable {
    var context: OpaquePointer?
    let address: UnsafeMutablePointer<CChar>
    let path: UnsafeMutablePointer<CChar>
    let hostHeader: UnsafeMutablePointer<CChar>
    let origin: UnsafeMutablePointer<CChar>?
    let subprotocol: UnsafeMutablePointer<CChar>?
    let caFile: UnsafeMutablePointer<CChar>?
    let protocolName: UnsafeMutablePointer<CChar>
    let protocols: UnsafeMutablePointer<lws_protocols>

    init(target: WebSocketURL, origin: String?, subprotocol: String?, caFile: String?) {
        address = strdup(target.host)
        path = strdup(target.resource)
        hostHeader = strdup(target.hostHeader)
        self.origin = origin.map { strdup($0) }
        self.subprotocol = subprotocol.map { strdup($0) }
        self.caFile = caFile.map { strdup($0) }
        protocolName = strdup("uihost-client")
        protocols = .allocate(capacity: 2)
        protocols.initialize(repeating: lws_protocols(), count: 2)
        protocols[0].name = UnsafePointer(protocolName)
        protocols[0].callback = { wsi, reason, user, input, length in
            WebSocketConnection.dispatch(wsi, reason, user, input, length)
        }
        protocols[0].rx_buffer_size = 64 * 1024
    }

    func release() {
        for pointer in [address, path, hostHeader, origin, subprotocol, caFile, protocolName] { free(pointer) }
        protocols.deallocate()
    }
}
