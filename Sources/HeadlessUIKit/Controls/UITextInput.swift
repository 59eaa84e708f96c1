import Foundation

/// A place in a text input's text (UIKit's abstract `UITextPosition`; docs/uikit-rules.md 6.38). Text fields and
/// text views hand out positions that are UTF-16 offsets into their text, equal when their offsets are; any other
/// position (an app's own subclass) is equal only to itself.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UITextPosition: Hashable {
    public init() {}

    nonisolated public static func == (lhs: UITextPosition, rhs: UITextPosition) -> Bool {
        if let l = lhs as? TextOffsetPosition, let r = rhs as? TextOffsetPosition { return l.offset == r.offset }
        return lhs === rhs
    }

    nonisolated public func hash(into hasher: inout Hasher) {
        if let position = self as? TextOffsetPosition {
            hasher.combine(position.offset)
        } else {
            hasher.combine(ObjectIdentifier(self))
        }
    }
}

/// A run of a text input's text between two positions (UIKit's abstract `UITextRange`, docs/uikit-rules.md 6.38).
/// An app's own subclass overrides `start` and `end`; the base class's are fresh positions.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UITextRange {
    public init() {}
    open var start: UITextPosition { UITextPosition() }
    open var end: UITextPosition { UITextPosition() }
    /// Whether `start` and `end` are the same place.
    open var isEmpty: Bool { start == end }
}

/// Selection, positions and marked text of a text input (UIKit's `UITextInput`, docs/uikit-rules.md 6.38): the part
/// that `UITextField` and `UITextView` answer. Offsets count UTF-16 code units, as UIKit's do.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public protocol UITextInput: UIKeyInput {
    func text(in range: UITextRange) -> String?
    func replace(_ range: UITextRange, withText text: String)
    var selectedTextRange: UITextRange? { get set }
    var markedTextRange: UITextRange? { get }
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    func unmarkText()
    var beginningOfDocument: UITextPosition { get }
    var endOfDocument: UITextPosition { get }
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
}

/// A text field's or text view's position: a UTF-16 offset into its text.
final class TextOffsetPosition: UITextPosition {
    nonisolated let offset: Int
    init(_ offset: Int) { self.offset = offset }
}

/// A text field's or text view's range, from its lower offset to its upper one.
final class TextOffsetRange: UITextRange {
    let range: NSRange
    init(_ range: NSRange) { self.range = range }
    override var start: UITextPosition { TextOffsetPosition(range.location) }
    override var end: UITextPosition { TextOffsetPosition(range.location + range.length) }
    override var isEmpty: Bool { range.length == 0 }
}

/// The position arithmetic text fields and text views share, over a text of `length` UTF-16 units. A position that
/// is not one of theirs, or lies past the text, gives nil (ranges, positions) or is treated as the text's end
/// (offsets, comparisons), so a stale position never traps.
@MainActor
enum TextOffsets {
    static func offset(_ position: UITextPosition, length: Int) -> Int {
        guard let position = position as? TextOffsetPosition else { return length }
        return min(max(0, position.offset), length)
    }

    /// The position `offset` units from `position`, nil below 0 or past the text's end (UIKit's documented answer).
    static func position(from position: UITextPosition, offset: Int, length: Int) -> UITextPosition? {
        guard let start = position as? TextOffsetPosition else { return nil }
        let (target, overflow) = start.offset.addingReportingOverflow(offset)
        guard !overflow, target >= 0, target <= length else { return nil }
        return TextOffsetPosition(target)
    }

    /// The range between two positions in either order; nil when either is not in the text.
    static func range(from: UITextPosition, to: UITextPosition, length: Int) -> UITextRange? {
        guard let a = from as? TextOffsetPosition, let b = to as? TextOffsetPosition,
              (0...length).contains(a.offset), (0...length).contains(b.offset) else { return nil }
        return TextOffsetRange(NSRange(location: min(a.offset, b.offset), length: abs(a.offset - b.offset)))
    }

    static func nsRange(_ range: UITextRange, length: Int) -> NSRange? {
        if let range = range as? TextOffsetRange, range.range.location + range.range.length <= length { return range.range }
        guard let a = range.start as? TextOffsetPosition, let b = range.end as? TextOffsetPosition,
              (0...length).contains(a.offset), (0...length).contains(b.offset) else { return nil }
        return NSRange(location: min(a.offset, b.offset), length: abs(a.offset - b.offset))
    }

    static func compare(_ a: UITextPosition, _ b: UITextPosition, length: Int) -> ComparisonResult {
        let (x, y) = (offset(a, length: length), offset(b, length: length))
        return x < y ? .orderedAscending : x > y ? .orderedDescending : .orderedSame
    }

    /// The UTF-16 range of the character before `caret` (a surrogate pair or a composed character is one), or an
    /// empty range at 0 when the caret is at the start.
    static func characterBefore(_ caret: Int, in text: String) -> NSRange {
        let utf16 = text.utf16
        guard caret > 0, let end = utf16.index(utf16.startIndex, offsetBy: caret, limitedBy: utf16.endIndex),
              let upper = end.samePosition(in: text) else { return NSRange(location: 0, length: 0) }
        let lower = text.index(before: upper)
        let location = utf16.distance(from: utf16.startIndex, to: lower)
        return NSRange(location: location, length: caret - location)
    }
}

/// A text input's text, selection and marked text after an edit.
struct TextEditResult {
    var text: String
    var selection: NSRange
    var marked: NSRange?

    /// `range` of `text` replaced by `replacement`, the caret after the inserted text; nil when the range is not in
    /// the text.
    static func replacing(_ range: NSRange, in text: String, with replacement: String) -> TextEditResult? {
        guard let updated = text.replacingUTF16(range, with: replacement) else { return nil }
        return TextEditResult(text: updated, selection: NSRange(location: range.location + replacement.utf16.count, length: 0))
    }

    /// The text range `range` of `text` replaced; nil when the range is not in the text.
    @MainActor static func replacing(_ range: UITextRange, in text: String, with replacement: String) -> TextEditResult? {
        TextOffsets.nsRange(range, length: text.utf16.count).flatMap { replacing($0, in: text, with: replacement) }
    }

    /// `marked` text put in place of `range` and kept marked (none when it is empty), with the selection
    /// `selectedRange` counted within it and clamped to it (UIKit's `setMarkedText(_:selectedRange:)`).
    static func marking(_ range: NSRange, in text: String, with marked: String, selectedRange: NSRange) -> TextEditResult? {
        guard var result = replacing(range, in: text, with: marked) else { return nil }
        let length = marked.utf16.count
        let start = min(max(0, selectedRange.location), length)
        let end = min(max(start, selectedRange.location + selectedRange.length), length)
        result.selection = NSRange(location: range.location + start, length: end - start)
        result.marked = length > 0 ? NSRange(location: range.location, length: length) : nil
        return result
    }
}

extension TextOffsets {
    /// The text in `range`, nil when the range is not in the text or splits a character.
    static func text(in range: UITextRange, of text: String) -> String? {
        let utf16 = text.utf16
        guard let r = nsRange(range, length: utf16.count),
              let lower = utf16.index(utf16.startIndex, offsetBy: r.location, limitedBy: utf16.endIndex),
              let upper = utf16.index(lower, offsetBy: r.length, limitedBy: utf16.endIndex),
              let start = lower.samePosition(in: text), let end = upper.samePosition(in: text) else { return nil }
        return String(text[start..<end])
    }
}

/// The position arithmetic of text fields and text views (6.38), over their text's UTF-16 offsets: the protocol's
/// defaults, which an app's own `UITextInput` type replaces with its own methods (so a text field subclass cannot
/// override them, UIHost's limit).
extension UITextInput {
    /// The text a text field or text view holds; empty for other inputs, which implement these methods themselves.
    private var offsetDocument: String { (self as? UITextField)?.text ?? (self as? UITextView)?.text ?? "" }

    public var beginningOfDocument: UITextPosition { TextOffsetPosition(0) }
    public var endOfDocument: UITextPosition { TextOffsetPosition(offsetDocument.utf16.count) }

    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        TextOffsets.range(from: fromPosition, to: toPosition, length: offsetDocument.utf16.count)
    }

    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        TextOffsets.position(from: position, offset: offset, length: offsetDocument.utf16.count)
    }

    public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        TextOffsets.compare(position, other, length: offsetDocument.utf16.count)
    }

    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        let length = offsetDocument.utf16.count
        return TextOffsets.offset(toPosition, length: length) - TextOffsets.offset(from, length: length)
    }

    public func text(in range: UITextRange) -> String? { TextOffsets.text(in: range, of: offsetDocument) }
}
