/// A JSON-RPC error with the protocol's codes (docs/protocol.md, Errors). Every message says what was wrong and what
/// would be right.
public struct RPCError: Error, Equatable, Sendable, CustomStringConvertible {
    public let code: Int
    public let message: String
    public let data: JSON?

    public init(code: Int, message: String, data: JSON? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }

    public var description: String { "\(code): \(message)" }

    public var json: JSON {
        var object = JSONObject()
        object["code"] = .int(code)
        object["message"] = .string(message)
        if let data { object["data"] = data }
        return .object(object)
    }

    // MARK: JSON-RPC codes

    public static let parseErrorCode = -32700
    public static let invalidRequestCode = -32600
    public static let methodNotFoundCode = -32601
    public static let invalidParamsCode = -32602
    public static let internalErrorCode = -32603

    // MARK: Application codes

    public static let noSuchObjectCode = -32001
    public static let notHittableCode = -32002
    public static let notAcceptingInputCode = -32003
    public static let noSuchSegueCode = -32004
    public static let lifecycleNotAllowedCode = -32006
    public static let timedOutCode = -32007
    public static let replayDivergedCode = -32009
    public static let limitExceededCode = -32010

    public static func parseError(_ detail: String) -> RPCError {
        RPCError(code: parseErrorCode, message: "\(detail); send one JSON-RPC 2.0 request object or an array of them")
    }

    public static func invalidRequest(_ detail: String) -> RPCError {
        RPCError(code: invalidRequestCode, message: "invalid request: \(detail)")
    }

    public static func methodNotFound(_ method: String) -> RPCError {
        RPCError(code: methodNotFoundCode,
                 message: "no method named '\(method)'; rpc.discover lists every method",
                 data: ["method": .string(method)])
    }

    /// A parameter is missing or has the wrong type or value.
    public static func invalidParams(field: String, expected: String, got: JSON? = nil) -> RPCError {
        let actual = got.map { " but got \($0.typeName == "string" ? "'\($0.stringValue!)'" : $0.typeName)" } ?? ""
        return RPCError(code: invalidParamsCode,
                        message: "parameter '\(field)' must be \(expected)\(actual)",
                        data: ["field": .string(field), "expected": .string(expected)])
    }

    public static func unknownParam(_ field: String, allowed: [String]) -> RPCError {
        let list = allowed.isEmpty ? "none" : allowed.joined(separator: ", ")
        return RPCError(code: invalidParamsCode,
                        message: "unknown parameter '\(field)'; this method takes: \(list)",
                        data: ["field": .string(field), "expected": .string("one of: \(list)")])
    }

    public static func internalError(_ detail: String) -> RPCError {
        RPCError(code: internalErrorCode, message: "internal error: \(detail); the host keeps running")
    }

    public static func limitExceeded(_ limit: String, _ detail: String) -> RPCError {
        RPCError(code: limitExceededCode, message: detail, data: ["limit": .string(limit)])
    }
}
