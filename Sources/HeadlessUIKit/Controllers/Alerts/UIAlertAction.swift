import Foundation

/// One button of an alert or action sheet (docs/uikit-rules.md 6.6). Its handler runs after the alert has been
/// dismissed, as UIKit runs it.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UIAlertAction {
    public enum Style: Int, Sendable {
        case `default` = 0, cancel = 1, destructive = 2

        public var name: String {
            switch self {
            case .default: "default"
            case .cancel: "cancel"
            case .destructive: "destructive"
            }
        }
    }

    public let title: String?
    public let style: Style
    let handler: ((UIAlertAction) -> Void)?
    /// A disabled action's button cannot be tapped.
    open var isEnabled = true {
        didSet { button?.isEnabled = isEnabled }
    }
    /// Our addition: the button showing the action in its alert's view, once that view is loaded (what a finger
    /// taps; the automation host's `alert.tap` taps it).
    public internal(set) weak var button: UIButton?
    /// The button's title colour, set by key-value coding under "titleTextColor" (docs/uikit-rules.md 6.81).
    var titleTextColor: UIColor? {
        didSet { if let titleTextColor { button?.setTitleColor(titleTextColor, for: .normal) } }
    }

    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
