import Foundation

/// The measurements of one bundled font file, as `scripts/generate-font-metrics` read them with HarfBuzz
/// (FontFaces.generated.swift; docs/rendering.md, docs/uikit-rules.md 19.20-19.26). Everything is in the font's
/// units: a size of `pointSize` scales them by `pointSize / unitsPerEm`.
///
/// The generated source keeps each face's advances as text, decoded the first time a font of that face is made.
struct FontFaceSource: Sendable {
    /// The file's path under /usr/share/fonts.
    let file: String
    /// The SHA-256 of the file the table was made from: a test compares it with the installed file.
    let sha256: String
    let unitsPerEm: Int
    /// `hhea` ascender (positive) and descender (negative) and line gap, as Core Text reads them.
    let ascender: Int
    let descender: Int
    let lineGap: Int
    /// `OS/2` cap and x heights; from the outlines of "H" and "x" when the font has no such fields.
    let capHeight: Int
    let xHeight: Int
    /// The advance of a code point the table does not list: the `.notdef` glyph's, which is what is drawn.
    let fallbackAdvance: Int
    /// Runs of code points and their advances, one run a line: `<first code point, hex>:<advance>,<advance>,...`,
    /// where `<advance>*<count>` repeats an advance.
    let advances: String
}

/// A decoded face: its metrics, and advances by code point.
final class FontFace: Sendable {
    let metrics: FontFaceSource
    /// Advances of code points below 128, −1 where the table lists none.
    private let ascii: [Int]
    private let others: [UInt32: Int]

    var file: String { metrics.file }
    var unitsPerEm: Int { metrics.unitsPerEm }
    var fallbackAdvance: Int { metrics.fallbackAdvance }

    init(_ source: FontFaceSource) {
        metrics = source
        var ascii = [Int](repeating: -1, count: 128)
        var others: [UInt32: Int] = [:]
        for run in source.advances.split(separator: "\n") {
            guard let colon = run.firstIndex(of: ":"), var codePoint = UInt32(run[..<colon], radix: 16) else {
                preconditionFailure("malformed advance run in \(source.file): \(run)")
            }
            for item in run[run.index(after: colon)...].split(separator: ",") {
                let parts = item.split(separator: "*")
                guard let advance = Int(parts[0]), let count = parts.count > 1 ? Int(parts[1]) : 1 else {
                    preconditionFailure("malformed advance in \(source.file): \(item)")
                }
                for _ in 0..<count {
                    if codePoint < 128 { ascii[Int(codePoint)] = advance } else { others[codePoint] = advance }
                    codePoint += 1
                }
            }
        }
        self.ascii = ascii
        self.others = others
    }

    /// The advance the table lists for a code point, as HarfBuzz shapes it alone with kerning, ligatures and
    /// contextual alternates off.
    private func listed(_ scalar: Unicode.Scalar) -> Int? {
        if scalar.value < 128 {
            let advance = ascii[Int(scalar.value)]
            return advance >= 0 ? advance : nil
        }
        return others[scalar.value]
    }

    /// The advance of one code point: the table's, or `.notdef`'s.
    func advance(of scalar: Unicode.Scalar) -> Int {
        listed(scalar) ?? fallbackAdvance
    }

    /// The advance of a grapheme cluster: its code points' advances added up (a combining mark's is 0, or the
    /// little the font gives it). HarfBuzz first composes a base and its marks into one character where the font
    /// has that character ("A" and a combining ring into "Å"), so a cluster whose canonical composition is in the
    /// table is measured composed.
    func advance(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        if scalars.count > 1 {
            let composed = String(character).precomposedStringWithCanonicalMapping.unicodeScalars
            if composed.count < scalars.count, composed.allSatisfy({ listed($0) != nil }) {
                return composed.reduce(0) { $0 + advance(of: $1) }
            }
        }
        return scalars.reduce(0) { $0 + advance(of: $1) }
    }

    // MARK: Which face a font name has

    /// The directories under /usr/share/fonts the bundled fonts are installed in, by Debian's fonts-inter and
    /// fonts-dejavu-core.
    static let interDirectory = "opentype/inter"
    static let dejaVuDirectory = "truetype/dejavu"

    /// The file a font name is measured and drawn with (19.4): monospaced names ("Mono", "Courier", "Menlo") in
    /// DejaVu Sans Mono, bold when they say bold, heavy or black; every other name in Inter, its weight and slant
    /// from the words it contains (`.SFUI-Semibold` is Inter SemiBold, "Heavy" Inter ExtraBold, "Ultralight" Inter
    /// ExtraLight, italic or oblique the italic).
    static func file(forFontName name: String) -> String {
        let lowered = name.lowercased()
        let bold = ["bold", "heavy", "black"].contains(where: lowered.contains)
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

    /// Every file the renderer can draw with, for the generator.
    static var allFiles: [String] {
        let weights = ["Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black"]
        let inter = weights.flatMap { weight in
            ["\(interDirectory)/Inter-\(weight).otf",
             "\(interDirectory)/Inter-\(weight == "Regular" ? "" : weight)Italic.otf"]
        }
        return inter + ["\(dejaVuDirectory)/DejaVuSansMono.ttf", "\(dejaVuDirectory)/DejaVuSansMono-Bold.ttf"]
    }

    /// The face a font name is measured with, remembered by name (fonts are made often).
    static func forFontName(_ name: String) -> FontFace {
        cache.lock.lock()
        let known = cache.byName[name]
        cache.lock.unlock()
        if let known { return known }
        let face = named(file(forFontName: name))
        cache.lock.lock()
        cache.byName[name] = face
        cache.lock.unlock()
        return face
    }

    /// The decoded face of a file, made the first time it is asked for.
    static func named(_ file: String) -> FontFace {
        cache.lock.lock()
        defer { cache.lock.unlock() }
        if let face = cache.faces[file] { return face }
        guard let source = FontFaceSource.generated.first(where: { $0.file == file }) else {
            preconditionFailure("no metrics for \(file): run scripts/generate-font-metrics")
        }
        let face = FontFace(source)
        cache.faces[file] = face
        return face
    }

    private final class Cache: @unchecked Sendable {
        let lock = NSLock()
        var faces: [String: FontFace] = [:]
        var byName: [String: FontFace] = [:]
    }

    private static let cache = Cache()
}
