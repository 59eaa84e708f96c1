import Foundation

/// Which appearance a bar takes (docs/uikit-rules.md 7.65-7.68): a navigation bar, tab bar or toolbar managed by its
/// controller takes its scroll-edge appearance while the content scroll view it watches (7.44) has its content's
/// edge at the bar (the top for a navigation bar, the bottom for a tab bar or toolbar), or has no such scroll view,
/// and its standard appearance once content scrolls under it. Without a scroll-edge appearance the standard one is
/// used with a transparent background (iOS 15). A bar no controller manages always takes its standard appearance.
extension UIScrollView {
    /// 7.65: the content's top edge is at or below the top of the area the insets leave: `contentOffset.y` at most
    /// minus the adjusted top inset (a hundredth of a point is allowed for rounding; pulled down past it counts).
    var isAtTopScrollEdge: Bool { contentOffset.y <= -adjustedContentInset.top + 0.01 }

    /// 7.65: the content's bottom edge is at or above the bottom of the area the insets leave; content shorter than
    /// that area always is.
    var isAtBottomScrollEdge: Bool {
        contentOffset.y + bounds.height - adjustedContentInset.bottom >= contentSize.height - 0.01
    }

    /// Tells the bars of the containers above the controller whose content scroll view this is that it may have
    /// reached or left their edge (7.66). Cheap when the scroll view is nobody's content scroll view.
    func scrollEdgeMayHaveChanged() {
        var current = controllerObservingAsContent
        while let controller = current {
            if let navigation = controller as? UINavigationController {
                navigation.navigationBar.scrollEdgeMayHaveChanged()
                navigation.toolbar?.scrollEdgeMayHaveChanged()
            } else if let tabs = controller as? UITabBarController {
                tabs.tabBar.scrollEdgeMayHaveChanged()
            }
            current = controller.parent
        }
    }
}

extension UIViewController {
    /// The scroll view a container's bar at `edge` watches (7.66): one set on the controller with
    /// `setContentScrollView(_:for:)`, else a navigation controller's top controller's, a tab bar controller's selected
    /// controller's, else the controller's own content scroll view (7.44).
    func observedContentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        if let chosen = edge == .top ? chosenTopContentScrollView : chosenBottomContentScrollView { return chosen }
        if let navigation = self as? UINavigationController {
            return navigation.topViewController?.observedContentScrollView(for: edge)
        }
        if let tabs = self as? UITabBarController { return tabs.selectedViewController?.observedContentScrollView(for: edge) }
        return contentScrollView(for: edge)
    }
}

/// What a bar's background is drawn from (7.12, 7.67): the appearance in effect's colour, blur and hairline colour.
struct BarBackground {
    var color: UIColor?
    var effect: UIBlurEffect?
    var shadowColor: UIColor?

    @MainActor
    init(_ appearance: UIBarAppearance) {
        color = appearance.backgroundColor
        effect = appearance.backgroundEffect
        shadowColor = appearance.shadowColor
    }

    init(color: UIColor?, effect: UIBlurEffect?, shadowColor: UIColor?) {
        self.color = color
        self.effect = effect
        self.shadowColor = shadowColor
    }

    /// A standard appearance "modified to use a transparent background" (7.67): clear, no blur, no hairline.
    @MainActor
    static var transparent: BarBackground { BarBackground(color: .clear, effect: nil, shadowColor: nil) }

    /// 7.67: the background a managed bar takes: the scroll-edge appearance's at the scroll edge (the standard one's
    /// made transparent when there is none), else the standard appearance's; `atScrollEdge` is nil for a bar no
    /// controller manages, which takes its standard appearance.
    @MainActor
    static func inEffect(standard: UIBarAppearance, scrollEdge: UIBarAppearance?, atScrollEdge: Bool?) -> BarBackground {
        guard atScrollEdge == true else { return BarBackground(standard) }
        return scrollEdge.map(BarBackground.init) ?? .transparent
    }
}

extension UIView {
    /// The controller of type `T` whose view holds this bar directly, when `manages` says the bar is its own.
    func managingController<T: UIViewController>(_ type: T.Type, _ manages: (T) -> Bool) -> T? {
        guard let owner = superview?.owningViewController as? T, manages(owner) else { return nil }
        return owner
    }
}

/// A bar whose appearance follows the edge of the content scroll view it watches (7.66): a navigation bar, a toolbar
/// or a tab bar.
@MainActor
protocol ScrollEdgeFollowing: UIView {
    /// Whether the watched scroll view has its content's edge at the bar; nil when no controller manages the bar.
    var isAtScrollEdge: Bool? { get }
    /// `isAtScrollEdge` as it was when the bar last applied its appearance.
    var appliedScrollEdge: Bool? { get }
    /// Sets the bar's look from the appearance in effect, noting `appliedScrollEdge`.
    func applyAppearance()
}

extension ScrollEdgeFollowing {
    /// The content scroll view may have reached or left the bar (7.66): the bar takes the other appearance.
    func scrollEdgeMayHaveChanged() {
        guard isAtScrollEdge != appliedScrollEdge else { return }
        applyAppearance()
        setNeedsDisplay()
    }
}

extension UINavigationBar: ScrollEdgeFollowing {}
extension UIToolbar: ScrollEdgeFollowing {}
extension UITabBar: ScrollEdgeFollowing {}

extension UINavigationBar {
    /// 7.66: whether the top controller's content scroll view has its content's top at the bar (true without one);
    /// nil when no navigation controller manages the bar.
    var isAtScrollEdge: Bool? {
        guard let navigation = managingController(UINavigationController.self, { $0.navigationBar === self }) else {
            return nil
        }
        return navigation.observedContentScrollView(for: .top)?.isAtTopScrollEdge ?? true
    }
}

extension UIToolbar {
    /// 7.66: whether the top controller's content scroll view has its content's bottom at the toolbar (true without
    /// one); nil when no navigation controller manages the toolbar.
    var isAtScrollEdge: Bool? {
        guard let navigation = managingController(UINavigationController.self, { $0.toolbar === self }) else {
            return nil
        }
        return navigation.observedContentScrollView(for: .bottom)?.isAtBottomScrollEdge ?? true
    }
}

extension UITabBar {
    /// 7.66: whether the selected controller's content scroll view has its content's bottom at the bar (true without
    /// one); nil when no tab bar controller manages the bar.
    var isAtScrollEdge: Bool? {
        guard let tabs = managingController(UITabBarController.self, { $0.tabBar === self }) else { return nil }
        return tabs.observedContentScrollView(for: .bottom)?.isAtBottomScrollEdge ?? true
    }
}
