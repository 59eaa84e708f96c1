import Foundation

/// A view a collection view reuses (docs/uikit-rules.md 16.3): the base of cells and of supplementary views (headers,
/// footers). The collection view gives it its attributes (`apply(_:)`) each time it places it, and calls
/// `prepareForReuse()` when it hands it out again from its reuse queue.
///
/// Subclasses made by class registration are made with `init(frame:)`, through the required
/// `init(forReuseWithIdentifier:)`, as UIKit makes them.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UICollectionReusableView: UIView {
    public internal(set) var reuseIdentifier: String?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The view `dequeueReusable…` makes for a registered class: `init(frame: .zero)`.
    public required convenience init(forReuseWithIdentifier identifier: String) {
        self.init(frame: .zero)
        reuseIdentifier = identifier
    }

    // MARK: Overridable hooks

    /// Called by the collection view before it hands this view out again. Reset content here.
    open func prepareForReuse() {}

    /// Receives the attributes the layout gave this view, after its frame is set.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// Called before the layout's attributes are applied; nothing to do here.
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// A self-sizing view's size (docs/uikit-rules.md 16.12, 11.200): the view's `systemLayoutSizeFitting` at the
    /// attributes' size, both dimensions at the fitting priority, when its content has constraints (or an override
    /// answers); otherwise the attributes as they are. Override to fix one dimension, as UIKit apps do.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes {
        layoutSubtreeIfNeeded()
        fittingFoundNoConstraints = false
        let fitted = systemLayoutSizeFitting(layoutAttributes.size, withHorizontalFittingPriority: .fittingSizeLevel,
                                             verticalFittingPriority: .fittingSizeLevel)
        guard !fittingFoundNoConstraints, fitted.width > 0, fitted.height > 0 else { return layoutAttributes }
        let preferred = layoutAttributes.copy()
        preferred.frame.size = fitted
        return preferred
    }

    /// docs/uikit-rules.md 11.200: a cell is measured by its content view's constraints (a reusable view by its
    /// own); a view whose content has none answers its current size, as `UIView`'s default does.
    open override func systemLayoutSizeFitting(_ targetSize: CGSize,
                                               withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                               verticalFittingPriority: UILayoutPriority) -> CGSize {
        let root = sizingRoot
        guard root.hasConstrainedSubviews else {
            fittingFoundNoConstraints = true
            return bounds.size
        }
        updateConstraintsIfNeeded()
        return root.engineFittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    /// Set when the default fitting found no constraints to measure, so the default preferred attributes keep the
    /// layout's size (an override that answers without calling super is taken as it answers).
    var fittingFoundNoConstraints = false

    /// The view whose constraints give the self-sized size: a cell's content view, else the view itself.
    var sizingRoot: UIView { self }

    /// Back to the state a fresh view has, before `prepareForReuse`.
    func resetForReuse() {
        alpha = 1
        isHidden = false
        if !transform.isIdentity { transform = .identity }
    }
}
