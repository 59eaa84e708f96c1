import ArgumentParser
import UIHostCore
import UIHostWebSocket
import Foundation
import HeadlessUIKit

/// The options `uihost serve` and every served app share (docs/protocol.md, The command line): where to listen, who may
/// connect, the device, the clock. The app to run is chosen by the caller.
public struct ServerOptions: ParsableArguments {
    @Option(name: .customLong("host"), help: "Address to bind. Loopback by default; anything else exposes the app to the network.")
    public var bindAddress = "127.0.0.1"

    @Option(help: "Port to listen on; 0 picks a free one.")
    public var port = 8765

    @Option(help: "Require this token (Authorization: Bearer or ?token=). Also read from UIHOST_TOKEN.")
    public var token: String?

    @Option(name: .customLong("allow-origin"), help: "A browser origin to accept besides the server's own (repeatable).")
    public var allowOrigin: [String] = []

    @Option(help: ArgumentHelp("Device profile, e.g. iphone-8, iphone-15-pro, ipad-pro-12-9 (device.list lists them all). Default: a storyboard's own design device, else iphone-8.",
                               valueName: "name"))
    public var device: String?

    @Option(help: "Clock: virtual (time moves only when told; deterministic) or real (wall clock).")
    public var clock = "virtual"

    @Option(help: ArgumentHelp("Record the whole session to this file (JSON Lines, docs/recording.md).", valueName: "file"))
    public var record: String?

    @Flag(name: .customLong("record-snapshots"),
          help: "With --record: keep the screen's picture (a PNG) at every checkpoint, for replays to show where they diverge.")
    public var recordSnapshots = false

    @Option(name: .customLong("recordings-dir"),
            help: ArgumentHelp("The folder session.record.start and session.replay paths must be in (created when needed).", valueName: "dir"))
    public var recordingsDir = "recordings"

    @Option(name: .customLong("log-level"), help: "error, warning, info or debug (to stderr).")
    public var logLevel = "info"

    @Option(name: .customLong("tls-cert"),
            help: ArgumentHelp("A PEM certificate (or chain): with --tls-key, serve wss:// and the inspector over https:// only.",
                               valueName: "file"))
    public var tlsCert: String?

    @Option(name: .customLong("tls-key"), help: ArgumentHelp("The certificate's unencrypted PEM private key.", valueName: "file"))
    public var tlsKey: String?

    @Option(name: .customLong("inspector-dir"), help: "Directory served at /inspector/.")
    public var inspectorDir: String?

    @Flag(name: .customLong("exit-with-parent"),
          help: "Shut down (as on SIGTERM) once the process that started uihost has exited: for test harnesses, so a test run that is killed leaves no hosts behind.")
    public var exitWithParent = false

    public init() {}

    public func validate() throws {
        if recordSnapshots, record == nil {
            throw ValidationError("--record-snapshots keeps pictures in the --record file: give --record FILE too "
                + "(a client's recording takes session.record.start {snapshots: true})")
        }
        if let device, DeviceProfile.named(device) == nil {
            throw ValidationError("unknown device '\(device)'; use one of \(DeviceProfile.all.map(\.name).joined(separator: ", "))")
        }
        guard ClockMode(rawValue: clock) != nil else {
            throw ValidationError("unknown clock '\(clock)'; use virtual or real")
        }
        guard (0...65_535).contains(port) else { throw ValidationError("port \(port) is out of range; use 0-65535") }
        guard ["error", "warning", "info", "debug"].contains(logLevel) else {
            throw ValidationError("unknown log level '\(logLevel)'; use error, warning, info or debug")
        }
        if (tlsCert == nil) != (tlsKey == nil) {
            throw ValidationError(tlsCert == nil ? "--tls-key needs --tls-cert: give the certificate the key belongs to"
                                                 : "--tls-cert needs --tls-key: give the certificate's private key")
        }
        if let record {
            let folder = URL(fileURLWithPath: record).deletingLastPathComponent().path
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw ValidationError("--record \(record): the folder \(folder) does not exist; create it or record elsewhere")
            }
        }
    }

    /// The transport's settings: the token from `--token`, else from `UIHOST_TOKEN`.
    public var transport: TransportConfiguration {
        var configuration = TransportConfiguration()
        configuration.bindAddress = bindAddress
        configuration.port = port
        configuration.token = token ?? ProcessInfo.processInfo.environment["UIHOST_TOKEN"].flatMap { $0.isEmpty ? nil : $0 }
        configuration.allowedOrigins = allowOrigin
        configuration.inspectorDirectory = inspectorDir
        configuration.tlsCertificatePath = tlsCert
        configuration.tlsPrivateKeyPath = tlsKey
        return configuration
    }

    /// The host's settings for `app`.
    @MainActor
    public func configuration(for app: AppDescription) -> HostConfiguration {
        var configuration = HostConfiguration(app: app)
        (configuration.device, configuration.deviceNote) = Self.device(named: device, for: app)
        configuration.clock = ClockMode(rawValue: clock) ?? .virtual
        configuration.recording.recordPath = record
        configuration.recording.directory = recordingsDir
        configuration.recording.snapshots = recordSnapshots
        return configuration
    }

    /// The device to run `app` on (docs/uikit-rules.md 14.8): the one named by `--device`; else the profile of the
    /// app's storyboard's design device; else `iphone-8`. The note says why, when no device was named.
    static func device(named name: String?, for app: AppDescription) -> (DeviceProfile, note: String?) {
        if let name { return (DeviceProfile.named(name) ?? .iPhone8, nil) }
        guard let design = app.designDevice else {
            return (.iPhone8, app.identity.storyboardSHA256 == nil ? nil
                    : "the storyboard names no design device; running on iphone-8 (give --device to choose)")
        }
        guard let profile = design.profile else {
            return (.iPhone8, "the storyboard's design device '\(design.id)' is not a known profile; running on iphone-8 (give --device to choose)")
        }
        return (profile, "running on \(profile.name), the storyboard's design device '\(design.id)'")
    }

    /// Serves `app` until SIGINT or SIGTERM.
    @MainActor
    public func serve(_ app: AppDescription) throws {
        try ServerRunner(transport: transport, configuration: configuration(for: app), logLevel: logLevel, exitWithParent: exitWithParent).run()
    }
}

/// Parsed options are plain values (strings, numbers); the property wrappers only hold them.
extension ServerOptions: @unchecked Sendable {}
