import Foundation

/// The edges of a rectangle, by leading and trailing (where a configuration puts its image).
public struct NSDirectionalRectEdge: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// iOS 15 button configurations (docs/uikit-rules.md 6.9): a style (plain, gray, tinted, filled and the bordered
/// ones) and the content it lays out: title, subtitle, image, paddings and insets.
extension UIButton {
    public struct Configuration {
        public enum CornerStyle: Int, Sendable { case fixed = -1, dynamic = 0, small = 1, medium = 2, large = 3, capsule = 4 }
        public enum Size: Int, Sendable { case mini = 0, small = 1, medium = 2, large = 3 }
        public enum TitleAlignment: Int, Sendable { case automatic = 0, leading = 1, center = 2, trailing = 3 }

        /// Which of UIKit's factory styles made the configuration.
        enum Style: String, Sendable { case plain, gray, tinted, filled, borderless, bordered, borderedTinted, borderedProminent }
        let style: Style

        /// The title's text; setting it sets `attributedTitle` to the text without attributes when their strings
        /// differ (docs/uikit-rules.md 6.32).
        public var title: String? {
            didSet { if attributedTitle.map({ String($0.characters) }) != title { attributedTitle = title.map { AttributedString($0) } } }
        }
        /// The title with attributes: its first run's font and foreground colour are the title's (6.32); setting it
        /// sets `title` to its string.
        public var attributedTitle: AttributedString? {
            didSet {
                let text = attributedTitle.map { String($0.characters) }
                if text != title { title = text }
            }
        }
        /// Given the title's attributes (its font and colour), returns those the title is shown with (6.32).
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        public var subtitle: String?
        public var image: UIImage?
        /// The configuration a symbol `image` is shown with, applied over the image's own (docs/uikit-rules.md 6.85).
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        public var imagePlacement: NSDirectionalRectEdge = .leading
        public var imagePadding: CGFloat = 0
        public var titlePadding: CGFloat = 0
        public var titleAlignment: TitleAlignment = .automatic
        /// Insets around the content; the size's (7 and 12 pt at the medium size) unless set.
        public var contentInsets: NSDirectionalEdgeInsets
        public var baseForegroundColor: UIColor?
        public var baseBackgroundColor: UIColor?
        /// The background behind the content (6.24): its colour, when set, wins over the style's.
        public var background: UIBackgroundConfiguration
        /// How `background.cornerRadius` is used (6.24).
        public var cornerStyle: CornerStyle = .dynamic
        public var buttonSize: Size = .medium {
            didSet { if !insetsSet { contentInsets = Self.insets(for: buttonSize) } }
        }
        public var showsActivityIndicator = false
        private var insetsSet = false

        init(style: Style) {
            self.style = style
            contentInsets = Self.insets(for: .medium)
            background = UIBackgroundConfiguration()
            background.cornerRadius = Self.backgroundCornerRadius
        }

        public static func plain() -> Configuration { Configuration(style: .plain) }
        public static func gray() -> Configuration { Configuration(style: .gray) }
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        public static func filled() -> Configuration { Configuration(style: .filled) }
        public static func borderless() -> Configuration { Configuration(style: .borderless) }
        public static func bordered() -> Configuration { Configuration(style: .bordered) }
        public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
        public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }

        /// `image` as the button shows it: a symbol with `preferredSymbolConfigurationForImage` applied (6.85).
        var shownImage: UIImage? {
            guard let image, let preferred = preferredSymbolConfigurationForImage else { return image }
            return image.applyingSymbolConfiguration(preferred) ?? image
        }

        /// The content insets of each size (docs/uikit-rules.md 6.9).
        static func insets(for size: Size) -> NSDirectionalEdgeInsets {
            switch size {
            case .mini: NSDirectionalEdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 6)
            case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }

        /// The title's colour: the base foreground colour, else white on filled styles and the tint elsewhere.
        func foregroundColor(tint: UIColor) -> UIColor {
            if let baseForegroundColor { return baseForegroundColor }
            return style == .filled || style == .borderedProminent ? .white : tint
        }

        /// The background's corner radius in a factory configuration (UIHost's choice: UIKit does not publish it).
        static let backgroundCornerRadius: CGFloat = 6
        /// The system radii of the small, medium and large corner styles (UIHost's choice: UIKit does not publish
        /// them).
        static let systemCornerRadii: [CornerStyle: CGFloat] = [.small: 4, .medium: 8, .large: 12]

        /// The background's corner radius for a background of `size` (6.24): the background's own (`fixed`), scaled
        /// with the text size as body text is (`dynamic`), a system radius (`small`, `medium`, `large`) or half the
        /// shorter side (`capsule`).
        @MainActor
        func cornerRadius(for size: CGSize, traits: UITraitCollection) -> CGFloat {
            switch cornerStyle {
            case .fixed: background.cornerRadius
            case .dynamic: UIFontMetrics.default.scaledValue(for: background.cornerRadius, compatibleWith: traits)
            case .small, .medium, .large: Self.systemCornerRadii[cornerStyle] ?? 0
            case .capsule: min(size.width, size.height) / 2
            }
        }

        /// The background: `background.backgroundColor` when set; else the base colour (filled) or a light wash of
        /// it (tinted), a grey fill for gray, none for plain and borderless.
        func backgroundColor(tint: UIColor) -> UIColor? {
            if let colour = background.backgroundColor { return colour }
            let base = baseBackgroundColor ?? tint
            switch style {
            case .filled, .borderedProminent: return base
            case .tinted, .borderedTinted: return baseBackgroundColor ?? tint.withAlphaComponent(0.15)
            case .gray, .bordered: return baseBackgroundColor ?? .systemGray5
            case .plain, .borderless: return baseBackgroundColor
            }
        }

        /// The font and colour the title is shown in (docs/uikit-rules.md 6.32): `font` and `color` (the
        /// configuration's), overridden by the attributed title's first run, then passed through
        /// `titleTextAttributesTransformer`; an attribute the result leaves out keeps the value before it.
        func titleAttributes(font: UIFont, color: UIColor) -> (font: UIFont, color: UIColor) {
            var container = AttributeContainer()
            container.font = attributedTitle?.runs.first?.attributes.font ?? font
            container.foregroundColor = attributedTitle?.runs.first?.attributes.foregroundColor ?? color
            let given = container
            if let transformer = titleTextAttributesTransformer { container = transformer(container) }
            return (container.font ?? given.font ?? font, container.foregroundColor ?? given.foregroundColor ?? color)
        }

        /// Public for code that compares its own updates: the configuration as the button's state shows it.
        public func updated(for button: UIButton) -> Configuration { self }
    }

    /// A button laid out by a configuration (iOS 15).
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system, primaryAction: primaryAction)
        self.configuration = configuration
    }

    /// The button's configuration: setting one gives the button its title, image, colours and content insets.
    public var configuration: Configuration? {
        get { buttonConfiguration }
        set {
            buttonConfiguration = newValue
            applyConfiguration()
        }
    }

    /// Called to bring the configuration up to date with the button's state: at once when set, and whenever
    /// the state changes or `setNeedsUpdateConfiguration()` is called.
    public var configurationUpdateHandler: ((UIButton) -> Void)? {
        get { configurationHandler }
        set {
            configurationHandler = newValue
            setNeedsUpdateConfiguration()
        }
    }

    public func setNeedsUpdateConfiguration() {
        updateConfiguration()
    }

    func applyConfiguration() {
        guard let configuration = buttonConfiguration else {
            configurationContentInsets = nil
            configurationBackgroundView?.removeFromSuperview()
            configurationBackgroundView = nil
            configurationSubtitleLabel?.removeFromSuperview()
            configurationSubtitleLabel = nil
            return
        }
        setTitle(configuration.title, for: .normal)
        setImage(configuration.shownImage, for: .normal)
        showSubtitle(of: configuration)
        if configurationBaseFont == nil { configurationBaseFont = titleLabel?.font ?? .systemFont(ofSize: 17) }
        let text = configuration.titleAttributes(font: configurationBaseFont ?? .systemFont(ofSize: 17),
                                                 color: configuration.foregroundColor(tint: tintColor))
        titleLabel?.font = text.font
        setTitleColor(text.color, for: .normal)
        showBackground(of: configuration)
        let insets = configuration.contentInsets
        configurationContentInsets = UIEdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The content a configuration lays out (docs/uikit-rules.md 6.9): image and title side by side with
    /// `imagePadding` between them (or stacked for a top or bottom image), the subtitle under the title with
    /// `titlePadding` between, inside the content insets.
    func configurationContentSize(_ configuration: Configuration, insets: UIEdgeInsets) -> CGSize {
        let content = configurationParts(configuration).contentSize
        return CGSize(width: content.width + insets.left + insets.right, height: content.height + insets.top + insets.bottom)
    }

    /// Shows the configuration's background (6.24) in the background view behind the content, made on first use:
    /// its frame is the bounds less `background.backgroundInsets`, its corners follow `cornerStyle`. The button's
    /// own `backgroundColor` and layer are left alone, as in UIKit.
    func showBackground(of configuration: Configuration) {
        let view = configurationBackgroundView ?? BackgroundConfigurationView(frame: .zero)
        if configurationBackgroundView == nil {
            configurationBackgroundView = view
            insertSubview(view, at: 0)
        }
        let insets = configuration.background.backgroundInsets
        view.frame = bounds.inset(by: UIEdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing))
        view.show(configuration.background, fill: configuration.backgroundColor(tint: tintColor),
                  cornerRadius: configuration.cornerRadius(for: view.frame.size, traits: traitCollection))
    }
}
