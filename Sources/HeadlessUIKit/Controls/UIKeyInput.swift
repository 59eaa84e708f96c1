import Foundation

/// What a responder that takes typed text implements (UIKit's `UIKeyInput`): the host's keyboard
/// (`HeadlessHost.type(_:)`, `press(_:)`) sends each typed character to the first responder's `insertText(_:)`,
/// return as `insertText("\n")` and backspace as `deleteBackward()`, as iOS's keyboard does.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public protocol UIKeyInput: AnyObject {
    var hasText: Bool { get }
    func insertText(_ text: String)
    func deleteBackward()
}

public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
}

extension UIKeyboardType {
    /// UIKit's deprecated name for `.asciiCapable` (docs/uikit-rules.md 6.88).
    public static var alphabet: UIKeyboardType { .asciiCapable }
}

public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

public enum UITextAutocapitalizationType: Int, Sendable { case none, words, sentences, allCharacters }
public enum UITextAutocorrectionType: Int, Sendable { case `default`, no, yes }

/// The text's changes are measured in UTF-16 code units, as `NSRange` counts them in UIKit's delegate methods.
extension String {
    /// `self` with the UTF-16 `range` replaced by `replacement`, or nil when the range is outside the string or
    /// splits a character.
    func replacingUTF16(_ range: NSRange, with replacement: String) -> String? {
        let utf16 = self.utf16
        guard range.location >= 0, range.length >= 0, range.location + range.length <= utf16.count,
              let start = utf16.index(utf16.startIndex, offsetBy: range.location, limitedBy: utf16.endIndex),
              let end = utf16.index(start, offsetBy: range.length, limitedBy: utf16.endIndex),
              let lower = start.samePosition(in: self), let upper = end.samePosition(in: self) else { return nil }
        return self.replacingCharacters(in: lower..<upper, with: replacement)
    }
}
