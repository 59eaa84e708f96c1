import Foundation
import Testing
@testable import HeadlessUIKit

/// `HeadlessHost.swipe`, `longPress`, `pinch` and `rotationGesture`: real touch sequences with the host clock
/// advancing between events (docs/uikit-rules.md 5.3, 5.7), and their refusals of bad input.
@Suite @MainActor struct GestureHostDriverTests {
    @Test func swipePlaysEvenStepsOverTheDurationOnTheClock() throws {
        let scene = try GestureScene()
        let swipe = UISwipeGestureRecognizer()
        scene.pad.addGestureRecognizer(swipe)
        var times: [TimeInterval] = []
        let pan = UIPanGestureRecognizer()
        let delegate = GestureDelegate()
        delegate.simultaneous = true
        pan.delegate = delegate
        pan.addAction(UIAction { [unowned pan] _ in if pan.state == .changed { times.append(scene.host.clock.now) } })
        scene.pad.addGestureRecognizer(pan)
        let start = scene.host.clock.now

        let playback = try scene.host.swipe(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 200, y: 200), duration: 0.4, steps: 4)

        #expect(playback.phases == [.began, .moved, .moved, .moved, .moved, .ended])
        #expect(playback.views.first == scene.pad)
        #expect(scene.states(swipe) == ["ended"])
        #expect(times.map { ($0 - start) * 10 }.map { $0.rounded() } == [2, 3, 4], "changes at 0.2, 0.3, 0.4 s")
        #expect(scene.host.activeTouches.isEmpty)
    }

    @Test func longPressHoldsForTheDuration() throws {
        let scene = try GestureScene()
        let press = UILongPressGestureRecognizer()
        scene.pad.addGestureRecognizer(press)

        try scene.host.longPress(at: CGPoint(x: 150, y: 200), duration: 0.5)
        try scene.host.longPress(at: CGPoint(x: 150, y: 200), duration: 0.49)

        #expect(scene.states(press) == ["began", "ended", "failed"])
    }

    @Test func pinchAndRotationGesturesReachTheirRecognizers() throws {
        let scene = try GestureScene()
        let pinch = UIPinchGestureRecognizer(), rotation = UIRotationGestureRecognizer()
        var scales: [CGFloat] = [], angles: [CGFloat] = []
        pinch.addAction(UIAction { [unowned pinch] _ in scales.append(pinch.scale) })
        rotation.addAction(UIAction { [unowned rotation] _ in angles.append(rotation.rotation) })
        scene.pad.addGestureRecognizer(pinch)
        scene.pad.addGestureRecognizer(rotation)

        let pinchPlayback = try scene.host.pinch(center: CGPoint(x: 150, y: 200), scale: 1.8)
        try scene.host.rotationGesture(center: CGPoint(x: 150, y: 200), radians: -.pi / 4)

        #expect(pinchPlayback.views == [scene.pad, nil], "the pad takes one finger; its recognizers take both")
        #expect(abs((scales.last ?? 0) - 1.8) < 1e-9)
        #expect(abs((angles.last ?? 0) + .pi / 4) < 1e-9)
        #expect(scene.states(pinch) == ["began"] + Array(repeating: "changed", count: 8) + ["ended", "failed"],
                "the rotation's fingers keep their distance: the pinch fails on lift")
    }

    // Bad input: durations ≤ 0 or NaN, points off screen, a scale of 0: refused before any touch is sent.
    @Test func badGestureInputIsRefusedAndSendsNothing() throws {
        let scene = try GestureScene()
        let here = CGPoint(x: 150, y: 200)
        func refusal(_ body: () throws -> Void) -> HostError? {
            do { try body(); return nil } catch { return error as? HostError }
        }
        let errors = [
            refusal { try scene.host.swipe(from: here, to: CGPoint(x: 150, y: 700)) },
            refusal { try scene.host.swipe(from: here, to: here, duration: 0) },
            refusal { try scene.host.swipe(from: here, to: here, duration: .nan) },
            refusal { try scene.host.swipe(from: here, to: here, steps: 0) },
            refusal { try scene.host.longPress(at: here, duration: -1) },
            refusal { try scene.host.longPress(at: CGPoint(x: CGFloat.nan, y: 1)) },
            refusal { try scene.host.pinch(center: here, scale: 0) },
            refusal { try scene.host.pinch(center: here, scale: 10) },
            refusal { try scene.host.rotationGesture(center: CGPoint(x: 10, y: 200), radians: 1) },
            refusal { try scene.host.rotationGesture(center: here, radians: .infinity) },
        ]
        #expect(errors.map { error -> String in
            if case .invalidGesture(let parameter, _)? = error { return parameter }
            return "\(String(describing: error))"
        } == ["to", "duration", "duration", "steps", "duration", "point", "scale", "scale", "center", "radians"])
        #expect(errors[1]?.description == "duration cannot be used for this gesture: expected a finite number of seconds greater than 0, such as 0.3")
        #expect(scene.viewLog() == [])
        #expect(scene.host.activeTouches.isEmpty)
    }
}
