import Foundation
import Testing
@testable import HeadlessUIKit

/// Moving items interactively (docs/uikit-rules.md 16.39), in the flow layout scene: three 100-pt items a line,
/// 110 pt apart.
@Suite @MainActor struct InteractiveMovementTests {
    private func titles(_ scene: CollectionScene, _ items: Range<Int>) -> [String?] {
        items.map { (scene.collectionView.cellForItem(at: IndexPath(item: $0, section: 0)) as? CollectionCountingCell)?.label.text }
    }

    // docs/uikit-rules.md 16.39: the moving cell follows the touch; over another item's place the items shift; the
    // end tells the data source once, from the original index path to the last one, and the cell takes its place.
    @Test func aMovedItemLandsWhereItWasDropped() throws {
        let scene = try CollectionScene(items: 30) { _, data in data.movable = true }
        let collectionView = scene.collectionView
        let moving = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        #expect(!collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))

        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 60, y: 60))
        #expect(moving.center == CGPoint(x: 60, y: 60))
        #expect(collectionView.indexPath(for: moving) == IndexPath(item: 0, section: 0))
        // Over item 4's place (the middle of the second line).
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 160))
        #expect(collectionView.indexPath(for: moving) == IndexPath(item: 4, section: 0))
        #expect(moving.center == CGPoint(x: 160, y: 160))
        #expect(moving.layer.zPosition == CGFloat(Int32.max))
        #expect(titles(scene, 0..<5) == ["Item 0.1", "Item 0.2", "Item 0.3", "Item 0.4", "Item 0.0"])
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(scene.data.moves.isEmpty)

        collectionView.endInteractiveMovement()
        #expect(scene.data.moves == ["0.0 -> 0.4"])
        #expect(scene.data.sections[0].prefix(5) == ["Item 0.1", "Item 0.2", "Item 0.3", "Item 0.4", "Item 0.0"])
        #expect(moving.frame == CGRect(x: 110, y: 110, width: 100, height: 100))
        #expect(moving.layer.zPosition == 0)
        #expect(scene.host.callbacks.names(of: [.delegate]).filter { $0.lowercased().contains("move") } == [
            "collectionView(_:canMoveItemAt:)",
            "collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)",
            "collectionView(_:moveItemAt:to:)",
        ])
    }

    // docs/uikit-rules.md 16.39: a cancelled movement puts the item back; the data source hears nothing.
    @Test func aCancelledMovementPutsTheItemBack() throws {
        let scene = try CollectionScene(items: 30) { _, data in data.movable = true }
        let collectionView = scene.collectionView
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 270, y: 50))
        #expect(titles(scene, 0..<3) == ["Item 0.0", "Item 0.2", "Item 0.1"])
        collectionView.cancelInteractiveMovement()
        #expect(titles(scene, 0..<3) == ["Item 0.0", "Item 0.1", "Item 0.2"])
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 110, y: 0, width: 100, height: 100))
        #expect(scene.data.moves.isEmpty)
    }

    // docs/uikit-rules.md 16.39: an item the data source cannot move does not start moving.
    @Test func anUnmovableItemDoesNotStart() throws {
        let scene = try CollectionScene(items: 30)
        #expect(!scene.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        #expect(!scene.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 99, section: 0)))
        scene.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 160))
        scene.collectionView.endInteractiveMovement()
        #expect(scene.data.moves.isEmpty)
    }
}
