import Foundation

/// A view behind a section of a compositional layout (docs/uikit-rules.md 16.37). `background(elementKind:)`
/// covers the whole section, boundary items included, less the item's `contentInsets`; the layout must have a class
/// registered for the kind (`register(_:forDecorationViewOfKind:)`). `zIndex` 0, the default, is below every other
/// element of the section.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    public let elementKind: String
    open var zIndex = 0

    required public init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    }

    open class func background(elementKind: String) -> Self {
        Self(elementKind: elementKind)
    }
}
