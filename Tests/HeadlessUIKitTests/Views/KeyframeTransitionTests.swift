import Foundation
import Testing
@testable import HeadlessUIKit

/// Keyframe animations and view transitions on the host clock (docs/uikit-rules.md 17.19-17.21).
@Suite @MainActor struct KeyframeTransitionTests {
    private func launched() throws -> (ViewTestApp, UIView) {
        let app = try ViewTestApp()
        let view = app.show(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        return (app, view)
    }

    @Test func keyframesLeaveTheValuesOfTheKeyframeThatEndsLastAndCompleteAtTheEnd() throws {
        // docs/uikit-rules.md 17.19
        let (app, view) = try launched()
        var log: [String] = []
        UIView.animateKeyframes(withDuration: 1, delay: 0.5, options: [.calculationModeCubic], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0.2 }
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.8 }
            #expect(view.alpha == 1)
        }, completion: { finished in log.append("\(finished)@\(app.host.clock.now)") })
        #expect(view.alpha == 0.2)
        app.host.advance(by: 1.4)
        #expect(log.isEmpty)
        app.host.advance(by: 0.1)
        #expect(log == ["true@1.5"])
    }

    @Test func aKeyframedViewTakesNoTouchesUntilTheEnd() throws {
        // docs/uikit-rules.md 17.19
        let (app, view) = try launched()
        UIView.animateKeyframes(withDuration: 1, delay: 0, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.center.x += 10 }
        })
        #expect(Runtime.current.animator.blocksUserInteraction(with: view))
        app.host.advance(by: 1)
        #expect(!Runtime.current.animator.blocksUserInteraction(with: view))
    }

    @Test func addKeyframeOutsideAKeyframeBlockChangesAtOnce() throws {
        // docs/uikit-rules.md 17.19
        let (_, view) = try launched()
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0.5 }
        #expect(view.alpha == 0.5)
    }

    @Test func transitionWithAViewRunsItsBlockAtOnceAndCompletesAfterTheDuration() throws {
        // docs/uikit-rules.md 17.20
        let (app, view) = try launched()
        let label = UILabel()
        view.addSubview(label)
        var log: [String] = []
        UIView.transition(with: view, duration: 0.3, options: .transitionCrossDissolve, animations: {
            label.text = "after"
            view.alpha = 0.5
        }, completion: { finished in log.append("\(finished)@\(app.host.clock.now)") })
        #expect(label.text == "after")
        #expect(Runtime.current.animator.blocksUserInteraction(with: view))
        // The block's own changes are not animations of their own.
        UIView.animate(withDuration: 0.1) { view.alpha = 1 }
        app.host.advance(by: 0.3)
        #expect(log == ["true@0.3"])
    }

    @Test func transitionFromToReplacesTheViewInItsPlace() throws {
        // docs/uikit-rules.md 17.21
        let (app, container) = try launched()
        let a = UIView(), b = UIView(), c = UIView()
        container.addSubview(a)
        container.addSubview(c)
        var finished: Bool?
        UIView.transition(from: a, to: b, duration: 0.5, options: .transitionFlipFromLeft) { finished = $0 }
        #expect(container.subviews == [b, c])
        #expect(a.superview == nil)
        app.host.advance(by: 0.5)
        #expect(finished == true)
    }

    @Test func transitionFromToWithShowHideOnlyTogglesHidden() throws {
        // docs/uikit-rules.md 17.21
        let (app, container) = try launched()
        let a = UIView(), b = UIView()
        b.isHidden = true
        container.addSubview(a)
        container.addSubview(b)
        UIView.transition(from: a, to: b, duration: 0.2, options: [.showHideTransitionViews])
        #expect(a.isHidden && !b.isHidden)
        #expect(container.subviews == [a, b])
        app.host.advance(by: 0.2)
    }
}
