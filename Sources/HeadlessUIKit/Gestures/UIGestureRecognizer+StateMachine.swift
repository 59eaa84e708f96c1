/// The recognizer state machine as a table (docs/uikit-rules.md 5.6).
///
/// Discrete gestures: possible → ended (recognized) | failed. Continuous gestures: possible → began → changed* →
/// ended | cancelled, or possible → failed. Ended, cancelled and failed lead nowhere a subclass may set: the
/// environment returns the recognizer to possible (and calls `reset()`) once its touches are gone. Setting the
/// state it already has is not a change (except changed → changed, which reports a change and fires the actions).
extension UIGestureRecognizer.State {
    static let legalTransitions: [UIGestureRecognizer.State: Set<UIGestureRecognizer.State>] = [
        .possible: [.began, .ended, .failed],
        .began: [.changed, .ended, .cancelled],
        .changed: [.changed, .ended, .cancelled],
        .ended: [],
        .cancelled: [],
        .failed: [],
    ]

    /// Whether a subclass may move a recognizer from `self` to `next`.
    func allows(_ next: UIGestureRecognizer.State) -> Bool {
        Self.legalTransitions[self]?.contains(next) ?? false
    }

    /// Why a transition is refused, for the problem report: what is allowed from here instead.
    func refusal(to next: UIGestureRecognizer.State, of recognizer: String) -> String {
        let allowed = UIGestureRecognizer.State.allCases.filter { allows($0) }.map(\.description)
        let instead = allowed.isEmpty
            ? "from \(self) the recognizer only returns to possible, by itself, once its touches are gone"
            : "from \(self) it may become \(allowed.joined(separator: ", "))"
        return "\(recognizer): state \(self) → \(next) is not a legal transition (docs/uikit-rules.md 5.6); \(instead). The state stays \(self)."
    }

    /// Whether the actions fire on entering this state: began, changed, ended (recognized) and cancelled.
    var sendsActions: Bool { self == .began || self == .changed || self == .ended || self == .cancelled }
}
