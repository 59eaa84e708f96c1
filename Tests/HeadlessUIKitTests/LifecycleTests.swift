import Foundation
import Testing
@testable import HeadlessUIKit

// MARK: - Launch (UIKIT-BEHAVIOUR 1.3)

@MainActor @Suite struct LifecycleLaunchTests {
    // UIKIT-BEHAVIOUR 1.3: cold launch order, with the first layout pass between viewWillAppear and viewDidAppear
    @Test func coldLaunchFinishesLaunchingThenLoadsAndShowsTheRootThenBecomesActiveThenTheRootDidAppear() throws {
        let host = HeadlessHost()
        let delegate = LifecycleRecordingDelegate()

        try host.launch(delegate: delegate)

        #expect(host.callbacks.names(of: [.application, .viewController]) == [
            "application(_:willFinishLaunchingWithOptions:)",
            "application(_:didFinishLaunchingWithOptions:)",
            "loadView",
            "viewDidLoad",
            "viewWillAppear",
            "viewWillLayoutSubviews",
            "viewDidLayoutSubviews",
            "applicationDidBecomeActive",
            "viewDidAppear",
        ])
    }

    // UIKIT-BEHAVIOUR 1.3
    @Test func applicationStateIsInactiveInsideDidFinishLaunching() throws {
        let host = HeadlessHost()
        let delegate = LifecycleRecordingDelegate()

        try host.launch(delegate: delegate)

        #expect(delegate.applicationStatesSeen["application(_:didFinishLaunchingWithOptions:)"] == .inactive)
        #expect(delegate.applicationStatesSeen["applicationDidBecomeActive"] == .active)
    }

    // UIKIT-BEHAVIOUR 1.2, 1.3
    @Test func foregroundLaunchEndsActiveWithTheWindowKeyAndTheRootAppeared() throws {
        let host = HeadlessHost()
        let delegate = LifecycleRecordingDelegate()

        let result = try host.launch(delegate: delegate)

        #expect(result.state == .active)
        #expect(host.application.applicationState == .active)
        #expect(delegate.lifecycleStatesSeen == [.inactive, .inactive, .active])
        #expect(host.keyWindow === delegate.window)
        #expect(delegate.rootViewController?.appearanceState == .appeared)
        #expect(delegate.rootViewController?.view.superview === delegate.window)
    }

    // UIKIT-BEHAVIOUR 1.3: launch returns the delegate callbacks it caused
    @Test func launchResultListsTheDelegateCallbacksInOrder() throws {
        let host = HeadlessHost()

        let result = try host.launch(delegate: LifecycleRecordingDelegate())

        #expect(result == HeadlessHost.LifecycleResult(state: .active, callbacks: [
            "application(_:willFinishLaunchingWithOptions:)",
            "application(_:didFinishLaunchingWithOptions:)",
            "applicationDidBecomeActive",
        ]))
    }

    // UIKIT-BEHAVIOUR 1.2, 1.3: background launch never passes through inactive
    @Test func backgroundLaunchRunsDidFinishLaunchingInTheBackgroundAndNeverBecomesInactive() throws {
        let host = HeadlessHost()
        let delegate = LifecycleRecordingDelegate()

        try host.launch(delegate: delegate, options: .init(background: true))

        #expect(delegate.applicationStatesSeen["application(_:didFinishLaunchingWithOptions:)"] == .background)
        #expect(delegate.lifecycleStatesSeen == [.background, .background])
        #expect(!delegate.lifecycleStatesSeen.contains(.inactive))
    }

    // UIKIT-BEHAVIOUR 1.3: the window is loaded but not shown (it is laid out: layout runs after each event, 2.2)
    @Test func backgroundLaunchLoadsTheRootViewButDoesNotShowIt() throws {
        let host = HeadlessHost()
        let delegate = LifecycleRecordingDelegate()

        try host.launch(delegate: delegate, options: .init(background: true))

        #expect(host.callbacks.names(of: [.application, .viewController]) == [
            "application(_:willFinishLaunchingWithOptions:)",
            "application(_:didFinishLaunchingWithOptions:)",
            "loadView",
            "viewDidLoad",
            "viewWillLayoutSubviews",
            "viewDidLayoutSubviews",
        ])
        #expect(delegate.rootViewController?.appearanceState == .disappeared)
    }

    // UIKIT-BEHAVIOUR 1.2, 1.4: with no background task the app is suspended once didFinishLaunching returns
    @Test func backgroundLaunchWithoutBackgroundTaskEndsSuspended() throws {
        let host = HeadlessHost()

        let result = try host.launch(delegate: LifecycleRecordingDelegate(), options: .init(background: true))

        #expect(result.state == .suspended)
        #expect(host.application.applicationState == .background)
    }

    // UIKIT-BEHAVIOUR 1.3, 1.5: the window loaded in the background appears when the app comes to the foreground
    @Test func activatingABackgroundLaunchedAppShowsTheWindowBetweenWillEnterForegroundAndDidBecomeActive() throws {
        let host = HeadlessHost()
        let delegate = LifecycleRecordingDelegate()
        try host.launch(delegate: delegate, options: .init(background: true))
        host.clearCallbackLog()

        let result = try host.activate()

        #expect(result.state == .active)
        #expect(host.callbacks.names(of: [.application, .viewController]) == [
            "applicationWillEnterForeground",
            "viewWillAppear",
            "applicationDidBecomeActive",
            "viewDidAppear",
        ])
    }

    // UIKIT-BEHAVIOUR 1.3: launch with a URL
    @Test func launchWithURLOpensItBetweenDidFinishLaunchingAndDidBecomeActive() throws {
        let host = HeadlessHost()
        let delegate = LifecycleRecordingDelegate()
        let url = try #require(URL(string: "myapp://item/42"))

        let result = try host.launch(delegate: delegate, options: .init(url: url))

        #expect(result.callbacks == [
            "application(_:willFinishLaunchingWithOptions:)",
            "application(_:didFinishLaunchingWithOptions:)",
            "application(_:open:options:)",
            "applicationDidBecomeActive",
        ])
        #expect(delegate.openedURLs == [url])
        #expect(delegate.launchOptionsSeen?[.url] as? URL == url)
    }

    // UIKIT-BEHAVIOUR 1.3: the URL is opened only when didFinishLaunching returns true
    @Test func launchWithURLDoesNotOpenItWhenDidFinishLaunchingReturnsFalse() throws {
        let host = HeadlessHost()
        let delegate = LifecycleRecordingDelegate()
        delegate.didFinishLaunchingReturns = false
        let url = try #require(URL(string: "myapp://item/42"))

        let result = try host.launch(delegate: delegate, options: .init(url: url))

        #expect(result.callbacks == [
            "application(_:willFinishLaunchingWithOptions:)",
            "application(_:didFinishLaunchingWithOptions:)",
            "applicationDidBecomeActive",
        ])
        #expect(delegate.openedURLs.isEmpty)
    }

    // UIKIT-BEHAVIOUR 1.3: a running app asked to open a URL gets application(_:open:options:) only
    @Test func openURLWhileActiveCallsOpenAndReportsItHandled() throws {
        let delegate = LifecycleRecordingDelegate()
        let host = try LifecycleFixture.activeHost(delegate)
        let url = try #require(URL(string: "myapp://settings"))

        let opened = try host.openURL(url)

        #expect(opened.handled)
        #expect(opened.callbacks == ["application(_:open:options:)"])
        #expect(delegate.openedURLs == [url])
    }
}

// MARK: - Transitions (UIKIT-BEHAVIOUR 1.2)

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

    // UIKIT-BEHAVIOUR 1.2: anything else is refused with a clear error, and nothing changes
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

    // UIKIT-BEHAVIOUR 1.2: the table lists exactly the legal steps
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

    // UIKIT-BEHAVIOUR 1.2: each operation's path from each state it accepts is made of legal steps, and together
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

    // UIKIT-BEHAVIOUR 1.1: the three-valued state UIKit shows for each of the five states
    @Test func applicationStateMapsTheFiveStatesOntoUIKitsThree() {
        let mapped = LifecycleState.allCases.map { "\($0.rawValue):\($0.applicationState.name)" }
        #expect(mapped == [
            "notRunning:background", "inactive:inactive", "active:active", "background:background",
            "suspended:background",
        ])
    }

    // UIKIT-BEHAVIOUR 1.2: active → inactive (interruption)
    @Test func interruptMovesActiveToInactive() throws {
        let host = try LifecycleFixture.activeHost()

        let result = try host.interrupt(.alert)

        #expect(result == .init(state: .inactive, callbacks: ["applicationWillResignActive"]))
        #expect(host.application.interruption == .alert)
        #expect(host.application.applicationState == .inactive)
    }

    // UIKIT-BEHAVIOUR 1.2: inactive → active
    @Test func activateMovesAnInterruptedAppBackToActive() throws {
        let host = try LifecycleFixture.interruptedHost()

        let result = try host.activate()

        #expect(result == .init(state: .active, callbacks: ["applicationDidBecomeActive"]))
        #expect(host.application.interruption == nil)
    }

    // UIKIT-BEHAVIOUR 1.2: inactive → background (Home while interrupted)
    @Test func pressHomeWhileInterruptedGoesStraightToTheBackground() throws {
        let host = try LifecycleFixture.interruptedHost()

        let result = try host.pressHome()

        #expect(result == .init(state: .suspended, callbacks: ["applicationDidEnterBackground"]))
        #expect(host.application.interruption == nil)
    }

    // UIKIT-BEHAVIOUR 1.2: background → inactive → active
    @Test func activateMovesABackgroundAppThroughInactiveToActive() throws {
        let delegate = LifecycleRecordingDelegate()
        let host = try LifecycleFixture.backgroundHost(delegate)
        #expect(host.lifecycleState == .background)

        let result = try host.activate()

        #expect(result == .init(state: .active, callbacks: ["applicationWillEnterForeground", "applicationDidBecomeActive"]))
        #expect(delegate.lifecycleStatesSeen == [.inactive, .active])
    }

    // UIKIT-BEHAVIOUR 1.2: suspended → inactive → active
    @Test func activateMovesASuspendedAppThroughInactiveToActive() throws {
        let delegate = LifecycleRecordingDelegate()
        let host = try LifecycleFixture.suspendedHost(delegate)

        let result = try host.activate()

        #expect(result == .init(state: .active, callbacks: ["applicationWillEnterForeground", "applicationDidBecomeActive"]))
        #expect(delegate.lifecycleStatesSeen == [.inactive, .active])
    }

    // UIKIT-BEHAVIOUR 1.2: background → suspended is silent
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

// MARK: - Home and return (UIKIT-BEHAVIOUR 1.4, 1.5)

@MainActor @Suite struct LifecycleHomeTests {
    // UIKIT-BEHAVIOUR 1.4: no appearance callbacks for view controllers
    @Test func pressHomeResignsActiveThenEntersBackgroundThenSuspendsWithNoViewControllerCallbacks() throws {
        let host = try LifecycleFixture.activeHost()

        let result = try host.pressHome()

        #expect(result.state == .suspended)
        #expect(host.callbacks.names(of: [.application, .viewController]) == [
            "applicationWillResignActive",
            "applicationDidEnterBackground",
        ])
    }

    // UIKIT-BEHAVIOUR 1.4: the root stays appeared and in its window while the app is away
    @Test func pressHomeLeavesTheRootAppearedAndTheWindowKey() throws {
        let delegate = LifecycleRecordingDelegate()
        let host = try LifecycleFixture.activeHost(delegate)

        try host.pressHome()

        #expect(delegate.rootViewController?.appearanceState == .appeared)
        #expect(host.keyWindow === delegate.window)
    }

    // UIKIT-BEHAVIOUR 1.5: no appearance callbacks for view controllers
    @Test func returnFromHomeEntersForegroundThenBecomesActiveWithNoViewControllerCallbacks() throws {
        let host = try LifecycleFixture.suspendedHost()

        let result = try host.activate()

        #expect(result.state == .active)
        #expect(host.callbacks.names(of: [.application, .viewController]) == [
            "applicationWillEnterForeground",
            "applicationDidBecomeActive",
        ])
    }

    // UIKIT-BEHAVIOUR 1.4, 1.5: the five-valued state seen in each callback of a round trip
    @Test func homeAndReturnPassThroughInactiveBackgroundAndInactiveAgain() throws {
        let delegate = LifecycleRecordingDelegate()
        let host = try LifecycleFixture.activeHost(delegate)

        try host.pressHome()
        try host.activate()

        #expect(delegate.events == [
            "applicationWillResignActive", "applicationDidEnterBackground",
            "applicationWillEnterForeground", "applicationDidBecomeActive",
        ])
        #expect(delegate.lifecycleStatesSeen == [.inactive, .background, .inactive, .active])
    }
}

// MARK: - Interruptions (UIKIT-BEHAVIOUR 1.6)

@MainActor @Suite struct LifecycleInterruptionTests {
    // UIKIT-BEHAVIOUR 1.6: call declined
    @Test func declinedCallResignsActiveThenBecomesActiveAgain() throws {
        let host = try LifecycleFixture.activeHost()

        let interrupted = try host.interrupt(.call)
        let declined = try host.endInterruption(accept: false)

        #expect(interrupted == .init(state: .inactive, callbacks: ["applicationWillResignActive"]))
        #expect(declined == .init(state: .active, callbacks: ["applicationDidBecomeActive"]))
        #expect(host.callbacks.names(of: [.application, .viewController]) == [
            "applicationWillResignActive", "applicationDidBecomeActive",
        ])
        #expect(host.application.interruption == nil)
    }

    // UIKIT-BEHAVIOUR 1.6: call accepted
    @Test func acceptedCallResignsActiveThenEntersBackground() throws {
        let host = try LifecycleFixture.activeHost()

        try host.interrupt(.call)
        let accepted = try host.endInterruption(accept: true)

        #expect(accepted == .init(state: .suspended, callbacks: ["applicationDidEnterBackground"]))
        #expect(host.callbacks.names(of: [.application, .viewController]) == [
            "applicationWillResignActive", "applicationDidEnterBackground",
        ])
        #expect(host.application.interruption == nil)
    }

    // UIKIT-BEHAVIOUR 1.6: touches are not delivered while inactive, and the caller is told so
    @Test func touchesWhileInterruptedAreRefusedAndNoViewGetsThem() throws {
        let delegate = LifecycleRecordingDelegate()
        let host = try LifecycleFixture.interruptedHost(delegate)
        let rootView = try #require(delegate.rootViewController?.view)

        #expect(throws: HostError.notAcceptingInput(state: .inactive)) {
            try host.send([TouchInput(id: 1, phase: .began, x: 100, y: 100)])
        }
        #expect(throws: HostError.notAcceptingInput(state: .inactive)) {
            try host.tap(at: CGPoint(x: 100, y: 100))
        }

        #expect(host.callbacks.names(for: rootView).isEmpty)
        #expect(host.callbacks.names(of: [.responder]).isEmpty)
        #expect(host.activeTouches.isEmpty)
    }

    // UIKIT-BEHAVIOUR 1.4, 1.6: a suspended app gets no touches either
    @Test func touchesWhileSuspendedAreRefused() throws {
        let host = try LifecycleFixture.suspendedHost()

        #expect(throws: HostError.notAcceptingInput(state: .suspended)) {
            try host.tap(at: CGPoint(x: 100, y: 100))
        }
        #expect(host.callbackLog.isEmpty)
    }

    // UIKIT-BEHAVIOUR 1.6: after a declined call touches are delivered again
    @Test func touchesAreDeliveredAgainOnceTheCallIsDeclined() throws {
        let delegate = LifecycleRecordingDelegate()
        let host = try LifecycleFixture.interruptedHost(delegate)
        let rootView = try #require(delegate.rootViewController?.view)
        try host.endInterruption(accept: false)

        let hit = try host.tap(at: CGPoint(x: 100, y: 100))

        #expect(hit === rootView)
        #expect(host.callbacks.names(for: rootView) == ["touchesBegan", "touchesEnded"])
    }

    // UIKIT-BEHAVIOUR 1.6: fingers on the screen when a call arrives are cancelled (before willResignActive, the
    // runtime's documented order)
    @Test func fingersDownWhenACallArrivesGetTouchesCancelledBeforeWillResignActive() throws {
        let delegate = LifecycleRecordingDelegate()
        let host = try LifecycleFixture.activeHost(delegate)
        let rootView = try #require(delegate.rootViewController?.view)
        try host.send([TouchInput(id: 1, phase: .began, x: 50, y: 60)])

        try host.interrupt(.call)

        #expect(host.callbacks.names(of: [.application, .responder]) == [
            "touchesBegan", "touchesCancelled", "applicationWillResignActive",
        ])
        #expect(host.callbacks.names(for: rootView) == ["touchesBegan", "touchesCancelled"])
        #expect(host.activeTouches.isEmpty)
    }

    // UIKIT-BEHAVIOUR 1.6: a cancelled finger is gone: ending it later is an unknown touch
    @Test func aFingerCancelledByACallCannotBeEndedAfterTheCall() throws {
        let host = try LifecycleFixture.activeHost()
        try host.send([TouchInput(id: 1, phase: .began, x: 50, y: 60)])
        try host.interrupt(.call)
        try host.endInterruption(accept: false)

        #expect(throws: HostError.unknownTouch(id: 1, phase: .ended)) {
            try host.send([TouchInput(id: 1, phase: .ended, x: 50, y: 60)])
        }
    }
}

// MARK: - Termination (UIKIT-BEHAVIOUR 1.7)

@MainActor @Suite struct LifecycleTerminationTests {
    // UIKIT-BEHAVIOUR 1.7: willResignActive first when active
    @Test func terminateWhileActiveResignsActiveThenWillTerminate() throws {
        let host = try LifecycleFixture.activeHost()

        let result = try host.terminate()

        #expect(result == .init(state: .notRunning, callbacks: ["applicationWillResignActive", "applicationWillTerminate"]))
        #expect(host.callbacks.names(of: [.application, .viewController]) == [
            "applicationWillResignActive", "applicationWillTerminate",
        ])
    }

    // UIKIT-BEHAVIOUR 1.7
    @Test func terminateWhileInactiveCallsOnlyWillTerminate() throws {
        let host = try LifecycleFixture.interruptedHost()

        let result = try host.terminate()

        #expect(result == .init(state: .notRunning, callbacks: ["applicationWillTerminate"]))
    }

    // UIKIT-BEHAVIOUR 1.7
    @Test func terminateWhileInTheBackgroundCallsOnlyWillTerminate() throws {
        let host = try LifecycleFixture.backgroundHost()

        let result = try host.terminate()

        #expect(result == .init(state: .notRunning, callbacks: ["applicationWillTerminate"]))
    }

    // UIKIT-BEHAVIOUR 1.7: no callback at all while suspended
    @Test func terminateWhileSuspendedMakesNoCallbackAtAll() throws {
        let delegate = LifecycleRecordingDelegate()
        let host = try LifecycleFixture.suspendedHost(delegate)

        let result = try host.terminate()

        #expect(result == .init(state: .notRunning, callbacks: []))
        #expect(host.callbackLog.isEmpty)
        #expect(delegate.events.isEmpty)
    }

    // UIKIT-BEHAVIOUR 1.2, 1.7: purge ends a suspended app with no callback
    @Test func purgeEndsASuspendedAppWithNoCallback() throws {
        let delegate = LifecycleRecordingDelegate()
        let host = try LifecycleFixture.suspendedHost(delegate)

        let result = try host.purge()

        #expect(result == .init(state: .notRunning, callbacks: []))
        #expect(host.callbackLog.isEmpty)
        #expect(delegate.events.isEmpty)
    }

    // UIKIT-BEHAVIOUR 1.7: the process is gone: no windows, delegate or pending work remain
    @Test func terminatedAppKeepsNoWindowsDelegateOrPendingWork() throws {
        let host = try LifecycleFixture.activeHost()
        host.runLoop.perform(after: 5) {}
        HostTimer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }

        try host.terminate()

        #expect(host.windows.isEmpty)
        #expect(host.keyWindow == nil)
        #expect(host.application.delegate == nil)
        #expect(host.pendingWork.isEmpty)
    }

    // UIKIT-BEHAVIOUR 1.2, 1.7: a terminated app can be launched again
    @Test func terminatedAppCanBeLaunchedAgain() throws {
        let host = try LifecycleFixture.activeHost()
        try host.terminate()
        host.clearCallbackLog()

        let result = try host.launch(delegate: LifecycleRecordingDelegate())

        #expect(result.state == .active)
        #expect(result.callbacks == [
            "application(_:willFinishLaunchingWithOptions:)",
            "application(_:didFinishLaunchingWithOptions:)",
            "applicationDidBecomeActive",
        ])
    }
}

// MARK: - Background time (UIKIT-BEHAVIOUR 1.8)

@MainActor @Suite struct LifecycleBackgroundTimeTests {
    // UIKIT-BEHAVIOUR 1.4, 1.8: a background task keeps the app in the background
    @Test func backgroundTaskBegunInDidEnterBackgroundKeepsTheAppInTheBackground() throws {
        let delegate = LifecycleRecordingDelegate()
        delegate.onDidEnterBackground = { _ = $0.beginBackgroundTask(withName: "upload", expirationHandler: nil) }
        let host = try LifecycleFixture.activeHost(delegate)

        let result = try host.pressHome()
        host.advance(by: 10)

        #expect(result.state == .background)
        #expect(host.lifecycleState == .background)
    }

    // UIKIT-BEHAVIOUR 1.8: ending the last task suspends the app, silently
    @Test func endingTheLastBackgroundTaskSuspendsTheApp() throws {
        let delegate = LifecycleRecordingDelegate()
        var tasks: [UIApplication.BackgroundTaskIdentifier] = []
        delegate.onDidEnterBackground = { application in
            tasks.append(application.beginBackgroundTask(withName: "a", expirationHandler: nil))
            tasks.append(application.beginBackgroundTask(withName: "b", expirationHandler: nil))
        }
        let host = try LifecycleFixture.activeHost(delegate)
        try host.pressHome()
        host.clearCallbackLog()

        host.application.endBackgroundTask(tasks[0])
        let stateWithOneTaskLeft = host.lifecycleState
        host.application.endBackgroundTask(tasks[1])

        #expect(stateWithOneTaskLeft == .background)
        #expect(host.lifecycleState == .suspended)
        #expect(host.callbackLog.isEmpty)
    }

    // UIKIT-BEHAVIOUR 1.4, 1.9: a task begun and ended inside didEnterBackground suspends the app only after the
    // callback and its notification
    @Test func taskEndedInsideDidEnterBackgroundSuspendsOnlyAfterTheNotification() throws {
        let delegate = LifecycleRecordingDelegate()
        let host = try LifecycleFixture.activeHost(delegate)
        var statesSeen: [LifecycleState] = []
        delegate.onDidEnterBackground = { application in
            let task = application.beginBackgroundTask(withName: "quick save", expirationHandler: nil)
            application.endBackgroundTask(task)
            statesSeen.append(application.lifecycleState)
        }
        let recorder = LifecycleNotificationRecorder(application: host.application) { name in
            if name == "didEnterBackgroundNotification" { statesSeen.append(host.lifecycleState) }
        }
        defer { recorder.stop() }

        let result = try host.pressHome()

        #expect(statesSeen == [.background, .background])
        #expect(result.state == .suspended)
    }

    // UIKIT-BEHAVIOUR 1.3, 1.8: the same holds for a task ended inside didFinishLaunching of a background launch
    @Test func taskEndedInsideABackgroundLaunchSuspendsOnlyAfterDidFinishLaunching() throws {
        let host = HeadlessHost()
        let delegate = LifecycleRecordingDelegate()
        var statesSeen: [LifecycleState] = []
        delegate.onDidFinishLaunching = { application in
            let task = application.beginBackgroundTask(withName: "fetch", expirationHandler: nil)
            application.endBackgroundTask(task)
            statesSeen.append(application.lifecycleState)
        }

        let result = try host.launch(delegate: delegate, options: .init(background: true))

        #expect(statesSeen == [.background])
        #expect(result.state == .suspended)
    }

    // UIKIT-BEHAVIOUR 1.8: expiry runs the handler, then suspends, after HostLimits.backgroundTaskAllowance
    @Test func expiryRunsTheHandlerAtTheAllowanceThenSuspends() throws {
        let delegate = LifecycleRecordingDelegate()
        let host = try LifecycleFixture.activeHost(delegate)
        let allowance = host.limits.backgroundTaskAllowance
        let entry = host.clock.now
        var expiries: [(time: TimeInterval, state: LifecycleState)] = []
        delegate.onDidEnterBackground = { application in
            _ = application.beginBackgroundTask(withName: "sync") {
                expiries.append((host.clock.now, application.lifecycleState))
            }
        }
        try host.pressHome()

        host.advance(by: allowance - 0.5)
        let stateBeforeExpiry = host.lifecycleState
        host.advance(by: 1)

        #expect(stateBeforeExpiry == .background)
        #expect(expiries.map(\.time) == [entry + allowance])
        #expect(expiries.map(\.state) == [.background])
        #expect(host.lifecycleState == .suspended)
    }

    // UIKIT-BEHAVIOUR 1.8: every task still running at expiry gets its handler, in the order begun
    @Test func expiryRunsEveryRemainingHandlerInOrder() throws {
        let delegate = LifecycleRecordingDelegate()
        let host = try LifecycleFixture.activeHost(delegate)
        delegate.onDidEnterBackground = { application in
            _ = application.beginBackgroundTask(withName: "first") { delegate.events.append("first expired") }
            _ = application.beginBackgroundTask(withName: "second") { delegate.events.append("second expired") }
        }
        try host.pressHome()
        delegate.events.removeAll()

        host.advance(by: host.limits.backgroundTaskAllowance)

        #expect(delegate.events == ["first expired", "second expired"])
        #expect(host.lifecycleState == .suspended)
    }

    // UIKIT-BEHAVIOUR 1.8: a handler that ends its task, as apps should, also leaves the app suspended
    @Test func expiryHandlerThatEndsItsTaskLeavesTheAppSuspended() throws {
        let delegate = LifecycleRecordingDelegate()
        let host = try LifecycleFixture.activeHost(delegate)
        var handlerRuns = 0
        delegate.onDidEnterBackground = { application in
            var task = UIApplication.BackgroundTaskIdentifier.invalid
            task = application.beginBackgroundTask {
                handlerRuns += 1
                application.endBackgroundTask(task)
            }
        }
        try host.pressHome()

        host.advance(by: host.limits.backgroundTaskAllowance + 1)

        #expect(handlerRuns == 1)
        #expect(host.lifecycleState == .suspended)
    }

    // UIKIT-BEHAVIOUR 1.8: the allowance is a host limit
    @Test func expiryFollowsAChangedAllowance() throws {
        let delegate = LifecycleRecordingDelegate()
        let host = try LifecycleFixture.activeHost(delegate)
        host.limits.backgroundTaskAllowance = 3
        delegate.onDidEnterBackground = { _ = $0.beginBackgroundTask(expirationHandler: nil) }
        try host.pressHome()

        host.advance(by: 2.9)
        let stateBefore = host.lifecycleState
        host.advance(by: 0.1)

        #expect(stateBefore == .background)
        #expect(host.lifecycleState == .suspended)
    }

    // UIKIT-BEHAVIOUR 1.8: time left in the background counts down from the allowance
    @Test func backgroundTimeRemainingCountsDownFromTheAllowance() throws {
        let delegate = LifecycleRecordingDelegate()
        delegate.onDidEnterBackground = { _ = $0.beginBackgroundTask(expirationHandler: nil) }
        let host = try LifecycleFixture.activeHost(delegate)
        let inForeground = host.application.backgroundTimeRemaining

        try host.pressHome()
        let atEntry = host.application.backgroundTimeRemaining
        host.advance(by: 12)
        let later = host.application.backgroundTimeRemaining

        #expect(inForeground == .greatestFiniteMagnitude)
        #expect(atEntry == host.limits.backgroundTaskAllowance)
        #expect(later == host.limits.backgroundTaskAllowance - 12)
    }

    // UIKIT-BEHAVIOUR 1.8: a task begun in the foreground carries the app into the background
    @Test func backgroundTaskBegunWhileActiveKeepsTheAppInTheBackgroundAfterHome() throws {
        let host = try LifecycleFixture.activeHost()
        let task = host.application.beginBackgroundTask(withName: "save", expirationHandler: nil)

        try host.pressHome()

        #expect(task != .invalid)
        #expect(host.lifecycleState == .background)
    }

    // UIKIT-BEHAVIOUR 1.8: a suspended app cannot begin a background task
    @Test func beginBackgroundTaskWhileSuspendedReturnsInvalid() throws {
        let host = try LifecycleFixture.suspendedHost()

        let task = host.application.beginBackgroundTask(expirationHandler: nil)

        #expect(task == .invalid)
        #expect(host.lifecycleState == .suspended)
    }

    // UIKIT-BEHAVIOUR 1.8: returning to the foreground cancels the pending expiry
    @Test func returningToTheForegroundCancelsExpiry() throws {
        let delegate = LifecycleRecordingDelegate()
        var expired = false
        delegate.onDidEnterBackground = { _ = $0.beginBackgroundTask { expired = true } }
        let host = try LifecycleFixture.activeHost(delegate)
        try host.pressHome()

        try host.activate()
        host.advance(by: host.limits.backgroundTaskAllowance * 2)

        #expect(!expired)
        #expect(host.lifecycleState == .active)
    }

    // UIKIT-BEHAVIOUR 1.8: the 5 s watchdog on applicationDidEnterBackground
    @Test func didEnterBackgroundRunningLongerThanTheLimitGetsTheAppKilled() throws {
        let delegate = LifecycleRecordingDelegate()
        let host = try LifecycleFixture.activeHost(delegate)
        delegate.onDidEnterBackground = { _ in MainRunLoop.current.run(for: 6) }
        var posted: [String] = []
        let recorder = LifecycleNotificationRecorder(application: host.application) { posted.append($0) }
        defer { recorder.stop() }

        let result = try host.pressHome()

        #expect(result.state == .notRunning)
        #expect(delegate.events == ["applicationWillResignActive", "applicationDidEnterBackground"])
        #expect(posted == ["willResignActiveNotification"])
        #expect(host.problems.count == 1)
        #expect(host.problems.first?.contains("watchdog") == true)
        #expect(host.windows.isEmpty)
    }

    // UIKIT-BEHAVIOUR 1.8: within the limit the app is not killed
    @Test func didEnterBackgroundWithinTheLimitIsNotKilled() throws {
        let delegate = LifecycleRecordingDelegate()
        let host = try LifecycleFixture.activeHost(delegate)
        delegate.onDidEnterBackground = { _ in MainRunLoop.current.run(for: 5) }

        let result = try host.pressHome()

        #expect(result.state == .suspended)
        #expect(host.problems.isEmpty)
    }

    // UIKIT-BEHAVIOUR 1.8: the 5 s watchdog on applicationWillTerminate
    @Test func willTerminateRunningLongerThanTheLimitIsReported() throws {
        let delegate = LifecycleRecordingDelegate()
        let host = try LifecycleFixture.activeHost(delegate)
        delegate.onWillTerminate = { _ in MainRunLoop.current.run(for: 6) }
        var posted: [String] = []
        let recorder = LifecycleNotificationRecorder(application: host.application) { posted.append($0) }
        defer { recorder.stop() }

        let result = try host.terminate()

        #expect(result.state == .notRunning)
        #expect(posted == ["willResignActiveNotification"])
        #expect(host.problems.count == 1)
        #expect(host.problems.first?.contains("applicationWillTerminate") == true)
    }
}

// MARK: - Notifications (UIKIT-BEHAVIOUR 1.9)

@MainActor @Suite struct LifecycleNotificationTests {
    private func recorded(_ host: HeadlessHost, _ delegate: LifecycleRecordingDelegate) -> LifecycleNotificationRecorder {
        LifecycleNotificationRecorder(application: host.application) { delegate.events.append($0) }
    }

    // UIKIT-BEHAVIOUR 1.9: launch
    @Test func launchPostsEachNotificationRightAfterItsDelegateMethod() throws {
        let host = HeadlessHost()
        let delegate = LifecycleRecordingDelegate()
        let recorder = recorded(host, delegate)
        defer { recorder.stop() }

        try host.launch(delegate: delegate)

        #expect(delegate.events == [
            "application(_:willFinishLaunchingWithOptions:)",
            "application(_:didFinishLaunchingWithOptions:)", "didFinishLaunchingNotification",
            "applicationDidBecomeActive", "didBecomeActiveNotification",
        ])
    }

    // UIKIT-BEHAVIOUR 1.9: background launch
    @Test func backgroundLaunchPostsDidFinishLaunchingRightAfterTheDelegateMethod() throws {
        let host = HeadlessHost()
        let delegate = LifecycleRecordingDelegate()
        let recorder = recorded(host, delegate)
        defer { recorder.stop() }

        try host.launch(delegate: delegate, options: .init(background: true))

        #expect(delegate.events == [
            "application(_:willFinishLaunchingWithOptions:)",
            "application(_:didFinishLaunchingWithOptions:)", "didFinishLaunchingNotification",
        ])
    }

    // UIKIT-BEHAVIOUR 1.9: Home and return
    @Test func homeAndReturnPostEachNotificationRightAfterItsDelegateMethod() throws {
        let delegate = LifecycleRecordingDelegate()
        let host = try LifecycleFixture.activeHost(delegate)
        let recorder = recorded(host, delegate)
        defer { recorder.stop() }

        try host.pressHome()
        try host.activate()

        #expect(delegate.events == [
            "applicationWillResignActive", "willResignActiveNotification",
            "applicationDidEnterBackground", "didEnterBackgroundNotification",
            "applicationWillEnterForeground", "willEnterForegroundNotification",
            "applicationDidBecomeActive", "didBecomeActiveNotification",
        ])
    }

    // UIKIT-BEHAVIOUR 1.9: termination
    @Test func terminatePostsEachNotificationRightAfterItsDelegateMethod() throws {
        let delegate = LifecycleRecordingDelegate()
        let host = try LifecycleFixture.activeHost(delegate)
        let recorder = recorded(host, delegate)
        defer { recorder.stop() }

        try host.terminate()

        #expect(delegate.events == [
            "applicationWillResignActive", "willResignActiveNotification",
            "applicationWillTerminate", "willTerminateNotification",
        ])
    }

    // UIKIT-BEHAVIOUR 1.9: memory warning
    @Test func memoryWarningPostsItsNotificationRightAfterTheDelegateMethod() throws {
        let delegate = LifecycleRecordingDelegate()
        let host = try LifecycleFixture.activeHost(delegate)
        let recorder = recorded(host, delegate)
        defer { recorder.stop() }

        try host.memoryWarning()

        #expect(delegate.events == ["applicationDidReceiveMemoryWarning", "didReceiveMemoryWarningNotification"])
    }

    // UIKIT-BEHAVIOUR 1.9: the notifications carry the application as their object
    @Test func notificationsOfAnotherHostsApplicationAreNotSeen() throws {
        let delegate = LifecycleRecordingDelegate()
        let host = try LifecycleFixture.activeHost(delegate)
        let recorder = recorded(host, delegate)
        defer { recorder.stop() }

        let other = HeadlessHost()
        try other.launch(delegate: LifecycleRecordingDelegate())

        #expect(delegate.events.isEmpty)
    }
}

// MARK: - Memory warnings (UIKIT-BEHAVIOUR 1.10)

@MainActor @Suite struct LifecycleMemoryWarningTests {
    // UIKIT-BEHAVIOUR 1.10: delegate, notification, then every live view controller
    @Test func memoryWarningReachesTheDelegateThenItsNotificationThenEveryLiveViewController() throws {
        let host = HeadlessHost()
        let delegate = LifecycleRecordingDelegate()
        let record: (String) -> Void = { delegate.events.append($0) }
        delegate.rootViewController = LifecycleRecordingViewController(label: "root", onEvent: record)
        try host.launch(delegate: delegate)
        let offscreen = LifecycleRecordingViewController(label: "offscreen", onEvent: record)
        let recorder = LifecycleNotificationRecorder(application: host.application) { delegate.events.append($0) }
        defer { recorder.stop() }
        delegate.events.removeAll()
        host.clearCallbackLog()

        let result = try host.memoryWarning()

        #expect(result.callbacks == ["applicationDidReceiveMemoryWarning"])
        #expect(delegate.events == [
            "applicationDidReceiveMemoryWarning", "didReceiveMemoryWarningNotification",
            "root.didReceiveMemoryWarning", "offscreen.didReceiveMemoryWarning",
        ])
        #expect(host.callbacks.names(of: [.application, .viewController]) == [
            "applicationDidReceiveMemoryWarning", "didReceiveMemoryWarning", "didReceiveMemoryWarning",
        ])
        #expect(host.callbacks.names(for: offscreen) == ["didReceiveMemoryWarning"])
    }

    // UIKIT-BEHAVIOUR 1.10: nothing is unloaded by default
    @Test func memoryWarningUnloadsNothing() throws {
        let delegate = LifecycleRecordingDelegate()
        let host = try LifecycleFixture.activeHost(delegate)
        let root = try #require(delegate.rootViewController)
        let rootView = root.view

        try host.memoryWarning()

        #expect(root.isViewLoaded)
        #expect(root.view === rootView)
        #expect(root.appearanceState == .appeared)
        #expect(host.callbacks.names(for: root) == ["didReceiveMemoryWarning"])
    }

    // UIKIT-BEHAVIOUR 1.10: a background app (running a task) also gets memory warnings
    @Test func memoryWarningReachesABackgroundApp() throws {
        let delegate = LifecycleRecordingDelegate()
        let host = try LifecycleFixture.backgroundHost(delegate)

        let result = try host.memoryWarning()

        #expect(result == .init(state: .background, callbacks: ["applicationDidReceiveMemoryWarning"]))
        #expect(delegate.events == ["applicationDidReceiveMemoryWarning"])
    }
}

// MARK: - Rotation while away (UIKIT-BEHAVIOUR 1.11)

@MainActor @Suite struct LifecycleRotationWhileSuspendedTests {
    // UIKIT-BEHAVIOUR 1.11, 9.1: rotations while suspended arrive once, as the final orientation, on resume
    @Test func rotationsWhileSuspendedAreDeliveredOnceAsTheFinalOrientationOnResume() throws {
        let delegate = LifecycleRecordingDelegate()
        let root = LifecycleRecordingViewController(label: "root")
        delegate.rootViewController = root
        let host = try LifecycleFixture.suspendedHost(delegate)
        var deviceNotifications = 0
        let token = NotificationCenter.default.addObserver(forName: UIDevice.orientationDidChangeNotification,
                                                           object: nil, queue: nil) { _ in
            MainActor.assumeIsolated { deviceNotifications += 1 }
        }
        defer { NotificationCenter.default.removeObserver(token) }

        let first = host.rotate(to: .landscapeLeft)
        let second = host.rotate(to: .portrait)
        let third = host.rotate(to: .landscapeRight)
        let whileSuspended = (root.transitionSizes, deviceNotifications, host.interfaceOrientation)
        try host.activate()

        #expect([first.rotated, second.rotated, third.rotated] == [false, false, false])
        #expect(whileSuspended.0.isEmpty)
        #expect(whileSuspended.1 == 0)
        #expect(whileSuspended.2 == .portrait)
        #expect(root.transitionSizes == [CGSize(width: 667, height: 375)])
        #expect(deviceNotifications == 1)
        #expect(host.deviceOrientation == .landscapeRight)
        #expect(host.interfaceOrientation == .landscapeLeft)
        #expect(host.screen.bounds.size == CGSize(width: 667, height: 375))
        #expect(host.callbacks.names(of: [.application]) == [
            "applicationWillEnterForeground", "applicationDidBecomeActive",
        ])
        #expect(host.callbacks.names(for: root).filter { !lifecycleLayoutCallbacks.contains($0) }
            == ["viewWillTransition(to:with:)"])
    }

    // UIKIT-BEHAVIOUR 1.11: turning away and back while suspended leaves nothing to deliver
    @Test func rotationsWhileSuspendedThatEndWhereTheyStartedDoNotRotateOnResume() throws {
        let delegate = LifecycleRecordingDelegate()
        let root = LifecycleRecordingViewController(label: "root")
        delegate.rootViewController = root
        let host = try LifecycleFixture.suspendedHost(delegate)

        host.rotate(to: .landscapeLeft)
        host.rotate(to: .portrait)
        try host.activate()

        #expect(root.transitionSizes.isEmpty)
        #expect(host.interfaceOrientation == .portrait)
        #expect(host.screen.bounds.size == CGSize(width: 375, height: 667))
    }

    // UIKIT-BEHAVIOUR 1.11, 9.3: an active app rotates at once
    @Test func rotationWhileActiveIsDeliveredAtOnce() throws {
        let delegate = LifecycleRecordingDelegate()
        let root = LifecycleRecordingViewController(label: "root")
        delegate.rootViewController = root
        let host = try LifecycleFixture.activeHost(delegate)

        let result = host.rotate(to: .landscapeLeft)

        #expect(result.rotated)
        #expect(result.interface == .landscapeRight)
        #expect(root.transitionSizes == [CGSize(width: 667, height: 375)])
    }
}
