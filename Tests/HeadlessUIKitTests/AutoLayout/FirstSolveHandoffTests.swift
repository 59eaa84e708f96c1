import Foundation
import Testing
@testable import HeadlessUIKit

/// A view that logs every read and write of its bounds, as an app's override sees them.
private final class BoundsLog: UIView {
    var log: [String] = []

    override var bounds: CGRect {
        get {
            log.append("get")
            return super.bounds
        }
        set {
            log.append("set \(newValue.size.width)x\(newValue.size.height)")
            super.bounds = newValue
        }
    }
}

/// Session 13's ways of keeping a first solve cheap (docs/uikit-rules.md 11.145, 11.147), each checked against the
/// behaviour it must keep.
@Suite @MainActor struct FirstSolveHandoffTests {
    // docs/uikit-rules.md 11.147: the frame setter reads the bounds once and sets them once, as the modify accessor of
    // `bounds.size` did, so an override sees the same calls.
    @Test func theFrameSetterReadsAndWritesAnOverriddenBoundsOnce() {
        let view = BoundsLog(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.log.removeAll()
        view.frame = CGRect(x: 5, y: 6, width: 30, height: 40)
        #expect(view.log == ["get", "set 30.0x40.0"])
        #expect(view.frame == CGRect(x: 5, y: 6, width: 30, height: 40))
        #expect(view.center == CGPoint(x: 20, y: 26))
    }

    // docs/uikit-rules.md 11.147: the closest common ancestor found through the back pointers, for each usual shape:
    // one view, siblings, a view and its superview (either way round), and cousins.
    @Test func constraintsAreInstalledOnTheClosestCommonAncestor() throws {
        let app = try ViewTestApp()
        let root = app.rootView
        let left = UIView(), right = UIView(), inner = UIView(), cousin = UIView()
        for view in [left, right, inner, cousin] { view.translatesAutoresizingMaskIntoConstraints = false }
        root.addSubview(left)
        root.addSubview(right)
        left.addSubview(inner)
        right.addSubview(cousin)
        let width = inner.widthAnchor.constraint(equalToConstant: 10)
        let siblings = left.trailingAnchor.constraint(equalTo: right.leadingAnchor)
        let upward = inner.topAnchor.constraint(equalTo: left.topAnchor)
        let downward = left.bottomAnchor.constraint(equalTo: inner.bottomAnchor)
        let cousins = inner.centerYAnchor.constraint(equalTo: cousin.centerYAnchor)
        NSLayoutConstraint.activate([width, siblings, upward, downward, cousins])
        #expect(inner.constraints.count == 1 && inner.constraints[0] === width)
        #expect(left.constraints.count == 2 && left.constraints[0] === upward && left.constraints[1] === downward)
        #expect(root.constraints.count == 2 && root.constraints[0] === siblings && root.constraints[1] === cousins)
    }

    // docs/uikit-rules.md 11.145: records handed to the engine are the ones it keeps: each constraint's constant can
    // be changed, and each removed, through its own record, after a batch.
    @Test func eachRecordOfABatchStaysWithItsConstraint() throws {
        let app = try ViewTestApp()
        var views: [UIView] = []
        var leading: [NSLayoutConstraint] = []
        var constraints: [NSLayoutConstraint] = []
        for index in 0..<70 {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            app.rootView.addSubview(view)
            let edge = view.leadingAnchor.constraint(equalTo: app.rootView.leadingAnchor, constant: CGFloat(index))
            leading.append(edge)
            constraints += [edge, view.topAnchor.constraint(equalTo: app.rootView.topAnchor),
                            view.widthAnchor.constraint(equalToConstant: 5), view.heightAnchor.constraint(equalToConstant: 5)]
            views.append(view)
        }
        NSLayoutConstraint.activate(constraints)
        app.host.runUntilIdle()
        #expect(views[69].frame == CGRect(x: 69, y: 0, width: 5, height: 5))
        leading[3].constant = 100
        leading[69].isActive = false
        views[69].leadingAnchor.constraint(equalTo: views[3].trailingAnchor, constant: 1).isActive = true
        app.host.runUntilIdle()
        #expect(views[3].frame == CGRect(x: 100, y: 0, width: 5, height: 5))
        #expect(views[69].frame == CGRect(x: 106, y: 0, width: 5, height: 5))
        #expect(views[68].frame == CGRect(x: 68, y: 0, width: 5, height: 5))
    }
}
