import Foundation
import Testing
@testable import HeadlessUIKit

/// Caret and selection geometry of text fields and text views (docs/uikit-rules.md 6.51). Widths come from the
/// font's advances (`UIFont.width(of:)`), as the text is drawn.
@MainActor
@Suite struct TextGeometryTests {
    private let font = UIFont.systemFont(ofSize: 17)

    private func field(_ text: String, alignment: NSTextAlignment = .natural) -> UITextField {
        _ = HeadlessHost(device: .iPhone8)
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        field.borderStyle = .none
        field.font = font
        field.textAlignment = alignment
        field.text = text
        return field
    }

    private func range(_ input: UITextInput, _ start: Int, _ end: Int) throws -> UITextRange {
        let a = try #require(input.position(from: input.beginningOfDocument, offset: start))
        let b = try #require(input.position(from: input.beginningOfDocument, offset: end))
        return try #require(input.textRange(from: a, to: b))
    }

    // 6.51: the caret after "Hel" is 2 pt wide and a line tall, where the drawn text's third character ends.
    @Test func aFieldsCaretSitsAfterTheCharactersBeforeIt() throws {
        let field = field("Hello")
        let position = try #require(field.position(from: field.beginningOfDocument, offset: 3))

        #expect(field.caretRect(for: position) == CGRect(x: font.width(of: "Hel"), y: 20 - font.lineHeight / 2,
                                                          width: 2, height: font.lineHeight))
    }

    // 6.51: centred text moves the caret by half the room left over.
    @Test func centredTextMovesTheCaret() throws {
        let field = field("Hello", alignment: .center)

        let rect = field.caretRect(for: field.endOfDocument)

        #expect(rect.minX == (200 - font.width(of: "Hello")) / 2 + font.width(of: "Hello"))
    }

    // 6.51: firstRect(for:) spans the range's characters; selectionRects(for:) gives that one rect, holding both ends.
    @Test func aRangesRectSpansItsCharacters() throws {
        let field = field("Hello")
        let r = try range(field, 1, 3)

        let expected = CGRect(x: font.width(of: "H"), y: 20 - font.lineHeight / 2,
                              width: font.width(of: "Hel") - font.width(of: "H"), height: font.lineHeight)
        #expect(field.firstRect(for: r) == expected)
        let rects = field.selectionRects(for: r)
        #expect(rects.map(\.rect) == [expected])
        #expect(rects.map(\.containsStart) == [true] && rects.map(\.containsEnd) == [true])
    }

    // 6.51: the closest position to a point is the nearest boundary between characters.
    @Test func theClosestPositionIsTheNearestBoundary() throws {
        let field = field("Hello")
        let point = CGPoint(x: font.width(of: "He") + 1, y: 20)

        let position = try #require(field.closestPosition(to: point))

        #expect(field.offset(from: field.beginningOfDocument, to: position) == 2)
        let within = try #require(field.closestPosition(to: point, within: try range(field, 3, 5)))
        #expect(field.offset(from: field.beginningOfDocument, to: within) == 3)
    }

    // 6.51: in a text view the caret after a newline starts the next line, 5 pt in (the line fragment padding) and
    // a line below the first, under the 8-pt top inset.
    @Test func aTextViewsCaretAfterANewlineStartsTheNextLine() throws {
        _ = HeadlessHost(device: .iPhone8)
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
        textView.font = font
        textView.text = "ab\ncd"
        let position = try #require(textView.position(from: textView.beginningOfDocument, offset: 4))

        #expect(textView.caretRect(for: position) == CGRect(x: 5 + font.width(of: "c"), y: 8 + font.lineHeight,
                                                             width: 2, height: font.lineHeight))
    }

    // 6.51: a selection across a wrap is one rect per line: the first from its start to the line's end, the last
    // from the next line's start.
    @Test func aSelectionAcrossAWrapIsARectPerLine() throws {
        _ = HeadlessHost(device: .iPhone8)
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 120, height: 200))
        textView.font = font
        textView.text = "alpha beta gamma"
        let lines = font.lines(of: "alpha beta gamma", constrainedToWidth: 110)
        #expect(lines.count >= 2)
        let secondStart = lines[0].text.utf16.count + 1

        let rects = textView.selectionRects(for: try range(textView, 2, secondStart + 2))

        #expect(rects.map(\.rect) == [
            CGRect(x: 5 + font.width(of: "al"), y: 8, width: (5 + lines[0].width) - (5 + font.width(of: "al")),
                   height: font.lineHeight),
            CGRect(x: 5, y: 8 + font.lineHeight, width: (5 + font.width(of: String(lines[1].text.prefix(2)))) - 5,
                   height: font.lineHeight),
        ])
        #expect(rects.map(\.containsStart) == [true, false])
        #expect(rects.map(\.containsEnd) == [false, true])
    }
}
