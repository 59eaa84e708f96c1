import Foundation
import HeadlessUIKit
import UIHostProtocol

extension AutomationHost {
    func registerDeviceAndClockMethods() {
        method("device.orientation") { [unowned self] _ throws(RPCError) in
            ["device": .string(host.deviceOrientation.name), "interface": .string(host.interfaceOrientation.name),
             "windowBounds": ViewNodes.rect(host.screen.bounds)]
        }
        method("device.rotate") { [unowned self] call throws(RPCError) in
            let names = UIDeviceOrientation.allCases.filter { $0 != .unknown }.map(\.name)
            guard let name = try call.params.oneOf("orientation", names), let orientation = UIDeviceOrientation(name: name) else {
                throw .invalidParams(field: "orientation", expected: "one of \(names.joined(separator: ", "))")
            }
            let mark = host.callbacks.count
            let result = host.rotate(to: orientation)
            try waitIfAsked(call.params)
            let callbacks = host.callbacks.records.dropFirst(mark)
                .filter { $0.kind == .viewController || $0.kind == .application }.map(\.name)
            var object = JSONObject()
            object["device"] = .string(result.device.name)
            object["interface"] = .string(result.interface.name)
            object["rotated"] = .bool(result.rotated)
            if let reason = result.reason { object["reason"] = .string(reason) }
            object["windowBounds"] = ViewNodes.rect(result.windowBounds)
            object["callbacks"] = .array(callbacks.map(JSON.string))
            return .object(object)
        }
        method("clock.now") { [unowned self] _ throws(RPCError) in
            ["ms": .double(host.clock.now * 1000)]
        }
        method("clock.advance") { [unowned self] call throws(RPCError) in
            let ms = try call.params.requiredNumber("ms", in: 0...86_400_000)
            let fired = host.advance(by: ms / 1000)
            return ["ms": .double(host.clock.now * 1000), "fired": .int(fired)]
        }
    }
}
