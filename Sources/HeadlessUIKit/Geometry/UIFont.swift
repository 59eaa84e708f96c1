import Foundation

/// A font whose metrics are those of the bundled font it is drawn in (docs/uikit-rules.md 19.20-19.26,
/// docs/rendering.md): Inter for the system font and every proportional name, DejaVu Sans Mono for monospaced
/// names, read from the fonts by `scripts/generate-font-metrics` into FontFaces.generated.swift, so that text is laid
/// out with the widths it is drawn with.
///
/// Vertical metrics, for a font of size `pointSize`, from the font's `hhea` table as Core Text reads it, scaled by
/// `pointSize / unitsPerEm`; the system font takes San Francisco's figures instead (19.28), so text is as tall as
/// on a device:
/// - `ascender` (positive), `descender` (negative), `leading` (the line gap);
/// - `lineHeight` = ascender − descender + leading (the system font: 2,444 / 2,048 = 1.1934 × pointSize; Inter
///   under any other name: 3,408 / 2,816 = 1.2102 × pointSize);
/// - `capHeight` and `xHeight` from the `OS/2` table (from the glyphs "H" and "x" when it has none).
///
/// Horizontal advance of each grapheme cluster (Swift `Character`): the sum of its code points' advances, each as
/// HarfBuzz shapes it with kerning, ligatures and contextual alternates off (the renderer shapes with the same
/// features off, so the drawn widths are these). A code point the font does not have advances as its `.notdef`
/// glyph (the box that is drawn); default-ignorable ones (joiners, variation selectors) advance 0; a newline
/// advances 0 and breaks the line.
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
/// - The face comes from the name, case-insensitively (`fontFile`): "Mono", "Courier" or "Menlo" is DejaVu Sans
///   Mono (bold with "Bold", "Heavy" or "Black"); anything else Inter at the weight and slant its words say.
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

    /// The bundled font's measurements.
    let face: FontFace
    /// The vertical metrics text is laid out with: San Francisco's for the system font (19.28), the face's otherwise.
    let lineMetrics: LineMetrics
    /// Points per font unit.
    var scale: CGFloat { pointSize / CGFloat(face.unitsPerEm) }

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
        face = FontFace.forFontName(fontName)
        lineMetrics = LineMetrics.forFont(named: fontName, face: face)
    }

    /// The same font, marked as made for a text style.
    init(_ font: UIFont, textStyle: TextStyle?, unscaledPointSize: CGFloat? = nil) {
        fontName = font.fontName
        familyName = font.familyName
        pointSize = font.pointSize
        face = font.face
        lineMetrics = font.lineMetrics
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

    public var ascender: CGFloat { CGFloat(lineMetrics.ascender) * lineScale }
    public var descender: CGFloat { CGFloat(lineMetrics.descender) * lineScale }
    public var leading: CGFloat { CGFloat(lineMetrics.lineGap) * lineScale }
    /// Points per unit of `lineMetrics`.
    private var lineScale: CGFloat { pointSize / CGFloat(lineMetrics.unitsPerEm) }
    public var lineHeight: CGFloat { ascender - descender + leading }
    public var capHeight: CGFloat { CGFloat(face.metrics.capHeight) * scale }
    public var xHeight: CGFloat { CGFloat(face.metrics.xHeight) * scale }

    /// Our addition: the font file, under /usr/share/fonts, whose metrics this font has and that draws it.
    public var fontFile: String { face.file }

    /// Our addition: the file a font name is drawn with (see `fontFile`).
    public static func fontFile(forName name: String) -> String {
        FontFace.file(forFontName: name)
    }

    /// Our addition: every font file, under /usr/share/fonts, that fonts are measured and drawn with.
    public static var bundledFontFiles: [String] { FontFace.allFiles }

    /// Our addition: the width of the widest line of `text`, unrounded.
    public func width(of text: String) -> CGFloat {
        var widest = 0
        var current = 0
        for character in text {
            if character.isNewline {
                widest = Swift.max(widest, current)
                current = 0
            } else {
                current += face.advance(of: character)
            }
        }
        return CGFloat(Swift.max(widest, current)) * scale
    }

    /// Our addition: the lines `text` is broken into.
    ///
    /// - Every newline starts a new line (so `"a\n"` is two lines).
    /// - A line wraps at the last space that keeps it within `width`; the spaces at
    ///   a wrap hang off the end of the line and are not part of it. Spaces at the end
    ///   of a paragraph are part of its last line.
    /// - A word wider than `width` is broken between characters (every word is, with
    ///   `byCharacters`). A line always holds at least one character, so a single
    ///   character wider than `width` overflows.
    ///
    /// Each line's width is its characters' advances added up, unrounded.
    public func lines(of text: String, constrainedToWidth width: CGFloat = .greatestFiniteMagnitude,
                      byCharacters: Bool = false) -> [TextLine] {
        var layout = LineLayout<String>(maxUnits: scale > 0 ? Double(width) / Double(scale) : .infinity)
        var word: [(piece: Character, units: Int)] = []
        for character in text {
            if character.isNewline {
                layout.place(word: word)
                word.removeAll()
                layout.endParagraph()
            } else if character == " " {
                layout.place(word: word)
                word.removeAll()
                layout.addSpace(character, units: face.advance(of: character))
            } else {
                word.append((piece: character, units: face.advance(of: character)))
                if byCharacters {
                    layout.place(word: word)
                    word.removeAll()
                }
            }
        }
        layout.place(word: word)
        layout.endParagraph()
        return layout.lines.map { TextLine(text: $0.pieces, width: CGFloat($0.units) * scale) }
    }

    /// Our addition: the size of `text` laid out by `lines(of:constrainedToWidth:)`.
    ///
    /// When `numberOfLines` > 0 only the first `numberOfLines` lines are measured; 0 means unlimited.
    ///
    /// Returns the widest line's width and `lines × lineHeight`, each rounded up to the next whole pixel of a
    /// screen of `scale` (`CGFloat.roundedUp(toScale:)`; 1, the default, rounds up to whole points), or `.zero` for
    /// an empty string. Without a width constraint this is `width(of: text)` wide, rounded up. UILabel, UIButton and
    /// table cells pass their screen's scale, so 17-pt text is 21 pt tall at 1x and 2x and 62/3 at 3x
    /// (docs/uikit-rules.md 8.35).
    public func boundingSize(
        of text: String,
        constrainedToWidth width: CGFloat = .greatestFiniteMagnitude,
        numberOfLines: Int = 0,
        scale: CGFloat = 1
    ) -> CGSize {
        if text.isEmpty {
            return .zero
        }
        var lines = self.lines(of: text, constrainedToWidth: width)[...]
        if numberOfLines > 0 {
            lines = lines.prefix(numberOfLines)
        }
        let widest = lines.map(\.width).max() ?? 0
        return CGSize(width: widest.roundedUp(toScale: scale),
                      height: (CGFloat(lines.count) * lineHeight).roundedUp(toScale: scale))
    }

    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.fontName == rhs.fontName && lhs.pointSize == rhs.pointSize
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(fontName)
        hasher.combine(pointSize)
    }
}

extension String {
    /// Our addition: the string measured as a single line (newlines advance 0 and do
    /// not break), one `lineHeight` high; both dimensions rounded up.
    public func size(withFont font: UIFont) -> CGSize {
        let units = self.reduce(0) { $0 + ($1.isNewline ? 0 : font.face.advance(of: $1)) }
        let width = CGFloat(units) * font.scale
        return CGSize(width: width.rounded(.up), height: font.lineHeight.rounded(.up))
    }
}
