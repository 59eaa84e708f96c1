import Foundation

/// A button (docs/uikit-rules.md 6.2): titles, title colours and images per state, with UIKit's fallback to the normal
/// state's value; a touch up inside sends `touchUpInside` then `primaryActionTriggered`.
///
/// `titleLabel` shows the current title in the 15 pt system font (the default UIKit gives a button's label) and
/// `imageView` the current image. `sizeThatFits` is the image's width plus the title's, plus the content insets,
/// by `UIFont`'s documented metrics, and the larger of the image's height and the title's line height plus 12 pt
/// (which makes UIKit's 30 pt for a one-line system button). The accessibility label is the current title unless set.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable {
        case custom = 0, system = 1, detailDisclosure = 2, infoLight = 3, infoDark = 4, contactAdd = 5, close = 7
        public static let roundedRect = ButtonType.system
    }

    /// Vertical padding around a title in `sizeThatFits`, while `contentEdgeInsets` is zero (8.48).
    static let titlePadding: CGFloat = 12

    public private(set) var buttonType: ButtonType = .custom
    /// The button's menu (docs/uikit-rules.md 6.10): shown by a tap when `showsMenuAsPrimaryAction`, else by a
    /// long press.
    open var menu: UIMenu? { didSet { updateMenuInteraction() } }
    open var showsMenuAsPrimaryAction = false
    /// The interaction that shows `menu`, while there is one.
    public private(set) var contextMenuInteraction: UIContextMenuInteraction?
    private var menuSource: ButtonMenuSource?
    private var titles: [UInt: String] = [:]
    /// Attributed titles per state (11.193); they take the title label's place of the plain title and colour.
    private var attributedTitles: [UInt: NSAttributedString] = [:]
    /// The title label's font while it shows an attributed title, given back when a plain title returns.
    private var plainTitleFont: UIFont?
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]

    /// Shows the current title. Created with the button.
    public let titleLabel: UILabel? = UILabel()
    /// Shows the current image.
    public let imageView: UIImageView? = UIImageView()

    open var contentEdgeInsets: UIEdgeInsets = .zero { didSet { superview?.setNeedsLayout() } }
    open var titleEdgeInsets: UIEdgeInsets = .zero
    open var imageEdgeInsets: UIEdgeInsets = .zero
    open var adjustsImageWhenHighlighted = true
    open var showsTouchWhenHighlighted = false
    /// The iOS 15 configuration and its update handler (`UIButton+Configuration.swift`).
    var buttonConfiguration: Configuration?
    var configurationHandler: ((UIButton) -> Void)?
    /// The title font a configuration starts from (docs/uikit-rules.md 6.32): the title label's when the first
    /// configuration was applied.
    var configurationBaseFont: UIFont?
    /// Shows the configuration's background (`UIButton+Configuration.swift`).
    var configurationBackgroundView: BackgroundConfigurationView?
    /// Shows a configuration's subtitle (`subtitleLabel`, docs/uikit-rules.md 6.95); made on first use.
    var configurationSubtitleLabel: UILabel?

    /// Runs the configuration update handler (docs/uikit-rules.md 6.9). Overrides update `configuration` themselves.
    open func updateConfiguration() {
        configurationHandler?(self)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpButton()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpButton()
    }

    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        if buttonType == .system { setTitleColor(.systemBlue, for: .normal) }
        if buttonType == .contactAdd { setImage(UIImage(systemName: "plus.circle"), for: .normal) }
        if buttonType == .detailDisclosure || buttonType == .infoLight || buttonType == .infoDark {
            setImage(UIImage(systemName: "info.circle"), for: .normal)
        }
        if buttonType == .close { setImage(UIImage(systemName: "xmark.circle.fill"), for: .normal) }
        updateContent()
    }

    /// A system button whose `primaryActionTriggered` runs `primaryAction`; it takes the action's title.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
        }
    }

    private func setUpButton() {
        isAccessibilityElement = true
        accessibilityTraits = .button
        titleLabel?.font = .systemFont(ofSize: 15)
        titleLabel?.textAlignment = .center
        titleLabel?.isAccessibilityElement = false
        titleLabel?.isHidden = true
        imageView?.isHidden = true
        if let imageView { addSubview(imageView) }
        if let titleLabel { addSubview(titleLabel) }
        updateContent()
    }

    // MARK: Per-state content

    /// The value for the exact state, else for `.normal`, as UIKit falls back.
    private func value<T>(_ table: [UInt: T], for state: State) -> T? {
        table[state.rawValue] ?? (state.contains(.disabled) ? table[State.disabled.rawValue] : nil)
            ?? (state.contains(.selected) ? table[State.selected.rawValue] : nil)
            ?? (state.contains(.highlighted) ? table[State.highlighted.rawValue] : nil)
            ?? table[State.normal.rawValue]
    }

    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        updateContent()
    }

    open func title(for state: State) -> String? { value(titles, for: state) }

    /// Sets the state's attributed title (11.193); also its plain title to the string, and its title colour to the
    /// first character's colour.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles[state.rawValue] = title
        titles[state.rawValue] = title?.string
        if let color = title?.leadingAttributes[.foregroundColor] as? UIColor { titleColors[state.rawValue] = color }
        updateContent()
    }

    open func attributedTitle(for state: State) -> NSAttributedString? { value(attributedTitles, for: state) }

    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        updateContent()
    }

    open func titleColor(for state: State) -> UIColor? { value(titleColors, for: state) }

    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        updateContent()
    }

    open func image(for state: State) -> UIImage? { value(images, for: state) }

    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages[state.rawValue] = image
        updateContent()
        // 11.197: the engine reads the alignment insets again.
        invalidateIntrinsicContentSize()
    }

    open func backgroundImage(for state: State) -> UIImage? { value(backgroundImages, for: state) }

    open var currentTitle: String? { title(for: state) }
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
    open var currentImage: UIImage? { image(for: state) }
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? currentTitle }
        set { super.accessibilityLabel = newValue }
    }

    override func stateDidChange() {
        if configurationHandler != nil { updateConfiguration() }
        updateContent()
        if isEnabled { accessibilityTraits.remove(.notEnabled) } else { accessibilityTraits.insert(.notEnabled) }
        if isSelected { accessibilityTraits.insert(.selected) } else { accessibilityTraits.remove(.selected) }
    }

    private func updateContent() {
        guard let titleLabel, let imageView else { return }
        let title = currentTitle
        if let attributed = currentAttributedTitle {
            if plainTitleFont == nil { plainTitleFont = titleLabel.font }
            // Runs without a colour of their own take the title colour.
            titleLabel.textColor = currentTitleColor
            titleLabel.attributedText = attributed
            setNeedsLayout()
        } else {
            if let plainTitleFont {
                titleLabel.font = plainTitleFont
                self.plainTitleFont = nil
                titleLabel.text = nil
            }
            if titleLabel.text != title {
                titleLabel.text = title
                setNeedsLayout()
            }
        }
        titleLabel.isHidden = title == nil
        if currentAttributedTitle == nil { titleLabel.textColor = currentTitleColor }
        if imageView.image != currentImage {
            imageView.image = currentImage
            setNeedsLayout()
        }
        imageView.isHidden = currentImage == nil
    }

    // MARK: Layout

    /// Set for a button made from an iOS 15 configuration (`<buttonConfiguration>` in a storyboard): its content
    /// insets replace the legacy title padding and `contentEdgeInsets` in `sizeThatFits`.
    var configurationContentInsets: UIEdgeInsets?
    /// A configuration's content insets for the plain, gray, tinted and filled styles at the medium size.
    static let configurationInsets = UIEdgeInsets(top: 7, left: 12, bottom: 7, right: 12)

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let image = currentImage?.size ?? .zero
        // docs/uikit-rules.md 8.35: the title's size in the pixels of the button's screen, as a label's.
        let title = currentTitle == nil ? .zero : titleSize
        if let configuration = buttonConfiguration, let insets = configurationContentInsets {
            return configurationContentSize(configuration, insets: insets)
        }
        if let insets = configurationContentInsets {
            return CGSize(width: image.width + title.width + insets.left + insets.right,
                          height: max(image.height, title.height) + insets.top + insets.bottom)
        }
        // docs/uikit-rules.md 8.48: the title padding only while `contentEdgeInsets` is zero; insets replace it.
        let padding = contentEdgeInsets == .zero ? Self.titlePadding : 0
        let titleHeight = currentTitle == nil ? 0 : title.height + padding
        return CGSize(width: image.width + title.width + contentEdgeInsets.left + contentEdgeInsets.right,
                      height: max(image.height, titleHeight) + contentEdgeInsets.top + contentEdgeInsets.bottom)
    }

    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

    /// The current background image's alignment insets, as they are (docs/uikit-rules.md 11.197); none without one.
    open override var alignmentRectInsets: UIEdgeInsets { currentBackgroundImage?.alignmentRectInsets ?? .zero }

    /// The current title's size as its label lays it out, unwrapped: run by run for an attributed title in several
    /// styles (11.193).
    private var titleSize: CGSize {
        titleLabel?.textSize(constrainedToWidth: .greatestFiniteMagnitude, numberOfLines: 0) ?? .zero
    }

    /// The image then the title, side by side, centred in the content rect.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if let configuration = buttonConfiguration {
            showBackground(of: configuration)
            // docs/uikit-rules.md 6.95: a configuration lays out its own content.
            if let insets = configurationContentInsets {
                layOutConfigurationContent(configuration, insets: insets)
                return
            }
        }
        guard let titleLabel, let imageView else { return }
        let content = bounds.inset(by: contentEdgeInsets)
        let imageSize = currentImage?.size ?? .zero
        let titleSize = currentTitle == nil ? .zero : self.titleSize
        let titleWidth = min(titleSize.width, max(0, content.width - imageSize.width))
        let x = content.minX + max(0, (content.width - imageSize.width - titleWidth) / 2)
        imageView.frame = CGRect(x: x, y: content.midY - imageSize.height / 2, width: imageSize.width, height: imageSize.height)
        titleLabel.frame = CGRect(x: x + imageSize.width, y: content.midY - titleSize.height / 2,
                                  width: titleWidth, height: titleSize.height)
    }

    // MARK: Touches

    override func didFinishTracking(_ touch: UITouch, inside: Bool, with event: UIEvent?) {
        guard inside else { return }
        if showsMenuAsPrimaryAction, let menu, let contextMenuInteraction {
            contextMenuInteraction.present(menu, configuration: UIContextMenuConfiguration(), anchor: self)
        } else {
            sendActions(for: .primaryActionTriggered, with: event)
        }
    }

    private func updateMenuInteraction() {
        if menu == nil {
            if let contextMenuInteraction { removeInteraction(contextMenuInteraction) }
            contextMenuInteraction = nil
            menuSource = nil
        } else if contextMenuInteraction == nil {
            let source = ButtonMenuSource(button: self)
            let interaction = UIContextMenuInteraction(delegate: source)
            menuSource = source
            contextMenuInteraction = interaction
            addInteraction(interaction)
        }
    }
}

/// Gives a button's context menu interaction the button's `menu`.
@MainActor
private final class ButtonMenuSource: UIContextMenuInteractionDelegate {
    weak var button: UIButton?
    init(button: UIButton) { self.button = button }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        guard let menu = button?.menu, button?.isEnabled == true else { return nil }
        return UIContextMenuConfiguration(actionProvider: { _ in menu })
    }
}
