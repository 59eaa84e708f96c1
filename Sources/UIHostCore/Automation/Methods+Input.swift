import Foundation
import HeadlessUIKit
import UIHostProtocol

extension AutomationHost {
    func registerInputMethods() {
        method("input.tap") { [unowned self] call throws(RPCError) in
            let count = try call.params.int("count", in: 1...10) ?? 1
            let fingers = try call.params.int("fingers", in: 1...5) ?? 1
            // The app's state and the point's place on the screen are checked once, by the runtime's tap.
            let point: CGPoint
            if let selector = try selector(call.params, "view") {
                guard !call.params.has("x"), !call.params.has("y") else {
                    throw .invalidParams(field: "view", expected: "either a view selector or x and y, not both")
                }
                point = try tapPoint(for: try resolve(selector))
            } else {
                let x = try call.params.number("x"), y = try call.params.number("y")
                guard let x, let y else {
                    throw .invalidParams(field: call.params.has("x") ? "y" : "x",
                                         expected: "a number (tap by point needs x and y), or give a view selector")
                }
                point = CGPoint(x: x, y: y)
            }
            let mark = host.callbacks.count
            let actionMark = startRecordingControlActions()
            defer { stopRecordingControlActions(actionMark) }
            let tap = try tap(at: point, fingers: fingers, count: count)
            // After the wait: a recognizer may recognize on a timer (a single tap once the double tap fails).
            try waitIfAsked(call.params)
            let handledBy = touchReceivers(since: mark)
            return ["hit": tap.view.map { .object(nodes.basicFields($0)) } ?? .null,
                    "phases": .array(tap.phases.map { .string($0.name) }),
                    "handledBy": .array(handledBy), "actions": .array(controlActionList(since: actionMark))]
        }
        method("input.touch") { [unowned self] call throws(RPCError) in
            guard let touches = try call.params.array("touches") else {
                throw .invalidParams(field: "touches", expected: "an array of {id, phase, x, y}")
            }
            _ = try call.params.number("timestamp")
            var inputs: [TouchInput] = []
            for (index, touch) in touches.enumerated() {
                let field = "touches[\(index)]"
                guard case .object(let object) = touch else { throw .invalidParams(field: field, expected: "an object {id, phase, x, y}", got: touch) }
                let values = Params(object: object)
                do throws(RPCError) {
                    try values.allowOnly(["id", "phase", "x", "y"])
                    let id = try values.requiredInt("id")
                    let phaseName = try values.oneOf("phase", UITouch.Phase.allCases.map(\.name))
                    guard let phaseName, let phase = UITouch.Phase(name: phaseName) else {
                        throw .invalidParams(field: "phase", expected: "one of \(UITouch.Phase.allCases.map(\.name).joined(separator: ", "))")
                    }
                    inputs.append(TouchInput(id: id, phase: phase, x: try values.requiredNumber("x"), y: try values.requiredNumber("y")))
                } catch {
                    let inner = error.data?["field"]?.stringValue ?? ""
                    throw .invalidParams(field: "\(field).\(inner)", expected: error.data?["expected"]?.stringValue ?? "a valid value")
                }
            }
            try requireActive()
            let delivery = try send(inputs)
            for input in inputs {
                if input.phase == .began { call.context.fingersDown.insert(input.id) }
                if input.phase == .ended || input.phase == .cancelled { call.context.fingersDown.remove(input.id) }
            }
            try waitIfAsked(call.params)
            return ["delivered": .array(delivery.outcomes.map { outcome in
                ["id": .int(outcome.id), "phase": .string(outcome.phase.name), "tapCount": .int(outcome.tapCount),
                 "view": outcome.view.map { .string(refs.ref($0)) } ?? .null]
            })]
        }
    }

    func requireActive() throws(RPCError) {
        guard host.lifecycleState == .active else { throw Self.rpcError(.notAcceptingInput(state: host.lifecycleState)) }
    }

    /// The runtime's tap (`HeadlessHost.tap`), its refusals as protocol errors.
    @discardableResult
    func tap(at point: CGPoint, fingers: Int = 1, count: Int = 1) throws(RPCError) -> HeadlessHost.TapResult {
        do throws(HostError) {
            return try host.tap(at: point, fingers: fingers, count: count)
        } catch {
            throw Self.rpcError(error)
        }
    }

    func send(_ inputs: [TouchInput]) throws(RPCError) -> TouchDelivery {
        do throws(HostError) {
            return try host.send(inputs)
        } catch {
            throw Self.rpcError(error)
        }
    }

    /// Where a finger reaches the view (`HeadlessHost.tapPoint`), or -32002 with `reason` (hidden, notInteractive,
    /// transparent, animating, offScreen, covered) and what a finger would `hit` instead.
    func tapPoint(for view: UIView) throws(RPCError) -> CGPoint {
        do throws(HeadlessHost.TapRefusal) {
            return try host.tapPoint(for: view)
        } catch {
            throw RPCError(code: RPCError.notHittableCode, message: error.description,
                           data: ["reason": .string(error.reason.rawValue),
                                  "hit": error.hit.map { .object(nodes.basicFields($0)) } ?? .null,
                                  "view": .string(refs.ref(view))])
        }
    }

    /// What acted since `mark`, each once, in the order they first acted: views whose touch methods the runtime
    /// called (`{ref, class}`) and gesture recognizers that recognized (`{kind: "recognizer", class, view, name?}`).
    func touchReceivers(since mark: Int) -> [JSON] {
        // A handful at most: a list to search beats a set to allocate.
        var seen: [ObjectIdentifier] = []
        func isNew(_ object: AnyObject) -> Bool {
            let id = ObjectIdentifier(object)
            if seen.contains(id) { return false }
            seen.append(id)
            return true
        }
        var receivers: [JSON] = []
        for record in host.callbacks.records.dropFirst(mark) {
            switch (record.kind, record.delivery) {
            case (.responder, .touches?):
                guard let view = record.receiver as? UIView, isNew(view) else { continue }
                receivers.append(["ref": .string(refs.ref(view)), "class": .string(ClassNames.name(of: view))])
            case (.gestureRecognizer, .recognizerState(.began)?), (.gestureRecognizer, .recognizerState(.ended)?):
                guard let recognizer = record.receiver as? UIGestureRecognizer, isNew(recognizer) else { continue }
                receivers.append(.object(recognizerFields(recognizer, kind: true)))
            default:
                continue
            }
        }
        return receivers
    }

    /// `{kind?: "recognizer", class, view?: ref | null, name?}`.
    func recognizerFields(_ recognizer: UIGestureRecognizer, kind: Bool, view: Bool = true) -> JSONObject {
        var object = JSONObject()
        if kind { object.append("kind", "recognizer") }
        object.append("class", .string(ClassNames.name(of: recognizer)))
        if view { object.append("view", recognizer.view.map { .string(refs.ref($0)) } ?? .null) }
        if let name = recognizer.name { object.append("name", .string(name)) }
        return object
    }
}
