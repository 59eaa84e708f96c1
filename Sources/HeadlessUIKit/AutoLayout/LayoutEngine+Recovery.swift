import ConstraintSolver
import Foundation

/// What the engine does when one of its own constraints (a system guide's insets, a translating view's frame) takes
/// a constant the app's required constraints do not allow (docs/uikit-rules.md 11.256): the system constraint
/// wins, and the app's constraint that UIKit's rule picks is broken and reported, as a constraint added into a
/// conflict is (11.86).
extension LayoutEngine {
    /// How many of the app's constraints are tried before the engine gives up and keeps the old constants: a
    /// conflict of this kind is rare, and each trial is a removal and an add.
    static let recoveryTrialLimit = 512

    /// Applies `changes` (constants of the item's own constraints at `indices` in `item.own`), breaking the app's
    /// required constraints that conflict with them. Returns false, with nothing changed, when breaking the app's
    /// constraints does not resolve the conflict.
    func applyBreakingAppConstraint(_ changes: [(id: ConstraintID, constant: Double)], of item: Item,
                                    at indices: [Int]) -> Bool {
        breakAppConstraint(conflictingWith: systemDescriptions(of: item, at: indices)) {
            (try? solver.updateConstants(changes)) != nil
        }
    }

    /// Makes `attempt` (a change to the engine's own constraints that the required ones refused) succeed by breaking
    /// the app's required constraints it needs out of the way, the most recently activated first: they are taken out
    /// one by one, newest first, until `attempt` succeeds, then added back oldest first, so each one that still
    /// conflicts is broken, held just below required (11.120), and reported with 11.20's message listing `system`
    /// (11.258: one break when one suffices, several when the conflict needs several). Returns false, with nothing
    /// changed, when taking out every candidate does not let `attempt` succeed.
    func breakAppConstraint(conflictingWith system: @autoclosure () -> [String], toAllow attempt: () -> Bool) -> Bool {
        var candidates: [(id: ConstraintID, constraint: NSLayoutConstraint)] = []
        for record in records where !record.isBroken && record.constraint.priority == .required {
            guard let id = record.id, let constraint = record.liveConstraint, !constraint.isMadeBySystem else { continue }
            candidates.append((id, constraint))
        }
        // The most recently activated first: UIKit's choice is undocumented (11.21); this one is deterministic and
        // never breaks what the system made.
        candidates.sort { $0.id.rawValue > $1.id.rawValue }
        var takenOut: [NSLayoutConstraint] = []
        var succeeded = false
        for candidate in candidates.prefix(Self.recoveryTrialLimit) {
            remove(candidate.constraint)
            takenOut.append(candidate.constraint)
            generation &+= 1
            if attempt() {
                succeeded = true
                break
            }
        }
        if succeeded { systemConstraintsInConflict = system() }
        for constraint in takenOut.reversed() { add(constraint) }
        systemConstraintsInConflict = []
        return succeeded
    }

    /// What UIKit's log calls the item's own constraints at `indices`: a translating view's autoresizing
    /// constraint, or a system guide's edge constraints (`'UIViewSafeAreaLayoutGuide-left'`).
    func systemDescriptions(of item: Item, at indices: [Int]) -> [String] {
        if let view = item.object as? UIView { return [Self.autoresizingDescription(view)] }
        guard let guide = item.object as? UILayoutGuide, let owner = guide.owningView else { return [] }
        let insets = guide.insets
        let name = guide.displayName
        let owned = "(active, names: '|':\(type(of: owner)):\(NSLayoutConstraint.address(owner)) )"
        return indices.compactMap { index in
            let address = NSLayoutConstraint.address(guide)
            return switch index {
            case 0: "<NSLayoutConstraint:\(address) '\(guide.identifier)-left' H:|-(\(NSLayoutConstraint.number(insets.left)))-[\(name)](LTR)   \(owned)>"
            case 1: "<NSLayoutConstraint:\(address) '\(guide.identifier)-top' V:|-(\(NSLayoutConstraint.number(insets.top)))-[\(name)]   \(owned)>"
            case 2: "<NSLayoutConstraint:\(address) '\(guide.identifier)-right' H:[\(name)]-(\(NSLayoutConstraint.number(insets.right)))-|(LTR)   \(owned)>"
            case 3: "<NSLayoutConstraint:\(address) '\(guide.identifier)-bottom' V:[\(name)]-(\(NSLayoutConstraint.number(insets.bottom)))-|   \(owned)>"
            default: nil
            }
        }
    }
}
