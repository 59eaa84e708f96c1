import Foundation
import Testing

/// `uihost serve`'s exit statuses (docs/protocol.md, The command line): 2 when the app it names is missing or cannot
/// be read, with the reason and before anything listens; 64 for bad flags; the codes in `--help`.
@Suite struct ServeExitStatusTests {
    @Test func aMissingStoryboardExits2WithItsMessage() throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("uihost-missing-\(UUID().uuidString).storyboard").path
        let result = try RecordingEndToEndTests.uihost(["serve", "--storyboard", missing, "--port", "0"])
        #expect(result.status == 2)
        #expect(result.err == "uihost serve: cannot read the storyboard '\(missing)': there is no such file. "
            + "Fix: pass the path of an Xcode .storyboard file.\n")
        #expect(!result.out.contains("listening"))
    }

    @Test func aStoryboardThatCannotBeReadExits2() throws {
        // A folder where the file should be: it exists, but cannot be read as a file (root reads any mode bits).
        let folder = try EndToEndTests.temporaryFile("", name: "unused").deletingLastPathComponent()
            .appendingPathComponent("Main.storyboard")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let result = try RecordingEndToEndTests.uihost(["serve", "--storyboard", folder.path, "--port", "0"])
        #expect(result.status == 2)
        #expect(result.err == "uihost serve: cannot read the storyboard '\(folder.path)': it is a directory. "
            + "Fix: pass the path of an Xcode .storyboard file, not a folder.\n")
    }

    @Test func aMissingAppFolderExits2() throws {
        let missing = "/nonexistent/uihost-\(UUID().uuidString)"
        let result = try RecordingEndToEndTests.uihost(["serve", "--app-dir", missing, "--port", "0"])
        #expect(result.status == 2)
        #expect(result.err.hasPrefix("uihost serve: "), "\(result.err)")
        #expect(result.err.contains(missing))
    }

    @Test func badFlagsExit64WithUsage() throws {
        for arguments in [["serve", "--clock", "sundial"], ["serve", "--no-such-flag"], ["serve", "--port", "70000"],
                          ["serve", "--app", "nope"]] {
            let result = try RecordingEndToEndTests.uihost(arguments)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.err.contains("Usage: uihost serve"), "\(arguments): \(result.err)")
        }
    }

    @Test func helpListsTheExitStatuses() throws {
        let result = try RecordingEndToEndTests.uihost(["serve", "--help"])
        #expect(result.status == 0)
        let help = result.out.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(help.contains("Exit status: 0 after SIGINT or SIGTERM, 1 when the server cannot start (such as a port in use), "
            + "2 when the app named by --storyboard or --app-dir is missing or cannot be read, 64 for bad flags."))
    }
}
