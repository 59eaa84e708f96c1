import Foundation
import Testing
@testable import HeadlessUIKit

// Helpers for the gesture recognizer tests. Type names start with `Gesture` so they do not collide with helpers
// other test files add to this target.

/// A launched app with one plain `pad` view at (50, 100, 200, 200) under the root view: window point (150, 200) is
/// the pad's center. Touches go through `HeadlessHost.send`, the real path.
@MainActor
struct GestureScene {
    let app: ViewTestApp
    let pad: UIView
    var host: HeadlessHost { app.host }
    var window: UIWindow { app.window }

    init(padFrame: CGRect = CGRect(x: 50, y: 100, width: 200, height: 200)) throws {
        app = try ViewTestApp()
        pad = app.show(UIView(frame: padFrame))
        app.host.clearCallbackLog()
    }

    func began(_ x: CGFloat, _ y: CGFloat, finger: Int = 1) throws { try host.send([ViewTouch.began(finger, x, y)]) }
    func moved(_ x: CGFloat, _ y: CGFloat, finger: Int = 1) throws { try host.send([ViewTouch.moved(finger, x, y)]) }
    func ended(_ x: CGFloat, _ y: CGFloat, finger: Int = 1) throws { try host.send([ViewTouch.ended(finger, x, y)]) }

    /// One finger down and up at (x, y), at the same instant.
    func tap(_ x: CGFloat = 150, _ y: CGFloat = 200, finger: Int = 1) throws {
        try began(x, y, finger: finger)
        try ended(x, y, finger: finger)
    }

    func advance(_ seconds: TimeInterval) { host.advance(by: seconds) }

    /// The recognizer's callbacks (touches given to it, state changes, actions, resets), in order.
    func log(_ recognizer: UIGestureRecognizer) -> [String] { host.callbacks.names(for: recognizer) }

    /// Only its state changes, as "began", "changed"...
    func states(_ recognizer: UIGestureRecognizer) -> [String] {
        log(recognizer).filter { $0.hasPrefix("state.") }.map { String($0.dropFirst("state.".count)) }
    }

    /// The touch methods the view got, in order.
    func viewLog(_ view: UIView? = nil) -> [String] {
        let target = view ?? pad
        return host.callbacks.records.filter { $0.kind == .responder && $0.isReceiver(target) }.map(\.name)
    }
}

/// Receives actions and records "name:state" for each, so arbitration tests can assert one merged sequence.
@MainActor
final class GestureActionLog {
    var entries: [String] = []

    func target(_ name: String, _ recognizer: UIGestureRecognizer) {
        recognizer.addAction(UIAction { [unowned self, unowned recognizer] _ in
            entries.append("\(name):\(recognizer.state)")
        })
    }
}

/// A delegate whose answers the test sets.
@MainActor
final class GestureDelegate: UIGestureRecognizerDelegate {
    var shouldBegin = true
    var shouldReceive = true
    var simultaneous = false
    var asked: [String] = []

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        asked.append("shouldBegin")
        return shouldBegin
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        asked.append("shouldReceive")
        return shouldReceive
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        simultaneous
    }
}
