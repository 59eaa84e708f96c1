import Foundation
import HeadlessUIKit
import UIHostProtocol

/// Which app a recording was made with: a built-in app by name, or a storyboard by path and content hash. A replay
/// refuses a recording of another app unless forced.
public struct AppIdentity: Equatable, Sendable {
    public var name: String
    /// The storyboard file the app ran, as given on the command line.
    public var storyboardPath: String?
    /// SHA-256 of the storyboard's bytes, 64 hex digits.
    public var storyboardSHA256: String?
    /// The app folder the app ran (`--app-dir`), as an absolute path.
    public var appDirectory: String?
    /// The Storyboard ID the app started at (`--initial`), when not the initial view controller.
    public var initial: String?

    public init(name: String, storyboardPath: String? = nil, storyboardSHA256: String? = nil,
                appDirectory: String? = nil, initial: String? = nil) {
        self.name = name
        self.storyboardPath = storyboardPath
        self.storyboardSHA256 = storyboardSHA256
        self.appDirectory = appDirectory
        self.initial = initial
    }

    var json: JSON {
        var object = JSONObject([("name", .string(name))])
        if let storyboardPath { object["storyboard"] = .string(storyboardPath) }
        if let storyboardSHA256 { object["sha256"] = .string(storyboardSHA256) }
        if let appDirectory { object["appDir"] = .string(appDirectory) }
        if let initial { object["initial"] = .string(initial) }
        return .object(object)
    }

    init?(json: JSON) {
        guard let name = json["name"]?.stringValue else { return nil }
        self.init(name: name, storyboardPath: json["storyboard"]?.stringValue, storyboardSHA256: json["sha256"]?.stringValue,
                  appDirectory: json["appDir"]?.stringValue, initial: json["initial"]?.stringValue)
    }

    /// Why `other` is not the same app, or nil when it is. Storyboards compare by content, built-in apps by name.
    func mismatch(with other: AppIdentity) -> String? {
        if let mine = storyboardSHA256 ?? nil, let theirs = other.storyboardSHA256 {
            return mine == theirs ? nil
                : "the recording was made with storyboard '\(storyboardPath ?? name)' (sha256 \(mine.prefix(12))…), this app's storyboard '\(other.storyboardPath ?? other.name)' has sha256 \(theirs.prefix(12))…"
        }
        if storyboardSHA256 != nil || other.storyboardSHA256 != nil || (appDirectory == nil) != (other.appDirectory == nil) {
            return "the recording was made with \(describe) and this host runs \(other.describe)"
        }
        return name == other.name ? nil : "the recording was made with app '\(name)' and this host runs app '\(other.name)'"
    }

    var describe: String {
        appDirectory.map { "the app folder '\($0)'" } ?? storyboardPath.map { "the storyboard '\($0)'" } ?? "the built-in app '\(name)'"
    }
}

/// The first line of a recording (docs/recording.md).
struct RecordingHeader: Equatable {
    static let format = "uihost-session"
    static let version = 1

    var version = RecordingHeader.version
    var app: AppIdentity
    var device: String
    /// The interface orientation of a fresh host of this app, before any step.
    var orientation: String
    var clock: String
    var hostVersion: String
    /// A step line's tree is written whole every this many steps (and at the start and the end).
    var treeEvery: Int
    /// How long `wait: idle` waited at most on the recording host, in milliseconds.
    var idleTimeoutMs: Double
    /// "launch": the steps start from a freshly launched host. "midSession": the recording began after inputs the
    /// host no longer remembered, so a fresh host may not be where the recording starts.
    var start: String
    /// Every checkpoint keeps the screen's picture (`snapshot` fields; docs/recording.md).
    var snapshots = false

    var json: JSON {
        var object = JSONObject([
            ("format", .string(Self.format)), ("version", .int(version)), ("app", app.json),
            ("device", .string(device)), ("orientation", .string(orientation)), ("clock", .string(clock)),
            ("host", .object(JSONObject([("name", .string(AutomationHost.serverName)), ("version", .string(hostVersion))]))),
            ("treeEvery", .int(treeEvery)), ("idleTimeoutMs", .double(idleTimeoutMs)), ("start", .string(start)),
        ])
        if snapshots { object["snapshots"] = .bool(true) }
        return .object(object)
    }

    init(app: AppIdentity, device: String, orientation: String, clock: String, hostVersion: String = AutomationHost.serverVersion,
         treeEvery: Int, idleTimeoutMs: Double, start: String) {
        self.app = app
        self.device = device
        self.orientation = orientation
        self.clock = clock
        self.hostVersion = hostVersion
        self.treeEvery = treeEvery
        self.idleTimeoutMs = idleTimeoutMs
        self.start = start
    }

    init(json: JSON) throws(RecordingError.Problem) {
        guard json["format"]?.stringValue == Self.format else {
            throw .notARecording
        }
        guard let version = json["version"]?.intValue else { throw .field("version", "the format version, an integer") }
        guard version <= Self.version else { throw .newerVersion(version) }
        guard version >= 1 else { throw .field("version", "1") }
        self.version = version
        guard let appJSON = json["app"], let app = AppIdentity(json: appJSON) else { throw .field("app", "{name, storyboard?, sha256?}") }
        self.app = app
        guard let device = json["device"]?.stringValue, DeviceProfile.named(device) != nil else {
            throw .field("device", "a device profile: \(DeviceProfile.all.map(\.name).joined(separator: ", "))")
        }
        self.device = device
        orientation = json["orientation"]?.stringValue ?? "portrait"
        guard let clock = json["clock"]?.stringValue, ClockMode(rawValue: clock) != nil else { throw .field("clock", "virtual or real") }
        self.clock = clock
        hostVersion = json["host"]?["version"]?.stringValue ?? "unknown"
        treeEvery = json["treeEvery"]?.intValue ?? 0
        idleTimeoutMs = json["idleTimeoutMs"]?.doubleValue ?? 10_000
        start = json["start"]?.stringValue ?? "launch"
        snapshots = json["snapshots"]?.boolValue ?? false
    }
}

/// A recording that cannot be read: the file, the line and what is wrong with it (bad input: `uihost replay` exits 2).
public struct RecordingError: Error, CustomStringConvertible, Equatable {
    enum Problem: Error, Equatable {
        case unreadable(String)
        case empty
        case notARecording
        case newerVersion(Int)
        case notJSON(String)
        case field(String, String)
        case outOfOrder(expected: Int, found: Int)
    }

    public let path: String
    /// 1-based; 0 when the problem is the file as a whole.
    public let line: Int
    let problem: Problem

    public var description: String {
        let place = line > 0 ? "\(path), line \(line)" : path
        switch problem {
        case .unreadable(let reason): return "cannot read the recording '\(path)': \(reason)"
        case .empty: return "the recording '\(path)' is empty; record a session with --record FILE or session.record.start"
        case .notARecording:
            return "\(place): not a uihost recording: the first line must be a header {\"format\": \"\(RecordingHeader.format)\", \"version\": \(RecordingHeader.version), ...}"
        case .newerVersion(let version):
            return "\(place): the recording has format version \(version), newer than this uihost \(AutomationHost.serverVersion) reads (version \(RecordingHeader.version)); replay it with a newer uihost"
        case .notJSON(let detail):
            return "\(place): not a JSON object (\(detail)); every line of a recording is one JSON object, and only the last may be cut short"
        case let .field(field, expected):
            return "\(place): '\(field)' must be \(expected)"
        case let .outOfOrder(expected, found):
            return "\(place): step \(found) where step \(expected) was expected; lines were lost or reordered"
        }
    }

    public var fieldName: String? {
        if case let .field(field, _) = problem { return field }
        return nil
    }

    public static func == (a: RecordingError, b: RecordingError) -> Bool {
        a.path == b.path && a.line == b.line && a.problem == b.problem
    }
}

/// A recording read whole: its header and its lines, in order.
struct Recording {
    enum Entry {
        /// A step: its number, the input, and (when verified) the hash of the state after it and how the tree changed.
        case step(Int, RecordedStep, check: String?, delta: StableTree.Delta?)
        /// The whole tree after step `after` (0: before any step).
        case tree(after: Int, check: String, lines: [String])
    }

    var header: RecordingHeader
    var entries: [Entry]
    /// The last line was cut short (the host died while writing it): its 1-based number.
    var cutAtLine: Int?
    /// The recording was stopped properly (an end line), not cut off by a host that went away.
    var ended: Bool
    /// The checkpoints' pictures, when the recording kept them.
    var pictures = RecordedPictures()

    var steps: [RecordedStep] {
        entries.compactMap { if case .step(_, let step, _, _) = $0 { return step } else { return nil } }
    }

    var stepCount: Int { steps.count }

    static func read(path: String) throws(RecordingError) -> Recording {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            let reason = FileManager.default.fileExists(atPath: path) ? "permission denied or not a file" : "there is no such file"
            throw RecordingError(path: path, line: 0, problem: .unreadable(reason))
        }
        return try parse(Array(data), path: path)
    }

    static func parse(_ bytes: [UInt8], path: String) throws(RecordingError) -> Recording {
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        let endsWithNewline = bytes.last == UInt8(ascii: "\n")
        if endsWithNewline { lines.removeLast() }
        guard !lines.isEmpty, !(lines.count == 1 && lines[0].isEmpty) else {
            throw RecordingError(path: path, line: 0, problem: .empty)
        }
        func object(_ index: Int) throws(RecordingError) -> JSONObject? {
            do {
                guard case .object(let object) = try JSONParser.parse(Array(lines[index])) else {
                    throw RecordingError(path: path, line: index + 1, problem: .notJSON("a JSON value that is not an object"))
                }
                return object
            } catch let error as RecordingError {
                throw error
            } catch {
                // The last line of a file that does not end with a newline was being written when the host stopped.
                if index == lines.count - 1, !endsWithNewline { return nil }
                throw RecordingError(path: path, line: index + 1, problem: .notJSON("\(error)"))
            }
        }
        guard case .object(let headerObject)? = try? JSONParser.parse(Array(lines[0])) else {
            throw RecordingError(path: path, line: 1, problem: .notARecording)
        }
        let header: RecordingHeader
        do throws(RecordingError.Problem) {
            header = try RecordingHeader(json: .object(headerObject))
        } catch {
            throw RecordingError(path: path, line: 1, problem: error)
        }
        var recording = Recording(header: header, entries: [], cutAtLine: nil, ended: false)
        var nextStep = 1
        for index in 1..<lines.count {
            guard let line = try object(index) else {
                recording.cutAtLine = index + 1
                break
            }
            do throws(RecordingError.Problem) {
                if let number = line["step"] {
                    guard let number = number.intValue else { throw .field("step", "the step's number") }
                    guard number == nextStep else { throw .outOfOrder(expected: nextStep, found: number) }
                    nextStep += 1
                    let step = try RecordedStep(line: line)
                    var delta: StableTree.Delta?
                    if let value = line["delta"] {
                        guard let keep = value["keep"]?.arrayValue, keep.count == 2, let start = keep[0].intValue,
                              let end = keep[1].intValue, let changed = value["lines"]?.arrayValue else {
                            throw .field("delta", "{keep: [start, end], lines: [strings]}")
                        }
                        delta = StableTree.Delta(keepStart: start, keepEnd: end, lines: changed.compactMap(\.stringValue))
                    }
                    recording.entries.append(.step(number, step, check: line["check"]?.stringValue, delta: delta))
                    try recording.pictures.read(line["snapshot"], after: number)
                } else if let after = line["tree"] {
                    guard let after = after.intValue, let check = line["check"]?.stringValue,
                          let treeLines = line["lines"]?.arrayValue else {
                        throw .field("tree", "a tree line {tree: step, check, lines}")
                    }
                    recording.entries.append(.tree(after: after, check: check, lines: treeLines.compactMap(\.stringValue)))
                    try recording.pictures.read(line["snapshot"], after: after)
                } else if line["end"] != nil {
                    recording.ended = true
                } else {
                    throw .field("step", "a step line ({step, t, kind, ...}), a tree line ({tree, check, lines}) or the end line ({end})")
                }
            } catch {
                throw RecordingError(path: path, line: index + 1, problem: error)
            }
        }
        return recording
    }
}
