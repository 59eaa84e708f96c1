import Foundation
import Testing
@testable import HeadlessUIKit

// Helpers for the collection view tests. Type names start with `Collection` so they do not collide with helpers other
// test files add to this target.

/// A cell that counts how often it was prepared for reuse and shows its title in a label.
final class CollectionCountingCell: UICollectionViewCell {
    private(set) var reuses = 0
    let label = UILabel(frame: .zero)

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
        label.text = nil
    }
}

/// A header or footer with a label.
final class CollectionTitleView: UICollectionReusableView {
    let label = UILabel(frame: .zero)

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(label)
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

/// A data source and flow-layout delegate over an array of titles per section. It keeps every distinct cell it was
/// handed, so a test can count the cells the collection view made.
@MainActor
final class CollectionTestData: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var sections: [[String]]
    /// When set, replaces the section's count (to make the data source lie).
    var countOverride: [Int: Int] = [:]
    /// Per-item sizes; the layout's `itemSize` for the others.
    var sizes: [IndexPath: CGSize] = [:]
    var refuseSelection: Set<IndexPath> = []
    var refuseHighlight: Set<IndexPath> = []
    var refuseDeselection: Set<IndexPath> = []
    private(set) var cells: [CollectionCountingCell] = []
    private(set) var itemsAsked: [IndexPath] = []
    /// Whether items may be moved interactively, and the moves made, as "0.0 -> 0.4".
    var movable = false
    private(set) var moves: [String] = []

    init(items: Int, sections: Int = 1) {
        self.sections = (0..<sections).map { section in (0..<items).map { "Item \(section).\($0)" } }
    }

    func install(in collectionView: UICollectionView) {
        collectionView.register(CollectionCountingCell.self, forCellWithReuseIdentifier: "Cell")
        collectionView.register(CollectionTitleView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "Header")
        collectionView.register(CollectionTitleView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                                withReuseIdentifier: "Footer")
        collectionView.dataSource = self
        collectionView.delegate = self
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        countOverride[section] ?? sections[section].count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        if let counting = cell as? CollectionCountingCell {
            if !cells.contains(where: { $0 === counting }) { cells.append(counting) }
            counting.label.text = sections[indexPath.section][indexPath.item]
        }
        itemsAsked.append(indexPath)
        cell.accessibilityIdentifier = "item.\(indexPath.section).\(indexPath.item)"
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let header = kind == UICollectionView.elementKindSectionHeader
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: header ? "Header" : "Footer",
                                                                   for: indexPath)
        (view as? CollectionTitleView)?.label.text = "\(header ? "Header" : "Footer") \(indexPath.section)"
        return view
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizes[indexPath] ?? (collectionViewLayout as! UICollectionViewFlowLayout).itemSize
    }

    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { movable }

    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        moves.append("\(sourceIndexPath.section).\(sourceIndexPath.item) -> \(destinationIndexPath.section).\(destinationIndexPath.item)")
        let item = sections[sourceIndexPath.section].remove(at: sourceIndexPath.item)
        sections[destinationIndexPath.section].insert(item, at: destinationIndexPath.item)
    }

    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        !refuseHighlight.contains(indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        !refuseSelection.contains(indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        !refuseDeselection.contains(indexPath)
    }
}

/// A launched app showing a collection view at (0, 0, 320, 440) in the root view, with a vertical flow layout of
/// 100 × 100 items, 10 pt apart (three to a line: 100 + 10 + 100 + 10 + 100 = 320).
@MainActor
struct CollectionScene {
    let app: ViewTestApp
    let collectionView: UICollectionView
    let layout: UICollectionViewFlowLayout
    let data: CollectionTestData

    /// `layout` is a plain flow layout unless a test gives a subclass.
    init(items: Int = 1000, sections: Int = 1, layout: UICollectionViewFlowLayout = UICollectionViewFlowLayout(),
         configure: (UICollectionViewFlowLayout, CollectionTestData) -> Void = { _, _ in }) throws {
        app = try ViewTestApp()
        self.layout = layout
        layout.itemSize = CGSize(width: 100, height: 100)
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), collectionViewLayout: layout)
        // Scrolling is measured against contentInset alone here (the status bar's safe area has its own tests).
        collectionView.contentInsetAdjustmentBehavior = .never
        data = CollectionTestData(items: items, sections: sections)
        configure(layout, data)
        data.install(in: collectionView)
        app.show(collectionView)
        app.host.clearCallbackLog()
    }

    var host: HeadlessHost { app.host }

    /// The window point at the middle of an item (visible or not: the caller scrolls).
    func point(ofItem item: Int, section: Int = 0) -> CGPoint {
        let rect = collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))!.frame
        return collectionView.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil)
    }

    func tap(item: Int, section: Int = 0) throws {
        let point = point(ofItem: item, section: section)
        try app.tap(point.x, point.y)
        host.runUntilIdle()
    }

    func frame(_ item: Int, _ section: Int = 0) -> CGRect? {
        collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    /// Visible items as "section.item" strings.
    var visibleItems: [String] {
        collectionView.indexPathsForVisibleItems.map { "\($0.section).\($0.item)" }
    }

    var cellSubviews: [UICollectionViewCell] {
        collectionView.subviews.compactMap { $0 as? UICollectionViewCell }
    }
}

/// A compositional grid section (docs/uikit-rules.md 16.28): four items a quarter of the width to an 80-pt row, rows
/// 10 pt apart, inset 10 pt on every side, under a 40-pt header.
@MainActor
func collectionGridSection() -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25),
                                                                         heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)), subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 10
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
    return section
}
