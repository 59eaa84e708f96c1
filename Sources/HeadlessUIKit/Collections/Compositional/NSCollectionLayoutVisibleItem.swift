import Foundation

/// An element showing in a section, as a section's `visibleItemsInvalidationHandler` sees it and may change it
/// (docs/uikit-rules.md 16.36). The collection view's layout attributes are these items here: what the handler sets
/// (alpha, transform, hidden, centre, zIndex) is what the element's view shows on this layout pass.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public protocol NSCollectionLayoutVisibleItem: AnyObject {
    var alpha: CGFloat { get set }
    var zIndex: Int { get set }
    var isHidden: Bool { get set }
    var center: CGPoint { get set }
    var transform: CGAffineTransform { get set }
    var transform3D: CATransform3D { get set }
    var name: String { get }
    var indexPath: IndexPath { get }
    var frame: CGRect { get }
    var bounds: CGRect { get }
    var representedElementCategory: UICollectionViewLayoutAttributes.ElementCategory { get }
    var representedElementKind: String? { get }
}

/// Called on every layout pass with the section's visible elements (frames in the collection view's content
/// coordinates, as if the section had not scrolled), the section's scroll offset (an orthogonal section's own, else
/// the collection view's) and the layout environment (docs/uikit-rules.md 16.36).
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void

extension UICollectionViewLayoutAttributes: NSCollectionLayoutVisibleItem {
    /// The element's kind, or "UICollectionElementKindCell" for a cell (UIHost's choice: UIKit does not say).
    public var name: String { representedElementKind ?? "UICollectionElementKindCell" }

    /// The transform as a 3D one (its affine part is `transform`).
    public var transform3D: CATransform3D {
        get { CATransform3DMakeAffineTransform(transform) }
        set { transform = CATransform3DGetAffineTransform(newValue) }
    }
}
