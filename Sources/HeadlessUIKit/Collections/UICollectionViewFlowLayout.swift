import Foundation

/// Items in lines (docs/uikit-rules.md 16.13-16.19): left to right in lines stacked top to bottom (vertical
/// scrolling), or top to bottom in columns stacked left to right (horizontal). Each line takes as many items as fit
/// between the section insets with at least `minimumInteritemSpacing` between them; a line of two or more items
/// spreads its leftover room evenly between them, a line of one item starts at the inset, and items are centred
/// across the line's thickness. Lines are `minimumLineSpacing` apart. Each section: its header (full width,
/// `headerReferenceSize.height` tall; in horizontal scrolling full height and `.width` wide), its insets and lines,
/// its footer. The delegate (`UICollectionViewDelegateFlowLayout`) can answer per item and per section.
///
/// With `estimatedItemSize` set, items start at the estimate and take the size their cell prefers
/// (`preferredLayoutAttributesFitting`) when shown, once per item until the data is reloaded (16.18).
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    public enum ScrollDirection: Int, Sendable { case vertical, horizontal }
    public enum SectionInsetReference: Int, Sendable { case fromContentInset, fromSafeArea, fromLayoutMargins }

    /// "Size each item to fit its cell": as `estimatedItemSize`, makes every item self-sizing from `itemSize` as
    /// its estimate.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    open var scrollDirection: ScrollDirection = .vertical { didSet { invalidateLayout() } }
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    open var estimatedItemSize: CGSize = .zero {
        didSet {
            measuredSizes.removeAll()
            invalidateLayout()
        }
    }
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    open var sectionInsetReference: SectionInsetReference = .fromContentInset { didSet { invalidateLayout() } }
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// Headers stay at the top (left) edge of the visible area while their section shows.
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }

    var geometry = FlowLayoutGeometry(sections: [], crossLength: 0)
    /// Self-sized items' sizes, until the data is reloaded or the estimate changes.
    var measuredSizes: [IndexPath: CGSize] = [:]
    var measuredHeaders: [IndexPath: CGSize] = [:]
    private var contentCross: CGFloat = 0
    /// The collection view's bounds size when the layout last computed.
    private var preparedSize: CGSize?
    private var reportedOversize = false

    public override init() { super.init() }

    open override class var invalidationContextClass: UICollectionViewLayoutInvalidationContext.Type {
        UICollectionViewFlowLayoutInvalidationContext.self
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    private var isVertical: Bool { scrollDirection == .vertical }
    private var isSelfSizing: Bool { estimatedItemSize != .zero }

    // MARK: Computing

    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            geometry = FlowLayoutGeometry(sections: [], crossLength: 0)
            return
        }
        let counts = collectionView.itemCounts
        let delegate = collectionView.collectionDelegate as? UICollectionViewDelegateFlowLayout
        let inset = collectionView.adjustedContentInset
        let bounds = collectionView.bounds
        preparedSize = bounds.size
        contentCross = max(0, isVertical ? bounds.width - inset.left - inset.right : bounds.height - inset.top - inset.bottom)
        let estimate = estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize
        var inputs: [FlowLayoutGeometry.SectionInput] = []
        inputs.reserveCapacity(counts.count)
        for (section, count) in counts.enumerated() {
            let insets = delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
            let lineSpacing = delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing
            let interitem = delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing
            let header = delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize
            let footer = delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section) ?? footerReferenceSize
            var sizes: [(cross: CGFloat, main: CGFloat)] = []
            sizes.reserveCapacity(count)
            for item in 0..<count {
                let size: CGSize
                if isSelfSizing {
                    size = measuredSizes[IndexPath(item: item, section: section)] ?? estimate
                } else if let delegate {
                    size = delegate.collectionView(collectionView, layout: self, sizeForItemAt: IndexPath(item: item, section: section))
                } else {
                    size = itemSize
                }
                sizes.append(isVertical ? (cross: max(0, size.width), main: max(0, size.height))
                                        : (cross: max(0, size.height), main: max(0, size.width)))
            }
            inputs.append(FlowLayoutGeometry.SectionInput(
                itemSizes: sizes,
                insetMainStart: isVertical ? insets.top : insets.left, insetMainEnd: isVertical ? insets.bottom : insets.right,
                insetCrossStart: isVertical ? insets.left : insets.top, insetCrossEnd: isVertical ? insets.right : insets.bottom,
                lineSpacing: lineSpacing, interitemSpacing: interitem,
                headerMain: max(0, isVertical ? header.height : header.width),
                footerMain: max(0, isVertical ? footer.height : footer.width)))
        }
        let extra = referenceExtra(collectionView)
        geometry = FlowLayoutGeometry(sections: inputs, crossLength: contentCross, crossStartExtra: extra.start, crossEndExtra: extra.end)
        if let first = geometry.oversizedItems.first, !reportedOversize {
            reportedOversize = true
            Runtime.current.report("UICollectionViewFlowLayout: item [\(first.section), \(first.item)] (and \(geometry.oversizedItems.count - 1) other(s)) is larger across the scrolling direction than the collection view minus the section insets; UIKit's behaviour is undefined for it. It gets a line of its own here")
        }
    }

    /// The room the section inset reference adds to the section insets across the scrolling axis (16.19).
    private func referenceExtra(_ collectionView: UICollectionView) -> (start: CGFloat, end: CGFloat) {
        let inset = collectionView.adjustedContentInset
        let reference: UIEdgeInsets
        switch sectionInsetReference {
        case .fromContentInset: return (0, 0)
        case .fromSafeArea: reference = collectionView.safeAreaInsets
        case .fromLayoutMargins: reference = collectionView.layoutMargins
        }
        return isVertical
            ? (max(0, reference.left - inset.left), max(0, reference.right - inset.right))
            : (max(0, reference.top - inset.top), max(0, reference.bottom - inset.bottom))
    }

    open override var collectionViewContentSize: CGSize {
        isVertical ? CGSize(width: contentCross, height: geometry.mainLength)
                   : CGSize(width: geometry.mainLength, height: contentCross)
    }

    // MARK: Answering

    private func rect(cross: CGFloat, main: CGFloat, crossLength: CGFloat, mainLength: CGFloat) -> CGRect {
        isVertical ? CGRect(x: cross, y: main, width: crossLength, height: mainLength)
                   : CGRect(x: main, y: cross, width: mainLength, height: crossLength)
    }

    private func itemAttributes(_ section: Int, _ item: Int) -> UICollectionViewLayoutAttributes {
        let placed = geometry.sections[section].items[item]
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
        attributes.frame = rect(cross: placed.cross, main: placed.main, crossLength: placed.crossLength, mainLength: placed.mainLength)
        return attributes
    }

    private func headerAttributes(_ section: Int, visible: CGRect?) -> UICollectionViewLayoutAttributes? {
        let placed = geometry.sections[section]
        guard placed.headerMain > 0 else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                                          with: IndexPath(item: 0, section: section))
        var main = placed.headerMainStart
        if sectionHeadersPinToVisibleBounds, let visible, let collectionView {
            let inset = collectionView.adjustedContentInset
            let edge = isVertical ? visible.minY + inset.top : visible.minX + inset.left
            main = min(max(main, edge), placed.footerMainStart - placed.headerMain)
            main = max(main, placed.headerMainStart)
            attributes.zIndex = 1024
        }
        attributes.frame = rect(cross: 0, main: main, crossLength: contentCross, mainLength: placed.headerMain)
        return attributes
    }

    private func footerAttributes(_ section: Int) -> UICollectionViewLayoutAttributes? {
        let placed = geometry.sections[section]
        guard placed.footerMain > 0 else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                                                          with: IndexPath(item: 0, section: section))
        attributes.frame = rect(cross: 0, main: placed.footerMainStart, crossLength: contentCross, mainLength: placed.footerMain)
        return attributes
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let mainMin = isVertical ? rect.minY : rect.minX
        let mainMax = isVertical ? rect.maxY : rect.maxX
        var result: [UICollectionViewLayoutAttributes] = []
        geometry.items(from: mainMin, to: mainMax) { section, item in
            let attributes = itemAttributes(section, item)
            if attributes.frame.intersects(rect) { result.append(attributes) }
        }
        for section in geometry.sections(from: mainMin, to: mainMax) {
            if let header = headerAttributes(section, visible: rect), header.frame.intersects(rect) { result.append(header) }
            if let footer = footerAttributes(section), footer.frame.intersects(rect) { result.append(footer) }
        }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, geometry.sections.indices.contains(indexPath.section),
              geometry.sections[indexPath.section].items.indices.contains(indexPath.item) else { return nil }
        return itemAttributes(indexPath.section, indexPath.item)
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count >= 1, geometry.sections.indices.contains(indexPath.section) else { return nil }
        switch elementKind {
        case UICollectionView.elementKindSectionHeader:
            return headerAttributes(indexPath.section, visible: collectionView?.bounds)
        case UICollectionView.elementKindSectionFooter:
            return footerAttributes(indexPath.section)
        default:
            return nil
        }
    }

    /// A resize across the scrolling axis changes the lines; a scroll changes nothing (headers pinned to the
    /// visible bounds are placed when asked, without computing again).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != preparedSize
    }

    // MARK: Self-sizing

    override func wantsPreferredAttributes(for attributes: UICollectionViewLayoutAttributes) -> Bool {
        isSelfSizing && attributes.representedElementCategory == .cell && measuredSizes[attributes.indexPath] == nil
    }

    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        isSelfSizing && originalAttributes.representedElementCategory == .cell
            && measuredSizes[originalAttributes.indexPath] != preferredAttributes.size
    }

    override func recordPreferredAttributes(_ preferred: UICollectionViewLayoutAttributes,
                                            original: UICollectionViewLayoutAttributes) {
        measuredSizes[original.indexPath] = preferred.size
    }

    override func dataDidChange() {
        measuredSizes.removeAll()
        reportedOversize = false
    }
}
