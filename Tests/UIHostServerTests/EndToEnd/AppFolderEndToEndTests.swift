import Foundation
import Testing
import UIHostClient
import UIHostProtocol

/// `uihost serve --app-dir` and `--initial` through the real binary (docs/uikit-rules.md 15, docs/protocol.md, The
/// command line).
@Suite(.serialized) struct AppFolderEndToEndTests {
    // docs/uikit-rules.md 15.4, 15.6: the folder's main storyboard is the first screen; a tap segues into the
    // other storyboard.
    @Test func anAppFolderIsServedFromItsMainStoryboardAcrossItsStoryboards() async throws {
        let host = try HostProcess(["--app-dir", AppFolderFixtures.notebook])
        let client = try host.connect()
        #expect(try await client.hello()["app"] == ["name": "Notebook", "state": "active"])
        #expect(try await client.view(.init(accessibilityIdentifier: "welcome"))["text"] == "Welcome")
        #expect(try await client.view(.init(accessibilityIdentifier: "logo"))["frame"]?["width"] == 30)

        try await client.tap(.init(accessibilityIdentifier: "settingsButton"))

        #expect(try await client.view(.init(accessibilityIdentifier: "syncLabel"))["text"] == "Sync notes")
        #expect(try await client.controllerTree()["root"]?["navigation"]?["stack"]?.arrayValue?.count == 2)
        client.close()
    }

    // docs/uikit-rules.md 15.5: --initial serves a storyboard that has no initial view controller.
    @Test func initialServesAStoryboardWithoutAnInitialController() async throws {
        let host = try HostProcess(["--storyboard", AppFolderFixtures.fieldNotes + "/Board.storyboard", "--initial", "Map"])
        let client = try host.connect()
        #expect(try await client.controllerTree()["root"]?["title"] == "Map")
        client.close()
    }

    // docs/uikit-rules.md 12.1-12.5, 15.14: an app folder whose Info.plist has a scene manifest runs through the
    // scene life cycle: its scene shows the configuration's storyboard (at --initial), app.state lists the scene,
    // and home reports the scene delegate's callbacks, not the app delegate's.
    @Test func aSceneAppFolderReachesItsFirstScreenThroughItsScene() async throws {
        let host = try HostProcess(["--app-dir", AppFolderFixtures.fieldNotes, "--initial", "Map"])
        let client = try host.connect()
        #expect(try await client.controllerTree()["root"]?["title"] == "Map")
        let state = try await client.appState()
        #expect(state["state"] == "active")
        let scene = try #require(state["scenes"]?[0])
        #expect(scene["session"] == "session-1")
        #expect(scene["role"] == "UIWindowSceneSessionRoleApplication")
        #expect(scene["configuration"] == "Default Configuration")
        #expect(scene["activationState"] == "foregroundActive")
        #expect(scene["delegateClass"] == "StoryboardSceneDelegate")
        #expect(scene["windows"]?.arrayValue?.count == 1)
        #expect(try await client.home()["callbacks"] == ["sceneWillResignActive", "sceneDidEnterBackground"])
        #expect(try await client.call("app.activate")["callbacks"] == ["sceneWillEnterForeground", "sceneDidBecomeActive"])
        client.close()
    }

    // docs/uikit-rules.md 15.5: without it, the refusal lists what --initial could be, before serving.
    @Test func aFolderWhoseMainStoryboardHasNoInitialControllerExitsWithItsIdentifiers() throws {
        let process = Process()
        process.executableURL = HostProcess.binary("uihost")
        process.arguments = ["serve", "--app-dir", AppFolderFixtures.fieldNotes, "--port", "0"]
        let stdout = Pipe(), stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let errorText = String(decoding: stderr.fileHandleForReading.readToEndRetryingInterrupts(), as: UTF8.self)
        _ = stdout.fileHandleForReading.readToEndRetryingInterrupts()
        process.waitUntilExit()
        #expect(process.terminationStatus == 2, "bad input, not a bad flag (64)")
        #expect(errorText.contains("Pass --initial <storyboardIdentifier>"))
        #expect(errorText.contains("Board: 'List', 'Map'"))
    }

    // docs/recording.md: a recording of an app folder started with --initial names both, and replays without them.
    @Test func aRecordingOfAnAppFolderReplaysFromTheFolderAndScene() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("uihost-appdir-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("notebook.jsonl").path
        let host = try HostProcess(["--app-dir", AppFolderFixtures.notebook, "--initial", "Settings", "--record", file])
        let client = try host.connect()
        try await client.tap(.init(accessibilityIdentifier: "lastNoteButton"))
        client.close()
        host.process.terminate()
        #expect(host.waitForExit(timeout: 20) == 0)

        let header = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n").first.map(String.init) ?? ""
        #expect(header.contains(#""appDir":"\#(AppFolderFixtures.notebook)""#))
        #expect(header.contains(#""initial":"Settings""#))
        let replay = try RecordingEndToEndTests.uihost(["replay", file])
        #expect(replay.status == 0, "\(replay.out)\(replay.err)")
    }
}
