import Foundation

/// Decides where a collection view's elements go (docs/uikit-rules.md 16.2). Subclasses override the subclassing
/// API as in UIKit: `prepare()` computes, `collectionViewContentSize` sizes the scrollable content, and
/// `layoutAttributesForElements(in:)` answers for a rect (the collection view asks for its visible bounds after
/// every scroll, so answer it quickly). The base class places nothing.
///
/// The collection view calls `prepare()` before it first asks for attributes and again after each
/// `invalidateLayout()`; a bounds change invalidates the layout when `shouldInvalidateLayout(forBoundsChange:)`
/// says so (the base class: never; the flow layout: when the size changes).
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UICollectionViewLayout {
    /// The collection view that uses this layout (set when the layout is installed).
    open internal(set) weak var collectionView: UICollectionView?

    /// True from `invalidateLayout()` until the collection view calls `prepare()` again.
    var needsPrepare = true

    public init() {}

    public required init?(coder: NSCoder) {}

    /// The class made for `layoutAttributesForItem` by subclasses that use custom attributes.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// The classes registered for decoration views, by kind (16.37).
    private(set) var decorationViewClasses: [String: UICollectionReusableView.Type] = [:]

    /// Registers the class the collection view makes decoration views of `elementKind` from (with
    /// `init(frame: .zero)`); nil unregisters. A class that is not a `UICollectionReusableView` is reported.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        guard let viewClass else {
            decorationViewClasses[elementKind] = nil
            return
        }
        guard let type = viewClass as? UICollectionReusableView.Type else {
            Runtime.current.report("register(\(viewClass), forDecorationViewOfKind: \"\(elementKind)\") ignored: \(viewClass) is not a UICollectionReusableView subclass")
            return
        }
        decorationViewClasses[elementKind] = type
        collectionView?.setNeedsLayout()
    }

    // MARK: The subclassing API

    /// Called before the collection view asks for attributes, once per invalidation: compute and cache here.
    open func prepare() {}

    /// The size of everything the layout places: the collection view's `contentSize`.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element whose frame meets `rect`: cells, supplementary and decoration views.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    open func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                   at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    open func layoutAttributesForDecorationView(ofKind elementKind: String,
                                                at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of an item the user moves interactively (16.39): its own, centred on the touch, above the
    /// other elements.
    open func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath,
                                                         withTargetPosition position: CGPoint) -> UICollectionViewLayoutAttributes? {
        guard let attributes = layoutAttributesForItem(at: indexPath)?.copy() else { return nil }
        attributes.center = position
        attributes.zIndex = Int(Int32.max)
        return attributes
    }

    /// Whether a change of the collection view's bounds (a scroll, a resize) makes the layout compute again.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Whether a self-sizing cell's preferred attributes (from `preferredLayoutAttributesFitting`) should make the
    /// layout compute again. The base class says no: a custom layout that wants self-sizing says yes and reads the
    /// size in `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`.
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        false
    }

    /// The context for a self-sizing element the layout agreed to recompute for (the built-in layouts record the
    /// size before this is asked).
    open func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                  withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutInvalidationContext {
        let context = Self.invalidationContextClass.init()
        context.invalidateItems(at: [originalAttributes.indexPath])
        context.contentSizeAdjustment = CGSize(width: preferredAttributes.size.width - originalAttributes.size.width,
                                               height: preferredAttributes.size.height - originalAttributes.size.height)
        return context
    }

    /// The context for a bounds change that `shouldInvalidateLayout(forBoundsChange:)` accepted.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = Self.invalidationContextClass.init()
        context.invalidatedForBoundsChange = true
        return context
    }

    open class var invalidationContextClass: UICollectionViewLayoutInvalidationContext.Type {
        UICollectionViewLayoutInvalidationContext.self
    }

    /// Makes the collection view call `prepare()` again before its next layout.
    open func invalidateLayout() {
        needsPrepare = true
        collectionView?.layoutDidInvalidate()
    }

    /// Invalidates the whole layout: this runtime always prepares the whole layout again, whatever the context says.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        invalidateLayout()
    }

    /// A built-in layout's hook: remember a self-sized element's preferred size (16.12).
    func recordPreferredAttributes(_ preferred: UICollectionViewLayoutAttributes,
                                   original: UICollectionViewLayoutAttributes) {}

    /// Where scrolling stops; the default keeps the proposed offset.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Called before an animated batch update is applied, with its changes (docs/uikit-rules.md 16.43).
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}
    /// Called after an animated batch update's animations were set up.
    open func finalizeCollectionViewUpdates() {}

    /// Where an inserted item's cell starts its animation to its place (docs/uikit-rules.md 16.43); nil (the
    /// default): it shows at its place at once.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where a deleted item's cell animates to before it leaves (docs/uikit-rules.md 16.43); nil (the default): it
    /// leaves at once.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// Whether the collection view offers this element's preferred attributes (self-sizing, docs/uikit-rules.md
    /// 16.12). A custom layout is offered every element, as UIKit does; the built-in layouts only their estimated
    /// ones.
    func wantsPreferredAttributes(for attributes: UICollectionViewLayoutAttributes) -> Bool { true }

    /// The collection view read its data again (a reload or a batch update): forget what depends on items, such as
    /// measured sizes.
    func dataDidChange() {}

    /// The sections that scroll across the layout's direction in scroll views of their own, by section (16.33): only
    /// the compositional layout has them.
    var orthogonalBands: [Int: OrthogonalBand] { [:] }

    /// The elements about to show on this layout pass, before their views get them: the compositional layout hands
    /// each section's to its `visibleItemsInvalidationHandler` (16.36).
    func visibleElementsWillShow(_ elements: [UICollectionViewLayoutAttributes], contentOffset: CGPoint,
                                 orthogonalOffsets: [Int: CGPoint]) {}

    /// Prepares if invalidated; the collection view calls it before reading attributes.
    func prepareIfNeeded() {
        guard needsPrepare else { return }
        needsPrepare = false
        prepare()
    }
}

/// One change of a batch update, as `prepare(forCollectionViewUpdates:)` receives it.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UICollectionViewUpdateItem {
    public enum Action: Int, Sendable { case insert, delete, reload, move, none }
    public let indexPathBeforeUpdate: IndexPath?
    public let indexPathAfterUpdate: IndexPath?
    public let updateAction: Action

    init(before: IndexPath?, after: IndexPath?, action: Action) {
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        updateAction = action
    }
}

/// What an invalidation concerns (docs/uikit-rules.md 16.2). Layouts here prepare everything again on any
/// invalidation; the context is kept for subclasses that read it.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UICollectionViewLayoutInvalidationContext {
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?
    open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    open var contentOffsetAdjustment: CGPoint = .zero
    open var contentSizeAdjustment: CGSize = .zero
    open internal(set) var invalidateEverything = false
    open internal(set) var invalidateDataSourceCounts = false
    var invalidatedForBoundsChange = false

    public required init() {}

    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var all = invalidatedSupplementaryIndexPaths ?? [:]
        all[elementKind, default: []] += indexPaths
        invalidatedSupplementaryIndexPaths = all
    }
}

/// The flow layout's context: which of its metrics to read again (they are all read again here).
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    open var invalidateFlowLayoutDelegateMetrics = true
    open var invalidateFlowLayoutAttributes = true
}
