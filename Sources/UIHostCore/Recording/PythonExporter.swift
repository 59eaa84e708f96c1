import Foundation
import UIHostProtocol

/// Turns a recording into a pytest test on the Python client (`Clients/python`, package `uihost`), the way
/// Playwright's codegen writes a script: a tap on a view that a selector finds (tag, accessibility identifier or
/// text, chosen when the recording was made) becomes `app.tap(tag=3)` rather than a tap at a point, so the test
/// survives layout changes; the test ends by asserting the properties of selectable views that the session changed.
///
/// Each step becomes the client call that makes the same input: `uihost.launch(storyboard=... | app=...,
/// device=...)`, `app.tap(**selector)` or `app.tap(x=, y=)`, raw `app.touch([...])` for other touches,
/// `app.advance(ms)`, `app.rotate(...)`, the life-cycle calls (`app.home()`...), and for recorded commands their
/// wrappers (`app.segue`, `app.back`, `app.select_tab`, `app.alert_tap`, `app.type`, `app.key`) or `app.call`.
/// An input the host ran until idle after (the protocol's default `wait: "idle"`) is one call with the client's
/// default; one that did not gets `wait="none"`, and a wait of its own is `app.wait_for_idle()`. So the exported
/// test makes the recording's inputs in the recording's order on the same virtual clock.
@MainActor
public enum PythonExporter {
    public static func export(path: String, testName: String? = nil) throws(RecordingError) -> String {
        let recording = try Recording.read(path: path)
        return export(recording, source: path, testName: testName)
    }

    static func export(_ recording: Recording, source: String, testName: String?) -> String {
        let header = recording.header
        var body: [String] = []
        let steps = recording.steps
        var index = 0
        /// Whether the step after `index` is a run until idle with the default timeout (which the call's own
        /// default wait makes); if so it is consumed.
        func waitsAfter() -> Bool {
            guard index + 1 < steps.count, case .idle(let timeout) = steps[index + 1].input,
                  timeout == header.idleTimeoutMs else { return false }
            index += 1
            return true
        }
        /// `call` with `wait="none"` added when the host did not run until idle after it.
        func waiting(_ name: String, _ arguments: [String]) -> String {
            let waited = waitsAfter()
            return "app.\(name)(\((arguments + (waited ? [] : ["wait=\"none\""])).joined(separator: ", ")))"
        }
        // The host clock after the last step when it is known (a run until idle ends when it ends): time that
        // passed between steps without a step of its own (a gesture's fingers held or moving) becomes
        // `app.advance(ms)`, so the app sees the same timestamps.
        var clock: Double?
        while index < steps.count {
            let step = steps[index]
            defer { index += 1 }
            // Rounded to a nanosecond: the gap is a difference of sums of the gesture's intervals.
            if let known = clock, step.t - known > 1e-6 { body.append("app.advance(\(number(((step.t - known) * 1e6).rounded() / 1e6)))") }
            clock = step.t
            switch step.input {
            case .touches(let touches):
                // A tap: one finger down, then up at the same point next; a long press when the clock moved
                // between the two (an advance step, as input.longPress records, or a gap).
                var held: Double = 0
                if index + 2 < steps.count, case .advance(let ms) = steps[index + 1].input,
                   case .touches(let next) = steps[index + 2].input, next.count == 1, next[0].phase == .ended {
                    held = ms
                }
                let upIndex = index + (held > 0 ? 2 : 1)
                if touches.count == 1, touches[0].phase == .began, upIndex < steps.count,
                   case .touches(let next) = steps[upIndex].input, next.count == 1, next[0].phase == .ended,
                   next[0].id == touches[0].id, next[0].location == touches[0].location {
                    let target: [String]
                    if let selector = step.hits.first(where: { $0.id == touches[0].id })?.selector,
                       let arguments = selectorArguments(selector) {
                        target = arguments
                    } else {
                        target = ["x=\(number(touches[0].location.x))", "y=\(number(touches[0].location.y))"]
                    }
                    if held == 0 { held = steps[upIndex].t - step.t }
                    index = upIndex
                    if held > 1e-6 {
                        body.append(waiting("long_press", target + ["duration_ms=\(number(held))"]))
                    } else {
                        body.append(waiting("tap", target))
                    }
                    clock = body.last?.hasSuffix("wait=\"none\")") == true ? steps[index].t : nil
                } else {
                    let list = touches.map { "(\($0.id), \"\($0.phase.name)\", \(number($0.location.x)), \(number($0.location.y)))" }
                    body.append(waiting("touch", ["[\(list.joined(separator: ", "))]"]))
                    if !(body.last?.hasSuffix("wait=\"none\")") ?? false) { clock = nil }
                }
            case .idle(let timeout):
                clock = nil
                body.append(timeout == header.idleTimeoutMs ? "app.wait_for_idle()" : "app.wait_for_idle(timeout_ms=\(number(timeout)))")
            case .rotate(let orientation):
                body.append(waiting("rotate", [python(.string(orientation))]))
                if !(body.last?.hasSuffix("wait=\"none\")") ?? false) { clock = nil }
            case .advance(let ms):
                body.append("app.advance(\(number(ms)))")
                clock = step.t + ms
            case .cancelTouches:
                body.append("# step: every finger was cancelled (a client went away mid-gesture); not reproducible from a script")
            case let .launch(url, background):
                var arguments: [String] = []
                if let url { arguments.append("url=\(python(.string(url)))") }
                if background { arguments.append("background=True") }
                body.append("app.launch_app(\(arguments.joined(separator: ", ")))")
            case .lifecycle(let name):
                switch name {
                case "home": body.append("app.home()")
                case "activate": body.append("app.activate()")
                case "terminate": body.append("app.terminate()")
                case "memoryWarning": body.append("app.memory_warning()")
                case "purge": body.append("# step: the system purged the suspended app (no protocol method does this)")
                default: body.append("app.call(\(python(.string("app." + name))))")
                }
            case .interrupt(let kind):
                body.append("app.interrupt(\(python(.string(kind))))")
            case .endInterruption(let accept):
                body.append("app.end_interruption(accept=\(accept ? "True" : "False"))")
            case .openURL(let url):
                body.append("app.open_url(\(python(.string(url))))")
            case let .dismiss(_, animated):
                body.append(waiting("dismiss", ["animated=\(animated ? "True" : "False")"]))
                if !(body.last?.hasSuffix("wait=\"none\")") ?? false) { clock = nil }
            case let .command(method, params):
                // Commands run until idle inside unless asked not to (view.set never waits).
                if method != "view.set", params["wait"]?.stringValue != "none" { clock = nil }
                if containsPath(params) {
                    body.append("# step: \(method) named a view or controller by position only; not exported")
                } else {
                    body.append(command(method, params))
                }
            }
        }
        body += assertions(recording)
        var launch: [String] = []
        if let storyboard = header.app.storyboardPath {
            launch.append("storyboard=\(python(.string(storyboard)))")
        } else {
            launch.append("app=\(python(.string(header.app.name)))")
        }
        if header.device != "iphone-8" { launch.append("device=\(python(.string(header.device)))") }
        let name = testName ?? "test_" + URL(fileURLWithPath: source).deletingPathExtension().lastPathComponent
            .map { $0.isLetter || $0.isNumber ? String($0) : "_" }.joined().lowercased()
        var lines = [
            "\"\"\"Exported by uihost \(AutomationHost.serverVersion) from \(URL(fileURLWithPath: source).lastPathComponent): \(steps.count) steps on \(header.app.describe).\"\"\"",
            "import uihost",
            "",
            "",
            "def \(name)():",
            "    with uihost.launch(\(launch.joined(separator: ", "))) as app:",
        ]
        if body.isEmpty { body.append("pass") }
        lines += body.map { "        " + $0 }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Asserts, for every view a selector names (a unique tag or accessibility identifier), each property that
    /// differs between the first and the last tree of the recording.
    static func assertions(_ recording: Recording) -> [String] {
        var first: [String]?
        var last: [String] = []
        for entry in recording.entries {
            switch entry {
            case let .tree(_, _, lines):
                if first == nil { first = lines }
                last = lines
            case let .step(_, _, _, delta):
                if let delta, let applied = delta.applied(to: last) { last = applied }
            }
        }
        guard let first else { return [] }
        let before = Dictionary(first.compactMap(StableTree.parse).filter { $0.path.hasPrefix("w") }.map { ($0.path, $0) },
                                uniquingKeysWith: { a, _ in a })
        let after = last.compactMap(StableTree.parse).filter { $0.path.hasPrefix("w") }
        var tagCounts: [String: Int] = [:]
        var identifierCounts: [String: Int] = [:]
        for view in after {
            if let tag = view.fields["tag"] { tagCounts[tag, default: 0] += 1 }
            if let identifier = view.fields["accessibilityIdentifier"] { identifierCounts[identifier, default: 0] += 1 }
        }
        let checked = ["accessibilityLabel", "accessibilityValue", "text", "title", "value", "isOn", "hidden", "selected", "enabled"]
        var out: [String] = []
        for view in after {
            let selector: String
            if let tag = view.fields["tag"], tagCounts[tag] == 1 {
                selector = "tag=\(tag)"
            } else if let identifier = view.fields["accessibilityIdentifier"], identifierCounts[identifier] == 1 {
                selector = "id=\(identifier)"
            } else {
                continue
            }
            let old = before[view.path]
            for field in checked {
                let value = view.fields[field] ?? (field == "hidden" ? "false" : nil)
                let previous = old.map { $0.fields[field] ?? (field == "hidden" ? "false" : nil) } ?? nil
                guard let value, old == nil || previous != value, old != nil || field != "hidden" || value != "false" else { continue }
                guard let parsed = try? JSONParser.parse(value) else { continue }
                out.append("assert app.view(\(selector)).\(snakeCase(field)) == \(python(parsed))")
            }
        }
        return out
    }

    private static func containsPath(_ value: JSON) -> Bool {
        switch value {
        case .object(let object):
            if object.count == 1, object["path"] != nil { return true }
            return object.contains { containsPath($0.value) }
        case .array(let items): return items.contains(where: containsPath)
        default: return false
        }
    }

    /// The wrappers of recorded commands: the Python method, the params passed positionally (in order), and the
    /// params passed as keywords (protocol name to Python name). A command with any other param uses `app.call`.
    private static let wrappers: [String: (name: String, positional: [String], keywords: [String: String])] = [
        "segue.perform": ("segue", ["identifier"], ["controller": "controller", "sender": "sender", "wait": "wait"]),
        "navigation.back": ("back", [], ["animated": "animated", "wait": "wait"]),
        "tabs.select": ("select_tab", [], ["index": "index", "title": "title", "wait": "wait"]),
        "alert.tap": ("alert_tap", ["title"], ["wait": "wait"]),
        "input.type": ("type", ["text"], ["view": "", "wait": "wait"]),
        "input.key": ("key", ["key"], ["wait": "wait"]),
    ]

    /// A recorded command as a call of its wrapper, else of `app.call`.
    private static func command(_ method: String, _ params: JSON) -> String {
        let object = params.objectValue ?? JSONObject()
        if let wrapper = wrappers[method],
           wrapper.positional.allSatisfy({ object[$0] != nil }),
           object.allSatisfy({ wrapper.positional.contains($0.key) || wrapper.keywords[$0.key] != nil }) {
            var arguments = wrapper.positional.compactMap { object[$0].map(python) }
            for (key, value) in object where !wrapper.positional.contains(key) {
                guard let name = wrapper.keywords[key] else { continue }
                if name.isEmpty {
                    // A selector (input.type's view): keyword arguments when it has only keys the client spells.
                    arguments += selectorArguments(value) ?? [python(value)]
                } else {
                    arguments.append("\(name)=\(python(value))")
                }
            }
            return "app.\(wrapper.name)(\(arguments.joined(separator: ", ")))"
        }
        if object.isEmpty { return "app.call(\(python(.string(method))))" }
        if object.allSatisfy({ isIdentifier($0.key) }) {
            return "app.call(\(python(.string(method))), " + object.map { "\($0.key)=\(python($0.value))" }.joined(separator: ", ") + ")"
        }
        return "app.call(\(python(.string(method))), \(python(params)))"
    }

    /// A protocol selector as the client's keyword arguments (`tag=3`, `id="ok"`, `text="Done"`...), or nil when
    /// it has a field the client has no keyword for.
    static func selectorArguments(_ selector: JSON) -> [String]? {
        let names = ["tag": "tag", "accessibilityIdentifier": "id", "text": "text", "class": "class_name",
                     "index": "index", "visible": "visible", "ref": "ref", "within": "within"]
        guard case .object(let object) = selector, !object.isEmpty else { return nil }
        var out: [String] = []
        for (key, value) in object {
            guard let name = names[key] else { return nil }
            out.append("\(name)=\(python(value))")
        }
        return out
    }

    private static let pythonKeywords: Set<String> = [
        "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue", "def", "del",
        "elif", "else", "except", "finally", "for", "from", "global", "if", "import", "in", "is", "lambda",
        "nonlocal", "not", "or", "pass", "raise", "return", "try", "while", "with", "yield",
    ]

    private static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.first, first.isASCII, first.isLetter || first == "_" else { return false }
        return name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") } && !pythonKeywords.contains(name)
    }

    static func snakeCase(_ name: String) -> String {
        var out = ""
        for character in name {
            if character.isUppercase {
                out += "_" + character.lowercased()
            } else {
                out.append(character)
            }
        }
        return out
    }

    private static func number(_ value: CGFloat) -> String { JSONNumber.text(Double(value)) }
    private static func number(_ value: Double) -> String { JSONNumber.text(value) }

    /// A JSON value as a Python literal.
    static func python(_ value: JSON) -> String {
        switch value {
        case .null: return "None"
        case .bool(let flag): return flag ? "True" : "False"
        case .array(let items): return "[" + items.map(python).joined(separator: ", ") + "]"
        case .object(let object):
            return "{" + object.map { python(.string($0.key)) + ": " + python($0.value) }.joined(separator: ", ") + "}"
        default: return String(decoding: value.serialized(), as: UTF8.self)
        }
    }
}

extension StableTree {
    /// A tree line split into its path, class and `name=value` fields (values as written: JSON or `(x,y,w,h)`).
    struct ParsedLine {
        let path: String
        let className: String
        let fields: [String: String]
    }

    static func parse(_ line: String) -> ParsedLine? {
        let characters = Array(line)
        var index = 0
        func word() -> String {
            var out = ""
            while index < characters.count, characters[index] != " " { out.append(characters[index]); index += 1 }
            index += 1
            return out
        }
        let path = word()
        let className = word()
        guard !path.isEmpty, !className.isEmpty else { return nil }
        var fields: [String: String] = [:]
        while index < characters.count {
            var key = ""
            while index < characters.count, characters[index] != "=", characters[index] != " " { key.append(characters[index]); index += 1 }
            guard index < characters.count, characters[index] == "=" else { index += 1; continue }
            index += 1
            var value = ""
            if index < characters.count, characters[index] == "\"" {
                value.append("\"")
                index += 1
                while index < characters.count {
                    let character = characters[index]
                    value.append(character)
                    index += 1
                    if character == "\\", index < characters.count {
                        value.append(characters[index])
                        index += 1
                    } else if character == "\"" {
                        break
                    }
                }
                index += 1
            } else {
                value = word()
            }
            fields[key] = value
        }
        return ParsedLine(path: path, className: className, fields: fields)
    }
}
