import Foundation
import Testing
@testable import HeadlessUIKit

/// Orthogonally scrolling compositional sections: their own scroll views, which cells show, swipes and their resting
/// places per behaviour, scrolling to items, and visible-items handlers (docs/uikit-rules.md 16.33-16.36).
@Suite @MainActor struct OrthogonalSectionTests {
    /// Keeps each test's data sources alive (collection views hold theirs weakly) for as long as the test runs.
    private final class Keep { var objects: [AnyObject] = [] }
    private let keep = Keep()

    /// Section 0 scrolls across with `behavior`: five 256 × 100 groups of one item, 8 pt apart (content 1,312 pt
    /// wide). Section 1 is an ordinary column of 256 × 100 items below it.
    private func show(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior,
                      handler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler? = nil) throws
        -> (ViewTestApp, UICollectionView, CollectionTestData) {
        let layout = UICollectionViewCompositionalLayout { section, _ in
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                 heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(100)),
                subitems: [item])
            let result = NSCollectionLayoutSection(group: group)
            if section == 0 {
                result.orthogonalScrollingBehavior = behavior
                result.interGroupSpacing = 8
                result.visibleItemsInvalidationHandler = handler
            }
            return result
        }
        let app = try ViewTestApp()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        let data = CollectionTestData(items: 5, sections: 2)
        keep.objects.append(data)
        data.install(in: collectionView)
        app.show(collectionView)
        return (app, collectionView, data)
    }

    private func names(_ paths: [IndexPath]) -> [String] { paths.map { "\($0.section).\($0.item)" } }

    /// Drags a finger from `from` to `to` (collection view coordinates) in 0.2 s and lets everything come to rest.
    private func drag(_ app: ViewTestApp, _ collectionView: UICollectionView, from: CGPoint, to: CGPoint) throws {
        try ScrollFinger(host: app.host).drag(from: collectionView.convert(from, to: nil), to: collectionView.convert(to, to: nil))
        app.host.runUntilIdle()
    }

    /// Swipes section 0 from right to left by 200 pt in 0.2 s and lets it come to rest.
    private func swipeSection(_ app: ViewTestApp, _ collectionView: UICollectionView) throws {
        try drag(app, collectionView, from: CGPoint(x: 300, y: 50), to: CGPoint(x: 100, y: 50))
    }

    // docs/uikit-rules.md 16.33: the section's cells live in its own scroll view, laid over the section's groups
    // across the whole content width; a cell's frame is its item's frame in that scroll view's content; the layout's
    // attributes keep the unscrolled frames.
    @Test func cellsLiveInTheSectionsScrollView() throws {
        let (_, collectionView, _) = try show(.continuous)
        let scroller = try #require(collectionView.orthogonalScrollView(forSection: 0))
        #expect(scroller.superview === collectionView)
        #expect(scroller.frame == CGRect(x: 0, y: 0, width: 320, height: 100))
        #expect(scroller.contentSize == CGSize(width: 1312, height: 100))
        #expect(scroller.contentOffset == .zero)
        #expect(collectionView.orthogonalScrollView(forSection: 1) == nil)
        #expect(names(collectionView.indexPathsForVisibleItems) == ["0.0", "0.1", "1.0", "1.1", "1.2", "1.3"])

        let second = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(second.superview === scroller)
        #expect(second.frame == CGRect(x: 264, y: 0, width: 256, height: 100))
        #expect(second.owningCollectionView === collectionView)
        #expect(collectionView.indexPath(for: second) == IndexPath(item: 1, section: 0))
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 1))?.superview === collectionView)

        scroller.contentOffset = CGPoint(x: 264, y: 0)
        collectionView.layoutIfNeeded()
        #expect(names(collectionView.indexPathsForVisibleItems) == ["0.1", "0.2", "1.0", "1.1", "1.2", "1.3"])
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 528, y: 0, width: 256, height: 100))
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame
                == CGRect(x: 528, y: 0, width: 256, height: 100))
        // 16.35: a point over the section finds the item showing there.
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 10, y: 50)) == IndexPath(item: 1, section: 0))
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 270, y: 50)) == IndexPath(item: 2, section: 0))
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 10, y: 150)) == IndexPath(item: 0, section: 1))
    }

    // docs/uikit-rules.md 16.33: cells that leave the section's scroll view end displaying and are reused by the
    // items that come in, the delegate hearing both as for any cell.
    @Test func scrollingTheSectionReusesCells() throws {
        let (app, collectionView, data) = try show(.continuous)
        let scroller = try #require(collectionView.orthogonalScrollView(forSection: 0))
        let first = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        app.host.clearCallbackLog()
        scroller.contentOffset = CGPoint(x: 528, y: 0)
        collectionView.layoutIfNeeded()
        #expect(app.host.callbacks.names(of: [.delegate]) == [
            "collectionView(_:didEndDisplaying:forItemAt:)", "collectionView(_:didEndDisplaying:forItemAt:)",
            "collectionView(_:cellForItemAt:)", "collectionView(_:willDisplay:forItemAt:)",
            "collectionView(_:cellForItemAt:)", "collectionView(_:willDisplay:forItemAt:)",
        ])
        #expect(names(collectionView.indexPathsForVisibleItems) == ["0.2", "0.3", "1.0", "1.1", "1.2", "1.3"])
        #expect(data.cells.count == 6)
        #expect(first.superview === scroller)
    }

    // docs/uikit-rules.md 16.34: a swipe across a .groupPaging section comes to rest on the next group's leading
    // edge, one group per swipe; the collection view itself does not move.
    @Test func groupPagingRestsOnTheNextGroup() throws {
        let (app, collectionView, _) = try show(.groupPaging)
        let scroller = try #require(collectionView.orthogonalScrollView(forSection: 0))
        #expect(scroller.decelerationRate == .fast)
        try swipeSection(app, collectionView)
        #expect(scroller.contentOffset == CGPoint(x: 264, y: 0))
        #expect(collectionView.contentOffset == .zero)
        #expect(names(collectionView.indexPathsForVisibleItems) == ["0.1", "0.2", "1.0", "1.1", "1.2", "1.3"])
        try swipeSection(app, collectionView)
        #expect(scroller.contentOffset == CGPoint(x: 528, y: 0))
    }

    // docs/uikit-rules.md 16.34: .groupPagingCentered starts with the first group centred (the scroll view's content
    // insets make room) and rests with the next group centred.
    @Test func groupPagingCenteredCentresGroups() throws {
        let (app, collectionView, _) = try show(.groupPagingCentered)
        let scroller = try #require(collectionView.orthogonalScrollView(forSection: 0))
        #expect(scroller.contentInset == UIEdgeInsets(top: 0, left: 32, bottom: 0, right: 32))
        #expect(scroller.contentOffset == CGPoint(x: -32, y: 0))
        let first = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(first.convert(first.bounds, to: collectionView) == CGRect(x: 32, y: 0, width: 256, height: 100))
        try swipeSection(app, collectionView)
        #expect(scroller.contentOffset == CGPoint(x: 232, y: 0))
        let second = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(second.convert(second.bounds, to: collectionView) == CGRect(x: 32, y: 0, width: 256, height: 100))
    }

    // docs/uikit-rules.md 16.34: .paging pages by the scroll view's width.
    @Test func pagingPagesByTheWidth() throws {
        let (app, collectionView, _) = try show(.paging)
        let scroller = try #require(collectionView.orthogonalScrollView(forSection: 0))
        #expect(scroller.isPagingEnabled)
        try swipeSection(app, collectionView)
        #expect(scroller.contentOffset == CGPoint(x: 320, y: 0))
    }

    // docs/uikit-rules.md 16.34: .continuousGroupLeadingBoundary glides as far as a continuous section would, then
    // rests on the group boundary nearest that place; .continuous rests where the glide ends.
    @Test func continuousBehavioursGlide() throws {
        let (app, collectionView, _) = try show(.continuousGroupLeadingBoundary)
        let scroller = try #require(collectionView.orthogonalScrollView(forSection: 0))
        #expect(scroller.decelerationRate == .normal)
        try swipeSection(app, collectionView)
        #expect(scroller.contentOffset == CGPoint(x: 792, y: 0))

        let (plainApp, plain, _) = try show(.continuous)
        let plainScroller = try #require(plain.orthogonalScrollView(forSection: 0))
        try swipeSection(plainApp, plain)
        let resting = plainScroller.contentOffset.x
        #expect(resting > 600 && resting < 992)
        #expect(resting.truncatingRemainder(dividingBy: 264) != 0)
    }

    // docs/uikit-rules.md 16.33: a vertical drag over the section scrolls the collection view, not the section.
    @Test func verticalDragScrollsTheCollectionView() throws {
        let (app, collectionView, _) = try show(.groupPaging)
        let scroller = try #require(collectionView.orthogonalScrollView(forSection: 0))
        try drag(app, collectionView, from: CGPoint(x: 100, y: 90), to: CGPoint(x: 100, y: 10))
        #expect(scroller.contentOffset == .zero)
        #expect(collectionView.contentOffset.y > 0)
    }

    // docs/uikit-rules.md 16.35: scrollToItem scrolls the collection view along the layout's direction and the
    // section across; a tap on a cell the section scrolled to selects that item.
    @Test func scrollToItemScrollsBothWays() throws {
        let (app, collectionView, _) = try show(.continuous)
        let scroller = try #require(collectionView.orthogonalScrollView(forSection: 0))
        collectionView.scrollToItem(at: IndexPath(item: 3, section: 0), at: [.centeredHorizontally, .top], animated: false)
        collectionView.layoutIfNeeded()
        #expect(scroller.contentOffset == CGPoint(x: 760, y: 0))
        #expect(collectionView.contentOffset == .zero)
        #expect(names(collectionView.indexPathsForVisibleItems).prefix(3) == ["0.2", "0.3", "0.4"])

        let cell = try #require(app.host.scrollCellIntoView(in: collectionView, at: IndexPath(item: 0, section: 0)))
        #expect(scroller.contentOffset == .zero)
        #expect(cell.convert(cell.bounds, to: collectionView) == CGRect(x: 0, y: 0, width: 256, height: 100))
        let point = collectionView.convert(CGPoint(x: 200, y: 50), to: nil)
        _ = try app.tap(point.x, point.y)
        app.host.runUntilIdle()
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    }

    // docs/uikit-rules.md 16.36: the handler runs on every layout pass with the section's visible items (frames as
    // if unscrolled) and the section's own offset; what it sets is what the cells show.
    @Test func visibleItemsHandlerScalesCells() throws {
        var calls: [(items: [String], offset: CGPoint, width: CGFloat)] = []
        let handler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler = { items, offset, environment in
            let width = environment.container.contentSize.width
            calls.append((items.map { "\($0.indexPath.section).\($0.indexPath.item)" }, offset, width))
            for item in items {
                let distance = abs(item.frame.midX - offset.x - width / 2)
                let scale = 1 - distance / 256
                item.transform = CGAffineTransform(scaleX: scale, y: scale)
            }
        }
        let (_, collectionView, _) = try show(.continuous, handler: handler)
        #expect(calls.last?.items == ["0.0", "0.1"])
        #expect(calls.last?.offset == .zero)
        #expect(calls.last?.width == 320)
        let first = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        // Item 0's centre is 32 pt left of the middle: scaled by 1 - 32/256.
        #expect(first.transform == CGAffineTransform(scaleX: 0.875, y: 0.875))
        #expect(first.bounds.size == CGSize(width: 256, height: 100))
        #expect(first.center == CGPoint(x: 128, y: 50))

        let scroller = try #require(collectionView.orthogonalScrollView(forSection: 0))
        scroller.contentOffset = CGPoint(x: 232, y: 0)
        collectionView.layoutIfNeeded()
        #expect(calls.last?.items == ["0.0", "0.1", "0.2"])
        #expect(calls.last?.offset == CGPoint(x: 232, y: 0))
        let second = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(second.transform == .identity)
        // Item 0's centre is now 264 pt left of the middle.
        #expect(first.transform == CGAffineTransform(scaleX: -0.03125, y: -0.03125))
    }
}
