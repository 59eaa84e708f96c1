import Foundation
import HeadlessUIKit
import Testing
import UIHostDemo
import UIHostProtocol
@testable import UIHostServer

/// Recording and replay (PROTOCOL.md, Recording and replay; docs/recording.md).
@MainActor
@Suite struct RecordingTests {
    @Test func smoke() throws {
        let host = try RecordingHost()
        let started = try host.call("session.record.start", ["path": "a.jsonl"])
        print(started)
        try host.call("input.tap", ["view": ["tag": 3]])
        try host.call("input.tap", ["view": ["tag": 40]])
        try host.call("navigation.back")
        try host.call("device.rotate", ["orientation": "landscapeLeft"])
        let stopped = try host.call("session.record.stop")
        print(stopped)
        print(try String(contentsOfFile: host.path("a.jsonl"), encoding: .utf8))
        print(try host.call("session.replay", ["path": "a.jsonl"]))
    }
}
