import Foundation
import Testing
@testable import UIHostPort

/// docs/uikit-rules.md 18.6: `uihost port SRC --out OUT`'s folders and exit status.
@Suite struct PortCommandTests {
    private func run(_ source: String, _ output: String) -> (code: Int32, out: [String], errors: [String]) {
        var out: [String] = []
        var errors: [String] = []
        let code = Porter.run(source: source, output: output, print: { out.append($0) }, printError: { errors.append($0) })
        return (code, out, errors)
    }

    @Test func exitsZeroWhenEverythingWasPorted() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try write("import UIKit\nclass Home: UIViewController {}\n", to: root.appendingPathComponent("src/Home.swift"))
        try write("<document/>", to: root.appendingPathComponent("src/Base.lproj/Main.storyboard"))
        let result = run(root.appendingPathComponent("src").path, root.appendingPathComponent("out").path)
        #expect(result.code == 0)
        #expect(try read(root.appendingPathComponent("out/Home.swift")) == "import HeadlessUIKit\nclass Home: UIViewController {}\n")
        #expect(try read(root.appendingPathComponent("out/Base.lproj/Main.storyboard")) == "<document/>")
        #expect(try read(root.appendingPathComponent("out/UIHostPortRegistrations.swift")).contains("register(Home.self)"))
        #expect(result.out == ["uihost port: wrote 3 files into \(root.appendingPathComponent("out").path)"])
    }

    // docs/uikit-rules.md 18.12: the plugin's port points each file's lines at the original file.
    @Test func aPortPointingAtTheSourcesStartsEachFileWithItsSourceLocation() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try write("import UIKit\nclass Home: UIViewController {}\n", to: root.appendingPathComponent("src/Screens/Home.swift"))

        _ = try Porter.port(source: root.appendingPathComponent("src").path, output: root.appendingPathComponent("out").path,
                            pointingAtSources: true)

        let source = root.appendingPathComponent("src/Screens/Home.swift").standardizedFileURL.resolvingSymlinksInPath().path
        #expect(try read(root.appendingPathComponent("out/Screens/Home.swift"))
                == "#sourceLocation(file: \"\(source)\", line: 1)\nimport HeadlessUIKit\nclass Home: UIViewController {}\n")
        #expect(try read(root.appendingPathComponent("out/UIHostPortRegistrations.swift")).hasPrefix(RegistrationWriter.header))
    }

    @Test func exitsOneAndListsWhatWasLeft() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try write("import UIKit\nlet c: AnyClass? = NSClassFromString(name)\n", to: root.appendingPathComponent("src/App/Load.swift"))
        let result = run(root.appendingPathComponent("src").path, root.appendingPathComponent("out").path)
        #expect(result.code == 1)
        #expect(result.out.count == 3)
        #expect(result.out[2].hasPrefix("  App/Load.swift:2: NSClassFromString with a computed name"))
    }

    @Test func exitsTwoForAMissingSourceFolder() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let result = run(root.appendingPathComponent("nowhere").path, root.appendingPathComponent("out").path)
        #expect(result.code == 2)
        #expect(result.errors.first?.contains("does not exist") == true)
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("out").path))
    }

    @Test func exitsTwoForAnOutputFolderInsideTheSource() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try write("class A {}\n", to: root.appendingPathComponent("src/A.swift"))
        let result = run(root.appendingPathComponent("src").path, root.appendingPathComponent("src/ported").path)
        #expect(result.code == 2)
        #expect(result.errors.first?.contains("is the source folder") == true)
        #expect(result.errors.first?.contains("give --out a folder outside it") == true)
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("src/ported").path))
    }

    @Test func exitsTwoForASourceInsideTheOutputOrNoSwiftFiles() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try write("notes", to: root.appendingPathComponent("src/README.md"))
        #expect(run(root.appendingPathComponent("src").path, root.path).code == 2)
        let noSwift = run(root.appendingPathComponent("src").path, root.appendingPathComponent("out").path)
        #expect(noSwift.code == 2)
        #expect(noSwift.errors.first?.contains("holds no .swift files") == true)
    }

    @Test func neverWritesThroughALinkInTheOutputFolder() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try write("class A {}\n", to: root.appendingPathComponent("src/Sub/A.swift"))
        try FileManager.default.createDirectory(at: root.appendingPathComponent("elsewhere"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("out"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("out/Sub"),
                                                   withDestinationURL: root.appendingPathComponent("elsewhere"))
        let result = run(root.appendingPathComponent("src").path, root.appendingPathComponent("out").path)
        #expect(result.code == 2)
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("elsewhere/A.swift").path))
    }

    @Test func portingThePortedFolderChangesNothing() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/SampleApp")
        let first = root.appendingPathComponent("first")
        let second = root.appendingPathComponent("second")
        #expect(run(fixture.path, first.path).code == 0)
        #expect(run(first.path, second.path).code == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: first.path).sorted()
        #expect(try FileManager.default.contentsOfDirectory(atPath: second.path).sorted() == names)
        for name in names {
            #expect(try read(second.appendingPathComponent(name)) == read(first.appendingPathComponent(name)), "\(name)")
        }
    }
}
