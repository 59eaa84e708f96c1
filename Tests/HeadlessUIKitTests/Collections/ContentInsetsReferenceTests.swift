import Foundation
import Testing
@testable import HeadlessUIKit

/// What a compositional section's content insets are counted from (docs/uikit-rules.md 16.46).
@Suite @MainActor struct ContentInsetsReferenceTests {
    /// A section of 50-pt rows (or full-height columns 100 wide when scrolling sideways), inset 10 at the sides.
    private func section(horizontal: Bool = false) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .fractionalHeight(1)))
        let size = horizontal
            ? NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1))
            : NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [item]))
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        return section
    }

    /// A collection view at the window's top left (under the 20-pt status bar), its insets not adjusted, with two
    /// items in each section (the data is returned to keep it alive).
    private func show(_ layout: UICollectionViewLayout, width: CGFloat = 320, sections: Int = 1,
                      configure: (UICollectionView) -> Void = { _ in }) throws -> (ViewTestApp, UICollectionView, CollectionTestData) {
        let app = try ViewTestApp()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: 440), collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        configure(collectionView)
        let data = CollectionTestData(items: 2, sections: sections)
        data.install(in: collectionView)
        app.show(collectionView)
        return (app, collectionView, data)
    }

    private func firstFrame(_ collectionView: UICollectionView) -> CGRect? {
        collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
    }

    // 16.46: by default the insets count from the content area's edges; the safe-area reference adds the safe area
    // across the scrolling direction: nothing at the sides of a vertical list in portrait, the status bar's 20 pt
    // above a sideways-scrolling one.
    @Test func theSafeAreaReference() throws {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        #expect(configuration.contentInsetsReference == .automatic && section().contentInsetsReference == .automatic)
        let (_, plain, _) = try show(UICollectionViewCompositionalLayout(section: section(horizontal: true), configuration: configuration))
        #expect(firstFrame(plain) == CGRect(x: 10, y: 10, width: 100, height: 420))
        configuration.contentInsetsReference = .safeArea
        let (_, sideways, _) = try show(UICollectionViewCompositionalLayout(section: section(horizontal: true), configuration: configuration))
        #expect(firstFrame(sideways) == CGRect(x: 10, y: 30, width: 100, height: 400))
        let vertical = UICollectionViewCompositionalLayoutConfiguration()
        vertical.contentInsetsReference = .safeArea
        let (_, list, _) = try show(UICollectionViewCompositionalLayout(section: section(), configuration: vertical))
        #expect(firstFrame(list) == CGRect(x: 10, y: 10, width: 300, height: 50))
    }

    // 16.46: the configuration's layout-margins reference adds the collection view's side margins; a section's own
    // reference wins over it.
    @Test func layoutMarginsAndASectionsOwnReference() throws {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.contentInsetsReference = .layoutMargins
        let plain = section(), own = section()
        own.contentInsetsReference = .none
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { index, _ in index == 0 ? plain : own },
                                                         configuration: configuration)
        let (_, collectionView, _) = try show(layout, sections: 2) {
            $0.layoutMargins = UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 24)
        }
        #expect(firstFrame(collectionView) == CGRect(x: 22, y: 10, width: 264, height: 50))
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame
                == CGRect(x: 10, y: 130, width: 300, height: 50))
    }

    // 16.46: the readable content reference narrows a wide collection view's sections to the readable width.
    @Test func readableContentNarrowsAWideList() throws {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.contentInsetsReference = .readableContent
        let (_, collectionView, _) = try show(UICollectionViewCompositionalLayout(section: section(), configuration: configuration),
                                           width: 760) { $0.insetsLayoutMarginsFromSafeArea = false }
        #expect(firstFrame(collectionView) == CGRect(x: 54, y: 10, width: 652, height: 50))
    }
}
