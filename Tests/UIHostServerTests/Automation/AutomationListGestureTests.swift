import Foundation
import HeadlessUIKit
import Testing
import UIHostProtocol
@testable import UIHostCore
@testable import UIHostServer
import UIHostTesting

/// A table of 30 rows with pull to refresh, trailing swipe actions and row context menus, recording what ran.
private final class GestureTableController: UITableViewController {
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.accessibilityIdentifier = "mail"
        let refresh = UIRefreshControl()
        refresh.addAction(UIAction { [unowned self] _ in log.append("refresh") }, for: .valueChanged)
        refreshControl = refresh
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Mail \(indexPath.row)"
        return cell
    }

    override func tableView(_ tableView: UITableView,
                            trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        UISwipeActionsConfiguration(actions: [
            UIContextualAction(style: .destructive, title: "Trash") { [unowned self] _, _, done in
                log.append("trash \(indexPath.row)")
                done(true)
            },
        ])
    }

    override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                            point: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(actionProvider: { [unowned self] _ in
            UIMenu(children: [UIAction(title: "Mark as Read") { _ in self.log.append("read \(indexPath.row)") }])
        })
    }
}

private final class GestureTableDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let table = GestureTableController(style: .plain)

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = table
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

/// Pull to refresh, swipe actions and context menus reached through the protocol's own gestures (issue 19 part 4;
/// docs/uikit-rules.md 6.7, 6.8, 6.10).
@Suite @MainActor struct AutomationListGestureTests {
    private func launch() throws -> (DemoAutomation, GestureTableDelegate) {
        let delegate = GestureTableDelegate()
        let demo = try DemoAutomation(app: AppDescription(name: "mail") { delegate })
        return (demo, delegate)
    }

    // 6.7: input.swipe down the table pulls past the threshold: the control refreshes and sends valueChanged once.
    @Test func aSwipeDownTheTablePullsToRefresh() throws {
        let (demo, delegate) = try launch()

        try demo.call("input.swipe", ["from": ["x": 180, "y": 150], "to": ["x": 180, "y": 480]])

        #expect(delegate.table.log == ["refresh"])
        #expect(delegate.table.refreshControl?.isRefreshing == true)
    }

    // 6.8: input.swipe left on a row opens its trailing actions; input.tap on the action by text runs it.
    @Test func aSwipeLeftOnARowRevealsItsActionsAndATapRunsOne() throws {
        let (demo, delegate) = try launch()
        let row = try demo.call("view.get", ["view": ["text": "Mail 2"]])
        let frame = try #require(row["frame"])
        let y = try #require(frame["y"]?.doubleValue) + (try #require(frame["height"]?.doubleValue)) / 2

        try demo.call("input.swipe", ["from": ["x": 300, "y": .double(y)], "to": ["x": 200, "y": .double(y)], "steps": 3])
        let trash = try demo.call("view.get", ["view": ["text": "Trash"]])
        #expect(trash["class"] != nil)
        try demo.call("input.tap", ["view": ["text": "Trash"]])

        #expect(delegate.table.log == ["trash 2"])
    }

    // 6.10: input.longPress on a row (its indexPath selector) opens its context menu; input.tap on the entry by text ends it and runs it.
    @Test func aLongPressOnARowOpensItsMenuAndATapRunsTheEntry() throws {
        let (demo, delegate) = try launch()

        try demo.call("input.longPress", ["view": ["accessibilityIdentifier": "mail", "indexPath": [0, 4]]])
        let entry = try demo.call("view.get", ["view": ["text": "Mark as Read"]])
        #expect(entry["accessibilityIdentifier"] == "menu.0")
        try demo.call("input.tap", ["view": ["text": "Mark as Read"]])

        #expect(delegate.table.log == ["read 4"])
        #expect(try demo.error("view.get", ["view": ["text": "Mark as Read"]]) != nil)
        #expect(delegate.table.tableView.indexPathForSelectedRow == nil)
    }
}
