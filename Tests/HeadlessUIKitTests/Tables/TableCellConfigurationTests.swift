import Foundation
import Testing
@testable import HeadlessUIKit

extension UIConfigurationStateCustomKey {
    static let tableConfigItem = UIConfigurationStateCustomKey("test.tableConfigItem")
}

/// A cell that carries its item in its configuration state under a custom key and records each update, as
/// self-configuring cells written for iOS 14-15 do.
final class TableConfigRecordingCell: UITableViewCell {
    var item: String? {
        didSet { setNeedsUpdateConfiguration() }
    }
    private(set) var updates: [String] = []

    override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state[.tableConfigItem] = item
        return state
    }

    override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        let item = state[.tableConfigItem] as? String ?? "nil"
        updates.append("\(item) selected=\(state.isSelected) editing=\(state.isEditing)")
    }
}

/// A header made with `init()`, as UIKit code writes one it never registers, with the reuse initializer
/// `uihost port` writes for it (docs/uikit-rules.md 6.21).
final class TableOwnInitHeader: UITableViewHeaderFooterView { required convenience init(forReuseWithIdentifier identifier: String) { fatalError("TableOwnInitHeader cannot be made by registering its class: it does not override init(reuseIdentifier:)") }
    init() {
        super.init(reuseIdentifier: nil)
        textLabel?.text = "Own"
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

/// A cell with an initializer of its own that also overrides UIKit's, with the reuse initializer the port writes.
final class TableTitledCell: UITableViewCell { required convenience init(forReuseWithIdentifier identifier: String) { self.init(style: .default, reuseIdentifier: identifier) }
    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    init(title: String) {
        super.init(style: .subtitle, reuseIdentifier: nil)
        textLabel?.text = title
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

/// A data source of `count` rows of `TableConfigRecordingCell`.
@MainActor
final class TableConfigData: UITableViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Config", for: indexPath)
        (cell as? TableConfigRecordingCell)?.item = "Row \(indexPath.row)"
        return cell
    }
}

/// Cell configuration states and updates (docs/uikit-rules.md 16.42), separator insets (16.41) and the editing
/// property of tables.
@Suite @MainActor struct TableCellConfigurationTests {
    private func scene(rows: Int = 3) throws -> (ViewTestApp, UITableView, TableConfigData) {
        let app = try ViewTestApp()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        table.register(TableConfigRecordingCell.self, forCellReuseIdentifier: "Config")
        let data = TableConfigData(count: rows)
        table.dataSource = data
        app.show(table)
        return (app, table, data)
    }

    // docs/uikit-rules.md 16.42: the cell updates once when its item is set and once before it is shown, then on
    // each change of its state; the state carries the app's custom value.
    @Test func cellsUpdateTheirConfigurationWithTheirState() throws {
        let (app, table, data) = try scene()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? TableConfigRecordingCell)
        #expect(cell.updates == ["Row 1 selected=false editing=false", "Row 1 selected=false editing=false"])

        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        table.isEditing = true
        #expect(table.isEditing)
        // Entering editing deselects the row (selection is not allowed during editing by default).
        #expect(cell.updates == [
            "Row 1 selected=false editing=false", "Row 1 selected=false editing=false",
            "Row 1 selected=true editing=false", "Row 1 selected=true editing=true", "Row 1 selected=false editing=true",
        ])
        #expect(cell.configurationState[.tableConfigItem] == AnyHashable("Row 1"))
        #expect(cell.configurationState[UIConfigurationStateCustomKey("test.other")] == nil)
        _ = (app, data)
    }

    // docs/uikit-rules.md 16.42: the handler hears each update with the cell's state.
    @Test func theUpdateHandlerHearsEachUpdate() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var states: [String] = []
        cell.configurationUpdateHandler = { _, state in states.append("selected=\(state.isSelected) highlighted=\(state.isHighlighted)") }
        cell.setHighlighted(true, animated: false)
        cell.setSelected(true, animated: false)
        cell.setSelected(true, animated: false)
        #expect(states == ["selected=false highlighted=true", "selected=true highlighted=true"])
    }

    // UITableView.isEditing is settable and does what setEditing(_:animated: false) does: cells follow.
    @Test func settingIsEditingPutsTheCellsInEditingMode() throws {
        let (app, table, data) = try scene()
        table.isEditing = true
        #expect(table.visibleCells.allSatisfy { $0.isEditing })
        table.isEditing = false
        #expect(table.visibleCells.allSatisfy { !$0.isEditing })
        _ = (app, data)
    }

    // docs/uikit-rules.md 16.41: cells take the table's separator inset unless they set their own; negative insets
    // count as 0; from automatic insets the left inset counts from the cell's left margin.
    @Test func separatorsFollowTheTablesInsetUnlessTheCellSetsOne() throws {
        let (app, table, data) = try scene()
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let second = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(table.separatorInset == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0))
        #expect(first.separatorFrame(scale: 2) == CGRect(x: 16, y: 43.5, width: 304, height: 0.5))

        table.separatorInset = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 10)
        second.separatorInset = UIEdgeInsets(top: 0, left: -5, bottom: 0, right: 0)
        #expect(first.separatorInset.left == 40)
        #expect(first.separatorFrame(scale: 2) == CGRect(x: 40, y: 43.5, width: 270, height: 0.5))
        #expect(second.separatorFrame(scale: 2) == CGRect(x: 0, y: 43.5, width: 320, height: 0.5))

        table.separatorInsetReference = .fromAutomaticInsets
        #expect(first.layoutMargins.left == 8, "the cell takes the table's side margin (a plain view's 8 pt here)")
        #expect(first.separatorFrame(scale: 2) == CGRect(x: 48, y: 43.5, width: 262, height: 0.5))
        _ = (app, data)
    }

    // docs/uikit-rules.md 6.21: with the reuse initializer the port writes, a header made with init() works as a
    // view, and a cell with its own initializer is still made by registration through its override.
    @Test func reusableSubclassesWithTheirOwnInitializersWork() throws {
        let header = TableOwnInitHeader()
        #expect(header.reuseIdentifier == nil)
        #expect(header.textLabel?.text == "Own")
        #expect(header.contentView.superview === header)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        table.register(TableTitledCell.self, forCellReuseIdentifier: "Titled")
        let made = try #require(table.dequeueReusableCell(withIdentifier: "Titled") as? TableTitledCell)
        #expect(made.reuseIdentifier == "Titled")
        #expect(made.style == .default)
        #expect(TableTitledCell(title: "T").style == .subtitle)
    }
}
