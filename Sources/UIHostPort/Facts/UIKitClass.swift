/// A UIKit class an app's class can descend from, by what a storyboard or a scene manifest makes of it.
struct UIKitClass: Equatable {
    enum Kind: Equatable {
        /// `UIStoryboard.register(_:)` for controllers.
        case controller
        /// `UIStoryboard.register(_:)` for views, cells and controls.
        case view
        /// `UIStoryboard.register(_:)` for `kind="custom"` segues.
        case segue
        /// `UIStoryboard.register(gestureRecognizerNamed:make:)` for a recognizer's `customClass` (18.29).
        case gestureRecognizer
        /// A responder that storyboards do not instantiate: the application, app delegates, scenes.
        case otherResponder
        /// Not a responder: gesture recognizers, bar items and the like. Named actions cannot resolve on these.
        case other
    }

    var name: String
    var kind: Kind

    var isResponder: Bool { kind != .segue && kind != .other && kind != .gestureRecognizer }

    init?(name: String) {
        guard let kind = Self.kinds[name] ?? Self.kindByConvention(name) else { return nil }
        self.name = name
        self.kind = kind
    }

    private static func kindByConvention(_ name: String) -> Kind? {
        guard name.hasPrefix("UI") else { return nil }
        if name.hasSuffix("ViewController") || name.hasSuffix("NavigationController")
            || name.hasSuffix("TabBarController") {
            return .controller
        }
        if name.hasSuffix("GestureRecognizer") { return .gestureRecognizer }
        for suffix in ["View", "Cell", "Control", "Button", "Label", "Field", "Bar", "Window", "Picker"] where name.hasSuffix(suffix) {
            return .view
        }
        return nil
    }

    private static let kinds: [String: Kind] = [
        "UIViewController": .controller, "UITableViewController": .controller,
        "UICollectionViewController": .controller, "UINavigationController": .controller,
        "UITabBarController": .controller, "UIPageViewController": .controller,
        "UISplitViewController": .controller, "UISearchController": .controller,
        "UIAlertController": .controller, "UIInputViewController": .controller,
        "UIView": .view, "UIControl": .view, "UIButton": .view, "UILabel": .view, "UIImageView": .view,
        "UIScrollView": .view, "UITableView": .view, "UICollectionView": .view, "UITableViewCell": .view,
        "UICollectionViewCell": .view, "UICollectionReusableView": .view, "UITableViewHeaderFooterView": .view,
        "UIStackView": .view, "UITextField": .view, "UITextView": .view, "UISwitch": .view, "UISlider": .view,
        "UIStepper": .view, "UISegmentedControl": .view, "UIPageControl": .view, "UIProgressView": .view,
        "UIActivityIndicatorView": .view, "UIDatePicker": .view, "UIPickerView": .view, "UIWindow": .view,
        "UINavigationBar": .view, "UITabBar": .view, "UIToolbar": .view, "UIRefreshControl": .view,
        "UIVisualEffectView": .view, "UISearchBar": .view,
        "UIStoryboardSegue": .segue,
        "UIResponder": .otherResponder, "UIApplication": .otherResponder, "UIScene": .otherResponder,
        "UIWindowScene": .otherResponder,
        "NSObject": .other, "UIGestureRecognizer": .gestureRecognizer, "UITapGestureRecognizer": .gestureRecognizer,
        "UIPanGestureRecognizer": .gestureRecognizer, "UILongPressGestureRecognizer": .gestureRecognizer,
        "UISwipeGestureRecognizer": .gestureRecognizer, "UIPinchGestureRecognizer": .gestureRecognizer,
        "UIRotationGestureRecognizer": .gestureRecognizer, "UIScreenEdgePanGestureRecognizer": .gestureRecognizer,
        "UIBarItem": .other, "UIBarButtonItem": .other, "UITabBarItem": .other, "UINavigationItem": .other,
        "UIStoryboard": .other, "UIImage": .other, "UIColor": .other, "UIFont": .other,
        "UICollectionViewLayout": .other, "UICollectionViewFlowLayout": .other,
        "UICollectionViewLayoutAttributes": .other, "UIDocument": .other,
    ]
}
