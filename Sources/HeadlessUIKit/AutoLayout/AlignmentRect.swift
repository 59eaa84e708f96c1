import Foundation

/// The arithmetic of alignment rectangles (docs/uikit-rules.md 11.176-11.178).
///
/// Auto Layout places and sizes a view's alignment rectangle, not its frame. The engine keeps each item's frame as
/// its unknowns and reads an attribute of a view with alignment insets as the frame's attribute plus a constant
/// (`offset(of:...)`): the left edge is `x + left`, the width `width - left - right`, the centre
/// `x + width/2 + (left - right)/2`. A view without insets (nearly every view) adds nothing.
enum AlignmentRect {
    /// `rect` less `insets`, edge by edge, as `UIEdgeInsetsInsetRect` computes it: the size may come out negative
    /// and is not standardized.
    static func inset(_ rect: CGRect, by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: rect.origin.x + insets.left, y: rect.origin.y + insets.top,
               width: rect.size.width - insets.left - insets.right,
               height: rect.size.height - insets.top - insets.bottom)
    }

    /// The view's alignment insets as Auto Layout uses them: read through `alignmentRect(forFrame:)`, so that a
    /// view overriding that method rather than `alignmentRectInsets` is honoured. It is asked about the view's
    /// current size, or 1000 x 1000 while the view is smaller than that on either side and has no size yet (a
    /// zero rectangle inset by `insetBy(dx:dy:)` is the null rectangle); an answer that is not a finite rectangle
    /// counts as no insets.
    @MainActor static func insets(of view: UIView) -> UIEdgeInsets {
        // A plain view (most views constraints place) has none, known without a call (docs/uikit-rules.md 11.128).
        if type(of: view) == UIView.self { return .zero }
        var size = view._bounds.size
        if size.width <= 0 || size.height <= 0 { size = CGSize(width: max(size.width, 1000), height: max(size.height, 1000)) }
        let frame = CGRect(origin: .zero, size: size)
        let alignment = view.alignmentRect(forFrame: frame)
        if alignment == frame { return .zero }
        guard !alignment.isNull, alignment.origin.x.isFinite, alignment.origin.y.isFinite,
              alignment.size.width.isFinite, alignment.size.height.isFinite else { return .zero }
        return UIEdgeInsets(top: alignment.origin.y - frame.origin.y, left: alignment.origin.x - frame.origin.x,
                            bottom: frame.origin.y + frame.size.height - (alignment.origin.y + alignment.size.height),
                            right: frame.origin.x + frame.size.width - (alignment.origin.x + alignment.size.width))
    }

    /// What to add to the frame's attribute to get the alignment rectangle's (docs/uikit-rules.md 11.177).
    /// Right to left, leading and trailing are the negated right and left edges (11.24). A baseline is where the
    /// text is, whatever the insets; a view without text has its baselines at its alignment rectangle's bottom.
    static func offset(of attribute: NSLayoutConstraint.Attribute, insets: UIEdgeInsets, rightToLeft: Bool,
                       hasText: Bool) -> Double {
        let value: CGFloat
        switch attribute {
        case .leading where rightToLeft: value = insets.right
        case .trailing where rightToLeft: value = -insets.left
        case .left, .leading: value = insets.left
        case .right, .trailing: value = -insets.right
        case .centerX, .centerXWithinMargins: value = (insets.left - insets.right) / 2
        case .width: value = -(insets.left + insets.right)
        case .top: value = insets.top
        case .bottom: value = -insets.bottom
        case .centerY, .centerYWithinMargins: value = (insets.top - insets.bottom) / 2
        case .height: value = -(insets.top + insets.bottom)
        case .firstBaseline, .lastBaseline: value = hasText ? 0 : -insets.bottom
        default: value = 0
        }
        return Double(value)
    }
}
