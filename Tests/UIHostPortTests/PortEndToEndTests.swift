import Foundation
import HeadlessUIKit
import Testing
@testable import UIHostPort

/// docs/uikit-rules.md 18: a small UIKit-style app (Fixtures/SampleApp) ported, and the ported text type-checked
/// against the HeadlessUIKit module this test run built. Type-checking the real output of every run, rather than a
/// kept copy, means a change to the port that breaks compilation fails here; `swiftc -typecheck` against the built
/// module takes seconds, where a compiled fixture target would need a package of its own.
@Suite struct PortEndToEndTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/SampleApp")

    @Test func portedSampleAppPortsWithNothingLeft() throws {
        let out = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let report = try Porter.port(source: Self.fixture.path, output: out.appendingPathComponent("app").path)
        #expect(report.left == [])
        let registrations = try read(out.appendingPathComponent("app/UIHostPortRegistrations.swift"))
        for expected in [
            "UIStoryboard.register(CounterViewController.self)",
            "UIStoryboard.register(BonusCounterViewController.self)",
            "UIStoryboard.register(RoundedView.self)",
            "UIStoryboard.register(HistoryViewController.self)",
            "UIStoryboard.registerOutlet(\"tableHeight\", for: HistoryViewController.self)",
            "UIScene.registerDelegateClass(SceneDelegate.self)",
            "UIStoryboard.registerOutlet(\"countLabel\", for: CounterViewController.self)",
            "UIStoryboard.registerOutlet(\"stepButtons\", for: CounterViewController.self)",
            "UIStoryboard.registerOutlet(\"card\", for: CounterViewController.self)",
            "UIResponder.registerAction(\"increment:\", for: CounterViewController.self)",
            "UIResponder.registerAction(\"reset:\", for: CounterViewController.self)",
            "UIResponder.registerAction(\"backgroundTapped\", for: CounterViewController.self)",
            "UIStoryboard.registerInspectable(\"cornerRadius\", for: RoundedView.self)",
            "UIStoryboard.registerInspectable(\"highlightColor\", for: RoundedView.self)",
            "UIStoryboard.registerInspectable(\"isOutlined\", for: RoundedView.self)",
            "extension AppDelegate {",
            "uihostPortRegistrations_KeyRow_swift()",
        ] {
            #expect(registrations.contains(expected), "\(expected)")
        }
        for name in ["AppDelegate", "CounterViewController", "HistoryViewController", "RoundedView", "SceneDelegate"] {
            let original = try read(Self.fixture.appendingPathComponent("\(name).swift"))
            let ported = try read(out.appendingPathComponent("app/\(name).swift"))
            #expect(lineCount(ported) == lineCount(original), "\(name)")
        }
        // 18.21: a file with private classes keeps its lines and gains their registrations at its end.
        let keyRow = try read(out.appendingPathComponent("app/KeyRow.swift"))
        let keyRowOriginal = try read(Self.fixture.appendingPathComponent("KeyRow.swift"))
        let kept = RegistrationWriter.removingAppendedRegistrations(keyRow)
        #expect(kept != keyRow && lineCount(kept) == lineCount(keyRowOriginal))
        #expect(keyRow.contains("@MainActor func uihostPortRegistrations_KeyRow_swift() {\n    UIResponder.registerAction(\"fire\", for: KeyButton.self)"))
    }

    @Test func portedSampleAppTypeChecksAgainstHeadlessUIKit() throws {
        let modules = try #require(Self.builtModules(), "HeadlessUIKit.swiftmodule not found next to the test binary")
        let out = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        _ = try Porter.port(source: Self.fixture.path, output: out.path)
        let files = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".swift") }.sorted()
        let result = try Self.swiftc(["-typecheck", "-parse-as-library", "-swift-version", "6", "-module-name", "SampleApp",
                                      "-I", modules.path] + files.map { out.appendingPathComponent($0).path })
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func arc4randomComesFromTheCLibraryThroughHeadlessUIKit() {
        // docs/uikit-rules.md 18.7: no shim; HeadlessUIKit re-exports Foundation, which brings the C library's.
        #expect(arc4random_uniform(10) < 10)
        _ = arc4random()
    }

    /// The folder of built modules for this test run (`.build/<triple>/debug/Modules`), found from the test binary.
    static func builtModules() -> URL? {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<4 {
            for candidate in [folder.appendingPathComponent("Modules"), folder] {
                if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("HeadlessUIKit.swiftmodule").path) {
                    return candidate
                }
            }
            folder.deleteLastPathComponent()
        }
        return nil
    }

    static func swiftc(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}
