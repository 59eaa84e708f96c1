import Foundation

/// Asks a collection view's or table's data source ahead of time for the items about to show
/// (`UICollectionViewDataSourcePrefetching`, `UITableViewDataSourcePrefetching`). UIHost's model of UIKit's
/// undocumented schedule (docs/uikit-rules.md 16.38): after each layout pass, the items in one screen's length beyond
/// the bounds, in the direction the list last scrolled (forward before any scroll), that have no cell are the
/// "ahead" items. Those not asked for before are passed to `prefetchItemsAt` (one call, index path order); items asked
/// for before that are no longer ahead and did not come on screen are passed to `cancelPrefetchingForItemsAt`. Items
/// that come on screen leave the set without a cancel. Reloading or a batch update forgets the set (no cancel).
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public protocol UICollectionViewDataSourcePrefetching: AnyObject {
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}

#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public protocol UITableViewDataSourcePrefetching: AnyObject {
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}

/// The bookkeeping of 16.38, shared by both lists.
struct ListPrefetcher {
    /// The items asked for and neither shown nor cancelled since.
    private(set) var pending: Set<IndexPath> = []
    private var lastOffset: CGPoint?
    private var backward = false

    /// The rect one screen beyond `bounds` in the direction the list last scrolled along its axis.
    mutating func region(beyond bounds: CGRect, vertical: Bool) -> CGRect {
        let offset = bounds.origin
        if let lastOffset {
            let delta = vertical ? offset.y - lastOffset.y : offset.x - lastOffset.x
            if delta != 0 { backward = delta < 0 }
        }
        lastOffset = offset
        if vertical {
            return CGRect(x: bounds.minX, y: backward ? bounds.minY - bounds.height : bounds.maxY,
                          width: bounds.width, height: bounds.height)
        }
        return CGRect(x: backward ? bounds.minX - bounds.width : bounds.maxX, y: bounds.minY,
                      width: bounds.width, height: bounds.height)
    }

    /// Takes the items now ahead; returns those to prefetch and those to cancel, each in index path order.
    mutating func update(ahead: Set<IndexPath>, visible: (IndexPath) -> Bool) -> (prefetch: [IndexPath], cancel: [IndexPath]) {
        let prefetch = ahead.subtracting(pending).sorted()
        let cancel = pending.subtracting(ahead).filter { !visible($0) }.sorted()
        pending = ahead
        return (prefetch, cancel)
    }

    mutating func forget() {
        pending.removeAll()
    }
}

extension UICollectionView {
    /// Prefetches and cancels after a layout pass (16.38).
    func updatePrefetching() {
        guard isPrefetchingEnabled, let prefetchDataSource else { return }
        let layout = collectionViewLayout
        // The axis the content is longer than the bounds along (vertical when neither or both).
        let horizontal = contentSize.width > bounds.width && contentSize.height <= bounds.height
        let region = prefetcher.region(beyond: bounds, vertical: !horizontal)
        var ahead = Set<IndexPath>()
        for element in layout.layoutAttributesForElements(in: region) ?? []
        where element.representedElementCategory == .cell && isValid(element.indexPath)
            && visibleCellsByIndexPath[element.indexPath] == nil {
            var frame = element.frame
            if let offset = orthogonalScrollers[element.indexPath.section]?.contentOffset {
                frame = frame.offsetBy(dx: -offset.x, dy: -offset.y)
            }
            if frame.intersects(region) { ahead.insert(element.indexPath) }
        }
        let (prefetch, cancel) = prefetcher.update(ahead: ahead) { self.visibleCellsByIndexPath[$0] != nil }
        if !cancel.isEmpty {
            Runtime.current.logCallback("collectionView(_:cancelPrefetchingForItemsAt:)", .delegate, prefetchDataSource)
            prefetchDataSource.collectionView(self, cancelPrefetchingForItemsAt: cancel)
        }
        if !prefetch.isEmpty {
            Runtime.current.logCallback("collectionView(_:prefetchItemsAt:)", .delegate, prefetchDataSource)
            prefetchDataSource.collectionView(self, prefetchItemsAt: prefetch)
        }
    }
}

extension UITableView {
    /// Prefetches and cancels after a layout pass (16.38).
    func updatePrefetching() {
        guard isPrefetchingEnabled, let prefetchDataSource else { return }
        let region = prefetcher.region(beyond: bounds, vertical: true)
        var ahead = Set<IndexPath>()
        for indexPath in geometry.indexPaths(from: region.minY, to: region.maxY)
        where visibleCellsByIndexPath[indexPath] == nil {
            ahead.insert(indexPath)
        }
        let (prefetch, cancel) = prefetcher.update(ahead: ahead) { self.visibleCellsByIndexPath[$0] != nil }
        if !cancel.isEmpty {
            Runtime.current.logCallback("tableView(_:cancelPrefetchingForRowsAt:)", .delegate, prefetchDataSource)
            prefetchDataSource.tableView(self, cancelPrefetchingForRowsAt: cancel)
        }
        if !prefetch.isEmpty {
            Runtime.current.logCallback("tableView(_:prefetchRowsAt:)", .delegate, prefetchDataSource)
            prefetchDataSource.tableView(self, prefetchRowsAt: prefetch)
        }
    }
}
