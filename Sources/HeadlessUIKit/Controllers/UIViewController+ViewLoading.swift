import Foundation

/// What `loadView()` falls back to (docs/uikit-rules.md 6.96, 8.28): the nib it looks for and the plain view it
/// makes when there is none.
extension UIViewController {
    /// The plain view `loadView()` makes when there is no storyboard scene or nib (docs/uikit-rules.md 6.96): the
    /// size of the screen, with a flexible width and height, as UIKit's (its description reads "autoresize = W+H"),
    /// so a child's view framed to a container that is later resized follows it.
    static func defaultView() -> UIView {
        let view = UIView(frame: UIScreen.main.bounds)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        return view
    }

    /// The nib `loadView()` loads (8.28): `nibName`'s; without one, for an app's class, a nib named after the class
    /// without its `Controller` suffix, then one named after the whole class, if the app has it.
    func nibToLoad() -> UINib? {
        let bundle = nibBundle ?? .main
        if let nibName { return UINib(nibName: nibName, bundle: bundle) }
        let qualified = String(reflecting: type(of: self))
        guard !qualified.hasPrefix("HeadlessUIKit.") else { return nil }
        let className = String(describing: type(of: self))
        var candidates = [className]
        if className.hasSuffix("Controller") { candidates.insert(String(className.dropLast("Controller".count)), at: 0) }
        return candidates.first { UINib.exists(named: $0, in: bundle) }.map { UINib(nibName: $0, bundle: bundle) }
    }
}
