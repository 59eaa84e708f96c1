import Foundation
import Testing
@testable import HeadlessUIKit

/// `zPosition` orders siblings' drawing and layer hit testing, not the view tree (docs/uikit-rules.md 17.25).
@Suite @MainActor struct LayerZPositionTests {
    /// The fill colours a render of `layer` records, in order, as their red components (1 red, 0 blue).
    private func fills(_ layer: CALayer) -> [CGFloat] {
        let context = CGContext(size: layer.bounds.size)
        layer.render(in: context)
        return context.commands.compactMap { command in
            if case .fill(_, _, let color, _) = command { return color.components?.first }
            return nil
        }
    }

    // docs/uikit-rules.md 17.25: a sublayer with a higher zPosition draws over later siblings; equal ones keep their
    // order; `sublayers` and `subviews` keep theirs.
    @Test func zPositionOrdersDrawing() {
        let parent = CALayer()
        parent.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        let red = CALayer(), blue = CALayer()
        red.backgroundColor = UIColor.red.cgColor
        blue.backgroundColor = UIColor.blue.cgColor
        for layer in [red, blue] {
            layer.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
            parent.addSublayer(layer)
        }
        #expect(fills(parent) == [1, 0])
        red.zPosition = 1
        #expect(fills(parent) == [0, 1])
        #expect(parent.sublayers?.first === red)
        blue.zPosition = 1
        #expect(fills(parent) == [1, 0])
        red.zPosition = -1
        blue.zPosition = -2
        #expect(fills(parent) == [0, 1])
    }

    // docs/uikit-rules.md 17.25: CALayer.hitTest tries the front-most sibling first; UIView hit testing follows
    // the subviews, as in UIKit.
    @Test func layerHitTestingFollowsZPositionViewHitTestingDoesNot() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let below = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let above = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        parent.addSubview(below)
        parent.addSubview(above)
        below.layer.zPosition = 10
        #expect(parent.layer.hitTest(CGPoint(x: 10, y: 10)) === below.layer)
        #expect(parent.hitTest(CGPoint(x: 10, y: 10), with: nil) === above)
        #expect(parent.subviews.last === above)
    }

    // docs/uikit-rules.md 17.25, 16.16: a collection view gives its elements' layers their zIndex, so a pinned
    // header (zIndex 1024 in the compositional layout) draws over the cells that scroll under it.
    @Test func collectionElementsTakeTheirZIndex() throws {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .absolute(50)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        let app = try ViewTestApp()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 440),
                                              collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        collectionView.contentInsetAdjustmentBehavior = .never
        let data = CollectionTestData(items: 30, sections: 1)
        data.install(in: collectionView)
        app.show(collectionView)
        collectionView.contentOffset = CGPoint(x: 0, y: 100)
        collectionView.layoutIfNeeded()
        let pinned = try #require(collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                                   at: IndexPath(item: 0, section: 0)))
        #expect(pinned.frame.minY == 100)
        #expect(pinned.layer.zPosition == 1024)
        #expect(collectionView.visibleCells.allSatisfy { $0._layer == nil || $0.layer.zPosition == 0 })
        #expect(collectionView.layer.sublayersInDrawingOrder.last === pinned.layer)
        withExtendedLifetime(data) {}
    }
}
