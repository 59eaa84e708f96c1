import Foundation
import Testing
@testable import HeadlessUIKit

/// An app's model object, observed as apps observe theirs.
private final class Download: NSObject {
    var progress = 0.0
}

/// A controller that observes by name, as older apps do, and records what it hears.
private final class ContentOffsetWatcher: UIViewController {
    var heard: [(key: String, old: CGPoint?, new: CGPoint?, context: Int?)] = []

    override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                               context: UnsafeMutableRawPointer?) {
        heard.append((keyPath ?? "?", change?[.oldKey] as? CGPoint, change?[.newKey] as? CGPoint,
                      context.map { $0.load(as: Int.self) }))
    }
}

/// Rows of 44 pt, as many as `count`.
private final class Rows: NSObject, UITableViewDataSource {
    var count = 3
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
}

/// Key-value observing (docs/uikit-rules.md 6.61-6.63).
@MainActor @Suite struct KeyValueObservingTests {
    // 6.61, 6.62: a scroll view's content size, observed with its old and new values, is told at once on each
    // change; setting an equal value is no change; an invalidated observation hears nothing more.
    @Test func aContentSizeObservationHearsEachChangeAtOnce() throws {
        let app = try ViewTestApp()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        app.show(scrollView)
        var heard: [String] = []
        let observation = scrollView.observe(\.contentSize, options: [.old, .new]) { _, change in
            heard.append("\(change.oldValue?.height ?? -1) -> \(change.newValue?.height ?? -1)")
        }
        scrollView.contentSize = CGSize(width: 320, height: 900)
        #expect(heard == ["0.0 -> 900.0"])
        scrollView.contentSize = CGSize(width: 320, height: 900)
        scrollView.contentSize = CGSize(width: 320, height: 1200)
        #expect(heard == ["0.0 -> 900.0", "900.0 -> 1200.0"])
        observation.invalidate()
        scrollView.contentSize = .zero
        app.host.runUntilIdle()
        #expect(heard.count == 2)
    }

    // 6.61, 6.62: the pattern real apps use to size a table to its rows: a table's content size is told when the
    // layout pass gives it, with `.initial` first; the handler's constraint change is laid out in the same turn.
    @Test func aTableSizedToItsRowsFollowsItsContentSize() throws {
        let app = try ViewTestApp()
        let rows = Rows()
        let table = UITableView(frame: .zero, style: .plain)
        table.dataSource = rows
        table.translatesAutoresizingMaskIntoConstraints = false
        app.rootView.addSubview(table)
        let height = table.heightAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([
            table.topAnchor.constraint(equalTo: app.rootView.topAnchor, constant: 20),
            table.leadingAnchor.constraint(equalTo: app.rootView.leadingAnchor),
            table.trailingAnchor.constraint(equalTo: app.rootView.trailingAnchor), height,
        ])
        var heard: [CGFloat] = []
        let observation = table.observe(\.contentSize, options: [.initial, .new]) { table, change in
            heard.append(change.newValue?.height ?? -1)
            height.constant = table.contentSize.height
        }
        app.host.runUntilIdle()
        #expect(heard == [0, 132])
        #expect(table.frame == CGRect(x: 0, y: 20, width: 375, height: 132))
        rows.count = 5
        table.reloadData()
        app.host.runUntilIdle()
        #expect(heard == [0, 132, 220])
        #expect(table.frame.height == 220)
        _ = observation
    }

    // 6.61: an observation lasts as long as the app keeps it; released, it is over (Foundation's rule).
    @Test func aReleasedObservationHearsNothing() throws {
        let app = try ViewTestApp()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        app.show(view)
        var heard = 0
        var observation: NSKeyValueObservation? = view.observe(\.center) { _, _ in heard += 1 }
        view.center = CGPoint(x: 60, y: 60)
        #expect(heard == 1)
        observation = nil
        view.center = CGPoint(x: 70, y: 70)
        app.host.runUntilIdle()
        #expect(heard == 1 && observation == nil)
    }

    // 6.61: an app's own model property is not one of UIKit's (nothing tells when it is set), so its observers hear
    // the change at the end of the run loop turn that made it, once; `didChangeValue(forKey:)` tells them at once.
    @Test func aModelPropertyIsToldAtTheEndOfTheTurnOrWhenTheAppSaysSo() throws {
        let app = try ViewTestApp()
        let download = Download()
        var heard: [Double] = []
        let observation = download.observe(\.progress, options: .new) { _, change in heard.append(change.newValue ?? -1) }
        app.host.runLoop.perform {
            download.progress = 0.25
            download.progress = 0.5
        }
        #expect(heard.isEmpty)
        app.host.runUntilIdle()
        #expect(heard == [0.5])
        download.willChangeValue(forKey: "progress")
        download.progress = 1
        download.didChangeValue(forKey: "progress")
        #expect(heard == [0.5, 1])
        app.host.runUntilIdle()
        #expect(heard == [0.5, 1])
        _ = observation
    }

    // 6.61: `.prior` sends a notification before the one with the new value, carrying the old value only.
    @Test func aPriorNotificationComesFirstWithTheOldValue() throws {
        let app = try ViewTestApp()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        app.show(view)
        var heard: [String] = []
        let observation = view.observe(\.alpha, options: [.prior, .old, .new]) { _, change in
            heard.append("\(change.isPrior) \(change.oldValue ?? -1) \(change.newValue ?? -1)")
        }
        view.alpha = 0.5
        #expect(heard == ["true 1.0 -1.0", "false 1.0 0.5"])
        _ = observation
    }

    // 6.63: observing by name: the observer's `observeValue(forKeyPath:of:change:context:)` hears each change with
    // the values the options ask for and its context; `.initial` at once; removed, nothing more.
    @Test func anObserverByNameHearsThroughObserveValue() throws {
        let watcher = ContentOffsetWatcher()
        let app = try ViewTestApp(rootViewController: watcher)
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 320, height: 400))  // below the safe area
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        app.show(scrollView)
        var context = 7
        scrollView.addObserver(watcher, forKeyPath: "contentOffset", options: [.initial, .old, .new], context: &context)
        scrollView.contentOffset = CGPoint(x: 0, y: 50)
        #expect(watcher.heard.map(\.key) == ["contentOffset", "contentOffset"])
        #expect(watcher.heard.map(\.old) == [nil, .zero])
        #expect(watcher.heard.map(\.new) == [.zero, CGPoint(x: 0, y: 50)])
        #expect(watcher.heard.map(\.context) == [7, 7])
        scrollView.removeObserver(watcher, forKeyPath: "contentOffset", context: &context)
        scrollView.contentOffset = CGPoint(x: 0, y: 80)
        #expect(watcher.heard.count == 2)
    }

    // 6.63: a key UIHost does not observe, and removing an observer that is not registered, are reported and change
    // nothing (UIKit raises an exception for both).
    @Test func unknownKeysAndUnregisteredObserversAreReported() throws {
        let watcher = ContentOffsetWatcher()
        let app = try ViewTestApp(rootViewController: watcher)
        let view = UIView()
        view.addObserver(watcher, forKeyPath: "sparkle", options: .new, context: nil)
        #expect(app.host.problems.last == "addObserver(_:forKeyPath: \"sparkle\") on UIView: UIHost observes no such key of it (docs/uikit-rules.md 6.63 lists the keys); observe a key path with observe(\\.property) instead")
        view.removeObserver(watcher, forKeyPath: "frame")
        #expect(app.host.problems.last == "removeObserver(_:forKeyPath: \"frame\") on UIView: that observer is not registered for this key (UIKit raises here); nothing removed")
    }
}
