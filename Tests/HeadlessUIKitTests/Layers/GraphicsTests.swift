import Foundation
import Testing
@testable import HeadlessUIKit

/// CGColor, the transform, the special layers, transactions and image renderers (docs/uikit-rules.md 17.6-17.8,
/// 17.12, 17.16-17.18).
@Suite @MainActor struct GraphicsTests {
    @Test func cgColorComponentsAlphaAndCopies() {
        // docs/uikit-rules.md 17.7
        let color = CGColor(red: 1, green: 0.5, blue: 2, alpha: 0.5)
        #expect(color.components == [1, 0.5, 1, 0.5])
        #expect(color.numberOfComponents == 4)
        #expect(color.alpha == 0.5)
        #expect(color.colorSpace == .sRGB)
        #expect(color.copy(alpha: 1) == CGColor(red: 1, green: 0.5, blue: 1, alpha: 1))
        #expect(CGColor(gray: 0.2, alpha: 1).components == [0.2, 1])
    }

    @Test func uiColorCGColorResolvesDynamicColoursWithTheCurrentTraits() throws {
        // docs/uikit-rules.md 17.8
        _ = try ViewTestApp()
        let color = UIColor(light: .white, dark: .black)
        #expect(color.cgColor == CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
            #expect(color.cgColor == CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        }
        #expect(UIColor(cgColor: CGColor(gray: 0.25, alpha: 0.5)) == UIColor(white: 0.25, alpha: 0.5))
    }

    @Test func transform3DBasics() {
        // docs/uikit-rules.md 17.6
        let t = CATransform3DMakeTranslation(1, 2, 3)
        #expect(t.m41 == 1 && t.m42 == 2 && t.m43 == 3)
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        let s = CATransform3DMakeScale(2, 2, 1)
        // Concat applies the first, then the second.
        #expect(CATransform3DGetAffineTransform(CATransform3DConcat(t, s))
                == CGAffineTransform(translationX: 1, y: 2).concatenating(CGAffineTransform(scaleX: 2, y: 2)))
        let inverse = CATransform3DInvert(CATransform3DConcat(t, s))
        let back = CATransform3DConcat(CATransform3DConcat(t, s), inverse)
        #expect(abs(back.m11 - 1) < 1e-12 && abs(back.m41) < 1e-12 && abs(back.m43) < 1e-12)
        let rotation = CATransform3DMakeRotation(.pi / 3, 0, 0, 1)
        let affine = CGAffineTransform(rotationAngle: .pi / 3)
        let got = CATransform3DGetAffineTransform(rotation)
        #expect(abs(got.a - affine.a) < 1e-12 && abs(got.b - affine.b) < 1e-12 && abs(got.c - affine.c) < 1e-12)
        #expect(rotation.isAffine)
        #expect(!CATransform3DMakeRotation(.pi / 3, 0, 1, 0).isAffine)
        #expect(CATransform3DMakeAffineTransform(affine) == CATransform3DMakeAffineTransform(affine))
        #expect(CATransform3DMakeRotation(1, 0, 0, 0) == .identity)
        // A singular matrix comes back unchanged.
        #expect(CATransform3DInvert(CATransform3DMakeScale(0, 1, 1)) == CATransform3DMakeScale(0, 1, 1))
    }

    @Test func gradientShapeAndTextLayerDefaults() {
        // docs/uikit-rules.md 17.12
        let gradient = CAGradientLayer()
        #expect(gradient.startPoint == CGPoint(x: 0.5, y: 0))
        #expect(gradient.endPoint == CGPoint(x: 0.5, y: 1))
        #expect(gradient.type == .axial)
        #expect(gradient.colors == nil && gradient.locations == nil)
        gradient.colors = [CGColor.white, CGColor.black]
        #expect(gradient.cgColors == [.white, .black])
        let shape = CAShapeLayer()
        #expect(shape.fillColor == .black)
        #expect(shape.strokeColor == nil)
        #expect(shape.lineWidth == 1)
        #expect(shape.strokeStart == 0 && shape.strokeEnd == 1)
        #expect(shape.fillRule == .nonZero && shape.lineCap == .butt && shape.lineJoin == .miter)
        #expect(shape.lineDashPattern == nil && shape.lineDashPhase == 0 && shape.miterLimit == 10)
        let text = CATextLayer()
        #expect(text.fontSize == 36 && text.foregroundColor == .white && !text.isWrapped)
    }

    @Test func aShapeLayerRecordsItsFillThenItsStroke() {
        // docs/uikit-rules.md 17.12, 17.17
        let shape = CAShapeLayer()
        shape.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        shape.strokeColor = .white
        shape.lineWidth = 2
        let context = CGContext(size: CGSize(width: 10, height: 10))
        shape.draw(in: context)
        #expect(context.commands.count == 2)
        guard case .fill(_, .winding, let fill, _) = context.commands[0],
              case .stroke(_, let style, let stroke, _) = context.commands[1] else {
            Issue.record("unexpected commands \(context.commands)")
            return
        }
        #expect(fill == .black && stroke == .white && style.lineWidth == 2)
    }

    @Test func transactionCompletionRunsOnTheRunLoopAfterTheOutermostCommit() throws {
        // docs/uikit-rules.md 17.16
        let app = try ViewTestApp()
        var log: [String] = []
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        #expect(CATransaction.animationDuration() == 1)
        CATransaction.setDisableActions(true)
        CATransaction.setCompletionBlock { log.append("outer") }
        CATransaction.begin()
        #expect(CATransaction.disableActions())
        CATransaction.setCompletionBlock { log.append("inner") }
        CATransaction.commit()
        app.host.runUntilIdle()
        #expect(log.isEmpty)
        CATransaction.commit()
        #expect(log.isEmpty)
        app.host.runUntilIdle()
        #expect(log == ["inner", "outer"])
        #expect(CATransaction.animationDuration() == 0.25)
    }

    @Test func anImplicitTransactionCommitsAtTheEndOfTheTurn() throws {
        // docs/uikit-rules.md 17.16
        let app = try ViewTestApp()
        var ran = false
        CATransaction.setCompletionBlock { ran = true }
        #expect(!ran)
        app.host.runUntilIdle()
        #expect(ran)
        CATransaction.begin()
        CATransaction.commit()
    }

    @Test func rendererImagesHaveTheRendererSizeAndScale() throws {
        // docs/uikit-rules.md 17.18
        _ = try ViewTestApp()
        let format = UIGraphicsImageRendererFormat()
        #expect(format.scale == UIScreen.main.scale)
        format.scale = 3
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: format)
        let image = renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 20))
            #expect(UIGraphicsGetCurrentContext() === context.cgContext)
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10)).stroke()
        }
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(image.size == CGSize(width: 40, height: 20))
        #expect(image.scale == 3)
        #expect(image.drawing?.count == 4)
        guard case .fill(_, _, let color, _) = image.drawing?.first else {
            Issue.record("no fill")
            return
        }
        #expect(color == UIColor.red.cgColor)
    }

    @Test func imageContextFunctionsUseTheScreenScaleForZero() throws {
        // docs/uikit-rules.md 17.18
        _ = try ViewTestApp()
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 5), false, 0)
        UIGraphicsGetCurrentContext()?.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(image?.size == CGSize(width: 10, height: 5))
        #expect(image?.scale == UIScreen.main.scale)
        #expect(image?.drawing?.count == 1)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func contextStateIsSavedAndRestored() {
        // docs/uikit-rules.md 17.17
        let context = CGContext(size: CGSize(width: 10, height: 10), scale: 2)
        context.setFillColor(.white)
        context.saveGState()
        context.translateBy(x: 5, y: 0)
        context.setFillColor(.black)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.restoreGState()
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        guard case .fill(_, _, let first, let t1) = context.commands[1],
              case .fill(_, _, let second, let t2) = context.commands[3] else {
            Issue.record("unexpected commands")
            return
        }
        #expect(first == .black && t1 == CGAffineTransform(translationX: 5, y: 0))
        #expect(second == .white && t2 == .identity)
        context.restoreGState()
        #expect(context.commands.count == 4)
    }
}

/// Bitmaps' sizes (docs/uikit-rules.md 17.24).
@Suite @MainActor struct CGImageTests {
    @Test func aRenderedImagesBitmapIsItsSizeTimesItsScale() throws {
        // docs/uikit-rules.md 17.24
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10.5, height: 20), format: format).image { context in
            context.cgContext.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        let bitmap = try #require(image.cgImage)
        #expect(bitmap.width == 32 && bitmap.height == 60)
        #expect(bitmap.drawing?.count == 1)
        let back = UIImage(cgImage: bitmap, scale: 2, orientation: .up)
        #expect(back.size == CGSize(width: 16, height: 30))
        let context = CGContext(size: CGSize(width: 4, height: 4), scale: 2)
        context.draw(bitmap, in: CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(context.makeImage()?.width == 8)
        #expect(context.commands.count == 1)
    }
}
