import Foundation
import Testing
@testable import HeadlessUIKit

/// Block animations on the host's virtual clock (docs/uikit-rules.md 4.9).
@Suite @MainActor struct AnimationTests {
    /// Completion results with the host time they arrived at, e.g. "true@0.5".
    @MainActor final class Completions {
        var log: [String] = []
        let host: HeadlessHost
        init(_ host: HeadlessHost) { self.host = host }
        func record(_ name: String = "") -> (Bool) -> Void {
            { [self] finished in log.append("\(name)\(finished)@\(host.clock.now)") }
        }
    }

    private func launchedView() throws -> (ViewTestApp, UIView) {
        let app = try ViewTestApp()
        let view = app.show(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        return (app, view)
    }

    // docs/uikit-rules.md 4.9: model values change at once.
    @Test func animatedChangesApplyToTheModelAtOnce() throws {
        let (_, view) = try launchedView()

        UIView.animate(withDuration: 0.5) {
            view.center = CGPoint(x: 200, y: 300)
            view.alpha = 0.5
        }

        #expect(view.center == CGPoint(x: 200, y: 300))
        #expect(view.frame == CGRect(x: 150, y: 250, width: 100, height: 100))
        #expect(view.alpha == 0.5)
    }

    // docs/uikit-rules.md 4.9: the completion runs with true when the clock passes the end, not before.
    @Test func completionRunsWithTrueWhenTheClockReachesTheEnd() throws {
        let (app, view) = try launchedView()
        let completions = Completions(app.host)

        UIView.animate(withDuration: 0.5, animations: { view.center = CGPoint(x: 200, y: 300) },
                       completion: completions.record())
        app.host.advance(by: 0.25)
        let halfway = completions.log
        app.host.advance(by: 0.25)

        #expect(halfway == [])
        #expect(completions.log == ["true@0.5"])
    }

    // docs/uikit-rules.md 4.9: the delay counts towards the end.
    @Test func completionWaitsForDelayPlusDuration() throws {
        let (app, view) = try launchedView()
        let completions = Completions(app.host)

        UIView.animate(withDuration: 0.5, delay: 0.25, options: [], animations: { view.alpha = 0 },
                       completion: completions.record())
        app.host.advance(by: 0.5)
        let afterDuration = completions.log
        app.host.advance(by: 0.5)

        #expect(afterDuration == [])
        #expect(completions.log == ["true@0.75"])
    }

    // docs/uikit-rules.md 2.4, 4.9: waiting for idle fast-forwards through a running animation.
    @Test func runUntilIdleFinishesTheAnimation() throws {
        let (app, view) = try launchedView()
        let completions = Completions(app.host)

        UIView.animate(withDuration: 2, animations: { view.center = .zero }, completion: completions.record())
        let report = app.host.runUntilIdle()

        #expect(report.idle)
        #expect(completions.log == ["true@2.0"])
    }

    // docs/uikit-rules.md 4.9: a later animation of the same property interrupts the first: false, at once.
    @Test func laterAnimationOfTheSamePropertyInterruptsTheFirst() throws {
        let (app, view) = try launchedView()
        let completions = Completions(app.host)
        UIView.animate(withDuration: 1, animations: { view.center = CGPoint(x: 10, y: 10) },
                       completion: completions.record("first:"))
        app.host.advance(by: 0.25)

        UIView.animate(withDuration: 1, animations: { view.center = CGPoint(x: 20, y: 20) },
                       completion: completions.record("second:"))
        app.host.advance(by: 0)
        let afterInterruption = completions.log
        app.host.advance(by: 1)

        #expect(afterInterruption == ["first:false@0.25"])
        #expect(completions.log == ["first:false@0.25", "second:true@1.25"])
        #expect(view.center == CGPoint(x: 20, y: 20))
    }

    // docs/uikit-rules.md 4.9: animations of different properties do not interrupt each other.
    @Test func animationOfAnotherPropertyDoesNotInterrupt() throws {
        let (app, view) = try launchedView()
        let completions = Completions(app.host)
        UIView.animate(withDuration: 1, animations: { view.center = CGPoint(x: 10, y: 10) },
                       completion: completions.record("center:"))

        UIView.animate(withDuration: 0.5, animations: { view.alpha = 0.5 }, completion: completions.record("alpha:"))
        app.host.advance(by: 1)

        #expect(completions.log == ["alpha:true@0.5", "center:true@1.0"])
    }

    // docs/uikit-rules.md 4.9: removing a view's animations ends them with false.
    @Test func removingAnimationsCompletesWithFalse() throws {
        let (app, view) = try launchedView()
        let completions = Completions(app.host)
        UIView.animate(withDuration: 1, animations: { view.center = .zero }, completion: completions.record())

        view.removeAllAnimations()
        app.host.advance(by: 0)

        #expect(completions.log == ["false@0.0"])
    }

    // docs/uikit-rules.md 4.9: a nested block joins the outermost and takes its duration.
    @Test func nestedBlockCommitsWithTheOutermostAndInheritsItsDuration() throws {
        let (app, view) = try launchedView()
        let other = app.show(UIView())
        let completions = Completions(app.host)
        var inheritedInside: TimeInterval = -1

        UIView.animate(withDuration: 1, animations: {
            view.center = .zero
            UIView.animate(withDuration: 0.25, animations: {
                inheritedInside = UIView.inheritedAnimationDuration
                other.alpha = 0
            }, completion: completions.record("inner:"))
        }, completion: completions.record("outer:"))
        app.host.advance(by: 0.5)
        let halfway = completions.log
        app.host.advance(by: 0.5)

        #expect(inheritedInside == 1)
        #expect(halfway == [])
        #expect(completions.log == ["inner:true@1.0", "outer:true@1.0"])
    }

    // Documented runtime choice: .overrideInheritedDuration keeps the nested block's own duration.
    @Test func nestedBlockWithOverrideInheritedDurationKeepsItsOwn() throws {
        let (app, view) = try launchedView()
        let other = app.show(UIView())
        let completions = Completions(app.host)

        UIView.animate(withDuration: 1, delay: 0, options: [], animations: {
            view.center = .zero
            UIView.animate(withDuration: 0.25, delay: 0, options: [.overrideInheritedDuration],
                           animations: { other.alpha = 0 }, completion: completions.record("inner:"))
        }, completion: completions.record("outer:"))
        app.host.advance(by: 1)

        #expect(completions.log == ["inner:true@0.25", "outer:true@1.0"])
    }

    // docs/uikit-rules.md 4.9: performWithoutAnimation inside a block: the change is not animated, so the block has
    // nothing running and completes on the next turn.
    @Test func performWithoutAnimationInsideABlockAnimatesNothing() throws {
        let (app, view) = try launchedView()
        let completions = Completions(app.host)

        UIView.animate(withDuration: 1, animations: {
            UIView.performWithoutAnimation { view.center = CGPoint(x: 5, y: 5) }
        }, completion: completions.record())
        app.host.advance(by: 0)

        #expect(view.center == CGPoint(x: 5, y: 5))
        #expect(completions.log == ["true@0.0"])
    }

    // docs/uikit-rules.md 4.9: changes outside performWithoutAnimation in the same block still animate.
    @Test func changesBesidePerformWithoutAnimationStillAnimate() throws {
        let (app, view) = try launchedView()
        let completions = Completions(app.host)

        UIView.animate(withDuration: 1, animations: {
            UIView.performWithoutAnimation { view.center = CGPoint(x: 5, y: 5) }
            view.alpha = 0.5
        }, completion: completions.record())
        app.host.advance(by: 0.5)
        let halfway = completions.log
        app.host.advance(by: 0.5)

        #expect(halfway == [])
        #expect(completions.log == ["true@1.0"])
    }

    // Documented runtime choice: a block that changes nothing animatable completes on the next turn with true.
    @Test func blockThatChangesNothingCompletesOnTheNextTurn() throws {
        let (app, _) = try launchedView()
        let completions = Completions(app.host)

        UIView.animate(withDuration: 1, animations: {}, completion: completions.record())
        let synchronously = completions.log
        app.host.advance(by: 0)

        #expect(synchronously == [])
        #expect(completions.log == ["true@0.0"])
    }

    // UIKit documents that a view being animated takes no touches unless the block allows user interaction;
    // touches go to what is behind it until the animation ends.
    @Test func animatingViewTakesNoTouchesUntilTheAnimationEnds() throws {
        let (app, view) = try launchedView()

        UIView.animate(withDuration: 1) { view.alpha = 0.5 }
        let during = try app.tap(50, 50)
        app.host.advance(by: 1)
        let after = try app.tap(50, 50)

        #expect(during === app.rootView)
        #expect(after === view)
    }

    // UIKit: an interrupted or removed animation no longer keeps touches from the view.
    @Test func viewTakesTouchesAgainOnceItsAnimationIsRemoved() throws {
        let (app, view) = try launchedView()
        UIView.animate(withDuration: 1) { view.alpha = 0.5 }

        view.removeAllAnimations()
        let hit = try app.tap(50, 50)

        #expect(hit === view)
    }

    // docs/uikit-rules.md 4.9, 5.1: hit testing sees the final (model) position during the animation.
    @Test func touchesHitTheViewAtItsNewPositionDuringTheAnimation() throws {
        let (app, view) = try launchedView()

        UIView.animate(withDuration: 1, delay: 0, options: [.allowUserInteraction],
                       animations: { view.center = CGPoint(x: 250, y: 450) })
        let hit = try app.tap(250, 450)

        #expect(hit === view)
    }
}
