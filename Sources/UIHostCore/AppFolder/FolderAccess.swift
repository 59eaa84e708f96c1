import Foundation

/// Reading inside one folder and nowhere else (docs/uikit-rules.md 15.11): entries whose real path (symbolic links
/// resolved) leaves the folder are skipped, directories reached through a link are not entered, and files larger
/// than a limit are not read. Nothing is ever written.
struct FolderAccess {
    /// The folder, with symbolic links resolved.
    let root: URL
    private let rootPath: String
    static let maximumFileSize = 64 << 20

    init(root: URL) {
        self.root = root.standardizedFileURL.resolvingSymlinksInPath()
        rootPath = self.root.path.hasSuffix("/") ? self.root.path : self.root.path + "/"
    }

    struct Entry {
        let url: URL
        let name: String
        let isDirectory: Bool
    }

    /// The folder's entries, sorted by name, hidden ones left out.
    func entries(of directory: URL, notes: inout [String]) -> [Entry] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else {
            notes.append("cannot list \(relative(directory)); skipped")
            return []
        }
        var result: [Entry] = []
        for name in names.sorted() where !name.hasPrefix(".") {
            let url = directory.appendingPathComponent(name)
            let values = try? url.resourceValues(forKeys: [.isSymbolicLinkKey, .isDirectoryKey])
            if values?.isSymbolicLink == true {
                let target = url.resolvingSymlinksInPath()
                guard inside(target) else {
                    notes.append("\(relative(url)) is a link that leads out of the folder; skipped")
                    continue
                }
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: target.path, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue {
                    notes.append("\(relative(url)) is a link to a folder; not entered")
                    continue
                }
                result.append(Entry(url: url, name: name, isDirectory: false))
            } else {
                result.append(Entry(url: url, name: name, isDirectory: values?.isDirectory ?? false))
            }
        }
        return result
    }

    func inside(_ url: URL) -> Bool {
        let path = url.standardizedFileURL.resolvingSymlinksInPath().path
        return path == root.path || path.hasPrefix(rootPath)
    }

    func fileExists(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return inside(url) && FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    /// Why a file cannot be read.
    struct ReadFailure: Error, CustomStringConvertible, ExpressibleByStringInterpolation {
        let description: String
        init(stringLiteral value: String) { description = value }
    }

    /// The file's bytes, or why it cannot be read.
    func read(_ url: URL) -> Result<Data, ReadFailure> {
        guard inside(url) else { return .failure("it is outside the folder") }
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        guard size <= Self.maximumFileSize else {
            return .failure("it is \(size) bytes, more than the \(Self.maximumFileSize)-byte limit")
        }
        do {
            return .success(try Data(contentsOf: url))
        } catch {
            return .failure(FileManager.default.isReadableFile(atPath: url.path) ? "\(error.localizedDescription)" : "permission denied")
        }
    }

    /// The path inside the folder, as notes show it.
    func relative(_ url: URL) -> String {
        let path = url.standardizedFileURL.path
        let base = URL(fileURLWithPath: rootPath).standardizedFileURL.path + "/"
        if path.hasPrefix(base) { return String(path.dropFirst(base.count)) }
        let resolved = url.resolvingSymlinksInPath().path
        return resolved.hasPrefix(rootPath) ? String(resolved.dropFirst(rootPath.count)) : path
    }
}
