import Foundation

/// A named timing curve, kept for the record.
public final class CAMediaTimingFunction: Sendable {
    public let name: CAMediaTimingFunctionName
    public init(name: CAMediaTimingFunctionName) { self.name = name }
}

public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// Groups layer changes (docs/uikit-rules.md 17.16). Layer changes here take effect at once (nothing animates
/// implicitly); what transactions give is their settings and their completion blocks, which run on the host's
/// run loop: after the outermost `commit()`, as the next queued work. Settings made outside `begin()`/`commit()`
/// belong to an implicit transaction that commits at the end of the current turn of the run loop.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public final class CATransaction {
    struct Frame {
        var disableActions = false
        var duration: TimeInterval = 0.25
        var timingFunction: CAMediaTimingFunction?
        var completion: (() -> Void)?
        /// Completion blocks of transactions nested in this one, waiting for it to commit.
        var nested: [() -> Void] = []
        var completions: [() -> Void] { nested + (completion.map { [$0] } ?? []) }
    }

    /// The open transactions of the current host's run loop; another host's (a new test's) start afresh.
    static var frames: [Frame] {
        get { runLoop === MainRunLoop.current ? storedFrames : [] }
        set {
            if runLoop !== MainRunLoop.current { hasImplicitFrameStored = false }
            runLoop = MainRunLoop.current
            storedFrames = newValue
        }
    }
    static var storedFrames: [Frame] = []
    static weak var runLoop: MainRunLoop?
    static var hasImplicitFrameStored = false
    /// Whether the bottom frame is the implicit one, waiting for the run loop to commit it.
    static var hasImplicitFrame: Bool {
        get { runLoop === MainRunLoop.current && hasImplicitFrameStored }
        set { hasImplicitFrameStored = newValue }
    }

    public class func begin() {
        frames.append(frames.last.map { Frame(disableActions: $0.disableActions, duration: $0.duration) } ?? Frame())
    }

    /// Ends the innermost transaction; its completion block waits for the outermost one, then runs on the run loop.
    public class func commit() {
        guard !frames.isEmpty, !(hasImplicitFrame && frames.count == 1) else {
            return Runtime.current.report("CATransaction.commit() without begin(); ignored")
        }
        let frame = frames.removeLast()
        if frames.isEmpty {
            schedule(frame.completions)
        } else {
            frames[frames.count - 1].nested += frame.completions
        }
    }

    /// Commits the implicit transaction now, as the run loop would.
    public class func flush() {
        guard hasImplicitFrame, frames.count == 1 else { return }
        hasImplicitFrame = false
        schedule(frames.removeLast().completions)
    }

    private static func schedule(_ completions: [() -> Void]) {
        guard !completions.isEmpty else { return }
        MainRunLoop.current.perform("CATransaction completion") {
            for completion in completions { completion() }
        }
    }

    /// The innermost transaction, opening the implicit one if none is open.
    private static func current() -> Int {
        if frames.isEmpty {
            frames.append(Frame())
            hasImplicitFrame = true
            MainRunLoop.current.perform("CATransaction implicit commit") { flush() }
        }
        return frames.count - 1
    }

    public class func disableActions() -> Bool { frames.last?.disableActions ?? false }
    public class func setDisableActions(_ flag: Bool) { frames[current()].disableActions = flag }
    /// 0.25 s unless set.
    public class func animationDuration() -> TimeInterval { frames.last?.duration ?? 0.25 }
    public class func setAnimationDuration(_ duration: TimeInterval) { frames[current()].duration = duration }
    public class func animationTimingFunction() -> CAMediaTimingFunction? { frames.last?.timingFunction }
    public class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        frames[current()].timingFunction = function
    }
    /// The block runs after the transaction (and any it is nested in) commits. Setting it again replaces it.
    public class func setCompletionBlock(_ block: (() -> Void)?) {
        frames[current()].completion = block
    }
}
