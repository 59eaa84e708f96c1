import Foundation

/// The content of a list row, header or footer (docs/uikit-rules.md 16.31): an image, a text and a secondary text,
/// with their properties, laid out by `UIListContentView`.
///
/// Metrics (UIHost's choice, close to an iPhone's): 16 pt side margins and 11 pt above and below; the image, when
/// set, at the leading margin with the text 16 pt after it; `subtitleCell` stacks the secondary text 3 pt under the
/// text, `valueCell` puts it right-aligned at the trailing margin; a row is at least 44 pt tall.
public struct UIListContentConfiguration: UIContentConfiguration, Sendable {
    public struct TextProperties: @unchecked Sendable {
        public var font: UIFont
        public var color: UIColor
        public var alignment: NSTextAlignment = .natural
        public var numberOfLines = 0
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// Kept for UIKit code; the labels follow the text size as their fonts say (docs/uikit-rules.md 6.98).
        public var adjustsFontForContentSizeCategory = true
        /// Applied to `color` before the text is shown (6.98).
        public var colorTransformer: UIConfigurationColorTransformer?

        /// The colour the text is shown in: `color` through `colorTransformer` (6.98).
        public func resolvedColor() -> UIColor { colorTransformer.map { $0(color) } ?? color }
    }

    public struct ImageProperties: @unchecked Sendable {
        public var tintColor: UIColor?
        /// Applied to the tint before the image is shown (6.98).
        public var tintColorTransformer: UIConfigurationColorTransformer?
        /// The symbol configuration a symbol image is shown with (kept on the image view, 6.98).
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        public var cornerRadius: CGFloat = 0
        public var maximumSize: CGSize = .zero
        public var reservedLayoutSize: CGSize = .zero

        /// The image's tint in a view tinted `tintColor` (6.98): `tintColor`, or the view's when nil, through
        /// `tintColorTransformer`.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
            let color = self.tintColor ?? tintColor
            return tintColorTransformer.map { $0(color) } ?? color
        }
    }

    enum Style: Sendable { case cell, subtitle, value, header, footer }

    let style: Style
    public var text: String?
    public var secondaryText: String?
    public var image: UIImage?
    public var textProperties: TextProperties
    public var secondaryTextProperties: TextProperties
    public var imageProperties = ImageProperties()
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    /// The axes on which the content keeps at least the superview's layout margins where they reach into the content
    /// view (docs/uikit-rules.md 6.97); both by default, as in UIKit.
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .both
    public var imageToTextPadding: CGFloat = 16
    public var textToSecondaryTextVerticalPadding: CGFloat = 3
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    public var prefersSideBySideTextAndSecondaryText: Bool

    init(style: Style) {
        self.style = style
        switch style {
        case .header, .footer:
            textProperties = TextProperties(font: .systemFont(ofSize: 13), color: .gray)
            secondaryTextProperties = TextProperties(font: .systemFont(ofSize: 13), color: .gray)
            directionalLayoutMargins = NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16)
        case .subtitle:
            textProperties = TextProperties(font: .systemFont(ofSize: 17), color: .black)
            secondaryTextProperties = TextProperties(font: .systemFont(ofSize: 15), color: .gray)
        default:
            textProperties = TextProperties(font: .systemFont(ofSize: 17), color: .black)
            secondaryTextProperties = TextProperties(font: .systemFont(ofSize: 17), color: .gray)
        }
        prefersSideBySideTextAndSecondaryText = style == .value
    }

    public static func cell() -> UIListContentConfiguration { .init(style: .cell) }
    public static func subtitleCell() -> UIListContentConfiguration { .init(style: .subtitle) }
    public static func valueCell() -> UIListContentConfiguration { .init(style: .value) }
    public static func sidebarCell() -> UIListContentConfiguration { .init(style: .cell) }
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { .init(style: .subtitle) }
    public static func accompaniedSidebarCell() -> UIListContentConfiguration { .init(style: .cell) }
    public static func header() -> UIListContentConfiguration { .init(style: .header) }
    public static func footer() -> UIListContentConfiguration { .init(style: .footer) }
    public static func plainHeader() -> UIListContentConfiguration { .init(style: .header) }
    public static func plainFooter() -> UIListContentConfiguration { .init(style: .footer) }
    public static func groupedHeader() -> UIListContentConfiguration { .init(style: .header) }
    public static func groupedFooter() -> UIListContentConfiguration { .init(style: .footer) }
    public static func sidebarHeader() -> UIListContentConfiguration { .init(style: .header) }
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration { .init(style: .header) }
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration { .init(style: .header) }

    public func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: self) }

    public func updated(for state: UIConfigurationState) -> UIListContentConfiguration { self }
}

/// Shows a `UIListContentConfiguration`: an image view and two labels, laid out by frames.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UIListContentView: UIView, UIContentView {
    public let textLabel = UILabel(frame: .zero)
    public let secondaryTextLabel = UILabel(frame: .zero)
    public let imageView = UIImageView(frame: .zero)
    var listConfiguration: UIListContentConfiguration
    /// The image, text and secondary-text layout guides while the configuration has that content
    /// (`UIListContentView+Guides.swift`, docs/uikit-rules.md 6.97).
    var contentGuides: [ListContentPart: ListContentGuide] = [:]

    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        addSubview(imageView)
        addSubview(textLabel)
        addSubview(secondaryTextLabel)
        apply()
    }

    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
    }

    open var configuration: UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else {
                Runtime.current.report("UIListContentView.configuration: \(type(of: newValue)) is not a UIListContentConfiguration; ignored")
                return
            }
            listConfiguration = list
            apply()
        }
    }

    public func supports(_ configuration: UIContentConfiguration) -> Bool { configuration is UIListContentConfiguration }

    private func apply() {
        let configuration = listConfiguration
        textLabel.text = configuration.text
        textLabel.font = configuration.textProperties.font
        textLabel.textColor = configuration.textProperties.resolvedColor()
        textLabel.numberOfLines = configuration.textProperties.numberOfLines
        textLabel.isHidden = configuration.text == nil
        secondaryTextLabel.text = configuration.secondaryText
        secondaryTextLabel.font = configuration.secondaryTextProperties.font
        secondaryTextLabel.textColor = configuration.secondaryTextProperties.resolvedColor()
        secondaryTextLabel.isHidden = configuration.secondaryText == nil
        if configuration.style == .value { secondaryTextLabel.textAlignment = .right }
        imageView.image = configuration.image
        imageView.isHidden = configuration.image == nil
        let image = configuration.imageProperties
        if image.tintColor != nil || image.tintColorTransformer != nil { imageView.tintColor = image.resolvedTintColor(for: tintColor) }
        imageView.preferredSymbolConfiguration = image.preferredSymbolConfiguration
        updateContentGuides()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The content's size on one line per text (docs/uikit-rules.md 6.97), so constraints can size the view as
    /// UIKit's list content view, laid out inside with Auto Layout, sizes itself.
    open override var intrinsicContentSize: CGSize { contentFittingSize }

    /// The height the content needs at `size.width`, at least 44 pt for rows.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let configuration = listConfiguration
        let margins = effectiveMargins
        let textHeight = configuration.text == nil ? 0 : textLabel.font.lineHeight
        var content = textHeight
        if configuration.secondaryText != nil, !configuration.prefersSideBySideTextAndSecondaryText {
            content += (textHeight > 0 ? configuration.textToSecondaryTextVerticalPadding : 0) + secondaryTextLabel.font.lineHeight
        }
        content = max(content, imageSize.height)
        let minimum: CGFloat = configuration.style == .header || configuration.style == .footer ? 0 : 44
        return CGSize(width: size.width, height: max(minimum, margins.top + content + margins.bottom))
    }

    var imageSize: CGSize {
        guard let image = listConfiguration.image else { return .zero }
        let maximum = listConfiguration.imageProperties.maximumSize
        var size = image.size
        if maximum.width > 0 { size.width = min(size.width, maximum.width) }
        if maximum.height > 0 { size.height = min(size.height, maximum.height) }
        return size
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let configuration = listConfiguration
        let margins = effectiveMargins
        let area = CGRect(x: margins.leading, y: margins.top, width: max(0, bounds.width - margins.leading - margins.trailing),
                          height: max(0, bounds.height - margins.top - margins.bottom))
        var textX = area.minX
        if configuration.image != nil {
            let size = imageSize
            imageView.frame = CGRect(x: area.minX, y: area.midY - size.height / 2, width: size.width, height: size.height)
            textX = imageView.frame.maxX + configuration.imageToTextPadding
        }
        let width = max(0, area.maxX - textX)
        let textHeight = configuration.text == nil ? 0 : textLabel.font.lineHeight
        if configuration.secondaryText == nil || configuration.prefersSideBySideTextAndSecondaryText {
            if configuration.prefersSideBySideTextAndSecondaryText, configuration.secondaryText != nil {
                let detail = min(width, secondaryTextLabel.sizeThatFits(.zero).width)
                secondaryTextLabel.frame = CGRect(x: area.maxX - detail, y: area.midY - secondaryTextLabel.font.lineHeight / 2,
                                                  width: detail, height: secondaryTextLabel.font.lineHeight)
                textLabel.frame = CGRect(x: textX, y: area.midY - textHeight / 2,
                                         width: max(0, width - detail - configuration.textToSecondaryTextHorizontalPadding),
                                         height: textHeight)
            } else {
                textLabel.frame = CGRect(x: textX, y: area.midY - textHeight / 2, width: width, height: textHeight)
            }
        } else {
            let secondaryHeight = secondaryTextLabel.font.lineHeight
            let total = textHeight + configuration.textToSecondaryTextVerticalPadding + secondaryHeight
            let top = area.midY - total / 2
            textLabel.frame = CGRect(x: textX, y: top, width: width, height: textHeight)
            secondaryTextLabel.frame = CGRect(x: textX, y: top + textHeight + configuration.textToSecondaryTextVerticalPadding,
                                              width: width, height: secondaryHeight)
        }
        placeContentGuides()
    }
}
