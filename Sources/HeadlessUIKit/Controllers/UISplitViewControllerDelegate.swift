import Foundation

/// What a split view controller asks its delegate (docs/uikit-rules.md 7.25): every method is optional, and the
/// defaults are UIKit's behaviour when the delegate does not implement it.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
    /// Classic interface: true when the delegate has dealt with the secondary itself, and the primary shows alone
    /// in the collapsed interface; false (the default) lets the split view collapse it (the secondary shows).
    func splitViewController(_ splitViewController: UISplitViewController,
                             collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool
    /// Column style: the column that shows once collapsed; the default is the proposed `.secondary`.
    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
        -> UISplitViewController.Column
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    /// True when the delegate shows `vc` itself; false (the default) lets the split view put it in the secondary column.
    func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController,
                             sender: Any?) -> Bool
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    /// Classic interface, expanding (7.29): the secondary column's controller; nil (the default) lets the split
    /// view separate it from the primary (7.30).
    func splitViewController(_ splitViewController: UISplitViewController,
                             separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController?
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
    /// Classic interface, collapsing (7.33): the controller that becomes the primary, asked before
    /// `collapseSecondary`, which is then asked with it; nil (the default) keeps the primary.
    func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController?
    /// Classic interface, expanding (7.33): the primary column's controller, asked before `separateSecondaryFrom`;
    /// nil (the default) keeps the current primary.
    func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController?
}

extension UISplitViewControllerDelegate {
    public func splitViewController(_ splitViewController: UISplitViewController,
                                    collapseSecondary secondaryViewController: UIViewController,
                                    onto primaryViewController: UIViewController) -> Bool { false }
    public func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column { proposedTopColumn }
    public func splitViewController(_ svc: UISplitViewController,
                                    willChangeTo displayMode: UISplitViewController.DisplayMode) {}
    public func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController,
                                    sender: Any?) -> Bool { false }
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    public func splitViewController(_ splitViewController: UISplitViewController,
                                    separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController? { nil }
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
    public func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? { nil }
    public func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController? { nil }
}
