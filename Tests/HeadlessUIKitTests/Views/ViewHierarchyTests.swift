import Foundation
import Testing
@testable import HeadlessUIKit

/// The hierarchy API (docs/uikit-rules.md 4.4).
@Suite @MainActor struct ViewHierarchyTests {
    private func parentWithThreeSubviews() -> (parent: UIView, a: UIView, b: UIView, c: UIView) {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView(), b = UIView(), c = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.addSubview(c)
        return (parent, a, b, c)
    }

    // docs/uikit-rules.md 4.4
    @Test func addSubviewAppendsOnTopAndSetsTheSuperview() {
        _ = HeadlessHost()

        let (parent, a, b, c) = parentWithThreeSubviews()

        #expect(parent.subviews == [a, b, c])
        #expect(a.superview === parent && b.superview === parent && c.superview === parent)
    }

    // docs/uikit-rules.md 4.4
    @Test func insertSubviewAtIndexPutsItThere() {
        _ = HeadlessHost()
        let (parent, a, b, c) = parentWithThreeSubviews()
        let x = UIView()

        parent.insertSubview(x, at: 1)

        #expect(parent.subviews == [a, x, b, c])
        #expect(x.superview === parent)
    }

    // docs/uikit-rules.md 4.4
    @Test func insertSubviewAboveSiblingPutsItJustAbove() {
        _ = HeadlessHost()
        let (parent, a, b, c) = parentWithThreeSubviews()
        let x = UIView()

        parent.insertSubview(x, aboveSubview: a)

        #expect(parent.subviews == [a, x, b, c])
    }

    // docs/uikit-rules.md 4.4
    @Test func insertSubviewBelowSiblingPutsItJustBelow() {
        _ = HeadlessHost()
        let (parent, a, b, c) = parentWithThreeSubviews()
        let x = UIView()

        parent.insertSubview(x, belowSubview: c)

        #expect(parent.subviews == [a, b, x, c])
    }

    // docs/uikit-rules.md 4.4: an existing subview moves within its parent.
    @Test func insertingAnExistingSubviewAboveOrBelowReordersIt() {
        _ = HeadlessHost()
        let (parent, a, b, c) = parentWithThreeSubviews()

        parent.insertSubview(a, aboveSubview: b)
        let afterAbove = parent.subviews
        parent.insertSubview(c, belowSubview: b)
        let afterBelow = parent.subviews

        #expect(afterAbove == [b, a, c])
        #expect(afterBelow == [c, b, a])
    }

    // docs/uikit-rules.md 4.4
    @Test func bringSubviewToFrontMovesItLast() {
        _ = HeadlessHost()
        let (parent, a, b, c) = parentWithThreeSubviews()

        parent.bringSubviewToFront(a)

        #expect(parent.subviews == [b, c, a])
    }

    // docs/uikit-rules.md 4.4
    @Test func sendSubviewToBackMovesItFirst() {
        _ = HeadlessHost()
        let (parent, a, b, c) = parentWithThreeSubviews()

        parent.sendSubviewToBack(c)

        #expect(parent.subviews == [c, a, b])
    }

    // docs/uikit-rules.md 4.4
    @Test func exchangeSubviewSwapsTwoIndexes() {
        _ = HeadlessHost()
        let (parent, a, b, c) = parentWithThreeSubviews()

        parent.exchangeSubview(at: 0, withSubviewAt: 2)

        #expect(parent.subviews == [c, b, a])
    }

    // Documented runtime choice: an index out of range is a reported no-op.
    @Test func exchangeSubviewOutOfRangeIsReportedAndChangesNothing() {
        let host = HeadlessHost()
        let (parent, a, b, c) = parentWithThreeSubviews()

        parent.exchangeSubview(at: 0, withSubviewAt: 3)

        #expect(parent.subviews == [a, b, c])
        #expect(host.problems.count == 1)
    }

    // docs/uikit-rules.md 4.4
    @Test func removeFromSuperviewDetachesTheView() {
        _ = HeadlessHost()
        let (parent, a, b, c) = parentWithThreeSubviews()

        b.removeFromSuperview()

        #expect(parent.subviews == [a, c])
        #expect(b.superview == nil)
    }

    // docs/uikit-rules.md 4.4
    @Test func isDescendantIsTrueForItselfAndItsAncestorsOnly() {
        _ = HeadlessHost()
        let (parent, a, b, _) = parentWithThreeSubviews()
        let grandchild = UIView()
        a.addSubview(grandchild)

        #expect(grandchild.isDescendant(of: grandchild))
        #expect(grandchild.isDescendant(of: a))
        #expect(grandchild.isDescendant(of: parent))
        #expect(!grandchild.isDescendant(of: b))
        #expect(!parent.isDescendant(of: grandchild))
    }

    // docs/uikit-rules.md 4.4: adding a view that has another superview first removes it there.
    @Test func addingAViewThatHasAnotherSuperviewMovesIt() {
        _ = HeadlessHost()
        let (oldParent, a, b, c) = parentWithThreeSubviews()
        let newParent = UIView()

        newParent.addSubview(b)

        #expect(oldParent.subviews == [a, c])
        #expect(newParent.subviews == [b])
        #expect(b.superview === newParent)
    }

    // docs/uikit-rules.md 4.4: UIKit throws; the runtime reports it and leaves the tree alone.
    @Test func addingAnAncestorIntoItsOwnSubtreeIsReportedAndChangesNothing() throws {
        let app = try ViewTestApp()
        let recorder = EventRecorder()
        let parent = ViewRecordingView("parent", recorder: recorder)
        let child = ViewRecordingView("child", recorder: recorder)
        let grandchild = ViewRecordingView("grandchild", recorder: recorder)
        app.rootView.addSubview(parent)
        parent.addSubview(child)
        child.addSubview(grandchild)
        recorder.clear()

        grandchild.addSubview(parent)

        #expect(parent.superview === app.rootView)
        #expect(parent.subviews == [child])
        #expect(child.subviews == [grandchild])
        #expect(grandchild.subviews == [])
        #expect(recorder.events == [])
        #expect(app.host.problems.count == 1)
    }

    // docs/uikit-rules.md 4.4
    @Test func addingAViewToItselfIsReportedAndChangesNothing() {
        let host = HeadlessHost()
        let view = UIView()

        view.addSubview(view)

        #expect(view.subviews == [])
        #expect(view.superview == nil)
        #expect(host.problems.count == 1)
    }

    // docs/uikit-rules.md 4.4: the window property follows the whole subtree in and out.
    @Test func windowIsSetOnTheWholeSubtreeAndClearedOnRemoval() throws {
        let app = try ViewTestApp()
        let child = UIView()
        let grandchild = UIView()
        child.addSubview(grandchild)

        app.rootView.addSubview(child)
        let whileIn = [child.window, grandchild.window]
        child.removeFromSuperview()

        #expect(whileIn == [app.window, app.window])
        #expect(child.window == nil)
        #expect(grandchild.window == nil)
    }

    // The back pointers do not keep their targets alive, and never outlive them (docs/uikit-rules.md 4.4, 5.4).
    @Test func aSubviewThatOutlivesItsSuperviewHasNoSuperview() {
        _ = HeadlessHost()
        let child = UIView()
        weak var released: UIView?
        do {
            let parent = UIView()
            parent.addSubview(child)
            released = parent
        }

        #expect(released == nil)
        #expect(child.superview == nil)
        #expect(child.next == nil)
    }

    @Test func viewsThatOutliveTheirWindowHaveNoWindow() {
        _ = HeadlessHost()
        let child = UIView()
        let grandchild = UIView()
        child.addSubview(grandchild)
        weak var released: UIWindow?
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.addSubview(child)
            #expect(grandchild.window === window)
            child.removeFromSuperview()
            window.addSubview(child)
            released = window
        }

        #expect(released == nil)
        #expect(child.superview == nil)
        #expect(child.window == nil)
        #expect(grandchild.window == nil)
        #expect(grandchild.superview === child)
    }

    // ViewDirectory (automation refs) finds a registered view while it lives, and never after it is freed.
    @Test func theViewDirectoryForgetsAViewWhenItIsFreed() {
        _ = HeadlessHost()
        var number = 0
        do {
            let view = UIView()
            number = view.instanceNumber
            ViewDirectory.register(view)
            #expect(ViewDirectory.view(number: number) === view)
        }
        #expect(ViewDirectory.view(number: number) == nil)
    }

    // docs/uikit-rules.md 11.124: the directory answers by instance number only for registered views; a negative
    // number, or the number of a live view never registered, finds nothing.
    @Test func theViewDirectoryFindsOnlyRegisteredViewsByTheirNumbers() {
        _ = HeadlessHost()
        let registered = UIView(), unregistered = UIView()
        ViewDirectory.register(registered)
        ViewDirectory.register(registered)
        #expect(ViewDirectory.view(number: registered.instanceNumber) === registered)
        #expect(ViewDirectory.view(number: unregistered.instanceNumber) == nil)
        #expect(ViewDirectory.view(number: -1) == nil)
        #expect(ViewDirectory.view(number: -registered.instanceNumber) == nil)
    }

    @Test func aRootViewThatOutlivesItsControllerPassesTouchesToItsSuperview() {
        _ = HeadlessHost()
        let container = UIView()
        let view: UIView
        weak var released: UIViewController?
        do {
            let controller = UIViewController()
            view = controller.view
            container.addSubview(view)
            #expect(view.next === controller)
            released = controller
        }

        #expect(released == nil)
        #expect(view.next === container)
    }
}

/// The order of the hierarchy callbacks (docs/uikit-rules.md 4.4).
@Suite @MainActor struct ViewHierarchyCallbackTests {
    // docs/uikit-rules.md 4.4: add into a view in a window; window callbacks reach every descendant.
    @Test func addingIntoAViewInAWindowCallsBackInOrder() throws {
        let app = try ViewTestApp()
        let recorder = EventRecorder()
        let parent = app.show(ViewRecordingView("parent", recorder: recorder))
        let child = ViewRecordingView("child", recorder: recorder)
        child.addSubview(ViewRecordingView("grandchild", recorder: recorder))
        recorder.clear()

        parent.addSubview(child)

        #expect(recorder.events == [
            "child.willMove(toSuperview: parent)",
            "child.willMove(toWindow: window)",
            "grandchild.willMove(toWindow: window)",
            "child.didMoveToWindow",
            "grandchild.didMoveToWindow",
            "child.didMoveToSuperview",
            "parent.didAddSubview(child)",
        ])
    }

    // docs/uikit-rules.md 4.4: the runtime's callback log names the same calls for a plain view.
    @Test func addingIntoAViewInAWindowIsLoggedForTheChildAndTheParent() throws {
        let app = try ViewTestApp()
        let child = UIView()

        app.rootView.addSubview(child)

        #expect(app.host.callbacks.names(for: child)
            == ["willMove(toSuperview:)", "willMove(toWindow:)", "didMoveToWindow", "didMoveToSuperview"])
        #expect(app.host.callbacks.names(for: app.rootView) == ["didAddSubview"])
    }

    // docs/uikit-rules.md 4.4: removal mirrors addition.
    @Test func removingFromAWindowCallsBackInOrder() throws {
        let app = try ViewTestApp()
        let recorder = EventRecorder()
        let parent = app.show(ViewRecordingView("parent", recorder: recorder))
        let child = ViewRecordingView("child", recorder: recorder)
        child.addSubview(ViewRecordingView("grandchild", recorder: recorder))
        parent.addSubview(child)
        recorder.clear()

        child.removeFromSuperview()

        #expect(recorder.events == [
            "parent.willRemoveSubview(child)",
            "child.willMove(toSuperview: nil)",
            "child.willMove(toWindow: nil)",
            "grandchild.willMove(toWindow: nil)",
            "child.didMoveToWindow",
            "grandchild.didMoveToWindow",
            "child.didMoveToSuperview",
        ])
    }

    // docs/uikit-rules.md 4.4: no window, no window callbacks.
    @Test func addingToAViewOutsideAnyWindowMakesNoWindowCallbacks() {
        _ = HeadlessHost()
        let recorder = EventRecorder()
        let parent = ViewRecordingView("parent", recorder: recorder)
        let child = ViewRecordingView("child", recorder: recorder)

        parent.addSubview(child)

        #expect(recorder.events == [
            "child.willMove(toSuperview: parent)",
            "child.didMoveToSuperview",
            "parent.didAddSubview(child)",
        ])
    }

    // docs/uikit-rules.md 4.4: moving within one window changes the superview only.
    @Test func movingBetweenSuperviewsInTheSameWindowMakesNoWindowCallbacks() throws {
        let app = try ViewTestApp()
        let recorder = EventRecorder()
        let first = app.show(ViewRecordingView("first", recorder: recorder))
        let second = app.show(ViewRecordingView("second", recorder: recorder))
        let child = ViewRecordingView("child", recorder: recorder)
        first.addSubview(child)
        recorder.clear()

        second.addSubview(child)

        #expect(recorder.events == [
            "first.willRemoveSubview(child)",
            "child.willMove(toSuperview: second)",
            "child.didMoveToSuperview",
            "second.didAddSubview(child)",
        ])
        #expect(first.subviews == [])
        #expect(second.subviews == [child])
    }

    // docs/uikit-rules.md 4.4: moving to another window is one move: the old parent's willRemoveSubview, then the
    // addition sequence with the new window (documented in UIView+Hierarchy.swift).
    @Test func movingToAnotherWindowCallsBackOnceWithTheNewWindow() throws {
        let app = try ViewTestApp()
        let recorder = EventRecorder()
        let first = app.show(ViewRecordingView("first", recorder: recorder))
        let otherWindow = UIWindow(frame: UIScreen.main.bounds)
        otherWindow.accessibilityIdentifier = "otherWindow"
        otherWindow.isHidden = false
        let second = ViewRecordingView("second", recorder: recorder)
        otherWindow.addSubview(second)
        let child = ViewRecordingView("child", recorder: recorder)
        child.addSubview(ViewRecordingView("grandchild", recorder: recorder))
        first.addSubview(child)
        recorder.clear()

        second.addSubview(child)

        #expect(recorder.events == [
            "first.willRemoveSubview(child)",
            "child.willMove(toSuperview: second)",
            "child.willMove(toWindow: otherWindow)",
            "grandchild.willMove(toWindow: otherWindow)",
            "child.didMoveToWindow",
            "grandchild.didMoveToWindow",
            "child.didMoveToSuperview",
            "second.didAddSubview(child)",
        ])
        #expect(child.window === otherWindow)
    }

    // docs/uikit-rules.md 4.4: moving out of the window into a detached parent is a window change to nil.
    @Test func movingFromAWindowToADetachedParentCallsBackWithNilWindow() throws {
        let app = try ViewTestApp()
        let recorder = EventRecorder()
        let first = app.show(ViewRecordingView("first", recorder: recorder))
        let detached = ViewRecordingView("detached", recorder: recorder)
        let child = ViewRecordingView("child", recorder: recorder)
        first.addSubview(child)
        recorder.clear()

        detached.addSubview(child)

        #expect(recorder.events == [
            "first.willRemoveSubview(child)",
            "child.willMove(toSuperview: detached)",
            "child.willMove(toWindow: nil)",
            "child.didMoveToWindow",
            "child.didMoveToSuperview",
            "detached.didAddSubview(child)",
        ])
        #expect(child.window == nil)
    }

    // docs/uikit-rules.md 4.4: a subtree built off-screen gets its window callbacks when its root enters the window.
    @Test func addingABuiltSubtreeToAWindowReachesEveryDescendant() throws {
        let app = try ViewTestApp()
        let recorder = EventRecorder()
        let parent = ViewRecordingView("parent", recorder: recorder)
        let child = ViewRecordingView("child", recorder: recorder)
        let grandchild = ViewRecordingView("grandchild", recorder: recorder)
        parent.addSubview(child)
        child.addSubview(grandchild)
        recorder.clear()

        app.rootView.addSubview(parent)

        #expect(recorder.events == [
            "parent.willMove(toSuperview: UIView)",
            "parent.willMove(toWindow: window)",
            "child.willMove(toWindow: window)",
            "grandchild.willMove(toWindow: window)",
            "parent.didMoveToWindow",
            "child.didMoveToWindow",
            "grandchild.didMoveToWindow",
            "parent.didMoveToSuperview",
        ])
    }

    // docs/uikit-rules.md 4.4: reordering is not a move.
    @Test func reorderingSubviewsMakesNoCallbacks() throws {
        let app = try ViewTestApp()
        let recorder = EventRecorder()
        let parent = app.show(ViewRecordingView("parent", recorder: recorder))
        let a = ViewRecordingView("a", recorder: recorder)
        let b = ViewRecordingView("b", recorder: recorder)
        parent.addSubview(a)
        parent.addSubview(b)
        recorder.clear()

        parent.bringSubviewToFront(a)
        parent.sendSubviewToBack(a)
        parent.exchangeSubview(at: 0, withSubviewAt: 1)

        #expect(recorder.events == [])
        #expect(parent.subviews == [b, a])
    }
}

/// Tags (docs/uikit-rules.md 4.5).
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
