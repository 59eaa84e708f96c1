import Foundation
import Testing
import UIHostClient
import UIHostProtocol

/// Typing, keys, alerts, control events and control fields over a real socket on the demo app (issue 5).
@Suite(.serialized) struct EndToEndControlTests {
    private func byID(_ identifier: String) -> JSON { ["accessibilityIdentifier": .string(identifier)] }

    @Test func typeKeyAlertTapControlActionAndControlFieldsOverASocket() async throws {
        let host = try HostProcess()
        let client = try host.connect()
        try await client.subscribe(["control.action"])

        // input.type into the text form, vetoed characters reported; input.key return moves to the next field.
        try await client.call("input.tap", ["view": byID("demo.textForm")])
        let typed = try await client.call("input.type", ["text": "Ada", "view": byID("name")])
        #expect(typed["view"]?["text"] == "Ada" && typed["accepted"] == ["A", "d", "a"])
        let age = try await client.call("input.type", ["text": "3x0", "view": byID("age")])
        #expect(age["rejected"] == ["x"] && age["view"]?["text"] == "30")
        let next = try await client.call("input.key", ["key": "return"])
        let password = try await client.call("view.get", ["view": byID("password")])
        #expect(next["firstResponder"] == password["ref"] && next["accepted"] == ["return"])
        try await client.call("input.type", ["text": "pw"])
        #expect(try await client.call("view.get", ["view": byID("password")])["text"] == "••")
        let noResponder = try await client.call("input.tap", ["view": byID("submit")])
        #expect(noResponder["actions"]?.arrayValue?.contains { $0["event"] == "primaryActionTriggered" } == true)
        #expect(try await client.call("view.get", ["view": ["tag": 155]])["text"] == "Submitted: Ada, , 30")
        do {
            try await client.call("input.type", ["text": "x"])
            Issue.record("typing with no first responder must fail")
        } catch let error as UIHostError {
            guard case let .noSuchView(selector, _) = error else { throw error }
            #expect(selector == ["isFirstResponder": true])
        }

        // alert.tap on the alerts screen: dismissed, then the handler ran.
        try await client.call("navigation.back", ["animated": false])
        try await client.call("input.tap", ["view": byID("demo.alerts")])
        try await client.call("input.tap", ["view": byID("showAlert")])
        do {
            try await client.call("alert.tap", ["title": "Maybe"])
            Issue.record("an unknown action title must fail")
        } catch let error as UIHostError {
            guard case let .invalidParams(field, _, message) = error else { throw error }
            #expect(field == "title" && message.contains("('Cancel', 'Delete')"))
        }
        let tapped = try await client.call("alert.tap", ["title": "Cancel"])
        #expect(tapped["dismissed"] == true && tapped["action"] == ["title": "Cancel", "style": "cancel"])
        #expect(try await client.call("view.get", ["view": ["tag": 163]])["text"] == "Chose: Cancel")

        // Control fields in view nodes, and control.action events for a switch.
        try await client.call("navigation.back", ["animated": false])
        try await client.call("input.tap", ["view": byID("demo.controls")])
        try await client.call("input.tap", ["view": byID("controls.toggle")])
        let toggle = try await client.call("view.get", ["view": ["tag": 140]])
        #expect(toggle["class"] == "UISwitch" && toggle["isOn"] == false && toggle["enabled"] == true)
        try await client.call("input.tap", ["view": ["tag": 140]])
        #expect(try await client.call("view.find", ["tag": 140])["views"]?[0]?["isOn"] == true)

        var valueChanged: JSON?
        for await event in client.events where event.name == "control.action" {
            if event.params["event"] == "valueChanged" {
                valueChanged = event.params
                break
            }
        }
        #expect(valueChanged == ["view": toggle["ref"] ?? .null, "event": "valueChanged",
                                 "action": "method of DemoControlScreen", "handled": true])
        client.close()
    }
}
