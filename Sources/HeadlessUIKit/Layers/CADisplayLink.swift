import Foundation

/// A range of frame rates a display link asks for (iOS 15).
public struct CAFrameRateRange: Equatable, Sendable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?

    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}

/// A timer in step with the screen's refreshes, on the host clock (docs/uikit-rules.md 18.16). Once added to a run
/// loop it sends its selector to its target at every frame of the 60 Hz screen (or every few frames, for a lower
/// preferred rate), the method found among the actions registered for the target's class as a selector timer's
/// is (18.15). It holds its target strongly until invalidated, as Core Animation does.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class CADisplayLink {
    /// The screens' refresh rate here: every device profile is a 60 Hz screen.
    static let framesPerSecond = 60

    private var target: Any?
    private let selector: Selector
    private var hostTimer: HostTimer?
    private var isAdded = false
    private var isInvalidated = false
    private var reportedMissing = false

    /// The host time of the frame the last callback was for; 0 before the first.
    public private(set) var timestamp: CFTimeInterval = 0
    /// The host time of the frame after it: when what the callback draws shows.
    public private(set) var targetTimestamp: CFTimeInterval = 0
    /// The time between the screen's refreshes (1/60 s).
    public var duration: CFTimeInterval { 1 / Double(Self.framesPerSecond) }

    /// Stops and restarts the callbacks without leaving the run loop.
    public var isPaused = false {
        didSet { if isPaused != oldValue { restart() } }
    }

    /// Frames per second wanted; 0 (the default) means the screen's rate. A rate below it calls back every n-th
    /// frame, n the screen's rate over the wanted one, rounded.
    public var preferredFramesPerSecond = 0 {
        didSet { if preferredFramesPerSecond != oldValue { restart() } }
    }

    /// The rates wanted (iOS 15): its preferred rate counts as `preferredFramesPerSecond`.
    public var preferredFrameRateRange = CAFrameRateRange.default {
        didSet { preferredFramesPerSecond = Int((preferredFrameRateRange.preferred ?? 0).rounded()) }
    }

    @available(*, deprecated, message: "Use preferredFramesPerSecond")
    public var frameInterval: Int {
        get { max(1, framesBetweenCallbacks) }
        set { preferredFramesPerSecond = Self.framesPerSecond / max(1, newValue) }
    }

    public init(target: Any, selector sel: Selector) {
        self.target = target
        self.selector = sel
    }

    /// Starts the callbacks at the next frame. The run loop and mode are not used: the host clock has one loop.
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard !isInvalidated, !isAdded else { return }
        isAdded = true
        restart()
    }

    /// Stops the callbacks; adding the link again starts them again.
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        isAdded = false
        restart()
    }

    /// Stops the callbacks for good and lets go of the target.
    open func invalidate() {
        isInvalidated = true
        isAdded = false
        restart()
        target = nil
    }

    private var framesBetweenCallbacks: Int {
        guard preferredFramesPerSecond > 0, preferredFramesPerSecond < Self.framesPerSecond else { return 1 }
        return Int((Double(Self.framesPerSecond) / Double(preferredFramesPerSecond)).rounded())
    }

    /// Takes the link off the host clock and, while it is added and not paused, puts it back due at the next frame
    /// boundary (a whole number of 1/60 s), repeating every `framesBetweenCallbacks` frames.
    private func restart() {
        hostTimer?.invalidate()
        hostTimer = nil
        guard isAdded, !isPaused, !isInvalidated else { return }
        let frame = duration, now = MainRunLoop.current.clock.now
        let next = ((now / frame).rounded(.down) + 1) * frame
        let interval = frame * Double(framesBetweenCallbacks)
        hostTimer = MainRunLoop.current.schedule(at: next, repeating: interval, kind: .timer,
                                                 detail: "display link (\(selector))") { [self] _ in
            timestamp = MainRunLoop.current.clock.now
            targetTimestamp = timestamp + duration
            if let target { SelectorSend.send(selector, to: target, sender: self, from: "CADisplayLink", reported: &reportedMissing) }
        }
    }
}
