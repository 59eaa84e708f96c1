import Foundation
import Testing
@testable import HeadlessUIKit

/// UICollectionViewFlowLayout: exact frames in both directions, spacing, insets, headers and footers, the
/// delegate's overrides and self-sizing cells (docs/uikit-rules.md 16.13-16.19).
@Suite @MainActor struct FlowLayoutTests {
    // docs/uikit-rules.md 16.14, 16.15: three 100 pt items fill a 320 pt line; lines are minimumLineSpacing apart.
    @Test func verticalLinesFillLeftToRight() throws {
        let scene = try CollectionScene(items: 7)

        #expect((0..<7).map { scene.frame($0) } == [
            CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 110, y: 0, width: 100, height: 100),
            CGRect(x: 220, y: 0, width: 100, height: 100),
            CGRect(x: 0, y: 110, width: 100, height: 100), CGRect(x: 110, y: 110, width: 100, height: 100),
            CGRect(x: 220, y: 110, width: 100, height: 100),
            CGRect(x: 0, y: 220, width: 100, height: 100),
        ])
        #expect(scene.collectionView.contentSize == CGSize(width: 320, height: 320))
    }

    // docs/uikit-rules.md 16.15: a line's leftover room is spread between its items, the last line included; a
    // line of one item starts at the inset.
    @Test func linesAreJustifiedAndASingleItemIsLeftAligned() throws {
        let scene = try CollectionScene(items: 5, sections: 2) { layout, data in
            layout.itemSize = CGSize(width: 90, height: 50)
            layout.minimumInteritemSpacing = 5
            layout.sectionInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
            data.sections[1] = ["only"]
        }

        // 300 pt between the insets: three 90 pt items, 15 pt apart; the last line's two items 120 pt apart.
        #expect((0..<5).map { scene.frame($0)!.minX } == [10, 115, 220, 10, 220])
        #expect(scene.frame(0, 1) == CGRect(x: 10, y: 110, width: 90, height: 50))
    }

    // docs/uikit-rules.md 16.15: items of different heights are centred on their line, whose thickness is the
    // tallest item.
    @Test func itemsAreCentredAcrossTheirLine() throws {
        let scene = try CollectionScene(items: 4) { _, data in
            data.sizes = [IndexPath(item: 0, section: 0): CGSize(width: 100, height: 40),
                          IndexPath(item: 1, section: 0): CGSize(width: 100, height: 80)]
        }

        #expect(scene.frame(0) == CGRect(x: 0, y: 30, width: 100, height: 40))
        #expect(scene.frame(1) == CGRect(x: 110, y: 10, width: 100, height: 80))
        #expect(scene.frame(2) == CGRect(x: 220, y: 0, width: 100, height: 100))
        #expect(scene.frame(3) == CGRect(x: 0, y: 110, width: 100, height: 100))
    }

    // docs/uikit-rules.md 16.16: headers and footers span the width; section insets go between them and the items.
    @Test func headersFootersAndSectionInsets() throws {
        let scene = try CollectionScene(items: 4, sections: 2) { layout, _ in
            layout.headerReferenceSize = CGSize(width: 0, height: 40)
            layout.footerReferenceSize = CGSize(width: 0, height: 20)
            layout.sectionInset = UIEdgeInsets(top: 5, left: 0, bottom: 5, right: 0)
        }
        let collectionView = scene.collectionView
        let header = UICollectionView.elementKindSectionHeader, footer = UICollectionView.elementKindSectionFooter

        #expect(collectionView.layoutAttributesForSupplementaryElement(ofKind: header, at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 0, width: 320, height: 40))
        #expect(scene.frame(0) == CGRect(x: 0, y: 45, width: 100, height: 100))
        #expect(scene.frame(3) == CGRect(x: 0, y: 155, width: 100, height: 100))
        #expect(collectionView.layoutAttributesForSupplementaryElement(ofKind: footer, at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 260, width: 320, height: 20))
        #expect(collectionView.layoutAttributesForSupplementaryElement(ofKind: header, at: IndexPath(item: 0, section: 1))?.frame
                == CGRect(x: 0, y: 280, width: 320, height: 40))
        #expect(scene.frame(0, 1) == CGRect(x: 0, y: 325, width: 100, height: 100))
        #expect(collectionView.contentSize.height == 560)
        // The visible ones are shown, made by the data source.
        let views = collectionView.visibleSupplementaryViews(ofKind: header).compactMap { ($0 as? CollectionTitleView)?.label.text }
        #expect(views == ["Header 0", "Header 1"])
        #expect(collectionView.indexPathsForVisibleSupplementaryElements(ofKind: footer) == [IndexPath(item: 0, section: 0)])
    }

    // docs/uikit-rules.md 16.16: a pinned header stays at the top of the visible area while its section shows and is
    // pushed up by the section's end.
    @Test func pinnedHeadersFollowTheVisibleTop() throws {
        let scene = try CollectionScene(items: 9, sections: 2) { layout, _ in
            layout.headerReferenceSize = CGSize(width: 0, height: 40)
            layout.sectionHeadersPinToVisibleBounds = true
        }
        let header = UICollectionView.elementKindSectionHeader
        let collectionView = scene.collectionView

        // Section 0: header 0-40, three lines 40-360; section 1 starts at 360.
        collectionView.contentOffset = CGPoint(x: 0, y: 100)
        collectionView.layoutIfNeeded()
        #expect(collectionView.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0))?.frame.minY == 100)
        collectionView.contentOffset = CGPoint(x: 0, y: 340)
        collectionView.layoutIfNeeded()
        #expect(collectionView.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0))?.frame.minY == 320)
        #expect(collectionView.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1))?.frame.minY == 360)
    }

    // docs/uikit-rules.md 16.14: horizontal scrolling fills columns top to bottom, stacked left to right; headers
    // are full height and headerReferenceSize.width wide.
    @Test func horizontalColumnsFillTopToBottom() throws {
        let scene = try CollectionScene(items: 7) { layout, _ in
            layout.scrollDirection = .horizontal
            layout.sectionInset = UIEdgeInsets(top: 10, left: 0, bottom: 10, right: 0)
            layout.headerReferenceSize = CGSize(width: 30, height: 999)
        }

        // 420 pt between the insets: three 100 pt items, 60 pt apart.
        #expect((0..<7).map { scene.frame($0)! } == [
            CGRect(x: 30, y: 10, width: 100, height: 100), CGRect(x: 30, y: 170, width: 100, height: 100),
            CGRect(x: 30, y: 330, width: 100, height: 100),
            CGRect(x: 140, y: 10, width: 100, height: 100), CGRect(x: 140, y: 170, width: 100, height: 100),
            CGRect(x: 140, y: 330, width: 100, height: 100),
            CGRect(x: 250, y: 10, width: 100, height: 100),
        ])
        #expect(scene.collectionView.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 0, width: 30, height: 440))
        #expect(scene.collectionView.contentSize == CGSize(width: 350, height: 440))
    }

    // docs/uikit-rules.md 16.17: the delegate's per-section answers override the layout's properties.
    @Test func delegateOverridesPerSection() throws {
        final class Delegate: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
            func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
            }
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                insetForSectionAt section: Int) -> UIEdgeInsets {
                section == 1 ? UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20) : .zero
            }
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                minimumLineSpacingForSectionAt section: Int) -> CGFloat { section == 1 ? 30 : 10 }
        }
        let app = try ViewTestApp()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        let delegate = Delegate()
        collectionView.dataSource = delegate
        collectionView.delegate = delegate
        app.show(collectionView)

        // Section 0 ends at 210; section 1 has 280 pt between its insets: two items a line, 80 pt apart.
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame == CGRect(x: 20, y: 230, width: 100, height: 100))
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))?.frame == CGRect(x: 200, y: 230, width: 100, height: 100))
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 1))?.frame == CGRect(x: 20, y: 360, width: 100, height: 100))
        #expect(collectionView.contentSize.height == 480)
    }

    // docs/uikit-rules.md 16.19: fromSafeArea adds the safe area (beyond the content inset) to the section insets.
    @Test func sectionInsetReferenceFromSafeArea() throws {
        let scene = try CollectionScene(items: 3) { layout, _ in
            layout.itemSize = CGSize(width: 80, height: 80)
            layout.sectionInsetReference = .fromLayoutMargins
        }
        scene.collectionView.layoutMargins = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        scene.layout.invalidateLayout()
        scene.collectionView.layoutIfNeeded()

        // 288 pt between the margins: three 80 pt items, 24 pt apart.
        #expect((0..<3).map { scene.frame($0)!.minX } == [16, 120, 224])
    }

    // docs/uikit-rules.md 16.2, 16.14: a width change invalidates the flow layout and the lines are made again.
    @Test func resizingRelaysTheLines() throws {
        let scene = try CollectionScene(items: 6)
        scene.collectionView.frame.size.width = 210
        scene.collectionView.layoutIfNeeded()

        #expect(scene.frame(2) == CGRect(x: 0, y: 110, width: 100, height: 100))
        #expect(scene.collectionView.contentSize == CGSize(width: 210, height: 320))
    }

    // docs/uikit-rules.md 16.18: with an estimated size, items start at the estimate and take the size their cell
    // fits by Auto Layout when shown.
    @Test func selfSizingCellsTakeTheirFittingSize() throws {
        let app = try ViewTestApp()
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        layout.minimumInteritemSpacing = 10
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        let titles = ["A", "Longer title", "Mid", "W"]
        collectionView.register(CollectionSelfSizingCell.self, forCellWithReuseIdentifier: "Cell")
        let source = CollectionClosureSource(count: titles.count) { collectionView, indexPath in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath) as! CollectionSelfSizingCell
            cell.label.text = titles[indexPath.item]
            return cell
        }
        collectionView.dataSource = source
        app.show(collectionView)

        let sizes = titles.map { title -> CGSize in
            let label = UILabel(frame: .zero)
            label.text = title
            let intrinsic = label.intrinsicContentSize
            return CGSize(width: intrinsic.width + 16, height: intrinsic.height + 16)
        }
        let frames = (0..<titles.count).map { collectionView.cellForItem(at: IndexPath(item: $0, section: 0))?.frame.size }
        #expect(frames == sizes)
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.origin == .zero)
        #expect(app.host.problems.isEmpty)
    }
}

/// A cell whose label is pinned 8 pt inside its content view.
final class CollectionSelfSizingCell: UICollectionViewCell {
    let label = UILabel(frame: .zero)

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}
