/// Change tracking: which variables a change moved, so that a client applies only those values.
extension Solver {
    /// The variables whose value may have changed since the last call (or since the solver was made), each
    /// once, and forgets them. Every variable whose value did change is among them; a few may be back where they
    /// were (a change undone by a failed update, or two moves that cancel), so a caller that applies values
    /// compares before it acts. A client that applies values to the world (views' frames) reads only these
    /// instead of every value after each change.
    public mutating func takeChangedVariables() -> [Variable] {
        var result: [Variable] = []
        result.reserveCapacity(changedSymbols.count)
        for id in changedSymbols {
            symbolStates[id].changed = false
            let variable = symbolStates[id].variable
            if variable >= 0 { result.append(Variable(id: variable)) }
        }
        changedSymbols.removeAll(keepingCapacity: true)
        return result
    }

    /// Flags a symbol whose row constant, or whose being basic, changed: its value may have moved.
    @inline(__always)
    mutating func noteChange(_ id: Int) {
        if symbolStates[id].variable >= 0 && !symbolStates[id].changed {
            symbolStates[id].changed = true
            changedSymbols.append(id)
        }
    }
}
