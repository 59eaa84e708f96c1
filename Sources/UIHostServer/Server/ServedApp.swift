import ArgumentParser
import HeadlessUIKit
import UIHostCore

/// `@main final class AppDelegate: UIResponder, UIApplicationDelegate` in a program that imports UIHostServer:
/// the app runs headlessly and serves the automation protocol, taking `uihost serve`'s options
/// (`./MyApp --port 0 --token T`). This constrained `main()` is preferred over HeadlessUIKit's plain one, which
/// runs the app without serving.
extension UIApplicationDelegate where Self: UIResponder {
    public static func main() {
        ServedAppCommand.appType = Self.self
        ServedAppCommand.main()
    }
}

/// The served app's command line: `uihost serve`'s options and `--app-dir`, with the app fixed. `serve` may be given
/// or not (`./MyApp --port 0` or `./MyApp serve --port 0`), so a test harness that starts `uihost serve` can start a
/// served app the same way.
struct ServedAppCommand: ParsableCommand {
    nonisolated(unsafe) static var appType: (any UIApplicationDelegate.Type)?

    static let configuration = CommandConfiguration(
        commandName: CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? Substring($0)) },
        abstract: "Runs this app headlessly and serves the uihost automation protocol over WebSocket until SIGINT or SIGTERM.",
        subcommands: [ServedAppServe.self], defaultSubcommand: ServedAppServe.self)
}

struct ServedAppServe: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Runs this app headlessly and serves the uihost automation protocol over WebSocket until SIGINT or SIGTERM.")

    @Option(name: .customLong("app-dir"),
            help: ArgumentHelp("The app's folder as Xcode keeps it (Info.plist, storyboards, asset catalogs, strings): the resources the app runs with. Default: the folder UIHostPortPlugin ported the app from, if any.",
                               valueName: "folder"))
    var appDir: String?

    @OptionGroup var server: ServerOptions

    func run() throws {
        guard let type = ServedAppCommand.appType else { return }
        let server = self.server
        let appDir = self.appDir
        try MainActor.assumeIsolated {
            let folder = appDir ?? type.appFolderPath
            // docs/uikit-rules.md 18.12: the app's own delegate, with its folder's resources when it has one.
            let app: AppDescription
            if let folder {
                do throws(AppFolderError) {
                    app = try AppDescription.app(type, folder: folder)
                } catch {
                    throw ValidationError(error.description)
                }
            } else {
                app = AppDescription(name: String(describing: type)) { type.init() }
            }
            try server.serve(app)
        }
    }
}
