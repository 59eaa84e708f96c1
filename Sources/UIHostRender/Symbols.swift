import CCairo
import Foundation
import HeadlessUIKit

/// Symbol images (`UIImage(systemName:)`) as glyphs (docs/uikit-rules.md 19.13). There is no SF Symbols font on
/// Linux, so common symbol names are drawn either as a character of DejaVu Sans (Debian's fonts-dejavu-core, rich
/// in dingbats, arrows and geometric shapes) or, for a few everyday ones the font lacks (magnifying glass, person,
/// clock, lock, trash, chevrons), as simple strokes. Either way the mark is scaled to fit 80% of the symbol's box,
/// keeping its proportions, centred, in the tint. Any other name keeps the ring placeholder.
@MainActor
enum Symbols {
    static let font = "\(FontLibrary.fontsDirectory)/truetype/dejavu/DejaVuSans.ttf"

    /// Symbol names and the DejaVu Sans characters that stand for them.
    static let characters: [String: String] = [
        "star": "☆", "star.fill": "★", "heart": "♡", "heart.fill": "♥",
        "checkmark": "✓", "xmark": "✕", "plus": "+", "minus": "−",
        "gear": "⚙", "gearshape": "⚙", "gearshape.fill": "⚙", "house": "⌂", "house.fill": "⌂",
        "envelope": "✉", "envelope.fill": "✉", "phone": "☏", "phone.fill": "☎",
        "flag": "⚐", "flag.fill": "⚑", "music.note": "♪", "music.note.list": "♫",
        "play": "▷", "play.fill": "▶", "circle": "○", "circle.fill": "●", "square": "□", "square.fill": "■",
        "info.circle": "ℹ", "info": "ℹ", "cloud": "☁", "cloud.fill": "☁", "sun.max": "☀", "sun.max.fill": "☀",
        "moon": "☾", "moon.fill": "☾", "scissors": "✂", "pencil": "✎", "square.and.pencil": "✎",
        "line.3.horizontal": "☰", "list.bullet": "☰", "line.horizontal.3": "☰",
        "arrow.left": "←", "arrow.up": "↑", "arrow.right": "→", "arrow.down": "↓",
        "arrow.clockwise": "↻", "arrow.counterclockwise": "↺", "arrow.up.right": "↗",
        "arrow.uturn.left": "↩", "arrow.uturn.right": "↪", "arrow.left.arrow.right": "⇄", "arrow.up.arrow.down": "⇅",
        "ellipsis": "…", "exclamationmark.triangle": "⚠", "exclamationmark.triangle.fill": "⚠",
        "bolt": "⚡", "bolt.fill": "⚡", "snowflake": "❄", "umbrella": "☂", "umbrella.fill": "☂",
        "keyboard": "⌨", "command": "⌘", "option": "⌥", "paperplane": "➤", "paperplane.fill": "➤",
        "plus.circle": "⊕", "minus.circle": "⊖", "xmark.circle": "⊗", "record.circle": "◉",
        "triangle": "△", "triangle.fill": "▲", "arrowtriangle.down.fill": "▼", "arrowtriangle.up.fill": "▲",
        "face.smiling": "☺", "face.smiling.fill": "☻",
    ]

    /// Names drawn as strokes, and the strokes, in a 20 × 20 box.
    static let shapes: [String: @Sendable (CGMutablePath) -> Void] = [
        "magnifyingglass": { p in
            p.addEllipse(in: CGRect(x: 2, y: 2, width: 11, height: 11))
            p.move(to: CGPoint(x: 11.5, y: 11.5))
            p.addLine(to: CGPoint(x: 18, y: 18))
        },
        "person": { p in
            p.addEllipse(in: CGRect(x: 6, y: 1.5, width: 8, height: 8))
            p.move(to: CGPoint(x: 2, y: 19))
            p.addCurve(to: CGPoint(x: 18, y: 19), control1: CGPoint(x: 2, y: 10), control2: CGPoint(x: 18, y: 10))
        },
        "clock": { p in
            p.addEllipse(in: CGRect(x: 1.5, y: 1.5, width: 17, height: 17))
            p.move(to: CGPoint(x: 10, y: 5))
            p.addLine(to: CGPoint(x: 10, y: 10))
            p.addLine(to: CGPoint(x: 13.5, y: 12))
        },
        "lock": { p in
            p.addRect(CGRect(x: 3.5, y: 9, width: 13, height: 9.5))
            p.move(to: CGPoint(x: 6.5, y: 9))
            p.addArc(center: CGPoint(x: 10, y: 6.5), radius: 3.5, startAngle: .pi, endAngle: 0, clockwise: false)
            p.addLine(to: CGPoint(x: 13.5, y: 9))
        },
        "trash": { p in
            p.move(to: CGPoint(x: 2, y: 4.5))
            p.addLine(to: CGPoint(x: 18, y: 4.5))
            p.move(to: CGPoint(x: 7.5, y: 4.5))
            p.addLine(to: CGPoint(x: 7.5, y: 2))
            p.addLine(to: CGPoint(x: 12.5, y: 2))
            p.addLine(to: CGPoint(x: 12.5, y: 4.5))
            p.move(to: CGPoint(x: 4, y: 4.5))
            p.addLine(to: CGPoint(x: 5, y: 18.5))
            p.addLine(to: CGPoint(x: 15, y: 18.5))
            p.addLine(to: CGPoint(x: 16, y: 4.5))
        },
        "chevron.left": polyline((13, 2), (6, 10), (13, 18)),
        "chevron.right": polyline((7, 2), (14, 10), (7, 18)),
        "chevron.up": polyline((2, 13), (10, 6), (18, 13)),
        "chevron.down": polyline((2, 7), (10, 14), (18, 7)),
    ]

    /// Strokes through the points in turn.
    static func polyline(_ points: (CGFloat, CGFloat)...) -> @Sendable (CGMutablePath) -> Void {
        { path in path.addLines(between: points.map { CGPoint(x: $0.0, y: $0.1) }) }
    }

    /// The name a shape is found under: ".fill" variants of the stroked ones are drawn as their outline.
    static func shapeName(_ name: String) -> String? {
        if shapes[name] != nil { return name }
        let base = name.hasSuffix(".fill") ? String(name.dropLast(5)) : name
        return shapes[base] != nil ? base : nil
    }
}

extension Canvas {
    /// Draws the symbol `name` in `rect` in `color`; false when no glyph or shape stands for it.
    func drawSymbol(_ name: String, in rect: CGRect, color: CGColor, _ transform: CGAffineTransform,
                    _ base: cairo_matrix_t) throws(RenderError) -> Bool {
        let box = rect.insetBy(dx: rect.width * 0.1, dy: rect.height * 0.1)
        if let shape = Symbols.shapeName(name).flatMap({ Symbols.shapes[$0] }) {
            let path = CGMutablePath()
            shape(path)
            let s = min(box.width, box.height) / 20
            let place = transform.translatedBy(x: box.midX - 10 * s, y: box.midY - 10 * s).scaledBy(x: s, y: s)
            setPath(path, place, base)
            setStroke(CGStrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
            setColor(color)
            cairo_stroke(cr)
            return true
        }
        guard let character = Symbols.characters[name] else { return false }
        let font = try fonts.font(atPath: Symbols.font)
        var glyphs = font.shape(character).glyphs.map { cairo_glyph_t(index: UInt($0.id), x: $0.x, y: $0.y) }
        guard !glyphs.isEmpty else { return false }
        // The ink's extents at a size of 1, then the size and origin that fit it into the box.
        setTransform(transform, base)
        cairo_set_font_face(cr, font.cairoFace)
        cairo_set_font_size(cr, 1)
        var ink = cairo_text_extents_t()
        cairo_glyph_extents(cr, &glyphs, Int32(glyphs.count), &ink)
        guard ink.width > 0, ink.height > 0 else { return false }
        let size = min(Double(box.width) / ink.width, Double(box.height) / ink.height)
        let x = Double(box.midX) - (ink.x_bearing + ink.width / 2) * size
        let y = Double(box.midY) - (ink.y_bearing + ink.height / 2) * size
        cairo_set_font_size(cr, size)
        for index in glyphs.indices {
            glyphs[index].x = x + glyphs[index].x * size
            glyphs[index].y = y + glyphs[index].y * size
        }
        setColor(color)
        cairo_show_glyphs(cr, &glyphs, Int32(glyphs.count))
        return true
    }
}
