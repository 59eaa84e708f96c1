import Foundation
import Testing
@testable import HeadlessUIKit

/// The iOS 10-12 text input traits of text fields (docs/uikit-rules.md 6.22).
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
}
