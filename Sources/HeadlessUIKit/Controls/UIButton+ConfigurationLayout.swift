import Foundation

/// Where a configuration's image, title and subtitle go inside the button (docs/uikit-rules.md 6.95), and the
/// subtitle label that shows the subtitle.
extension UIButton {
    /// The label that shows a configuration's subtitle (iOS 15); nil while the button has no configuration, as in
    /// UIKit.
    public var subtitleLabel: UILabel? {
        guard buttonConfiguration != nil else { return nil }
        return configurationSubtitle()
    }

    /// The subtitle label, made and added on first use.
    func configurationSubtitle() -> UILabel {
        if let label = configurationSubtitleLabel { return label }
        let label = UILabel()
        label.isAccessibilityElement = false
        label.isHidden = true
        addSubview(label)
        configurationSubtitleLabel = label
        return label
    }

    /// The subtitle font (docs/uikit-rules.md 6.9: 15 pt, UIHost's choice).
    static let configurationSubtitleFont = UIFont.systemFont(ofSize: 15)

    /// Shows the configuration's subtitle in the subtitle label, in the title's colour.
    func showSubtitle(of configuration: Configuration) {
        guard configuration.subtitle != nil || configurationSubtitleLabel != nil else { return }
        let label = configurationSubtitle()
        label.text = configuration.subtitle
        label.font = Self.configurationSubtitleFont
        label.textColor = configuration.foregroundColor(tint: tintColor)
        label.isHidden = configuration.subtitle == nil
    }

    /// The measured parts of a configuration's content (6.9): the image, the title and the subtitle, the paddings
    /// that apply between them, and the size of the whole.
    struct ConfigurationParts {
        var image: CGSize
        var title: CGSize
        var subtitle: CGSize
        /// `imagePadding` when there is an image and some text, else 0.
        var imagePadding: CGFloat
        /// `titlePadding` when there are a title and a subtitle, else 0.
        var titlePadding: CGFloat
        var vertical: Bool

        var text: CGSize {
            CGSize(width: max(title.width, subtitle.width), height: title.height + titlePadding + subtitle.height)
        }

        var contentSize: CGSize {
            vertical
                ? CGSize(width: max(image.width, text.width), height: image.height + imagePadding + text.height)
                : CGSize(width: image.width + imagePadding + text.width, height: max(image.height, text.height))
        }
    }

    func configurationParts(_ configuration: Configuration) -> ConfigurationParts {
        let font = titleLabel?.font ?? .systemFont(ofSize: 17)
        // docs/uikit-rules.md 8.35: title and subtitle in the pixels of the button's screen.
        let title = configuration.title.map { font.boundingSize(of: $0, scale: screenScale) } ?? .zero
        let subtitle = configuration.subtitle.map {
            Self.configurationSubtitleFont.boundingSize(of: $0, scale: screenScale)
        } ?? .zero
        let hasText = configuration.title != nil || configuration.subtitle != nil
        return ConfigurationParts(
            image: configuration.shownImage?.size ?? .zero, title: title, subtitle: subtitle,
            imagePadding: configuration.image != nil && hasText ? configuration.imagePadding : 0,
            titlePadding: configuration.title != nil && configuration.subtitle != nil ? configuration.titlePadding : 0,
            vertical: configuration.imagePlacement == .top || configuration.imagePlacement == .bottom)
    }

    /// Lays out a configuration's content (6.95): the block of image and text is centred in the bounds less the
    /// content insets; the image is at the block's edge `imagePlacement` names, `imagePadding` from the text; the
    /// subtitle is `titlePadding` under the title; title and subtitle align as `titleAlignment` says (automatic:
    /// centred when the image is above or below or absent, else on the side of the image, UIHost's choice). Text
    /// wider than the room left is narrowed to fit.
    func layOutConfigurationContent(_ configuration: Configuration, insets: UIEdgeInsets) {
        guard let titleLabel, let imageView else { return }
        var parts = configurationParts(configuration)
        let area = bounds.inset(by: insets)
        let room = parts.vertical ? area.width : area.width - parts.image.width - parts.imagePadding
        parts.title.width = min(parts.title.width, max(0, room))
        parts.subtitle.width = min(parts.subtitle.width, max(0, room))
        let text = parts.text
        let content = parts.contentSize
        let block = CGRect(x: area.minX + (area.width - content.width) / 2, y: area.minY + (area.height - content.height) / 2,
                           width: content.width, height: content.height)
        var textOrigin: CGPoint
        switch configuration.imagePlacement {
        case .top:
            imageView.frame = CGRect(x: block.midX - parts.image.width / 2, y: block.minY, width: parts.image.width, height: parts.image.height)
            textOrigin = CGPoint(x: block.midX - text.width / 2, y: block.minY + parts.image.height + parts.imagePadding)
        case .bottom:
            imageView.frame = CGRect(x: block.midX - parts.image.width / 2, y: block.maxY - parts.image.height,
                                     width: parts.image.width, height: parts.image.height)
            textOrigin = CGPoint(x: block.midX - text.width / 2, y: block.minY)
        case .trailing:
            imageView.frame = CGRect(x: block.maxX - parts.image.width, y: block.midY - parts.image.height / 2,
                                     width: parts.image.width, height: parts.image.height)
            textOrigin = CGPoint(x: block.minX, y: block.midY - text.height / 2)
        default:
            imageView.frame = CGRect(x: block.minX, y: block.midY - parts.image.height / 2, width: parts.image.width, height: parts.image.height)
            textOrigin = CGPoint(x: block.minX + parts.image.width + parts.imagePadding, y: block.midY - text.height / 2)
        }
        let alignment = configurationTextAlignment(configuration)
        func x(for width: CGFloat) -> CGFloat {
            switch alignment {
            case .leading: textOrigin.x
            case .trailing: textOrigin.x + text.width - width
            default: textOrigin.x + (text.width - width) / 2
            }
        }
        titleLabel.frame = CGRect(x: x(for: parts.title.width), y: textOrigin.y, width: parts.title.width, height: parts.title.height)
        configurationSubtitleLabel?.frame = CGRect(x: x(for: parts.subtitle.width),
                                                   y: textOrigin.y + parts.title.height + parts.titlePadding,
                                                   width: parts.subtitle.width, height: parts.subtitle.height)
    }

    /// How title and subtitle align (6.95): as set, or for `automatic` by where the image is.
    func configurationTextAlignment(_ configuration: Configuration) -> Configuration.TitleAlignment {
        guard configuration.titleAlignment == .automatic else { return configuration.titleAlignment }
        guard configuration.image != nil else { return .center }
        switch configuration.imagePlacement {
        case .leading: return .leading
        case .trailing: return .trailing
        default: return .center
        }
    }
}
