import Foundation

/// Sends a selector to a target the way timers and display links do (docs/uikit-rules.md 18.15): the method
/// registered for it on the target's class (any class, docs/uikit-rules.md 18.20), given the sender. A target with no
/// such method is reported once per timer in the host's problems.
@MainActor
enum SelectorSend {
    static func send(_ selector: Selector, to target: Any, sender: Any, from source: String, reported: inout Bool) {
        guard let handler = ActionRegistry.handler(for: selector, sentTo: target as AnyObject) else {
            report("\(source): \(type(of: target)) has no method registered for selector '\(selector)'; `uihost port` "
                + "registers the methods a #selector names, or call UIResponder.registerAction", reported: &reported)
            return
        }
        handler(sender, nil)
    }

    private static func report(_ problem: String, reported: inout Bool) {
        guard !reported else { return }
        reported = true
        Runtime.current.report(problem)
    }
}
