import Foundation
import Testing
@testable import HeadlessUIKit

/// The "Photos" scene's class: 20 photos in the storyboard's "Photo" prototype, a "Header" header. Records what it is
/// told, in order, into `recorder`.
final class CBPhotosController: UICollectionViewController {
    private(set) var senders: [Any?] = []
    var recorder: EventRecorder?

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 20 }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
        (cell.contentView.subviews.first { $0.accessibilityIdentifier == "caption" } as? UILabel)?.text = "Photo \(indexPath.item)"
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                 at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        recorder?.record("didSelectItemAt \(indexPath.item)")
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        recorder?.record("shouldPerformSegue \(identifier)")
        return true
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        recorder?.record("prepare \(segue.identifier ?? "") → \(segue.destination.title ?? "")")
        senders.append(sender)
    }
}

/// Storyboard `collectionViewController` scenes: the flow layout's attributes, prototype cells and headers, segues
/// from cells (docs/uikit-rules.md 16.20, 16.21).
@Suite @MainActor struct CollectionStoryboardTests {
    private func storyboard(_ recorder: EventRecorder) throws -> UIStoryboard {
        UIStoryboard.register(controllerNamed: "CBPhotosController") {
            let photos = CBPhotosController(coder: NSCoder())!
            photos.recorder = recorder
            return photos
        }
        return try UIStoryboard(data: Data(CollectionStoryboardFixtures.photos.utf8), name: "Photos")
    }

    // docs/uikit-rules.md 16.21: the flow layout takes the file's sizes, spacing and insets; prototypes are dequeued
    // by their identifiers with their content.
    @Test func flowLayoutAndPrototypesComeFromTheFile() throws {
        let storyboard = try storyboard(EventRecorder())
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let app = try ViewTestApp(rootViewController: navigation)
        let photos = try #require(navigation.topViewController as? CBPhotosController)
        let collectionView = try #require(photos.collectionView)
        let layout = try #require(collectionView.collectionViewLayout as? UICollectionViewFlowLayout)

        #expect(collectionView.dataSource === photos)
        #expect(collectionView.delegate === photos)
        #expect(layout.itemSize == CGSize(width: 100, height: 100))
        #expect(layout.minimumLineSpacing == 5)
        #expect(layout.sectionInset == UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
        #expect(layout.headerReferenceSize == CGSize(width: 50, height: 30))
        #expect(collectionView.numberOfItems(inSection: 0) == 20)
        // 355 pt between the insets: three items a line, 27.5 pt apart.
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(cell.reuseIdentifier == "Photo")
        #expect(cell.frame == CGRect(x: 137.5, y: 40, width: 100, height: 100))
        let caption = try #require(cell.contentView.subviews.first as? UILabel)
        #expect(caption.text == "Photo 1")
        #expect(caption.frame == CGRect(x: 8, y: 72, width: 84, height: 20))
        let header = try #require(collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                                   at: IndexPath(item: 0, section: 0)))
        #expect(header.reuseIdentifier == "Header")
        #expect(header.frame == CGRect(x: 0, y: 0, width: 375, height: 30))
        #expect(storyboard.notes.filter { $0.contains("collection") } == [])
        _ = app
    }

    // docs/uikit-rules.md 16.21, 8.3: selecting a prototype cell with a segue performs it with the cell as sender,
    // before didSelectItemAt.
    @Test func selectingACellPerformsItsSegue() throws {
        let recorder = EventRecorder()
        let storyboard = try storyboard(recorder)
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let app = try ViewTestApp(rootViewController: navigation)
        let photos = try #require(navigation.topViewController as? CBPhotosController)
        let cell = try #require(photos.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
        let point = cell.convert(CGPoint(x: 50, y: 50), to: nil)

        try app.tap(point.x, point.y)
        app.host.runUntilIdle()

        #expect(recorder.events == ["shouldPerformSegue showPhoto", "prepare showPhoto → Detail", "didSelectItemAt 2"])
        #expect((photos.senders.first as? UICollectionViewCell) === cell)
        #expect(navigation.topViewController?.title == "Detail")
    }

    // docs/uikit-rules.md 16.20: a collection view controller made in code has a collection view with its layout,
    // and clears the selection when its view appears again.
    @Test func controllerInCodeMakesItsCollectionView() throws {
        let layout = UICollectionViewFlowLayout()
        let controller = UICollectionViewController(collectionViewLayout: layout)
        let app = try ViewTestApp(rootViewController: controller)

        #expect(controller.collectionView.collectionViewLayout === layout)
        #expect(controller.collectionView.dataSource === controller)
        #expect(controller.collectionView.frame == app.window.bounds)
        #expect(controller.clearsSelectionOnViewWillAppear)
    }
}
