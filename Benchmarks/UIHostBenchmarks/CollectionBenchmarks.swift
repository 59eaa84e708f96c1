// The collection benchmark (`BENCH_ONLY=collection`): a 100,000-item flow layout scrolled from top to bottom by
// flicks of a finger through the real touch path (cells created against the most cells on screen at once), and a
// diffable data source applying a snapshot of 10,000 items with 1,000 changes (250 deletions, insertions, moves and
// reloads) to a shown collection view: the difference, the batch update and the layout, median of 9 runs.
import Foundation
import HeadlessUIKit

@MainActor
final class BenchCollectionData: UICollectionViewDataSource, UICollectionViewDelegate {
    final class Cell: UICollectionViewCell {
        static var made = 0
        override init(frame: CGRect) {
            Cell.made += 1
            super.init(frame: frame)
        }
        required init?(coder: NSCoder) { fatalError("not used") }
    }

    let items: Int
    var frames = 0
    var mostVisible = 0

    init(items: Int) { self.items = items }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        cell.accessibilityLabel = "Item \(indexPath.item)"
        return cell
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        frames += 1
        let visible = (scrollView as? UICollectionView)?.visibleCells.count ?? 0
        if visible > mostVisible { mostVisible = visible }
    }
}

@MainActor
func collectionBenchmarks() throws {
    print("")
    print("Collection view")
    final class Delegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        func application(_ application: UIApplication,
                         didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            let window = UIWindow()
            window.rootViewController = UIViewController()
            window.makeKeyAndVisible()
            self.window = window
            return true
        }
    }
    let host = HeadlessHost(device: .iPhone8)
    host.callbacks.isEnabled = false
    let delegate = Delegate()
    try host.launch(delegate: delegate)
    let root = try require(delegate.window?.rootViewController?.view)

    // 1. A 100,000-item flow layout, 3 items of 115 × 115 a line on a 375 pt screen.
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 115, height: 115)
    let collectionView = UICollectionView(frame: root.bounds, collectionViewLayout: layout)
    let data = BenchCollectionData(items: 100_000)
    collectionView.register(BenchCollectionData.Cell.self, forCellWithReuseIdentifier: "Cell")
    collectionView.dataSource = data
    collectionView.delegate = data
    root.addSubview(collectionView)
    host.runUntilIdle()

    let end = collectionView.contentSize.height + collectionView.adjustedContentInset.bottom - collectionView.bounds.height
    let start = DispatchTime.now().uptimeNanoseconds
    var flicks = 0
    while collectionView.contentOffset.y < end {
        try host.send([TouchInput(id: 1, phase: .began, x: 180, y: 600)])
        for y in stride(from: 500.0, through: 100.0, by: -100) {
            host.advance(by: 1.0 / 60)
            try host.send([TouchInput(id: 1, phase: .moved, x: 180, y: y)])
        }
        try host.send([TouchInput(id: 1, phase: .ended, x: 180, y: 100)])
        host.runUntilIdle(timeout: 60)
        flicks += 1
    }
    let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    print(String(format: "%-58@ %d items, %d flicks to item %d", "scroll a 100,000-item flow layout end to end" as NSString,
                 data.items, flicks, collectionView.indexPathsForVisibleItems.last?.item ?? -1))
    print(String(format: "%-58@ %d (at most %d cells on screen at once; a line is 3)", "  cells created" as NSString,
                 BenchCollectionData.Cell.made, data.mostVisible))
    print(String(format: "%-58@ %d frames in %.2f s wall = %.0f frames/s   peak RSS %@", "  virtual clock loop" as NSString,
                 data.frames, wall, Double(data.frames) / wall, peakResidentMemory()))
    collectionView.removeFromSuperview()

    // 2. Diffable apply: 10,000 items, 1,000 changes.
    var times: [Double] = []
    var changed = 0
    for run in 0..<9 {
        let diffableView = UICollectionView(frame: root.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        diffableView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: diffableView) { view, indexPath, _ in
            view.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        }
        var old = NSDiffableDataSourceSnapshot<Int, Int>()
        old.appendSections([0])
        old.appendItems(Array(0..<10_000))
        source.apply(old, animatingDifferences: false)
        root.addSubview(diffableView)
        host.runUntilIdle()

        var generator = BenchRandom(seed: UInt64(run + 1))
        var items = Array(0..<10_000)
        var removed = Set<Int>()
        while removed.count < 250 { removed.insert(Int(generator.next() % 10_000)) }
        items.removeAll { removed.contains($0) }
        for index in 0..<250 { items.insert(20_000 + index, at: Int(generator.next() % UInt64(items.count))) }
        for _ in 0..<250 {
            let moving = items.remove(at: Int(generator.next() % UInt64(items.count)))
            items.insert(moving, at: Int(generator.next() % UInt64(items.count)))
        }
        var new = NSDiffableDataSourceSnapshot<Int, Int>()
        new.appendSections([0])
        new.appendItems(items)
        var reloads = Set<Int>()
        while reloads.count < 250 {
            let item = items[Int(generator.next() % UInt64(items.count))]
            if item < 10_000 { reloads.insert(item) }
        }
        new.reloadItems(Array(reloads))
        changed = 1_000

        let begin = DispatchTime.now().uptimeNanoseconds
        source.apply(new)
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - begin) / 1e6
        times.append(elapsed)
        host.runUntilIdle()
        guard diffableView.numberOfItems(inSection: 0) == items.count, host.problems.isEmpty else {
            throw BenchError(description: "diffable apply gave \(diffableView.numberOfItems(inSection: 0)) items: \(host.problems)")
        }
        diffableView.removeFromSuperview()
    }
    times.sort()
    print(String(format: "%-58@ %.2f ms median (min %.2f, max %.2f; target < 20 ms)",
                 "diffable apply, 10,000 items, \(changed) changes" as NSString, times[times.count / 2], times[0], times[times.count - 1]))
}

/// A small deterministic generator (SplitMix64), so every run changes the same items.
struct BenchRandom {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
