/// One replacement in a file's text, by UTF-8 offsets into the original. Every rewrite the port makes is one of
/// these, so the text it does not touch stays byte for byte as it was.
struct TextEdit: Equatable {
    var range: Range<Int>
    var replacement: String
}

extension String {
    /// The text with `edits` applied. Edits must not overlap. A removed range's line breaks are put back at the end
    /// of its replacement, so a port never moves a line (docs/uikit-rules.md 18.2).
    func applying(_ edits: [TextEdit]) -> String {
        let bytes = Array(utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var cursor = 0
        for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            precondition(edit.range.lowerBound >= cursor, "overlapping port edits")
            result += bytes[cursor..<edit.range.lowerBound]
            let removedBreaks = bytes[edit.range].filter { $0 == UInt8(ascii: "\n") }.count
            let addedBreaks = edit.replacement.utf8.filter { $0 == UInt8(ascii: "\n") }.count
            result += Array(edit.replacement.utf8)
            result += Array(repeating: UInt8(ascii: "\n"), count: max(0, removedBreaks - addedBreaks))
            cursor = edit.range.upperBound
        }
        result += bytes[cursor...]
        return String(decoding: result, as: UTF8.self)
    }
}
