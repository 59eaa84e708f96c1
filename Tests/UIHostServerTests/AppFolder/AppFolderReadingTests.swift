import Foundation
import HeadlessUIKit
import Testing
@testable import UIHostCore

/// The app folder fixtures in Tests/Fixtures/AppFolders (written for these tests; make_fixtures.py writes their
/// binary files): Notebook has an XML Info.plist, Base.lproj/Main.storyboard with references into Second.storyboard,
/// a launch screen, a French Main.storyboard, two asset catalogs and strings; Field-Notes has a binary Info.plist full
/// of build-setting variables in Supporting Files/ and one storyboard without an initial view controller.
enum AppFolderFixtures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/AppFolders")
    static var notebook: String { root.appendingPathComponent("Notebook").path }
    static var fieldNotes: String { root.appendingPathComponent("Field-Notes").path }

    /// A new empty folder for a test that builds its own app folder.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("uihost-appdir-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

@Suite struct AppFolderInfoTests {
    // docs/uikit-rules.md 15.1, 15.3, 15.4: the Info.plist at the folder's root, with its orientations per idiom.
    @Test func anXMLInfoPlistAtTheRootGivesTheMainStoryboardOrientationsAndRegion() throws {
        let folder = try AppFolder.read(path: AppFolderFixtures.notebook)
        #expect(folder.infoPlist == "Info.plist")
        #expect(folder.appName == "Notebook")
        #expect(folder.info.mainStoryboardFile == "Main")
        #expect(folder.info.launchStoryboardName == "LaunchScreen")
        #expect(folder.info.developmentRegion == "en")
        #expect(folder.info.supportedInterfaceOrientations == .portrait)
        #expect(folder.info.padSupportedInterfaceOrientations == .all)
        #expect(folder.info.sceneManifest == nil)
    }

    // docs/uikit-rules.md 15.1, 15.2: a binary <App>-Info.plist in Supporting Files/, its variables substituted with
    // the folder's name; the scene manifest is read into SceneManifest.
    @Test func aBinaryInfoPlistInSupportingFilesHasItsBuildSettingVariablesSubstituted() throws {
        let folder = try AppFolder.read(path: AppFolderFixtures.fieldNotes)
        #expect(folder.infoPlist == "Supporting Files/Field-Notes-Info.plist")
        #expect(folder.appName == "Field-Notes")
        #expect(folder.info.developmentRegion == "en")
        #expect(folder.info.bundleName == nil, "CFBundleName is $(PRODUCT_NAME), not a name")
        #expect(folder.info.supportedInterfaceOrientations == .allButUpsideDown)
        #expect(folder.info.sceneManifest == SceneManifest(configurations: [
            .init(name: "Default Configuration", delegateClassName: "Field_Notes.SceneDelegate", storyboardName: "Board"),
        ]))
    }

    // docs/uikit-rules.md 15.2
    @Test func buildSettingReferencesInEitherBracketAndWithModifiersAreSubstituted() {
        let variables = BuildSettingVariables(appName: "My App")
        var notes: [String] = []
        #expect(variables.substitute("$(PRODUCT_NAME)", notes: &notes) == "My App")
        #expect(variables.substitute("${TARGET_NAME} Beta", notes: &notes) == "My App Beta")
        #expect(variables.substitute("$(PRODUCT_MODULE_NAME).SceneDelegate", notes: &notes) == "My_App.SceneDelegate")
        #expect(variables.substitute("org.example.$(PRODUCT_NAME:rfc1034identifier)", notes: &notes) == "org.example.My-App")
        #expect(variables.substitute("price: $5", notes: &notes) == "price: $5")
        #expect(notes.isEmpty)
        #expect(variables.substitute("$(MARKETING_VERSION)", notes: &notes) == "$(MARKETING_VERSION)")
        #expect(notes == ["Info.plist: the build setting $(MARKETING_VERSION) in '$(MARKETING_VERSION)' is not known; left as written"])
    }

    // docs/uikit-rules.md 15.1, 15.11: a broken Info.plist is reported and the next candidate is used.
    @Test func aBrokenInfoPlistIsReportedAndTheNextCandidateUsed() throws {
        let folder = try AppFolderFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("<plist><dict><key>oops".utf8).write(to: folder.appendingPathComponent("Info.plist"))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Resources"), withIntermediateDirectories: true)
        let plist = try PropertyListSerialization.data(fromPropertyList: ["UIMainStoryboardFile": "Start"], format: .xml, options: 0)
        try plist.write(to: folder.appendingPathComponent("Resources/Info-iOS.plist"))

        let read = try AppFolder.read(path: folder.path)

        #expect(read.infoPlist == "Resources/Info-iOS.plist")
        #expect(read.info.mainStoryboardFile == "Start")
        #expect(read.notes.contains { $0.hasPrefix("Info.plist is not a property list") })
    }

    @Test func aFolderThatIsNotThereOrIsAFileIsRefused() throws {
        #expect(throws: AppFolderError.self) { try AppFolder.read(path: "/nonexistent/app") }
        let error = try #require(throws: AppFolderError.self) {
            try AppFolder.read(path: AppFolderFixtures.notebook + "/Info.plist")
        }
        #expect(error.description.contains("it is a file"))
    }
}

@Suite struct AppFolderResourceTests {
    // docs/uikit-rules.md 15.6, 15.7: every storyboard by name, Base.lproj before another language's copy; the
    // launch screen is known but not loaded.
    @Test func storyboardsAreFoundInTheFolderAndItsLprojFoldersPreferringBase() throws {
        let resources = try AppFolder.read(path: AppFolderFixtures.notebook).resources
        #expect(resources.storyboards.keys.sorted() == ["Main", "Second"])
        #expect(resources.launchStoryboardNames == ["LaunchScreen"])
        let home = try #require(resources.storyboards["Main"]?.scene(storyboardIdentifier: "Home"))
        #expect(home.controller.view?.subviews.first?.text == "Welcome", "Base.lproj's, not fr.lproj's Bienvenue")
    }

    // docs/uikit-rules.md 15.8: sizes from the PNG and JPEG headers divided by the Contents.json scales; a
    // namespace folder's sets are named Folder/Name; a set whose files are missing is reported and left out.
    @Test func imageSetsHaveTheirFilesSizesAndScales() throws {
        let folder = try AppFolder.read(path: AppFolderFixtures.notebook)
        let images = folder.resources.images
        #expect(images.keys.sorted() == ["Cover", "Icons/Star", "Logo"])
        // Each representation keeps its file's bytes for the screenshots to draw (19.11).
        func file(_ path: String) throws -> Data {
            try Data(contentsOf: URL(fileURLWithPath: AppFolderFixtures.notebook).appendingPathComponent(path))
        }
        let logo = "Assets.xcassets/Logo.imageset/"
        #expect(images["Logo"]?.representations == [
            .init(scale: 2, size: CGSize(width: 30, height: 20), data: try file(logo + "Logo@2x.png")),
            .init(scale: 3, size: CGSize(width: 30, height: 20), data: try file(logo + "Logo@3x.png")),
        ])
        #expect(images["Icons/Star"]?.representations == [
            .init(scale: 1, size: CGSize(width: 16, height: 16),
                  data: try file("Assets.xcassets/Icons/Star.imageset/Star.png")),
        ])
        #expect(images["Cover"]?.representations == [
            .init(scale: 2, size: CGSize(width: 320, height: 240), data: try file("Art.xcassets/Cover.imageset/Cover@2x.jpg")),
        ])
        #expect(folder.notes.contains("image set 'Missing': Missing@2x.png is listed in Contents.json but missing"))
    }

    // docs/uikit-rules.md 15.9: hex-byte and fraction components; the dark appearance kept apart.
    @Test func colorSetsKeepTheAnyAndDarkAppearanceColours() throws {
        let accent = try #require(try AppFolder.read(path: AppFolderFixtures.notebook).resources.colors["Accent"])
        #expect(accent.any == UIColor(red: 0x33 / 255.0, green: 0x66 / 255.0, blue: 0x99 / 255.0, alpha: 1))
        #expect(accent.dark == UIColor(red: 0.4, green: 0.6, blue: 0.8, alpha: 1))
    }

    // docs/uikit-rules.md 15.10: the development language's UTF-16 Localizable.strings (not fr.lproj's), and a
    // string catalog's values in that language, a plural's "other" form, a key with no value standing for itself.
    @Test func theDevelopmentLanguagesStringsAndCatalogsAreRead() throws {
        let strings = try AppFolder.read(path: AppFolderFixtures.notebook).resources.strings
        #expect(strings["Localizable"] == [
            "home.title": "Notebook", "home.greeting": "Hello, \"friend\"", "note.count": "%d notes \u{2014} saved",
        ])
        #expect(strings["Catalog"] == [
            "Delete": "Delete", "notes.empty": "No notes yet", "notes.selected": "%lld notes selected",
        ])
    }

    // docs/uikit-rules.md 15.11: nothing outside the folder is read, even through a link.
    @Test func aLinkThatLeadsOutOfTheFolderIsNotFollowed() throws {
        let outside = try AppFolderFixtures.temporaryFolder()
        let folder = try AppFolderFixtures.temporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: outside)
            try? FileManager.default.removeItem(at: folder)
        }
        let storyboard = try Data(contentsOf: URL(fileURLWithPath: AppFolderFixtures.notebook + "/Second.storyboard"))
        try storyboard.write(to: outside.appendingPathComponent("Secret.storyboard"))
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("Secret.storyboard"),
                                                   withDestinationURL: outside.appendingPathComponent("Secret.storyboard"))
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("Elsewhere"), withDestinationURL: outside)

        let read = try AppFolder.read(path: folder.path)

        #expect(read.resources.storyboards.isEmpty)
        #expect(read.notes.contains("Secret.storyboard is a link that leads out of the folder; skipped"))
        #expect(read.notes.contains("Elsewhere is a link that leads out of the folder; skipped"))
    }
}

@Suite struct StringsFileTests {
    // docs/uikit-rules.md 15.10
    @Test func stringsFilesHaveCommentsEscapesUnquotedWordsAndKeysWithoutValues() throws {
        let text = """
        /* a block
           comment */ "a" = "one";  // a line comment
        b = two_words;
        "tab\\there" = "line\\nbreak \\U00e9";
        "alone";
        """
        #expect(try StringsFile.parseStrings(Data(text.utf8)) == [
            "a": "one", "b": "two_words", "tab\there": "line\nbreak \u{e9}", "alone": "alone",
        ])
    }

    @Test func aBrokenStringsFileSaysWhichLine() {
        #expect(throws: StringsFile.ParseError.self) { try StringsFile.parseStrings(Data("\"a\" = \"b\";\n\"c\" \"d\";".utf8)) }
        do {
            _ = try StringsFile.parseStrings(Data("\"a\" = \"b\";\n\"c\" \"d\";".utf8))
        } catch {
            #expect(error.line == 2)
        }
    }

    @Test func utf16WithAndWithoutAByteOrderMarkIsDecoded() throws {
        let text = "\"k\" = \"v\u{e9}\";"
        #expect(try StringsFile.parseStrings(Data([0xFE, 0xFF]) + text.data(using: .utf16BigEndian)!) == ["k": "v\u{e9}"])
        #expect(try StringsFile.parseStrings(text.data(using: .utf16LittleEndian)!) == ["k": "v\u{e9}"])
    }
}

@Suite struct ImageHeaderTests {
    // docs/uikit-rules.md 15.8: vector files give their size in points.
    @Test func pdfAndSVGGiveTheirPageAndCanvasSizes() {
        let pdf = Data("%PDF-1.4\n1 0 obj << /Type /Page /MediaBox [0 0 24.5 32] >> endobj".utf8)
        #expect(ImageHeader.size(of: pdf, fileExtension: "pdf") == .points(width: 24.5, height: 32))
        let svg = Data(#"<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="48px" height="40">"#.utf8)
        #expect(ImageHeader.size(of: svg, fileExtension: "svg") == .points(width: 48, height: 40))
        let viewBox = Data(#"<svg viewBox="0 0 20 10" xmlns="http://www.w3.org/2000/svg">"#.utf8)
        #expect(ImageHeader.size(of: viewBox, fileExtension: "svg") == .points(width: 20, height: 10))
    }

    @Test func aFileWithNoKnownHeaderHasNoSize() {
        #expect(ImageHeader.size(of: Data("not an image".utf8), fileExtension: "png") == nil)
        #expect(ImageHeader.size(of: Data([0x89, 0x50, 0x4E, 0x47]), fileExtension: "png") == nil)
    }
}
