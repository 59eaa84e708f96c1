import Foundation
import Testing
@testable import HeadlessUIKit

/// UIViewPropertyAnimator on the host clock (docs/uikit-rules.md 4.11).
@Suite @MainActor struct PropertyAnimatorTests {
    private func box(in app: ViewTestApp) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
        app.rootView.addSubview(view)
        return view
    }

    // 4.11: start → active and running, the views at their end values at once; at the end of the duration the
    // completions run with .end and the animator is inactive again.
    @Test func aStartedAnimatorRunsToItsEndOnTheClock() throws {
        let app = try ViewTestApp()
        let view = box(in: app)
        var ended: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 125; view.alpha = 0.5 }
        animator.addCompletion { ended.append($0) }
        #expect(animator.state == .inactive)
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning)
        #expect(view.center.x == 125 && view.alpha == 0.5)
        _ = app.host.advance(by: 0.25)
        #expect(abs(animator.fractionComplete - 0.25) < 1e-9)
        #expect(ended.isEmpty)
        _ = app.host.advance(by: 0.75)
        #expect(ended == [.end])
        #expect(animator.state == .inactive && !animator.isRunning)
        #expect(view.center.x == 125)
    }

    // 4.11: reversed while running, it heads back and ends at .start with the start values.
    @Test func reversingEndsAtTheStartValues() throws {
        let app = try ViewTestApp()
        let view = box(in: app)
        var ended: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 2, curve: .easeInOut) { view.center.x = 300 }
        animator.addCompletion { ended.append($0) }
        animator.startAnimation()
        _ = app.host.advance(by: 0.5)
        animator.isReversed = true
        _ = app.host.advance(by: 0.4)
        #expect(ended.isEmpty && abs(animator.fractionComplete - 0.05) < 1e-9)
        _ = app.host.advance(by: 0.1)
        #expect(ended == [.start])
        #expect(view.center.x == 25)
    }

    // 4.11: scrubbing a paused animator, then stopping and finishing at .current leaves the views where the
    // timing curve puts them at that fraction.
    @Test func stoppedAndFinishedAtCurrentTheViewsStayWhereTheyWere() throws {
        let app = try ViewTestApp()
        let view = box(in: app)
        var ended: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            view.center = CGPoint(x: 125, y: 325)
            view.backgroundColor = .white
        }
        view.backgroundColor = .black
        animator.addCompletion { ended.append($0) }
        animator.fractionComplete = 0.4
        #expect(animator.state == .active && !animator.isRunning)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        #expect(view.center == CGPoint(x: 65, y: 205), "25 + 0.4 × 100, 125 + 0.4 × 200")
        #expect(view.backgroundColor?.hexString == "#666666FF")
        #expect(ended.isEmpty)
        animator.finishAnimation(at: .current)
        #expect(ended == [.current])
        #expect(animator.state == .inactive)
        #expect(view.center == CGPoint(x: 65, y: 205))
    }

    // 4.11: stopped without finishing, the animator is done at once: no completion.
    @Test func stoppingWithoutFinishingRunsNoCompletion() throws {
        let app = try ViewTestApp()
        let view = box(in: app)
        var ended = 0
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.addCompletion { _ in ended += 1 }
        animator.startAnimation()
        _ = app.host.advance(by: 0.5)
        animator.stopAnimation(true)
        #expect(animator.state == .inactive)
        #expect(view.alpha == 0.5)
        _ = app.host.advance(by: 2)
        #expect(ended == 0)
    }

    // 4.11: a running animator made in one call starts after its delay; pausesOnCompletion keeps it active at its end.
    @Test func runningAnimatorsAndPausingOnCompletion() throws {
        let app = try ViewTestApp()
        let view = box(in: app)
        var ended: [UIViewAnimatingPosition] = []
        let running = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.3, delay: 0.2, options: [.curveLinear],
                                                                     animations: { view.alpha = 0.2 }) { ended.append($0) }
        _ = app.host.advance(by: 0.425)
        #expect(ended.isEmpty && abs(running.fractionComplete - 0.75) < 1e-9, "0.225 s of 0.3 after the 0.2 s delay")
        _ = app.host.advance(by: 0.075)
        #expect(ended == [.end])

        let pausing = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { view.alpha = 1 }
        pausing.pausesOnCompletion = true
        pausing.addCompletion { ended.append($0) }
        pausing.startAnimation()
        _ = app.host.advance(by: 1)
        #expect(pausing.state == .active && !pausing.isRunning && pausing.fractionComplete == 1)
        #expect(ended == [.end])
    }

    // 4.11: UIKit's illegal calls are reported, and change nothing.
    @Test func illegalCallsAreReported() throws {
        let app = try ViewTestApp()
        let view = box(in: app)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.startAnimation()
        animator.finishAnimation(at: .end)
        #expect(animator.state == .active)
        #expect(app.host.problems.contains { $0.contains("finishAnimation(at:) needs a stopped animator") })
        animator.fractionComplete = 0.9
        #expect(app.host.problems.contains { $0.contains("fractionComplete cannot be set while the animator is running") })
    }

    // 4.11: the built-in curves' progress: ease in and ease out mirror each other; ease in-out is half way at half time.
    @Test func cubicTimingCurves() {
        let easeIn = UICubicTimingParameters(animationCurve: .easeIn), easeOut = UICubicTimingParameters(animationCurve: .easeOut)
        let easeInOut = UICubicTimingParameters(animationCurve: .easeInOut), linear = UICubicTimingParameters(animationCurve: .linear)
        #expect(abs(easeInOut.progress(at: 0.5) - 0.5) < 1e-9)
        #expect(abs(linear.progress(at: 0.3) - 0.3) < 1e-9)
        for time in stride(from: 0.0, through: 1.0, by: 0.1) {
            #expect(abs(easeIn.progress(at: time) + easeOut.progress(at: 1 - time) - 1) < 1e-9)
        }
        #expect(easeIn.progress(at: 0.5) < 0.5 && easeOut.progress(at: 0.5) > 0.5)
        let spring = UISpringTimingParameters(dampingRatio: 0.5)
        #expect(spring.timingCurveType == .spring && abs(spring.damping - 10) < 1e-9)
    }
}
