import Foundation
import SwiftParser
import SwiftSyntax

/// `uihost port SRC --out OUT` (docs/uikit-rules.md 18): copies an app's sources into OUT rewritten for
/// HeadlessUIKit, with one generated file of registrations, and reports what it could not port. Writes nothing
/// outside OUT and never changes SRC.
public enum Porter {
    /// One source file, by its path relative to the source folder.
    struct SourceFile {
        var path: String
        var text: String
        var tree: SourceFileSyntax
    }

    /// Ports the Swift files of `source` into `output`; other files are copied unchanged. `appFolder` is the app
    /// folder the ported app serves its resources from by default (docs/uikit-rules.md 18.12). With
    /// `pointingAtSources`, each ported file starts with a `#sourceLocation` naming its original, so the compiler's
    /// messages name the user's own file and line (the plugin's build; the one line it adds is not counted).
    public static func port(source: String, output: String, appFolder: String? = nil,
                            pointingAtSources: Bool = false) throws(PortInputError) -> PortReport {
        let folders = try PortFolders(source: source, output: output)
        let (swiftPaths, otherPaths) = try folders.sourceFiles()
        let files = try swiftPaths.map { path throws(PortInputError) in
            let text = RegistrationWriter.removingAppendedRegistrations(try folders.readText(path))
            return SourceFile(path: path, text: text, tree: Parser.parse(source: text))
        }
        let ported = port(files, appFolder: appFolder)
        for path in ported.texts.map(\.path) + otherPaths { try folders.checkDestination(path) }
        var report = PortReport(left: ported.left)
        for (path, text) in ported.texts {
            let original = folders.source.appendingPathComponent(path)
            let pointed = pointingAtSources && path != RegistrationWriter.fileName
                ? "#sourceLocation(file: \(swiftStringLiteral(original.path)), line: 1)\n" + text : text
            try folders.write(Data(pointed.utf8), to: path)
            report.writtenFiles.append(path)
        }
        for path in otherPaths {
            try folders.write(folders.readData(path), to: path)
            report.writtenFiles.append(path)
        }
        return report
    }

    /// The port of in-memory sources: each file's new text (in order, the registrations last) and what was left.
    static func port(_ files: [SourceFile], appFolder: String? = nil) -> (texts: [(path: String, text: String)], left: [LeftItem]) {
        var facts = AppFacts()
        for file in files { facts = FactCollector.collect(file: file.path, tree: file.tree, into: facts) }
        let plans = files.map { SourceRewriter.plan(file: $0.path, tree: $0.tree, facts: facts) }
        let registrations = RegistrationWriter.write(facts: facts, selectorUses: plans.flatMap(\.selectorUses),
                                                     appFolder: appFolder)
        var texts: [(path: String, text: String)] = []
        for (file, plan) in zip(files, plans) {
            var edits = plan.edits + (registrations.widenings[file.path] ?? []).map { TextEdit(range: $0, replacement: "") }
            if let appended = registrations.appended[file.path] {
                let end = file.text.utf8.count
                edits.append(TextEdit(range: end..<end, replacement: appended))
            }
            texts.append((file.path, file.text.applying(edits)))
        }
        texts.append((RegistrationWriter.fileName, registrations.text))
        let left = Set(plans.flatMap(\.left) + registrations.left).sorted {
            ($0.location.file, $0.location.line, $0.reason) < ($1.location.file, $1.location.line, $1.reason)
        }
        return (texts, left)
    }
}

extension Porter {
    /// `uihost port`: ports, prints what was written and what was left, and returns the exit status: 0 when
    /// everything was ported, 1 when something was left, 2 on bad input.
    public static func run(source: String, output: String, appFolder: String? = nil,
                           print: (String) -> Void = { Swift.print($0) },
                           printError: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }) -> Int32 {
        let report: PortReport
        do throws(PortInputError) {
            report = try port(source: source, output: output, appFolder: appFolder)
        } catch {
            printError("uihost port: \(error.description)")
            return 2
        }
        print("uihost port: wrote \(report.writtenFiles.count) files into \(output)")
        if !report.left.isEmpty {
            print("uihost port: \(report.left.count) left to port by hand:")
            for item in report.left { print("  \(item)") }
        }
        return report.exitCode
    }
}
