import Foundation
import Testing
@testable import HeadlessUIKit

/// The session-12 techniques of the layout pass and the engine (docs/uikit-rules.md 11.126-11.128), each checked
/// against the behaviour it must not change.
@Suite @MainActor struct FirstSolvePassTests {
    /// root view ⊃ outer ⊃ middle ⊃ inner, at offsets that are not whole points and with a scrolled bounds
    /// origin, on an iPhone 8 in portrait, whose status bar covers the top 20 pt.
    private func nestedViews(in app: ViewTestApp) -> [UIView] {
        let outer = UIView(frame: CGRect(x: 0.1, y: 3.3, width: 200, height: 100))
        outer.bounds.origin = CGPoint(x: 0.7, y: 1.9)
        let middle = UIView(frame: CGRect(x: 0.3, y: 2.2, width: 100, height: 60))
        let inner = UIView(frame: CGRect(x: 0.6, y: 1.1, width: 50, height: 30))
        middle.addSubview(inner)
        outer.addSubview(middle)
        app.rootView.addSubview(outer)
        return [outer, middle, inner]
    }

    // docs/uikit-rules.md 11.126: a view's translation to its window is summed from the window down, each view's
    // offset (its frame's origin less its bounds' origin) added to its superview's translation.
    @Test func aTranslationToTheWindowIsSummedFromTheWindowDown() throws {
        let app = try ViewTestApp()
        let views = nestedViews(in: app)
        app.host.runUntilIdle()
        var expected = CGPoint.zero
        for view in [app.rootView] + views {
            expected = CGPoint(x: expected.x + (view.center.x - view.bounds.width * 0.5 - view.bounds.minX),
                               y: expected.y + (view.center.y - view.bounds.height * 0.5 - view.bounds.minY))
        }
        let rect = views[2].convert(CGRect(x: 1, y: 2, width: 3, height: 4), to: nil)
        #expect(rect == CGRect(x: 1, y: 2, width: 3, height: 4).offsetBy(dx: expected.x, dy: expected.y))
        #expect(abs(expected.y - 4.7) < 1e-9)
        // Between two views of the window: the difference of their translations.
        let middleOrigin = views[1].convert(CGRect.zero, to: nil).origin
        #expect(views[2].convert(CGRect.zero, to: views[1]).origin
                == CGPoint(x: expected.x - middleOrigin.x, y: expected.y - middleOrigin.y))
    }

    // docs/uikit-rules.md 11.126, 11.107: the layout pass hands each view its superview's translation and works the
    // view's safe area out from it in one step; every view is told the insets its `safeAreaInsets` reads (the same
    // bits), at offsets that are not whole points.
    @Test func theLayoutPassTellsTheInsetsTheWalkGives() throws {
        let app = try ViewTestApp()
        let views = nestedViews(in: app)
        app.host.runUntilIdle()
        for view in views { #expect(view.reportedSafeAreaInsets == view.safeAreaInsets) }
        // inner's origin is 4.7 pt below the window's top: 15.3 pt of it under the status bar.
        #expect(abs(views[2].safeAreaInsets.top - 15.3) < 1e-9)
        #expect(views[2].safeAreaInsets.left == 0)

        // Moved and laid out again: the pass tells the new insets.
        views[0].frame.origin.y = 8.45
        views[0].setNeedsLayout()
        views[1].setNeedsLayout()
        views[2].setNeedsLayout()
        app.host.runUntilIdle()
        for view in views { #expect(view.reportedSafeAreaInsets == view.safeAreaInsets) }
        #expect(abs(views[2].safeAreaInsets.top - 10.15) < 1e-9)
    }

    // docs/uikit-rules.md 11.126: below a view with a transform the pass has no translation to hand on, and each
    // safe area is converted as before.
    @Test func belowATransformTheSafeAreaIsConvertedAsBefore() throws {
        let app = try ViewTestApp()
        let views = nestedViews(in: app)
        views[1].transform = CGAffineTransform(translationX: 0, y: 3)
        app.host.runUntilIdle()
        for view in views { #expect(view.reportedSafeAreaInsets == view.safeAreaInsets) }
        // The transform moves middle (and inner with it) 3 pt further down.
        #expect(abs(views[2].safeAreaInsets.top - 12.3) < 1e-9)
    }

    // docs/uikit-rules.md 11.128: a plain `UIView` is known to have no changing content without the casts; UIKit's
    // views with content, and subclasses of them, still are.
    @Test func aPlainViewHasNoChangingContentAndUIKitsContentViewsDo() {
        final class Plain: UIView {}
        final class Caption: UILabel {}
        #expect(!LayoutEngine.hasChangingContent(UIView()))
        #expect(!LayoutEngine.hasChangingContent(Plain()))
        #expect(LayoutEngine.hasChangingContent(UILabel()))
        #expect(LayoutEngine.hasChangingContent(Caption()))
        #expect(LayoutEngine.hasChangingContent(UIImageView()))
        #expect(LayoutEngine.hasChangingContent(UIActivityIndicatorView()))
    }
}
