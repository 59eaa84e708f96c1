import Foundation
import Testing
@testable import HeadlessUIKit

/// The "List" scene's class: three fruits in the storyboard's "Item" prototype. Records what it is told, in order,
/// into `recorder`.
final class TBListController: UITableViewController {
    let fruits = ["Apples", "Pears", "Plums"]
    private(set) var senders: [Any?] = []
    var recorder: EventRecorder?

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
        cell.textLabel?.text = fruits[indexPath.row]
        cell.detailTextLabel?.text = "fruit \(indexPath.row)"
        return cell
    }

    override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        recorder?.record("willSelectRowAt \(indexPath.row)")
        return indexPath
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        recorder?.record("didSelectRowAt \(indexPath.row)")
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        recorder?.record("shouldPerformSegue \(identifier)")
        return true
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        recorder?.record("prepare \(segue.identifier ?? "") → \(segue.destination.title ?? "")")
        senders.append(sender)
    }
}

/// Storyboard `tableViewController` scenes: prototype cells, static cells and segues whose source is a cell
/// (docs/uikit-rules.md 8.2, 8.3, 6.5).
@Suite @MainActor struct TableStoryboardTests {
    /// The catalog storyboard; its list controllers record into `recorder`.
    private func storyboard(_ recorder: EventRecorder) throws -> UIStoryboard {
        UIStoryboard.register(controllerNamed: "TBListController") {
            let list = TBListController(coder: NSCoder())!
            list.recorder = recorder
            return list
        }
        return try UIStoryboard(data: Data(TableStoryboardFixtures.catalog.utf8), name: "Catalog")
    }

    // docs/uikit-rules.md 8.2, 6.5: a dynamic table's prototype is registered under its reuse identifier; dequeued cells
    // have the prototype's style, accessory and content, with the file's labels as the style's labels.
    @Test func prototypeCellsAreDequeuedWithTheirStyleAndContent() throws {
        let storyboard = try storyboard(EventRecorder())
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let app = try ViewTestApp(rootViewController: navigation)
        let list = try #require(navigation.topViewController as? TBListController)
        let table = try #require(list.tableView)

        #expect(table.dataSource === list)
        #expect(table.delegate === list)
        #expect(table.rowHeight == 50)
        #expect(table.numberOfRows(inSection: 0) == 3)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.reuseIdentifier == "Item")
        #expect(cell.style == .subtitle)
        #expect(cell.accessoryType == .disclosureIndicator)
        #expect(cell.textLabel?.text == "Pears")
        #expect(cell.detailTextLabel?.text == "fruit 1")
        #expect(cell.frame == CGRect(x: 0, y: 50, width: 375, height: 50))
        let badge = try #require(cell.contentView.subviews.first { $0.accessibilityIdentifier == "badge" })
        #expect(badge.frame == CGRect(x: 300, y: 17, width: 16, height: 16))
        #expect(!storyboard.notes.contains { $0.contains("<tableView>") || $0.contains("made as a plain view controller") })
        _ = app
    }

    // docs/uikit-rules.md 8.3: selecting a prototype cell with a segue performs it with the cell as sender:
    // willSelect, shouldPerformSegue, prepare, then didSelect.
    @Test func selectingACellPerformsItsSegueWithTheCellAsSender() throws {
        let recorder = EventRecorder()
        let storyboard = try storyboard(recorder)
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let app = try ViewTestApp(rootViewController: navigation)
        let list = try #require(navigation.topViewController as? TBListController)
        let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
        let point = cell.convert(CGPoint(x: 100, y: 25), to: nil)

        try app.tap(point.x, point.y)
        app.host.runUntilIdle()

        #expect(recorder.events == ["willSelectRowAt 2", "shouldPerformSegue showItem", "prepare showItem → Detail", "didSelectRowAt 2"])
        #expect(list.senders.count == 1)
        #expect((list.senders.first as? UITableViewCell) === cell)
        #expect(navigation.topViewController?.title == "Detail")
        #expect(navigation.viewControllers.count == 2)
    }

    // docs/uikit-rules.md 8.2, 6.5: a static table's sections, titles, cells and heights come from the file, and its
    // cells' segues fire on selection.
    @Test func staticCellsComeFromTheFile() throws {
        let storyboard = try storyboard(EventRecorder())
        let settings = try #require(storyboard.instantiateViewController(withIdentifier: "Settings") as? UITableViewController)
        let navigation = UINavigationController(rootViewController: settings)
        let app = try ViewTestApp(rootViewController: navigation)
        let table = try #require(settings.tableView)

        #expect(settings.style == .grouped)
        #expect(table.style == .grouped)
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(table.numberOfRows(inSection: 1) == 1)
        #expect(settings.tableView(table, titleForHeaderInSection: 1) == "About")
        #expect(settings.tableView(table, titleForFooterInSection: 1) == "Version 1.0")
        #expect(table.rectForHeader(inSection: 0).height == 18)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).height == 60)
        let profile = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(profile.textLabel?.text == "Profile")
        #expect(profile.textLabel?.accessibilityIdentifier == "profileTitle")
        let email = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(email.style == .value1)
        #expect(email.detailTextLabel?.text == "me@example.com")
        #expect(email.selectionStyle == .none)

        // The translucent bar covers the first row: move it out from under the bar (the runtime does not add the
        // bars to adjustedContentInset yet).
        table.contentInset = UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0)
        table.contentOffset = CGPoint(x: 0, y: -64)
        app.host.runUntilIdle()
        let point = profile.convert(CGPoint(x: 100, y: 22), to: nil)
        #expect(point.y == CGFloat(64 + 18 + 22))
        try app.tap(point.x, point.y)
        app.host.runUntilIdle()
        #expect(navigation.topViewController?.title == "Detail")
    }
}

/// UITableViewController in code (docs/uikit-rules.md 6.5, 7.2).
@Suite @MainActor struct TableViewControllerTests {
    // docs/uikit-rules.md 6.5: the controller's view is a table whose data source and delegate it is; coming back into
    // view (a pop) clears the selection when clearsSelectionOnViewWillAppear.
    @Test func selectionIsClearedWhenTheControllerReappears() throws {
        let list = TBListController(style: .plain)
        list.tableView.register(forCellReuseIdentifier: "Item") { UITableViewCell(style: .subtitle, reuseIdentifier: "Item") }
        let navigation = UINavigationController(rootViewController: list)
        let app = try ViewTestApp(rootViewController: navigation)
        #expect(list.tableView.dataSource === list)
        #expect(list.tableView.delegate === list)
        list.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)

        navigation.pushViewController(UIViewController(), animated: false)
        app.host.runUntilIdle()
        #expect(list.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        navigation.popViewController(animated: false)
        app.host.runUntilIdle()

        #expect(list.tableView.indexPathForSelectedRow == nil)
    }

    // docs/uikit-rules.md 6.5: with clearsSelectionOnViewWillAppear false the selection stays.
    @Test func selectionStaysWhenNotCleared() throws {
        let list = TBListController(style: .plain)
        list.clearsSelectionOnViewWillAppear = false
        list.tableView.register(forCellReuseIdentifier: "Item") { UITableViewCell(style: .subtitle, reuseIdentifier: "Item") }
        let navigation = UINavigationController(rootViewController: list)
        let app = try ViewTestApp(rootViewController: navigation)
        list.tableView.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)

        navigation.pushViewController(UIViewController(), animated: false)
        navigation.popViewController(animated: false)
        app.host.runUntilIdle()

        #expect(list.tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    }
}
