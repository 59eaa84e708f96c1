import Foundation
import Testing
@testable import HeadlessUIKit

private func isClose(_ lhs: CGFloat, _ rhs: CGFloat, tolerance: CGFloat = 1e-9) -> Bool {
    abs(lhs - rhs) <= tolerance
}

private func isClose(_ lhs: CGPoint, _ rhs: CGPoint, tolerance: CGFloat = 1e-9) -> Bool {
    isClose(lhs.x, rhs.x, tolerance: tolerance) && isClose(lhs.y, rhs.y, tolerance: tolerance)
}

private func isClose(_ lhs: CGAffineTransform, _ rhs: CGAffineTransform, tolerance: CGFloat = 1e-9) -> Bool {
    isClose(lhs.a, rhs.a, tolerance: tolerance) && isClose(lhs.b, rhs.b, tolerance: tolerance)
        && isClose(lhs.c, rhs.c, tolerance: tolerance) && isClose(lhs.d, rhs.d, tolerance: tolerance)
        && isClose(lhs.tx, rhs.tx, tolerance: tolerance) && isClose(lhs.ty, rhs.ty, tolerance: tolerance)
}

private func rgba(_ color: UIColor) -> [CGFloat] {
    var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
    #expect(color.getRed(&r, green: &g, blue: &b, alpha: &a))
    return [r, g, b, a]
}

@Suite struct GeometryTransformTests {
    @Test func translateThenRotateMovesThePointAroundTheOrigin() {
        let translateThenRotate = CGAffineTransform(translationX: 10, y: 0)
            .concatenating(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(isClose(CGPoint(x: 1, y: 0).applying(translateThenRotate), CGPoint(x: 0, y: 11)))
    }

    @Test func rotateThenTranslateRotatesThePointInPlaceFirst() {
        let rotateThenTranslate = CGAffineTransform(rotationAngle: .pi / 2)
            .concatenating(CGAffineTransform(translationX: 10, y: 0))
        #expect(isClose(CGPoint(x: 1, y: 0).applying(rotateThenTranslate), CGPoint(x: 10, y: 1)))
    }

    @Test func translatedByPrependsTheTranslation() {
        let rotation = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(rotation.translatedBy(x: 10, y: 0)
            == CGAffineTransform(translationX: 10, y: 0).concatenating(rotation))
    }

    @Test func scaledByPrependsTheScale() {
        let translation = CGAffineTransform(translationX: 5, y: 7)
        let scaled = translation.scaledBy(x: 2, y: 3)
        #expect(scaled == CGAffineTransform(scaleX: 2, y: 3).concatenating(translation))
        #expect(CGPoint(x: 1, y: 1).applying(scaled) == CGPoint(x: 7, y: 10))
    }

    @Test func rotatedByPrependsTheRotation() {
        let translation = CGAffineTransform(translationX: 10, y: 0)
        let rotated = translation.rotated(by: .pi / 2)
        #expect(rotated == CGAffineTransform(rotationAngle: .pi / 2).concatenating(translation))
        #expect(isClose(CGPoint(x: 1, y: 0).applying(rotated), CGPoint(x: 10, y: 1)))
    }

    @Test func rotationKeepsFloatingPointNoise() {
        let rotation = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(rotation.a == cos(CGFloat.pi / 2))
        #expect(rotation.a != 0)
        #expect(rotation.b == 1 && rotation.c == -1)
    }

    @Test func invertedUndoesTheTransform() {
        let transform = CGAffineTransform(translationX: 3, y: -4).rotated(by: 0.7).scaledBy(x: 2, y: 0.5)
        #expect(isClose(transform.concatenating(transform.inverted()), .identity))
        let point = CGPoint(x: 12.5, y: -3)
        #expect(isClose(point.applying(transform).applying(transform.inverted()), point))
    }

    @Test func invertingASingularTransformReturnsItUnchanged() {
        let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 5, ty: 6)
        #expect(singular.inverted() == singular)
        #expect(CGAffineTransform(scaleX: 0, y: 2).inverted() == CGAffineTransform(scaleX: 0, y: 2))
    }

    @Test func isIdentityIsTrueOnlyForTheExactIdentity() {
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGAffineTransform().isIdentity)
        #expect(CGAffineTransform(translationX: 0, y: 0).isIdentity)
        #expect(CGAffineTransform(scaleX: 1, y: 1).isIdentity)
        #expect(!CGAffineTransform(translationX: 1, y: 0).isIdentity)
        #expect(!CGAffineTransform(rotationAngle: 2 * .pi).isIdentity)
    }

    @Test func rectApplyingARotationGivesTheBoundingBoxOfTheCorners() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        let result = rect.applying(CGAffineTransform(rotationAngle: .pi / 4))
        let halfDiagonal = 5 * CGFloat(2).squareRoot()
        #expect(isClose(result.origin.x, -halfDiagonal))
        #expect(isClose(result.origin.y, 0))
        #expect(isClose(result.width, 2 * halfDiagonal))
        #expect(isClose(result.height, 2 * halfDiagonal))
    }

    @Test func rectApplyingAFlipIsStandardized() {
        let flip = CGAffineTransform(scaleX: -1, y: -2).translatedBy(x: 1, y: 1)
        let result = CGRect(x: 0, y: 0, width: 10, height: 5).applying(flip)
        #expect(result == CGRect(x: -11, y: -12, width: 10, height: 10))
    }

    @Test func nullRectStaysNull() {
        #expect(CGRect.null.applying(CGAffineTransform(translationX: 5, y: 5)).isNull)
    }

    @Test func sizeApplyingIgnoresTranslationAndMayBeNegative() {
        let transform = CGAffineTransform(scaleX: -1, y: 2).translatedBy(x: 50, y: 50)
        #expect(CGSize(width: 10, height: 20).applying(transform) == CGSize(width: -10, height: 40))
    }

    @Test func descriptionListsAllSixFields() {
        #expect(CGAffineTransform.identity.description
            == "CGAffineTransform(a: 1.0, b: 0.0, c: 0.0, d: 1.0, tx: 0.0, ty: 0.0)")
    }
}

@Suite struct GeometryInsetsTests {
    @Test func insetByMovesTheOriginAndShrinksTheSize() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(rect.inset(by: insets) == CGRect(x: 12, y: 21, width: 94, height: 46))
    }

    @Test func insetByLargerThanTheRectGivesANegativeSize() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        let insets = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        #expect(rect.inset(by: insets).size == CGSize(width: -10, height: -10))
    }

    @Test func zeroConstantsAreAllZero() {
        #expect(UIEdgeInsets.zero == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        #expect(UIOffset.zero == UIOffset(horizontal: 0, vertical: 0))
        #expect(NSDirectionalEdgeInsets.zero == NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(rect.inset(by: .zero) == rect)
    }
}

@Suite struct GeometryColorTests {
    @Test func basicNamedColoursHaveUIKitComponents() {
        let expected: [(UIColor, [CGFloat])] = [
            (.black, [0, 0, 0, 1]),
            (.darkGray, [1.0 / 3.0, 1.0 / 3.0, 1.0 / 3.0, 1]),
            (.lightGray, [2.0 / 3.0, 2.0 / 3.0, 2.0 / 3.0, 1]),
            (.white, [1, 1, 1, 1]),
            (.gray, [0.5, 0.5, 0.5, 1]),
            (.red, [1, 0, 0, 1]),
            (.green, [0, 1, 0, 1]),
            (.blue, [0, 0, 1, 1]),
            (.cyan, [0, 1, 1, 1]),
            (.yellow, [1, 1, 0, 1]),
            (.magenta, [1, 0, 1, 1]),
            (.orange, [1, 0.5, 0, 1]),
            (.purple, [0.5, 0, 0.5, 1]),
            (.brown, [0.6, 0.4, 0.2, 1]),
            (.clear, [0, 0, 0, 0]),
            (.systemBackground, [1, 1, 1, 1]),
            (.label, [0, 0, 0, 1]),
        ]
        for (color, components) in expected {
            #expect(rgba(color) == components, "\(color)")
        }
    }

    @Test func systemColoursHaveIOSLightModeValues() {
        let expected: [(UIColor, String)] = [
            (.systemBlue, "#007AFFFF"),
            (.systemRed, "#FF3B30FF"),
            (.systemGreen, "#34C759FF"),
            (.systemOrange, "#FF9500FF"),
            (.systemYellow, "#FFCC00FF"),
            (.systemGray, "#8E8E93FF"),
            (.systemTeal, "#5AC8FAFF"),
            (.systemPink, "#FF2D55FF"),
            (.systemIndigo, "#5856D6FF"),
            (.systemPurple, "#AF52DEFF"),
            (.secondaryLabel, "#3C3C4399"),
            (.separator, "#3C3C4349"),
        ]
        for (color, hex) in expected {
            #expect(color.hexString == hex)
        }
        let systemBlue: [CGFloat] = [0, 122.0 / 255, 1, 1]
        let secondaryLabel: [CGFloat] = [60.0 / 255, 60.0 / 255, 67.0 / 255, 153.0 / 255]
        #expect(rgba(.systemBlue) == systemBlue)
        #expect(rgba(.secondaryLabel) == secondaryLabel)
    }

    @Test func hexStringRoundTripsThroughInitHex() {
        for hex in ["#00000000", "#FFFFFFFF", "#3C3C4349", "#12AB7F80"] {
            #expect(UIColor(hex: hex)?.hexString == hex)
        }
        #expect(UIColor(hex: "#ff3b30")?.hexString == "#FF3B30FF")
        #expect(UIColor(hex: "#FF0000") == .red)
    }

    @Test func initHexRejectsMalformedStrings() {
        for bad in ["", "#", "FF0000", "#FFF", "#FF00000", "#GG0000", "#FF0000FF00", "#+F0000"] {
            #expect(UIColor(hex: bad) == nil, "\(bad)")
        }
    }

    @Test func hexStringRoundsToTheNearestByte() {
        #expect(UIColor.gray.hexString == "#808080FF")
        #expect(UIColor(white: 0.499, alpha: 1).hexString == "#7F7F7FFF")
    }

    @Test func hueZeroAtFullSaturationAndBrightnessIsRed() {
        #expect(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1) == .red)
        #expect(UIColor(hue: 1, saturation: 1, brightness: 1, alpha: 1) == .red)
    }

    @Test func hueOneThirdIsGreen() {
        let components = rgba(UIColor(hue: 1.0 / 3.0, saturation: 1, brightness: 1, alpha: 1))
        #expect(zip(components, [0, 1, 0, 1]).allSatisfy { isClose($0, $1) })
    }

    @Test func getHueInvertsInitHue() {
        var h: CGFloat = 0, s: CGFloat = 0, v: CGFloat = 0, a: CGFloat = 0
        let color = UIColor(hue: 0.6, saturation: 0.4, brightness: 0.8, alpha: 0.5)
        #expect(color.getHue(&h, saturation: &s, brightness: &v, alpha: &a))
        #expect(isClose(h, 0.6) && isClose(s, 0.4) && isClose(v, 0.8) && a == 0.5)
    }

    @Test func componentsAreClamped() {
        let color = UIColor(red: 2, green: -1, blue: 0.5, alpha: .nan)
        #expect(rgba(color) == [1, 0, 0.5, 0])
    }

    @Test func getWhiteGivesTheGreyLevel() {
        var white: CGFloat = -1, alpha: CGFloat = -1
        #expect(UIColor(white: 0.25, alpha: 0.75).getWhite(&white, alpha: &alpha))
        #expect(white == 0.25 && alpha == 0.75)
    }

    @Test func withAlphaComponentKeepsTheRGB() {
        let translucent = UIColor.orange.withAlphaComponent(0.25)
        #expect(rgba(translucent) == [1, 0.5, 0, 0.25])
        #expect(translucent.alphaComponent == 0.25)
    }

    @Test func coloursAreEqualAndHashedByComponents() {
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == .red)
        #expect(UIColor(white: 0, alpha: 0) == .clear)
        #expect(UIColor.red != .red.withAlphaComponent(0.5))
        #expect(Set([UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1)]).count == 1)
    }

    @Test func descriptionShowsThreeDecimals() {
        #expect(UIColor.red.description == "UIColor(r: 1.000, g: 0.000, b: 0.000, a: 1.000)")
        #expect(UIColor.darkGray.description == "UIColor(r: 0.333, g: 0.333, b: 0.333, a: 1.000)")
    }
}

/// The bundled fonts' metrics (docs/uikit-rules.md 19.20-19.26): Inter has 2,816 units per em, ascender 2,728,
/// descender −680, no line gap, cap height 2,048 and x-height 1,536; DejaVu Sans Mono 2,048 units per em. Widths
/// are the fonts' advances in units (HarfBuzz, kerning off) scaled by size / units per em.
@Suite struct GeometryFontTests {
    /// Points for `units` of a font of `size` with `unitsPerEm`.
    func points(_ units: Int, _ size: CGFloat, unitsPerEm: Int = 2816) -> CGFloat {
        CGFloat(units) * (size / CGFloat(unitsPerEm))
    }

    // 19.23, 19.28: the system font lays out with San Francisco's line metrics (2,048 units per em, ascender 1,950,
    // descender -494, no gap); its cap and x heights are Inter's, whose shapes it is drawn in.
    @Test @MainActor func theSystemFontHasSanFranciscosLineMetrics() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(font.ascender == 16.1865234375)
        #expect(font.descender == -4.1005859375)
        #expect(font.leading == 0)
        #expect(font.lineHeight == 20.287109375)
        #expect(isClose(font.capHeight, points(2048, 17)))
        #expect(isClose(font.xHeight, points(1536, 17)))
        // iOS's figure for the 15-pt system font (17.900391 in its logs).
        #expect(UIFont.systemFont(ofSize: 15).lineHeight == 17.900390625)
        // Every weight, the italic and the text styles share them.
        #expect(UIFont.systemFont(ofSize: 17, weight: .black).lineHeight == font.lineHeight)
        #expect(UIFont.italicSystemFont(ofSize: 17).lineHeight == font.lineHeight)
        #expect(UIFont.preferredFont(forTextStyle: .body).lineHeight == font.lineHeight)
    }

    // 19.23: any other name keeps its face's own metrics: Inter's hhea and OS/2 figures.
    @Test func verticalMetricsAreInterHheaAndOS2Figures() throws {
        let font = try #require(UIFont(name: "Avenir-Book", size: 17))
        #expect(font.ascender == 16.46875)
        #expect(isClose(font.descender, points(-680, 17)))
        #expect(font.leading == 0)
        #expect(isClose(font.lineHeight, points(3408, 17)))
        #expect(isClose(font.capHeight, points(2048, 17)))
        #expect(isClose(font.xHeight, points(1536, 17)))
        #expect(isClose(UIFont(name: "Avenir-Book", size: 10)!.lineHeight, 12.102272727272727))
        let mono = UIFont.monospacedSystemFont(ofSize: 10, weight: .regular)
        #expect(isClose(mono.ascender, points(1901, 10, unitsPerEm: 2048)))
        #expect(isClose(mono.descender, points(-483, 10, unitsPerEm: 2048)))
        #expect(isClose(mono.lineHeight, points(2384, 10, unitsPerEm: 2048)))
    }

    // 19.21
    @Test func charactersAdvanceByTheirWidthsInTheFont() {
        let font = UIFont.systemFont(ofSize: 10)
        #expect(isClose(font.width(of: "Hello"), points(6740, 10)))
        #expect(isClose(font.width(of: "a"), points(1588, 10)))
        #expect(font.width(of: " ") == 2.8125)
        #expect(isClose(font.width(of: "a b"), points(4128, 10)))
    }

    // 19.21, 19.25
    @Test func eachWeightHasItsOwnWidths() {
        #expect(isClose(UIFont.boldSystemFont(ofSize: 10).width(of: "Hello"), points(7044, 10)))
        #expect(isClose(UIFont.systemFont(ofSize: 10, weight: .semibold).width(of: "Hello"), points(6944, 10)))
        #expect(isClose(UIFont.systemFont(ofSize: 10, weight: .medium).width(of: "Hello"), points(6842, 10)))
        #expect(isClose(UIFont.systemFont(ofSize: 10, weight: .ultraLight).width(of: "Hello"), points(6609, 10)))
    }

    // 19.21: a cluster is its code points: "e" and a combining acute (0), three emoji drawn as .notdef (2,800 each)
    // joined by zero-width joiners (0).
    @Test func aGraphemeClusterAdvancesAsItsCodePointsAreDrawn() {
        #expect(isClose(UIFont.systemFont(ofSize: 10).width(of: "e\u{301}👨‍👩‍👧"), points(10040, 10)))
        #expect(UIFont.systemFont(ofSize: 10).width(of: "e\u{301}") == UIFont.systemFont(ofSize: 10).width(of: "e"))
    }

    @Test func widthOfMultilineTextIsTheWidestLine() {
        #expect(isClose(UIFont.systemFont(ofSize: 10).width(of: "ab\nabcd\nabc"), points(6656, 10)))
    }

    // 19.25
    @Test func monospacedNamesAreDejaVuSansMonoWhereEveryCharacterAdvancesTheSame() {
        let mono = UIFont.monospacedSystemFont(ofSize: 10, weight: .bold)
        #expect(isClose(mono.width(of: "a b"), points(3699, 10, unitsPerEm: 2048)))
        #expect(mono.fontName == ".SFMono-Bold")
        #expect(mono.fontFile == "truetype/dejavu/DejaVuSansMono-Bold.ttf")
        #expect(isClose(UIFont(name: "Menlo-Regular", size: 10)!.width(of: "ab"), points(2466, 10, unitsPerEm: 2048)))
        #expect(UIFont(name: "Courier", size: 10)?.fontFile == "truetype/dejavu/DejaVuSansMono.ttf")
    }

    @Test func systemFontNamesEncodeTheWeight() {
        #expect(UIFont.systemFont(ofSize: 17).fontName == ".SFUI-Regular")
        #expect(UIFont.boldSystemFont(ofSize: 17).fontName == ".SFUI-Bold")
        #expect(UIFont.italicSystemFont(ofSize: 17).fontName == ".SFUI-RegularItalic")
        #expect(UIFont.systemFont(ofSize: 17, weight: .semibold).fontName == ".SFUI-Semibold")
        #expect(UIFont.systemFont(ofSize: 17, weight: UIFont.Weight(0.5)).fontName == ".SFUI-Heavy")
        #expect(UIFont.systemFont(ofSize: 17).familyName == ".SF UI Text")
    }

    @Test func weightConstantsHaveUIKitRawValues() {
        let weights: [UIFont.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        #expect(weights.map(\.rawValue) == [-0.8, -0.6, -0.4, 0, 0.23, 0.3, 0.4, 0.56, 0.62])
    }

    // 19.25
    @Test func namedFontsTakeTheirFaceFromTheName() {
        #expect(UIFont(name: "", size: 12) == nil)
        let bold = UIFont(name: "Helvetica-Bold", size: 10)
        #expect(bold?.familyName == "Helvetica")
        #expect(bold?.pointSize == 10)
        #expect(bold?.fontFile == "opentype/inter/Inter-Bold.otf")
        #expect(isClose(bold!.width(of: "ab"), points(3423, 10)))
        #expect(isClose(UIFont(name: "Helvetica", size: 10)!.width(of: "ab"), points(3336, 10)))
        #expect(UIFont.systemFont(ofSize: 17, weight: .heavy).fontFile == "opentype/inter/Inter-ExtraBold.otf")
        #expect(UIFont.italicSystemFont(ofSize: 17).fontFile == "opentype/inter/Inter-Italic.otf")
    }

    @Test func fontsAreEqualByNameAndSize() {
        #expect(UIFont.systemFont(ofSize: 17) == UIFont(name: ".SFUI-Regular", size: 17))
        #expect(UIFont.systemFont(ofSize: 17) != UIFont.systemFont(ofSize: 18))
        #expect(UIFont.systemFont(ofSize: 12).withSize(17) == UIFont.systemFont(ofSize: 17))
        #expect(Set([UIFont.systemFont(ofSize: 17), UIFont.systemFont(ofSize: 17)]).count == 1)
    }

    @Test func classFontSizesMatchUIKit() {
        #expect(UIFont.systemFontSize == 17)
        #expect(UIFont.labelFontSize == 17)
        #expect(UIFont.buttonFontSize == 18)
        #expect(UIFont.smallSystemFontSize == 12)
    }

    @Test func emptyStringHasZeroBoundingSize() {
        #expect(UIFont.systemFont(ofSize: 17).boundingSize(of: "") == .zero)
    }

    // 19.24: 40.69 × 20.29, rounded up.
    @Test func unconstrainedBoundingSizeIsOneLineRoundedUp() {
        #expect(UIFont.systemFont(ofSize: 17).boundingSize(of: "Hello") == CGSize(width: 41, height: 21))
    }

    // 19.22
    @Test func wordWrapBreaksAtTheLastSpaceThatFits() {
        let font = UIFont.systemFont(ofSize: 10)
        // "Hello world" is 53.14 wide; adding " foo" would make 71.49.
        #expect(font.boundingSize(of: "Hello world foo", constrainedToWidth: 60) == CGSize(width: 54, height: 24))
        #expect(font.lines(of: "Hello world foo", constrainedToWidth: 60).map(\.text) == ["Hello world", "foo"])
    }

    // 19.22: "abc" (17.43) and "defg" (21.73) fit 22, "abcd" (23.64) does not.
    @Test func aWordWiderThanTheWidthIsBrokenBetweenCharacters() {
        let font = UIFont.systemFont(ofSize: 10)
        #expect(font.boundingSize(of: "abcdefghij", constrainedToWidth: 22) == CGSize(width: 22, height: 36))
        #expect(font.lines(of: "abcdefghij", constrainedToWidth: 22).map(\.text) == ["abc", "defg", "hij"])
        #expect(font.boundingSize(of: "ab abcdefghij", constrainedToWidth: 22) == CGSize(width: 22, height: 48))
        #expect(font.lines(of: "ab abcdefghij", constrainedToWidth: 22).map(\.text) == ["ab", "abc", "defg", "hij"])
    }

    // 19.22
    @Test func characterWrappingBreaksBetweenAnyCharacters() {
        let font = UIFont.systemFont(ofSize: 10)
        #expect(font.lines(of: "ab abcdefghij", constrainedToWidth: 22, byCharacters: true).map(\.text)
                == ["ab a", "bcd", "efgh", "ij"])
    }

    @Test func aLineAlwaysHoldsAtLeastOneCharacter() {
        let font = UIFont.systemFont(ofSize: 10)
        #expect(font.boundingSize(of: "abc", constrainedToWidth: 1) == CGSize(width: 7, height: 36))
    }

    @Test func explicitNewlinesStartNewLines() {
        let font = UIFont.systemFont(ofSize: 10)
        #expect(font.boundingSize(of: "ab\nabcd") == CGSize(width: 24, height: 24))
        #expect(font.boundingSize(of: "ab\n") == CGSize(width: 12, height: 24))
    }

    @Test func numberOfLinesLimitsTheMeasuredLines() {
        let font = UIFont.systemFont(ofSize: 10)
        let text = "Hello world foo barbazquux"
        // "Hello world" (53.14), "foo", "barbazquux" (55.94).
        #expect(font.boundingSize(of: text, constrainedToWidth: 60) == CGSize(width: 56, height: 36))
        #expect(font.boundingSize(of: text, constrainedToWidth: 60, numberOfLines: 2) == CGSize(width: 54, height: 24))
        #expect(font.boundingSize(of: "abc\nabcdefgh", numberOfLines: 1) == CGSize(width: 18, height: 12))
    }

    @Test func stringSizeWithFontIsOneLineHigh() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect("Hello".size(withFont: font) == CGSize(width: 41, height: 21))
        #expect("".size(withFont: font) == CGSize(width: 0, height: 21))
    }
}
