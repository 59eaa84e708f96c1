import Foundation
import Testing
@testable import HeadlessUIKit

// MARK: - Transitions (docs/uikit-rules.md 1.2)

/// One refused operation: how to reach the starting state, the operation, and the error it must throw.
struct LifecycleRefusal: CustomTestStringConvertible, Sendable {
    enum Start: String, Sendable { case notRunning, active, inactive, background, suspended }
    enum Operation: String, Sendable {
        case launch, backgroundLaunch, pressHome, activate, interrupt, endInterruptionDeclined
        case endInterruptionAccepted, terminate, purge, memoryWarning, openURL
    }

    let start: Start
    let operation: Operation
    let error: HostError

    var testDescription: String { "\(operation.rawValue) while \(start.rawValue)" }

    @MainActor func makeHost() throws -> HeadlessHost {
        switch start {
        case .notRunning: return HeadlessHost()
        case .active: return try LifecycleFixture.activeHost()
        case .inactive: return try LifecycleFixture.interruptedHost()
        case .background: return try LifecycleFixture.backgroundHost()
        case .suspended: return try LifecycleFixture.suspendedHost()
        }
    }

    @MainActor func perform(on host: HeadlessHost) throws(HostError) {
        switch operation {
        case .launch: try host.launch(delegate: LifecycleRecordingDelegate())
        case .backgroundLaunch: try host.launch(delegate: LifecycleRecordingDelegate(), options: .init(background: true))
        case .pressHome: try host.pressHome()
        case .activate: try host.activate()
        case .interrupt: try host.interrupt(.call)
        case .endInterruptionDeclined: try host.endInterruption(accept: false)
        case .endInterruptionAccepted: try host.endInterruption(accept: true)
        case .terminate: try host.terminate()
        case .purge: try host.purge()
        case .memoryWarning: try host.memoryWarning()
        case .openURL: _ = try host.openURL(URL(string: "myapp://x")!)
        }
    }
}

@MainActor @Suite struct LifecycleTransitionTests {
    nonisolated static let refusals: [LifecycleRefusal] = [
        // launch twice, or into a running app
        .init(start: .active, operation: .launch, error: .illegalTransition(operation: "launch", from: .active, to: .active)),
        .init(start: .suspended, operation: .launch, error: .illegalTransition(operation: "launch", from: .suspended, to: .active)),
        .init(start: .background, operation: .launch, error: .illegalTransition(operation: "launch", from: .background, to: .active)),
        .init(start: .inactive, operation: .launch, error: .illegalTransition(operation: "launch", from: .inactive, to: .active)),
        .init(start: .active, operation: .backgroundLaunch, error: .illegalTransition(operation: "launch", from: .active, to: .background)),
        .init(start: .suspended, operation: .backgroundLaunch, error: .illegalTransition(operation: "launch", from: .suspended, to: .background)),
        // Home only from the foreground
        .init(start: .notRunning, operation: .pressHome, error: .illegalTransition(operation: "pressHome", from: .notRunning, to: .background)),
        .init(start: .background, operation: .pressHome, error: .illegalTransition(operation: "pressHome", from: .background, to: .background)),
        .init(start: .suspended, operation: .pressHome, error: .illegalTransition(operation: "pressHome", from: .suspended, to: .background)),
        // activate only from inactive, background or suspended
        .init(start: .active, operation: .activate, error: .illegalTransition(operation: "activate", from: .active, to: .active)),
        .init(start: .notRunning, operation: .activate, error: .illegalTransition(operation: "activate", from: .notRunning, to: .active)),
        // interruptions only while active
        .init(start: .notRunning, operation: .interrupt, error: .illegalTransition(operation: "interrupt", from: .notRunning, to: .inactive)),
        .init(start: .inactive, operation: .interrupt, error: .illegalTransition(operation: "interrupt", from: .inactive, to: .inactive)),
        .init(start: .background, operation: .interrupt, error: .illegalTransition(operation: "interrupt", from: .background, to: .inactive)),
        .init(start: .suspended, operation: .interrupt, error: .illegalTransition(operation: "interrupt", from: .suspended, to: .inactive)),
        // terminate only a running app; purge only a suspended one
        .init(start: .notRunning, operation: .terminate, error: .illegalTransition(operation: "terminate", from: .notRunning, to: .notRunning)),
        .init(start: .active, operation: .purge, error: .illegalTransition(operation: "purge", from: .active, to: .notRunning)),
        .init(start: .inactive, operation: .purge, error: .illegalTransition(operation: "purge", from: .inactive, to: .notRunning)),
        .init(start: .background, operation: .purge, error: .illegalTransition(operation: "purge", from: .background, to: .notRunning)),
        .init(start: .notRunning, operation: .purge, error: .illegalTransition(operation: "purge", from: .notRunning, to: .notRunning)),
        // endInterruption has its own error (HostError.noInterruption) when no interruption is in progress
        .init(start: .active, operation: .endInterruptionDeclined, error: .noInterruption(state: .active)),
        .init(start: .active, operation: .endInterruptionAccepted, error: .noInterruption(state: .active)),
        .init(start: .suspended, operation: .endInterruptionDeclined, error: .noInterruption(state: .suspended)),
        .init(start: .notRunning, operation: .endInterruptionAccepted, error: .noInterruption(state: .notRunning)),
        // a suspended or not-running app runs no code
        .init(start: .suspended, operation: .memoryWarning, error: .notRunning(operation: "memoryWarning", state: .suspended)),
        .init(start: .notRunning, operation: .memoryWarning, error: .notRunning(operation: "memoryWarning", state: .notRunning)),
        .init(start: .notRunning, operation: .openURL, error: .notRunning(operation: "openURL", state: .notRunning)),
        // the runtime's documented choice: only a foreground app is asked to open a URL
        .init(start: .suspended, operation: .openURL, error: .notRunning(operation: "openURL", state: .suspended)),
    ]

    // docs/uikit-rules.md 1.2: anything else is refused with a clear error, and nothing changes
    @Test(arguments: refusals)
    func refusedOperationThrowsAndChangesNothing(_ refusal: LifecycleRefusal) throws {
        let host = try refusal.makeHost()
        let stateBefore = host.lifecycleState
        let logBefore = host.callbackLog
        let windowsBefore = host.windows.map(ObjectIdentifier.init)
        let interruptionBefore = host.application.interruption
        let problemsBefore = host.problems

        #expect(throws: refusal.error) { try refusal.perform(on: host) }

        #expect(host.lifecycleState == stateBefore)
        #expect(host.callbackLog == logBefore)
        #expect(host.problems == problemsBefore)
        #expect(host.windows.map(ObjectIdentifier.init) == windowsBefore)
        #expect(host.application.interruption == interruptionBefore)
    }

    // docs/uikit-rules.md 1.2: the table lists exactly the legal steps
    @Test func transitionTableAllowsExactlyTheDocumentedSteps() {
        let expected: Set<String> = [
            "notRunning→inactive", "notRunning→background", "inactive→active", "active→inactive",
            "inactive→background", "background→suspended", "background→inactive", "suspended→inactive",
            "suspended→notRunning", "active→notRunning", "inactive→notRunning", "background→notRunning",
        ]
        var allowed: Set<String> = []
        for from in LifecycleState.allCases {
            for to in LifecycleState.allCases where LifecycleTransitions.isAllowed(from, to) {
                allowed.insert("\(from.rawValue)→\(to.rawValue)")
            }
        }
        #expect(allowed == expected)
    }

    // docs/uikit-rules.md 1.2: each operation's path from each state it accepts is made of legal steps, and together
    // the paths use every legal step but two: suspension, which the runtime makes itself when no background task
    // runs, and active → notRunning, since terminating an active app passes through inactive (1.7)
    @Test func operationPathsAreMadeOfLegalStepsAndCoverEveryStep() {
        var illegal: [String] = []
        var used: Set<String> = []
        for (operation, byStart) in LifecycleTransitions.paths {
            for (start, path) in byStart {
                var current = start
                for next in path {
                    let step = "\(current.rawValue)→\(next.rawValue)"
                    if !LifecycleTransitions.isAllowed(current, next) { illegal.append("\(operation): \(step)") }
                    used.insert(step)
                    current = next
                }
            }
        }
        let allowed = Set(LifecycleTransitions.allowed.map { "\($0.from.rawValue)→\($0.to.rawValue)" })

        #expect(illegal.isEmpty)
        #expect(allowed.subtracting(used) == ["background→suspended", "active→notRunning"])
    }

    // docs/uikit-rules.md 1.1: the three-valued state UIKit shows for each of the five states
    @Test func applicationStateMapsTheFiveStatesOntoUIKitsThree() {
        let mapped = LifecycleState.allCases.map { "\($0.rawValue):\($0.applicationState.name)" }
        #expect(mapped == [
            "notRunning:background", "inactive:inactive", "active:active", "background:background",
            "suspended:background",
        ])
    }

    // docs/uikit-rules.md 1.2: active → inactive (interruption)
    @Test func interruptMovesActiveToInactive() throws {
        let host = try LifecycleFixture.activeHost()

        let result = try host.interrupt(.alert)

        #expect(result == .init(state: .inactive, callbacks: ["applicationWillResignActive"]))
        #expect(host.application.interruption == .alert)
        #expect(host.application.applicationState == .inactive)
    }

    // docs/uikit-rules.md 1.2: inactive → active
    @Test func activateMovesAnInterruptedAppBackToActive() throws {
        let host = try LifecycleFixture.interruptedHost()

        let result = try host.activate()

        #expect(result == .init(state: .active, callbacks: ["applicationDidBecomeActive"]))
        #expect(host.application.interruption == nil)
    }

    // docs/uikit-rules.md 1.2: inactive → background (Home while interrupted)
    @Test func pressHomeWhileInterruptedGoesStraightToTheBackground() throws {
        let host = try LifecycleFixture.interruptedHost()

        let result = try host.pressHome()

        #expect(result == .init(state: .suspended, callbacks: ["applicationDidEnterBackground"]))
        #expect(host.application.interruption == nil)
    }

    // docs/uikit-rules.md 1.2: background → inactive → active
    @Test func activateMovesABackgroundAppThroughInactiveToActive() throws {
        let delegate = LifecycleRecordingDelegate()
        let host = try LifecycleFixture.backgroundHost(delegate)
        #expect(host.lifecycleState == .background)

        let result = try host.activate()

        #expect(result == .init(state: .active, callbacks: ["applicationWillEnterForeground", "applicationDidBecomeActive"]))
        #expect(delegate.lifecycleStatesSeen == [.inactive, .active])
    }

    // docs/uikit-rules.md 1.2: suspended → inactive → active
    @Test func activateMovesASuspendedAppThroughInactiveToActive() throws {
        let delegate = LifecycleRecordingDelegate()
        let host = try LifecycleFixture.suspendedHost(delegate)

        let result = try host.activate()

        #expect(result == .init(state: .active, callbacks: ["applicationWillEnterForeground", "applicationDidBecomeActive"]))
        #expect(delegate.lifecycleStatesSeen == [.inactive, .active])
    }

    // docs/uikit-rules.md 1.2: background → suspended is silent
    @Test func backgroundToSuspendedMakesNoCallback() throws {
        let host = try LifecycleFixture.activeHost()
        let task = host.application.beginBackgroundTask(expirationHandler: nil)
        try host.pressHome()
        let stateWhileTheTaskRuns = host.lifecycleState
        host.clearCallbackLog()

        host.application.endBackgroundTask(task)

        #expect(stateWhileTheTaskRuns == .background)
        #expect(host.lifecycleState == .suspended)
        #expect(host.callbackLog.isEmpty)
    }
}
