import Foundation
import HeadlessUIKit
import UIHostProtocol

/// One input of a recording (docs/recording.md): what changed the app, addressed so that another host can do it
/// again. `t` is the host clock when the input began, in milliseconds.
struct RecordedStep: Equatable {
    enum Input: Equatable {
        /// One touch event at the `UIApplication.sendEvent` boundary.
        case touches([TouchInput])
        case cancelTouches
        case launch(url: String?, background: Bool)
        /// home, activate, terminate, purge, memoryWarning.
        case lifecycle(String)
        case interrupt(String)
        case endInterruption(accept: Bool)
        case openURL(String)
        case rotate(String)
        case advance(ms: Double)
        case idle(timeoutMs: Double)
        /// `controller`: the path of the dismissed controller (`StablePaths`).
        case dismiss(controller: String?, animated: Bool)
        /// A protocol method the automation host carries out itself (a segue, back, a tab...): its parameters with
        /// refs replaced by paths (`{"path": "c0/1"}`).
        case command(method: String, params: JSON)
    }

    /// What a touch began on, for readers (the Python exporter): the view's path and a selector that finds it.
    struct Hit: Equatable {
        var id: Int
        var path: String?
        var selector: JSON?
    }

    var t: Double
    var input: Input
    var hits: [Hit] = []

    var kind: String {
        switch input {
        case .touches: "touches"
        case .cancelTouches: "cancelTouches"
        case .launch: "launch"
        case .lifecycle(let name): name
        case .interrupt: "interrupt"
        case .endInterruption: "endInterruption"
        case .openURL: "openURL"
        case .rotate: "rotate"
        case .advance: "advance"
        case .idle: "idle"
        case .dismiss: "dismiss"
        case .command: "command"
        }
    }

    static let lifecycleKinds = ["home", "activate", "terminate", "purge", "memoryWarning"]

    /// The step's fields after `step` and `t`.
    func fields(into object: inout JSONObject) {
        object["kind"] = .string(kind)
        switch input {
        case .touches(let touches):
            object["touches"] = .array(touches.map { touch in
                .object(JSONObject([("id", .int(touch.id)), ("phase", .string(touch.phase.name)),
                                    ("x", .double(Double(touch.location.x))), ("y", .double(Double(touch.location.y)))]))
            })
            if !hits.isEmpty {
                object["hits"] = .array(hits.map { hit in
                    var note = JSONObject([("id", .int(hit.id))])
                    if let path = hit.path { note["path"] = .string(path) }
                    if let selector = hit.selector { note["selector"] = selector }
                    return .object(note)
                })
            }
        case .cancelTouches, .lifecycle:
            break
        case let .launch(url, background):
            if let url { object["url"] = .string(url) }
            object["background"] = .bool(background)
        case .interrupt(let kind): object["interruption"] = .string(kind)
        case .endInterruption(let accept): object["accept"] = .bool(accept)
        case .openURL(let url): object["url"] = .string(url)
        case .rotate(let orientation): object["orientation"] = .string(orientation)
        case .advance(let ms): object["ms"] = .double(ms)
        case .idle(let timeoutMs): object["timeoutMs"] = .double(timeoutMs)
        case let .dismiss(controller, animated):
            object["controller"] = controller.map(JSON.string) ?? .null
            object["animated"] = .bool(animated)
        case let .command(method, params):
            object["method"] = .string(method)
            object["params"] = params
        }
    }

    /// Reads a step line's fields; the error names what is wrong.
    init(line object: JSONObject) throws(RecordingError.Problem) {
        guard let t = object["t"]?.doubleValue else { throw .field("t", "the host clock in milliseconds") }
        self.t = t
        guard let kind = object["kind"]?.stringValue else { throw .field("kind", "the kind of input, such as \"touches\"") }
        func string(_ key: String) throws(RecordingError.Problem) -> String {
            guard let value = object[key]?.stringValue else { throw .field(key, "a string") }
            return value
        }
        func number(_ key: String) throws(RecordingError.Problem) -> Double {
            guard let value = object[key]?.doubleValue, value.isFinite else { throw .field(key, "a number") }
            return value
        }
        func bool(_ key: String) throws(RecordingError.Problem) -> Bool {
            guard let value = object[key]?.boolValue else { throw .field(key, "true or false") }
            return value
        }
        switch kind {
        case "touches":
            guard let touches = object["touches"]?.arrayValue, !touches.isEmpty else {
                throw .field("touches", "a non-empty array of {id, phase, x, y}")
            }
            var inputs: [TouchInput] = []
            for (index, touch) in touches.enumerated() {
                guard let id = touch["id"]?.intValue, let phaseName = touch["phase"]?.stringValue,
                      let phase = UITouch.Phase(name: phaseName), let x = touch["x"]?.doubleValue, let y = touch["y"]?.doubleValue else {
                    throw .field("touches[\(index)]", "{id: integer, phase: began|moved|stationary|ended|cancelled, x, y}")
                }
                inputs.append(TouchInput(id: id, phase: phase, x: CGFloat(x), y: CGFloat(y)))
            }
            input = .touches(inputs)
            for note in object["hits"]?.arrayValue ?? [] {
                guard let id = note["id"]?.intValue else { continue }
                hits.append(Hit(id: id, path: note["path"]?.stringValue, selector: note["selector"]))
            }
        case "cancelTouches": input = .cancelTouches
        case "launch":
            input = .launch(url: object["url"]?.stringValue, background: object["background"]?.boolValue ?? false)
        case _ where Self.lifecycleKinds.contains(kind): input = .lifecycle(kind)
        case "interrupt":
            let interruption = try string("interruption")
            guard UIApplication.Interruption(rawValue: interruption) != nil else {
                throw .field("interruption", "call, alert or lock")
            }
            input = .interrupt(interruption)
        case "endInterruption": input = .endInterruption(accept: try bool("accept"))
        case "openURL": input = .openURL(try string("url"))
        case "rotate":
            let orientation = try string("orientation")
            guard UIDeviceOrientation(name: orientation) != nil else { throw .field("orientation", "a device orientation such as landscapeLeft") }
            input = .rotate(orientation)
        case "advance": input = .advance(ms: try number("ms"))
        case "idle": input = .idle(timeoutMs: try number("timeoutMs"))
        case "dismiss": input = .dismiss(controller: object["controller"]?.stringValue, animated: object["animated"]?.boolValue ?? true)
        case "command":
            let method = try string("method")
            guard InputJournal.recordedCommands.contains(method) else {
                throw .field("method", "a recorded command: \(InputJournal.recordedCommands.sorted().joined(separator: ", "))")
            }
            input = .command(method: method, params: object["params"] ?? .object(JSONObject()))
        default:
            throw .field("kind", "a known input kind (touches, cancelTouches, launch, \(Self.lifecycleKinds.joined(separator: ", ")), interrupt, endInterruption, openURL, rotate, advance, idle, dismiss, command), not '\(kind)'")
        }
    }

    init(t: Double, input: Input, hits: [Hit] = []) {
        self.t = t
        self.input = input
        self.hits = hits
    }
}
