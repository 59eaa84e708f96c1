import Foundation
import HeadlessUIKit
import Testing
import UIHostDemo
import UIHostProtocol
@testable import UIHostCore
@testable import UIHostServer
import UIHostTesting
@testable import UIHostWebSocket

/// Recording and replay over the protocol (docs/protocol.md, Recording and replay; docs/recording.md).
@MainActor
@Suite struct RecordingTests {
    /// A session through most of the demo: taps, a push and back, the tab bar (a refused tab too), a modal and its
    /// dismissal, rotation, the clock and the life cycle.
    static func demoScript(_ host: RecordingHost) throws {
        try host.call("input.tap", ["view": ["tag": 3]])
        try host.call("input.tap", ["view": ["accessibilityIdentifier": "counter"]])
        try host.call("input.tap", ["view": ["tag": 40]])
        try host.call("navigation.back")
        try host.call("input.tap", ["view": ["tag": 41]])
        try host.call("tabs.select", ["index": 1])
        try host.call("tabs.select", ["title": "Locked"])
        try host.call("input.tap", ["view": ["tag": 61, "visible": true]])
        try host.call("input.tap", ["view": ["tag": 30]])
        try host.call("controller.dismiss")
        try host.call("device.rotate", ["orientation": "landscapeLeft"])
        try host.call("clock.advance", ["ms": 250])
        try host.call("app.home")
        try host.call("app.activate")
        try host.call("device.rotate", ["orientation": "portrait"])
    }

    static func ref(_ host: RecordingHost, _ selector: JSON) throws -> String {
        try #require(try host.call("view.find", selector)["views"]?[0]?["ref"]?.stringValue)
    }

    static let demoKinds = [
        "touches", "touches", "idle", "touches", "touches", "idle", "touches", "touches", "idle", "command",
        "touches", "touches", "idle", "command", "command", "touches", "touches", "idle", "touches", "touches", "idle",
        "dismiss", "idle", "rotate", "idle", "advance", "home", "idle", "activate", "idle", "rotate", "idle",
    ]

    /// The gesture methods move the host clock between their touches through the host, so a recording has those
    /// clock advances as steps and replays with the recognizers seeing the same timestamps (docs/uikit-rules.md 2, 5.5).
    @Test func gesturesRecordTheirClockAdvancesAndReplayWithEveryCheckpointMatching() throws {
        let host = try RecordingHost()
        try host.call("session.record.start", ["path": "gestures.jsonl"])
        try host.call("input.tap", ["view": ["tag": 44]])
        try host.call("input.swipe", ["from": ["x": 300, "y": 260], "to": ["x": 60, "y": 260], "durationMs": 200, "steps": 4])
        try host.call("input.longPress", ["view": ["tag": 91]])
        try host.call("input.pinch", ["center": ["tag": 93], "scale": 2])
        try host.call("session.record.stop")
        let steps = try host.lines("gestures.jsonl").filter { $0["step"] != nil }
        let kinds = steps.compactMap { $0["kind"]?.stringValue }
        // The tap (down, up, idle); the swipe: down, then an advance of 50 ms before each of 4 moves, up, idle.
        #expect(Array(kinds[0..<13]) == ["touches", "touches", "idle", "touches", "advance", "touches", "advance", "touches",
                                         "advance", "touches", "advance", "touches", "touches"])
        #expect(steps[4]["ms"] == 50)
        // The long press: down, 800 ms held, up, idle.
        #expect(Array(kinds[14..<18]) == ["touches", "advance", "touches", "idle"])
        #expect(steps[15]["ms"] == 800)
        #expect(try host.call("view.get", ["view": ["tag": 95]])["accessibilityLabel"] == "pinch")
        let replayed = try host.call("session.replay", ["path": "gestures.jsonl"])
        #expect(replayed["mismatches"] == [])
        #expect(replayed["events"] == .int(steps.count))
    }

    @Test func aScriptedDemoSessionRecordedOverTheProtocolReplaysWithEveryCheckpointMatching() throws {
        let host = try RecordingHost()
        #expect(try host.call("session.record.start", ["path": "demo.jsonl"])
            == ["path": .string(host.path("demo.jsonl")), "start": "launch", "steps": 0])
        try Self.demoScript(host)
        let stopped = try host.call("session.record.stop")
        #expect(stopped == ["path": .string(host.path("demo.jsonl")), "events": .int(Self.demoKinds.count),
                            "steps": .int(Self.demoKinds.count), "checkpoints": .int(Self.demoKinds.count)])

        let lines = try host.lines("demo.jsonl")
        #expect(lines.first == ["format": "uihost-session", "version": 1, "app": ["name": "demo"], "device": "iphone-8",
                                "orientation": "portrait", "clock": "virtual", "host": ["name": "uihost", "version": "0.1.0"],
                                "treeEvery": 100, "idleTimeoutMs": 10000, "start": "launch"])
        #expect(lines[1]["tree"] == 0)
        let steps = lines.filter { $0["step"] != nil }
        #expect(steps.compactMap { $0["kind"]?.stringValue } == Self.demoKinds)
        #expect(steps.map { $0["step"]?.intValue ?? 0 } == Array(1...Self.demoKinds.count))
        #expect(steps.allSatisfy { $0["check"]?.stringValue?.count == 16 })
        // Touches at the sendEvent boundary: ids, phases and window points; the view a selector finds is noted.
        #expect(steps[0]["touches"] == [["id": 1_000_000, "phase": "began", "x": 240, "y": 106]])
        #expect(steps[0]["hits"] == [["id": 1_000_000, "path": "w0/0/0/2", "selector": ["tag": 3]]])
        #expect(steps[1]["touches"] == [["id": 1_000_000, "phase": "ended", "x": 240, "y": 106]])
        // Only the toggle state's line changed: 6 lines kept before it, the rest of the tree (however many views the
        // demo's home has) after it.
        #expect(steps[1]["delta"]?["keep"]?[0] == 6)
        #expect(steps[1]["delta"]?["lines"] == [
            #"w0/0/0/3 UIView tag=4 frame=(190,140,100,44) userInteractionEnabled=false accessibilityIdentifier="toggleState" accessibilityLabel="On""#])
        // Commands carry their parameters; refs would have become paths.
        #expect(steps[9]["method"] == "navigation.back")
        #expect(steps[13]["params"] == ["index": 1])
        #expect(steps[14]["params"] == ["title": "Locked"])
        #expect(steps[25]["ms"] == 250)
        #expect(lines.last == ["end": true, "steps": .int(Self.demoKinds.count), "checkpoints": .int(Self.demoKinds.count)])

        let replayed = try host.call("session.replay", ["path": "demo.jsonl"])
        // Every step's checkpoint, the tree at the start and the tree at the end.
        #expect(replayed == ["events": .int(Self.demoKinds.count), "checkpoints": .int(Self.demoKinds.count + 2),
                             "mismatches": [], "ended": true, "notes": []])
        // The replay ran in a host of its own: this one is as the script left it.
        #expect(try host.call("view.get", ["view": ["tag": 4]])["accessibilityLabel"] == "On")
    }

    @Test func aStoryboardSessionRoundTripsAndNamesItsStoryboardByContentHash() throws {
        let app = try RecordingFixtures.app()
        let host = try RecordingHost(app: app)
        try host.call("session.record.start", ["path": "flow.jsonl"])
        try host.call("segue.perform", ["identifier": "next", "sender": ["ref": .string(try Self.ref(host, ["tag": 5]))]])
        try host.call("navigation.back")
        try host.call("input.tap", ["view": ["accessibilityIdentifier": "nextButton"]])
        try host.call("view.set", ["view": ["tag": 9], "properties": ["hidden": true]])
        try host.call("app.terminate")
        try host.call("app.launch")
        try host.call("session.record.stop")
        let lines = try host.lines("flow.jsonl")
        #expect(lines[0]["app"] == ["name": "Flow", "sha256": .string(SHA256.hex(Array(RecordingFixtures.flow().utf8)))])
        let steps = lines.filter { $0["step"] != nil }
        #expect(steps.compactMap { $0["kind"]?.stringValue }
            == ["command", "command", "touches", "touches", "idle", "command", "terminate", "idle", "launch", "idle"])
        // The sender's ref is kept as its position, so the replay host can find its own view there.
        #expect(steps[0]["params"] == ["identifier": "next", "sender": ["ref": ["path": "w0/0/0/1"]]])
        #expect(try host.call("session.replay", ["path": "flow.jsonl"])["mismatches"] == [])
    }

    // docs/uikit-rules.md 13.7, docs/protocol.md (traits.set): a trait change is recorded as the command and
    // replays to the same traits; a right-to-left layout replays with every checkpoint matching.
    @Test func traitChangesAreRecordedAndReplayed() throws {
        let host = try RecordingHost()
        try host.call("session.record.start", ["path": "traits.jsonl"])
        try host.call("traits.set", ["userInterfaceStyle": "dark", "preferredContentSizeCategory": "extraLarge"])
        try host.call("traits.set", ["layoutDirection": "rightToLeft"])
        try host.call("input.tap", ["view": ["tag": 3]])
        try host.call("session.record.stop")
        let steps = try host.lines("traits.jsonl").filter { $0["step"] != nil }
        #expect(steps[0]["kind"] == "command" && steps[0]["method"] == "traits.set")
        #expect(steps[0]["params"] == ["userInterfaceStyle": "dark", "preferredContentSizeCategory": "extraLarge"])
        #expect(steps[1]["params"] == ["layoutDirection": "rightToLeft"])
        let replayed = try host.call("session.replay", ["path": "traits.jsonl"])
        #expect(replayed["mismatches"] == [])
        #expect(replayed["ended"] == true)
        #expect(try host.call("traits.get")["layoutDirection"] == "rightToLeft")
    }

    @Test func aStoryboardWithOneLabelMovedIsRefusedThenReportsTheExactDivergenceWhenForced() throws {
        let recorded = try RecordingHost(app: try RecordingFixtures.app())
        try recorded.call("session.record.start", ["path": "flow.jsonl"])
        try recorded.call("segue.perform", ["identifier": "next"])
        try recorded.call("session.record.stop")

        let moved = try RecordingHost(app: try RecordingFixtures.app(labelX: 40), folder: recorded.folder)
        let refused = try #require(try moved.error("session.replay", ["path": "flow.jsonl"]))
        #expect(refused.code == RPCError.invalidParamsCode)
        #expect(refused.data?["field"] == "force")
        #expect(refused.message.contains("the recording was made with storyboard 'Flow' (sha256 "))
        #expect(refused.message.contains("or force it"))

        let diverged = try #require(try moved.error("session.replay", ["path": "flow.jsonl", "force": true]))
        #expect(diverged.code == RPCError.replayDivergedCode)
        #expect(diverged.message == "replay diverged at step 0 (line 2, start at 0 ms): the view and controller trees differ from the recording's")
        let data = try #require(diverged.data)
        #expect(data["at"] == ["step": 0, "line": 2, "kind": "start", "t": 0])
        // The label's line: a storyboard <label> is built as a UILabel (docs/uikit-rules.md 8.1), with its text.
        let actualTree = data["actual"]?["tree"]?.arrayValue?.compactMap(\.stringValue) ?? []
        let label = try #require(actualTree.first { $0.hasPrefix("w0/0/0/0 ") })
        let button = try #require(actualTree.first { $0.hasPrefix("w0/0/0/1 ") })
        #expect(label == #"w0/0/0/0 UILabel tag=4 frame=(40,100,200,21) userInteractionEnabled=false accessibilityIdentifier="status" accessibilityLabel="Ready" text="Ready""#)
        #expect(data["diff"] == .string("""
              w0/0/0 UIView frame=(0,0,375,667) controller=UIViewController
            - \(label.replacingOccurrences(of: "frame=(40,", with: "frame=(16,"))
            + \(label)
              \(button)
            """))
        #expect(data["expected"]?["tree"]?.arrayValue?.count == data["actual"]?["tree"]?.arrayValue?.count)
        #expect(data["expected"]?["check"] != data["actual"]?["check"])
    }

    @Test func aRecordingCutMidLineReplaysUpToTheCutAndSaysSo() throws {
        let host = try RecordingHost()
        try host.call("session.record.start", ["path": "whole.jsonl"])
        try host.call("input.tap", ["view": ["tag": 3]])
        try host.call("input.tap", ["view": ["tag": 3]])
        try host.call("session.record.stop")
        // The host died while writing step 5: the lines before it are whole, the last is half a line.
        let text = try String(contentsOfFile: host.path("whole.jsonl"), encoding: .utf8)
        let lines = text.split(separator: "\n").map(String.init)
        let stepFive = try #require(lines.firstIndex { $0.hasPrefix(#"{"step":5,"#) })
        let cut = lines[..<stepFive].joined(separator: "\n") + "\n" + lines[stepFive].prefix(30)
        try Data(cut.utf8).write(to: URL(fileURLWithPath: host.path("cut.jsonl")))

        let result = try host.call("session.replay", ["path": "cut.jsonl"])
        #expect(result == ["events": 4, "checkpoints": 5, "mismatches": [], "ended": false,
                           "notes": [.string("the recording was cut mid-line at line \(stepFive + 1) (the host stopped while writing it); replayed the 4 complete steps before it")],
                           "cutAtLine": .int(stepFive + 1)])
    }

    /// The same script with and without a recording gives the same replies and the same events (refs aside: they
    /// are numbers unique in the process, so each host's are renamed in order of appearance).
    @Test func recordingDoesNotChangeWhatTheAppDoes() throws {
        func run(recording: Bool) throws -> [String] {
            let host = try RecordingHost(treeEvery: 1)
            try host.call("events.subscribe", ["events": .array(MethodCatalogue.events.map(JSON.string))])
            // Both make one call first, so request ids stay in step.
            try host.call(recording ? "session.record.start" : "app.state", recording ? ["path": "r.jsonl"] : nil)
            var transcript: [String] = []
            for (method, params) in Self.transcriptScript {
                let reply = try host.reply(method, params)
                transcript.append(String(decoding: reply.serialized(), as: UTF8.self))
                for notification in try host.automation.takeOutbox().map({ try JSONParser.parse($0.1) }) {
                    transcript.append(String(decoding: notification.serialized(), as: UTF8.self))
                }
            }
            return Self.renamingRefs(transcript)
        }
        let plain = try run(recording: false)
        let recorded = try run(recording: true)
        #expect(plain.count > 40)
        #expect(recorded == plain)
    }

    static let transcriptScript: [(String, JSON?)] = [
        ("input.tap", ["view": ["tag": 3]]), ("input.tap", ["view": ["tag": 40]]), ("navigation.back", nil),
        ("input.tap", ["view": ["tag": 41]]), ("tabs.select", ["index": 1]), ("controller.dismiss", nil),
        ("device.rotate", ["orientation": "landscapeRight"]), ("app.home", nil), ("app.activate", nil),
        ("clock.advance", ["ms": 100]), ("controller.tree", nil), ("tree.get", nil),
    ]

    static func renamingRefs(_ lines: [String]) -> [String] {
        var names: [String: String] = [:]
        let pattern = try! NSRegularExpression(pattern: #""([vc])([0-9]+)""#)
        return lines.map { line in
            var out = line
            for match in pattern.matches(in: line, range: NSRange(line.startIndex..., in: line)).reversed() {
                let range = Range(match.range, in: line)!
                let ref = String(line[range])
                let name = names[ref] ?? {
                    let fresh = "\"\(ref.dropFirst().prefix(1))#\(names.count)\""
                    names[ref] = fresh
                    return fresh
                }()
                out.replaceSubrange(Range(match.range, in: out)!, with: name)
            }
            return out
        }
    }

    @Test func aRecordingStartedMidSessionBeginsWithTheInputsSinceLaunch() throws {
        let host = try RecordingHost()
        try host.call("input.tap", ["view": ["tag": 3]])
        try host.call("device.rotate", ["orientation": "landscapeLeft"])
        #expect(try host.call("session.record.start", ["path": "late.jsonl"])["steps"] == 5)
        try host.call("input.tap", ["view": ["tag": 3]])
        #expect(try host.call("session.record.stop")["events"] == 3)
        let lines = try host.lines("late.jsonl")
        // The inputs before the start have no checkpoint; the tree at the start follows them.
        #expect(lines[1...5].allSatisfy { $0["step"] != nil && $0["check"] == nil })
        #expect(lines[6]["tree"] == 5)
        #expect(try host.call("session.replay", ["path": "late.jsonl"])["checkpoints"] == 5)
    }

    // MARK: Bad input

    @Test func pathsOutsideTheRecordingsFolderAreRefusedAndNothingIsWritten() throws {
        let host = try RecordingHost()
        let outside = try RecordingHost.temporaryFolder()
        try FileManager.default.createSymbolicLink(atPath: host.path("escape"), withDestinationPath: outside.path)
        for path in ["../x.jsonl", outside.appendingPathComponent("x.jsonl").path, "escape/x.jsonl", "a/../../x.jsonl"] {
            let error = try #require(try host.error("session.record.start", ["path": .string(path)]), "\(path)")
            #expect(error.code == RPCError.invalidParamsCode)
            #expect(error.data?["field"] == "path")
            #expect(error.message.contains("inside the recordings folder \(host.folder.path)"))
            let replay = try #require(try host.error("session.replay", ["path": .string(path)]))
            #expect(replay.data?["field"] == "path")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: host.folder.deletingLastPathComponent().appendingPathComponent("x.jsonl").path))
        // Inside the folder, by name or by absolute path, is fine.
        #expect(try host.call("session.record.start", ["path": .string(host.path("in.jsonl"))])["path"] == .string(host.path("in.jsonl")))
    }

    @Test func stoppingWithoutRecordingAndStartingTwiceAreRefused() throws {
        let host = try RecordingHost()
        let stop = try #require(try host.error("session.record.stop"))
        #expect(stop.code == RPCError.invalidRequestCode)
        #expect(stop.message == "this connection is not recording; call session.record.start first")
        #expect(try host.call("session.record.start")["path"] == .string(host.path("session-1.jsonl")))
        let again = try #require(try host.error("session.record.start"))
        #expect(again.data?["field"] == "path")
        #expect(again.message.contains("it is recording to \(host.path("session-1.jsonl")) already"))
    }

    @Test func newerVersionsGarbageLinesAndOtherAppsAreBadInputNamingTheLine() throws {
        let host = try RecordingHost()
        try host.call("session.record.start", ["path": "good.jsonl"])
        try host.call("input.tap", ["view": ["tag": 3]])
        try host.call("session.record.stop")
        let good = try String(contentsOfFile: host.path("good.jsonl"), encoding: .utf8)
        func write(_ name: String, _ text: String) throws { try Data(text.utf8).write(to: URL(fileURLWithPath: host.path(name))) }
        try write("newer.jsonl", good.replacingOccurrences(of: #""version":1"#, with: #""version":2"#))
        var lines = good.split(separator: "\n").map(String.init)
        lines.insert("this is not json", at: 3)
        try write("garbage.jsonl", lines.joined(separator: "\n") + "\n")
        try write("other.jsonl", good.replacingOccurrences(of: #""app":{"name":"demo"}"#, with: #""app":{"name":"fixture:5"}"#))
        try write("empty.jsonl", "")
        try write("notes.txt", "hello\n")

        func refusal(_ name: String) throws -> String {
            let error = try #require(try host.error("session.replay", ["path": .string(name)]))
            #expect(error.code == RPCError.invalidParamsCode)
            return error.message
        }
        #expect(try refusal("newer.jsonl").contains("newer.jsonl, line 1: the recording has format version 2, newer than this uihost 0.1.0 reads (version 1); replay it with a newer uihost"))
        #expect(try refusal("garbage.jsonl").contains("garbage.jsonl, line 4: not a JSON object"))
        #expect(try refusal("other.jsonl").contains("the recording was made with app 'fixture:5' and this host runs app 'demo'"))
        #expect(try refusal("empty.jsonl").contains("is empty"))
        #expect(try refusal("notes.txt").contains("not a uihost recording"))
        #expect(try refusal("missing.jsonl").contains("there is no file"))
        // Forced, the other app's recording replays (it is the same app under another name).
        #expect(try host.call("session.replay", ["path": "other.jsonl", "force": true])["notes"]
            == ["forced: the recording was made with app 'fixture:5' and this host runs app 'demo'"])
    }

    // MARK: Shrinking

    @Test func shrinkingTwoHundredStepsWithOneBadTapKeepsTheTapThatMatters() throws {
        let host = try RecordingHost(app: ShrinkApp.description)
        try host.call("session.record.start", ["path": "long.jsonl"])
        for index in 0..<100 {
            try host.call("input.tap", ["view": ["tag": index == 60 ? 2 : 1], "wait": "none"])
        }
        try host.call("session.record.stop")
        #expect(try host.call("view.get", ["view": ["tag": 7]])["accessibilityLabel"] == "Error")
        #expect(try Recording.read(path: host.path("long.jsonl")).stepCount == 200)

        let shrinker = try Shrinker(path: host.path("long.jsonl"), app: ShrinkApp.description,
                                    check: .view(try ViewSelector(json: ["tag": 7], field: "view"), property: "accessibilityLabel", equals: "Error"))
        let result = try shrinker.shrink(writingTo: host.path("short.jsonl"))
        // The bad tap's finger down and finger up: the 61st tap.
        #expect(result.keptSteps == [121, 122])
        #expect(result.originalSteps == 200)
        let short = try Recording.read(path: host.path("short.jsonl"))
        #expect(short.steps.map(\.kind) == ["touches", "touches"])
        // The smaller recording replays and still ends with the error.
        let replay = try Replayer(path: host.path("short.jsonl"), app: ShrinkApp.description)
        #expect(try replay.run().divergence == nil)
        #expect(replay.automation?.stableTree().lines.contains { $0.contains(#"accessibilityLabel="Error""#) } == true)
    }

    @Test func shrinkingADivergenceKeepsTheStepsThatLeadToIt() throws {
        let recorded = try RecordingHost(app: try RecordingFixtures.app())
        try recorded.call("session.record.start", ["path": "flow.jsonl"])
        try recorded.call("clock.advance", ["ms": 10])
        try recorded.call("segue.perform", ["identifier": "next"])
        try recorded.call("clock.advance", ["ms": 10])
        try recorded.call("navigation.back")
        try recorded.call("session.record.stop")
        let shrinker = try Shrinker(path: recorded.path("flow.jsonl"), app: try RecordingFixtures.app(labelX: 40),
                                    check: .divergence, force: true)
        // The label is moved before any input: no step is needed to show it.
        #expect(try shrinker.shrink(writingTo: nil).keptSteps == [])
    }

    // MARK: Export

    @Test func theExportedPythonTestTapsBySelectorAndAssertsWhatChanged() throws {
        let host = try RecordingHost()
        try host.call("session.record.start", ["path": "export.jsonl"])
        try host.call("input.tap", ["view": ["tag": 3]])
        try host.call("input.tap", ["x": 300, "y": 40])
        try host.call("input.touch", ["touches": [["id": 1, "phase": "began", "x": 60, "y": 244]]])
        try host.call("input.touch", ["touches": [["id": 1, "phase": "moved", "x": 80, "y": 250]]])
        try host.call("input.touch", ["touches": [["id": 1, "phase": "ended", "x": 80, "y": 250]]])
        try host.call("input.tap", ["view": ["tag": 41]])
        try host.call("tabs.select", ["index": 1])
        try host.call("input.tap", ["view": ["tag": 61, "visible": true]])
        try host.call("device.rotate", ["orientation": "landscapeLeft"])
        try host.call("session.record.stop")
        let text = try PythonExporter.export(path: host.path("export.jsonl"))
        // The tap on the navigation bar has no selector (the bar has no tag, identifier or label): a point.
        #expect(text == """
            \"\"\"Exported by uihost 0.1.0 from export.jsonl: 21 steps on the built-in app 'demo'.\"\"\"
            import uihost


            def test_export():
                with uihost.launch(app="demo") as app:
                    app.tap(tag=3)
                    app.tap(x=300, y=40)
                    app.touch([(1, "began", 60, 244)])
                    app.touch([(1, "moved", 80, 250)])
                    app.touch([(1, "ended", 80, 250)])
                    app.tap(tag=41)
                    app.select_tab(index=1)
                    app.tap(tag=61)
                    app.rotate("landscapeLeft")
                    assert app.view(tag=4).accessibility_label == "On"

            """)
    }

    // MARK: Pieces

    @Test func sha256MatchesTheStandardsTestVectors() {
        #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex([UInt8]()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
            == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    /// A checkpoint sees control values as view nodes report them: a switch turned on, a label's new text.
    @Test func checkpointLinesCarryControlValues() throws {
        let host = HeadlessHost(device: .iPhone8)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let toggle = UISwitch(frame: CGRect(x: 10, y: 10, width: 51, height: 31))
        let label = UILabel(frame: CGRect(x: 10, y: 60, width: 100, height: 21))
        label.text = "Off"
        window.addSubview(toggle)
        window.addSubview(label)
        _ = host

        let before = StableTree(windows: [window])
        toggle.isOn = true
        label.text = "On"
        let after = StableTree(windows: [window])

        #expect(before.lines[1] == "w0/0 UISwitch frame=(10,10,51,31) isOn=false enabled=true selected=false highlighted=false")
        #expect(after.lines[1].contains("isOn=true"))
        #expect(before.lines[2].hasSuffix(#"text="Off""#))
        #expect(after.lines[2].hasSuffix(#"text="On""#))
        #expect(before.hash != after.hash)
    }

    @Test func aDeltaKeepsTheUnchangedEndsAndRebuildsTheNewTree() {
        let old = ["a", "b", "c", "d", "e"]
        let new = ["a", "b", "x", "y", "d", "e"]
        let delta = StableTree.Delta(from: old, to: new)
        #expect(delta == StableTree.Delta(keepStart: 2, keepEnd: 2, lines: ["x", "y"]))
        #expect(delta.applied(to: old) == new)
        #expect(StableTree.Delta(keepStart: 4, keepEnd: 4, lines: []).applied(to: old) == nil)
        #expect(StableTree.diff(expected: old, actual: new) == "  b\n- c\n+ x\n+ y\n  d")
    }
}

/// An app for shrinking: an OK view (tag 1) that counts taps in its label, a Break view (tag 2) that sets the status
/// (tag 7) to "Error".
@MainActor
final class ShrinkApp: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    static let description = AppDescription(name: "shrink") { ShrinkApp() }

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        let controller = UIViewController()
        let root = controller.view!
        let status = UIView(frame: CGRect(x: 20, y: 300, width: 200, height: 40))
        status.tag = 7
        status.accessibilityLabel = "Fine"
        var count = 0
        let ok = TapActionView(frame: CGRect(x: 20, y: 100, width: 100, height: 44))
        ok.tag = 1
        ok.onTap = {
            count += 1
            ok.accessibilityLabel = "OK \(count)"
        }
        let broken = TapActionView(frame: CGRect(x: 20, y: 200, width: 100, height: 44))
        broken.tag = 2
        broken.onTap = { status.accessibilityLabel = "Error" }
        for view in [ok, broken, status] { root.addSubview(view) }
        window.rootViewController = controller
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

