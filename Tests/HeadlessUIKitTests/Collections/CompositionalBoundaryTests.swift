import Foundation
import Testing
@testable import HeadlessUIKit

/// Boundary supplementary items of compositional sections: headers and footers, pinned headers, both scrolling
/// directions (docs/uikit-rules.md 16.28).
@Suite @MainActor struct CompositionalBoundaryTests {
    /// Keeps each test's data source alive (collection views hold theirs weakly).
    private final class Keep { var objects: [Any] = [] }
    private let keep = Keep()

    private func show(_ layout: UICollectionViewCompositionalLayout, items: Int, sections: Int) throws -> UICollectionView {
        let app = try ViewTestApp()
        keep.objects.append(app)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        let data = CollectionTestData(items: items, sections: sections)
        keep.objects.append(data)
        data.install(in: collectionView)
        app.show(collectionView)
        return collectionView
    }

    private func frame(_ collectionView: UICollectionView, _ kind: String, section: Int) -> CGRect? {
        collectionView.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
    }

    /// Five 50-pt rows per section, inset 10 pt above and below, under a 40-pt header (pinned when `pinned`) and
    /// over a 30-pt footer: 340 pt a section.
    private func verticalLayout(pinned: Bool) -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .absolute(50)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 0, bottom: 10, trailing: 0)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = pinned
        let footer = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
        section.boundarySupplementaryItems = [header, footer]
        return UICollectionViewCompositionalLayout(section: section)
    }

    // docs/uikit-rules.md 16.28: a header heads its section, the insets and groups follow, the footer ends it; the
    // views come from the data source with their kinds.
    @Test func headersAndFootersFrameTheirSections() throws {
        let collectionView = try show(verticalLayout(pinned: false), items: 5, sections: 2)
        let header = UICollectionView.elementKindSectionHeader, footer = UICollectionView.elementKindSectionFooter
        #expect(frame(collectionView, header, section: 0) == CGRect(x: 0, y: 0, width: 320, height: 40))
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 50, width: 320, height: 50))
        #expect(frame(collectionView, footer, section: 0) == CGRect(x: 0, y: 310, width: 320, height: 30))
        #expect(frame(collectionView, header, section: 1) == CGRect(x: 0, y: 340, width: 320, height: 40))
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame
                == CGRect(x: 0, y: 390, width: 320, height: 50))
        #expect(collectionView.contentSize == CGSize(width: 320, height: 680))
        #expect(collectionView.indexPathsForVisibleSupplementaryElements(ofKind: header) == [IndexPath(item: 0, section: 0),
                                                                                             IndexPath(item: 0, section: 1)])
        #expect(collectionView.indexPathsForVisibleSupplementaryElements(ofKind: footer) == [IndexPath(item: 0, section: 0)])
        let view = collectionView.supplementaryView(forElementKind: footer, at: IndexPath(item: 0, section: 0)) as? CollectionTitleView
        #expect(view?.label.text == "Footer 0")
        #expect(view?.frame == CGRect(x: 0, y: 310, width: 320, height: 30))
    }

    // docs/uikit-rules.md 16.28, 16.16: a pinned header stays at the top of the visible area while its section
    // shows, pushed up by the section's end, above the cells (zIndex 1024).
    @Test func pinnedHeadersStayInView() throws {
        let collectionView = try show(verticalLayout(pinned: true), items: 5, sections: 2)
        let header = UICollectionView.elementKindSectionHeader
        collectionView.contentOffset = CGPoint(x: 0, y: 100)
        collectionView.layoutIfNeeded()
        #expect(frame(collectionView, header, section: 0) == CGRect(x: 0, y: 100, width: 320, height: 40))
        #expect(collectionView.layoutAttributesForSupplementaryElement(ofKind: header, at: IndexPath(item: 0, section: 0))?.zIndex == 1024)
        #expect(collectionView.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0))?.frame.minY == 100)
        collectionView.contentOffset = CGPoint(x: 0, y: 320)
        collectionView.layoutIfNeeded()
        // Section 0 ends at 340: its header rests against the end.
        #expect(frame(collectionView, header, section: 0) == CGRect(x: 0, y: 300, width: 320, height: 40))
        #expect(frame(collectionView, header, section: 1) == CGRect(x: 0, y: 340, width: 320, height: 40))
        collectionView.contentOffset = CGPoint(x: 0, y: 400)
        collectionView.layoutIfNeeded()
        // The second section's header is pinned once the list passes its place.
        #expect(frame(collectionView, header, section: 1) == CGRect(x: 0, y: 400, width: 320, height: 40))
    }

    // docs/uikit-rules.md 16.28: in a horizontal layout a .leading item heads the section on the left and a
    // .trailing one ends it on the right, as tall as the content.
    @Test func horizontalLayoutsPutBoundaryItemsAtTheSides() throws {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(40), heightDimension: .fractionalHeight(1)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .leading),
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(30), heightDimension: .fractionalHeight(1)),
                elementKind: UICollectionView.elementKindSectionFooter, alignment: .trailing),
        ]
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let collectionView = try show(UICollectionViewCompositionalLayout(section: section, configuration: configuration),
                                      items: 5, sections: 1)
        #expect(frame(collectionView, UICollectionView.elementKindSectionHeader, section: 0) == CGRect(x: 0, y: 0, width: 40, height: 440))
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 40, y: 0, width: 100, height: 440))
        #expect(frame(collectionView, UICollectionView.elementKindSectionFooter, section: 0) == CGRect(x: 540, y: 0, width: 30, height: 440))
        #expect(collectionView.contentSize == CGSize(width: 570, height: 440))
    }
}
