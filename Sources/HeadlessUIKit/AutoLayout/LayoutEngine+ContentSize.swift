import ConstraintSolver
import Foundation

/// How the engine holds a view that constraints place: hugging and compression resistance around its intrinsic
/// content size (docs/uikit-rules.md 11.40), and what it does when a required one conflicts (11.226).
extension LayoutEngine {
    /// Hugging and compression resistance around the intrinsic content size, on each axis that has one.
    func holdContentSize(_ item: Item, _ view: UIView) {
        let size = view.intrinsicContentSize
        let hasWidth = size.width >= 0, hasHeight = size.height >= 0
        // The four priorities from one read of the view's state (what `contentHuggingPriority(for:)` and
        // `contentCompressionResistancePriority(for:)` read, each reading it again: docs/uikit-rules.md 11.128).
        let state = view.autoLayout ?? AutoLayoutState(for: view)
        let (hugH, hugV) = state.hugging
        let (resistH, resistV) = state.compressionResistance
        item.hold = .contentSize(hugH, hugV, resistH, resistV, hasWidth: hasWidth, hasHeight: hasHeight)
        func priority(_ value: UILayoutPriority) -> Priority { Priority(Double(min(1000, max(1, value.rawValue)))) }
        // docs/uikit-rules.md 11.226: a required one that conflicts with required constraints is the one broken.
        func breakable(_ value: UILayoutPriority, _ attribute: String, _ size: @escaping () -> Double) -> (() -> String)? {
            guard value >= .required else { return nil }
            return { [unowned item] in Self.contentSizeDescription(of: item, attribute, size(), hugging: attribute == "width" ? hugH : hugV,
                                                                resistance: attribute == "width" ? resistH : resistV) }
        }
        if hasWidth {
            // An intrinsic size is an alignment rectangle's; the engine's width is the frame's (11.178).
            let width: () -> Double = { [unowned item, unowned self] in
                Double(max(0, self.contentSize(of: item).width) + item.alignmentInsets.left + item.alignmentInsets.right)
            }
            addOwn(item, ConstraintSolver.Expression(item.width), .lessThanOrEqual, priority: priority(hugH),
                   contentSize: breakable(hugH, "width", width), constant: width)
            // docs/uikit-rules.md 11.168: a view whose text wraps at the width it is given resists being narrower
            // than its one-line text at 999 at most, so required constraints narrow it and it wraps.
            let resist = Self.wrapsAtSolvedWidth(view) ? min(resistH, UILayoutPriority(999)) : resistH
            addOwn(item, ConstraintSolver.Expression(item.width), .greaterThanOrEqual, priority: priority(resist),
                   contentSize: breakable(resist, "width", width), constant: width)
        }
        if hasHeight {
            let height: () -> Double = { [unowned item, unowned self] in
                Double(max(0, self.contentSize(of: item).height) + item.alignmentInsets.top + item.alignmentInsets.bottom)
            }
            addOwn(item, ConstraintSolver.Expression(item.height), .lessThanOrEqual, priority: priority(hugV),
                   contentSize: breakable(hugV, "height", height), constant: height)
            addOwn(item, ConstraintSolver.Expression(item.height), .greaterThanOrEqual, priority: priority(resistV),
                   contentSize: breakable(resistV, "height", height), constant: height)
        }
    }

    /// The view's intrinsic content size, except for a label that wraps (`numberOfLines` other than 1, no
    /// `preferredMaxLayoutWidth`) or a text view that does not scroll: that one's text is laid out at the width the
    /// engine solved for it, as UIKit's labels take their layout width (docs/uikit-rules.md 11.102, 11.150).
    func contentSize(of item: Item) -> CGSize {
        guard let view = item.object as? UIView else { return .zero }
        if Self.wrapsAtSolvedWidth(view) {
            let width = solver.value(of: item.width) - Double(item.alignmentInsets.left + item.alignmentInsets.right)
            if width > 0 { return Self.contentSize(of: view, laidOutAt: CGFloat(width)) }
        }
        return view.intrinsicContentSize
    }

    /// UIKit's description of a content-size constraint, as its conflict reports print it (11.226).
    static func contentSizeDescription(of item: Item, _ attribute: String, _ size: Double, hugging: UILayoutPriority,
                                       resistance: UILayoutPriority) -> String {
        let name = item.object.map { "\(String(describing: type(of: $0))):\(NSLayoutConstraint.address($0))" } ?? "(gone)"
        return "<NSContentSizeLayoutConstraint \(name).\(attribute) == \(NSLayoutConstraint.number(CGFloat(size))) "
            + "Hug:\(Int(hugging.rawValue)) CompressionResistance:\(Int(resistance.rawValue))   (active)>"
    }
}
