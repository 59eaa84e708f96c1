import Foundation
import HeadlessUIKit
import UIHostProtocol

/// Recording settings of a host.
public struct RecordingOptions: Sendable {
    /// `--record FILE`: record the host's whole life to this file (any path the user running the host chooses).
    public var recordPath: String?
    /// The folder `session.record.start` and `session.replay` paths must be in.
    public var directory = "recordings"
    /// A checkpoint's whole tree is written every this many steps (each step has its hash and tree changes).
    public var treeEvery = 100
    /// `--record-snapshots`: the `--record` file keeps the screen's picture at every checkpoint.
    public var snapshots = false

    public init() {}
}

/// `session.record.start`, `session.record.stop` and `session.replay` (docs/protocol.md, Recording and replay).
extension AutomationHost {
    /// Starts observing the host, and recording when `--record` asked to.
    func startJournal() throws {
        let journal = InputJournal(automation: self)
        setJournal(journal)
        host.inputObserver = journal
        if let path = configuration.recording.recordPath {
            _ = try journal.startRecording(path: path, owner: nil, treeEvery: configuration.recording.treeEvery,
                                           snapshots: configuration.recording.snapshots)
        }
    }

    /// The state checkpoints compare.
    func stableTree() -> StableTree {
        StableTree(windows: host.windows)
    }

    /// Closes every recording with its end line (the host is shutting down).
    public func finishRecordings() {
        CrashReport.setActivity("finishing the recordings as the host stops")
        journal.stopAll()
    }

    /// A client went away: the recordings it started are closed properly.
    func stopRecordings(startedBy session: ConnectionID) {
        for recorder in journal.recorders where recorder.owner == session { journal.stop(recorder) }
    }

    var recordingsDirectory: RecordingsDirectory { RecordingsDirectory(path: configuration.recording.directory) }

    func registerRecordingMethods() {
        method("session.record.start") { [unowned self] call throws(RPCError) in
            let every = try call.params.int("treeEvery", in: 0...1_000_000) ?? configuration.recording.treeEvery
            let snapshots = try call.params.bool("snapshots") ?? false
            let path: String
            if let name = try call.params.string("path") {
                path = try recordingsDirectory.resolve(name, field: "path", forWriting: true)
            } else {
                path = try recordingsDirectory.newFile()
            }
            if let running = journal.recorders.first(where: { $0.owner == call.context.id }) {
                throw .invalidParams(field: "path", expected: "no second recording from this connection: it is recording to \(running.path) already; call session.record.stop first")
            }
            do throws(RecordingError) {
                let recorder = try journal.startRecording(path: path, owner: call.context.id, treeEvery: every,
                                                          snapshots: snapshots)
                return ["path": .string(recorder.path), "start": .string(journal.isComplete ? "launch" : "midSession"),
                        "steps": .int(recorder.stepNumber)]
            } catch {
                throw .invalidParams(field: "path", expected: "a file that can be written: \(error.description)")
            }
        }
        method("session.record.stop") { [unowned self] call throws(RPCError) in
            guard let recorder = journal.recorders.last(where: { $0.owner == call.context.id }) else {
                throw RPCError(code: RPCError.invalidRequestCode,
                               message: "this connection is not recording; call session.record.start first",
                               data: ["recording": false])
            }
            journal.stop(recorder)
            var result = JSONObject([("path", .string(recorder.path)), ("events", .int(recorder.events)),
                                     ("steps", .int(recorder.stepNumber)), ("checkpoints", .int(recorder.checkpoints))])
            if let failure = recorder.failure { result["error"] = .string(failure) }
            return .object(result)
        }
        method("session.replay") { [unowned self] call throws(RPCError) in
            let path = try recordingsDirectory.resolve(try call.params.requiredString("path"), field: "path", forWriting: false)
            let verify = try call.params.bool("verify") ?? true
            let speed = try call.params.oneOf("speed", ReplayOptions.Speed.allCases.map(\.rawValue)).flatMap(ReplayOptions.Speed.init) ?? .max
            let force = try call.params.bool("force") ?? false
            let report: ReplayReport
            do {
                let replayer = try Replayer(path: path, app: configuration.app,
                                            options: ReplayOptions(verify: verify, speed: speed, force: force))
                defer { host.makeCurrent() }
                report = try replayer.run()
            } catch let refusal as ReplayRefusal {
                throw .invalidParams(field: refusal.field, expected: refusal.description)
            } catch {
                throw RPCError.internalError("the replay host could not start: \(error)")
            }
            return try Self.replayResult(report)
        }
    }

    /// `{events, checkpoints, mismatches, notes, cutAtLine?}`, or -32009 with the first divergence.
    static func replayResult(_ report: ReplayReport) throws(RPCError) -> JSON {
        var result = JSONObject([("events", .int(report.events)), ("checkpoints", .int(report.checkpoints)),
                                 ("mismatches", .array(report.divergence.map { [divergenceJSON($0)] } ?? [])),
                                 ("ended", .bool(report.ended)), ("notes", .array(report.notes.map(JSON.string)))])
        if let line = report.cutAtLine { result["cutAtLine"] = .int(line) }
        if let divergence = report.divergence {
            var data = divergenceJSON(divergence).objectValue ?? JSONObject()
            data["events"] = .int(report.events)
            data["checkpoints"] = .int(report.checkpoints)
            throw RPCError(code: RPCError.replayDivergedCode, message: divergence.summary, data: .object(data))
        }
        return .object(result)
    }

    static func divergenceJSON(_ divergence: ReplayDivergence) -> JSON {
        .object(JSONObject([
            ("at", .object(JSONObject([("step", .int(divergence.step)), ("line", .int(divergence.line)),
                                       ("kind", .string(divergence.kind)), ("t", .double(divergence.t))]))),
            ("reason", .string(divergence.reason)),
            ("expected", side(divergence.expectedCheck, divergence.expectedTree, divergence.expectedPicture)),
            ("actual", side(divergence.actualCheck, divergence.actualTree, divergence.actualPicture)),
            ("diff", .string(divergence.diff)),
        ]))
    }

    /// One side of a divergence: `{check, tree, snapshot?}`, the picture when the recording keeps pictures.
    private static func side(_ check: String?, _ tree: [String], _ picture: Data?) -> JSON {
        var object = JSONObject([("check", check.map(JSON.string) ?? .null), ("tree", .array(tree.map(JSON.string)))])
        if let picture { object["snapshot"] = CheckpointPicture.json(picture) }
        return .object(object)
    }
}

extension AutomationHost {
    /// The checkpoint hash of the current state, for the benchmark.
    public func checkpointForBenchmark() -> String { stableTree().hash }
}
