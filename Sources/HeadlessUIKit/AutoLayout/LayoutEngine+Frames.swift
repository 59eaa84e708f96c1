import ConstraintSolver
import Foundation

/// How the engine holds a view that translates its autoresizing mask into constraints.
extension LayoutEngine {
    /// The frame as four required constraints (the frame without its transform: center and bounds size).
    ///
    /// docs/uikit-rules.md 11.160: a size that the autoresizing mask makes flexible between fixed margins is held
    /// against the superview's size (`width = superview.width + c`), as UIKit's autoresizing constraints are, when
    /// the superview is placed by constraints: a superview that nothing else sizes takes its size from the view's
    /// content (a visual effect view from the constraints in its content view).
    ///
    /// docs/uikit-rules.md 6.87: UIKit makes autoresizing constraints against a superview; a view without one (not
    /// a window) has none, so constraints made on it before it joins a hierarchy (a size set before the view goes
    /// into a stack) conflict with nothing. Its frame is held below required (`parentlessFrameHold`), so no conflict
    /// is reported, but above every optional priority (6.94): nothing but a required constraint moves or resizes a
    /// view that has no superview, so a cell laid out alone keeps the size it was given against its subviews'
    /// hugging and compression resistance.
    func holdFrame(_ item: Item, _ view: UIView) {
        item.hold = .frame
        let priority = Self.frameHoldPriority(of: view)
        item.frameHoldPriority = priority
        let parent = Self.sizeParent(of: view)
        item.sizeParent = parent.map { LayoutItemReference($0.view) }
        addOwn(item, ConstraintSolver.Expression(item.x), .equal, priority: priority) { [unowned item] in
            guard let view = item.object as? UIView else { return 0 }
            return Double(view.center.x - view.bounds.width / 2)
        }
        addOwn(item, ConstraintSolver.Expression(item.y), .equal, priority: priority) { [unowned item] in
            guard let view = item.object as? UIView else { return 0 }
            return Double(view.center.y - view.bounds.height / 2)
        }
        let parentItem = parent.map { self.item(for: $0.view) }
        if let parentItem, parent?.width == true {
            addOwn(item, item.width - parentItem.width, .equal, priority: priority) { [unowned item] in
                guard let view = item.object as? UIView else { return 0 }
                return Double(view.bounds.width - (view.superview?.bounds.width ?? 0))
            }
        } else {
            addOwn(item, ConstraintSolver.Expression(item.width), .equal, priority: priority) { [unowned item] in Double((item.object as? UIView)?.bounds.width ?? 0) }
        }
        if let parentItem, parent?.height == true {
            addOwn(item, item.height - parentItem.height, .equal, priority: priority) { [unowned item] in
                guard let view = item.object as? UIView else { return 0 }
                return Double(view.bounds.height - (view.superview?.bounds.height ?? 0))
            }
        } else {
            addOwn(item, ConstraintSolver.Expression(item.height), .equal, priority: priority) { [unowned item] in Double((item.object as? UIView)?.bounds.height ?? 0) }
        }
    }

    /// The superview a translating view's flexible size follows (11.160), and on which axes: one placed by
    /// constraints, when the mask makes the size flexible and both margins on that axis fixed.
    static func sizeParent(of view: UIView) -> (view: UIView, width: Bool, height: Bool)? {
        guard let parent = view.superview, !parent.translatesAutoresizingMaskIntoConstraints else { return nil }
        let mask = view.autoresizingMask
        let width = mask.contains(.flexibleWidth) && !mask.contains(.flexibleLeftMargin) && !mask.contains(.flexibleRightMargin)
        let height = mask.contains(.flexibleHeight) && !mask.contains(.flexibleTopMargin) && !mask.contains(.flexibleBottomMargin)
        return width || height ? (parent, width, height) : nil
    }

    /// A priority no app constraint can have (optional ones are 999 at most): a parentless view's frame hold (6.87,
    /// 6.94; UIHost's choice).
    static let parentlessFrameHold: Priority = 999.5

    /// Required for a view in a hierarchy and for a window; `parentlessFrameHold` for a view without a superview.
    static func frameHoldPriority(of view: UIView) -> Priority {
        view.superview == nil && !(view is UIWindow) ? parentlessFrameHold : .required
    }

    /// An inset guide's origin in its owner's coordinates: the insets of the moment, from the owner's bounds origin
    /// for a safe area (docs/uikit-rules.md 11.227; a scroll view's safe area follows its content offset) and from
    /// zero for the other guides, as before.
    static func guideOrigin(_ item: Item, vertical: Bool) -> Double {
        guard let guide = item.object as? UILayoutGuide else { return 0 }
        let insets = guide.insets
        let inset = vertical ? insets.top : insets.left
        guard guide.kind == .safeArea, let owner = guide.owningView else { return Double(inset) }
        return Double((vertical ? owner.bounds.minY : owner.bounds.minX) + inset)
    }
}
