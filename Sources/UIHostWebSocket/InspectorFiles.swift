import Foundation
import UIHostProtocol

/// Maps a request path under `/inspector/` to a file in the inspector directory, refusing anything that could
/// reach outside it. Pure apart from file-system look-ups, so the rules can be tested without a server.
///
/// The inspector's files carry no app data, so they are served without the token; everything that does carry app
/// data goes over the WebSocket, which the token guards.
struct InspectorFiles: Sendable {
    enum Resolution: Equatable, Sendable {
        case file(path: String, contentType: String)
        /// `/inspector` without the slash: relative links in index.html need the directory form.
        case redirect(location: String)
        case notFound
        /// The path tried to climb out of the directory (`..`, empty or hidden segments, backslashes, NUL).
        case forbidden
    }

    static let prefix = "/inspector"

    /// The directory's real path (symbolic links resolved), or nil when no directory is configured.
    let root: String?

    init(directory: String?) {
        root = directory.map { InspectorFiles.realPath($0) ?? $0 }
    }

    /// - Parameter path: the request path as lws hands it to `LWS_CALLBACK_HTTP` (already percent-decoded),
    ///   without the query.
    func resolve(_ path: String) -> Resolution {
        guard path == InspectorFiles.prefix || path.hasPrefix(InspectorFiles.prefix + "/") else { return .notFound }
        guard let root else { return .notFound }
        if path == InspectorFiles.prefix { return .redirect(location: InspectorFiles.prefix + "/") }

        var relative = String(path.dropFirst(InspectorFiles.prefix.count + 1))
        if relative.isEmpty || relative.hasSuffix("/") { relative += "index.html" }
        let segments = relative.split(separator: "/", omittingEmptySubsequences: false)
        for segment in segments {
            if segment.isEmpty || segment.hasPrefix(".") || segment.contains("\\") || segment.contains("\0")
                || segment.contains("%") {
                return .forbidden
            }
        }
        let candidate = root + "/" + segments.joined(separator: "/")
        guard let real = InspectorFiles.realPath(candidate) else { return .notFound }
        guard real.hasPrefix(root + "/") else { return .forbidden }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: real, isDirectory: &isDirectory), !isDirectory.boolValue else {
            return .notFound
        }
        return .file(path: real, contentType: InspectorFiles.contentType(forPath: real))
    }

    static func contentType(forPath path: String) -> String {
        switch (path as NSString).pathExtension.lowercased() {
        case "html", "htm": "text/html; charset=utf-8"
        case "js", "mjs": "text/javascript; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        case "json", "map": "application/json"
        case "png": "image/png"
        case "svg": "image/svg+xml"
        case "ico": "image/x-icon"
        case "txt": "text/plain; charset=utf-8"
        case "woff2": "font/woff2"
        default: "application/octet-stream"
        }
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
