import Foundation

/// The selector forms of Foundation's `Timer`, which Foundation on Linux lacks (docs/uikit-rules.md 18.15):
/// `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)` and `Timer(timeInterval:target:selector:
/// userInfo:repeats:)` make a `HostClockTimer`, which fires on the host clock (2.3) and sends its selector to its
/// target through the actions registered for the target's class, as selector notification observers do (18.14).
extension Timer {
    /// Makes a timer and schedules it on the host clock at once.
    #if UIKitPreconcurrency
    @preconcurrency
    #endif
    @MainActor @discardableResult
    public class func scheduledTimer(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
                                     userInfo: Any?, repeats yesOrNo: Bool) -> Timer {
        let timer = HostClockTimer(interval: ti, target: aTarget, selector: aSelector, userInfo: userInfo, repeats: yesOrNo)
        timer.schedule()
        return timer
    }
}

/// `Timer(timeInterval:target:selector:userInfo:repeats:)`: a timer not yet scheduled; `RunLoop.add(_:forMode:)`
/// schedules it on the host clock. A function, not an initializer, because an initializer added to `Timer` could
/// only make a plain `Timer`.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public func Timer(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?,
                  repeats yesOrNo: Bool) -> HostClockTimer {
    HostClockTimer(interval: ti, target: aTarget, selector: aSelector, userInfo: userInfo, repeats: yesOrNo)
}

extension RunLoop {
    /// Schedules a selector timer on the host clock (the host never runs Foundation's run loop). The mode is not
    /// used: the host clock has one mode. Adding a timer already scheduled, or invalidated, does nothing.
    #if UIKitPreconcurrency
    @preconcurrency
    #endif
    @MainActor
    public func add(_ timer: HostClockTimer, forMode mode: RunLoop.Mode) {
        timer.schedule()
    }

    /// What `uihost port` writes for `RunLoop.main.add(timer, forMode:)` and `RunLoop.current.add(…)`
    /// (docs/uikit-rules.md 18.17): the timer runs on the host clock whatever its static type. A selector timer is
    /// scheduled as `add(_:forMode:)` schedules it; a block timer of Foundation's is fired (`fire()`) on the host
    /// clock at its fire date (counted from now, to the millisecond), then every `timeInterval` while it repeats and
    /// is valid.
    #if UIKitPreconcurrency
    @preconcurrency
    #endif
    @MainActor
    public func addToHostClock(_ timer: Timer, forMode mode: RunLoop.Mode) {
        if let timer = timer as? HostClockTimer {
            timer.schedule()
            return
        }
        let key = ObjectIdentifier(timer)
        guard timer.isValid, Self.foundationTimers[key]?.isValid != true else { return }
        nonisolated(unsafe) let timer = timer
        let interval = timer.timeInterval
        // The fire date is on the wall clock, a moment behind by now: counted in whole milliseconds.
        let delay = (timer.fireDate.timeIntervalSinceNow * 1000).rounded() / 1000
        Self.foundationTimers[key] = MainRunLoop.current.schedule(
            after: delay, repeating: interval > 0 ? interval : 0, kind: .timer, detail: "Foundation timer every \(interval) s"
        ) { hostTimer in
            if timer.isValid { timer.fire() }
            if !timer.isValid {
                hostTimer.invalidate()
                Self.foundationTimers[key] = nil
            }
        }
    }

    /// The host-clock entry of each Foundation timer added, so that adding one twice schedules it once, as
    /// Foundation's run loop does.
    @MainActor private static var foundationTimers: [ObjectIdentifier: HostTimer] = [:]
}

/// A Foundation `Timer` made by a selector form (docs/uikit-rules.md 18.15). It holds its target strongly until it is
/// invalidated, as Foundation does; a one-shot timer is invalidated once it has fired. An interval of 0 or less is
/// 0.1 ms, as Foundation makes it. `fireDate` is the host clock's fire time as a date counted from now.
public final class HostClockTimer: Timer {
    private let interval: TimeInterval
    private let repeating: Bool
    private let info: Any?
    private let selector: Selector
    private var target: Any?
    private var hostTimer: HostTimer?
    private var invalidated = false
    private var reportedMissing = false
    private var storedTolerance: TimeInterval = 0

    init(interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool) {
        self.interval = interval > 0 ? interval : 0.0001
        self.repeating = repeats
        self.info = userInfo
        self.selector = selector
        self.target = target
        super.init(fire: Date(), interval: 0, repeats: false) { _ in }
    }

    /// Puts the timer on the host clock, due one interval from now.
    @MainActor
    func schedule() {
        guard !invalidated, hostTimer == nil else { return }
        scheduleNext(after: interval)
    }

    @MainActor
    private func scheduleNext(after delay: TimeInterval) {
        hostTimer = MainRunLoop.current.schedule(
            after: delay, repeating: repeating ? interval : 0, kind: .timer,
            detail: "timer every \(interval) s (\(selector))"
        ) { [self] _ in
            send()
            if !repeating { invalidate() }
        }
    }

    /// Sends the selector to the target: the method registered for it on the target's class.
    @MainActor
    private func send() {
        if let target { SelectorSend.send(selector, to: target, sender: self, from: "Timer", reported: &reportedMissing) }
    }

    public override var isValid: Bool { !invalidated }
    public override var timeInterval: TimeInterval { repeating ? interval : 0 }
    public override var userInfo: Any? { info }
    /// Kept as set (negative values count as 0); the host clock fires timers exactly, so it changes nothing.
    public override var tolerance: TimeInterval {
        get { storedTolerance }
        set { storedTolerance = max(0, newValue) }
    }

    public override var fireDate: Date {
        get {
            onMainActor { timer in
                guard let hostTimer = timer.hostTimer else { return Date.distantFuture }
                return Date(timeIntervalSinceNow: hostTimer.fireDate - MainRunLoop.current.clock.now)
            }
        }
        set {
            onMainActor { timer in
                guard !timer.invalidated, let old = timer.hostTimer else { return }
                old.invalidate()
                timer.scheduleNext(after: max(0, newValue.timeIntervalSinceNow))
            }
        }
    }

    /// Sends the selector now; a repeating timer keeps its schedule, a one-shot timer is invalidated.
    public override func fire() {
        onMainActor { timer in
            guard !timer.invalidated else { return }
            timer.send()
            if !timer.repeating { timer.invalidate() }
        }
    }

    /// Takes the timer off the host clock and lets go of its target.
    public override func invalidate() {
        onMainActor { timer in
            guard !timer.invalidated else { return }
            timer.invalidated = true
            timer.hostTimer?.invalidate()
            timer.hostTimer = nil
            timer.target = nil
        }
    }

    /// Runs `body` on the main actor, where the host clock is. Foundation declares these members without an actor;
    /// UIKit code calls them on the main thread, as HeadlessUIKit requires.
    private func onMainActor<T: Sendable>(_ body: @MainActor @Sendable (HostClockTimer) -> T) -> T {
        nonisolated(unsafe) let timer = self
        return MainActor.assumeIsolated { body(timer) }
    }
}
