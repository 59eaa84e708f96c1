/// One callback the runtime made into app code.
public struct CallbackRecord {
    public enum Kind: String, Sendable {
        /// `UIApplicationDelegate` methods.
        case application
        /// `UISceneDelegate` and `UIWindowSceneDelegate` methods (docs/uikit-rules.md 12).
        case scene
        /// `UIViewController` methods.
        case viewController
        /// `UIView` methods.
        case view
        /// `UIResponder` touch and responder methods.
        case responder
        /// Gesture recognizers: touches given to them (`touchesBegan`...), state changes (`state.began`...),
        /// `action` (one per target-action pair fired) and `reset`; their delegates' calls, with the delegate as
        /// receiver (`gestureRecognizerShouldBegin`...).
        case gestureRecognizer
        /// Delegate and data source methods of views (`UIScrollViewDelegate`, `UITableViewDataSource`,
        /// `UITableViewDelegate`), with the delegate or data source as receiver.
        case delegate
    }

    /// What a touch-delivery record delivered, typed, so readers need not parse `name`.
    public enum Delivery: Equatable, Sendable {
        /// Touches of one phase given to a view (`.responder`) or a recognizer (`.gestureRecognizer`).
        case touches(UITouch.Phase)
        /// A gesture recognizer's state changed to this one (`name` is `"state.began"`...).
        case recognizerState(UIGestureRecognizer.State)
    }

    /// The method's name, e.g. `"applicationDidBecomeActive"`, `"viewWillAppear"`, `"willMove(toSuperview:)"`.
    public let name: String
    public let kind: Kind
    /// Set on touch deliveries and recognizer state changes; nil on every other record.
    public let delivery: Delivery?
    /// The object called, while it lives; nil for `.view` records. Layout, display and hierarchy callbacks reach
    /// every view, and a weak reference to a view would put every later retain and release of it on the runtime's
    /// slow path (a side table); `isReceiver(_:)` and `receiverClass` work for every record.
    public weak var receiver: AnyObject?
    let receiverID: ObjectIdentifier
    let receiverType: Any.Type

    /// The receiver's class name, e.g. `"UIButton"`.
    public var receiverClass: String { String(describing: receiverType) }

    /// Whether this record's receiver is `object`.
    public func isReceiver(_ object: AnyObject) -> Bool { receiverID == ObjectIdentifier(object) }
}

/// The ordered record of every delegate, view-controller, view and responder callback the runtime made.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public final class CallbackLog {
    public private(set) var records: [CallbackRecord] = []
    /// Logging can be switched off for benchmarks; it is on by default.
    @exclusivity(unchecked) public var isEnabled = true

    /// The names of every callback, in order.
    public var names: [String] { records.map(\.name) }

    /// The names of the callbacks of some kinds, in order.
    public func names(of kinds: Set<CallbackRecord.Kind>) -> [String] {
        records.filter { kinds.contains($0.kind) }.map(\.name)
    }

    /// The names of the callbacks made to one object, in order.
    public func names(for object: AnyObject) -> [String] {
        let id = ObjectIdentifier(object)
        return records.filter { $0.receiverID == id }.map(\.name)
    }

    public func clear() { records.removeAll() }

    public var count: Int { records.count }

    func records(since index: Int) -> ArraySlice<CallbackRecord> {
        records[min(index, records.count)...]
    }

    func append(_ name: String, _ kind: CallbackRecord.Kind, _ receiver: AnyObject, delivery: CallbackRecord.Delivery? = nil) {
        guard isEnabled else { return }
        records.append(CallbackRecord(name: name, kind: kind, delivery: delivery, receiver: kind == .view ? nil : receiver,
                                      receiverID: ObjectIdentifier(receiver), receiverType: type(of: receiver)))
    }
}
