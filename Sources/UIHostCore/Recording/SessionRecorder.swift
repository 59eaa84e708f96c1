import Foundation
import UIHostProtocol

/// Writes one recording file (docs/recording.md): the header, then a line per step as it happens, each written
/// straight to the file descriptor, so a host that dies leaves a file readable up to its last step.
@MainActor
final class SessionRecorder {
    let path: String
    /// The client session that started it; nil for `--record`, which lasts as long as the host.
    let owner: ConnectionID?
    let treeEvery: Int
    /// Every checkpoint line keeps the screen's picture (`snapshot`).
    let snapshots: Bool
    private var pictureLog = PictureLog()
    /// Steps written since the recording started (the prefix of a mid-session start not counted).
    private(set) var events = 0
    /// Steps written, prefix included: the number of the last step.
    private(set) var stepNumber = 0
    private(set) var checkpoints = 0
    /// Why the file could not be written, once it could not: the recording stops there.
    private(set) var failure: String?
    private var handle: FileHandle?
    private var lastTree = StableTree(lines: [])
    private var lastLines: [String] = []
    private var lastTreeStep = 0

    init(path: String, owner: ConnectionID?, header: RecordingHeader, prefix: [RecordedStep], state: StableTree,
         picture: CheckpointPicture?) throws(RecordingError) {
        self.path = path
        self.owner = owner
        self.treeEvery = header.treeEvery
        self.snapshots = header.snapshots
        guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path) else {
            throw RecordingError(path: path, line: 0, problem: .unreadable("it cannot be created for writing; check that its folder exists and is writable"))
        }
        self.handle = handle
        write(header.json)
        for step in prefix { writeStep(step, state: nil, picture: nil) }
        writeTree(state, picture: picture)
    }

    /// Writes a step and, when `state` is given, its checkpoint: the state's hash and how the tree changed, and the
    /// screen's picture when the recording keeps them.
    func record(_ step: RecordedStep, state: StableTree, picture: CheckpointPicture?) {
        events += 1
        writeStep(step, state: state, picture: picture)
        if treeEvery > 0, stepNumber - lastTreeStep >= treeEvery { writeTree(state, picture: picture) }
    }

    /// The final tree and the end line; the file is closed.
    func finish(state: StableTree, picture: CheckpointPicture?) {
        if lastTreeStep != stepNumber || lastTree != state { writeTree(state, picture: picture) }
        write(.object(JSONObject([("end", .bool(true)), ("steps", .int(stepNumber)), ("checkpoints", .int(checkpoints))])))
        try? handle?.close()
        handle = nil
    }

    private func writeStep(_ step: RecordedStep, state: StableTree?, picture: CheckpointPicture?) {
        stepNumber += 1
        var object = JSONObject([("step", .int(stepNumber)), ("t", .double(step.t))])
        step.fields(into: &object)
        if let state {
            checkpoints += 1
            object["check"] = .string(state.hash)
            if state != lastTree {
                let lines = state.lines
                let delta = StableTree.Delta(from: lastLines, to: lines)
                object["delta"] = .object(JSONObject([
                    ("keep", .array([.int(delta.keepStart), .int(delta.keepEnd)])),
                    ("lines", .array(delta.lines.map(JSON.string))),
                ]))
                lastTree = state
                lastLines = lines
            }
            if snapshots, let picture { object["snapshot"] = pictureLog.field(for: picture) }
        }
        write(.object(object))
    }

    private func writeTree(_ state: StableTree, picture: CheckpointPicture?) {
        let lines = state.lines
        var object = JSONObject([("tree", .int(stepNumber)), ("check", .string(state.hash)),
                                 ("lines", .array(lines.map(JSON.string)))])
        if snapshots, let picture { object["snapshot"] = pictureLog.field(for: picture) }
        write(.object(object))
        lastTree = state
        lastLines = lines
        lastTreeStep = stepNumber
    }

    private func write(_ line: JSON) {
        guard let handle, failure == nil else { return }
        var bytes = line.serialized()
        bytes.append(UInt8(ascii: "\n"))
        do {
            try handle.write(contentsOf: bytes)
        } catch {
            failure = "writing '\(path)' failed: \(error.localizedDescription)"
            try? handle.close()
            self.handle = nil
        }
    }
}
