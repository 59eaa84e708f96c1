import Foundation
import HeadlessUIKit
import UIHostProtocol

/// The automation host: maps protocol methods onto a `HeadlessHost` (docs/protocol.md, Methods). No I/O: it takes
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
    private var outbox: [(ConnectionID, [UInt8])] = []
    /// The connected clients' sessions: the one map of who is connected above the transport.
    private var sessions: [ConnectionID: ClientSession] = [:]
    private var lastTreeHash: UInt64?
    /// The size of the last whole tree `tree.get` wrote: the next one starts with that much room, so a large tree
    /// is not copied again and again as its buffer grows.
    var lastTreeByteCount = 0
    private(set) var treeVersion = 0
    private var lastOrientation: (UIDeviceOrientation, UIInterfaceOrientation)
    /// The controller tree as of the last `collectNotifications`, for `controller.transition`.
    private var lastControllers: ControllerSnapshot?
    /// Segues `segue.perform` performed since the last `collectNotifications`: (identifier, source, destination).
    var performedSegues: [(identifier: String, from: String, to: String)] = []
    /// Every input since launch and the recordings being written (Recording/).
    private(set) var journal: InputJournal!
    func setJournal(_ journal: InputJournal) { self.journal = journal }
    /// The interface orientation the host started in, before any input.
    let initialOrientation: UIInterfaceOrientation
    /// How many of the runtime's problems have been passed on to the log and to `app.problem` (docs/uikit-rules.md
    /// 18.11).
    private var problemsPassedOn = 0
    /// Writes one problem the app's runtime reported to the host log (the server sets it).
    public var problemLog: ((String) -> Void)?

    public init(configuration: HostConfiguration) throws {
        self.configuration = configuration
        host = HeadlessHost(device: configuration.device, clock: configuration.clock)
        lastOrientation = (host.deviceOrientation, host.interfaceOrientation)
        initialOrientation = host.interfaceOrientation
        registerMethods()
        if configuration.launchOnStart {
            CrashReport.setActivity("launching the app")
            try host.launch(delegate: configuration.app.makeDelegate(), options: configuration.app.launchOptions)
            host.runUntilIdle(timeout: configuration.idleTimeout)
        }
        host.clearCallbackLog()
        try startJournal()
    }

    // MARK: Sessions

    @discardableResult
    public func openSession(_ id: ConnectionID) -> ClientSession {
        let session = ClientSession(id: id)
        sessions[id] = session
        return session
    }

    public func session(_ id: ConnectionID) -> ClientSession? { sessions[id] }

    /// The connected clients, in connection order.
    public var sessionIDs: [ConnectionID] { sessions.keys.sorted() }

    /// A client went away: fingers it left down are cancelled, so their views get touchesCancelled.
    public func closeSession(_ id: ConnectionID) {
        guard let session = sessions.removeValue(forKey: id) else { return }
        stopRecordings(startedBy: id)
        let fingers = session.fingersDown
        guard !fingers.isEmpty, host.lifecycleState == .active else { return }
        CrashReport.setActivity("cancelling the touches a client left down when it disconnected")
        let inputs = host.activeTouches.filter { fingers.contains($0.identifier) }.map {
            TouchInput(id: $0.identifier, phase: .cancelled, location: $0.location(in: nil))
        }
        if !inputs.isEmpty { _ = try? host.send(inputs) }
        collectNotifications()
    }

    public var sessionCount: Int { sessions.count }

    // MARK: Messages

    /// Handles one message from a client; returns the reply, or nil when there is none to send: a notification,
    /// or a reply that went out in pieces through `stream` (a whole-tree `tree.get`).
    public func handle(_ message: [UInt8], from session: ClientSession, stream: ReplyStream? = nil) -> [UInt8]? {
        host.makeCurrent()
        let reply = dispatcher.handle(message, context: session, stream: stream)
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

    /// On a real clock, runs what fell due since the last call (timers, delayed work, animations) and collects the
    /// events it caused. On the virtual clock time moves only when a client asks, so this does nothing.
    public func tick() {
        if configuration.clock == .real {
            CrashReport.setActivity("running the app's timers between requests (real clock)")
            host.makeCurrent()
            host.advance(by: 0)
            collectNotifications()
        }
    }

    /// Notifications waiting to be sent, as (session id, message).
    public func takeOutbox() -> [(ConnectionID, [UInt8])] {
        defer { outbox.removeAll() }
        return outbox
    }

    // MARK: Events (docs/protocol.md, Events)

    /// Turns what the runtime did since the last call into notifications for subscribed clients, then clears
    /// the callback log (a long-running host must not keep it). `controller.transition` events compare the
    /// controller tree with the one seen last time (stacks, selected tabs, presentations), so they say what
    /// changed, not how: after the call's callback events.
    func collectNotifications() {
        let segues = performedSegues
        defer {
            host.clearCallbackLog()
            performedSegues.removeAll()
        }
        let problems = logNewProblems()
        let subscribed = sessions.values.filter { !$0.subscriptions.isEmpty }
        // The controller tree is walked only while someone listens for transitions: not on every tap.
        let wantsTransitions = subscribed.contains { $0.subscriptions.contains("controller.transition") }
        let wantsTouches = subscribed.contains { $0.subscriptions.contains("touch.delivered") }
        let controllers = wantsTransitions ? ControllerSnapshot(windows: host.windows, refs: refs) : nil
        let previousControllers = lastControllers
        lastControllers = controllers
        // Control events are recorded only while someone listens for them (and during calls that report them).
        let controlEvents = controlActionEvents(subscribed: subscribed)
        guard !subscribed.isEmpty else { return }
        var events: [(String, JSON)] = []
        for record in host.callbacks.records {
            switch record.kind {
            case .application:
                events.append(("app.lifecycle", ["state": .string(host.lifecycleState.rawValue), "callback": .string(record.name)]))
            case .scene:
                // docs/protocol.md, Events: a scene app's callbacks, with the scene they are about.
                let scene = host.application.connectedScenes.first { ($0.delegate as AnyObject?) === record.receiver }
                events.append(("app.lifecycle", ["state": .string(host.lifecycleState.rawValue), "callback": .string(record.name),
                                                 "scene": scene.map { .string($0.session.persistentIdentifier) } ?? .null]))
            case .viewController where ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"].contains(record.name):
                guard let controller = record.receiver as? UIViewController else { continue }
                events.append(("controller.appearance", ["controller": .string(refs.ref(controller)),
                                                         "callback": .string(record.name),
                                                         "animated": .bool(controller.appearanceAnimated)]))
            case .responder where wantsTouches:
                guard case .touches(let phase)? = record.delivery, let view = record.receiver as? UIView else { continue }
                events.append(("touch.delivered", ["phase": .string(phase.name), "view": .string(refs.ref(view))]))
            case .gestureRecognizer where wantsTouches:
                // A recognizer saw the phase before the view (docs/uikit-rules.md 5.5): `view` is the recognizer's view.
                guard case .touches(let phase)? = record.delivery,
                      let recognizer = record.receiver as? UIGestureRecognizer else { continue }
                let recognizerObject = recognizerFields(recognizer, kind: false, view: false)
                events.append(("touch.delivered", ["phase": .string(phase.name),
                                                   "view": recognizer.view.map { .string(refs.ref($0)) } ?? .null,
                                                   "recognizer": .object(recognizerObject)]))
            default:
                continue
            }
        }
        events += controlEvents
        events += problems.map { ("app.problem", ["message": .string($0)]) }
        if let previousControllers, let controllers, previousControllers != controllers {
            events += Self.namingSegues(segues, in: controllers.transitions(since: previousControllers))
                .map { ("controller.transition", $0) }
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

    /// Writes the problems the runtime reported since the last call to the host log, each once, and returns them
    /// (docs/uikit-rules.md 18.11): the server calls it once after launch, and every message's notifications do.
    @discardableResult
    public func logNewProblems() -> [String] {
        let problems = host.problems
        if problems.count < problemsPassedOn { problemsPassedOn = 0 }
        let new = Array(problems[problemsPassedOn...])
        problemsPassedOn = problems.count
        for problem in new { problemLog?(problem) }
        return new
    }

    /// A segue `segue.perform` performed replaces the transition it made (the one that leads to its destination) by
    /// `{kind: "segue", from: source, to: destination, identifier}`; one whose transition does not end at its
    /// destination (an unwind's dismissal ends at the presenter) is added after the transitions.
    static func namingSegues(_ segues: [(identifier: String, from: String, to: String)], in transitions: [JSON]) -> [JSON] {
        var transitions = transitions
        for segue in segues {
            let event: JSON = ["kind": "segue", "from": .string(segue.from), "to": .string(segue.to),
                               "identifier": .string(segue.identifier)]
            if let index = transitions.firstIndex(where: { $0["to"]?.stringValue == segue.to && $0["kind"] != "segue" }) {
                transitions[index] = event
            } else {
                transitions.append(event)
            }
        }
        return transitions
    }

    /// The tree version rises whenever the tree's fingerprint (`TreeFingerprint`) differs from the last one seen.
    @discardableResult
    func updateTreeVersion() -> Int {
        noteTreeFingerprint(TreeFingerprint.of(host.windows))
    }

    /// The tree version after seeing a fingerprint of the whole tree (`updateTreeVersion`, or a whole-tree
    /// `tree.get` that computed it while writing).
    func noteTreeFingerprint(_ fingerprint: UInt64) -> Int {
        if fingerprint != lastTreeHash {
            lastTreeHash = fingerprint
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
        case let .invalidGesture(parameter, expected):
            return RPCError(code: RPCError.invalidParamsCode, message: error.description,
                            data: ["field": .string(parameter), "expected": .string(expected)])
        case .invalidCoordinate:
            return RPCError(code: RPCError.invalidParamsCode, message: error.description,
                            data: ["field": "x/y", "expected": "finite window points on the screen"])
        case let .pointOffScreen(_, _, screen):
            return RPCError(code: RPCError.invalidParamsCode, message: error.description,
                            data: ["field": "x/y", "expected": .string("a point on the \(Int(screen.width))×\(Int(screen.height)) screen")])
        }
    }
}
