import Foundation

/// A key the host's keyboard can press besides characters.
public enum HardwareKey: String, Sendable, CaseIterable {
    /// `insertText("\n")` on the first responder: a text field's return, a text view's new line.
    case `return`
    /// `deleteBackward()` on the first responder.
    case backspace
    /// On a text field: the next text field or text view in the window (depth-first order, wrapping round)
    /// becomes first responder, as a hardware keyboard's tab does. On any other text input: `insertText("\t")`.
    case tab
}

/// Why typed text could not be delivered. A refused call changes nothing.
public enum KeyboardInputError: Error, Equatable, CustomStringConvertible {
    /// Typing while the app is not active is dropped (docs/uikit-rules.md 1.6).
    case notAcceptingInput(state: LifecycleState)
    /// No responder is first responder in the key window.
    case noFirstResponder
    /// The first responder takes no text (it does not adopt `UIKeyInput`).
    case firstResponderTakesNoText(className: String)

    public var description: String {
        switch self {
        case let .notAcceptingInput(state):
            "the app is \(state.rawValue), so typing is dropped; activate the app (or end the interruption) first"
        case .noFirstResponder:
            "nothing is first responder, so typed text has nowhere to go; tap a text field first (or give the view to type into)"
        case let .firstResponderTakesNoText(className):
            "the first responder is a \(className), which takes no typed text (it does not adopt UIKeyInput); tap a text field or text view first"
        }
    }
}

/// What typing did: the responder that got it, and each character (or key) accepted or vetoed by its delegate.
public struct TypingResult {
    /// The first responder when typing ended (return or tab may have moved it), or nil.
    public let responder: UIResponder?
    /// The characters the text input took, in order.
    public let accepted: [String]
    /// The characters its delegate vetoed (`shouldChangeCharactersIn` / `shouldChangeTextIn` returned false, or
    /// `textFieldShouldReturn` returned false for a return).
    public let rejected: [String]
    /// Characters left undelivered because nothing was first responder any more (a return that ended editing).
    public let undelivered: String
}

extension HeadlessHost {
    /// The key window's first responder.
    public var firstResponder: UIResponder? { keyWindow?.firstResponder }

    /// Types `text` into the first responder, one character at a time as a keyboard does: each goes to
    /// `insertText(_:)` as one change ("\n" is the return key). Each character is an event on the run loop, with
    /// layout after it. Characters that arrive when nothing is first responder any more are returned as
    /// `undelivered`.
    @discardableResult
    public func type(_ text: String) throws(KeyboardInputError) -> TypingResult {
        makeCurrent()
        try keyInputResponder()
        var accepted: [String] = [], rejected: [String] = []
        var rest = Substring(text)
        while let character = rest.first {
            guard let input = keyWindow?.firstResponder as? UIKeyInput else { break }
            rest = rest.dropFirst()
            let typed = String(character)
            if deliver({ Self.insert(typed, into: input) }) { accepted.append(typed) } else { rejected.append(typed) }
        }
        return TypingResult(responder: firstResponder, accepted: accepted, rejected: rejected, undelivered: String(rest))
    }

    /// Presses return, backspace or tab on the first responder (see `HardwareKey`).
    @discardableResult
    public func press(_ key: HardwareKey) throws(KeyboardInputError) -> TypingResult {
        makeCurrent()
        let input = try keyInputResponder()
        let name = key.rawValue
        let taken: Bool
        switch key {
        case .return: taken = deliver { Self.insert("\n", into: input) }
        case .backspace: taken = deliver { Self.deleteBackward(input) }
        case .tab:
            if let field = input as? UITextField {
                taken = deliver { Self.focusNextTextInput(after: field) }
            } else {
                taken = deliver { Self.insert("\t", into: input) }
            }
        }
        return TypingResult(responder: firstResponder, accepted: taken ? [name] : [], rejected: taken ? [] : [name],
                            undelivered: "")
    }

    @discardableResult
    private func keyInputResponder() throws(KeyboardInputError) -> UIKeyInput {
        runtime.runLoop.drain()
        guard lifecycleState == .active else { throw .notAcceptingInput(state: lifecycleState) }
        guard let responder = firstResponder else { throw .noFirstResponder }
        guard let input = responder as? UIKeyInput else {
            throw .firstResponderTakesNoText(className: String(describing: Swift.type(of: responder)))
        }
        return input
    }

    /// Runs one key press as an event on the run loop (layout follows it); returns what it reported.
    private func deliver(_ press: @escaping () -> Bool) -> Bool {
        var result = false
        runtime.runLoop.perform("key press") { result = press() }
        runtime.runLoop.drain()
        return result
    }

    private static func insert(_ text: String, into input: UIKeyInput) -> Bool {
        switch input {
        case let field as UITextField: return field.typeText(text)
        case let view as UITextView: return view.typeText(text)
        default:
            input.insertText(text)
            return true
        }
    }

    private static func deleteBackward(_ input: UIKeyInput) -> Bool {
        switch input {
        case let field as UITextField: return field.deleteBackwardReportingChange()
        case let view as UITextView: return view.deleteBackwardReportingChange()
        default:
            input.deleteBackward()
            return true
        }
    }

    /// The next text field or editable text view after `field` in its window, depth first, wrapping round; it
    /// becomes first responder. Returns whether focus moved.
    private static func focusNextTextInput(after field: UITextField) -> Bool {
        guard let window = field.window else { return false }
        var inputs: [UIView] = []
        var stack: [UIView] = [window]
        while let view = stack.popLast() {
            if view.isHidden || !view.isUserInteractionEnabled { continue }
            if let candidate = view as? UITextField, candidate.isEnabled { inputs.append(candidate) }
            if let candidate = view as? UITextView, candidate.isEditable { inputs.append(candidate) }
            stack.append(contentsOf: view.subviews.reversed())
        }
        guard let index = inputs.firstIndex(where: { $0 === field }), inputs.count > 1 else { return false }
        let next = inputs[(index + 1) % inputs.count]
        return next.becomeFirstResponder()
    }
}
