import Foundation

public enum UIBarStyle: Int, Sendable { case `default` = 0, black = 1 }
public enum UIBarMetrics: Int, Sendable { case `default` = 0, compact = 1, defaultPrompt = 101, compactPrompt = 102 }

/// What a bar looks like (iOS 13; docs/uikit-rules.md 7.12). There are no pixels: the bar's `backgroundColor`
/// follows the appearance in effect, and the rest is kept for the renderer and for apps that read it back.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UIBarAppearance {
    open var backgroundColor: UIColor?
    open var backgroundEffect: UIBlurEffect?
    open var backgroundImage: UIImage?
    open var shadowColor: UIColor?
    open var shadowImage: UIImage?

    public init() { configureWithDefaultBackground() }

    /// A translucent system-material background with a hairline shadow.
    open func configureWithDefaultBackground() {
        backgroundColor = nil
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        shadowColor = UIColor(white: 0, alpha: 0.3)
    }

    /// An opaque system background colour with a hairline shadow.
    open func configureWithOpaqueBackground() {
        backgroundColor = .systemBackground
        backgroundEffect = nil
        shadowColor = UIColor(white: 0, alpha: 0.3)
    }

    /// No background and no shadow.
    open func configureWithTransparentBackground() {
        backgroundColor = .clear
        backgroundEffect = nil
        shadowColor = nil
    }
}

extension UIView {
    /// Gives a bar the background of its appearance in effect once an app set an appearance, else its
    /// `barTintColor` when it has one (docs/uikit-rules.md 7.12). Without either the bar keeps its own colour.
    func applyBarBackground(appearanceWasSet: Bool, inEffect: BarBackground, barTintColor: UIColor?) {
        if appearanceWasSet {
            backgroundColor = inEffect.color ?? barTintColor
        } else if let barTintColor {
            backgroundColor = barTintColor
        }
    }
}

#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UIBarButtonItemStateAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment = UIOffset.zero
}

#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UIBarButtonItemAppearance {
    public let normal = UIBarButtonItemStateAppearance()
    public let highlighted = UIBarButtonItemStateAppearance()
    public let disabled = UIBarButtonItemStateAppearance()
    public let focused = UIBarButtonItemStateAppearance()
    public init() {}
    public init(style: UIBarButtonItem.Style) {}
}

#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment = UIOffset.zero
    open var buttonAppearance = UIBarButtonItemAppearance()
    open var doneButtonAppearance = UIBarButtonItemAppearance()
    open var backButtonAppearance = UIBarButtonItemAppearance()
    public private(set) var backIndicatorImage: UIImage?
    public private(set) var backIndicatorTransitionMaskImage: UIImage?

    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {
        self.backIndicatorImage = backIndicatorImage
        backIndicatorTransitionMaskImage = transitionMaskImage
    }
}

#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UIToolbarAppearance: UIBarAppearance {
    open var buttonAppearance = UIBarButtonItemAppearance()
    open var doneButtonAppearance = UIBarButtonItemAppearance()
}

#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UITabBarItemStateAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var iconColor: UIColor?
    open var badgeBackgroundColor: UIColor?
    open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment = UIOffset.zero
}

#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UITabBarItemAppearance {
    public let normal = UITabBarItemStateAppearance()
    public let selected = UITabBarItemStateAppearance()
    public let disabled = UITabBarItemStateAppearance()
    public let focused = UITabBarItemStateAppearance()
    public init() {}
}

#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UITabBarAppearance: UIBarAppearance {
    open var stackedLayoutAppearance = UITabBarItemAppearance()
    open var inlineLayoutAppearance = UITabBarItemAppearance()
    open var compactInlineLayoutAppearance = UITabBarItemAppearance()
    open var selectionIndicatorTintColor: UIColor?
    open var selectionIndicatorImage: UIImage?
}
