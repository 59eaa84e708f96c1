import Foundation
import HeadlessUIKit
import Testing
@testable import UIHostRender

/// UIFont's metrics are the drawn fonts' own (docs/uikit-rules.md 19.20-19.26): the committed table is what the
/// generator reads from the installed fonts, and every width layout measures is the width HarfBuzz shapes.
@MainActor
@Suite struct TextMetricsTests {
    let fonts = FontLibrary()
    static let tableFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources/HeadlessUIKit/Text/FontFaces.generated.swift").standardized

    /// Strings that exercise Latin, accents (precomposed and combining), Greek, Cyrillic, punctuation that Inter
    /// kerns or turns into ligatures and arrows by default, joiners, emoji (not in the fonts: `.notdef`) and tabs.
    static let samples = [
        "Hello, World!", "AVATAR Wolf Type Yo", "office affine fi fl", "-> => 12:30 (ABC)", "café naïve e\u{301} A\u{30A}",
        "Ζεύς Привет", "x\u{200D}y\u{FE0F}", "tab\there", "😀 emoji 👨‍👩‍👧", "The quick brown fox jumps over the lazy dog",
        "Settings", "Button", "1,234.50 €", "“Quoted” — dash…", "WAVY VA Tj", "",
    ]

    static let fontNames = [
        ".SFUI-Regular", ".SFUI-Ultralight", ".SFUI-Thin", ".SFUI-Light", ".SFUI-Medium", ".SFUI-Semibold",
        ".SFUI-Bold", ".SFUI-Heavy", ".SFUI-Black", ".SFUI-RegularItalic", "Helvetica-BoldOblique", ".SFMono-Regular",
        ".SFMono-Bold",
    ]

    // 19.20: the table is generated from the installed font files; a changed font package changes their SHA-256.
    @Test func theCommittedMetricsTableIsWhatTheGeneratorMakesFromTheInstalledFonts() throws {
        let committed = try String(contentsOf: Self.tableFile, encoding: .utf8)
        for file in UIFont.bundledFontFiles {
            let digest = try FontMetricsGenerator.sha256(ofFile: "\(FontLibrary.fontsDirectory)/\(file)")
            #expect(committed.contains("file: \"\(file)\",\n            sha256: \"\(digest)\""),
                    "\(file) is not the file the metrics were made from: run scripts/generate-font-metrics")
        }
        // One face regenerated whole (all twenty take ten seconds in a debug build: the script compares them all).
        let file = "opentype/inter/Inter-Regular.otf", path = "\(FontLibrary.fontsDirectory)/\(file)"
        let entry = try FontMetricsGenerator.face(file: file, path: path, font: try fonts.font(atPath: path))
        #expect(committed.contains(entry), "FontFaces.generated.swift is out of date: run scripts/generate-font-metrics")
    }

    // 19.21: measured width = shaped width, to 1/64 pt, in every bundled face at several sizes.
    @Test func everyWidthLayoutMeasuresIsTheWidthHarfBuzzShapesTheDrawnFontTo() throws {
        for name in Self.fontNames {
            let loaded = try fonts.font(named: name)
            for size in [9.0, 13, 17, 34.5] {
                let font = try #require(UIFont(name: name, size: CGFloat(size)))
                for text in Self.samples {
                    let measured = Double(font.width(of: text))
                    let shaped = loaded.shape(text).advance * size
                    #expect(abs(measured - shaped) <= 1.0 / 64, "\(name) \(size) pt “\(text)”: \(measured) ≠ \(shaped)")
                }
            }
        }
    }

    // 19.21: kerning is off in both: "AV" is the sum of "A" and "V".
    @Test func kerningPairsAreNotAppliedSoPairsAreTheSumOfTheirLetters() throws {
        let font = UIFont.systemFont(ofSize: 17)
        let loaded = try fonts.font(named: ".SFUI-Regular")
        #expect(font.width(of: "AV") == font.width(of: "A") + font.width(of: "V"))
        #expect(loaded.shape("AV").advance == loaded.shape("A").advance + loaded.shape("V").advance)
        // "fi" stays two glyphs, "->" two characters rather than an arrow.
        #expect(loaded.shape("fi").glyphs.count == 2)
        #expect(loaded.shape("->").glyphs.count == 2)
    }

    // 19.22: the renderer sets the lines layout broke the text into, each at the width layout measured.
    @Test func theRendererDrawsTheLinesAndWidthsLayoutComputed() throws {
        let text = "The quick brown fox jumps over the lazy dog and keeps running far away"
        for name in [".SFUI-Regular", ".SFUI-Semibold", ".SFMono-Regular"] {
            let font = try #require(UIFont(name: name, size: 15))
            let laidOut = font.lines(of: text, constrainedToWidth: 120)
            let box = CGTextBox(text: text, rect: CGRect(x: 0, y: 0, width: 120, height: 1000), fontName: name,
                                fontSize: 15, color: .black, alignment: .left, lineBreakMode: .byWordWrapping)
            let drawn = TextSetter(font: try fonts.font(named: name), size: 15, metrics: font).lines(of: box)
            #expect(drawn.map(\.text) == laidOut.map(\.text))
            for (line, layout) in zip(drawn, laidOut) {
                #expect(abs(line.width - Double(layout.width)) <= 1.0 / 64)
                #expect(line.width <= 120)
            }
        }
    }

    // 19.22: a label's frame holds its drawn text: sized to fit, the one line shows whole and within the bounds.
    @Test func aLabelSizedToFitDrawsItsWholeTextInsideItsFrame() throws {
        for title in ["Settings", "WAVY Type", "Wi-Fi & Bluetooth", "Ünïcödé"] {
            let label = UILabel()
            label.text = title
            label.font = .systemFont(ofSize: 17, weight: .semibold)
            label.sizeToFit()
            let box = CGTextBox(text: title, rect: label.bounds, fontName: label.font.fontName, fontSize: 17,
                                color: .black, lineBreakMode: .byTruncatingTail, numberOfLines: 1)
            let lines = TextSetter(font: try fonts.font(named: label.font.fontName), size: 17, metrics: label.font)
                .lines(of: box)
            #expect(lines.map(\.text) == [title])
            #expect(lines[0].width <= Double(label.bounds.width))
            #expect(Double(label.bounds.width) - lines[0].width < 1)
        }
    }
}
