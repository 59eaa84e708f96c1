import Foundation

/// Block timers on the host clock (docs/uikit-rules.md 18.18, 18.19). The host never runs Foundation's run loop, so
/// `uihost port` rewrites `Timer.scheduledTimer(withTimeInterval:repeats:block:)` to
/// `scheduledOnHostClock(withTimeInterval:repeats:block:)`.
extension Timer {
    /// A Foundation block timer, scheduled at once on the host clock: it fires one interval from now, then every
    /// interval while it repeats and is valid, calling the block on the main actor with the timer, as UIKit's main
    /// run loop calls it on the main thread. An interval of 0 or less is 0.1 ms, as Foundation makes it.
    #if UIKitPreconcurrency
    @preconcurrency
    #endif
    @MainActor @discardableResult
    public class func scheduledOnHostClock(withTimeInterval interval: TimeInterval, repeats: Bool,
                                          block: @escaping @MainActor (Timer) -> Void) -> Timer {
        let interval = interval > 0 ? interval : 0.0001
        nonisolated(unsafe) let body = block
        let timer = Timer(fire: Date(timeIntervalSinceNow: interval), interval: repeats ? interval : 0,
                          repeats: repeats) { timer in
            nonisolated(unsafe) let timer = timer
            MainActor.assumeIsolated { body(timer) }
        }
        RunLoop.main.addToHostClock(timer, forMode: .common)
        return timer
    }
}

/// `Timer()`, the placeholder apps keep in a property until they schedule a real timer (NSObject's `init()` in
/// UIKit; Foundation on Linux has no `init()`). It is never scheduled, its block does nothing, and it is valid until
/// invalidated (docs/uikit-rules.md 18.19).
public func Timer() -> Timer {
    Foundation.Timer(fire: .distantFuture, interval: 0, repeats: false) { _ in }
}
