import Foundation

/// Where one element of a collection view goes (docs/uikit-rules.md 16.2): a cell (an item), a supplementary view
/// (a header, a footer, a boundary item) or a decoration view, with its frame and the visual state the collection
/// view gives the element's view. Layouts make them; `UICollectionReusableView.apply(_:)` receives them.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UICollectionViewLayoutAttributes: @MainActor CustomStringConvertible {
    public enum ElementCategory: Int, Sendable { case cell, supplementaryView, decorationView }

    open var frame: CGRect
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    open var size: CGSize {
        get { frame.size }
        set {
            let center = self.center
            frame = CGRect(x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
                           width: newValue.width, height: newValue.height)
        }
    }
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }
    open var alpha: CGFloat = 1
    open var zIndex = 0
    open var isHidden = false
    open var transform: CGAffineTransform = .identity
    open var indexPath: IndexPath
    public let representedElementCategory: ElementCategory
    /// The kind of a supplementary or decoration view; nil for a cell.
    public let representedElementKind: String?

    public required init(category: ElementCategory, kind: String?, indexPath: IndexPath) {
        representedElementCategory = category
        representedElementKind = kind
        self.indexPath = indexPath
        frame = .zero
    }

    public convenience init(forCellWith indexPath: IndexPath) {
        self.init(category: .cell, kind: nil, indexPath: indexPath)
    }

    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init(category: .supplementaryView, kind: elementKind, indexPath: indexPath)
    }

    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init(category: .decorationView, kind: decorationViewKind, indexPath: indexPath)
    }

    /// A copy of the same class (layouts hand copies to cells, which may change them in
    /// `preferredLayoutAttributesFitting`).
    open func copy() -> UICollectionViewLayoutAttributes {
        let copy = Self(category: representedElementCategory, kind: representedElementKind, indexPath: indexPath)
        copy.frame = frame
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.transform = transform
        return copy
    }

    /// The key of the element: a cell by its index path, a supplementary or decoration view by kind and index path.
    var elementKey: CollectionElementKey {
        CollectionElementKey(category: representedElementCategory, kind: representedElementKind ?? "", indexPath: indexPath)
    }

    public var description: String {
        let what = representedElementKind.map { "\(representedElementCategory) \($0)" } ?? "cell"
        return "<UICollectionViewLayoutAttributes \(what) [\(indexPath.map(String.init).joined(separator: ", "))] frame \(frame)>"
    }
}

/// One element of a collection view, as the collection view keeps its views.
struct CollectionElementKey: Hashable, Comparable {
    var category: UICollectionViewLayoutAttributes.ElementCategory
    var kind: String
    var indexPath: IndexPath

    static func < (lhs: Self, rhs: Self) -> Bool {
        if lhs.category != rhs.category { return lhs.category.rawValue < rhs.category.rawValue }
        if lhs.kind != rhs.kind { return lhs.kind < rhs.kind }
        return lhs.indexPath < rhs.indexPath
    }
}
