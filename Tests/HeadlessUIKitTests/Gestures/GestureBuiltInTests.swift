import Foundation
import Testing
@testable import HeadlessUIKit

/// The built-in recognizers, each alone on the pad at (50, 100, 200, 200): their whole state sequences and their
/// documented constants at the boundaries (docs/uikit-rules.md 5.7).
@Suite @MainActor struct GestureBuiltInTests {
    // MARK: Tap

    // docs/uikit-rules.md 5.7: a tap recognizes when the finger lifts; the view's touches are cancelled (5.5).
    @Test func tapRecognizesOnLiftAndCancelsTheViewsTouches() throws {
        let scene = try GestureScene()
        let tap = UITapGestureRecognizer()
        scene.pad.addGestureRecognizer(tap)

        try scene.tap()

        #expect(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1)
        #expect(scene.log(tap) == ["touchesBegan", "touchesEnded", "state.ended", "reset"])
        #expect(scene.viewLog() == ["touchesBegan", "touchesCancelled"])
        #expect(scene.host.callbacks.names(of: [.responder, .gestureRecognizer]) ==
            ["touchesBegan", "touchesBegan", "touchesEnded", "state.ended", "touchesCancelled", "reset"])
    }

    // docs/uikit-rules.md 5.7: 10 pt of movement is still a tap; more is not.
    @Test func tapAllowsTenPointsOfMovementAndNoMore() throws {
        let scene = try GestureScene()
        let tap = UITapGestureRecognizer()
        scene.pad.addGestureRecognizer(tap)

        try scene.began(150, 200)
        try scene.moved(160, 200)
        try scene.ended(160, 200)
        try scene.began(150, 200)
        try scene.moved(160.5, 200)
        try scene.ended(160.5, 200)

        #expect(UITapGestureRecognizer.allowableMovement == 10)
        #expect(scene.states(tap) == ["ended", "failed"])
        #expect(scene.viewLog() == ["touchesBegan", "touchesMoved", "touchesCancelled",
                                    "touchesBegan", "touchesMoved", "touchesEnded"])
    }

    // docs/uikit-rules.md 5.7: a double tap needs its second tap within 0.35 s of the first ending; later fails.
    @Test func doubleTapNeedsTheSecondTapWithinThirtyFiveHundredths() throws {
        let scene = try GestureScene()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        scene.pad.addGestureRecognizer(double)

        try scene.tap()
        scene.advance(0.35)
        try scene.tap()
        #expect(scene.states(double) == ["ended"])

        try scene.tap()
        scene.advance(0.36)
        try scene.tap()
        scene.advance(0.36)
        #expect(UITapGestureRecognizer.maximumTapInterval == 0.35)
        #expect(scene.states(double) == ["ended", "failed", "failed"])
    }

    // docs/uikit-rules.md 5.7: numberOfTouchesRequired counts the fingers of each tap.
    @Test func twoFingerTapNeedsTwoFingersAndOneFingerFails() throws {
        let scene = try GestureScene()
        let tap = UITapGestureRecognizer()
        tap.numberOfTouchesRequired = 2
        scene.pad.isMultipleTouchEnabled = true
        scene.pad.addGestureRecognizer(tap)

        try scene.host.send([ViewTouch.began(1, 120, 200), ViewTouch.began(2, 180, 200)])
        try scene.host.send([ViewTouch.ended(1, 120, 200), ViewTouch.ended(2, 180, 200)])
        try scene.tap()
        let oneFinger = UITapGestureRecognizer()
        scene.pad.addGestureRecognizer(oneFinger)
        try scene.host.send([ViewTouch.began(1, 120, 200), ViewTouch.began(2, 180, 200)])
        try scene.host.send([ViewTouch.ended(1, 120, 200), ViewTouch.ended(2, 180, 200)])

        #expect(scene.states(tap) == ["ended", "failed", "ended"])
        #expect(scene.states(oneFinger) == ["failed"])
    }

    // MARK: Long press

    // docs/uikit-rules.md 5.7: began after 0.5 s held, changed on moves (any distance), ended on lift.
    @Test func longPressBeginsAfterHalfASecondThenChangesAndEnds() throws {
        let scene = try GestureScene()
        let press = UILongPressGestureRecognizer()
        let actions = GestureActionLog()
        actions.target("press", press)
        scene.pad.addGestureRecognizer(press)

        try scene.began(150, 200)
        scene.advance(0.49)
        #expect(press.state == .possible)
        scene.advance(0.01)
        try scene.moved(190, 200)
        try scene.ended(190, 200)

        #expect(press.minimumPressDuration == 0.5 && press.allowableMovement == 10)
        #expect(actions.entries == ["press:began", "press:changed", "press:ended"])
        #expect(scene.log(press) == ["touchesBegan", "state.began", "action", "touchesMoved", "state.changed", "action",
                                     "touchesEnded", "state.ended", "action", "reset"])
        #expect(scene.viewLog() == ["touchesBegan", "touchesCancelled"])
    }

    // docs/uikit-rules.md 5.7: lifting before 0.5 s fails; the view gets its ended (held until then, 5.5).
    @Test func longPressLiftedEarlyFails() throws {
        let scene = try GestureScene()
        let press = UILongPressGestureRecognizer()
        scene.pad.addGestureRecognizer(press)

        try scene.began(150, 200)
        scene.advance(0.49)
        try scene.ended(150, 200)

        #expect(scene.states(press) == ["failed"])
        #expect(scene.viewLog() == ["touchesBegan", "touchesEnded"])
    }

    // docs/uikit-rules.md 5.7: before it begins, 10 pt of movement is allowed and more fails it.
    @Test func longPressAllowsTenPointsBeforeItBegins() throws {
        let scene = try GestureScene()
        let press = UILongPressGestureRecognizer()
        scene.pad.addGestureRecognizer(press)

        try scene.began(150, 200)
        try scene.moved(150, 210)
        scene.advance(0.5)
        try scene.ended(150, 210)
        try scene.began(150, 200)
        try scene.moved(150, 210.5)
        scene.advance(0.5)
        try scene.ended(150, 210.5)

        #expect(scene.states(press) == ["began", "ended", "failed"])
    }

    // MARK: Pan

    // docs/uikit-rules.md 5.7: a pan begins after more than 10 pt; translation and velocity follow the finger.
    @Test func panBeginsAfterTenPointsAndReportsTranslationAndVelocity() throws {
        let scene = try GestureScene()
        let pan = UIPanGestureRecognizer()
        var samples: [String] = []
        let pad = scene.pad
        pan.addAction(UIAction { [unowned pan, unowned pad] _ in
            let t = pan.translation(in: pad), v = pan.velocity(in: nil)
            samples.append(String(format: "%@ t=(%.1f, %.1f) v=(%.1f, %.1f)", pan.state.description, t.x, t.y, v.x, v.y))
        })
        scene.pad.addGestureRecognizer(pan)

        try scene.began(100, 200)
        scene.advance(0.1)
        try scene.moved(110, 200)
        #expect(pan.state == .possible)
        scene.advance(0.1)
        try scene.moved(125, 200)
        scene.advance(0.1)
        try scene.moved(125, 220)
        try scene.ended(125, 220)

        #expect(samples == ["began t=(25.0, 0.0) v=(150.0, 0.0)", "changed t=(25.0, 20.0) v=(0.0, 200.0)",
                            "ended t=(25.0, 20.0) v=(0.0, 200.0)"])
        #expect(scene.states(pan) == ["began", "changed", "ended"])
        #expect(scene.viewLog() == ["touchesBegan", "touchesMoved", "touchesCancelled"])
    }

    @Test func panBoundaryIsStrictlyMoreThanTenPoints() throws {
        let scene = try GestureScene()
        let pan = UIPanGestureRecognizer()
        scene.pad.addGestureRecognizer(pan)

        try scene.began(100, 200)
        try scene.moved(110, 200)
        try scene.ended(110, 200)
        try scene.began(100, 200)
        try scene.moved(110.5, 200)
        try scene.ended(110.5, 200)

        #expect(UIPanGestureRecognizer.hysteresis == 10)
        #expect(scene.states(pan) == ["failed", "began", "ended"])
    }

    // setTranslation(_:in:) makes later translations relative to it; a transformed view sees its own units.
    @Test func setTranslationRebasesTheTranslationInTheGivenView() throws {
        let scene = try GestureScene()
        scene.pad.transform = CGAffineTransform(scaleX: 2, y: 2)
        let pan = UIPanGestureRecognizer()
        scene.pad.addGestureRecognizer(pan)

        try scene.began(150, 200)
        try scene.moved(170, 200)
        #expect(pan.translation(in: nil) == CGPoint(x: 20, y: 0))
        #expect(pan.translation(in: scene.pad) == CGPoint(x: 10, y: 0))
        pan.setTranslation(.zero, in: scene.pad)
        try scene.moved(190, 210)

        #expect(pan.translation(in: nil) == CGPoint(x: 20, y: 10))
        #expect(pan.translation(in: scene.pad) == CGPoint(x: 10, y: 5))
    }

    // minimumNumberOfTouches: one finger does not pan a two-finger pan.
    @Test func panWithAMinimumOfTwoTouchesIgnoresOneFinger() throws {
        let scene = try GestureScene()
        let pan = UIPanGestureRecognizer()
        pan.minimumNumberOfTouches = 2
        scene.pad.addGestureRecognizer(pan)

        try scene.began(100, 200)
        try scene.moved(150, 200)
        try scene.ended(150, 200)
        try scene.host.send([ViewTouch.began(1, 100, 200), ViewTouch.began(2, 100, 250)])
        try scene.host.send([ViewTouch.moved(1, 130, 200), ViewTouch.moved(2, 130, 250)])
        try scene.host.send([ViewTouch.ended(1, 130, 200), ViewTouch.ended(2, 130, 250)])

        #expect(scene.states(pan) == ["failed", "began", "ended"])
        #expect(pan.translation(in: nil) == .zero, "reset after the gesture")
    }

    // MARK: Swipe

    // docs/uikit-rules.md 5.7: 50 pt in the allowed direction within 0.5 s recognizes, before the finger lifts.
    @Test func swipeRecognizesAtFiftyPointsInItsDirection() throws {
        let scene = try GestureScene()
        let swipe = UISwipeGestureRecognizer()
        scene.pad.addGestureRecognizer(swipe)

        try scene.began(100, 200)
        try scene.moved(149, 200)
        #expect(swipe.state == .possible)
        try scene.moved(150, 200)
        #expect(scene.states(swipe) == ["ended"])
        try scene.ended(150, 200)

        #expect(swipe.direction == .right)
        #expect(UISwipeGestureRecognizer.minimumDistance == 50 && UISwipeGestureRecognizer.maximumDuration == 0.5)
        #expect(scene.log(swipe) == ["touchesBegan", "touchesMoved", "touchesMoved", "state.ended", "reset"])
    }

    @Test func swipeFailsInTheWrongDirectionTooShortOrTooSlow() throws {
        let scene = try GestureScene()
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = [.left, .down]
        scene.pad.addGestureRecognizer(swipe)

        try scene.began(200, 200)
        try scene.moved(250, 200)
        try scene.ended(250, 200)
        try scene.began(200, 200)
        try scene.moved(151, 200)
        try scene.ended(151, 200)
        try scene.began(200, 150)
        scene.advance(0.5)
        try scene.moved(200, 200)
        try scene.ended(200, 200)
        try scene.began(200, 150)
        scene.advance(0.51)
        try scene.moved(200, 200)
        try scene.ended(200, 200)

        #expect(scene.states(swipe) == ["failed", "failed", "ended", "failed"])
    }

    // MARK: Pinch and rotation

    // docs/uikit-rules.md 5.7: two fingers 100 pt apart spreading to 200 pt give scale 2.
    @Test func pinchReportsScaleAndVelocity() throws {
        let scene = try GestureScene()
        let pinch = UIPinchGestureRecognizer()
        var samples: [String] = []
        pinch.addAction(UIAction { [unowned pinch] _ in
            samples.append(String(format: "%@ %.2f %.2f", pinch.state.description, pinch.scale, pinch.velocity))
        })
        scene.pad.addGestureRecognizer(pinch)

        try scene.host.send([ViewTouch.began(1, 100, 200), ViewTouch.began(2, 200, 200)])
        scene.advance(0.5)
        try scene.host.send([ViewTouch.moved(1, 95, 200), ViewTouch.moved(2, 205, 200)])
        #expect(pinch.state == .possible, "10 pt of change is not enough")
        try scene.host.send([ViewTouch.moved(1, 94, 200), ViewTouch.moved(2, 206, 200)])
        scene.advance(0.5)
        try scene.host.send([ViewTouch.moved(1, 50, 200), ViewTouch.moved(2, 250, 200)])
        try scene.host.send([ViewTouch.ended(1, 50, 200), ViewTouch.ended(2, 250, 200)])

        #expect(samples == ["began 1.12 0.20", "changed 2.00 1.76", "ended 2.00 1.76"], "a move at the same instant keeps the velocity")
        #expect(UIPinchGestureRecognizer.hysteresis == 10)
        #expect(scene.viewLog() == ["touchesBegan", "touchesMoved", "touchesCancelled"], "the pad takes one finger; the pinch takes both")
    }

    // docs/uikit-rules.md 5.7: the line through two fingers turning a quarter turn clockwise reads +π/2.
    @Test func rotationReportsRadiansClockwise() throws {
        let scene = try GestureScene()
        let rotation = UIRotationGestureRecognizer()
        scene.pad.addGestureRecognizer(rotation)

        try scene.host.send([ViewTouch.began(1, 100, 200), ViewTouch.began(2, 200, 200)])
        scene.advance(0.25)
        try scene.host.send([ViewTouch.moved(1, 150 - 50 * cos(0.5), 200 - 50 * sin(0.5)),
                             ViewTouch.moved(2, 150 + 50 * cos(0.5), 200 + 50 * sin(0.5))])
        scene.advance(0.25)
        try scene.host.send([ViewTouch.moved(1, 150, 150), ViewTouch.moved(2, 150, 250)])
        try scene.host.send([ViewTouch.ended(1, 150, 150), ViewTouch.ended(2, 150, 250)])

        #expect(scene.states(rotation) == ["began", "changed", "ended"])
        #expect(abs(rotation.rotation) < 1e-9, "reset after the gesture")
        let log = scene.log(rotation)
        #expect(log == ["touchesBegan", "touchesMoved", "state.began", "touchesMoved", "state.changed",
                        "touchesEnded", "state.ended", "reset"])
    }

    @Test func rotationValueAndVelocityDuringTheGesture() throws {
        let scene = try GestureScene()
        let rotation = UIRotationGestureRecognizer()
        var samples: [String] = []
        rotation.addAction(UIAction { [unowned rotation] _ in
            samples.append(String(format: "%@ %.4f %.4f", rotation.state.description, rotation.rotation, rotation.velocity))
        })
        scene.pad.addGestureRecognizer(rotation)

        try scene.host.send([ViewTouch.began(1, 100, 200), ViewTouch.began(2, 200, 200)])
        scene.advance(0.25)
        try scene.host.send([ViewTouch.moved(1, 150, 150), ViewTouch.moved(2, 150, 250)])
        try scene.host.send([ViewTouch.ended(1, 150, 150), ViewTouch.ended(2, 150, 250)])

        #expect(samples == ["began 1.5708 6.2832", "ended 1.5708 6.2832"])
        #expect(UIRotationGestureRecognizer.hysteresis == 0.1)
    }

    // MARK: Screen edge

    // docs/uikit-rules.md 5.7: a screen-edge pan begins only from within 20 pt of one of its edges, moving away.
    @Test func screenEdgePanBeginsOnlyFromItsEdge() throws {
        let scene = try GestureScene()
        let edge = UIScreenEdgePanGestureRecognizer()
        edge.edges = .left
        scene.window.addGestureRecognizer(edge)

        try scene.began(19, 300)
        try scene.moved(60, 300)
        try scene.ended(60, 300)
        try scene.began(20, 300)
        try scene.moved(60, 300)
        try scene.ended(60, 300)
        try scene.began(5, 300)
        try scene.moved(5, 340)
        try scene.ended(5, 340)

        #expect(UIScreenEdgePanGestureRecognizer.edgeRegion == 20)
        #expect(scene.states(edge) == ["began", "ended", "failed", "failed"])
    }
}
