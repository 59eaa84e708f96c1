import ArgumentParser
import Foundation
import HeadlessUIKit
import UIHostDemo
import UIHostPort
import UIHostServer

/// `uihost`: the headless app host's command line (docs/protocol.md, The command line). Argument parsing only; the
/// work happens in UIHostServer.
struct UIHostCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "uihost",
        abstract: "Runs UIKit-style apps headlessly and serves the automation protocol over WebSocket.",
        version: AutomationHost.serverVersion,
        subcommands: [Serve.self, Replay.self, Shrink.self, Export.self, Port.self, Init.self],
        defaultSubcommand: nil
    )
}

struct Serve: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Runs an app and serves the WebSocket JSON-RPC protocol until SIGINT or SIGTERM.",
        discussion: "Exit status: 0 after SIGINT or SIGTERM, 1 when the server cannot start (such as a port in use), 2 when the app named by --storyboard or --app-dir is missing or cannot be read, 64 for bad flags.")

    @Option(help: ArgumentHelp("An Xcode .storyboard file to run as the app, launched from its initial view controller or --initial (the app is named after the file).",
                               valueName: "file"))
    var storyboard: String?

    @Option(name: .customLong("app-dir"),
            help: ArgumentHelp("An app's resource folder as Xcode keeps it (Info.plist, storyboards, asset catalogs, strings), run from its main storyboard.",
                               valueName: "folder"))
    var appDir: String?

    @Option(help: ArgumentHelp("With --storyboard or --app-dir: start at the scene with this Storyboard ID instead of the initial view controller.",
                               valueName: "storyboardIdentifier"))
    var initial: String?

    @Option(help: "A built-in app to run: demo (the default), fixture:<n> (a screen of n plain views for benchmarks) or faults (a counter and a view that traps when tapped, for fault tests).")
    var app: String?

    @OptionGroup var server: ServerOptions

    @Flag(help: "Start no host yet: read the app, print `uihost zygote ready`, then fork a fresh host for each `fork FIFO` line on standard input (`fork FIFO<tab>FOLDER` also gives its recordings folder), its output going to that FIFO (answering `forked PID`, and `exited PID STATUS` when it ends). For test harnesses that start a host per test: each host skips the executable's start. Exits at the end of input or with its parent.")
    var zygote = false

    func validate() throws {
        let named = [storyboard.map { "--storyboard \($0)" }, appDir.map { "--app-dir \($0)" }, app.map { "--app \($0)" }]
            .compactMap { $0 }
        if named.count > 1 {
            throw ValidationError("\(named.joined(separator: " and ")) \(named.count == 2 ? "both" : "all") name the app to run; give one of them")
        }
        if let initial, storyboard == nil, appDir == nil {
            throw ValidationError("--initial \(initial) names a storyboard scene; give it with --storyboard FILE or --app-dir FOLDER")
        }
        // Read and checked before the server starts: an app that cannot run is bad input (exit 2), not a crash.
        if storyboard != nil || appDir != nil {
            try MainActor.assumeIsolated { _ = try readApp() }
        }
        if let app, !Self.isBuiltIn(app) {
            throw ValidationError("unknown app '\(app)'; the built-in apps are: demo, fixture:<n> (1 to 1000000 views), faults")
        }
    }

    func run() throws {
        var server = self.server
        if server.inspectorDir == nil { server.inspectorDir = Self.defaultInspectorDirectory() }
        try MainActor.assumeIsolated {
            // Read again for the run (validate() checked it): the files may have changed in between.
            let description = try readApp() ?? Self.appDescription(app)
            for note in description.notes where server.logLevel != "error" {
                FileHandle.standardError.write(Data("uihost: \(description.name): \(note)\n".utf8))
            }
            // With --zygote this returns in each forked child, which then serves as any host does.
            if zygote, let folder = try Zygote.run().recordingsDirectory { server.recordingsDir = folder }
            try server.serve(description)
        }
    }

    /// The app `--storyboard` or `--app-dir` names, read; nil for a built-in app. An app that is missing or cannot
    /// be read prints why and exits 2 (bad input, as `replay` has it), not 64: the flags were well formed.
    @MainActor
    func readApp() throws -> AppDescription? {
        if let storyboard {
            do throws(StoryboardAppError) {
                return try AppDescription.storyboard(file: storyboard, initial: initial)
            } catch {
                throw Self.badInput(error.description)
            }
        }
        if let appDir {
            do throws(AppFolderError) {
                return try AppDescription.appFolder(path: appDir, initial: initial)
            } catch {
                throw Self.badInput(error.description)
            }
        }
        return nil
    }

    @MainActor
    private static func badInput(_ message: String) -> ExitCode {
        FileHandle.standardError.write(Data("uihost serve: \(message)\n".utf8))
        return ExitCode(ReplayCommand.badInput)
    }

    static func fixtureSize(_ name: String) -> Int? {
        guard name.hasPrefix("fixture:"), let count = Int(name.dropFirst("fixture:".count)),
              (1...1_000_000).contains(count) else { return nil }
        return count
    }

    static func isBuiltIn(_ name: String) -> Bool {
        name == "demo" || name == "faults" || fixtureSize(name) != nil
    }

    @MainActor
    static func appDescription(_ name: String?) -> AppDescription {
        if let name, let count = fixtureSize(name) {
            return AppDescription(name: name) { FixtureAppDelegate(viewCount: count) }
        }
        if name == "faults" {
            return AppDescription(name: "faults") { FaultAppDelegate() }
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

/// The app a replay runs: `--storyboard` or `--app` when given, else the one the recording names.
struct ReplayApp: ParsableArguments {
    @Option(help: ArgumentHelp("Replay into this storyboard app instead of the recording's.", valueName: "file"))
    var storyboard: String?

    @Option(help: "Replay into this built-in app (demo, fixture:<n>) instead of the recording's.")
    var app: String?

    @Flag(help: "Replay a recording of another app (a different storyboard hash or app name) anyway.")
    var force = false

    func validate() throws {
        if let storyboard, let app {
            throw ValidationError("--storyboard \(storyboard) and --app \(app) both name the app to replay into; give one of them")
        }
    }

    /// The app, or a message saying why there is none.
    @MainActor
    func resolve(recording path: String) -> Result<AppDescription, ValidationError> {
        var storyboard = self.storyboard
        var app = self.app
        var initial: String?
        var appDirectory: String?
        if storyboard == nil, app == nil {
            do throws(RecordingError) {
                let identity = try ReplayCommand.recordedApp(path: path)
                initial = identity.initial
                if let folder = identity.appDirectory {
                    appDirectory = folder
                } else if let file = identity.storyboardPath {
                    storyboard = file
                } else {
                    app = identity.name
                }
            } catch {
                return .failure(ValidationError(error.description))
            }
        }
        if let appDirectory {
            do throws(AppFolderError) {
                return .success(try AppDescription.appFolder(path: appDirectory, initial: initial))
            } catch {
                return .failure(ValidationError(error.description))
            }
        }
        if let storyboard {
            do throws(StoryboardAppError) {
                return .success(try AppDescription.storyboard(file: storyboard, initial: initial))
            } catch {
                return .failure(ValidationError(error.description + " (give --storyboard FILE to replay into another copy)"))
            }
        }
        if let app, !Serve.isBuiltIn(app) {
            return .failure(ValidationError("unknown app '\(app)'; the built-in apps are: demo, fixture:<n>, faults; give --storyboard or --app"))
        }
        return .success(Serve.appDescription(app))
    }
}

struct Replay: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Replays a recording into a fresh host and checks every checkpoint.",
        discussion: "Exit status: 0 when the replay matched, 1 on divergence (printing where, with a diff of the trees), 2 on bad input.")

    @Argument(help: "The recording (JSON Lines, docs/recording.md).")
    var file: String

    @OptionGroup var target: ReplayApp

    @Option(help: ArgumentHelp("Write a JUnit XML report here, for CI.", valueName: "out.xml"))
    var junit: String?

    @Option(name: .customLong("snapshots-dir"),
            help: ArgumentHelp("On a divergence of a recording that keeps pictures, write the recorded and the replayed screen here as PNGs (created when needed; nothing is written elsewhere).",
                               valueName: "dir"))
    var snapshotsDir: String?

    @Option(help: "max (the default: as fast as the host goes) or realtime (steps wait for their recorded time).")
    var speed = "max"

    @Flag(name: .customLong("no-verify"), help: "Replay the inputs without comparing checkpoints.")
    var noVerify = false

    func validate() throws {
        guard ReplayOptions.Speed(rawValue: speed) != nil else { throw ValidationError("unknown speed '\(speed)'; use max or realtime") }
    }

    func run() throws {
        let code: Int32 = MainActor.assumeIsolated {
            switch target.resolve(recording: file) {
            case .failure(let error):
                FileHandle.standardError.write(Data("uihost replay: \(error.message)\n".utf8))
                return ReplayCommand.badInput
            case .success(let app):
                let options = ReplayOptions(verify: !noVerify, speed: ReplayOptions.Speed(rawValue: speed) ?? .max, force: target.force)
                return ReplayCommand.replay(path: file, app: app, options: options, junit: junit, snapshotsDir: snapshotsDir)
            }
        }
        if code != 0 { throw ExitCode(code) }
    }
}

struct Shrink: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Finds a smaller recording that still fails: its divergence, or a view property check.",
        discussion: "With --view, --property and --equals the check is that property's value after the replay (the label with tag 7 says Error: --view '{\"tag\":7}' --property accessibilityLabel --equals Error). Without them, the recording's own divergence. Exit status: 0 written, 1 when the recording does not fail the check, 2 on bad input.")

    @Argument(help: "The recording to shrink.")
    var file: String

    @Option(name: .shortAndLong, help: ArgumentHelp("Where to write the smaller recording.", valueName: "file"))
    var output: String

    @OptionGroup var target: ReplayApp

    @Option(help: ArgumentHelp("A selector as JSON, such as '{\"tag\": 7}'.", valueName: "selector"))
    var view: String?

    @Option(help: "A property view.get reports, such as accessibilityLabel or hidden.")
    var property: String?

    @Option(help: "The value that shows the failure: JSON (true, 3, \"Error\") or plain text.")
    var equals: String?

    func validate() throws {
        let given = [view, property, equals].compactMap { $0 }.count
        guard given == 0 || given == 3 else {
            throw ValidationError("--view, --property and --equals go together: give all three for a view check, or none to keep the recording's divergence")
        }
        if let view, let property, let equals {
            do { _ = try ShrinkCheck.view(selector: view, property: property, equals: equals) } catch { throw ValidationError("\(error)") }
        }
    }

    func run() throws {
        let code: Int32 = MainActor.assumeIsolated {
            var check = ShrinkCheck.divergence
            if let view, let property, let equals, let parsed = try? ShrinkCheck.view(selector: view, property: property, equals: equals) {
                check = parsed
            }
            switch target.resolve(recording: file) {
            case .failure(let error):
                FileHandle.standardError.write(Data("uihost shrink: \(error.message)\n".utf8))
                return ReplayCommand.badInput
            case .success(let app):
                return ReplayCommand.shrink(path: file, app: app, check: check, output: output, force: target.force)
            }
        }
        if code != 0 { throw ExitCode(code) }
    }
}

struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Writes a recording as a pytest test on the Python client, tapping views by selector where it can.")

    @Argument(help: "The recording.")
    var file: String

    @Option(name: .shortAndLong, help: ArgumentHelp("Where to write the test (default: stdout).", valueName: "file.py"))
    var output: String?

    @Option(help: "The test function's name (default: test_ and the file's name).")
    var name: String?

    func run() throws {
        let code = MainActor.assumeIsolated { ReplayCommand.export(path: file, output: output, testName: name) }
        if code != 0 { throw ExitCode(code) }
    }
}

struct Port: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Copies a UIKit app's sources rewritten for HeadlessUIKit, with a generated file of storyboard registrations.",
        discussion: """
            Rewrites `import UIKit` to `import HeadlessUIKit` (`import os` to `import HeadlessOSLog`), removes @objc, \
            @objcMembers and dynamic, turns @IBOutlet, \
            @IBAction, @IBInspectable and @IBDesignable into marker comments, #selector(...) into Selector("name:"), and \
            @UIApplicationMain into @main, keeping every line where it was. Writes UIHostPortRegistrations.swift with the \
            app's storyboard classes, scene delegates, outlets, actions and inspectables. Other files are copied. \
            Exit status: 0 when everything was ported, 1 when something was left (each listed with file, line and \
            reason), 2 on bad input. See docs/uikit-rules.md 18.
            """)

    @Argument(help: ArgumentHelp("The folder with the app's Swift sources (read only).", valueName: "SRC_DIR"))
    var source: String

    @Option(name: .customLong("out"), help: ArgumentHelp("The folder to write the ported app into; made when missing, and outside SRC_DIR.",
                                                         valueName: "OUT_DIR"))
    var output: String

    @Option(name: .customLong("app-folder"),
            help: ArgumentHelp("The app folder the ported app serves its resources from when run without --app-dir.", valueName: "DIR"))
    var appFolder: String?

    func run() throws {
        let code = Porter.run(source: source, output: output, appFolder: appFolder)
        if code != 0 { throw ExitCode(code) }
    }
}

struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Writes a Package.swift beside an Xcode app's folder that builds the app for Linux and serves it.",
        discussion: """
            The package's target takes the app's Swift files through UIHostPortPlugin (ported at every build; the \
            app's files stay as they are), links HeadlessUIKit and UIHostServer, and serves with the app folder's \
            storyboards and assets: `swift run NAME` in the folder beside the app's. Exit status 2 on bad input. See \
            docs/uikit-rules.md 18.13.
            """)

    @Argument(help: ArgumentHelp("The folder Xcode keeps the app's sources in (beside the .xcodeproj).", valueName: "APP_DIR"))
    var appFolder: String

    @Option(help: ArgumentHelp("The uihost checkout to depend on. Default: the one this uihost was built in.", valueName: "path"))
    var uihost: String?

    @Option(name: .customLong("swift-version"), help: "The app's Swift language mode, 5 (Xcode's default) or 6.")
    var swiftVersion = 5

    func run() throws {
        do throws(AppPackageError) {
            let package = try AppPackage(appFolder: appFolder, uihost: uihost ?? Self.checkout(), swiftVersion: swiftVersion)
            for path in try package.write() {
                print("uihost init: wrote \(package.packageFolder.appendingPathComponent(path).path)")
            }
            print("uihost init: now `cd \(package.packageFolder.path) && swift run \(package.name)` serves the app")
        } catch {
            FileHandle.standardError.write(Data("uihost init: \(error.description)\n".utf8))
            throw ExitCode(2)
        }
    }

    /// The checkout this binary was built in: the folder above its `.build`.
    static func checkout() -> String {
        let binary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var folder = binary.deletingLastPathComponent()
        while folder.path != "/" {
            if folder.lastPathComponent.hasPrefix(".build") { return folder.deletingLastPathComponent().path }
            folder = folder.deletingLastPathComponent()
        }
        return FileManager.default.currentDirectoryPath
    }
}

UIHostCommand.main()
