import Foundation
import Testing
@testable import HeadlessUIKit

/// A cell's selected, highlighted and editing properties are settable and overridable, and the table tells its cells
/// through `setSelected(_:animated:)` and `setHighlighted(_:animated:)` (docs/uikit-rules.md 6.89).
@Suite @MainActor struct TableCellStateTests {
    /// A cell that logs its state methods and its overridden properties' observers, as apps write them.
    final class LoggingCell: UITableViewCell {
        var log: [String] = []

        override var isSelected: Bool {
            didSet { log.append("isSelected.didSet \(isSelected)") }
        }

        override var isHighlighted: Bool {
            didSet { log.append("isHighlighted.didSet \(isHighlighted)") }
        }

        override func setSelected(_ selected: Bool, animated: Bool) {
            log.append("setSelected(\(selected), animated: \(animated))")
            super.setSelected(selected, animated: animated)
        }

        override func setHighlighted(_ highlighted: Bool, animated: Bool) {
            log.append("setHighlighted(\(highlighted), animated: \(animated))")
            super.setHighlighted(highlighted, animated: animated)
        }

        override func setEditing(_ editing: Bool, animated: Bool) {
            log.append("setEditing(\(editing), animated: \(animated))")
            super.setEditing(editing, animated: animated)
        }
    }

    @MainActor final class Rows: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "Logging", for: indexPath)
        }
    }

    @MainActor struct Scene {
        let app: ViewTestApp
        let table: UITableView
        let rows: Rows

        init() throws {
            rows = Rows()
            app = try ViewTestApp()
            table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
            table.contentInsetAdjustmentBehavior = .never
            table.register(LoggingCell.self, forCellReuseIdentifier: "Logging")
            table.dataSource = rows
            app.show(table)
        }

        func cell(_ row: Int) throws -> LoggingCell {
            try #require(table.cellForRow(at: IndexPath(row: row, section: 0)) as? LoggingCell)
        }

        func tap(_ row: Int) throws {
            let rect = table.rectForRow(at: IndexPath(row: row, section: 0))
            let point = table.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil)
            try app.tap(point.x, point.y)
        }
    }

    // docs/uikit-rules.md 6.89: a tap highlights the cell, unhighlights it and selects it, each without animation,
    // through the methods; the properties' observers are not called, as in UIKit (the table never sets them).
    @Test func aTapTellsTheCellThroughItsMethodsNotItsProperties() throws {
        let scene = try Scene()
        let cell = try scene.cell(2)

        try scene.tap(2)

        #expect(cell.log == [
            "setHighlighted(true, animated: false)", "setHighlighted(false, animated: false)",
            "setSelected(true, animated: false)",
        ])
        #expect(cell.isSelected)
        #expect(!cell.isHighlighted)
    }

    // docs/uikit-rules.md 6.89: setting `isSelected` in code is `setSelected(_:animated: false)`, then the
    // override's observer runs with the new value.
    @Test func settingIsSelectedCallsSetSelectedThenTheObserver() throws {
        let scene = try Scene()
        let cell = try scene.cell(0)

        cell.isSelected = true
        cell.isSelected = false

        #expect(cell.log == [
            "setSelected(true, animated: false)", "isSelected.didSet true",
            "setSelected(false, animated: false)", "isSelected.didSet false",
        ])
        #expect(!cell.isSelected)
    }

    // docs/uikit-rules.md 6.89: setting `isHighlighted` in code is `setHighlighted(_:animated: false)`, and the
    // labels follow it.
    @Test func settingIsHighlightedCallsSetHighlightedAndLightsTheLabels() throws {
        let scene = try Scene()
        let cell = try scene.cell(1)
        cell.textLabel?.text = "One"

        cell.isHighlighted = true

        #expect(cell.log == ["setHighlighted(true, animated: false)", "isHighlighted.didSet true"])
        #expect(cell.textLabel?.isHighlighted == true)
    }

    // docs/uikit-rules.md 6.89: setting `isEditing` in code is `setEditing(_:animated: false)`.
    @Test func settingIsEditingCallsSetEditing() throws {
        let scene = try Scene()
        let cell = try scene.cell(1)

        cell.isEditing = true

        #expect(cell.log == ["setEditing(true, animated: false)"])
        #expect(cell.isEditing)
        #expect(cell.configurationState.isEditing)
    }

    // docs/uikit-rules.md 6.89: selecting and deselecting rows in code passes `animated` on to the cells.
    @Test func selectAndDeselectInCodePassAnimatedToTheCell() throws {
        let scene = try Scene()
        let first = try scene.cell(0)
        let second = try scene.cell(3)

        scene.table.selectRow(at: IndexPath(row: 0, section: 0), animated: true, scrollPosition: .none)
        scene.table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        scene.table.deselectRow(at: IndexPath(row: 3, section: 0), animated: true)

        #expect(first.log == ["setSelected(true, animated: true)", "setSelected(false, animated: false)"])
        #expect(second.log == ["setSelected(true, animated: false)", "setSelected(false, animated: true)"])
    }
}
