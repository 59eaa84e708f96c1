import Foundation
import Testing
@testable import HeadlessUIKit

/// `UIColor(displayP3Red:green:blue:alpha:)` (docs/uikit-rules.md 6.102).
@MainActor
@Suite struct DisplayP3ColorTests {
    private func components(_ color: UIColor) -> [CGFloat] {
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b, a]
    }

    // 6.102: a grey is the same grey in both spaces (they share the white point and transfer curve).
    @Test func aGreyKeepsItsComponents() {
        let grey = components(UIColor(displayP3Red: 0.5, green: 0.5, blue: 0.5, alpha: 0.8))
        for (value, expected) in zip(grey, [0.5, 0.5, 0.5, 0.8] as [CGFloat]) { #expect(abs(value - expected) < 0.0005) }
    }

    // 6.102: P3 (0.8, 0.4, 0.2) is sRGB (0.8596, 0.3704, 0.1234): linear P3 through the P3-to-sRGB matrix, encoded
    // again; the most saturated P3 red, outside sRGB, clamps to sRGB red.
    @Test func aColourIsConvertedToSRGB() {
        let orange = components(UIColor(displayP3Red: 0.8, green: 0.4, blue: 0.2, alpha: 1))
        for (value, expected) in zip(orange, [0.8596, 0.3704, 0.1234, 1] as [CGFloat]) {
            #expect(abs(value - expected) < 0.0005)
        }
        #expect(components(UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1)) == [1, 0, 0, 1])
    }
}
