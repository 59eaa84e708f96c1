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

    // MARK: Title attributes (docs/uikit-rules.md 6.77)

    /// The attributes set for each state, by the state's raw value.
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// The title's attributes in `state` (`.normal`, `.highlighted`, `.disabled`, `.selected`...): its `.font` and
    /// `.foregroundColor` show in a bar (6.77); nil removes the state's.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        itemDidChange()
    }

    /// The attributes set for exactly `state`, nil when none were.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    /// The attributes the item's title shows with: `.normal`'s, overridden by `.disabled`'s while the item is
    /// disabled (UIHost's choice: a state's attributes fall back to the normal state's key by key).
    var shownTitleAttributes: [NSAttributedString.Key: Any]? {
        let normal = titleAttributes[UIControl.State.normal.rawValue]
        guard !isEnabled, let disabled = titleAttributes[UIControl.State.disabled.rawValue] else { return normal }
        return (normal ?? [:]).merging(disabled) { $1 }
    }
}
