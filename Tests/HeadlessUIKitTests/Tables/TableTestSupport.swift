import Foundation
import Testing
@testable import HeadlessUIKit

// Helpers for the table view tests. Type names start with `Table` so they do not collide with helpers other test
// files add to this target.

/// A cell that counts how often it was prepared for reuse.
final class TableCountingCell: UITableViewCell {
    private(set) var reuses = 0

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
        textLabel?.text = nil
    }
}

/// A data source and delegate over an array of titles per section. It keeps every distinct cell it was handed, so a
/// test can count the cells the table made; `commit` deletes or inserts in the model and tells the table.
@MainActor
final class TableTestData: UITableViewDataSource, UITableViewDelegate {
    var sections: [[String]]
    var headerTitles: [String?] = []
    var footerTitles: [String?] = []
    /// When set, replaces the section's count (to make the data source lie).
    var countOverride: [Int: Int] = [:]
    var refuseSelection: Set<IndexPath> = []
    var movable = false
    var editingStyle: UITableViewCell.EditingStyle = .delete
    private(set) var cells: [TableCountingCell] = []
    private(set) var rowsAsked: [IndexPath] = []
    private(set) var commits: [String] = []
    private(set) var moves: [(IndexPath, IndexPath)] = []

    init(rows: Int, sections: Int = 1) {
        self.sections = (0..<sections).map { section in (0..<rows).map { "Row \(section).\($0)" } }
    }

    func install(in table: UITableView) {
        table.register(TableCountingCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = self
        table.delegate = self
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        countOverride[section] ?? sections[section].count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        if let counting = cell as? TableCountingCell, !cells.contains(where: { $0 === counting }) { cells.append(counting) }
        rowsAsked.append(indexPath)
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        cell.accessibilityIdentifier = "row.\(indexPath.section).\(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        headerTitles.indices.contains(section) ? headerTitles[section] : nil
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        footerTitles.indices.contains(section) ? footerTitles[section] : nil
    }

    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { movable }

    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        commits.append("\(editingStyle) \(indexPath.section).\(indexPath.row)")
        switch editingStyle {
        case .delete:
            sections[indexPath.section].remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        case .insert:
            sections[indexPath.section].insert("New", at: indexPath.row + 1)
            tableView.insertRows(at: [IndexPath(row: indexPath.row + 1, section: indexPath.section)], with: .automatic)
        case .none:
            break
        }
    }

    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        moves.append((sourceIndexPath, destinationIndexPath))
        let title = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
        sections[destinationIndexPath.section].insert(title, at: destinationIndexPath.row)
    }

    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        refuseSelection.contains(indexPath) ? nil : indexPath
    }

    /// Swipe actions per side, when a test gives them (docs/uikit-rules.md 6.8).
    var leadingActions: ((IndexPath) -> UISwipeActionsConfiguration?)?
    var trailingActions: ((IndexPath) -> UISwipeActionsConfiguration?)?

    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        leadingActions?(indexPath)
    }

    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        trailingActions?(indexPath)
    }

    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        editingStyle
    }
}

/// A launched app showing a table at (0, 0, 320, 440) in the root view (window points are table points while the
/// table is not scrolled): ten 44 pt rows fill it.
@MainActor
struct TableScene {
    let app: ViewTestApp
    let table: UITableView
    let data: TableTestData

    init(rows: Int = 1000, sections: Int = 1, style: UITableView.Style = .plain,
         configure: (UITableView, TableTestData) -> Void = { _, _ in }) throws {
        app = try ViewTestApp()
        table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: style)
        // Scrolling is measured against contentInset alone here: the status bar's safe area adjustment has its own tests (SafeAreaTests).
        table.contentInsetAdjustmentBehavior = .never
        data = TableTestData(rows: rows, sections: sections)
        configure(table, data)
        data.install(in: table)
        app.show(table)
        app.host.clearCallbackLog()
    }

    var host: HeadlessHost { app.host }

    /// The window point at the middle of a visible row.
    func point(ofRow row: Int, section: Int = 0) -> CGPoint {
        let rect = table.rectForRow(at: IndexPath(row: row, section: section))
        return table.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil)
    }

    /// Visible rows as "section.row" strings.
    var visibleRows: [String] {
        (table.indexPathsForVisibleRows ?? []).map { "\($0.section).\($0.row)" }
    }

    /// The table's cells among its subviews.
    var cellSubviews: [UITableViewCell] {
        table.subviews.compactMap { $0 as? UITableViewCell }
    }
}
