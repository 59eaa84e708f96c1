import Foundation

/// The window that shows the first responder's input view and input accessory view (docs/uikit-rules.md 6.46), in
/// front of every other window, as UIKit's keyboard window is. It fills the screen, so the views in it get the
/// screen's safe area at its edges, and lets through every touch that does not land on one of them.
final class InputViewsWindow: UIWindow {
    /// UIKit's keyboard window sits above alerts and the status bar (UIHost's choice of number).
    static let level = UIWindow.Level(10_000_000)

    /// Holds the input accessory view: its frame is the accessory's place on the screen.
    let accessoryHost = UIView()
    /// Holds the input view (or the input view controller's view).
    let inputHost = UIView()
    /// The responder whose views are shown: first responder is that responder's window's, so a text view inside a
    /// shown accessory becomes first responder of the app's window, not of this one.
    weak var shownFor: UIResponder?
    /// The constraints pinning a hosted view that is placed by constraints to its host, by view.
    var pins: [ObjectIdentifier: [NSLayoutConstraint]] = [:]

    override init(frame: CGRect) {
        super.init(frame: frame)
        windowLevel = Self.level
        addSubview(inputHost)
        addSubview(accessoryHost)
    }

    required init?(coder: NSCoder) { fatalError("InputViewsWindow is made by the runtime only") }

    /// Touches outside the input views go on to the windows behind.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self || hit === accessoryHost || hit === inputHost ? nil : hit
    }

    /// The app's window whose first responder the shown views belong to.
    weak var hostWindow: UIWindow?

    override var responderWindow: UIWindow? { hostWindow ?? runtime.application?.keyWindow }
}

extension UIView {
    /// The window first responder status is kept in for this view: its own window, except inside the input views'
    /// window, where it is the window of the responder they are shown for (docs/uikit-rules.md 6.46).
    var firstResponderWindow: UIWindow? {
        guard let window else { return nil }
        return window is InputViewsWindow ? window.responderWindow : window
    }
}
