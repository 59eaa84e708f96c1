/// Gives a page view controller the pages around the current one (docs/uikit-rules.md 7.8).
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController?
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController?
}
