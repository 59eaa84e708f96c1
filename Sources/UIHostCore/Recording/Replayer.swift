import Foundation
import HeadlessUIKit
import UIHostProtocol

/// How to replay.
public struct ReplayOptions: Sendable {
    public enum Speed: String, Sendable, CaseIterable {
        /// As fast as the host goes: the virtual clock jumps to each step's time.
        case max
        /// Steps wait for the wall clock to reach their recorded time (the virtual clock still drives the app).
        case realtime
    }

    /// Compare every checkpoint; false replays the inputs only.
    public var verify = true
    public var speed = Speed.max
    /// Replay a recording of another app (a different storyboard hash or app name) anyway.
    public var force = false

    public init(verify: Bool = true, speed: Speed = .max, force: Bool = false) {
        self.verify = verify
        self.speed = speed
        self.force = force
    }
}

/// Where and how a replay stopped matching the recording.
public struct ReplayDivergence: Equatable, Sendable {
    /// The step after which the states differ (0: the state before any step); its line in the file.
    public let step: Int
    public let line: Int
    /// The step's input kind ("touches", "command"...), or "start".
    public let kind: String
    /// The step's host time in milliseconds.
    public let t: Double
    /// What went wrong in words.
    public let reason: String
    public let expectedCheck: String?
    public let actualCheck: String?
    /// The expected and actual trees (StableTree lines); expected is empty when the recording did not say.
    public let expectedTree: [String]
    public let actualTree: [String]
    /// `-` expected lines, `+` actual lines.
    public let diff: String
    /// When the recording keeps pictures (docs/recording.md, Snapshots at checkpoints): the PNG it recorded for
    /// the expected state, and the replay host's screen where it diverged.
    public var expectedPicture: Data?
    public var actualPicture: Data?

    public var summary: String {
        "replay diverged at step \(step) (line \(line), \(kind) at \(JSONNumber.text(t)) ms): \(reason)"
    }
}

/// What a replay did.
public struct ReplayReport: Sendable {
    /// Steps performed.
    public var events = 0
    /// Checkpoints compared (each matched, unless `divergence` is set: then the last one did not).
    public var checkpoints = 0
    public var divergence: ReplayDivergence?
    /// The recording's last line was cut short (the host died writing it): its number. The steps before it replayed.
    public var cutAtLine: Int?
    /// The recording has its end line (it was stopped properly).
    public var ended = true
    public var stepsInFile = 0
    /// Notes for the reader: a cut file, a recording of another app replayed with force, a mid-session start.
    public var notes: [String] = []
}

/// Why a replay could not start (bad input: `uihost replay` exits 2).
public struct ReplayRefusal: Error, CustomStringConvertible {
    public enum Reason: Sendable { case unreadable, otherApp, badRecording }
    public let reason: Reason
    public let description: String
    /// The parameter or line field at fault, for protocol errors.
    public let field: String
}

/// Replays a recording into a fresh automation host of `app`, checking every checkpoint (docs/protocol.md, Recording and
/// replay; docs/recording.md). The host runs on a virtual clock whatever the recording's clock was.
@MainActor
public final class Replayer {
    let recording: Recording
    let path: String
    public let app: AppDescription
    public let options: ReplayOptions
    /// The host the steps run in, once `run()` started.
    public private(set) var automation: AutomationHost?
    private var session: ClientSession?
    private var nextID = 1

    public convenience init(path: String, app: AppDescription, options: ReplayOptions = ReplayOptions()) throws(ReplayRefusal) {
        let recording: Recording
        do throws(RecordingError) {
            recording = try Recording.read(path: path)
        } catch {
            throw ReplayRefusal(reason: error.line == 0 && error.fieldName == nil ? .unreadable : .badRecording,
                                description: error.description, field: "path")
        }
        try self.init(recording: recording, path: path, app: app, options: options)
    }

    init(recording: Recording, path: String, app: AppDescription, options: ReplayOptions) throws(ReplayRefusal) {
        if !options.force, let mismatch = recording.header.app.mismatch(with: app.identity) {
            throw ReplayRefusal(reason: .otherApp,
                                description: "refusing to replay '\(path)': \(mismatch). Replay it with the app it was recorded with, or force it (--force, or force: true) to see where the apps differ",
                                field: "force")
        }
        self.recording = recording
        self.path = path
        self.app = app
        self.options = options
    }

    /// A fresh host of the recording's device with a virtual clock, launched as the recording's host was.
    func makeHost() throws -> AutomationHost {
        var configuration = HostConfiguration(app: app)
        configuration.device = DeviceProfile.named(recording.header.device) ?? .iPhone8
        configuration.clock = .virtual
        configuration.idleTimeout = recording.header.idleTimeoutMs / 1000
        let automation = try AutomationHost(configuration: configuration)
        self.automation = automation
        session = automation.openSession(-1)
        return automation
    }

    /// Replays `steps` (default: every step of the recording) and stops at the first divergence. `recordTo` writes
    /// what the replay does as a new recording (the shrinker writes its result this way).
    public func run(recordTo: String? = nil) throws -> ReplayReport {
        try run(entries: recording.entries, recordTo: recordTo)
    }

    /// `alignClock: false` leaves time to the steps themselves (the shrinker's candidates lack the steps that moved it).
    /// A divergence of a recording that keeps pictures gets both: the recorded one and the replay's screen.
    func run(entries: [Recording.Entry], recordTo: String? = nil, alignClock: Bool = true) throws -> ReplayReport {
        var report = try replay(entries: entries, recordTo: recordTo, alignClock: alignClock)
        if recording.header.snapshots, let divergence = report.divergence, let automation {
            report.divergence = withPictures(divergence, automation: automation)
        }
        return report
    }

    /// The recorded picture of the state the divergence expected (after its step when the step was performed and
    /// compared, else the last one before it, as `expectedTree` is), and the replay host's screen now.
    private func withPictures(_ divergence: ReplayDivergence, automation: AutomationHost) -> ReplayDivergence {
        var divergence = divergence
        let performed = divergence.actualCheck != nil
        divergence.expectedPicture = recording.pictures.png(atOrBefore: performed ? divergence.step : divergence.step - 1)
        if case let .png(png, _) = CheckpointPicture.take(from: automation) { divergence.actualPicture = png }
        return divergence
    }

    private func replay(entries: [Recording.Entry], recordTo: String?, alignClock: Bool) throws -> ReplayReport {
        let automation = try makeHost()
        let host = automation.host
        var recorder: SessionRecorder?
        if let recordTo { recorder = try automation.journal.startRecording(path: recordTo, owner: nil, treeEvery: recording.header.treeEvery) }
        defer {
            if let recorder { automation.journal.stop(recorder) }
        }
        var report = ReplayReport()
        report.cutAtLine = recording.cutAtLine
        report.ended = recording.ended
        report.stepsInFile = recording.stepCount
        if let line = recording.cutAtLine {
            report.notes.append("the recording was cut mid-line at line \(line) (the host stopped while writing it); replayed the \(recording.stepCount) complete steps before it")
        } else if !recording.ended {
            report.notes.append("the recording has no end line: the host stopped after writing step \(recording.stepCount), before the recording was stopped; replayed the \(recording.stepCount) steps it has")
        }
        if options.force, let mismatch = recording.header.app.mismatch(with: app.identity) {
            report.notes.append("forced: \(mismatch)")
        }
        if recording.header.start == "midSession" {
            report.notes.append("the recording started mid-session after inputs its host no longer remembered; a fresh host may not start where it does")
        }
        let wallStart = DispatchTime.now().uptimeNanoseconds
        let firstT = recording.steps.first?.t ?? 0
        var expected: [String]?
        for (index, entry) in entries.enumerated() {
            let line = index + 2
            switch entry {
            case let .tree(after, check, lines):
                expected = lines
                guard options.verify else { continue }
                if let divergence = verify(step: after, line: line, kind: after == 0 ? "start" : "tree", t: host.clock.now * 1000,
                                           check: check, expected: lines, report: &report) {
                    report.divergence = divergence
                    return report
                }
            case let .step(number, step, check, delta):
                if options.speed == .realtime {
                    let due = wallStart + UInt64(max(0, step.t - firstT) * 1_000_000)
                    let now = DispatchTime.now().uptimeNanoseconds
                    if due > now { Thread.sleep(forTimeInterval: Double(due - now) / 1e9) }
                }
                let now = host.clock.now * 1000
                if !alignClock {
                    // Time moves only as the kept steps move it.
                } else if step.t > now, recording.header.clock == ClockMode.real.rawValue || check == nil {
                    host.advance(by: (step.t - now) / 1000)
                } else if options.verify, check != nil, abs(step.t - now) > 1e-6 {
                    report.divergence = divergence(step: number, line: line, step, reason: "the host clock is at \(JSONNumber.text(now)) ms where the recording's was at \(JSONNumber.text(step.t)) ms: the app left different work pending (timers, animations) than it did when recorded",
                                                   expectedCheck: nil, expected: expected ?? [])
                    return report
                }
                if let problem = perform(step) {
                    report.divergence = divergence(step: number, line: line, step, reason: problem, expectedCheck: check, expected: expected ?? [])
                    return report
                }
                report.events += 1
                if let delta, let old = expected { expected = delta.applied(to: old) }
                guard options.verify, let check else { continue }
                if let divergence = verify(step: number, line: line, kind: step.kind, t: step.t, check: check,
                                           expected: expected ?? [], report: &report) {
                    report.divergence = divergence
                    return report
                }
            }
        }
        return report
    }

    private func verify(step: Int, line: Int, kind: String, t: Double, check: String, expected: [String],
                        report: inout ReplayReport) -> ReplayDivergence? {
        guard let automation else { return nil }
        let actual = automation.stableTree()
        report.checkpoints += 1
        let hash = actual.hash
        guard hash != check else { return nil }
        let expectedKnown = StableTree(lines: expected).hash == check
        return ReplayDivergence(step: step, line: line, kind: kind, t: t,
                                reason: expectedKnown ? "the view and controller trees differ from the recording's"
                                    : "the trees' hash differs from the recording's (\(check)); the recording does not have the expected tree here",
                                expectedCheck: check, actualCheck: hash, expectedTree: expectedKnown ? expected : [],
                                actualTree: actual.lines,
                                diff: expectedKnown ? StableTree.diff(expected: expected, actual: actual.lines) : "")
    }

    private func divergence(step number: Int, line: Int, _ step: RecordedStep, reason: String, expectedCheck: String?,
                            expected: [String]) -> ReplayDivergence {
        let actual = automation.map { $0.stableTree().lines } ?? []
        return ReplayDivergence(step: number, line: line, kind: step.kind, t: step.t, reason: reason,
                                expectedCheck: expectedCheck, actualCheck: nil, expectedTree: expected, actualTree: actual,
                                diff: StableTree.diff(expected: expected, actual: actual))
    }

    /// Performs one step in the replay host. Returns why it could not be performed, or nil.
    private func perform(_ step: RecordedStep) -> String? {
        guard let automation else { return "no host" }
        let host = automation.host
        host.makeCurrent()
        do throws(HostError) {
            switch step.input {
            case .touches(let touches):
                try host.send(touches)
            case .cancelTouches:
                host.cancelAllTouches()
            case let .launch(url, background):
                var options = app.launchOptions
                options.url = url.flatMap(URL.init(string:))
                options.background = background
                try host.launch(delegate: app.makeDelegate(), options: options)
            case .lifecycle(let name):
                switch name {
                case "home": try host.pressHome()
                case "activate": try host.activate()
                case "terminate": try host.terminate()
                case "purge": try host.purge()
                default: try host.memoryWarning()
                }
            case .interrupt(let kind):
                try host.interrupt(UIApplication.Interruption(rawValue: kind) ?? .call)
            case .endInterruption(let accept):
                try host.endInterruption(accept: accept)
            case .openURL(let text):
                guard let url = URL(string: text) else { return "the recorded URL '\(text)' is not a URL" }
                _ = try host.openURL(url)
            case .rotate(let name):
                host.rotate(to: UIDeviceOrientation(name: name) ?? .portrait)
            case .advance(let ms):
                host.advance(by: ms / 1000)
            case .idle(let timeoutMs):
                host.runUntilIdle(timeout: timeoutMs / 1000)
            case let .dismiss(path, animated):
                var controller: UIViewController?
                if let path {
                    guard let found = StablePaths.controller(at: path, windows: host.windows) else {
                        return "there is no controller at \(path) to dismiss"
                    }
                    controller = found
                }
                if let refusal = host.dismiss(controller, animated: animated) { return "the dismissal was refused: \(refusal)" }
            case let .command(method, params):
                return command(method, params)
            }
        } catch {
            return "the host refused the recorded \(step.kind): \(error.description)"
        }
        return nil
    }

    /// A recorded protocol command, with its paths turned into this host's refs, sent as a client would.
    private func command(_ method: String, _ params: JSON) -> String? {
        guard let automation, let session else { return "no host" }
        var unresolved: String?
        func convert(_ value: JSON, key: String?) -> JSON {
            switch value {
            case .object(let object):
                if object.count == 1, let path = object["path"]?.stringValue, key == "ref" || key == "controller" {
                    if key == "ref", let view = StablePaths.view(at: path, windows: automation.host.windows) {
                        return .string(automation.refs.ref(view))
                    }
                    if key == "controller", let controller = StablePaths.controller(at: path, windows: automation.host.windows) {
                        return .string(automation.refs.ref(controller))
                    }
                    unresolved = unresolved ?? "there is no \(key == "ref" ? "view" : "controller") at \(path)"
                    return value
                }
                var copy = JSONObject()
                for (childKey, child) in object { copy[childKey] = convert(child, key: childKey) }
                return .object(copy)
            case .array(let items):
                return .array(items.map { convert($0, key: nil) })
            default:
                return value
            }
        }
        let converted = convert(params, key: nil)
        if let unresolved { return "the recorded \(method) cannot be sent: \(unresolved)" }
        let request = JSONObject([("jsonrpc", "2.0"), ("method", .string(method)), ("params", converted), ("id", .int(nextID))])
        nextID += 1
        guard let reply = automation.handle(JSON.object(request).serialized(), from: session),
              let parsed = try? JSONParser.parse(reply) else { return "the recorded \(method) got no reply" }
        if let error = parsed["error"] {
            return "the recorded \(method) failed: \(error["message"]?.stringValue ?? "error \(error["code"]?.intValue ?? 0)")"
        }
        return nil
    }
}

/// Numbers as the protocol writes them.
enum JSONNumber {
    static func text(_ value: Double) -> String {
        var out: [UInt8] = []
        JSON.writeNumber(value, to: &out)
        return String(decoding: out, as: UTF8.self)
    }
}
