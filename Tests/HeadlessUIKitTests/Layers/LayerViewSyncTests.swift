import Foundation
import Testing
@testable import HeadlessUIKit

/// A view's layer and the view kept in step (docs/uikit-rules.md 17.1-17.3, 17.5, 17.6, 17.8).
@Suite @MainActor struct LayerViewSyncTests {
    @Test func aViewHasNoLayerUntilOneIsAskedForAndThenAlwaysTheSameOne() throws {
        // docs/uikit-rules.md 17.1
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view._layer == nil)
        let layer = view.layer
        #expect(view.layer === layer)
        #expect(layer.delegate === view)
    }

    @Test func layerClassChoosesTheClassOfTheLayer() throws {
        // docs/uikit-rules.md 17.1
        final class GradientView: UIView {
            override class var layerClass: AnyClass { CAGradientLayer.self }
        }
        #expect(GradientView().layer is CAGradientLayer)
    }

    @Test func geometryReadsAndWritesThroughToTheView() throws {
        // docs/uikit-rules.md 17.2
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        let layer = view.layer
        #expect(layer.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(layer.position == CGPoint(x: 60, y: 45))
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 30)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 40, height: 30))
        layer.position = CGPoint(x: 100, y: 100)
        #expect(view.center == CGPoint(x: 100, y: 100))
        layer.bounds = CGRect(x: 5, y: 5, width: 20, height: 20)
        #expect(view.bounds == CGRect(x: 5, y: 5, width: 20, height: 20))
        view.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(layer.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func changingTheAnchorPointKeepsThePositionAndMovesTheFrame() throws {
        // docs/uikit-rules.md 17.3
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.layer.anchorPoint = CGPoint(x: 0, y: 0)
        #expect(view.layer.position == CGPoint(x: 50, y: 25))
        #expect(view.center == CGPoint(x: 50, y: 25))
        #expect(view.frame == CGRect(x: 50, y: 25, width: 100, height: 50))
        // Setting the frame puts the anchor at the frame's corner.
        view.frame = CGRect(x: 10, y: 10, width: 100, height: 50)
        #expect(view.center == CGPoint(x: 10, y: 10))
    }

    @Test func theTransformTurnsAboutTheAnchorPointAndConversionFollows() throws {
        // docs/uikit-rules.md 17.3
        let app = try ViewTestApp()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        app.rootView.addSubview(view)
        view.layer.anchorPoint = .zero
        view.layer.position = CGPoint(x: 10, y: 10)
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.frame == CGRect(x: 10, y: 10, width: 200, height: 100))
        #expect(view.convert(CGPoint(x: 5, y: 5), to: app.rootView) == CGPoint(x: 20, y: 20))
        #expect(view.convert(CGPoint(x: 20, y: 20), from: app.rootView) == CGPoint(x: 5, y: 5))
        #expect(view.layer.convert(CGPoint(x: 5, y: 5), to: app.rootView.layer) == CGPoint(x: 20, y: 20))
    }

    @Test func opacityHiddenMasksAndBackgroundAreTheViewsOwn() throws {
        // docs/uikit-rules.md 17.2, 17.8
        let view = UIView()
        let layer = view.layer
        view.alpha = 0.5
        #expect(layer.opacity == 0.5)
        layer.opacity = 0.25
        #expect(view.alpha == 0.25)
        layer.opacity = 3
        #expect(view.alpha == 1)
        view.isHidden = true
        #expect(layer.isHidden)
        layer.isHidden = false
        #expect(!view.isHidden)
        layer.masksToBounds = true
        #expect(view.clipsToBounds)
        view.clipsToBounds = false
        #expect(!layer.masksToBounds)
        view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(layer.backgroundColor == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        layer.backgroundColor = CGColor(gray: 0.5, alpha: 1)
        #expect(view.backgroundColor == UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
        layer.backgroundColor = nil
        #expect(view.backgroundColor == nil)
    }

    @Test func aDynamicBackgroundResolvesWithTheViewsTraits() throws {
        // docs/uikit-rules.md 17.8
        let app = try ViewTestApp()
        let view = UIView()
        app.rootView.addSubview(view)
        view.overrideUserInterfaceStyle = .dark
        view.backgroundColor = UIColor(light: .white, dark: .black)
        #expect(view.layer.backgroundColor == CGColor(red: 0, green: 0, blue: 0, alpha: 1))
    }

    @Test func layerOnlyPropertiesHaveCoreAnimationsDefaults() throws {
        // docs/uikit-rules.md 17.5
        let layer = CALayer()
        #expect(layer.cornerRadius == 0)
        #expect(layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner,
                                        .layerMaxXMaxYCorner])
        #expect(layer.cornerCurve == .circular)
        #expect(layer.borderWidth == 0)
        #expect(layer.borderColor == CGColor(gray: 0, alpha: 1))
        #expect(layer.shadowOpacity == 0)
        #expect(layer.shadowOffset == CGSize(width: 0, height: -3))
        #expect(layer.shadowRadius == 3)
        #expect(layer.shadowColor == CGColor(gray: 0, alpha: 1))
        #expect(layer.shadowPath == nil)
        #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(layer.opacity == 1)
        #expect(layer.contentsScale == 1)
        #expect(!layer.hasCustomAppearance)
        layer.cornerRadius = 8
        #expect(layer.hasCustomAppearance)
    }

    @Test func aViewsLayerHasTheScreensContentsScale() throws {
        // docs/uikit-rules.md 17.5
        let app = try ViewTestApp()
        #expect(app.rootView.layer.contentsScale == UIScreen.main.scale)
    }

    @Test func theLayerTransformsAffinePartDrivesTheView() throws {
        // docs/uikit-rules.md 17.6
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var t = CATransform3DMakeScale(2, 3, 4)
        t.m34 = -1 / 500
        view.layer.transform = t
        #expect(view.transform == CGAffineTransform(scaleX: 2, y: 3))
        #expect(view.layer.transform == t)
        view.transform = CGAffineTransform(translationX: 5, y: 0)
        #expect(view.layer.transform == CATransform3DMakeTranslation(5, 0, 0))
        view.layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi))
        #expect(view.transform == CGAffineTransform(rotationAngle: .pi))
        #expect(view.layer.affineTransform() == CGAffineTransform(rotationAngle: .pi))
    }

    @Test func aFreeLayerKeepsItsOwnGeometry() throws {
        // docs/uikit-rules.md 17.3
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 10, width: 100, height: 40)
        #expect(layer.position == CGPoint(x: 60, y: 30))
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 40))
        layer.anchorPoint = CGPoint(x: 1, y: 1)
        #expect(layer.frame == CGRect(x: -40, y: -10, width: 100, height: 40))
        layer.transform = CATransform3DMakeScale(0.5, 0.5, 1)
        #expect(layer.frame == CGRect(x: 10, y: 10, width: 50, height: 20))
    }

    @Test func layoutAndDisplayRequestsReachTheView() throws {
        // docs/uikit-rules.md 17.9
        let app = try ViewTestApp()
        let view = app.show(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        #expect(!view.layer.needsLayout())
        view.layer.setNeedsLayout()
        #expect(view.needsLayout)
        view.layer.layoutIfNeeded()
        #expect(!view.needsLayout)
        view.layer.setNeedsDisplay()
        #expect(view.pendingDisplayRect != nil)
    }

    @Test func aFreeLayerLaysOutThroughItsDelegateWhenAsked() throws {
        // docs/uikit-rules.md 17.9
        final class Delegate: CALayerDelegate {
            var laidOut = 0
            func layoutSublayers(of layer: CALayer) { laidOut += 1 }
        }
        let delegate = Delegate()
        let layer = CALayer()
        layer.delegate = delegate
        layer.layoutIfNeeded()
        #expect(delegate.laidOut == 0)
        layer.setNeedsLayout()
        #expect(layer.needsLayout())
        layer.layoutIfNeeded()
        #expect(delegate.laidOut == 1)
        #expect(!layer.needsLayout())
    }

    @Test func aLayerOutlivingItsViewKeepsWorking() throws {
        // docs/uikit-rules.md 17.1
        var view: UIView? = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let layer = view!.layer
        view = nil
        #expect(layer.delegate == nil)
        layer.cornerRadius = 3
        _ = layer.frame
        #expect(layer.sublayers == nil)
    }
}
