import Foundation

/// Sends a selector to a target the way timers and display links do (docs/uikit-rules.md 18.15): the method
/// registered for it on the target's class, given the sender. A target that is not a responder, or has no such
/// method, is reported once per timer in the host's problems.
@MainActor
enum SelectorSend {
    static func send(_ selector: Selector, to target: Any, sender: Any, from source: String, reported: inout Bool) {
        guard let responder = target as? UIResponder else {
            report("\(source): \(type(of: target)) is not a responder, so selector '\(selector)' cannot be sent to it "
                + "(selectors are resolved on responders only); call the method from a block instead", reported: &reported)
            return
        }
        guard let handler = responder.action(for: selector) else {
            report("\(source): \(type(of: target)) has no method registered for selector '\(selector)'; `uihost port` "
                + "registers the methods a #selector names on responders, or call UIResponder.registerAction", reported: &reported)
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
