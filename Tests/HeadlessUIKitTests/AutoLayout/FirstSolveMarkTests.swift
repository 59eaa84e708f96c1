import Foundation
import Testing
@testable import HeadlessUIKit

/// Session 14's ways of keeping a first solve cheap (docs/uikit-rules.md 11.152, 11.153, 11.155), each checked against
/// the behaviour it must keep.
@Suite @MainActor struct FirstSolveMarkTests {
    // docs/uikit-rules.md 11.152: a view's first two constraints are kept in place, the rest with them in one list
    // from the third on; `constraints` lists them in the order they were installed through both, and removals keep
    // the others' order.
    @Test func aViewListsItsConstraintsInInstallOrderAsTheyAreAddedAndRemoved() throws {
        let app = try ViewTestApp()
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        app.rootView.addSubview(view)
        let width = view.widthAnchor.constraint(equalToConstant: 10)
        let height = view.heightAnchor.constraint(equalToConstant: 20)
        let ratio = view.widthAnchor.constraint(equalTo: view.heightAnchor, multiplier: 0.5)
        let minimum = view.widthAnchor.constraint(greaterThanOrEqualToConstant: 5)
        #expect(view.constraints.isEmpty)

        width.isActive = true
        height.isActive = true
        #expect(view.constraints.map(ObjectIdentifier.init) == [width, height].map(ObjectIdentifier.init))
        width.isActive = false
        #expect(view.constraints.map(ObjectIdentifier.init) == [height].map(ObjectIdentifier.init))
        width.isActive = true
        ratio.isActive = true
        minimum.isActive = true
        #expect(view.constraints.map(ObjectIdentifier.init)
                == [height, width, ratio, minimum].map(ObjectIdentifier.init))
        ratio.isActive = false
        #expect(view.constraints.map(ObjectIdentifier.init) == [height, width, minimum].map(ObjectIdentifier.init))
        for constraint in [height, width, minimum] { constraint.isActive = false }
        #expect(view.constraints.isEmpty)
        view.addConstraint(ratio)
        #expect(view.constraints.map(ObjectIdentifier.init) == [ratio].map(ObjectIdentifier.init))
        #expect(ratio.isActive && !width.isActive && !height.isActive && !minimum.isActive)
    }

    // docs/uikit-rules.md 11.153: a view that is marked already, but whose superview has lost the mark that leads a
    // pass down to it, still marks its superview: the call is skipped only when it would change nothing.
    @Test func aMarkedViewWhoseSuperviewLostItsMarkMarksItAgain() throws {
        let app = try ViewTestApp()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        parent.addSubview(child)
        app.rootView.addSubview(parent)
        app.host.runUntilIdle()
        child.setNeedsLayout()
        #expect(child.needsLayout && child.needsLayoutInSubtree && parent.needsLayoutInSubtree)
        parent.needsLayoutInSubtree = false

        child.setNeedsLayout()

        #expect(parent.needsLayoutInSubtree)
    }

    // docs/uikit-rules.md 11.153, 11.155: marks set once reach every view of the chain up to the window, and a batch
    // installed on a root view marks it for one layout that applies every frame.
    @Test func aBatchInstalledOnTheRootViewLaysItOutOnceWithEveryFrame() throws {
        let app = try ViewTestApp()
        let root = app.rootView
        app.host.runUntilIdle()
        var views: [UIView] = []
        var constraints: [NSLayoutConstraint] = []
        for index in 0..<3 {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            constraints += [view.leadingAnchor.constraint(equalTo: views.last?.trailingAnchor ?? root.leadingAnchor, constant: 4),
                            view.topAnchor.constraint(equalTo: root.topAnchor, constant: CGFloat(index)),
                            view.widthAnchor.constraint(equalToConstant: 30),
                            view.heightAnchor.constraint(equalToConstant: 20)]
            views.append(view)
        }
        app.host.runUntilIdle()

        NSLayoutConstraint.activate(constraints)

        // 6.100: activation asks for a pass and marks no view itself; the pass's engine round marks the root, whose
        // subviews it moved, and the root's one layout applies every frame.
        #expect(app.host.runtime.layoutRequested && !root.needsLayout)
        app.host.runUntilIdle()
        #expect(views.map(\.frame) == [CGRect(x: 4, y: 0, width: 30, height: 20), CGRect(x: 38, y: 1, width: 30, height: 20),
                                       CGRect(x: 72, y: 2, width: 30, height: 20)])
        #expect(root.constraints.count == 6 && views.allSatisfy { $0.constraints.count == 2 })
    }
}
