import Foundation
import Testing
@testable import HeadlessUIKit

// MARK: - Background time (docs/uikit-rules.md 1.8)

@MainActor @Suite struct LifecycleBackgroundTimeTests {
    // docs/uikit-rules.md 1.4, 1.8: a background task keeps the app in the background
    @Test func backgroundTaskBegunInDidEnterBackgroundKeepsTheAppInTheBackground() throws {
        let delegate = LifecycleRecordingDelegate()
        delegate.onDidEnterBackground = { _ = $0.beginBackgroundTask(withName: "upload", expirationHandler: nil) }
        let host = try LifecycleFixture.activeHost(delegate)

        let result = try host.pressHome()
        host.advance(by: 10)

        #expect(result.state == .background)
        #expect(host.lifecycleState == .background)
    }

    // docs/uikit-rules.md 1.8: ending the last task suspends the app, silently
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

    // docs/uikit-rules.md 1.4, 1.9: a task begun and ended inside didEnterBackground suspends the app only after the
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

    // docs/uikit-rules.md 1.3, 1.8: the same holds for a task ended inside didFinishLaunching of a background launch
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

    // docs/uikit-rules.md 1.8: expiry runs the handler, then suspends, after HostLimits.backgroundTaskAllowance
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

    // docs/uikit-rules.md 1.8: every task still running at expiry gets its handler, in the order begun
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

    // docs/uikit-rules.md 1.8: a handler that ends its task, as apps should, also leaves the app suspended
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

    // docs/uikit-rules.md 1.8: the allowance is a host limit
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

    // docs/uikit-rules.md 1.8: time left in the background counts down from the allowance
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

    // docs/uikit-rules.md 1.8: a task begun in the foreground carries the app into the background
    @Test func backgroundTaskBegunWhileActiveKeepsTheAppInTheBackgroundAfterHome() throws {
        let host = try LifecycleFixture.activeHost()
        let task = host.application.beginBackgroundTask(withName: "save", expirationHandler: nil)

        try host.pressHome()

        #expect(task != .invalid)
        #expect(host.lifecycleState == .background)
    }

    // docs/uikit-rules.md 1.8: a suspended app cannot begin a background task
    @Test func beginBackgroundTaskWhileSuspendedReturnsInvalid() throws {
        let host = try LifecycleFixture.suspendedHost()

        let task = host.application.beginBackgroundTask(expirationHandler: nil)

        #expect(task == .invalid)
        #expect(host.lifecycleState == .suspended)
    }

    // docs/uikit-rules.md 1.8: returning to the foreground cancels the pending expiry
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

    // docs/uikit-rules.md 1.8: the 5 s watchdog on applicationDidEnterBackground
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

    // docs/uikit-rules.md 1.8: within the limit the app is not killed
    @Test func didEnterBackgroundWithinTheLimitIsNotKilled() throws {
        let delegate = LifecycleRecordingDelegate()
        let host = try LifecycleFixture.activeHost(delegate)
        delegate.onDidEnterBackground = { _ in MainRunLoop.current.run(for: 5) }

        let result = try host.pressHome()

        #expect(result.state == .suspended)
        #expect(host.problems.isEmpty)
    }

    // docs/uikit-rules.md 1.8: the 5 s watchdog on applicationWillTerminate
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
