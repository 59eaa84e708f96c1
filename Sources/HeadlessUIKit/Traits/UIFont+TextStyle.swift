import Foundation

extension UIFont {
    /// A semantic text style, whose size follows the user's text size (docs/uikit-rules.md 13.5).
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle("UICTFontTextStyleTitle0")
        public static let title1 = TextStyle("UICTFontTextStyleTitle1")
        public static let title2 = TextStyle("UICTFontTextStyleTitle2")
        public static let title3 = TextStyle("UICTFontTextStyleTitle3")
        public static let headline = TextStyle("UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle("UICTFontTextStyleSubhead")
        public static let body = TextStyle("UICTFontTextStyleBody")
        public static let callout = TextStyle("UICTFontTextStyleCallout")
        public static let footnote = TextStyle("UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle("UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle("UICTFontTextStyleCaption2")

        /// Point sizes from extra small to accessibility XXXL (the twelve sizes of `UIContentSizeCategory`, in
        /// order), and the weight: Apple's Dynamic Type table (docs/uikit-rules.md 13.5).
        var metrics: (sizes: [CGFloat], weight: UIFont.Weight) {
            switch self {
            case .largeTitle: ([31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60], .regular)
            case .title1: ([25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58], .regular)
            case .title2: ([19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56], .regular)
            case .title3: ([17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55], .regular)
            case .headline: ([14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53], .semibold)
            case .callout: ([13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 50], .regular)
            case .subheadline: ([12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 48], .regular)
            case .footnote: ([12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44], .regular)
            case .caption1: ([11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43], .regular)
            case .caption2: ([11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41], .regular)
            default: ([14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53], .regular)  // body, and unknown styles
            }
        }

        /// The point size at a text size (`unspecified` reads as `large`, the default).
        func pointSize(for category: UIContentSizeCategory) -> CGFloat {
            let index = category == .unspecified ? 3 : max(0, category.index - 1)
            return metrics.sizes[min(index, 11)]
        }
    }

    /// The system font of a text style at the user's text size now.
    #if UIKitPreconcurrency
    @preconcurrency
    #endif
    @MainActor
    public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The system font of a text style at the text size of `traitCollection` (the current traits when nil).
    #if UIKitPreconcurrency
    @preconcurrency
    #endif
    @MainActor
    public class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let category = (traitCollection ?? UITraitCollection.current).preferredContentSizeCategory
        return UIFont(systemFont(ofSize: style.pointSize(for: category), weight: style.metrics.weight), textStyle: style)
    }
}

/// Scales custom fonts and values as a text style scales (docs/uikit-rules.md 13.5).
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public struct UIFontMetrics {
    public let textStyle: UIFont.TextStyle

    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
    }

    public static var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    private func factor(_ traits: UITraitCollection?) -> CGFloat {
        let category = (traits ?? UITraitCollection.current).preferredContentSizeCategory
        return textStyle.pointSize(for: category) / textStyle.pointSize(for: .large)
    }

    public func scaledFont(for font: UIFont) -> UIFont { scaledFont(for: font, compatibleWith: nil) }

    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let base = font.unscaledPointSize ?? font.pointSize
        return UIFont(font.withSize((base * factor(traitCollection)).rounded()), textStyle: textStyle, unscaledPointSize: base)
    }

    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        let scaled = scaledFont(for: font)
        return scaled.pointSize > maximumPointSize ? scaled.withSize(maximumPointSize) : scaled
    }

    public func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }

    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * factor(traitCollection)
    }
}

/// Views that can follow the text size by themselves (docs/uikit-rules.md 13.5).
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public protocol UIContentSizeCategoryAdjusting: AnyObject {
    var adjustsFontForContentSizeCategory: Bool { get set }
    /// Our addition: makes the view's font again at the new text size; called by the runtime.
    func adjustFontForContentSizeCategory(_ traits: UITraitCollection)
}

extension UIFont {
    /// The font at a new text size, when it was made for a text style (a `UIFontMetrics` font keeps its own
    /// base size and face); nil for a fixed font.
    @MainActor
    func adjusted(to traits: UITraitCollection) -> UIFont? {
        guard let style = textStyle else { return nil }
        if unscaledPointSize != nil {
            return UIFontMetrics(forTextStyle: style).scaledFont(for: self, compatibleWith: traits)
        }
        return UIFont(withSize(style.pointSize(for: traits.preferredContentSizeCategory)), textStyle: style)
    }
}
