/// Every method of protocol version 1 (docs/protocol.md, Methods): names, parameters and results. It is the source of
/// the OpenRPC document `rpc.discover` returns and of docs/protocol.md's method table.
public struct MethodSpec: Sendable {
    public struct Param: Sendable {
        public let name: String
        /// A JSON Schema type or a named schema: "string", "integer", "number", "boolean", "object", "array",
        /// "selector", "point".
        public let type: String
        public let required: Bool
        public let summary: String
    }

    public let name: String
    public let summary: String
    public let params: [Param]
    public let result: String

    public var paramNames: [String] { params.map(\.name) }
}

public enum MethodCatalogue {
    public static let protocolVersion = "uihost/1"

    private static func p(_ name: String, _ type: String, _ summary: String, required: Bool = false) -> MethodSpec.Param {
        MethodSpec.Param(name: name, type: type, required: required, summary: summary)
    }

    private static func m(_ name: String, _ summary: String, _ params: [MethodSpec.Param] = [], result: String) -> MethodSpec {
        MethodSpec(name: name, summary: summary, params: params, result: result)
    }

    static let wait = p("wait", "string", "\"idle\" (default: reply after the host is idle on its clock) or \"none\"")

    public static let all: [MethodSpec] = [
        m("rpc.discover", "The OpenRPC document of every method.", result: "OpenRPC document"),
        m("session.hello", "Greets the server; returns protocol, server, capabilities, app and device.",
          [p("client", "string", "the client's name"), p("version", "string", "the client's version")],
          result: "{protocol, server:{name,version}, capabilities, app:{name,state}, device:{profile, orientation, interfaceOrientation, screen:{width,height,scale}}}"),
        m("app.state", "The app's life-cycle state.", result: "{state, applicationState}"),
        m("app.launch", "Launches the app (foreground, or background with background: true).",
          [p("url", "string", "launch to open this URL"), p("background", "boolean", "launch into the background")],
          result: "{state, callbacks}"),
        m("app.terminate", "Terminates the app.", result: "{state, callbacks}"),
        m("app.home", "Presses Home: the app goes to the background.", result: "{state, callbacks}"),
        m("app.activate", "Brings the app back to the foreground.", result: "{state, callbacks}"),
        m("app.interrupt", "A call, alert or lock interrupts the app.",
          [p("kind", "string", "call | alert | lock (default call)")], result: "{state, callbacks}"),
        m("app.endInterruption", "Ends the interruption: declined (accept false) or accepted.",
          [p("accept", "boolean", "whether the user accepted the interruption", required: true)], result: "{state, callbacks}"),
        m("app.memoryWarning", "Sends a memory warning.", result: "{state, callbacks}"),
        m("app.openURL", "Another app opens a URL in this one.", [p("url", "string", "the URL", required: true)],
          result: "{handled, state, callbacks}"),
        m("app.waitForIdle", "Runs until idle, fast-forwarding the virtual clock.",
          [p("timeoutMs", "number", "host time to wait at most (default 10000)")], result: "{idle, pending:[{kind, detail}]}"),
        m("tree.get", "The view tree.",
          [p("root", "selector", "start here (default: every window)"), p("depth", "integer", "levels below the root to include"),
           p("include", "array", "field names to include beyond the basic ones"),
           p("compact", "boolean", "leave out fields at their defaults: tag 0, bounds at origin zero with the frame's size, hidden false, alpha 1, userInteractionEnabled true (false when class is UILabel or UIImageView), accessibilityLabel equal to the node's text (null: none, though it has text) (default false)"),
           p("form", "string", "\"nodes\" (default): root is a node with children; \"table\": table holds the compact nodes as columns, a row a view in depth-first order: {count, classes, refs, class (index into classes), parent (row, -1 for a root), frame (x, y, width, height a row), fields: {name: {rows, values}}, screen? (with several windows)}; compact must be true or left out")],
          result: "{version, root: node} or {version, table}"),
        m("view.find", "Views matching a selector (given inline).",
          ViewSelector.keys.map { p($0, $0 == "within" ? "selector" : ($0 == "tag" || $0 == "index" ? "integer" : ($0 == "visible" ? "boolean" : ($0 == "indexPath" ? "array" : "string"))), "selector field") }
            + [p("all", "boolean", "every match rather than the first")],
          result: "{views: [node]}"),
        m("view.get", "One view with every inspectable property.", [p("view", "selector", "the view", required: true)], result: "node"),
        m("layout.problems", "Auto Layout's problems now: the constraints the engine broke (unsatisfiable) and the views whose layout is ambiguous.",
          result: "{unsatisfiable: [{description, identifier?, priority, active, holds, views: [ref]}], ambiguous: [{ref, class}]}"),
        m("view.set", "Sets view properties.",
          [p("view", "selector", "the view", required: true),
           p("properties", "object", "hidden, alpha, text, backgroundColor (#RRGGBB[AA]), frame {x,y,width,height}, tag, userInteractionEnabled, accessibilityIdentifier, accessibilityLabel, layer {cornerRadius, borderWidth, borderColor, shadowOpacity, shadowRadius, shadowOffset, shadowColor, masksToBounds}", required: true)],
          result: "node"),
        m("controller.tree", "The view controller tree.", result: "{root: controller node}"),
        m("input.tap", "Taps a view (its visible center) or a point.",
          [p("view", "selector", "the view to tap"), p("x", "number", "window x"), p("y", "number", "window y"),
           p("count", "integer", "taps (default 1)"), p("fingers", "integer", "fingers (default 1)"), wait],
          result: "{hit, phases, handledBy, actions}"),
        m("input.touch", "One raw multi-touch event.",
          [p("touches", "array", "[{id, phase: began|moved|stationary|ended|cancelled, x, y}]", required: true),
           p("timestamp", "number", "ignored unless it matches the host clock; touches are stamped by the host clock"), wait],
          result: "{delivered: [{id, phase, view}]}"),
        m("input.swipe", "One finger from a point (or a view's visible center) to another, in even steps over the duration, on the host clock.",
          [p("from", "point", "start: a point {x, y} or a view selector", required: true),
           p("to", "point", "end: a point {x, y} or a view selector", required: true),
           p("durationMs", "number", "milliseconds from touch down to lift, above 0, at most 60000 (default 300)"),
           p("steps", "integer", "moves between touch down and lift, 1 to 1000 (default 10)"), wait],
          result: "{hit, phases, handledBy, actions}"),
        m("input.longPress", "One finger held still on a view (its visible center) or a point, then lifted.",
          [p("view", "selector", "the view to press"), p("x", "number", "window x"), p("y", "number", "window y"),
           p("durationMs", "number", "milliseconds held, above 0, at most 60000 (default 800)"), wait],
          result: "{hit, phases, handledBy, actions}"),
        m("input.pinch", "Two fingers on a horizontal line through the center moving apart (scale > 1) or together (scale < 1).",
          [p("center", "point", "a point {x, y} or a view selector", required: true),
           p("scale", "number", "final finger distance over the first, above 0", required: true),
           p("durationMs", "number", "milliseconds, above 0, at most 60000 (default 500)"), wait],
          result: "{hit, phases, handledBy, actions}"),
        m("input.rotate", "Two fingers turning about the center by an angle, clockwise for positive radians.",
          [p("center", "point", "a point {x, y} or a view selector", required: true),
           p("radians", "number", "the turn, positive clockwise on screen", required: true),
           p("durationMs", "number", "milliseconds, above 0, at most 60000 (default 500)"), wait],
          result: "{hit, phases, handledBy, actions}"),
        m("input.type", "Types text into the first responder, one character at a time as a keyboard does (\"\\n\" is return).",
          [p("text", "string", "the text to type", required: true),
           p("view", "selector", "tap this view first (a text field or text view) to make it first responder"), wait],
          result: "{view, accepted, rejected, undelivered?, firstResponder, actions}"),
        m("input.key", "Presses return, backspace or tab on the first responder.",
          [p("key", "string", "return | backspace | tab", required: true), wait],
          result: "{view, accepted, rejected, firstResponder, actions}"),
        m("segue.list", "The segues a controller can perform: its storyboard scene's segues with an identifier, without relationships and embeds.",
          [p("controller", "string", "a controller ref (\"c7\") or \"top\" (default)")],
          result: "{controller: {ref, class, title}, segues: [{identifier, kind, destination: {id, class, storyboardIdentifier, title, storyboardName?, referencedIdentifier?} | null, unwindAction?, customClass?, performedAs?}]}"),
        m("segue.perform", "Performs a segue of a controller, as performSegue(withIdentifier:sender:) does.",
          [p("identifier", "string", "the segue's identifier", required: true),
           p("controller", "string", "a controller ref (\"c7\") or \"top\" (default)"),
           p("sender", "selector", "a view passed as the sender to prepare(for:sender:) (default none)"), wait],
          result: "{destination: {ref, class, title}, callbacks}"),
        m("navigation.back", "Pops the visible navigation controller (the top controller's), through its back button when the bar shows one.",
          [p("animated", "boolean", "animate (default true; false pops in code, without the back button)"), wait],
          result: "{popped: {ref, class, title}, top: {ref, class, title}, via, callbacks}"),
        m("controller.dismiss", "Dismisses a presented controller (default: the topmost).",
          [p("controller", "string", "ref of the controller to dismiss"), p("animated", "boolean", "animate (default true)"), wait],
          result: "{dismissed: {ref, class, title}, callbacks}"),
        m("tabs.select", "Selects a tab of the top controller's tab bar controller, as a finger taps its item.",
          [p("index", "integer", "tab index in viewControllers (give index or title)"),
           p("title", "string", "tab title as the tab bar shows it (give index or title)"), wait],
          result: "{selected, reason?, index, title, controller: {ref, class, title}, via, callbacks}"),
        m("alert.tap", "Taps an action of the presented alert or action sheet, as a finger taps its button.",
          [p("title", "string", "the action's title", required: true), wait],
          result: "{alert: {ref, class, title}, action: {title, style}, dismissed, callbacks, actions}"),
        m("device.orientation", "Device and interface orientation.", result: "{device, interface, windowBounds}"),
        m("device.rotate", "Turns the device.",
          [p("orientation", "string", "portrait | portraitUpsideDown | landscapeLeft | landscapeRight | faceUp | faceDown", required: true), wait],
          result: "{device, interface, rotated, reason?, windowBounds, callbacks}"),
        m("screen.snapshot", "The screen (every visible window) or one view drawn to a PNG, deterministically.",
          [p("view", "selector", "draw this view in its bounds instead of the screen"),
           p("scale", "number", "pixels per point, 0.25 to 4 (default the device's)"),
           p("format", "string", "\"png\" (the default and only one)")],
          result: "{png (base64), width, height, scale}"),
        m("traits.get", "The screen's traits: appearance, text size, layout direction, size classes, scale, idiom.",
          result: "{userInterfaceStyle, preferredContentSizeCategory, layoutDirection, horizontalSizeClass, verticalSizeClass, displayScale, userInterfaceIdiom}"),
        m("traits.set", "Sets the traits a tester flips in Settings: dark mode, text size, right-to-left. At least one.",
          [p("userInterfaceStyle", "string", "light | dark"),
           p("preferredContentSizeCategory", "string", "extraSmall | small | medium | large | extraLarge | extraExtraLarge | extraExtraExtraLarge | accessibilityMedium ... accessibilityExtraExtraExtraLarge"),
           p("layoutDirection", "string", "leftToRight | rightToLeft"), wait],
          result: "{userInterfaceStyle, preferredContentSizeCategory, layoutDirection, horizontalSizeClass, verticalSizeClass, displayScale, userInterfaceIdiom, changed}"),
        m("device.list", "Every device profile the host can emulate, and the one in use (chosen when the host starts, with --device).",
          result: "{devices: [{name, model, idiom, width, height, scale, statusBarHeight, safeAreaInsets: {portrait, landscape}, sizeClasses: {portrait, landscape}, orientations, storyboardDevices}], current}"),
        m("clock.now", "The host clock.", result: "{ms}"),
        m("clock.advance", "Advances the host clock, firing what falls due.", [p("ms", "number", "milliseconds", required: true)],
          result: "{ms, fired}"),
        m("events.subscribe", "Subscribes this connection to notifications.",
          [p("events", "array", "event names", required: true)], result: "{events: [subscribed names]}"),
        m("events.unsubscribe", "Unsubscribes from notifications (all when events is absent).",
          [p("events", "array", "event names")], result: "{events: [still subscribed]}"),
        m("session.record.start", "Starts recording this host's session (docs/recording.md) to a file in the recordings folder, beginning with the inputs since launch.",
          [p("path", "string", "file name inside the recordings folder (default session-N.jsonl)"),
           p("treeEvery", "integer", "write the whole tree every this many steps (default 100; 0: only at start and end)"),
           p("snapshots", "boolean", "keep the screen's picture (PNG) at every checkpoint (default false)")],
          result: "{path, start: launch|midSession, steps}"),
        m("session.record.stop", "Stops the recording this connection started; the file gets its final tree and end line.",
          result: "{path, events, steps, checkpoints, error?}"),
        m("session.replay", "Replays a recording from the recordings folder into a fresh host of this app and checks every checkpoint; the first divergence is error -32009.",
          [p("path", "string", "file inside the recordings folder", required: true),
           p("verify", "boolean", "compare checkpoints (default true)"),
           p("speed", "string", "max (default) or realtime"),
           p("force", "boolean", "replay a recording of another app (default false)")],
          result: "{events, checkpoints, mismatches, ended, notes, cutAtLine?}"),
    ]

    /// Notifications the server sends after `events.subscribe`.
    public static let events = [
        "app.lifecycle", "controller.appearance", "controller.transition", "control.action", "tree.changed",
        "device.orientationChanged", "touch.delivered", "app.problem",
    ]

    public static func spec(_ name: String) -> MethodSpec? { all.first { $0.name == name } }

    /// The OpenRPC 1.2 document.
    public static func openRPC(serverVersion: String) -> JSON {
        let methods: [JSON] = all.map { spec in
            var method = JSONObject()
            method["name"] = .string(spec.name)
            method["summary"] = .string(spec.summary)
            method["paramStructure"] = "by-name"
            method["params"] = .array(spec.params.map { param in
                .object(JSONObject([
                    ("name", .string(param.name)), ("summary", .string(param.summary)),
                    ("required", .bool(param.required)), ("schema", schema(param.type)),
                ]))
            })
            method["result"] = .object(JSONObject([("name", "result"), ("summary", .string(spec.result)), ("schema", ["type": "object"])]))
            return .object(method)
        }
        return .object(JSONObject([
            ("openrpc", "1.2.6"),
            ("info", .object(JSONObject([("title", "uihost automation protocol"), ("version", .string(serverVersion)),
                                         ("x-protocol", .string(protocolVersion))]))),
            ("methods", .array(methods)),
            ("components", .object(JSONObject([("schemas", .object(JSONObject([
                ("selector", [
                    "type": "object",
                    "properties": .object(JSONObject([
                        ("ref", ["type": "string"]), ("tag", ["type": "integer"]),
                        ("accessibilityIdentifier", ["type": "string"]), ("class", ["type": "string"]),
                        ("storyboardID", ["type": "string"]), ("text", ["type": "string"]), ("within", ["$ref": "#/components/schemas/selector"]),
                        ("index", ["type": "integer", "minimum": 0]), ("visible", ["type": "boolean"]),
                        ("indexPath", ["type": "array", "items": ["type": "integer", "minimum": 0], "minItems": 2, "maxItems": 2]),
                    ])),
                    "additionalProperties": false,
                ]),
                ("point", ["type": "object", "properties": ["x": ["type": "number"], "y": ["type": "number"]]]),
            ])))]))),
        ]))
    }

    private static func schema(_ type: String) -> JSON {
        switch type {
        case "selector": ["$ref": "#/components/schemas/selector"]
        case "point": ["$ref": "#/components/schemas/point"]
        default: ["type": .string(type)]
        }
    }
}
