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

    @Option(help: "An Xcode .storyboard to run as the app.")
    var storyboard: String?

    @Option(help: "A built-in app to run: demo (the default), or fixture:<n>, a screen of n plain views for benchmarks.")
    var app: String?

    @Option(help: "Address to bind. Loopback by default; anything else exposes the app to the network.")
    var host = "127.0.0.1"

    @Option(help: "Port to listen on; 0 picks a free one.")
    var port = 8765

    @Option(help: "Require this token (Authorization: Bearer or ?token=). Also read from UIHOST_TOKEN.")
    var token: String?

    @Option(name: .customLong("allow-origin"), help: "A browser origin to accept besides the server's own (repeatable).")
    var allowOrigin: [String] = []

    @Option(help: "Device profile: iphone-3gs, iphone-8 or ipad.")
    var device = "iphone-8"

    @Option(help: "Clock: virtual (time moves only when told; deterministic) or real (wall clock).")
    var clock = "virtual"

    @Option(help: "Record the session to this file.")
    var record: String?

    @Option(name: .customLong("log-level"), help: "error, warning, info or debug (to stderr).")
    var logLevel = "info"

    @Option(name: .customLong("inspector-dir"), help: "Directory served at /inspector/.")
    var inspectorDir: String?

    func validate() throws {
        guard DeviceProfile.named(device) != nil else {
            throw ValidationError("unknown device '\(device)'; use one of \(DeviceProfile.all.map(\.name).joined(separator: ", "))")
        }
        guard ClockMode(rawValue: clock) != nil else {
            throw ValidationError("unknown clock '\(clock)'; use virtual or real")
        }
        guard (0...65_535).contains(port) else { throw ValidationError("port \(port) is out of range; use 0-65535") }
        guard ["error", "warning", "info", "debug"].contains(logLevel) else {
            throw ValidationError("unknown log level '\(logLevel)'; use error, warning, info or debug")
        }
        if storyboard != nil {
            throw ValidationError("--storyboard is not available yet: storyboards arrive with the view controller issue; run the demo app for now")
        }
        if let app, app != "demo", Self.fixtureSize(app) == nil {
            throw ValidationError("unknown app '\(app)'; the built-in apps are: demo, fixture:<n> (1 to 1000000 views)")
        }
        if record != nil {
            throw ValidationError("--record is not available yet: recording arrives with the record and replay issue")
        }
    }

    func run() throws {
        var transportConfiguration = TransportConfiguration()
        transportConfiguration.host = host
        transportConfiguration.port = port
        transportConfiguration.token = token ?? ProcessInfo.processInfo.environment["UIHOST_TOKEN"].flatMap { $0.isEmpty ? nil : $0 }
        transportConfiguration.allowedOrigins = allowOrigin
        transportConfiguration.inspectorDirectory = inspectorDir ?? Self.defaultInspectorDirectory()
        let profile = DeviceProfile.named(device)!
        let clockMode = ClockMode(rawValue: clock)!
        let logLevel = self.logLevel
        let app = self.app
        try MainActor.assumeIsolated {
            var configuration = HostConfiguration(app: Self.appDescription(app))
            configuration.device = profile
            configuration.clock = clockMode
            try ServerRunner(transport: transportConfiguration, host: configuration, logLevel: logLevel).run()
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
