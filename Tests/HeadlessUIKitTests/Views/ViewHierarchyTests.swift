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
