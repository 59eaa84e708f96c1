import Foundation

/// How a transition a finger holds open ends when the finger lifts (docs/uikit-rules.md 7.38, 7.39): the swipe back
/// and a sheet dragged down decide alike. Lifted faster than `decisiveSpeed` the direction decides, slower the
/// distance (past halfway finishes); a cancelled touch cancels. The rest of the transition then takes the part of
/// `duration` still to go: `1 - progress` of it to finish, `progress` of it to go back.
struct FingerLift {
    /// Points per second: the host's choice, as UIKit documents no figure (7.38).
    static let decisiveSpeed: CGFloat = 300

    let finishes: Bool
    let remaining: TimeInterval

    /// `progress` is the part travelled (clamped to 0...1); `speed` is positive in the direction that finishes.
    init(progress: CGFloat, speed: CGFloat, ended: Bool, duration: TimeInterval) {
        let progress = min(max(progress, 0), 1)
        finishes = ended && (speed > Self.decisiveSpeed || (speed >= -Self.decisiveSpeed && progress > 0.5))
        remaining = duration * Double(finishes ? 1 - progress : progress)
    }
}
