import Foundation
import Testing
import UIHostClient
import UIHostProtocol

/// The gesture methods and `touch.delivered` over a real socket: the `uihost` binary serving the demo app, driven
/// by the Swift client (docs/protocol.md Input and Events; docs/uikit-rules.md 5.5-5.7).
@Suite(.serialized) struct GestureEndToEndTests {
    @Test func swipeLongPressPinchAndRotateDriveTheGesturesScreen() async throws {
        let host = try HostProcess()
        let client = try host.connect()
        try await client.tap(.init(accessibilityIdentifier: "demo.gestures"))
        func value(_ tag: Int) async throws -> JSON? { try await client.view(.init(tag: tag))["accessibilityValue"] }

        let swipe = try await client.call("input.swipe", ["from": ["tag": 92], "to": ["x": 330, "y": 235], "durationMs": 250, "steps": 5])
        #expect(swipe["phases"] == ["began", "moved", "moved", "moved", "moved", "moved", "ended"])
        #expect(swipe["hit"]?["tag"] == 92)
        #expect(try await value(92) == "swipe: right")

        let press = try await client.call("input.longPress", ["view": ["tag": 91]])
        #expect(press["handledBy"]?.arrayValue?.last == ["kind": "recognizer", "class": "UILongPressGestureRecognizer",
                                                         "view": try #require(press["hit"]?["ref"]), "name": "longPress"])
        #expect(try await value(91) == "long press: ended")

        try await client.call("input.pinch", ["center": ["tag": 93], "scale": 0.5])
        #expect(try await value(93) == "scale: 0.50, rotation: 0.00")
        #expect(try await client.view(.init(tag: 93))["frame"] == ["x": 70, "y": 340, "width": 100, "height": 100])
        try await client.call("input.rotate", ["center": ["tag": 93], "radians": -0.25, "durationMs": 300])
        #expect(try await value(93) == "scale: 0.50, rotation: -0.25")

        try await client.call("input.swipe", ["from": ["tag": 94], "to": ["x": 300, "y": 450]])
        #expect(try await client.view(.init(tag: 94))["center"] == ["x": 300, "y": 450])
        #expect(try await client.view(.init(tag: 95))["accessibilityLabel"] == "pan")
        client.close()
    }

    @Test func touchDeliveredReportsRecognizersBeforeTheView() async throws {
        let host = try HostProcess()
        let client = try host.connect()
        try await client.tap(.init(accessibilityIdentifier: "demo.gestures"))
        try await client.subscribe(["touch.delivered"])
        let tap = try await client.tap(.init(tag: 90))
        let area = try #require(tap["hit"]?["ref"])
        var received: [JSON] = []
        for await event in client.events where event.name == "touch.delivered" {
            received.append(event.params)
            if received.count == 6 { break }
        }
        let single: JSON = ["class": "UITapGestureRecognizer", "name": "tap"]
        let double: JSON = ["class": "UITapGestureRecognizer", "name": "doubleTap"]
        #expect(received == [
            ["phase": "began", "view": area, "recognizer": single],
            ["phase": "began", "view": area, "recognizer": double],
            ["phase": "began", "view": area],
            ["phase": "ended", "view": area, "recognizer": single],
            ["phase": "ended", "view": area, "recognizer": double],
            ["phase": "cancelled", "view": area],
        ])
        client.close()
    }

    @Test func badGestureInputComesBackAsInvalidParamsNamingTheField() async throws {
        let host = try HostProcess()
        let raw = try WebSocketConnection(url: host.url)
        func error(_ text: String) throws -> JSON? {
            raw.send(Array(text.utf8))
            guard let reply = raw.receive(timeout: 10) else { throw HostProcessError("no reply to \(text)") }
            return try JSONParser.parse(reply)["error"]
        }
        let offScreen = try error(#"{"jsonrpc":"2.0","method":"input.swipe","params":{"from":{"x":10,"y":10},"to":{"x":10,"y":900}},"id":1}"#)
        #expect(offScreen?["code"] == -32602)
        #expect(offScreen?["data"]?["field"] == "to")
        let zero = try error(#"{"jsonrpc":"2.0","method":"input.longPress","params":{"x":10,"y":10,"durationMs":0},"id":2}"#)
        #expect(zero?["data"]?["field"] == "durationMs")
        let notANumber = try error(#"{"jsonrpc":"2.0","method":"input.pinch","params":{"center":{"x":100,"y":300},"scale":"NaN"},"id":3}"#)
        #expect(notANumber?["data"] == ["field": "scale", "expected": "a finite number"])
        raw.close()
    }
}
