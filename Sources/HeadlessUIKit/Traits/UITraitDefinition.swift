import Foundation

/// A trait, as the iOS 17 trait-change registration names it (`UITraitUserInterfaceStyle.self`...).
public protocol UITraitDefinition {
    static var identifier: String { get }
    /// Whether the trait has a different value in the two collections.
    static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool
}

public typealias UITrait = any UITraitDefinition.Type

public enum UITraitUserInterfaceStyle: UITraitDefinition {
    public static let identifier = "UITraitUserInterfaceStyle"
    public static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.userInterfaceStyle != b.userInterfaceStyle }
}
public enum UITraitHorizontalSizeClass: UITraitDefinition {
    public static let identifier = "UITraitHorizontalSizeClass"
    public static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.horizontalSizeClass != b.horizontalSizeClass }
}
public enum UITraitVerticalSizeClass: UITraitDefinition {
    public static let identifier = "UITraitVerticalSizeClass"
    public static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.verticalSizeClass != b.verticalSizeClass }
}
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {
    public static let identifier = "UITraitPreferredContentSizeCategory"
    public static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool {
        a.preferredContentSizeCategory != b.preferredContentSizeCategory
    }
}
public enum UITraitLayoutDirection: UITraitDefinition {
    public static let identifier = "UITraitLayoutDirection"
    public static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.layoutDirection != b.layoutDirection }
}
public enum UITraitUserInterfaceIdiom: UITraitDefinition {
    public static let identifier = "UITraitUserInterfaceIdiom"
    public static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.userInterfaceIdiom != b.userInterfaceIdiom }
}
public enum UITraitDisplayScale: UITraitDefinition {
    public static let identifier = "UITraitDisplayScale"
    public static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.displayScale != b.displayScale }
}

extension UITraitDefinition {
    static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { Self.differs(a, b) }
}

/// A trait-change registration (iOS 17); `unregisterForTraitChanges(_:)` ends it.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public protocol UITraitChangeRegistration: AnyObject {}

@MainActor
final class TraitChangeRegistration: UITraitChangeRegistration {
    let traits: [UITrait]
    let handler: (UITraitEnvironment, UITraitCollection) -> Void
    var isActive = true

    init(traits: [UITrait], handler: @escaping (UITraitEnvironment, UITraitCollection) -> Void) {
        self.traits = traits
        self.handler = handler
    }
}

/// The iOS 17 registration API of views and view controllers (docs/uikit-rules.md 13.4).
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public protocol UITraitChangeObservable: UITraitEnvironment {}

extension UITraitChangeObservable {
    /// Calls `handler` with the object and its previous traits after any of `traits` changed for it.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait],
                                        handler: @escaping @MainActor (Self, UITraitCollection) -> Void) -> any UITraitChangeRegistration {
        TraitChangeRegistration.add(traits, as: Self.self, handler, to: self)
    }

    /// Calls `handler` with the object, as the type the handler names, and its previous traits after any of
    /// `traits` changed for it: UIKit's generic form, which a closure typed `(Self, UITraitCollection)` inside a
    /// class needs (docs/uikit-rules.md 13.9). A handler naming a type the object is not is never called.
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping @MainActor (TraitEnvironment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        TraitChangeRegistration.add(traits, as: TraitEnvironment.self, handler, to: self)
    }

    /// Sends `action` to the object itself after any of `traits` changed for it.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
        registerForTraitChanges(traits) { (me: Self, _: UITraitCollection) in
            _ = (me as? UIResponder)?.action(for: action)?(me, nil)
        }
    }

    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        (registration as? TraitChangeRegistration)?.isActive = false
    }
}

extension TraitChangeRegistration {
    /// Registers `handler` on `object`, called with the object cast to `Environment`.
    static func add<Environment>(_ traits: [UITrait], as _: Environment.Type,
                                 _ handler: @escaping @MainActor (Environment, UITraitCollection) -> Void,
                                 to object: AnyObject) -> TraitChangeRegistration {
        let registration = TraitChangeRegistration(traits: traits) { environment, previous in
            if let me = environment as? Environment { handler(me, previous) }
        }
        add(registration, to: object)
        return registration
    }

    static func add(_ registration: TraitChangeRegistration, to object: AnyObject) {
        if let view = object as? UIView {
            (view.traitState ?? view.makeTraitState()).registrations.append(registration)
        } else if let controller = object as? UIViewController {
            (controller.traitState ?? controller.makeTraitState()).registrations.append(registration)
        }
    }
}

extension UIView: UITraitChangeObservable {}
extension UIViewController: UITraitChangeObservable {}
