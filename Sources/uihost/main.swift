import ArgumentParser
import Foundation
import HeadlessUIKit
import UIHostDemo
import UIHostServer

/// `uihost`: the headless app host's command line (PROTOCOL.md, The command line). Argument parsing only; the
/// work happens in UIHostServer.
struct UIHostCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "uihost",
        abstract: "Runs UIKit-style apps headlessly and serves the automation protocol over WebSocket.",
        version: AutomationHost.serverVersion,
        subcommands: [Serve.self],
        defaultSubcommand: nil
    )
}

struct Serve: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Runs an app and serves the WebSocket JSON-RPC protocol until SIGINT or SIGTERM.")

    @Option(help: ArgumentHelp("An Xcode .storyboard file to run as the app, launched from its initial view controller (the app is named after the file).",
                               valueName: "file"))
    var storyboard: String?

    @Option(help: "A built-in app to run: demo (the default), or fixture:<n>, a screen of n plain views for benchmarks.")
    var app: String?

    @OptionGroup var server: ServerOptions

    func validate() throws {
        if let storyboard, let app {
            throw ValidationError("--storyboard \(storyboard) and --app \(app) both name the app to run; give one of them")
        }
        if let storyboard {
            // Read and checked before the server starts: a file that cannot run is bad input, not a crash.
            try MainActor.assumeIsolated {
                do throws(StoryboardAppError) {
                    _ = try AppDescription.storyboard(file: storyboard)
                } catch {
                    throw ValidationError(error.description)
                }
            }
        }
        if let app, app != "demo", Self.fixtureSize(app) == nil {
            throw ValidationError("unknown app '\(app)'; the built-in apps are: demo, fixture:<n> (1 to 1000000 views)")
        }
    }

    func run() throws {
        var server = self.server
        if server.inspectorDir == nil { server.inspectorDir = Self.defaultInspectorDirectory() }
        let app = self.app
        let storyboard = self.storyboard
        try MainActor.assumeIsolated {
            let description: AppDescription
            if let storyboard {
                // Read again for the run (validate() checked it): the file may have changed in between.
                do throws(StoryboardAppError) {
                    description = try AppDescription.storyboard(file: storyboard)
                } catch {
                    throw ValidationError(error.description)
                }
            } else {
                description = Self.appDescription(app)
            }
            try server.serve(description)
        }
    }

    static func fixtureSize(_ name: String) -> Int? {
        guard name.hasPrefix("fixture:"), let count = Int(name.dropFirst("fixture:".count)),
              (1...1_000_000).contains(count) else { return nil }
        return count
    }

    @MainActor
    static func appDescription(_ name: String?) -> AppDescription {
        if let name, let count = fixtureSize(name) {
            return AppDescription(name: name) { FixtureAppDelegate(viewCount: count) }
        }
        return AppDescription(name: "demo") { DemoAppDelegate() }
    }

    /// The inspector's files next to the executable's package, when they are there.
    static func defaultInspectorDirectory() -> String? {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var directory = executable.deletingLastPathComponent()
        for _ in 0..<5 {
            let candidate = directory.appendingPathComponent("Clients/inspector")
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("index.html").path) {
                return candidate.path
            }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }
}

UIHostCommand.main()
