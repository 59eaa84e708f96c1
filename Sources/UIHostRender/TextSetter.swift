import Foundation
import HeadlessUIKit

/// Breaks a text box into lines and truncates the last one (docs/uikit-rules.md 19.4). Where lines break and
/// whether text fits are decided with `UIFont`'s metrics, the ones layout sized the views with, so a label drawn
/// shows the lines and truncation its frame was made for; each line is then placed by the width of the font it is
/// drawn in, shaped by HarfBuzz. No pixels are touched here, so the layout can be tested alone.
@MainActor
struct TextSetter {
    struct Line: Equatable {
        var text: String
        /// Points from the box's left edge.
        var x: Double
        var width: Double
    }

    let font: LoadedFont
    let size: Double
    /// The layout metrics of the box's font.
    let metrics: UIFont

    /// The drawn width, in points.
    func width(_ text: String) -> Double { font.width(text) * size }

    /// The width layout gives the text, in points: what breaking and truncating go by.
    func measure(_ text: String) -> Double { Double(metrics.width(of: text)) }

    /// The lines of `box` with their places, at most as many as `numberOfLines` and the rect's height allow.
    func lines(of box: CGTextBox) -> [Line] {
        let maxWidth = Double(box.rect.width)
        let lineHeight = Double(box.font.lineHeight)
        var limit = box.numberOfLines > 0 ? box.numberOfLines : Int.max
        // As many lines as fit the height, one at least; a hair of slack for rounding.
        if lineHeight > 0 { limit = min(limit, max(1, Int((Double(box.rect.height) + 0.01) / lineHeight))) }
        // One line is never broken; more are broken at words (at characters for character wrapping) whatever
        // happens to the last one.
        let wraps = box.numberOfLines != 1
        var texts: [String] = []
        var rest: [Substring] = []
        let paragraphs = box.text.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, paragraph) in paragraphs.enumerated() {
            let broken = wraps ? wrap(paragraph, maxWidth: maxWidth, byCharacters: box.lineBreakMode == .byCharWrapping)
                : [String(paragraph)]
            for line in broken {
                if texts.count < limit { texts.append(line) } else { rest.append(Substring(line)) }
            }
            if texts.count >= limit, index + 1 < paragraphs.count { rest.append(contentsOf: paragraphs[(index + 1)...]) }
            if texts.count >= limit { break }
        }
        let truncates = [.byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail].contains(box.lineBreakMode)
        if truncates, let last = texts.last {
            let leftover = rest.isEmpty ? "" : " " + rest.joined(separator: " ")
            texts[texts.count - 1] = truncate(last + leftover, hasMore: !rest.isEmpty, maxWidth: maxWidth,
                                              mode: box.lineBreakMode)
        }
        return texts.map { text in
            let w = width(text)
            let x: Double
            switch box.alignment {
            case .center: x = (maxWidth - w) / 2
            case .right: x = maxWidth - w
            case .left, .natural, .justified: x = 0
            }
            return Line(text: text, x: x, width: w)
        }
    }

    /// Greedy breaking at spaces; a word wider than the line breaks at characters (as every word does when
    /// `byCharacters`).
    func wrap(_ paragraph: Substring, maxWidth: Double, byCharacters: Bool) -> [String] {
        if measure(String(paragraph)) <= maxWidth { return [String(paragraph)] }
        var lines: [String] = []
        var current = ""
        let pieces: [String] = byCharacters ? paragraph.map { String($0) } : paragraph.split(separator: " ").map(String.init)
        for piece in pieces {
            let candidate = current.isEmpty ? piece : current + (byCharacters ? "" : " ") + piece
            if measure(candidate) <= maxWidth {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(current) }
            current = ""
            // A word too wide for a line of its own goes character by character.
            var word = ""
            for character in piece {
                if !word.isEmpty, measure(word + String(character)) > maxWidth {
                    lines.append(word)
                    word = ""
                }
                word.append(character)
            }
            current = word
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }

    /// The last line as drawn: with "…" at the tail, head or middle when it is too wide or text is left over.
    func truncate(_ line: String, hasMore: Bool, maxWidth: Double, mode: NSLineBreakMode) -> String {
        let fits = measure(line) <= maxWidth
        if fits && !hasMore { return line }
        let characters = Array(line)
        switch mode {
        case .byTruncatingHead:
            guard !fits else { return line }
            let keep = longest(characters.count) { "…" + String(characters.suffix($0)).drop { $0 == " " } }
            return "…" + String(characters.suffix(keep)).drop { $0 == " " }
        case .byTruncatingMiddle:
            guard !fits else { return line }
            let keep = longest(characters.count) { Self.middle(characters, keeping: $0) }
            return Self.middle(characters, keeping: keep)
        case .byTruncatingTail:
            let keep = longest(characters.count) { Self.tail(characters, keeping: $0) }
            return Self.tail(characters, keeping: keep)
        case .byWordWrapping, .byCharWrapping, .byClipping:
            return line
        }

        /// The most characters `count` or fewer whose truncated form fits.
        func longest(_ count: Int, _ form: (Int) -> String) -> Int {
            var low = 0, high = count
            while low < high {
                let mid = (low + high + 1) / 2
                if measure(form(mid)) <= maxWidth { low = mid } else { high = mid - 1 }
            }
            return low
        }
    }

    static func tail(_ characters: [Character], keeping count: Int) -> String {
        var kept = String(characters.prefix(count))
        while kept.last == " " { kept.removeLast() }
        return kept + "…"
    }

    static func middle(_ characters: [Character], keeping count: Int) -> String {
        let front = (count + 1) / 2, back = count - front
        return String(characters.prefix(front)) + "…" + String(characters.suffix(back))
    }
}
