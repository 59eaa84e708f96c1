import Foundation
import Testing
@testable import HeadlessUIKit

/// UICollectionViewCompositionalLayout: exact frames of items, groups, sections, boundary items, orthogonal sections
/// and lists (docs/uikit-rules.md 16.27-16.30).
@Suite @MainActor struct CompositionalLayoutTests {
    /// A 320 × 440 collection view (no content inset adjustment) with `layout` and `items` items per section.
    private func show(_ layout: UICollectionViewLayout, items: Int, sections: Int = 1,
                      cell: UICollectionViewCell.Type = CollectionCountingCell.self) throws -> (ViewTestApp, UICollectionView, CollectionTestData) {
        let app = try ViewTestApp()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        let data = CollectionTestData(items: items, sections: sections)
        data.install(in: collectionView)
        app.show(collectionView)
        return (app, collectionView, data)
    }

    private func frame(_ collectionView: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
        collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    // docs/uikit-rules.md 16.27, 16.28: fractional items fill a group; the group repeats, interGroupSpacing apart,
    // inside the section's insets; a top boundary item heads the section, inset like the content.
    @Test func gridOfFractionalItems() throws {
        let section = collectionGridSection()
        let (_, collectionView, _) = try show(UICollectionViewCompositionalLayout(section: section), items: 10)

        #expect((0..<5).map { frame(collectionView, $0) } == [
            CGRect(x: 10, y: 50, width: 75, height: 80), CGRect(x: 85, y: 50, width: 75, height: 80),
            CGRect(x: 160, y: 50, width: 75, height: 80), CGRect(x: 235, y: 50, width: 75, height: 80),
            CGRect(x: 10, y: 140, width: 75, height: 80),
        ])
        #expect(frame(collectionView, 9) == CGRect(x: 85, y: 230, width: 75, height: 80))
        #expect(collectionView.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader,
                                                                      at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 10, y: 0, width: 300, height: 40))
        #expect(collectionView.contentSize == CGSize(width: 320, height: 320))
        #expect(collectionView.visibleCells.count == 10)
    }

    // docs/uikit-rules.md 16.28: subitem:count: shares the group's length equally after the fixed spacing; item
    // content insets shrink each cell inside its room; a vertical group stacks.
    @Test func countedGroupsSpacingAndItemInsets() throws {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(1), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitem: item, count: 3)
        row.interItemSpacing = .fixed(10)
        let tall = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)))
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(220)), subitems: [row, tall])
        let (_, collectionView, _) = try show(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: column)), items: 5)

        #expect((0..<5).map { frame(collectionView, $0) } == [
            CGRect(x: 5, y: 5, width: 90, height: 90), CGRect(x: 115, y: 5, width: 90, height: 90),
            CGRect(x: 225, y: 5, width: 90, height: 90),
            CGRect(x: 0, y: 100, width: 320, height: 60),
            // the second group: the row again
            CGRect(x: 5, y: 225, width: 90, height: 90),
        ])
    }

    // docs/uikit-rules.md 16.29: an orthogonally scrolling section places its groups side by side across the
    // scrolling direction; the next section follows below its tallest group.
    @Test func orthogonalSectionLaysGroupsSideBySide() throws {
        let layout = UICollectionViewCompositionalLayout { section, _ in
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(100)), subitems: [item])
            let result = NSCollectionLayoutSection(group: group)
            if section == 0 {
                result.orthogonalScrollingBehavior = .groupPaging
                result.interGroupSpacing = 8
            }
            return result
        }
        let (_, collectionView, _) = try show(layout, items: 3, sections: 2)

        #expect((0..<3).map { frame(collectionView, $0) } == [
            CGRect(x: 0, y: 0, width: 256, height: 100), CGRect(x: 264, y: 0, width: 256, height: 100),
            CGRect(x: 528, y: 0, width: 256, height: 100),
        ])
        #expect(frame(collectionView, 0, 1) == CGRect(x: 0, y: 100, width: 256, height: 100))
        #expect(frame(collectionView, 1, 1) == CGRect(x: 0, y: 200, width: 256, height: 100))
        // Items beyond the right edge get no cells until the section scrolls (16.33, OrthogonalSectionTests).
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) == nil)
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) != nil)
    }

    // docs/uikit-rules.md 16.30: a list gives each item a full-width row, 44 pt for a cell that does not size itself,
    // its fitting height for one that does; inset grouped sections are inset 20 pt and 18 pt.
    @Test func listRowsSizeThemselves() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let (_, plain, _) = try show(UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)), items: 3)
        #expect((0..<3).map { frame(plain, $0) } == [
            CGRect(x: 0, y: 0, width: 320, height: 44), CGRect(x: 0, y: 44, width: 320, height: 44),
            CGRect(x: 0, y: 88, width: 320, height: 44),
        ])

        let app = try ViewTestApp()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 440),
                                              collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(CollectionSelfSizingCell.self, forCellWithReuseIdentifier: "Cell")
        collectionView.register(CollectionTitleView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "Header")
        let source = CollectionClosureSource(count: 2) { collectionView, indexPath in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath) as! CollectionSelfSizingCell
            cell.label.text = "Row \(indexPath.item)"
            return cell
        }
        source.header = { collectionView, kind, indexPath in
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
        }
        collectionView.dataSource = source
        app.show(collectionView)

        let label = UILabel(frame: .zero)
        label.text = "Row 0"
        let rowHeight = label.intrinsicContentSize.height + 16
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 20, y: 38 + 18, width: 280, height: rowHeight))
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame
                == CGRect(x: 20, y: 38 + 18 + rowHeight, width: 280, height: rowHeight))
        #expect(app.host.problems.isEmpty)
    }

    // docs/uikit-rules.md 16.31: a list cell's content configuration makes the content view, which fills the cell
    // and gives the row its height: at least 44 pt, taller with a subtitle.
    @Test func listContentConfigurationsSizeTheRows() throws {
        let app = try ViewTestApp()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 440),
                                              collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)))
        collectionView.contentInsetAdjustmentBehavior = .never
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, indexPath, title in
            var content = indexPath.item == 0 ? cell.defaultContentConfiguration() : UIListContentConfiguration.subtitleCell()
            content.text = title
            if indexPath.item == 1 { content.secondaryText = "Detail" }
            cell.contentConfiguration = content
        }
        let source = CollectionClosureSource(count: 2) { collectionView, indexPath in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: "Row \(indexPath.item)")
        }
        collectionView.dataSource = source
        app.show(collectionView)

        let first = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        let second = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        // Margins 11, the two lines (20.57 and 18.15 pt in Inter) 3 pt apart, added up as the configuration does.
        let subtitleHeight = 11 + (UIFont.systemFont(ofSize: 17).lineHeight + (3 + UIFont.systemFont(ofSize: 15).lineHeight)) + 11
        #expect(first.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(second.frame == CGRect(x: 0, y: 44, width: 320, height: subtitleHeight))
        let content = try #require(first.contentView.subviews.first as? UIListContentView)
        #expect(content.frame == first.contentView.bounds)
        #expect(content.textLabel.text == "Row 0")
        #expect(content.textLabel.frame.minX == 16)
    }

    // docs/uikit-rules.md 16.31: a table cell's default content configuration follows its style, and setting it
    // shows the configuration's view in the content view.
    @Test func tableCellDefaultContentConfiguration() throws {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "Cell")
        var content = cell.defaultContentConfiguration()
        content.text = "Title"
        content.secondaryText = "Subtitle"
        cell.contentConfiguration = content

        let view = try #require(cell.contentView.subviews.last as? UIListContentView)
        #expect(view.textLabel.text == "Title")
        #expect(view.secondaryTextLabel.text == "Subtitle")
        content.text = "Changed"
        cell.contentConfiguration = content
        #expect(cell.contentView.subviews.last === view)
        #expect(view.textLabel.text == "Changed")
    }
}
