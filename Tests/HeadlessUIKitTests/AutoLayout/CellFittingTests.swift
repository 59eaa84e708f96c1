import Foundation
import Testing
@testable import HeadlessUIKit

/// Measuring cells (docs/uikit-rules.md 11.200, 11.201): `systemLayoutSizeFitting` is open, a cell answers it from
/// its content view's constraints, and table and collection views ask the cell itself when they size a row or an
/// item, so a cell that overrides it (real apps' cells holding a collection view, or fixing their width) sizes itself.
/// Plain views with fixed sizes keep text metrics out of the figures.

/// A cell in the style of real apps: a horizontal stack 20 pt in from every side of the content view, holding a
/// 30-pt-tall box and a 10-pt-wide strip (no text).
@MainActor
private final class PaddedRowCell: UITableViewCell {
    let box = UIView()
    let strip = UIView()

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        let stack = UIStackView(arrangedSubviews: [box, strip])
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20),
            stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -20),
            stack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -20),
            box.heightAnchor.constraint(equalToConstant: 30),
            strip.widthAnchor.constraint(equalToConstant: 10),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

/// A cell whose content is a picture half as tall as it is wide, pinned to the content view's edges.
@MainActor
private final class PictureCell: UITableViewCell {
    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        let picture = UIView()
        picture.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(picture)
        NSLayoutConstraint.activate([
            picture.topAnchor.constraint(equalTo: contentView.topAnchor),
            picture.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            picture.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            picture.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            picture.heightAnchor.constraint(equalTo: picture.widthAnchor, multiplier: 0.5),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

/// A row that sizes itself by overriding the fitting method, as real cells holding a collection view do (they
/// answer the inner collection's content height); its content view has no constraints at all.
@MainActor
private final class OverridingRowCell: UITableViewCell {
    var asked: [CGSize] = []
    override func systemLayoutSizeFitting(_ targetSize: CGSize,
                                          withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                          verticalFittingPriority: UILayoutPriority) -> CGSize {
        asked.append(targetSize)
        return CGSize(width: targetSize.width, height: 123)
    }
}

/// A collection cell that fixes its width to the one proposed and lets its constraints give the height, the
/// override real apps write for full-width self-sizing items.
@MainActor
private final class FullWidthItemCell: UICollectionViewCell {
    override init(frame: CGRect) {
        super.init(frame: frame)
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            // 999, as real cells write it: at the 50 x 50 estimate the cell is laid out before it is measured.
            { let bottom = bar.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8)
              bottom.priority = UILayoutPriority(999)
              return bottom }(),
            bar.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            bar.widthAnchor.constraint(equalToConstant: 40),
            bar.heightAnchor.constraint(equalToConstant: 24),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func systemLayoutSizeFitting(_ targetSize: CGSize,
                                          withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                          verticalFittingPriority: UILayoutPriority) -> CGSize {
        let fitted = super.systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .required,
                                                   verticalFittingPriority: .fittingSizeLevel)
        return CGSize(width: 300, height: fitted.height)
    }
}

@MainActor
private final class Rows: NSObject, UITableViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
    }
}

@Suite @MainActor struct CellFittingTests {
    // 11.201: the content view has the cell's bounds as soon as the cell is made, before any layout.
    @Test func aNewCellsContentViewFillsIt() {
        let cell = PaddedRowCell(style: .default, reuseIdentifier: nil)
        #expect(cell.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
    }

    // 11.200: measured outside any table, a cell answers its content view's fitting size: 20 + 30 + 20 tall at the
    // asked width (it answered its current 44-pt height, or 0, before).
    @Test func aCellMeasuredAloneAnswersItsContentViewsConstraints() {
        _ = HeadlessHost(device: .iPhone8)
        let cell = PaddedRowCell(style: .default, reuseIdentifier: "Row")
        let size = cell.systemLayoutSizeFitting(CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 375, height: 70))
        // The one-argument form: compressed both ways, the same as the content view's own (the box has no width,
        // so the width is not bounded below: 11.123's negative sizes), 70 tall.
        let compressed = cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(compressed == cell.contentView.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize))
        #expect(compressed.height == 70)
    }

    // 11.200: the accessory's width is kept beside the content view, so the content is measured narrower.
    @Test func anAccessoryNarrowsTheMeasuredContent() {
        _ = HeadlessHost(device: .iPhone8)
        let plain = PictureCell(style: .default, reuseIdentifier: nil)
        let disclosed = PictureCell(style: .default, reuseIdentifier: nil)
        disclosed.accessoryType = .disclosureIndicator
        let target = CGSize(width: 375, height: 0)
        #expect(plain.systemLayoutSizeFitting(target, withHorizontalFittingPriority: .required,
                                              verticalFittingPriority: .fittingSizeLevel) == CGSize(width: 375, height: 187.5))
        // 375 - 34 for the disclosure indicator = 341 wide content, half as tall.
        #expect(disclosed.systemLayoutSizeFitting(target, withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel) == CGSize(width: 375, height: 170.5))
    }

    // 11.200, 11.83: a self-sizing table asks the cell, at the row's width, so an override gives the row its height.
    @Test func aSelfSizingTableTakesTheHeightACellsOverrideAnswers() throws {
        let app = try ViewTestApp()
        let table = UITableView(frame: app.rootView.bounds, style: .plain)
        table.register(OverridingRowCell.self, forCellReuseIdentifier: "Row")
        table.rowHeight = UITableView.automaticDimension
        table.estimatedRowHeight = 44
        let rows = Rows(count: 3)
        table.dataSource = rows
        app.show(table)
        let cells = (0..<3).compactMap { table.cellForRow(at: IndexPath(row: $0, section: 0)) as? OverridingRowCell }
        #expect(cells.map(\.frame) == [CGRect(x: 0, y: 0, width: 375, height: 123),
                                      CGRect(x: 0, y: 123, width: 375, height: 123),
                                      CGRect(x: 0, y: 246, width: 375, height: 123)])
        #expect(cells.first?.asked.first == CGSize(width: 375, height: 0))
        withExtendedLifetime(rows) {}
    }

    // 11.83 unchanged: a self-sizing row whose cell has no constraints and no override keeps the default height.
    @Test func aSelfSizingRowWithoutConstraintsKeepsTheDefaultHeight() throws {
        let app = try ViewTestApp()
        let table = UITableView(frame: app.rootView.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
        table.rowHeight = UITableView.automaticDimension
        table.estimatedRowHeight = 80
        let rows = Rows(count: 2)
        table.dataSource = rows
        app.show(table)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame == CGRect(x: 0, y: 44, width: 375, height: 44))
        withExtendedLifetime(rows) {}
    }

    // 11.200, 16.12: the default preferred attributes come from the cell's own fitting method, so an override that
    // fixes the width makes every item 300 wide and as tall as its constraints (8 + 24 + 8).
    @Test func aCollectionCellsOverrideSizesItsItem() throws {
        let app = try ViewTestApp()
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        layout.minimumLineSpacing = 10
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(FullWidthItemCell.self, forCellWithReuseIdentifier: "Cell")
        let source = CollectionClosureSource(count: 2) { collectionView, indexPath in
            collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        }
        collectionView.dataSource = source
        app.show(collectionView)
        let frames = (0..<2).map { collectionView.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames == [CGRect(x: 0, y: 0, width: 300, height: 40), CGRect(x: 0, y: 50, width: 300, height: 40)])
        #expect(app.host.problems.isEmpty)
    }

    // 11.200: a collection cell measured alone answers its content view's constraints, not its current size.
    @Test func aCollectionCellMeasuredAloneAnswersItsContentView() {
        _ = HeadlessHost(device: .iPhone8)
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let tile = UIView()
        tile.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(tile)
        NSLayoutConstraint.activate([
            tile.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 4),
            tile.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 4),
            tile.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor, constant: -4),
            tile.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor, constant: -4),
            tile.widthAnchor.constraint(equalToConstant: 72),
            tile.heightAnchor.constraint(equalToConstant: 32),
        ])
        #expect(cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 80, height: 40))
    }
}
