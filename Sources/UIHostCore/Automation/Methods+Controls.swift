import Foundation
import HeadlessUIKit
import UIHostProtocol

/// Typing, keys, alerts and control events (docs/protocol.md: `input.type`, `input.key`, `alert.tap`, `control.action`).
extension AutomationHost {
    func registerControlMethods() {
        method("input.type") { [unowned self] call throws(RPCError) in
            guard let text = try call.params.string("text") else {
                throw .invalidParams(field: "text", expected: "the text to type, a string (\"\\n\" presses return)")
            }
            try requireActive()
            let mark = startRecordingControlActions()
            defer { stopRecordingControlActions(mark) }
            if let selector = try selector(call.params, "view") {
                let view = try resolve(selector)
                try tap(at: try tapPoint(for: view))
                guard host.firstResponder is UIKeyInput else {
                    throw RPCError(code: RPCError.noSuchObjectCode,
                                   message: "tapping the view (a \(ClassNames.name(of: view))) made no text input first responder, so there is nowhere to type; select a text field or text view",
                                   data: ["selector": selector.json])
                }
            }
            let target = host.firstResponder
            let result: TypingResult
            do throws(KeyboardInputError) {
                result = try host.type(text)
            } catch {
                throw Self.keyboardError(error)
            }
            try waitIfAsked(call.params)
            return typingReply(result, target: target, mark: mark)
        }
        method("input.key") { [unowned self] call throws(RPCError) in
            let names = HardwareKey.allCases.map(\.rawValue)
            guard let name = try call.params.oneOf("key", names), let key = HardwareKey(rawValue: name) else {
                throw .invalidParams(field: "key", expected: "one of \(names.joined(separator: ", "))")
            }
            try requireActive()
            let mark = startRecordingControlActions()
            defer { stopRecordingControlActions(mark) }
            let target = host.firstResponder
            let result: TypingResult
            do throws(KeyboardInputError) {
                result = try host.press(key)
            } catch {
                throw Self.keyboardError(error)
            }
            try waitIfAsked(call.params)
            return typingReply(result, target: target, mark: mark)
        }
        method("alert.tap") { [unowned self] call throws(RPCError) in
            guard let title = try call.params.string("title") else {
                throw .invalidParams(field: "title", expected: "the title of one of the presented alert's actions, a string")
            }
            _ = try call.params.oneOf("wait", ["idle", "none"])
            try requireActive()
            guard let alert = presentedAlert() else {
                throw RPCError(code: RPCError.noSuchObjectCode,
                               message: "no alert or action sheet is presented, so there is no action '\(title)' to tap; present a UIAlertController first",
                               data: ["selector": ["alertAction": .string(title)]])
            }
            let titles = alert.actions.map { $0.title ?? "" }
            guard let action = alert.actions.first(where: { ($0.title ?? "") == title }) else {
                let list = titles.map { "'\($0)'" }.joined(separator: ", ")
                throw RPCError(code: RPCError.invalidParamsCode,
                               message: "parameter 'title' must be the title of one of the alert's actions (\(list.isEmpty ? "it has none" : list)) but got '\(title)'",
                               data: ["field": "title", "expected": .string("one of: \(list)"),
                                      "available": .array(titles.map(JSON.string))])
            }
            guard let button = action.button, action.isEnabled else {
                throw RPCError(code: RPCError.notHittableCode,
                               message: "the action '\(title)' is disabled, so tapping it does nothing; enable it (isEnabled) first",
                               data: ["reason": "disabled", "hit": .null])
            }
            let summary = nodes.controllerSummary(alert)
            let mark = startRecordingControlActions()
            defer { stopRecordingControlActions(mark) }
            let callbackMark = host.callbacks.count
            try tap(at: try tapPoint(for: button))
            try waitIfAsked(call.params)
            let callbacks = host.callbacks.records.dropFirst(callbackMark).filter { $0.kind == .viewController }.map(\.name)
            return ["alert": summary,
                    "action": ["title": .string(title), "style": .string(action.style.name)],
                    "dismissed": .bool(alert.presentingViewController == nil),
                    "callbacks": .array(callbacks.map(JSON.string)),
                    "actions": .array(controlActionList(since: mark))]
        }
    }

    /// The topmost presented controller when it is an alert or action sheet.
    func presentedAlert() -> UIAlertController? {
        host.topPresentedViewController as? UIAlertController
    }

    private func typingReply(_ result: TypingResult, target: UIResponder?, mark: ControlActionMark) -> JSON {
        var object = JSONObject()
        object["view"] = (target as? UIView).map { .object(nodes.basicFields($0)) } ?? .null
        object["accepted"] = .array(result.accepted.map(JSON.string))
        object["rejected"] = .array(result.rejected.map(JSON.string))
        if !result.undelivered.isEmpty { object["undelivered"] = .string(result.undelivered) }
        object["firstResponder"] = (result.responder as? UIView).map { .string(refs.ref($0)) } ?? .null
        object["actions"] = .array(controlActionList(since: mark))
        return .object(object)
    }

    static func keyboardError(_ error: KeyboardInputError) -> RPCError {
        switch error {
        case let .notAcceptingInput(state):
            return RPCError(code: RPCError.notAcceptingInputCode, message: error.description,
                            data: ["state": .string(state.rawValue)])
        case .noFirstResponder:
            return RPCError(code: RPCError.noSuchObjectCode, message: error.description,
                            data: ["selector": ["isFirstResponder": true]])
        case let .firstResponderTakesNoText(className):
            return RPCError(code: RPCError.noSuchObjectCode, message: error.description,
                            data: ["selector": ["isFirstResponder": true], "firstResponder": .string(className)])
        }
    }

    // MARK: Control actions (docs/protocol.md, control.action; input.tap's actions)

    struct ControlActionMark {
        let index: Int
        let wasEnabled: Bool
    }

    /// Turns recording on for a call that reports the control events it caused.
    func startRecordingControlActions() -> ControlActionMark {
        let log = host.controlActions
        let mark = ControlActionMark(index: log.count, wasEnabled: log.isEnabled)
        log.isEnabled = true
        return mark
    }

    func stopRecordingControlActions(_ mark: ControlActionMark) {
        host.controlActions.isEnabled = mark.wasEnabled
    }

    /// The control events recorded since `mark`: `{view, event, action, handled}` each (`action` null when no action
    /// is registered for the event).
    func controlActionList(since mark: ControlActionMark) -> [JSON] {
        host.controlActions.records(since: mark.index).compactMap(controlActionJSON)
    }

    private func controlActionJSON(_ record: ControlActionRecord) -> JSON? {
        guard let control = record.control else { return nil }
        return .object(JSONObject([("view", .string(refs.ref(control))), ("event", .string(record.event.name)),
                                   ("action", record.action.map(JSON.string) ?? .null), ("handled", .bool(record.handled))]))
    }

    /// `control.action` events for what was recorded since the last collection. Recording is on only while some
    /// client subscribes to them (the switch is set here, after every message).
    func controlActionEvents(subscribed: [ClientSession]) -> [(String, JSON)] {
        let wanted = subscribed.contains { $0.subscriptions.contains("control.action") }
        defer {
            host.controlActions.clear()
            host.controlActions.isEnabled = wanted
        }
        guard wanted else { return [] }
        return host.controlActions.records.compactMap(controlActionJSON).map { ("control.action", $0) }
    }
}

/// `view.set`'s control properties: `text` (labels, text fields, text views), `value` (sliders, steppers, progress
/// views; date pickers in seconds since 1970), `isOn` (switches), `selectedIndex` (segmented controls: -1 for none;
/// page controls; pickers' component 0). Set as code sets them: no control events, no delegate calls. Checked whole
/// before anything changes.
@MainActor
struct ControlPropertyChanges {
    static let names = ["text", "value", "isOn", "selectedIndex"]
    private var apply: [(UIView) -> Void] = []

    init(_ object: JSONObject, for view: UIView) throws(RPCError) {
        let params = Params(object: object)
        let className = ClassNames.name(of: view)
        func refuse(_ name: String, _ what: String) -> RPCError {
            .invalidParams(field: "properties.\(name)", expected: "a property this \(className) has: only \(what) have \(name)")
        }
        func field(_ error: RPCError) -> RPCError {
            let inner = error.data?["field"]?.stringValue ?? ""
            return .invalidParams(field: "properties.\(inner)", expected: error.data?["expected"]?.stringValue ?? "a valid value")
        }
        if object["text"] != nil {
            let text: String?
            do throws(RPCError) { text = try params.string("text") } catch { throw field(error) }
            switch view {
            case let label as UILabel: apply.append { _ in label.text = text }
            case let textField as UITextField: apply.append { _ in textField.text = text }
            case let textView as UITextView: apply.append { _ in textView.text = text }
            default: throw refuse("text", "labels, text fields and text views")
            }
        }
        if params.has("value") {
            let value: Double
            do throws(RPCError) { value = try params.number("value") ?? 0 } catch { throw field(error) }
            switch view {
            case let slider as UISlider: apply.append { _ in slider.value = Float(value) }
            case let stepper as UIStepper: apply.append { _ in stepper.value = value }
            case let progress as UIProgressView: apply.append { _ in progress.progress = Float(value) }
            case let picker as UIDatePicker: apply.append { _ in picker.date = Date(timeIntervalSince1970: value) }
            default: throw refuse("value", "sliders, steppers, progress views and date pickers")
            }
        }
        if params.has("isOn") {
            let isOn: Bool
            do throws(RPCError) { isOn = try params.bool("isOn") ?? false } catch { throw field(error) }
            guard let toggle = view as? UISwitch else { throw refuse("isOn", "switches") }
            apply.append { _ in toggle.isOn = isOn }
        }
        if params.has("selectedIndex") {
            let index: Int
            do throws(RPCError) { index = try params.int("selectedIndex") ?? 0 } catch { throw field(error) }
            func check(_ range: Range<Int>, _ what: String) throws(RPCError) {
                guard range.contains(index) else {
                    throw RPCError.invalidParams(field: "properties.selectedIndex",
                                                 expected: range.isEmpty ? "an index, but the \(className) has no \(what)"
                                                     : "an index from \(range.lowerBound) to \(range.upperBound - 1) (the \(className) has \(range.upperBound) \(what))",
                                                 got: .int(index))
                }
            }
            switch view {
            case let segments as UISegmentedControl:
                try check(-1..<segments.numberOfSegments, "segments; -1 selects none")
                apply.append { _ in segments.selectedSegmentIndex = index }
            case let pages as UIPageControl:
                try check(0..<pages.numberOfPages, "pages")
                apply.append { _ in pages.currentPage = index }
            case let picker as UIPickerView:
                try check(0..<picker.numberOfRows(inComponent: 0), "rows in component 0")
                apply.append { _ in picker.selectRow(index, inComponent: 0, animated: false) }
            default: throw refuse("selectedIndex", "segmented controls, page controls and pickers")
            }
        }
    }

    func apply(to view: UIView) {
        for change in apply { change(view) }
    }
}
