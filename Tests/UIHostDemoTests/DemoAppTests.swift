import HeadlessUIKit
import Testing
import UIHostDemo

@Suite @MainActor struct DemoAppTests {
    func launchedDemo() throws -> (HeadlessHost, DemoAppDelegate) {
        let host = HeadlessHost(device: .iPhone8)
        let delegate = DemoAppDelegate()
        try host.launch(delegate: delegate)
        host.runUntilIdle()
        return (host, delegate)
    }

    @Test func launchesWithItsHomeScreenShowing() throws {
        let (host, delegate) = try launchedDemo()
        #expect(host.lifecycleState == .active)
        #expect(delegate.lifecycleLog == ["didFinishLaunching", "didBecomeActive"])
        // Not `#require(x as? T)`: Swift Testing 6.3's cast check crashes on it here.
        // The window's root is a navigation controller whose root is the home screen.
        let root = host.keyWindow?.rootViewController
        let navigation = try #require(root as? UINavigationController)
        let home = try #require(delegate.home)
        #expect(navigation.viewControllers.first === home)
        #expect(home.appearanceState == .appeared)
        #expect(home.view.viewWithTag(2)?.accessibilityIdentifier == "counter")
    }

    @Test func countsTapsThatEndInsideTheCounter() throws {
        let (host, _) = try launchedDemo()
        let counter = try #require(host.keyWindow?.viewWithTag(2))
        try host.tap(at: CGPoint(x: 95, y: 134))
        try host.tap(at: CGPoint(x: 95, y: 134))
        #expect(counter.accessibilityValue == "taps: 2")
    }

    @Test func toggleShowsItsStateOnTheStateView() throws {
        let (host, _) = try launchedDemo()
        try host.tap(at: CGPoint(x: 240, y: 106))
        #expect(host.keyWindow?.viewWithTag(4)?.accessibilityLabel == "On")
        try host.tap(at: CGPoint(x: 240, y: 106))
        #expect(host.keyWindow?.viewWithTag(4)?.accessibilityLabel == "Off")
    }

    @Test func dragViewFollowsTheFinger() throws {
        let (host, _) = try launchedDemo()
        let drag = try #require(host.keyWindow?.viewWithTag(5))
        try host.send([TouchInput(id: 1, phase: .began, x: 60, y: 244)])
        try host.send([TouchInput(id: 1, phase: .moved, x: 90, y: 254)])
        try host.send([TouchInput(id: 1, phase: .ended, x: 90, y: 254)])
        #expect(drag.center == CGPoint(x: 90, y: 254))
    }

    @Test func multiTouchViewCountsFingersAndForgetsCancelledOnes() throws {
        let (host, _) = try launchedDemo()
        let multi = try #require(host.keyWindow?.viewWithTag(11))
        try host.send([TouchInput(id: 1, phase: .began, x: 200, y: 350), TouchInput(id: 2, phase: .began, x: 300, y: 350)])
        #expect(multi.accessibilityValue == "fingers: 2")
        host.cancelAllTouches()
        #expect(multi.accessibilityValue == "fingers: 0")
    }

    @Test func bottomBarStaysAtTheBottomFullWidthInLandscape() throws {
        let (host, _) = try launchedDemo()
        host.rotate(to: .landscapeLeft)
        let bar = try #require(host.keyWindow?.viewWithTag(10))
        #expect(bar.frame == CGRect(x: 0, y: 375 - 49, width: 667, height: 49))
    }

    @Test func showsTheLastLifecycleCallback() throws {
        let (host, _) = try launchedDemo()
        try host.interrupt(.call)
        #expect(host.keyWindow?.viewWithTag(20)?.accessibilityLabel == "willResignActive")
    }
}
