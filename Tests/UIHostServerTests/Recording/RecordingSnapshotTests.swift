import Foundation
import Testing
import UIHostClient
import UIHostProtocol
@testable import UIHostCore

/// Recordings that keep the screen's picture at every checkpoint, and replays that show both pictures where they
/// diverge (docs/recording.md, Snapshots at checkpoints; docs/protocol.md, Recording and replay).
@MainActor
@Suite struct RecordingSnapshotTests {
    static func screen(_ host: RecordingHost) throws -> Data {
        try #require(Data(base64Encoded: try host.call("screen.snapshot")["png"]?.stringValue ?? ""))
    }

    /// The recording fixture's storyboard with its status label filled red, so where the label is shows in the
    /// picture (a black label on the window's black, without a background of its own, would not).
    static func app(labelX: Int = 16) throws -> AppDescription {
        let red = #"<color key="backgroundColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
        let text = RecordingFixtures.flow(labelX: labelX)
            .replacingOccurrences(of: #"identifier="status" label="Ready"/>"#, with: #"identifier="status" label="Ready"/>"# + red)
        return try AppDescription.storyboard(data: Data(text.utf8), name: "Flow")
    }

    @Test func everyCheckpointKeepsItsPictureAndEachPNGIsWrittenOnce() throws {
        let host = try RecordingHost()
        let start = try Self.screen(host)
        try host.call("session.record.start", ["path": "pictures.jsonl", "snapshots": true])
        try host.call("input.tap", ["view": ["tag": 3]])
        let on = try Self.screen(host)
        try host.call("input.tap", ["view": ["tag": 3]])
        let stopped = try host.call("session.record.stop")
        let lines = try host.lines("pictures.jsonl")

        #expect(lines[0]["snapshots"] == true)
        let checkpoints = lines.filter { $0["check"] != nil }
        #expect(checkpoints.count == (stopped["checkpoints"]?.intValue ?? 0) + 2, "every step, the start tree and the end tree")
        var pngs: [String: Data] = [:]
        var order: [String] = []
        for line in checkpoints {
            let snapshot = try #require(line["snapshot"], "\(line)")
            let sha = try #require(snapshot["sha256"]?.stringValue)
            if let text = snapshot["png"]?.stringValue {
                #expect(pngs[sha] == nil, "a PNG is written the first time it appears only")
                let png = try #require(Data(base64Encoded: text))
                #expect(SHA256.hex(png) == sha)
                pngs[sha] = png
            }
            #expect(pngs[sha] != nil, "a picture named before its PNG")
            order.append(sha)
        }
        // The start, the toggle on (after its touches and the wait) and off again: two pictures in the file.
        #expect(pngs.count == 2)
        #expect(pngs[order.first!] == start)
        #expect(order.contains(SHA256.hex(on)))
        #expect(pngs[SHA256.hex(on)] == on)
        #expect(order.last == order.first, "off again is the start's picture")
        // Read back, every checkpoint step has its picture.
        let recording = try Recording.read(path: host.path("pictures.jsonl"))
        #expect(recording.header.snapshots)
        #expect(recording.pictures.png(atOrBefore: 0) == start)
        #expect(recording.pictures.png(atOrBefore: recording.stepCount) == start)
        #expect(try host.call("session.replay", ["path": "pictures.jsonl"])["mismatches"] == [])
    }

    @Test func withoutTheFlagARecordingHasNoPictures() throws {
        let host = try RecordingHost()
        try host.call("session.record.start", ["path": "plain.jsonl"])
        try host.call("input.tap", ["view": ["tag": 3]])
        try host.call("session.record.stop")
        let lines = try host.lines("plain.jsonl")
        #expect(lines[0]["snapshots"] == nil)
        #expect(lines.allSatisfy { $0["snapshot"] == nil })
        #expect(try RecordingHost(record: nil).error("session.record.start", ["snapshots": "yes"])?.data?["field"] == "snapshots")
    }

    @Test func aDivergenceShowsTheRecordedAndTheReplayedScreen() throws {
        let recorded = try RecordingHost(app: try Self.app())
        let recordedStart = try Self.screen(recorded)
        try recorded.call("session.record.start", ["path": "flow.jsonl", "snapshots": true])
        try recorded.call("segue.perform", ["identifier": "next"])
        try recorded.call("session.record.stop")

        let moved = try RecordingHost(app: try Self.app(labelX: 40), folder: recorded.folder)
        let movedStart = try Self.screen(moved)
        #expect(movedStart != recordedStart)
        let diverged = try #require(try moved.error("session.replay", ["path": "flow.jsonl", "force": true]))
        #expect(diverged.code == RPCError.replayDivergedCode)
        let data = try #require(diverged.data)
        #expect(data["at"]?["step"] == 0)
        #expect(data["expected"]?["snapshot"] == ["png": .string(recordedStart.base64EncodedString()), "width": 750, "height": 1334])
        #expect(data["actual"]?["snapshot"] == ["png": .string(movedStart.base64EncodedString()), "width": 750, "height": 1334])
    }

    @Test func theReplayCommandWritesBothPicturesIntoTheFolderGivenAndNowhereElse() throws {
        let recorded = try RecordingHost(app: try Self.app())
        try recorded.call("session.record.start", ["path": "flow.jsonl", "snapshots": true])
        try recorded.call("segue.perform", ["identifier": "next"])
        try recorded.call("session.record.stop")
        let expected = try Self.screen(try RecordingHost(app: try Self.app()))
        let actual = try Self.screen(try RecordingHost(app: try Self.app(labelX: 40)))
        #expect(expected != actual)

        let before = try FileManager.default.contentsOfDirectory(atPath: recorded.folder.path).sorted()
        let pictures = recorded.folder.appendingPathComponent("out/pictures").path
        let code = ReplayCommand.replay(path: recorded.path("flow.jsonl"), app: try Self.app(labelX: 40),
                                        options: ReplayOptions(force: true), junit: nil, snapshotsDir: pictures)
        #expect(code == ReplayCommand.diverged)
        #expect(try FileManager.default.contentsOfDirectory(atPath: pictures).sorted() == ["step-0-actual.png", "step-0-expected.png"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: pictures + "/step-0-expected.png")) == expected)
        #expect(try Data(contentsOf: URL(fileURLWithPath: pictures + "/step-0-actual.png")) == actual)
        #expect(try FileManager.default.contentsOfDirectory(atPath: recorded.folder.path).sorted() == (before + ["out"]).sorted())

        // Without the folder nothing is written; the output says how to get the pictures.
        let divergence = try #require(try Replayer(path: recorded.path("flow.jsonl"), app: try Self.app(labelX: 40),
                                                   options: ReplayOptions(force: true)).run().divergence)
        #expect(ReplayCommand.pictureLines(divergence, directory: nil)
            == "the recording keeps pictures: --snapshots-dir DIR writes the recorded and the replayed screen as PNGs\n")
        #expect(ReplayCommand.pictureLines(divergence, directory: pictures)
            == "recorded screen: \(pictures)/step-0-expected.png\nreplayed screen: \(pictures)/step-0-actual.png\n")
    }

    @Test func aPictureWithoutItsPNGOrWithAnotherHashIsBadInputNamingTheLine() throws {
        let host = try RecordingHost()
        try host.call("session.record.start", ["path": "good.jsonl", "snapshots": true])
        try host.call("input.tap", ["view": ["tag": 3]])
        try host.call("session.record.stop")
        let text = try String(contentsOfFile: host.path("good.jsonl"), encoding: .utf8)
        var lines = text.split(separator: "\n").map(String.init)
        // Line 2 (the start tree) carries the first PNG: without it, the picture is named before its PNG.
        let start = try JSONParser.parse(lines[1])
        let sha = try #require(start["snapshot"]?["sha256"]?.stringValue)
        let png = try #require(start["snapshot"]?["png"]?.stringValue)
        lines[1] = lines[1].replacingOccurrences(of: #","png":"\#(png)""#, with: "")
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: host.path("missing.jsonl")))
        let missing = try #require(try host.error("session.replay", ["path": "missing.jsonl"]))
        #expect(missing.code == RPCError.invalidParamsCode)
        #expect(missing.message.hasSuffix("missing.jsonl, line 2: 'snapshot' must be a picture whose png came on an earlier line (\(sha.prefix(12))… never did)"))

        let otherHash = text.replacingOccurrences(of: sha, with: String(repeating: "0", count: 64))
        try Data(otherHash.utf8).write(to: URL(fileURLWithPath: host.path("hash.jsonl")))
        let wrong = try #require(try host.error("session.replay", ["path": "hash.jsonl"]))
        #expect(wrong.message.hasSuffix("hash.jsonl, line 2: 'snapshot' must be a PNG in base64 whose SHA-256 is its sha256 (000000000000…)"))
    }
}

/// The command line's side: `uihost serve --record FILE --record-snapshots`, and the flag alone refused as a usage
/// error (docs/protocol.md, uihost serve).
@Suite(.serialized) struct RecordSnapshotsFlagTests {
    @Test func theWholeSessionFileKeepsPicturesAndTheFlagAloneIsAUsageError() async throws {
        let folder = try EndToEndTests.temporaryFile("", name: "unused").deletingLastPathComponent()
        let file = folder.appendingPathComponent("pictured.jsonl").path
        let host = try HostProcess(["--record", file, "--record-snapshots"])
        let client = try host.connect()
        try await client.call("input.tap", ["view": ["tag": 3]])
        let screen = try #require(Data(base64Encoded: try await client.call("screen.snapshot")["png"]?.stringValue ?? ""))
        client.close()
        host.process.terminate()
        #expect(host.waitForExit(timeout: 20) == 0)
        let lines = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n").map { try JSONParser.parse(String($0)) }
        #expect(lines[0]["snapshots"] == true)
        #expect(lines.filter { $0["check"] != nil }.allSatisfy { $0["snapshot"]?["sha256"] != nil })
        // The final tree line's picture is the screen as the host left it.
        let last = try #require(lines.last { $0["tree"] != nil }?["snapshot"]?["sha256"]?.stringValue)
        #expect(last == SHA256.hex(screen))

        let alone = try RecordingEndToEndTests.uihost(["serve", "--record-snapshots", "--port", "0"])
        #expect(alone.status == 64)
        #expect(alone.err.contains("--record-snapshots keeps pictures in the --record file: give --record FILE too"))
    }
}
