import Foundation

/// The vertical metrics a font lays text out with, in font units (docs/uikit-rules.md 19.23, 19.28): a line is
/// `ascender − descender + lineGap` units high, scaled by `pointSize / unitsPerEm`.
struct LineMetrics: Sendable, Equatable {
    let unitsPerEm: Int
    let ascender: Int
    let descender: Int
    let lineGap: Int

    /// San Francisco's, which iOS's system font lays out with (19.28): 2,048 units per em, ascender 1,950, descender
    /// −494, no line gap, so a line is 1.1934 em (20.287 pt at 17 pt, 17.900 at 15). Inter stands in for its shapes.
    static let sanFrancisco = LineMetrics(unitsPerEm: 2048, ascender: 1950, descender: -494, lineGap: 0)

    /// The metrics for a font named `fontName` drawn with `face`: the system font's names (`.SFUI-…`, every weight
    /// and the italic) take San Francisco's; every other name its face's.
    static func forFont(named fontName: String, face: FontFace) -> LineMetrics {
        fontName.hasPrefix(".SFUI-") ? .sanFrancisco : LineMetrics(face)
    }
}

extension LineMetrics {
    /// A bundled face's own `hhea` metrics (in an extension, so the memberwise initialiser stays).
    init(_ face: FontFace) {
        self.init(unitsPerEm: face.unitsPerEm, ascender: face.metrics.ascender, descender: face.metrics.descender,
                  lineGap: face.metrics.lineGap)
    }
}
