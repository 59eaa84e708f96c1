/// The five states of an app's process (docs/uikit-rules.md 1.1).
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

/// The legal state changes (docs/uikit-rules.md 1.2), as a table. Every host operation is a path through it,
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

    /// The host operations that change the state.
    enum Operation: Hashable, CaseIterable {
        case launch, backgroundLaunch, activate, pressHome, interrupt, declineInterruption, acceptInterruption
        case terminate, purge

        /// The name errors use: the host method's.
        var name: String {
            switch self {
            case .launch, .backgroundLaunch: "launch"
            case .activate: "activate"
            case .pressHome: "pressHome"
            case .interrupt: "interrupt"
            case .declineInterruption, .acceptInterruption: "endInterruption"
            case .terminate: "terminate"
            case .purge: "purge"
            }
        }

        /// Where the operation leads, for the error when it is refused.
        var destination: LifecycleState {
            switch self {
            case .launch, .activate, .declineInterruption: .active
            case .backgroundLaunch: .background
            case .pressHome, .acceptInterruption: .background
            case .interrupt: .inactive
            case .terminate, .purge: .notRunning
            }
        }
    }

    /// The path each operation takes from each state it starts from, as a table. A state not listed refuses the
    /// operation: a path that is legal step by step is not enough (activate while active would otherwise pass as
    /// active → inactive → active).
    static let paths: [Operation: [LifecycleState: [LifecycleState]]] = [
        .launch: [.notRunning: [.inactive, .active]],
        .backgroundLaunch: [.notRunning: [.background]],
        .activate: [.inactive: [.active], .background: [.inactive, .active], .suspended: [.inactive, .active]],
        .pressHome: [.active: [.inactive, .background], .inactive: [.background]],
        .interrupt: [.active: [.inactive]],
        .declineInterruption: [.inactive: [.active]],
        .acceptInterruption: [.inactive: [.background]],
        .terminate: [.active: [.inactive, .notRunning], .inactive: [.notRunning], .background: [.notRunning],
                     .suspended: [.notRunning]],
        .purge: [.suspended: [.notRunning]],
    ]

    /// The path `operation` takes from `start`, each step checked against `allowed`; refused when the operation
    /// does not start from `start`.
    static func path(_ operation: Operation, from start: LifecycleState) throws(HostError) -> [LifecycleState] {
        guard let path = paths[operation]?[start] else {
            throw .illegalTransition(operation: operation.name, from: start, to: operation.destination)
        }
        try validate(path, from: start, operation: operation.name)
        return path
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
