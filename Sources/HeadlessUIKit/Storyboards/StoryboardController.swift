/// A scene's controller element (`<viewController>`, `<navigationController>`...).
public struct StoryboardController: Sendable {
    public enum Kind: Sendable, Equatable {
        case viewController, tableViewController, collectionViewController
        case navigationController, tabBarController, splitViewController, pageViewController
        /// `<viewControllerPlaceholder>`: a storyboard reference to a controller in another storyboard.
        case reference
        /// Any other element Xcode marks `sceneMemberID="viewController"` (AVKit, GLKit, hosting controllers...).
        case other(String)

        init(elementName: String) {
            switch elementName {
            case "viewController": self = .viewController
            case "tableViewController": self = .tableViewController
            case "collectionViewController": self = .collectionViewController
            case "navigationController": self = .navigationController
            case "tabBarController": self = .tabBarController
            case "splitViewController": self = .splitViewController
            case "pageViewController": self = .pageViewController
            case "viewControllerPlaceholder": self = .reference
            default: self = .other(elementName)
            }
        }

        public var elementName: String {
            switch self {
            case .viewController: "viewController"
            case .tableViewController: "tableViewController"
            case .collectionViewController: "collectionViewController"
            case .navigationController: "navigationController"
            case .tabBarController: "tabBarController"
            case .splitViewController: "splitViewController"
            case .pageViewController: "pageViewController"
            case .reference: "viewControllerPlaceholder"
            case let .other(name): name
            }
        }

        static let elementNames: Set<String> = [
            "viewController", "tableViewController", "collectionViewController", "navigationController",
            "tabBarController", "splitViewController", "pageViewController", "viewControllerPlaceholder",
        ]
    }

    public var kind: Kind
    public var id: String
    public var customClass: String?
    public var customModule: String?
    public var storyboardIdentifier: String?
    public var title: String?
    /// The root view (the child element with `key="view"`); nil for containers and references, which have none.
    public var view: StoryboardViewElement?
    public var navigationItemTitle: String?
    public var tabBarItemTitle: String?
    public var runtimeAttributes: [StoryboardRuntimeAttribute]
    /// For a reference: the other storyboard's name and the controller's identifier there (nil: its initial one).
    public var referencedStoryboardName: String?
    public var referencedIdentifier: String?
    public var line: Int
    /// A page view controller's `transitionStyle` (`scroll`, `pageCurl`) and `navigationOrientation`
    /// (`horizontal`, `vertical`).
    public var pageTransitionStyle: String?
    public var pageNavigationOrientation: String?
    /// The ids of the pre-iOS 11 `<viewControllerLayoutGuide type="top">` and `type="bottom">` that constraints
    /// may name (docs/uikit-rules.md 8.6).
    public var topLayoutGuideID: String?
    public var bottomLayoutGuideID: String?
    /// The controller's `<navigationItem>`, `<toolbarItems>` and `<tabBarItem>` (docs/uikit-rules.md 8.40, 8.41).
    public var navigationItem: StoryboardNavigationItem?
    public var toolbarItems: [StoryboardBarButtonItem] = []
    public var tabBarItem: StoryboardTabBarItem?
    /// A navigation controller's `<navigationBar largeTitles="YES">` and `toolbarHidden="NO"` (8.41).
    public var prefersLargeTitles = false
    public var isToolbarHidden = true
    /// `translucent="NO"` on a navigation controller's `<navigationBar key="navigationBar">` and
    /// `<toolbar key="toolbar">`, or on a tab bar controller's `<tabBar key="tabBar">` (8.46): false for an opaque
    /// bar; nil when the file leaves the bar translucent.
    public var navigationBarTranslucent: Bool?
    public var toolbarTranslucent: Bool?
    public var tabBarTranslucent: Bool?
    /// A tab bar controller's `<tabBar key="tabBar" itemPositioning="centered" itemWidth="…" itemSpacing="…">`
    /// (docs/uikit-rules.md 7.47): how its bar places the items; nil (or 0) where the file leaves the default.
    public var tabBarItemPositioning: String?
    public var tabBarItemWidth: CGFloat?
    public var tabBarItemSpacing: CGFloat?
    /// The controller's layout and presentation attributes as Xcode writes them (`automaticallyAdjustsScrollViewInsets`,
    /// `extendedLayoutIncludesOpaqueBars`, `hidesBottomBarWhenPushed`, `modalPresentationStyle`...; 8.45).
    public var presentationAttributes: [String: String] = [:]
    /// `<extendedEdge key="edgesForExtendedLayout">`'s edges that are YES; nil when the file has none (all edges).
    public var edgesForExtendedLayout: [String]?
}
