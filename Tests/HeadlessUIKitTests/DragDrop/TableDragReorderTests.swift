import Foundation
import Testing
@testable import HeadlessUIKit

/// A table of letters that reorders by drag (UIKit's usual pattern), recording the delegate calls.
@MainActor
final class ReorderingLetters: UITableViewDataSource, UITableViewDragDelegate, UITableViewDropDelegate {
    var letters = ["A", "B", "C", "D", "E"]
    let recorder: EventRecorder

    init(_ recorder: EventRecorder) { self.recorder = recorder }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { letters.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Letter", for: indexPath)
        cell.textLabel?.text = letters[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        recorder.record("itemsForBeginning(\(indexPath.row))")
        let item = UIDragItem(itemProvider: NSItemProvider(object: letters[indexPath.row] as NSString))
        item.localObject = letters[indexPath.row]
        return [item]
    }

    func tableView(_ tableView: UITableView, dragSessionWillBegin session: UIDragSession) {
        recorder.record("dragSessionWillBegin")
    }

    func tableView(_ tableView: UITableView, dragSessionDidEnd session: UIDragSession) {
        recorder.record("dragSessionDidEnd")
    }

    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        recorder.record("dropSessionDidUpdate(\(destinationIndexPath.map { String($0.row) } ?? "nil"))")
        return UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }

    func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {
        guard let destination = coordinator.destinationIndexPath else { return }
        for item in coordinator.items {
            guard let source = item.sourceIndexPath else { continue }
            recorder.record("performDrop(\(source.row)->\(destination.row), \(item.dragItem.localObject as? String ?? "?"))")
            let letter = letters.remove(at: source.row)
            letters.insert(letter, at: destination.row)
            tableView.moveRow(at: source, to: destination)
            coordinator.drop(item.dragItem, toRowAt: destination)
        }
    }

    func tableView(_ tableView: UITableView, dropSessionDidEnd session: UIDropSession) {
        recorder.record("dropSessionDidEnd")
    }
}

@MainActor
@Suite struct TableDragReorderTests {
    // 6.69: hold row A, carry it onto row D's place, lift: the delegate moves it there; the rows show the new order.
    @Test func draggingARowOntoAnotherMovesItThere() throws {
        let app = try ModalApp()
        let table = UITableView(frame: app.root.view.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Letter")
        let letters = ReorderingLetters(app.recorder)
        table.dataSource = letters
        table.dragDelegate = letters
        table.dropDelegate = letters
        table.dragInteractionEnabled = true
        app.root.view.addSubview(table)
        app.host.runUntilIdle()
        app.recorder.clear()
        func center(_ row: Int) -> CGPoint {
            let rect = table.convert(table.rectForRow(at: IndexPath(row: row, section: 0)), to: app.window)
            return CGPoint(x: rect.midX, y: rect.midY)
        }
        let start = center(0), over = center(3)
        try app.host.send([TouchInput(id: 1, phase: .began, location: start)])
        app.host.advance(by: 0.6)
        try app.host.send([TouchInput(id: 1, phase: .moved, location: CGPoint(x: start.x, y: start.y + 30))])
        try app.host.send([TouchInput(id: 1, phase: .moved, location: over)])
        try app.host.send([TouchInput(id: 1, phase: .ended, location: over)])
        app.host.runUntilIdle()
        #expect(app.recorder.events == [
            "itemsForBeginning(0)", "dragSessionWillBegin",
            "dropSessionDidUpdate(0)", "dropSessionDidUpdate(1)", "dropSessionDidUpdate(3)",
            "performDrop(0->3, A)", "dropSessionDidEnd", "dragSessionDidEnd",
        ])
        #expect(letters.letters == ["B", "C", "D", "A", "E"])
        let shown = (0..<5).map { table.cellForRow(at: IndexPath(row: $0, section: 0))?.textLabel?.text }
        #expect(shown == ["B", "C", "D", "A", "E"])
    }

    // 6.68: on iPhone a table's drags are off until `dragInteractionEnabled` is set; holding a row asks nothing.
    @Test func anIPhoneTableDoesNotDragUntilEnabled() throws {
        let app = try ModalApp()
        let table = UITableView(frame: app.root.view.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Letter")
        let letters = ReorderingLetters(app.recorder)
        table.dataSource = letters
        table.dragDelegate = letters
        #expect(table.dragInteractionEnabled == false)
        app.root.view.addSubview(table)
        app.host.runUntilIdle()
        let rect = table.convert(table.rectForRow(at: IndexPath(row: 0, section: 0)), to: app.window)
        try app.host.longPress(at: CGPoint(x: rect.midX, y: rect.midY))
        app.host.runUntilIdle()
        #expect(app.recorder.events == [])
    }
}
