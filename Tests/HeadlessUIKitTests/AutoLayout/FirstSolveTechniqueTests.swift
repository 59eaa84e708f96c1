import Foundation
import Testing
@testable import HeadlessUIKit

/// A view that logs each safe area change it is told of, with the insets it reads then, and places its one subview
/// at `childOrigin` in its layout (a parent that moves its child as it lays out).
private final class SafeAreaLog: UIView {
    var name = ""
    var log: [String] = []
    var childOrigin: CGPoint?
    /// Shared by the views of one test, so the order of the reports shows.
    var shared: SharedLog?

    override func safeAreaInsetsDidChange() {
        let entry = "\(name) \(safeAreaInsets.top)"
        log.append(entry)
        shared?.entries.append(entry)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if let childOrigin, let child = subviews.first { child.frame.origin = childOrigin }
    }
}

/// Counts its layouts.
private final class LayoutCounter: UIView {
    var layouts = 0

    override func layoutSubviews() {
        layouts += 1
        super.layoutSubviews()
    }
}

@MainActor private final class SharedLog {
    var entries: [String] = []
}

/// The techniques that keep a first solve cheap (docs/uikit-rules.md 11.106-11.108), each checked against the
/// behaviour it must not change.
@Suite @MainActor struct FirstSolveTechniqueTests {
    /// Places `view` (which constraints place) at `frame` in `root` with four required constraints.
    private func pin(_ view: UIView, in root: UIView, at frame: CGRect) {
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== root { root.addSubview(view) }
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: frame.minX),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: frame.minY),
            view.widthAnchor.constraint(equalToConstant: frame.width),
            view.heightAnchor.constraint(equalToConstant: frame.height),
        ])
    }

    /// root view ⊃ outer (y 5) ⊃ middle (placed by outer's layout) ⊃ inner (placed by middle's layout), on an
    /// iPhone 8 in portrait, whose status bar covers the top 20 pt.
    private func nestedViews(in app: ViewTestApp, shared: SharedLog) -> [SafeAreaLog] {
        let outer = SafeAreaLog(frame: CGRect(x: 0, y: 5, width: 200, height: 100))
        let middle = SafeAreaLog(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        let inner = SafeAreaLog(frame: CGRect(x: 0, y: 0, width: 50, height: 30))
        for (view, name) in [(outer, "outer"), (middle, "middle"), (inner, "inner")] {
            view.name = name
            view.shared = shared
        }
        outer.childOrigin = CGPoint(x: 0, y: 3)
        middle.childOrigin = CGPoint(x: 0, y: 4)
        middle.addSubview(inner)
        outer.addSubview(middle)
        app.rootView.addSubview(outer)
        return [outer, middle, inner]
    }

    /// Moves the outer view to `y` and lets it lay out (its subviews keep their frames and are not marked); gives
    /// the safe area reports that followed, in order.
    private func reports(movingOuterOf views: [SafeAreaLog], toY y: CGFloat, in app: ViewTestApp,
                         shared: SharedLog) -> [String] {
        shared.entries.removeAll()
        views[0].frame.origin.y = y
        views[0].setNeedsLayout()
        app.host.runUntilIdle()
        return shared.entries
    }

    // docs/uikit-rules.md 11.107, 7.3: a layout pass works each view's safe area out from its superview's, top
    // down, once per superview; every view is told the insets it has after its superview placed it, in the same
    // pass, top-down, and what it was told is what it reads.
    @Test func safeAreasAreWorkedOutTopDownInOnePass() throws {
        let app = try ViewTestApp()
        let shared = SharedLog()
        let views = nestedViews(in: app, shared: shared)
        app.host.runUntilIdle()
        #expect(views.map(\.frame.minY) == [5, 3, 4])
        // The outer view's change reaches its subviews where they stand (15 pt each), then each laid-out view is
        // told again once its superview has placed it.
        #expect(shared.entries == ["outer 15.0", "middle 15.0", "inner 15.0", "middle 12.0", "inner 12.0", "inner 8.0"])
        for view in views { #expect(view.reportedSafeAreaInsets == view.safeAreaInsets) }

        // Moving the outer view moves every safe area below it, reported in the next pass.
        #expect(reports(movingOuterOf: views, toY: 0, in: app, shared: shared) == ["outer 20.0", "middle 17.0", "inner 13.0"])
        for view in views { #expect(view.reportedSafeAreaInsets == view.safeAreaInsets) }

        // Out of the status bar's reach: every inset back to zero.
        #expect(reports(movingOuterOf: views, toY: 40, in: app, shared: shared) == ["outer 0.0", "middle 0.0", "inner 0.0"])
        #expect(views.map(\.safeAreaInsets) == [.zero, .zero, .zero])
    }

    // docs/uikit-rules.md 11.107: a view whose insets change tells its subviews at once, each from its own new
    // safe area (the insets above reach them even when they are not laid out themselves).
    @Test func aChangedSafeAreaReachesSubviewsThatDoNotLayOut() throws {
        let app = try ViewTestApp()
        let shared = SharedLog()
        let views = nestedViews(in: app, shared: shared)
        views[0].childOrigin = nil
        views[1].childOrigin = nil
        views[1].frame.origin = CGPoint(x: 0, y: 3)
        views[2].frame.origin = CGPoint(x: 0, y: 4)
        app.host.runUntilIdle()
        #expect(shared.entries == ["outer 15.0", "middle 12.0", "inner 8.0"])
        // Only the outer view moves and lays out.
        #expect(reports(movingOuterOf: views, toY: 0, in: app, shared: shared) == ["outer 20.0", "middle 17.0", "inner 13.0"])
        for view in views { #expect(view.reportedSafeAreaInsets == view.safeAreaInsets) }
    }

    // docs/uikit-rules.md 11.108: a constrained view told of new safe area insets is laid out again only when the
    // engine holds a guide that follows insets; then what is pinned to that guide lands inside the safe area.
    @Test func aChangedSafeAreaLaysOutAgainOnlyForInsetGuides() throws {
        let app = try ViewTestApp()
        let plain = LayoutCounter()
        pin(plain, in: app.rootView, at: CGRect(x: 0, y: 10, width: 100, height: 50))
        app.host.runUntilIdle()
        #expect(plain.safeAreaInsets.top == 10)
        #expect(plain.layouts == 1)

        // A container in the status bar's reach, and a child pinned to the container's safe area.
        let container = LayoutCounter()
        let child = UIView()
        pin(container, in: app.rootView, at: CGRect(x: 150, y: 5, width: 100, height: 100))
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        NSLayoutConstraint.activate([
            child.topAnchor.constraint(equalTo: container.safeAreaLayoutGuide.topAnchor),
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            child.widthAnchor.constraint(equalToConstant: 10),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        app.host.runUntilIdle()
        #expect(container.frame == CGRect(x: 150, y: 5, width: 100, height: 100))
        #expect(container.safeAreaInsets.top == 15)
        #expect(child.frame == CGRect(x: 0, y: 15, width: 10, height: 10))
        #expect(container.layouts == 2)
        #expect(plain.layouts == 1)
    }

    // docs/uikit-rules.md 11.106: a view keeps the engine's item for it, tagged with the engine that made it; in
    // another host's engine the same view is a new item there, laid out by that engine.
    @Test func aViewMovedToAnotherHostIsANewItemInItsEngine() throws {
        let first = try ViewTestApp()
        let view = UIView()
        pin(view, in: first.rootView, at: CGRect(x: 10, y: 20, width: 30, height: 40))
        first.host.runUntilIdle()
        #expect(view.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        let firstItem = try #require(view.engineItem)
        try first.host.terminate()

        let second = try ViewTestApp()
        view.removeFromSuperview()
        // Its own width and height go with it into the second engine (11.257): replaced by the new pins' sizes.
        #expect(view.constraints.count == 2)
        NSLayoutConstraint.deactivate(view.constraints)
        pin(view, in: second.rootView, at: CGRect(x: 50, y: 60, width: 70, height: 80))
        second.host.runUntilIdle()
        #expect(view.frame == CGRect(x: 50, y: 60, width: 70, height: 80))
        let secondItem = try #require(view.engineItem)
        #expect(secondItem !== firstItem)
        #expect(Runtime.current.layoutEngine?.items[view.instanceNumber] === secondItem)
    }

    // docs/uikit-rules.md 11.106: the engine holds its active constraints strongly; a broken constraint whose view
    // is gone is no longer reported, as when it was held weakly.
    @Test func aBrokenConstraintOfAFreedViewIsNoLongerReported() throws {
        let app = try ViewTestApp()
        var child: UIView? = UIView()
        weak let freed = child
        child!.translatesAutoresizingMaskIntoConstraints = false
        app.rootView.addSubview(child!)
        let width = child!.widthAnchor.constraint(equalToConstant: 10)
        let conflicting = child!.widthAnchor.constraint(equalToConstant: 20)
        NSLayoutConstraint.activate([width, conflicting])
        app.host.runUntilIdle()
        let engine = try #require(Runtime.current.layoutEngine)
        #expect(engine.brokenConstraints.map { $0 === conflicting } == [true])

        child!.removeFromSuperview()
        child = nil
        #expect(freed == nil)
        #expect(engine.brokenConstraints.isEmpty)
        #expect(!width.isActive && !conflicting.isActive)
    }
}
