import Foundation
import Testing
@testable import HeadlessUIKit

/// A controller's docked input accessory view (docs/uikit-rules.md 6.46) and input view controllers with their text
/// document proxy (6.47).
@MainActor
@Suite struct InputViewControllerTests {
    /// A chat screen as real apps write it: the controller can become first responder and returns a bar of
    /// flexible height whose text view is pinned to the bar's safe area.
    final class ChatController: UIViewController {
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 50))
        let textView = UITextView()

        override func viewDidLoad() {
            super.viewDidLoad()
            bar.autoresizingMask = .flexibleHeight
            textView.translatesAutoresizingMaskIntoConstraints = false
            bar.addSubview(textView)
            NSLayoutConstraint.activate([
                textView.topAnchor.constraint(equalTo: bar.topAnchor, constant: 8),
                textView.leadingAnchor.constraint(equalTo: bar.leadingAnchor, constant: 8),
                textView.trailingAnchor.constraint(equalTo: bar.trailingAnchor, constant: -8),
                textView.bottomAnchor.constraint(equalTo: bar.safeAreaLayoutGuide.bottomAnchor, constant: -8),
                textView.heightAnchor.constraint(equalToConstant: 36),
            ])
        }

        override var canBecomeFirstResponder: Bool { true }
        override var inputAccessoryView: UIView? { bar }
    }

    /// A keyboard of the app's own: one key row, 8 pt around 44-pt keys, typing through the document proxy.
    final class DigitsKeyboard: UIInputViewController {
        let one = UIButton(type: .system)

        override func viewDidLoad() {
            super.viewDidLoad()
            one.setTitle("1", for: .normal)
            one.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(one)
            NSLayoutConstraint.activate([
                one.topAnchor.constraint(equalTo: view.topAnchor, constant: 8),
                one.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -8),
                one.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 8),
                one.widthAnchor.constraint(equalToConstant: 60),
                one.heightAnchor.constraint(equalToConstant: 44),
            ])
            one.addAction(UIAction { [unowned self] _ in textDocumentProxy.insertText("1") }, for: .touchUpInside)
        }

        var heard: [String] = []
        override func textWillChange(_ textInput: UITextInput?) { heard.append("textWillChange") }
        override func textDidChange(_ textInput: UITextInput?) { heard.append("textDidChange") }
    }

    final class DigitsField: UITextField {
        let keyboard = DigitsKeyboard()
        override var inputViewController: UIInputViewController? { keyboard }
    }

    private func launch(_ root: UIViewController, on device: DeviceProfile) throws -> (HeadlessHost, ViewTestAppDelegate) {
        let host = HeadlessHost(device: device)
        let delegate = ViewTestAppDelegate()
        delegate.rootViewController = root
        try host.launch(delegate: delegate)
        host.runUntilIdle()
        return (host, delegate)
    }

    private static let iPhone14Pro = DeviceProfile.named("iphone-14-pro")!

    // 6.46: first responder without a keyboard, the controller's bar docks at the bottom of the screen, reaching
    // over the home indicator, its text view above it.
    @Test func aChatControllersBarDocksAtTheBottomOverTheHomeIndicator() throws {
        let chat = ChatController()
        let (host, _) = try launch(chat, on: Self.iPhone14Pro)

        #expect(chat.becomeFirstResponder())
        host.runUntilIdle()

        #expect(chat.bar.convert(chat.bar.bounds, to: nil) == CGRect(x: 0, y: 766, width: 393, height: 86))
        #expect(chat.textView.convert(chat.textView.bounds, to: nil) == CGRect(x: 8, y: 774, width: 377, height: 36))
        #expect(host.keyboardFrame == CGRect(x: 0, y: 766, width: 393, height: 86))
    }

    // 6.46: the bar's text view becomes first responder of the app's window and keeps the bar, which rises onto
    // the keyboard and no longer reaches over the home indicator.
    @Test func editingTheBarsTextViewRaisesTheBarOntoTheKeyboard() throws {
        let chat = ChatController()
        let (host, delegate) = try launch(chat, on: Self.iPhone14Pro)
        _ = chat.becomeFirstResponder()
        host.runUntilIdle()

        #expect(chat.textView.becomeFirstResponder())
        host.runUntilIdle()

        #expect(delegate.window?.firstResponder === chat.textView)
        #expect(!chat.isFirstResponder)
        #expect(chat.bar.convert(chat.bar.bounds, to: nil) == CGRect(x: 0, y: 506, width: 393, height: 52))
        #expect(host.keyboardFrame == CGRect(x: 0, y: 506, width: 393, height: 346))
    }

    // 6.47: a responder's input view controller shows its view (a keyboard-style UIInputView) in place of the
    // keyboard, as tall as its constraints make it, and hears of its new document.
    @Test func anInputViewControllersViewTakesTheKeyboardsPlace() throws {
        let root = UIViewController()
        let (host, _) = try launch(root, on: .iPhone8)
        let field = DigitsField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        root.view.addSubview(field)

        _ = field.becomeFirstResponder()
        host.runUntilIdle()

        let view = try #require(field.keyboard.viewIfLoaded as? UIInputView)
        #expect(view.inputViewStyle == .keyboard)
        #expect(view.convert(view.bounds, to: nil) == CGRect(x: 0, y: 607, width: 375, height: 60))
        #expect(host.keyboardFrame == CGRect(x: 0, y: 607, width: 375, height: 60))
        #expect(field.keyboard.heard == ["textWillChange", "textDidChange"])
    }

    // 6.47: the proxy types into the field the keys are shown for, through the field's own insertText.
    @Test func aKeyTypesIntoTheFieldThroughTheDocumentProxy() throws {
        let root = UIViewController()
        let (host, _) = try launch(root, on: .iPhone8)
        let field = DigitsField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        field.text = "4"
        root.view.addSubview(field)
        _ = field.becomeFirstResponder()
        host.runUntilIdle()

        try host.tap(at: try host.tapPoint(for: field.keyboard.one))
        try host.tap(at: try host.tapPoint(for: field.keyboard.one))

        #expect(field.text == "411")
        #expect(field.keyboard.textDocumentProxy.documentContextBeforeInput == "411")
        #expect(field.keyboard.textDocumentProxy.documentContextAfterInput == nil)
        #expect(field.keyboard.textDocumentProxy.hasText)
    }

    // 6.47: moving the caret through the proxy moves the field's selection; the context splits there.
    @Test func adjustingTheTextPositionMovesTheCaret() throws {
        let root = UIViewController()
        let (host, _) = try launch(root, on: .iPhone8)
        let field = DigitsField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        field.text = "2024"
        root.view.addSubview(field)
        _ = field.becomeFirstResponder()
        host.runUntilIdle()

        field.keyboard.textDocumentProxy.adjustTextPosition(byCharacterOffset: -2)

        #expect(field.keyboard.textDocumentProxy.documentContextBeforeInput == "20")
        #expect(field.keyboard.textDocumentProxy.documentContextAfterInput == "24")
    }

    // 6.47: advanceToNextInputMode() gives the field the system keyboard until it reloads its input views.
    @Test func advancingTheInputModeShowsTheSystemKeyboardUntilReload() throws {
        let root = UIViewController()
        let (host, _) = try launch(root, on: .iPhone8)
        let field = DigitsField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        root.view.addSubview(field)
        _ = field.becomeFirstResponder()
        host.runUntilIdle()

        field.keyboard.advanceToNextInputMode()
        #expect(host.keyboardFrame == CGRect(x: 0, y: 407, width: 375, height: 260))
        #expect(field.keyboard.viewIfLoaded?.window == nil)

        field.reloadInputViews()
        #expect(host.keyboardFrame == CGRect(x: 0, y: 607, width: 375, height: 60))
    }

    // 6.47: dismissKeyboard() ends the field's editing.
    @Test func dismissKeyboardEndsEditing() throws {
        let root = UIViewController()
        let (host, _) = try launch(root, on: .iPhone8)
        let field = DigitsField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        root.view.addSubview(field)
        _ = field.becomeFirstResponder()
        host.runUntilIdle()

        field.keyboard.dismissKeyboard()

        #expect(!field.isFirstResponder && host.keyboardFrame == nil)
    }
}
