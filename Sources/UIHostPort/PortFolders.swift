import Foundation

/// The two folders of a port, checked before anything is read or written: every read is under the source folder
/// and every write under the output folder.
struct PortFolders {
    let source: URL
    let output: URL

    private static let manager = FileManager.default

    init(source sourcePath: String, output outputPath: String) throws(PortInputError) {
        var isDirectory: ObjCBool = false
        guard Self.manager.fileExists(atPath: sourcePath, isDirectory: &isDirectory) else {
            throw .sourceMissing(sourcePath)
        }
        guard isDirectory.boolValue else { throw .sourceNotDirectory(sourcePath) }
        source = URL(fileURLWithPath: sourcePath).standardizedFileURL.resolvingSymlinksInPath()
        output = Self.resolve(URL(fileURLWithPath: outputPath).standardizedFileURL)
        if Self.manager.fileExists(atPath: output.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw .outputNotDirectory(outputPath)
        }
        if Self.contains(source, output) { throw .outputInsideSource(source: sourcePath, output: outputPath) }
        if Self.contains(output, source) { throw .sourceInsideOutput(source: sourcePath, output: outputPath) }
    }

    /// The path with its existing part's symbolic links resolved: an output folder that does not exist yet may
    /// still sit under a link into the source folder.
    private static func resolve(_ url: URL) -> URL {
        var existing = url
        var missing: [String] = []
        while !manager.fileExists(atPath: existing.path), existing.pathComponents.count > 1 {
            missing.insert(existing.lastPathComponent, at: 0)
            existing.deleteLastPathComponent()
        }
        return missing.reduce(existing.resolvingSymlinksInPath()) { $0.appendingPathComponent($1) }
    }

    /// Whether `inner` is `outer` or inside it.
    private static func contains(_ outer: URL, _ inner: URL) -> Bool {
        let outerParts = outer.pathComponents
        let innerParts = inner.pathComponents
        return innerParts.count >= outerParts.count && Array(innerParts.prefix(outerParts.count)) == outerParts
    }

    /// The files to port and to copy, as paths relative to the source folder, sorted. Hidden files and folders,
    /// build folders, symbolic links and a registrations file from an earlier port are skipped.
    func sourceFiles() throws(PortInputError) -> (swift: [String], other: [String]) {
        guard let walker = Self.manager.enumerator(at: source, includingPropertiesForKeys: [.isRegularFileKey, .isSymbolicLinkKey],
                                                   options: [.skipsHiddenFiles]) else {
            throw .unreadable(source.path)
        }
        var swift: [String] = []
        var other: [String] = []
        for case let url as URL in walker {
            let name = url.lastPathComponent
            if name.hasPrefix(".build") || name == "Package.resolved" {
                walker.skipDescendants()
                continue
            }
            let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .isSymbolicLinkKey])
            guard values?.isSymbolicLink != true, values?.isRegularFile == true else { continue }
            let path = relativePath(of: url)
            if url.pathExtension == "swift" {
                if name == RegistrationWriter.fileName {
                    guard try readText(path).hasPrefix(RegistrationWriter.header) else { throw .registrationsNameTaken(path) }
                    continue
                }
                swift.append(path)
            } else {
                other.append(path)
            }
        }
        guard !swift.isEmpty else { throw .noSwiftFiles(source.path) }
        return (swift.sorted(), other.sorted())
    }

    private func relativePath(of url: URL) -> String {
        let parts = url.standardizedFileURL.resolvingSymlinksInPath().pathComponents
        return parts.dropFirst(source.pathComponents.count).joined(separator: "/")
    }

    func readText(_ path: String) throws(PortInputError) -> String {
        guard let text = String(data: try readData(path), encoding: .utf8) else { throw .unreadable(path) }
        return text
    }

    func readData(_ path: String) throws(PortInputError) -> Data {
        guard let data = Self.manager.contents(atPath: source.appendingPathComponent(path).path) else {
            throw .unreadable(path)
        }
        return data
    }

    /// Refuses a path under the output folder that passes through a symbolic link, which could lead outside it.
    /// Checked for every file before the first is written.
    func checkDestination(_ path: String) throws(PortInputError) {
        var checked = output
        for component in path.split(separator: "/") {
            checked.appendPathComponent(String(component))
            if (try? Self.manager.destinationOfSymbolicLink(atPath: checked.path)) != nil { throw .outputHasLink(path) }
        }
    }

    /// Writes `data` at `path` under the output folder, making folders as needed.
    func write(_ data: Data, to path: String) throws(PortInputError) {
        try checkDestination(path)
        let destination = output.appendingPathComponent(path)
        do {
            try Self.manager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: destination)
        } catch {
            throw .unwritable(destination.path, reason: error.localizedDescription)
        }
    }
}
