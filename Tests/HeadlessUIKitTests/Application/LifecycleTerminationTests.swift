import Foundation
import Testing
@testable import HeadlessUIKit

// MARK: - Termination (docs/uikit-rules.md 1.7)

@MainActor @Suite struct LifecycleTerminationTests {
    // docs/uikit-rules.md 1.7: willResignActive first when active
    @Test func terminateWhileActiveResignsActiveThenWillTerminate() throws {
        let host = try LifecycleFixture.activeHost()

        let result = try host.terminate()

        #expect(result == .init(state: .notRunning, callbacks: ["applicationWillResignActive", "applicationWillTerminate"]))
        #expect(host.callbacks.names(of: [.application, .viewController]) == [
            "applicationWillResignActive", "applicationWillTerminate",
        ])
    }

    // docs/uikit-rules.md 1.7
    @Test func terminateWhileInactiveCallsOnlyWillTerminate() throws {
        let host = try LifecycleFixture.interruptedHost()

        let result = try host.terminate()

        #expect(result == .init(state: .notRunning, callbacks: ["applicationWillTerminate"]))
    }

    // docs/uikit-rules.md 1.7
    @Test func terminateWhileInTheBackgroundCallsOnlyWillTerminate() throws {
        let host = try LifecycleFixture.backgroundHost()

        let result = try host.terminate()

        #expect(result == .init(state: .notRunning, callbacks: ["applicationWillTerminate"]))
    }

    // docs/uikit-rules.md 1.7: no callback at all while suspended
    @Test func terminateWhileSuspendedMakesNoCallbackAtAll() throws {
        let delegate = LifecycleRecordingDelegate()
        let host = try LifecycleFixture.suspendedHost(delegate)

        let result = try host.terminate()

        #expect(result == .init(state: .notRunning, callbacks: []))
        #expect(host.callbackLog.isEmpty)
        #expect(delegate.events.isEmpty)
    }

    // docs/uikit-rules.md 1.2, 1.7: purge ends a suspended app with no callback
    @Test func purgeEndsASuspendedAppWithNoCallback() throws {
        let delegate = LifecycleRecordingDelegate()
        let host = try LifecycleFixture.suspendedHost(delegate)

        let result = try host.purge()

        #expect(result == .init(state: .notRunning, callbacks: []))
        #expect(host.callbackLog.isEmpty)
        #expect(delegate.events.isEmpty)
    }

    // docs/uikit-rules.md 1.7: the process is gone: no windows, delegate or pending work remain
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

    // docs/uikit-rules.md 1.2, 1.7: a terminated app can be launched again
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
