import Foundation
import Testing
@testable import UIHostPort

/// docs/uikit-rules.md 18.13: `uihost init APP_DIR`.
@Suite struct AppPackageTests {
    /// The repository: Tests/UIHostPortTests/ is two folders down.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func theExamplesFolderIsWhatInitWritesForIt() throws {
        let app = Self.repository.appendingPathComponent("Examples/ShelfApp/ShelfApp").path
        let package = try AppPackage(appFolder: app, uihost: Self.repository.path)

        #expect(package.name == "ShelfApp")
        #expect(package.uihostPath == "../..")
        #expect(package.uihostIdentity == Self.repository.lastPathComponent.lowercased())
        // The repository builds the example from the same two files (Package.swift's ShelfApp target).
        for (path, text) in package.files where path != "Package.swift" {
            #expect(try read(Self.repository.appendingPathComponent("Examples/ShelfApp/\(path)")) == text, "\(path)")
        }
    }

    @Test func aSwift5ManifestTurnsOnTheTraitAndTheLanguageMode() throws {
        let folder = try appFolder()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let package = try AppPackage(appFolder: folder.path, uihost: Self.repository.path)
        let identity = Self.repository.lastPathComponent.lowercased()

        #expect(package.manifest == """
            // swift-tools-version:6.1
            // Written by `uihost init` (docs/uikit-rules.md 18.13): builds the Xcode app in Notes/ for Linux, leaving its files as
            // they are. UIHostPortPlugin ports its Swift files into the build (UIHost/Notes/uihost-port.json names the
            // folder); `swift run Notes` serves it over the uihost protocol with the folder's storyboards and assets.
            // Swift 5 language mode, with HeadlessUIKit's main-actor API @preconcurrency as UIKit's is (18.8).
            import PackageDescription

            let package = Package(
                name: "Notes",
                dependencies: [
                    .package(path: "\(package.uihostPath)", traits: ["UIKitPreconcurrency"]),
                ],
                targets: [
                    .executableTarget(
                        name: "Notes",
                        dependencies: [
                            .product(name: "HeadlessUIKit", package: "\(identity)"),
                            .product(name: "HeadlessOSLog", package: "\(identity)"),
                            .product(name: "UIHostServer", package: "\(identity)"),
                        ],
                        path: "UIHost/Notes",
                        exclude: ["uihost-port.json"],
                        swiftSettings: [.swiftLanguageMode(.v5)],
                        plugins: [.plugin(name: "UIHostPortPlugin", package: "\(identity)")]
                    ),
                ]
            )

            """)
    }

    @Test func aSwift6ManifestKeepsStrictChecking() throws {
        let folder = try appFolder()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let manifest = try AppPackage(appFolder: folder.path, uihost: Self.repository.path, swiftVersion: 6).manifest

        #expect(!manifest.contains("traits"))
        #expect(!manifest.contains("swiftLanguageMode"))
        #expect(manifest.contains("// Swift 6 language mode.\n"))
    }

    @Test func writesThePackageBesideTheAppFolderAndRewritesItsOwn() throws {
        let folder = try appFolder()
        let project = folder.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: project) }
        let package = try AppPackage(appFolder: folder.path, uihost: Self.repository.path)

        #expect(try package.write() == ["Package.swift", "UIHost/Notes/Serve.swift", "UIHost/Notes/uihost-port.json"])
        #expect(try read(project.appendingPathComponent("UIHost/Notes/uihost-port.json")) == "{\"appFolder\": \"../../Notes\"}\n")
        #expect(try package.write().count == 3)
        #expect(try read(folder.appendingPathComponent("App.swift")) == "import UIKit\n", "the app's files are left alone")
    }

    @Test func badInputIsRefusedWithTheFix() throws {
        let folder = try appFolder()
        let project = folder.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: project) }
        let repository = Self.repository.path

        #expect(throws: AppPackageError("\(project.path)/Missing does not exist; give the folder Xcode keeps the app's sources in (the one beside the .xcodeproj)")) {
            try AppPackage(appFolder: project.appendingPathComponent("Missing").path, uihost: repository)
        }
        #expect(throws: AppPackageError("\(folder.path)/App.swift is a file; give the folder Xcode keeps the app's sources in (the one beside the .xcodeproj)")) {
            try AppPackage(appFolder: folder.appendingPathComponent("App.swift").path, uihost: repository)
        }
        try FileManager.default.createDirectory(at: project.appendingPathComponent("Empty"), withIntermediateDirectories: true)
        #expect(throws: AppPackageError("\(project.path)/Empty has no Swift files; give the folder that holds the app's Swift sources")) {
            try AppPackage(appFolder: project.appendingPathComponent("Empty").path, uihost: repository)
        }
        #expect(throws: AppPackageError("--swift-version 4 is not a Swift language mode; use 5 or 6")) {
            try AppPackage(appFolder: folder.path, uihost: repository, swiftVersion: 4)
        }
        #expect(throws: AppPackageError("\(project.path) is not a uihost checkout (no Package.swift of the UIHost package); give it with --uihost PATH")) {
            try AppPackage(appFolder: folder.path, uihost: project.path)
        }
        try write("// swift-tools-version:5.9\n", to: project.appendingPathComponent("Package.swift"))
        #expect(throws: AppPackageError("\(project.path)/Package.swift exists and was not written by uihost init; move it away or run uihost init on a copy")) {
            try AppPackage(appFolder: folder.path, uihost: repository).write()
        }
    }

    /// A project folder holding an app folder `Notes` with one Swift file.
    private func appFolder() throws -> URL {
        let folder = try temporaryFolder().appendingPathComponent("Notes")
        try write("import UIKit\n", to: folder.appendingPathComponent("App.swift"))
        return folder
    }
}
