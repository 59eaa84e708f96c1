import ConstraintSolver
import Foundation

/// How the engine writes a constraint's sides as terms of the solver's variables (docs/uikit-rules.md 11.24, 11.55,
/// 11.90, 11.103): each attribute as `origin·o + size·s` of its item, the origin in the coordinates of the view the
/// constraint is installed on.
extension LayoutEngine {
    /// Adds `factor` times the term, in `ancestor`'s coordinates, to `sum`; false when an item is gone or is not
    /// inside `ancestor`.
    func append(_ term: NSLayoutConstraint.Term, times factor: Double, in ancestor: UIView, scrollContent: Bool,
                to sum: inout ConstraintSolver.Expression, touched: inout ItemKeys) -> Bool {
        switch term {
        case let .attribute(object, attribute):
            return appendAttribute(object, attribute, times: factor, in: ancestor, scrollContent: scrollContent,
                                   to: &sum, touched: &touched)
        case let .distance(from, to):
            guard let start = from.term, let end = to.term else { return false }
            return append(end, times: factor, in: ancestor, scrollContent: scrollContent, to: &sum, touched: &touched)
                && append(start, times: -factor, in: ancestor, scrollContent: scrollContent, to: &sum, touched: &touched)
        }
    }

    func appendAttribute(_ object: AnyObject, _ attribute: NSLayoutConstraint.Attribute, times factor: Double,
                         in ancestor: UIView, scrollContent: Bool, to sum: inout ConstraintSolver.Expression,
                         touched: inout ItemKeys) -> Bool {
        var object = object
        var attribute = attribute
        if attribute.isMargin, let view = object as? UIView {
            object = view.layoutMarginsGuide
            attribute = attribute.withoutMargin
        }
        // docs/uikit-rules.md 11.55, 11.90: between a scroll view and its content, the scroll view's edges are its
        // content's, and its width, height and centres its frame's.
        if scrollContent, let scrollView = object as? UIScrollView, scrollView === ancestor {
            switch attribute {
            case .width, .height, .centerX, .centerY: object = scrollView.frameLayoutGuide
            case .firstBaseline, .lastBaseline: break
            default: object = scrollView.contentLayoutGuide
            }
        }
        // docs/uikit-rules.md 11.24, 11.103: right to left, leading and trailing are measured leftwards from the
        // right (the edges negated), so a positive constant still moves a view inwards from its leading side.
        // The item as a view, cast once: the usual case, read without casting again below.
        let view = object as? UIView
        var rightToLeft = false
        if attribute == .leading || attribute == .trailing, let owner = view ?? NSLayoutConstraint.view(of: object) {
            rightToLeft = layoutDirection(of: owner) == .rightToLeft
        }
        // The attribute as `origin·o + size·s` on its axis, the size being the width or the height.
        let vertical: Bool, origin: Double, size: Double
        switch attribute {
        case .leading where rightToLeft: (vertical, origin, size) = (false, -1, -1)
        case .trailing where rightToLeft: (vertical, origin, size) = (false, -1, 0)
        case .left, .leading: (vertical, origin, size) = (false, 1, 0)
        case .right, .trailing: (vertical, origin, size) = (false, 1, 1)
        case .centerX, .centerXWithinMargins: (vertical, origin, size) = (false, 1, 0.5)
        case .width: (vertical, origin, size) = (false, 0, 1)
        case .top, .firstBaseline, .lastBaseline: (vertical, origin, size) = (true, 1, 0)
        case .bottom: (vertical, origin, size) = (true, 1, 1)
        case .centerY, .centerYWithinMargins: (vertical, origin, size) = (true, 1, 0.5)
        case .height: (vertical, origin, size) = (true, 0, 1)
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin, .notAnAttribute:
            return false
        }
        guard appendOrigin(of: object, view: view, vertical: vertical, times: origin * factor, in: ancestor, to: &sum,
                           touched: &touched) else { return false }
        let item: Item
        if let view {
            item = viewItem(view)
            touched.append(view.instanceNumber)
        } else {
            item = self.item(for: object)
            touched.append(LayoutItemReference.key(of: object))
        }
        if size != 0 { sum.terms.append(Term(vertical ? item.height : item.width, size * factor)) }
        // docs/uikit-rules.md 11.177: a view's attributes are its alignment rectangle's.
        if item.hasAlignmentInsets, let view {
            let hasText = (attribute == .firstBaseline || attribute == .lastBaseline) && Self.textFont(of: view) != nil
            sum.constant += factor * AlignmentRect.offset(of: attribute, insets: item.alignmentInsets,
                                                          rightToLeft: rightToLeft, hasText: hasText)
        }
        switch attribute {
        case .firstBaseline: sum.terms.append(contentsOf: (baseline(of: item, first: true) * factor).terms)
        case .lastBaseline: sum.terms.append(contentsOf: (baseline(of: item, first: false) * factor).terms)
        default: break
        }
        return true
    }

    /// Adds `factor` times the item's origin on one axis in `ancestor`'s coordinates (its own origin plus those of
    /// the views up to the ancestor) to `sum` (nothing when `factor` is 0: the walk still checks that the item is
    /// inside `ancestor` and notes the views it passes); false when it is not inside.
    /// `objectView` is `object` when it is a view (nil for a guide), cast by the caller.
    func appendOrigin(of object: AnyObject, view objectView: UIView?, vertical: Bool, times factor: Double,
                      in ancestor: UIView, to sum: inout ConstraintSolver.Expression, touched: inout ItemKeys) -> Bool {
        func add(_ item: Item) {
            if factor != 0 { sum.terms.append(Term(vertical ? item.y : item.x, factor)) }
        }
        var view: UIView
        if let objectView {
            view = objectView
        } else if let guide = object as? UILayoutGuide {
            guard let owner = guide.owningView else { return false }
            add(self.item(for: guide))
            view = owner
        } else {
            return false
        }
        while view !== ancestor {
            add(viewItem(view))
            touched.append(view.instanceNumber)
            // The usual last step, up to the ancestor itself, is compared through the back pointer in place: no
            // reference to the ancestor is taken (docs/uikit-rules.md 11.147, 11.155).
            if view.isSuperview(ancestor) { return true }
            guard let parent = view.superview else { return false }
            view = parent
        }
        return true
    }
}
