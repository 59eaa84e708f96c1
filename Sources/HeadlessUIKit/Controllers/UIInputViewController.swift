import Foundation

/// What an input view controller's keys type into (docs/uikit-rules.md 6.47): the text input its view is shown for.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public protocol UITextDocumentProxy: UIKeyInput {
    /// The text before the caret (or the selection), nil when there is none.
    var documentContextBeforeInput: String? { get }
    /// The text after the caret (or the selection), nil when there is none.
    var documentContextAfterInput: String? { get }
    /// The selected text, nil when nothing is selected.
    var selectedText: String? { get }
    /// An identifier for the document typed into; a new one when the keys are shown for another text input.
    var documentIdentifier: UUID { get }
    /// Moves the caret by `offset` (UTF-16 code units, as `UITextInput` positions count here), collapsing the
    /// selection at its start first.
    func adjustTextPosition(byCharacterOffset offset: Int)
    func setMarkedText(_ markedText: String, selectedRange: NSRange)
    func unmarkText()
}

/// Told of changes to a text input's document (UIKit's `UITextInputDelegate`).
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public protocol UITextInputDelegate: AnyObject {
    func selectionWillChange(_ textInput: UITextInput?)
    func selectionDidChange(_ textInput: UITextInput?)
    func textWillChange(_ textInput: UITextInput?)
    func textDidChange(_ textInput: UITextInput?)
}

/// A controller whose view is a responder's input view or input accessory view (docs/uikit-rules.md 6.47): a
/// responder's `inputViewController` is shown in place of the keyboard while it is first responder, and the
/// controller's `textDocumentProxy` types into that responder.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UIInputViewController: UIViewController, UITextInputDelegate {
    private lazy var proxy = DocumentProxy(controller: self)

    /// Types into the text input this controller's view is shown for; with none, it takes nothing and has no text.
    open var textDocumentProxy: UITextDocumentProxy { proxy }

    /// Without a storyboard or nib, the view is a `UIInputView` in the keyboard's style, as UIKit makes it.
    open override func loadView() {
        if storyboard == nil, nibToLoad() == nil {
            view = UIInputView(frame: .zero, inputViewStyle: .keyboard)
        } else {
            super.loadView()
        }
    }

    /// Switches the responder it is shown for to the next input mode: here the system keyboard (the only other one
    /// a host has), which shows until that responder resigns or reloads its input views (UIHost's choice, 6.47).
    open func advanceToNextInputMode() {
        guard let responder = proxy.target as? UIResponder else { return }
        Runtime.current.advancedInputModeResponder = responder
        Runtime.current.updateKeyboard(firstResponder: responder)
    }

    /// Ends editing of the text input this controller's view is shown for: it resigns first responder.
    open func dismissKeyboard() {
        _ = (proxy.target as? UIResponder)?.resignFirstResponder()
    }

    // UITextInputDelegate: the controller hears of its document's changes (6.47); the defaults do nothing.
    open func selectionWillChange(_ textInput: UITextInput?) {}
    open func selectionDidChange(_ textInput: UITextInput?) {}
    open func textWillChange(_ textInput: UITextInput?) {}
    open func textDidChange(_ textInput: UITextInput?) {}

    /// Called when the controller's view is shown for `responder`: a new document, so the controller hears
    /// `textWillChange` and `textDidChange` (UIHost's choice: UIKit calls them when the document changes).
    func shown(for responder: UIResponder) {
        proxy.retarget(responder)
        let input = responder as? UITextInput
        textWillChange(input)
        textDidChange(input)
    }
}

/// The proxy an input view controller types through (6.47).
@MainActor
final class DocumentProxy: UITextDocumentProxy {
    private weak var controller: UIInputViewController?
    private(set) weak var target: UIKeyInput?
    private(set) var documentIdentifier = UUID()

    init(controller: UIInputViewController) { self.controller = controller }

    func retarget(_ responder: UIResponder) {
        guard target !== responder as AnyObject else { return }
        target = responder as? UIKeyInput
        documentIdentifier = UUID()
    }

    var hasText: Bool { target?.hasText ?? false }
    func insertText(_ text: String) { target?.insertText(text) }
    func deleteBackward() { target?.deleteBackward() }

    private var input: UITextInput? { target as? UITextInput }

    var documentContextBeforeInput: String? {
        guard let input, let selection = input.selectedTextRange,
              let range = input.textRange(from: input.beginningOfDocument, to: selection.start),
              let text = input.text(in: range), !text.isEmpty else { return nil }
        return text
    }

    var documentContextAfterInput: String? {
        guard let input, let selection = input.selectedTextRange,
              let range = input.textRange(from: selection.end, to: input.endOfDocument),
              let text = input.text(in: range), !text.isEmpty else { return nil }
        return text
    }

    var selectedText: String? {
        guard let input, let selection = input.selectedTextRange, let text = input.text(in: selection),
              !text.isEmpty else { return nil }
        return text
    }

    func adjustTextPosition(byCharacterOffset offset: Int) {
        guard let input, let selection = input.selectedTextRange,
              let position = input.position(from: selection.start, offset: offset),
              let range = input.textRange(from: position, to: position) else { return }
        input.selectedTextRange = range
    }

    func setMarkedText(_ markedText: String, selectedRange: NSRange) {
        input?.setMarkedText(markedText, selectedRange: selectedRange)
    }

    func unmarkText() { input?.unmarkText() }
}
