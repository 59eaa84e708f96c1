import Foundation
import HeadlessUIKit
import Testing
@testable import UIHostRender

/// Conic gradients (docs/uikit-rules.md 19.16).
@MainActor
@Suite struct ConicGradientTests {
    func wheel() -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let layer = CAGradientLayer()
        layer.type = .conic
        layer.frame = view.bounds
        layer.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        layer.startPoint = CGPoint(x: 0.5, y: 0.5)
        layer.endPoint = CGPoint(x: 1, y: 0.5)
        view.layer.addSublayer(layer)
        return view
    }

    @Test func aConicGradientTurnsClockwiseFromTheDirectionOfItsEndPoint() throws {
        let picture = try Renderer().picture(of: wheel(), scale: 1)
        func near(_ x: Int, _ y: Int, _ expected: [Int]) {
            let p = Golden.pixel(picture, x, y)
            #expect(zip(p, expected).allSatisfy { abs(Int($0) - $1) <= 4 }, "pixel (\(x), \(y)) is \(p)")
        }
        // Just below the rightward ray: red; straight down, a quarter turn: three quarters red; left, half way;
        // up, three quarters of the turn.
        near(38, 21, [255, 0, 1, 255])
        near(20, 38, [191, 0, 64, 255])
        near(2, 20, [128, 0, 128, 255])
        near(20, 2, [64, 0, 191, 255])
        try Golden.check(wheel(), "conic-gradient")
    }

    @Test func colourStopsAreMixedLinearlyAndHeldBeyondTheEnds() {
        let gradient = CGGradient(stops: [(0.25, CGColor(red: 1, green: 0, blue: 0, alpha: 1)),
                                          (0.75, CGColor(red: 0, green: 0, blue: 1, alpha: 1))])
        #expect(Canvas.color(of: gradient, at: 0).red == 1)
        #expect(Canvas.color(of: gradient, at: 0.5) == (0.5, 0, 0.5, 1))
        #expect(Canvas.color(of: gradient, at: 1).blue == 1)
    }
}
