import Foundation

/// An object with traits: the screen, window scenes, windows, views and view controllers (docs/uikit-rules.md 13.2).
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// What a view, controller or window scene keeps of traits: its own appearance override, its trait overrides
/// (13.8) and its trait-change registrations.
@MainActor
final class TraitState {
    var overrideStyle: UIUserInterfaceStyle = .unspecified
    var overrides = UITraitOverrides()
    var registrations: [TraitChangeRegistration] = []
}

extension UIScreen: UITraitEnvironment {
    /// The device's traits now (docs/uikit-rules.md 13.2): size classes for the orientation, idiom, scale, and the
    /// appearance, text size and direction the host was set to.
    public var traitCollection: UITraitCollection { Runtime.current.environmentTraits }
    public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}

extension UIWindowScene: UITraitEnvironment {
    /// The screen's traits with the scene's trait overrides over them (docs/uikit-rules.md 13.8).
    public var traitCollection: UITraitCollection {
        traitState?.adjusting(Runtime.current.environmentTraits) ?? Runtime.current.environmentTraits
    }
    public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}

extension UIView: UITraitEnvironment {
    /// The traits where the view is (docs/uikit-rules.md 13.2): its controller's when it is a controller's view,
    /// else its superview's, else its window scene's (a window), else the screen's; with its own
    /// `overrideUserInterfaceStyle` and `traitOverrides` (13.8) over them.
    public var traitCollection: UITraitCollection {
        let inherited: UITraitCollection
        if let controller = owningViewController, controller.viewIfLoaded === self {
            inherited = controller.traitCollection
        } else if let superview {
            inherited = superview.traitCollection
        } else if let scene = (self as? UIWindow)?.windowScene {
            inherited = scene.traitCollection
        } else {
            inherited = Runtime.current.environmentTraits
        }
        return traitState?.adjusting(inherited) ?? inherited
    }

    /// Forces light or dark for this view and the views below it (`.unspecified`: follow the environment).
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { traitState?.overrideStyle ?? .unspecified }
        set {
            guard newValue != overrideUserInterfaceStyle else { return }
            Runtime.current.changeTraits { (traitState ?? makeTraitState()).overrideStyle = newValue }
        }
    }

    func makeTraitState() -> TraitState {
        let state = TraitState()
        traitState = state
        return state
    }
}

extension UIViewController: UITraitEnvironment {
    /// The traits where the controller is (docs/uikit-rules.md 13.2): its parent's, else its presenter's, else
    /// those of its view's superview, else the screen's; with its own `overrideUserInterfaceStyle` and
    /// `traitOverrides` (13.8) over them.
    public var traitCollection: UITraitCollection {
        let inherited: UITraitCollection
        if let parent {
            inherited = parent.traitCollection
        } else if let superview = viewIfLoaded?.superview {
            inherited = superview.traitCollection
        } else if let presenter = presentingViewController {
            inherited = presenter.traitCollection
        } else {
            inherited = Runtime.current.environmentTraits
        }
        return traitState?.adjusting(inherited) ?? inherited
    }

    /// Forces light or dark for this controller, its view and its children.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { traitState?.overrideStyle ?? .unspecified }
        set {
            guard newValue != overrideUserInterfaceStyle else { return }
            Runtime.current.changeTraits { (traitState ?? makeTraitState()).overrideStyle = newValue }
        }
    }

    func makeTraitState() -> TraitState {
        let state = TraitState()
        traitState = state
        return state
    }
}

extension Runtime {
    /// The screen-level traits (docs/uikit-rules.md 13.2).
    var environmentTraits: UITraitCollection {
        if let cached = cachedEnvironmentTraits { return cached }
        // docs/uikit-rules.md 13.6: the device profile's size classes for the orientation (14).
        let classes = profile.sizeClasses(for: interfaceOrientation)
        let traits = UITraitCollection(
            horizontalSizeClass: classes.horizontal, verticalSizeClass: classes.vertical,
            userInterfaceIdiom: profile.idiom, displayScale: profile.scale, userInterfaceStyle: interfaceStyle,
            preferredContentSizeCategory: contentSizeCategory,
            layoutDirection: application?.userInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
        cachedEnvironmentTraits = traits
        return traits
    }

    /// Every trait environment in the windows with its traits now, in the order trait changes reach them
    /// (docs/uikit-rules.md 13.4): each window, then depth first through its views, a controller just before its
    /// view. The traits are worked out on the way down, by the same rules as the `traitCollection` getters (13.2),
    /// rather than by each object walking up again: a rotation visits every view.
    func traitEnvironments() -> [(environment: UITraitEnvironment, traits: UITraitCollection)] {
        var found: [(environment: UITraitEnvironment, traits: UITraitCollection)] = []
        var controllerTraits: [ObjectIdentifier: UITraitCollection] = [:]
        let screen = environmentTraits
        func visit(_ view: UIView, _ inherited: UITraitCollection) {
            var base = inherited
            if let controller = view.owningViewController, controller.viewIfLoaded === view {
                let above: UITraitCollection
                if let parent = controller.parent {
                    above = controllerTraits[ObjectIdentifier(parent)] ?? parent.traitCollection
                } else if view.superview != nil {
                    above = inherited
                } else if let presenter = controller.presentingViewController {
                    above = controllerTraits[ObjectIdentifier(presenter)] ?? presenter.traitCollection
                } else {
                    above = screen
                }
                base = controller.traitState?.adjusting(above) ?? above
                controllerTraits[ObjectIdentifier(controller)] = base
                found.append((controller, base))
            }
            let own = view.traitState?.adjusting(base) ?? base
            found.append((view, own))
            for subview in view.subviews { visit(subview, own) }
        }
        for window in windows { visit(window, window.windowScene?.traitCollection ?? screen) }
        return found
    }

    /// Makes a change that may move traits, then tells every environment whose traits it moved, top down
    /// (docs/uikit-rules.md 13.4): `traitCollectionDidChange(_:)` with the previous traits, then the handlers
    /// registered for a trait that changed; views that adjust their font for the text size take the new size.
    func changeTraits(_ change: () -> Void) {
        let before = pendingTraitUpdate ?? traitEnvironments()
        pendingTraitUpdate = nil
        change()
        cachedEnvironmentTraits = nil
        deliverTraitChanges(before)
    }

    /// Makes a change to trait overrides, whose callbacks wait for the next trait update (docs/uikit-rules.md
    /// 4.14): the start of the next layout pass, `layoutIfNeeded()` or `updateTraitsIfNeeded()`. Changes made
    /// before it are told as one, from the traits before the first.
    func changeTraitsAtNextUpdate(_ change: () -> Void) {
        if pendingTraitUpdate == nil { pendingTraitUpdate = traitEnvironments() }
        change()
        cachedEnvironmentTraits = nil
        layoutRequested = true
    }

    /// The trait update: tells what changed since trait overrides were first changed after the last one.
    func updateTraitsIfNeeded() {
        guard let before = pendingTraitUpdate else { return }
        pendingTraitUpdate = nil
        deliverTraitChanges(before)
    }

    func deliverTraitChanges(_ before: [(environment: UITraitEnvironment, traits: UITraitCollection)]) {
        let after = traitEnvironments()
        // The same objects in the same order unless the change moved views: then they are matched by identity.
        let sameOrder = after.count == before.count && zip(before, after).allSatisfy { $0.environment === $1.environment }
        var current: [ObjectIdentifier: UITraitCollection] = [:]
        if !sameOrder {
            for entry in after { current[ObjectIdentifier(entry.environment)] = entry.traits }
        }
        var changedAny = false
        for (index, entry) in before.enumerated() {
            let environment = entry.environment, previous = entry.traits
            guard let now = sameOrder ? after[index].traits : current[ObjectIdentifier(environment)], now != previous else { continue }
            changedAny = true
            if now.preferredContentSizeCategory != previous.preferredContentSizeCategory,
               let adjusting = environment as? UIContentSizeCategoryAdjusting, adjusting.adjustsFontForContentSizeCategory {
                adjusting.adjustFontForContentSizeCategory(now)
            }
            now.performAsCurrent {
                logCallback("traitCollectionDidChange", environment is UIView ? .view : .viewController, environment)
                environment.traitCollectionDidChange(previous)
                let registrations = (environment as? UIView)?.traitState?.registrations
                    ?? (environment as? UIViewController)?.traitState?.registrations ?? []
                for registration in registrations where registration.isActive
                    && registration.traits.contains(where: { $0.differs(previous, now) }) {
                    registration.handler(environment, previous)
                }
            }
            (environment as? UIView)?.runtimeTraitsDidChange(from: previous, to: now)
        }
        if changedAny { layoutRequested = true }
    }
}

extension HeadlessHost {
    /// Sets the traits a tester flips on a device (docs/uikit-rules.md 13.7): light or dark appearance, the text
    /// size and the layout direction. Nil leaves one as it is. Every view and controller whose traits change hears
    /// `traitCollectionDidChange(_:)`; a new text size also posts `UIContentSizeCategory.didChangeNotification`.
    public func setTraits(userInterfaceStyle: UIUserInterfaceStyle? = nil,
                          preferredContentSizeCategory: UIContentSizeCategory? = nil,
                          layoutDirection: UIUserInterfaceLayoutDirection? = nil) {
        makeCurrent()
        let categoryChanged = preferredContentSizeCategory.map { $0 != runtime.contentSizeCategory } ?? false
        runtime.changeTraits {
            if let style = userInterfaceStyle, style != .unspecified { runtime.interfaceStyle = style }
            if let category = preferredContentSizeCategory, category != .unspecified { runtime.contentSizeCategory = category }
            if let direction = layoutDirection { runtime.application.userInterfaceLayoutDirection = direction }
        }
        if categoryChanged {
            NotificationCenter.default.post(name: UIContentSizeCategory.didChangeNotification, object: runtime.application,
                                            userInfo: [UIContentSizeCategory.newValueUserInfoKey: runtime.contentSizeCategory])
        }
    }

    /// The screen-level traits now.
    public var traits: UITraitCollection { runtime.environmentTraits }
}

extension UIApplication {
    /// The user's text size (docs/uikit-rules.md 13.5).
    public var preferredContentSizeCategory: UIContentSizeCategory { runtime.contentSizeCategory }
}
