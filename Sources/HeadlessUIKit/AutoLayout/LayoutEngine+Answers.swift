import ConstraintSolver
import Foundation

/// What the engine answers about the layout it holds: solved frames and content sizes, the constraints on an item,
/// ambiguity, broken constraints. Reads only: every change to the solver goes through `LayoutEngine.swift`.
extension LayoutEngine {
    /// The solved frames of the views that constraints place among `views` (nil for the others), read in one go:
    /// each read through the stored solver would copy the struct, retaining its storage, so it is copied once.
    func solvedFrames(of views: [UIView]) -> [CGRect?] {
        let solver = self.solver
        var frames: [CGRect?] = []
        frames.reserveCapacity(views.count)
        for view in views {
            if view.autoLayout?.translatesAutoresizingMaskIntoConstraints == false, let item = existingItem(for: view) {
                frames.append(Self.frame(of: item, in: solver))
            } else {
                frames.append(nil)
            }
        }
        return frames
    }

    /// The frame the engine solved for a view that constraints place, in its superview's coordinates.
    func solvedFrame(of view: UIView) -> CGRect? {
        guard let item = existingItem(for: view) else { return nil }
        return frame(of: item)
    }

    func solvedFrame(of guide: UILayoutGuide) -> CGRect? {
        guard let item = existingItem(for: guide) else { return nil }
        return frame(of: item)
    }

    func solvedContentSize(of scrollView: UIScrollView) -> CGSize? {
        guard let guide = scrollView.autoLayout?.systemGuides[.scrollContent],
              let item = items[LayoutItemReference.key(of: guide)], records.contains(where: { $0.items.contains(LayoutItemReference.key(of: guide)) })
        else { return nil }
        return CGSize(width: Self.clean(solver.value(of: item.width)), height: Self.clean(solver.value(of: item.height)))
    }

    func frame(of item: Item) -> CGRect {
        Self.frame(of: item, in: solver)
    }

    static func frame(of item: Item, in solver: Solver) -> CGRect {
        CGRect(x: clean(solver.value(of: item.x)), y: clean(solver.value(of: item.y)),
               width: clean(solver.value(of: item.width)), height: clean(solver.value(of: item.height)))
    }

    /// Solver noise (1e-12 and the like) is not geometry: values are kept to a millionth of a point (11.89). A value
    /// within a millionth of a point of a pixel boundary of a 1x, 2x or 3x screen (a multiple of 1/6 pt) is that
    /// boundary's exact double, so a label 62/3 pt tall at 3x is laid out 20.666666666666668 tall, as UIKit's frames
    /// are, not 20.666667 (docs/uikit-rules.md 8.35).
    static func clean(_ value: Double) -> CGFloat {
        let sixths = (value * 6).rounded()
        if abs(value * 6 - sixths) <= 6e-6 { return CGFloat(sixths / 6) }
        return CGFloat((value * 1_000_000).rounded() / 1_000_000)
    }

    func constraintsAffecting(_ object: AnyObject, axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        let id = LayoutItemReference.key(of: object)
        return records.compactMap { record -> NSLayoutConstraint? in
            guard let constraint = record.liveConstraint, record.items.contains(id),
                  constraint.firstAttribute.axis == axis else { return nil }
            return constraint
        }.sorted { NSLayoutConstraint.address($0) < NSLayoutConstraint.address($1) }
    }

    func isAmbiguous(_ object: AnyObject) -> Bool {
        guard let item = existingItem(for: object) else { return false }
        if let view = object as? UIView, view.translatesAutoresizingMaskIntoConstraints { return false }
        return [item.x, item.y, item.width, item.height].contains { solver.hasAmbiguity($0) }
    }

    /// Active constraints the engine broke (unsatisfiable when added or changed), oldest first by address.
    var brokenConstraints: [NSLayoutConstraint] {
        records.compactMap { $0.id == nil || $0.isBroken ? $0.liveConstraint : nil }
            .sorted { NSLayoutConstraint.address($0) < NSLayoutConstraint.address($1) }
    }

    /// The views constraints place (they do not translate their frames).
    var constrainedViews: [UIView] {
        items.values.compactMap { item -> UIView? in
            guard let view = item.object as? UIView, !view.translatesAutoresizingMaskIntoConstraints else { return nil }
            return view
        }
    }
}
