import Foundation
import Testing
@testable import HeadlessUIKit

/// The translation-only fast path of rect conversion agrees with the general path (docs/uikit-rules.md 4.2, 4.3).
@Suite @MainActor struct ConversionFastPathTests {
    @Test func rectToWindowMatchesPointConversionThroughScrolledViewsAndAScrolledWindow() throws {
        let app = try ViewTestApp()
        app.window.bounds.origin = CGPoint(x: 3, y: 4)
        let outer = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 200))
        outer.bounds.origin = CGPoint(x: 5, y: 7)
        let inner = UIView(frame: CGRect(x: 30, y: 40, width: 50, height: 60))
        outer.addSubview(inner)
        app.rootView.addSubview(outer)
        let rect = inner.convert(inner.bounds, to: nil)
        let corner = inner.convert(CGPoint.zero, to: nil)
        #expect(rect == CGRect(origin: corner, size: CGSize(width: 50, height: 60)))
        #expect(rect == inner.convert(inner.bounds, to: app.window))
        let rotated = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        rotated.addSubview(child)
        app.rootView.addSubview(rotated)
        let viaCorners = child.convert(CGPoint(x: 10, y: 10), to: nil)
        #expect(abs(child.convert(child.bounds, to: nil).maxY - viaCorners.y) < 1e-9 || abs(child.convert(child.bounds, to: nil).minY - viaCorners.y) < 1e-9)
    }
}
