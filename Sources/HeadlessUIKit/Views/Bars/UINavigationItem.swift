import Foundation

/// What a navigation bar shows for one controller (docs/uikit-rules.md 7.5). A controller's own item takes the
/// controller's `title` while it has no title of its own.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UINavigationItem {
    open var title: String? {
        get { storedTitle ?? owner?.title }
        set {
            storedTitle = newValue
            itemDidChange()
        }
    }
    open var titleView: UIView? { didSet { itemDidChange() } }
    /// A line of text above the title; the bar grows by 30 pt to show it, as UIKit's does.
    open var prompt: String? { didSet { itemDidChange() } }
    open var backBarButtonItem: UIBarButtonItem? { didSet { itemDidChange() } }
    /// The title of the back button shown when this item is the one below the top; UIKit's order of preference is
    /// `backBarButtonItem`'s title, then this, then `title`, then "Back".
    open var backButtonTitle: String? { didSet { itemDidChange() } }
    open var hidesBackButton = false { didSet { itemDidChange() } }
    /// With left items, whether the back button still shows (to their left).
    open var leftItemsSupplementBackButton = false { didSet { itemDidChange() } }
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { itemDidChange() } }
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { itemDidChange() } }
    /// A search controller whose search bar the navigation bar shows below its title row, 52 pt tall
    /// (docs/uikit-rules.md 6.12).
    open var searchController: UISearchController? {
        didSet {
            searchController?.navigationItemOwner = owner
            itemDidChange()
        }
    }
    /// Stored; the search bar always shows (scrolling does not hide it here).
    open var hidesSearchBarWhenScrolling = true

    public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never }
    /// Whether this item's title shows large when the bar prefers large titles (7.12).
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { itemDidChange() } }
    /// This item's bar appearances, over the bar's own (7.12).
    open var standardAppearance: UINavigationBarAppearance? { didSet { itemDidChange() } }
    open var compactAppearance: UINavigationBarAppearance?
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { itemDidChange() } }
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?
    open var backButtonDisplayMode: BackButtonDisplayMode = .default { didSet { itemDidChange() } }
    public enum BackButtonDisplayMode: Int, Sendable { case `default`, generic, minimal }

    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    private var storedTitle: String?
    weak var owner: UIViewController?
    /// The bar showing the item rebuilds its views when the item changes.
    var changeHandler: (() -> Void)?

    public init(title: String) {
        storedTitle = title
    }

    init(owner: UIViewController) {
        self.owner = owner
    }

    public func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        self.hidesBackButton = hidesBackButton
    }

    public func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    public func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    public func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    public func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }

    /// The title of the back button that leads back to this item.
    var backTitle: String {
        if let title = backBarButtonItem?.title { return title }
        // generic shows "Back"; minimal shows only the chevron, which is labelled "Back" (7.12).
        if backButtonDisplayMode != .default { return "Back" }
        return backButtonTitle ?? title ?? "Back"
    }

    private func itemDidChange() { changeHandler?() }
}
