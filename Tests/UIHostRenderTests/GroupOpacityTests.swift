import CCairo
import Foundation
import HeadlessUIKit
import Testing
@testable import UIHostRender

/// Group opacity (docs/uikit-rules.md 19.8): a translucent view with subviews is composited as one picture.
@MainActor
@Suite struct GroupOpacityTests {
    /// A white canvas with a half-transparent container holding a red square and a blue one overlapping it.
    func overlapping(groups: Bool) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        root.backgroundColor = .white
        let container = UIView(frame: CGRect(x: 2, y: 2, width: 36, height: 26))
        container.alpha = 0.5
        container.layer.allowsGroupOpacity = groups
        let red = UIView(frame: CGRect(x: 2, y: 2, width: 20, height: 20))
        red.backgroundColor = .red
        let blue = UIView(frame: CGRect(x: 12, y: 6, width: 20, height: 16))
        blue.backgroundColor = .blue
        container.addSubview(red)
        container.addSubview(blue)
        root.addSubview(container)
        return root
    }

    @Test func overlappingSubviewsOfATranslucentViewShowOnlyTheTopOneWhereTheyOverlap() throws {
        let picture = try Renderer().picture(of: overlapping(groups: true), scale: 2)
        // Red alone at half over white, blue alone at half, and in the overlap blue at half: no red shows through.
        Golden.expectPixels(picture, [
            (12, 12, [255, 127, 127, 255]),
            (64, 40, [127, 127, 255, 255]),
            (34, 20, [127, 127, 255, 255]),
            (2, 2, [255, 255, 255, 255]),
        ])
        try Golden.check(overlapping(groups: true), "group-opacity")
    }

    @Test func withoutGroupOpacityEachSubviewShowsThroughOnItsOwn() throws {
        let picture = try Renderer().picture(of: overlapping(groups: false), scale: 2)
        // The overlap is blue at half over red at half over white.
        Golden.expectPixels(picture, [
            (12, 12, [255, 127, 127, 255]),
            (34, 20, [127, 63, 191, 255]),
        ])
    }

    @Test func aTransparencyLayerRecordsTheAlphaItBeganWithAndDrawsAtOneInside() {
        let ctx = CGContext(size: CGSize(width: 10, height: 10))
        ctx.setAlpha(0.25)
        ctx.setShadow(offset: CGSize(width: 0, height: 2), blur: 1)
        ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        ctx.saveGState()
        // A restore inside the layer may not reach the state from before it, and ending the layer restores the
        // unbalanced save.
        ctx.restoreGState()
        ctx.restoreGState()
        ctx.saveGState()
        ctx.endTransparencyLayer()
        ctx.endTransparencyLayer()
        // After the layer the alpha is the one from before it again.
        ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        let names = ctx.commands.map { command -> String in
            switch command {
            case .beginTransparencyLayer(let rect, let alpha, _): "begin \(rect == nil ? "unbounded" : "bounded") \(alpha)"
            case .fill(_, _, let color, _): "fill alpha \(color.alpha)"
            case .saveGState: "save"
            case .restoreGState: "restore"
            case .endTransparencyLayer: "end"
            case .shadow: "shadow"
            default: "other"
            }
        }
        #expect(names == ["shadow", "begin unbounded 0.25", "fill alpha 1.0", "save", "restore", "save", "restore", "end",
                          "fill alpha 0.25"])
    }

    @Test func aGroupsSurfaceCoversOnlyWhatItsCommandsTouch() throws {
        let ctx = CGContext(size: CGSize(width: 100, height: 100))
        ctx.translateBy(x: 10, y: 10)
        ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        ctx.setLineWidth(2)
        ctx.stroke(CGRect(x: 30, y: 0, width: 10, height: 5))
        ctx.endTransparencyLayer()
        ctx.fill(CGRect(x: 80, y: 80, width: 10, height: 10))
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 200, 200)!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        let canvas = Canvas(cr: cr, fonts: FontLibrary(), scale: 2)
        var base = cairo_matrix_t()
        cairo_matrix_init_scale(&base, 2, 2)
        // At @2x from (10, 10) pt: the fill is 20...60 px; the stroke, padded by its width times half the miter
        // limit (10 pt each way), 60...120 × 0...50 px; one pixel of slack each side. The fill after the end is not in it.
        let extent = canvas.extent(of: ctx.commands[1...], base)
        #expect(extent == Canvas.Extent(x0: 19, y0: -1, x1: 121, y1: 61))
        #expect(canvas.extent(of: [CGDrawingCommand.endTransparencyLayer][...], base) == .empty)
    }
}
