import Foundation
import HeadlessUIKit
import UIHostProtocol

/// The app a host runs: a name and a way to make its delegate (a new one for every launch).
public struct AppDescription {
    public let name: String
    public let makeDelegate: @MainActor () -> UIApplicationDelegate

    public init(name: String, makeDelegate: @escaping @MainActor () -> UIApplicationDelegate) {
        self.name = name
        self.makeDelegate = makeDelegate
    }
}

/// The host's settings: the app, the device, the clock.
public struct HostConfiguration {
    public var app: AppDescription
    public var device: DeviceProfile = .iPhone8
    public var clock: ClockMode = .virtual
    /// Launch the app when the host starts, as a simulator does.
    public var launchOnStart = true
    /// Host time a `wait: "idle"` waits at most, in seconds.
    public var idleTimeout: TimeInterval = 10

    public init(app: AppDescription) {
        self.app = app
    }
}

/// One connected client: its event subscriptions and the fingers it has down.
public final class ClientSession {
    public let id: Int
    public internal(set) var subscriptions: Set<String> = []
    public internal(set) var clientName: String?
    /// Touch ids this client began and has not ended: cancelled if the client goes away (a finger lifted by
    /// force, so no view is left tracking a touch forever).
    var fingersDown: Set<Int> = []

    public init(id: Int) {
        self.id = id
    }
}

/// The automation host: maps protocol methods onto a `HeadlessHost` (PROTOCOL.md, Methods). No I/O: it takes
/// whole messages and returns replies and notifications; the server moves them.
@MainActor
public final class AutomationHost {
    nonisolated public static let serverName = "uihost"
    nonisolated public static let serverVersion = "0.1.0"

    public let configuration: HostConfiguration
    public let host: HeadlessHost
    let refs = Refs()
    let dispatcher = RPCDispatcher<ClientSession>()
    var nodes: ViewNodes { ViewNodes(refs: refs) }
    private var outbox: [(Int, [UInt8])] = []
    private var sessions: [Int: ClientSession] = [:]
    private var lastTreeHash: Int?
    private(set) var treeVersion = 0
    private var lastOrientation: (UIDeviceOrientation, UIInterfaceOrientation)

    public init(configuration: HostConfiguration) throws {
        self.configuration = configuration
        host = HeadlessHost(device: configuration.device, clock: configuration.clock)
        lastOrientation = (host.deviceOrientation, host.interfaceOrientation)
        registerMethods()
        if configuration.launchOnStart {
            try host.launch(delegate: configuration.app.makeDelegate())
            host.runUntilIdle(timeout: configuration.idleTimeout)
        }
        host.clearCallbackLog()
    }

    // MARK: Sessions

    public func openSession(_ id: Int) -> ClientSession {
        let session = ClientSession(id: id)
        sessions[id] = session
        return session
    }

    public func session(_ id: Int) -> ClientSession? { sessions[id] }

    /// A client went away: fingers it left down are cancelled, so their views get touchesCancelled.
    public func closeSession(_ id: Int) {
        guard let session = sessions.removeValue(forKey: id) else { return }
        let fingers = session.fingersDown
        guard !fingers.isEmpty, host.lifecycleState == .active else { return }
        let inputs = host.activeTouches.filter { fingers.contains($0.identifier) }.map {
            TouchInput(id: $0.identifier, phase: .cancelled, location: $0.location(in: nil))
        }
        if !inputs.isEmpty { _ = try? host.send(inputs) }
        collectNotifications()
    }

    public var sessionCount: Int { sessions.count }

    // MARK: Messages

    /// Handles one whole text message from a client; returns the reply (nil for notifications only).
    public func handle(_ message: [UInt8], from session: ClientSession) -> [UInt8]? {
        host.makeCurrent()
        let reply = dispatcher.handle(message, context: session)
        collectNotifications()
        return reply
    }

    /// The reply to a message the transport could not accept whole.
    public func oversizeReply(limit: Int) -> [UInt8] {
        RPCDispatcher<ClientSession>.errorResponse(id: .null, .limitExceeded(
            "messageSize", "the message is larger than the \(limit)-byte limit; send smaller messages")).serialized()
    }

    public func binaryFrameReply() -> [UInt8] {
        RPCDispatcher<ClientSession>.errorResponse(id: .null, .invalidRequest(
            "binary frames are not accepted; send JSON-RPC as UTF-8 text frames")).serialized()
    }

    /// Lets time pass on a real clock: fires what fell due. Returns the seconds until the next due work.
    public func tick() {
        if configuration.clock == .real {
            host.makeCurrent()
            host.advance(by: 0)
            collectNotifications()
        }
    }

    /// Notifications waiting to be sent, as (session id, message).
    public func takeOutbox() -> [(Int, [UInt8])] {
        defer { outbox.removeAll() }
        return outbox
    }

    // MARK: Events (PROTOCOL.md, Events)

    /// Turns what the runtime did since the last call into notifications for subscribed clients, then clears
    /// the callback log (a long-running host must not keep it).
    func collectNotifications() {
        defer { host.clearCallbackLog() }
        let subscribed = sessions.values.filter { !$0.subscriptions.isEmpty }
        guard !subscribed.isEmpty else { return }
        var events: [(String, JSON)] = []
        for record in host.callbacks.records {
            switch record.kind {
            case .application:
                events.append(("app.lifecycle", ["state": .string(host.lifecycleState.rawValue), "callback": .string(record.name)]))
            case .viewController where ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"].contains(record.name):
                guard let controller = record.receiver as? UIViewController else { continue }
                events.append(("controller.appearance", ["controller": .string(refs.ref(controller)),
                                                         "callback": .string(record.name),
                                                         "animated": .bool(controller.appearanceAnimated)]))
            case .responder where record.name.hasPrefix("touches"):
                guard let view = record.receiver as? UIView else { continue }
                let phase = String(record.name.dropFirst("touches".count)).lowercased()
                events.append(("touch.delivered", ["phase": .string(phase), "view": .string(refs.ref(view))]))
            default:
                continue
            }
        }
        let orientation = (host.deviceOrientation, host.interfaceOrientation)
        if orientation != lastOrientation {
            lastOrientation = orientation
            events.append(("device.orientationChanged", ["device": .string(orientation.0.name),
                                                         "interface": .string(orientation.1.name)]))
        }
        if subscribed.contains(where: { $0.subscriptions.contains("tree.changed") }) {
            let before = treeVersion
            updateTreeVersion()
            if treeVersion != before { events.append(("tree.changed", ["version": .int(treeVersion)])) }
        }
        for (name, params) in events {
            let message = RPCDispatcher<ClientSession>.notification(name, params).serialized()
            for session in subscribed where session.subscriptions.contains(name) {
                outbox.append((session.id, message))
            }
        }
    }

    /// The tree version rises whenever the serialized tree (every window, basic fields) differs from the last
    /// one seen.
    @discardableResult
    func updateTreeVersion() -> Int {
        var hasher = Hasher()
        for window in host.windows {
            hasher.combine(nodes.node(window, depth: nil).serialized())
        }
        let hash = hasher.finalize()
        if hash != lastTreeHash {
            lastTreeHash = hash
            treeVersion += 1
        }
        return treeVersion
    }

    // MARK: Shared helpers for methods

    func matching() -> SelectorMatching {
        SelectorMatching(refs: refs, windows: host.windows, screenBounds: host.screen.bounds)
    }

    /// The view a selector names, or -32001.
    func resolve(_ selector: ViewSelector) throws(RPCError) -> UIView {
        guard let view = matching().first(selector) else {
            throw RPCError(code: RPCError.noSuchObjectCode,
                           message: "no view matches \(selector); tree.get shows the views there are",
                           data: ["selector": selector.json])
        }
        return view
    }

    func selector(_ params: Params, _ field: String) throws(RPCError) -> ViewSelector? {
        guard let value = params[field], value != .null else { return nil }
        return try ViewSelector(json: value, field: field)
    }

    /// Waits for idle when the call asks to (the default).
    func waitIfAsked(_ params: Params) throws(RPCError) {
        if try params.oneOf("wait", ["idle", "none"]) ?? "idle" == "idle" {
            host.runUntilIdle(timeout: configuration.idleTimeout)
        }
    }

    static func rpcError(_ error: HostError) -> RPCError {
        switch error {
        case let .illegalTransition(_, from, to):
            return RPCError(code: RPCError.lifecycleNotAllowedCode, message: error.description,
                            data: ["from": .string(from.rawValue), "to": .string(to.rawValue)])
        case let .notAcceptingInput(state), let .notRunning(_, state):
            return RPCError(code: RPCError.notAcceptingInputCode, message: error.description,
                            data: ["state": .string(state.rawValue)])
        case let .noInterruption(state):
            return RPCError(code: RPCError.lifecycleNotAllowedCode, message: error.description,
                            data: ["from": .string(state.rawValue), "to": .string(state.rawValue)])
        case .unknownTouch, .duplicateTouch, .emptyTouchEvent:
            return RPCError(code: RPCError.invalidParamsCode, message: error.description,
                            data: ["field": "touches", "expected": "fingers that are down for moved/ended, new ids for began"])
        case .invalidCoordinate, .pointOffScreen:
            return RPCError(code: RPCError.invalidParamsCode, message: error.description,
                            data: ["field": "x/y", "expected": "finite window points on the screen"])
        }
    }
}
