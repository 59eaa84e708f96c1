import Foundation

/// `NSAttributedString()` and `NSMutableAttributedString()`, the empty strings (NSObject's `init()` in UIKit;
/// Foundation on Linux makes `init()` unavailable to extensions, so these are functions named like the classes):
/// no characters, no attributes (docs/uikit-rules.md 6.33).
public func NSAttributedString() -> NSAttributedString {
    Foundation.NSAttributedString(string: "")
}

public func NSMutableAttributedString() -> NSMutableAttributedString {
    Foundation.NSMutableAttributedString(string: "")
}
