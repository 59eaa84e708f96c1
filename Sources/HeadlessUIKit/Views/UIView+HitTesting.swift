import Foundation

/// Hit testing (docs/uikit-rules.md 5.1).
extension UIView {
    /// The deepest view containing `point` (in this view's coordinates) that can receive touches. Returns nil when
    /// this view is hidden, not interaction-enabled, nearly transparent (alpha < 0.01), being animated by a block
    /// that does not allow user interaction (docs/uikit-rules.md 4.9), or `point(inside:with:)` is false; otherwise asks the subviews front to back and returns the first hit, else itself. So a subview's part
    /// outside its parent's bounds cannot be hit.
    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        // Cheap checks first: most views a hit test visits fail point(inside:).
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event),
              !Runtime.current.animator.blocksUserInteraction(with: self) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.pointFromSuperview(point), with: event) { return hit }
        }
        return self
    }

    /// Whether this view alone (not its ancestors) lets touches in.
    var isHittable: Bool {
        !isHidden && isUserInteractionEnabled && alpha >= 0.01
            && !Runtime.current.animator.blocksUserInteraction(with: self)
    }
}
