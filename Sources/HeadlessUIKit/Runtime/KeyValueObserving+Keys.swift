import Foundation

// String-keyed key-value observing (docs/uikit-rules.md 6.63): `addObserver(_:forKeyPath:options:context:)` on a
// UIKit object, answered through the observer's `observeValue(forKeyPath:of:change:context:)`, for the keys UIKit's
// views, controls and controllers are commonly observed by.

extension _KeyValueCodingAndObserving {
    /// Registers `observer` for changes of `keyPath` (one of the keys `KeyValueObserving.value(of:forKey:)` knows;
    /// another is reported and never changes). The observer is not retained; a released one hears nothing more.
    #if UIKitPreconcurrency
    @preconcurrency
    #endif
    @MainActor public func addObserver(_ observer: AnyObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
                            context: UnsafeMutableRawPointer?) {
        guard let first = KeyValueObserving.value(of: self, forKey: keyPath) else {
            Runtime.current.report("addObserver(_:forKeyPath: \"\(keyPath)\") on \(type(of: self)): UIHost observes no such key of it (docs/uikit-rules.md 6.63 lists the keys); observe a key path with observe(\\.property) instead")
            return
        }
        let observation = KeyValueObserving.observation(of: self, key: keyPath, first: first, options: options) {
            [weak observer] object, change in
            guard let responder = observer as? UIResponder else { return }
            responder.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
        }
        KeyValueObserving.keyed.append(.init(observed: ObjectIdentifier(self), observer: ObjectIdentifier(observer),
                                             key: keyPath, context: context, observation: observation))
        if options.contains(.initial), let responder = observer as? UIResponder {
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
            if options.contains(.new) { change[.newKey] = first }
            responder.observeValue(forKeyPath: keyPath, of: self, change: change, context: context)
        }
    }

    /// Removes `observer`'s most recent registration for `keyPath` (with `context`, that registration's).
    #if UIKitPreconcurrency
    @preconcurrency
    #endif
    @MainActor public func removeObserver(_ observer: AnyObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        KeyValueObserving.removeKeyed(observed: self, observer: observer, key: keyPath, context: context, anyContext: false)
    }

    #if UIKitPreconcurrency
    @preconcurrency
    #endif
    @MainActor public func removeObserver(_ observer: AnyObject, forKeyPath keyPath: String) {
        KeyValueObserving.removeKeyed(observed: self, observer: observer, key: keyPath, context: nil, anyContext: true)
    }
}

extension KeyValueObserving {
    struct Keyed {
        let observed: ObjectIdentifier
        let observer: ObjectIdentifier
        let key: String
        let context: UnsafeMutableRawPointer?
        let observation: NSKeyValueObservation
    }

    /// The string-keyed registrations, which own their observations until removed.
    nonisolated(unsafe) static var keyed: [Keyed] = []

    @MainActor static func removeKeyed(observed: AnyObject, observer: AnyObject, key: String, context: UnsafeMutableRawPointer?,
                            anyContext: Bool) {
        guard let index = keyed.lastIndex(where: {
            $0.observed == ObjectIdentifier(observed) && $0.observer == ObjectIdentifier(observer) && $0.key == key
                && (anyContext || $0.context == context)
        }) else {
            Runtime.current.report("removeObserver(_:forKeyPath: \"\(key)\") on \(type(of: observed)): that observer is not registered for this key (UIKit raises here); nothing removed")
            return
        }
        keyed.remove(at: index).observation.invalidate()
    }

    /// An observation of `key` of `object` that calls `handler` with Foundation's change dictionary.
    @MainActor static func observation(of object: AnyObject, key: String, first: Any, options: NSKeyValueObservingOptions,
                            handler: @escaping (AnyObject, [NSKeyValueChangeKey: Any]) -> Void) -> NSKeyValueObservation {
        var last = first
        return NSKeyValueObservation(object: object, key: key) { observed, forced in
            guard let now = value(of: observed, forKey: key), forced || !same(last, now) else { return }
            let old = last
            last = now
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
            if options.contains(.old) { change[.oldKey] = old }
            if options.contains(.prior) {
                var prior = change
                prior[.notificationIsPriorKey] = true
                handler(observed, prior)
            }
            if options.contains(.new) { change[.newKey] = now }
            handler(observed, change)
        }
    }

    /// The value of a key UIHost observes by name (6.63), or nil for a key it does not know. Values are boxed as
    /// Foundation boxes them in a change dictionary: geometry as `NSValue`'s Swift types (`CGRect`, `CGSize`…).
    @MainActor static func value(of object: AnyObject, forKey key: String) -> Any? {
        if let scrollView = object as? UIScrollView {
            switch key {
            case "contentSize": return scrollView.contentSize
            case "contentOffset": return scrollView.contentOffset
            case "contentInset": return scrollView.contentInset
            default: break
            }
        }
        if let control = object as? UIControl {
            switch key {
            case "enabled": return control.isEnabled
            case "selected": return control.isSelected
            case "highlighted": return control.isHighlighted
            default: break
            }
        }
        if key == "text" {
            if let label = object as? UILabel { return label.text as Any }
            if let field = object as? UITextField { return field.text as Any }
            if let textView = object as? UITextView { return textView.text as Any }
        }
        if key == "image", let imageView = object as? UIImageView { return imageView.image as Any }
        if key == "progress", let progressView = object as? UIProgressView { return progressView.progress }
        if let view = object as? UIView {
            switch key {
            case "frame": return view.frame
            case "bounds": return view.bounds
            case "center": return view.center
            case "hidden": return view.isHidden
            case "alpha": return view.alpha
            case "backgroundColor": return view.backgroundColor as Any
            default: break
            }
        }
        if let controller = object as? UIViewController {
            switch key {
            case "title": return controller.title as Any
            case "preferredContentSize": return controller.preferredContentSize
            default: break
            }
        }
        if let layer = object as? CALayer {
            switch key {
            case "bounds": return layer.bounds
            case "position": return layer.position
            case "frame": return layer.frame
            default: break
            }
        }
        return nil
    }
}
