import Foundation

/// What a `<collectionView>` or `<collectionViewCell>` says beyond an ordinary view (docs/uikit-rules.md 16.21).
public struct StoryboardCollectionAttributes: Sendable {
    /// `<collectionViewFlowLayout key="collectionViewLayout">`: its attributes and its `<size>`/`<inset>` children.
    public struct FlowLayout: Sendable {
        public var scrollDirection: String?
        public var minimumLineSpacing: CGFloat?
        public var minimumInteritemSpacing: CGFloat?
        public var itemSize: CGSize?
        public var estimatedItemSize: CGSize?
        /// `automaticEstimatedItemSize="YES"`: Xcode's "Estimate Size: Automatic".
        public var automaticEstimatedItemSize = false
        public var headerReferenceSize: CGSize?
        public var footerReferenceSize: CGSize?
        public var sectionInset: UIEdgeInsets?
        public var sectionHeadersPinToVisibleBounds = false
    }

    public var flowLayout: FlowLayout?
    /// `<collectionView>`'s `<cells>`: the prototype cells.
    public var prototypes: [StoryboardViewElement] = []
    /// `<collectionReusableView>` children keyed `sectionHeaderView` / `sectionFooterView` (their reuse identifiers
    /// and elements).
    public var supplementaryPrototypes: [(kind: String, element: StoryboardViewElement)] = []
    /// Cells: `reuseIdentifier`.
    public var reuseIdentifier: String?
}

extension StoryboardReader {
    static let collectionElementNames: Set<String> = [
        "collectionView", "collectionViewCell", "collectionViewCellContentView", "collectionReusableView",
    ]

    /// Attributes of the collection elements the model reads or that only matter to Interface Builder.
    static let collectionAttributeNames: Set<String> = [
        "dataMode", "reuseIdentifier", "alwaysBounceVertical", "alwaysBounceHorizontal", "allowsSelection",
        "allowsMultipleSelection", "insetsLayoutMarginsFromSafeArea", "showsHorizontalScrollIndicator",
        "showsVerticalScrollIndicator", "prefetchingEnabled", "pagingEnabled", "scrollEnabled", "bounces",
        "directionalLockEnabled", "keyboardDismissMode",
    ]

    static func collectionAttributes(of node: XMLElementNode) -> StoryboardCollectionAttributes {
        var attributes = StoryboardCollectionAttributes()
        attributes.reuseIdentifier = node["reuseIdentifier"]
        return attributes
    }

    /// `<collectionViewFlowLayout key="collectionViewLayout" scrollDirection= minimumLineSpacing=
    /// minimumInteritemSpacing=>` with `<size key="itemSize">`, `estimatedItemSize`, `headerReferenceSize`,
    /// `footerReferenceSize` and `<inset key="sectionInset" minX= minY= maxX= maxY=>` (left, top, right, bottom).
    static func flowLayout(of node: XMLElementNode) -> StoryboardCollectionAttributes.FlowLayout {
        func number(_ value: String?) -> CGFloat? { value.flatMap(Double.init).map { CGFloat($0) } }
        var layout = StoryboardCollectionAttributes.FlowLayout()
        layout.scrollDirection = node["scrollDirection"]
        layout.minimumLineSpacing = number(node["minimumLineSpacing"])
        layout.minimumInteritemSpacing = number(node["minimumInteritemSpacing"])
        layout.automaticEstimatedItemSize = bool(node["automaticEstimatedItemSize"]) ?? false
        layout.sectionHeadersPinToVisibleBounds = bool(node["sectionHeadersPinToVisibleBounds"]) ?? false
        for child in node.children {
            switch child.name {
            case "size":
                guard let width = number(child["width"]), let height = number(child["height"]) else { continue }
                let size = CGSize(width: width, height: height)
                switch child["key"] {
                case "itemSize": layout.itemSize = size
                case "estimatedItemSize": layout.estimatedItemSize = size
                case "headerReferenceSize": layout.headerReferenceSize = size
                case "footerReferenceSize": layout.footerReferenceSize = size
                default: break
                }
            case "inset" where child["key"] == "sectionInset":
                layout.sectionInset = UIEdgeInsets(top: number(child["minY"]) ?? 0, left: number(child["minX"]) ?? 0,
                                                   bottom: number(child["maxY"]) ?? 0, right: number(child["maxX"]) ?? 0)
            default:
                break
            }
        }
        return layout
    }
}
