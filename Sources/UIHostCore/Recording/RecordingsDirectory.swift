import Foundation
import UIHostProtocol

/// The one folder protocol clients may record to and replay from (`--recordings-dir`, default `./recordings`). A
/// client names a file inside it; a path that leads outside it, through `..` or a symbolic link, is refused with
/// -32602 naming the field, and nothing is written.
struct RecordingsDirectory {
    let path: String

    /// The folder with symbolic links and `..` resolved; created when missing.
    func root() throws(RPCError) -> URL {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw RPCError(code: RPCError.internalErrorCode,
                           message: "the recordings folder '\(path)' cannot be created: \(error.localizedDescription); start the host with --recordings-dir naming a writable folder")
        }
        return url.resolvingSymlinksInPath()
    }

    /// The absolute path of `name` inside the folder. For writing, its folder must exist inside the folder; for
    /// reading, the file itself must.
    func resolve(_ name: String, field: String, forWriting: Bool) throws(RPCError) -> String {
        let root = try root()
        guard !name.isEmpty, !name.contains("\0") else {
            throw .invalidParams(field: field, expected: "a file name inside the recordings folder \(root.path)")
        }
        let given = name.hasPrefix("/") ? URL(fileURLWithPath: name) : root.appendingPathComponent(name)
        let standard = given.standardizedFileURL
        // Resolve links in the folder part always, and in the file itself when it exists (a link to elsewhere).
        let resolved: URL
        if FileManager.default.fileExists(atPath: standard.path) || !forWriting {
            resolved = standard.resolvingSymlinksInPath()
        } else {
            resolved = standard.deletingLastPathComponent().resolvingSymlinksInPath().appendingPathComponent(standard.lastPathComponent)
        }
        let rootPath = root.path.hasSuffix("/") ? root.path : root.path + "/"
        guard resolved.path.hasPrefix(rootPath), resolved.path.count > rootPath.count else {
            throw .invalidParams(field: field,
                                 expected: "a path inside the recordings folder \(root.path) (\(name) leads to \(resolved.path)); name a file in that folder, or start the host with --recordings-dir")
        }
        var isDirectory: ObjCBool = false
        if forWriting {
            let folder = resolved.deletingLastPathComponent().path
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw .invalidParams(field: field, expected: "a file in an existing folder inside \(root.path); \(folder) does not exist")
            }
            if FileManager.default.fileExists(atPath: resolved.path, isDirectory: &isDirectory), isDirectory.boolValue {
                throw .invalidParams(field: field, expected: "a file name, not the folder \(resolved.path)")
            }
        } else {
            guard FileManager.default.fileExists(atPath: resolved.path, isDirectory: &isDirectory), !isDirectory.boolValue else {
                throw .invalidParams(field: field, expected: "a recording in \(root.path); there is no file \(resolved.path)")
            }
        }
        return resolved.path
    }

    /// A new file name in the folder: `session-1.jsonl`, `session-2.jsonl`...
    func newFile() throws(RPCError) -> String {
        let root = try root()
        var number = 1
        while FileManager.default.fileExists(atPath: root.appendingPathComponent("session-\(number).jsonl").path) { number += 1 }
        return root.appendingPathComponent("session-\(number).jsonl").path
    }
}
