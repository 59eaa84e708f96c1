/// The responder chain (docs/uikit-rules.md 5.4, 5.8, 5.9). The default touch methods pass the touches on to `next`;
/// touches that reach the end of the chain are dropped.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UIResponder: Hashable {
    /// What a responder runs for a named action: the sender and the event that caused it.
    public typealias ActionHandler = (_ sender: Any?, _ event: UIEvent?) -> Void

    public init() {
        instanceNumber = UIResponder.nextInstanceNumber
        UIResponder.nextInstanceNumber += 1
    }

    /// A number unique to this object in the process, never reused: the automation protocol's refs ("v42") use it.
    public let instanceNumber: Int
    private static var nextInstanceNumber = 1

    /// Identity, as NSObject's default equality is.
    nonisolated public static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// NSObject's `self()`: the receiver. Swift finds it where a stored property's initial value says `self`, and
    /// warns "'self' refers to the method", as it finds NSObject's in UIKit (docs/uikit-rules.md 6.49): such a
    /// value is the method, not the object being made.
    public func `self`() -> Self { self }

    /// The next responder in the chain. Subclasses define it: a view's controller or superview, a controller's
    /// view's superview, a window's application, the application's delegate.
    open var next: UIResponder? { nil }

    /// Called for each change of a key this object observes with `addObserver(_:forKeyPath:options:context:)`
    /// (docs/uikit-rules.md 6.63); override it. `change` holds the kind and, as the options asked, the old and new
    /// values.
    open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                           context: UnsafeMutableRawPointer?) {}

    // MARK: Touches

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    // MARK: First responder

    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }

    /// The window whose first responder this responder would be.
    var responderWindow: UIWindow? { nil }

    open var isFirstResponder: Bool {
        guard let window = responderWindow else { return false }
        return window.firstResponder === self
    }

    /// Makes this responder the first responder of its window, after the current one agrees to resign.
    /// Fails when the responder refuses, is not in a window, or the current first responder will not resign.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window = responderWindow else { return false }
        if window.firstResponder === self { return true }
        if let current = window.firstResponder {
            // A hand-over: the keyboard stays up between two text inputs (6.16).
            Runtime.current.isHandingOverFirstResponder = true
            defer { Runtime.current.isHandingOverFirstResponder = false }
            guard current.canResignFirstResponder, current.resignFirstResponder() else { return false }
        }
        Runtime.current.logCallback("becomeFirstResponder", .responder, self)
        window.firstResponder = self
        Runtime.current.updateKeyboard(firstResponder: self)
        return true
    }

    // MARK: Input views (docs/uikit-rules.md 6.46)

    /// The view shown in place of the keyboard while this responder is first responder; nil here. Text fields and
    /// text views redeclare it read-write, as UIKit asks subclasses to.
    open var inputView: UIView? { nil }
    /// The view shown along the top of the keyboard (or of the input view) while this responder is first
    /// responder; nil here. A controller that can become first responder docks it at the bottom of the screen.
    open var inputAccessoryView: UIView? { nil }
    /// A controller whose view is shown in place of the keyboard; it wins over `inputView` (6.46).
    open var inputViewController: UIInputViewController? { nil }
    /// A controller whose view is shown along the top of the input area; it wins over `inputAccessoryView`.
    open var inputAccessoryViewController: UIInputViewController? { nil }

    /// Shows this responder's input views again, as they are now, without animating them into place, when it is
    /// first responder; does nothing otherwise. The keyboard notifications go out when the input area's frame changes.
    open func reloadInputViews() {
        guard isFirstResponder else { return }
        Runtime.current.advancedInputModeResponder = nil
        Runtime.current.updateKeyboard(firstResponder: self)
    }

    /// Sent to each object a storyboard made once all of its scene's (or cell's) outlets and actions are
    /// connected: a controller right after it is made, the views of a scene after its view tree is built, a
    /// prototype cell's views each time one is dequeued (docs/uikit-rules.md 8.19). Overrides call super.
    open func awakeFromNib() {}

    /// Interface Builder's live rendering hook: never called at run time, as in UIKit.
    open func prepareForInterfaceBuilder() {}

    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard let window = responderWindow, window.firstResponder === self else { return true }
        guard canResignFirstResponder else { return false }
        Runtime.current.logCallback("resignFirstResponder", .responder, self)
        window.firstResponder = nil
        if !Runtime.current.isHandingOverFirstResponder { Runtime.current.updateKeyboard(firstResponder: nil) }
        return true
    }

    // MARK: Named actions (docs/uikit-rules.md 0, 5.8)

    /// The handler this responder runs for `action`, or nil when it does not handle it. The default looks the
    /// name up among the actions registered for this responder's class and its superclasses.
    open func action(for action: Selector) -> ActionHandler? {
        ActionRegistry.handler(for: action, on: self)
    }

    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        self.action(for: action) != nil
    }

    /// The responder that would handle `action`: this one when it can, else the next that can.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        var responder: UIResponder? = self
        while let current = responder {
            if current.canPerformAction(action, withSender: sender) { return current }
            responder = current.next
        }
        return nil
    }

    /// Registers a named action for a class, the way a storyboard's `<action selector="didTap:">`, a nil-targeted
    /// action or a selector sent to a target finds Swift code:
    /// `UIResponder.registerAction("save:", for: EditorController.self) { $0.save($1) }`. Any class can register
    /// (docs/uikit-rules.md 18.20): a target-action's target, a timer's or an observer need not be a responder, as
    /// any NSObject can be one in UIKit; the responder chain still only walks responders.
    public static func registerAction<Target: AnyObject>(
        _ action: Selector, for type: Target.Type,
        perform: @escaping @MainActor (Target, _ sender: Any?) -> Void
    ) {
        ActionRegistry.register(action, matches: { $0 is Target }) { object, sender, _ in
            perform(object as! Target, sender)
        }
    }

    /// Registers a named action whose method also takes the event: `@IBAction func tap(_ sender: UIButton, forEvent
    /// event: UIEvent)`, whose selector is `"tap:forEvent:"`.
    public static func registerAction<Target: AnyObject>(
        _ action: Selector, for type: Target.Type,
        perform: @escaping @MainActor (Target, _ sender: Any?, _ event: UIEvent?) -> Void
    ) {
        ActionRegistry.register(action, matches: { $0 is Target }) { object, sender, event in
            perform(object as! Target, sender, event)
        }
    }
}

/// Named actions by class. Later registrations win; a subclass registration is found for its instances before a
/// superclass one only if registered later.
@MainActor
enum ActionRegistry {
    private struct Entry {
        let matches: (AnyObject) -> Bool
        let perform: (AnyObject, Any?, UIEvent?) -> Void
    }
    private static var entries: [Selector: [Entry]] = [:]

    static func register(_ action: Selector, matches: @escaping (AnyObject) -> Bool,
                         perform: @escaping (AnyObject, Any?, UIEvent?) -> Void) {
        entries[action, default: []].append(Entry(matches: matches, perform: perform))
    }

    static func handler(for action: Selector, on object: AnyObject) -> UIResponder.ActionHandler? {
        guard let candidates = entries[action],
              let entry = candidates.last(where: { $0.matches(object) }) else { return nil }
        return { [weak object] sender, event in
            if let object { entry.perform(object, sender, event) }
        }
    }

    /// The handler `target` runs for `action` (docs/uikit-rules.md 18.20): a responder's `action(for:)`, which a
    /// responder may override; for any other object the actions registered for its class.
    static func handler(for action: Selector, sentTo target: AnyObject) -> UIResponder.ActionHandler? {
        if let responder = target as? UIResponder { return responder.action(for: action) }
        return handler(for: action, on: target)
    }
}
