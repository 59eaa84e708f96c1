import Foundation
import UIHostProtocol

/// The screen's picture at a checkpoint, for recordings that keep snapshots (docs/recording.md, Snapshots at
/// checkpoints): a PNG named by its SHA-256, or why none could be drawn.
enum CheckpointPicture: Equatable {
    case png(Data, sha256: String)
    case failed(String)

    /// The screen drawn as `screen.snapshot` draws it (the device's scale).
    @MainActor
    static func take(from automation: AutomationHost) -> CheckpointPicture {
        do throws(RPCError) {
            let png = try automation.snapshot(view: nil, scale: nil).png
            return .png(png, sha256: SHA256.hex(png))
        } catch {
            return .failed(error.message)
        }
    }

    /// The PNG's width and height, from its IHDR chunk.
    static func size(of png: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](png.prefix(24))
        guard bytes.count == 24, bytes[12..<16].elementsEqual("IHDR".utf8) else { return nil }
        let number = { (at: Int) in bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (number(16), number(20))
    }

    /// `{png (base64), width, height}`, as `screen.snapshot` answers (without the scale).
    static func json(_ png: Data) -> JSON {
        let size = size(of: png)
        return .object(JSONObject([("png", .string(png.base64EncodedString())), ("width", .int(size?.width ?? 0)),
                                   ("height", .int(size?.height ?? 0))]))
    }
}

/// What a recording writes for its pictures: each PNG once, the first time it appears (a picture the screen shows
/// again is named by its hash only), so the file holds every checkpoint's picture without repeating any.
struct PictureLog {
    private var written: Set<String> = []

    /// The `snapshot` field of a line: `{sha256, png?}` or `{error}`.
    mutating func field(for picture: CheckpointPicture) -> JSON {
        switch picture {
        case let .png(png, sha256):
            var object = JSONObject([("sha256", .string(sha256))])
            if written.insert(sha256).inserted { object["png"] = .string(png.base64EncodedString()) }
            return .object(object)
        case let .failed(message):
            return .object(JSONObject([("error", .string(message))]))
        }
    }
}

/// The pictures a recording holds, read back: by step (0: the start) the hash of its picture, and by hash the PNG.
struct RecordedPictures {
    private(set) var byStep: [Int: String] = [:]
    private(set) var pngs: [String: Data] = [:]

    var isEmpty: Bool { byStep.isEmpty }

    /// The PNG recorded after `step`, or when that step has none, after the latest step before it that has one.
    func png(atOrBefore step: Int) -> Data? {
        guard let latest = byStep.keys.filter({ $0 <= step }).max() else { return nil }
        return byStep[latest].flatMap { pngs[$0] }
    }

    /// Reads a line's `snapshot` field; a picture named before its PNG appeared, or a PNG that does not have its
    /// hash, is a bad recording.
    mutating func read(_ value: JSON?, after step: Int) throws(RecordingError.Problem) {
        guard let value else { return }
        if value["error"]?.stringValue != nil { return }
        guard let sha256 = value["sha256"]?.stringValue else {
            throw .field("snapshot", "{sha256, png?} or {error}")
        }
        if let text = value["png"]?.stringValue {
            guard let png = Data(base64Encoded: text), SHA256.hex(png) == sha256 else {
                throw .field("snapshot", "a PNG in base64 whose SHA-256 is its sha256 (\(sha256.prefix(12))…)")
            }
            pngs[sha256] = png
        } else if pngs[sha256] == nil {
            throw .field("snapshot", "a picture whose png came on an earlier line (\(sha256.prefix(12))… never did)")
        }
        byStep[step] = sha256
    }
}
