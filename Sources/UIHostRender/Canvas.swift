import CCairo
import Foundation
import HeadlessUIKit

/// Replays display lists (`CGDrawingCommand`s) into a Cairo surface (docs/rendering.md, docs/uikit-rules.md 19.2).
/// Each command carries the transform it was made under, in points; `base` maps points to pixels. Save and restore
/// map to Cairo's, so clips nest as in Core Graphics; the shadow set by `setShadow` is kept on a stack beside them.
@MainActor
final class Canvas {
    let cr: OpaquePointer
    let fonts: FontLibrary
    let images: ImageLibrary
    /// Pixels per point, for shadow blur and offsets, which are in the base space.
    let scale: Double
    var shadow: Shadow?
    var savedShadows: [Shadow?] = []
    /// The alpha of each open transparency layer, innermost last.
    var groupAlphas: [Double] = []
    /// For each open group, whether its mask is being drawn (19.29).
    var groupMasked: [Bool] = []

    struct Shadow {
        var offset: CGSize
        var blur: CGFloat
        var color: CGColor
    }

    init(cr: OpaquePointer, fonts: FontLibrary, images: ImageLibrary = ImageLibrary(), scale: Double) {
        self.cr = cr
        self.fonts = fonts
        self.images = images
        self.scale = scale
        let options = cairo_font_options_create()
        // No hinting and unhinted metrics: glyphs sit where HarfBuzz puts them, at any scale, on any machine.
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_set_font_options(cr, options)
        cairo_font_options_destroy(options)
    }

    /// Replays `commands` with `base` mapping their context's points to the surface's pixels. Transparency layers
    /// left open at the end are closed.
    func replay(_ commands: [CGDrawingCommand], base: cairo_matrix_t) throws(RenderError) {
        let openGroups = groupAlphas.count
        defer { while groupAlphas.count > openGroups { endGroup() } }
        for (index, command) in commands.enumerated() {
            switch command {
            case .beginTransparencyLayer(let rect, let alpha, let transform):
                beginGroup(rect: rect, alpha: alpha, transform, base, extent: extent(of: commands[(index + 1)...], base))
            case .beginMask:
                if groupAlphas.count > openGroups { beginMask() }
            case .endTransparencyLayer:
                if groupAlphas.count > openGroups { endGroup() }
            case .saveGState:
                cairo_save(cr)
                savedShadows.append(shadow)
            case .restoreGState:
                cairo_restore(cr)
                shadow = savedShadows.popLast() ?? nil
            case .shadow(let offset, let blur, let color):
                shadow = color.flatMap { $0.alpha > 0 ? Shadow(offset: offset, blur: blur, color: $0) : nil }
            case .fill(let path, let rule, let color, let transform):
                setPath(path, transform, base)
                cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                if let shadow { castShadow(shadow, stroke: false) }
                setColor(color)
                cairo_fill(cr)
            case .stroke(let path, let style, let color, let transform):
                setPath(path, transform, base)
                setStroke(style)
                if let shadow { castShadow(shadow, stroke: true) }
                setColor(color)
                cairo_stroke(cr)
            case .castShadow(let path, let transform):
                guard let shadow else { continue }
                setPath(path, transform, base)
                cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
                castShadow(shadow, stroke: false)
                cairo_new_path(cr)
            case .clip(let path, let rule, let transform):
                setPath(path, transform, base)
                cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                cairo_clip(cr)
            case .clear(let rect, let transform):
                setPath(CGPath(rect: rect, transform: nil), transform, base)
                cairo_save(cr)
                cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
                cairo_fill(cr)
                cairo_restore(cr)
            case .gradient(let drawing, let transform):
                drawGradient(drawing, transform, base)
            case .image(let image, let rect, let transform):
                try drawImage(image, in: rect, transform, base)
            case .text(let box, let transform):
                try drawText(box, transform, base)
            case .backdropBlur(let rect, let radius, let transform):
                blurBackdrop(rect, radius: radius, transform, base)
            }
        }
    }

    // MARK: Paths, colours, strokes

    static func matrix(_ t: CGAffineTransform) -> cairo_matrix_t {
        cairo_matrix_t(xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: Double(t.tx), y0: Double(t.ty))
    }

    /// Sets the matrix to `transform` then `base`.
    func setTransform(_ transform: CGAffineTransform, _ base: cairo_matrix_t) {
        var t = Self.matrix(transform), b = base, result = cairo_matrix_t()
        cairo_matrix_multiply(&result, &t, &b)
        cairo_set_matrix(cr, &result)
    }

    /// Makes `path` Cairo's current path, under `transform` then `base`.
    func setPath(_ path: CGPath, _ transform: CGAffineTransform, _ base: cairo_matrix_t) {
        setTransform(transform, base)
        cairo_new_path(cr)
        var current = CGPoint.zero
        for element in path.elements {
            switch element {
            case .moveToPoint(let p):
                cairo_move_to(cr, Double(p.x), Double(p.y))
                current = p
            case .addLineToPoint(let p):
                cairo_line_to(cr, Double(p.x), Double(p.y))
                current = p
            case .addQuadCurveToPoint(let c, let p):
                // The cubic with the same curve: control points two thirds of the way to the quadratic's.
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                current = p
            case .addCurveToPoint(let c1, let c2, let p):
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                current = p
            case .closeSubpath:
                cairo_close_path(cr)
                var x = 0.0, y = 0.0
                cairo_get_current_point(cr, &x, &y)
                current = CGPoint(x: x, y: y)
            }
        }
    }

    func setColor(_ color: CGColor) {
        let c = color.rgba
        cairo_set_source_rgba(cr, Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
    }

    func setStroke(_ style: CGStrokeStyle) {
        cairo_set_line_width(cr, Double(style.lineWidth))
        cairo_set_line_cap(cr, style.lineCap == .round ? CAIRO_LINE_CAP_ROUND
                           : style.lineCap == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(cr, style.lineJoin == .round ? CAIRO_LINE_JOIN_ROUND
                            : style.lineJoin == .bevel ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
        cairo_set_miter_limit(cr, Double(style.miterLimit))
        let dashes = style.dashLengths.map(Double.init).filter { $0 >= 0 }
        if dashes.contains(where: { $0 > 0 }) {
            cairo_set_dash(cr, dashes, Int32(dashes.count), Double(style.dashPhase))
        } else {
            cairo_set_dash(cr, nil, 0, 0)
        }
    }

    // MARK: Gradients

    func drawGradient(_ drawing: CGGradientDrawing, _ transform: CGAffineTransform, _ base: cairo_matrix_t) {
        setTransform(transform, base)
        let pattern: OpaquePointer
        switch drawing.kind {
        case .conic(let center, let angle):
            drawConicGradient(drawing.gradient, center: center, angle: angle)
            return
        case .linear(let start, let end):
            pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))
        case .radial(let c0, let r0, let c1, let r1):
            pattern = cairo_pattern_create_radial(Double(c0.x), Double(c0.y), Double(r0), Double(c1.x), Double(c1.y),
                                                  Double(r1))
        }
        for stop in drawing.gradient.stops {
            let c = stop.color.rgba
            cairo_pattern_add_color_stop_rgba(pattern, Double(stop.location), Double(c.red), Double(c.green),
                                              Double(c.blue), Double(c.alpha))
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cr, pattern)
        cairo_paint(cr)
        cairo_pattern_destroy(pattern)
    }

    // MARK: Images

    /// A drawn image replays its drawing scaled into `rect` (19.7), an asset catalog image paints its file's pixels
    /// (19.11); any other is a placeholder of its size.
    func drawImage(_ image: UIImage, in rect: CGRect, _ transform: CGAffineTransform,
                   _ base: cairo_matrix_t) throws(RenderError) {
        guard rect.width > 0, rect.height > 0 else { return }
        cairo_save(cr)
        savedShadows.append(shadow)
        defer {
            cairo_restore(cr)
            shadow = savedShadows.popLast() ?? nil
        }
        setPath(CGPath(rect: rect, transform: nil), transform, base)
        cairo_clip(cr)
        if let drawing = image.drawing, image.size.width > 0, image.size.height > 0 {
            let place = transform.translatedBy(x: rect.minX, y: rect.minY)
                .scaledBy(x: rect.width / image.size.width, y: rect.height / image.size.height)
            var t = Self.matrix(place), b = base, inner = cairo_matrix_t()
            cairo_matrix_multiply(&inner, &t, &b)
            shadow = nil
            try replay(drawing, base: inner)
            return
        }
        if let data = image.fileData, let surface = images.surface(for: data) {
            paint(surface, in: rect, tint: image.tintColor.map { tint in Self.resolved(tint) }, transform, base)
            return
        }
        if image.isSymbolImage {
            // A symbol: its glyph or strokes (19.13), else a ring, inset from the symbol's box, in its tint.
            let tint = image.tintColor.map { tint in Self.resolved(tint) } ?? Self.systemBlue
            if let name = image.name, try drawSymbol(name, in: rect, color: tint, transform, base) { return }
            let inset = rect.insetBy(dx: rect.width * 0.15, dy: rect.height * 0.15)
            setPath(CGPath(ellipseIn: inset, transform: nil), transform, base)
            setStroke(CGStrokeStyle(lineWidth: max(1, rect.width / 12)))
            setColor(tint)
            cairo_stroke(cr)
            return
        }
        // A neutral placeholder: light grey with its diagonals, so its size and place show.
        setPath(CGPath(rect: rect, transform: nil), transform, base)
        setColor(CGColor(red: 0.898, green: 0.898, blue: 0.918, alpha: 1))
        cairo_fill(cr)
        let cross = CGMutablePath()
        cross.move(to: CGPoint(x: rect.minX, y: rect.minY))
        cross.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        cross.move(to: CGPoint(x: rect.maxX, y: rect.minY))
        cross.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        setPath(cross, transform, base)
        setStroke(CGStrokeStyle(lineWidth: 1))
        setColor(CGColor(red: 0.78, green: 0.78, blue: 0.8, alpha: 1))
        cairo_stroke(cr)
    }

    static let systemBlue = CGColor(red: 0, green: 122 / 255.0, blue: 1, alpha: 1)

    static func resolved(_ color: UIColor) -> CGColor { color.cgColor }

    // MARK: Text

    func drawText(_ box: CGTextBox, _ transform: CGAffineTransform, _ base: cairo_matrix_t) throws(RenderError) {
        if !box.fragments.isEmpty {
            try drawFragments(box, transform, base)
            return
        }
        let font = try fonts.font(named: box.fontName)
        let setter = TextSetter(font: font, size: Double(box.fontSize), metrics: box.font)
        let metrics = box.font
        setTransform(transform, base)
        cairo_set_font_face(cr, font.cairoFace)
        cairo_set_font_size(cr, Double(box.fontSize))
        let lines = setter.lines(of: box).enumerated().map { index, line in
            let baseline = Double(box.rect.minY + metrics.ascender) + Double(index) * Double(metrics.lineHeight)
            let left = Double(box.rect.minX) + line.x
            return font.shape(line.text).glyphs.map { glyph in
                cairo_glyph_t(index: UInt(glyph.id), x: left + glyph.x * setter.size, y: baseline + glyph.y * setter.size)
            }
        }
        if let shadow {
            // The glyphs' outlines cast the shadow (19.12), as a filled shape's would.
            cairo_new_path(cr)
            for var glyphs in lines { cairo_glyph_path(cr, &glyphs, Int32(glyphs.count)) }
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
            castShadow(shadow, stroke: false)
            cairo_new_path(cr)
        }
        setColor(box.color)
        for var glyphs in lines { cairo_show_glyphs(cr, &glyphs, Int32(glyphs.count)) }
    }

    /// Attributed text already set in lines (docs/uikit-rules.md 11.190): each fragment shaped in its own font at its
    /// own baseline and drawn in its own colour; the shadow, when there is one, is cast by all of their outlines.
    func drawFragments(_ box: CGTextBox, _ transform: CGAffineTransform, _ base: cairo_matrix_t) throws(RenderError) {
        setTransform(transform, base)
        var runs: [(face: LoadedFont, size: Double, color: CGColor, glyphs: [cairo_glyph_t])] = []
        for fragment in box.fragments where !fragment.text.isEmpty {
            let font = try fonts.font(named: fragment.fontName)
            let size = Double(fragment.fontSize)
            let left = Double(box.rect.minX + fragment.origin.x), baseline = Double(box.rect.minY + fragment.origin.y)
            // Kerning (11.216) moves each glyph by the kerning of the glyphs before it.
            let kern = Double(fragment.kern)
            let glyphs = font.shape(fragment.text).glyphs.enumerated().map { index, glyph in
                cairo_glyph_t(index: UInt(glyph.id), x: left + glyph.x * size + kern * Double(index),
                              y: baseline + glyph.y * size)
            }
            runs.append((font, size, fragment.color, glyphs))
        }
        if let shadow {
            cairo_new_path(cr)
            for var run in runs {
                cairo_set_font_face(cr, run.face.cairoFace)
                cairo_set_font_size(cr, run.size)
                cairo_glyph_path(cr, &run.glyphs, Int32(run.glyphs.count))
            }
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
            castShadow(shadow, stroke: false)
            cairo_new_path(cr)
        }
        for var run in runs {
            cairo_set_font_face(cr, run.face.cairoFace)
            cairo_set_font_size(cr, run.size)
            setColor(run.color)
            cairo_show_glyphs(cr, &run.glyphs, Int32(run.glyphs.count))
        }
    }
}
