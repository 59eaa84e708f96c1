import Foundation

/// A split view controller (docs/uikit-rules.md 7.8) with two columns, `viewControllers` = [primary, secondary].
///
/// - iPad in landscape: side by side, the primary `primaryColumnWidth` (320 pt, UIKit's default) on the left.
/// - iPad in portrait: the secondary alone; `show(.primary)` lays the primary over the secondary's left 320 pt.
/// - iPhone (`isCollapsed`): the secondary alone; `show(.primary)` puts the primary in its place.
///
/// Deviation: UIKit 14+ on iPhone collapses onto the primary column by default; here the secondary (detail) shows,
/// as in the seed-era split view. Columns that enter or leave get appearance callbacks when the split view shows.
open class UISplitViewController: UIViewController {
    public enum Column: Int, Sendable {
        case primary, secondary
    }

    public enum DisplayMode: Int, Sendable {
        case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary
    }

    public static let primaryColumnWidth: CGFloat = 320

    /// [primary, secondary]. Setting it replaces the children; columns beyond two are ignored.
    open var viewControllers: [UIViewController] = [] {
        didSet { replaceColumns(oldValue) }
    }

    /// Whether the primary shows because `show(.primary)` asked for it (iPad portrait, iPhone).
    private var isPrimaryRequested = false

    public var isCollapsed: Bool { UIDevice.current.userInterfaceIdiom == .phone }

    public var displayMode: DisplayMode {
        guard isViewLoaded else { return .automatic }
        if !isCollapsed, view.bounds.width > view.bounds.height { return .oneBesideSecondary }
        return isPrimaryRequested ? .oneOverSecondary : .secondaryOnly
    }

    private var primary: UIViewController? { viewControllers.first }
    private var secondary: UIViewController? { viewControllers.count > 1 ? viewControllers[1] : nil }

    open func show(_ column: Column) {
        isPrimaryRequested = column == .primary
        layOutColumns()
    }

    open func hide(_ column: Column) {
        if column == .primary { isPrimaryRequested = false }
        layOutColumns()
    }

    /// Replaces the secondary column and shows it (hiding a primary shown on request).
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        isPrimaryRequested = false
        viewControllers = (primary.map { [$0] } ?? []) + [vc]
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        layOutColumns()
    }

    private func replaceColumns(_ old: [UIViewController]) {
        for controller in old where !viewControllers.contains(where: { $0 === controller }) {
            controller.willMove(toParent: nil)
            removeColumnView(controller)
            controller.removeFromParent()
        }
        for controller in viewControllers.prefix(2) where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        layOutColumns()
    }

    private func layOutColumns() {
        guard isViewLoaded, let primary, let secondary else { return }
        let bounds = view.bounds
        let width = Self.primaryColumnWidth
        let primaryFrame = CGRect(x: 0, y: 0, width: min(width, bounds.width), height: bounds.height)
        switch (displayMode, isCollapsed) {
        case (.oneBesideSecondary, _):
            showColumnView(primary, frame: primaryFrame)
            showColumnView(secondary, frame: CGRect(x: width, y: 0, width: max(0, bounds.width - width), height: bounds.height))
        case (.oneOverSecondary, false):
            showColumnView(secondary, frame: bounds)
            showColumnView(primary, frame: primaryFrame)
        case (.oneOverSecondary, true):
            removeColumnView(secondary)
            showColumnView(primary, frame: bounds)
        default:
            removeColumnView(primary)
            showColumnView(secondary, frame: bounds)
        }
    }

    private var isShowing: Bool { appearanceState == .appearing || appearanceState == .appeared }

    private func showColumnView(_ controller: UIViewController, frame: CGRect) {
        let columnView = controller.view!
        columnView.frame = frame
        guard columnView.superview !== view else { return }
        if isShowing { controller.beginAppearanceTransition(true, animated: false) }
        view.addSubview(columnView)
        if appearanceState == .appeared { controller.endAppearanceTransition() }
    }

    private func removeColumnView(_ controller: UIViewController) {
        guard let columnView = controller.viewIfLoaded, columnView.superview === viewIfLoaded else { return }
        let wasShowing = controller.appearanceState != .disappeared
        if wasShowing { controller.beginAppearanceTransition(false, animated: false) }
        columnView.removeFromSuperview()
        if wasShowing { controller.endAppearanceTransition() }
    }
}
