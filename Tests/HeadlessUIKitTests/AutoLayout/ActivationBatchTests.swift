import Foundation
import Testing
@testable import HeadlessUIKit

/// Runs `move` the first time its intrinsic size is asked: when the engine makes its item, in the middle of the
/// activation of a batch (app code that changes the hierarchy while constraints are being added).
private final class MovingView: UIView {
    var move: (() -> Void)?

    override var intrinsicContentSize: CGSize {
        if let move {
            self.move = nil
            move()
        }
        return super.intrinsicContentSize
    }
}

/// What an activation batch works out once (docs/uikit-rules.md 11.110): the directions of leading and trailing,
/// kept per superview within `NSLayoutConstraint.activate`, give every view the frame that activating its
/// constraints one at a time gives it.
@Suite @MainActor struct ActivationBatchTests {
    /// Views `a` and `b` in a right-to-left container, `c`, `d` and `g` in a left-to-right one, `e` and `f` forcing
    /// left to right inside the right-to-left container, constrained in that order (the kept direction switches from
    /// one container to the other). Making the item of `mover`, just after `c` is placed after `d`, moves the
    /// left-to-right container into the right-to-left one: `g`, placed after `c` next, reads right to left. Returns
    /// the frames of a, b, c, d, g, e and f, and the container `g` ends up in.
    private func scene(inOneBatch: Bool) throws -> (frames: [CGRect], gParent: UIView?, right: UIView) {
        let app = try ViewTestApp()
        let root = app.rootView
        let right = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
        right.semanticContentAttribute = .forceRightToLeft
        let left = UIView(frame: CGRect(x: 0, y: 100, width: 375, height: 100))
        root.addSubview(right)
        root.addSubview(left)
        let (a, b, c, d, g, e, f) = (UIView(), UIView(), UIView(), UIView(), UIView(), UIView(), UIView())
        e.semanticContentAttribute = .forceLeftToRight
        f.semanticContentAttribute = .forceLeftToRight
        for (view, parent) in [(a, right), (b, right), (c, left), (d, left), (g, left), (e, right), (f, right)] {
            view.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(view)
        }
        let mover = MovingView()
        mover.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(mover)
        // The host's engine is made by its first constraint: a batch activated before there is one is added one
        // constraint at a time.
        let first = UIView()
        first.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(first)
        first.heightAnchor.constraint(equalToConstant: 5).isActive = true
        mover.move = { right.addSubview(left) }
        /// The view's horizontal constraint, then its top, width (50) and height (10).
        func placed(_ view: UIView, _ horizontal: NSLayoutConstraint, in parent: UIView) -> [NSLayoutConstraint] {
            [horizontal, view.topAnchor.constraint(equalTo: parent.topAnchor),
             view.widthAnchor.constraint(equalToConstant: 50), view.heightAnchor.constraint(equalToConstant: 10)]
        }
        var constraints = placed(a, a.leadingAnchor.constraint(equalTo: right.leadingAnchor, constant: 10), in: right)
        constraints += placed(b, b.leadingAnchor.constraint(equalTo: right.leadingAnchor, constant: 20), in: right)
        constraints += placed(d, d.leftAnchor.constraint(equalTo: left.leftAnchor), in: left)
        constraints += placed(c, c.leadingAnchor.constraint(equalTo: d.trailingAnchor, constant: 10), in: left)
        constraints.append(mover.widthAnchor.constraint(equalToConstant: 5))
        constraints += placed(g, g.leadingAnchor.constraint(equalTo: c.trailingAnchor, constant: 10), in: left)
        constraints += placed(f, f.leftAnchor.constraint(equalTo: right.leftAnchor), in: right)
        constraints += placed(e, e.leadingAnchor.constraint(equalTo: f.trailingAnchor, constant: 5), in: right)
        if inOneBatch {
            NSLayoutConstraint.activate(constraints)
        } else {
            for constraint in constraints { constraint.isActive = true }
        }
        app.host.runUntilIdle()
        return ([a, b, c, d, g, e, f].map(\.frame), g.superview?.superview, right)
    }

    @Test func aBatchPlacesEveryViewAsActivatingOneAtATimeDoes() throws {
        let batch = try scene(inOneBatch: true)
        let single = try scene(inOneBatch: false)
        #expect(batch.frames == single.frames)
        #expect(batch.gParent === batch.right)
        // a and b lead from the right edge of their container.
        #expect(batch.frames[0] == CGRect(x: 315, y: 0, width: 50, height: 10))
        #expect(batch.frames[1] == CGRect(x: 305, y: 0, width: 50, height: 10))
        // c leads 10 pt after d's trailing (right) edge: its container read left to right when it was placed.
        #expect(batch.frames[2] == CGRect(x: 60, y: 0, width: 50, height: 10))
        #expect(batch.frames[3] == CGRect(x: 0, y: 0, width: 50, height: 10))
        // g, placed once the container had moved into the right-to-left one, leads 10 pt before c's trailing edge,
        // which right to left is c's left edge.
        #expect(batch.frames[4] == CGRect(x: 0, y: 0, width: 50, height: 10))
        // e and f read left to right in their right-to-left container: e's leading edge is 5 pt after f's trailing
        // (right) edge.
        #expect(batch.frames[5] == CGRect(x: 55, y: 0, width: 50, height: 10))
        #expect(batch.frames[6] == CGRect(x: 0, y: 0, width: 50, height: 10))
    }
}
