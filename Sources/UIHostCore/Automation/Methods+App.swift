import Foundation
import HeadlessUIKit
import UIHostProtocol

extension AutomationHost {
    func registerAppMethods() {
        method("app.state") { [unowned self] _ throws(RPCError) in
            var object = JSONObject([("state", .string(host.lifecycleState.rawValue)),
                                     ("applicationState", .string(host.lifecycleState.applicationState.name))])
            // docs/uikit-rules.md 12: a scene app reports its connected scenes.
            if host.application.usesScenes {
                let scenes = host.application.connectedScenes.sorted { $0.session.persistentIdentifier < $1.session.persistentIdentifier }
                object["scenes"] = .array(scenes.map { scene in
                    var entry = JSONObject([("session", .string(scene.session.persistentIdentifier)),
                                            ("role", .string(scene.session.role.rawValue)),
                                            ("configuration", scene.session.configuration.name.map(JSON.string) ?? .null),
                                            ("activationState", .string(scene.activationState.name)),
                                            ("delegateClass", scene.delegate.map { .string(ClassNames.name(of: $0)) } ?? .null)])
                    if let windowScene = scene as? UIWindowScene {
                        entry["windows"] = .array(windowScene.windows.map { .string(refs.ref($0)) })
                    }
                    return .object(entry)
                })
            }
            return .object(object)
        }
        method("app.launch") { [unowned self] call throws(RPCError) in
            var options = configuration.app.launchOptions
            if let url = try call.params.string("url") {
                guard let parsed = URL(string: url), parsed.scheme != nil else {
                    throw .invalidParams(field: "url", expected: "an absolute URL such as myapp://item/1", got: .string(url))
                }
                options.url = parsed
            }
            options.background = try call.params.bool("background") ?? options.background
            guard host.lifecycleState == .notRunning else {
                throw Self.rpcError(.illegalTransition(operation: "launch", from: host.lifecycleState,
                                                       to: options.background ? .background : .active))
            }
            return try lifecycle { () throws(HostError) in
                try host.launch(delegate: configuration.app.makeDelegate(), options: options)
            }
        }
        method("app.terminate") { [unowned self] _ throws(RPCError) in
            try lifecycle { () throws(HostError) in try host.terminate() }
        }
        method("app.home") { [unowned self] _ throws(RPCError) in
            try lifecycle { () throws(HostError) in try host.pressHome() }
        }
        method("app.activate") { [unowned self] _ throws(RPCError) in
            try lifecycle { () throws(HostError) in try host.activate() }
        }
        method("app.interrupt") { [unowned self] call throws(RPCError) in
            let kind = try call.params.oneOf("kind", UIApplication.Interruption.allCases.map(\.rawValue)) ?? "call"
            return try lifecycle { () throws(HostError) in try host.interrupt(UIApplication.Interruption(rawValue: kind)!) }
        }
        method("app.endInterruption") { [unowned self] call throws(RPCError) in
            let accept = try call.params.requiredBool("accept")
            return try lifecycle { () throws(HostError) in try host.endInterruption(accept: accept) }
        }
        method("app.memoryWarning") { [unowned self] _ throws(RPCError) in
            try lifecycle { () throws(HostError) in try host.memoryWarning() }
        }
        method("app.openURL") { [unowned self] call throws(RPCError) in
            let text = try call.params.requiredString("url")
            guard let url = URL(string: text), url.scheme != nil else {
                throw .invalidParams(field: "url", expected: "an absolute URL such as myapp://item/1", got: .string(text))
            }
            do throws(HostError) {
                let (handled, callbacks) = try host.openURL(url)
                host.runUntilIdle(timeout: configuration.idleTimeout)
                return ["handled": .bool(handled), "state": .string(host.lifecycleState.rawValue),
                        "callbacks": .array(callbacks.map(JSON.string))]
            } catch {
                throw Self.rpcError(error)
            }
        }
        method("app.waitForIdle") { [unowned self] call throws(RPCError) in
            let timeout = (try call.params.number("timeoutMs", in: 0...86_400_000) ?? configuration.idleTimeout * 1000) / 1000
            let report = host.runUntilIdle(timeout: timeout)
            return ["idle": .bool(report.idle),
                    "pending": .array(report.pending.map { ["kind": .string($0.kind.rawValue), "detail": .string($0.detail)] })]
        }
    }

    /// Runs a life-cycle operation and waits for idle: `{state, callbacks}` or -32006 with nothing changed.
    private func lifecycle(_ operation: () throws(HostError) -> HeadlessHost.LifecycleResult) throws(RPCError) -> JSON {
        do throws(HostError) {
            let result = try operation()
            host.runUntilIdle(timeout: configuration.idleTimeout)
            return ["state": .string(host.lifecycleState.rawValue), "callbacks": .array(result.callbacks.map(JSON.string))]
        } catch {
            throw Self.rpcError(error)
        }
    }
}
