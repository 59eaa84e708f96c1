/// Typed access to a method's parameters, with -32602 errors that name the field and the expected type.
public struct Params: Sendable {
    public let object: JSONObject

    public init(_ params: JSON?) throws(RPCError) {
        switch params {
        case nil, .null?: object = JSONObject()
        case .object(let object)?: self.object = object
        case let other?:
            throw RPCError(code: RPCError.invalidParamsCode,
                           message: "params must be an object of named parameters, not \(other.typeName)",
                           data: ["field": "params", "expected": "object"])
        }
    }

    public init(object: JSONObject) { self.object = object }

    public subscript(key: String) -> JSON? { object[key] }

    public func has(_ key: String) -> Bool { object[key] != nil && object[key] != .null }

    /// Refuses parameters the method does not take.
    public func allowOnly(_ keys: [String]) throws(RPCError) {
        for key in object.keys where !keys.contains(key) {
            throw RPCError.unknownParam(key, allowed: keys)
        }
    }

    /// Checks the type of every given parameter against the method's catalogue entry before the method looks at
    /// any of them, so a wrongly typed parameter is named whatever the app's state and nothing has changed.
    public func checkTypes(_ specs: [MethodSpec.Param]) throws(RPCError) {
        for spec in specs {
            switch spec.type {
            case "string": _ = try string(spec.name)
            case "integer": _ = try int(spec.name)
            case "number": _ = try number(spec.name)
            case "boolean": _ = try bool(spec.name)
            case "array": _ = try array(spec.name)
            case "object": _ = try objectValue(spec.name)
            case "selector", "point":
                guard let value = object[spec.name], value != .null, value.objectValue == nil else { continue }
                let expected = spec.type == "point" ? "a point {x, y} or a view selector" : "a selector object such as {\"tag\": 5}"
                throw .invalidParams(field: spec.name, expected: expected, got: value)
            default: continue
            }
        }
    }

    public func string(_ key: String) throws(RPCError) -> String? {
        guard let value = object[key], value != .null else { return nil }
        guard let string = value.stringValue else { throw .invalidParams(field: key, expected: "a string", got: value) }
        return string
    }

    public func requiredString(_ key: String) throws(RPCError) -> String {
        guard let value = try string(key) else { throw .invalidParams(field: key, expected: "a string") }
        return value
    }

    public func bool(_ key: String) throws(RPCError) -> Bool? {
        guard let value = object[key], value != .null else { return nil }
        guard let bool = value.boolValue else { throw .invalidParams(field: key, expected: "true or false", got: value) }
        return bool
    }

    public func requiredBool(_ key: String) throws(RPCError) -> Bool {
        guard let value = try bool(key) else { throw .invalidParams(field: key, expected: "true or false") }
        return value
    }

    public func int(_ key: String, in range: ClosedRange<Int>? = nil) throws(RPCError) -> Int? {
        guard let value = object[key], value != .null else { return nil }
        guard let int = value.intValue else { throw .invalidParams(field: key, expected: "an integer", got: value) }
        if let range, !range.contains(int) {
            throw .invalidParams(field: key, expected: "an integer from \(range.lowerBound) to \(range.upperBound)", got: value)
        }
        return int
    }

    public func requiredInt(_ key: String, in range: ClosedRange<Int>? = nil) throws(RPCError) -> Int {
        guard let value = try int(key, in: range) else { throw .invalidParams(field: key, expected: "an integer") }
        return value
    }

    /// A finite number.
    public func number(_ key: String, in range: ClosedRange<Double>? = nil) throws(RPCError) -> Double? {
        guard let value = object[key], value != .null else { return nil }
        guard let double = value.doubleValue, double.isFinite else {
            throw .invalidParams(field: key, expected: "a finite number", got: value)
        }
        if let range, !range.contains(double) {
            throw .invalidParams(field: key, expected: "a number from \(range.lowerBound) to \(range.upperBound)", got: value)
        }
        return double
    }

    public func requiredNumber(_ key: String, in range: ClosedRange<Double>? = nil) throws(RPCError) -> Double {
        guard let value = try number(key, in: range) else { throw .invalidParams(field: key, expected: "a finite number") }
        return value
    }

    public func oneOf(_ key: String, _ choices: [String]) throws(RPCError) -> String? {
        guard let value = try string(key) else { return nil }
        guard choices.contains(value) else {
            throw .invalidParams(field: key, expected: "one of \(choices.joined(separator: ", "))", got: .string(value))
        }
        return value
    }

    public func objectValue(_ key: String) throws(RPCError) -> JSONObject? {
        guard let value = object[key], value != .null else { return nil }
        guard let object = value.objectValue else { throw .invalidParams(field: key, expected: "an object", got: value) }
        return object
    }

    public func array(_ key: String) throws(RPCError) -> [JSON]? {
        guard let value = object[key], value != .null else { return nil }
        guard let array = value.arrayValue else { throw .invalidParams(field: key, expected: "an array", got: value) }
        return array
    }

    public func stringArray(_ key: String) throws(RPCError) -> [String]? {
        guard let values = try array(key) else { return nil }
        var strings: [String] = []
        for (index, value) in values.enumerated() {
            guard let string = value.stringValue else {
                throw .invalidParams(field: "\(key)[\(index)]", expected: "a string", got: value)
            }
            strings.append(string)
        }
        return strings
    }
}
