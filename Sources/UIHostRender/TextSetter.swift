import Foundation
import HeadlessUIKit

/// Sets a text box in lines and truncates the last one (docs/uikit-rules.md 19.4, 19.22). The lines are the ones
/// `UIFont.lines(of:constrainedToWidth:byCharacters:)` breaks the text into, the layout views were sized with, and
/// whether text fits is measured with `UIFont`'s widths; those are the widths HarfBuzz shapes the drawn font to
/// (19.21), so each line is placed by its shaped width and ends where layout said. No pixels are touched here, so the
/// layout can be tested alone.
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

    /// The width layout gives the text, in points: what truncating goes by (equal to `width` but for rounding).
    func measure(_ text: String) -> Double { Double(metrics.width(of: text)) }

    /// The lines of `box` with their places, at most as many as `numberOfLines` and the rect's height allow.
    func lines(of box: CGTextBox) -> [Line] {
        let maxWidth = Double(box.rect.width)
        let lineHeight = Double(box.font.lineHeight)
        var limit = box.numberOfLines > 0 ? box.numberOfLines : Int.max
        // As many lines as fit the height, one at least; a hair of slack for rounding.
        if lineHeight > 0 { limit = min(limit, max(1, Int((Double(box.rect.height) + 0.01) / lineHeight))) }
        // One line is never broken; more are broken as layout breaks them (at characters for character wrapping)
        // whatever happens to the last one.
        let laidOut = box.numberOfLines == 1 ? metrics.lines(of: box.text)
            : metrics.lines(of: box.text, constrainedToWidth: box.rect.width, byCharacters: box.lineBreakMode == .byCharWrapping)
        var shown = laidOut.prefix(limit).map(\.text)
        let rest = laidOut.dropFirst(limit).map(\.text)
        let truncates = [.byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail].contains(box.lineBreakMode)
        if truncates, let last = shown.last {
            let leftover = rest.isEmpty ? "" : " " + rest.joined(separator: " ")
            shown[shown.count - 1] = truncate(last + leftover, hasMore: !rest.isEmpty, maxWidth: maxWidth,
                                              mode: box.lineBreakMode)
        }
        return shown.map { text in
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
