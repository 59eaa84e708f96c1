import Foundation

/// Light or dark appearance (docs/uikit-rules.md 13.1).
public enum UIUserInterfaceStyle: Int, Sendable, CaseIterable {
    case unspecified = 0
    case light = 1
    case dark = 2

    /// The protocol name: `"unspecified"`, `"light"` or `"dark"`.
    public var name: String {
        switch self {
        case .unspecified: "unspecified"
        case .light: "light"
        case .dark: "dark"
        }
    }
}

/// Which way text reads, as a trait.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable, CaseIterable {
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1

    public var name: String {
        switch self {
        case .unspecified: "unspecified"
        case .leftToRight: "leftToRight"
        case .rightToLeft: "rightToLeft"
        }
    }
}

/// The user's preferred text size (docs/uikit-rules.md 13.5): seven standard sizes, `large` the default, and five
/// accessibility sizes.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"

    /// Smallest first; `unspecified` before them all.
    public static let ordered: [UIContentSizeCategory] = [
        .unspecified, .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The protocol names, in the order of `ordered`.
    public static let names = [
        "unspecified", "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge",
        "extraExtraExtraLarge", "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge",
        "accessibilityExtraExtraLarge", "accessibilityExtraExtraExtraLarge",
    ]

    /// Position in `ordered` (0 for values not in it).
    var index: Int { Self.ordered.firstIndex(of: self) ?? 0 }

    /// The protocol name, e.g. `"extraLarge"`.
    public var name: String { Self.names[index] }

    public init?(name: String) {
        guard let index = Self.names.firstIndex(of: name) else { return nil }
        self = Self.ordered[index]
    }

    public var isAccessibilityCategory: Bool { index >= Self.ordered.firstIndex(of: .accessibilityMedium)! }

    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool { lhs.index < rhs.index }
}

/// The traits of an interface environment (docs/uikit-rules.md 13): size classes, idiom, scale, appearance, text
/// size and layout direction. Immutable; `unspecified` values take no part in `containsTraits(in:)` and are
/// filled by other collections in `init(traitsFrom:)`.
public final class UITraitCollection: Equatable, Hashable, CustomStringConvertible, @unchecked Sendable {
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// 0 when unspecified.
    public let displayScale: CGFloat
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let preferredContentSizeCategory: UIContentSizeCategory
    public let layoutDirection: UITraitEnvironmentLayoutDirection

    init(horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified, verticalSizeClass: UIUserInterfaceSizeClass = .unspecified,
         userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified, displayScale: CGFloat = 0,
         userInterfaceStyle: UIUserInterfaceStyle = .unspecified,
         preferredContentSizeCategory: UIContentSizeCategory = .unspecified,
         layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceIdiom = userInterfaceIdiom
        self.displayScale = displayScale
        self.userInterfaceStyle = userInterfaceStyle
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.layoutDirection = layoutDirection
    }

    /// Every trait unspecified.
    public convenience init() { self.init(horizontalSizeClass: .unspecified) }
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.init(horizontalSizeClass: horizontalSizeClass, verticalSizeClass: .unspecified) }
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init(horizontalSizeClass: .unspecified, verticalSizeClass: verticalSizeClass) }
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) { self.init(horizontalSizeClass: .unspecified, userInterfaceIdiom: userInterfaceIdiom) }
    public convenience init(displayScale: CGFloat) { self.init(horizontalSizeClass: .unspecified, displayScale: displayScale) }
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(horizontalSizeClass: .unspecified, userInterfaceStyle: userInterfaceStyle) }
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(horizontalSizeClass: .unspecified, preferredContentSizeCategory: preferredContentSizeCategory)
    }
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.init(horizontalSizeClass: .unspecified, layoutDirection: layoutDirection) }

    /// The collections merged, each later one's specified traits winning.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var h = UIUserInterfaceSizeClass.unspecified, v = UIUserInterfaceSizeClass.unspecified
        var idiom = UIUserInterfaceIdiom.unspecified, scale: CGFloat = 0, style = UIUserInterfaceStyle.unspecified
        var category = UIContentSizeCategory.unspecified, direction = UITraitEnvironmentLayoutDirection.unspecified
        for traits in traitCollections {
            if traits.horizontalSizeClass != .unspecified { h = traits.horizontalSizeClass }
            if traits.verticalSizeClass != .unspecified { v = traits.verticalSizeClass }
            if traits.userInterfaceIdiom != .unspecified { idiom = traits.userInterfaceIdiom }
            if traits.displayScale != 0 { scale = traits.displayScale }
            if traits.userInterfaceStyle != .unspecified { style = traits.userInterfaceStyle }
            if traits.preferredContentSizeCategory != .unspecified { category = traits.preferredContentSizeCategory }
            if traits.layoutDirection != .unspecified { direction = traits.layoutDirection }
        }
        self.init(horizontalSizeClass: h, verticalSizeClass: v, userInterfaceIdiom: idiom, displayScale: scale,
                  userInterfaceStyle: style, preferredContentSizeCategory: category, layoutDirection: direction)
    }

    /// This collection with another's specified traits put over it.
    func overlaid(with other: UITraitCollection) -> UITraitCollection { UITraitCollection(traitsFrom: [self, other]) }

    func with(userInterfaceStyle style: UIUserInterfaceStyle) -> UITraitCollection {
        style == .unspecified || style == userInterfaceStyle ? self : overlaid(with: UITraitCollection(userInterfaceStyle: style))
    }

    /// Whether every specified trait of `trait` has the same value here.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return (trait.horizontalSizeClass == .unspecified || trait.horizontalSizeClass == horizontalSizeClass)
            && (trait.verticalSizeClass == .unspecified || trait.verticalSizeClass == verticalSizeClass)
            && (trait.userInterfaceIdiom == .unspecified || trait.userInterfaceIdiom == userInterfaceIdiom)
            && (trait.displayScale == 0 || trait.displayScale == displayScale)
            && (trait.userInterfaceStyle == .unspecified || trait.userInterfaceStyle == userInterfaceStyle)
            && (trait.preferredContentSizeCategory == .unspecified || trait.preferredContentSizeCategory == preferredContentSizeCategory)
            && (trait.layoutDirection == .unspecified || trait.layoutDirection == layoutDirection)
    }

    /// Whether a dynamic colour may resolve differently under `other`: the appearance differs.
    public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
        userInterfaceStyle != (other?.userInterfaceStyle ?? .unspecified)
    }

    /// The traits in effect where no environment is at hand (a dynamic colour resolved without traits): those of
    /// the trait-change callback running, else the screen's (docs/uikit-rules.md 13.3).
    #if UIKitPreconcurrency
    @preconcurrency
    #endif
    @MainActor public static var current: UITraitCollection {
        get { currentOverride ?? Runtime.current.screen.traitCollection }
        set { currentOverride = newValue }
    }
    @MainActor static var currentOverride: UITraitCollection?

    /// Runs `actions` with this collection as `current`.
    #if UIKitPreconcurrency
    @preconcurrency
    #endif
    @MainActor public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let saved = UITraitCollection.currentOverride
        UITraitCollection.currentOverride = self
        defer { UITraitCollection.currentOverride = saved }
        try actions()
    }

    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
        lhs.horizontalSizeClass == rhs.horizontalSizeClass && lhs.verticalSizeClass == rhs.verticalSizeClass
            && lhs.userInterfaceIdiom == rhs.userInterfaceIdiom && lhs.displayScale == rhs.displayScale
            && lhs.userInterfaceStyle == rhs.userInterfaceStyle
            && lhs.preferredContentSizeCategory == rhs.preferredContentSizeCategory
            && lhs.layoutDirection == rhs.layoutDirection
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(userInterfaceStyle)
        hasher.combine(preferredContentSizeCategory)
        hasher.combine(layoutDirection)
    }

    public var description: String {
        "<UITraitCollection; HorizontalSizeClass = \(horizontalSizeClass.name), VerticalSizeClass = \(verticalSizeClass.name), UserInterfaceIdiom = \(userInterfaceIdiom), DisplayScale = \(displayScale), UserInterfaceStyle = \(userInterfaceStyle.name), PreferredContentSizeCategory = \(preferredContentSizeCategory.name), LayoutDirection = \(layoutDirection.name)>"
    }
}
