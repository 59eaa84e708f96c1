/// One call the dispatcher hands to a method handler.
public struct RPCCall<Context> {
    public let method: String
    public let params: Params
    /// Null for notifications (which get no reply).
    public let id: JSON?
    public let context: Context
    /// Where the handler may stream its result (see `ReplyStream`); nil in a batch, for a notification, or when
    /// the caller wants the reply returned whole.
    public var replyStream: ReplyStream? = nil

    public var isNotification: Bool {
        // Not `id == nil`: JSON is nil-literal expressible, so that would compare with JSON.null.
        if case .none = id { return true }
        return false
    }
}

/// JSON-RPC 2.0 over whole messages, with no I/O: requests, notifications, batches and every standard error.
/// The server feeds it message bytes and sends back what it returns.
public final class RPCDispatcher<Context> {
    public typealias Handler = (RPCCall<Context>) throws(RPCError) -> JSON

    private var handlers: [String: Handler] = [:]
    public var maximumDepth: Int
    /// Most requests in one batch.
    public var maximumBatch: Int

    public init(maximumDepth: Int = 64, maximumBatch: Int = 1000) {
        self.maximumDepth = maximumDepth
        self.maximumBatch = maximumBatch
    }

    public func register(_ method: String, _ handler: @escaping Handler) {
        handlers[method] = handler
    }

    public var methods: [String] { handlers.keys.sorted() }

    /// Handles one message; returns the reply, or nil when nothing is to be sent (notifications, or a reply that
    /// went out through `stream`).
    public func handle(_ message: [UInt8], context: Context, stream: ReplyStream? = nil) -> [UInt8]? {
        let parsed: JSON
        do {
            parsed = try JSONParser.parse(message, maximumDepth: maximumDepth)
        } catch .tooDeep(let limit) {
            return Self.errorResponse(id: .null, RPCError.limitExceeded(
                "nestingDepth", "the message nests deeper than \(limit) levels; flatten it (limit \(limit))")).serialized()
        } catch {
            return Self.errorResponse(id: .null, .parseError(error.description)).serialized()
        }
        return handle(parsed, context: context, stream: stream)?.serialized()
    }

    /// Handles one parsed message.
    public func handle(_ message: JSON, context: Context, stream: ReplyStream? = nil) -> JSON? {
        guard case .array(let batch) = message else {
            return handleOne(message, context: context, stream: stream)
        }
        guard !batch.isEmpty else {
            return Self.errorResponse(id: .null, .invalidRequest("an empty batch; send at least one request"))
        }
        guard batch.count <= maximumBatch else {
            return Self.errorResponse(id: .null, .limitExceeded(
                "batchSize", "a batch of \(batch.count) requests is over the limit of \(maximumBatch); split it"))
        }
        let replies = batch.compactMap { handleOne($0, context: context) }
        return replies.isEmpty ? nil : .array(replies)
    }

    private func handleOne(_ message: JSON, context: Context, stream: ReplyStream? = nil) -> JSON? {
        guard case .object(let request) = message else {
            return Self.errorResponse(id: .null, .invalidRequest("expected a request object, got \(message.typeName)"))
        }
        let id = request["id"]
        if let id {
            switch id {
            case .string, .int, .null: break
            case .double(let value) where value.rounded() == value: break
            default:
                return Self.errorResponse(id: .null, .invalidRequest("'id' must be a string, an integer or null"))
            }
        }
        let replyID = id ?? .null
        guard request["jsonrpc"] == .string("2.0") else {
            return Self.errorResponse(id: replyID, .invalidRequest("'jsonrpc' must be \"2.0\""))
        }
        guard let method = request["method"]?.stringValue else {
            return Self.errorResponse(id: replyID, .invalidRequest("'method' must be a string naming a method"))
        }
        for (key, _) in request.pairs {
            switch key {
            case "jsonrpc", "method", "params", "id": continue
            default:
                return Self.errorResponse(id: replyID, .invalidRequest("unknown member '\(key)'; a request has jsonrpc, method, params and id"))
            }
        }
        let result: JSON
        do throws(RPCError) {
            if case .array? = request["params"] {
                throw RPCError(code: RPCError.invalidParamsCode,
                               message: "params must be an object of named parameters; positional arrays are not accepted",
                               data: ["field": "params", "expected": "object"])
            }
            guard let handler = handlers[method] else {
                throw RPCError.methodNotFound(method)
            }
            let params = try Params(request["params"])
            var call = RPCCall(method: method, params: params, id: id, context: context)
            if let stream, let id {
                stream.prepare(id: id)
                call.replyStream = stream
            }
            result = try handler(call)
            if call.replyStream?.isStarted == true { return nil }
        } catch {
            guard case .some = id else { return nil }  // a notification gets no reply, even an error
            return Self.errorResponse(id: replyID, error)
        }
        guard let id else { return nil }
        return Self.response(id: id, "result", result)
    }

    public static func errorResponse(id: JSON, _ error: RPCError) -> JSON {
        response(id: id, "error", error.json)
    }

    /// `{"jsonrpc": "2.0", <member>: value, "id": id}`, built without looking for keys already there.
    private static func response(id: JSON, _ member: String, _ value: JSON) -> JSON {
        var object = JSONObject(capacity: 3)
        object.append("jsonrpc", "2.0")
        object.append(member, value)
        object.append("id", id)
        return .object(object)
    }

    /// A server → client notification.
    public static func notification(_ method: String, _ params: JSON) -> JSON {
        .object(JSONObject([("jsonrpc", "2.0"), ("method", .string(method)), ("params", params)]))
    }
}
