import Foundation

/// UIKit's attribute names and text measuring for attributed strings (docs/uikit-rules.md 6.14). The raw values
/// are UIKit's. Text is measured with `UIFont`'s documented metrics (no real fonts).
extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    public static let link = NSAttributedString.Key("NSLink")
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    /// An `NSShadow` the text casts (19.30).
    public static let shadow = NSAttributedString.Key("NSShadow")
}

/// The shadow attributed text casts (`NSAttributedString.Key.shadow`, docs/uikit-rules.md 19.30): `shadowOffset`
/// away (positive height is down), blurred by `shadowBlurRadius` points, in `shadowColor` (a `UIColor`), which is
/// black at one third when nil, as in UIKit.
///
/// Not an `NSObject` here (UIHost's choice, docs/uikit-rules.md 6.84): Foundation on Linux traps when it compares two
/// attribute values that are instances of an `NSObject` subclass with stored properties, as it does when runs are
/// appended, so shadows and paragraph styles are plain classes, equal when their values are (as UIKit's `isEqual`).
open class NSShadow: Hashable, @unchecked Sendable {
    open var shadowOffset: CGSize = .zero
    open var shadowBlurRadius: CGFloat = 0
    open var shadowColor: Any?

    public init() {}

    public static func == (lhs: NSShadow, rhs: NSShadow) -> Bool {
        lhs.shadowOffset == rhs.shadowOffset && lhs.shadowBlurRadius == rhs.shadowBlurRadius
            && String(describing: lhs.shadowColor) == String(describing: rhs.shadowColor)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(shadowOffset.width)
        hasher.combine(shadowOffset.height)
        hasher.combine(shadowBlurRadius)
    }

    /// The colour drawn: `shadowColor` when it is a `UIColor` or `CGColor`, else black at one third.
    @MainActor
    var drawnColor: CGColor {
        if let color = shadowColor as? UIColor { return color.cgColor }
        if let color = shadowColor as? CGColor { return color }
        return CGColor(gray: 0, alpha: 1.0 / 3)
    }
}

public struct NSUnderlineStyle: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

/// How paragraphs of attributed text are set: line and paragraph spacing and line heights as
/// docs/uikit-rules.md 11.217-11.218 say; alignment and line break mode as the views take them (11.236); a truncated
/// line tightened instead when `tighteningFactorForTruncation` allows it (11.237). Indents are kept, not laid out.
/// Not an `NSObject` here, for the reason `NSShadow` gives (6.84); equal when every value is.
open class NSParagraphStyle: Hashable, @unchecked Sendable {
    public internal(set) var lineSpacing: CGFloat = 0
    public internal(set) var paragraphSpacing: CGFloat = 0
    public internal(set) var paragraphSpacingBefore: CGFloat = 0
    public internal(set) var alignment: NSTextAlignment = .natural
    public internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    public internal(set) var firstLineHeadIndent: CGFloat = 0
    public internal(set) var headIndent: CGFloat = 0
    public internal(set) var tailIndent: CGFloat = 0
    public internal(set) var minimumLineHeight: CGFloat = 0
    public internal(set) var maximumLineHeight: CGFloat = 0
    public internal(set) var lineHeightMultiple: CGFloat = 0
    /// How much wider than its line a line to be truncated may be and be tightened instead (11.237): 0 by default
    /// here, UIHost's choice (AppKit's is 0.05; Apple's UIKit page gives none), so text is truncated as before.
    public internal(set) var tighteningFactorForTruncation: Float = 0
    /// Kept for apps that read it back; the label's own tightening is not modelled.
    public internal(set) var allowsDefaultTighteningForTruncation = false

    public static let `default` = NSParagraphStyle()

    public init() {}

    /// `NSParagraphStyle.default.mutableCopy() as! NSMutableParagraphStyle`, as UIKit code writes it.
    open func mutableCopy() -> Any {
        let copy = NSMutableParagraphStyle()
        copy.lineSpacing = lineSpacing
        copy.paragraphSpacing = paragraphSpacing
        copy.paragraphSpacingBefore = paragraphSpacingBefore
        copy.alignment = alignment
        copy.lineBreakMode = lineBreakMode
        copy.firstLineHeadIndent = firstLineHeadIndent
        copy.headIndent = headIndent
        copy.tailIndent = tailIndent
        copy.minimumLineHeight = minimumLineHeight
        copy.maximumLineHeight = maximumLineHeight
        copy.lineHeightMultiple = lineHeightMultiple
        copy.tighteningFactorForTruncation = tighteningFactorForTruncation
        copy.allowsDefaultTighteningForTruncation = allowsDefaultTighteningForTruncation
        return copy
    }

    open func copy() -> Any { mutableCopy() }

    public static func == (lhs: NSParagraphStyle, rhs: NSParagraphStyle) -> Bool {
        lhs.lineSpacing == rhs.lineSpacing && lhs.paragraphSpacing == rhs.paragraphSpacing
            && lhs.paragraphSpacingBefore == rhs.paragraphSpacingBefore
            && lhs.alignment == rhs.alignment && lhs.lineBreakMode == rhs.lineBreakMode
            && lhs.firstLineHeadIndent == rhs.firstLineHeadIndent && lhs.headIndent == rhs.headIndent
            && lhs.tailIndent == rhs.tailIndent && lhs.minimumLineHeight == rhs.minimumLineHeight
            && lhs.maximumLineHeight == rhs.maximumLineHeight && lhs.lineHeightMultiple == rhs.lineHeightMultiple
            && lhs.tighteningFactorForTruncation == rhs.tighteningFactorForTruncation
            && lhs.allowsDefaultTighteningForTruncation == rhs.allowsDefaultTighteningForTruncation
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(lineSpacing)
        hasher.combine(alignment)
        hasher.combine(lineBreakMode)
    }
}

open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    open override var lineSpacing: CGFloat { get { super.lineSpacing } set { super.lineSpacing = newValue } }
    open override var paragraphSpacing: CGFloat { get { super.paragraphSpacing } set { super.paragraphSpacing = newValue } }
    open override var paragraphSpacingBefore: CGFloat {
        get { super.paragraphSpacingBefore }
        set { super.paragraphSpacingBefore = newValue }
    }
    open override var alignment: NSTextAlignment { get { super.alignment } set { super.alignment = newValue } }
    open override var lineBreakMode: NSLineBreakMode { get { super.lineBreakMode } set { super.lineBreakMode = newValue } }
    open override var firstLineHeadIndent: CGFloat { get { super.firstLineHeadIndent } set { super.firstLineHeadIndent = newValue } }
    open override var headIndent: CGFloat { get { super.headIndent } set { super.headIndent = newValue } }
    open override var tailIndent: CGFloat { get { super.tailIndent } set { super.tailIndent = newValue } }
    open override var minimumLineHeight: CGFloat { get { super.minimumLineHeight } set { super.minimumLineHeight = newValue } }
    open override var maximumLineHeight: CGFloat { get { super.maximumLineHeight } set { super.maximumLineHeight = newValue } }
    open override var lineHeightMultiple: CGFloat { get { super.lineHeightMultiple } set { super.lineHeightMultiple = newValue } }
    open override var tighteningFactorForTruncation: Float {
        get { super.tighteningFactorForTruncation }
        set { super.tighteningFactorForTruncation = newValue }
    }
    open override var allowsDefaultTighteningForTruncation: Bool {
        get { super.allowsDefaultTighteningForTruncation }
        set { super.allowsDefaultTighteningForTruncation = newValue }
    }
}

public struct NSStringDrawingOptions: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Measures `text` with the font in `attributes` (the 12-pt system font when there is none, as UIKit's
/// default for attributed strings): one line unless `.usesLineFragmentOrigin` lets it wrap at `width`; kerning and a
/// paragraph style's spacing and line heights measured as attributed text in several styles is (11.216-11.218).
@MainActor
func measure(_ text: String, attributes: [NSAttributedString.Key: Any]?, width: CGFloat,
             options: NSStringDrawingOptions) -> CGSize {
    // 11.216-11.218: kerning, paragraph spacing and line heights are measured run by run.
    if let attributes, let styled = StyledText(text, attributes: attributes, font: .systemFont(ofSize: 12)) {
        return styled.measured(width: width, options: options)
    }
    let font = attributes?[.font] as? UIFont ?? .systemFont(ofSize: 12)
    let wraps = options.contains(.usesLineFragmentOrigin)
    return font.boundingSize(of: text, constrainedToWidth: wraps ? width : .greatestFiniteMagnitude,
                             numberOfLines: wraps ? 0 : 1)
}

extension StyledText {
    /// Measured as `NSAttributedString.boundingRect` measures: one line unless `.usesLineFragmentOrigin` lets it wrap
    /// at `width`.
    func measured(width: CGFloat, options: NSStringDrawingOptions) -> CGSize {
        let wraps = options.contains(.usesLineFragmentOrigin)
        return boundingSize(constrainedToWidth: wraps ? width : .greatestFiniteMagnitude, numberOfLines: wraps ? 0 : 1)
    }
}

extension NSAttributedString {
    /// The attributes of the first character, which UIKit's views take for the whole text here.
    var leadingAttributes: [NSAttributedString.Key: Any] {
        length == 0 ? [:] : attributes(at: 0, effectiveRange: nil)
    }

    /// The text's size as `draw(at:)` draws it: broken at its own newlines, never wrapped (6.14).
    #if UIKitPreconcurrency
    @preconcurrency
    #endif
    @MainActor
    public func size() -> CGSize {
        measured(width: .greatestFiniteMagnitude, options: .usesLineFragmentOrigin)
    }

    /// Measured as `measure` measures its first character's attributes, or run by run when the text has more than
    /// one font or colour (11.190; the 12-pt system font where a run has none).
    @MainActor
    func measured(width: CGFloat, options: NSStringDrawingOptions) -> CGSize {
        guard let styled = StyledText(self, font: .systemFont(ofSize: 12)) else {
            return measure(string, attributes: leadingAttributes, width: width, options: options)
        }
        return styled.measured(width: width, options: options)
    }

    #if UIKitPreconcurrency
    @preconcurrency
    #endif
    @MainActor
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: Any? = nil) -> CGRect {
        CGRect(origin: .zero, size: measured(width: size.width, options: options))
    }
}

extension String {
    /// The string's size in the attributes' font as `draw(at:withAttributes:)` draws it: broken at its own
    /// newlines, never wrapped (6.14).
    #if UIKitPreconcurrency
    @preconcurrency
    #endif
    @MainActor
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        measure(self, attributes: attrs, width: .greatestFiniteMagnitude, options: .usesLineFragmentOrigin)
    }

    #if UIKitPreconcurrency
    @preconcurrency
    #endif
    @MainActor
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: Any? = nil) -> CGRect {
        CGRect(origin: .zero, size: measure(self, attributes: attributes, width: size.width, options: options))
    }
}

extension NSString {
    #if UIKitPreconcurrency
    @preconcurrency
    #endif
    @MainActor
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as String).size(withAttributes: attrs)
    }

    #if UIKitPreconcurrency
    @preconcurrency
    #endif
    @MainActor
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: Any? = nil) -> CGRect {
        (self as String).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}

// MARK: Views

extension UILabel {
    /// Setting it sets `text`, and `font`, `textColor`, `textAlignment` and `lineBreakMode` from the first
    /// character's attributes (6.14, 11.236); text in more than one font or colour keeps its runs, measured and drawn
    /// each in its own (11.190).
    /// Reading it gives the text with the label's font, colour and alignment, or its runs (11.192).
    public var attributedText: NSAttributedString? {
        get {
            guard let text else { return nil }
            let style = NSMutableParagraphStyle()
            style.alignment = textAlignment
            style.lineBreakMode = lineBreakMode
            if let styledText { return styledText.attributedString(paragraphStyle: style) }
            var attributes: [NSAttributedString.Key: Any] = [.paragraphStyle: style]
            if let font { attributes[.font] = font }
            if let textColor { attributes[.foregroundColor] = textColor }
            if let textShadow { attributes[.shadow] = textShadow }
            return NSAttributedString(string: text, attributes: attributes)
        }
        set {
            guard let newValue else {
                text = nil
                return
            }
            let attributes = newValue.leadingAttributes
            if let font = attributes[.font] as? UIFont { self.font = font }
            if let color = attributes[.foregroundColor] as? UIColor { textColor = color }
            // 11.236: the first paragraph's alignment and line break mode become the label's.
            if let style = attributes[.paragraphStyle] as? NSParagraphStyle {
                textAlignment = style.alignment
                lineBreakMode = style.lineBreakMode
            }
            text = newValue.string
            textShadow = attributes[.shadow] as? NSShadow
            styledText = StyledText(newValue, font: font)
        }
    }
}

extension UITextField {
    public var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0, attributes: font.map { [.font: $0] } ?? [:]) } }
        set {
            if let font = newValue?.leadingAttributes[.font] as? UIFont { self.font = font }
            if let color = newValue?.leadingAttributes[.foregroundColor] as? UIColor { textColor = color }
            text = newValue?.string
        }
    }

    /// Sets `placeholder` to the string (its attributes are kept for the renderer only).
    public var attributedPlaceholder: NSAttributedString? {
        get { placeholder.map { NSAttributedString(string: $0) } }
        set { placeholder = newValue?.string }
    }
}

extension UITextView {
    /// Setting it sets `text`, and `font` and `textColor` from the first character's attributes; text in more than
    /// one font or colour keeps its runs, measured and drawn each in its own (11.190).
    public var attributedText: NSAttributedString! {
        get {
            if let styledText { return styledText.attributedString(paragraphStyle: .default) }
            return NSAttributedString(string: text ?? "", attributes: font.map { [.font: $0] } ?? [:])
        }
        set {
            if let font = newValue?.leadingAttributes[.font] as? UIFont { self.font = font }
            if let color = newValue?.leadingAttributes[.foregroundColor] as? UIColor { textColor = color }
            text = newValue?.string ?? ""
            styledText = newValue.flatMap { StyledText($0, font: font ?? .systemFont(ofSize: 12)) }
        }
    }
}
