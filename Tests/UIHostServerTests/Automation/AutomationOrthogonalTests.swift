import Foundation
import HeadlessUIKit
import Testing
import UIHostProtocol
@testable import UIHostCore
@testable import UIHostServer
import UIHostTesting

/// A collection view whose section 0 pages across (ten groups 80 % of the width, 100 pt tall, 8 pt apart) above a
/// column of twenty 50-pt rows; it records its selections.
private final class CarouselController: UICollectionViewController {
    var selected: [IndexPath] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        collectionView.accessibilityIdentifier = "carousel"
    }

    override func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        section == 0 ? 10 : 20
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        cell.accessibilityLabel = "Item \(indexPath.section).\(indexPath.item)"
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath)
    }

    static func layout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { section, _ in
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                 heightDimension: .fractionalHeight(1)))
            let width: NSCollectionLayoutDimension = section == 0 ? .fractionalWidth(0.8) : .fractionalWidth(1)
            let height: NSCollectionLayoutDimension = .absolute(section == 0 ? 100 : 50)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: width, heightDimension: height), subitems: [item])
            let result = NSCollectionLayoutSection(group: group)
            if section == 0 {
                result.orthogonalScrollingBehavior = .groupPaging
                result.interGroupSpacing = 8
            }
            return result
        }
    }
}

private final class CarouselAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let carousel = CarouselController(collectionViewLayout: CarouselController.layout())

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = carousel
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

/// Orthogonal sections over the protocol (docs/protocol.md, A view node; docs/uikit-rules.md 16.33, 16.35).
@Suite @MainActor struct AutomationOrthogonalTests {
    private func offsets(_ node: JSON) -> JSON? { node["orthogonalOffsets"] }

    // docs/uikit-rules.md 16.33, 16.35: the collection's node reports the section's offset; an indexPath selector
    // scrolls the section across to reach an item, and input.tap selects it.
    @Test func indexPathSelectorReachesAnItemOfAnOrthogonalSection() throws {
        let delegate = CarouselAppDelegate()
        let demo = try DemoAutomation(app: AppDescription(name: "carousel") { delegate })
        let collectionView = delegate.carousel.collectionView!
        let before = try demo.call("view.get", ["view": ["accessibilityIdentifier": "carousel"]])
        // Whole numbers arrive as JSON integers.
        #expect(offsets(before) == [[0, 0, 0]])

        let cell = try demo.call("view.get", ["view": ["accessibilityIdentifier": "carousel", "indexPath": [0, 5]]])
        #expect(cell["indexPath"] == [0, 5])
        #expect(cell["accessibilityLabel"] == "Item 0.5")
        let scroller = try #require(collectionView.orthogonalScrollView(forSection: 0))
        let width = collectionView.bounds.width
        // Item 5 ends at 5 × (0.8 w + 8) + 0.8 w; the section scrolled just enough to show it whole.
        let expected = 5 * (0.8 * width + 8) + 0.8 * width - width
        #expect(scroller.contentOffset == CGPoint(x: expected, y: 0))
        let after = try demo.call("view.get", ["view": ["accessibilityIdentifier": "carousel"]])
        #expect(offsets(after) == .array([.array([.int(0), .int(Int(expected)), .int(0)])]))
        #expect(after["visibleIndexPaths"]?.arrayValue?.contains([0, 5]) == true)

        try demo.call("input.tap", ["view": ["indexPath": [0, 5]]])
        #expect(delegate.carousel.selected == [IndexPath(item: 5, section: 0)])
    }
}
