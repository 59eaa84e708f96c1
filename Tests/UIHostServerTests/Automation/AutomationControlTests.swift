import Foundation
import HeadlessUIKit
import Testing
import UIHostProtocol
@testable import UIHostCore
@testable import UIHostServer
import UIHostTesting
@testable import UIHostWebSocket

/// input.type, input.key, alert.tap, control.action, control fields and view.set on the demo app, in process
/// (docs/protocol.md; docs/uikit-rules.md 6).
@Suite @MainActor struct AutomationControlTests {
    private func ref(_ demo: DemoAutomation, _ identifier: String) throws -> String {
        try #require(try demo.call("view.get", ["view": ["accessibilityIdentifier": .string(identifier)]])["ref"]?.stringValue)
    }

    private func textForm() throws -> DemoAutomation {
        let demo = try DemoAutomation()
        try demo.tap("demo.textForm")
        return demo
    }

    // docs/uikit-rules.md 6.2: a tap on the field begins editing; each character goes through the delegate and sends
    // editingChanged; the reply lists every control event with its (absent) action.
    @Test func typeTapsTheViewThenTypesEachCharacter() throws {
        let demo = try textForm()
        let name = try ref(demo, "name")
        let reply = try demo.call("input.type", ["text": "Ada", "view": ["accessibilityIdentifier": "name"]])
        #expect(reply["view"]?["text"] == "Ada" && reply["view"]?["isFirstResponder"] == true)
        #expect(reply["accepted"] == ["A", "d", "a"] && reply["rejected"] == [])
        #expect(reply["firstResponder"] == .string(name))
        let events = reply["actions"]?.arrayValue?.compactMap { $0["event"]?.stringValue }
        #expect(events == ["touchDown", "touchUpInside", "editingDidBegin", "editingChanged", "editingChanged", "editingChanged"])
        #expect(reply["actions"]?[0] == ["view": .string(name), "event": "touchDown", "action": nil, "handled": false])
    }

    // docs/uikit-rules.md 6.2: the age field's delegate vetoes what is not a digit.
    @Test func typeReportsCharactersTheDelegateVetoed() throws {
        let demo = try textForm()
        let reply = try demo.call("input.type", ["text": "4x2", "view": ["accessibilityIdentifier": "age"]])
        #expect(reply["rejected"] == ["x"] && reply["view"]?["text"] == "42")
    }

    // docs/uikit-rules.md 6.2: return asks the delegate, which moves to the next field; backspace deletes.
    @Test func keysMoveToTheNextFieldAndDelete() throws {
        let demo = try textForm()
        let email = try ref(demo, "email")
        try demo.call("input.type", ["text": "Bo", "view": ["accessibilityIdentifier": "name"]])
        let back = try demo.call("input.key", ["key": "backspace"])
        #expect(back["view"]?["text"] == "B" && back["accepted"] == ["backspace"])
        let reply = try demo.call("input.key", ["key": "return"])
        #expect(reply["firstResponder"] == .string(email))
        #expect(reply["actions"]?.arrayValue?.compactMap { $0["event"]?.stringValue }
                == ["editingDidEnd", "editingDidBegin", "editingDidEndOnExit", "primaryActionTriggered"])
        try demo.call("input.type", ["text": "b@x.org\n\n\n"])
        try demo.call("input.tap", ["view": ["accessibilityIdentifier": "submit"]])
        #expect(try demo.call("view.get", ["view": ["tag": 155]])["text"] == "Submitted: B, b@x.org, ")
        #expect(try demo.error("input.key", ["key": "escape"])?.data?["field"] == "key")
    }

    // Bad input (issue 5): typing with no first responder, or into a view whose tap makes none.
    @Test func typeWithNoFirstResponderIsAnError() throws {
        let demo = try textForm()
        let error = try #require(try demo.error("input.type", ["text": "x"]))
        #expect(error.code == -32001 && error.data == ["selector": ["isFirstResponder": true]])
        #expect(error.message.contains("nothing is first responder"))
        let label = try #require(try demo.error("input.type", ["text": "x", "view": ["accessibilityIdentifier": "submit"]]))
        #expect(label.code == -32001 && label.data == ["selector": ["accessibilityIdentifier": "submit"]])
        try demo.call("app.interrupt")
        #expect(try demo.error("input.key", ["key": "tab"])?.data == ["state": "inactive"])
    }

    private func alerts() throws -> DemoAutomation {
        let demo = try DemoAutomation()
        try demo.tap("demo.alerts")
        return demo
    }

    // docs/uikit-rules.md 6.6: alert.tap taps the action's button: the alert is dismissed, then the handler runs.
    @Test func alertTapDismissesThenRunsTheHandler() throws {
        let demo = try alerts()
        try demo.tap("showAlert")
        let reply = try demo.call("alert.tap", ["title": "Delete"])
        #expect(reply["alert"]?["class"] == "UIAlertController" && reply["alert"]?["title"] == "Delete item?")
        #expect(reply["action"] == ["title": "Delete", "style": "destructive"] && reply["dismissed"] == true)
        // The alert's disappearance, then the window's layout pass once its view has left.
        #expect(reply["callbacks"] == ["viewWillDisappear", "viewDidDisappear", "viewWillLayoutSubviews", "viewDidLayoutSubviews"])
        #expect(try demo.call("view.get", ["view": ["tag": 163]])["text"] == "Chose: Delete")
        #expect(reply["actions"]?.arrayValue?.compactMap { $0["event"]?.stringValue }
                == ["touchDown", "touchUpInside", "primaryActionTriggered"])
    }

    // docs/uikit-rules.md 6.6: type into the login alert's field, then tap the preferred action.
    @Test func typeIntoAnAlertFieldThenTap() throws {
        let demo = try alerts()
        try demo.tap("showLogin")
        try demo.call("input.type", ["text": "ada", "view": ["text": "User name"]])
        try demo.call("alert.tap", ["title": "Log in"])
        #expect(try demo.call("view.get", ["view": ["tag": 163]])["text"] == "Chose: Log in, user: ada")
    }

    // Bad input (issue 5): an unknown title lists the available ones; no alert is -32001.
    @Test func alertTapErrorsNameWhatWouldBeRight() throws {
        let demo = try alerts()
        let none = try #require(try demo.error("alert.tap", ["title": "OK"]))
        #expect(none.code == -32001 && none.data == ["selector": ["alertAction": "OK"]])
        try demo.tap("showSheet")
        let unknown = try #require(try demo.error("alert.tap", ["title": "OK"]))
        #expect(unknown.code == -32602)
        #expect(unknown.data?["available"] == ["Share", "Duplicate", "Cancel"] && unknown.data?["field"] == "title")
        #expect(unknown.message == "parameter 'title' must be the title of one of the alert's actions ('Share', 'Duplicate', 'Cancel') but got 'OK'")
        #expect(try demo.call("alert.tap", ["title": "Cancel"])["dismissed"] == true)
    }

    private func controlScreen(_ name: String) throws -> DemoAutomation {
        let demo = try DemoAutomation()
        try demo.tap("demo.controls")
        try demo.tap("controls.\(name)")
        return demo
    }

    // docs/protocol.md: control.action events, only while subscribed.
    @Test func controlActionEventsArriveWhileSubscribed() throws {
        let demo = try controlScreen("toggle")
        let toggle = try ref(demo, "control")
        try demo.tap("control")
        _ = try demo.notifications()
        #expect(!demo.automation.host.controlActions.isEnabled)
        try demo.call("events.subscribe", ["events": ["control.action"]])
        #expect(demo.automation.host.controlActions.isEnabled)
        try demo.call("clock.advance", ["ms": 1000])  // not a double tap
        try demo.tap("control")
        let events = try demo.notifications().filter { $0["method"] == "control.action" }.map { $0["params"] ?? .null }
        #expect(events == [
            ["view": .string(toggle), "event": "touchDown", "action": nil, "handled": false],
            ["view": .string(toggle), "event": "touchUpInside", "action": nil, "handled": false],
            ["view": .string(toggle), "event": "valueChanged", "action": "method of DemoControlScreen", "handled": true],
            ["view": .string(toggle), "event": "primaryActionTriggered", "action": nil, "handled": false],
        ])
        try demo.call("events.unsubscribe")
        #expect(!demo.automation.host.controlActions.isEnabled)
    }

    // docs/protocol.md: control fields in view nodes, and view.set of control values (no events).
    @Test func controlFieldsInNodesAndViewSet() throws {
        let demo = try controlScreen("toggle")
        #expect(try demo.call("view.find", ["accessibilityIdentifier": "control"])["views"]?[0]?["isOn"] == false)
        try demo.tap("control")
        let node = try demo.call("view.get", ["view": ["accessibilityIdentifier": "control"]])
        #expect(node["isOn"] == true && node["enabled"] == true && node["selected"] == false && node["highlighted"] == false)
        #expect(try demo.call("view.get", ["view": ["tag": 141]])["text"] == "valueChanged: on")
        let set = try demo.call("view.set", ["view": ["tag": 140], "properties": ["isOn": false]])
        #expect(set["isOn"] == false)
        #expect(try demo.call("view.get", ["view": ["tag": 141]])["text"] == "valueChanged: on", "set in code: no event")
        let wrong = try #require(try demo.error("view.set", ["view": ["tag": 140], "properties": ["value": 3]]))
        #expect(wrong.data == ["field": "properties.value", "expected": "a property this UISwitch has: only sliders, steppers, progress views and date pickers have value"])
        let tree = try demo.call("tree.get", ["root": ["tag": 141]])
        #expect(tree["root"]?["text"] == "valueChanged: on" && tree["root"]?["enabled"] == nil)
    }

    // Bad input (issue 5): an out-of-range segment index is refused with the range; taps select segments.
    @Test func segmentedSelectionOverTheProtocol() throws {
        let demo = try controlScreen("segmented")
        let error = try #require(try demo.error("view.set", ["view": ["tag": 140], "properties": ["selectedIndex": 3]]))
        #expect(error.code == -32602 && error.data?["expected"] == "an index from -1 to 2 (the UISegmentedControl has 3 segments; -1 selects none)")
        try demo.call("input.tap", ["x": 270, "y": 116])
        #expect(try demo.call("view.get", ["view": ["tag": 140]])["selectedIndex"] == 2)
        #expect(try demo.call("view.get", ["view": ["tag": 141]])["text"] == "valueChanged: Third")
        #expect(try demo.call("view.find", ["text": "Tap me"])["views"] == [])
    }

    // docs/uikit-rules.md 6.2: a slider dragged over input.touch; the tap's actions and the text selector on titles.
    @Test func sliderDragAndButtonByTitle() throws {
        let demo = try controlScreen("slider")
        for (phase, x) in [("began", 35.5), ("moved", 85.5), ("ended", 135.5)] {
            try demo.call("input.touch", ["touches": [["id": 1, "phase": .string(phase), "x": .double(x), "y": 115.5]]])
        }
        #expect(try demo.call("view.get", ["view": ["tag": 140]])["value"] == 50)
        #expect(try demo.call("view.get", ["view": ["tag": 141]])["text"] == "valueChanged: 50")
        try demo.call("navigation.back", ["animated": false])
        try demo.tap("controls.button")
        let tap = try demo.call("input.tap", ["view": ["text": "Tap me"]])
        #expect(tap["hit"]?["class"] == "UIButton" && tap["hit"]?["title"] == "Tap me")
        #expect(tap["actions"]?.arrayValue?.compactMap { $0["action"]?.stringValue } == ["UIAction(Tap me)"])
    }
}
