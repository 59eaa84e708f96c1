import Foundation
import HeadlessUIKit
import UIHostProtocol

/// What a shrunk recording must still show.
public enum ShrinkCheck {
    /// The recording's own divergence: after the kept steps, the app shows the lines that only the replay had at
    /// the first divergence and none of the lines only the recording had.
    case divergence
    /// A property of a view, as `view.get` reports it, has this value (the label with tag 7 says "Error").
    case view(ViewSelector, property: String, equals: JSON)
}

extension ShrinkCheck {
    /// A view check from command-line text: the selector as JSON, the value as JSON or else plain text.
    public static func view(selector: String, property: String, equals: String) throws -> ShrinkCheck {
        guard let json = try? JSONParser.parse(selector) else {
            throw ShrinkRefusal(description: "--view \(selector) is not JSON; give a selector such as '{\"tag\": 7}'", passes: false)
        }
        let parsed: ViewSelector
        do throws(RPCError) {
            parsed = try ViewSelector(json: json, field: "view")
        } catch {
            throw ShrinkRefusal(description: "--view: \(error.message)", passes: false)
        }
        return .view(parsed, property: property, equals: (try? JSONParser.parse(equals)) ?? .string(equals))
    }
}

/// The outcome of shrinking.
public struct ShrinkResult {
    /// 1-based numbers of the original steps that were kept, in order.
    public let keptSteps: [Int]
    public let originalSteps: Int
    /// Candidate recordings replayed on the way.
    public let replays: Int
    /// What the check looked for, in words.
    public let check: String
}

/// Why shrinking cannot start.
public struct ShrinkRefusal: Error, CustomStringConvertible {
    public let description: String
    /// True when the recording does not fail the check at all (not bad input, but nothing to shrink).
    public let passes: Bool
}

/// Delta debugging over a recording's steps (Zeller's ddmin): finds a small subsequence of steps whose replay still
/// fails the check, replaying each candidate in a fresh host without verification. A candidate whose steps cannot be
/// performed (a finger lifted that never went down) does not fail. The units ddmin removes are gestures, not single
/// steps: the touch steps from a first finger down until every finger is up again go together, so a tap is kept or
/// dropped whole (removing its began alone could never succeed, and ddmin only promises that no single unit can go).
@MainActor
public final class Shrinker {
    let replayer: Replayer
    let check: ShrinkCheck
    private var condition: ((AutomationHost) -> Bool)?
    private var description = ""
    public private(set) var replays = 0

    public init(path: String, app: AppDescription, check: ShrinkCheck, force: Bool = false) throws(ReplayRefusal) {
        replayer = try Replayer(path: path, app: app, options: ReplayOptions(verify: true, force: force))
        self.check = check
    }

    /// Shrinks, then writes the kept steps, replayed and recorded afresh (with this app's checkpoints), to `output`.
    public func shrink(writingTo output: String?) throws -> ShrinkResult {
        let steps = replayer.recording.steps
        var candidates = Array(steps.indices)
        switch check {
        case .divergence:
            let report = try replayer.run()
            replays += 1
            guard let divergence = report.divergence else {
                throw ShrinkRefusal(description: "the recording replays without diverging, so there is no divergence to keep; give a view check (--view, --property, --equals) instead", passes: true)
            }
            guard !divergence.expectedTree.isEmpty || divergence.actualCheck == nil else {
                throw ShrinkRefusal(description: "the recording diverges at step \(divergence.step) but has no tree there to compare with, so a smaller recording cannot be checked for the same divergence; record with a smaller treeEvery", passes: false)
            }
            let expectedOnly = Set(divergence.expectedTree).subtracting(divergence.actualTree)
            let actualOnly = Set(divergence.actualTree).subtracting(divergence.expectedTree)
            description = "the divergence of step \(divergence.step): \(actualOnly.count) line(s) only the replay shows, \(expectedOnly.count) only the recording"
            candidates = Array(steps.indices.prefix(divergence.step))
            if divergence.actualCheck == nil {
                // The step itself could not be performed: keep failing that way.
                let reason = divergence.reason
                description = "step \(divergence.step) failing: \(reason)"
                let failing = divergence.step - 1
                return try finish(ddmin(Array(candidates.dropLast()), required: [failing]) + [failing], steps: steps, output: output)
            }
            condition = { automation in
                let lines = Set(automation.stableTree().lines)
                return actualOnly.isSubset(of: lines) && expectedOnly.isDisjoint(with: lines)
            }
        case let .view(selector, property, value):
            description = "view \(selector) has \(property) = \(String(decoding: value.serialized(), as: UTF8.self))"
            condition = { automation in
                guard let view = automation.matching().first(selector) else { return false }
                return automation.nodes.detailedNode(view)[property] == value
            }
            guard try fails(candidates, steps: steps) else {
                throw ShrinkRefusal(description: "replaying the whole recording does not end with \(description), so there is nothing to keep; check the selector, property and value", passes: true)
            }
        }
        return try finish(ddmin(candidates, required: []), steps: steps, output: output)
    }

    private func finish(_ kept: [Int], steps: [RecordedStep], output: String?) throws -> ShrinkResult {
        let sorted = kept.sorted()
        if let output {
            _ = try run(sorted, steps: steps, recordTo: output)
        }
        return ShrinkResult(keptSteps: sorted.map { $0 + 1 }, originalSteps: steps.count, replays: replays, check: description)
    }

    /// Replays the steps at `indices` (with `required` ones, for a failing step) in a fresh host; nil when a step
    /// could not be performed.
    private func run(_ indices: [Int], steps: [RecordedStep], recordTo: String? = nil) throws -> (ReplayReport, AutomationHost)? {
        replays += 1
        let entries = indices.sorted().enumerated().map { position, index in
            Recording.Entry.step(position + 1, steps[index], check: nil, delta: nil)
        }
        let replay = try Replayer(recording: replayer.recording, path: replayer.path, app: replayer.app,
                                  options: ReplayOptions(verify: false, force: true))
        let report = try replay.run(entries: entries, recordTo: recordTo, alignClock: false)
        guard let automation = replay.automation else { return nil }
        return (report, automation)
    }

    private func fails(_ indices: [Int], steps: [RecordedStep]) throws -> Bool {
        guard let (report, automation) = try run(indices, steps: steps) else { return false }
        if case .divergence = check, condition == nil {
            return report.divergence != nil
        }
        guard report.divergence == nil else { return false }
        return condition?(automation) ?? false
    }

    /// ddmin over gestures: the smallest subsequence (1-minimal in gestures) of `items` that, with `required`,
    /// still fails.
    private func ddmin(_ items: [Int], required: [Int]) throws -> [Int] {
        let steps = replayer.recording.steps
        let units = Self.gestures(items, steps: steps)
        let test: ([Int]) throws -> Bool = { [unowned self] chosen in
            let subset = chosen.flatMap { units[$0] }
            if required.isEmpty { return try fails(subset, steps: steps) }
            return try failsAtRequired(subset + required, steps: steps)
        }
        return try ddminUnits(Array(units.indices), test: test).flatMap { units[$0] }
    }

    /// Groups step indices into units: each touch gesture (first finger down to last finger up) is one unit, every
    /// other step a unit of its own.
    static func gestures(_ items: [Int], steps: [RecordedStep]) -> [[Int]] {
        var units: [[Int]] = []
        var open: [Int] = []
        var fingers: Set<Int> = []
        for index in items {
            switch steps[index].input {
            case .touches(let touches):
                open.append(index)
                for touch in touches {
                    switch touch.phase {
                    case .began: fingers.insert(touch.id)
                    case .ended, .cancelled: fingers.remove(touch.id)
                    default: break
                    }
                }
            case .cancelTouches:
                open.append(index)
                fingers = []
            default:
                if open.isEmpty { units.append([index]) } else { open.append(index) }
                continue
            }
            if fingers.isEmpty {
                units.append(open)
                open = []
            }
        }
        if !open.isEmpty { units.append(open) }
        return units
    }

    private func ddminUnits(_ items: [Int], test: ([Int]) throws -> Bool) throws -> [Int] {
        if try test([]) { return [] }
        var current = items
        var granularity = 2
        while current.count >= 2 {
            let chunks = Self.split(current, into: granularity)
            var reduced = false
            for chunk in chunks where try test(chunk) {
                current = chunk
                granularity = 2
                reduced = true
                break
            }
            if !reduced, chunks.count > 2 {
                for index in chunks.indices {
                    let complement = chunks.enumerated().filter { $0.offset != index }.flatMap(\.element)
                    if try test(complement) {
                        current = complement
                        granularity = max(granularity - 1, 2)
                        reduced = true
                        break
                    }
                }
            }
            if !reduced {
                guard granularity < current.count else { break }
                granularity = min(current.count, granularity * 2)
            }
        }
        if current.count == 1, try test([]) { return [] }
        return current
    }

    /// For a step that could not be performed: it still cannot be, after the kept steps.
    private func failsAtRequired(_ indices: [Int], steps: [RecordedStep]) throws -> Bool {
        guard let (report, _) = try run(indices, steps: steps) else { return false }
        return report.divergence?.step == indices.count
    }

    static func split(_ items: [Int], into parts: Int) -> [[Int]] {
        var chunks: [[Int]] = []
        var start = 0
        for part in 0..<parts {
            let end = start + (items.count - start) / (parts - part)
            if end > start { chunks.append(Array(items[start..<end])) }
            start = end
        }
        return chunks
    }
}
