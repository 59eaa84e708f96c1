import Foundation

/// One item of a collection view (docs/uikit-rules.md 16.3). Content goes in `contentView`, which fills the cell;
/// `backgroundView` sits behind it and `selectedBackgroundView` above that while the cell is selected or
/// highlighted. The collection view sets `isSelected` and `isHighlighted` (and so calls their observers in
/// subclasses, as UIKit apps override them).
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    public let contentView: UIView

    open var isSelected = false {
        didSet { if isSelected != oldValue { stateDidChange() } }
    }

    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { stateDidChange() } }
    }

    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    open var selectedBackgroundView: UIView? {
        didSet {
            guard selectedBackgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            stateDidChange()
        }
    }

    /// What the cell shows, as a value (docs/uikit-rules.md 16.31): its content view fills `contentView`.
    open var contentConfiguration: UIContentConfiguration? {
        didSet { configuredContentView = ContentConfigurationHost.apply(contentConfiguration, in: contentView, replacing: configuredContentView) }
    }

    /// The cell's background as a value: shown as `backgroundView`.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet { backgroundView = backgroundConfiguration?.makeView(tint: tintColor) }
    }

    open var automaticallyUpdatesContentConfiguration = true
    open var automaticallyUpdatesBackgroundConfiguration = true
    /// Called with the cell's state each time `updateConfiguration(using:)` runs: before the collection view shows the
    /// cell, when its selection or highlight changes, and when asked with `setNeedsUpdateConfiguration()`
    /// (docs/uikit-rules.md 16.42).
    open var configurationUpdateHandler: ((UICollectionViewCell, UICellConfigurationState) -> Void)?

    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        return state
    }

    /// Calls `updateConfiguration(using:)` with the current state (at once: there is no deferred pass here).
    open func setNeedsUpdateConfiguration() {
        updateConfiguration(using: configurationState)
    }

    open func updateConfiguration(using state: UICellConfigurationState) {
        if automaticallyUpdatesContentConfiguration {
            ContentConfigurationHost.update(configuredContentView, showing: contentConfiguration, for: state)
        }
        configurationUpdateHandler?(self, state)
    }

    /// A storyboard prototype's segue, triggered when the item is selected (with the cell as sender).
    var selectionSegueTrigger: ((UICollectionViewCell) -> Void)?
    var configuredContentView: (UIView & UIContentView)?

    public override init(frame: CGRect) {
        contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        setUpCell()
    }

    public required init?(coder: NSCoder) {
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        setUpCell()
    }

    private func setUpCell() {
        addSubview(contentView)
        isAccessibilityElement = false
    }

    override var sizingRoot: UIView { contentView }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let whole = bounds
        backgroundView?.frame = whole
        selectedBackgroundView?.frame = whole
        contentView.frame = whole
    }

    /// Includes `.selected` while the cell is selected, as UIKit's cells report it.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { isSelected ? super.accessibilityTraits.union(.selected) : super.accessibilityTraits }
        set { super.accessibilityTraits = newValue }
    }

    /// A cell with a content configuration takes the height its content view needs at the proposed width; otherwise
    /// as a reusable view (docs/uikit-rules.md 16.12, 16.31).
    open override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes {
        guard let configured = configuredContentView, !contentView.hasConstrainedSubviews else {
            return super.preferredLayoutAttributesFitting(layoutAttributes)
        }
        let preferred = layoutAttributes.copy()
        preferred.frame.size.height = configured.sizeThatFits(CGSize(width: layoutAttributes.size.width, height: 0)).height
        return preferred
    }

    /// Set while the collection view prepares the cell for display: its state changes then make one update, after.
    var holdsConfigurationUpdates = false

    /// Brings the configuration up to date with the new state (docs/uikit-rules.md 16.42) and shows the selected
    /// background while selected or highlighted.
    private func stateDidChange() {
        if !holdsConfigurationUpdates { setNeedsUpdateConfiguration() }
        guard let selectedBackgroundView else { return }
        if isSelected || isHighlighted {
            if selectedBackgroundView.superview !== self {
                insertSubview(selectedBackgroundView, at: backgroundView == nil ? 0 : 1)
            }
        } else {
            selectedBackgroundView.removeFromSuperview()
        }
        setNeedsLayout()
    }

    override func resetForReuse() {
        super.resetForReuse()
        if isSelected { isSelected = false }
        if isHighlighted { isHighlighted = false }
    }
}
