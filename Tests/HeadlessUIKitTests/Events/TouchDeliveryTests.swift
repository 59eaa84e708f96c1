import Foundation
import Testing
@testable import HeadlessUIKit

/// Touch delivery through the real path: `HeadlessHost.send` → `UIApplication.sendEvent` → `UIWindow.sendEvent` →
/// the view (docs/uikit-rules.md 5.2, 5.3, 4.6).
///
/// Most tests put a sampling `pad` at (50, 100, 200, 200) under the root view: window point (100, 150) is pad
/// point (50, 50).
@Suite @MainActor struct TouchDeliveryTests {
    private func padScene(multipleTouch: Bool = false) throws -> (ViewTestApp, ViewTouchSamplingView) {
        let app = try ViewTestApp()
        let pad = ViewTouchSamplingView(frame: CGRect(x: 50, y: 100, width: 200, height: 200))
        pad.isMultipleTouchEnabled = multipleTouch
        app.show(pad)
        return (app, pad)
    }

    // docs/uikit-rules.md 5.3: a tap gives the hit view touchesBegan then touchesEnded, and nothing else.
    @Test func tapDeliversBeganThenEndedToTheHitView() throws {
        let app = try ViewTestApp()
        let view = app.show(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        app.host.clearCallbackLog()

        try app.tap(50, 50)

        #expect(app.host.callbacks.names(for: view) == ["touchesBegan", "touchesEnded"])
        #expect(app.host.callbacks.names(of: [.responder]) == ["touchesBegan", "touchesEnded"])
    }

    // docs/uikit-rules.md 5.3: each event goes through the window's sendEvent before the view sees it.
    @Test func eachEventPassesThroughTheWindowsSendEvent() throws {
        let recorder = EventRecorder()
        let app = try ViewTestApp(makeWindow: { bounds in
            let window = ViewRecordingWindow(frame: bounds)
            window.recorder = recorder
            return window
        })
        app.show(ViewRecordingView("view", frame: CGRect(x: 0, y: 0, width: 100, height: 100), recorder: recorder))
        recorder.clear()

        try app.tap(50, 50)

        #expect(recorder.events == ["window.sendEvent", "view.touchesBegan", "window.sendEvent", "view.touchesEnded"])
    }

    // docs/uikit-rules.md 5.2: the touch belongs to the view it began on, even after leaving it.
    @Test func touchKeepsItsViewAfterTheFingerLeavesIt() throws {
        let app = try ViewTestApp()
        let start = app.show(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        let elsewhere = app.show(UIView(frame: CGRect(x: 200, y: 200, width: 100, height: 100)))
        app.host.clearCallbackLog()

        try app.host.send([ViewTouch.began(1, 50, 50)])
        let moved = try app.host.send([ViewTouch.moved(1, 250, 250)])
        try app.host.send([ViewTouch.ended(1, 250, 250)])

        #expect(moved.outcomes.map(\.view) == [start])
        #expect(app.host.callbacks.names(for: start) == ["touchesBegan", "touchesMoved", "touchesEnded"])
        #expect(app.host.callbacks.names(for: elsewhere) == [])
    }

    // docs/uikit-rules.md 5.2: began, moved, ended, in order, each with its phase.
    @Test func phasesArriveInOrder() throws {
        let (app, pad) = try padScene()

        try app.host.send([ViewTouch.began(1, 100, 150)])
        try app.host.send([ViewTouch.moved(1, 110, 150)])
        try app.host.send([ViewTouch.moved(1, 120, 150)])
        try app.host.send([ViewTouch.ended(1, 120, 150)])

        #expect(pad.samples.map(\.method) == ["touchesBegan", "touchesMoved", "touchesMoved", "touchesEnded"])
        #expect(pad.samples.map(\.phase) == [.began, .moved, .moved, .ended])
    }

    // docs/uikit-rules.md 5.2: cancelling a finger that is down gives touchesCancelled.
    @Test func cancellingAFingerGivesTouchesCancelled() throws {
        let (app, pad) = try padScene()
        try app.host.send([ViewTouch.began(1, 100, 150)])

        app.host.cancelAllTouches()

        #expect(pad.samples.map(\.phase) == [.began, .cancelled])
        #expect(app.host.activeTouches.isEmpty)
    }

    // docs/uikit-rules.md 5.2, 5.3: a finger that does not change is stationary in the event and is not delivered.
    @Test func unchangedFingerIsStationaryAndNotDelivered() throws {
        let (app, pad) = try padScene(multipleTouch: true)
        try app.host.send([ViewTouch.began(1, 100, 150), ViewTouch.began(2, 150, 150)])

        try app.host.send([ViewTouch.moved(1, 110, 150)])

        #expect(pad.samples.map(\.method) == ["touchesBegan", "touchesBegan", "touchesMoved"])
        #expect(pad.samples.last?.id == 1)
        #expect(pad.eventPhases.last == [.moved, .stationary])
    }

    // docs/uikit-rules.md 5.3: fingers that land on one view in one event arrive together, in one touchesBegan.
    @Test func fingersLandingTogetherOnOneViewArriveInOneCall() throws {
        let (app, pad) = try padScene(multipleTouch: true)

        try app.host.send([ViewTouch.began(1, 100, 150), ViewTouch.began(2, 150, 150)])

        #expect(pad.samples.map(\.method) == ["touchesBegan", "touchesBegan"])
        #expect(pad.samples.map(\.id) == [1, 2])
        #expect(pad.eventPhases == [[.began, .began]])
    }

    // docs/uikit-rules.md 5.2: location(in:) and previousLocation(in:) in the view's coordinates, and in the window's
    // for nil.
    @Test func locationAndPreviousLocationAreInTheViewsCoordinates() throws {
        let (app, pad) = try padScene()
        var windowLocations: [CGPoint] = []
        try app.host.send([ViewTouch.began(1, 100, 150)])

        try app.host.send([ViewTouch.moved(1, 120, 180)])
        if let touch = app.host.activeTouches.first {
            windowLocations = [touch.location(in: nil), touch.previousLocation(in: nil)]
        }
        try app.host.send([ViewTouch.ended(1, 130, 190)])

        #expect(pad.samples.map(\.location)
            == [CGPoint(x: 50, y: 50), CGPoint(x: 70, y: 80), CGPoint(x: 80, y: 90)])
        #expect(pad.samples.map(\.previousLocation)
            == [CGPoint(x: 50, y: 50), CGPoint(x: 50, y: 50), CGPoint(x: 70, y: 80)])
        #expect(windowLocations == [CGPoint(x: 120, y: 180), CGPoint(x: 100, y: 150)])
    }

    // docs/uikit-rules.md 5.2: the touch knows its view and window.
    @Test func touchKnowsItsViewAndWindow() throws {
        let (app, pad) = try padScene()

        try app.host.send([ViewTouch.began(1, 100, 150)])
        let touch = try #require(app.host.activeTouches.first)

        #expect(touch.view === pad)
        #expect(touch.window === app.window)
    }

    // docs/uikit-rules.md 2.3, 5.2: timestamps come from the host's virtual clock.
    @Test func timestampsComeFromTheVirtualClock() throws {
        let (app, pad) = try padScene()

        app.host.advance(by: 1.5)
        let began = try app.host.send([ViewTouch.began(1, 100, 150)])
        app.host.advance(by: 0.25)
        let ended = try app.host.send([ViewTouch.ended(1, 100, 150)])

        #expect(pad.samples.map(\.timestamp) == [1.5, 1.75])
        #expect([began.timestamp, ended.timestamp] == [1.5, 1.75])
    }
}

/// Tap counting (docs/uikit-rules.md 5.2, 5.7: the next tap within 0.35 s at the same place).
@Suite @MainActor struct TapCountTests {
    /// Taps at `point` after each pause, returning each tap's tapCount.
    private func tapCounts(_ app: ViewTestApp, pauses: [TimeInterval],
                           at points: [CGPoint]? = nil) throws -> [Int] {
        var counts: [Int] = []
        for (index, pause) in pauses.enumerated() {
            app.host.advance(by: pause)
            let point = points?[index] ?? CGPoint(x: 100, y: 150)
            let began = try app.host.send([TouchInput(id: 1, phase: .began, location: point)])
            try app.host.send([TouchInput(id: 1, phase: .ended, location: point)])
            counts.append(began.outcomes[0].tapCount)
        }
        return counts
    }

    // docs/uikit-rules.md 5.2
    @Test func secondTapWithinTheIntervalCountsTwo() throws {
        let app = try ViewTestApp()

        #expect(try tapCounts(app, pauses: [0, 0.2]) == [1, 2])
    }

    // docs/uikit-rules.md 5.2
    @Test func tripleTapCountsThree() throws {
        let app = try ViewTestApp()

        #expect(try tapCounts(app, pauses: [0, 0.1, 0.1]) == [1, 2, 3])
    }

    // docs/uikit-rules.md 5.2, 5.7
    @Test func tapAfterTheIntervalStartsAgainAtOne() throws {
        let app = try ViewTestApp()

        #expect(try tapCounts(app, pauses: [0, 0.5]) == [1, 1])
    }

    // docs/uikit-rules.md 5.2: quick taps at different places are separate taps.
    @Test func quickTapAtAnotherPlaceCountsOne() throws {
        let app = try ViewTestApp()

        let counts = try tapCounts(app, pauses: [0, 0.1],
                                   at: [CGPoint(x: 100, y: 150), CGPoint(x: 200, y: 300)])

        #expect(counts == [1, 1])
    }

    // docs/uikit-rules.md 5.2: the tap count reaches the view on the touch.
    @Test func viewSeesTheTapCountOnTheTouch() throws {
        let app = try ViewTestApp()
        let pad = app.show(ViewTouchSamplingView(frame: CGRect(x: 50, y: 100, width: 200, height: 200)))

        try app.tap(100, 150)
        app.host.advance(by: 0.2)
        try app.tap(100, 150)

        #expect(pad.samples.map(\.tapCount) == [1, 1, 2, 2])
    }
}

/// Multiple-touch and exclusive-touch rules (docs/uikit-rules.md 4.6).
@Suite @MainActor struct MultipleAndExclusiveTouchTests {
    private func twoViews() throws -> (ViewTestApp, left: ViewTouchSamplingView, right: ViewTouchSamplingView) {
        let app = try ViewTestApp()
        let left = app.show(ViewTouchSamplingView(frame: CGRect(x: 0, y: 100, width: 150, height: 200)))
        let right = app.show(ViewTouchSamplingView(frame: CGRect(x: 200, y: 100, width: 150, height: 200)))
        return (app, left, right)
    }

    // docs/uikit-rules.md 4.6: isMultipleTouchEnabled false: the second finger on the view is not delivered.
    @Test func secondFingerIsNotDeliveredWhenMultipleTouchIsDisabled() throws {
        let (app, left, _) = try twoViews()
        try app.host.send([ViewTouch.began(1, 50, 150)])

        let second = try app.host.send([ViewTouch.began(2, 100, 150)])
        try app.host.send([ViewTouch.ended(2, 100, 150)])
        try app.host.send([ViewTouch.ended(1, 50, 150)])

        #expect(second.outcomes.map(\.view) == [nil])
        #expect(left.samples.map(\.id) == [1, 1])
        #expect(left.samples.map(\.method) == ["touchesBegan", "touchesEnded"])
    }

    // docs/uikit-rules.md 4.6: two fingers landing in one event: only the first reaches the view.
    @Test func onlyTheFirstOfTwoSimultaneousFingersIsDeliveredWhenMultipleTouchIsDisabled() throws {
        let (app, left, _) = try twoViews()

        let delivery = try app.host.send([ViewTouch.began(1, 50, 150), ViewTouch.began(2, 100, 150)])

        #expect(delivery.outcomes.map(\.view) == [left, nil])
        #expect(left.samples.map(\.id) == [1])
    }

    // docs/uikit-rules.md 4.6: isMultipleTouchEnabled true: the second finger is delivered too.
    @Test func secondFingerIsDeliveredWhenMultipleTouchIsEnabled() throws {
        let (app, left, _) = try twoViews()
        left.isMultipleTouchEnabled = true
        try app.host.send([ViewTouch.began(1, 50, 150)])

        let second = try app.host.send([ViewTouch.began(2, 100, 150)])

        #expect(second.outcomes.map(\.view) == [left])
        #expect(left.samples.map(\.id) == [1, 2])
    }

    // docs/uikit-rules.md 4.6: fingers on different views are independent of isMultipleTouchEnabled.
    @Test func fingersOnDifferentViewsBothArrive() throws {
        let (app, left, right) = try twoViews()

        let delivery = try app.host.send([ViewTouch.began(1, 50, 150), ViewTouch.began(2, 250, 150)])

        #expect(delivery.outcomes.map(\.view) == [left, right])
    }

    // docs/uikit-rules.md 4.6: once the first finger is up, the next one is delivered again.
    @Test func nextFingerIsDeliveredOnceTheFirstHasEnded() throws {
        let (app, left, _) = try twoViews()
        try app.tap(50, 150)

        let next = try app.host.send([ViewTouch.began(2, 100, 150)])

        #expect(next.outcomes.map(\.view) == [left])
    }

    // docs/uikit-rules.md 4.6: while an exclusive-touch view tracks a touch, other views get none.
    @Test func exclusiveViewTrackingATouchKeepsOtherViewsFromTouches() throws {
        let (app, left, right) = try twoViews()
        left.isExclusiveTouch = true
        try app.host.send([ViewTouch.began(1, 50, 150)])

        let other = try app.host.send([ViewTouch.began(2, 250, 150)])

        #expect(other.outcomes.map(\.view) == [nil])
        #expect(right.samples == [])
    }

    // docs/uikit-rules.md 4.6: an exclusive-touch view gets no touch while another view tracks one.
    @Test func exclusiveViewGetsNoTouchWhileAnotherViewTracksOne() throws {
        let (app, left, right) = try twoViews()
        right.isExclusiveTouch = true
        try app.host.send([ViewTouch.began(1, 50, 150)])

        let exclusive = try app.host.send([ViewTouch.began(2, 250, 150)])

        #expect(exclusive.outcomes.map(\.view) == [nil])
        #expect(right.samples == [])
        #expect(left.samples.map(\.id) == [1])
    }

    // docs/uikit-rules.md 4.6: when the exclusive view's touch ends, other views get touches again.
    @Test func otherViewsGetTouchesAgainAfterTheExclusiveTouchEnds() throws {
        let (app, left, right) = try twoViews()
        left.isExclusiveTouch = true
        try app.tap(50, 150)

        let other = try app.host.send([ViewTouch.began(2, 250, 150)])

        #expect(other.outcomes.map(\.view) == [right])
    }
}

/// Bad input is refused whole, with the right `HostError`, and changes nothing: no finger goes down, no view hears
/// of it (HostError: "a refused operation changes nothing").
@Suite @MainActor struct TouchInputValidationTests {
    private func scene() throws -> (ViewTestApp, ViewTouchSamplingView) {
        let app = try ViewTestApp()
        let pad = app.show(ViewTouchSamplingView(frame: CGRect(x: 0, y: 0, width: 375, height: 667)))
        app.host.clearCallbackLog()
        return (app, pad)
    }

    // HostError.invalidCoordinate: NaN is not a point.
    @Test func nanCoordinateIsRefused() throws {
        let (app, pad) = try scene()

        let error = #expect(throws: HostError.self) { try app.host.send([ViewTouch.began(1, .nan, 10)]) }

        guard case let .invalidCoordinate(x, y)? = error else {
            Issue.record("expected invalidCoordinate, got \(String(describing: error))")
            return
        }
        #expect(x.isNaN && y == 10)
        #expect(app.host.activeTouches.isEmpty)
        #expect(pad.samples == [])
    }

    // HostError.invalidCoordinate
    @Test func infiniteCoordinateIsRefused() throws {
        let (app, pad) = try scene()

        #expect(throws: HostError.invalidCoordinate(x: 10, y: .infinity)) {
            try app.host.send([ViewTouch.began(1, 10, .infinity)])
        }
        #expect(app.host.activeTouches.isEmpty)
        #expect(pad.samples == [])
    }

    // HostError.invalidCoordinate, for a finger that is down: it neither moves nor ends.
    @Test func nonFiniteMoveIsRefusedAndTheFingerStaysWhereItWas() throws {
        let (app, pad) = try scene()
        try app.host.send([ViewTouch.began(1, 10, 10)])

        #expect(throws: HostError.invalidCoordinate(x: -.infinity, y: 10)) {
            try app.host.send([ViewTouch.moved(1, -.infinity, 10)])
        }
        #expect(app.host.activeTouches.map { $0.location(in: nil) } == [CGPoint(x: 10, y: 10)])
        #expect(pad.samples.map(\.method) == ["touchesBegan"])
    }

    // HostError.unknownTouch: moved for a finger that never went down.
    @Test func unknownTouchIdIsRefused() throws {
        let (app, pad) = try scene()

        #expect(throws: HostError.unknownTouch(id: 7, phase: .moved)) {
            try app.host.send([ViewTouch.moved(7, 10, 10)])
        }
        #expect(app.host.activeTouches.isEmpty)
        #expect(pad.samples == [])
    }

    // HostError.unknownTouch: a finger is forgotten once it has ended.
    @Test func endingAFingerThatIsAlreadyUpIsRefused() throws {
        let (app, pad) = try scene()
        try app.tap(10, 10)

        #expect(throws: HostError.unknownTouch(id: 1, phase: .ended)) {
            try app.host.send([ViewTouch.ended(1, 10, 10)])
        }
        #expect(pad.samples.map(\.method) == ["touchesBegan", "touchesEnded"])
    }

    // HostError.duplicateTouch: began for a finger that is already down.
    @Test func beganTwiceIsRefused() throws {
        let (app, pad) = try scene()
        try app.host.send([ViewTouch.began(1, 10, 10)])

        #expect(throws: HostError.duplicateTouch(id: 1)) {
            try app.host.send([ViewTouch.began(1, 20, 20)])
        }
        #expect(app.host.activeTouches.count == 1)
        #expect(pad.samples.map(\.method) == ["touchesBegan"])
    }

    // HostError.duplicateTouch: one finger named twice in one event.
    @Test func sameFingerTwiceInOneEventIsRefused() throws {
        let (app, pad) = try scene()

        #expect(throws: HostError.duplicateTouch(id: 1)) {
            try app.host.send([ViewTouch.began(1, 10, 10), ViewTouch.moved(1, 20, 20)])
        }
        #expect(app.host.activeTouches.isEmpty)
        #expect(pad.samples == [])
    }

    // HostError.pointOffScreen: touches begin on the screen.
    @Test func offScreenBeganIsRefused() throws {
        let (app, pad) = try scene()

        #expect(throws: HostError.pointOffScreen(x: 400, y: 100, screen: CGSize(width: 375, height: 667))) {
            try app.host.send([ViewTouch.began(1, 400, 100)])
        }
        #expect(throws: HostError.pointOffScreen(x: 10, y: -1, screen: CGSize(width: 375, height: 667))) {
            try app.host.send([ViewTouch.began(1, 10, -1)])
        }
        #expect(app.host.activeTouches.isEmpty)
        #expect(pad.samples == [])
    }

    // HostError.pointOffScreen: the screen is 0..<width, so the right edge itself is off screen.
    @Test func beganOnTheRightEdgeIsOffScreen() throws {
        let (app, _) = try scene()

        #expect(throws: HostError.pointOffScreen(x: 375, y: 10, screen: CGSize(width: 375, height: 667))) {
            try app.host.send([ViewTouch.began(1, 375, 10)])
        }
        #expect(app.host.activeTouches.isEmpty)
    }

    // HostError.emptyTouchEvent
    @Test func emptyEventIsRefused() throws {
        let (app, _) = try scene()

        #expect(throws: HostError.emptyTouchEvent) { try app.host.send([]) }
    }

    // A refused event is refused whole: its valid touches do not go down either.
    @Test func eventWithOneBadTouchChangesNothing() throws {
        let (app, pad) = try scene()

        #expect(throws: HostError.unknownTouch(id: 2, phase: .ended)) {
            try app.host.send([ViewTouch.began(1, 10, 10), ViewTouch.ended(2, 10, 10)])
        }
        #expect(app.host.activeTouches.isEmpty)
        #expect(pad.samples == [])
        #expect(app.host.callbacks.names(of: [.responder]) == [])
    }

    // After a refusal, the same finger can begin normally.
    @Test func fingerCanBeginAfterARefusedEvent() throws {
        let (app, pad) = try scene()
        _ = try? app.host.send([ViewTouch.began(1, 10, .nan)])

        try app.tap(10, 10)

        #expect(pad.samples.map(\.method) == ["touchesBegan", "touchesEnded"])
    }
}
