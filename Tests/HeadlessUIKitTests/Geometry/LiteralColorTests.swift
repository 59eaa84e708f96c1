import Foundation
import Testing
@testable import HeadlessUIKit

/// Xcode's colour and image literals, Core Image colours, and `UIColor(hex:)` left to apps (docs/uikit-rules.md
/// 6.35-6.37).
@Suite @MainActor struct LiteralColorTests {
    private func components(_ color: UIColor) -> [CGFloat] {
        [color.redComponent, color.greenComponent, color.blueComponent, color.alphaComponent]
    }

    // 6.35: #colorLiteral makes a UIColor where no type is named, and a UIColor wherever one is expected.
    @Test func colorLiteralsAreUIColors() {
        let untyped = #colorLiteral(red: 0.25, green: 0.5, blue: 1, alpha: 0.75)
        #expect(type(of: untyped) == UIColor.self)
        #expect(components(untyped) == [0.25, 0.5, 1, 0.75])
        let view = UIView()
        view.backgroundColor = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(view.backgroundColor == .red)
        #expect(components(#colorLiteral(red: 1.5, green: -1, blue: 0, alpha: 2)) == [1, 0, 0, 1])
    }

    // 6.35: where a CGColor is expected (a layer's border colour), #colorLiteral makes the sRGB CGColor.
    @Test func colorLiteralsAreCGColorsWhereOneIsExpected() {
        let layer = CALayer()
        layer.borderColor = #colorLiteral(red: 0, green: 0.5, blue: 1, alpha: 1)
        #expect(layer.borderColor == CGColor(srgbRed: 0, green: 0.5, blue: 1, alpha: 1))
        #expect(layer.borderColor?.colorSpace == .sRGB && layer.borderColor?.components == [0, 0.5, 1, 1])
    }

    // 6.35: #imageLiteral is UIImage(named:); a name no catalog has is reported and gives an empty image of that
    // name instead of stopping the app.
    @Test func imageLiteralsAreNamedImages() throws {
        let app = try ViewTestApp()
        UIImage.register(named: "literalTests.garden", size: CGSize(width: 40, height: 30), scale: 2)
        let image = #imageLiteral(resourceName: "literalTests.garden")
        #expect(type(of: image) == UIImage.self)
        #expect(image.name == "literalTests.garden" && image.size == CGSize(width: 40, height: 30) && image.scale == 2)
        let missing: UIImage = #imageLiteral(resourceName: "literalTests.nowhere")
        #expect(missing.name == "literalTests.nowhere" && missing.size == .zero)
        #expect(app.host.problems.last == "#imageLiteral(resourceName: \"literalTests.nowhere\"): no image named \"literalTests.nowhere\" in the app's asset catalog (UIKit stops the app here); add the image set, or register it with UIImage.register(named:size:)")
    }

    // 6.37: CIColor keeps its components as given; UIColor(ciColor:) clamps them as every UIColor does.
    @Test func coreImageColors() {
        #expect(UIColor(ciColor: .white) == .white)
        #expect(components(UIColor(ciColor: .gray)) == [0.5, 0.5, 0.5, 1])
        let wide = CIColor(red: 1.2, green: 0.5, blue: -0.1)
        #expect([wide.red, wide.green, wide.blue, wide.alpha] == [1.2, 0.5, -0.1, 1])
        #expect(components(UIColor(ciColor: wide)) == [1, 0.5, 0, 1])
        #expect(CIColor(color: .red) == CIColor.red && CIColor.clear.alpha == 0 && CIColor.red.numberOfComponents == 4)
        #expect(CIColor(cgColor: UIColor.blue.cgColor) == .blue)
    }
}
