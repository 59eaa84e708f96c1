import Foundation
import HeadlessUIKit
import Testing
import UIHostProtocol
@testable import UIHostCore
@testable import UIHostServer
import UIHostTesting

/// A collection view controller of 300 labelled items that records its selections.
private final class ListPhotosController: UICollectionViewController {
    var selected: [IndexPath] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        collectionView.accessibilityIdentifier = "photos"
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 300 }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        cell.accessibilityLabel = "Photo \(indexPath.item)"
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath)
    }
}

private final class ListAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let photos: ListPhotosController = {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        return ListPhotosController(collectionViewLayout: layout)
    }()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = photos
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

/// Collection views over the protocol: nodes report sections and visible index paths; an `indexPath` selector
/// reaches an item by scrolling it into view, and input.tap selects it (docs/protocol.md; docs/uikit-rules.md 16.26).
@Suite @MainActor struct AutomationListTests {
    private func launch() throws -> (DemoAutomation, ListAppDelegate) {
        let delegate = ListAppDelegate()
        let demo = try DemoAutomation(app: AppDescription(name: "list") { delegate })
        return (demo, delegate)
    }

    // docs/uikit-rules.md 16.26: a collection view's node has its item counts and its visible index paths.
    @Test func collectionViewNodeReportsSectionsAndVisibleIndexPaths() throws {
        let (demo, delegate) = try launch()
        let node = try demo.call("view.get", ["view": ["accessibilityIdentifier": "photos"]])

        #expect(node["sections"] == [300])
        let visible = try #require(node["visibleIndexPaths"]?.arrayValue)
        #expect(visible.first == [0, 0])
        let expected = delegate.photos.collectionView.indexPathsForVisibleItems.map { path -> JSON in [.int(path.section), .int(path.item)] }
        #expect(visible == expected)
        #expect(visible.count >= 3)
    }

    // docs/uikit-rules.md 16.26: an indexPath selector scrolls the item into view; input.tap then selects it through
    // the collection view's real tap path.
    @Test func indexPathSelectorScrollsIntoViewAndTapSelects() throws {
        let (demo, delegate) = try launch()

        let cell = try demo.call("view.get", ["view": ["accessibilityIdentifier": "photos", "indexPath": [0, 150]]])
        #expect(cell["indexPath"] == [0, 150])
        #expect(cell["accessibilityLabel"] == "Photo 150")
        try demo.call("input.tap", ["view": ["indexPath": [0, 200]]])

        #expect(delegate.photos.selected == [IndexPath(item: 200, section: 0)])
        #expect(delegate.photos.collectionView.indexPathsForSelectedItems == [IndexPath(item: 200, section: 0)])
        let tapped = try demo.call("view.get", ["view": ["indexPath": [0, 200]]])
        #expect(tapped["selected"] == true)
        let missing = try demo.error("input.tap", ["view": ["indexPath": [0, 999]]])
        #expect(missing != nil)
        let malformed = try demo.error("view.get", ["view": ["indexPath": [1]]])
        #expect(malformed?.data?["field"] == "view.indexPath")
    }
}
