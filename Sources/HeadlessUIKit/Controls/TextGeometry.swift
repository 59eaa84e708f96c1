import Foundation

/// The direction text runs in (UIKit's `NSWritingDirection`).
public enum NSWritingDirection: Int, Sendable {
    case natural = -1, leftToRight = 0, rightToLeft = 1
}

/// One piece of a selection's highlight (UIKit's `UITextSelectionRect`, docs/uikit-rules.md 6.51): a line's part
/// of the range, in the text input's coordinates.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UITextSelectionRect {
    open var rect: CGRect { storedRect }
    open var writingDirection: NSWritingDirection { .leftToRight }
    open var containsStart: Bool { startsHere }
    open var containsEnd: Bool { endsHere }
    open var isVertical: Bool { false }

    private let storedRect: CGRect
    private let startsHere: Bool
    private let endsHere: Bool

    public init() {
        storedRect = .zero
        startsHere = false
        endsHere = false
    }

    init(rect: CGRect, containsStart: Bool, containsEnd: Bool) {
        storedRect = rect
        startsHere = containsStart
        endsHere = containsEnd
    }
}

/// Where a text field's or text view's characters are (docs/uikit-rules.md 6.51): its text broken into lines as it
/// is drawn, each line placed by the alignment, with every line's UTF-16 offsets in the text.
@MainActor
struct TextGeometry {
    struct Line {
        /// The UTF-16 offset of the line's first character, and how many units it holds.
        var start: Int
        var length: Int
        var text: String
        var origin: CGPoint
        var width: CGFloat
    }

    /// The caret's width (UIHost's choice: UIKit's caret is 2 pt wide).
    static let caretWidth: CGFloat = 2

    let font: UIFont
    let lines: [Line]

    /// `text` laid out in `box`: one line centred vertically (a text field), or wrapped at the box's width from its
    /// top (a text view).
    init(text: String, font: UIFont, box: CGRect, alignment: NSTextAlignment, wraps: Bool) {
        self.font = font
        let broken = wraps ? font.lines(of: text, constrainedToWidth: box.width) : [TextLine(text: text, width: font.width(of: text))]
        let factor: CGFloat = alignment == .center ? 0.5 : alignment == .right ? 1 : 0
        var lines: [Line] = []
        let utf16 = Array(text.utf16)
        var cursor = 0
        for (index, line) in broken.enumerated() {
            let units = Array(line.text.utf16)
            // The line's text starts at the next place it matches: after a newline, or after spaces hanging off
            // the line before.
            while cursor < utf16.count, !units.isEmpty, !utf16[cursor...].starts(with: units) { cursor += 1 }
            let y = wraps ? box.minY + CGFloat(index) * font.lineHeight : box.midY - font.lineHeight / 2
            lines.append(Line(start: cursor, length: units.count, text: line.text,
                              origin: CGPoint(x: box.minX + (box.width - line.width) * factor, y: y), width: line.width))
            cursor += units.count
            if cursor < utf16.count, utf16[cursor] == 10 { cursor += 1 }
        }
        if lines.isEmpty {
            let y = wraps ? box.minY : box.midY - font.lineHeight / 2
            lines = [Line(start: 0, length: 0, text: "", origin: CGPoint(x: box.minX + box.width * factor, y: y), width: 0)]
        }
        self.lines = lines
    }

    /// The line an offset is on: the last line starting at or before it (an offset at a wrap is on the next line).
    private func lineIndex(of offset: Int) -> Int {
        lines.lastIndex { $0.start <= offset } ?? 0
    }

    /// The x of the boundary before `offset` on its line.
    private func x(of offset: Int, on line: Line) -> CGFloat {
        let units = min(max(0, offset - line.start), line.length)
        let prefix = String(decoding: line.text.utf16.prefix(units), as: UTF16.self)
        return line.origin.x + font.width(of: prefix)
    }

    func caretRect(at offset: Int) -> CGRect {
        let line = lines[lineIndex(of: offset)]
        return CGRect(x: x(of: offset, on: line), y: line.origin.y, width: Self.caretWidth, height: font.lineHeight)
    }

    /// One rect per line the range covers, from its start (or the line's start) to its end (or the line's end).
    func rects(from start: Int, to end: Int) -> [(rect: CGRect, first: Bool, last: Bool)] {
        let first = lineIndex(of: start), last = lineIndex(of: end)
        return (first...max(first, last)).map { index in
            let line = lines[index]
            let left = index == first ? x(of: start, on: line) : line.origin.x
            let right = index == last ? x(of: end, on: line) : line.origin.x + line.width
            return (CGRect(x: left, y: line.origin.y, width: max(0, right - left), height: font.lineHeight),
                    index == first, index == last)
        }
    }

    /// The offset whose boundary is nearest `point`: on the line the point's height falls in (the first or last
    /// when above or below the text), the nearest boundary between characters.
    func closestOffset(to point: CGPoint) -> Int {
        let index = lines.lastIndex { $0.origin.y <= point.y } ?? 0
        let line = lines[index]
        var best = line.start, bestDistance = CGFloat.infinity
        var units = 0
        for character in line.text {
            let distance = abs(x(of: line.start + units, on: line) - point.x)
            if distance < bestDistance { (best, bestDistance) = (line.start + units, distance) }
            units += character.utf16.count
        }
        if abs(x(of: line.start + line.length, on: line) - point.x) < bestDistance { best = line.start + line.length }
        return best
    }
}

/// UITextInput's geometry answers (docs/uikit-rules.md 6.51), shared by text fields and text views: positions and
/// ranges are UTF-16 offsets into a text of `length` units.
extension TextGeometry {
    func caretRect(for position: UITextPosition, length: Int) -> CGRect {
        caretRect(at: TextOffsets.offset(position, length: length))
    }

    func firstRect(for range: UITextRange, length: Int) -> CGRect {
        guard let r = TextOffsets.nsRange(range, length: length) else { return .null }
        return rects(from: r.location, to: r.location + r.length).first?.rect ?? .null
    }

    func selectionRects(for range: UITextRange, length: Int) -> [UITextSelectionRect] {
        guard let r = TextOffsets.nsRange(range, length: length) else { return [] }
        return rects(from: r.location, to: r.location + r.length).map {
            UITextSelectionRect(rect: $0.rect, containsStart: $0.first, containsEnd: $0.last)
        }
    }

    func closestPosition(to point: CGPoint, within range: UITextRange?, length: Int) -> UITextPosition? {
        let offset = closestOffset(to: point)
        guard let range else { return TextOffsetPosition(offset) }
        guard let r = TextOffsets.nsRange(range, length: length) else { return nil }
        return TextOffsetPosition(min(max(offset, r.location), r.location + r.length))
    }
}
