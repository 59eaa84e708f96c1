import Foundation
import Testing
@testable import HeadlessUIKit

/// Several recognizers on one touch, and what the view gets (docs/uikit-rules.md 5.5, 5.6).
@Suite @MainActor struct GestureArbitrationTests {
    private func tapAndDoubleTap(_ scene: GestureScene, _ actions: GestureActionLog) -> (UITapGestureRecognizer, UITapGestureRecognizer) {
        let single = UITapGestureRecognizer()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        actions.target("single", single)
        actions.target("double", double)
        scene.pad.addGestureRecognizer(single)
        scene.pad.addGestureRecognizer(double)
        return (single, double)
    }

    // docs/uikit-rules.md 5.6: the single tap waits (reading possible) until the double tap fails 0.35 s later.
    @Test func singleTapWaitsForTheDoubleTapToFail() throws {
        let scene = try GestureScene()
        let actions = GestureActionLog()
        let (single, double) = tapAndDoubleTap(scene, actions)

        try scene.tap()
        #expect(single.state == .possible)
        #expect(actions.entries == [])
        scene.advance(0.35)
        #expect(actions.entries == [])
        scene.advance(0.01)

        #expect(actions.entries == ["single:ended"])
        #expect(scene.states(double) == ["failed"])
        #expect(scene.states(single) == ["ended"])
        // The view's ended was held while both were deciding, then cancelled by the single tap.
        #expect(scene.viewLog() == ["touchesBegan", "touchesCancelled"])
    }

    // docs/uikit-rules.md 5.6: a double tap recognizes and the single tap, waiting on it, fails.
    @Test func doubleTapWinsAndTheSingleTapFails() throws {
        let scene = try GestureScene()
        let actions = GestureActionLog()
        let (single, double) = tapAndDoubleTap(scene, actions)

        try scene.tap()
        scene.advance(0.2)
        try scene.tap()
        scene.advance(1)

        #expect(actions.entries == ["double:ended"])
        #expect(scene.states(single) == ["failed"])
        #expect(scene.states(double) == ["ended"])
        #expect(scene.viewLog() == ["touchesBegan", "touchesBegan", "touchesCancelled"])
        #expect(single.state == .possible && double.state == .possible)
    }

    // docs/uikit-rules.md 5.6, 5.7: a quick tap is a tap; holding is a long press, and the tap fails.
    @Test func longPressVersusTap() throws {
        let scene = try GestureScene()
        let actions = GestureActionLog()
        let tap = UITapGestureRecognizer(), press = UILongPressGestureRecognizer()
        actions.target("tap", tap)
        actions.target("press", press)
        scene.pad.addGestureRecognizer(tap)
        scene.pad.addGestureRecognizer(press)

        try scene.tap()
        try scene.began(150, 200)
        scene.advance(0.6)
        try scene.ended(150, 200)

        #expect(actions.entries == ["tap:ended", "press:began", "press:ended"])
        #expect(scene.states(tap) == ["ended", "failed"])
        #expect(scene.states(press) == ["failed", "began", "ended"])
    }

    // docs/uikit-rules.md 5.5: cancelsTouchesInView true: the view's touches are cancelled before the action runs.
    @Test func cancelsTouchesInViewTrueCancelsTheViewsTouchesBeforeTheAction() throws {
        let scene = try GestureScene()
        let pan = UIPanGestureRecognizer()
        pan.addAction(UIAction { _ in })
        scene.pad.addGestureRecognizer(pan)

        try scene.began(100, 200)
        try scene.moved(105, 200)
        try scene.moved(120, 200)
        try scene.moved(140, 200)
        try scene.ended(140, 200)

        #expect(scene.host.callbacks.names(of: [.responder, .gestureRecognizer]) == [
            "touchesBegan", "touchesBegan",                                   // pan, then the view
            "touchesMoved", "touchesMoved",                                   // pan, then the view (not begun yet)
            "touchesMoved", "state.began", "touchesCancelled", "action",      // pan begins: view cancelled, then action
            "touchesMoved", "state.changed", "action",                        // the view gets nothing more
            "touchesEnded", "state.ended", "action", "reset",
        ])
        #expect(scene.viewLog() == ["touchesBegan", "touchesMoved", "touchesCancelled"])
    }

    // docs/uikit-rules.md 5.5: cancelsTouchesInView false: the view keeps getting its phases, each before the action.
    @Test func cancelsTouchesInViewFalseLetsTheViewFinish() throws {
        let scene = try GestureScene()
        let pan = UIPanGestureRecognizer()
        pan.cancelsTouchesInView = false
        pan.addAction(UIAction { _ in })
        scene.pad.addGestureRecognizer(pan)

        try scene.began(100, 200)
        try scene.moved(120, 200)
        try scene.moved(140, 200)
        try scene.ended(140, 200)

        #expect(scene.host.callbacks.names(of: [.responder, .gestureRecognizer]) == [
            "touchesBegan", "touchesBegan",
            "touchesMoved", "state.began", "touchesMoved", "action",
            "touchesMoved", "state.changed", "touchesMoved", "action",
            "touchesEnded", "state.ended", "touchesEnded", "action", "reset",
        ])
        #expect(scene.viewLog() == ["touchesBegan", "touchesMoved", "touchesMoved", "touchesEnded"])
    }

    // docs/uikit-rules.md 5.5: delaysTouchesBegan withholds began while the recognizer may recognize; on failure the
    // view gets everything it missed, in order.
    @Test func delaysTouchesBeganHoldsBeganUntilTheRecognizerFails() throws {
        let scene = try GestureScene()
        let swipe = UISwipeGestureRecognizer()
        swipe.delaysTouchesBegan = true
        scene.pad.addGestureRecognizer(swipe)

        try scene.began(100, 200)
        try scene.moved(110, 200)
        #expect(scene.viewLog() == [])
        try scene.ended(110, 200)

        #expect(scene.states(swipe) == ["failed"])
        #expect(scene.viewLog() == ["touchesBegan", "touchesMoved", "touchesEnded"])
    }

    // docs/uikit-rules.md 5.5: with delaysTouchesBegan, a recognizer that recognizes leaves the view with nothing.
    @Test func delaysTouchesBeganAndRecognitionLeaveTheViewUntouched() throws {
        let scene = try GestureScene()
        let swipe = UISwipeGestureRecognizer()
        swipe.delaysTouchesBegan = true
        scene.pad.addGestureRecognizer(swipe)

        try scene.began(100, 200)
        try scene.moved(160, 200)
        try scene.ended(160, 200)

        #expect(scene.states(swipe) == ["ended"])
        #expect(scene.viewLog() == [])
    }

    // docs/uikit-rules.md 5.5: delaysTouchesEnded (default true) holds ended until the double tap fails; off, ended
    // goes at once.
    @Test func delaysTouchesEndedHoldsEndedUntilTheRecognizerFails() throws {
        let scene = try GestureScene()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        scene.pad.addGestureRecognizer(double)

        try scene.tap()
        #expect(double.delaysTouchesEnded)
        #expect(scene.viewLog() == ["touchesBegan"])
        scene.advance(0.4)
        #expect(scene.viewLog() == ["touchesBegan", "touchesEnded"])

        scene.host.clearCallbackLog()
        double.delaysTouchesEnded = false
        try scene.tap()
        #expect(scene.viewLog() == ["touchesBegan", "touchesEnded"])
        scene.advance(0.4)
        #expect(scene.states(double) == ["failed"])
    }

    // docs/uikit-rules.md 5.6: by default pinch and rotation exclude each other: the first to begin wins.
    @Test func pinchAndRotationExcludeEachOtherByDefault() throws {
        let scene = try GestureScene()
        let pinch = UIPinchGestureRecognizer(), rotation = UIRotationGestureRecognizer()
        scene.pad.addGestureRecognizer(pinch)
        scene.pad.addGestureRecognizer(rotation)

        try spreadAndTurn(scene)

        #expect(scene.states(pinch) == ["began", "changed", "ended"])
        #expect(scene.states(rotation) == ["failed"])
    }

    // docs/uikit-rules.md 5.6: a delegate allowing simultaneous recognition lets both run.
    @Test func pinchAndRotationRecognizeSimultaneouslyWhenTheDelegateAllows() throws {
        let scene = try GestureScene()
        let pinch = UIPinchGestureRecognizer(), rotation = UIRotationGestureRecognizer()
        let delegate = GestureDelegate()
        delegate.simultaneous = true
        pinch.delegate = delegate
        scene.pad.addGestureRecognizer(pinch)
        scene.pad.addGestureRecognizer(rotation)
        let actions = GestureActionLog()
        actions.target("pinch", pinch)
        actions.target("rotation", rotation)

        try spreadAndTurn(scene)

        #expect(actions.entries == ["pinch:began", "rotation:began", "pinch:changed", "rotation:changed",
                                    "pinch:ended", "rotation:ended"])
    }

    /// Two fingers 100 pt apart that spread to 140 pt while turning 0.3 rad, then 0.6 rad at 160 pt.
    private func spreadAndTurn(_ scene: GestureScene) throws {
        func fingers(_ distance: CGFloat, _ angle: CGFloat, _ phase: UITouch.Phase) -> [TouchInput] {
            let dx = distance / 2 * cos(angle), dy = distance / 2 * sin(angle)
            return [TouchInput(id: 1, phase: phase, x: 150 - dx, y: 200 - dy), TouchInput(id: 2, phase: phase, x: 150 + dx, y: 200 + dy)]
        }
        try scene.host.send(fingers(100, 0, .began))
        try scene.host.send(fingers(140, 0.3, .moved))
        try scene.host.send(fingers(160, 0.6, .moved))
        try scene.host.send(fingers(160, 0.6, .ended))
    }

    // docs/uikit-rules.md 5.5: recognizers are collected up to and including the window.
    @Test func aRecognizerOnTheWindowSeesTouchesOnAnyView() throws {
        let scene = try GestureScene()
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        scene.pad.addSubview(child)
        let windowTap = UITapGestureRecognizer(), padTap = UITapGestureRecognizer()
        scene.window.addGestureRecognizer(windowTap)
        scene.pad.addGestureRecognizer(padTap)

        try scene.began(70, 120)
        #expect(scene.host.activeTouches.first?.gestureRecognizers?.map { $0 === padTap } == [true, false],
                "deepest view's recognizers first, the window's last")
        try scene.ended(70, 120)
        try scene.tap(10, 600)

        #expect(scene.states(padTap) == ["ended"])
        #expect(scene.states(windowTap) == ["failed", "ended"])
        #expect(scene.viewLog(child) == ["touchesBegan", "touchesCancelled"])
    }

    // docs/uikit-rules.md 5.6 and isEnabled: disabling a pan under way cancels it (the action fires); it then sees
    // no more touches and resets once they are gone. Disabling one still deciding fails it.
    @Test func disablingARecognizerMidGestureCancelsOrFailsIt() throws {
        let scene = try GestureScene()
        let pan = UIPanGestureRecognizer()
        let actions = GestureActionLog()
        actions.target("pan", pan)
        scene.pad.addGestureRecognizer(pan)

        try scene.began(100, 200)
        try scene.moved(130, 200)
        pan.isEnabled = false
        try scene.moved(160, 200)
        try scene.ended(160, 200)
        #expect(actions.entries == ["pan:began", "pan:cancelled"])
        #expect(scene.log(pan) == ["touchesBegan", "touchesMoved", "state.began", "action", "state.cancelled", "action", "reset"])

        pan.isEnabled = true
        let press = UILongPressGestureRecognizer()
        scene.pad.addGestureRecognizer(press)
        try scene.began(100, 200)
        press.isEnabled = false
        scene.advance(1)
        try scene.ended(100, 200)
        #expect(scene.states(press) == ["failed"])
        #expect(scene.states(pan) == ["began", "cancelled", "failed"])
    }

    // A disabled recognizer gets no touches at all; the view gets the plain sequence.
    @Test func aDisabledRecognizerGetsNoTouches() throws {
        let scene = try GestureScene()
        let tap = UITapGestureRecognizer()
        tap.isEnabled = false
        scene.pad.addGestureRecognizer(tap)

        try scene.tap()

        #expect(scene.log(tap) == [])
        #expect(scene.viewLog() == ["touchesBegan", "touchesEnded"])
    }

    // docs/uikit-rules.md 5.6: the delegate's shouldRequireFailureOf makes the same dependency as require(toFail:).
    @Test func delegateFailureRequirementActsLikeRequireToFail() throws {
        let scene = try GestureScene()
        final class Requiring: UIGestureRecognizerDelegate {
            weak var other: UIGestureRecognizer?
            func gestureRecognizer(_ g: UIGestureRecognizer, shouldRequireFailureOf o: UIGestureRecognizer) -> Bool { o === other }
        }
        let single = UITapGestureRecognizer(), double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        let delegate = Requiring()
        delegate.other = double
        single.delegate = delegate
        scene.pad.addGestureRecognizer(single)
        scene.pad.addGestureRecognizer(double)

        try scene.tap()
        #expect(scene.states(single) == [])
        scene.advance(0.4)

        #expect(scene.states(single) == ["ended"])
        #expect(scene.states(double) == ["failed"])
    }

    // An interruption cancels the touches: a pan under way is cancelled and the view's touches too.
    @Test func anInterruptionCancelsAPanUnderWay() throws {
        let scene = try GestureScene()
        let pan = UIPanGestureRecognizer()
        pan.cancelsTouchesInView = false
        scene.pad.addGestureRecognizer(pan)

        try scene.began(100, 200)
        try scene.moved(130, 200)
        try scene.host.interrupt(.call)

        #expect(scene.states(pan) == ["began", "cancelled"])
        #expect(scene.viewLog() == ["touchesBegan", "touchesMoved", "touchesCancelled"])
        #expect(pan.state == .possible)
    }
}
