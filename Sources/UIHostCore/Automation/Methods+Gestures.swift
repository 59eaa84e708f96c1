import Foundation
import HeadlessUIKit
import UIHostProtocol

/// `input.swipe`, `input.longPress`, `input.pinch` and `input.rotate` (docs/protocol.md, Input): real touch sequences
/// through `UIApplication.sendEvent`, the virtual clock advancing between events (`HeadlessHost+Gestures`).
/// Each replies `{hit, phases, handledBy, actions}` like `input.tap`: the view the (first) finger began on, the
/// phases it went through, the views that got touches and the recognizers that recognized.
extension AutomationHost {
    /// The longest gesture a call may play, in milliseconds.
    static let maximumGestureMs: Double = 60_000

    func registerGestureMethods() {
        method("input.swipe") { [unowned self] call throws(RPCError) in
            let duration = try gestureDuration(call.params, default: 300)
            let steps = try call.params.int("steps", in: 1...1000) ?? 10
            let from = try gesturePoint(call.params, "from")
            let to = try gesturePoint(call.params, "to")
            try requireActive()
            let start = try resolvePoint(from, "from"), end = try resolvePoint(to, "to")
            return try playGesture(call.params) { () throws(HostError) in
                try host.swipe(from: start.point, to: end.point, duration: duration, steps: steps)
            }
        }
        method("input.longPress") { [unowned self] call throws(RPCError) in
            let duration = try gestureDuration(call.params, default: 800)
            let target: GesturePoint
            if let selector = try selector(call.params, "view") {
                guard !call.params.has("x"), !call.params.has("y") else {
                    throw .invalidParams(field: "view", expected: "either a view selector or x and y, not both")
                }
                target = .view(selector)
            } else {
                guard let x = try call.params.number("x"), let y = try call.params.number("y") else {
                    throw .invalidParams(field: call.params.has("x") ? "y" : "x",
                                         expected: "a number (a long press by point needs x and y), or give a view selector")
                }
                target = .point(try onScreen(CGPoint(x: x, y: y), "x/y"))
            }
            try requireActive()
            let point = try resolvePoint(target, "view").point
            return try playGesture(call.params) { () throws(HostError) in
                try host.longPress(at: point, duration: duration)
            }
        }
        method("input.pinch") { [unowned self] call throws(RPCError) in
            let duration = try gestureDuration(call.params, default: 500)
            let center = try gesturePoint(call.params, "center")
            let scale = try call.params.requiredNumber("scale")
            guard scale > 0 else {
                throw .invalidParams(field: "scale", expected: "a number greater than 0 (below 1 pinches in, above 1 spreads out)", got: .double(scale))
            }
            try requireActive()
            let resolved = try resolvePoint(center, "center")
            return try playGesture(call.params) { () throws(HostError) in
                try host.pinch(center: resolved.point, scale: CGFloat(scale), duration: duration,
                               fingerDistance: resolved.fingerDistance)
            }
        }
        method("input.rotate") { [unowned self] call throws(RPCError) in
            let duration = try gestureDuration(call.params, default: 500)
            let center = try gesturePoint(call.params, "center")
            let radians = try call.params.requiredNumber("radians")
            try requireActive()
            let resolved = try resolvePoint(center, "center")
            return try playGesture(call.params) { () throws(HostError) in
                try host.rotationGesture(center: resolved.point, radians: CGFloat(radians), duration: duration,
                                         fingerDistance: resolved.fingerDistance)
            }
        }
    }

    /// A gesture's place: a window point, or a view whose visible center is used.
    enum GesturePoint {
        case point(CGPoint)
        case view(ViewSelector)
    }

    /// `durationMs` in seconds: above 0 and at most a minute.
    private func gestureDuration(_ params: Params, default milliseconds: Double) throws(RPCError) -> TimeInterval {
        guard let value = try params.number("durationMs") else { return milliseconds / 1000 }
        guard value > 0, value <= Self.maximumGestureMs else {
            throw .invalidParams(field: "durationMs", expected: "a number of milliseconds greater than 0 and at most \(Int(Self.maximumGestureMs))",
                                 got: .double(value))
        }
        return value / 1000
    }

    /// A required field that is either a point `{x, y}` or a view selector.
    private func gesturePoint(_ params: Params, _ field: String) throws(RPCError) -> GesturePoint {
        guard let value = params[field], value != .null else {
            throw .invalidParams(field: field, expected: "a point {\"x\": 100, \"y\": 200} or a view selector such as {\"tag\": 5}")
        }
        guard case .object(let object) = value else {
            throw .invalidParams(field: field, expected: "a point {x, y} or a view selector object", got: value)
        }
        guard object["x"] != nil || object["y"] != nil else { return .view(try ViewSelector(json: value, field: field)) }
        let point = Params(object: object)
        do throws(RPCError) {
            try point.allowOnly(["x", "y"])
            return .point(try onScreen(CGPoint(x: try point.requiredNumber("x"), y: try point.requiredNumber("y")), field))
        } catch {
            let inner = error.data?["field"]?.stringValue ?? ""
            guard inner != field else { throw error }
            throw .invalidParams(field: "\(field).\(inner)", expected: error.data?["expected"]?.stringValue ?? "a finite number")
        }
    }

    private func onScreen(_ point: CGPoint, _ field: String) throws(RPCError) -> CGPoint {
        let screen = host.screen.bounds
        guard screen.contains(point) else {
            throw .invalidParams(field: field, expected: "a point on the \(Int(screen.width))×\(Int(screen.height)) screen (x in 0..<\(Int(screen.width)), y in 0..<\(Int(screen.height)))",
                                 got: ["x": .double(Double(point.x)), "y": .double(Double(point.y))])
        }
        return point
    }

    /// The window point to use, and how far apart two fingers may stand there: 100 pt, or less on a small view
    /// so both fingers land on it.
    private func resolvePoint(_ place: GesturePoint, _ field: String) throws(RPCError) -> (point: CGPoint, fingerDistance: CGFloat) {
        switch place {
        case .point(let point):
            return (point, 100)
        case .view(let selector):
            let view = try resolve(selector)
            let point = try tapPoint(for: view)
            let frame = view.convert(view.bounds, to: nil).intersection(host.screen.bounds)
            let room = min(frame.width, frame.height) * 0.8
            return (point, max(2, min(100, room)))
        }
    }

    /// Plays the gesture and builds the reply.
    private func playGesture(_ params: Params, _ play: () throws(HostError) -> HeadlessHost.GesturePlayback) throws(RPCError) -> JSON {
        let mark = host.callbacks.count
        let playback: HeadlessHost.GesturePlayback
        do throws(HostError) {
            playback = try play()
        } catch {
            throw Self.rpcError(error)
        }
        try waitIfAsked(params)
        let handledBy = touchReceivers(since: mark)
        let hit = playback.views.first ?? nil
        return ["hit": hit.map { .object(nodes.basicFields($0)) } ?? .null,
                "phases": .array(playback.phases.map { .string($0.name) }),
                "handledBy": .array(handledBy), "actions": []]
    }
}
