import Foundation
import Testing
@testable import HeadlessUIKit

/// A flow layout that fades inserted items in from 50 pt lower and shrinks deleted ones out, recording what the
/// collection view asks of it.
final class CollectionFadingLayout: UICollectionViewFlowLayout {
    private(set) var calls: [String] = []

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        let described = updateItems.map { item in
            let path = (item.indexPathAfterUpdate ?? item.indexPathBeforeUpdate).map { "\($0.section).\($0.item)" } ?? "-"
            return "\(item.updateAction) \(path)"
        }
        calls.append("prepare(\(described.joined(separator: ", ")))")
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        calls.append("initial \(itemIndexPath.item)")
        guard let attributes = layoutAttributesForItem(at: itemIndexPath)?.copy() else { return nil }
        attributes.alpha = 0
        attributes.frame.origin.y += 50
        return attributes
    }

    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        calls.append("final \(itemIndexPath.item)")
        guard let attributes = layoutAttributesForItem(at: itemIndexPath)?.copy() else { return nil }
        attributes.alpha = 0
        return attributes
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        calls.append("finalize")
    }
}

/// A list cell that records the states its configuration is updated for.
final class CollectionStateRecordingCell: UICollectionViewListCell {
    private(set) var updates: [String] = []

    override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        updates.append("selected=\(state.isSelected) highlighted=\(state.isHighlighted)")
    }
}

/// Three items of `CollectionStateRecordingCell`.
@MainActor
final class CollectionStateRecordingData: UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Recording", for: indexPath)
    }
}

/// Animated insertions and deletions (docs/uikit-rules.md 16.43), the list cell's separator guide (16.40) and
/// collection cells' configuration updates (16.42).
@Suite @MainActor struct CollectionUpdateAnimationTests {
    // docs/uikit-rules.md 16.43: the base layout has no appearing or disappearing attributes.
    @Test func theBaseLayoutHasNoAppearingOrDisappearingAttributes() {
        let layout = UICollectionViewLayout()
        #expect(layout.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(layout.finalLayoutAttributesForDisappearingItem(at: IndexPath(item: 0, section: 0)) == nil)
    }

    // docs/uikit-rules.md 16.43: a deleted item's cell animates to its final attributes and only then leaves; an
    // inserted item's cell animates from its initial attributes to its place.
    @Test func insertedAndDeletedItemsAnimateThroughTheLayoutsAttributes() throws {
        let layout = CollectionFadingLayout()
        let scene = try CollectionScene(items: 6, layout: layout)
        let (collectionView, data) = (scene.collectionView, scene.data)
        let deleted = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        let deletedFrame = deleted.frame

        data.sections[0].remove(at: 1)
        data.sections[0].append("Item 0.new")
        collectionView.performBatchUpdates {
            collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
            collectionView.insertItems(at: [IndexPath(item: 5, section: 0)])
        }
        #expect(layout.calls == ["prepare(delete 0.1, insert 0.5)", "final 1", "initial 5", "finalize"])
        #expect(deleted.superview === collectionView, "the deleted cell stays while it animates out")
        #expect(deleted.alpha == 0)
        #expect(deleted.frame == deletedFrame)
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) !== deleted)
        let inserted = try #require(collectionView.cellForItem(at: IndexPath(item: 5, section: 0)))
        #expect(inserted.frame == CGRect(x: 220, y: 110, width: 100, height: 100))
        #expect(inserted.alpha == 1)
        #expect(Runtime.current.animator.blocksUserInteraction(with: inserted))

        scene.host.advance(by: 0.3)
        scene.host.runUntilIdle()
        #expect(deleted.superview == nil, "it leaves once its animation ends")
        #expect(!Runtime.current.animator.blocksUserInteraction(with: inserted))
    }

    // docs/uikit-rules.md 16.40: the separator guide is a hairline along the bottom from the content view's
    // leading margin; a constraint code adds moves its leading edge.
    @Test func theListCellsSeparatorGuideFollowsTheContentMarginUnlessConstrained() throws {
        let app = try ViewTestApp()
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        app.show(cell)
        let guide = cell.separatorLayoutGuide
        #expect(cell.separatorLayoutGuide === guide)
        #expect(cell.layoutGuides.contains { $0 === guide })
        cell.layoutIfNeeded()
        #expect(cell.contentView.layoutMargins.left == 8)
        #expect(guide.layoutFrame == CGRect(x: 8, y: 43.5, width: 312, height: 0.5))

        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 60),
            label.centerYAnchor.constraint(equalTo: cell.contentView.centerYAnchor),
            guide.leadingAnchor.constraint(equalTo: label.leadingAnchor),
        ])
        cell.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 60, y: 43.5, width: 260, height: 0.5))
    }

    // docs/uikit-rules.md 16.42: a collection cell's configuration is updated once before it shows and again when
    // it is selected, through an override of updateConfiguration(using:).
    @Test func collectionCellsUpdateTheirConfigurationBeforeShowingAndOnSelection() throws {
        let app = try ViewTestApp()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), collectionViewLayout: layout)
        collectionView.register(CollectionStateRecordingCell.self, forCellWithReuseIdentifier: "Recording")
        let data = CollectionStateRecordingData()
        collectionView.dataSource = data
        app.show(collectionView)
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? CollectionStateRecordingCell)
        #expect(cell.updates == ["selected=false highlighted=false"])
        collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        #expect(cell.updates == ["selected=false highlighted=false", "selected=true highlighted=false"])
        #expect(cell.configurationState.traitCollection.userInterfaceIdiom == .phone)
    }
}
