import Foundation

/// One dimension of a compositional layout element (docs/uikit-rules.md 16.27): a fraction of the container's width
/// or height, an absolute length, or an estimate the element's view may change by self-sizing.
@MainActor
public final class NSCollectionLayoutDimension: @MainActor CustomStringConvertible {
    enum Kind: Equatable { case fractionalWidth, fractionalHeight, absolute, estimated }
    let kind: Kind
    public let dimension: CGFloat

    init(kind: Kind, dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }

    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .fractionalWidth, dimension: fractionalWidth)
    }
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .fractionalHeight, dimension: fractionalHeight)
    }
    public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .absolute, dimension: absoluteDimension)
    }
    public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .estimated, dimension: estimatedDimension)
    }

    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    public var isEstimated: Bool { kind == .estimated }

    /// The length in a container of `container` size.
    func resolve(in container: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: container.width * dimension
        case .fractionalHeight: container.height * dimension
        case .absolute, .estimated: dimension
        }
    }

    public var description: String { "\(kind)(\(dimension))" }
}

/// A width and a height (docs/uikit-rules.md 16.27).
@MainActor
public final class NSCollectionLayoutSize {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension

    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
    }

    func resolve(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolve(in: container), height: heightDimension.resolve(in: container))
    }
}

/// Space between the items of a group: exactly this (`fixed`), or at least this with the leftover room shared
/// between them (`flexible`).
@MainActor
public final class NSCollectionLayoutSpacing {
    public let spacing: CGFloat
    public let isFlexibleSpacing: Bool
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    private init(spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        isFlexibleSpacing = flexible
    }

    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing { .init(spacing: fixedSpacing, flexible: false) }
    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing { .init(spacing: flexibleSpacing, flexible: true) }
}

/// Where a boundary supplementary item sits on its section.
public enum NSRectAlignment: Int, Sendable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// How a section scrolls across the layout's direction (docs/uikit-rules.md 16.29).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// An item of a group: a size and insets; the leaves of a compositional layout are cells.
@MainActor
open class NSCollectionLayoutItem {
    public let layoutSize: NSCollectionLayoutSize
    /// Insets of the item's cell inside the room its size gives it.
    open var contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]

    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem] = []) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }
}

/// A supplementary view attached to an item (stored; only boundary items of sections are placed here).
@MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    public let elementKind: String
    open var zIndex = 0

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: layoutSize)
    }
}

/// A header or footer of a section (or of the whole layout), aligned to one of its edges.
@MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    public let alignment: NSRectAlignment
    public let offset: CGPoint
    open var pinToVisibleBounds = false
    open var extendsBoundary = true

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
                absoluteOffset: CGPoint = .zero) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind)
    }
}

/// Items side by side (`horizontal`), stacked (`vertical`) (docs/uikit-rules.md 16.28).
@MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Axis { case horizontal, vertical }
    let axis: Axis
    public let subitems: [NSCollectionLayoutItem]
    /// `subitem:count:`: exactly this many copies, sharing the group's length equally.
    let repeatCount: Int?
    open var interItemSpacing: NSCollectionLayoutSpacing?

    init(axis: Axis, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], count: Int?) {
        self.axis = axis
        self.subitems = subitems
        repeatCount = count
        super.init(layoutSize: layoutSize)
    }

    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: subitems, count: nil)
    }

    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: max(1, count))
    }

    public static func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                                  count: Int) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, subitem: subitem, count: count)
    }

    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: subitems, count: nil)
    }

    public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: max(1, count))
    }

    public static func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                                count: Int) -> NSCollectionLayoutGroup {
        vertical(layoutSize: layoutSize, subitem: subitem, count: count)
    }
}

/// A section of a compositional layout: its group repeated until the section's items are placed
/// (docs/uikit-rules.md 16.28).
@MainActor
open class NSCollectionLayoutSection {
    public let group: NSCollectionLayoutGroup
    open var contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    open var interGroupSpacing: CGFloat = 0
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Stored for UIKit code: decoration views are not shown.
    open var decorationItems: [NSCollectionLayoutItem] = []
    open var supplementariesFollowContentInsets = true
    /// Stored for UIKit code; not called (orthogonal sections do not scroll here).
    open var visibleItemsInvalidationHandler: (([UICollectionViewLayoutAttributes], CGPoint, NSCollectionLayoutEnvironment) -> Void)?

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }
}

/// What a section provider knows of where its section goes.
@MainActor
public protocol NSCollectionLayoutContainer {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

@MainActor
public protocol NSCollectionLayoutEnvironment {
    var container: NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

struct CompositionalContainer: NSCollectionLayoutContainer {
    var contentSize: CGSize
    var effectiveContentSize: CGSize { contentSize }
    var contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
}

struct CompositionalEnvironment: NSCollectionLayoutEnvironment {
    var container: NSCollectionLayoutContainer
    var traitCollection: UITraitCollection
}
