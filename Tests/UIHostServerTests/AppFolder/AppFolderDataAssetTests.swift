import Foundation
import HeadlessUIKit
import Testing
@testable import UIHostCore

/// Asset catalog data sets and `NSDataAsset` (docs/uikit-rules.md 6.34).
@Suite @MainActor struct AppFolderDataAssetTests {
    /// Writes `Contents.json` and the files of a data set.
    private func dataSet(_ folder: URL, entries: String, files: [String: String]) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("{ \"data\" : [ \(entries) ], \"info\" : { \"author\" : \"xcode\", \"version\" : 1 } }".utf8)
            .write(to: folder.appendingPathComponent("Contents.json"))
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
    }

    private func folder() throws -> URL {
        let folder = try AppFolderFixtures.temporaryFolder()
        let catalog = folder.appendingPathComponent("Assets.xcassets")
        try dataSet(catalog.appendingPathComponent("Config.dataset"),
                    entries: """
                    { "filename" : "config.json", "idiom" : "universal", "universal-type-identifier" : "public.json" },
                    { "filename" : "config-pad.json", "idiom" : "ipad", "universal-type-identifier" : "public.json" }
                    """,
                    files: ["config.json": "{\"rows\": 3}", "config-pad.json": "{\"rows\": 6}"])
        let levels = catalog.appendingPathComponent("Levels")
        try FileManager.default.createDirectory(at: levels, withIntermediateDirectories: true)
        try Data("{ \"properties\" : { \"provides-namespace\" : true } }".utf8)
            .write(to: levels.appendingPathComponent("Contents.json"))
        try dataSet(levels.appendingPathComponent("One.dataset"),
                    entries: "{ \"filename\" : \"one.txt\", \"idiom\" : \"universal\" }", files: ["one.txt": "#.#"])
        try dataSet(catalog.appendingPathComponent("Gone.dataset"),
                    entries: "{ \"filename\" : \"gone.bin\", \"idiom\" : \"universal\" }", files: [:])
        return folder
    }

    // 6.34: each data set is read with its files by idiom and their type identifiers (`public.data` when the entry
    // gives none), a namespace folder's name before its sets'; a set whose file is missing is noted and left out.
    @Test func dataSetsAreReadByIdiom() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let resources = try AppFolder.read(path: folder.path).resources
        #expect(resources.dataAssets["Config"] == DataAsset(representations: [
            .init(idiom: "universal", data: Data("{\"rows\": 3}".utf8), typeIdentifier: "public.json"),
            .init(idiom: "ipad", data: Data("{\"rows\": 6}".utf8), typeIdentifier: "public.json"),
        ]))
        #expect(resources.dataAssets["Levels/One"]?.representations == [
            .init(idiom: "universal", data: Data("#.#".utf8), typeIdentifier: "public.data"),
        ])
        #expect(resources.dataAssets["Gone"] == nil)
        #expect(resources.notes.contains { $0.hasPrefix("data set 'Gone': cannot read gone.bin") })
        #expect(resources.notes.contains("data set 'Gone' has no readable file: NSDataAsset(name: \"Gone\") is nil"))
    }

    // 6.34: `NSDataAsset(name:)` answers the set's file for the device's idiom, else its universal one, and nil for
    // a name the catalogs do not have.
    @Test func dataAssetsAnswerTheDevicesFile() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let resources = try AppFolder.read(path: folder.path).resources
        let phone = HeadlessHost(device: .iPhone8)
        phone.resources = resources
        let asset = try #require(NSDataAsset(name: "Config"))
        #expect(asset.name == "Config")
        #expect(asset.data == Data("{\"rows\": 3}".utf8))
        #expect(asset.typeIdentifier == "public.json")
        #expect(NSDataAsset(name: "Levels/One", bundle: .main)?.data == Data("#.#".utf8))
        #expect(NSDataAsset(name: "Missing") == nil)
        #expect(NSDataAsset(name: "One") == nil)
        let pad = HeadlessHost(device: .iPad)
        pad.resources = resources
        #expect(NSDataAsset(name: "Config")?.data == Data("{\"rows\": 6}".utf8))
        _ = phone
    }
}
