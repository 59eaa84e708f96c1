import ConstraintSolver
import Foundation

/// How the engine tells of a conflict: UIKit's console text (docs/uikit-rules.md 11.20), in the host's problems.
extension LayoutEngine {
    /// UIKit's console message, in the host's problems: the constraints on the items involved, and the one broken.
    func reportUnsatisfiable(breaking constraint: NSLayoutConstraint, items ids: ItemKeys, because error: SolverError) {
        guard error == .unsatisfiable else {
            Runtime.current.report("constraint \(constraint) not added: \(error)")
            return
        }
        var involved: [String] = []
        let wanted = Set(ids)
        for record in records where record.id != nil && !record.isBroken && !wanted.isDisjoint(with: record.items) {
            if let other = record.liveConstraint, other.priority == .required { involved.append(other.description) }
        }
        for id in ids {
            guard let item = items[id], item.hold == .frame, let view = item.object as? UIView else { continue }
            involved.append(Self.autoresizingDescription(view))
        }
        involved += systemConstraintsInConflict
        involved.sort()
        involved.append(constraint.description)
        let autoresizingNote = involved.contains { $0.hasPrefix("<NSAutoresizingMaskLayoutConstraint") }
            ? "(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) \n"
            : ""
        Runtime.current.report(Self.conflictMessage(involved, breaking: constraint.description, note: autoresizingNote))
    }

    /// UIKit's console text for a conflict (11.20): the constraints involved, and the one broken.
    static func conflictMessage(_ involved: [String], breaking broken: String, note: String = "") -> String {
        "Unable to simultaneously satisfy constraints.\n"
            + "\tProbably at least one of the constraints in the following list is one you don't want. \n"
            + "\tTry this: \n\t\t(1) look at each constraint and try to figure out which you don't expect; \n"
            + "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. \n"
            + note
            + "(\n" + involved.map { "    \"\($0)\"" }.joined(separator: ",\n") + "\n)\n\n"
            + "Will attempt to recover by breaking constraint \n" + broken
    }

    /// docs/uikit-rules.md 11.226: a required content-size constraint broken in favour of the required constraints
    /// on its view, reported with them as UIKit reports a conflict.
    func reportBrokenContentSize(_ description: String, of item: Item) {
        let key = item.object.map { LayoutItemReference.key(of: $0) }
        var involved: [String] = []
        for record in records where record.id != nil && !record.isBroken && key.map({ record.items.contains($0) }) == true {
            if let other = record.liveConstraint, other.priority == .required { involved.append(other.description) }
        }
        involved.sort()
        involved.append(description)
        Runtime.current.report(Self.conflictMessage(involved, breaking: description))
    }

    static func autoresizingDescription(_ view: UIView) -> String {
        let frame = view.frame
        return "<NSAutoresizingMaskLayoutConstraint \(String(describing: type(of: view))):\(NSLayoutConstraint.address(view)) frame (\(NSLayoutConstraint.number(frame.minX)) \(NSLayoutConstraint.number(frame.minY)); \(NSLayoutConstraint.number(frame.width)) \(NSLayoutConstraint.number(frame.height)))>"
    }
}
