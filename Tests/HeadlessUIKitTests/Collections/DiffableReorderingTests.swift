import Foundation
import Testing
@testable import HeadlessUIKit

/// A diffable data source's reordering handlers (docs/uikit-rules.md 6.99), driven by an interactive movement.
@Suite @MainActor struct DiffableReorderingTests {
    @MainActor final class Scene {
        let app: ViewTestApp
        let collectionView: UICollectionView
        let dataSource: UICollectionViewDiffableDataSource<String, String>
        var log: [String] = []

        init(canReorder: ((String) -> Bool)?) throws {
            app = try ViewTestApp()
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            layout.minimumInteritemSpacing = 10
            layout.minimumLineSpacing = 10
            collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 568), collectionViewLayout: layout)
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            app.rootView.addSubview(collectionView)
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, _ in
                view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
            var snapshot = NSDiffableDataSourceSnapshot<String, String>()
            snapshot.appendSections(["A", "B"])
            snapshot.appendItems(["a0", "a1", "a2"], toSection: "A")
            snapshot.appendItems(["b0", "b1"], toSection: "B")
            dataSource.apply(snapshot, animatingDifferences: false)
            dataSource.reorderingHandlers.canReorderItem = canReorder
            dataSource.reorderingHandlers.willReorder = { [unowned self] transaction in
                log.append("will \(transaction.difference.count) now " + dataSource.snapshot().itemIdentifiers.joined(separator: ","))
            }
            dataSource.reorderingHandlers.didReorder = { [unowned self] transaction in
                let sections = transaction.sectionTransactions.map {
                    $0.sectionIdentifier + ": " + $0.initialSnapshot.items.joined(separator: ",") + " -> "
                        + $0.finalSnapshot.items.joined(separator: ",")
                }
                log.append("did " + sections.joined(separator: "; ") + " now "
                           + dataSource.snapshot().itemIdentifiers.joined(separator: ","))
            }
            collectionView.layoutIfNeeded()
        }
    }

    // 6.99: a move within a section: willReorder hears the transaction before the snapshot changes, didReorder
    // after, with the section's items before and after. (Before, the data source refused every move.)
    @Test func aMoveWithinASectionIsToldBeforeAndAfter() throws {
        let scene = try Scene(canReorder: { _ in true })
        let collectionView = scene.collectionView
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 270, y: 50))
        collectionView.endInteractiveMovement()

        #expect(scene.log == [
            "will 2 now a0,a1,a2,b0,b1",
            "did A: a0,a1,a2 -> a1,a2,a0 now a1,a2,a0,b0,b1",
        ])
        #expect(scene.dataSource.itemIdentifier(for: IndexPath(item: 2, section: 0)) == "a0")
    }

    // 6.99: without `canReorderItem`, or when it says no, nothing moves and nothing is told.
    @Test func noHandlerNoReorder() throws {
        let refusing = try Scene(canReorder: { $0 != "a0" })
        #expect(!refusing.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        #expect(refusing.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        refusing.collectionView.cancelInteractiveMovement()

        let none = try Scene(canReorder: nil)
        #expect(!none.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        #expect(none.log.isEmpty && refusing.log.isEmpty)
    }
}
