import Foundation
import UIHostProtocol

/// Turns a recording into a pytest test on the Python client (`Clients/python`, package `uihost`), the way
/// Playwright's codegen writes a script: a tap on a view that a selector finds (tag, accessibility identifier or
/// text, chosen when the recording was made) becomes `app.tap(tag=3)` rather than a tap at a point, so the test
/// survives layout changes; the test ends by asserting the properties of selectable views that the session changed.
///
/// Methods of the client it uses: `uihost.launch(storyboard=... | app=..., device=...)`, `app.tap(**selector)` and
/// `app.tap(x=, y=)`, `app.segue(identifier)`, `app.rotate(orientation)`, `app.wait_for_idle()`, `app.view(**selector)`
/// with snake_case properties (`accessibility_label`), and `app.call(method, params)` for everything else.
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
        while index < steps.count {
            let step = steps[index]
            defer { index += 1 }
            switch step.input {
            case .touches(let touches):
                // A tap: one finger down, then up at the same point in the next step.
                if touches.count == 1, touches[0].phase == .began, index + 1 < steps.count,
                   case .touches(let next) = steps[index + 1].input, next.count == 1, next[0].phase == .ended,
                   next[0].id == touches[0].id, next[0].location == touches[0].location {
                    if let selector = step.hits.first(where: { $0.id == touches[0].id })?.selector {
                        body.append("app.tap(\(keywords(selector)))")
                    } else {
                        body.append("app.tap(x=\(number(touches[0].location.x)), y=\(number(touches[0].location.y)))")
                    }
                    index += 1
                    // app.tap waits for idle itself.
                    if index + 1 < steps.count, case .idle = steps[index + 1].input { index += 1 }
                } else {
                    let list = touches.map { "{\"id\": \($0.id), \"phase\": \"\($0.phase.name)\", \"x\": \(number($0.location.x)), \"y\": \(number($0.location.y))}" }
                    body.append("app.call(\"input.touch\", {\"touches\": [\(list.joined(separator: ", "))], \"wait\": \"none\"})")
                }
            case .idle:
                body.append("app.wait_for_idle()")
            case .rotate(let orientation):
                body.append("app.rotate(\(python(.string(orientation))))")
            case .advance(let ms):
                body.append("app.call(\"clock.advance\", {\"ms\": \(number(ms))})")
            case .cancelTouches:
                body.append("# step: every finger was cancelled (a client went away mid-gesture); not reproducible from a script")
            case let .launch(url, background):
                var params: [String] = []
                if let url { params.append("\"url\": \(python(.string(url)))") }
                if background { params.append("\"background\": True") }
                body.append("app.call(\"app.launch\", {\(params.joined(separator: ", "))})")
            case .lifecycle(let name):
                body.append(name == "purge" ? "# step: the system purged the suspended app (no protocol method does this)"
                                            : "app.call(\"app.\(name)\")")
            case .interrupt(let kind):
                body.append("app.call(\"app.interrupt\", {\"kind\": \(python(.string(kind)))})")
            case .endInterruption(let accept):
                body.append("app.call(\"app.endInterruption\", {\"accept\": \(accept ? "True" : "False")})")
            case .openURL(let url):
                body.append("app.call(\"app.openURL\", {\"url\": \(python(.string(url)))})")
            case let .dismiss(_, animated):
                body.append("app.call(\"controller.dismiss\", {\"animated\": \(animated ? "True" : "False")})")
            case let .command(method, params):
                if containsPath(params) {
                    body.append("# step: \(method) named a view or controller by position only; not exported")
                } else if method == "segue.perform", let identifier = params["identifier"]?.stringValue, params.objectValue?.count == 1 {
                    body.append("app.segue(\(python(.string(identifier))))")
                } else {
                    body.append("app.call(\(python(.string(method))), \(python(params)))")
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
                selector = "accessibility_identifier=\(identifier)"
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

    private static func keywords(_ selector: JSON) -> String {
        guard case .object(let object) = selector else { return "" }
        return object.map { "\(snakeCase($0.key))=\(python($0.value))" }.joined(separator: ", ")
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
