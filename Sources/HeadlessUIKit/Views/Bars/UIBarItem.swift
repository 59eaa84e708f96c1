import Foundation

/// What bar button items and tab bar items share (docs/uikit-rules.md 7.5, 7.6).
///
/// The runtime has no `UIImage`: an item names its image instead (`imageName`), which is what storyboards and the
/// automation tree report.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UIBarItem {
    open var title: String? { didSet { itemDidChange() } }
    open var imageName: String? { didSet { itemDidChange() } }
    open var image: UIImage? { didSet { itemDidChange() } }
    open var tag: Int = 0
    open var isEnabled: Bool = true { didSet { itemDidChange() } }
    /// Given to the item's view in its bar; the bar picks a stable identifier when it is nil.
    open var accessibilityIdentifier: String? { didSet { itemDidChange() } }
    open var accessibilityLabel: String? { didSet { itemDidChange() } }

    public init() {}

    /// The bar showing the item rebuilds its item views when the item changes.
    var changeHandler: (() -> Void)?

    func itemDidChange() { changeHandler?() }

    /// The text the item's view shows and reports as its accessibility label.
    var displayTitle: String? { accessibilityLabel ?? title }
}
