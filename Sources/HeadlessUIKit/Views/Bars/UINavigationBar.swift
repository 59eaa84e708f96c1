import Foundation

/// The bar at the top of a navigation controller (docs/uikit-rules.md 7.5, 3.2): 44 pt tall, 74 pt with a prompt.
///
/// It shows its top item: a back button titled after the item below (identifier `back`; tapping it pops), the left
/// items (`left.0`, ...), the title or title view (`title`), the right items (`right.0`, ... from the right edge)
/// and the prompt (`prompt`). Each item view's accessibility label is its title. The same height is used in every
/// orientation: UIKit's 32 pt compact-height bar on iPhone landscape is not modelled (docs/uikit-rules.md 14.7).
@MainActor
open class UINavigationBar: UIView {
    static let barHeight: CGFloat = 44
    static let promptHeight: CGFloat = 30

    /// Translucent by default, as in UIKit: content extends under it (docs/uikit-rules.md 7.3).
    open var isTranslucent = true {
        didSet { superview?.setNeedsLayout() }
    }

    open var items: [UINavigationItem]? {
        get { storedItems }
        set {
            storedItems = newValue
            itemsDidChange()
        }
    }
    /// Pushing and popping change it in place, so that a deep stack is not copied.
    private var storedItems: [UINavigationItem]?

    open var topItem: UINavigationItem? { items?.last }

    open var backItem: UINavigationItem? {
        guard let items, items.count >= 2 else { return nil }
        return items[items.count - 2]
    }

    /// What the back button does; the navigation controller pops. Without it the bar pops its own item.
    var backAction: (() -> Void)?

    private var backView: BarItemView?
    private var promptView: BarItemView?
    private var titleView: UIView?
    private var leftViews: [UIView] = []
    private var rightViews: [UIView] = []
    private var searchBarView: UISearchBar?
    /// The titles the views were built with: a controller's `title` can change without telling the bar.
    private var builtTitles: [String?] = []

    /// 44 pt tall, as wide as it is placed (docs/uikit-rules.md 8.18): what a bar placed by constraints takes.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 44) }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        autoresizingMask = [.flexibleWidth]
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        self.items = items
    }

    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        if storedItems == nil { storedItems = [] }
        storedItems!.append(item)
        itemsDidChange()
    }

    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard storedItems?.isEmpty == false else { return nil }
        let popped = storedItems!.removeLast()
        itemsDidChange()
        return popped
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.height(for: topItem))
    }

    static func height(for item: UINavigationItem?) -> CGFloat {
        (item?.prompt != nil ? barHeight + promptHeight : barHeight) + searchRowHeight(for: item)
    }

    /// The search bar's row: 52 pt, and its scope bar's 44 pt below while that shows (6.12).
    static func searchRowHeight(for item: UINavigationItem?) -> CGFloat {
        guard let bar = item?.searchController?.searchBar else { return 0 }
        return searchBarHeight + (bar.showsScopes ? UISearchBar.scopeBarHeight : 0)
    }

    /// The row a navigation item's search bar takes below the title row (6.12).
    static let searchBarHeight: CGFloat = 52

    var itemViews: [UIView] {
        [promptView, backView].compactMap { $0 } + leftViews + [titleView].compactMap { $0 } + rightViews
            + [searchBarView].compactMap { $0 }
    }

    private func itemsDidChange() {
        reloadItemViews()
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    private var currentTitles: [String?] { [topItem?.title, backItem?.backTitle] }

    private func reloadItemViews() {
        for view in itemViews { view.removeFromSuperview() }
        backView = nil
        promptView = nil
        titleView = nil
        leftViews = []
        rightViews = []
        builtTitles = currentTitles
        // Only the top and back items are shown; the others are watched once they get there (every push and pop
        // reloads), which keeps a change to a deep stack from touching every item.
        guard let top = topItem else { return }
        top.changeHandler = { [weak self] in self?.itemsDidChange() }
        backItem?.changeHandler = { [weak self] in self?.itemsDidChange() }
        if let prompt = top.prompt {
            promptView = BarItemView(label: prompt, identifier: "prompt", traits: .staticText, onTap: nil)
        }
        let leftItems = top.leftBarButtonItems ?? []
        if let backItem, !top.hidesBackButton, leftItems.isEmpty || top.leftItemsSupplementBackButton {
            backView = BarItemView(label: backItem.backTitle, identifier: "back", traits: .button) { [weak self] in
                self?.backTapped()
            }
        }
        leftViews = leftItems.enumerated().map { itemView(for: $1, identifier: "left.\($0)") }
        rightViews = (top.rightBarButtonItems ?? []).enumerated().map { itemView(for: $1, identifier: "right.\($0)") }
        titleView = top.titleView ?? BarItemView(label: top.title, identifier: "title", traits: .header, onTap: nil)
        searchBarView = top.searchController?.searchBar
        for view in itemViews { addSubview(view) }
    }

    private func itemView(for item: UIBarButtonItem, identifier: String) -> UIView {
        item.changeHandler = { [weak self] in self?.itemsDidChange() }
        if let custom = item.customView {
            item.shownView = custom
            return custom
        }
        let traits: UIAccessibilityTraits = item.isEnabled ? .button : [.button, .notEnabled]
        let view = BarItemView(label: item.displayTitle, identifier: item.accessibilityIdentifier ?? identifier,
                               traits: traits) { [weak item] in item?.performTap() }
        item.shownView = view
        return view
    }

    private func backTapped() {
        if let backAction { backAction() } else { popItem(animated: true) }
    }

    /// Views are 8 pt from the edges and from each other; the title is centred in the space left between.
    open override func layoutSubviews() {
        if builtTitles != currentTitles { reloadItemViews() }
        let width = bounds.width
        let top: CGFloat = promptView == nil ? 0 : Self.promptHeight
        promptView?.frame = CGRect(x: 0, y: 0, width: width, height: Self.promptHeight)
        var left: CGFloat = 8
        for view in [backView].compactMap({ $0 }) + leftViews {
            let itemWidth = Self.width(of: view)
            view.frame = CGRect(x: left, y: top + (Self.barHeight - Self.height(of: view)) / 2,
                                width: itemWidth, height: Self.height(of: view))
            left += itemWidth + 8
        }
        var right = width - 8
        for view in rightViews {
            let itemWidth = Self.width(of: view)
            right -= itemWidth
            view.frame = CGRect(x: right, y: top + (Self.barHeight - Self.height(of: view)) / 2,
                                width: itemWidth, height: Self.height(of: view))
            right -= 8
        }
        searchBarView?.frame = CGRect(x: 0, y: top + Self.barHeight, width: width,
                                      height: Self.searchRowHeight(for: topItem))
        if let titleView {
            let available = max(0, right - left)
            let titleWidth = min(available, Self.width(of: titleView))
            let x = min(max(left, (width - titleWidth) / 2), right - titleWidth)
            titleView.frame = CGRect(x: x, y: top + (Self.barHeight - Self.height(of: titleView)) / 2,
                                     width: titleWidth, height: Self.height(of: titleView))
        }
    }

    /// Item views fill the bar's height; custom views keep their own size.
    static func width(of view: UIView) -> CGFloat {
        (view as? BarItemView).map { BarItemView.width(for: $0.accessibilityLabel) } ?? view.bounds.width
    }

    static func height(of view: UIView) -> CGFloat {
        view is BarItemView ? barHeight : min(barHeight, view.bounds.height)
    }
}
