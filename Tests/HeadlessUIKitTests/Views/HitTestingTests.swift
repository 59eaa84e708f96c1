import Foundation
import Testing
@testable import HeadlessUIKit

/// `hitTest(_:with:)` and its skip rules (docs/uikit-rules.md 5.1, 4.6).
///
/// Each test puts `container` at (50, 50, 200, 200) under the root view and `target` at (10, 10, 100, 100) inside
/// it, so window point (100, 100) is target point (40, 40).
@Suite @MainActor struct HitTestingTests {
    private func scene() throws -> (app: ViewTestApp, container: UIView, target: UIView) {
        let app = try ViewTestApp()
        let container = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        let target = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        container.addSubview(target)
        app.show(container)
        return (app, container, target)
    }

    private func hit(_ app: ViewTestApp, _ x: CGFloat, _ y: CGFloat) -> UIView? {
        app.window.hitTest(CGPoint(x: x, y: y), with: nil)
    }

    // docs/uikit-rules.md 5.1: the deepest view containing the point.
    @Test func hitTestReturnsTheDeepestViewContainingThePoint() throws {
        let (app, container, target) = try scene()

        #expect(hit(app, 100, 100) === target)
        #expect(hit(app, 240, 240) === container)
        #expect(hit(app, 10, 10) === app.rootView)
    }

    // docs/uikit-rules.md 5.1: a point outside the receiver's bounds gives nil.
    @Test func hitTestOutsideTheBoundsReturnsNil() throws {
        let (_, container, target) = try scene()

        #expect(target.hitTest(CGPoint(x: 100, y: 50), with: nil) == nil)
        #expect(target.hitTest(CGPoint(x: -1, y: 50), with: nil) == nil)
        #expect(container.hitTest(CGPoint(x: 40, y: 40), with: nil) === target)
    }

    // docs/uikit-rules.md 5.1, 4.6
    @Test func hiddenViewIsSkipped() throws {
        let (app, container, target) = try scene()

        target.isHidden = true

        #expect(hit(app, 100, 100) === container)
    }

    // docs/uikit-rules.md 4.6: hiding a view hides its whole subtree from touches.
    @Test func hiddenAncestorHidesTheSubtree() throws {
        let (app, container, _) = try scene()

        container.isHidden = true

        #expect(hit(app, 100, 100) === app.rootView)
    }

    // docs/uikit-rules.md 5.1
    @Test func interactionDisabledViewIsSkippedWithItsSubtree() throws {
        let (app, container, target) = try scene()

        container.isUserInteractionEnabled = false

        #expect(hit(app, 100, 100) === app.rootView)
        #expect(target.isUserInteractionEnabled)
    }

    // docs/uikit-rules.md 5.1, 4.6: alpha below 0.01 is not hittable.
    @Test func nearlyTransparentViewIsSkipped() throws {
        let (app, container, target) = try scene()

        target.alpha = 0.009

        #expect(hit(app, 100, 100) === container)
    }

    // docs/uikit-rules.md 5.1, 4.6: 0.01 itself is hittable.
    @Test func alphaOfExactlyOneHundredthIsHittable() throws {
        let (app, _, target) = try scene()

        target.alpha = 0.01

        #expect(hit(app, 100, 100) === target)
    }

    // docs/uikit-rules.md 5.1: the part of a subview outside its parent's bounds cannot be hit.
    @Test func subviewPartOutsideItsParentsBoundsCannotBeHit() throws {
        let (app, container, _) = try scene()
        let overhanging = UIView(frame: CGRect(x: 150, y: 150, width: 100, height: 100))
        container.addSubview(overhanging)

        // Window (220, 220) is inside both; window (280, 280) is inside the overhanging view only.
        #expect(hit(app, 220, 220) === overhanging)
        #expect(hit(app, 280, 280) === app.rootView)
    }

    // docs/uikit-rules.md 5.1: overlapping siblings: the front-most (last) wins.
    @Test func frontMostSubviewWins() throws {
        let (app, container, target) = try scene()
        let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        container.addSubview(front)

        let beforeReorder = hit(app, 120, 120)
        container.bringSubviewToFront(target)
        let afterReorder = hit(app, 120, 120)

        #expect(beforeReorder === front)
        #expect(afterReorder === target)
    }

    // docs/uikit-rules.md 5.1: a skipped front view lets the one behind it be hit.
    @Test func skippedFrontViewLetsTheViewBehindBeHit() throws {
        let (app, container, target) = try scene()
        let front = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        container.addSubview(front)

        front.isUserInteractionEnabled = false

        #expect(hit(app, 100, 100) === target)
    }

    // docs/uikit-rules.md 5.1, 4.2: the point is converted into each subview through bounds origin and transform.
    @Test func hitTestConvertsThroughScrolledBounds() throws {
        let (app, container, target) = try scene()

        container.bounds.origin = CGPoint(x: 100, y: 100)

        // The target (container points 10...110) now shows at window 50...60; container point 150 is empty.
        #expect(hit(app, 55, 55) === target)
        #expect(hit(app, 100, 100) === container)
    }

    // docs/uikit-rules.md 5.1, 4.2
    @Test func hitTestConvertsThroughARotation() throws {
        let (app, container, _) = try scene()
        let bar = UIView(frame: CGRect(x: 0, y: 90, width: 200, height: 20))
        container.addSubview(bar)

        bar.transform = CGAffineTransform(rotationAngle: .pi / 2)

        // Turned upright about container (100, 100): now a 20 × 200 bar at container x 90...110, window 140...160.
        #expect(hit(app, 150, 60) === bar)
        #expect(hit(app, 60, 150) !== bar)
    }

    // docs/uikit-rules.md 5.1: hitTest asks point(inside:with:).
    @Test func pointInsideOverrideWidensTheHitArea() throws {
        let (app, container, _) = try scene()
        let wide = ViewWideHitView(frame: CGRect(x: 150, y: 10, width: 20, height: 20))
        container.addSubview(wide)

        #expect(hit(app, 195, 90) === wide)
    }

    // docs/uikit-rules.md 5.1: the real touch path uses the same rules.
    @Test func tapGoesToTheHitViewAndSkipsHiddenOnes() throws {
        let (app, container, target) = try scene()

        let first = try app.tap(100, 100)
        target.isHidden = true
        let second = try app.tap(100, 100)

        #expect(first === target)
        #expect(second === container)
    }
}

/// Which window a touch goes to (docs/uikit-rules.md 3.1, 5.3).
@Suite @MainActor struct WindowHitTests {
    private func extraWindow(level: UIWindow.Level) -> (UIWindow, UIView) {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.windowLevel = level
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(view)
        window.isHidden = false
        return (window, view)
    }

    // docs/uikit-rules.md 3.1: a higher-level window gets the touch, even when the lower one is key and newer.
    @Test func higherLevelWindowGetsTheTouch() throws {
        let app = try ViewTestApp()
        let (alertWindow, alertView) = extraWindow(level: .alert)
        let (normalWindow, _) = extraWindow(level: .normal)
        normalWindow.makeKeyAndVisible()

        let hit = try app.tap(100, 100)

        #expect(hit === alertView)
        #expect(alertWindow.windowLevel > normalWindow.windowLevel)
    }

    // docs/uikit-rules.md 3.1: at equal levels the window shown later is in front.
    @Test func laterWindowAtTheSameLevelGetsTheTouch() throws {
        let app = try ViewTestApp()
        let target = app.show(UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200)))
        let (frontWindow, frontView) = extraWindow(level: .normal)

        let hit = try app.tap(100, 100)

        #expect(hit === frontView)
        #expect(hit !== target)
        #expect(frontWindow.windowLevel == app.window.windowLevel)
    }

    // docs/uikit-rules.md 3.1: makeKeyAndVisible positions the window in front of the others at its level (UIKit
    // documents this for makeKeyAndVisible()).
    @Test func makeKeyAndVisibleBringsTheWindowInFrontOfItsLevel() throws {
        let app = try ViewTestApp()
        let target = app.show(UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200)))
        let (otherWindow, _) = extraWindow(level: .normal)

        app.window.makeKeyAndVisible()
        let hit = try app.tap(100, 100)

        #expect(hit === target)
        #expect(app.host.windows == [otherWindow, app.window])
    }

    // docs/uikit-rules.md 3.1: makeKeyAndVisible does not lift a window above a higher level.
    @Test func makeKeyAndVisibleKeepsHigherLevelWindowsInFront() throws {
        let app = try ViewTestApp()
        let (alertWindow, alertView) = extraWindow(level: .alert)

        app.window.makeKeyAndVisible()
        let hit = try app.tap(100, 100)

        #expect(hit === alertView)
        #expect(app.host.windows == [app.window, alertWindow])
    }

    // docs/uikit-rules.md 3.1: a hidden window takes no touches.
    @Test func hiddenWindowIsSkipped() throws {
        let app = try ViewTestApp()
        let target = app.show(UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200)))
        let (alertWindow, _) = extraWindow(level: .alert)

        alertWindow.isHidden = true
        let hit = try app.tap(100, 100)

        #expect(hit === target)
    }

    // docs/uikit-rules.md 3.1, 5.1: windows are hit-tested front to back like views: a front window that takes no
    // touches lets them through to the window behind (the usual way to make a pass-through overlay).
    @Test func frontWindowWithInteractionDisabledLetsTouchesThrough() throws {
        let app = try ViewTestApp()
        let target = app.show(UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200)))
        let (overlay, _) = extraWindow(level: .alert)

        overlay.isUserInteractionEnabled = false
        let hit = try app.tap(100, 100)

        #expect(hit === target)
    }

    // docs/uikit-rules.md 3.1, 5.1: a window whose hitTest returns nil for a point lets that touch through; where it
    // returns a view, that view gets the touch.
    @Test func frontWindowWhoseHitTestReturnsNilLetsThatTouchThrough() throws {
        let app = try ViewTestApp()
        let target = app.show(UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 400)))
        let overlay = ViewPassThroughWindow(frame: UIScreen.main.bounds)
        overlay.windowLevel = .alert
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        overlay.addSubview(badge)
        overlay.isHidden = false

        let onBadge = try app.tap(25, 25)
        let besideBadge = try app.tap(100, 100)

        #expect(onBadge === badge)
        #expect(besideBadge === target)
    }

    // docs/uikit-rules.md 3.1: a touch outside a smaller front window goes to the window behind it.
    @Test func touchOutsideASmallFrontWindowGoesToTheWindowBehind() throws {
        let app = try ViewTestApp()
        let target = app.show(UIView(frame: CGRect(x: 0, y: 300, width: 200, height: 200)))
        let small = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        small.windowLevel = .alert
        small.isHidden = false

        let inside = try app.tap(100, 100)
        let outside = try app.tap(100, 400)

        #expect(inside === small)
        #expect(outside === target)
    }
}

/// Touch locations in a window that does not sit at the screen's origin (docs/uikit-rules.md 4.3, 5.2).
@Suite @MainActor struct OffsetWindowTouchTests {
    // docs/uikit-rules.md 5.2: host points are screen points; the touch is located in its window's coordinates.
    @Test func touchInAnOffsetWindowIsLocatedInThatWindowsCoordinates() throws {
        let app = try ViewTestApp()
        let window = UIWindow(frame: CGRect(x: 100, y: 200, width: 100, height: 100))
        window.windowLevel = .alert
        let pad = ViewTouchSamplingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(pad)
        window.isHidden = false

        try app.host.send([ViewTouch.began(1, 150, 250)])
        try app.host.send([ViewTouch.moved(1, 160, 270)])

        #expect(pad.samples.map(\.location) == [CGPoint(x: 50, y: 50), CGPoint(x: 60, y: 70)])
        #expect(app.host.activeTouches.first?.location(in: nil) == CGPoint(x: 60, y: 70))
    }
}

/// A window that takes touches only on its subviews, as overlay windows do.
final class ViewPassThroughWindow: UIWindow {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}

/// Accepts touches up to 50 pt outside its bounds.
final class ViewWideHitView: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -50, dy: -50).contains(point)
    }
}
