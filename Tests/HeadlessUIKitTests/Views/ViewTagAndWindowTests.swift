import Foundation
import Testing
@testable import HeadlessUIKit

@Suite @MainActor struct ViewTagTests {
    // docs/uikit-rules.md 4.5
    @Test func tagDefaultsToZero() {
        _ = HeadlessHost()

        #expect(UIView().tag == 0)
    }

    // docs/uikit-rules.md 4.5
    @Test func viewWithTagReturnsTheReceiverFirst() {
        _ = HeadlessHost()
        let root = UIView()
        let child = UIView()
        root.addSubview(child)
        root.tag = 5
        child.tag = 5

        #expect(root.viewWithTag(5) === root)
    }

    // docs/uikit-rules.md 4.5: depth-first, so a match deep in the first subview beats a later shallow one.
    @Test func viewWithTagSearchesDepthFirstInSubviewOrder() {
        _ = HeadlessHost()
        let root = UIView()
        let first = UIView(), second = UIView()
        let deepInFirst = UIView()
        root.addSubview(first)
        root.addSubview(second)
        first.addSubview(deepInFirst)
        deepInFirst.tag = 7
        second.tag = 7

        #expect(root.viewWithTag(7) === deepInFirst)
        #expect(second.viewWithTag(7) === second)
    }

    // docs/uikit-rules.md 4.5: among siblings, the first in subview order.
    @Test func viewWithTagReturnsTheFirstMatchingSibling() {
        _ = HeadlessHost()
        let root = UIView()
        let a = UIView(), b = UIView()
        root.addSubview(a)
        root.addSubview(b)
        a.tag = 3
        b.tag = 3

        #expect(root.viewWithTag(3) === a)
    }

    // docs/uikit-rules.md 4.5
    @Test func viewWithTagReturnsNilWhenNothingMatches() {
        _ = HeadlessHost()
        let root = UIView()
        root.addSubview(UIView())

        #expect(root.viewWithTag(42) == nil)
    }
}

/// Windows and screens (docs/uikit-rules.md 3.1-3.3).
@Suite @MainActor struct ViewWindowTests {
    // docs/uikit-rules.md 3.1
    @Test func windowIsCreatedHidden() {
        _ = HeadlessHost()

        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))

        #expect(window.isHidden)
        #expect(!window.isKeyWindow)
        #expect(window.window === window)
    }

    // docs/uikit-rules.md 3.1
    @Test func makeKeyAndVisibleShowsTheWindowAndMakesItKey() throws {
        let app = try ViewTestApp()
        let window = UIWindow(frame: UIScreen.main.bounds)

        window.makeKeyAndVisible()

        #expect(!window.isHidden)
        #expect(window.isKeyWindow)
        #expect(app.host.keyWindow === window)
    }

    // docs/uikit-rules.md 3.1: one key window at a time.
    @Test func makingAnotherWindowKeyTakesKeyFromTheFirst() throws {
        let app = try ViewTestApp()
        let first = app.window
        let second = UIWindow(frame: UIScreen.main.bounds)

        second.makeKeyAndVisible()
        let afterSecond = [first.isKeyWindow, second.isKeyWindow]
        first.makeKey()
        let afterFirst = [first.isKeyWindow, second.isKeyWindow]

        #expect(afterSecond == [false, true])
        #expect(afterFirst == [true, false])
        #expect(!second.isHidden)
    }

    // docs/uikit-rules.md 3.1: the launched app's window fills the screen and holds the root controller's view.
    @Test func launchedWindowFillsTheScreenWithTheRootView() throws {
        let app = try ViewTestApp()

        #expect(app.window.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(app.window.subviews == [app.rootView])
        #expect(app.rootView.frame == app.window.bounds)
    }

    // docs/uikit-rules.md 3.1: setting rootViewController installs the view sized to the window.
    @Test func rootViewControllerViewIsInstalledSizedToTheWindow() throws {
        _ = try ViewTestApp()
        let window = UIWindow(frame: CGRect(x: 10, y: 20, width: 200, height: 300))
        let controller = UIViewController()

        window.rootViewController = controller
        window.makeKeyAndVisible()

        #expect(controller.view.superview === window)
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 200, height: 300))
    }

    // docs/uikit-rules.md 3.1: replacing the root controller swaps the views.
    @Test func replacingTheRootViewControllerRemovesTheOldView() throws {
        let app = try ViewTestApp()
        let old = app.rootViewController
        let replacement = UIViewController()

        app.window.rootViewController = replacement

        #expect(old.view.superview == nil)
        #expect(app.window.subviews == [replacement.view])
        #expect(replacement.view.frame == app.window.bounds)
    }

    // docs/uikit-rules.md 3.2: the seeds' device.
    @Test func iPhone3GSScreenIs320By480AtScale1() {
        let host = HeadlessHost(device: .iPhone3GS)

        #expect(host.screen.bounds == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(host.screen.scale == 1)
        #expect(UIScreen.main === host.screen)
    }

    // docs/uikit-rules.md 3.2: the default device.
    @Test func iPhone8ScreenIs375By667AtScale2() {
        let host = HeadlessHost()

        #expect(host.device == .iPhone8)
        #expect(host.screen.bounds == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(host.screen.scale == 2)
        #expect(host.screen.nativeBounds == CGRect(x: 0, y: 0, width: 750, height: 1334))
    }

    // docs/uikit-rules.md 3.2
    @Test func iPadScreenIs768By1024AtScale2() {
        let host = HeadlessHost(device: .iPad)

        #expect(host.screen.bounds == CGRect(x: 0, y: 0, width: 768, height: 1024))
        #expect(host.screen.scale == 2)
    }

    // docs/uikit-rules.md 3.2: a launched app's window takes the device's screen size.
    @Test func launchedWindowTakesTheDeviceScreenSize() throws {
        let app = try ViewTestApp(device: .iPhone3GS)

        #expect(app.window.bounds == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(app.rootView.bounds == CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    // docs/uikit-rules.md 3.3, 9.1: device landscapeLeft is interface landscapeRight; the bounds swap.
    @Test func rotatingToLandscapeSwapsScreenAndWindowBoundsAndResizesTheRootView() throws {
        let app = try ViewTestApp()

        let result = app.host.rotate(to: .landscapeLeft)

        #expect(result.rotated)
        #expect(result.interface == .landscapeRight)
        #expect(app.host.interfaceOrientation == .landscapeRight)
        #expect(app.host.screen.bounds == CGRect(x: 0, y: 0, width: 667, height: 375))
        #expect(app.window.bounds == CGRect(x: 0, y: 0, width: 667, height: 375))
        #expect(app.rootView.frame == CGRect(x: 0, y: 0, width: 667, height: 375))
    }

    // docs/uikit-rules.md 3.3: after rotating, touches use the landscape window's points.
    @Test func touchesAfterRotationUseLandscapePoints() throws {
        let app = try ViewTestApp()
        app.host.rotate(to: .landscapeLeft)
        let target = app.show(UIView(frame: CGRect(x: 500, y: 300, width: 100, height: 50)))

        let hit = try app.tap(550, 320)

        #expect(hit === target)
    }
}
