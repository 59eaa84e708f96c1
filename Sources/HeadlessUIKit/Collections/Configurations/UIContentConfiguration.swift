import Foundation

/// What a cell shows, as a value (docs/uikit-rules.md 16.31): the configuration makes its content view, which a cell
/// puts in its `contentView` filling it.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public protocol UIContentConfiguration {
    func makeContentView() -> UIView & UIContentView
    func updated(for state: UIConfigurationState) -> Self
}

/// The view a content configuration makes; setting `configuration` shows another one.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public protocol UIContentView: AnyObject {
    var configuration: UIContentConfiguration { get set }
    func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: UIContentConfiguration) -> Bool { true }
}

/// A cell's state, as configurations receive it.
public protocol UIConfigurationState {}

/// The name of an app's own value in a configuration state (docs/uikit-rules.md 16.42).
public struct UIConfigurationStateCustomKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// A cell's state (docs/uikit-rules.md 16.42): the cell's traits, UIKit's flags, and any values an app stores under
/// its own keys (a cell subclass overriding `configurationState` adds them; `updateConfiguration(using:)` reads them).
/// Unchecked: the custom values are `AnyHashable`, as UIKit declares them; states are made and read by cells on the
/// main actor.
public struct UICellConfigurationState: UIConfigurationState, @unchecked Sendable {
    public var traitCollection = UITraitCollection()
    public var isSelected = false
    public var isHighlighted = false
    public var isDisabled = false
    public var isEditing = false
    public var isExpanded = false
    public var isSwiped = false
    public var isReordering = false
    public var isFocused = false
    private var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init() {}

    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    /// The app's value stored under `key`; nil when none (setting nil removes it).
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }
}
