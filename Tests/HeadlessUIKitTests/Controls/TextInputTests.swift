import Foundation
import Testing
@testable import HeadlessUIKit

/// Text fields, text views and the host's keyboard (docs/uikit-rules.md 5.9, 6.2).
///
/// The field sits at window (20, 100, 300, 34); a second one at (20, 150, 300, 34).
@Suite @MainActor struct TextInputTests {
    private func fieldScene(delegate: ControlTextFieldDelegate? = nil) throws -> (ViewTestApp, UITextField, ControlEventRecorder) {
        let app = try ViewTestApp()
        let field = app.show(UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34)))
        field.delegate = delegate
        let recorder = ControlEventRecorder()
        recorder.watch(field)
        delegate?.recorder = recorder
        return (app, field, recorder)
    }

    // docs/uikit-rules.md 5.9, 6.2: a tap makes the field first responder: should → did → editingDidBegin.
    @Test func tapBeginsEditing() throws {
        let delegate = ControlTextFieldDelegate()
        let (app, field, recorder) = try fieldScene(delegate: delegate)
        try app.tap(100, 117)
        #expect(field.isFirstResponder && field.isEditing && app.host.firstResponder === field)
        #expect(recorder.events == ["touchDown", "touchUpInside", "delegate.shouldBeginEditing", "delegate.didBeginEditing",
                                    "editingDidBegin"])
    }

    // docs/uikit-rules.md 6.2: typed text goes through shouldChangeCharactersIn, which can veto a character; accepted
    // characters send editingChanged.
    @Test func typedTextGoesThroughTheDelegateWhichVetoesACharacter() throws {
        let delegate = ControlTextFieldDelegate()
        delegate.vetoed = ["x"]
        let (app, field, recorder) = try fieldScene(delegate: delegate)
        try app.tap(100, 117)
        recorder.clear()
        let result = try app.host.type("1x2")
        #expect(field.text == "12")
        #expect(result.accepted == ["1", "2"] && result.rejected == ["x"] && result.responder === field)
        #expect(recorder.events == ["delegate.shouldChange(0,0,\"1\")", "delegate.didChangeSelection", "editingChanged",
                                    "delegate.shouldChange(1,0,\"x\")",
                                    "delegate.shouldChange(1,0,\"2\")", "delegate.didChangeSelection", "editingChanged"])
    }

    // docs/uikit-rules.md 6.2: backspace asks the delegate to replace the last character with "".
    @Test func backspaceRemovesTheLastCharacterThroughTheDelegate() throws {
        let delegate = ControlTextFieldDelegate()
        let (app, field, recorder) = try fieldScene(delegate: delegate)
        field.text = "ab😀"
        try app.tap(100, 117)
        recorder.clear()
        try app.host.press(.backspace)
        #expect(field.text == "ab")
        #expect(recorder.events == ["delegate.shouldChange(2,2,\"\")", "delegate.didChangeSelection", "editingChanged"])
    }

    // docs/uikit-rules.md 6.2: return asks textFieldShouldReturn; a delegate that resigns there ends editing.
    @Test func returnKeyEndsEditingThroughTheDelegate() throws {
        let delegate = ControlTextFieldDelegate()
        delegate.resignsOnReturn = true
        let (app, field, recorder) = try fieldScene(delegate: delegate)
        try app.tap(100, 117)
        try app.host.type("hi")
        recorder.clear()
        let result = try app.host.press(.return)
        #expect(!field.isFirstResponder && !field.isEditing && result.responder == nil)
        #expect(recorder.events == ["delegate.shouldReturn", "delegate.shouldEndEditing", "delegate.didEndEditing(committed)",
                                    "editingDidEnd", "editingDidEndOnExit", "primaryActionTriggered"])
    }

    // docs/uikit-rules.md 6.2: with an action for editingDidEndOnExit and no delegate, return resigns by itself;
    // characters typed after that have nowhere to go.
    @Test func didEndOnExitActionMakesReturnResign() throws {
        let (app, field, recorder) = try fieldScene()
        field.addTarget(nil, action: "controlTests.noSuchAction:", for: .editingDidEndOnExit)
        try app.tap(100, 117)
        recorder.clear()
        let result = try app.host.type("ok\nmore")
        #expect(field.text == "ok" && !field.isFirstResponder)
        #expect(result.accepted == ["o", "k", "\n"] && result.undelivered == "more")
        #expect(recorder.events == ["editingChanged", "editingChanged", "editingDidEndOnExit", "primaryActionTriggered",
                                    "editingDidEnd"])
    }

    // Bad input (issue 5): typing with no first responder is refused and changes nothing.
    @Test func typingWithNoFirstResponderIsRefused() throws {
        let (app, field, _) = try fieldScene()
        #expect(throws: KeyboardInputError.noFirstResponder) { try app.host.type("abc") }
        #expect(field.text == "")
        let view = app.show(ControlFocusableView(frame: CGRect(x: 0, y: 300, width: 10, height: 10)))
        view.becomeFirstResponder()
        #expect(throws: KeyboardInputError.firstResponderTakesNoText(className: "ControlFocusableView")) {
            try app.host.press(.return)
        }
    }

    // docs/uikit-rules.md 6.2: the clear button shows while editing with text; a tap asks shouldClear and empties.
    @Test func clearButtonEmptiesTheTextWhenTheDelegateAllows() throws {
        let delegate = ControlTextFieldDelegate()
        let (app, field, recorder) = try fieldScene(delegate: delegate)
        field.clearButtonMode = .whileEditing
        field.text = "abc"
        #expect(field.clearButton.isHidden)
        try app.tap(100, 117)
        app.host.runUntilIdle()
        #expect(!field.clearButton.isHidden)
        #expect(field.clearButton.frame == CGRect(x: 270, y: 0, width: 30, height: 34))
        recorder.clear()
        delegate.refusesClear = true
        try app.tap(305, 117)
        #expect(field.text == "abc")
        delegate.refusesClear = false
        app.host.advance(by: 1)
        try app.tap(305, 117)
        #expect(field.text == "" && field.clearButton.isHidden)
        #expect(recorder.events == ["delegate.shouldClear", "delegate.shouldClear", "editingChanged"])
    }

    // docs/uikit-rules.md 6.2: secure entry shows bullets, and the first change after editing begins again replaces
    // the whole text, as on iOS.
    @Test func secureEntryShowsBulletsAndReplacesOnFirstChange() throws {
        let (app, field, _) = try fieldScene()
        field.isSecureTextEntry = true
        field.text = "secret"
        #expect(field.displayedText == "••••••" && field.accessibilityValue == "••••••")
        try app.tap(100, 117)
        try app.host.type("ab")
        #expect(field.text == "ab")
    }

    // docs/uikit-rules.md 5.9: tab moves to the next text input; the first field ends editing, the second begins.
    @Test func tabMovesToTheNextTextField() throws {
        let (app, first, recorder) = try fieldScene()
        let second = app.show(UITextField(frame: CGRect(x: 20, y: 150, width: 300, height: 34)))
        recorder.watch(second, "second")
        try app.tap(100, 117)
        recorder.clear()
        try app.host.press(.tab)
        #expect(second.isFirstResponder && !first.isEditing)
        #expect(recorder.events == ["editingDidEnd", "second.editingDidBegin"])
        try app.host.press(.tab)
        #expect(first.isFirstResponder)
    }

    // docs/uikit-rules.md 6.2: a text view begins editing on tap; return types a new line through its delegate, which
    // may veto it.
    @Test func textViewTakesNewLinesThroughItsDelegate() throws {
        let app = try ViewTestApp()
        let view = app.show(UITextView(frame: CGRect(x: 20, y: 300, width: 300, height: 100)))
        let delegate = ControlTextViewDelegate()
        view.delegate = delegate
        try app.tap(100, 350)
        #expect(view.isFirstResponder)
        try app.host.type("a\nb")
        try app.host.press(.tab)
        #expect(view.text == "a\nb\t")
        delegate.vetoesNewLines = true
        let result = try app.host.press(.return)
        #expect(result.rejected == ["return"] && view.text == "a\nb\t")
        #expect(delegate.events == ["shouldBegin", "didBegin", "change(a)", "change(\n)", "change(b)", "change(\t)"])
    }
}

@MainActor final class ControlTextFieldDelegate: UITextFieldDelegate {
    weak var recorder: ControlEventRecorder?
    var vetoed: Set<String> = []
    var resignsOnReturn = false
    var refusesClear = false

    private func record(_ entry: String) { recorder?.record("delegate.\(entry)") }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { record("shouldBeginEditing"); return true }
    func textFieldDidBeginEditing(_ textField: UITextField) { record("didBeginEditing") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { record("shouldEndEditing"); return true }
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        record("didEndEditing(\(reason == .committed ? "committed" : "cancelled"))")
    }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        record("shouldChange(\(range.location),\(range.length),\"\(string)\")")
        return !vetoed.contains(string)
    }
    func textFieldDidChangeSelection(_ textField: UITextField) { record("didChangeSelection") }
    func textFieldShouldClear(_ textField: UITextField) -> Bool { record("shouldClear"); return !refusesClear }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        record("shouldReturn")
        if resignsOnReturn { textField.resignFirstResponder() }
        return true
    }
}

@MainActor final class ControlTextViewDelegate: UITextViewDelegate {
    var events: [String] = []
    var vetoesNewLines = false
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { events.append("shouldBegin"); return true }
    func textViewDidBeginEditing(_ textView: UITextView) { events.append("didBegin") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        if vetoesNewLines, text == "\n" { return false }
        events.append("change(\(text))")
        return true
    }
}

final class ControlFocusableView: UIView {
    override var canBecomeFirstResponder: Bool { true }
}
