/// Picks views (docs/protocol.md, Addressing views): every given criterion must match. Matching happens in the server,
/// against the runtime; this is the parsed, validated form.
public struct ViewSelector: Equatable, Sendable, CustomStringConvertible {
    public var ref: String?
    public var tag: Int?
    public var accessibilityIdentifier: String?
    public var className: String?
    /// The `id` of the storyboard element the view was built from.
    public var storyboardID: String?
    /// Title, text or label.
    public var text: String?
    /// Search only under the first match of this selector.
    public indirect enum Scope: Equatable, Sendable { case within(ViewSelector) }
    public var scope: Scope?
    /// The n-th match in depth-first order (the order `viewWithTag` searches), default 0.
    public var index: Int?
    /// Only views in a window, not hidden, and at least partly on screen.
    public var visible: Bool?
    /// `[section, item]` (or `[section, row]`): the cell at that index path of the table or collection view the
    /// other criteria pick (the first one in the windows when there are none), scrolled into view first.
    public var indexPath: [Int]?

    public static let keys = ["ref", "tag", "accessibilityIdentifier", "class", "storyboardID", "text", "within", "index",
                              "visible", "indexPath"]

    public init() {}

    public var within: ViewSelector? {
        if case .within(let selector)? = scope { return selector }
        return nil
    }

    /// Parses a selector object. `field` names it in errors (e.g. "view").
    public init(json: JSON, field: String) throws(RPCError) {
        guard case .object(let object) = json else {
            throw .invalidParams(field: field, expected: "a selector object such as {\"tag\": 5}", got: json)
        }
        try self.init(object: object, field: field, allowing: Self.keys)
        guard !isEmpty else {
            throw .invalidParams(field: field, expected: "a selector with at least one of: \(Self.keys.joined(separator: ", "))")
        }
    }

    /// Parses selector fields out of an object that may hold other keys (`view.find` takes them inline).
    public init(object: JSONObject, field: String, allowing allowed: [String]) throws(RPCError) {
        let params = Params(object: object)
        for key in object.keys where !allowed.contains(key) {
            throw .unknownParam(field == "" ? key : "\(field).\(key)", allowed: allowed)
        }
        func name(_ key: String) -> String { field.isEmpty ? key : "\(field).\(key)" }
        do throws(RPCError) {
            ref = try params.string("ref")
            tag = try params.int("tag")
            accessibilityIdentifier = try params.string("accessibilityIdentifier")
            className = try params.string("class")
            storyboardID = try params.string("storyboardID")
            text = try params.string("text")
            index = try params.int("index", in: 0...Int(Int32.max))
            visible = try params.bool("visible")
        } catch {
            let inner = error.data?["field"]?.stringValue ?? ""
            throw .invalidParams(field: name(inner), expected: error.data?["expected"]?.stringValue ?? "a valid value")
        }
        if let within = object["within"], within != .null {
            scope = .within(try ViewSelector(json: within, field: name("within")))
        }
        if let path = object["indexPath"], path != .null {
            guard case .array(let parts) = path, parts.count == 2,
                  let section = parts[0].intValue, let item = parts[1].intValue, section >= 0, item >= 0 else {
                throw .invalidParams(field: name("indexPath"), expected: "[section, item]: two integers of at least 0", got: path)
            }
            indexPath = [section, item]
        }
    }

    public var isEmpty: Bool {
        ref == nil && tag == nil && accessibilityIdentifier == nil && className == nil && storyboardID == nil && text == nil
            && scope == nil
            && visible == nil && indexPath == nil
    }

    public var json: JSON {
        var object = JSONObject()
        if let ref { object["ref"] = .string(ref) }
        if let tag { object["tag"] = .int(tag) }
        if let accessibilityIdentifier { object["accessibilityIdentifier"] = .string(accessibilityIdentifier) }
        if let className { object["class"] = .string(className) }
        if let storyboardID { object["storyboardID"] = .string(storyboardID) }
        if let text { object["text"] = .string(text) }
        if let within { object["within"] = within.json }
        if let index { object["index"] = .int(index) }
        if let visible { object["visible"] = .bool(visible) }
        if let indexPath { object["indexPath"] = .array(indexPath.map { .int($0) }) }
        return .object(object)
    }

    public var description: String { json.text }
}
