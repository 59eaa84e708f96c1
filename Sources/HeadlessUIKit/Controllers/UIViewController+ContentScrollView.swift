import Foundation

/// The scroll view a controller's bars observe and its insets follow (docs/uikit-rules.md 7.44).
///
/// A controller's content scroll view for the top or bottom edge is the one set with `setContentScrollView(_:for:)`,
/// else its view when that is a scroll view, else the first subview of its view when that is a scroll view (the
/// hierarchy UIKit has read since iOS 7 and Interface Builder lays out by). A `.automatic` scroll view that is the
/// content scroll view of a controller shown in a navigation or tab bar controller takes the bars into its vertical
/// insets even when its content fits (7.17), so its content is not inset again (11.122).
extension UIViewController {
    /// Sets the scroll view observed for every edge.
    public func setContentScrollView(_ scrollView: UIScrollView?) {
        setContentScrollView(scrollView, for: .all)
    }

    /// The scroll view UIKit picks when none was set: the view itself, else its first subview.
    var automaticContentScrollView: UIScrollView? {
        guard let view = viewIfLoaded else { return nil }
        return view as? UIScrollView ?? view.subviews.first as? UIScrollView
    }
}

extension UIScrollView {
    /// The controller whose content scroll view this is, for either vertical edge: the nearest controller at or
    /// above it (its own when it is a controller's view), asked for each edge.
    var controllerObservingAsContent: UIViewController? {
        var view: UIView? = self
        while let current = view, current.owningViewController == nil { view = current.superview }
        guard let controller = view?.owningViewController else { return nil }
        if controller.contentScrollView(for: .top) === self || controller.contentScrollView(for: .bottom) === self {
            return controller
        }
        return nil
    }
}
