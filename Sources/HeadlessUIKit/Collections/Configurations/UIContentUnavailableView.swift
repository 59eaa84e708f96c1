import Foundation

/// Shows a `UIContentUnavailableConfiguration` (iOS 17, docs/uikit-rules.md 6.70): the image (a spinner for
/// `loading()`), the two texts and the buttons, stacked and centred between its layout margins, laid out by frames.
///
/// The content area is the bounds inside the safe area, less `directionalLayoutMargins` (on an axis in
/// `axesPreservingSuperviewLayoutMargins`, at least the superview's layout margins). Each item is as wide as it
/// needs, at most the area's width (texts wrap to it); the stack is centred vertically, or starts at the area's top
/// when taller than it. With `.center` each item is centred across the area and the texts are centred; with
/// `.natural` they line up along the leading margin.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UIContentUnavailableView: UIView, UIContentView {
    let imageView = UIImageView(frame: .zero)
    let activityIndicator = UIActivityIndicatorView(style: .medium)
    let textLabel = UILabel(frame: .zero)
    let secondaryTextLabel = UILabel(frame: .zero)
    let button = UIButton(type: .system)
    let secondaryButton = UIButton(type: .system)
    private var backgroundView: UIView?
    /// The primary action each button was given, so a new configuration replaces it.
    private var shownActions: [ObjectIdentifier: UIAction] = [:]
    private var unavailableConfiguration: UIContentUnavailableConfiguration

    public init(configuration: UIContentUnavailableConfiguration) {
        unavailableConfiguration = configuration
        super.init(frame: .zero)
        for view in [imageView, activityIndicator, textLabel, secondaryTextLabel, button, secondaryButton] as [UIView] {
            addSubview(view)
        }
        apply()
    }

    public required init?(coder: NSCoder) {
        unavailableConfiguration = .empty()
        super.init(coder: coder)
    }

    open var configuration: UIContentConfiguration {
        get { unavailableConfiguration }
        set {
            guard let configuration = newValue as? UIContentUnavailableConfiguration else {
                Runtime.current.report("UIContentUnavailableView.configuration: \(type(of: newValue)) is not a "
                    + "UIContentUnavailableConfiguration; ignored (set one made with .empty(), .loading() or .search())")
                return
            }
            unavailableConfiguration = configuration
            apply()
        }
    }

    public func supports(_ configuration: UIContentConfiguration) -> Bool {
        configuration is UIContentUnavailableConfiguration
    }

    private func apply() {
        let configuration = unavailableConfiguration
        backgroundView?.removeFromSuperview()
        backgroundView = nil
        if configuration.background.backgroundColor != nil || configuration.background.customView != nil
            || configuration.background.image != nil || configuration.background.visualEffect != nil {
            let view = configuration.background.makeView(tint: tintColor)
            insertSubview(view, at: 0)
            backgroundView = view
        }
        if configuration.style == .loading {
            activityIndicator.startAnimating()
            if let tint = configuration.imageProperties.tintColor { activityIndicator.color = tint }
            imageView.isHidden = true
        } else {
            activityIndicator.stopAnimating()
            imageView.image = configuration.image
            imageView.isHidden = configuration.image == nil
            imageView.tintColor = configuration.imageProperties.tintColor
            imageView.preferredSymbolConfiguration = configuration.imageProperties.preferredSymbolConfiguration
            imageView.layer.cornerRadius = configuration.imageProperties.cornerRadius
            imageView.clipsToBounds = configuration.imageProperties.cornerRadius > 0
        }
        style(textLabel, configuration.text, configuration.attributedText, configuration.textProperties)
        style(secondaryTextLabel, configuration.secondaryText, configuration.secondaryAttributedText,
              configuration.secondaryTextProperties)
        style(button, configuration.button, configuration.buttonProperties)
        style(secondaryButton, configuration.secondaryButton, configuration.secondaryButtonProperties)
        setNeedsLayout()
    }

    private func style(_ label: UILabel, _ text: String?, _ attributed: NSAttributedString?,
                       _ properties: UIContentUnavailableConfiguration.TextProperties) {
        label.font = properties.font
        label.textColor = properties.color
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
        label.minimumScaleFactor = properties.minimumScaleFactor
        label.textAlignment = unavailableConfiguration.alignment == .center ? .center : .natural
        if let attributed { label.attributedText = attributed } else { label.text = text }
        label.isHidden = attributed == nil && text == nil
    }

    private func style(_ button: UIButton, _ configuration: UIButton.Configuration,
                       _ properties: UIContentUnavailableConfiguration.ButtonProperties) {
        button.isHidden = !UIContentUnavailableConfiguration.shows(configuration)
        button.configuration = configuration
        button.isEnabled = properties.isEnabled
        button.menu = properties.menu
        button.showsMenuAsPrimaryAction = properties.primaryAction == nil && properties.menu != nil
        if let shown = shownActions[ObjectIdentifier(button)] { button.removeAction(shown, for: .primaryActionTriggered) }
        shownActions[ObjectIdentifier(button)] = properties.primaryAction
        if let action = properties.primaryAction { button.addAction(action, for: .primaryActionTriggered) }
    }

    /// The area the content is laid out in (docs/uikit-rules.md 6.70).
    var contentArea: CGRect {
        let configuration = unavailableConfiguration
        var margins = configuration.directionalLayoutMargins
        if let superview {
            let outer = superview.directionalLayoutMargins
            if configuration.axesPreservingSuperviewLayoutMargins.contains(.horizontal) {
                margins.leading = max(margins.leading, outer.leading)
                margins.trailing = max(margins.trailing, outer.trailing)
            }
            if configuration.axesPreservingSuperviewLayoutMargins.contains(.vertical) {
                margins.top = max(margins.top, outer.top)
                margins.bottom = max(margins.bottom, outer.bottom)
            }
        }
        let safe = bounds.inset(by: safeAreaInsets)
        return CGRect(x: safe.minX + margins.leading, y: safe.minY + margins.top,
                      width: max(0, safe.width - margins.leading - margins.trailing),
                      height: max(0, safe.height - margins.top - margins.bottom))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let configuration = unavailableConfiguration
        backgroundView?.frame = bounds
        let area = contentArea
        // Each shown item with its size and the space above it.
        var items: [(view: UIView, size: CGSize, gap: CGFloat)] = []
        func add(_ view: UIView, _ size: CGSize, after padding: CGFloat) {
            items.append((view, CGSize(width: min(size.width, area.width), height: size.height), items.isEmpty ? 0 : padding))
        }
        if configuration.style == .loading {
            add(activityIndicator, activityIndicator.intrinsicContentSize, after: 0)
        } else if !imageView.isHidden {
            var size = imageView.intrinsicContentSize
            let maximum = configuration.imageProperties.maximumSize
            if maximum.width > 0, size.width > maximum.width {
                size = CGSize(width: maximum.width, height: size.height * maximum.width / size.width)
            }
            if maximum.height > 0, size.height > maximum.height {
                size = CGSize(width: size.width * maximum.height / size.height, height: maximum.height)
            }
            add(imageView, size, after: 0)
        }
        let hasImage = !items.isEmpty
        if !textLabel.isHidden {
            add(textLabel, textLabel.sizeThatFits(CGSize(width: area.width, height: .greatestFiniteMagnitude)),
                after: configuration.imageToTextPadding)
        }
        if !secondaryTextLabel.isHidden {
            let padding = textLabel.isHidden ? (hasImage ? configuration.imageToTextPadding : 0)
                : configuration.textToSecondaryTextPadding
            add(secondaryTextLabel, secondaryTextLabel.sizeThatFits(CGSize(width: area.width, height: .greatestFiniteMagnitude)),
                after: padding)
        }
        if !button.isHidden { add(button, button.intrinsicContentSize, after: configuration.textToButtonPadding) }
        if !secondaryButton.isHidden {
            add(secondaryButton, secondaryButton.intrinsicContentSize,
                after: button.isHidden ? configuration.textToButtonPadding : configuration.buttonToSecondaryButtonPadding)
        }
        let total = items.reduce(0) { $0 + $1.gap + $1.size.height }
        var y = total > area.height ? area.minY : area.minY + (area.height - total) / 2
        let leadingIsLeft = effectiveUserInterfaceLayoutDirection == .leftToRight
        for item in items {
            y += item.gap
            let x: CGFloat
            switch configuration.alignment {
            case .center: x = area.minX + (area.width - item.size.width) / 2
            case .natural: x = leadingIsLeft ? area.minX : area.maxX - item.size.width
            }
            item.view.frame = CGRect(x: x, y: y, width: item.size.width, height: item.size.height)
            y += item.size.height
        }
    }
}
