import Foundation
import Testing
@testable import HeadlessUIKit

/// The layer tree and how it meets the view tree (docs/uikit-rules.md 17.4, 17.10).
@Suite @MainActor struct SublayerTests {
    private func names(_ layer: CALayer) -> [String] {
        (layer.sublayers ?? []).map { $0.name ?? "?" }
    }

    private func named(_ name: String) -> CALayer {
        let layer = CALayer()
        layer.name = name
        return layer
    }

    private func view(_ name: String) -> UIView {
        let view = UIView()
        view.layer.name = name
        return view
    }

    @Test func subviewLayersAreSublayersInSubviewOrder() throws {
        // docs/uikit-rules.md 17.4
        let parent = UIView()
        let a = UIView(), b = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        #expect(parent.layer.sublayers?.map(ObjectIdentifier.init) == [a.layer, b.layer].map(ObjectIdentifier.init))
        #expect(a.layer.superlayer === parent.layer)
        parent.exchangeSubview(at: 0, withSubviewAt: 1)
        #expect(parent.layer.sublayers?.map(ObjectIdentifier.init) == [b.layer, a.layer].map(ObjectIdentifier.init))
        a.removeFromSuperview()
        #expect(parent.layer.sublayers?.count == 1)
        #expect(a.layer.superlayer == nil)
    }

    @Test func freeSublayersKeepTheirPlacesAmongSubviewLayers() throws {
        // docs/uikit-rules.md 17.4
        let parent = UIView()
        parent.addSubview(view("a"))
        parent.layer.addSublayer(named("x"))
        #expect(names(parent.layer) == ["a", "x"])
        // A subview added on top goes above the free layer, as addSubview puts it on top.
        let b = view("b")
        parent.addSubview(b)
        #expect(names(parent.layer) == ["a", "x", "b"])
        // A subview inserted below the top goes directly above the subview below it.
        parent.insertSubview(view("c"), aboveSubview: parent.subviews[0])
        #expect(names(parent.layer) == ["a", "c", "x", "b"])
        // Reordering subviews permutes the subview layers within their places.
        parent.sendSubviewToBack(b)
        #expect(names(parent.layer) == ["b", "a", "x", "c"])
        parent.layer.insertSublayer(named("y"), at: 0)
        #expect(names(parent.layer) == ["y", "b", "a", "x", "c"])
    }

    @Test func insertBelowAboveAndReplace() throws {
        // docs/uikit-rules.md 17.4
        let root = CALayer()
        let a = named("a"), b = named("b"), c = named("c")
        root.addSublayer(a)
        root.addSublayer(b)
        root.insertSublayer(c, below: b)
        #expect(names(root) == ["a", "c", "b"])
        root.insertSublayer(a, above: b)
        #expect(names(root) == ["c", "b", "a"])
        let d = named("d")
        root.replaceSublayer(b, with: d)
        #expect(names(root) == ["c", "d", "a"])
        #expect(b.superlayer == nil)
        #expect(d.superlayer === root)
        c.removeFromSuperlayer()
        #expect(names(root) == ["d", "a"])
        root.sublayers = nil
        #expect(root.sublayers == nil)
        #expect(a.superlayer == nil)
    }

    @Test func addingALayerToAnotherLayerMovesIt() throws {
        // docs/uikit-rules.md 17.4
        let one = CALayer(), two = CALayer(), child = named("child")
        one.addSublayer(child)
        two.addSublayer(child)
        #expect(one.sublayers == nil)
        #expect(child.superlayer === two)
    }

    @Test func aViewsLayerMovesItsView() throws {
        // docs/uikit-rules.md 17.4
        let parent = UIView(), child = UIView()
        parent.layer.addSublayer(named("x"))
        parent.layer.insertSublayer(child.layer, at: 0)
        #expect(child.superview === parent)
        #expect(parent.layer.sublayers?.first === child.layer)
        child.layer.removeFromSuperlayer()
        #expect(child.superview == nil)
        // A view's layer cannot go under a layer that is not a view's.
        CALayer().addSublayer(child.layer)
        #expect(child.superview == nil)
    }

    @Test func hitTestFindsTheDeepestLayerAndSkipsHiddenOnes() throws {
        // docs/uikit-rules.md 17.10
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let child = named("child")
        child.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        root.addSublayer(child)
        #expect(root.hitTest(CGPoint(x: 15, y: 15)) === child)
        #expect(root.hitTest(CGPoint(x: 50, y: 50)) === root)
        #expect(root.hitTest(CGPoint(x: 150, y: 50)) == nil)
        child.isHidden = true
        #expect(root.hitTest(CGPoint(x: 15, y: 15)) === root)
        child.isHidden = false
        child.frame = CGRect(x: 90, y: 90, width: 20, height: 20)
        #expect(root.hitTest(CGPoint(x: 105, y: 105)) === child)
        root.masksToBounds = true
        #expect(root.hitTest(CGPoint(x: 105, y: 105)) == nil)
        #expect(child.contains(CGPoint(x: 0, y: 0)))
        #expect(!child.contains(CGPoint(x: 20, y: 20)))
    }

    @Test func convertGoesThroughPositionsAnchorsAndTransforms() throws {
        // docs/uikit-rules.md 17.10
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let a = CALayer()
        a.frame = CGRect(x: 10, y: 20, width: 50, height: 50)
        a.bounds.origin = CGPoint(x: 5, y: 5)
        let b = CALayer()
        b.frame = CGRect(x: 100, y: 100, width: 40, height: 40)
        b.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        root.addSublayer(a)
        root.addSublayer(b)
        #expect(a.convert(CGPoint(x: 5, y: 5), to: root) == CGPoint(x: 10, y: 20))
        #expect(b.convert(CGPoint(x: 0, y: 0), to: root) == CGPoint(x: 80, y: 80))
        #expect(a.convert(CGPoint(x: 5, y: 5), to: b) == CGPoint(x: -35, y: -30))
        #expect(b.convert(CGPoint(x: -35, y: -30), to: a) == CGPoint(x: 5, y: 5))
        #expect(root.convert(CGRect(x: 80, y: 80, width: 80, height: 80), to: b)
                == CGRect(x: 0, y: 0, width: 40, height: 40))
    }
}
