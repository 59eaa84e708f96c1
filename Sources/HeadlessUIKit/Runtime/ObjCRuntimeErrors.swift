import Foundation

/// The run-time errors iOS's Objective-C runtime raises where a storyboard or a named action reaches for code that is
/// not there (docs/uikit-rules.md 18.9, 18.10), in iOS's own words. iOS ends the app with them; here they go to the
/// host's problems (and from there to the host log and the `app.problem` event) and the app goes on.
enum ObjCRuntimeError {
    /// `NSUnknownKeyException`'s reason, as `-[NSObject setValue:forUndefinedKey:]` gives it when a storyboard sets
    /// an outlet the class does not have.
    static func undefinedKey(_ key: String, on object: AnyObject) -> String {
        "[<\(className(of: object)) \(address(of: object))> setValue:forUndefinedKey:]: this class is not key value "
            + "coding-compliant for the key \(key)."
    }

    /// `-[NSObject doesNotRecognizeSelector:]`'s reason, when an action is sent to a target without the method.
    static func unrecognizedSelector(_ selector: Selector, sentTo object: AnyObject) -> String {
        "-[\(className(of: object)) \(selector.name)]: unrecognized selector sent to instance \(address(of: object))"
    }

    /// The name the Objective-C runtime gives the class: `Module.Class` for an app's Swift class, the plain name for
    /// UIKit's own (`UIView`).
    static func className(of object: AnyObject) -> String {
        let name = String(reflecting: type(of: object))
        let uikit = String(reflecting: UIView.self).dropLast("UIView".count)
        return name.hasPrefix(uikit) ? String(name.dropFirst(uikit.count)) : name
    }

    /// The instance's address as `%p` prints it: `0x` and lowercase hex digits.
    static func address(of object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
    }
}
