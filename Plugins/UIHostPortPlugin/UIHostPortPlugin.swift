import Foundation
import PackagePlugin

/// Ports a UIKit app's sources for HeadlessUIKit at build time (docs/uikit-rules.md 18.12): the target's
/// `uihost-port.json` names the app folder (`{"appFolder": "../../MyApp"}`, relative to the target's folder); its
/// Swift files are rewritten by `uihost-port` into the plugin's work folder and compiled into the target, with the
/// generated registrations. The app's own files are only read. The target's folder keeps only what the port does
/// not make (`uihost init` writes a file that imports UIHostServer, so the app serves the protocol).
@main
struct UIHostPortPlugin: BuildToolPlugin {
    /// The configuration file in the target's folder.
    static let configurationName = "uihost-port.json"

    struct Configuration: Decodable {
        var appFolder: String
    }

    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let configurationURL = target.directoryURL.appending(path: Self.configurationName)
        guard let data = FileManager.default.contents(atPath: configurationURL.path) else {
            throw PluginError("target '\(target.name)' uses UIHostPortPlugin but has no \(Self.configurationName) in "
                              + "\(target.directoryURL.path); write one naming the app folder: "
                              + #"{"appFolder": "../MyApp"}"#)
        }
        let configuration: Configuration
        do {
            configuration = try JSONDecoder().decode(Configuration.self, from: data)
        } catch {
            throw PluginError("\(configurationURL.path) is not {\"appFolder\": \"PATH\"}: \(error)")
        }
        let appFolder = target.directoryURL.appending(path: configuration.appFolder).standardizedFileURL
        let sources = Self.swiftFiles(in: appFolder)
        guard !sources.isEmpty else {
            throw PluginError("the app folder \(appFolder.path) (from \(configurationURL.path)) has no Swift files")
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "Ported")
        let ported = sources.map { output.appending(path: $0) } + [output.appending(path: "UIHostPortRegistrations.swift")]
        return [.buildCommand(
            displayName: "Porting \(sources.count) UIKit sources of \(appFolder.lastPathComponent) for HeadlessUIKit",
            executable: try context.tool(named: "uihost-port").url,
            arguments: [appFolder.path, "--out", output.path, "--app-folder", appFolder.path],
            inputFiles: sources.map { appFolder.appending(path: $0) } + [configurationURL],
            outputFiles: ported)]
    }

    /// The Swift files `uihost port` ports, relative to `folder`: hidden and `.build` folders and an earlier port's
    /// registrations skipped, as the port tool skips them (docs/uikit-rules.md 18.6).
    static func swiftFiles(in folder: URL) -> [String] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey],
                                                          options: [.skipsHiddenFiles]) else { return [] }
        var files: [String] = []
        let base = folder.resolvingSymlinksInPath().pathComponents.count
        for case let url as URL in walker {
            if url.lastPathComponent.hasPrefix(".build") {
                walker.skipDescendants()
                continue
            }
            guard url.pathExtension == "swift", url.lastPathComponent != "UIHostPortRegistrations.swift",
                  (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else { continue }
            files.append(url.resolvingSymlinksInPath().pathComponents.dropFirst(base).joined(separator: "/"))
        }
        return files.sorted()
    }
}

struct PluginError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
