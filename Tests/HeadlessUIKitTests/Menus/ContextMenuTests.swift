import Foundation
import Testing
@testable import HeadlessUIKit

/// Records a context menu interaction's delegate calls and answers with a fixed menu.
@MainActor
final class RecordingMenuDelegate: UIContextMenuInteractionDelegate {
    let recorder: EventRecorder
    var menu: UIMenu?
    private(set) var locations: [CGPoint] = []

    init(_ recorder: EventRecorder, menu: UIMenu?) {
        self.recorder = recorder
        self.menu = menu
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        recorder.record("configurationForMenuAtLocation")
        locations.append(location)
        guard let menu else { return nil }
        return UIContextMenuConfiguration(identifier: "card" as NSString, actionProvider: { _ in menu })
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?) {
        recorder.record("willDisplayMenu(\(configuration.identifier))")
        animator?.addCompletion { self.recorder.record("displayed") }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willEndFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?) {
        recorder.record("willEnd")
    }
}

/// The menu on screen in `window`, if any.
@MainActor
func shownMenu(in window: UIWindow) -> ContextMenuView? {
    window.subviews.compactMap { $0 as? ContextMenuView }.last
}

/// The titles of the menu's rows, top to bottom.
@MainActor
func menuTitles(in window: UIWindow) -> [String] {
    shownMenu(in: window)?.platter.subviews.compactMap(\.accessibilityLabel) ?? []
}

/// Taps the row of the shown menu titled `title`.
@MainActor
func tapMenuRow(_ title: String, host: HeadlessHost, window: UIWindow) throws {
    let row = try #require(shownMenu(in: window)?.platter.subviews.first { $0.accessibilityLabel == title })
    let frame = row.convert(row.bounds, to: window)
    try host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
    host.runUntilIdle()
}

@MainActor
@Suite struct ContextMenuTests {
    private func actions(_ recorder: EventRecorder) -> UIMenu {
        UIMenu(title: "", children: [
            UIAction(title: "Copy") { _ in recorder.record("Copy") },
            UIAction(title: "Share", attributes: .disabled) { _ in recorder.record("Share") },
            UIMenu(options: .displayInline, children: [
                UIAction(title: "Delete", attributes: .destructive) { _ in recorder.record("Delete") },
            ]),
        ])
    }

    // MARK: UIContextMenuInteraction (docs/uikit-rules.md 6.10)

    @Test func aLongPressShowsTheMenuAndATapOnAnEntryEndsItThenPerformsTheAction() throws {
        let app = try ModalApp()
        let card = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
        app.root.view.addSubview(card)
        let delegate = RecordingMenuDelegate(app.recorder, menu: actions(app.recorder))
        let interaction = UIContextMenuInteraction(delegate: delegate)
        card.addInteraction(interaction)
        #expect(card.interactions.count == 1 && interaction.view === card)

        try app.host.longPress(at: CGPoint(x: 70, y: 130), duration: 0.8)
        app.host.runUntilIdle()

        #expect(delegate.locations == [CGPoint(x: 50, y: 30)])
        #expect(app.recorder.events == ["configurationForMenuAtLocation", "willDisplayMenu(card)", "displayed"])
        #expect(menuTitles(in: app.window) == ["Copy", "Share", "Delete"])
        // 8 pt below the card, at its leading edge; rows of 44 pt with an 8-pt separator before the inline group.
        let menu = try #require(shownMenu(in: app.window))
        #expect(menu.platter.frame == CGRect(x: 20, y: 208, width: 250, height: 44 * 3 + 8))
        #expect(menu.platter.subviews.map(\.frame.minY) == [0, 44, 96])
        #expect(menu.platter.subviews[1].accessibilityTraits.contains(.notEnabled))
        app.recorder.clear()

        try tapMenuRow("Delete", host: app.host, window: app.window)

        #expect(app.recorder.events == ["willEnd", "Delete"])
        #expect(shownMenu(in: app.window) == nil)
    }

    @Test func aDisabledEntryDoesNothingAndATapOutsideOnlyEndsTheMenu() throws {
        let app = try ModalApp()
        let card = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
        app.root.view.addSubview(card)
        let delegate = RecordingMenuDelegate(app.recorder, menu: actions(app.recorder))
        card.addInteraction(UIContextMenuInteraction(delegate: delegate))
        try app.host.longPress(at: CGPoint(x: 70, y: 130))
        app.host.runUntilIdle()
        app.recorder.clear()

        try tapMenuRow("Share", host: app.host, window: app.window)
        #expect(app.recorder.events.isEmpty)
        #expect(shownMenu(in: app.window) != nil)

        try app.host.tap(at: CGPoint(x: 300, y: 600))
        app.host.runUntilIdle()
        #expect(app.recorder.events == ["willEnd"])
        #expect(shownMenu(in: app.window) == nil)
    }

    @Test func withoutAConfigurationNothingIsShownAndTheViewKeepsItsTouches() throws {
        let app = try ModalApp()
        let button = UIButton(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
        button.addAction(UIAction { _ in app.recorder.record("touchUpInside") }, for: .touchUpInside)
        app.root.view.addSubview(button)
        let delegate = RecordingMenuDelegate(app.recorder, menu: nil)
        button.addInteraction(UIContextMenuInteraction(delegate: delegate))

        try app.host.longPress(at: CGPoint(x: 70, y: 130))
        app.host.runUntilIdle()

        #expect(app.recorder.events == ["configurationForMenuAtLocation", "touchUpInside"])
        #expect(shownMenu(in: app.window) == nil)
    }

    @Test func aSubmenuRowShowsItsChildren() throws {
        let app = try ModalApp()
        let card = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
        app.root.view.addSubview(card)
        let menu = UIMenu(title: "Card", children: [
            UIMenu(title: "Move to", children: [
                UIAction(title: "Inbox") { _ in app.recorder.record("Inbox") },
                UIAction(title: "Archive", state: .on) { _ in app.recorder.record("Archive") },
            ]),
        ])
        let delegate = RecordingMenuDelegate(app.recorder, menu: menu)
        card.addInteraction(UIContextMenuInteraction(delegate: delegate))
        try app.host.longPress(at: CGPoint(x: 70, y: 130))
        app.host.runUntilIdle()
        #expect(menuTitles(in: app.window) == ["Card", "Move to"])

        try tapMenuRow("Move to", host: app.host, window: app.window)
        #expect(menuTitles(in: app.window) == ["Move to", "Inbox", "Archive"])
        let archive = try #require(shownMenu(in: app.window)?.platter.subviews.last)
        #expect(archive.accessibilityTraits.contains(.selected))

        try tapMenuRow("Archive", host: app.host, window: app.window)
        #expect(app.recorder.events.suffix(2) == ["willEnd", "Archive"])
    }

    @Test func theMenuGoesAboveAnAnchorNearTheBottom() throws {
        let app = try ModalApp()
        let card = UIView(frame: CGRect(x: 300, y: 560, width: 60, height: 60))
        app.root.view.addSubview(card)
        let delegate = RecordingMenuDelegate(app.recorder, menu: actions(app.recorder))  // held: the interaction's is weak
        card.addInteraction(UIContextMenuInteraction(delegate: delegate))

        try app.host.longPress(at: CGPoint(x: 320, y: 580))
        app.host.runUntilIdle()

        // Pushed left to stay 8 pt inside the screen (375 - 8 - 250 = 117), above the card.
        #expect(shownMenu(in: app.window)?.platter.frame == CGRect(x: 117, y: 560 - 8 - 140, width: 250, height: 140))
    }

    // MARK: Buttons and bar items with menus (6.10)

    @Test func aButtonThatShowsItsMenuAsPrimaryActionShowsItOnATap() throws {
        let app = try ModalApp()
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Sort") { _ in app.recorder.record("primary") })
        button.frame = CGRect(x: 20, y: 100, width: 100, height: 44)
        button.menu = actions(app.recorder)
        button.showsMenuAsPrimaryAction = true
        app.root.view.addSubview(button)

        try app.host.tap(at: CGPoint(x: 50, y: 120))
        app.host.runUntilIdle()
        #expect(menuTitles(in: app.window) == ["Copy", "Share", "Delete"])
        #expect(app.recorder.events.isEmpty)

        try tapMenuRow("Copy", host: app.host, window: app.window)
        #expect(app.recorder.events == ["Copy"])
    }

    @Test func aButtonWithAMenuStillRunsItsPrimaryActionOnATapAndShowsTheMenuOnALongPress() throws {
        let app = try ModalApp()
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Sort") { _ in app.recorder.record("primary") })
        button.frame = CGRect(x: 20, y: 100, width: 100, height: 44)
        button.menu = actions(app.recorder)
        app.root.view.addSubview(button)

        try app.host.tap(at: CGPoint(x: 50, y: 120))
        app.host.runUntilIdle()
        #expect(app.recorder.events == ["primary"])
        #expect(shownMenu(in: app.window) == nil)

        try app.host.longPress(at: CGPoint(x: 50, y: 120))
        app.host.runUntilIdle()
        #expect(menuTitles(in: app.window) == ["Copy", "Share", "Delete"])
        #expect(button.contextMenuInteraction != nil)
    }

    @Test func aBarButtonItemWithOnlyAMenuShowsItOnATap() throws {
        let recorder = EventRecorder()
        let root = ModalRecordingController("root", recorder)
        let navigation = UINavigationController(rootViewController: root)
        let item = UIBarButtonItem(title: "More", menu: UIMenu(children: [
            UIAction(title: "Rename") { action in recorder.record("Rename from \(type(of: action.sender!))") },
        ]))
        root.navigationItem.rightBarButtonItem = item
        let host = try ModalLaunch.host(root: navigation, device: .iPhone8)
        let window = try #require(host.keyWindow)
        let itemView = try #require(item.shownView)
        let itemFrame = itemView.convert(itemView.bounds, to: window)

        try host.tap(at: CGPoint(x: itemFrame.midX, y: itemFrame.midY))
        host.runUntilIdle()
        #expect(menuTitles(in: window) == ["Rename"])

        try tapMenuRow("Rename", host: host, window: window)
        #expect(recorder.events.last == "Rename from UIBarButtonItem")
        #expect(shownMenu(in: window) == nil)
    }

    // MARK: Table rows and collection items (6.10)

    @Test func aLongPressOnATableRowAsksTheDelegateWithItsIndexPathAndSelectsNothing() throws {
        let app = try ModalApp()
        let table = UITableView(frame: app.root.view.bounds)
        let source = MenuTableSource(app.recorder)
        table.dataSource = source
        table.delegate = source
        app.root.view.addSubview(table)
        table.layoutIfNeeded()

        try app.host.longPress(at: CGPoint(x: 100, y: 44 * 2 + 20))
        app.host.runUntilIdle()

        #expect(app.recorder.events == ["menuFor [0, 2]", "willDisplayContextMenu"])
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        let cellFrame = cell.convert(cell.bounds, to: app.window)
        #expect(shownMenu(in: app.window)?.platter.frame.minY == cellFrame.maxY + 8)
        app.recorder.clear()

        try tapMenuRow("Pin", host: app.host, window: app.window)
        #expect(app.recorder.events == ["willEndContextMenuInteraction", "Pin"])
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test func aCollectionViewsOlderOneItemMethodAnswersTheNewerQuestion() throws {
        let app = try ModalApp()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collection = UICollectionView(frame: app.root.view.bounds, collectionViewLayout: layout)
        let source = MenuCollectionSource(app.recorder)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.dataSource = source
        collection.delegate = source
        app.root.view.addSubview(collection)
        collection.layoutIfNeeded()
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
        let frame = cell.convert(cell.bounds, to: app.window)

        try app.host.longPress(at: CGPoint(x: frame.midX, y: frame.midY))
        app.host.runUntilIdle()

        #expect(app.recorder.events == ["menuFor [0, 1]"])
        #expect(menuTitles(in: app.window) == ["Open"])
    }
}

@MainActor
final class MenuTableSource: UITableViewDataSource, UITableViewDelegate {
    let recorder: EventRecorder
    init(_ recorder: EventRecorder) { self.recorder = recorder }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                   point: CGPoint) -> UIContextMenuConfiguration? {
        recorder.record("menuFor \(indexPath)")
        return UIContextMenuConfiguration(identifier: indexPath as NSIndexPath, actionProvider: { _ in
            UIMenu(children: [UIAction(title: "Pin") { _ in self.recorder.record("Pin") }])
        })
    }

    func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                   animator: UIContextMenuInteractionAnimating?) { recorder.record("willDisplayContextMenu") }
    func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                   animator: UIContextMenuInteractionAnimating?) { recorder.record("willEndContextMenuInteraction") }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { recorder.record("didSelect") }
}

@MainActor
final class MenuCollectionSource: UICollectionViewDataSource, UICollectionViewDelegate {
    let recorder: EventRecorder
    init(_ recorder: EventRecorder) { self.recorder = recorder }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                        point: CGPoint) -> UIContextMenuConfiguration? {
        recorder.record("menuFor \(indexPath)")
        return UIContextMenuConfiguration(actionProvider: { _ in
            UIMenu(children: [UIAction(title: "Open") { _ in }])
        })
    }
}
