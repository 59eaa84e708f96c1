import Foundation
import Testing
@testable import HeadlessUIKit

// MARK: - Home and return (docs/uikit-rules.md 1.4, 1.5)

@MainActor @Suite struct LifecycleHomeTests {
    // docs/uikit-rules.md 1.4: no appearance callbacks for view controllers
    @Test func pressHomeResignsActiveThenEntersBackgroundThenSuspendsWithNoViewControllerCallbacks() throws {
        let host = try LifecycleFixture.activeHost()

        let result = try host.pressHome()

        #expect(result.state == .suspended)
        #expect(host.callbacks.names(of: [.application, .viewController]) == [
            "applicationWillResignActive",
            "applicationDidEnterBackground",
        ])
    }

    // docs/uikit-rules.md 1.4: the root stays appeared and in its window while the app is away
    @Test func pressHomeLeavesTheRootAppearedAndTheWindowKey() throws {
        let delegate = LifecycleRecordingDelegate()
        let host = try LifecycleFixture.activeHost(delegate)

        try host.pressHome()

        #expect(delegate.rootViewController?.appearanceState == .appeared)
        #expect(host.keyWindow === delegate.window)
    }

    // docs/uikit-rules.md 1.5: no appearance callbacks for view controllers
    @Test func returnFromHomeEntersForegroundThenBecomesActiveWithNoViewControllerCallbacks() throws {
        let host = try LifecycleFixture.suspendedHost()

        let result = try host.activate()

        #expect(result.state == .active)
        #expect(host.callbacks.names(of: [.application, .viewController]) == [
            "applicationWillEnterForeground",
            "applicationDidBecomeActive",
        ])
    }

    // docs/uikit-rules.md 1.4, 1.5: the five-valued state seen in each callback of a round trip
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

// MARK: - Interruptions (docs/uikit-rules.md 1.6)

@MainActor @Suite struct LifecycleInterruptionTests {
    // docs/uikit-rules.md 1.6: call declined
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

    // docs/uikit-rules.md 1.6: call accepted
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

    // docs/uikit-rules.md 1.6: touches are not delivered while inactive, and the caller is told so
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

    // docs/uikit-rules.md 1.4, 1.6: a suspended app gets no touches either
    @Test func touchesWhileSuspendedAreRefused() throws {
        let host = try LifecycleFixture.suspendedHost()

        #expect(throws: HostError.notAcceptingInput(state: .suspended)) {
            try host.tap(at: CGPoint(x: 100, y: 100))
        }
        #expect(host.callbackLog.isEmpty)
    }

    // docs/uikit-rules.md 1.6: after a declined call touches are delivered again
    @Test func touchesAreDeliveredAgainOnceTheCallIsDeclined() throws {
        let delegate = LifecycleRecordingDelegate()
        let host = try LifecycleFixture.interruptedHost(delegate)
        let rootView = try #require(delegate.rootViewController?.view)
        try host.endInterruption(accept: false)

        let hit = try host.tap(at: CGPoint(x: 100, y: 100)).view

        #expect(hit === rootView)
        #expect(host.callbacks.names(for: rootView) == ["touchesBegan", "touchesEnded"])
    }

    // docs/uikit-rules.md 1.6: fingers on the screen when a call arrives are cancelled (before willResignActive, the
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

    // docs/uikit-rules.md 1.6: a cancelled finger is gone: ending it later is an unknown touch
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
