import Foundation
import Testing

/// `uihost port`'s exit status from the real binary, which `swift test` builds with the rest of the package
/// (docs/uikit-rules.md 18.6). Porter.run's own tests cover the messages; these check the command passes its
/// status through.
@Suite struct UIHostBinaryTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    private func uihost(_ arguments: [String]) throws -> Int32 {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("uihost")
        let found = FileManager.default.isExecutableFile(atPath: binary.path)
        try #require(found, "uihost not built next to the test binary at \(binary.path)")
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    @Test func portExitsZeroOneOrTwo() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try uihost(["port", Self.fixtures.appendingPathComponent("SampleApp").path, "--out", root.appendingPathComponent("a").path]) == 0)
        try write("let c: AnyClass? = NSClassFromString(name)\n", to: root.appendingPathComponent("left/Load.swift"))
        #expect(try uihost(["port", root.appendingPathComponent("left").path, "--out", root.appendingPathComponent("b").path]) == 1)
        #expect(try uihost(["port", root.appendingPathComponent("missing").path, "--out", root.appendingPathComponent("c").path]) == 2)
    }
}
