import Foundation

/// A tab's item in a tab bar (docs/uikit-rules.md 7.6). A controller's default item shows the controller's title.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UITabBarItem: UIBarItem {
    public enum SystemItem: Int, Sendable, CaseIterable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads,
             mostRecent, mostViewed

        /// The title UIKit shows for the system item (English).
        var title: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }
    }

    /// Shown on the item's view as its accessibility value.
    open var badgeValue: String? { didSet { itemDidChange() } }
    open var selectedImageName: String? { didSet { itemDidChange() } }
    /// The icon shown while the tab is selected (docs/uikit-rules.md 6.29); nil shows `image` then.
    open var selectedImage: UIImage? { didSet { itemDidChange() } }
    public private(set) var systemItem: SystemItem?
    /// The controller whose title the item shows while it has none of its own.
    weak var owner: UIViewController?

    public override init() {
        super.init()
    }

    public init(title: String?, imageName: String?, tag: Int) {
        super.init()
        self.title = title
        self.imageName = imageName
        self.tag = tag
    }

    /// UIKit's item with images (docs/uikit-rules.md 6.29).
    public init(title: String?, image: UIImage?, tag: Int) {
        super.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        super.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    public init(title: String?, imageName: String?, selectedImageName: String?) {
        super.init()
        self.title = title
        self.imageName = imageName
        self.selectedImageName = selectedImageName
    }

    /// A system item's title is fixed; UIKit ignores a title set on it.
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        super.init()
        self.systemItem = systemItem
        self.tag = tag
    }

    init(owner: UIViewController) {
        super.init()
        self.owner = owner
    }

    override var displayTitle: String? {
        accessibilityLabel ?? systemItem?.title ?? title ?? owner?.title
    }

    /// The icon the tab shows (docs/uikit-rules.md 19.14, 6.29): the selected image, or the selected image's name,
    /// while selected, else the
    /// image, else the image's name (an asset catalog image, else a symbol of that name), else the system item's
    /// symbol.
    func icon(selected: Bool) -> UIImage? {
        if selected, let selectedImage { return selectedImage }
        if selected, let name = selectedImageName, let image = UIImage(named: name) ?? UIImage(systemName: name) {
            return image
        }
        if let image { return image }
        if let name = imageName { return UIImage(named: name) ?? UIImage(systemName: name) }
        return systemItem.flatMap { UIImage(systemName: $0.symbolName) }
    }
}

extension UITabBarItem.SystemItem {
    /// The symbol that stands for the system item's icon.
    var symbolName: String {
        switch self {
        case .more: "ellipsis"
        case .favorites, .featured, .topRated: "star.fill"
        case .recents, .history, .mostRecent: "clock"
        case .contacts: "person"
        case .bookmarks: "line.3.horizontal"
        case .search: "magnifyingglass"
        case .downloads: "arrow.down"
        case .mostViewed: "list.bullet"
        }
    }
}
