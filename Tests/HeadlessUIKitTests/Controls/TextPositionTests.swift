import Foundation
import Testing
@testable import HeadlessUIKit

/// UITextInput's positions, ranges, selection and marked text on text fields and text views (docs/uikit-rules.md
/// 6.38).
@Suite @MainActor struct TextPositionTests {
    /// A field at window (20, 100, 300, 34) holding `text`, its delegate and control events recorded; the scene
    /// keeps the app and the (weakly held) delegate alive.
    private struct Scene {
        let app: ViewTestApp
        let field: UITextField
        let recorder: ControlEventRecorder
        let delegate: ControlTextFieldDelegate
    }

    private func makeField(_ text: String) throws -> Scene {
        let app = try ViewTestApp()
        let field = app.show(UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34)))
        field.text = text
        let delegate = ControlTextFieldDelegate()
        let recorder = ControlEventRecorder()
        delegate.recorder = recorder
        field.delegate = delegate
        recorder.watch(field)
        return Scene(app: app, field: field, recorder: recorder, delegate: delegate)
    }

    private func editing(_ text: String) throws -> Scene {
        let scene = try makeField(text)
        #expect(scene.field.becomeFirstResponder())
        scene.recorder.clear()
        return scene
    }

    /// The selection as [start, end] offsets from the beginning.
    private func selection(_ input: UITextInput) -> [Int]? {
        guard let range = input.selectedTextRange else { return nil }
        return [input.offset(from: input.beginningOfDocument, to: range.start),
                input.offset(from: input.beginningOfDocument, to: range.end)]
    }

    private func range(_ input: UITextInput, _ start: Int, _ end: Int) -> UITextRange? {
        guard let a = input.position(from: input.beginningOfDocument, offset: start),
              let b = input.position(from: input.beginningOfDocument, offset: end) else { return nil }
        return input.textRange(from: a, to: b)
    }

    // 6.38: positions are UTF-16 offsets: an emoji is two; positions below 0 or past the end are nil; a range may be
    // given in either order; a range splitting a character has no text.
    @Test func positionsCountUTF16Units() throws {
        let scene = try makeField("ab😀c")
        let field = scene.field
        let start = field.beginningOfDocument, end = field.endOfDocument
        #expect(field.offset(from: start, to: end) == 5)
        #expect(field.offset(from: end, to: start) == -5)
        #expect(field.position(from: start, offset: 6) == nil)
        #expect(field.position(from: end, offset: 1) == nil)
        #expect(field.position(from: start, offset: -1) == nil)
        let two = try #require(field.position(from: start, offset: 2))
        #expect(field.compare(two, to: end) == .orderedAscending)
        #expect(field.compare(end, to: two) == .orderedDescending)
        #expect(field.compare(two, to: try #require(field.position(from: end, offset: -3))) == .orderedSame)
        #expect(field.text(in: try #require(field.textRange(from: end, to: two))) == "😀c")
        #expect(field.text(in: try #require(range(field, 0, 2))) == "ab")
        #expect(field.text(in: try #require(range(field, 3, 4))) == nil)
        #expect(field.textRange(from: start, to: end)?.isEmpty == false)
        #expect(field.textRange(from: two, to: two)?.isEmpty == true)
    }

    // 6.38: a text field's positions are equal (and hash alike) when their offsets are; an app's own position only
    // to itself.
    @Test func positionsAreEqualByOffset() throws {
        let scene = try makeField("abc")
        let field = scene.field
        let end = field.endOfDocument
        let three = try #require(field.position(from: field.beginningOfDocument, offset: 3))
        #expect(end == three)
        #expect(Set([end, three, field.beginningOfDocument]).count == 2)
        let own = UITextPosition()
        #expect(own == own && own != end)
    }

    // 6.38: a field has a selection only while it edits; it starts as a caret at the end, and setting it while the
    // field does not edit does nothing.
    @Test func aFieldsSelectionLivesWhileItEdits() throws {
        let scene = try makeField("abcd")
        let field = scene.field, recorder = scene.recorder
        #expect(field.selectedTextRange == nil)
        field.selectedTextRange = range(field, 0, 1)
        #expect(field.selectedTextRange == nil && recorder.events.isEmpty)
        #expect(field.becomeFirstResponder())
        #expect(selection(field) == [4, 4])
        #expect(field.resignFirstResponder())
        #expect(field.selectedTextRange == nil)
    }

    // 6.38: moving the caret tells the delegate; a typed character then goes in at the caret, through
    // shouldChangeCharactersIn, and the caret follows it.
    @Test func typingGoesInAtTheCaret() throws {
        let scene = try editing("abcd")
        let app = scene.app, field = scene.field, recorder = scene.recorder
        field.selectedTextRange = range(field, 2, 2)
        #expect(recorder.events == ["delegate.didChangeSelection"])
        field.selectedTextRange = range(field, 2, 2)
        #expect(recorder.events == ["delegate.didChangeSelection"])
        recorder.clear()
        try app.host.type("X")
        #expect(field.text == "abXcd")
        #expect(selection(field) == [3, 3])
        #expect(recorder.events == ["delegate.shouldChange(2,0,\"X\")", "delegate.didChangeSelection", "editingChanged"])
    }

    // 6.38: a character replaces the selection; a backspace removes the selection, else the character before the
    // caret (both halves of an emoji), and at the start asks for an empty range at 0 and changes nothing.
    @Test func typingAndBackspaceReplaceTheSelection() throws {
        let scene = try editing("a😀bcd")
        let app = scene.app, field = scene.field, recorder = scene.recorder
        field.selectedTextRange = range(field, 3, 5)
        recorder.clear()
        try app.host.type("Z")
        #expect(field.text == "a😀Zd" && selection(field) == [4, 4])
        field.selectedTextRange = range(field, 1, 4)
        recorder.clear()
        try app.host.press(.backspace)
        #expect(field.text == "ad" && selection(field) == [1, 1])
        field.text = "a😀"
        field.selectedTextRange = range(field, 3, 3)
        recorder.clear()
        try app.host.press(.backspace)
        #expect(field.text == "a" && selection(field) == [1, 1])
        #expect(recorder.events == ["delegate.shouldChange(1,2,\"\")", "delegate.didChangeSelection", "editingChanged"])
        field.selectedTextRange = range(field, 0, 0)
        recorder.clear()
        try app.host.press(.backspace)
        #expect(field.text == "a")
        #expect(recorder.events == ["delegate.shouldChange(0,0,\"\")"])
    }

    // 6.38: setting the text puts the caret at its end; the pattern apps use to move it there works too.
    @Test func settingTheTextPutsTheCaretAtTheEnd() throws {
        let scene = try editing("abcd")
        let field = scene.field
        field.selectedTextRange = range(field, 1, 2)
        field.text = "xy"
        #expect(selection(field) == [2, 2])
        field.selectedTextRange = range(field, 0, 0)
        let end = field.endOfDocument
        field.selectedTextRange = field.textRange(from: end, to: end)
        #expect(selection(field) == [2, 2])
        field.selectedTextRange = range(field, 0, 9)
        #expect(selection(field) == [2, 2])
    }

    // 6.38: replace(_:withText:) does not ask the delegate (apps call it from shouldChangeCharactersIn), leaves the
    // caret after the new text and sends what a typed change sends.
    @Test func replaceSkipsTheDelegate() throws {
        let scene = try editing("1234")
        let field = scene.field, recorder = scene.recorder
        field.replace(try #require(range(field, 1, 3)), withText: "-")
        #expect(field.text == "1-4" && selection(field) == [2, 2])
        #expect(recorder.events == ["delegate.didChangeSelection", "editingChanged"])
        recorder.clear()
        field.replace(try #require(range(field, 1, 2)), withText: "-")
        #expect(recorder.events.isEmpty)
    }

    // 6.38: marked text replaces the selection and stays marked with the selection inside it; setting it again
    // replaces the marked text; a typed character commits it by replacing it.
    @Test func markedTextIsReplacedUntilCommitted() throws {
        let scene = try editing("ab")
        let app = scene.app, field = scene.field
        #expect(field.markedTextRange == nil)
        field.setMarkedText("ㅎ", selectedRange: NSRange(location: 1, length: 0))
        #expect(field.text == "abㅎ")
        let marked = try #require(field.markedTextRange)
        #expect(field.text(in: marked) == "ㅎ" && selection(field) == [3, 3])
        field.setMarkedText("하", selectedRange: NSRange(location: 1, length: 0))
        #expect(field.text == "ab하" && field.markedTextRange.map { field.text(in: $0) } == "하")
        try app.host.type("한")
        #expect(field.text == "ab한" && field.markedTextRange == nil && selection(field) == [3, 3])
        field.setMarkedText("x", selectedRange: NSRange(location: 0, length: 1))
        #expect(selection(field) == [3, 4])
        field.unmarkText()
        #expect(field.markedTextRange == nil && field.text == "ab한x")
    }

    // 6.38: a text view keeps its selection while it does not edit, clamps what it is given, tells the delegate
    // when it moves, and types at it.
    @Test func aTextViewTypesAtItsSelectedRange() throws {
        let app = try ViewTestApp()
        let view = app.show(UITextView(frame: CGRect(x: 20, y: 300, width: 300, height: 100)))
        let delegate = SelectionRecordingDelegate()
        view.delegate = delegate
        view.text = "hello"
        #expect(view.selectedRange == NSRange(location: 5, length: 0))
        view.selectedRange = NSRange(location: 3, length: 10)
        #expect(view.selectedRange == NSRange(location: 3, length: 2))
        #expect(selection(view) == [3, 5])
        #expect(view.becomeFirstResponder())
        delegate.events.removeAll()
        try app.host.type("p")
        #expect(view.text == "help" && view.selectedRange == NSRange(location: 4, length: 0))
        view.selectedTextRange = range(view, 0, 0)
        try app.host.type(">")
        #expect(view.text == ">help")
        #expect(delegate.events == ["change(p)", "didChangeSelection", "didChange", "didChangeSelection",
                                    "change(>)", "didChangeSelection", "didChange"])
    }
}

/// Records a text view's change and selection calls.
@MainActor private final class SelectionRecordingDelegate: UITextViewDelegate {
    var events: [String] = []
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        events.append("change(\(text))")
        return true
    }
    func textViewDidChange(_ textView: UITextView) { events.append("didChange") }
    func textViewDidChangeSelection(_ textView: UITextView) { events.append("didChangeSelection") }
}
