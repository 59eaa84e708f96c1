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

/// The served app's command line: `uihost serve`'s options, with the app fixed.
struct ServedAppCommand: ParsableCommand {
    nonisolated(unsafe) static var appType: (any UIApplicationDelegate.Type)?

    static let configuration = CommandConfiguration(
        commandName: CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? Substring($0)) },
        abstract: "Runs this app headlessly and serves the uihost automation protocol over WebSocket until SIGINT or SIGTERM.")

    @OptionGroup var server: ServerOptions

    func run() throws {
        guard let type = Self.appType else { return }
        let server = self.server
        try MainActor.assumeIsolated {
            try server.serve(AppDescription(name: String(describing: type)) { type.init() })
        }
    }
}
