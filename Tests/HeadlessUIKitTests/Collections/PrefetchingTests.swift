import Foundation
import Testing
@testable import HeadlessUIKit

/// Records prefetch and cancel calls as "prefetch 12-23" / "cancel 15-26" (items or rows of section 0, a run each).
@MainActor
final class PrefetchRecorder: UICollectionViewDataSourcePrefetching, UITableViewDataSourcePrefetching {
    private(set) var calls: [String] = []

    private func record(_ what: String, _ paths: [IndexPath]) {
        let numbers = paths.map { $0[1] }
        let contiguous = numbers == Array((numbers.first ?? 0)...(numbers.last ?? 0))
        let text = contiguous && numbers.count > 1 ? "\(numbers.first!)-\(numbers.last!)" : numbers.map(String.init).joined(separator: ",")
        calls.append("\(what) \(text)")
    }

    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) { record("prefetch", indexPaths) }
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        record("cancel", indexPaths)
    }
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) { record("prefetch", indexPaths) }
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) { record("cancel", indexPaths) }
}

/// Prefetching data sources of collection views and tables (docs/uikit-rules.md 16.38).
@Suite @MainActor struct PrefetchingTests {
    // docs/uikit-rules.md 16.38: the items of the next screen in the scrolling direction are prefetched once; a
    // scroll that brings them on screen cancels nothing; turning back cancels those still off screen.
    @Test func collectionPrefetchesTheNextScreen() throws {
        let scene = try CollectionScene()
        let recorder = PrefetchRecorder()
        scene.collectionView.prefetchDataSource = recorder
        scene.collectionView.setNeedsLayout()
        scene.collectionView.layoutIfNeeded()
        // Lines of three 100-pt items every 110 pt: lines 0-3 show (items 0-11), lines 4-7 are the next 440 pt.
        #expect(recorder.calls == ["prefetch 12-23"])
        #expect(scene.host.callbacks.names(of: [.delegate]) == ["collectionView(_:prefetchItemsAt:)"])

        scene.collectionView.contentOffset = CGPoint(x: 0, y: 110)
        scene.collectionView.layoutIfNeeded()
        #expect(scene.visibleItems.first == "0.3")
        #expect(recorder.calls == ["prefetch 12-23", "prefetch 24-26"])

        scene.collectionView.contentOffset = .zero
        scene.collectionView.layoutIfNeeded()
        #expect(recorder.calls == ["prefetch 12-23", "prefetch 24-26", "cancel 15-26"])

        scene.collectionView.contentOffset = CGPoint(x: 0, y: 880)
        scene.collectionView.layoutIfNeeded()
        // Forward again: lines 12-15 (items 36-47) are next.
        #expect(recorder.calls.last == "prefetch 36-47")
    }

    // docs/uikit-rules.md 16.38: isPrefetchingEnabled false makes no calls; reloadData forgets what was prefetched.
    @Test func collectionPrefetchingCanBeTurnedOff() throws {
        let scene = try CollectionScene()
        let recorder = PrefetchRecorder()
        scene.collectionView.isPrefetchingEnabled = false
        scene.collectionView.prefetchDataSource = recorder
        scene.collectionView.contentOffset = CGPoint(x: 0, y: 110)
        scene.collectionView.layoutIfNeeded()
        #expect(recorder.calls.isEmpty)

        scene.collectionView.isPrefetchingEnabled = true
        scene.collectionView.setNeedsLayout()
        scene.collectionView.layoutIfNeeded()
        #expect(recorder.calls == ["prefetch 15-26"])
        scene.collectionView.reloadData()
        scene.collectionView.layoutIfNeeded()
        #expect(recorder.calls == ["prefetch 15-26", "prefetch 15-26"])
    }

    // docs/uikit-rules.md 16.38: a table prefetches the rows of the next screen as a collection view does.
    @Test func tablePrefetchesTheNextScreen() throws {
        let scene = try TableScene()
        let recorder = PrefetchRecorder()
        scene.table.prefetchDataSource = recorder
        scene.table.setNeedsLayout()
        scene.table.layoutIfNeeded()
        // Ten 44-pt rows show; rows 10-19 fill the next 440 pt.
        #expect(recorder.calls == ["prefetch 10-19"])
        scene.table.contentOffset = CGPoint(x: 0, y: 44)
        scene.table.layoutIfNeeded()
        #expect(recorder.calls == ["prefetch 10-19", "prefetch 20"])
        scene.table.contentOffset = .zero
        scene.table.layoutIfNeeded()
        #expect(recorder.calls == ["prefetch 10-19", "prefetch 20", "cancel 11-20"])
    }
}
