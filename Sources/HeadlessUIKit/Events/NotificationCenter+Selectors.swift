import Foundation

/// The selector form of `NotificationCenter.addObserver`, which Foundation on Linux lacks, for observers that are
/// responders (docs/uikit-rules.md 18.14): `addObserver(self, selector: #selector(keyboardWillShow(_:)), name: …,
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
    public func addObserver(_ observer: UIResponder, selector aSelector: Selector, name aName: NSNotification.Name?,
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
        SelectorObservation.byCenter[ObjectIdentifier(self), default: []].append(entry)
    }

    /// Removes every registration of `observer`, the selector ones included.
    #if UIKitPreconcurrency
    @preconcurrency
    #endif
    @MainActor
    public func removeObserver(_ observer: UIResponder) {
        removeSelectorObservations { $0.observer === observer }
        removeObserver(observer as Any)
    }

    /// Removes `observer`'s registrations for `aName` (every name when nil); `anObject` narrows Foundation's.
    #if UIKitPreconcurrency
    @preconcurrency
    #endif
    @MainActor
    public func removeObserver(_ observer: UIResponder, name aName: NSNotification.Name?, object anObject: Any?) {
        removeSelectorObservations { $0.observer === observer && (aName == nil || $0.name == aName) }
        removeObserver(observer as Any, name: aName, object: anObject)
    }

    @MainActor
    private func deliver(_ note: Notification, to entry: SelectorObservation) {
        guard let observer = entry.observer else {
            removeSelectorObservations { $0 === entry }
            return
        }
        guard let handler = observer.action(for: entry.selector) else {
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

    @MainActor
    private func removeSelectorObservations(where matches: (SelectorObservation) -> Bool) {
        let key = ObjectIdentifier(self)
        guard var entries = SelectorObservation.byCenter[key] else { return }
        for entry in entries where matches(entry) {
            if let token = entry.token { removeObserver(token) }
        }
        entries.removeAll(where: matches)
        SelectorObservation.byCenter[key] = entries.isEmpty ? nil : entries
    }
}

/// One selector registration: the observer (weak, as iOS keeps it), the method's selector, and Foundation's token
/// for the block that calls it.
@MainActor
final class SelectorObservation {
    weak var observer: UIResponder?
    let selector: Selector
    let name: NSNotification.Name?
    var token: NSObjectProtocol?
    var reportedMissing = false

    /// Every center's selector registrations, by center.
    static var byCenter: [ObjectIdentifier: [SelectorObservation]] = [:]

    init(observer: UIResponder, selector: Selector, name: NSNotification.Name?) {
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
