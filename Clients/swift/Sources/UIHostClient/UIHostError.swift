import UIHostProtocol

/// An error the host answered with, typed by code (docs/protocol.md, Errors), carrying the data fields.
public enum UIHostError: Error, Equatable, CustomStringConvertible {
    case parseError(message: String)
    case invalidRequest(message: String)
    case methodNotFound(message: String)
    case invalidParams(field: String?, expected: String?, message: String)
    case internalError(message: String)
    /// -32001: nothing matches the selector.
    case noSuchView(selector: JSON?, message: String)
    /// -32002: the view cannot be hit; `hit` is what a finger would touch instead.
    case notHittable(reason: String?, hit: JSON?, message: String)
    /// -32003: the app is not active.
    case notAcceptingInput(state: String?, message: String)
    /// -32004.
    case noSuchSegue(available: [String], message: String)
    /// -32006.
    case lifecycleNotAllowed(from: String?, to: String?, message: String)
    /// -32007.
    case timedOut(pending: JSON?, message: String)
    /// -32009.
    case replayDiverged(at: JSON?, expected: JSON?, actual: JSON?, message: String)
    /// -32010.
    case limitExceeded(limit: String?, message: String)
    case other(code: Int, message: String, data: JSON?)
    /// The connection closed before the reply came.
    case disconnected
    /// The reply was not JSON-RPC.
    case malformedReply(String)

    public init(code: Int, message: String, data: JSON?) {
        switch code {
        case RPCError.parseErrorCode: self = .parseError(message: message)
        case RPCError.invalidRequestCode: self = .invalidRequest(message: message)
        case RPCError.methodNotFoundCode: self = .methodNotFound(message: message)
        case RPCError.invalidParamsCode:
            self = .invalidParams(field: data?["field"]?.stringValue, expected: data?["expected"]?.stringValue, message: message)
        case RPCError.internalErrorCode: self = .internalError(message: message)
        case RPCError.noSuchObjectCode: self = .noSuchView(selector: data?["selector"], message: message)
        case RPCError.notHittableCode: self = .notHittable(reason: data?["reason"]?.stringValue, hit: data?["hit"], message: message)
        case RPCError.notAcceptingInputCode: self = .notAcceptingInput(state: data?["state"]?.stringValue, message: message)
        case RPCError.noSuchSegueCode:
            self = .noSuchSegue(available: data?["available"]?.arrayValue?.compactMap(\.stringValue) ?? [], message: message)
        case RPCError.lifecycleNotAllowedCode:
            self = .lifecycleNotAllowed(from: data?["from"]?.stringValue, to: data?["to"]?.stringValue, message: message)
        case RPCError.timedOutCode: self = .timedOut(pending: data?["pending"], message: message)
        case RPCError.replayDivergedCode:
            self = .replayDiverged(at: data?["at"], expected: data?["expected"], actual: data?["actual"], message: message)
        case RPCError.limitExceededCode: self = .limitExceeded(limit: data?["limit"]?.stringValue, message: message)
        default: self = .other(code: code, message: message, data: data)
        }
    }

    public var code: Int? {
        switch self {
        case .parseError: RPCError.parseErrorCode
        case .invalidRequest: RPCError.invalidRequestCode
        case .methodNotFound: RPCError.methodNotFoundCode
        case .invalidParams: RPCError.invalidParamsCode
        case .internalError: RPCError.internalErrorCode
        case .noSuchView: RPCError.noSuchObjectCode
        case .notHittable: RPCError.notHittableCode
        case .notAcceptingInput: RPCError.notAcceptingInputCode
        case .noSuchSegue: RPCError.noSuchSegueCode
        case .lifecycleNotAllowed: RPCError.lifecycleNotAllowedCode
        case .timedOut: RPCError.timedOutCode
        case .replayDiverged: RPCError.replayDivergedCode
        case .limitExceeded: RPCError.limitExceededCode
        case .other(let code, _, _): code
        case .disconnected, .malformedReply: nil
        }
    }

    public var description: String {
        switch self {
        case .parseError(let message), .invalidRequest(let message), .methodNotFound(let message),
             .invalidParams(_, _, let message), .internalError(let message), .noSuchView(_, let message),
             .notHittable(_, _, let message), .notAcceptingInput(_, let message), .noSuchSegue(_, let message),
             .lifecycleNotAllowed(_, _, let message), .timedOut(_, let message), .replayDiverged(_, _, _, let message),
             .limitExceeded(_, let message), .other(_, let message, _):
            return "\(code.map(String.init) ?? ""): \(message)"
        case .disconnected: return "the connection to uihost closed before the reply arrived"
        case .malformedReply(let detail): return "uihost sent a reply that is not JSON-RPC: \(detail)"
        }
    }
}
