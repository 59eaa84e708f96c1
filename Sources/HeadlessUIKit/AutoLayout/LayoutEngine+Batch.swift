import Foundation

/// A batch of constraints activated at once (`NSLayoutConstraint.activate`): what the engine works out once for
/// the whole batch rather than once per constraint (docs/uikit-rules.md 11.110).
extension LayoutEngine {
    /// A batch starts; returns whether one was under way already (a batch activated from within another), for
    /// `endBatch(outer:)`.
    func beginBatch() -> Bool {
        let outer = isAddingBatch
        isAddingBatch = true
        return outer
    }

    func endBatch(outer: Bool) {
        isAddingBatch = outer
        if !outer { forgetBatchDirection() }
    }

    /// The view's `effectiveUserInterfaceLayoutDirection`. Within a batch, the direction of its superview is kept
    /// for the next item with the same superview (sibling views constrained one after another), instead of walking
    /// up to the window for each leading and trailing attribute; it is dropped when a direction or a hierarchy
    /// changes (`directionChanged()`, `hierarchyChanged()`) and when the batch ends (so no view is kept alive).
    /// The superview is compared with the memo's through the back pointers, taking no reference (docs/uikit-rules.md
    /// 11.155).
    func layoutDirection(of view: UIView) -> UIUserInterfaceLayoutDirection {
        guard isAddingBatch else { return view.effectiveUserInterfaceLayoutDirection }
        if let direction = view.ownLayoutDirection { return direction }
        if let memo = batchDirection, let reference = view.superviewReference,
           reference.toOpaque() == memo.parent.toOpaque() {
            return memo.direction
        }
        guard let parent = view.superview else { return UIApplication.shared.userInterfaceLayoutDirection }
        let direction = parent.effectiveUserInterfaceLayoutDirection
        batchDirection = (Unmanaged.passUnretained(parent), direction)
        batchDirectionParent = parent
        return direction
    }

    /// A view left its superview or moved to another: the directions worked out for the batch may no longer hold.
    func hierarchyChanged() {
        forgetBatchDirection()
    }

    /// Drops the memo of the batch's layout direction, and the superview it held.
    func forgetBatchDirection() {
        batchDirection = nil
        batchDirectionParent = nil
    }
}
