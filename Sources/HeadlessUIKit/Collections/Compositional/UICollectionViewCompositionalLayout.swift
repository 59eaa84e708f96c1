import Foundation

/// Sections made of groups of items (docs/uikit-rules.md 16.27-16.29). Each section's group is laid out once in its
/// container and repeated along the scrolling direction until the section's items are placed (the last group may be
/// partly filled); sections follow each other `interSectionSpacing` apart. Sizes are fractions of their container
/// (the collection view's content area for a group; the group for its items), absolute, or estimated (self-sizing
/// along the scrolling direction, 16.28).
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    public typealias SectionProvider = (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    private let sectionProvider: SectionProvider
    open var configuration: UICollectionViewCompositionalLayoutConfiguration { didSet { invalidateLayout() } }

    var geometry = CompositionalGeometry()
    /// Self-sized items' sizes, until the data changes.
    var measuredSizes: [IndexPath: CGSize] = [:]
    private var preparedSize: CGSize?
    /// Index paths whose items have an estimated dimension along the scrolling direction.
    private var estimatedSections: Set<Int> = []
    /// The orthogonal sections' bands (16.33), and the sections with visible-items handlers (16.36), as prepared.
    private var bands: [Int: OrthogonalBand] = [:]
    private var handlers: [Int: NSCollectionLayoutSectionVisibleItemsInvalidationHandler] = [:]
    private var environment: CompositionalEnvironment?

    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        sectionProvider = { _, _ in section }
        self.configuration = configuration
        super.init()
    }

    public convenience init(sectionProvider: @escaping SectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    public init(sectionProvider: @escaping SectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    public required init?(coder: NSCoder) {
        sectionProvider = { _, _ in nil }
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init(coder: coder)
    }

    private var isVertical: Bool { configuration.scrollDirection == .vertical }

    open override func prepare() {
        super.prepare()
        bands = [:]
        handlers = [:]
        guard let collectionView else {
            geometry = CompositionalGeometry()
            return
        }
        let bounds = collectionView.bounds, inset = collectionView.adjustedContentInset
        preparedSize = bounds.size
        let content = CGSize(width: max(0, bounds.width - inset.left - inset.right),
                             height: max(0, bounds.height - inset.top - inset.bottom))
        let environment = CompositionalEnvironment(container: CompositionalContainer(contentSize: content),
                                                   traitCollection: collectionView.traitCollection)
        var sections: [NSCollectionLayoutSection?] = []
        for index in collectionView.itemCounts.indices {
            let section = sectionProvider(index, environment)
            if section == nil {
                Runtime.current.report("UICollectionViewCompositionalLayout: the section provider returned nil for section \(index) (UIKit raises); the section is left empty")
            }
            sections.append(section)
        }
        estimatedSections = []
        for (index, section) in sections.enumerated() {
            guard let section else { continue }
            if Self.hasEstimatedLeaf(section.group, vertical: isVertical) { estimatedSections.insert(index) }
        }
        let references = sections.map { section in
            Self.referenceInsets(section?.contentInsetsReference ?? .automatic, configuration: configuration,
                                 in: collectionView, vertical: isVertical)
        }
        geometry = CompositionalGeometry(sections: sections, counts: collectionView.itemCounts, content: content,
                                         vertical: isVertical, interSectionSpacing: configuration.interSectionSpacing,
                                         measured: measuredSizes, references: references)
        self.environment = environment
        for (index, section) in geometry.sections.enumerated() {
            if let band = section.orthogonal { bands[index] = band }
            if let handler = sections[index]?.visibleItemsInvalidationHandler { handlers[index] = handler }
        }
    }

    override var orthogonalBands: [Int: OrthogonalBand] { bands }

    /// How far a section's content insets start from the content area's sides across the scrolling direction
    /// (docs/uikit-rules.md 16.46): the section's reference, else the configuration's; the collection view's safe
    /// area, layout margins or readable content guide, less what its adjusted content inset already keeps clear on
    /// that side; nothing for `.none` and `.automatic`.
    static func referenceInsets(_ sectionReference: UIContentInsetsReference,
                                configuration: UICollectionViewCompositionalLayoutConfiguration,
                                in collectionView: UICollectionView, vertical: Bool) -> NSDirectionalEdgeInsets {
        let reference = sectionReference == .automatic ? configuration.contentInsetsReference : sectionReference
        let edges: UIEdgeInsets
        switch reference {
        case .automatic, .none: edges = .zero
        case .safeArea: edges = collectionView.safeAreaInsets
        case .layoutMargins: edges = collectionView.layoutMargins
        case .readableContent:
            edges = UILayoutGuide.narrowedToReadableWidth(collectionView.layoutMargins, width: collectionView.bounds.width)
        }
        let inset = collectionView.adjustedContentInset
        return vertical
            ? NSDirectionalEdgeInsets(top: 0, leading: max(0, edges.left - inset.left), bottom: 0,
                                      trailing: max(0, edges.right - inset.right))
            : NSDirectionalEdgeInsets(top: max(0, edges.top - inset.top), leading: 0,
                                      bottom: max(0, edges.bottom - inset.bottom), trailing: 0)
    }

    /// Hands each section with a `visibleItemsInvalidationHandler` its visible elements, in index path order (cells,
    /// then supplementary and decoration views), with the section's scroll offset (16.36).
    override func visibleElementsWillShow(_ elements: [UICollectionViewLayoutAttributes], contentOffset: CGPoint,
                                          orthogonalOffsets: [Int: CGPoint]) {
        guard !handlers.isEmpty, let environment else { return }
        var bySection: [Int: [UICollectionViewLayoutAttributes]] = [:]
        for element in elements where handlers[element.indexPath.section] != nil {
            bySection[element.indexPath.section, default: []].append(element)
        }
        for section in handlers.keys.sorted() {
            guard let items = bySection[section], let handler = handlers[section] else { continue }
            let ordered = items.sorted { $0.elementKey < $1.elementKey }
            handler(ordered, orthogonalOffsets[section] ?? contentOffset, environment)
        }
    }

    private static func hasEstimatedLeaf(_ item: NSCollectionLayoutItem, vertical: Bool) -> Bool {
        if let group = item as? NSCollectionLayoutGroup {
            return group.subitems.contains { hasEstimatedLeaf($0, vertical: vertical) }
        }
        return (vertical ? item.layoutSize.heightDimension : item.layoutSize.widthDimension).isEstimated
    }

    open override var collectionViewContentSize: CGSize {
        guard let collectionView else { return .zero }
        let inset = collectionView.adjustedContentInset, bounds = collectionView.bounds
        return isVertical
            ? CGSize(width: max(0, bounds.width - inset.left - inset.right), height: geometry.mainLength)
            : CGSize(width: geometry.mainLength, height: max(0, bounds.height - inset.top - inset.bottom))
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result: [UICollectionViewLayoutAttributes] = []
        geometry.items(meeting: rect, vertical: isVertical) { section, item in
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
            attributes.frame = geometry.sections[section].items[item]
            if attributes.frame.intersects(rect) { result.append(attributes) }
        }
        for (sectionIndex, section) in geometry.sections.enumerated() {
            for supplementary in section.supplementaries {
                let attributes = supplementaryAttributes(sectionIndex, supplementary, visible: rect)
                if attributes.frame.intersects(rect) { result.append(attributes) }
            }
            for (index, decoration) in section.decorations.enumerated() where decoration.frame.intersects(rect) {
                result.append(decorationAttributes(sectionIndex, index, decoration))
            }
        }
        return result
    }

    private func decorationAttributes(_ section: Int, _ index: Int,
                                      _ decoration: CompositionalGeometry.Decoration) -> UICollectionViewLayoutAttributes {
        let sameKindBefore = geometry.sections[section].decorations[..<index].filter { $0.kind == decoration.kind }.count
        let attributes = UICollectionViewLayoutAttributes(forDecorationViewOfKind: decoration.kind,
                                                          with: IndexPath(item: sameKindBefore, section: section))
        attributes.frame = decoration.frame
        attributes.zIndex = decoration.zIndex
        return attributes
    }

    /// A section's decoration of `elementKind`: `[section, n]` for the n-th of that kind (16.37).
    open override func layoutAttributesForDecorationView(ofKind elementKind: String,
                                                         at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, geometry.sections.indices.contains(indexPath.section) else { return nil }
        let decorations = geometry.sections[indexPath.section].decorations
        var seen = 0
        for (index, decoration) in decorations.enumerated() where decoration.kind == elementKind {
            if seen == indexPath.item { return decorationAttributes(indexPath.section, index, decoration) }
            seen += 1
        }
        return nil
    }

    private func supplementaryAttributes(_ section: Int, _ supplementary: CompositionalGeometry.Supplementary,
                                         visible: CGRect?) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: supplementary.kind,
                                                          with: IndexPath(item: supplementary.index, section: section))
        var frame = supplementary.frame
        if supplementary.pinned, let visible, let collectionView {
            let bounds = geometry.sections[section]
            let inset = collectionView.adjustedContentInset
            if isVertical {
                frame.origin.y = max(frame.minY, min(visible.minY + inset.top, bounds.mainEnd - frame.height))
            } else {
                frame.origin.x = max(frame.minX, min(visible.minX + inset.left, bounds.mainEnd - frame.width))
            }
            attributes.zIndex = 1024
        }
        attributes.frame = frame
        return attributes
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, geometry.sections.indices.contains(indexPath.section),
              geometry.sections[indexPath.section].items.indices.contains(indexPath.item) else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = geometry.sections[indexPath.section].items[indexPath.item]
        return attributes
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, geometry.sections.indices.contains(indexPath.section),
              let supplementary = geometry.sections[indexPath.section].supplementaries.first(where: {
                  $0.kind == elementKind && $0.index == indexPath.item
              }) else { return nil }
        return supplementaryAttributes(indexPath.section, supplementary, visible: collectionView?.bounds)
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != preparedSize
    }

    override func wantsPreferredAttributes(for attributes: UICollectionViewLayoutAttributes) -> Bool {
        attributes.representedElementCategory == .cell && estimatedSections.contains(attributes.indexPath.section)
            && measuredSizes[attributes.indexPath] == nil
    }

    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        originalAttributes.representedElementCategory == .cell && estimatedSections.contains(originalAttributes.indexPath.section)
    }

    override func recordPreferredAttributes(_ preferred: UICollectionViewLayoutAttributes,
                                            original: UICollectionViewLayoutAttributes) {
        measuredSizes[original.indexPath] = preferred.size
    }

    override func dataDidChange() {
        measuredSizes.removeAll()
    }
}

/// The whole layout's settings.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UICollectionViewCompositionalLayoutConfiguration {
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    open var interSectionSpacing: CGFloat = 0
    /// What sections' content insets are counted from, across the scrolling direction (16.46); `.automatic`, the
    /// default, counts them from the content area's edges.
    open var contentInsetsReference: UIContentInsetsReference = .automatic
    /// Stored for UIKit code: layout-wide boundary items are not placed.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    public init() {}
}

extension UICollectionView {
    /// The scrolling direction of a compositional layout (the flow layout has its own, with the same cases).
    public typealias ScrollDirection = UICollectionViewFlowLayout.ScrollDirection
}
