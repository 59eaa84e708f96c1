import Foundation
import Testing
import UIHostClient
import UIHostProtocol

/// The Swift client's typed wrappers of the gesture, typing, alert and recording methods against the real binary
/// serving the demo app (docs/protocol.md Input, Navigation, Recording and replay; docs/uikit-rules.md 5.5-5.7).
@Suite(.serialized) struct ClientWrapperEndToEndTests {
    @Test func gestureWrappersDriveTheGesturesScreen() async throws {
        let host = try HostProcess()
        let client = try host.connect()
        defer { client.close() }
        try await client.tap(.init(accessibilityIdentifier: "demo.gestures"))
        func value(_ tag: Int) async throws -> JSON? { try await client.view(.init(tag: tag))["accessibilityValue"] }

        let swipe = try await client.swipe(from: .view(.init(tag: 92)), to: .point(x: 330, y: 235), durationMs: 250, steps: 5)
        #expect(swipe["phases"] == ["began", "moved", "moved", "moved", "moved", "moved", "ended"])
        #expect(try await value(92) == "swipe: right")
        let press = try await client.longPress(.view(.init(tag: 91)))
        #expect(press["phases"] == ["began", "ended"])
        #expect(try await value(91) == "long press: ended")
        try await client.pinch(center: .view(.init(tag: 93)), scale: 0.5)
        #expect(try await value(93) == "scale: 0.50, rotation: 0.00")
        try await client.rotateGesture(center: .view(.init(tag: 93)), radians: -0.25, durationMs: 300)
        #expect(try await value(93) == "scale: 0.50, rotation: -0.25")
    }

    @Test func typingKeysAndAlertWrappers() async throws {
        let host = try HostProcess()
        let client = try host.connect()
        defer { client.close() }
        try await client.tap(.init(tag: 121))
        let typed = try await client.type("Adam", into: .init(tag: 150))
        #expect(typed["accepted"] == ["A", "d", "a", "m"])
        try await client.key(.backspace)
        #expect(try await client.view(.init(tag: 150))["text"] == "Ada")
        let next = try await client.key(.return)
        #expect(next["firstResponder"] == (try await client.view(.init(tag: 151)))["ref"])
        try await client.navigationBackToHome()

        try await client.tap(.init(tag: 122))
        try await client.tap(.init(tag: 160))
        let chosen = try await client.alertTap("Delete")
        #expect(chosen["action"] == ["title": "Delete", "style": "destructive"])
        #expect(chosen["dismissed"] == true)
        #expect(try await client.view(.init(tag: 163))["text"] == "Chose: Delete")
        await #expect(throws: UIHostError.self) { try await client.alertTap("Delete") }
    }

    @Test func recordStopAndReplayWrappers() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("client-wrappers-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let host = try HostProcess(["--recordings-dir", folder.path])
        let client = try host.connect()
        defer { client.close() }
        let started = try await client.recordStart(path: "wrapped.jsonl", treeEvery: 10)
        #expect(started["start"] == "launch")
        #expect(started["path"]?.stringValue?.hasSuffix("/wrapped.jsonl") == true)
        try await client.tap(.init(tag: 3))
        let stopped = try await client.recordStop()
        #expect(stopped["steps"] == 3)
        let replayed = try await client.replay("wrapped.jsonl")
        #expect(replayed["mismatches"] == [])
        #expect(replayed["events"] == 3)
        #expect(replayed["ended"] == true)
        do {
            try await client.replay("../elsewhere.jsonl")
            Issue.record("a path outside the recordings folder was accepted")
        } catch let error as UIHostError {
            guard case .invalidParams(let field, _, _) = error else { throw error }
            #expect(field == "path")
        }
    }
}

private extension UIHostClient {
    /// Pops to the home screen (the demo's screens are pushed on its navigation controller).
    func navigationBackToHome() async throws {
        try await back(animated: false)
    }
}
