import Foundation

/// The bar of a tab bar controller (docs/uikit-rules.md 7.6, 3.2, 7.46): 49 pt tall (50 on an iPad), one item view
/// per tab: of equal widths across the bar, or centred where the width is regular (`itemPositioning`, 7.47). An item
/// view's accessibility label is the item's title, its value the badge, and it has the `.selected` trait when
/// selected; identifiers are `tab.0`, `tab.1`, ... unless the item has one.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UITabBar: UIView {
    /// Drawn in the iOS look (docs/uikit-rules.md 19.5).
    override func drawStandardContent(in ctx: CGContext) {
        StandardLook.drawBar(self, ctx, hairlineAtTop: true, background: backgroundInEffect)
    }

    /// 49 pt on an iPhone, 50 on an iPad (7.46).
    static var barHeight: CGFloat { BarMetrics.tabBar }

    /// Translucent by default, as in UIKit: content extends under it (docs/uikit-rules.md 7.3).
    open var isTranslucent = true {
        didSet { superview?.setNeedsLayout() }
    }

    // MARK: Appearance (docs/uikit-rules.md 7.12, 7.67): the bar's background colour follows the appearance in
    // effect once an app set one, else `barTintColor`.
    open var barStyle: UIBarStyle = .default
    open var barTintColor: UIColor? { didSet { applyAppearance() } }
    open var unselectedItemTintColor: UIColor?
    open var standardAppearance = UITabBarAppearance() { didSet { appearanceWasSet = true; applyAppearance() } }
    open var scrollEdgeAppearance: UITabBarAppearance? { didSet { appearanceWasSet = true; applyAppearance() } }
    open var compactAppearance: UITabBarAppearance?
    private var appearanceWasSet = false

    /// The background of the appearance in effect (7.67): the scroll-edge appearance's while the content's bottom
    /// is at the bar (7.66; the standard one made transparent when there is none), else the standard one's.
    var backgroundInEffect: BarBackground {
        BarBackground.inEffect(standard: standardAppearance, scrollEdge: scrollEdgeAppearance,
                               atScrollEdge: isAtScrollEdge)
    }

    /// Whether the bar was last set for the scroll edge (7.66; `ScrollEdgeFollowing`).
    private(set) var appliedScrollEdge: Bool?

    func applyAppearance() {
        appliedScrollEdge = isAtScrollEdge
        applyBarBackground(appearanceWasSet: appearanceWasSet, inEffect: backgroundInEffect, barTintColor: barTintColor)
    }

    open var items: [UITabBarItem]? {
        didSet { reloadItemViews() }
    }

    open var selectedItem: UITabBarItem? {
        didSet { reloadItemViews() }
    }

    /// What a tap on an item does; the tab bar controller decides whether to select it. Without it the tap
    /// selects the item.
    var selectAction: ((UITabBarItem) -> Void)?

    private(set) var itemViews: [BarItemView] = []

    /// Constants that specify how the bar places its items (docs/uikit-rules.md 7.47).
    public enum ItemPositioning: Int, Sendable {
        /// Fill where the horizontal size class is compact, centred where it is regular.
        case automatic = 0
        /// Spread across the bar's whole width.
        case fill = 1
        /// `itemWidth` wide, `itemSpacing` apart, in the middle of the bar.
        case centered = 2
    }

    /// `.automatic` by default (7.47).
    open var itemPositioning: ItemPositioning = .automatic { didSet { setNeedsLayout() } }

    /// The width of centred items; 0 (the default) is the system's width, `systemItemWidth`. A negative value is
    /// taken as 0 (7.47).
    open var itemWidth: CGFloat = 0 {
        didSet {
            if itemWidth < 0 { itemWidth = 0 }
            setNeedsLayout()
        }
    }

    /// The space between centred items; 0 (the default) is the system's spacing, `systemItemSpacing`. A negative
    /// value is taken as 0 (7.47).
    open var itemSpacing: CGFloat = 0 {
        didSet {
            if itemSpacing < 0 { itemSpacing = 0 }
            setNeedsLayout()
        }
    }

    /// UIHost's choice for the system's centred item width and spacing, which UIKit does not document (7.47).
    static let systemItemWidth: CGFloat = 76
    static let systemItemSpacing: CGFloat = 34

    public override init(frame: CGRect) {
        super.init(frame: frame)
        autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        self.items = items
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.barHeight)
    }

    private func reloadItemViews() {
        for view in itemViews { view.removeFromSuperview() }
        itemViews = (items ?? []).enumerated().map { index, item in
            item.changeHandler = { [weak self] in self?.reloadItemViews() }
            var traits: UIAccessibilityTraits = .button
            if item === selectedItem { traits.insert(.selected) }
            if !item.isEnabled { traits.insert(.notEnabled) }
            let view = BarItemView(label: item.displayTitle, identifier: item.accessibilityIdentifier ?? "tab.\(index)",
                                   traits: traits) { [weak self, weak item] in
                guard let self, let item, item.isEnabled else { return }
                if let selectAction { selectAction(item) } else { selectedItem = item }
            }
            view.accessibilityValue = item.badgeValue
            view.look = .tab
            view.icon = item.icon(selected: item === selectedItem)
            return view
        }
        for view in itemViews { addSubview(view) }
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        // A controller's `title` can change without telling its item.
        if itemViews.map(\.accessibilityLabel) != (items ?? []).map(\.displayTitle) { reloadItemViews() }
        guard !itemViews.isEmpty else { return }
        for (view, frame) in zip(itemViews, itemFrames(count: itemViews.count)) { view.frame = frame }
    }

    /// Where the items go (7.47): across the whole bar in equal widths, or centred at `itemWidth` and `itemSpacing`
    /// (the system's when 0) where the positioning, or `.automatic` in a regular width, says so and they fit.
    func itemFrames(count: Int) -> [CGRect] {
        let centred: Bool
        switch itemPositioning {
        case .fill: centred = false
        case .centered: centred = true
        case .automatic: centred = traitCollection.horizontalSizeClass == .regular
        }
        let n = CGFloat(count)
        let width = itemWidth > 0 ? itemWidth : Self.systemItemWidth
        let spacing = itemSpacing > 0 ? itemSpacing : Self.systemItemSpacing
        let total = n * width + (n - 1) * spacing
        guard centred, total <= bounds.width else {
            let width = bounds.width / n
            return (0..<count).map { CGRect(x: CGFloat($0) * width, y: 0, width: width, height: Self.barHeight) }
        }
        let start = (bounds.width - total) / 2
        return (0..<count).map {
            CGRect(x: start + CGFloat($0) * (width + spacing), y: 0, width: width, height: Self.barHeight)
        }
    }
}
