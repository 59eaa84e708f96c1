import Foundation
import Testing
@testable import HeadlessUIKit

/// Recording a layer tree into a context (docs/uikit-rules.md 17.23).
@Suite @MainActor struct LayerRenderingTests {
    final class DrawingView: UIView {
        override func draw(_ rect: CGRect) {
            UIColor.blue.setFill()
            UIBezierPath(rect: CGRect(x: 1, y: 1, width: 2, height: 2)).fill()
        }
    }

    /// Each command as a short word with its colour's components, transforms left out.
    private func summary(_ commands: [CGDrawingCommand]) -> [String] {
        func text(_ r: CGRect) -> String { "(\(r.minX), \(r.minY), \(r.width), \(r.height))" }
        return commands.map { command in
            switch command {
            case .fill(let path, _, let color, let t):
                "fill \(text(path.boundingBox)) \(color.rgba) at \(t.tx),\(t.ty)"
            case .stroke(let path, let style, _, _): "stroke \(text(path.boundingBox)) width \(style.lineWidth)"
            case .clip: "clip"
            case .saveGState: "save"
            case .restoreGState: "restore"
            default: "other"
            }
        }
    }

    @Test func aViewTreeRecordsBackgroundsContentSublayersAndBorders() throws {
        // docs/uikit-rules.md 17.23
        _ = try ViewTestApp()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let card = DrawingView(frame: CGRect(x: 10, y: 20, width: 30, height: 30))
        card.layer.borderWidth = 2
        card.clipsToBounds = true
        root.addSubview(card)
        let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        hidden.backgroundColor = .green
        hidden.isHidden = true
        root.addSubview(hidden)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100)).image { context in
            root.layer.render(in: context.cgContext)
        }
        #expect(summary(image.drawing ?? []) == [
            "save",
            "fill (0.0, 0.0, 100.0, 100.0) (red: 1.0, green: 0.0, blue: 0.0, alpha: 1.0) at 0.0,0.0",
            "save",
            "save",
            "clip",
            "fill (1.0, 1.0, 2.0, 2.0) (red: 0.0, green: 0.0, blue: 1.0, alpha: 1.0) at 10.0,20.0",
            "stroke (1.0, 1.0, 28.0, 28.0) width 2.0",
            "restore",
            "restore",
            "save",
            "restore",
            "restore",
        ])
    }

    @Test func opacityAndCornerRadiusShapeTheRecordedFill() {
        // docs/uikit-rules.md 17.23; 19.8: without group opacity the opacity goes into the fill's colour
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        layer.backgroundColor = .white
        layer.opacity = 0.5
        layer.cornerRadius = 5
        layer.allowsGroupOpacity = false
        let context = CGContext(size: CGSize(width: 20, height: 20))
        layer.render(in: context)
        guard case .fill(let path, _, let color, _) = context.commands[1] else {
            Issue.record("no fill: \(context.commands)")
            return
        }
        #expect(color.alpha == 0.5)
        #expect(!path.contains(CGPoint(x: 0.5, y: 0.5)))
        #expect(path.contains(CGPoint(x: 10, y: 10)))
    }

    @Test func aTranslucentLayerWithGroupOpacityIsRecordedInsideATransparencyLayer() {
        // docs/uikit-rules.md 19.8: the opacity goes to the group, the fill inside it is opaque
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        layer.backgroundColor = .white
        layer.opacity = 0.5
        let context = CGContext(size: CGSize(width: 20, height: 20))
        layer.render(in: context)
        let names = context.commands.map { command -> String in
            switch command {
            case .saveGState: "save"
            case .restoreGState: "restore"
            case .beginTransparencyLayer(_, let alpha, _): "begin \(alpha)"
            case .endTransparencyLayer: "end"
            case .fill(_, _, let color, _): "fill \(color.alpha)"
            default: "other"
            }
        }
        #expect(names == ["save", "begin 0.5", "fill 1.0", "end", "restore"])
    }
}

/// `drawHierarchy(in:afterScreenUpdates:)` (docs/uikit-rules.md 17.23).
@Suite @MainActor struct DrawHierarchyTests {
    @Test func drawHierarchyRecordsTheLayerTreeScaledIntoTheRect() throws {
        // docs/uikit-rules.md 17.23
        _ = try ViewTestApp()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.backgroundColor = .white
        #expect(!view.drawHierarchy(in: view.bounds, afterScreenUpdates: false))
        let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100)).image { _ in
            #expect(view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 100, height: 100), afterScreenUpdates: true))
        }
        let fills = (image.drawing ?? []).compactMap { command -> CGAffineTransform? in
            if case .fill(_, _, _, let transform) = command { return transform }
            return nil
        }
        #expect(fills == [CGAffineTransform(scaleX: 2, y: 2)])
    }
}
