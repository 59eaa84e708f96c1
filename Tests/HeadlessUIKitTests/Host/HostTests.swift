import Foundation
import Testing
@testable import HeadlessUIKit

/// An `@main`-style delegate: launched by `static main()`, it terminates itself shortly after launch.
/// `main()` makes the delegate itself, so what it saw is kept in a static list.
@MainActor
final class LifecycleSelfTerminatingAppDelegate: UIResponder, UIApplicationDelegate {
    static var events: [String] = []
    var window: UIWindow?

    override init() {
        super.init()
    }

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Self.events.append("didFinishLaunching on a \(HeadlessHost.current?.clock.mode.rawValue ?? "missing") clock")
        MainRunLoop.current.perform(after: 0.05) {
            Self.events.append("terminating")
            _ = try? HeadlessHost.current?.terminate()
        }
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) { Self.events.append("applicationDidBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { Self.events.append("applicationWillResignActive") }
    func applicationWillTerminate(_ application: UIApplication) { Self.events.append("applicationWillTerminate") }
}

// MARK: - Hosts share no state

@MainActor @Suite struct HostIsolationTests {
    // UIKit's singletons answer for the host in use; a second host starts from nothing
    @Test func twoHostsOneAfterAnotherHaveTheirOwnApplicationScreenAndWindows() throws {
        let first = HeadlessHost()
        let firstDelegate = LifecycleRecordingDelegate()
        try first.launch(delegate: firstDelegate)
        let firstApplication = UIApplication.shared
        let firstScreen = UIScreen.main
        let firstDevice = UIDevice.current
        let firstWindow = try #require(firstDelegate.window)
        first.rotate(to: .landscapeLeft)
        try first.terminate()

        let second = HeadlessHost(device: .iPad)
        let stateBeforeLaunch = (second.lifecycleState, second.windows.count, second.callbackLog.count,
                                 second.interfaceOrientation)
        let secondDelegate = LifecycleRecordingDelegate()
        try second.launch(delegate: secondDelegate)

        #expect(firstApplication === first.application)
        #expect(firstScreen === first.screen)
        #expect(stateBeforeLaunch == (.notRunning, 0, 0, .portrait))
        #expect(UIApplication.shared === second.application)
        #expect(UIApplication.shared !== firstApplication)
        #expect(UIScreen.main === second.screen)
        #expect(UIScreen.main !== firstScreen)
        #expect(UIScreen.main.bounds.size == CGSize(width: 768, height: 1024))
        #expect(UIDevice.current !== firstDevice)
        #expect(UIDevice.current.userInterfaceIdiom == .pad)
        #expect(UIDevice.current.orientation == .portrait)
        #expect(second.windows.count == 1)
        #expect(second.windows.first !== firstWindow)
        #expect(second.keyWindow === secondDelegate.window)
        #expect(second.callbacks.names(of: [.application]) == [
            "application(_:willFinishLaunchingWithOptions:)",
            "application(_:didFinishLaunchingWithOptions:)",
            "applicationDidBecomeActive",
        ])
        #expect(first.lifecycleState == .notRunning)
    }

    // a host that was terminated and dropped leaves nothing alive behind
    @Test func aTerminatedHostIsFreedOnceTheNextHostIsInUse() throws {
        weak var oldApplication: UIApplication?
        weak var oldWindow: UIWindow?
        weak var oldRoot: UIViewController?
        weak var oldDelegate: LifecycleRecordingDelegate?
        do {
            let host = HeadlessHost()
            let delegate = LifecycleRecordingDelegate()
            try host.launch(delegate: delegate)
            host.runLoop.perform(after: 1) { _ = delegate }
            try host.tap(at: CGPoint(x: 10, y: 10))
            oldApplication = host.application
            oldWindow = delegate.window
            oldRoot = delegate.rootViewController
            oldDelegate = delegate
            try host.terminate()
        }

        let next = HeadlessHost()

        #expect(oldApplication == nil)
        #expect(oldWindow == nil)
        #expect(oldRoot == nil)
        #expect(oldDelegate == nil)
        #expect(UIApplication.shared === next.application)
    }

    // a host dropped while its app still runs is freed as well
    @Test func aRunningHostThatIsDroppedIsFreedOnceTheNextHostIsInUse() throws {
        weak var oldApplication: UIApplication?
        weak var oldWindow: UIWindow?
        weak var oldDelegate: LifecycleRecordingDelegate?
        do {
            let host = HeadlessHost()
            let delegate = LifecycleRecordingDelegate()
            try host.launch(delegate: delegate)
            oldApplication = host.application
            oldWindow = delegate.window
            oldDelegate = delegate
        }

        let next = HeadlessHost()

        #expect(oldApplication == nil)
        #expect(oldWindow == nil)
        #expect(oldDelegate == nil)
        #expect(UIApplication.shared === next.application)
    }

    // every host call makes its host the current one, so hosts can be interleaved
    @Test func interleavedHostsEachAnswerForThemselvesWhenUsed() throws {
        let first = HeadlessHost()
        try first.launch(delegate: LifecycleRecordingDelegate())
        let second = HeadlessHost()
        try second.launch(delegate: LifecycleRecordingDelegate())

        first.advance(by: 0)
        let afterFirst = (UIApplication.shared === first.application, HeadlessHost.current === first,
                          MainRunLoop.current === first.runLoop)
        second.runUntilIdle()
        let afterSecond = (UIApplication.shared === second.application, HeadlessHost.current === second,
                           MainRunLoop.current === second.runLoop)

        #expect(afterFirst == (true, true, true))
        #expect(afterSecond == (true, true, true))
    }

    // each host has its own clock
    @Test func hostsHaveIndependentClocks() {
        let first = HeadlessHost()
        first.advance(by: 7)

        let second = HeadlessHost()

        #expect(first.clock.now == 7)
        #expect(second.clock.now == 0)
    }
}

// MARK: - @main

@MainActor @Suite struct HostMainTests {
    // UIApplicationDelegate.main(): launch on the wall clock, run the loop, return once the app terminates
    // The limit only catches a hang: it counts from when the test is scheduled, so on a loaded 2-core machine a
    // main-actor test can wait minutes for its turn before it starts (the whole suite took 157 s under load).
    @Test(.timeLimit(.minutes(10)))
    func staticMainOfADelegateThatTerminatesItselfReturns() {
        LifecycleSelfTerminatingAppDelegate.events.removeAll()

        LifecycleSelfTerminatingAppDelegate.main()

        #expect(LifecycleSelfTerminatingAppDelegate.events == [
            "didFinishLaunching on a real clock",
            "applicationDidBecomeActive",
            "terminating",
            "applicationWillResignActive",
            "applicationWillTerminate",
        ])
    }
}

// MARK: - The callback log

@MainActor @Suite struct HostCallbackLogTests {
    // names(of:) keeps the order of the whole log, restricted to some kinds
    @Test func namesOfKindsKeepsTheLogOrderForThoseKindsOnly() throws {
        let delegate = LifecycleRecordingDelegate()
        let host = try LifecycleFixture.activeHost(delegate)
        let rootView = try #require(delegate.rootViewController?.view)

        try host.tap(at: CGPoint(x: 20, y: 20))
        try host.pressHome()

        #expect(host.callbacks.names(of: [.responder]) == ["touchesBegan", "touchesEnded"])
        #expect(host.callbacks.names(of: [.application]) == [
            "applicationWillResignActive", "applicationDidEnterBackground",
        ])
        #expect(host.callbacks.names(of: [.application, .responder]) == [
            "touchesBegan", "touchesEnded", "applicationWillResignActive", "applicationDidEnterBackground",
        ])
        #expect(host.callbacks.names(for: rootView) == ["touchesBegan", "touchesEnded"])
        #expect(host.callbackLog == host.callbacks.names)
    }

    // names(for:) lists the callbacks one object received
    @Test func namesForAnObjectListsOnlyItsCallbacks() throws {
        let host = HeadlessHost()
        let delegate = LifecycleRecordingDelegate()

        try host.launch(delegate: delegate)

        let root = try #require(delegate.rootViewController)
        #expect(host.callbacks.names(for: delegate) == [
            "application(_:willFinishLaunchingWithOptions:)",
            "application(_:didFinishLaunchingWithOptions:)",
            "applicationDidBecomeActive",
        ])
        #expect(host.callbacks.names(for: root) == [
            "loadView", "viewDidLoad", "viewWillAppear", "viewSafeAreaInsetsDidChange", "viewWillLayoutSubviews",
            "viewDidLayoutSubviews", "viewDidAppear",
        ])
    }

    // records keep kind, receiver and class
    @Test func recordsKeepKindReceiverAndClass() throws {
        let host = try LifecycleFixture.activeHost()

        try host.memoryWarning()

        let records = host.callbacks.records
        #expect(records.map(\.kind) == [.application, .viewController])
        #expect(records.map(\.receiverClass) == ["LifecycleRecordingDelegate", "UIViewController"])
        #expect(records.first?.receiver === host.application.delegate)
    }

    // view records name their view without referencing it (no weak side table on every view of the app)
    @Test func viewRecordsNameTheirViewWithoutReferencingIt() throws {
        let host = try LifecycleFixture.activeHost()
        host.clearCallbackLog()
        let parent = UIView(), child = UIView()

        parent.addSubview(child)

        let records = host.callbacks.records.filter { $0.kind == .view }
        #expect(records.map(\.name) == ["willMove(toSuperview:)", "didMoveToSuperview", "didAddSubview"])
        #expect(records.map { $0.isReceiver(child) } == [true, true, false])
        #expect(records.map(\.receiverClass) == ["UIView", "UIView", "UIView"])
        #expect(records.allSatisfy { $0.receiver == nil })
    }

    // clear() and clearCallbackLog() empty the log; later callbacks are recorded again
    @Test func clearingTheLogForgetsEarlierCallbacksOnly() throws {
        let host = try LifecycleFixture.activeHost()
        try host.interrupt(.call)

        host.callbacks.clear()
        let afterClear = host.callbackLog
        try host.endInterruption(accept: false)
        let afterNextCallback = host.callbackLog
        host.clearCallbackLog()

        #expect(afterClear.isEmpty)
        #expect(afterNextCallback == ["applicationDidBecomeActive"])
        #expect(host.callbackLog.isEmpty)
        #expect(host.callbacks.records.isEmpty)
    }

    // logging can be switched off
    @Test func disabledLogRecordsNothing() throws {
        let host = try LifecycleFixture.activeHost()
        host.callbacks.isEnabled = false

        let result = try host.pressHome()

        #expect(host.callbackLog.isEmpty)
        #expect(result.callbacks.isEmpty)
        #expect(result.state == .suspended)
    }

    // a life-cycle result lists the delegate's callbacks only, not those of controllers or views
    @Test func lifecycleResultListsOnlyApplicationCallbacks() throws {
        let host = try LifecycleFixture.activeHost()

        let result = try host.memoryWarning()

        #expect(result.callbacks == ["applicationDidReceiveMemoryWarning"])
        #expect(host.callbackLog == ["applicationDidReceiveMemoryWarning", "didReceiveMemoryWarning"])
    }
}
