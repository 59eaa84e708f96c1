import Foundation

/// Target-action and `UIAction`s on controls (docs/uikit-rules.md 0, 6.1). See `UIControl` for the three forms.
extension UIControl {
    // MARK: Named actions

    /// Adds a named action for `controlEvents`: `addTarget(self, action: "save:", for: .touchUpInside)`. With a nil
    /// target the action goes to the first responder and up its chain when sent. Adding the same target and action
    /// again adds the events to the existing pair, as UIKit does.
    public func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        let object = target as AnyObject?
        for entry in actionEntries where entry.selector == action && entry.target === object && entry.hasTarget == (object != nil) {
            entry.events.formUnion(controlEvents)
            return
        }
        actionEntries.append(ControlActionEntry(kind: .named(action), events: controlEvents, target: object,
                                                name: action.name))
    }

    // MARK: Typed method references

    /// A typed target-action: `addTarget(self, action: Editor.save, for: .touchUpInside)`. The target is held
    /// weakly.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping @MainActor (Target) -> () -> Void,
                                             for controlEvents: Event) {
        actionEntries.append(ControlActionEntry(
            kind: .typed { [weak target] _, _ in
                guard let target else { return false }
                action(target)()
                return true
            },
            events: controlEvents, target: target, name: "method of \(Target.self)"))
    }

    /// A typed target-action whose method takes the control: `addTarget(self, action: Editor.sliderMoved, for:
    /// .valueChanged)` with `func sliderMoved(_ sender: UISlider)`. A control of another class than `Sender` does
    /// not run it (the runtime reports it).
    public func addTarget<Target: AnyObject, Sender: UIControl>(
        _ target: Target, action: @escaping @MainActor (Target) -> (Sender) -> Void, for controlEvents: Event
    ) {
        actionEntries.append(ControlActionEntry(
            kind: .typed { [weak target] control, _ in
                guard let target else { return false }
                guard let sender = control as? Sender else {
                    Runtime.current.report("action of \(Target.self) expects a \(Sender.self) sender, but \(type(of: control)) sent it; not run")
                    return false
                }
                action(target)(sender)
                return true
            },
            events: controlEvents, target: target, name: "method of \(Target.self)"))
    }

    /// A typed target-action whose method takes the control and the event.
    public func addTarget<Target: AnyObject, Sender: UIControl>(
        _ target: Target, action: @escaping @MainActor (Target) -> (Sender, UIEvent?) -> Void, for controlEvents: Event
    ) {
        actionEntries.append(ControlActionEntry(
            kind: .typed { [weak target] control, event in
                guard let target else { return false }
                guard let sender = control as? Sender else {
                    Runtime.current.report("action of \(Target.self) expects a \(Sender.self) sender, but \(type(of: control)) sent it; not run")
                    return false
                }
                action(target)(sender, event)
                return true
            },
            events: controlEvents, target: target, name: "method of \(Target.self)"))
    }

    /// Removes `controlEvents` from the target's actions (every action of the target when `action` is nil; every
    /// target's `action` when `target` is nil). Actions left with no events are dropped.
    public func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target as AnyObject?
        for entry in actionEntries where entry.uiAction == nil {
            if let object, entry.target !== object { continue }
            if let action, entry.selector != action { continue }
            entry.events.subtract(controlEvents)
        }
        actionEntries.removeAll { $0.events.isEmpty }
    }

    /// The live targets of named and typed actions.
    public var allTargets: Set<AnyHashable> {
        var targets: Set<AnyHashable> = []
        for entry in actionEntries {
            guard let target = entry.target else { continue }
            targets.insert((target as? AnyHashable) ?? AnyHashable(ObjectIdentifier(target)))
        }
        return targets
    }

    /// Every event some action is registered for.
    public var allControlEvents: Event {
        actionEntries.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// The names of the named actions `target` has for `controlEvent`, or nil when there are none.
    public func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let object = target as AnyObject?
        let names = actionEntries.compactMap { entry -> String? in
            guard let selector = entry.selector, entry.target === object, !entry.events.isDisjoint(with: controlEvent) else { return nil }
            return selector.name
        }
        return names.isEmpty ? nil : names
    }

    // MARK: UIAction

    /// Adds a closure action. Adding the same action again adds the events to it.
    public func addAction(_ action: UIAction, for controlEvents: Event) {
        for entry in actionEntries where entry.uiAction === action {
            entry.events.formUnion(controlEvents)
            return
        }
        let name = action.title.isEmpty ? (action.identifier?.rawValue ?? "") : action.title
        actionEntries.append(ControlActionEntry(kind: .action(action), events: controlEvents, target: nil,
                                                name: "UIAction(\(name))"))
    }

    public func removeAction(_ action: UIAction, for controlEvents: Event) {
        for entry in actionEntries where entry.uiAction === action { entry.events.subtract(controlEvents) }
        actionEntries.removeAll { $0.events.isEmpty }
    }

    public func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: Event) {
        for entry in actionEntries where entry.uiAction?.identifier == identifier { entry.events.subtract(controlEvents) }
        actionEntries.removeAll { $0.events.isEmpty }
    }

    /// Calls `body` with each `UIAction` (nil for target-actions) and the events it is registered for.
    public func enumerateEventHandlers(_ body: (UIAction?, (target: Any?, action: Selector?)?, Event, inout Bool) -> Void) {
        var stop = false
        for entry in actionEntries {
            if let action = entry.uiAction {
                body(action, nil, entry.events, &stop)
            } else {
                body(nil, (entry.target, entry.selector), entry.events, &stop)
            }
            if stop { return }
        }
    }

    /// A storyboard's triggered segue (docs/uikit-rules.md 8.3): `perform` runs on touch up inside, after the actions the
    /// storyboard attached to the same event, and shows in the control action log as `segue 'name'`.
    func addSegueTrigger(named name: String, perform: @escaping @MainActor (UIControl) -> Void) {
        actionEntries.append(ControlActionEntry(
            kind: .typed { control, _ in
                perform(control)
                return true
            },
            events: .touchUpInside, target: nil, name: "segue '\(name)'"))
    }

    // MARK: Sending

    /// Sends every action registered for the events in `controlEvents`, as the control does when they happen.
    public func sendActions(for controlEvents: Event) {
        sendActions(for: controlEvents, with: nil)
    }

    /// Sends the events of `controlEvents` one by one in raw-value order; each runs its actions in the order they
    /// were added. Every event sent is recorded when the runtime's control action log is on.
    func sendActions(for controlEvents: Event, with event: UIEvent?) {
        let log = Runtime.current.controlActions
        for single in controlEvents.singleEvents {
            var ran = false
            // A copy: an action may add or remove actions.
            for entry in actionEntries where entry.events.contains(single) {
                ran = true
                let handled = perform(entry, with: event)
                if log.isEnabled {
                    log.append(ControlActionRecord(control: self, event: single, action: entry.name, handled: handled))
                }
            }
            if !ran, log.isEnabled {
                log.append(ControlActionRecord(control: self, event: single, action: nil, handled: false))
            }
        }
    }

    private func perform(_ entry: ControlActionEntry, with event: UIEvent?) -> Bool {
        switch entry.kind {
        case .named(let selector):
            if entry.hasTarget {
                // The target has gone: UIKit holds it weakly and sends nothing.
                guard let target = entry.target else { return false }
                lastNamedActionHandled = false
                sendAction(selector, to: target, for: event)
                return lastNamedActionHandled
            }
            lastNamedActionHandled = false
            sendAction(selector, to: nil, for: event)
            return lastNamedActionHandled
        case .typed(let run):
            return run(self, event)
        case .action(let action):
            sendAction(action)
            return true
        }
    }
}
