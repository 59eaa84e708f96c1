import Foundation
import HeadlessUIKit
import UIHostProtocol

/// The automation host's memory of every input since the app launched, and the recordings being written.
///
/// It observes the host (`HostInputObserver`): touches at the `UIApplication.sendEvent` boundary and the host's
/// commands (life cycle, rotation, dismissal, clock). Protocol methods that do their work in the automation host
/// (`recordedCommands`: a segue, back, a tab...) are kept as one step each, and the inputs they cause inside are
/// not kept separately: replaying the command causes them again. An input inside another input (touches cancelled
/// by an interruption) is likewise part of the outer one.
///
/// The journal lets a recording started mid-session begin with the inputs that led there, so it replays from a
/// fresh launch. It forgets everything past `limit` steps; recordings started after that say they start mid-session.
@MainActor
final class InputJournal: HostInputObserver {
    /// Methods recorded as themselves rather than as the touches and waits they cause.
    nonisolated static let recordedCommands: Set<String> = [
        "segue.perform", "navigation.back", "tabs.select", "view.set", "input.type", "input.key", "alert.tap",
        "traits.set",
    ]

    private unowned let automation: AutomationHost
    /// Every step since launch, until `limit` is passed.
    private(set) var steps: [RecordedStep] = []
    /// False once the journal passed its limit and forgot.
    private(set) var isComplete = true
    var limit = 100_000
    private(set) var recorders: [SessionRecorder] = []

    private var depth = 0
    private var startTime = 0.0
    private var dismissPath: String?
    private var command: (method: String, params: JSON, t: Double)?
    private var commandSteps: [RecordedStep] = []

    init(automation: AutomationHost) {
        self.automation = automation
    }

    private var host: HeadlessHost { automation.host }
    private var now: Double { host.clock.now * 1000 }

    // MARK: Host inputs

    func hostWillPerform(_ input: HostInput) {
        depth += 1
        guard depth == 1 else { return }
        startTime = now
        if case let .dismiss(controller, _) = input {
            dismissPath = controller.flatMap { StablePaths.path(of: $0, windows: host.windows) }
        }
    }

    func hostDidPerform(_ input: HostInput, result: HostInputResult) {
        depth -= 1
        guard depth == 0, result.refusal == nil, let recorded = step(for: input, result: result) else { return }
        if command != nil {
            commandSteps.append(recorded)
        } else {
            keep(recorded)
        }
    }

    private func step(for input: HostInput, result: HostInputResult) -> RecordedStep? {
        let kind: RecordedStep.Input
        switch input {
        case .touches(let touches): kind = .touches(touches)
        case .cancelAllTouches:
            guard result.delivery != nil else { return nil }
            kind = .cancelTouches
        case let .launch(url, background): kind = .launch(url: url?.absoluteString, background: background)
        case .pressHome: kind = .lifecycle("home")
        case .activate: kind = .lifecycle("activate")
        case .terminate: kind = .lifecycle("terminate")
        case .purge: kind = .lifecycle("purge")
        case .memoryWarning: kind = .lifecycle("memoryWarning")
        case .interrupt(let interruption): kind = .interrupt(interruption.rawValue)
        case .endInterruption(let accept): kind = .endInterruption(accept: accept)
        case .openURL(let url): kind = .openURL(url.absoluteString)
        case .rotate(let orientation): kind = .rotate(orientation.name)
        case .advance(let seconds):
            // A real clock's ticks that fire nothing are not inputs: the next step's time says the clock moved.
            guard seconds > 0 || (result.fired ?? 0) > 0 else { return nil }
            kind = .advance(ms: seconds * 1000)
        case .runUntilIdle(let timeout): kind = .idle(timeoutMs: timeout * 1000)
        case let .dismiss(_, animated): kind = .dismiss(controller: dismissPath, animated: animated)
        }
        var step = RecordedStep(t: startTime, input: kind)
        if !recorders.isEmpty, let delivery = result.delivery { step.hits = hits(delivery) }
        return step
    }

    /// For each touch that began on a view: the view's path and the first selector of tag, accessibility identifier
    /// and text (label) that finds exactly that view and could tap it there.
    private func hits(_ delivery: TouchDelivery) -> [RecordedStep.Hit] {
        var hits: [RecordedStep.Hit] = []
        let matching = automation.matching()
        for outcome in delivery.outcomes where outcome.phase == .began {
            guard let view = outcome.view else { continue }
            var candidates: [JSON] = []
            if view.tag != 0 { candidates.append(["tag": .int(view.tag)]) }
            if let identifier = view.accessibilityIdentifier { candidates.append(["accessibilityIdentifier": .string(identifier)]) }
            if let label = view.accessibilityLabel { candidates.append(["text": .string(label)]) }
            var chosen: JSON?
            for candidate in candidates {
                guard let selector = try? ViewSelector(json: candidate, field: "selector"),
                      matching.first(selector) === view, (try? automation.tapPoint(for: view)) != nil else { continue }
                chosen = candidate
                break
            }
            hits.append(RecordedStep.Hit(id: outcome.id, path: StablePaths.path(of: view, windows: host.windows), selector: chosen))
        }
        return hits
    }

    // MARK: Commands

    /// A recorded command starts: its parameters are kept with refs turned into paths before it changes anything.
    func beginCommand(_ method: String, params: JSON) {
        guard command == nil, depth == 0 else { return }
        command = (method, stableParams(params), now)
        commandSteps = []
    }

    /// The command ended: kept as one step when it succeeded; when it failed, whatever inputs it made before
    /// failing are kept instead (a failed call normally makes none).
    func endCommand(_ method: String, succeeded: Bool) {
        guard let current = command, current.method == method, depth == 0 else { return }
        command = nil
        if succeeded {
            keep(RecordedStep(t: current.t, input: .command(method: method, params: current.params)))
        } else {
            for step in commandSteps { keep(step) }
        }
        commandSteps = []
    }

    /// Refs become `{"path": ...}`: a view ref in a selector's `ref`, a controller ref in `controller`.
    private func stableParams(_ params: JSON) -> JSON {
        func convert(_ value: JSON, key: String?) -> JSON {
            switch value {
            case .object(let object):
                var copy = JSONObject()
                for (childKey, child) in object { copy[childKey] = convert(child, key: childKey) }
                return .object(copy)
            case .array(let items):
                return .array(items.map { convert($0, key: nil) })
            case .string(let ref) where key == "ref":
                guard let view = automation.refs.view(ref), let path = StablePaths.path(of: view, windows: host.windows) else { return value }
                return ["path": .string(path)]
            case .string(let ref) where key == "controller" && ref != "top":
                guard let controller = automation.refs.controller(ref),
                      let path = StablePaths.path(of: controller, windows: host.windows) else { return value }
                return ["path": .string(path)]
            default:
                return value
            }
        }
        return convert(params, key: nil)
    }

    // MARK: Keeping steps

    private func keep(_ step: RecordedStep) {
        if isComplete {
            if steps.count < limit {
                steps.append(step)
            } else {
                isComplete = false
                steps = []
            }
        }
        guard !recorders.isEmpty else { return }
        let state = automation.stableTree()
        let picture = checkpointPicture()
        for recorder in recorders { recorder.record(step, state: state, picture: picture) }
    }

    /// The screen's picture, drawn once for every recording that keeps pictures; nil when none does.
    private func checkpointPicture() -> CheckpointPicture? {
        recorders.contains(where: \.snapshots) ? CheckpointPicture.take(from: automation) : nil
    }

    // MARK: Recordings

    func header(treeEvery: Int, snapshots: Bool) -> RecordingHeader {
        let configuration = automation.configuration
        var header = RecordingHeader(app: configuration.app.identity, device: configuration.device.name,
                                     orientation: automation.initialOrientation.name, clock: configuration.clock.rawValue,
                                     treeEvery: treeEvery, idleTimeoutMs: configuration.idleTimeout * 1000,
                                     start: isComplete ? "launch" : "midSession")
        header.snapshots = snapshots
        return header
    }

    /// Starts writing a recording to `path` (already checked), beginning with the inputs since launch; with
    /// `snapshots`, every checkpoint keeps the screen's picture.
    func startRecording(path: String, owner: ConnectionID?, treeEvery: Int,
                        snapshots: Bool = false) throws(RecordingError) -> SessionRecorder {
        let recorder = try SessionRecorder(path: path, owner: owner, header: header(treeEvery: treeEvery, snapshots: snapshots),
                                           prefix: isComplete ? steps : [], state: automation.stableTree(),
                                           picture: snapshots ? CheckpointPicture.take(from: automation) : nil)
        recorders.append(recorder)
        CrashReport.setRecordings(recorders.map(\.path))
        return recorder
    }

    func stop(_ recorder: SessionRecorder) {
        recorders.removeAll { $0 === recorder }
        recorder.finish(state: automation.stableTree(),
                        picture: recorder.snapshots ? CheckpointPicture.take(from: automation) : nil)
        CrashReport.setRecordings(recorders.map(\.path))
    }

    func stopAll() {
        for recorder in recorders { stop(recorder) }
    }
}
