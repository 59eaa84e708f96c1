import Foundation

/// Read-only text (docs/uikit-rules.md 6.3). Not interaction-enabled by default (4.6). Its size comes from
/// `UIFont`'s metrics, the drawn font's (19.20-19.26): `sizeThatFits` is the text laid out by
/// `UIFont.boundingSize(of:constrainedToWidth:numberOfLines:scale:)`, unconstrained in width when `numberOfLines`
/// is 1 (UIKit returns the whole line's width then), else within the given width (any width when it is 0), rounded
/// up to the pixels of its screen (8.35). Its
/// accessibility label is its text unless set.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UILabel: UIView, UIContentSizeCategoryAdjusting {
    /// Takes the text size's font when the user's text size changes, for a font made for a text style
    /// (docs/uikit-rules.md 13.5).
    open var adjustsFontForContentSizeCategory = false

    public func adjustFontForContentSizeCategory(_ traits: UITraitCollection) {
        if let font = font.adjusted(to: traits) { self.font = font }
    }

    open var text: String? {
        didSet {
            // Plain text drops the attributed text's shadow (19.30) and its runs (11.192); `attributedText` sets them
            // again after.
            textShadow = nil
            styledText = nil
            if text != oldValue { contentDidChange() }
        }
    }
    /// The attributed text last set, while it has more than one font or colour: measured and drawn run by run
    /// (11.190-11.192).
    var styledText: StyledText? {
        didSet { if styledText != nil || oldValue != nil { contentDidChange() } }
    }
    /// The shadow of the attributed text last set (`.shadow`), drawn instead of `shadowColor`'s (19.30).
    var textShadow: NSShadow? {
        didSet { if textShadow !== oldValue { setNeedsDisplay() } }
    }

    /// The 17 pt system font by default; setting nil restores it.
    open var font: UIFont! {
        get { _font }
        set {
            _font = newValue ?? .systemFont(ofSize: UIFont.labelFontSize)
            // 11.192: a new font applies to the whole attributed text.
            styledText?.setFont(_font)
            contentDidChange()
        }
    }
    private var _font: UIFont = .systemFont(ofSize: UIFont.labelFontSize)

    /// Black by default (UIKit's `.label` in light mode); setting nil restores it.
    open var textColor: UIColor! {
        get { _textColor }
        set {
            _textColor = newValue ?? .black
            styledText?.setColor(_textColor)
            setNeedsDisplay()
        }
    }
    private var _textColor: UIColor = .black

    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { setNeedsDisplay() } }
    /// 1 by default; 0 means as many lines as the text needs.
    open var numberOfLines = 1 { didSet { if numberOfLines != oldValue { contentDidChange() } } }
    open var isEnabled = true { didSet { setNeedsDisplay() } }
    open var isHighlighted = false { didSet { setNeedsDisplay() } }
    open var highlightedTextColor: UIColor?
    /// The colour of the text's shadow, none by default; it falls `shadowOffset` away, unblurred (19.12).
    open var shadowColor: UIColor? { didSet { setNeedsDisplay() } }
    open var shadowOffset = CGSize(width: 0, height: -1) { didSet { setNeedsDisplay() } }
    /// With `minimumScaleFactor` above 0 and one line, text wider than the bounds is drawn in a smaller font
    /// (docs/uikit-rules.md 6.41; attributed text in several styles, every run by the same factor, 11.219); the
    /// label's size does not change.
    open var adjustsFontSizeToFitWidth = false { didSet { setNeedsDisplay() } }
    /// The smallest fraction of the font's size the text may shrink to; 0 (the default) does not shrink it.
    open var minimumScaleFactor: CGFloat = 0 { didSet { setNeedsDisplay() } }
    /// Where shrunk text goes up and down (6.41): its baseline on the full-size text's, its centre on the full-size
    /// text's centre, or its top at the full-size text's top.
    open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines { didSet { setNeedsDisplay() } }
    /// The font `drawText(in:)` draws with while `draw(_:)` draws shrunk text.
    private var drawingFont: UIFont?
    /// The attributed text `drawText(in:)` draws while `draw(_:)` draws it shrunk (11.219).
    private var drawingStyledText: StyledText?
    /// The width `intrinsicContentSize` wraps multi-line text at (0: no limit).
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { contentDidChange() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpLabel()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpLabel()
    }

    private func setUpLabel() {
        isUserInteractionEnabled = false
        isAccessibilityElement = true
        accessibilityTraits = .staticText
        isOpaque = false
    }

    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? text }
        set { super.accessibilityLabel = newValue }
    }

    private func contentDidChange() {
        setNeedsDisplay()
        superview?.setNeedsLayout()
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width: CGFloat = numberOfLines == 1 || size.width <= 0 ? .greatestFiniteMagnitude : size.width
        return textSize(constrainedToWidth: width, numberOfLines: numberOfLines)
    }

    /// The text laid out at `width`: run by run for attributed text in several styles (11.190), else in the label's
    /// font; rounded up to the pixels of the label's screen, not to whole points (8.35).
    func textSize(constrainedToWidth width: CGFloat, numberOfLines: Int) -> CGSize {
        if let styledText {
            return styledText.boundingSize(constrainedToWidth: width, numberOfLines: numberOfLines, scale: screenScale)
        }
        return _font.boundingSize(of: text ?? "", constrainedToWidth: width, numberOfLines: numberOfLines,
                                  scale: screenScale)
    }

    open override var intrinsicContentSize: CGSize {
        let width = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : 0
        return sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
    }

    /// Where the text goes in `bounds`: its laid-out size (within the bounds' width, at most `numberOfLines`
    /// lines, clipped to the bounds' height), aligned by `textAlignment` and centred vertically, as UILabel draws.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        var size = textSize(constrainedToWidth: bounds.width, numberOfLines: numberOfLines)
        size.width = min(size.width, bounds.width)
        size.height = min(size.height, bounds.height)
        let x: CGFloat
        switch textAlignment {
        case .center: x = bounds.minX + (bounds.width - size.width) / 2
        case .right: x = bounds.maxX - size.width
        case .left, .justified, .natural: x = bounds.minX
        }
        return CGRect(x: x, y: bounds.minY + (bounds.height - size.height) / 2, width: size.width, height: size.height)
    }

    /// Draws the text into the current `UIGraphics` context in `rect` with the label's font, colour (the highlighted
    /// colour while highlighted, 50% grey while disabled), alignment, line break mode and number of lines
    /// (docs/uikit-rules.md 19.4), casting the attributed text's `NSShadow` (19.30), else the label's shadow when it
    /// has a shadow colour (19.12).
    open func drawText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let text, !text.isEmpty else { return }
        let shown: UIColor = !isEnabled ? UIColor(white: 0.5, alpha: 1)
            : isHighlighted ? (highlightedTextColor ?? _textColor) : _textColor
        var color = CGColor.black
        var shadow: CGColor?
        traitCollection.performAsCurrent {
            color = shown.cgColor
            shadow = shadowColor?.cgColor
        }
        var attributed: (offset: CGSize, blur: CGFloat, color: CGColor)?
        if let textShadow {
            traitCollection.performAsCurrent {
                attributed = (textShadow.shadowOffset, textShadow.shadowBlurRadius, textShadow.drawnColor)
            }
        }
        context.saveGState()
        if let attributed {
            context.setShadow(offset: attributed.offset, blur: attributed.blur, color: attributed.color)
        } else if let shadow {
            context.setShadow(offset: shadowOffset, blur: 0, color: shadow)
        }
        let font = drawingFont ?? _font
        var box = CGTextBox(text: text, rect: rect, fontName: font.fontName, fontSize: font.pointSize, color: color,
                            alignment: textAlignment, lineBreakMode: lineBreakMode, numberOfLines: numberOfLines)
        if let styledText = drawingStyledText ?? styledText {
            // 11.190: each run in its own colour unless the label is disabled or highlighted; 11.220: the last line
            // truncated by the line break mode.
            let plain = isEnabled && !(isHighlighted && highlightedTextColor != nil)
            traitCollection.performAsCurrent {
                box.fragments = styledText.fragments(in: rect, alignment: textAlignment, numberOfLines: numberOfLines,
                                                     lineBreakMode: lineBreakMode) {
                    plain ? ($0?.cgColor ?? color) : color
                }
            }
            box.fontSize = styledText.runs.map(\.font.pointSize).max() ?? font.pointSize
        }
        context.recordText(box)
        context.restoreGState()
    }

    /// Draws the text across the bounds' width, in the height of `textRect(forBounds:limitedToNumberOfLines:)`
    /// centred vertically: lines are aligned across the whole width with the drawn font's own advances (19.4).
    open override func draw(_ rect: CGRect) {
        let b = bounds
        let text = textRect(forBounds: b, limitedToNumberOfLines: numberOfLines)
        if let styledText, let factor = fittingScale(width: b.width) {
            drawShrunk(styledText, by: factor, in: text)
            return
        }
        guard let shrunk = fittingFont(width: b.width) else {
            drawText(in: CGRect(x: b.minX, y: text.minY, width: b.width, height: text.height))
            return
        }
        let height = min(shrunk.lineHeight.rounded(.up), b.height)
        let y = shrunkLineY(in: text, height: height, fullBaseline: _font.ascender, shrunkBaseline: shrunk.ascender)
        drawingFont = shrunk
        drawText(in: CGRect(x: b.minX, y: y, width: b.width, height: height))
        drawingFont = nil
    }

    /// Attributed text in several styles shrunk by `factor` (11.219), one line placed as `baselineAdjustment` says
    /// against the full-size line at the top of `text`, the full-size text's rect.
    private func drawShrunk(_ styledText: StyledText, by factor: CGFloat, in text: CGRect) {
        let shrunk = styledText.scaled(by: factor)
        guard let full = styledText.lines().first, let small = shrunk.lines().first else { return }
        let height = min(small.height.rounded(.up), bounds.height)
        let y = shrunkLineY(in: text, height: height, fullBaseline: full.baseline, shrunkBaseline: small.baseline)
        drawingStyledText = shrunk
        drawText(in: CGRect(x: bounds.minX, y: y, width: bounds.width, height: height))
        drawingStyledText = nil
    }

    /// The top of a shrunk line `height` tall in `text` (the full-size text's rect), as `baselineAdjustment` says:
    /// its baseline level with the full-size line's (each baseline measured from its line's top), its centre level
    /// with the text's, or at the text's top.
    private func shrunkLineY(in text: CGRect, height: CGFloat, fullBaseline: CGFloat, shrunkBaseline: CGFloat) -> CGFloat {
        switch baselineAdjustment {
        case .alignBaselines: return text.minY + fullBaseline - shrunkBaseline
        case .alignCenters: return text.midY - height / 2
        case .none: return text.minY
        }
    }

    /// The smaller font one line of text is drawn in so it fits `width` (6.41); nil when the label does not shrink
    /// or the text fits, and for attributed text in several styles (`fittingScale`).
    func fittingFont(width: CGFloat) -> UIFont? {
        guard styledText == nil, let factor = fittingScale(width: width) else { return nil }
        return _font.withSize(_font.pointSize * factor)
    }

    /// The factor one line of text is shrunk by so it fits `width` (6.41, 11.219): the text's width's share of
    /// `width`, no smaller than `minimumScaleFactor`; nil when the label does not shrink (`adjustsFontSizeToFitWidth`
    /// off, `minimumScaleFactor` 0, several lines) or the text fits. Attributed text in several styles is measured
    /// run by run, with its kerning.
    func fittingScale(width: CGFloat) -> CGFloat? {
        guard adjustsFontSizeToFitWidth, minimumScaleFactor > 0, numberOfLines == 1, let text, !text.isEmpty,
              width > 0 else { return nil }
        let lines = styledText.map { $0.lines().map(\.width) }
            ?? _font.lines(of: text, constrainedToWidth: .greatestFiniteMagnitude).map(\.width)
        guard let natural = lines.max(), natural > width else { return nil }
        return max(min(minimumScaleFactor, 1), width / natural)
    }

    /// docs/uikit-rules.md 11.221: where the baselines of attributed text in several styles fall, for constraints:
    /// the first line's baseline below the top (its tallest ascender, below what its line height adds) and the last
    /// shown line's lowest descender above the bottom, the lines broken at the label's width (its preferred maximum
    /// width before it has one); nil for text in one style, whose baselines are its font's.
    var styledBaselines: (first: CGFloat, last: CGFloat)? {
        guard let styledText else { return nil }
        let width: CGFloat = numberOfLines == 1 ? .greatestFiniteMagnitude
            : bounds.width > 0 ? bounds.width : preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : .greatestFiniteMagnitude
        var lines = styledText.lines(constrainedToWidth: width)
        if numberOfLines > 0 { lines = Array(lines.prefix(numberOfLines)) }
        guard let first = lines.first, let last = lines.last else { return nil }
        return (first.baseline, -last.descender)
    }
}

/// Where a label's shrunk text goes up and down (docs/uikit-rules.md 6.41).
public enum UIBaselineAdjustment: Int, Sendable {
    case alignBaselines, alignCenters, none
}
