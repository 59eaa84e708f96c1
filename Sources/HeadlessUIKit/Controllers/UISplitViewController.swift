import Foundation

/// A split view controller (docs/uikit-rules.md 7.8, 7.24-7.27) with two columns, `viewControllers` = [primary,
/// secondary], or iOS 14's column style (`init(style:)`, `setViewController(_:for:)`).
///
/// - iPad in landscape: side by side, the primary `primaryColumnWidth` (320 pt, UIKit's default) on the left.
/// - iPad in portrait: the secondary alone; `show(.primary)` lays the primary over the secondary's left 320 pt.
///   `preferredDisplayMode` chooses another of these arrangements in either orientation.
/// - iPhone (`isCollapsed`): one column. The delegate decides which (7.25): the primary when
///   `splitViewController(_:collapseSecondary:onto:)` returns true, else the secondary; in the column style, the
///   `.compact` column's controller, else the column `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`
///   returns for the proposed `.secondary`. `show(.primary)` puts the primary in its place.
///
/// Classic interface: collapsing asks the primary's `collapseSecondaryViewController(_:for:)` (a navigation
/// controller pushes the secondary, or a navigation secondary's stack) and expanding its
/// `separateSecondaryViewController(for:)` (a navigation controller pops it back into the secondary column), both
/// overridable (7.28-7.30, 7.41, in UISplitViewController+Collapse.swift); any other primary shows alone. Columns
/// that enter or leave get appearance callbacks when the split view shows.
open class UISplitViewController: UIViewController {
    public enum Style: Int, Sendable {
        case unspecified, doubleColumn, tripleColumn
    }

    public enum Column: Int, Sendable {
        case primary, supplementary, secondary, compact
    }

    public enum DisplayMode: Int, Sendable {
        case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary, twoOverSecondary,
             twoDisplaceSecondary

        @available(*, deprecated, renamed: "oneBesideSecondary")
        public static let allVisible = DisplayMode.oneBesideSecondary
        @available(*, deprecated, renamed: "secondaryOnly")
        public static let primaryHidden = DisplayMode.secondaryOnly
        @available(*, deprecated, renamed: "oneOverSecondary")
        public static let primaryOverlay = DisplayMode.oneOverSecondary
    }

    public enum SplitBehavior: Int, Sendable {
        case automatic, tile, overlay, displace
    }

    public static let primaryColumnWidth: CGFloat = 320
    /// The value that asks for the system's choice of a column width or fraction.
    public static let automaticDimension: CGFloat = -1

    /// `.unspecified` for a split view made with `init(nibName:bundle:)` or from a storyboard (the classic
    /// interface), else the column style it was made with.
    public let style: Style

    public weak var delegate: UISplitViewControllerDelegate?

    /// The arrangement asked for on a regular-width screen (7.24); `.automatic` lets the orientation decide.
    open var preferredDisplayMode: DisplayMode = .automatic {
        didSet { layOutColumns() }
    }

    /// Kept for apps that set them; the column arrangements of 7.24 do not depend on them.
    open var preferredSplitBehavior: SplitBehavior = .automatic
    open var presentsWithGesture = true
    open var showsSecondaryOnlyButton = false

    /// The primary column's width on a regular-width screen (7.24): `preferredPrimaryColumnWidth` when set, else
    /// `preferredPrimaryColumnWidthFraction` of the split view's width when set, else 320 pt, kept between
    /// `minimumPrimaryColumnWidth` and `maximumPrimaryColumnWidth` when those are set.
    open var preferredPrimaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension {
        didSet { layOutColumns() }
    }
    open var preferredPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { layOutColumns() }
    }
    open var minimumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { layOutColumns() }
    }
    open var maximumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { layOutColumns() }
    }

    open var primaryColumnWidth: CGFloat {
        let total = viewIfLoaded?.bounds.width ?? UIScreen.main.bounds.width
        var width = Self.primaryColumnWidth
        if preferredPrimaryColumnWidth >= 0 {
            width = preferredPrimaryColumnWidth
        } else if preferredPrimaryColumnWidthFraction >= 0 {
            width = (total * preferredPrimaryColumnWidthFraction).rounded(.down)
        }
        if minimumPrimaryColumnWidth >= 0 { width = max(width, minimumPrimaryColumnWidth) }
        if maximumPrimaryColumnWidth >= 0 { width = min(width, maximumPrimaryColumnWidth) }
        return min(width, total)
    }

    /// [primary, secondary] (a column style's supplementary between them); only one while collapsed: [primary]
    /// in the classic interface (7.28, 7.33), the compact column's controller or else the primary in the column
    /// style (7.32). The column style's entries are the navigation controllers that wrap the columns (7.31).
    /// Setting it replaces the children: the classic interface takes [primary, secondary] (more are ignored); the
    /// column style reads the array in its columns' order and wraps each as `setViewController(_:for:)` does (7.41).
    open var viewControllers: [UIViewController] {
        get {
            guard style != .unspecified else {
                return (collapsedSecondary == nil ? [primary, secondary] : [primary]).compactMap { $0 }
            }
            if isCollapsed { return [compactColumn ?? primary].compactMap { $0 } }
            return [primary, supplementary, secondary].compactMap { $0 }
        }
        set {
            guard style == .unspecified else {
                setColumnControllers(newValue)
                return
            }
            replaceColumns(primary: newValue.first, secondary: newValue.dropFirst().first)
        }
    }

    /// The primary and secondary columns' controllers as installed (the column style's wrappers, 7.31). While the
    /// classic secondary is collapsed, `collapsedSecondary` is the secondary (a detail shown since may replace it).
    var primaryColumn: UIViewController?
    var secondaryColumn: UIViewController?
    /// The classic secondary while it is collapsed onto a primary navigation controller (7.28), and how deep the
    /// primary's own stack was when its controllers were pushed (nil when the delegate collapsed it itself).
    var collapsedSecondary: UIViewController?
    var primaryStackDepth: Int?
    /// The controllers the collapse pushed onto the primary (7.30 gives them back to a navigation secondary).
    var collapsedStack: [UIViewController] = []

    /// The column style's supplementary and compact columns (7.26), as installed (wrapped, 7.31).
    var supplementary: UIViewController?
    var compactColumn: UIViewController?
    /// The column style's controllers as the app set them, before wrapping (7.31): `viewController(for:)`.
    var columnContents: [Column: UIViewController] = [:]
    /// The column style's collapse (7.32): each navigation controller whose stack moved onto the primary, with
    /// that stack, in column order.
    var collapsedColumnStacks: [(navigation: UINavigationController, stack: [UIViewController])] = []

    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        style = .unspecified
        super.init(coder: coder)
    }

    /// Whether the primary shows because `show(.primary)` asked for it (iPad portrait, iPhone).
    var isPrimaryRequested = false
    /// Whether the secondary was hidden by `hide(.secondary)` or by the collapse (the primary shows alone).
    private var isSecondaryHidden = false
    /// The collapse has been decided for the current children (7.25): the delegate is asked once per collapse.
    var collapseDecided = false
    private var lastDisplayMode: DisplayMode?

    /// Collapsed in a horizontally compact environment (7.29): an iPhone, except a Plus or Max size in landscape.
    public var isCollapsed: Bool { Runtime.current.environmentTraits.horizontalSizeClass == .compact }

    public var displayMode: DisplayMode {
        guard isViewLoaded else { return .automatic }
        if isCollapsed { return isPrimaryRequested || isSecondaryHidden ? .oneOverSecondary : .secondaryOnly }
        switch preferredDisplayMode {
        case .automatic:
            if view.bounds.width > view.bounds.height { return .oneBesideSecondary }
            return isPrimaryRequested ? .oneOverSecondary : .secondaryOnly
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary:
            return style == .tripleColumn ? preferredDisplayMode : .oneBesideSecondary
        case let preferred:
            return isPrimaryRequested && preferred == .secondaryOnly ? .oneOverSecondary : preferred
        }
    }

    var primary: UIViewController? { primaryColumn }
    var secondary: UIViewController? { collapsedSecondary ?? secondaryColumn }

    /// The controller in `column` (7.26): what `setViewController(_:for:)` or `viewControllers` put there. In the
    /// column style, the controller as set, not the navigation controller that wraps it (7.31).
    open func viewController(for column: Column) -> UIViewController? {
        if style != .unspecified { return columnContents[column] }
        switch column {
        case .primary: return primary
        case .secondary: return secondary
        case .supplementary: return supplementary
        case .compact: return compactColumn
        }
    }

    /// Puts `vc` in `column` (7.26), as a child of the split view; the column style wraps it in a navigation
    /// controller first (7.31). The supplementary column belongs to the triple column style; UIKit's refusal to
    /// set it on another style is a report here.
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        if column == .supplementary, style != .tripleColumn {
            Runtime.current.report("setViewController(_:for: .supplementary) on a \(style) split view controller: "
                                   + "only the triple-column style has a supplementary column. Fix: UISplitViewController(style: .tripleColumn)")
            return
        }
        var installed = vc
        if style != .unspecified {
            // 7.31: a secondary column that already has a navigation controller pushes the new one; collapsed
            // (7.32), the primary's navigation controller, which holds the secondary's stack, does.
            let holder = collapsedSecondary == nil ? secondary : primary
            if let vc, column == .secondary, !(vc is UINavigationController),
               let navigation = holder as? UINavigationController, columnContents[.secondary] != nil {
                columnContents[.secondary] = vc
                navigation.pushViewController(vc, animated: false)
                return
            }
            installed = wrapped(vc, for: column)
        }
        install(installed, in: column)
    }

    open func show(_ column: Column) {
        isPrimaryRequested = column == .primary || column == .supplementary
        layOutColumns()
    }

    open func hide(_ column: Column) {
        switch column {
        case .primary, .supplementary: isPrimaryRequested = false
        case .secondary: isPrimaryRequested = true
        case .compact: break
        }
        layOutColumns()
    }

    /// Replaces the secondary column and shows it (hiding a primary shown on request), unless the delegate's
    /// `splitViewController(_:showDetail:sender:)` shows it itself. While collapsed (7.33), the primary is asked to
    /// `show(_:sender:)` it, as Apple's documentation says the compact split view does (a classic navigation primary
    /// replaces the last detail, 7.28); the column style sets its secondary column (7.31).
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
        if pushDetailOntoPrimary(vc) { return }
        if isCollapsed, collapsedSecondary != nil, let primary {
            primary.show(vc, sender: sender)
            return
        }
        isPrimaryRequested = false
        if style != .unspecified {
            setViewController(vc, for: .secondary)
            return
        }
        replaceColumns(primary: primary, secondary: vc)
    }

    /// A bar button item that shows or hides the primary column (7.27).
    open private(set) lazy var displayModeButtonItem: UIBarButtonItem = {
        let item = UIBarButtonItem(title: nil, style: .plain, target: self, action: UISplitViewController.toggleDisplayMode)
        item.accessibilityLabel = "Toggle Sidebar"
        return item
    }()

    private func toggleDisplayMode() {
        switch displayMode {
        case .secondaryOnly:
            if preferredDisplayMode == .secondaryOnly, !isCollapsed, view.bounds.width > view.bounds.height {
                preferredDisplayMode = .automatic
            } else {
                show(.primary)
            }
        case .oneBesideSecondary, .twoBesideSecondary:
            preferredDisplayMode = .secondaryOnly
        default:
            hide(.primary)
        }
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        layOutColumns()
    }

    /// Makes `primary`, `supplementary` (by default the one there is) and `secondary` the columns' controllers
    /// and the split view's children, in column order, detaching the old ones that are none of them; the collapse
    /// is decided again (7.25).
    func replaceColumns(primary newPrimary: UIViewController?, secondary newSecondary: UIViewController?) {
        replaceColumns(primary: newPrimary, supplementary: supplementary, secondary: newSecondary)
    }

    func replaceColumns(primary newPrimary: UIViewController?, supplementary newSupplementary: UIViewController?,
                        secondary newSecondary: UIViewController?) {
        let old = [primaryColumn, supplementary, secondaryColumn].compactMap { $0 }
        releaseCollapsedSecondary()
        primaryColumn = newPrimary
        supplementary = newSupplementary
        secondaryColumn = newSecondary
        let new = [newPrimary, newSupplementary, newSecondary].compactMap { $0 }
        for controller in old where controller.parent === self && !new.contains(where: { $0 === controller }) {
            detach(controller)
        }
        for controller in new where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        collapseDecided = false
        layOutColumns()
    }

    func detach(_ controller: UIViewController) {
        controller.willMove(toParent: nil)
        removeColumnView(controller)
        controller.removeFromParent()
    }

    /// 7.25: the first time the split view lays out collapsed in a window with both columns, the delegate decides
    /// which column shows: 7.33 in the classic interface, 7.32 in the column style.
    private func decideCollapse(primary: UIViewController, secondary: UIViewController) {
        guard isCollapsed, !collapseDecided, viewIfLoaded?.window != nil else { return }
        collapseDecided = true
        if style == .unspecified {
            var primary = primary
            if let replacement = delegate?.primaryViewController(forCollapsing: self), replacement !== primary {
                replacePrimary(with: replacement)
                primary = replacement
            }
            let handled = delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) == true
            collapse(secondary, onto: primary, delegateCollapsed: handled)
            return
        }
        if compactColumn == nil {
            let top = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary) ?? .secondary
            collapseColumns(onto: primary, showing: top)
        }
        delegate?.splitViewControllerDidCollapse(self)
    }

    func layOutColumns() {
        guard isViewLoaded, let current = primary, let secondary else { return }
        if !isCollapsed, collapseDecided { expand(primary: current) }
        decideCollapse(primary: self.primary ?? current, secondary: self.secondary ?? secondary)
        // The delegate may have chosen another primary or secondary (7.29, 7.33).
        guard let primary = self.primary, let secondary = self.secondary else { return }
        let mode = displayMode
        if let last = lastDisplayMode, last != mode { delegate?.splitViewController(self, willChangeTo: mode) }
        lastDisplayMode = mode
        if collapsedSecondary != nil {
            showColumnView(primary, frame: view.bounds)
            return
        }
        let bounds = view.bounds
        if isCollapsed, let compactColumn {
            for column in [primary, secondary] + (supplementary.map { [$0] } ?? []) { removeColumnView(column) }
            showColumnView(compactColumn, frame: bounds)
            return
        }
        let width = primaryColumnWidth
        let primaryFrame = CGRect(x: 0, y: 0, width: width, height: bounds.height)
        // Triple column: the supplementary column stands beside the secondary where one column does (7.26).
        let beside = style == .tripleColumn ? supplementary ?? primary : primary
        if beside !== primary, mode != .twoBesideSecondary, mode != .twoOverSecondary { removeColumnView(primary) }
        if let supplementary, beside !== supplementary { removeColumnView(supplementary) }
        switch (mode, isCollapsed) {
        case (.twoBesideSecondary, _):
            let second = supplementary ?? primary
            showColumnView(primary, frame: primaryFrame)
            if second !== primary {
                showColumnView(second, frame: CGRect(x: width, y: 0, width: Self.primaryColumnWidth, height: bounds.height))
            }
            let used = second === primary ? width : width + Self.primaryColumnWidth
            showColumnView(secondary, frame: CGRect(x: used, y: 0, width: max(0, bounds.width - used), height: bounds.height))
        case (.oneBesideSecondary, _), (.twoDisplaceSecondary, _):
            showColumnView(beside, frame: primaryFrame)
            showColumnView(secondary, frame: CGRect(x: width, y: 0, width: max(0, bounds.width - width), height: bounds.height))
        case (.oneOverSecondary, false), (.twoOverSecondary, false):
            showColumnView(secondary, frame: bounds)
            showColumnView(beside, frame: primaryFrame)
        case (.oneOverSecondary, true):
            removeColumnView(secondary)
            showColumnView(primary, frame: bounds)
        default:
            removeColumnView(beside)
            showColumnView(secondary, frame: bounds)
        }
    }

    private var isShowing: Bool { appearanceState == .appearing || appearanceState == .appeared }

    func showColumnView(_ controller: UIViewController, frame: CGRect) {
        let columnView = controller.view!
        columnView.frame = frame
        guard columnView.superview !== view else {
            columnView.placeInContainer(at: frame)  // 7.69
            return
        }
        if isShowing { controller.beginAppearanceTransition(true, animated: false) }
        view.addSubview(columnView)
        columnView.placeInContainer(at: frame)
        if appearanceState == .appeared { controller.endAppearanceTransition() }
    }

    func removeColumnView(_ controller: UIViewController) {
        guard let columnView = controller.viewIfLoaded, columnView.superview === viewIfLoaded else { return }
        let wasShowing = controller.appearanceState != .disappeared
        if wasShowing { controller.beginAppearanceTransition(false, animated: false) }
        columnView.removeFromSuperview()
        if wasShowing { controller.endAppearanceTransition() }
    }
}
