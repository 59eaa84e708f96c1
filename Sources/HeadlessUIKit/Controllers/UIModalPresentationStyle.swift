/// How a presented controller's view is shown (docs/uikit-rules.md 7.7). Raw values are UIKit's.
///
/// `.custom` takes its presentation controller from the transitioning delegate (7.9); `.popover` adapts in compact
/// environments (7.10); `.none` is only an answer to adaptation, never a style to present with.
public enum UIModalPresentationStyle: Int, Sendable, CaseIterable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case overFullScreen = 5
    case custom = 4
    case overCurrentContext = 6
    case popover = 7
    case none = -1
    /// Resolves to `.pageSheet` on every device, as UIKit 13+ does for a plain view controller.
    case automatic = -2

    /// The style a presentation actually uses.
    var resolved: UIModalPresentationStyle { self == .automatic ? .pageSheet : self }

    /// Whether the presenting controller's view leaves the window after the transition, with disappear callbacks.
    var removesPresenterView: Bool { self == .fullScreen || self == .currentContext }

    /// Whether the presented view covers the presentation context's view rather than the window.
    var coversContext: Bool { self == .currentContext || self == .overCurrentContext }

    /// Whether the presented controller covers the whole window, and so decides rotation (docs/uikit-rules.md 9.2).
    var coversWindow: Bool { self == .fullScreen || self == .overFullScreen }

    public var name: String {
        switch self {
        case .fullScreen: "fullScreen"
        case .pageSheet: "pageSheet"
        case .formSheet: "formSheet"
        case .currentContext: "currentContext"
        case .overFullScreen: "overFullScreen"
        case .overCurrentContext: "overCurrentContext"
        case .custom: "custom"
        case .popover: "popover"
        case .none: "none"
        case .automatic: "automatic"
        }
    }
}
