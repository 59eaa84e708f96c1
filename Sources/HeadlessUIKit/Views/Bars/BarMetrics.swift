import Foundation

/// The standard bars' heights, which follow the device (docs/uikit-rules.md 7.46, 7.70): on an iPhone a navigation
/// bar's row and a toolbar are 44 pt standing and 32 lying down, and a tab bar 49 pt; on an iPad (iOS 12 and later)
/// all three are 50 pt, at every width the app is given. The home indicator's inset below a bottom bar and a
/// navigation bar's prompt, large-title and search rows are added to these, as before.
@MainActor
enum BarMetrics {
    private static var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }

    /// A navigation bar's title row: 44 on an iPhone, 32 on an iPhone lying down (its height compact, 7.70), 50 on
    /// an iPad.
    static func navigationRow(for traits: UITraitCollection) -> CGFloat { isPad ? 50 : compactable(traits) }
    /// A toolbar: 44 on an iPhone, 32 on an iPhone lying down (7.70), 50 on an iPad.
    static func toolbar(for traits: UITraitCollection) -> CGFloat { isPad ? 50 : compactable(traits) }
    /// A tab bar (without the home indicator's inset): 49 on an iPhone in both orientations, 50 on an iPad.
    static var tabBar: CGFloat { isPad ? 50 : 49 }

    private static func compactable(_ traits: UITraitCollection) -> CGFloat {
        traits.verticalSizeClass == .compact ? 32 : 44
    }
}

extension UIView {
    /// docs/uikit-rules.md 7.70: a navigation bar's or toolbar's height follows the vertical size class. One placed by
    /// constraints takes it from its intrinsic size, which is invalidated here; containers set their bars' frames.
    func barHeightTraitsDidChange(from previous: UITraitCollection, to now: UITraitCollection) {
        if now.verticalSizeClass != previous.verticalSizeClass, !translatesAutoresizingMaskIntoConstraints {
            invalidateIntrinsicContentSize()
        }
    }
}
