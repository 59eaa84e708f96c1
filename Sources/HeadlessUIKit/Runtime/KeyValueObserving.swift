import Foundation

// Key-value observing (docs/uikit-rules.md 6.61-6.63). Foundation on Linux has none of it: no Objective-C runtime
// swaps setters, so HeadlessUIKit keeps the observations itself. An observation remembers its key path's last value
// and is checked (the value read again and compared) at once when one of UIKit's observable properties of its object
// changes (6.62), when the app calls `didChangeValue(forKey:)`, and at the end of every run loop turn for everything
// else (an app's own model properties), so the handler hears each change of value once.

/// What a change notification carries (Foundation's names and raw values).
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// The kind of a change. UIHost observes settings only: collections are values here (docs/uikit-rules.md 6.61).
public enum NSKeyValueChange: UInt, Sendable {
    case setting = 1
    case insertion = 2
    case removal = 3
    case replacement = 4
}

/// One change, as a key-path observation's handler receives it.
public struct NSKeyValueObservedChange<Value> {
    public typealias Kind = NSKeyValueChange
    public let kind: Kind
    /// The value after the change, when the options ask for `.new` (nil in a prior notification).
    public let newValue: Value?
    /// The value before the change, when the options ask for `.old`.
    public let oldValue: Value?
    public let indexes: IndexSet?
    /// Whether this is the notification `.prior` asks for, sent before the one that carries the new value.
    public let isPrior: Bool
}

/// The keys of the change dictionary `observeValue(forKeyPath:of:change:context:)` receives.
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let kindKey = NSKeyValueChangeKey("kind")
    public static let newKey = NSKeyValueChangeKey("new")
    public static let oldKey = NSKeyValueChangeKey("old")
    public static let indexesKey = NSKeyValueChangeKey("indexes")
    public static let notificationIsPriorKey = NSKeyValueChangeKey("notificationIsPrior")
}

/// A key-path observation: it lasts until `invalidate()` or until it is released, as Foundation's does, so an app
/// keeps it (`var observation: NSKeyValueObservation?`) for as long as it wants the changes.
public final class NSKeyValueObservation: Hashable {
    /// Reads the value again and tells the handler if it changed (or, `forced`, in any case); nil once invalidated.
    private var check: ((_ object: AnyObject, _ forced: Bool) -> Void)?
    private weak var object: AnyObject?
    let objectKey: ObjectIdentifier
    /// The key a string-keyed observation watches, which `didChangeValue(forKey:)` names (6.63).
    let key: String?

    init(object: AnyObject, key: String?, check: @escaping (_ object: AnyObject, _ forced: Bool) -> Void) {
        self.object = object
        objectKey = ObjectIdentifier(object)
        self.key = key
        self.check = check
        KeyValueObserving.add(self)
    }

    /// Checks the value now, if the observation and its object are still there.
    func run(forcingKey forcedKey: String? = nil) {
        guard let check, let object else { return }
        check(object, forcedKey != nil && forcedKey == key)
    }

    func observes(_ candidate: AnyObject) -> Bool { object === candidate }

    /// Stops the observation; the handler is not called again.
    public func invalidate() {
        guard check != nil else { return }
        check = nil
        KeyValueObserving.remove(self)
    }

    deinit { invalidate() }

    public static func == (lhs: NSKeyValueObservation, rhs: NSKeyValueObservation) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The types whose instances can be observed: Foundation's `NSObject` and UIKit's own roots (UIHost's classes do not
/// descend from `NSObject`).
public protocol _KeyValueCodingAndObserving: AnyObject {}

extension NSObject: _KeyValueCodingAndObserving {}
extension UIResponder: _KeyValueCodingAndObserving {}
extension CALayer: _KeyValueCodingAndObserving {}
extension UIGestureRecognizer: _KeyValueCodingAndObserving {}
extension UIBarItem: _KeyValueCodingAndObserving {}
extension NSLayoutConstraint: _KeyValueCodingAndObserving {}
extension UIScreen: _KeyValueCodingAndObserving {}
extension UIAlertAction: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving {
    /// Calls `changeHandler` each time the value at `keyPath` changes (docs/uikit-rules.md 6.61): with `.initial`
    /// once now; with `.prior` a notification with `isPrior` (and the old value, with `.old`) before each one that
    /// carries the new value. A setting to an equal value is not a change here (UIHost's choice, 6.61).
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void)
        -> NSKeyValueObservation {
        var last = self[keyPath: keyPath]
        if options.contains(.initial) {
            changeHandler(self, NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) ? last : nil,
                                                         oldValue: nil, indexes: nil, isPrior: false))
        }
        return NSKeyValueObservation(object: self, key: nil) { observed, forced in
            guard let object = observed as? Self else { return }
            let now = object[keyPath: keyPath]
            guard forced || !KeyValueObserving.same(last, now) else { return }
            let old = last
            last = now
            if options.contains(.prior) {
                changeHandler(object, NSKeyValueObservedChange(kind: .setting, newValue: nil,
                                                               oldValue: options.contains(.old) ? old : nil,
                                                               indexes: nil, isPrior: true))
            }
            changeHandler(object, NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) ? now : nil,
                                                           oldValue: options.contains(.old) ? old : nil,
                                                           indexes: nil, isPrior: false))
        }
    }

    /// Foundation's manual notification, before a change: nothing to do here, as observations compare values.
    public func willChangeValue(forKey key: String) {}

    /// Foundation's manual notification, after a change: every observation of this object is checked now, and
    /// those of `key` are told even if the value compares equal (docs/uikit-rules.md 6.61).
    public func didChangeValue(forKey key: String) {
        KeyValueObserving.objectDidChange(self, forcingKey: key)
    }
}

/// The observations, by observed object. Main-thread state, as the objects observed are UIKit's.
enum KeyValueObserving {
    /// Whether any observation exists: the one test observable setters make (docs/uikit-rules.md 6.62).
    nonisolated(unsafe) static var isActive = false
    nonisolated(unsafe) private static var observations: [ObjectIdentifier: [Weak]] = [:]

    struct Weak {
        weak var value: NSKeyValueObservation?
    }

    static func add(_ observation: NSKeyValueObservation) {
        observations[observation.objectKey, default: []].append(Weak(value: observation))
        isActive = true
    }

    static func remove(_ observation: NSKeyValueObservation) {
        guard var list = observations[observation.objectKey] else { return }
        list.removeAll { $0.value == nil || $0.value === observation }
        observations[observation.objectKey] = list.isEmpty ? nil : list
        isActive = !observations.isEmpty
    }

    /// Checks the observations of `object`: a UIKit property of it changed (6.62), or the app said so.
    static func objectDidChange(_ object: AnyObject, forcingKey key: String? = nil) {
        guard isActive, let list = observations[ObjectIdentifier(object)] else { return }
        for entry in list {
            guard let observation = entry.value, observation.observes(object) else { continue }
            observation.run(forcingKey: key)
        }
    }

    /// Checks every observation: the end of a run loop turn (6.61).
    static func checkAll() {
        guard isActive else { return }
        for list in observations.values {
            for entry in list { entry.value?.run() }
        }
    }

    /// Whether two values of an observed key path are the same: equal when they are `Equatable`, identical when
    /// they are objects, both nil or the same when optional; other values (no way to compare them) count as unchanged.
    static func same(_ a: Any, _ b: Any) -> Bool {
        if let equatable = a as? any Equatable { return equatable.isEqual(to: b) }
        let mirror = Mirror(reflecting: a)
        switch mirror.displayStyle {
        case .optional:
            switch (mirror.children.first?.value, Mirror(reflecting: b).children.first?.value) {
            case (nil, nil): return true
            case let (x?, y?): return same(x, y)
            default: return false
            }
        case .class:
            return (a as AnyObject) === (b as AnyObject)
        default:
            return true
        }
    }
}

private extension Equatable {
    func isEqual(to other: Any) -> Bool { (other as? Self) == self }
}
