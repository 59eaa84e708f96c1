import CCairo
import Foundation
import HeadlessUIKit

/// A font file loaded twice over: as a FreeType face that Cairo draws glyphs from, and as a HarfBuzz font that
/// shapes text into those glyphs (docs/rendering.md). Units: HarfBuzz is set to the font's units per em, so
/// advances divide by `unitsPerEm` to give ems.
@MainActor
final class LoadedFont {
    let path: String
    let cairoFace: OpaquePointer
    let shaper: OpaquePointer
    let unitsPerEm: Double
    /// Widths of shaped strings, in ems: labels are drawn again and again with the same text.
    private var widths: [String: Double] = [:]

    init(path: String, library: FT_Library) throws(RenderError) {
        var face: FT_Face?
        guard FT_New_Face(library, path, 0, &face) == 0, let face else { throw .fontMissing(path) }
        self.path = path
        cairoFace = cairo_ft_font_face_create_for_ft_face(face, 0)
        let blob = hb_blob_create_from_file(path)
        let hbFace = hb_face_create(blob, 0)
        shaper = hb_font_create(hbFace)!
        let upem = hb_face_get_upem(hbFace)
        hb_font_set_scale(shaper, Int32(upem), Int32(upem))
        unitsPerEm = Double(upem)
        hb_face_destroy(hbFace)
        hb_blob_destroy(blob)
    }

    /// The glyphs of `text` and their pen positions in ems from the start of the line, and the line's advance.
    func shape(_ text: String) -> (glyphs: [(id: UInt32, x: Double, y: Double)], advance: Double) {
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        hb_buffer_add_utf8(buffer, text, -1, 0, -1)
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(shaper, buffer, nil, 0)
        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(buffer, &count)
        let positions = hb_buffer_get_glyph_positions(buffer, &count)
        var glyphs: [(id: UInt32, x: Double, y: Double)] = []
        glyphs.reserveCapacity(Int(count))
        var pen = 0.0
        for index in 0..<Int(count) {
            let info = infos![index], position = positions![index]
            glyphs.append((info.codepoint, (pen + Double(position.x_offset)) / unitsPerEm,
                           -Double(position.y_offset) / unitsPerEm))
            pen += Double(position.x_advance)
        }
        return (glyphs, pen / unitsPerEm)
    }

    /// The advance of `text` in ems.
    func width(_ text: String) -> Double {
        if let known = widths[text] { return known }
        let width = shape(text).advance
        if widths.count > 4096 { widths.removeAll() }
        widths[text] = width
        return width
    }
}

/// The fonts text is set in (docs/rendering.md, docs/uikit-rules.md 19.4): Inter (Debian's fonts-inter) for the
/// system font and every proportional name, its weight and italic from the name; DejaVu Sans Mono
/// (fonts-dejavu-core) for monospaced names. The files are read from fixed paths, never looked up through
/// fontconfig, so that the machine's font configuration cannot change a pixel.
@MainActor
final class FontLibrary {
    static let interDirectory = "/usr/share/fonts/opentype/inter"
    static let dejaVuDirectory = "/usr/share/fonts/truetype/dejavu"

    private var library: FT_Library?
    private var loaded: [String: LoadedFont] = [:]

    init() {
        FT_Init_FreeType(&library)
    }

    /// The font for a UIFont name.
    func font(named name: String) throws(RenderError) -> LoadedFont {
        try font(path: Self.file(for: name))
    }

    /// The font in the file at `path`, loaded once.
    func font(path: String) throws(RenderError) -> LoadedFont {
        if let font = loaded[path] { return font }
        guard let library else { throw .fontMissing(path) }
        let font = try LoadedFont(path: path, library: library)
        loaded[path] = font
        return font
    }

    /// The file a font name is drawn with: `.SFUI-<Weight>[Italic]` and other names by the weight and slant words
    /// they contain; monospaced names ("Mono", "Courier", "Menlo") in DejaVu Sans Mono, bold when they say so.
    static func file(for name: String) -> String {
        let lowered = name.lowercased()
        let bold = lowered.contains("bold") || lowered.contains("heavy") || lowered.contains("black")
        if ["mono", "courier", "menlo"].contains(where: lowered.contains) {
            return "\(dejaVuDirectory)/DejaVuSansMono\(bold ? "-Bold" : "").ttf"
        }
        let weights: [(word: String, file: String)] = [
            ("ultralight", "ExtraLight"), ("extralight", "ExtraLight"), ("thin", "Thin"), ("light", "Light"),
            ("semibold", "SemiBold"), ("extrabold", "ExtraBold"), ("bold", "Bold"), ("medium", "Medium"),
            ("heavy", "ExtraBold"), ("black", "Black"),
        ]
        let weight = weights.first { lowered.contains($0.word) }?.file ?? "Regular"
        let italic = lowered.contains("italic") || lowered.contains("oblique")
        let file = italic ? (weight == "Regular" ? "Italic" : "\(weight)Italic") : weight
        return "\(interDirectory)/Inter-\(file).otf"
    }
}

/// Why a picture could not be made.
public enum RenderError: Error, Equatable, CustomStringConvertible {
    /// A font file is not there: the set-up installs it.
    case fontMissing(String)
    /// Nothing to draw: a zero or enormous size.
    case badSize(width: Int, height: Int)
    case encoding(String)

    public var description: String {
        switch self {
        case .fontMissing(let path):
            "font file \(path) is missing: install fonts-inter and fonts-dejavu-core (bash scripts/setup does)"
        case .badSize(let width, let height):
            "cannot draw a picture of \(width)×\(height) pixels: both sides must be 1 to 8192"
        case .encoding(let reason):
            "could not encode the PNG: \(reason)"
        }
    }
}
