import Foundation

/// The pre-iOS 11 top or bottom layout guide of a view controller (deprecated in iOS 11 for the safe area).
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public protocol UILayoutSupport: AnyObject {
    /// How far the guide reaches into the controller's view: the safe area's top or bottom inset.
    var length: CGFloat { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var heightAnchor: NSLayoutDimension { get }
}

/// Which of the two old layout guides, and where its edges are now (docs/uikit-rules.md 7.18): the top guide runs
/// from the top of the controller's view to the top of its safe area, the bottom guide from the bottom of the safe
/// area to the bottom of the view. Storyboards' `<layoutGuides>` (8.6) and code's `topLayoutGuide` both use it.
@MainActor
enum LegacyLayoutGuide {
    case top, bottom

    /// The item and attribute that stand for the guide's `attribute` in `root`; nil for an attribute other than
    /// the guide's top and bottom.
    func edge(_ attribute: NSLayoutConstraint.Attribute, in root: UIView) -> (item: AnyObject, attribute: NSLayoutConstraint.Attribute)? {
        switch (self, attribute) {
        case (.top, .top): return (item: root, attribute: .top)
        case (.top, .bottom): return (item: root.safeAreaLayoutGuide, attribute: .top)
        case (.bottom, .top): return (item: root.safeAreaLayoutGuide, attribute: .bottom)
        case (.bottom, .bottom): return (item: root, attribute: .bottom)
        default: return nil
        }
    }
}

/// A controller's old layout guide: anchors on its view and the view's safe area guide.
@MainActor
final class ViewControllerLayoutSupport: UILayoutSupport {
    let guide: LegacyLayoutGuide
    unowned let root: UIView

    init(_ guide: LegacyLayoutGuide, root: UIView) {
        self.guide = guide
        self.root = root
    }

    var length: CGFloat {
        guide == .top ? root.safeAreaInsets.top : root.safeAreaInsets.bottom
    }

    private func anchor(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutYAxisAnchor {
        let edge = guide.edge(attribute, in: root)!
        return NSLayoutYAxisAnchor(item: edge.item, attribute: edge.attribute)
    }

    var topAnchor: NSLayoutYAxisAnchor { anchor(.top) }
    var bottomAnchor: NSLayoutYAxisAnchor { anchor(.bottom) }
    /// The distance from the guide's top to its bottom (`length` once laid out).
    var heightAnchor: NSLayoutDimension { topAnchor.anchorWithOffset(to: bottomAnchor) }
}

extension UIViewController {
    /// The old top layout guide (deprecated in iOS 11): from the top of the view to the top of its safe area, so
    /// its `length` is the height of the status and navigation bars over the view (docs/uikit-rules.md 7.18).
    /// Loads the view.
    public var topLayoutGuide: any UILayoutSupport { ViewControllerLayoutSupport(.top, root: view) }

    /// The old bottom layout guide (deprecated in iOS 11): from the bottom of the safe area to the bottom of the
    /// view, so its `length` is the height of the tab bar or toolbar over the view. Loads the view.
    public var bottomLayoutGuide: any UILayoutSupport { ViewControllerLayoutSupport(.bottom, root: view) }
}
