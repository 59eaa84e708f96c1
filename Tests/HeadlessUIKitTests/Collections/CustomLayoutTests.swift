import Foundation
import Testing
@testable import HeadlessUIKit

/// A layout written against the subclassing API: one column of 60 pt rows, 10 pt apart, counting its calls.
@MainActor
final class CollectionColumnLayout: UICollectionViewLayout {
    private(set) var prepares = 0
    private(set) var boundsChecks = 0
    private(set) var rectsAsked: [CGRect] = []
    private var frames: [CGRect] = []

    override func prepare() {
        super.prepare()
        prepares += 1
        let count = collectionView.map { $0.numberOfSections > 0 ? $0.numberOfItems(inSection: 0) : 0 } ?? 0
        let width = collectionView?.bounds.width ?? 0
        frames = (0..<count).map { CGRect(x: 0, y: CGFloat($0) * 70, width: width, height: 60) }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: frames.last.map { $0.maxY } ?? 0)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        rectsAsked.append(rect)
        return frames.indices.filter { frames[$0].intersects(rect) }.map { layoutAttributesForItem(at: IndexPath(item: $0, section: 0))! }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard frames.indices.contains(indexPath.item) else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frames[indexPath.item]
        return attributes
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        boundsChecks += 1
        return false
    }
}

/// UICollectionViewLayout's subclassing API as the collection view uses it (docs/uikit-rules.md 16.2).
@Suite @MainActor struct CustomLayoutTests {
    // docs/uikit-rules.md 16.2: prepare runs once per invalidation; the elements in the bounds are asked after each
    // scroll; a bounds change asks shouldInvalidateLayout(forBoundsChange:), and a no keeps the prepared layout.
    @Test func theCollectionViewDrivesTheSubclassingAPI() throws {
        let layout = CollectionColumnLayout()
        let app = try ViewTestApp()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        let data = CollectionTestData(items: 100)
        data.install(in: collectionView)
        app.show(collectionView)

        #expect(layout.prepares == 1)
        #expect(layout.collectionView === collectionView)
        #expect(collectionView.contentSize == CGSize(width: 320, height: 99 * 70 + 60))
        #expect(scene(collectionView) == (0..<7).map { "0.\($0)" })
        #expect(layout.rectsAsked.last == CGRect(x: 0, y: 0, width: 320, height: 440))

        collectionView.contentOffset = CGPoint(x: 0, y: 700)
        collectionView.layoutIfNeeded()
        #expect(layout.boundsChecks == 1)
        #expect(layout.prepares == 1)
        #expect(layout.rectsAsked.last == CGRect(x: 0, y: 700, width: 320, height: 440))
        #expect(scene(collectionView) == (10..<17).map { "0.\($0)" })

        layout.invalidateLayout()
        collectionView.layoutIfNeeded()
        #expect(layout.prepares == 2)
    }

    private func scene(_ collectionView: UICollectionView) -> [String] {
        collectionView.indexPathsForVisibleItems.map { "\($0.section).\($0.item)" }
    }
}
