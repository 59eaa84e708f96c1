import Foundation

/// Which way leading and trailing point (docs/uikit-rules.md 11.24, 11.103).
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0, rightToLeft = 1
}

/// How a view's content reads, for the layout direction (docs/uikit-rules.md 11.103).
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified = 0, playback, spatial, forceLeftToRight, forceRightToLeft
}

extension UIView {
    /// The direction `attribute` gives a view in an app laid out in `UIApplication.userInterfaceLayoutDirection`:
    /// playback and spatial content, and forced left-to-right, read left to right; forced right-to-left reads right
    /// to left; unspecified follows the app.
    public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        case .unspecified: UIApplication.shared.userInterfaceLayoutDirection
        }
    }

    /// The view's own `semanticContentAttribute` when it says a direction, else its superview's effective
    /// direction, else the app's.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        var view: UIView? = self
        while let current = view {
            if let direction = current.ownLayoutDirection { return direction }
            view = current.superview
        }
        return UIApplication.shared.userInterfaceLayoutDirection
    }

    /// The direction the view's own `semanticContentAttribute` says; nil when unspecified (it follows its superview).
    var ownLayoutDirection: UIUserInterfaceLayoutDirection? {
        switch semanticContentAttribute {
        case .forceRightToLeft: .rightToLeft
        case .forceLeftToRight, .playback, .spatial: .leftToRight
        case .unspecified: nil
        }
    }
}
