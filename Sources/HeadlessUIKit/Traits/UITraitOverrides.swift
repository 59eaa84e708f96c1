import Foundation

/// The traits an object sets for itself and everything below it (iOS 17; docs/uikit-rules.md 13.8): a window
/// scene's reach its windows, a controller's its view and children, a view's its subviews. A trait not set here
/// is inherited; reading one not set gives its unspecified value.
public struct UITraitOverrides: CustomStringConvertible {
    /// The overridden traits' values by trait identifier.
    private var values: [String: Any] = [:]

    public init() {}

    private func value<Value>(_ trait: UITrait, or unspecified: Value) -> Value {
        values[trait.identifier] as? Value ?? unspecified
    }

    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { value(UITraitUserInterfaceStyle.self, or: .unspecified) }
        set { values[UITraitUserInterfaceStyle.identifier] = newValue }
    }
    public var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { value(UITraitHorizontalSizeClass.self, or: .unspecified) }
        set { values[UITraitHorizontalSizeClass.identifier] = newValue }
    }
    public var verticalSizeClass: UIUserInterfaceSizeClass {
        get { value(UITraitVerticalSizeClass.self, or: .unspecified) }
        set { values[UITraitVerticalSizeClass.identifier] = newValue }
    }
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { value(UITraitPreferredContentSizeCategory.self, or: .unspecified) }
        set { values[UITraitPreferredContentSizeCategory.identifier] = newValue }
    }
    public var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { value(UITraitLayoutDirection.self, or: .unspecified) }
        set { values[UITraitLayoutDirection.identifier] = newValue }
    }
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        get { value(UITraitUserInterfaceIdiom.self, or: .unspecified) }
        set { values[UITraitUserInterfaceIdiom.identifier] = newValue }
    }
    /// 0 when not set.
    public var displayScale: CGFloat {
        get { value(UITraitDisplayScale.self, or: 0) }
        set { values[UITraitDisplayScale.identifier] = newValue }
    }

    /// Whether the trait is overridden here.
    public func contains(_ trait: UITrait) -> Bool { values[trait.identifier] != nil }

    /// Stops overriding the trait: it is inherited again.
    public mutating func remove(_ trait: UITrait) { values[trait.identifier] = nil }

    /// The overridden traits as a collection, the others unspecified.
    var collection: UITraitCollection {
        UITraitCollection(horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass,
                          userInterfaceIdiom: userInterfaceIdiom, displayScale: displayScale,
                          userInterfaceStyle: userInterfaceStyle,
                          preferredContentSizeCategory: preferredContentSizeCategory, layoutDirection: layoutDirection)
    }

    var isEmpty: Bool { values.isEmpty }

    public var description: String {
        "<UITraitOverrides; " + values.keys.sorted().map { "\($0) = \(values[$0]!)" }.joined(separator: ", ") + ">"
    }
}

extension TraitState {
    /// `inherited` with this object's appearance override and trait overrides put over it.
    func adjusting(_ inherited: UITraitCollection) -> UITraitCollection {
        let styled = inherited.with(userInterfaceStyle: overrideStyle)
        return overrides.isEmpty ? styled : styled.overlaid(with: overrides.collection)
    }
}

extension UIView {
    /// The traits this view sets for itself and its subviews (iOS 17; docs/uikit-rules.md 13.8). The views and
    /// controllers whose traits moved are told at the next trait update (4.14).
    public var traitOverrides: UITraitOverrides {
        get { traitState?.overrides ?? UITraitOverrides() }
        set { Runtime.current.changeTraitsAtNextUpdate { (traitState ?? makeTraitState()).overrides = newValue } }
    }

    /// Runs the pending trait update now (iOS 17; docs/uikit-rules.md 4.14): trait changes are told at once.
    public func updateTraitsIfNeeded() {
        Runtime.current.updateTraitsIfNeeded()
    }
}

extension UIViewController {
    /// The traits this controller sets for itself, its view and its children (iOS 17; docs/uikit-rules.md 13.8),
    /// told at the next trait update (4.14).
    public var traitOverrides: UITraitOverrides {
        get { traitState?.overrides ?? UITraitOverrides() }
        set { Runtime.current.changeTraitsAtNextUpdate { (traitState ?? makeTraitState()).overrides = newValue } }
    }

    /// Runs the pending trait update now (iOS 17; docs/uikit-rules.md 4.14).
    public func updateTraitsIfNeeded() {
        Runtime.current.updateTraitsIfNeeded()
    }
}

extension UIWindowScene {
    /// The traits this scene sets for its windows and everything in them (iOS 17; docs/uikit-rules.md 13.8), told
    /// at the next trait update (4.14).
    public var traitOverrides: UITraitOverrides {
        get { traitState?.overrides ?? UITraitOverrides() }
        set {
            Runtime.current.changeTraitsAtNextUpdate {
                if traitState == nil { traitState = TraitState() }
                traitState?.overrides = newValue
            }
        }
    }
}
