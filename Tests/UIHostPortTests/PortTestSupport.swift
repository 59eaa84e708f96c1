import Foundation
import SwiftParser
@testable import UIHostPort

/// Ports in-memory files, named like paths in a source folder: each file's new text, the registrations, and
/// what was left.
func port(_ files: KeyValuePairs<String, String>) -> (files: [String: String], registrations: String, left: [LeftItem]) {
    let sources = files.map { Porter.SourceFile(path: $0.key, text: $0.value, tree: Parser.parse(source: $0.value)) }
    let result = Porter.port(sources)
    var texts: [String: String] = [:]
    for (path, text) in result.texts { texts[path] = text }
    let registrations = texts.removeValue(forKey: RegistrationWriter.fileName) ?? ""
    return (texts, registrations, result.left)
}

/// Ports one file: its new text, the registrations and what was left.
func port(_ text: String) -> (text: String, registrations: String, left: [LeftItem]) {
    let result = port(["App.swift": text])
    return (result.files["App.swift"] ?? "", result.registrations, result.left)
}

func lineCount(_ text: String) -> Int { text.split(separator: "\n", omittingEmptySubsequences: false).count }

/// A new empty folder under the temporary directory, removed by the caller.
func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("uihost-port-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

func write(_ text: String, to url: URL) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
}

func read(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }
