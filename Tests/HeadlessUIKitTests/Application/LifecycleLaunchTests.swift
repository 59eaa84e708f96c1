import Foundation
import Testing
@testable import HeadlessUIKit

// MARK: - Launch (docs/uikit-rules.md 1.3)

@MainActor @Suite struct LifecycleLaunchTests {
    // docs/uikit-rules.md 1.3: cold launch order, with the first layout pass between viewWillAppear and viewDidAppear
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
            "viewSafeAreaInsetsDidChange",  // the status bar covers the root view's top
            "viewWillLayoutSubviews",
            "viewDidLayoutSubviews",
            "applicationDidBecomeActive",
            "viewDidAppear",
        ])
    }

    // docs/uikit-rules.md 1.3
    @Test func applicationStateIsInactiveInsideDidFinishLaunching() throws {
        let host = HeadlessHost()
        let delegate = LifecycleRecordingDelegate()

        try host.launch(delegate: delegate)

        #expect(delegate.applicationStatesSeen["application(_:didFinishLaunchingWithOptions:)"] == .inactive)
        #expect(delegate.applicationStatesSeen["applicationDidBecomeActive"] == .active)
    }

    // docs/uikit-rules.md 1.2, 1.3
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

    // docs/uikit-rules.md 1.3: launch returns the delegate callbacks it caused
    @Test func launchResultListsTheDelegateCallbacksInOrder() throws {
        let host = HeadlessHost()

        let result = try host.launch(delegate: LifecycleRecordingDelegate())

        #expect(result == HeadlessHost.LifecycleResult(state: .active, callbacks: [
            "application(_:willFinishLaunchingWithOptions:)",
            "application(_:didFinishLaunchingWithOptions:)",
            "applicationDidBecomeActive",
        ]))
    }

    // docs/uikit-rules.md 1.2, 1.3: background launch never passes through inactive
    @Test func backgroundLaunchRunsDidFinishLaunchingInTheBackgroundAndNeverBecomesInactive() throws {
        let host = HeadlessHost()
        let delegate = LifecycleRecordingDelegate()

        try host.launch(delegate: delegate, options: .init(background: true))

        #expect(delegate.applicationStatesSeen["application(_:didFinishLaunchingWithOptions:)"] == .background)
        #expect(delegate.lifecycleStatesSeen == [.background, .background])
        #expect(!delegate.lifecycleStatesSeen.contains(.inactive))
    }

    // docs/uikit-rules.md 1.3: the window is loaded but not shown (it is laid out: layout runs after each event, 2.2)
    @Test func backgroundLaunchLoadsTheRootViewButDoesNotShowIt() throws {
        let host = HeadlessHost()
        let delegate = LifecycleRecordingDelegate()

        try host.launch(delegate: delegate, options: .init(background: true))

        #expect(host.callbacks.names(of: [.application, .viewController]) == [
            "application(_:willFinishLaunchingWithOptions:)",
            "application(_:didFinishLaunchingWithOptions:)",
            "loadView",
            "viewDidLoad",
            "viewSafeAreaInsetsDidChange",
            "viewWillLayoutSubviews",
            "viewDidLayoutSubviews",
        ])
        #expect(delegate.rootViewController?.appearanceState == .disappeared)
    }

    // docs/uikit-rules.md 1.2, 1.4: with no background task the app is suspended once didFinishLaunching returns
    @Test func backgroundLaunchWithoutBackgroundTaskEndsSuspended() throws {
        let host = HeadlessHost()

        let result = try host.launch(delegate: LifecycleRecordingDelegate(), options: .init(background: true))

        #expect(result.state == .suspended)
        #expect(host.application.applicationState == .background)
    }

    // docs/uikit-rules.md 1.3, 1.5: the window loaded in the background appears when the app comes to the foreground
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

    // docs/uikit-rules.md 1.3: launch with a URL
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

    // docs/uikit-rules.md 1.3: the URL is opened only when didFinishLaunching returns true
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

    // docs/uikit-rules.md 1.3: a running app asked to open a URL gets application(_:open:options:) only
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
