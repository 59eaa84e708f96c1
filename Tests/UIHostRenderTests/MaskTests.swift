import Foundation
import HeadlessUIKit
import Testing
@testable import UIHostRender

/// Masks (docs/uikit-rules.md 19.29): a layer's `mask` layer, or a view's `mask` view, lets the layer and everything
/// in it show only where the mask draws, through the mask's alpha.
@MainActor
@Suite struct MaskTests {
    /// 60 × 40 pt of white holding a red view at (10, 0), 40 × 40, with a blue subview sticking out to its right.
    func scene(_ configure: (UIView) -> Void) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        root.backgroundColor = .white
        let red = UIView(frame: CGRect(x: 10, y: 0, width: 40, height: 40))
        red.backgroundColor = .red
        let blue = UIView(frame: CGRect(x: 30, y: 10, width: 20, height: 20))
        blue.backgroundColor = .blue
        red.addSubview(blue)
        root.addSubview(red)
        configure(red)
        return root
    }

    @Test func aShapeLayerMaskShowsTheLayerOnlyInsideItsPath() throws {
        let picture = try Renderer().picture(of: scene { red in
            let circle = CAShapeLayer()
            circle.frame = red.bounds
            circle.path = UIBezierPath(ovalIn: red.bounds).cgPath
            red.layer.mask = circle
        }, scale: 1)
        Golden.expectPixels(picture, [
            (30, 20, [255, 0, 0, 255]),     // the circle's centre: red
            (11, 1, [255, 255, 255, 255]),  // the red view's corner, outside the circle: white shows
            (45, 20, [0, 0, 255, 255]),     // the subview inside the circle: blue
            (49, 12, [255, 255, 255, 255]), // the subview outside the circle: masked too
            (5, 20, [255, 255, 255, 255]),  // beside the view: untouched
        ])
        try Golden.check(scene { red in
            let circle = CAShapeLayer()
            circle.frame = red.bounds
            circle.path = UIBezierPath(ovalIn: red.bounds).cgPath
            red.layer.mask = circle
        }, "mask-circle")
    }

    @Test func aMaskViewPlacedByItsFrameMasksThroughItsAlpha() throws {
        let picture = try Renderer().picture(of: scene { red in
            let mask = UIView(frame: CGRect(x: 0, y: 10, width: 20, height: 20))
            mask.backgroundColor = UIColor.black.withAlphaComponent(0.5)
            red.mask = mask
            #expect(red.layer.mask === mask.layer)
            #expect(mask.superview == nil)
        }, scale: 1)
        Golden.expectPixels(picture, [
            (20, 20, [255, 127, 127, 255]),  // inside the mask: red at half over white (the mask's colour ignored)
            (20, 5, [255, 255, 255, 255]),   // above the mask: nothing of the view
            (40, 20, [255, 255, 255, 255]),  // right of the mask: nothing, the subview neither
        ])
    }

    @Test func aMaskedTranslucentLayerIsMaskedThenFaded() throws {
        let picture = try Renderer().picture(of: scene { red in
            red.alpha = 0.5
            let square = CALayer()
            square.frame = CGRect(x: 0, y: 0, width: 20, height: 40)
            square.backgroundColor = UIColor.black.cgColor
            red.layer.mask = square
        }, scale: 1)
        Golden.expectPixels(picture, [
            (15, 20, [255, 127, 127, 255]),
            (35, 20, [255, 255, 255, 255]),
        ])
    }

    @Test func aMaskThatDrawsNothingHidesTheLayer() throws {
        let picture = try Renderer().picture(of: scene { red in red.layer.mask = CALayer() }, scale: 1)
        Golden.expectPixels(picture, [(30, 20, [255, 255, 255, 255]), (45, 20, [255, 255, 255, 255])])
        // Removing the mask shows the view again.
        let shown = try Renderer().picture(of: scene { red in
            red.mask = UIView()
            red.mask = nil
        }, scale: 1)
        Golden.expectPixels(shown, [(20, 20, [255, 0, 0, 255]), (45, 20, [0, 0, 255, 255])])
    }
}
