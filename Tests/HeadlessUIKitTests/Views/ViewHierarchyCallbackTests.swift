import Foundation
import Testing
@testable import HeadlessUIKit

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
