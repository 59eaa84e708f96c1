import Foundation
import Testing
@testable import HeadlessUIKit

/// CGPath, CGMutablePath and UIBezierPath geometry (docs/uikit-rules.md 17.13-17.15).
@Suite @MainActor struct PathTests {
    private func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
        abs(a.minX - b.minX) < tolerance && abs(a.minY - b.minY) < tolerance
            && abs(a.width - b.width) < tolerance && abs(a.height - b.height) < tolerance
    }

    @Test func anEmptyPathHasNullBoxesAndNoCurrentPoint() {
        // docs/uikit-rules.md 17.13
        let path = CGMutablePath()
        #expect(path.isEmpty)
        #expect(path.boundingBox.isNull)
        #expect(path.boundingBoxOfPath.isNull)
        #expect(path.currentPoint == .zero)
        path.addLine(to: CGPoint(x: 5, y: 5))
        #expect(path.isEmpty)
    }

    @Test func aRectIsOneClosedSubpathFromItsTopLeftCorner() {
        // docs/uikit-rules.md 17.13
        let path = CGMutablePath()
        path.addRect(CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(path.elements == [
            .moveToPoint(CGPoint(x: 10, y: 20)), .addLineToPoint(CGPoint(x: 40, y: 20)),
            .addLineToPoint(CGPoint(x: 40, y: 60)), .addLineToPoint(CGPoint(x: 10, y: 60)), .closeSubpath,
        ])
        #expect(path.boundingBox == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(path.currentPoint == CGPoint(x: 10, y: 20))
    }

    @Test func aCurvesBoundingBoxIncludesControlPointsAndItsPathBoxIsTight() {
        // docs/uikit-rules.md 17.14
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 100))
        // The quadratic's peak at t = 0.5 is half way to the control point.
        #expect(path.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 100, height: 50))
        let cubic = CGMutablePath()
        cubic.move(to: CGPoint(x: 0, y: 0))
        cubic.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        #expect(cubic.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 100))
        // B(0.5).y = 3/8 * 100 + 3/8 * 100 = 75.
        #expect(close(cubic.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 100, height: 75)))
    }

    @Test func anEllipseIsFourQuarterCurvesWithTheRectAsItsTightBox() {
        // docs/uikit-rules.md 17.13, 17.14
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(path.elements.count == 6)
        #expect(path.elements.first == .moveToPoint(CGPoint(x: 100, y: 25)))
        #expect(close(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 100, height: 50)))
        #expect(close(path.boundingBox, CGRect(x: 0, y: 0, width: 100, height: 50)))
        #expect(path.contains(CGPoint(x: 50, y: 25)))
        #expect(!path.contains(CGPoint(x: 2, y: 2)))
    }

    @Test func arcSweepsFollowCoreGraphicsClockwise() {
        // docs/uikit-rules.md 17.13
        // Counterclockwise in Core Graphics' sense: from 0 to π/2, through positive y.
        let quarter = CGMutablePath()
        quarter.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(close(quarter.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 10, height: 10)))
        #expect(quarter.elements.count == 2)
        // Clockwise the other way round: three quarters of the circle.
        let most = CGMutablePath()
        most.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(close(most.boundingBoxOfPath, CGRect(x: -10, y: -10, width: 20, height: 20)))
        #expect(most.elements.count == 4)
        // A line joins the current point to the arc's start.
        let joined = CGMutablePath()
        joined.move(to: CGPoint(x: -20, y: 0))
        joined.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
        #expect(joined.elements[1] == .addLineToPoint(CGPoint(x: 10, y: 0)))
        #expect(abs(joined.currentPoint.x + 10) < 1e-9)
    }

    @Test func aSemicircleHasItsTightBoxAtTheCircle() {
        // docs/uikit-rules.md 17.14
        let path = CGMutablePath()
        path.addArc(center: CGPoint(x: 50, y: 50), radius: 20, startAngle: .pi / 4, endAngle: .pi * 5 / 4,
                    clockwise: false)
        let box = path.boundingBoxOfPath
        // The arc from 45° to 225° reaches the bottom (90°) and the left (180°) of the circle.
        #expect(abs(box.maxY - 70) < 1e-3)
        #expect(abs(box.minX - 30) < 1e-3)
        // And ends at its start and end points on the other sides.
        #expect(abs(box.maxX - (50 + 20 * cos(CGFloat.pi / 4))) < 1e-9)
    }

    @Test func containsUsesTheWindingOrEvenOddRule() {
        // docs/uikit-rules.md 17.13
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        path.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        #expect(path.contains(CGPoint(x: 50, y: 50), using: .winding))
        #expect(!path.contains(CGPoint(x: 50, y: 50), using: .evenOdd))
        #expect(path.contains(CGPoint(x: 10, y: 10), using: .evenOdd))
        #expect(!path.contains(CGPoint(x: 150, y: 50)))
        // An open subpath counts as closed.
        let open = CGMutablePath()
        open.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)])
        #expect(open.contains(CGPoint(x: 8, y: 2)))
        #expect(!open.contains(CGPoint(x: 2, y: 8)))
    }

    @Test func transformsApplyToTheAddedPoints() {
        // docs/uikit-rules.md 17.13
        var t = CGAffineTransform(translationX: 10, y: 0)
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5), transform: &t)
        #expect(path.boundingBox == CGRect(x: 10, y: 0, width: 5, height: 5))
        #expect(path.contains(CGPoint(x: 1, y: 1), transform: CGAffineTransform(scaleX: 0.1, y: 1)))
    }

    @Test func bezierPathBoundsIncludeControlPointsAndClockwiseIsOnScreen() {
        // docs/uikit-rules.md 17.15
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addQuadCurve(to: CGPoint(x: 100, y: 0), controlPoint: CGPoint(x: 50, y: 100))
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 100, height: 100))
        // On screen, clockwise from 0 to π/2 goes through +y (down): a quarter circle.
        let arc = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(close(arc.cgPath.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 10, height: 10)))
        #expect(arc.lineWidth == 1)
        #expect(!arc.usesEvenOddFillRule)
    }

    @Test func bezierPathShapes() {
        // docs/uikit-rules.md 17.15
        let rect = CGRect(x: 10, y: 10, width: 100, height: 60)
        #expect(UIBezierPath(rect: rect).bounds == rect)
        #expect(close(UIBezierPath(ovalIn: rect).bounds, rect))
        let rounded = UIBezierPath(roundedRect: rect, cornerRadius: 10)
        #expect(close(rounded.bounds, rect))
        #expect(!rounded.contains(CGPoint(x: 11, y: 11)))
        #expect(rounded.contains(CGPoint(x: 20, y: 20)))
        let oneCorner = UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft],
                                     cornerRadii: CGSize(width: 20, height: 20))
        #expect(close(oneCorner.bounds, rect))
        #expect(!oneCorner.contains(CGPoint(x: 11, y: 11)))
        #expect(oneCorner.contains(CGPoint(x: 109, y: 11)))
        let combined = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        combined.append(UIBezierPath(rect: CGRect(x: 20, y: 20, width: 10, height: 10)))
        #expect(combined.bounds == CGRect(x: 0, y: 0, width: 30, height: 30))
        combined.apply(CGAffineTransform(scaleX: 2, y: 2))
        #expect(combined.bounds == CGRect(x: 0, y: 0, width: 60, height: 60))
        #expect(UIBezierPath(cgPath: combined.cgPath).bounds == combined.bounds)
    }
}

/// Tangent and relative arcs (docs/uikit-rules.md 17.13).
@Suite @MainActor struct TangentArcTests {
    @Test func aTangentArcRoundsTheCornerWithTheRadius() {
        // docs/uikit-rules.md 17.13
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 10)
        // A line to (90, 0), then a quarter turn about (90, 10) ending at (100, 10).
        #expect(path.elements[1] == .addLineToPoint(CGPoint(x: 90, y: 0)))
        #expect(abs(path.currentPoint.x - 100) < 1e-9 && abs(path.currentPoint.y - 10) < 1e-9)
        let box = path.boundingBoxOfPath
        #expect(abs(box.maxX - 100) < 1e-9 && abs(box.maxY - 10) < 1e-9)
        // Points in a line give a line to the first tangent end.
        let straight = CGMutablePath()
        straight.move(to: .zero)
        straight.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 20, y: 0), radius: 5)
        #expect(straight.elements.last == .addLineToPoint(CGPoint(x: 10, y: 0)))
    }

    @Test func aRelativeArcSweepsByDelta() {
        // docs/uikit-rules.md 17.13
        let path = CGMutablePath()
        path.addRelativeArc(center: .zero, radius: 10, startAngle: 0, delta: -.pi / 2)
        #expect(abs(path.currentPoint.y + 10) < 1e-9)
        let box = path.boundingBoxOfPath
        #expect(abs(box.minY + 10) < 1e-9 && abs(box.maxX - 10) < 1e-9 && abs(box.minX) < 1e-9)
    }
}
