import Foundation

/// Why the host refused an operation. Every message says what was wrong and what would be right; a refused
/// operation changes nothing.
public enum HostError: Error, Equatable, CustomStringConvertible, LocalizedError {
    /// The life-cycle table (docs/uikit-rules.md 1.2) has no such path.
    case illegalTransition(operation: String, from: LifecycleState, to: LifecycleState)
    /// Input while the app is not active is dropped (docs/uikit-rules.md 1.6).
    case notAcceptingInput(state: LifecycleState)
    /// The app runs no code in this state.
    case notRunning(operation: String, state: LifecycleState)
    /// `endInterruption` without an interruption.
    case noInterruption(state: LifecycleState)
    /// A moved/stationary/ended/cancelled phase for a finger that is not down.
    case unknownTouch(id: Int, phase: UITouch.Phase)
    /// A began phase for a finger that is already down, or one finger twice in one event.
    case duplicateTouch(id: Int)
    /// A coordinate that is NaN or infinite.
    case invalidCoordinate(x: Double, y: Double)
    /// A touch that begins outside the screen.
    case pointOffScreen(x: Double, y: Double, screen: CGSize)
    /// A touch event with no touches.
    case emptyTouchEvent
    /// A generated gesture (swipe, long press, pinch, rotation) with a parameter it cannot use: `parameter` names
    /// it and `expected` says what would do.
    case invalidGesture(parameter: String, expected: String)

    public var description: String {
        switch self {
        case let .illegalTransition(operation, from, to):
            return "\(operation) is not allowed while the app is \(from.rawValue): there is no \(from.rawValue) → \(to.rawValue) transition (docs/uikit-rules.md 1.2). \(Self.hint(from))"
        case let .notAcceptingInput(state):
            return "the app is \(state.rawValue), so touches are dropped; activate the app (or end the interruption) first"
        case let .notRunning(operation, state):
            return "\(operation) needs a running app, but the app is \(state.rawValue); \(Self.hint(state))"
        case let .noInterruption(state):
            return "endInterruption needs an interruption in progress, but the app is \(state.rawValue) with none; call interrupt first"
        case let .unknownTouch(id, phase):
            return "touch \(id) has no finger down, so it cannot be \(phase.name); begin it first with phase began"
        case let .duplicateTouch(id):
            return "touch \(id) is already down (or named twice in one event); use moved/ended for it, or a new id for another finger"
        case let .invalidCoordinate(x, y):
            return "coordinates (\(x), \(y)) are not finite numbers; give window points such as (100, 200)"
        case let .pointOffScreen(x, y, screen):
            return "point (\(x), \(y)) is off the \(Int(screen.width))×\(Int(screen.height)) screen; touches must begin within 0..<width and 0..<height"
        case .emptyTouchEvent:
            return "a touch event needs at least one touch"
        case let .invalidGesture(parameter, expected):
            return "\(parameter) cannot be used for this gesture: expected \(expected)"
        }
    }

    public var errorDescription: String? { description }

    private static func hint(_ state: LifecycleState) -> String {
        switch state {
        case .notRunning: "Launch the app first."
        case .inactive: "End the interruption, activate, press Home or terminate."
        case .active: "Press Home, interrupt or terminate."
        case .background: "Activate, terminate, or wait for suspension."
        case .suspended: "Activate, terminate or purge."
        }
    }
}
