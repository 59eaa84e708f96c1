import Foundation

/// A JSON value. The protocol layer parses and writes JSON itself, rather than through JSONSerialization, to
/// enforce the protocol's limits while parsing (nesting depth, invalid UTF-8, non-finite numbers) with errors that
/// say where the problem is, to keep integers exact, and to write large trees quickly with a stable key order.
public enum JSON: Equatable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSON])
    /// Keys in insertion order: replies read the way they are built.
    case object(JSONObject)
    /// A value already written as JSON text, copied into the output as it is: large results (a 10,000-view tree)
    /// are streamed into bytes rather than built as values. Whoever makes one guarantees it is valid JSON.
    case serializedValue([UInt8])

    public static func object(_ pairs: KeyValuePairs<String, JSON>) -> JSON {
        var object = JSONObject()
        for (key, value) in pairs { object[key] = value }
        return .object(object)
    }
}

/// An object that keeps its keys in insertion order. Stored as a list of pairs: protocol objects are small, so a
/// linear lookup beats hashing, and building a 10,000-node tree allocates one array per object.
public struct JSONObject: Equatable, Sendable, Sequence {
    public private(set) var pairs: [(key: String, value: JSON)] = []

    public init() {}

    public init(_ pairs: [(String, JSON)]) {
        self.pairs.reserveCapacity(pairs.count)
        for (key, value) in pairs { self[key] = value }
    }

    /// Reserves room for `count` members.
    public init(capacity: Int) {
        pairs.reserveCapacity(capacity)
    }

    public var keys: [String] { pairs.map(\.key) }

    public subscript(key: String) -> JSON? {
        get {
            for pair in pairs where pair.key == key { return pair.value }
            return nil
        }
        set {
            let index = pairs.firstIndex { $0.key == key }
            switch (index, newValue) {
            case let (index?, value?): pairs[index].value = value
            case let (nil, value?): pairs.append((key, value))
            case let (index?, nil): pairs.remove(at: index)
            case (nil, nil): break
            }
        }
    }

    /// Adds a member known not to be there yet, without looking.
    public mutating func append(_ key: String, _ value: JSON) {
        pairs.append((key, value))
    }

    public var count: Int { pairs.count }
    public var isEmpty: Bool { pairs.isEmpty }

    public func makeIterator() -> IndexingIterator<[(key: String, value: JSON)]> {
        pairs.makeIterator()
    }

    /// Equal when they hold the same members, in any order.
    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        guard lhs.pairs.count == rhs.pairs.count else { return false }
        return lhs.pairs.allSatisfy { rhs[$0.key] == $0.value }
    }
}

// MARK: Literals and accessors

extension JSON: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    public init(nilLiteral: ()) { self = .null }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(floatLiteral value: Double) { self = .double(value) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(arrayLiteral elements: JSON...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JSON)...) { self = .object(JSONObject(elements)) }
}

extension JSON {
    public subscript(key: String) -> JSON? {
        if case .object(let object) = self { return object[key] }
        return nil
    }

    public subscript(index: Int) -> JSON? {
        if case .array(let array) = self, array.indices.contains(index) { return array[index] }
        return nil
    }

    public var stringValue: String? { if case .string(let value) = self { return value }; return nil }
    public var boolValue: Bool? { if case .bool(let value) = self { return value }; return nil }
    public var arrayValue: [JSON]? { if case .array(let value) = self { return value }; return nil }
    public var objectValue: JSONObject? { if case .object(let value) = self { return value }; return nil }
    public var isNull: Bool { self == .null }

    /// An integer, also from a double with no fractional part.
    public var intValue: Int? {
        switch self {
        case .int(let value): return value
        case .double(let value) where value.rounded() == value && abs(value) < 9e15: return Int(value)
        default: return nil
        }
    }

    public var doubleValue: Double? {
        switch self {
        case .int(let value): return Double(value)
        case .double(let value): return value
        default: return nil
        }
    }

    /// The JSON type's name, for error messages: "string", "number", "object"...
    public var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .int, .double: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        case .serializedValue: "serialized JSON"
        }
    }
}

// MARK: Writing

extension JSON {
    /// Compact UTF-8 JSON.
    public func serialized() -> [UInt8] {
        // No walk to size the buffer first: a written tree inside the value is appended in one piece, and the
        // buffer grows to fit it in one step (JSONBuffer.grow), copying only what came before it.
        var buffer = JSONBuffer(capacity: 512)
        write(to: &buffer)
        return buffer.bytes
    }

    /// Writes the value into a buffer: every reply goes this way, so pieces are appended without `[UInt8]`'s
    /// per-append bookkeeping.
    public func write(to out: inout JSONBuffer) {
        switch self {
        case .null: out.append("null")
        case .bool(let value): out.append(value ? "true" : "false")
        case .int(let value): out.writeInteger(Int64(value))
        case .double(let value): out.writeNumber(value)
        case .string(let value): out.writeString(value)
        case .array(let values):
            out.append(UInt8(ascii: "["))
            for index in values.indices {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                values[index].write(to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .serializedValue(let bytes):
            out.append(bytes)
        case .object(let object):
            out.append(UInt8(ascii: "{"))
            for index in object.pairs.indices {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                out.writeString(object.pairs[index].key)
                out.append(UInt8(ascii: ":"))
                object.pairs[index].value.write(to: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    public var text: String { String(decoding: serialized(), as: UTF8.self) }

    /// Appends the value's JSON to a byte array (the recording's stable trees build theirs this way).
    public func write(to out: inout [UInt8]) {
        var buffer = JSONBuffer(capacity: 256)
        write(to: &buffer)
        out.append(contentsOf: buffer.bytes)
    }

    /// Non-finite numbers have no JSON form: they are written as null. Others get their shortest round-trip
    /// form, the text `Double.description` gives (whole numbers without a fraction).
    public static func writeNumber(_ value: Double, to out: inout [UInt8]) {
        guard NumberFormatting.fits(value) else {
            out.append(contentsOf: NumberFormatting.fallback(value))
            return
        }
        withScratch(&out) { NumberFormatting.format(value, into: $0) }
    }

    /// Decimal digits straight into the buffer, without a String.
    public static func writeInteger(_ value: Int64, to out: inout [UInt8]) {
        if value >= 0, value < 10 {
            out.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value))
            return
        }
        withScratch(&out) { NumberFormatting.format(value, into: $0) }
    }

    /// Lets `write` put up to 24 bytes into a scratch buffer on the stack, then appends them in one piece.
    @inline(__always)
    private static func withScratch(_ out: inout [UInt8], _ write: (UnsafeMutablePointer<UInt8>) -> Int) {
        var scratch: (UInt64, UInt64, UInt64) = (0, 0, 0)
        withUnsafeMutableBytes(of: &scratch) { buffer in
            let start = buffer.baseAddress!.assumingMemoryBound(to: UInt8.self)
            let length = write(start)
            out.append(contentsOf: UnsafeBufferPointer(start: start, count: length))
        }
    }

    /// A string literal, escaped as `JSONBuffer.writeString` escapes it.
    public static func writeString(_ value: String, to out: inout [UInt8]) {
        var value = value
        value.withUTF8 { utf8 in
            let escaped = [UInt8](unsafeUninitializedCapacity: utf8.count * 6 + 2) { buffer, count in
                count = StringEscaping.write(utf8, into: buffer.baseAddress!)
            }
            out.append(contentsOf: escaped)
        }
    }
}
