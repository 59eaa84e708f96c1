import Foundation
import HeadlessUIKit
import UIHostProtocol

extension AutomationHost {
    func registerInputMethods() {
        method("input.tap") { [unowned self] call throws(RPCError) in
            let count = try call.params.int("count", in: 1...10) ?? 1
            let fingers = try call.params.int("fingers", in: 1...5) ?? 1
            try requireActive()
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
                guard host.screen.bounds.contains(point) else {
                    throw .invalidParams(field: "x/y", expected: "a point on the \(Int(host.screen.bounds.width))×\(Int(host.screen.bounds.height)) screen")
                }
            }
            let mark = host.callbacks.count
            let actionMark = startRecordingControlActions()
            defer { stopRecordingControlActions(actionMark) }
            var hit: UIView?
            var phases: [String] = []
            let ids = fingerIDs(fingers)
            for _ in 0..<count {
                let offsets = fingerOffsets(fingers)
                let began = try send(ids.indices.map { TouchInput(id: ids[$0], phase: .began, location: point.offsetBy(offsets[$0])) })
                hit = hit ?? began.outcomes.first?.view
                phases.append("began")
                _ = try send(ids.indices.map { TouchInput(id: ids[$0], phase: .ended, location: point.offsetBy(offsets[$0])) })
                phases.append("ended")
            }
            // After the wait: a recognizer may recognize on a timer (a single tap once the double tap fails).
            try waitIfAsked(call.params)
            let handledBy = touchReceivers(since: mark)
            return ["hit": hit.map { .object(nodes.basicFields($0)) } ?? .null,
                    "phases": .array(phases.map(JSON.string)),
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

    func send(_ inputs: [TouchInput]) throws(RPCError) -> TouchDelivery {
        do throws(HostError) {
            return try host.send(inputs)
        } catch {
            throw Self.rpcError(error)
        }
    }

    /// The center of the view's visible part, after checking that a finger there would reach the view.
    /// Otherwise -32002 with `reason` (hidden, notInteractive, transparent, offScreen, covered) and what `hit`.
    func tapPoint(for view: UIView) throws(RPCError) -> CGPoint {
        func refuse(_ reason: String, _ message: String, hit: UIView? = nil) -> RPCError {
            RPCError(code: RPCError.notHittableCode, message: message,
                     data: ["reason": .string(reason), "hit": hit.map { .object(nodes.basicFields($0)) } ?? .null,
                            "view": .string(refs.ref(view))])
        }
        guard let window = view.window, !window.isHidden else {
            throw refuse("offScreen", "the view is not in a visible window, so it cannot be tapped")
        }
        var visible = window.bounds.intersection(host.screen.bounds.applying(.identity))
        var current: UIView? = view
        while let candidate = current {
            if candidate.isHidden { throw refuse("hidden", "the view (or an ancestor) is hidden; show it before tapping") }
            if !candidate.isUserInteractionEnabled {
                throw refuse("notInteractive", "user interaction is disabled on the view or an ancestor, so touches pass it by")
            }
            if candidate.alpha < 0.01 { throw refuse("transparent", "the view (or an ancestor) has alpha below 0.01, so it cannot be hit") }
            visible = visible.intersection(candidate.convert(candidate.bounds, to: nil))
            current = candidate.superview
        }
        guard !visible.isNull, visible.width > 0, visible.height > 0 else {
            throw refuse("offScreen", "no part of the view is on screen inside its ancestors' bounds; scroll or move it into view")
        }
        let point = CGPoint(x: visible.midX, y: visible.midY)
        let hit = window.hitTest(window.convert(point, from: nil), with: nil)
        guard let hit, hit === view || hit.isDescendant(of: view) else {
            throw refuse("covered", "another view covers the view's visible center; data.hit is what a finger would touch", hit: hit)
        }
        return point
    }

    /// Touch ids for a tap: high numbers, so they do not collide with fingers a script holds down.
    private func fingerIDs(_ count: Int) -> [Int] {
        (0..<count).map { 1_000_000 + $0 }
    }

    /// Several fingers stand 10 pt apart, centred on the point.
    private func fingerOffsets(_ count: Int) -> [CGFloat] {
        (0..<count).map { (CGFloat($0) - CGFloat(count - 1) / 2) * 10 }
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
            switch record.kind {
            case .responder where record.name.hasPrefix("touches"):
                guard let view = record.receiver as? UIView, isNew(view) else { continue }
                receivers.append(["ref": .string(refs.ref(view)), "class": .string(ClassNames.name(of: view))])
            case .gestureRecognizer where record.name == "state.began" || record.name == "state.ended":
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

private extension CGPoint {
    func offsetBy(_ dx: CGFloat) -> CGPoint { CGPoint(x: x + dx, y: y) }
}
