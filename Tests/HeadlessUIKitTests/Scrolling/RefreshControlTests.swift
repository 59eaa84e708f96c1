import Foundation
import Testing
@testable import HeadlessUIKit

/// Pull to refresh (docs/uikit-rules.md 6.7), driven by real touches through the scroll view's pan.
@Suite @MainActor struct RefreshControlTests {
    private func scrollingApp() throws -> (ViewTestApp, UIScrollView, UIRefreshControl, Counter) {
        let app = try ViewTestApp()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 375, height: 400))
        scroll.contentSize = CGSize(width: 375, height: 1200)
        scroll.contentInsetAdjustmentBehavior = .never
        app.rootView.addSubview(scroll)
        let refresh = UIRefreshControl()
        let counter = Counter()
        refresh.addTarget(counter, action: Counter.changed, for: .valueChanged)
        scroll.refreshControl = refresh
        app.host.runUntilIdle()
        return (app, scroll, refresh, counter)
    }

    @MainActor final class Counter {
        var count = 0
        func changed() { count += 1 }
    }

    // 6.7: the control sits above the content; a long pull begins refreshing once and sends valueChanged; the
    // content rests with the control in view until endRefreshing, then goes back to the top.
    @Test func aLongPullRefreshesOnceAndTheControlStaysInViewUntilItEnds() throws {
        let (app, scroll, refresh, counter) = try scrollingApp()
        #expect(refresh.superview === scroll)
        #expect(refresh.frame == CGRect(x: 0, y: -60, width: 375, height: 60))
        #expect(scroll.alwaysBounceVertical)
        try app.host.swipe(from: CGPoint(x: 180, y: 150), to: CGPoint(x: 180, y: 480), duration: 0.3, steps: 10)
        app.host.runUntilIdle()
        #expect(refresh.isRefreshing)
        #expect(counter.count == 1)
        #expect(scroll.adjustedContentInset.top == 60)
        #expect(scroll.contentOffset.y == -60, "the content rests with the control showing")
        refresh.endRefreshing()
        app.host.runUntilIdle()
        #expect(!refresh.isRefreshing)
        #expect(scroll.adjustedContentInset.top == 0)
        #expect(scroll.contentOffset.y == 0)
    }

    // 6.7: a short pull does nothing; beginRefreshing in code sends no valueChanged.
    @Test func aShortPullDoesNothingAndCodeSendsNoValueChanged() throws {
        let (app, scroll, refresh, counter) = try scrollingApp()
        try app.host.swipe(from: CGPoint(x: 180, y: 150), to: CGPoint(x: 180, y: 200), duration: 0.3, steps: 5)
        app.host.runUntilIdle()
        #expect(!refresh.isRefreshing && counter.count == 0)
        #expect(scroll.contentOffset.y == 0)
        refresh.beginRefreshing()
        #expect(refresh.isRefreshing && counter.count == 0)
        #expect(scroll.adjustedContentInset.top == 60)
    }
}
