import Foundation

/// Where a boundary supplementary item sits on its section.
public enum NSRectAlignment: Int, Sendable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// What a compositional section's content insets are counted from (docs/uikit-rules.md 16.46).
public enum UIContentInsetsReference: Int, Sendable {
    case automatic, none, safeArea, layoutMargins, readableContent
}

/// How a section scrolls across the layout's direction (docs/uikit-rules.md 16.29).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// A section of a compositional layout: its group repeated until the section's items are placed
/// (docs/uikit-rules.md 16.28).
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class NSCollectionLayoutSection {
    public let group: NSCollectionLayoutGroup
    open var contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    open var interGroupSpacing: CGFloat = 0
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Views drawn behind the section, such as `NSCollectionLayoutDecorationItem.background(elementKind:)`
    /// (docs/uikit-rules.md 16.37).
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    open var supplementariesFollowContentInsets = true
    /// What the content insets are counted from (16.46); `.automatic`, the default, follows the layout
    /// configuration's.
    open var contentInsetsReference: UIContentInsetsReference = .automatic
    /// Called on every layout pass with the section's visible elements (docs/uikit-rules.md 16.36).
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }
}

/// What a section provider knows of where its section goes.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public protocol NSCollectionLayoutContainer {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

#if UIKitPreconcurrency
@preconcurrency
#endif
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
