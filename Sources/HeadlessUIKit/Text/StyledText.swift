import Foundation

/// Attributed text in several styles, measured and set run by run (docs/uikit-rules.md 11.190-11.192, 11.216-11.222):
/// every run is measured in its own font and kerning, lines break across runs as
/// `UIFont.lines(of:constrainedToWidth:byCharacters:)` breaks one font's text, each line is as tall as the runs on it
/// and its paragraph's style make it (11.191, 11.218), and lines are spaced by the paragraph style (11.217).
///
/// Made only for text that needs it (`needsRuns`): more than one font or colour, kerning, or a paragraph style with
/// spacing or line heights. Other text keeps the single-font path, so its figures are unchanged.
struct StyledText: Sendable {
    /// Characters in one font, colour and kerning, with the attributes they were given (kept for `attributedText`).
    struct Run: @unchecked Sendable {
        var text: String
        var font: UIFont
        /// The run's `.foregroundColor`; nil draws in the view's text colour.
        var color: UIColor?
        /// Points added after every character (`.kern`, 11.216).
        var kern: CGFloat
        var attributes: [NSAttributedString.Key: Any]
        var paragraphStyle: NSParagraphStyle? { attributes[.paragraphStyle] as? NSParagraphStyle }
    }

    /// One character of the text and the run it belongs to.
    struct Piece {
        var character: Character
        var run: Int
    }

    /// Consecutive characters of one run on a line, `x` points from the line's start.
    struct Fragment: Equatable, Sendable {
        var text: String
        var run: Int
        var x: CGFloat
        var width: CGFloat
    }

    /// A line: its fragments, its width (their advances and kerning, unrounded), and its vertical metrics: the largest
    /// ascender, the lowest descender and the largest leading among its runs' fonts (11.191), `above`, what its
    /// paragraph style's line heights add above the text (negative when a maximum cuts it, 11.218), and `spacing`,
    /// the space to the next line (11.217; 0 on the text's last line). Its baseline is `baseline` below its top.
    struct Line: Equatable, Sendable {
        var fragments: [Fragment]
        var width: CGFloat
        var ascender: CGFloat
        var descender: CGFloat
        var leading: CGFloat
        var above: CGFloat = 0
        var spacing: CGFloat = 0
        /// Points taken from after every character of a line tightened instead of truncated (negative, 11.237).
        var tightening: CGFloat = 0
        var naturalHeight: CGFloat { ascender - descender + leading }
        var height: CGFloat { naturalHeight + above }
        var baseline: CGFloat { above + ascender }
    }

    private(set) var runs: [Run]

    /// Whether `string` needs measuring run by run (11.190, 11.216-11.218): more than one font or colour, kerning, or a
    /// paragraph style with line spacing, paragraph spacing or line heights.
    static func needsRuns(_ string: NSAttributedString) -> Bool {
        StyledText(string, font: .systemFont(ofSize: 12)) != nil
    }

    /// The runs of `string`, each attribute range's font (`font` where it has none), colour and kerning; nil when the
    /// whole string has one font, one colour, no kerning and no paragraph spacing (the single-font path measures it).
    init?(_ string: NSAttributedString, font: UIFont) {
        var runs: [Run] = []
        let whole = NSRange(location: 0, length: string.length)
        let text = string.string as NSString
        string.enumerateAttributes(in: whole, options: []) { attributes, range, _ in
            let run = Run(text: text.substring(with: range), font: attributes[.font] as? UIFont ?? font,
                          color: attributes[.foregroundColor] as? UIColor, kern: Self.points(attributes[.kern]),
                          attributes: attributes)
            if let last = runs.last, last.font == run.font, last.color == run.color, last.kern == run.kern,
               last.paragraphStyle == run.paragraphStyle {
                runs[runs.count - 1].text += run.text
            } else {
                runs.append(run)
            }
        }
        let spaced = runs.contains { run in
            run.kern != 0 || run.paragraphStyle.map(Self.setsLines) == true
        }
        guard runs.count > 1 || (spaced && !runs.isEmpty) else { return nil }
        self.runs = runs
    }

    /// `text` in one set of attributes (`String.size(withAttributes:)`, `boundingRect(with:options:attributes:)`): nil
    /// unless it has kerning or a paragraph style that sets lines, as above. Made without an `NSAttributedString`:
    /// Foundation on Linux never frees the run array of one made with attributes, and this runs at every draw.
    init?(_ text: String, attributes: [NSAttributedString.Key: Any], font: UIFont) {
        let run = Run(text: text, font: attributes[.font] as? UIFont ?? font,
                      color: attributes[.foregroundColor] as? UIColor, kern: Self.points(attributes[.kern]),
                      attributes: attributes)
        guard !text.isEmpty, run.kern != 0 || run.paragraphStyle.map(Self.setsLines) == true else { return nil }
        self.runs = [run]
    }

    /// Whether a paragraph style changes how lines are set (11.217, 11.218) or truncated (11.237).
    private static func setsLines(_ style: NSParagraphStyle) -> Bool {
        style.lineSpacing != 0 || style.paragraphSpacing != 0 || style.paragraphSpacingBefore != 0
            || style.lineHeightMultiple != 0 || style.minimumLineHeight != 0 || style.maximumLineHeight != 0
            || style.tighteningFactorForTruncation > 0
    }

    /// An attribute's number in points (`.kern` is an `NSNumber` in UIKit; Swift code passes a `CGFloat`, `Double` or
    /// `Int`).
    static func points(_ value: Any?) -> CGFloat {
        switch value {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Float: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: 0
        }
    }

    var string: String { runs.map(\.text).joined() }

    /// Every run in `font`, as setting a label's font does to its attributed text (11.192).
    mutating func setFont(_ font: UIFont) {
        for index in runs.indices {
            runs[index].font = font
            runs[index].attributes[.font] = font
        }
    }

    /// Every run in `color` (11.192).
    mutating func setColor(_ color: UIColor) {
        for index in runs.indices {
            runs[index].color = color
            runs[index].attributes[.foregroundColor] = color
        }
    }

    /// The text with every font's size and every run's kerning times `factor`, as a label shrinks it (11.219).
    func scaled(by factor: CGFloat) -> StyledText {
        var copy = self
        for index in copy.runs.indices {
            copy.runs[index].font = runs[index].font.withSize(runs[index].font.pointSize * factor)
            copy.runs[index].kern = runs[index].kern * factor
        }
        return copy
    }

    /// The runs as an attributed string. `paragraphStyle`'s alignment and line break mode go over the whole; the
    /// spacing of a run's own paragraph style is kept.
    func attributedString(paragraphStyle: NSParagraphStyle) -> NSAttributedString {
        let result = NSMutableAttributedString()
        for run in runs {
            var attributes = run.attributes
            attributes[.font] = run.font
            if let own = run.paragraphStyle, let style = own.mutableCopy() as? NSMutableParagraphStyle {
                style.alignment = paragraphStyle.alignment
                style.lineBreakMode = paragraphStyle.lineBreakMode
                attributes[.paragraphStyle] = style
            } else {
                attributes[.paragraphStyle] = paragraphStyle
            }
            result.append(NSAttributedString(string: run.text, attributes: attributes))
        }
        return result
    }

    /// The lines the text is broken into at `width`, as `UIFont.lines` breaks one font's text: every newline starts a
    /// line, a line wraps at the last space that keeps it within `width` (spaces at a wrap hang off its end), a word
    /// wider than a line breaks between characters (every word does, with `byCharacters`). Each line has its
    /// paragraph's line heights and spacing (11.217, 11.218): a paragraph's style is its first character's.
    func lines(constrainedToWidth width: CGFloat = .greatestFiniteMagnitude, byCharacters: Bool = false) -> [Line] {
        // One face and size without kerning: its own units, exactly as the single-font path; else 1/1024 pt.
        let shared = runs.allSatisfy {
            $0.font.face === runs[0].font.face && $0.font.pointSize == runs[0].font.pointSize && $0.kern == 0
        }
        let perUnit = shared ? Double(runs[0].font.scale) : 1.0 / 1024
        let units = runs.map { run in
            { (character: Character) -> Int in
                let advance = run.font.face.advance(of: character)
                if shared { return advance }
                return Int(((Double(advance) * Double(run.font.scale) + Double(run.kern)) / perUnit).rounded())
            }
        }
        var layout = LineLayout<[Piece]>(maxUnits: perUnit > 0 ? Double(width) / perUnit : .infinity)
        var word: [(piece: Piece, units: Int)] = []
        // Each paragraph's line count at its end, the run its newline is in (an empty line takes its font) and the
        // run of its first character (its paragraph style).
        var paragraphs: [(lines: Int, endRun: Int, startRun: Int)] = []
        var startRun: Int?
        for (index, run) in runs.enumerated() {
            for character in run.text {
                if startRun == nil { startRun = index }
                let piece = Piece(character: character, run: index)
                if character.isNewline {
                    layout.place(word: word)
                    word.removeAll()
                    layout.endParagraph()
                    paragraphs.append((layout.lines.count, index, startRun ?? index))
                    startRun = nil
                } else if character == " " {
                    layout.place(word: word)
                    word.removeAll()
                    layout.addSpace(piece, units: units[index](character))
                } else {
                    word.append((piece: piece, units: units[index](character)))
                    if byCharacters {
                        layout.place(word: word)
                        word.removeAll()
                    }
                }
            }
        }
        layout.place(word: word)
        layout.endParagraph()
        paragraphs.append((layout.lines.count, runs.count - 1, startRun ?? runs.count - 1))
        var paragraph = 0
        let count = layout.lines.count
        return layout.lines.enumerated().map { number, line in
            while number >= paragraphs[paragraph].lines { paragraph += 1 }
            var result = self.line(line.pieces, emptyRun: paragraphs[paragraph].endRun)
            let style = runs[paragraphs[paragraph].startRun].paragraphStyle
            result.above = Self.lineHeight(result.naturalHeight, style) - result.naturalHeight
            if number < count - 1 {
                // 11.217: line spacing after every line but the text's last; at a paragraph's end, its paragraph
                // spacing and the next paragraph's spacing before it too.
                result.spacing = style?.lineSpacing ?? 0
                if number == paragraphs[paragraph].lines - 1, paragraph + 1 < paragraphs.count {
                    result.spacing += (style?.paragraphSpacing ?? 0)
                        + (runs[paragraphs[paragraph + 1].startRun].paragraphStyle?.paragraphSpacingBefore ?? 0)
                }
            }
            return result
        }
    }

    /// A line's height by its paragraph style (11.218): its natural height times `lineHeightMultiple` when that is
    /// positive, then no less than `minimumLineHeight` and no more than `maximumLineHeight` (0: no limit).
    static func lineHeight(_ natural: CGFloat, _ style: NSParagraphStyle?) -> CGFloat {
        guard let style else { return natural }
        var height = natural
        if style.lineHeightMultiple > 0 { height *= style.lineHeightMultiple }
        if style.minimumLineHeight > 0 { height = max(height, style.minimumLineHeight) }
        if style.maximumLineHeight > 0 { height = min(height, style.maximumLineHeight) }
        return height
    }

    /// The pieces of one line gathered into fragments and measured; a line without characters has `emptyRun`'s font.
    func line(_ pieces: [Piece], emptyRun: Int) -> Line {
        var fragments: [Fragment] = []
        for piece in pieces {
            if fragments.last?.run != piece.run {
                fragments.append(Fragment(text: "", run: piece.run, x: 0, width: 0))
            }
            fragments[fragments.count - 1].text.append(piece.character)
        }
        var x: CGFloat = 0
        for index in fragments.indices {
            let run = runs[fragments[index].run]
            fragments[index].x = x
            fragments[index].width = run.font.width(of: fragments[index].text)
                + run.kern * CGFloat(fragments[index].text.count)
            x += fragments[index].width
        }
        let fonts = fragments.isEmpty ? [runs[emptyRun].font] : fragments.map { runs[$0.run].font }
        return Line(fragments: fragments, width: x, ascender: fonts.map(\.ascender).max() ?? 0,
                    descender: fonts.map(\.descender).min() ?? 0, leading: fonts.map(\.leading).max() ?? 0)
    }

    /// The characters of a line, each with its run.
    func pieces(of line: Line) -> [Piece] {
        line.fragments.flatMap { fragment in fragment.text.map { Piece(character: $0, run: fragment.run) } }
    }

    /// The height of `lines` set one under the other: their heights and the spacing between them (not after the last).
    static func height(of lines: ArraySlice<Line>) -> CGFloat {
        lines.reduce(0) { $0 + $1.height + $1.spacing } - (lines.last?.spacing ?? 0)
    }

    /// The size of the text laid out by `lines(constrainedToWidth:)`: the widest line's width and the first
    /// `numberOfLines` lines' heights and the spacing between them (all of them for 0), each rounded up to the pixels
    /// of `scale`, as `UIFont.boundingSize` rounds (8.35).
    func boundingSize(constrainedToWidth width: CGFloat = .greatestFiniteMagnitude, numberOfLines: Int = 0,
                      scale: CGFloat = 1) -> CGSize {
        var lines = self.lines(constrainedToWidth: width)[...]
        if numberOfLines > 0 { lines = lines.prefix(numberOfLines) }
        let widest = lines.map(\.width).max() ?? 0
        return CGSize(width: widest.roundedUp(toScale: scale), height: Self.height(of: lines).roundedUp(toScale: scale))
    }
}
