import Foundation
import HeadlessUIKit
import Testing
@testable import UIHostRender

/// Visual effect views blur what is behind them and lay their style's tint over it (docs/uikit-rules.md 19.28).
@MainActor
@Suite struct BackdropBlurTests {
    /// 200 × 100 pt: red on the left half, blue on the right, under an effect view that covers it all.
    func halves(_ effect: UIVisualEffect?, dark: Bool = false) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.backgroundColor = .white
        if dark { root.overrideUserInterfaceStyle = .dark }
        let red = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        red.backgroundColor = .red
        let blue = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        blue.backgroundColor = .blue
        root.addSubview(red)
        root.addSubview(blue)
        let effectView = UIVisualEffectView(effect: effect)
        effectView.frame = root.bounds
        root.addSubview(effectView)
        return root
    }

    func expectNear(_ picture: Picture, _ x: Int, _ y: Int, _ rgba: [Int], sourceLocation: SourceLocation = #_sourceLocation) {
        let actual = Golden.pixel(picture, x, y).map(Int.init)
        #expect(zip(actual, rgba).allSatisfy { abs($0 - $1) <= 1 }, "pixel (\(x), \(y)) is \(actual), not \(rgba)",
                sourceLocation: sourceLocation)
    }

    @Test func aMaterialBlursTheBackdropAndTintsIt() throws {
        let picture = try Renderer().picture(of: halves(UIBlurEffect(style: .systemMaterialLight)), scale: 1)
        // Far from the edge between the halves (the blur of 25 pt reaches 36 pixels at @1x), and at the picture's
        // edges (the backdrop is read as if its edge pixels went on): the colour itself under 0.97 white at 0.7.
        expectNear(picture, 20, 50, [250, 173, 173, 255])
        expectNear(picture, 0, 0, [250, 173, 173, 255])
        expectNear(picture, 180, 50, [173, 173, 250, 255])
        // On the edge the halves are mixed half and half: 173 + 0.3 × 127.5.
        expectNear(picture, 100, 50, [211, 173, 211, 255])
        // Across the edge the mix changes smoothly, red falling as blue rises.
        let reds = (64...136).map { Int(Golden.pixel(picture, $0, 50)[0]) }
        let blues = (64...136).map { Int(Golden.pixel(picture, $0, 50)[2]) }
        #expect(zip(reds, reds.dropFirst()).allSatisfy { $0 >= $1 })
        #expect(zip(blues, blues.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(reds.first! - reds.last! >= 70)
    }

    @Test func aStyleWithoutLightOrDarkFollowsTheInterfaceStyle() throws {
        let light = try Renderer().picture(of: halves(UIBlurEffect(style: .systemMaterial)), scale: 1)
        expectNear(light, 20, 50, [250, 173, 173, 255])
        let dark = try Renderer().picture(of: halves(UIBlurEffect(style: .systemMaterial), dark: true), scale: 1)
        // 0.11 white at 0.7 over red: 0.077 + 0.3 and 0.077.
        expectNear(dark, 20, 50, [96, 20, 20, 255])
        let thin = try Renderer().picture(of: halves(UIBlurEffect(style: .systemUltraThinMaterialDark)), scale: 1)
        // 0.11 white at 0.35 over red.
        expectNear(thin, 20, 50, [176, 10, 10, 255])
    }

    @Test func noEffectOrAVibrancyEffectDrawsNothingOfItsOwn() throws {
        for effect in [nil, UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemMaterial))] as [UIVisualEffect?] {
            let picture = try Renderer().picture(of: halves(effect), scale: 1)
            expectNear(picture, 99, 50, [255, 0, 0, 255])
            expectNear(picture, 100, 50, [0, 0, 255, 255])
        }
    }

    @Test func theBlurStaysInsideTheEffectViewAndItsRoundedCorners() throws {
        let root = halves(nil)
        let effect = UIVisualEffectView(effect: UIBlurEffect(style: .systemThickMaterialLight))
        effect.frame = CGRect(x: 60, y: 20, width: 80, height: 60)
        effect.layer.cornerRadius = 20
        effect.clipsToBounds = true
        root.addSubview(effect)
        let picture = try Renderer().picture(of: root, scale: 2)
        // Outside the view, and in its clipped corner, the halves are untouched.
        expectNear(picture, 118, 100, [255, 0, 0, 255])
        expectNear(picture, 122, 42, [255, 0, 0, 255])
        // Inside, the edge between the halves is blurred: both colours, under the thick material's tint.
        let middle = Golden.pixel(picture, 200, 100).map(Int.init)
        #expect(middle[0] > 215 && middle[2] > 215, "\(middle)")
        try Golden.check(root, "backdrop-blur")
    }

    @Test func theEffectViewRecordsTheBlurThenItsTint() throws {
        let effect = UIVisualEffectView(effect: UIBlurEffect(style: .systemThinMaterialLight))
        effect.frame = CGRect(x: 0, y: 0, width: 30, height: 20)
        let ctx = CGContext(size: CGSize(width: 30, height: 20), scale: 1)
        effect.layer.render(in: ctx)
        let recorded = ctx.commands.compactMap { command -> String? in
            switch command {
            case .backdropBlur(let rect, let radius, _): return "blur \(rect.minX),\(rect.minY) \(rect.width)x\(rect.height) \(radius)"
            case .fill(_, _, let color, _): return "fill \(color.alpha)"
            default: return nil
            }
        }
        #expect(recorded == ["blur 0.0,0.0 30.0x20.0 20.0", "fill 0.55"])
    }
}
