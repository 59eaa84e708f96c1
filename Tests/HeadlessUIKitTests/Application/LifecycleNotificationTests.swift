import Foundation
import Testing
@testable import HeadlessUIKit

// MARK: - Notifications (docs/uikit-rules.md 1.9)

@MainActor @Suite struct LifecycleNotificationTests {
    private func recorded(_ host: HeadlessHost, _ delegate: LifecycleRecordingDelegate) -> LifecycleNotificationRecorder {
        LifecycleNotificationRecorder(application: host.application) { delegate.events.append($0) }
    }

    // docs/uikit-rules.md 1.9: launch
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

    // docs/uikit-rules.md 1.9: background launch
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

    // docs/uikit-rules.md 1.9: Home and return
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

    // docs/uikit-rules.md 1.9: termination
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

    // docs/uikit-rules.md 1.9: memory warning
    @Test func memoryWarningPostsItsNotificationRightAfterTheDelegateMethod() throws {
        let delegate = LifecycleRecordingDelegate()
        let host = try LifecycleFixture.activeHost(delegate)
        let recorder = recorded(host, delegate)
        defer { recorder.stop() }

        try host.memoryWarning()

        #expect(delegate.events == ["applicationDidReceiveMemoryWarning", "didReceiveMemoryWarningNotification"])
    }

    // docs/uikit-rules.md 1.9: the notifications carry the application as their object
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

// MARK: - Memory warnings (docs/uikit-rules.md 1.10)

@MainActor @Suite struct LifecycleMemoryWarningTests {
    // docs/uikit-rules.md 1.10: delegate, notification, then every live view controller
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

    // docs/uikit-rules.md 1.10: nothing is unloaded by default
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

    // docs/uikit-rules.md 1.10: a background app (running a task) also gets memory warnings
    @Test func memoryWarningReachesABackgroundApp() throws {
        let delegate = LifecycleRecordingDelegate()
        let host = try LifecycleFixture.backgroundHost(delegate)

        let result = try host.memoryWarning()

        #expect(result == .init(state: .background, callbacks: ["applicationDidReceiveMemoryWarning"]))
        #expect(delegate.events == ["applicationDidReceiveMemoryWarning"])
    }
}

// MARK: - Rotation while away (docs/uikit-rules.md 1.11)

@MainActor @Suite struct LifecycleRotationWhileSuspendedTests {
    // docs/uikit-rules.md 1.11, 9.1: rotations while suspended arrive once, as the final orientation, on resume
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
        // docs/uikit-rules.md 9.3: the legacy callbacks come with it; didRotate(from:) waits for the transition's end.
        // docs/uikit-rules.md 14.4: the iPhone's status bar hides in landscape, so the safe area changes as the view
        // is laid out at its new size.
        #expect(host.callbacks.names(for: root).filter { !lifecycleLayoutCallbacks.contains($0) }
            == ["willTransition(to:with:)", "viewWillTransition(to:with:)", "willRotate(to:duration:)",
                "traitCollectionDidChange", "viewSafeAreaInsetsDidChange",
                "willAnimateRotation(to:duration:)"])
    }

    // docs/uikit-rules.md 1.11: turning away and back while suspended leaves nothing to deliver
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

    // docs/uikit-rules.md 1.11, 9.3: an active app rotates at once
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
