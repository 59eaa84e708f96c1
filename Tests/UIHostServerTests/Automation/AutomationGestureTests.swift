import Foundation
import HeadlessUIKit
import Testing
import UIHostProtocol
@testable import UIHostCore
@testable import UIHostServer
import UIHostTesting
@testable import UIHostWebSocket

/// `input.swipe`, `input.longPress`, `input.pinch`, `input.rotate`, recognizers in `input.tap`'s `handledBy`, and
/// `touch.delivered` for recognizers, on the demo's Gestures screen (docs/protocol.md Input and Events;
/// docs/uikit-rules.md 5.5-5.7).
@Suite @MainActor struct AutomationGestureTests {
    private func gestures() throws -> DemoAutomation {
        let demo = try DemoAutomation()
        try demo.tap("demo.gestures")
        return demo
    }

    private func value(_ demo: DemoAutomation, _ tag: Int) throws -> JSON? {
        try demo.call("view.get", ["view": ["tag": .int(tag)]])["accessibilityValue"]
    }

    private func status(_ demo: DemoAutomation) throws -> JSON? {
        try demo.call("view.get", ["view": ["tag": 95]])["accessibilityLabel"]
    }

    // docs/uikit-rules.md 5.6: a single tap is recognized once the double tap fails, within the call's wait.
    @Test func tapIsRecognizedAfterTheDoubleTapFailsAndListedInHandledBy() throws {
        let demo = try gestures()
        let area = try demo.call("view.get", ["view": ["tag": 90]])["ref"]
        let reply = try demo.call("input.tap", ["view": ["tag": 90]])

        #expect(reply["handledBy"] == [["ref": try #require(area), "class": "UIView"],
                                       ["kind": "recognizer", "class": "UITapGestureRecognizer", "view": try #require(area), "name": "tap"]])
        #expect(try value(demo, 90) == "single: 1, double: 0")
        #expect(try demo.call("input.tap", ["view": ["tag": 90], "count": 2])["handledBy"]?[1]?["name"] == "doubleTap")
        #expect(try value(demo, 90) == "single: 1, double: 1")
    }

    // With wait "none", the single tap is still waiting for the double tap when the reply comes.
    @Test func withoutWaitingTheSingleTapHasNotRecognizedYet() throws {
        let demo = try gestures()
        let reply = try demo.call("input.tap", ["view": ["tag": 90], "wait": "none"])
        #expect(reply["handledBy"]?.arrayValue?.count == 1)
        #expect(try value(demo, 90) == "single: 0, double: 0")
        try demo.call("clock.advance", ["ms": 400])
        #expect(try value(demo, 90) == "single: 1, double: 0")
    }

    @Test func longPressHoldsForTheDurationOnTheClock() throws {
        let demo = try gestures()
        let before = try demo.call("clock.now")["ms"]?.doubleValue ?? 0
        let reply = try demo.call("input.longPress", ["view": ["tag": 91]])

        #expect(reply["phases"] == ["began", "ended"])
        #expect(reply["hit"]?["tag"] == 91)
        #expect(reply["handledBy"]?[1]?["class"] == "UILongPressGestureRecognizer")
        #expect(try value(demo, 91) == "long press: ended")
        #expect(try status(demo) == "longPress")
        let after = try demo.call("clock.now")["ms"]?.doubleValue ?? 0
        #expect(after - before >= 800)
        // Shorter than minimumPressDuration: no long press.
        try demo.call("input.longPress", ["x": 275, "y": 130, "durationMs": 400])
        #expect(try value(demo, 91) == "long press: ended")
        #expect(try status(demo) == "longPress")
    }

    @Test func swipeFromAViewToAPointRecognizesItsDirection() throws {
        let demo = try gestures()
        let reply = try demo.call("input.swipe", ["from": ["tag": 92], "to": ["x": 330, "y": 235]])

        #expect(reply["phases"] == ["began", "moved", "moved", "moved", "moved", "moved", "moved", "moved", "moved", "moved", "moved", "ended"])
        #expect(try value(demo, 92) == "swipe: right")
        try demo.call("input.swipe", ["from": ["x": 330, "y": 235], "to": ["x": 40, "y": 235], "steps": 4, "durationMs": 200])
        #expect(try value(demo, 92) == "swipe: left")
        #expect(try status(demo) == "swipeLeft")
    }

    @Test func swipeOnTheHandleDragsItWithThePan() throws {
        let demo = try gestures()
        try demo.call("input.swipe", ["from": ["tag": 94], "to": ["x": 290, "y": 440]])
        let handle = try demo.call("view.get", ["view": ["tag": 94]])
        #expect(handle["center"] == ["x": 290, "y": 440])
        #expect(handle["accessibilityValue"] == "pan: ended")
    }

    // docs/uikit-rules.md 5.6: the demo's pinch and rotation recognize simultaneously; the frame shows the transform.
    @Test func pinchScalesTheAreaAndRotationTurnsIt() throws {
        let demo = try gestures()
        let reply = try demo.call("input.pinch", ["center": ["tag": 93], "scale": 1.5])
        #expect(reply["handledBy"]?.arrayValue?.compactMap { $0["name"]?.stringValue } == ["pinch"])
        #expect(try value(demo, 93) == "scale: 1.50, rotation: 0.00")
        #expect(try demo.call("view.get", ["view": ["tag": 93]])["frame"] == ["x": -30, "y": 240, "width": 300, "height": 300])

        try demo.call("input.rotate", ["center": ["x": 120, "y": 390], "radians": 0.5])
        #expect(try value(demo, 93) == "scale: 1.50, rotation: 0.50")
        #expect(try status(demo) == "rotation")
    }

    @Test func touchDeliveredNamesTheRecognizerThatSawEachPhase() throws {
        let demo = try gestures()
        try demo.call("events.subscribe", ["events": ["touch.delivered"]])
        _ = try demo.notifications()
        try demo.call("input.longPress", ["view": ["tag": 91], "durationMs": 600])
        let area = try demo.call("view.get", ["view": ["tag": 91]])["ref"]
        let events = try demo.notifications().map { $0["params"] ?? .null }

        #expect(events == [
            ["phase": "began", "view": try #require(area), "recognizer": ["class": "UILongPressGestureRecognizer", "name": "longPress"]],
            ["phase": "began", "view": try #require(area)],
            ["phase": "cancelled", "view": try #require(area)],
            ["phase": "ended", "view": try #require(area), "recognizer": ["class": "UILongPressGestureRecognizer", "name": "longPress"]],
        ])
    }

    // Bad input: durations ≤ 0, a point off screen, a missing field, a bad scale: -32602 naming the field; nothing sent.
    @Test func badGestureParametersAreRefusedNamingTheField() throws {
        let demo = try gestures()
        try demo.call("events.subscribe", ["events": ["touch.delivered"]])
        _ = try demo.notifications()
        let cases: [(String, JSON, String)] = [
            ("input.swipe", ["from": ["x": 10, "y": 10], "to": ["x": 500, "y": 10]], "to"),
            ("input.swipe", ["from": ["x": 10, "y": 10], "to": ["x": 100, "y": 10], "durationMs": 0], "durationMs"),
            ("input.swipe", ["from": ["x": 10, "y": 10], "to": ["x": 100, "y": 10], "durationMs": -5], "durationMs"),
            ("input.swipe", ["from": ["x": 10, "y": 10], "to": ["x": 100, "y": 10], "steps": 0], "steps"),
            ("input.swipe", ["from": ["x": 10], "to": ["x": 100, "y": 10]], "from.y"),
            ("input.swipe", ["to": ["x": 100, "y": 10]], "from"),
            ("input.longPress", ["view": ["tag": 91], "durationMs": 0], "durationMs"),
            ("input.longPress", ["x": 10, "y": 700], "x/y"),
            ("input.pinch", ["center": ["x": 100, "y": 300], "scale": 0], "scale"),
            ("input.pinch", ["center": ["x": 100, "y": 300], "scale": 4], "scale"),
            ("input.pinch", ["center": ["x": 100, "y": 300], "scale": 2, "durationMs": 60001], "durationMs"),
            ("input.rotate", ["center": ["x": 10, "y": 300], "radians": 1], "center"),
            ("input.rotate", ["center": ["x": 100, "y": 300]], "radians"),
        ]
        for (method, params, field) in cases {
            let error = try #require(try demo.error(method, params), "\(method) \(params)")
            #expect(error.code == -32602, "\(method) \(params)")
            #expect(error.data?["field"] == .string(field), "\(method) \(params): \(error.message)")
        }
        #expect(try demo.notifications() == [], "a refused gesture sends no touch")
        let error = try #require(try demo.error("input.swipe", ["from": ["x": 10, "y": 10], "to": ["x": 100, "y": 10], "durationMs": 0]))
        #expect(error.data?["expected"] == "a number of milliseconds greater than 0 and at most 60000")
    }

    @Test func gesturesWhileInactiveAreRefusedWithTheState() throws {
        let demo = try gestures()
        try demo.call("app.interrupt")
        let error = try #require(try demo.error("input.swipe", ["from": ["x": 10, "y": 10], "to": ["x": 100, "y": 10]]))
        #expect(error.code == -32003)
        #expect(error.data == ["state": "inactive"])
    }
}
