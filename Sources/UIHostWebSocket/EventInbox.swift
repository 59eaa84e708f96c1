import Foundation
import UIHostProtocol

/// The queue between the service thread (which appends) and the main thread (which waits and drains).
final class EventInbox: @unchecked Sendable {
    private let condition = NSCondition()
    private var events: [TransportEvent] = []
    private var interrupted = false

    /// Signals after unlocking, so that the woken thread does not find the lock still held.
    func append(_ event: TransportEvent) {
        condition.lock()
        events.append(event)
        condition.unlock()
        condition.signal()
    }

    /// Ends the current (or the next) `wait` early, with whatever is queued, perhaps nothing.
    func interrupt() {
        condition.lock()
        interrupted = true
        condition.unlock()
        condition.signal()
    }

    /// Blocks until at least one event is queued, `timeout` passes (nil: no limit) or `interrupt()` is called, then
    /// returns every queued event in arrival order.
    func wait(timeout: TimeInterval?) -> [TransportEvent] {
        let deadline = timeout.map { Date(timeIntervalSinceNow: max(0, $0)) }
        condition.lock()
        defer { condition.unlock() }
        defer { interrupted = false }
        while events.isEmpty && !interrupted {
            if let deadline {
                if !condition.wait(until: deadline) { break }
            } else {
                condition.wait()
            }
        }
        let drained = events
        events.removeAll(keepingCapacity: true)
        return drained
    }
}
