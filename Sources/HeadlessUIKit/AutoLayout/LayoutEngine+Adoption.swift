/// Constraints that move from one host's engine to another's (docs/uikit-rules.md 11.257): a view whose
/// constraints were activated under another host, or before any host existed (a controller made before its host),
/// has them moved into the engine of the window it joins, where they lay it out.
extension LayoutEngine {
    private final class Entry {
        weak var engine: LayoutEngine?
        init(_ engine: LayoutEngine) { self.engine = engine }
    }

    /// Every engine made, by serial, held weakly: a constraint names its engine by serial (`engineSlot`).
    private static var engines: [Int: Entry] = [:]

    static func register(_ engine: LayoutEngine) {
        // Hosts come and go (a test suite makes thousands): the entries of engines gone are swept now and then.
        if engines.count >= 64, engines.count.nonzeroBitCount == 1 {
            engines = engines.filter { $0.value.engine != nil }
        }
        engines[engine.serial] = Entry(engine)
    }

    /// Moves the constraints installed on `view` that another engine holds into this one.
    func adoptConstraints(installedOn view: UIView) {
        guard let state = view.autoLayout else { return }
        let serial = self.serial
        // A constraint no engine took (its items were gone) has no engine to leave.
        guard state.installed.contains(where: { $0.engineSlot.serial != serial && $0.engineSlot.serial != 0 }) else { return }
        for constraint in state.installed.array
        where constraint.engineSlot.serial != serial && constraint.engineSlot.serial != 0 {
            Self.engines[constraint.engineSlot.serial]?.engine?.remove(constraint)
            add(constraint)
        }
        view.setNeedsLayout()
    }
}
