import HeadlessUIKit
import UIHostProtocol

extension AutomationHost {
    /// Registers every method of the catalogue (`MethodCatalogue.all`).
    func registerMethods() {
        registerSessionMethods()
        registerAppMethods()
        registerTreeMethods()
        registerNavigationMethods()
        registerSegueMethods()
        registerInputMethods()
        registerControlMethods()
        registerGestureMethods()
        registerDeviceAndClockMethods()
        registerRecordingMethods()
        registerSnapshotMethods()
    }

    /// Registers a method whose parameters are checked against the catalogue: unknown ones are refused. Methods
    /// the journal keeps as commands (`InputJournal.recordedCommands`) are recorded as one step.
    func method(_ name: String, _ handler: @escaping (RPCCall<ClientSession>) throws(RPCError) -> JSON) {
        let specs = MethodCatalogue.spec(name)?.params ?? []
        let allowed = specs.map(\.name)
        let isCommand = InputJournal.recordedCommands.contains(name)
        dispatcher.register(name) { [unowned self] call throws(RPCError) in
            CrashReport.handling(method: name, id: call.id, client: call.context.id)
            try call.params.allowOnly(allowed)
            try call.params.checkTypes(specs)
            guard isCommand else { return try handler(call) }
            journal.beginCommand(name, params: .object(call.params.object))
            do throws(RPCError) {
                let result = try handler(call)
                journal.endCommand(name, succeeded: true)
                return result
            } catch {
                journal.endCommand(name, succeeded: false)
                throw error
            }
        }
    }

    private func registerSessionMethods() {
        method("rpc.discover") { _ throws(RPCError) in
            MethodCatalogue.openRPC(serverVersion: Self.serverVersion)
        }
        method("session.hello") { [unowned self] call throws(RPCError) in
            call.context.clientName = try call.params.string("client")
            _ = try call.params.string("version")
            return [
                "protocol": .string(MethodCatalogue.protocolVersion),
                "server": ["name": .string(Self.serverName), "version": .string(Self.serverVersion)],
                "capabilities": .array(dispatcher.methods.map(JSON.string) + ["events"]),
                "app": ["name": .string(configuration.app.name), "state": .string(host.lifecycleState.rawValue)],
                "device": deviceJSON(),
            ]
        }
        method("events.subscribe") { call throws(RPCError) in
            let names = try call.params.stringArray("events") ?? []
            guard call.params.has("events") else {
                throw .invalidParams(field: "events", expected: "an array of event names")
            }
            for (index, name) in names.enumerated() where !MethodCatalogue.events.contains(name) {
                throw .invalidParams(field: "events[\(index)]",
                                     expected: "one of \(MethodCatalogue.events.joined(separator: ", "))",
                                     got: .string(name))
            }
            call.context.subscriptions.formUnion(names)
            return ["events": .array(call.context.subscriptions.sorted().map(JSON.string))]
        }
        method("events.unsubscribe") { call throws(RPCError) in
            if let names = try call.params.stringArray("events") {
                call.context.subscriptions.subtract(names)
            } else {
                call.context.subscriptions.removeAll()
            }
            return ["events": .array(call.context.subscriptions.sorted().map(JSON.string))]
        }
    }

    func deviceJSON() -> JSON {
        let screen = host.screen
        return [
            "profile": .string(host.device.name),
            "orientation": .string(host.deviceOrientation.name),
            "interfaceOrientation": .string(host.interfaceOrientation.name),
            "screen": ["width": .double(Double(screen.bounds.width)), "height": .double(Double(screen.bounds.height)),
                       "scale": .double(Double(screen.scale))],
        ]
    }
}
