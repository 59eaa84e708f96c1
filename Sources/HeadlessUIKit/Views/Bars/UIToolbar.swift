import Foundation

/// The bar at the bottom of a navigation controller, showing the top controller's `toolbarItems`
/// (docs/uikit-rules.md 7.5, 3.2, 7.46, 7.70): 44 pt tall (32 on an iPhone lying down, 50 on an iPad). Items sit
/// 8 pt apart from the left edge; flexible spaces share what is left over. Item views are identified `toolbar.0`,
/// `toolbar.1`, ... unless the item has an identifier.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UIToolbar: UIView {
    /// Drawn in the iOS look (docs/uikit-rules.md 19.5).
    override func drawStandardContent(in ctx: CGContext) {
        StandardLook.drawBar(self, ctx, hairlineAtTop: true, background: backgroundInEffect)
    }

    /// 44 pt on an iPhone, 32 on an iPhone lying down, 50 on an iPad (7.46, 7.70).
    var barHeight: CGFloat { BarMetrics.toolbar(for: traitCollection) }

    /// Translucent by default, as in UIKit: content extends under it (docs/uikit-rules.md 7.3).
    open var isTranslucent = true {
        didSet { superview?.setNeedsLayout() }
    }

    // MARK: Appearance (docs/uikit-rules.md 7.12, 7.67): the bar's background colour follows the appearance in
    // effect once an app set one, else `barTintColor`.
    open var barStyle: UIBarStyle = .default
    open var barTintColor: UIColor? { didSet { applyAppearance() } }
    open var standardAppearance = UIToolbarAppearance() { didSet { appearanceWasSet = true; applyAppearance() } }
    open var scrollEdgeAppearance: UIToolbarAppearance? { didSet { appearanceWasSet = true; applyAppearance() } }
    open var compactAppearance: UIToolbarAppearance?
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

    open var items: [UIBarButtonItem]? {
        didSet { reloadItemViews() }
    }

    private var itemViews: [(item: UIBarButtonItem, view: UIView?)] = []

    /// `barHeight` tall, as wide as it is placed (docs/uikit-rules.md 8.18, 7.46, 7.70): what a bar placed by
    /// constraints takes.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: barHeight) }

    /// The runtime's response to a trait change, with 7.70's bar height.
    override func runtimeTraitsDidChange(from previous: UITraitCollection, to now: UITraitCollection) {
        super.runtimeTraitsDidChange(from: previous, to: now)
        barHeightTraitsDidChange(from: previous, to: now)  // 7.70
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        self.items = items
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: barHeight)
    }

    private func reloadItemViews() {
        for entry in itemViews { entry.view?.removeFromSuperview() }
        itemViews = (items ?? []).enumerated().map { index, item in
            item.changeHandler = { [weak self] in self?.reloadItemViews() }
            if item.isSpace { return (item, nil) }
            if let custom = item.customView {
                item.shownView = custom
                return (item, custom)
            }
            return (item, item.makeItemView(identifier: "toolbar.\(index)"))
        }
        for entry in itemViews { if let view = entry.view { addSubview(view) } }
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        let widths: [CGFloat] = itemViews.map { entry in
            if entry.item.systemItem == .flexibleSpace { return 0 }
            if entry.item.width > 0 { return entry.item.width }
            return entry.view.map(UINavigationBar.width(of:)) ?? 0
        }
        let flexibleCount = itemViews.filter { $0.item.systemItem == .flexibleSpace }.count
        let used = widths.reduce(0, +) + 8 * CGFloat(itemViews.count + 1)
        let flexibleWidth = flexibleCount > 0 ? max(0, bounds.width - used) / CGFloat(flexibleCount) : 0
        var x: CGFloat = 8
        for (index, entry) in itemViews.enumerated() {
            let width = entry.item.systemItem == .flexibleSpace ? flexibleWidth : widths[index]
            if let view = entry.view {
                let height = UINavigationBar.height(of: view, row: barHeight)
                view.frame = CGRect(x: x, y: (barHeight - height) / 2, width: width, height: height)
            }
            x += width + 8
        }
    }
}
