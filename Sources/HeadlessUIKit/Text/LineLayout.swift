import Foundation

/// Our addition: one line of text as `UIFont.lines(of:constrainedToWidth:byCharacters:)` breaks it, with its
/// width in points (unrounded). The renderer draws exactly these lines (docs/uikit-rules.md 19.22).
public struct TextLine: Equatable, Sendable {
    public var text: String
    public var width: CGFloat

    public init(text: String, width: CGFloat) {
        self.text = text
        self.width = width
    }
}

/// What a line being broken is gathered into: a `String` for one font's text (`UIFont.lines`), an array of pieces
/// for text in several runs (`StyledText`, 11.190). Appending characters to a string is what the one-font path did
/// before the layout was shared, and keeps it as fast (docs/benchmarks.md, session 18).
protocol LineText {
    associatedtype Piece
    init()
    var isEmpty: Bool { get }
    mutating func append(_ piece: Piece)
    mutating func appendLine(_ other: Self)
}

extension String: LineText {
    typealias Piece = Character
    mutating func appendLine(_ other: String) { append(other) }
}

extension Array: LineText {
    typealias Piece = Element
    mutating func appendLine(_ other: [Element]) { append(contentsOf: other) }
}

/// Greedy line breaking in whole units of advance: words go on the line while they fit, spaces at a wrap hang off its
/// end, a word wider than a line goes character by character. A piece is a character (`UIFont.lines`, in font units,
/// gathered into a string) or a character and its run (`StyledText`, attributed text in several fonts, 11.190).
struct LineLayout<Text: LineText> {
    typealias Piece = Text.Piece

    struct Line {
        var pieces = Text()
        var units = 0
    }

    let maxUnits: Double
    private(set) var lines: [Line] = []
    private var line = Line()
    private var pending = Line()
    private var hasWord = false

    init(maxUnits: Double) {
        self.maxUnits = maxUnits
    }

    private var isEmpty: Bool { !hasWord && pending.pieces.isEmpty }

    private func fits(_ extra: Int) -> Bool {
        Double(line.units + pending.units + extra) <= maxUnits * (1 + 1e-12)
    }

    mutating func addSpace(_ space: Piece, units advance: Int) {
        pending.pieces.append(space)
        pending.units += advance
    }

    mutating func place(word: [(piece: Piece, units: Int)]) {
        if word.isEmpty {
            return
        }
        let wordUnits = word.reduce(0) { $0 + $1.units }
        if fits(wordUnits) {
            append(word)
            return
        }
        if hasWord {
            wrap()
            if fits(wordUnits) {
                append(word)
                return
            }
        }
        for piece in word {
            if !fits(piece.units) && !isEmpty {
                wrap()
            }
            append([piece])
        }
    }

    mutating func endParagraph() {
        var last = line
        last.pieces.appendLine(pending.pieces)
        last.units += pending.units
        lines.append(last)
        reset()
    }

    private mutating func append(_ word: [(piece: Piece, units: Int)]) {
        line.pieces.appendLine(pending.pieces)
        line.units += pending.units
        pending = Line()
        for piece in word {
            line.pieces.append(piece.piece)
            line.units += piece.units
        }
        hasWord = true
    }

    private mutating func wrap() {
        lines.append(line)
        reset()
    }

    private mutating func reset() {
        line = Line()
        pending = Line()
        hasWord = false
    }
}
