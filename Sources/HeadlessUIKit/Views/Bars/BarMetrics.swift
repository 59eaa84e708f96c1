import Foundation

/// The standard bars' heights, which follow the device (docs/uikit-rules.md 7.46): on an iPhone a navigation bar's
/// row and a toolbar are 44 pt and a tab bar 49 pt; on an iPad (iOS 12 and later) all three are 50 pt, at every
/// width the app is given. The home indicator's inset below a bottom bar and a navigation bar's prompt, large-title
/// and search rows are added to these, as before.
@MainActor
enum BarMetrics {
    private static var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }

    /// A navigation bar's title row: 44 on an iPhone, 50 on an iPad.
    static var navigationRow: CGFloat { isPad ? 50 : 44 }
    /// A toolbar: 44 on an iPhone, 50 on an iPad.
    static var toolbar: CGFloat { isPad ? 50 : 44 }
    /// A tab bar (without the home indicator's inset): 49 on an iPhone, 50 on an iPad.
    static var tabBar: CGFloat { isPad ? 50 : 49 }
}
