import ConstraintSolver
import Foundation

/// How the engine keeps up with a view's alignment insets (docs/uikit-rules.md 11.177, 11.179).
extension LayoutEngine {
    /// Notes the insets the engine reads the view's attributes with.
    func noteAlignmentInsets(_ item: Item, _ insets: UIEdgeInsets) {
        item.alignmentInsets = insets
        item.hasAlignmentInsets = insets != .zero
    }

    /// The view's insets changed (read again when the engine brings its item up to date: a new intrinsic size, a
    /// new frame, a pass over the views whose content changes): the constraints that name it are added again with
    /// the new constants; its content-size constraints follow when their constants are read next.
    func alignmentInsetsChanged(_ item: Item, to insets: UIEdgeInsets) {
        noteAlignmentInsets(item, insets)
        guard let view = item.object as? UIView else { return }
        let key = view.instanceNumber
        let affected = records.compactMap { record -> NSLayoutConstraint? in
            record.items.contains(key) ? record.liveConstraint : nil
        }
        for constraint in affected {
            remove(constraint)
            add(constraint)
        }
        Runtime.current.layoutRequested = true
    }
}
