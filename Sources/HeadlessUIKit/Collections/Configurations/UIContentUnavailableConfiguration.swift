import Foundation

/// The axes of a view's layout (iOS 13): which of them a content-unavailable view keeps its superview's layout margins
/// on (docs/uikit-rules.md 6.70).
public struct UIAxis: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let horizontal = UIAxis(rawValue: 1 << 0)
    public static let vertical = UIAxis(rawValue: 1 << 1)
    public static let both: UIAxis = [.horizontal, .vertical]
}

/// What a content-unavailable view shows (iOS 17, docs/uikit-rules.md 6.70): an image (or, for `loading()`, an
/// activity indicator), a text, a secondary text and up to two buttons, stacked from top to bottom and centred in the
/// view, over a background. A view controller shows one through `contentUnavailableConfiguration` (6.71); a
/// `UIContentUnavailableView` shows one anywhere.
///
/// Metrics (UIHost's choice: Apple documents the properties, not their values): 20 pt margins on every side; 10 pt
/// from the image to the text, 5 pt from the text to the secondary text, 18 pt from the text to the button and 8 pt
/// between the buttons.
public struct UIContentUnavailableConfiguration: UIContentConfiguration {
    /// Where the content lines up: centred, or along the leading margin.
    public enum Alignment: Int, Sendable { case center = 0, natural = 1 }

    public struct ImageProperties {
        /// The image's tint (a template or a symbol); nil takes the view's tint.
        public var tintColor: UIColor?
        /// Applied to a symbol image over its own configuration.
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        public var cornerRadius: CGFloat = 0
        /// The largest size the image is shown at; `.zero` (the default) leaves it its own size.
        public var maximumSize: CGSize = .zero
        public var accessibilityIgnoresInvertColors = false
    }

    public struct TextProperties {
        public var font: UIFont
        public var color: UIColor
        public var lineBreakMode: NSLineBreakMode = .byWordWrapping
        /// 0, the default, wraps the text onto as many lines as it needs.
        public var numberOfLines = 0
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var allowsDefaultTighteningForTruncation = false
    }

    public struct ButtonProperties {
        /// Sent when the button is tapped.
        public var primaryAction: UIAction?
        public var menu: UIMenu?
        public var isEnabled = true
        public init() {}
    }

    enum Style { case empty, loading, search }
    let style: Style

    public var image: UIImage?
    public var imageProperties = ImageProperties()
    /// The text; setting `attributedText` shows that instead.
    public var text: String?
    public var attributedText: NSAttributedString?
    public var textProperties: TextProperties
    public var secondaryText: String?
    public var secondaryAttributedText: NSAttributedString?
    public var secondaryTextProperties: TextProperties
    /// The button, shown when it has a title, a subtitle or an image.
    public var button: UIButton.Configuration = .plain()
    public var buttonProperties = ButtonProperties()
    public var secondaryButton: UIButton.Configuration = .plain()
    public var secondaryButtonProperties = ButtonProperties()
    public var alignment: Alignment = .center
    /// The layout margins inside the safe area; the axes in `axesPreservingSuperviewLayoutMargins` keep at least the
    /// superview's margins.
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .horizontal
    public var imageToTextPadding: CGFloat = 10
    public var textToSecondaryTextPadding: CGFloat = 5
    public var textToButtonPadding: CGFloat = 18
    public var buttonToSecondaryButtonPadding: CGFloat = 8
    /// Behind the content, filling the view; clear by default.
    public var background = UIBackgroundConfiguration.clear()

    init(style: Style) {
        self.style = style
        textProperties = TextProperties(font: .systemFont(ofSize: 22, weight: .bold), color: .label)
        secondaryTextProperties = TextProperties(font: .systemFont(ofSize: 17), color: .secondaryLabel)
        imageProperties.tintColor = .secondaryLabel
        imageProperties.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 48)
        if style == .loading {
            // The text sits under the spinner as a caption (UIHost's choice).
            textProperties = TextProperties(font: .systemFont(ofSize: 17), color: .secondaryLabel)
            imageToTextPadding = 8
        }
    }

    /// An empty configuration, to fill in with the app's image and text.
    public static func empty() -> UIContentUnavailableConfiguration { .init(style: .empty) }

    /// An activity indicator, spinning while it is shown, and no text until the app sets one.
    public static func loading() -> UIContentUnavailableConfiguration { .init(style: .loading) }

    /// A search that found nothing: the magnifying glass symbol, "No Results" and "Check the spelling or try a new
    /// search." (the wording of SwiftUI's search view, which this configuration mirrors; UIHost's choice).
    public static func search() -> UIContentUnavailableConfiguration {
        var configuration = UIContentUnavailableConfiguration(style: .search)
        configuration.image = UIImage(systemName: "magnifyingglass")
        configuration.text = "No Results"
        configuration.secondaryText = "Check the spelling or try a new search."
        return configuration
    }

    public func makeContentView() -> UIView & UIContentView { UIContentUnavailableView(configuration: self) }

    public func updated(for state: UIConfigurationState) -> UIContentUnavailableConfiguration { self }

    /// Whether a button configuration has something to show.
    static func shows(_ button: UIButton.Configuration) -> Bool {
        button.title != nil || button.attributedTitle != nil || button.subtitle != nil || button.image != nil
    }
}

/// The state a view controller's `updateContentUnavailableConfiguration(using:)` receives (iOS 17,
/// docs/uikit-rules.md 6.71): its traits, the text of its navigation item's search controller, and any values the app
/// stores under its own keys.
public struct UIContentUnavailableConfigurationState: UIConfigurationState, @unchecked Sendable {
    public var traitCollection: UITraitCollection
    /// The search bar's text of the controller's `navigationItem.searchController`; nil when it has none.
    public var searchText: String?
    private var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }
}
