import Foundation

/// Something the host still has to do, as reported by idle detection.
public struct PendingWork: Equatable, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Sendable {
        case event, layout, display, animation, transition, timer, delayedWork, backgroundTask, system
    }
    public let kind: Kind
    public let detail: String

    public init(kind: Kind, detail: String) {
        self.kind = kind
        self.detail = detail
    }

    public var description: String { "\(kind.rawValue): \(detail)" }
}

/// What waiting for idle found.
public struct IdleReport: Equatable, Sendable {
    /// True when nothing blocks idleness (docs/uikit-rules.md 2.4).
    public let idle: Bool
    /// What was still pending when the wait gave up; empty when idle.
    public let pending: [PendingWork]
    /// Host time the wait took, in seconds.
    public let elapsed: TimeInterval
}

/// A unit of work on the host clock: a timer, delayed work, an animation's end, or the host's own bookkeeping.
/// It stands in for `Timer` and `DispatchQueue.main.asyncAfter`, which on Linux follow the wall clock and so
/// cannot run on a virtual clock: app code that wants deterministic time schedules through `MainRunLoop`.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public final class HostTimer {
    public let kind: PendingWork.Kind
    public let detail: String
    /// For repeating timers, the interval; 0 otherwise.
    public let timeInterval: TimeInterval
    public var repeats: Bool { timeInterval > 0 }
    /// When the timer fires next, on the host clock.
    public private(set) var fireDate: TimeInterval
    public private(set) var isValid = true
    /// App work (timers, delayed work, animations) waits while the app is suspended; host work does not.
    let isAppWork: Bool
    fileprivate let sequence: UInt64
    fileprivate let body: (HostTimer) -> Void
    fileprivate weak var runLoop: MainRunLoop?

    fileprivate init(kind: PendingWork.Kind, detail: String, fireDate: TimeInterval, interval: TimeInterval,
                     isAppWork: Bool, sequence: UInt64, body: @escaping (HostTimer) -> Void) {
        self.kind = kind
        self.detail = detail
        self.fireDate = fireDate
        self.timeInterval = interval
        self.isAppWork = isAppWork
        self.sequence = sequence
        self.body = body
    }

    /// Stops the timer; it never fires again.
    public func invalidate() {
        guard isValid else { return }
        isValid = false
        runLoop?.remove(self)
    }

    /// `Timer.scheduledTimer(withTimeInterval:repeats:block:)` on the host clock.
    @discardableResult
    public static func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool,
                                      block: @escaping @MainActor (HostTimer) -> Void) -> HostTimer {
        MainRunLoop.current.schedule(after: interval, repeating: repeats ? max(interval, 0.0001) : 0,
                                     kind: .timer, detail: "timer every \(interval) s", body: block)
    }

    fileprivate func reschedule(after now: TimeInterval) {
        var next = fireDate + timeInterval
        if next <= now { next = now + timeInterval }
        fireDate = next
    }
}

/// The main run loop (docs/uikit-rules.md 2): a FIFO event queue whose events run one at a time to completion,
/// each followed by the layout pass and then the display pass; and timers on the host clock.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public final class MainRunLoop {
    /// The run loop of the host that is currently active.
    public static var current: MainRunLoop { Runtime.current.runLoop }

    @MainActor
    private enum QueuedEvent {
        case touches(UIEvent, UIApplication)
        case block(String, () -> Void)

        var detail: String {
            switch self {
            case .touches: "touch event"
            case .block(let detail, _): detail
            }
        }

        func run() {
            switch self {
            case .touches(let event, let application): application.sendEvent(event)
            case .block(_, let body): body()
            }
        }
    }

    let clock: HostClock
    unowned let runtime: Runtime
    @exclusivity(unchecked) private var queue: [QueuedEvent] = []
    @exclusivity(unchecked) private var queueHead = 0
    private var timers: [HostTimer] = []  // sorted by (fireDate, sequence)
    private var nextSequence: UInt64 = 0
    @exclusivity(unchecked) private var isDraining = false
    /// Upper bound on timer firings in one wait, so work that reschedules itself at zero delay cannot hang a wait.
    static let maximumFiringsPerWait = 1_000_000

    init(runtime: Runtime, clock: HostClock) {
        self.runtime = runtime
        self.clock = clock
    }

    // MARK: Queueing work

    /// Queues `body` as an event: it runs after the events already queued, followed by layout and display.
    public func perform(_ detail: String = "block", _ body: @escaping () -> Void) {
        queue.append(.block(detail, body))
    }

    /// Queues a touch event for `UIApplication.sendEvent(_:)`.
    func enqueue(_ event: UIEvent, to application: UIApplication) {
        queue.append(.touches(event, application))
    }

    /// `DispatchQueue.main.asyncAfter(deadline: .now() + delay)` on the host clock.
    @discardableResult
    public func perform(after delay: TimeInterval, _ body: @escaping @MainActor () -> Void) -> HostTimer {
        schedule(after: delay, repeating: 0, kind: .delayedWork, detail: "work after \(delay) s") { _ in body() }
    }

    /// Schedules work on the host clock. `repeating` > 0 makes a repeating timer.
    @discardableResult
    func schedule(after delay: TimeInterval, repeating interval: TimeInterval, kind: PendingWork.Kind,
                  detail: String, isAppWork: Bool = true, body: @escaping (HostTimer) -> Void) -> HostTimer {
        let delay = delay.isFinite ? max(0, delay) : 0
        return schedule(at: clock.now + delay, repeating: interval, kind: kind, detail: detail, isAppWork: isAppWork,
                        body: body)
    }

    /// Schedules work at a host time (now, if that has passed).
    @discardableResult
    func schedule(at date: TimeInterval, repeating interval: TimeInterval, kind: PendingWork.Kind,
                  detail: String, isAppWork: Bool = true, body: @escaping (HostTimer) -> Void) -> HostTimer {
        nextSequence += 1
        let timer = HostTimer(kind: kind, detail: detail, fireDate: max(date, clock.now), interval: interval,
                              isAppWork: isAppWork, sequence: nextSequence, body: body)
        timer.runLoop = self
        insert(timer)
        return timer
    }

    private func insert(_ timer: HostTimer) {
        var low = 0, high = timers.count
        while low < high {
            let mid = (low + high) / 2
            let other = timers[mid]
            if (other.fireDate, other.sequence) < (timer.fireDate, timer.sequence) { low = mid + 1 } else { high = mid }
        }
        timers.insert(timer, at: low)
    }

    fileprivate func remove(_ timer: HostTimer) {
        if let index = timers.firstIndex(where: { $0 === timer }) { timers.remove(at: index) }
    }

    /// Drops every queued event and timer: the app's process is gone.
    func reset() {
        for timer in timers { timer.isValidForReset() }
        timers.removeAll()
        queue.removeAll()
        queueHead = 0
    }

    // MARK: Running

    var hasQueuedEvents: Bool { queueHead < queue.count }

    /// Runs every queued event, each to completion followed by the layout and display passes.
    /// Events queued while draining run in the same drain, after those already queued.
    func drain() {
        guard !isDraining else { return }
        isDraining = true
        defer { isDraining = false }
        guard queueHead < queue.count else {
            runtime.runPasses()
            return
        }
        while queueHead < queue.count {
            let event = queue[queueHead]
            queueHead += 1
            event.run()
            runtime.runPasses()
        }
        queue.removeAll(keepingCapacity: true)
        queueHead = 0
    }

    private func isFireable(_ timer: HostTimer) -> Bool {
        !(timer.isAppWork && runtime.isAppSuspended)
    }

    private func nextFireable() -> HostTimer? {
        timers.first(where: isFireable)
    }

    private func fire(_ timer: HostTimer) {
        if timer.repeats {
            remove(timer)
            timer.reschedule(after: clock.now)
            insert(timer)
        } else {
            remove(timer)
            timer.isValidForReset()
        }
        timer.body(timer)
        runtime.runPasses()
    }

    /// Advances the clock to `time`, firing every timer due on the way in order. Returns how many fired.
    @discardableResult
    func advance(to time: TimeInterval) -> Int {
        var fired = 0
        drain()
        while let next = nextFireable(), next.fireDate <= time, fired < Self.maximumFiringsPerWait {
            clock.move(to: next.fireDate)
            fire(next)
            fired += 1
            drain()
        }
        clock.move(to: time)
        drain()
        return fired
    }

    /// Advances the clock by `seconds`, firing what falls due. Returns how many timers fired.
    @discardableResult
    public func advance(by seconds: TimeInterval) -> Int {
        advance(to: clock.now + max(0, seconds))
    }

    /// A nested run of the loop until `seconds` have passed, as `RunLoop.current.run(until:)` does on iOS.
    /// Time spent here counts against the watchdog limits of docs/uikit-rules.md 1.8.
    public func run(for seconds: TimeInterval) {
        advance(by: seconds)
    }

    /// Whether a timer keeps the app from being idle within a wait that ends at `deadline`.
    /// Repeating timers never do: an app with a clock timer would otherwise never be idle.
    private func blocksIdle(_ timer: HostTimer, deadline: TimeInterval) -> Bool {
        guard isFireable(timer), timer.isValid else { return false }
        switch timer.kind {
        case .animation, .transition, .backgroundTask, .system: return true
        default: return !timer.repeats && timer.fireDate <= deadline
        }
    }

    /// Runs until idle (docs/uikit-rules.md 2.4), fast-forwarding the clock through due work, for at most
    /// `timeout` seconds of host time. Animations and transitions must finish; one-shot timers and delayed work
    /// count only when due within the timeout; repeating timers never block.
    public func runUntilIdle(timeout: TimeInterval = 10) -> IdleReport {
        let start = clock.now
        let deadline = start + max(0, timeout.isFinite ? timeout : 10)
        var firings = 0
        while true {
            drain()
            guard let next = timers.first(where: { blocksIdle($0, deadline: deadline) }) else {
                return IdleReport(idle: true, pending: [], elapsed: clock.now - start)
            }
            if next.fireDate > deadline || firings >= Self.maximumFiringsPerWait {
                advance(to: deadline)
                return IdleReport(idle: false, pending: pendingWork, elapsed: clock.now - start)
            }
            firings += advance(to: next.fireDate)
        }
    }

    /// Everything still to do: queued events, pending layout and display, and scheduled work.
    public var pendingWork: [PendingWork] {
        var work = queue[queueHead...].map { PendingWork(kind: .event, detail: $0.detail) }
        work += runtime.pendingPasses
        for timer in timers where timer.isValid {
            let due = String(format: "%.3f", timer.fireDate)
            let suspended = isFireable(timer) ? "" : ", waiting while suspended"
            work.append(PendingWork(kind: timer.kind, detail: "\(timer.detail), due at \(due) s\(suspended)"))
        }
        return work
    }
}

extension HostTimer {
    fileprivate func isValidForReset() { isValid = false }
}
