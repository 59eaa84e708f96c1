import Foundation

/// A font with deterministic, synthetic metrics. There are no font files: every
/// measurement follows these rules, which are part of UIHost's contract.
///
/// Vertical metrics, for a font of size `pointSize`:
/// - `ascender` = pointSize × 0.95
/// - `descender` = −pointSize × 0.25
/// - `lineHeight` = ascender − descender (= 1.2 × pointSize)
/// - `capHeight` = pointSize × 0.7
/// - `xHeight` = pointSize × 0.5
/// - `leading` = 0
///
/// Horizontal advance of each grapheme cluster (Swift `Character`):
/// - 0.5 × pointSize for regular and lighter weights (up to and including medium);
/// - 0.55 × pointSize for semibold and heavier (including bold);
/// - 0.6 × pointSize for every character of a monospaced font, spaces included;
/// - a space (U+0020) advances 0.25 × pointSize, except in a monospaced font (0.6);
/// - a newline advances 0 and breaks the line.
///
/// Font names and traits:
/// - The system font is named `.SFUI-<Weight>`, with `<Weight>` one of Ultralight,
///   Thin, Light, Regular, Medium, Semibold, Bold, Heavy, Black; its family is
///   `.SF UI Text`. The italic system font is `.SFUI-RegularItalic`.
/// - The monospaced system font is named `.SFMono-<Weight>`; its family is `.SF Mono`.
/// - A weight between the named constants takes the name of the nearest one.
/// - `init?(name:size:)` accepts any non-empty name. Apart from the system names
///   above, the family is the part of the name before its first "-" (the whole
///   name if there is none).
/// - Traits come from the name, case-insensitively: "Bold" (which includes
///   "Semibold"), "Heavy" or "Black" makes the font semibold-or-heavier;
///   "Courier", "Menlo" or "Mono" makes it monospaced.
///
/// Fonts are equal when their names and sizes are equal.
public final class UIFont: Hashable, Sendable {
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat

        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        public init(_ rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        fileprivate static let named: [(weight: Weight, name: String)] = [
            (.ultraLight, "Ultralight"), (.thin, "Thin"), (.light, "Light"),
            (.regular, "Regular"), (.medium, "Medium"), (.semibold, "Semibold"),
            (.bold, "Bold"), (.heavy, "Heavy"), (.black, "Black"),
        ]

        fileprivate var nameSuffix: String {
            Weight.named.min { abs($0.weight.rawValue - rawValue) < abs($1.weight.rawValue - rawValue) }!.name
        }
    }

    public let fontName: String
    public let familyName: String
    public let pointSize: CGFloat
    /// The text style the font was made for by `preferredFont(forTextStyle:)` or `UIFontMetrics`, so that views that
    /// adjust to the text size can make it again at a new size (docs/uikit-rules.md 13.5).
    public let textStyle: TextStyle?
    /// The size a `UIFontMetrics` font was scaled from.
    let unscaledPointSize: CGFloat?

    private let isMonospaced: Bool
    private let characterAdvance: CGFloat
    private let spaceAdvance: CGFloat

    public init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty else { return nil }
        self.fontName = fontName
        if fontName.hasPrefix(".SFUI-") {
            familyName = ".SF UI Text"
        } else if fontName.hasPrefix(".SFMono-") {
            familyName = ".SF Mono"
        } else {
            let family = fontName.prefix { $0 != "-" }
            familyName = family.isEmpty ? fontName : String(family)
        }
        self.pointSize = fontSize
        textStyle = nil
        unscaledPointSize = nil
        let lowered = fontName.lowercased()
        isMonospaced = ["courier", "menlo", "mono"].contains { lowered.contains($0) }
        let isWide = ["bold", "heavy", "black"].contains { lowered.contains($0) }
        if isMonospaced {
            characterAdvance = fontSize * 60 / 100
            spaceAdvance = characterAdvance
        } else {
            characterAdvance = fontSize * (isWide ? 55 : 50) / 100
            spaceAdvance = fontSize * 25 / 100
        }
    }

    /// The same font, marked as made for a text style.
    init(_ font: UIFont, textStyle: TextStyle?, unscaledPointSize: CGFloat? = nil) {
        fontName = font.fontName
        familyName = font.familyName
        pointSize = font.pointSize
        isMonospaced = font.isMonospaced
        characterAdvance = font.characterAdvance
        spaceAdvance = font.spaceAdvance
        self.textStyle = textStyle
        self.unscaledPointSize = unscaledPointSize
    }

    private static func named(_ name: String, size: CGFloat) -> UIFont {
        UIFont(name: name, size: size)!
    }

    public class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    public class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        named(".SFUI-RegularItalic", size: fontSize)
    }

    public class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        named(".SFUI-\(weight.nameSuffix)", size: fontSize)
    }

    public class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        named(".SFMono-\(weight.nameSuffix)", size: fontSize)
    }

    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont.named(fontName, size: fontSize)
    }

    public class var systemFontSize: CGFloat { 17 }
    public class var labelFontSize: CGFloat { 17 }
    public class var buttonFontSize: CGFloat { 18 }
    public class var smallSystemFontSize: CGFloat { 12 }

    public var ascender: CGFloat { pointSize * 95 / 100 }
    public var descender: CGFloat { -(pointSize * 25 / 100) }
    public var lineHeight: CGFloat { ascender - descender }
    public var capHeight: CGFloat { pointSize * 70 / 100 }
    public var xHeight: CGFloat { pointSize * 50 / 100 }
    public var leading: CGFloat { 0 }

    func advance(of character: Character) -> CGFloat {
        if character.isNewline {
            return 0
        }
        return character == " " ? spaceAdvance : characterAdvance
    }

    /// Our addition: the width of the widest line of `text`, unrounded.
    public func width(of text: String) -> CGFloat {
        var widest: CGFloat = 0
        var current: CGFloat = 0
        for character in text {
            if character.isNewline {
                widest = Swift.max(widest, current)
                current = 0
            } else {
                current += advance(of: character)
            }
        }
        return Swift.max(widest, current)
    }

    /// Our addition: the size of `text` laid out by these rules.
    ///
    /// - Every newline starts a new line (so `"a\n"` is two lines).
    /// - A line wraps at the last space that keeps it within `width`; the spaces at
    ///   a wrap hang off the end of the line and are not counted. Spaces at the end
    ///   of a paragraph are counted.
    /// - A word wider than `width` is broken between characters. A line always holds
    ///   at least one character, so a single character wider than `width` overflows.
    /// - When `numberOfLines` > 0 only the first `numberOfLines` lines are measured;
    ///   0 means unlimited.
    ///
    /// Returns `CGSize(width: ceil(widest line), height: ceil(lines × lineHeight))`,
    /// or `.zero` for an empty string. Without a width constraint this is
    /// `ceil(width(of: text))` wide.
    public func boundingSize(
        of text: String,
        constrainedToWidth width: CGFloat = .greatestFiniteMagnitude,
        numberOfLines: Int = 0
    ) -> CGSize {
        if text.isEmpty {
            return .zero
        }
        var layout = LineLayout(maxWidth: width)
        var word: [CGFloat] = []
        for character in text {
            if character.isNewline {
                layout.place(word: word)
                word.removeAll()
                layout.endParagraph()
            } else if character == " " {
                layout.place(word: word)
                word.removeAll()
                layout.addSpace(spaceAdvance)
            } else {
                word.append(advance(of: character))
            }
        }
        layout.place(word: word)
        layout.endParagraph()

        var lines = layout.lineWidths[...]
        if numberOfLines > 0 {
            lines = lines.prefix(numberOfLines)
        }
        let widest = lines.max() ?? 0
        return CGSize(width: widest.rounded(.up), height: (CGFloat(lines.count) * lineHeight).rounded(.up))
    }

    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.fontName == rhs.fontName && lhs.pointSize == rhs.pointSize
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(fontName)
        hasher.combine(pointSize)
    }
}

private struct LineLayout {
    let maxWidth: CGFloat
    var lineWidths: [CGFloat] = []
    private var width: CGFloat = 0
    private var pendingSpace: CGFloat = 0
    private var isEmpty = true
    private var hasWord = false

    init(maxWidth: CGFloat) {
        self.maxWidth = maxWidth
    }

    private func fits(_ extra: CGFloat) -> Bool {
        width + pendingSpace + extra <= maxWidth + 1e-9
    }

    mutating func addSpace(_ advance: CGFloat) {
        pendingSpace += advance
        isEmpty = false
    }

    mutating func place(word advances: [CGFloat]) {
        if advances.isEmpty {
            return
        }
        let wordWidth = advances.reduce(0, +)
        if fits(wordWidth) {
            append(wordWidth)
            return
        }
        if hasWord {
            wrap()
            if fits(wordWidth) {
                append(wordWidth)
                return
            }
        }
        for advance in advances {
            if !fits(advance) && !isEmpty {
                wrap()
            }
            append(advance)
        }
    }

    mutating func endParagraph() {
        lineWidths.append(width + pendingSpace)
        reset()
    }

    private mutating func append(_ advance: CGFloat) {
        width += pendingSpace + advance
        pendingSpace = 0
        isEmpty = false
        hasWord = true
    }

    private mutating func wrap() {
        lineWidths.append(width)
        reset()
    }

    private mutating func reset() {
        width = 0
        pendingSpace = 0
        isEmpty = true
        hasWord = false
    }
}

extension String {
    /// Our addition: the string measured as a single line (newlines advance 0 and do
    /// not break), one `lineHeight` high; both dimensions rounded up.
    public func size(withFont font: UIFont) -> CGSize {
        let width = self.reduce(CGFloat(0)) { $0 + font.advance(of: $1) }
        return CGSize(width: width.rounded(.up), height: font.lineHeight.rounded(.up))
    }
}
