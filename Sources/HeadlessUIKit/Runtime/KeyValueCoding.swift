import Foundation

// Key-value coding by name (docs/uikit-rules.md 6.80-6.83): `value(forKey:)`, `setValue(_:forKey:)` and their key
// path forms on `NSObject` and UIKit's roots. Foundation on Linux has none of it (there is no Objective-C runtime),
// and real apps use it to style alerts ("attributedTitle", "titleTextColor"), reach a search bar's field
// ("searchField"), read their own models' properties, and in storyboards' runtime attributes ("layer.cornerRadius").

extension _KeyValueCodingAndObserving {
    /// The value for `key` (6.80): UIKit's keys from 6.81's table, else a stored property found as Objective-C's
    /// key-value coding finds an instance variable (`_key`, `_isKey`, `key`, `isKey`), else nil with the problem
    /// reported (UIKit raises `NSUnknownKeyException` there).
    public func value(forKey key: String) -> Any? {
        KeyValueCoding.value(of: self, forKey: key, path: key)
    }

    /// Sets `key` to `value` (6.82): UIKit's keys from 6.81's table, converting numbers as Foundation does; another
    /// key is reported and nothing changes (UIKit raises `NSUnknownKeyException`).
    public func setValue(_ value: Any?, forKey key: String) {
        KeyValueCoding.setValue(value, of: self, forKey: key, path: key)
    }

    /// The value at a dotted key path ("layer.cornerRadius"), one key at a time; nil where a step is nil.
    public func value(forKeyPath keyPath: String) -> Any? {
        var current: Any? = self
        for key in keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init) {
            guard let object = current as AnyObject?, let step = object as? _KeyValueCodingAndObserving else {
                return current == nil ? nil : KeyValueCoding.unknown(key, of: current!, path: keyPath)
            }
            current = KeyValueCoding.value(of: step, forKey: key, path: keyPath)
        }
        return current
    }

    /// Sets the last key of a dotted key path on the object the keys before it reach.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        var keys = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let last = keys.removeLast()
        var target: _KeyValueCodingAndObserving = self
        for key in keys {
            guard let next = KeyValueCoding.value(of: target, forKey: key, path: keyPath) else { return }
            guard let object = next as? _KeyValueCodingAndObserving else {
                KeyValueCoding.report("setValue(_:forKeyPath: \"\(keyPath)\"): \"\(key)\" of \(type(of: target)) is a \(type(of: next)), which has no keys to set; nothing set")
                return
            }
            target = object
        }
        KeyValueCoding.setValue(value, of: target, forKey: last, path: keyPath)
    }
}

enum KeyValueCoding {
    static func value(of object: AnyObject, forKey key: String, path: String) -> Any? {
        if isUIKit(object) {
            nonisolated(unsafe) var found: Any??
            nonisolated(unsafe) let object = object
            MainActor.assumeIsolated { found = uikitValue(of: object, forKey: key) }
            if let found { return found }
        }
        if let stored = storedValue(of: object, forKey: key) { return stored }
        return unknown(key, of: object, path: path)
    }

    static func setValue(_ value: Any?, of object: AnyObject, forKey key: String, path: String) {
        if isUIKit(object) {
            nonisolated(unsafe) var outcome = SetOutcome.unknownKey
            nonisolated(unsafe) let object = object, value = value
            MainActor.assumeIsolated { outcome = setUIKitValue(value, of: object, forKey: key) }
            switch outcome {
            case .set: return
            case .wrongType(let wanted):
                report("setValue(_:forKey: \"\(path)\") on \(type(of: object)): \"\(key)\" takes \(wanted), not \(value.map { "\(type(of: $0))" } ?? "nil") (UIKit raises here); nothing set")
                return
            case .unknownKey: break
            }
        }
        if storedValue(of: object, forKey: key) != nil {
            report("setValue(_:forKey: \"\(path)\") on \(type(of: object)): UIHost reads an app's own stored properties by name but cannot set them (Swift on Linux has no Objective-C runtime); set the property in code")
            return
        }
        report("setValue(_:forKey: \"\(path)\") on \(type(of: object)): this class is not key value coding-compliant for the key \"\(key)\" (UIKit raises NSUnknownKeyException); nothing set. docs/uikit-rules.md 6.81 lists UIKit's keys UIHost knows")
    }

    @discardableResult
    static func unknown(_ key: String, of object: Any, path: String) -> Any? {
        report("value(forKey: \"\(path)\") on \(type(of: object)): this class is not key value coding-compliant for the key \"\(key)\" (UIKit raises NSUnknownKeyException); answered nil. docs/uikit-rules.md 6.81 lists UIKit's keys UIHost knows")
        return nil
    }

    /// Reports through the host on the main thread; elsewhere (a model read off the main thread) on standard error.
    static func report(_ problem: String) {
        if MainQueue.isCurrent {
            MainActor.assumeIsolated { Runtime.current.report(problem) }
        } else {
            FileHandle.standardError.write(Data("uihost: \(problem)\n".utf8))
        }
    }

    /// UIKit's own objects, whose keys 6.81's table answers (on the main actor, as UIKit's are used).
    private static func isUIKit(_ object: AnyObject) -> Bool {
        object is UIResponder || object is CALayer || object is UIGestureRecognizer || object is UIBarItem
            || object is NSLayoutConstraint || object is UIScreen || object is UIAlertAction
    }

    // MARK: Stored properties (6.80)

    /// A stored property named as Objective-C's key-value coding searches instance variables: `_key`, `_isKey`,
    /// `key`, `isKey`, then a lazy property's storage once it was made, on the class and its superclasses: nil when
    /// there is none, `.some(nil)` for one holding nil (an optional's value is unwrapped).
    private static func storedValue(of object: AnyObject, forKey key: String) -> Any?? {
        guard !key.isEmpty else { return nil }
        let capitalised = key.prefix(1).uppercased() + key.dropFirst()
        let names = ["_\(key)", "_is\(capitalised)", key, "is\(capitalised)", "$__lazy_storage_$_\(key)"]
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for name in names {
                if let child = current.children.first(where: { $0.label == name }) { return .some(unwrapped(child.value)) }
            }
            mirror = current.superclassMirror
        }
        return nil
    }

    /// An optional's value, however deeply wrapped, or nil; any other value as it is.
    static func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.map { unwrapped($0.value) } ?? nil
    }
}
