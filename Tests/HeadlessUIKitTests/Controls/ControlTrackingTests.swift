import Foundation
import Testing
@testable import HeadlessUIKit

/// UIControl tracking and target-action (docs/uikit-rules.md 6.1, 0, 5.8). Touches go through the host's real path.
///
/// Most tests use a button at window (100, 100, 100, 50): "inside" while tracking is x 30..<270, y 30..<220.
@Suite @MainActor struct ControlTrackingTests {
    private func buttonScene() throws -> (ViewTestApp, UIButton, ControlEventRecorder) {
        let app = try ViewTestApp()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 100, width: 100, height: 50)
        button.setTitle("Go", for: .normal)
        app.show(button)
        let recorder = ControlEventRecorder()
        recorder.watch(button)
        return (app, button, recorder)
    }

    // docs/uikit-rules.md 6.1: down → drag out → drag back in → up inside.
    @Test func downDragExitDragEnterUpInsideSendsThoseEventsInOrder() throws {
        let (app, _, recorder) = try buttonScene()
        try app.touch(.began, 150, 125)
        try app.touch(.moved, 150, 240)
        try app.touch(.moved, 150, 130)
        try app.touch(.ended, 150, 130)
        #expect(recorder.events == ["touchDown", "touchDragExit", "touchDragOutside", "touchDragEnter",
                                    "touchDragInside", "touchUpInside", "primaryActionTriggered"])
    }

    // docs/uikit-rules.md 6.1: a touch that ends outside the grown bounds is a touch up outside; no primary action.
    @Test func touchEndingFarOutsideIsTouchUpOutside() throws {
        let (app, button, recorder) = try buttonScene()
        try app.touch(.began, 150, 125)
        try app.touch(.moved, 150, 300)
        try app.touch(.ended, 150, 300)
        #expect(recorder.events == ["touchDown", "touchDragExit", "touchDragOutside", "touchUpOutside"])
        #expect(!button.isHighlighted && !button.isTracking && !button.isTouchInside)
    }

    // docs/uikit-rules.md 6.1: a cancelled touch sends touchCancel after touchDown, and unhighlights.
    @Test func cancelledTouchSendsTouchCancel() throws {
        let (app, button, recorder) = try buttonScene()
        try app.touch(.began, 150, 125)
        #expect(button.isHighlighted && button.isTracking)
        app.host.cancelAllTouches()
        #expect(recorder.events == ["touchDown", "touchCancel"])
        #expect(!button.isHighlighted && !button.isTracking)
    }

    // docs/uikit-rules.md 6.1: "inside" is the bounds grown by 70 pt; the far edges are outside, the near edges inside.
    @Test func seventyPointMarginHoldsAtItsBoundary() throws {
        let (app, button, recorder) = try buttonScene()
        try app.touch(.began, 150, 125)
        try app.touch(.moved, 269.5, 125)   // control x 169.5 < 170: inside
        #expect(button.isTouchInside)
        try app.touch(.moved, 270, 125)     // control x 170: outside
        #expect(!button.isTouchInside && !button.isHighlighted)
        try app.touch(.moved, 30, 125)      // control x -70: inside again
        #expect(button.isTouchInside && button.isHighlighted)
        try app.touch(.moved, 29.5, 125)    // control x -70.5: outside
        try app.touch(.moved, 150, 219.5)   // control y 119.5 < 120: inside
        try app.touch(.ended, 150, 219.5)
        #expect(recorder.events == ["touchDown", "touchDragInside", "touchDragExit", "touchDragOutside",
                                    "touchDragEnter", "touchDragInside", "touchDragExit", "touchDragOutside",
                                    "touchDragEnter", "touchDragInside", "touchUpInside", "primaryActionTriggered"])
    }

    // docs/uikit-rules.md 6.1: a touch up exactly 70 pt beyond the bottom edge is outside.
    @Test func touchUpAtTheMarginEdgeIsOutside() throws {
        let (app, _, recorder) = try buttonScene()
        try app.touch(.began, 150, 125)
        try app.touch(.ended, 150, 220)
        #expect(recorder.events == ["touchDown", "touchUpOutside"])
    }

    // docs/uikit-rules.md 6.1: a second quick tap sends touchDownRepeat with its touchDown.
    @Test func secondQuickTapSendsTouchDownRepeat() throws {
        let (app, _, recorder) = try buttonScene()
        try app.tap(150, 125)
        recorder.clear()
        try app.tap(150, 125)
        #expect(recorder.events == ["touchDown", "touchDownRepeat", "touchUpInside", "primaryActionTriggered"])
    }

    // docs/uikit-rules.md 6.1: a disabled control sends nothing; its touches go up the responder chain.
    @Test func disabledControlSendsNothingAndPassesTouchesOn() throws {
        let recorder = EventRecorder()
        let app = try ViewTestApp()
        let container = app.show(ViewRecordingView("container", frame: CGRect(x: 0, y: 0, width: 375, height: 400), recorder: recorder))
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 100, width: 100, height: 50)
        button.isEnabled = false
        container.addSubview(button)
        let events = ControlEventRecorder()
        events.watch(button)
        app.host.runUntilIdle()
        recorder.clear()
        try app.tap(150, 125)
        #expect(events.events == [])
        #expect(recorder.events == ["container.touchesBegan", "container.touchesEnded"])
        #expect(button.state == .disabled)
    }

    // docs/uikit-rules.md 0, 5.8: a named action with a nil target goes to the first responder's chain (here, from the
    // control itself: nothing is first responder).
    @Test func namedActionWithNilTargetWalksTheResponderChain() throws {
        let controller = ControlActionController()
        let app = try ViewTestApp(rootViewController: controller)
        UIResponder.registerAction("controlTrackingTests.didTap:", for: ControlActionController.self) { controller, sender in
            controller.received.append(sender as? UIButton)
        }
        let button = app.show(UIButton(type: .system))
        button.frame = CGRect(x: 100, y: 100, width: 100, height: 50)
        button.addTarget(nil, action: "controlTrackingTests.didTap:", for: .touchUpInside)
        try app.tap(150, 125)
        #expect(controller.received.count == 1 && controller.received.first! === button)
    }

    // docs/uikit-rules.md 0: typed method references, with and without the sender, run on their target.
    @Test func typedActionsRunOnTheirTarget() throws {
        let (app, button, _) = try buttonScene()
        let target = ControlActionTarget()
        button.addTarget(target, action: ControlActionTarget.tapped, for: .touchUpInside)
        button.addTarget(target, action: ControlActionTarget.tappedButton, for: .touchDown)
        try app.tap(150, 125)
        #expect(target.calls == ["tappedButton(Go)", "tapped"])
    }

    // Bad input (issue 5): an action whose target has gone does nothing, and the log says it was not handled.
    @Test func actionsWhoseTargetIsGoneDoNothing() throws {
        let controller = ControlActionController()
        let app = try ViewTestApp(rootViewController: controller)
        UIResponder.registerAction("controlTrackingTests.gone:", for: ControlActionController.self) { controller, sender in
            controller.received.append(sender as? UIButton)
        }
        let button = app.show(UIButton(type: .system))
        button.frame = CGRect(x: 100, y: 100, width: 100, height: 50)
        do {
            let typed = ControlActionTarget()
            let named = ControlActionController()
            button.addTarget(typed, action: ControlActionTarget.tapped, for: .touchUpInside)
            button.addTarget(named, action: "controlTrackingTests.gone:", for: .touchUpInside)
        }
        app.host.controlActions.isEnabled = true
        try app.tap(150, 125)
        // The named action's target is gone: it is not sent up the chain to the root controller either.
        #expect(controller.received.isEmpty)
        let upInside = app.host.controlActions.records.filter { $0.event == .touchUpInside }
        #expect(upInside.map(\.action) == ["method of ControlActionTarget", "controlTrackingTests.gone:"])
        #expect(upInside.map(\.handled) == [false, false])
        #expect(button.allTargets.isEmpty)
    }

    // docs/uikit-rules.md 6.1: sendActions(for:) sends a mask's events in raw-value order, each to its actions in the
    // order they were added; removeTarget drops events, and an action left with none.
    @Test func sendActionsOrderAndRemoveTarget() throws {
        let (_, button, _) = try buttonScene()
        let first = ControlActionTarget(), second = ControlActionTarget()
        var order: [String] = []
        button.addAction(UIAction(title: "a") { _ in order.append("a.valueChanged") }, for: .valueChanged)
        button.addAction(UIAction(title: "b") { _ in order.append("b.touchDown") }, for: .touchDown)
        button.addAction(UIAction(title: "c") { _ in order.append("c.valueChanged") }, for: .valueChanged)
        button.sendActions(for: [.valueChanged, .touchDown])
        #expect(order == ["b.touchDown", "a.valueChanged", "c.valueChanged"])

        button.addTarget(first, action: "x:", for: [.touchDown, .touchUpInside])
        button.addTarget(second, action: "x:", for: .touchDown)
        #expect(button.actions(forTarget: first, forControlEvent: .touchUpInside) == ["x:"])
        button.removeTarget(first, action: nil, for: .touchUpInside)
        #expect(button.actions(forTarget: first, forControlEvent: .touchUpInside) == nil)
        #expect(button.actions(forTarget: first, forControlEvent: .touchDown) == ["x:"])
        button.removeTarget(nil, action: "x:", for: .touchDown)
        #expect(button.allTargets.isEmpty)
    }
}

final class ControlActionController: UIViewController {
    var received: [UIButton?] = []
}

@MainActor final class ControlActionTarget {
    var calls: [String] = []
    func tapped() { calls.append("tapped") }
    func tappedButton(_ sender: UIButton) { calls.append("tappedButton(\(sender.currentTitle ?? ""))") }
}
