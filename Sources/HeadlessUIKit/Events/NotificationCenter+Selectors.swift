import Foundation

/// The selector form of `NotificationCenter.addObserver`, which Foundation on Linux lacks, for any observer object
/// (docs/uikit-rules.md 18.14, 18.20): `addObserver(self, selector: #selector(keyboardWillShow(_:)), name: …,
/// object: nil)` in a view controller, as apps written for iOS observe the keyboard.
///
/// The method is found by its selector among the actions registered for the observer's class (`uihost port`
/// registers every method a `#selector` names, 18.3) and is called with the `Notification` as its argument. As on
/// iOS 9 and later, the center holds the observer weakly and forgets it once it is gone; `removeObserver(_:)` and
/// `removeObserver(_:name:object:)` remove its registrations as they remove Foundation's.
extension NotificationCenter {
    #if UIKitPreconcurrency
    @preconcurrency
    #endif
    @MainActor
    public func addObserver(_ observer: AnyObject, selector aSelector: Selector, name aName: NSNotification.Name?,
                            object anObject: Any?) {
        let entry = SelectorObservation(observer: observer, selector: aSelector, name: aName)
        entry.token = addObserver(forName: aName, object: anObject, queue: nil) { [weak self, weak entry] note in
            guard let entry else { return }
            nonisolated(unsafe) let note = note
            if MainQueue.isCurrent {
                MainActor.assumeIsolated { self?.deliver(note, to: entry) }
            } else {
                DispatchQueue.main.async { self?.deliver(note, to: entry) }
            }
        }
        SelectorObservation.lock.withLock { SelectorObservation.byCenter[ObjectIdentifier(self), default: []].append(entry) }
    }

    /// Removes every registration of `observer`, the selector ones included. Callable from any thread (a `deinit`),
    /// as Foundation's is.
    public func removeObserver(_ observer: AnyObject) {
        removeSelectorObservations { $0.observer === observer }
        removeObserver(observer as Any)
    }

    /// Removes `observer`'s registrations for `aName` (every name when nil); `anObject` narrows Foundation's.
    public func removeObserver(_ observer: AnyObject, name aName: NSNotification.Name?, object anObject: Any?) {
        removeSelectorObservations { $0.observer === observer && (aName == nil || $0.name == aName) }
        removeObserver(observer as Any, name: aName, object: anObject)
    }

    @MainActor
    private func deliver(_ note: Notification, to entry: SelectorObservation) {
        guard let observer = entry.observer else {
            removeSelectorObservations { $0 === entry }
            return
        }
        guard let handler = ActionRegistry.handler(for: entry.selector, sentTo: observer) else {
            if !entry.reportedMissing {
                entry.reportedMissing = true
                Runtime.current.report("NotificationCenter: \(type(of: observer)) has no method registered for selector "
                    + "'\(entry.selector)' (observing \(note.name.rawValue)); `uihost port` registers the methods a "
                    + "#selector names, or call UIResponder.registerAction")
            }
            return
        }
        handler(note, nil)
    }

    private func removeSelectorObservations(where matches: (SelectorObservation) -> Bool) {
        let key = ObjectIdentifier(self)
        let removed: [SelectorObservation] = SelectorObservation.lock.withLock {
            guard var entries = SelectorObservation.byCenter[key] else { return [] }
            let removed = entries.filter(matches)
            entries.removeAll(where: matches)
            SelectorObservation.byCenter[key] = entries.isEmpty ? nil : entries
            return removed
        }
        for entry in removed {
            if let token = entry.token { removeObserver(token) }
        }
    }
}

/// One selector registration: the observer (weak, as iOS keeps it), the method's selector, and Foundation's token
/// for the block that calls it.
final class SelectorObservation: @unchecked Sendable {
    weak var observer: AnyObject?
    let selector: Selector
    let name: NSNotification.Name?
    var token: NSObjectProtocol?
    var reportedMissing = false

    /// Every center's selector registrations, by center, under `lock` (removals may come from any thread).
    nonisolated(unsafe) static var byCenter: [ObjectIdentifier: [SelectorObservation]] = [:]
    static let lock = NSLock()

    init(observer: AnyObject, selector: Selector, name: NSNotification.Name?) {
        self.observer = observer
        self.selector = selector
        self.name = name
    }
}

/// Whether code runs where the main actor does: on the main thread, or inside a block of the main queue (Swift
/// Testing on Linux runs main-actor tests there, off the main thread).
enum MainQueue {
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    static var isCurrent: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true
    }
}
