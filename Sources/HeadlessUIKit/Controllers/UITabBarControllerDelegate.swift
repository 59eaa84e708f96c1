/// Decides and hears about tab selections made by tapping the tab bar (docs/uikit-rules.md 7.6); selections made in
/// code (`selectedIndex`, `selectedViewController`) do not consult it, as in UIKit.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    func tabBarController(_ tabBarController: UITabBarController,
                          shouldSelect viewController: UIViewController) -> Bool
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController,
                                 shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}
