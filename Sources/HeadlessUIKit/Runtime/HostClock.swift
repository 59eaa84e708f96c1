import Foundation

/// How a host's clock moves.
public enum ClockMode: String, Sendable, CaseIterable {
    /// Time moves only when the host is told to advance it, or when waiting for idle fast-forwards it.
    /// Runs are deterministic: the same inputs give the same callbacks at the same timestamps.
    case virtual
    /// Time follows the wall clock (monotonic), for interactive use; waiting sleeps.
    case real
}

/// The host's clock: seconds since the host was created. Every timestamp the runtime hands out
/// (`UITouch.timestamp`, `UIEvent.timestamp`, timer fire dates) comes from here.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public final class HostClock {
    public let mode: ClockMode
    private var virtualNow: TimeInterval = 0
    private let wallOrigin: UInt64

    init(mode: ClockMode) {
        self.mode = mode
        self.wallOrigin = DispatchTime.now().uptimeNanoseconds
    }

    /// The current time in seconds since the host started.
    public var now: TimeInterval {
        switch mode {
        case .virtual: return virtualNow
        case .real: return max(virtualNow, wallElapsed)
        }
    }

    private var wallElapsed: TimeInterval {
        TimeInterval(DispatchTime.now().uptimeNanoseconds - wallOrigin) / 1e9
    }

    /// Moves the clock forward to `time` (never backwards). In real mode this sleeps until then.
    func move(to time: TimeInterval) {
        guard time > now else { return }
        if mode == .real {
            let delay = time - wallElapsed
            if delay > 0 { Thread.sleep(forTimeInterval: delay) }
        }
        virtualNow = time
    }
}
