import Foundation
import Testing
@testable import HeadlessUIKit

/// `clearsOnInsertion` (docs/uikit-rules.md 6.102).
@MainActor
@Suite struct TextFieldClearsOnInsertionTests {
    /// A delegate that keeps each change it was asked about, as (range, replacement).
    final class Recorder: NSObject, UITextFieldDelegate {
        var changes: [String] = []
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                       replacementString string: String) -> Bool {
            changes.append("\(range.location),\(range.length) \(string)")
            return true
        }
    }

    // 6.102: the first text typed replaces the whole contents (the delegate is asked about the whole range), the
    // property goes back to false, and the next text is inserted at the caret as usual.
    @Test func theFirstInsertionReplacesTheContentsOnce() throws {
        let screen = UIViewController()
        let app = try ViewTestApp(rootViewController: screen)
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        let recorder = Recorder()
        field.delegate = recorder
        field.text = "0"
        screen.view.addSubview(field)
        #expect(field.clearsOnInsertion == false)
        field.clearsOnInsertion = true
        #expect(field.becomeFirstResponder())

        field.insertText("2")
        #expect(field.text == "2")
        #expect(field.clearsOnInsertion == false)
        field.insertText("5")
        #expect(field.text == "25")
        #expect(recorder.changes == ["0,1 2", "1,0 5"])
        #expect(app.host.problems.isEmpty)
    }
}
