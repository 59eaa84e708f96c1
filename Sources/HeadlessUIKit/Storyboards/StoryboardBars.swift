import Foundation

/// A `<barButtonItem>`: in a navigation item (`key="leftBarButtonItem"`, `rightBarButtonItem`, `backBarButtonItem`,
/// or inside `<leftBarButtonItems>`/`<rightBarButtonItems>`), in a controller's `<toolbarItems>` or a toolbar's
/// `<items>` (docs/uikit-rules.md 8.40).
public struct StoryboardBarButtonItem: Sendable {
    public var id: String?
    public var key: String?
    public var title: String?
    public var image: String?
    public var imageCatalog: String?
    /// Xcode's name of the system item (`add`, `flexibleSpace`...), nil for a titled or image item.
    public var systemItem: String?
    /// `plain`, `done` or `bordered`; Xcode leaves it out for bordered.
    public var style: String?
    public var isEnabled = true
    public var tag = 0
    public var width: CGFloat?
    public var tintColor: StoryboardColor?
    /// `<view key="customView">` (most often a `<button>`): the item shows this view.
    public var customView: StoryboardViewElement?
    public var line: Int
}

/// A controller's `<navigationItem key="navigationItem">` (8.40).
public struct StoryboardNavigationItem: Sendable {
    public var id: String?
    public var title: String?
    public var prompt: String?
    /// `always`, `never` or `automatic` (left out).
    public var largeTitleDisplayMode: String?
    public var backButtonTitle: String?
    public var hidesBackButton = false
    public var leftItemsSupplementBackButton = false
    public var leftItems: [StoryboardBarButtonItem] = []
    public var rightItems: [StoryboardBarButtonItem] = []
    public var backItem: StoryboardBarButtonItem?
    /// `<view key="titleView">` (a segmented control, a text field, a plain view...).
    public var titleView: StoryboardViewElement?
}

/// A controller's `<tabBarItem key="tabBarItem">` (8.41).
public struct StoryboardTabBarItem: Sendable {
    public var id: String?
    public var title: String?
    public var image: String?
    public var imageCatalog: String?
    public var selectedImage: String?
    /// Xcode's name of the system item (`favorites`, `more`...).
    public var systemItem: String?
    public var tag = 0
    public var badgeValue: String?
}

/// A gesture recognizer: a scene object of a storyboard or a top-level object of a nib (`<tapGestureRecognizer>`,
/// `<panGestureRecognizer>`...), attached to views through their `gestureRecognizers` outlet collection
/// (docs/uikit-rules.md 8.42).
public struct StoryboardGestureRecognizer: Sendable {
    public var id: String?
    /// The element's name, which names its class: `tapGestureRecognizer` is a `UITapGestureRecognizer`.
    public var elementName: String
    public var customClass: String?
    public var customModule: String?
    /// The element's attributes as Xcode writes them (`numberOfTapsRequired="2"`, `direction="left"`...).
    public var attributes: [String: String]
    /// A screen-edge pan's `<rectEdge key="edges">` sides that are YES.
    public var edges: [String] = []
    /// For a nib: its position among the nib's top-level objects.
    var topLevelIndex: Int?
    public var line: Int

    static let elementNames: Set<String> = [
        "tapGestureRecognizer", "panGestureRecognizer", "swipeGestureRecognizer", "pinchGestureRecognizer",
        "rotationGestureRecognizer", "longPressGestureRecognizer", "screenEdgePanGestureRecognizer",
    ]
}

extension StoryboardController {
    static let presentationAttributeNames: Set<String> = [
        "automaticallyAdjustsScrollViewInsets", "extendedLayoutIncludesOpaqueBars", "hidesBottomBarWhenPushed",
        "definesPresentationContext", "providesPresentationContextTransitionStyle", "modalPresentationStyle",
        "modalTransitionStyle",
    ]
}

extension UIRectEdge {
    /// The edges Xcode names YES in an edge element (`<rectEdge key="edges" left="YES"/>`, `<extendedEdge>`).
    init(storyboardSides sides: [String]) {
        let edges: [String: UIRectEdge] = ["top": .top, "left": .left, "bottom": .bottom, "right": .right]
        self.init(sides.compactMap { edges[$0] })
    }
}

extension StoryboardReader {
    private static let barButtonItemAttributes: Set<String> = [
        "id", "key", "title", "image", "catalog", "systemItem", "style", "enabled", "tag", "width", "landscapeImage",
        "largeContentSizeImage", "selectedImage", "userLabel", "springLoaded",
    ]

    mutating func readBarButtonItem(_ node: XMLElementNode) -> StoryboardBarButtonItem {
        var item = StoryboardBarButtonItem(id: node["id"], key: node["key"], line: node.line)
        item.title = node["title"] ?? node.children.first { $0.name == "string" && $0["key"] == "title" }?.text
        item.image = node["image"]
        item.imageCatalog = node["catalog"]
        item.systemItem = node["systemItem"]
        item.style = node["style"]
        item.isEnabled = Self.bool(node["enabled"]) ?? true
        item.tag = node["tag"].flatMap { Int($0) } ?? 0
        item.width = node["width"].flatMap(Double.init).map { CGFloat($0) }
        notes.unmodelledAttributes(node.attributes.keys.filter { !Self.barButtonItemAttributes.contains($0) }, of: node)
        for child in node.children {
            switch child.name {
            case "color" where child["key"] == "tintColor": item.tintColor = readColor(child)
            case _ where child["key"] == "customView": item.customView = readView(child)
            case "connections", "string", "point", "size", "rect": break
            default: notes.skipped(child, "in a bar button item is not modelled; skipped")
            }
        }
        return item
    }

    mutating func readNavigationItem(_ node: XMLElementNode) -> StoryboardNavigationItem {
        var item = StoryboardNavigationItem(id: node["id"], title: node["title"], prompt: node["prompt"],
                                            largeTitleDisplayMode: node["largeTitleDisplayMode"],
                                            backButtonTitle: node["backButtonTitle"])
        item.hidesBackButton = Self.bool(node["hidesBackButton"]) ?? false
        item.leftItemsSupplementBackButton = Self.bool(node["leftItemsSupplementBackButton"]) ?? false
        for child in node.children {
            switch (child.name, child["key"]) {
            case ("barButtonItem", "leftBarButtonItem"): item.leftItems = [readBarButtonItem(child)]
            case ("barButtonItem", "rightBarButtonItem"): item.rightItems = [readBarButtonItem(child)]
            case ("barButtonItem", "backBarButtonItem"): item.backItem = readBarButtonItem(child)
            case ("leftBarButtonItems", _):
                item.leftItems = child.children(named: "barButtonItem").map { readBarButtonItem($0) }
            case ("rightBarButtonItems", _):
                item.rightItems = child.children(named: "barButtonItem").map { readBarButtonItem($0) }
            case (_, "titleView"): item.titleView = readView(child)
            case ("connections", _), ("string", _): break
            default: notes.skipped(child, "in a navigation item is not modelled; skipped")
            }
        }
        return item
    }

    func readTabBarItem(_ node: XMLElementNode) -> StoryboardTabBarItem {
        StoryboardTabBarItem(id: node["id"], title: node["title"], image: node["image"], imageCatalog: node["catalog"],
                             selectedImage: node["selectedImage"], systemItem: node["systemItem"],
                             tag: node["tag"].flatMap { Int($0) } ?? 0, badgeValue: node["badgeValue"])
    }

    func readGestureRecognizer(_ node: XMLElementNode) -> StoryboardGestureRecognizer {
        let edges = node.children.first { $0.name == "rectEdge" && $0["key"] == "edges" }
        return StoryboardGestureRecognizer(
            id: node["id"], elementName: node.name, customClass: node["customClass"], customModule: node["customModule"],
            attributes: node.attributes,
            edges: edges.map { edges in ["top", "left", "bottom", "right"].filter { Self.bool(edges[$0]) == true } } ?? [],
            line: node.line)
    }
}
