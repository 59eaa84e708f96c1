import Foundation

/// Hit testing (docs/uikit-rules.md 5.1).
extension UIView {
    /// Views with a lower alpha than this are passed by touches, as UIKit's are.
    public static let minimumHittableAlpha: CGFloat = 0.01

    /// The deepest view containing `point` (in this view's coordinates) that can receive touches. Returns nil when
    /// this view refuses touches (`touchRefusal`) or `point(inside:with:)` is false; otherwise asks the subviews
    /// front to back and returns the first hit, else itself. So a subview's part outside its parent's bounds cannot
    /// be hit.
    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        // Cheap checks first: most views a hit test visits fail point(inside:).
        guard !isHidden, isUserInteractionEnabled, alpha >= Self.minimumHittableAlpha, self.point(inside: point, with: event),
              !Runtime.current.animator.blocksUserInteraction(with: self) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.pointFromSuperview(point), with: event) { return hit }
        }
        return self
    }

    /// Why this view alone (not its ancestors) lets no touch in, or nil when it takes touches: hidden, user
    /// interaction off, alpha below `minimumHittableAlpha`, or animated by a block that does not allow user
    /// interaction (docs/uikit-rules.md 4.9). The same rules as `defaultHitTest`, in the same order.
    public var touchRefusal: HeadlessHost.TapRefusal.Reason? {
        if isHidden { return .hidden }
        if !isUserInteractionEnabled { return .notInteractive }
        if alpha < Self.minimumHittableAlpha { return .transparent }
        if Runtime.current.animator.blocksUserInteraction(with: self) { return .animating }
        return nil
    }
}
