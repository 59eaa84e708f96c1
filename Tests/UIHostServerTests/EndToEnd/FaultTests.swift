import Foundation
import Testing
import UIHostClient
import UIHostProtocol
@testable import UIHostCore
@testable import UIHostServer
import UIHostTesting
@testable import UIHostWebSocket

/// Faults the host must survive or report, each against the real `uihost` binary over real sockets (issue 9, item
/// 3; SECURITY.md): a client that never reads, app code that traps inside a callback, SIGKILL while recording, and
/// the connection limit. A client that disconnects mid-gesture is in `EndToEndTests`.
@Suite(.serialized) struct FaultTests {
    static func folder() throws -> URL {
        try EndToEndTests.temporaryFile("", name: "unused").deletingLastPathComponent()
    }

    static func request(_ method: String, id: Int, params: String? = nil) -> String {
        #"{"jsonrpc":"2.0","method":"\#(method)","id":\#(id)\#(params.map { #","params":\#($0)"# } ?? "")}"#
    }

    /// The lines of a recording, each checked to be a whole JSON object; the file must end with a newline.
    static func wholeLines(_ path: String) throws -> [JSON] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.hasSuffix("\n"), "the last line is whole")
        return try text.split(separator: "\n").map { try JSONParser.parse(String($0)) }
    }

    // MARK: A client that never reads (docs/protocol.md, Transport: outbound queue 16 MiB)

    @Test func aClientThatNeverReadsIsDroppedAtTheQueueLimitWhileAnotherIsServedAsUsual() async throws {
        let host = try HostProcess(["--app", "fixture:10000"])
        let other = try host.connect()
        var normal: [TimeInterval] = []
        for _ in 0..<5 {
            let start = Date()
            #expect(try await other.call("view.get", ["view": ["tag": 7]])["accessibilityIdentifier"] == "view-7")
            normal.append(Date().timeIntervalSince(start))
        }
        // What one of the flood's requests costs the host (and the other client, waiting its turn): the reply's
        // bytes, not parsed.
        let timing = try WebSocketConnection(url: host.url)
        var treeTime = TimeInterval.infinity
        for id in 1...2 {
            let start = Date()
            timing.send(Array(Self.request("tree.get", id: id).utf8))
            #expect((timing.receive(timeout: 30)?.count ?? 0) > 2_000_000)
            treeTime = min(treeTime, Date().timeIntervalSince(start))
        }
        timing.close()

        // 40 whole trees of 10,000 views (about 2.5 MB each) asked for, none read; then a marker the other client
        // can see once every one of them has been carried out.
        let silent = try RawWebSocket(port: host.port)
        #expect(silent.status == 101)
        let floods = 40
        let floodStart = Date()
        for id in 1...floods { silent.sendText(Self.request("tree.get", id: id)) }
        silent.sendText(Self.request("view.set", id: floods + 1,
                                     params: #"{"view":{"tag":3},"properties":{"accessibilityLabel":"flood done"}}"#))

        var during: [TimeInterval] = []
        var calls = 0
        while calls < 2000 {
            calls += 1
            let start = Date()
            let reply = try await other.call("view.get", ["view": ["tag": 3]])
            during.append(Date().timeIntervalSince(start))
            #expect(reply["tag"] == 3)
            if reply["accessibilityLabel"] == "flood done" { break }
        }
        #expect(calls < 2000, "the flood was carried out")
        let floodTime = Date().timeIntervalSince(floodStart)

        // Now read what the silent client was sent: whole replies to its first requests, in order, then the end
        // of the connection: it was dropped with most of its replies never sent.
        let (bytes, closedByPeer) = silent.readToEnd()
        let frames = ServerFrames(bytes)
        #expect(closedByPeer, "the host closed the connection of the client that did not read")
        let ids = try frames.texts.map { try JSONParser.parse($0)["id"]?.intValue ?? -1 }
        #expect(ids == (0..<ids.count).map { $0 + 1 })
        #expect(ids.count < floods, "replies past the 16 MiB queue were dropped with the client")
        for text in frames.texts {
            #expect(try JSONParser.parse(text)["result"]?["root"]?["class"] == "UIWindow")
        }
        if let code = frames.closeCode { #expect(code == 1008) }

        // The other client was served throughout: every reply correct, its calls waiting behind the tree being
        // built when they came, not behind the whole flood of 40 (an unfair host made one wait 4.5 s, 35 trees'
        // time), and several calls answered while the flood was carried out (13-21 alone, 6-8 among the whole
        // suite's parallel tests; an unfair host answers one, after the whole flood). The waits are measured
        // against the flood's own time, taken in the same moments, so a machine loaded by the suite's other
        // parallel tests slows both alike (bounds against one
        // tree.get timed beforehand failed under such load: a 1.4 s stall against a 47 ms tree, and even a view.get
        // before the flood took 0.2-0.55 s). A fair host's median wait is about one tree of the 40 plus the
        // machine's own delay, well under a third of the flood; an unfair one's is nearly the whole flood.
        let slowest = during.max() ?? 0
        let median = during.sorted()[during.count / 2]
        print("queue-limit fault: \(ids.count) of \(floods) trees reached the silent client (\(bytes.count) bytes); other client: \(during.count) calls, median before \(Self.milliseconds(normal.sorted()[2])) ms, one tree.get \(Self.milliseconds(treeTime)) ms, median during \(Self.milliseconds(during.sorted()[during.count / 2])) ms, slowest during \(Self.milliseconds(slowest)) ms, flood \(Self.milliseconds(floodTime)) ms")
        #expect(median < floodTime / 3, "calls waited \(median) s (median); the flood of \(floods) took \(floodTime) s")
        #expect(slowest < floodTime * 0.6, "one call waited \(slowest) s; the flood of \(floods) took \(floodTime) s")
        #expect(during.count >= 3, "only \(during.count) calls were answered while 40 trees were built")
        #expect(try await other.call("view.get", ["view": ["tag": 3]])["accessibilityLabel"] == "flood done")

        // And the host still takes new clients.
        let late = try host.connect()
        #expect(try await late.hello(client: "late", version: "1")["protocol"] == "uihost/1")
        late.close()
        other.close()

        // The host's log says which client it dropped and why.
        host.stop()
        let log = host.standardErrorText()
        #expect(log.contains("uihost: dropped client"), "\(log)")
        #expect(log.contains("bytes unread, over the 16777216-byte limit: the client is not reading"), "\(log)")
    }

    static func milliseconds(_ seconds: TimeInterval) -> String { String(format: "%.1f", seconds * 1000) }

    // MARK: App code that traps inside a callback

    @Test func appCodeThatTrapsInATouchCallbackIsReportedAndTheRecordingReplaysUpToIt() async throws {
        let file = try Self.folder().appendingPathComponent("trap.jsonl").path
        let host = try HostProcess(["--app", "faults", "--record", file])
        let client = try host.connect()
        for _ in 0..<3 { try await client.call("input.tap", ["view": ["tag": 1]]) }
        #expect(try await client.call("view.get", ["view": ["tag": 1]])["accessibilityValue"] == "taps: 3")

        // The trapping tap, with an id of our own: no reply comes; the host ends by the signal.
        let raw = try RawWebSocket(port: host.port)
        raw.sendText(Self.request("input.tap", id: 77, params: #"{"view":{"tag":2}}"#))
        let status = host.waitForExit(timeout: 30)
        #expect(status == SIGILL, "fatalError is ud2 on x86_64 (SIGTRAP from brk on arm64)")
        #expect(host.process.terminationReason == .uncaughtSignal)
        let stderr = host.standardErrorText()
        #expect(stderr.contains("Fatal error: the faults fixture's trap view was tapped"))
        let line = "uihost: crashed with SIGILL (a Swift runtime trap: fatalError, a failed precondition, nil force-unwrapped, an overflow...) while handling input.tap (request id 77) from client 2; the recording \(file) holds every step completed before this one, each line whole and without an end line: `uihost replay \(file)` replays them and says so\n"
        #expect(stderr.contains(line), "stderr was: \(stderr.prefix(2000))")
        #expect(raw.readToEnd().closedByPeer)
        client.close()

        // Every line whole: the header, the tree at launch, three steps per counter tap (touch down, touch up, the
        // run until idle of `wait: "idle"`) and the trap's touch down (its touch up trapped before it could be
        // written); no end line.
        let lines = try Self.wholeLines(file)
        let steps = lines.filter { $0["step"] != nil }
        #expect(steps.map { $0["kind"]?.stringValue ?? "" } == Array(repeating: ["touches", "touches", "idle"], count: 3).flatMap { $0 } + ["touches"])
        #expect(lines.count == 12)
        #expect(lines.allSatisfy { $0["end"] == nil })
        let last = try #require(steps.last)
        #expect(last["kind"] == "touches")
        #expect(last["touches"]?[0]?["phase"] == "began")
        #expect(last["hits"]?[0]?["selector"] == ["tag": 2])

        let replay = try RecordingEndToEndTests.uihost(["replay", file])
        #expect(replay.status == 0, "a recording without an end line replays what it has (docs/recording.md)")
        #expect(replay.out.contains("note: the recording has no end line: the host stopped after writing step \(steps.count), before the recording was stopped; replayed the \(steps.count) steps it has\n"))
        #expect(replay.out.contains("replayed \(steps.count) steps of \(file) in "))
        #expect(replay.out.contains("all \(lines.filter { $0["check"] != nil }.count) checkpoints match"))
    }

    // MARK: SIGKILL while recording

    @Test func aHostKilledWhileRecordingLeavesAFileThatReplaysEveryAnsweredTap() async throws {
        let file = try Self.folder().appendingPathComponent("killed.jsonl").path
        let host = try HostProcess(["--app", "faults", "--record", file])
        let raw = try RawWebSocket(port: host.port)
        let sent = 400
        for id in 1...sent { raw.sendText(Self.request("input.tap", id: id, params: #"{"view":{"tag":1}}"#)) }
        // Kill it mid-stream: after the first replies are back, long before the last.
        var seen: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while ServerFrames(seen).texts.count < 20 {
            let count = chunk.withUnsafeMutableBytes { recv(raw.fd, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { break }
            seen += chunk[..<count]
        }
        kill(host.process.processIdentifier, SIGKILL)
        #expect(host.waitForExit(timeout: 10) == SIGKILL)
        seen += raw.readToEnd().bytes
        let replies = ServerFrames(seen).texts.count
        #expect(replies >= 20 && replies < sent, "killed mid-stream: \(replies) of \(sent) taps answered")

        // The file ends with a whole line or a half one the reader names; it has no end line.
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let whole = text.hasSuffix("\n") ? lines.dropLast() : lines.dropLast(1)
        for line in whole { #expect((try? JSONParser.parse(String(line))) != nil, "a whole line: \(line.prefix(80))") }
        let steps = whole.filter { $0.hasPrefix(#"{"step":"#) }.count

        let replay = try RecordingEndToEndTests.uihost(["replay", file])
        #expect(replay.status == 0)
        #expect(replay.out.contains("replayed \(steps) steps of \(file) in "))
        if text.hasSuffix("\n") {
            #expect(replay.out.contains("note: the recording has no end line"))
        } else {
            #expect(replay.out.contains("note: the recording was cut mid-line at line \(lines.count)"))
        }
        // Each answered tap was written (touch down, touch up, the run until idle) before its reply was sent; the
        // launch is the header's starting tree, not a step.
        #expect(steps >= 3 * replies, "\(steps) steps for \(replies) answered taps")
        #expect(steps <= 3 * sent)
        print("SIGKILL fault: \(replies) of \(sent) taps answered, \(steps) steps in the file, all replayed")
        _ = try Self.wholeLines(file)  // (reports a half line, if the kill cut one)
    }

    // MARK: The connection limit (docs/protocol.md, Transport: connections 64)

    @Test func theSixtyFifthConnectionGets503AndAFreedPlaceIsTakenAgain() async throws {
        let host = try HostProcess()
        let client = try host.connect()
        #expect(try await client.call("app.state")["state"] == "active")
        var held: [RawWebSocket] = []
        for _ in 0..<63 {
            let socket = try RawWebSocket(port: host.port)
            #expect(socket.status == 101)
            held.append(socket)
        }

        let refused = try RawWebSocket(port: host.port)
        #expect(refused.status == 503)
        #expect(refused.body == "The server already has 64 connections, its limit: close one and retry, or raise the limit.\n")
        // The open ones are still served, the raw ones too.
        #expect(try await client.call("view.get", ["view": ["tag": 2]])["accessibilityValue"] == "taps: 0")
        held[10].sendText(Self.request("app.state", id: 5))
        let reply = ServerFrames(Self.read(held[10], frames: 1)).texts.first ?? []
        #expect(try JSONParser.parse(reply)["result"]?["state"] == "active")

        // A place freed is taken again (the close reaches the host's count a moment later).
        held.removeFirst()
        var accepted: RawWebSocket?
        for _ in 0..<100 {
            let attempt = try RawWebSocket(port: host.port)
            if attempt.status == 101 { accepted = attempt; break }
            #expect(attempt.status == 503)
            try await Task.sleep(for: .milliseconds(50))
        }
        let newcomer = try #require(accepted)
        newcomer.sendText(Self.request("clock.now", id: 9))
        #expect(try JSONParser.parse(ServerFrames(Self.read(newcomer, frames: 1)).texts.first ?? [])["id"] == 9)
        #expect(try RawWebSocket(port: host.port).status == 503, "full again")
        client.close()
    }

    /// Reads from a raw socket until `frames` whole messages have come (or 5 s without any byte).
    static func read(_ socket: RawWebSocket, frames: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while ServerFrames(bytes).texts.count < frames {
            let count = chunk.withUnsafeMutableBytes { recv(socket.fd, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { break }
            bytes += chunk[..<count]
        }
        return bytes
    }
}

/// The crash line's text as the host keeps it up to date (the handler writes exactly these bytes).
@Suite(.serialized) @MainActor struct CrashReportTests {
    @Test func theLineNamesTheRequestAndTheRecordings() {
        CrashReport.setRecordings([])
        CrashReport.handling(method: "tree.get", id: .int(-12), client: 4)
        #expect(CrashReport.line(signal: SIGSEGV) == "uihost: crashed with SIGSEGV (a bad memory access) while handling tree.get (request id -12) from client 4; no recording was being written\n")
        CrashReport.handling(method: "input.tap", id: .string(String(repeating: "x", count: 100)), client: 1)
        CrashReport.setRecordings(["/a.jsonl", "/b.jsonl"])
        #expect(CrashReport.line(signal: SIGABRT) == "uihost: crashed with SIGABRT (abort) while handling input.tap (request id \"\(String(repeating: "x", count: 64))\") from client 1; the recordings /a.jsonl, /b.jsonl hold every step completed before this one, each line whole and without an end line: `uihost replay FILE` replays them and says so\n")
        CrashReport.handling(method: "app.state", id: nil, client: 2)
        CrashReport.setRecordings([])
        #expect(CrashReport.line(signal: SIGILL).contains(" while handling app.state (a notification, no id) from client 2; no recording"))
        CrashReport.setActivity("waiting for clients")
        #expect(CrashReport.line(signal: SIGFPE) == "uihost: crashed with SIGFPE (an arithmetic fault) while waiting for clients; no recording was being written\n")
    }
}
