import Synchronization

private let variableCounter = Atomic<Int>(0)

/// A handle to an unknown of the layout system (for example a view's `left`).
///
/// Variables are plain value handles: creating one does not touch any solver,
/// and the same handle can be used with several solvers. A solver learns about a
/// variable when a constraint mentioning it is added. Identity is the `id`,
/// which is unique per process when created with `init()`.
public struct Variable: Hashable, Sendable, CustomStringConvertible {
    public let id: Int

    /// Creates a variable with a fresh process-unique id.
    public init() {
        id = variableCounter.wrappingAdd(1, ordering: .relaxed).oldValue
    }

    /// The handle with this id (the solver's change report names variables it already knows).
    init(id: Int) {
        self.id = id
    }

    public var description: String { "v\(id)" }
}
