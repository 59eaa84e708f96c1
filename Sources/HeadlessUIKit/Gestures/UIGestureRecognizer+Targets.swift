/// One target-action pair of a recognizer. Targets are held weakly, as UIKit holds them; a pair whose target is
/// gone is skipped.
@MainActor
struct GestureTarget {
    enum Action {
        /// A named action, resolved on the target through `UIResponder.action(for:)` when it fires.
        case named(Selector)
        /// A method reference bound to the target (`target: self, action: Editor.didPan`).
        case typed((AnyObject, UIGestureRecognizer) -> Void)
        /// A closure (`UIAction`).
        case closure(UIAction)
    }

    weak var target: AnyObject?
    /// Closures have no target and never go away on their own.
    let hasTarget: Bool
    let action: Action
}

/// Target-action in Swift-native forms (docs/uikit-rules.md 0): a method reference with its target held weakly, a
/// `UIAction`, and UIKit's `addTarget(_:action:)` with a named action. Actions run in the order added, on began,
/// changed, ended and cancelled (docs/uikit-rules.md 5.6), after the event's touches reached the views.
extension UIGestureRecognizer {
    /// `UITapGestureRecognizer(target: self, action: Board.didTap)` where `didTap(_ recognizer: UITapGestureRecognizer)`.
    public convenience init<Target: AnyObject, Recognizer: UIGestureRecognizer>(
        target: Target, action: @escaping (Target) -> (Recognizer) -> Void
    ) {
        self.init(target: nil, action: nil)
        addTarget(target, action: action)
    }

    /// `UIPanGestureRecognizer(target: self, action: Board.didPan)` where `didPan()` takes no argument.
    public convenience init<Target: AnyObject>(target: Target, action: @escaping (Target) -> () -> Void) {
        self.init(target: nil, action: nil)
        addTarget(target, action: action)
    }

    /// A recognizer whose action is a closure.
    public convenience init(action: UIAction) {
        self.init(target: nil, action: nil)
        addAction(action)
    }

    /// Adds a named action (UIKit's form). Adding a pair that is already there does nothing.
    public func addTarget(_ target: Any, action: Selector) {
        addNamedTarget(target, action: action)
    }

    func addNamedTarget(_ target: Any?, action: Selector?) {
        guard let action, let object = target.map({ $0 as AnyObject }) else {
            Runtime.current.report("\(typeName) target-action ignored: UIKit requires both a target and an action (got target \(target == nil ? "nil" : "set"), action \(action?.name ?? "nil"))")
            return
        }
        for existing in targets where existing.target === object {
            if case .named(let name) = existing.action, name == action { return }
        }
        targets.append(GestureTarget(target: object, hasTarget: true, action: .named(action)))
    }

    /// Adds a method reference whose method takes the recognizer; the target is held weakly.
    public func addTarget<Target: AnyObject, Recognizer: UIGestureRecognizer>(
        _ target: Target, action: @escaping (Target) -> (Recognizer) -> Void
    ) {
        targets.append(GestureTarget(target: target, hasTarget: true, action: .typed { object, recognizer in
            guard let recognizer = recognizer as? Recognizer else {
                Runtime.current.report("\(recognizer.typeName) action skipped: its method takes a \(Recognizer.self), not a \(recognizer.typeName)")
                return
            }
            action(object as! Target)(recognizer)
        }))
    }

    /// Adds a method reference whose method takes no argument; the target is held weakly.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void) {
        targets.append(GestureTarget(target: target, hasTarget: true, action: .typed { object, _ in
            action(object as! Target)()
        }))
    }

    public func addAction(_ action: UIAction) {
        for existing in targets {
            if case .closure(let known) = existing.action, known === action { return }
        }
        targets.append(GestureTarget(target: nil, hasTarget: false, action: .closure(action)))
    }

    public func removeAction(_ action: UIAction) {
        targets.removeAll { entry in
            if case .closure(let known) = entry.action { return known === action }
            return false
        }
    }

    /// Removes pairs: a nil target matches every target, a nil action every action (UIKit's rule). Typed and
    /// named pairs of a target go with `action: nil`; closures go with `removeAction(_:)` or `removeTarget(nil, action: nil)`.
    public func removeTarget(_ target: Any?, action: Selector?) {
        let object = target.map { $0 as AnyObject }
        targets.removeAll { entry in
            if let object, !(entry.hasTarget && entry.target === object) { return false }
            guard let action else { return true }
            if case .named(let name) = entry.action { return name == action }
            return false
        }
    }

    /// Fires every action once, in the order added: the state the recognizer just entered.
    func sendActions(runtime: Runtime) {
        for entry in targets {
            switch entry.action {
            case .named(let selector):
                guard let target = entry.target else { continue }
                runtime.logCallback("action", .gestureRecognizer, self)
                guard let handler = ActionRegistry.handler(for: selector, sentTo: target) else {
                    UIApplication.reportUnrecognized(selector, sentTo: target)
                    continue
                }
                handler(self, nil)
            case .typed(let perform):
                guard let target = entry.target else { continue }
                runtime.logCallback("action", .gestureRecognizer, self)
                perform(target, self)
            case .closure(let action):
                runtime.logCallback("action", .gestureRecognizer, self)
                action.perform(from: self)
            }
        }
    }
}
