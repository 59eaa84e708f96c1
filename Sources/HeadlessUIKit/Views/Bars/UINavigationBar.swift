import Foundation

/// The bar at the top of a navigation controller (docs/uikit-rules.md 7.5, 3.2, 7.46, 7.70): 44 pt tall (32 on an
/// iPhone lying down, 50 on an iPad), 30 pt more with a prompt.
///
/// It shows its top item: a back button titled after the item below (identifier `back`; tapping it pops), the left
/// items (`left.0`, ...), the title or title view (`title`), the right items (`right.0`, ... from the right edge)
/// and the prompt (`prompt`). Each item view's accessibility label is its title. The same height is used in every
/// orientation: UIKit's 32 pt compact-height bar on iPhone landscape is not modelled (docs/uikit-rules.md 14.7).
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UINavigationBar: UIView {
    /// Drawn in the iOS look (docs/uikit-rules.md 19.5).
    override func drawStandardContent(in ctx: CGContext) {
        StandardLook.drawBar(self, ctx, hairlineAtTop: false, background: backgroundInEffect)
    }

    /// The title row: 44 pt on an iPhone, 32 on an iPhone lying down, 50 on an iPad (7.46, 7.70).
    var rowHeight: CGFloat { BarMetrics.navigationRow(for: traitCollection) }
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

    // MARK: Appearance (docs/uikit-rules.md 7.12)

    open var barStyle: UIBarStyle = .default
    open var barTintColor: UIColor? { didSet { applyAppearance() } }
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    open var shadowImage: UIImage?
    open var backIndicatorImage: UIImage?
    open var backIndicatorTransitionMaskImage: UIImage?
    open var standardAppearance = UINavigationBarAppearance() { didSet { appearanceWasSet = true; applyAppearance() } }
    open var compactAppearance: UINavigationBarAppearance?
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { appearanceWasSet = true; applyAppearance() } }
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?
    private var appearanceWasSet = false
    private var backgroundImages: [Int: UIImage] = [:]

    /// Large titles (iOS 11, 7.12): the top item's title moves to a 52-pt row of its own below the bar's row.
    open var prefersLargeTitles = false { didSet { itemsDidChange() } }
    static let largeTitleHeight: CGFloat = 52

    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        backgroundImages[barMetrics.rawValue] = backgroundImage
    }

    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { backgroundImages[barMetrics.rawValue] }

    /// The background of the appearance in effect (7.67): at the scroll edge (7.66) the top item's scroll-edge
    /// appearance, else the bar's, else the standard one made transparent; away from it the top item's standard
    /// appearance, else the bar's.
    var backgroundInEffect: BarBackground {
        BarBackground.inEffect(standard: topItem?.standardAppearance ?? standardAppearance,
                               scrollEdge: topItem?.scrollEdgeAppearance ?? scrollEdgeAppearance,
                               atScrollEdge: isAtScrollEdge)
    }

    /// Whether the bar was last set for the scroll edge (7.66; `ScrollEdgeFollowing`).
    private(set) var appliedScrollEdge: Bool?

    /// The bar's background colour follows the appearance in effect once an app set one (else `barTintColor`).
    func applyAppearance() {
        appliedScrollEdge = isAtScrollEdge
        let itemSetsAppearance = topItem?.standardAppearance != nil || topItem?.scrollEdgeAppearance != nil
        applyBarBackground(appearanceWasSet: appearanceWasSet || itemSetsAppearance, inEffect: backgroundInEffect,
                           barTintColor: barTintColor)
    }

    /// Whether the top item shows its title large: the bar prefers large titles and the item's
    /// `largeTitleDisplayMode` says always, or automatic inheriting from the item below (the bottom item's
    /// automatic means large).
    var showsLargeTitle: Bool {
        // 7.70: not where the height is compact (an iPhone lying down).
        guard prefersLargeTitles, traitCollection.verticalSizeClass != .compact, let items = storedItems,
              !items.isEmpty else { return false }
        var large = true
        for item in items {
            switch item.largeTitleDisplayMode {
            case .always: large = true
            case .never: large = false
            case .automatic: break
            }
        }
        return large
    }

    /// The bar's height for its current items: its row (`rowHeight`), plus 30 for a prompt, 52 for a large title and the
    /// search row.
    var currentHeight: CGFloat {
        height(for: topItem) + (showsLargeTitle ? Self.largeTitleHeight : 0)
    }

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

    /// Its row's height (`rowHeight`), as wide as it is placed (docs/uikit-rules.md 8.18, 7.46, 7.70): what a bar
    /// placed by constraints takes.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: rowHeight) }

    /// The runtime's response to a trait change, with 7.70's bar height.
    override func runtimeTraitsDidChange(from previous: UITraitCollection, to now: UITraitCollection) {
        super.runtimeTraitsDidChange(from: previous, to: now)
        barHeightTraitsDidChange(from: previous, to: now)  // 7.70
    }

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
        CGSize(width: size.width, height: currentHeight)
    }

    func height(for item: UINavigationItem?) -> CGFloat {
        (item?.prompt != nil ? rowHeight + Self.promptHeight : rowHeight) + Self.searchRowHeight(for: item)
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
        applyAppearance()
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
        return item.makeItemView(identifier: identifier)
    }

    private func backTapped() {
        if let backAction { backAction() } else { popItem(animated: true) }
    }

    /// Views are 8 pt from the edges and from each other; the title is centred in the space left between.
    open override func layoutSubviews() {
        if builtTitles != currentTitles { reloadItemViews() }
        let row = rowHeight
        let width = bounds.width
        let top: CGFloat = promptView == nil ? 0 : Self.promptHeight
        promptView?.frame = CGRect(x: 0, y: 0, width: width, height: Self.promptHeight)
        var left: CGFloat = 8
        for view in [backView].compactMap({ $0 }) + leftViews {
            let itemWidth = Self.width(of: view)
            view.frame = CGRect(x: left, y: top + (row - Self.height(of: view, row: row)) / 2,
                                width: itemWidth, height: Self.height(of: view, row: row))
            left += itemWidth + 8
        }
        var right = width - 8
        for view in rightViews {
            let itemWidth = Self.width(of: view)
            right -= itemWidth
            view.frame = CGRect(x: right, y: top + (row - Self.height(of: view, row: row)) / 2,
                                width: itemWidth, height: Self.height(of: view, row: row))
            right -= 8
        }
        let large = showsLargeTitle
        let largeRow = large ? Self.largeTitleHeight : 0
        searchBarView?.frame = CGRect(x: 0, y: top + row + largeRow, width: width,
                                      height: Self.searchRowHeight(for: topItem))
        if large, let titleView {
            // 16 pt from the leading edge, across the bar less the margins.
            titleView.frame = CGRect(x: 16, y: top + row, width: max(0, width - 32), height: largeRow)
        } else if let titleView {
            let available = max(0, right - left)
            let titleWidth = min(available, Self.width(of: titleView))
            let x = min(max(left, (width - titleWidth) / 2), right - titleWidth)
            titleView.frame = CGRect(x: x, y: top + (row - Self.height(of: titleView, row: row)) / 2,
                                     width: titleWidth, height: Self.height(of: titleView, row: row))
        }
    }

    /// Item views fill the bar's height; custom views keep their own size.
    static func width(of view: UIView) -> CGFloat {
        (view as? BarItemView).map(\.itemWidth) ?? view.bounds.width
    }

    static func height(of view: UIView, row: CGFloat) -> CGFloat {
        view is BarItemView ? row : min(row, view.bounds.height)
    }
}
