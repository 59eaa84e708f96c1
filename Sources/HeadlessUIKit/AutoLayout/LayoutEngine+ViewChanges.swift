import Foundation

/// What the engine is told when a view changes (its layout direction, whether it translates its frame, its intrinsic
/// size, its content priorities, its frame), and which views it reads content from: the entry points UIView's
/// setters call (docs/uikit-rules.md 11.38-11.48). Changes to the solver itself go through `LayoutEngine.swift`.
extension LayoutEngine {
    /// A layout direction changed: every constraint is made again, so leading and trailing take their new sides.
    func directionChanged() {
        forgetBatchDirection()
        let constraints = records.map(\.constraint)
        for constraint in constraints {
            remove(constraint)
            add(constraint)
        }
    }

    func translationChanged(_ view: UIView) {
        if let item = existingItem(for: view) { rebuild(item, view) }
        if !view.translatesAutoresizingMaskIntoConstraints { noteConstrained(view) }
    }

    /// A view constraints place: its superview applies the engine's frames in its layout.
    func noteConstrained(_ view: UIView) {
        guard let parent = view.superview else { return }
        parent.hasConstrainedSubviews = true
        parent.isInLayoutEngine = true
        // Siblings constrained one after another name their superview once (11.128).
        if let last = newlyConstrainedParents.last, last.refers(to: parent) { return }
        newlyConstrainedParents.append(LayoutItemReference(parent))
    }

    /// UIKit's views whose content (text, image, segments...) changes their intrinsic size without an
    /// `invalidateIntrinsicContentSize()` from app code: read at every pass. Other views invalidate (11.39).
    static func hasChangingContent(_ view: UIView) -> Bool {
        // A plain view (most views a screen's constraints place) without the casts (docs/uikit-rules.md 11.128).
        if type(of: view) == UIView.self { return false }
        return view is UILabel || view is UIButton || view is UITextField || view is UIImageView || view is UISegmentedControl
            || view is UIPageControl || view is UIActivityIndicatorView || view is UITextView || view is UIDatePicker
    }

    /// Views whose height follows the width the engine solves for them: a label that wraps (`numberOfLines` other
    /// than 1, no `preferredMaxLayoutWidth`, docs/uikit-rules.md 11.102) and a text view that does not scroll (11.150).
    static func wrapsAtSolvedWidth(_ view: UIView) -> Bool {
        if let label = view as? UILabel { return label.numberOfLines != 1 && label.preferredMaxLayoutWidth == 0 }
        if let textView = view as? UITextView { return !textView.isScrollEnabled }
        // docs/uikit-rules.md 11.224: an inline calendar's height follows its width.
        if let picker = view as? UIDatePicker { return picker.heightFollowsWidth }
        return false
    }

    /// The content size of a view that `wrapsAtSolvedWidth`, its text (or an inline calendar) laid out `width` wide.
    static func contentSize(of view: UIView, laidOutAt width: CGFloat) -> CGSize {
        if let textView = view as? UITextView { return textView.contentSize(laidOutAt: width) }
        // 11.224: an inline calendar keeps its own width and is as tall as the solved width makes it.
        if let picker = view as? UIDatePicker {
            return CGSize(width: picker.intrinsicContentSize.width, height: picker.inlineSize(width: width).height)
        }
        return view.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
    }

    /// A view joined a hierarchy or left one: a translating view's frame hold changes strength (6.87) at the next
    /// pass.
    func superviewChanged(_ view: UIView) {
        guard view.translatesAutoresizingMaskIntoConstraints, existingItem(for: view) != nil else { return }
        dirtyItems.append(view.instanceNumber)
        Runtime.current.layoutRequested = true
    }

    func intrinsicSizeChanged(_ view: UIView) {
        if existingItem(for: view) != nil { dirtyItems.append(view.instanceNumber) }
    }

    func needsConstraintUpdate(_ view: UIView) {
        needingConstraintUpdate.append(LayoutItemReference(view))
    }

    func contentPrioritiesChanged(_ view: UIView) {
        if let item = existingItem(for: view), !view.translatesAutoresizingMaskIntoConstraints { rebuild(item, view) }
    }

    /// A view that translates its frame moved or resized: the constraints that hold it follow at the next pass,
    /// which this asks for (a move alone marks nothing for layout).
    func frameChanged(_ view: UIView) {
        guard view.translatesAutoresizingMaskIntoConstraints else { return }
        changedFrames.append(view)
        Runtime.current.layoutRequested = true
    }

    static func textFont(of view: UIView) -> UIFont? {
        if let label = view as? UILabel { return label.font }
        if let button = view as? UIButton { return button.titleLabel?.font }
        if let field = view as? UITextField { return field.font }
        return nil
    }
}
