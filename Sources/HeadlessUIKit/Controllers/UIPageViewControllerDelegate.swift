/// Told about the page turns a swipe makes (docs/uikit-rules.md 6.104). As in UIKit, the methods are called for
/// gesture-driven turns only (`turnPage(_:animated:)` stands in for the swipe), never for `setViewControllers`.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
    /// Before the turn begins, with the page it turns to.
    func pageViewController(_ pageViewController: UIPageViewController,
                            willTransitionTo pendingViewControllers: [UIViewController])
    /// After the turn, with the page it turned from.
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

/// Every method is optional, as in UIKit.
extension UIPageViewControllerDelegate {
    public func pageViewController(_ pageViewController: UIPageViewController,
                                   willTransitionTo pendingViewControllers: [UIViewController]) {}
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
}
