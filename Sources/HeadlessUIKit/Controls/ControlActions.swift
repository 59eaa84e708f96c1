import Foundation

/// One action registered on a control for some events: a named action (a `Selector`, sent through
/// `UIApplication.sendAction`, so a nil target walks the responder chain), a typed method reference on a weakly held
/// target, or a `UIAction` (docs/uikit-rules.md 0).
@MainActor
final class ControlActionEntry {
    enum Kind {
        case named(Selector)
        /// Runs the method on the target if the target still lives; returns whether it did.
        case typed((UIControl, UIEvent?) -> Bool)
        case action(UIAction)
    }

    let kind: Kind
    var events: UIControl.Event
    /// Held weakly, as UIKit holds targets: a target that is gone is skipped, never messaged.
    private(set) weak var target: AnyObject?
    /// Whether a target was given: a named action whose target has gone does nothing, while one registered with a
    /// nil target goes up the responder chain.
    let hasTarget: Bool
    /// `Selector` name, `UIAction` title or identifier, or the target's type for a method reference.
    let name: String

    init(kind: Kind, events: UIControl.Event, target: AnyObject?, name: String) {
        self.kind = kind
        self.events = events
        self.target = target
        self.hasTarget = target != nil
        self.name = name
    }

    var selector: Selector? {
        if case .named(let selector) = kind { return selector }
        return nil
    }

    var uiAction: UIAction? {
        if case .action(let action) = kind { return action }
        return nil
    }
}

/// One control event a control sent, and the action that ran for it (docs/uikit-rules.md 6.1): what the automation
/// protocol reports as `control.action` and in `input.tap`'s `actions`.
public struct ControlActionRecord {
    /// The control, while it lives.
    public weak var control: UIControl?
    public let event: UIControl.Event
    /// The action's description: a selector's name (`"didTap:"`), `"UIAction(title)"`, or `"method of Type"` for
    /// a typed method reference. Nil when no action is registered for the event.
    public let action: String?
    /// Whether the action ran: false when its target has gone, or no responder handled a named action.
    public let handled: Bool
}

/// The control events sent while recording is on. Recording is off by default, so sending an action costs nothing
/// extra; the automation host turns it on while a client listens for `control.action` and around input methods that
/// report the actions they caused.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public final class ControlActionLog {
    public private(set) var records: [ControlActionRecord] = []
    public var isEnabled = false

    public var count: Int { records.count }

    public func clear() { records.removeAll() }

    public func records(since index: Int) -> ArraySlice<ControlActionRecord> {
        records[min(index, records.count)...]
    }

    func append(_ record: ControlActionRecord) {
        guard isEnabled else { return }
        records.append(record)
    }
}
