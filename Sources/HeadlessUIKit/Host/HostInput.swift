import Foundation

/// One thing from outside the app that changes it: what a recorder writes down and a replay performs again
/// (docs/protocol.md, Recording and replay). Touches are seen at the `UIApplication.sendEvent(_:)` boundary; the rest
/// are the host's own commands. The runtime only reports them: writing them anywhere is the observer's business.
public enum HostInput {
    /// One touch event, as delivered through `UIApplication.sendEvent(_:)`: every finger that changed.
    case touches([TouchInput])
    /// Every finger that is down is cancelled (`HeadlessHost.cancelAllTouches()`).
    case cancelAllTouches
    case launch(url: URL?, background: Bool)
    case pressHome
    case activate
    case interrupt(UIApplication.Interruption)
    case endInterruption(accept: Bool)
    case terminate
    case purge
    case memoryWarning
    case openURL(URL)
    case rotate(UIDeviceOrientation)
    /// The clock moves on by this many seconds, firing what falls due.
    case advance(TimeInterval)
    /// The host runs until idle, waiting at most this many seconds of host time.
    case runUntilIdle(timeout: TimeInterval)
    /// A presented controller is dismissed (nil: the topmost), as a script taps Done.
    case dismiss(UIViewController?, animated: Bool)
}

/// What an input did, for observers that keep only inputs that mattered.
public struct HostInputResult {
    /// The touches' outcomes, for `.touches` and `.cancelAllTouches`.
    public var delivery: TouchDelivery?
    /// Timers, delayed work and animation steps fired, for `.advance`.
    public var fired: Int?
    /// Why the host refused the input (nil: it was performed). A refused input changed nothing.
    public var refusal: String?

    public init(delivery: TouchDelivery? = nil, fired: Int? = nil, refusal: String? = nil) {
        self.delivery = delivery
        self.fired = fired
        self.refusal = refusal
    }
}

/// Told about every `HostInput` a host performs: before it (`willPerform`) and after it, once the app has handled
/// it (`didPerform`). Inputs an input causes (a lifecycle change that cancels touches) arrive nested between the
/// outer pair. Every `willPerform` is followed by its `didPerform`; one the host refused says so in
/// `result.refusal`. Touches the host refuses before delivery (the app is inactive, an unknown finger) are reported
/// neither way.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public protocol HostInputObserver: AnyObject {
    func hostWillPerform(_ input: HostInput)
    func hostDidPerform(_ input: HostInput, result: HostInputResult)
}
