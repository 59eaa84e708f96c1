import Foundation
import Testing
import UIHostProtocol
@testable import UIHostCore
@testable import UIHostServer
import UIHostTesting
@testable import UIHostWebSocket

/// Inputs the fuzzers (Fuzz/, issue 9) and the bad-input suite found that stopped the host, each kept as a test.
@MainActor
@Suite struct FuzzRegressionTests {
    /// A session file may hold any integers in a delta's `keep`; their sum overflowed and trapped the host.
    @Test func aDeltaKeepingMoreLinesThanIntCanAddIsRefusedNotATrap() {
        let old = ["a", "b", "c"]
        #expect(StableTree.Delta(keepStart: Int.max, keepEnd: 1, lines: []).applied(to: old) == nil)
        #expect(StableTree.Delta(keepStart: 1, keepEnd: Int.max, lines: []).applied(to: old) == nil)
        #expect(StableTree.Delta(keepStart: 1, keepEnd: 2, lines: ["x"]).applied(to: old) == ["a", "x", "b", "c"])
    }

    @Test func aRecordingWhoseDeltaOverflowsReplaysInsteadOfStoppingTheHost() throws {
        let host = try RecordingHost()
        try host.call("session.record.start", ["path": "whole.jsonl"])
        try host.call("input.tap", ["view": ["tag": 3]])
        try host.call("session.record.stop")
        let text = try String(contentsOfFile: host.path("whole.jsonl"), encoding: .utf8)
        var lines = text.split(separator: "\n").map(String.init)
        let withDelta = try #require(lines.firstIndex { $0.contains(#""delta":{"keep":["#) })
        guard case .object(var line) = try JSONParser.parse(lines[withDelta]),
              case .object(var delta)? = line["delta"] else { Issue.record("no delta object"); return }
        delta["keep"] = [.int(Int.max), 1]
        line["delta"] = .object(delta)
        lines[withDelta] = JSON.object(line).text
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: host.path("overflow.jsonl")))

        // Steps are checked by hash; the rebuilt tree only explains a divergence, so the replay still matches.
        let result = try host.call("session.replay", ["path": "overflow.jsonl"])
        #expect(result["mismatches"] == [])
        #expect(result["ended"] == true)
        #expect(result["events"] == .int(lines.filter { $0.hasPrefix(#"{"step":"#) }.count))
    }
}
