import Foundation

/// `uihost init APP_DIR` (docs/uikit-rules.md 18.13): a Swift package beside an Xcode app's folder that builds the
/// app for Linux without touching it. Its one target takes the app's Swift files through UIHostPortPlugin, links
/// HeadlessUIKit and UIHostServer, and serves with the app folder's resources; `swift run` then serves the app.
public struct AppPackage: Equatable, Sendable {
    /// The first line of the Package.swift it writes: one that starts otherwise is not replaced.
    public static let header = "// swift-tools-version:6.1"
    static let marker = "// Written by `uihost init`"

    /// The app's name: its folder's name, the target's and the executable's.
    public var name: String
    /// The folder the package is written into: the app folder's parent.
    public var packageFolder: URL
    /// Swift 5 (the default: Xcode's for an app that does not say) or 6.
    public var swiftVersion: Int
    /// The uihost checkout the package depends on, as a path from `packageFolder`, and its package identity.
    public var uihostPath: String
    public var uihostIdentity: String

    /// Reads the app folder and the uihost checkout; throws with the problem and the fix.
    public init(appFolder: String, uihost: String, swiftVersion: Int = 5) throws(AppPackageError) {
        let app = URL(fileURLWithPath: appFolder).standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: app.path, isDirectory: &isDirectory) else {
            throw .init("\(appFolder) does not exist; give the folder Xcode keeps the app's sources in (the one beside the .xcodeproj)")
        }
        guard isDirectory.boolValue else {
            throw .init("\(appFolder) is a file; give the folder Xcode keeps the app's sources in (the one beside the .xcodeproj)")
        }
        let hasSwift = FileManager.default.enumerator(atPath: app.path)?.contains { ($0 as? String)?.hasSuffix(".swift") == true } ?? false
        guard hasSwift else { throw .init("\(appFolder) has no Swift files; give the folder that holds the app's Swift sources") }
        guard swiftVersion == 5 || swiftVersion == 6 else {
            throw .init("--swift-version \(swiftVersion) is not a Swift language mode; use 5 or 6")
        }
        let root = URL(fileURLWithPath: uihost).standardizedFileURL
        guard let manifest = try? String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8),
              manifest.contains("name: \"UIHost\"") else {
            throw .init("\(uihost) is not a uihost checkout (no Package.swift of the UIHost package); give it with --uihost PATH")
        }
        name = app.lastPathComponent
        packageFolder = app.deletingLastPathComponent()
        self.swiftVersion = swiftVersion
        uihostPath = Self.relativePath(from: packageFolder, to: root)
        uihostIdentity = root.lastPathComponent.lowercased()
    }

    /// The files to write, by path relative to `packageFolder`.
    public var files: [(path: String, text: String)] {
        [("Package.swift", manifest),
         ("UIHost/\(name)/Serve.swift", serveFile),
         ("UIHost/\(name)/uihost-port.json", "{\"appFolder\": \"../../\(name)\"}\n")]
    }

    var manifest: String {
        let traits = swiftVersion == 5 ? ", traits: [\"UIKitPreconcurrency\"]" : ""
        let mode = swiftVersion == 5 ? "\n            swiftSettings: [.swiftLanguageMode(.v5)]," : ""
        return """
            \(Self.header)
            \(Self.marker) (docs/uikit-rules.md 18.13): builds the Xcode app in \(name)/ for Linux, leaving its files as
            // they are. UIHostPortPlugin ports its Swift files into the build (UIHost/\(name)/uihost-port.json names the
            // folder); `swift run \(name)` serves it over the uihost protocol with the folder's storyboards and assets.
            // Swift \(swiftVersion) language mode\(swiftVersion == 5 ? ", with HeadlessUIKit's main-actor API @preconcurrency as UIKit's is (18.8)" : "").
            import PackageDescription

            let package = Package(
                name: \(swiftStringLiteral(name)),
                dependencies: [
                    .package(path: \(swiftStringLiteral(uihostPath))\(traits)),
                ],
                targets: [
                    .executableTarget(
                        name: \(swiftStringLiteral(name)),
                        dependencies: [
                            .product(name: "HeadlessUIKit", package: \(swiftStringLiteral(uihostIdentity))),
                            .product(name: "HeadlessOSLog", package: \(swiftStringLiteral(uihostIdentity))),
                            .product(name: "UIHostServer", package: \(swiftStringLiteral(uihostIdentity))),
                        ],
                        path: "UIHost/\(name)",
                        exclude: ["uihost-port.json"],\(mode)
                        plugins: [.plugin(name: "UIHostPortPlugin", package: \(swiftStringLiteral(uihostIdentity)))]
                    ),
                ]
            )

            """
    }

    var serveFile: String {
        """
        \(Self.marker) (docs/uikit-rules.md 18.13). The app's own sources are in ../../\(name): UIHostPortPlugin
        // ports them into every build. Importing UIHostServer makes the app's @main delegate serve the uihost protocol
        // (`swift run \(name) --port 8765`) with the app folder's resources (--app-dir to run with another folder).
        import UIHostServer

        """
    }

    /// Writes the files; a Package.swift that `uihost init` did not write is not replaced.
    public func write() throws(AppPackageError) -> [String] {
        let existing = packageFolder.appendingPathComponent("Package.swift")
        if let text = try? String(contentsOf: existing, encoding: .utf8), !text.contains(Self.marker) {
            throw .init("\(existing.path) exists and was not written by uihost init; move it away or run uihost init on a copy")
        }
        var written: [String] = []
        for (path, text) in files {
            let url = packageFolder.appendingPathComponent(path)
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            } catch {
                throw .init("cannot write \(url.path): \(error.localizedDescription); check the folder's permissions")
            }
            written.append(path)
        }
        return written
    }

    /// `to` as a path from the folder `from`: `../..` for an ancestor.
    static func relativePath(from: URL, to: URL) -> String {
        let base = from.pathComponents
        let target = to.pathComponents
        var common = 0
        while common < min(base.count, target.count), base[common] == target[common] { common += 1 }
        let parts = Array(repeating: "..", count: base.count - common) + target[common...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}

/// Why `uihost init` wrote nothing: the problem and the fix. It exits 2.
public struct AppPackageError: Error, Equatable, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
