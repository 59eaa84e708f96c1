import Foundation
import Testing
@testable import HeadlessUIKit

/// The text input traits of text fields and text views (docs/uikit-rules.md 6.22, 6.26).
@Suite @MainActor struct TextInputTraitTests {
    // docs/uikit-rules.md 6.22: UIKit's defaults; values are kept; the host's keyboard types characters as given
    // whatever the smart punctuation settings.
    @Test func inputTraitsKeepTheirValuesAndTypingIsLiteral() throws {
        let app = try ViewTestApp()
        let field = app.show(UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34)))
        #expect(field.textContentType == nil)
        #expect(field.spellCheckingType == .default)
        #expect(field.smartQuotesType == .default)
        #expect(field.smartDashesType == .default)
        #expect(field.smartInsertDeleteType == .default)
        #expect(field.passwordRules == nil)

        field.textContentType = .oneTimeCode
        field.smartQuotesType = .yes
        field.smartDashesType = .yes
        field.passwordRules = UITextInputPasswordRules(descriptor: "minlength: 8; required: digit;")
        #expect(field.textContentType == UITextContentType.oneTimeCode)
        #expect(field.smartQuotesType == .yes)
        #expect(field.passwordRules?.passwordRulesDescriptor == "minlength: 8; required: digit;")
        #expect(field.becomeFirstResponder())
        try app.host.type("it's -- ok")
        #expect(field.text == "it's -- ok")
    }

    // docs/uikit-rules.md 6.26: a text view has a text field's traits with the same defaults, keeps what is set,
    // and types literally.
    @Test func aTextViewHasATextFieldsTraitsAndDefaults() throws {
        let app = try ViewTestApp()
        let view = app.show(UITextView(frame: CGRect(x: 20, y: 100, width: 200, height: 100)))
        let field = UITextField()
        #expect(view.autocapitalizationType == field.autocapitalizationType)
        #expect(view.autocapitalizationType == .sentences)
        #expect(view.autocorrectionType == .default)
        #expect(view.textContentType == nil)
        #expect(view.spellCheckingType == .default)
        #expect(view.smartQuotesType == .default)
        #expect(view.smartDashesType == .default)
        #expect(view.smartInsertDeleteType == .default)
        #expect(view.passwordRules == nil)

        view.autocapitalizationType = .none
        view.autocorrectionType = .no
        view.textContentType = .fullStreetAddress
        view.spellCheckingType = .no
        view.smartDashesType = .no
        view.smartInsertDeleteType = .yes
        view.passwordRules = UITextInputPasswordRules(descriptor: "minlength: 12;")
        #expect(view.autocapitalizationType == .none)
        #expect(view.autocorrectionType == .no)
        #expect(view.textContentType == UITextContentType.fullStreetAddress)
        #expect(view.spellCheckingType == .no)
        #expect(view.smartDashesType == .no)
        #expect(view.smartInsertDeleteType == .yes)
        #expect(view.passwordRules?.passwordRulesDescriptor == "minlength: 12;")
        #expect(view.becomeFirstResponder())
        try app.host.type("it's -- ok")
        #expect(view.text == "it's -- ok")
    }
}
