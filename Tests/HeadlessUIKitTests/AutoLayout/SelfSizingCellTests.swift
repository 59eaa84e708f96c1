import Foundation
import Testing
@testable import HeadlessUIKit

/// Self-sizing table cells (docs/uikit-rules.md 11.81-11.83): with `rowHeight = automaticDimension`, a shown row
/// takes the height its cell's content view constraints give it at the row's width; rows not shown yet keep their
/// estimate; a row measured above the visible area keeps what is on screen in place.
@MainActor
private final class NoteCell: UITableViewCell {
    let body = UILabel()

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        body.numberOfLines = 0
        body.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(body)
        NSLayoutConstraint.activate([
            body.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            body.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            body.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 11),
            body.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -11),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

@MainActor
private final class Notes: UITableViewDataSource, UITableViewDelegate {
    let lines: [Int]
    init(lines: [Int]) { self.lines = lines }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { lines.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath) as! NoteCell
        cell.body.text = Array(repeating: "line", count: lines[indexPath.row]).joined(separator: "\n")
        return cell
    }
}

@Suite @MainActor struct SelfSizingCellTests {
    /// The body label's height for 1, 2 and 3 lines of the 17-pt system font (20.29 pt a line, 19.28: 20.29, 40.57
    /// and 60.86 pt), rounded up to the iPhone 8's pixels (2x, docs/uikit-rules.md 8.35): 40.57, 81.15 and 121.72 px
    /// make 41, 82 and 122 px.
    private let textHeights: [Int: CGFloat] = [1: 20.5, 2: 41, 3: 61]

    private func table(lines: [Int], estimate: CGFloat) throws -> (ViewTestApp, UITableView, Notes) {
        let app = try ViewTestApp()
        let table = UITableView(frame: app.rootView.bounds, style: .plain)
        table.register(NoteCell.self, forCellReuseIdentifier: "Note")
        table.rowHeight = UITableView.automaticDimension
        table.estimatedRowHeight = estimate
        let notes = Notes(lines: lines)
        table.dataSource = notes
        table.delegate = notes
        app.rootView.addSubview(table)
        app.host.runUntilIdle()
        return (app, table, notes)
    }

    private func height(lines: Int) -> CGFloat { 22 + textHeights[lines]! }

    @Test func shownRowsTakeTheHeightTheirConstraintsGiveThem() throws {
        let (_, table, notes) = try table(lines: [1, 3, 2] + Array(repeating: 1, count: 40), estimate: 100)
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let second = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(first.frame == CGRect(x: 0, y: 0, width: 375, height: height(lines: 1)))
        #expect(second.frame == CGRect(x: 0, y: height(lines: 1), width: 375, height: height(lines: 3)))
        #expect(second.contentView.subviews[0].frame == CGRect(x: 16, y: 11, width: 343, height: 61))
        // Rows never shown keep the estimate: the content height is the measured rows plus 100 per other row.
        let shown = table.indexPathsForVisibleRows ?? []
        let measured = shown.reduce(CGFloat(0)) { $0 + height(lines: [1, 3, 2][safe: $1.row] ?? 1) }
        #expect(table.contentSize.height == measured + CGFloat(43 - shown.count) * 100)
        withExtendedLifetime(notes) {}
    }

    @Test func scrollingToTheEndMeasuresEveryRowOnce() throws {
        let lines = (0..<60).map { 1 + $0 % 3 }
        let (app, table, notes) = try table(lines: lines, estimate: 60)
        while table.contentOffset.y + table.bounds.height < table.contentSize.height - 0.5 {
            table.contentOffset.y = min(table.contentOffset.y + 300, table.contentSize.height - table.bounds.height)
            app.host.runUntilIdle()
        }
        #expect(table.contentSize.height == lines.reduce(CGFloat(0)) { $0 + height(lines: $1) })
        let last = try #require(table.cellForRow(at: IndexPath(row: 59, section: 0)))
        #expect(last.frame.maxY == table.contentSize.height)
        withExtendedLifetime(notes) {}  // the table holds its data source weakly
    }

    @Test func cellsWithoutConstraintsKeepTheDefaultHeight() throws {
        let app = try ViewTestApp()
        let data = TableTestData(rows: 5)
        let table = UITableView(frame: app.rootView.bounds, style: .plain)
        table.estimatedRowHeight = 80
        data.install(in: table)
        app.rootView.addSubview(table)
        app.host.runUntilIdle()
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame == CGRect(x: 0, y: 44, width: 375, height: 44))
        #expect(table.contentSize.height == CGFloat(5 * 44))
    }
}

private extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
