import SwiftSyntax

extension SyntaxProtocol {
    /// The node's own text, without trivia, as UTF-8 offsets.
    var trimmedRange: Range<Int> {
        positionAfterSkippingLeadingTrivia.utf8Offset..<endPositionBeforeTrailingTrivia.utf8Offset
    }

    /// What removing the node takes away: its text and the spaces after it on the same line, so that
    /// `@objc func` becomes `func`. A node alone on its line takes its indentation with it, leaving the line empty.
    var removalRange: Range<Int> {
        var end = endPositionBeforeTrailingTrivia.utf8Offset
        for piece in trailingTrivia.pieces {
            guard case .spaces = piece else {
                if case .tabs = piece { end += piece.sourceLength.utf8Length; continue }
                break
            }
            end += piece.sourceLength.utf8Length
        }
        var start = positionAfterSkippingLeadingTrivia.utf8Offset
        let nextStartsLine = nextToken(viewMode: .sourceAccurate)?.leadingTrivia.contains(where: \.isNewline) ?? true
        if nextStartsLine, trailingTrivia.allSatisfy(\.isSpaceOrTab), let indentation = indentationBefore {
            start -= indentation
            end = endPositionBeforeTrailingTrivia.utf8Offset + trailingTrivia.sourceLength.utf8Length
        }
        return start..<end
    }

    /// The width of the spaces between the start of the line and this node when nothing else is before it.
    private var indentationBefore: Int? {
        var width = 0
        for piece in leadingTrivia.pieces.reversed() {
            switch piece {
            case .spaces, .tabs: width += piece.sourceLength.utf8Length
            case .newlines, .carriageReturns, .carriageReturnLineFeeds: return width
            default: return nil
            }
        }
        // No line break in this token's leading trivia: the previous token ends the line only if it is the file's start.
        return previousToken(viewMode: .sourceAccurate) == nil ? width : nil
    }
}

extension TriviaPiece {
    var isSpaceOrTab: Bool {
        switch self {
        case .spaces, .tabs: true
        default: false
        }
    }
}

/// The 1-based line of a position in one file.
struct LineTable {
    private let converter: SourceLocationConverter

    init(file: String, tree: SourceFileSyntax) {
        converter = SourceLocationConverter(fileName: file, tree: tree)
    }

    func line(of node: some SyntaxProtocol) -> Int {
        node.startLocation(converter: converter).line
    }
}
