import Foundation

/// One ordered record of what a test's recording objects were told, as "name.callback" strings: the recording
/// controllers, views, windows, delegates and segues get the test's recorder when they are made, and the test
/// compares `events` with the order docs/uikit-rules.md gives. Each test makes its own, so no test sees another's
/// events and none has to clear a shared one first.
@MainActor
final class EventRecorder {
    private(set) var events: [String] = []

    init() {}

    func record(_ event: String) { events.append(event) }

    func clear() { events.removeAll() }

    /// The events of one recorded object, without its name: "viewWillAppear [presented]" for
    /// "modal.viewWillAppear [presented]".
    func events(of name: String) -> [String] {
        events.compactMap { event in
            guard event.hasPrefix(name + ".") else { return nil }
            return String(event.dropFirst(name.count + 1))
        }
    }
}
