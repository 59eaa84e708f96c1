import Foundation

/// Time limits the host enforces on the app, on the host clock (docs/uikit-rules.md 1.8).
public struct HostLimits: Sendable, Equatable {
    /// How long `applicationDidEnterBackground(_:)` and `applicationWillTerminate(_:)` may run: 5 s, as on iOS.
    /// A callback that spends longer (through a nested run of the run loop) gets the app killed, as iOS's
    /// watchdog does.
    public var callbackTimeLimit: TimeInterval = 5
    /// How long background tasks may keep a backgrounded app running before their expiration handlers run
    /// and the app is suspended: 30 s, today's iOS figure (the seed era allowed 10 minutes).
    public var backgroundTaskAllowance: TimeInterval = 30
    /// How long an interface rotation's transition lasts.
    public var rotationDuration: TimeInterval = 0.4

    public init() {}
}
