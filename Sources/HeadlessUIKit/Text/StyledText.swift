import Foundation

/// Attributed text in several styles, measured and set run by run (docs/uikit-rules.md 11.190-11.192): every run is
/// measured in its own font, lines break across runs as `UIFont.lines(of:constrainedToWidth:byCharacters:)` breaks
/// one font's text, and each line is as tall as the runs on it make it (11.191).
///
/// Made only for text with more than one font or colour: text in one style keeps the single-font path, so its
/// figures are unchanged.
struct StyledText: Sendable {
    /// Characters in one font and colour, with the attributes they were given (kept for `attributedText`).
    struct Run: @unchecked Sendable {
        var text: String
        var font: UIFont
        /// The run's `.foregroundColor`; nil draws in the view's text colour.
        var color: UIColor?
        var attributes: [NSAttributedString.Key: Any]
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

    /// A line: its fragments, its width (their advances, unrounded), and its vertical metrics, the largest ascender,
    /// the lowest descender and the largest leading among its runs' fonts (11.191). Its baseline is `ascender` below
    /// its top.
    struct Line: Equatable, Sendable {
        var fragments: [Fragment]
        var width: CGFloat
        var ascender: CGFloat
        var descender: CGFloat
        var leading: CGFloat
        var height: CGFloat { ascender - descender + leading }
    }

    private(set) var runs: [Run]

    /// The runs of `string`, each attribute range's font (`font` where it has none) and colour; nil when the whole
    /// string has one font and one colour.
    init?(_ string: NSAttributedString, font: UIFont) {
        var runs: [Run] = []
        let whole = NSRange(location: 0, length: string.length)
        let text = string.string as NSString
        string.enumerateAttributes(in: whole, options: []) { attributes, range, _ in
            let run = Run(text: text.substring(with: range), font: attributes[.font] as? UIFont ?? font,
                          color: attributes[.foregroundColor] as? UIColor, attributes: attributes)
            if let last = runs.last, last.font == run.font, last.color == run.color {
                runs[runs.count - 1].text += run.text
            } else {
                runs.append(run)
            }
        }
        guard runs.count > 1 else { return nil }
        self.runs = runs
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

    /// The runs as an attributed string, with `paragraphStyle` over the whole.
    func attributedString(paragraphStyle: NSParagraphStyle) -> NSAttributedString {
        let result = NSMutableAttributedString()
        for run in runs {
            var attributes = run.attributes
            attributes[.font] = run.font
            attributes[.paragraphStyle] = paragraphStyle
            result.append(NSAttributedString(string: run.text, attributes: attributes))
        }
        return result
    }

    /// The lines the text is broken into at `width`, as `UIFont.lines` breaks one font's text: every newline starts a
    /// line, a line wraps at the last space that keeps it within `width` (spaces at a wrap hang off its end), a word
    /// wider than a line breaks between characters (every word does, with `byCharacters`).
    func lines(constrainedToWidth width: CGFloat = .greatestFiniteMagnitude, byCharacters: Bool = false) -> [Line] {
        // One face and size: its own units, exactly as the single-font path; else 1/1024 pt.
        let shared = runs.allSatisfy { $0.font.face === runs[0].font.face && $0.font.pointSize == runs[0].font.pointSize }
        let perUnit = shared ? Double(runs[0].font.scale) : 1.0 / 1024
        let units = runs.map { run in
            { (character: Character) -> Int in
                let advance = run.font.face.advance(of: character)
                return shared ? advance : Int((Double(advance) * Double(run.font.scale) / perUnit).rounded())
            }
        }
        var layout = LineLayout<Piece>(maxUnits: perUnit > 0 ? Double(width) / perUnit : .infinity)
        var word: [(piece: Piece, units: Int)] = []
        // The run each paragraph ends in, and how many lines there were at its end: an empty line takes its run's font.
        var paragraphEnds: [(lines: Int, run: Int)] = []
        for (index, run) in runs.enumerated() {
            for character in run.text {
                let piece = Piece(character: character, run: index)
                if character.isNewline {
                    layout.place(word: word)
                    word.removeAll()
                    layout.endParagraph()
                    paragraphEnds.append((layout.lines.count, index))
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
        paragraphEnds.append((layout.lines.count, runs.count - 1))
        var paragraph = 0
        return layout.lines.enumerated().map { number, line in
            while number >= paragraphEnds[paragraph].lines { paragraph += 1 }
            return self.line(line.pieces, emptyRun: paragraphEnds[paragraph].run)
        }
    }

    /// The pieces of one line gathered into fragments and measured; a line without characters has `emptyRun`'s font.
    private func line(_ pieces: [Piece], emptyRun: Int) -> Line {
        var fragments: [Fragment] = []
        var x: CGFloat = 0
        for piece in pieces {
            if fragments.last?.run != piece.run {
                if let last = fragments.last { x = last.x + last.width }
                fragments.append(Fragment(text: "", run: piece.run, x: x, width: 0))
            }
            fragments[fragments.count - 1].text.append(piece.character)
        }
        x = 0
        for index in fragments.indices {
            fragments[index].x = x
            fragments[index].width = runs[fragments[index].run].font.width(of: fragments[index].text)
            x += fragments[index].width
        }
        let fonts = fragments.isEmpty ? [runs[emptyRun].font] : fragments.map { runs[$0.run].font }
        return Line(fragments: fragments, width: x, ascender: fonts.map(\.ascender).max() ?? 0,
                    descender: fonts.map(\.descender).min() ?? 0, leading: fonts.map(\.leading).max() ?? 0)
    }

    /// The size of the text laid out by `lines(constrainedToWidth:)`: the widest line's width and the first
    /// `numberOfLines` lines' heights added up (all of them for 0), each rounded up to the pixels of `scale`, as
    /// `UIFont.boundingSize` rounds (8.35).
    func boundingSize(constrainedToWidth width: CGFloat = .greatestFiniteMagnitude, numberOfLines: Int = 0,
                      scale: CGFloat = 1) -> CGSize {
        var lines = self.lines(constrainedToWidth: width)[...]
        if numberOfLines > 0 { lines = lines.prefix(numberOfLines) }
        let widest = lines.map(\.width).max() ?? 0
        let height = lines.reduce(0) { $0 + $1.height }
        return CGSize(width: widest.roundedUp(toScale: scale), height: height.roundedUp(toScale: scale))
    }

    /// The text set in `rect` for drawing (11.190): broken at its width (not at all for one line), at most
    /// `numberOfLines` lines (0: any) and as many whole lines as its height holds (one at least), each line placed
    /// by `alignment`; lines that do not fit are left out. `color` gives each run's drawn colour from its own.
    @MainActor
    func fragments(in rect: CGRect, alignment: NSTextAlignment, numberOfLines: Int,
                   color: (UIColor?) -> CGColor) -> [CGTextFragment] {
        var lines = self.lines(constrainedToWidth: numberOfLines == 1 ? .greatestFiniteMagnitude : rect.width)
        if numberOfLines > 0 { lines = Array(lines.prefix(numberOfLines)) }
        var result: [CGTextFragment] = []
        var top: CGFloat = 0
        for (index, line) in lines.enumerated() {
            // A hair of slack for rounding, as the renderer's line count has.
            if index > 0 && top + line.height > rect.height + 0.01 { break }
            let x: CGFloat
            switch alignment {
            case .center: x = (rect.width - line.width) / 2
            case .right: x = rect.width - line.width
            case .left, .natural, .justified: x = 0
            }
            for fragment in line.fragments {
                let run = runs[fragment.run]
                result.append(CGTextFragment(text: fragment.text, fontName: run.font.fontName,
                                             fontSize: run.font.pointSize, color: color(run.color),
                                             origin: CGPoint(x: x + fragment.x, y: top + line.ascender)))
            }
            top += line.height
        }
        return result
    }
}
