/// The five states of an app's process (UIKIT-BEHAVIOUR 1.1).
public enum LifecycleState: String, Sendable, CaseIterable {
    case notRunning, inactive, active, background, suspended

    /// UIKit's three-valued view of the state. Not running and suspended apps run no code, so they read as background.
    public var applicationState: UIApplication.State {
        switch self {
        case .active: .active
        case .inactive: .inactive
        case .notRunning, .background, .suspended: .background
        }
    }
}

/// The legal state changes (UIKIT-BEHAVIOUR 1.2), as a table. Every host operation is a path through it,
/// checked whole before anything happens, so a refused operation changes nothing.
enum LifecycleTransitions {
    struct Step: Hashable {
        let from: LifecycleState
        let to: LifecycleState
    }

    static let allowed: Set<Step> = [
        Step(from: .notRunning, to: .inactive),    // foreground launch
        Step(from: .notRunning, to: .background),  // background launch, never inactive
        Step(from: .inactive, to: .active),
        Step(from: .active, to: .inactive),
        Step(from: .inactive, to: .background),
        Step(from: .background, to: .suspended),   // silent
        Step(from: .background, to: .inactive),    // return to the foreground
        Step(from: .suspended, to: .inactive),
        Step(from: .suspended, to: .notRunning),   // purge: no callback
        Step(from: .active, to: .notRunning),      // terminate
        Step(from: .inactive, to: .notRunning),
        Step(from: .background, to: .notRunning),
    ]

    static func isAllowed(_ from: LifecycleState, _ to: LifecycleState) -> Bool {
        allowed.contains(Step(from: from, to: to))
    }

    /// Checks a whole path; the first illegal step is the error.
    static func validate(_ path: [LifecycleState], from start: LifecycleState, operation: String) throws(HostError) {
        var current = start
        for next in path {
            guard isAllowed(current, next) else {
                throw .illegalTransition(operation: operation, from: start, to: path.last ?? next)
            }
            current = next
        }
    }
}
