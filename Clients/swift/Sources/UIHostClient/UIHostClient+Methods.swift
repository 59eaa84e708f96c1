import UIHostProtocol

/// Typed calls, one per protocol method (docs/protocol.md, Methods). Results are the host's JSON objects.
extension UIHostClient {
    // MARK: Session

    public func discover() async throws -> JSON { try await call("rpc.discover") }

    public func hello(client: String = "UIHostClient", version: String? = nil) async throws -> JSON {
        var params: JSONObject = ["client": .string(client)].asObject
        if let version { params["version"] = .string(version) }
        return try await call("session.hello", .object(params))
    }

    // MARK: App life cycle

    public func appState() async throws -> JSON { try await call("app.state") }

    @discardableResult
    public func launch(url: String? = nil, background: Bool = false) async throws -> JSON {
        var params = JSONObject()
        if let url { params["url"] = .string(url) }
        if background { params["background"] = true }
        return try await call("app.launch", .object(params))
    }

    @discardableResult public func terminate() async throws -> JSON { try await call("app.terminate") }
    @discardableResult public func home() async throws -> JSON { try await call("app.home") }
    @discardableResult public func activate() async throws -> JSON { try await call("app.activate") }

    @discardableResult
    public func interrupt(kind: String = "call") async throws -> JSON {
        try await call("app.interrupt", ["kind": .string(kind)])
    }

    @discardableResult
    public func endInterruption(accept: Bool) async throws -> JSON {
        try await call("app.endInterruption", ["accept": .bool(accept)])
    }

    @discardableResult public func memoryWarning() async throws -> JSON { try await call("app.memoryWarning") }

    @discardableResult
    public func openURL(_ url: String) async throws -> JSON { try await call("app.openURL", ["url": .string(url)]) }

    @discardableResult
    public func waitForIdle(timeoutMs: Double? = nil) async throws -> JSON {
        try await call("app.waitForIdle", timeoutMs.map { ["timeoutMs": .double($0)] })
    }

    // MARK: View tree

    public func tree(root: ViewSelector? = nil, depth: Int? = nil, include: [String] = []) async throws -> JSON {
        var params = JSONObject()
        if let root { params["root"] = root.json }
        if let depth { params["depth"] = .int(depth) }
        if !include.isEmpty { params["include"] = .array(include.map(JSON.string)) }
        return try await call("tree.get", .object(params))
    }

    public func find(_ selector: ViewSelector, all: Bool = false) async throws -> [JSON] {
        var params = selector.json.objectValue ?? JSONObject()
        if all { params["all"] = true }
        return try await call("view.find", .object(params))["views"]?.arrayValue ?? []
    }

    public func view(_ selector: ViewSelector) async throws -> JSON {
        try await call("view.get", ["view": selector.json])
    }

    @discardableResult
    public func set(_ selector: ViewSelector, _ properties: JSON) async throws -> JSON {
        try await call("view.set", ["view": selector.json, "properties": properties])
    }

    public func controllerTree() async throws -> JSON { try await call("controller.tree") }

    // MARK: Navigation

    /// Pops the visible navigation controller (`navigation.back`): `{popped, top, via, callbacks}`.
    @discardableResult
    public func back(animated: Bool = true) async throws -> JSON {
        try await call("navigation.back", ["animated": .bool(animated)])
    }

    /// Selects the tab at `index` of the top controller's tab bar controller (`tabs.select`):
    /// `{selected, reason?, index, title, controller, via, callbacks}`.
    @discardableResult
    public func selectTab(index: Int) async throws -> JSON {
        try await call("tabs.select", ["index": .int(index)])
    }

    /// Selects the tab with this title (as the tab bar shows it).
    @discardableResult
    public func selectTab(title: String) async throws -> JSON {
        try await call("tabs.select", ["title": .string(title)])
    }

    /// Dismisses a presented controller by ref, or the topmost one (`controller.dismiss`): `{dismissed, callbacks}`.
    @discardableResult
    public func dismiss(controller: String? = nil, animated: Bool = true) async throws -> JSON {
        var params = JSONObject([("animated", .bool(animated))])
        if let controller { params["controller"] = .string(controller) }
        return try await call("controller.dismiss", .object(params))
    }

    /// The segues a controller can perform (`segue.list`), by ref ("c7") or the top controller:
    /// `{controller, segues: [{identifier, kind, destination}]}`.
    public func segues(controller: String = "top") async throws -> JSON {
        try await call("segue.list", ["controller": .string(controller)])
    }

    /// Performs a segue of a controller (`segue.perform`), with a view as the sender `prepare(for:sender:)` gets:
    /// `{destination: {ref, class, title}, callbacks}`. An unknown identifier is -32004 with `data.available`.
    @discardableResult
    public func performSegue(_ identifier: String, controller: String = "top", sender: ViewSelector? = nil,
                             wait: Bool = true) async throws -> JSON {
        var params = JSONObject([("identifier", .string(identifier)), ("controller", .string(controller)),
                                 ("wait", wait ? "idle" : "none")])
        if let sender { params["sender"] = sender.json }
        return try await call("segue.perform", .object(params))
    }

    // MARK: Input

    @discardableResult
    public func tap(_ selector: ViewSelector, count: Int = 1, wait: Bool = true) async throws -> JSON {
        try await call("input.tap", ["view": selector.json, "count": .int(count), "wait": wait ? "idle" : "none"])
    }

    @discardableResult
    public func tap(x: Double, y: Double, count: Int = 1, fingers: Int = 1) async throws -> JSON {
        try await call("input.tap", ["x": .double(x), "y": .double(y), "count": .int(count), "fingers": .int(fingers)])
    }

    /// One raw touch event: `(id, phase, x, y)` per finger.
    @discardableResult
    public func touch(_ touches: [(id: Int, phase: String, x: Double, y: Double)]) async throws -> JSON {
        try await call("input.touch", ["touches": .array(touches.map {
            ["id": .int($0.id), "phase": .string($0.phase), "x": .double($0.x), "y": .double($0.y)]
        })])
    }

    /// `input.swipe`: one finger from a point or a view's visible center to another, in `steps` even moves over
    /// `durationMs` on the host clock (defaults 300 ms, 10 moves). Returns `{hit, phases, handledBy, actions}`.
    @discardableResult
    public func swipe(from start: InputPoint, to end: InputPoint, durationMs: Double? = nil, steps: Int? = nil,
                      wait: Bool = true) async throws -> JSON {
        var params = JSONObject([("from", start.json), ("to", end.json), ("wait", wait ? "idle" : "none")])
        if let durationMs { params["durationMs"] = .double(durationMs) }
        if let steps { params["steps"] = .int(steps) }
        return try await call("input.swipe", .object(params))
    }

    /// `input.longPress`: one finger held still on a view (its visible center) or a point for `durationMs`
    /// (default 800), then lifted. Returns `{hit, phases, handledBy, actions}`.
    @discardableResult
    public func longPress(_ target: InputPoint, durationMs: Double? = nil, wait: Bool = true) async throws -> JSON {
        var params = JSONObject([("wait", wait ? "idle" : "none")])
        switch target {
        case .view(let selector): params["view"] = selector.json
        case let .point(x, y):
            params["x"] = .double(x)
            params["y"] = .double(y)
        }
        if let durationMs { params["durationMs"] = .double(durationMs) }
        return try await call("input.longPress", .object(params))
    }

    /// `input.pinch`: two fingers around `center` moving apart (`scale` above 1) or together (below 1) over
    /// `durationMs` (default 500).
    @discardableResult
    public func pinch(center: InputPoint, scale: Double, durationMs: Double? = nil, wait: Bool = true) async throws -> JSON {
        var params = JSONObject([("center", center.json), ("scale", .double(scale)), ("wait", wait ? "idle" : "none")])
        if let durationMs { params["durationMs"] = .double(durationMs) }
        return try await call("input.pinch", .object(params))
    }

    /// `input.rotate`: two fingers turning about `center` by `radians` (positive clockwise on screen). Not
    /// `rotate(_:)`, which turns the device.
    @discardableResult
    public func rotateGesture(center: InputPoint, radians: Double, durationMs: Double? = nil,
                              wait: Bool = true) async throws -> JSON {
        var params = JSONObject([("center", center.json), ("radians", .double(radians)), ("wait", wait ? "idle" : "none")])
        if let durationMs { params["durationMs"] = .double(durationMs) }
        return try await call("input.rotate", .object(params))
    }

    /// `input.type`: `text` into the first responder, one character at a time ("\n" is return), or into `view`
    /// tapped first. Returns `{view, accepted, rejected, undelivered?, firstResponder, actions}`.
    @discardableResult
    public func type(_ text: String, into view: ViewSelector? = nil, wait: Bool = true) async throws -> JSON {
        var params = JSONObject([("text", .string(text)), ("wait", wait ? "idle" : "none")])
        if let view { params["view"] = view.json }
        return try await call("input.type", .object(params))
    }

    /// The keys `input.key` presses.
    public enum Key: String, Sendable { case `return`, backspace, tab }

    /// `input.key`: return, backspace or tab on the first responder.
    @discardableResult
    public func key(_ key: Key, wait: Bool = true) async throws -> JSON {
        try await call("input.key", ["key": .string(key.rawValue), "wait": wait ? "idle" : "none"])
    }

    /// `alert.tap`: taps the action titled `title` of the presented alert or action sheet, as a finger taps its
    /// button. Returns `{alert, action: {title, style}, dismissed, callbacks, actions}`.
    @discardableResult
    public func alertTap(_ title: String, wait: Bool = true) async throws -> JSON {
        try await call("alert.tap", ["title": .string(title), "wait": wait ? "idle" : "none"])
    }

    // MARK: Recording and replay

    /// `session.record.start`: records this host's session from its launch to `path` in the host's recordings
    /// folder (default `session-N.jsonl`). Returns `{path, start, steps}`.
    @discardableResult
    public func recordStart(path: String? = nil, treeEvery: Int? = nil) async throws -> JSON {
        var params = JSONObject()
        if let path { params["path"] = .string(path) }
        if let treeEvery { params["treeEvery"] = .int(treeEvery) }
        return try await call("session.record.start", .object(params))
    }

    /// `session.record.stop`: ends this connection's recording. Returns `{path, events, steps, checkpoints, error?}`.
    @discardableResult
    public func recordStop() async throws -> JSON { try await call("session.record.stop") }

    /// How `session.replay` paces a replay.
    public enum ReplaySpeed: String, Sendable { case max, realtime }

    /// `session.replay`: replays a recording of the recordings folder into a fresh host of this app, checking every
    /// checkpoint. Returns `{events, checkpoints, mismatches, ended, notes, cutAtLine?}`; a divergence throws the
    /// -32009 error with `at`, `expected`, `actual` and `diff`.
    @discardableResult
    public func replay(_ path: String, verify: Bool = true, speed: ReplaySpeed = .max, force: Bool = false) async throws -> JSON {
        try await call("session.replay", ["path": .string(path), "verify": .bool(verify), "speed": .string(speed.rawValue),
                                          "force": .bool(force)])
    }

    // MARK: Device and time

    public func orientation() async throws -> JSON { try await call("device.orientation") }

    /// `device.list`: every device profile and the name of the one the host runs (`current`).
    public func devices() async throws -> JSON { try await call("device.list") }

    @discardableResult
    public func rotate(_ orientation: String) async throws -> JSON {
        try await call("device.rotate", ["orientation": .string(orientation)])
    }

    public func now() async throws -> Double { try await call("clock.now")["ms"]?.doubleValue ?? 0 }

    @discardableResult
    public func advance(ms: Double) async throws -> JSON { try await call("clock.advance", ["ms": .double(ms)]) }

    // MARK: Events

    @discardableResult
    public func subscribe(_ events: [String]) async throws -> JSON {
        try await call("events.subscribe", ["events": .array(events.map(JSON.string))])
    }

    @discardableResult
    public func unsubscribe(_ events: [String]? = nil) async throws -> JSON {
        try await call("events.unsubscribe", events.map { ["events": .array($0.map(JSON.string))] })
    }
}

/// Where a gesture starts or centres: a point in window coordinates, or a view's visible center.
public enum InputPoint: Sendable {
    case point(x: Double, y: Double)
    case view(ViewSelector)

    var json: JSON {
        switch self {
        case let .point(x, y): ["x": .double(x), "y": .double(y)]
        case .view(let selector): selector.json
        }
    }
}

extension ViewSelector {
    public init(ref: String? = nil, tag: Int? = nil, accessibilityIdentifier: String? = nil, className: String? = nil,
                text: String? = nil, index: Int? = nil, visible: Bool? = nil, indexPath: [Int]? = nil) {
        self.init()
        self.ref = ref
        self.tag = tag
        self.accessibilityIdentifier = accessibilityIdentifier
        self.className = className
        self.text = text
        self.index = index
        self.visible = visible
        self.indexPath = indexPath
    }
}

private extension Dictionary where Key == String, Value == JSON {
    var asObject: JSONObject { JSONObject(map { ($0.key, $0.value) }) }
}
