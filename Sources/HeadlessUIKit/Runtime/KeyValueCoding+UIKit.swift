import Foundation

// UIKit's keys for key-value coding by name (docs/uikit-rules.md 6.81): the public properties apps reach by name
// (in code and in storyboards' runtime attributes), and the handful of private keys real apps set on alerts and
// search bars, which UIKit answers.

extension KeyValueCoding {
    enum SetOutcome {
        case set
        case unknownKey
        case wrongType(String)
    }

    /// The value of one of UIKit's keys: nil for a key the table does not know, `.some(nil)` for a known key whose
    /// value is nil. Values are boxed as Foundation boxes them: numbers and geometry as their Swift types.
    @MainActor static func uikitValue(of object: AnyObject, forKey key: String) -> Any?? {
        if let observed = KeyValueObserving.value(of: object, forKey: key) { return .some(unwrapped(observed)) }
        switch (object, key) {
        case let (alert as UIAlertController, "attributedTitle"): return .some(alert.attributedTitle)
        case let (alert as UIAlertController, "attributedMessage"): return .some(alert.attributedMessage)
        case let (alert as UIAlertController, "message"): return .some(alert.message)
        case let (action as UIAlertAction, "titleTextColor"): return .some(action.titleTextColor)
        case let (action as UIAlertAction, "title"): return .some(action.title)
        case let (action as UIAlertAction, "enabled"): return action.isEnabled
        case let (searchBar as UISearchBar, "searchField"): return searchBar.searchTextField
        case let (searchBar as UISearchBar, "text"): return .some(searchBar.text)
        case let (field as UITextField, "placeholder"): return .some(field.placeholder)
        case let (label as UILabel, "textColor"): return .some(label.textColor)
        case let (label as UILabel, "font"): return .some(label.font)
        case let (controller as UIViewController, "view"): return controller.view
        case let (constraint as NSLayoutConstraint, "constant"): return constraint.constant
        case let (constraint as NSLayoutConstraint, "active"): return constraint.isActive
        case let (constraint as NSLayoutConstraint, "identifier"): return .some(constraint.identifier)
        default: break
        }
        if let view = object as? UIView {
            switch key {
            case "tag": return view.tag
            case "userInteractionEnabled": return view.isUserInteractionEnabled
            case "clipsToBounds": return view.clipsToBounds
            case "tintColor": return .some(view.tintColor)
            case "layer": return view.layer
            case "accessibilityIdentifier": return .some(view.accessibilityIdentifier)
            default: break
            }
        }
        if let layer = object as? CALayer {
            switch key {
            case "cornerRadius": return layer.cornerRadius
            case "borderWidth": return layer.borderWidth
            case "borderColor": return .some(layer.borderColor)
            case "masksToBounds": return layer.masksToBounds
            case "shadowOpacity": return layer.shadowOpacity
            case "shadowRadius": return layer.shadowRadius
            case "shadowOffset": return layer.shadowOffset
            case "shadowColor": return .some(layer.shadowColor)
            case "opacity": return layer.opacity
            case "backgroundColor": return .some(layer.backgroundColor)
            default: break
            }
        }
        return nil
    }

    /// Sets one of UIKit's keys, converting numbers as Foundation's key-value coding does (any number for a
    /// `CGFloat`, `Float`, `Int` or `Bool` property).
    @MainActor static func setUIKitValue(_ value: Any?, of object: AnyObject, forKey key: String) -> SetOutcome {
        switch (object, key) {
        case let (alert as UIAlertController, "attributedTitle"):
            return assign(value, "an NSAttributedString or nil") { (text: NSAttributedString?) in alert.attributedTitle = text }
        case let (alert as UIAlertController, "attributedMessage"):
            return assign(value, "an NSAttributedString or nil") { (text: NSAttributedString?) in alert.attributedMessage = text }
        case let (alert as UIAlertController, "title"):
            return assign(value, "a String or nil") { (text: String?) in alert.title = text }
        case let (alert as UIAlertController, "message"):
            return assign(value, "a String or nil") { (text: String?) in alert.message = text }
        case let (action as UIAlertAction, "titleTextColor"):
            return assign(value, "a UIColor or nil") { (color: UIColor?) in action.titleTextColor = color }
        case let (action as UIAlertAction, "enabled"):
            return flag(value) { action.isEnabled = $0 }
        case let (searchBar as UISearchBar, "text"):
            return assign(value, "a String or nil") { (text: String?) in searchBar.text = text }
        case let (field as UITextField, "placeholder"):
            return assign(value, "a String or nil") { (text: String?) in field.placeholder = text }
        case let (field as UITextField, "text"):
            return assign(value, "a String or nil") { (text: String?) in field.text = text }
        case let (label as UILabel, "text"):
            return assign(value, "a String or nil") { (text: String?) in label.text = text }
        case let (label as UILabel, "textColor"):
            return assign(value, "a UIColor") { (color: UIColor?) in label.textColor = color }
        case let (label as UILabel, "font"):
            return assign(value, "a UIFont") { (font: UIFont?) in label.font = font }
        case let (textView as UITextView, "text"):
            return assign(value, "a String or nil") { (text: String?) in textView.text = text }
        case let (imageView as UIImageView, "image"):
            return assign(value, "a UIImage or nil") { (image: UIImage?) in imageView.image = image }
        case let (control as UIControl, "enabled"): return flag(value) { control.isEnabled = $0 }
        case let (control as UIControl, "selected"): return flag(value) { control.isSelected = $0 }
        case let (constraint as NSLayoutConstraint, "constant"): return number(value) { constraint.constant = $0 }
        case let (constraint as NSLayoutConstraint, "active"): return flag(value) { constraint.isActive = $0 }
        case let (constraint as NSLayoutConstraint, "identifier"):
            return assign(value, "a String or nil") { (text: String?) in constraint.identifier = text }
        case let (controller as UIViewController, "title"):
            return assign(value, "a String or nil") { (text: String?) in controller.title = text }
        default: break
        }
        if let view = object as? UIView {
            switch key {
            case "hidden": return flag(value) { view.isHidden = $0 }
            case "alpha": return number(value) { view.alpha = $0 }
            case "tag": return number(value) { view.tag = Int($0) }
            case "userInteractionEnabled": return flag(value) { view.isUserInteractionEnabled = $0 }
            case "clipsToBounds": return flag(value) { view.clipsToBounds = $0 }
            case "backgroundColor": return assign(value, "a UIColor or nil") { (color: UIColor?) in view.backgroundColor = color }
            case "tintColor": return assign(value, "a UIColor") { (color: UIColor?) in view.tintColor = color }
            case "accessibilityIdentifier":
                return assign(value, "a String or nil") { (text: String?) in view.accessibilityIdentifier = text }
            case "frame": return assign(value, "a CGRect") { (rect: CGRect?) in if let rect { view.frame = rect } }
            case "center": return assign(value, "a CGPoint") { (point: CGPoint?) in if let point { view.center = point } }
            default: break
            }
        }
        if let layer = object as? CALayer {
            switch key {
            case "cornerRadius": return number(value) { layer.cornerRadius = $0 }
            case "borderWidth": return number(value) { layer.borderWidth = $0 }
            case "masksToBounds": return flag(value) { layer.masksToBounds = $0 }
            case "shadowOpacity": return number(value) { layer.shadowOpacity = Float($0) }
            case "shadowRadius": return number(value) { layer.shadowRadius = $0 }
            case "opacity": return number(value) { layer.opacity = Float($0) }
            case "shadowOffset": return assign(value, "a CGSize") { (size: CGSize?) in if let size { layer.shadowOffset = size } }
            // A UIColor is not a CGColor: UIKit stores the wrong kind of object and draws no such colour, the
            // reason storyboards' "layer.borderColor" attributes do nothing on iOS; here it is reported.
            case "borderColor": return assign(value, "a CGColor") { (color: CGColor?) in layer.borderColor = color }
            case "shadowColor": return assign(value, "a CGColor") { (color: CGColor?) in layer.shadowColor = color }
            case "backgroundColor": return assign(value, "a CGColor") { (color: CGColor?) in layer.backgroundColor = color }
            default: break
            }
        }
        return .unknownKey
    }

    /// Sets the last key of a dotted key path through UIKit's keys only, reporting nothing (what a storyboard's
    /// runtime attribute does; the storyboard reader notes what is not applied).
    @MainActor static func setUIKitKeyPath(_ value: Any?, of object: AnyObject, keyPath: String) -> SetOutcome {
        var keys = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let last = keys.removeLast()
        var target = object
        for key in keys {
            guard let next = uikitValue(of: target, forKey: key), let object = next.map({ $0 as AnyObject }) else {
                return .unknownKey
            }
            target = object
        }
        return setUIKitValue(value, of: target, forKey: last)
    }

    /// Sets a value of type `T` (nil included), or says which type the key takes.
    private static func assign<T>(_ value: Any?, _ wanted: String, _ set: (T?) -> Void) -> SetOutcome {
        guard let value else {
            set(nil)
            return .set
        }
        guard let typed = value as? T else { return .wrongType(wanted) }
        set(typed)
        return .set
    }

    /// A number in any of Foundation's boxes, as a `CGFloat`.
    private static func number(_ value: Any?, _ set: (CGFloat) -> Void) -> SetOutcome {
        switch value {
        case let number as CGFloat: set(number)
        case let number as Double: set(CGFloat(number))
        case let number as Float: set(CGFloat(number))
        case let number as Int: set(CGFloat(number))
        case let number as NSNumber: set(CGFloat(number.doubleValue))
        case let flag as Bool: set(flag ? 1 : 0)
        default: return .wrongType("a number")
        }
        return .set
    }

    /// A Bool, or a number (non-zero is true), as Foundation's key-value coding takes them for a `BOOL`.
    private static func flag(_ value: Any?, _ set: (Bool) -> Void) -> SetOutcome {
        switch value {
        case let flag as Bool: set(flag)
        case let number as Int: set(number != 0)
        case let number as Double: set(number != 0)
        case let number as NSNumber: set(number.boolValue)
        default: return .wrongType("a Bool")
        }
        return .set
    }
}
