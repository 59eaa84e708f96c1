import Foundation
import Testing
@testable import HeadlessUIKit

// Helpers for the control, text input, display view and alert tests. Names start with `Control`.

/// Records every named control event a control sends, by name, through `UIAction`s added for each event.
@MainActor
final class ControlEventRecorder {
    private(set) var events: [String] = []

    func watch(_ control: UIControl, _ label: String? = nil) {
        for (event, name) in UIControl.Event.named {
            control.addAction(UIAction(identifier: UIAction.Identifier("record.\(name)")) { [weak self] _ in
                self?.events.append(label.map { "\($0).\(name)" } ?? name)
            }, for: event)
        }
    }

    func record(_ entry: String) { events.append(entry) }
    func clear() { events.removeAll() }
}

extension ViewTestApp {
    /// One raw touch phase of finger 1 at a window point.
    func touch(_ phase: UITouch.Phase, _ x: CGFloat, _ y: CGFloat, finger: Int = 1) throws {
        try host.send([TouchInput(id: finger, phase: phase, x: x, y: y)])
    }
}
