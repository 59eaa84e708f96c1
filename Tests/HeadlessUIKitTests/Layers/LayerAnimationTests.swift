import Foundation
import Testing
@testable import HeadlessUIKit

/// Layer animations on the host clock (docs/uikit-rules.md 17.22).
@Suite @MainActor struct LayerAnimationTests {
    @MainActor final class Recorder: CAAnimationDelegate {
        var log: [String] = []
        let host: HeadlessHost
        init(_ host: HeadlessHost) { self.host = host }
        func animationDidStart(_ anim: CAAnimation) { log.append("start@\(host.clock.now)") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { log.append("stop \(flag)@\(host.clock.now)") }
    }

    @Test func aBasicAnimationStartsAndStopsOnTheClockWithoutChangingTheModel() throws {
        // docs/uikit-rules.md 17.22
        let app = try ViewTestApp()
        let view = app.show(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        let recorder = Recorder(app.host)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 0.5
        fade.repeatCount = 2
        fade.delegate = recorder
        view.layer.add(fade, forKey: "fade")
        #expect(view.layer.animationKeys() == ["fade"])
        #expect(view.layer.animation(forKey: "fade") === fade)
        #expect(view.alpha == 1)
        app.host.advance(by: 0.9)
        #expect(recorder.log == ["start@0.0"])
        app.host.advance(by: 0.1)
        #expect(recorder.log == ["start@0.0", "stop true@1.0"])
        #expect(view.layer.animationKeys() == nil)
    }

    @Test func theDefaultDurationIsAQuarterSecondAndBeginTimeDelays() throws {
        // docs/uikit-rules.md 17.22
        let app = try ViewTestApp()
        let layer = CALayer()
        let recorder = Recorder(app.host)
        let animation = CABasicAnimation(keyPath: "position")
        animation.beginTime = CACurrentMediaTime() + 1
        animation.delegate = recorder
        layer.add(animation, forKey: nil)
        #expect(layer.animationKeys() == nil)
        app.host.runUntilIdle()
        #expect(recorder.log == ["start@1.0", "stop true@1.25"])
    }

    @Test func replacingOrRemovingReportsNotFinished() throws {
        // docs/uikit-rules.md 17.22
        let app = try ViewTestApp()
        let layer = CALayer()
        let recorder = Recorder(app.host)
        let first = CABasicAnimation(keyPath: "opacity")
        first.delegate = recorder
        layer.add(first, forKey: "k")
        layer.add(CABasicAnimation(keyPath: "opacity"), forKey: "k")
        app.host.advance(by: 0)
        #expect(recorder.log == ["stop false@0.0"])
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.repeatCount = .infinity
        spin.delegate = recorder
        layer.add(spin, forKey: "spin")
        app.host.advance(by: 100)
        #expect(layer.animation(forKey: "spin") === spin)
        layer.removeAllAnimations()
        #expect(layer.animationKeys() == nil)
        app.host.advance(by: 0)
        #expect(recorder.log == ["stop false@0.0", "start@0.0", "stop false@100.0"])
    }

    @Test func anAnimationKeptOnCompletionStaysAttached() throws {
        // docs/uikit-rules.md 17.22
        let app = try ViewTestApp()
        let layer = CALayer()
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.duration = 1
        animation.isRemovedOnCompletion = false
        animation.fillMode = .forwards
        layer.add(animation, forKey: "move")
        app.host.advance(by: 2)
        #expect(layer.animationKeys() == ["move"])
    }

    @Test func springSettlingDuration() {
        // docs/uikit-rules.md 17.22
        let spring = CASpringAnimation(keyPath: "position")
        // Underdamped: ζ = 10 / (2·√100) = 0.5, ω = 10, decay rate ζω = 5; ln(1000) / 5 ≈ 1.38 s.
        #expect(abs(spring.settlingDuration - log(1000) / 5) < 1e-12)
    }
}
