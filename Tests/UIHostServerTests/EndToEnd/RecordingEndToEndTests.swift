import Foundation
import Testing
import UIHostClient
import UIHostProtocol

/// `uihost serve --record` and `uihost replay` as users run them (docs/protocol.md, The command line).
@Suite struct RecordingEndToEndTests {
    /// Runs `uihost ARGUMENTS`; returns the exit status, stdout and stderr.
    static func uihost(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        let process = Process()
        process.executableURL = HostProcess.binary("uihost")
        process.arguments = arguments
        let stdout = Pipe(), stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let out = String(decoding: stdout.fileHandleForReading.readToEndRetryingInterrupts(), as: UTF8.self)
        let err = String(decoding: stderr.fileHandleForReading.readToEndRetryingInterrupts(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, out, err)
    }

    @Test func aSessionRecordedWithRecordReplaysWithExitZeroAndAPassingJUnitReport() async throws {
        let folder = try EndToEndTests.temporaryFile("", name: "unused").deletingLastPathComponent()
        let file = folder.appendingPathComponent("served.jsonl").path
        let host = try HostProcess(["--record", file])
        let client = try host.connect()
        try await client.call("input.tap", ["view": ["tag": 3]])
        try await client.call("device.rotate", ["orientation": "landscapeLeft"])
        client.close()
        // SIGTERM: the recording gets its final tree and end line before the host exits.
        host.process.terminate()
        #expect(host.waitForExit(timeout: 20) == 0)
        let lines = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n")
        #expect(try JSONParser.parse(String(lines.last ?? "")) == ["end": true, "steps": 5, "checkpoints": 5])

        let junit = folder.appendingPathComponent("replay.xml").path
        let matched = try Self.uihost(["replay", file, "--junit", junit])
        #expect(matched.status == 0)
        #expect(matched.out.hasPrefix("replayed 5 steps of \(file) in "))
        #expect(matched.out.hasSuffix(" s: all 7 checkpoints match\n"))
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(xml.contains(#"<testsuite name="uihost replay" tests="1" failures="0" errors="0""#))
        #expect(xml.contains(#"<testcase classname="uihost.replay" name="served.jsonl""#))

    }

    @Test func aStoryboardWithALabelMovedDivergesWithExitOneAndRefusesWithoutForceWithExitTwo() async throws {
        let original = try EndToEndTests.temporaryFile(RecordingFixtures.flow(), name: "Flow.storyboard")
        let moved = try EndToEndTests.temporaryFile(RecordingFixtures.flow(labelX: 40), name: "Flow.storyboard")
        let file = original.deletingLastPathComponent().appendingPathComponent("flow.jsonl").path
        let host = try HostProcess(["--storyboard", original.path, "--record", file])
        let client = try host.connect()
        try await client.call("segue.perform", ["identifier": "next"])
        client.close()
        host.process.terminate()
        #expect(host.waitForExit(timeout: 20) == 0)

        // The recording names its storyboard, so no --storyboard is needed to replay it.
        #expect(try Self.uihost(["replay", file]).status == 0)
        let refused = try Self.uihost(["replay", file, "--storyboard", moved.path])
        #expect(refused.status == 2)
        #expect(refused.err.contains("refusing to replay '\(file)': the recording was made with storyboard '\(original.path)'"))
        let junit = original.deletingLastPathComponent().appendingPathComponent("replay.xml").path
        let diverged = try Self.uihost(["replay", file, "--storyboard", moved.path, "--force", "--junit", junit])
        #expect(diverged.status == 1)
        #expect(diverged.out.contains("replay diverged at step 0 (line 2, start at 0 ms): the view and controller trees differ from the recording's"))
        #expect(diverged.out.contains("\n- w0/0/0/0 "))
        #expect(diverged.out.contains(" tag=4 frame=(16,100,200,21) "))
        #expect(diverged.out.contains("\n+ w0/0/0/0 "))
        #expect(diverged.out.contains(" tag=4 frame=(40,100,200,21) "))
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(xml.contains(#"failures="1""#))
        #expect(xml.contains(#"<failure message="replay diverged at step 0"#))
    }

    @Test func badInputExitsTwoNamingTheProblem() throws {
        let garbage = try EndToEndTests.temporaryFile("{\"format\":\"uihost-session\",\"version\":1,\"app\":{\"name\":\"demo\"},\"device\":\"iphone-8\",\"clock\":\"virtual\"}\nnot json\n{}\n", name: "garbage.jsonl")
        let result = try Self.uihost(["replay", garbage.path])
        #expect(result.status == 2)
        #expect(result.err.contains("garbage.jsonl, line 2: not a JSON object"))
        let missing = try Self.uihost(["replay", "/nonexistent/x.jsonl"])
        #expect(missing.status == 2)
        #expect(missing.err.contains("cannot read the recording '/nonexistent/x.jsonl': there is no such file"))
    }
}
