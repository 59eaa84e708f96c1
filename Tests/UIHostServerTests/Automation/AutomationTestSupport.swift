import HeadlessUIKit
import UIHostDemo
import UIHostProtocol
@testable import UIHostCore
@testable import UIHostServer
import UIHostTesting
@testable import UIHostWebSocket

/// An automation host running the demo app (or another app), driven by whole JSON-RPC messages as a client would
/// send them.
@MainActor
final class DemoAutomation {
    let automation: AutomationHost
    let session: ClientSession
    private var nextID = 1

    init(app: AppDescription = AppDescription(name: "demo") { DemoAppDelegate() }, device: DeviceProfile = .iPhone8) throws {
        var configuration = HostConfiguration(app: app)
        configuration.device = device
        automation = try AutomationHost(configuration: configuration)
        session = automation.openSession(1)
    }

    /// The whole reply to a request.
    func reply(_ method: String, _ params: JSON? = nil) throws -> JSON {
        var request = JSONObject([("jsonrpc", "2.0"), ("method", .string(method)), ("id", .int(nextID))])
        if let params { request["params"] = params }
        nextID += 1
        let bytes = automation.handle(JSON.object(request).serialized(), from: session)
        return try JSONParser.parse(bytes ?? [])
    }

    /// The result, or the error as a thrown RPCError.
    @discardableResult
    func call(_ method: String, _ params: JSON? = nil) throws -> JSON {
        let reply = try reply(method, params)
        if let error = reply["error"] {
            throw RPCError(code: error["code"]?.intValue ?? 0, message: error["message"]?.stringValue ?? "", data: error["data"])
        }
        return reply["result"] ?? .null
    }

    func error(_ method: String, _ params: JSON? = nil) throws -> RPCError? {
        do {
            try call(method, params)
            return nil
        } catch let error as RPCError {
            return error
        }
    }

    /// Notifications queued for this session, as parsed messages.
    func notifications() throws -> [JSON] {
        try automation.takeOutbox().filter { $0.0 == session.id }.map { try JSONParser.parse($0.1) }
    }
}
