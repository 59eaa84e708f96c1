import Foundation
import Testing
@testable import HeadlessUIKit

// Gesture recognizers with a custom class, and recognizers on views inside prototype cells (docs/uikit-rules.md
// 8.36). Type names start with `GR`.

/// The app's own recognizer class, named by the storyboard's customClass.
final class GRDoubleTap: UITapGestureRecognizer {}

/// The list: two people, one prototype cell each; records the actions its cells' recognizers send it.
@MainActor
final class GRList: UITableViewController {
    let people = ["Ada", "Grace"]
    var log: [String] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { people.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Person", for: indexPath)
        (cell as? GRCell)?.nameLabel?.text = people[indexPath.row]
        return cell
    }

    /// The row of the cell holding `sender`'s view.
    func row(of sender: Any?) -> String {
        var view = (sender as? UIGestureRecognizer)?.view
        while let current = view, !(current is UITableViewCell) { view = current.superview }
        guard let cell = view as? UITableViewCell, let path = tableView.indexPath(for: cell) else { return "no row" }
        return "row \(path.row)"
    }
}

/// The prototype cell: records what its avatar's recognizer sends it.
@MainActor
final class GRCell: UITableViewCell {
    var nameLabel: UILabel?
    var avatarView: UIImageView?
    var log: [String] = []
}

/// The grid: three tiles; records which tile's recognizer sent it `tileTapped:`.
@MainActor
final class GRGrid: UICollectionViewController {
    var log: [String] = []

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

    override func collectionView(_ collectionView: UICollectionView,
                                 cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath)
    }
}

@MainActor
private func registerCellGestures() {
    UIStoryboard.register(GRList.self)
    UIStoryboard.register(GRCell.self)
    UIStoryboard.register(gestureRecognizerNamed: "GRDoubleTap") { GRDoubleTap(target: nil, action: nil) }
    UIStoryboard.registerOutlet("nameLabel", for: GRCell.self) { $0.nameLabel = $1 as? UILabel }
    UIStoryboard.registerOutlet("avatarView", for: GRCell.self) { $0.avatarView = $1 as? UIImageView }
    UIResponder.registerAction(Selector("nameDoubleTapped:"), for: GRList.self) { list, sender in
        list.log.append("nameDoubleTapped: \(list.row(of: sender)) from \(type(of: sender ?? "nil"))")
    }
    UIStoryboard.register(GRGrid.self)
    UIResponder.registerAction(Selector("tileTapped:"), for: GRGrid.self) { grid, sender in
        var view = (sender as? UIGestureRecognizer)?.view
        while let current = view, !(current is UICollectionViewCell) { view = current.superview }
        let item = (view as? UICollectionViewCell).flatMap { grid.collectionView.indexPath(for: $0)?.item }
        grid.log.append("tileTapped: item \(item.map(String.init) ?? "none")")
    }
    UIResponder.registerAction(Selector("avatarPressed:"), for: GRCell.self) { cell, sender in
        let state = (sender as? UIGestureRecognizer)?.state
        cell.log.append("avatarPressed: \(state.map { "\($0)" } ?? "nil") from \(type(of: sender ?? "nil"))")
    }
}

@Suite @MainActor struct StoryboardCellGestureTests {
    @MainActor private struct PeopleApp {
        let storyboard: UIStoryboard
        let app: NavTestApp
        let list: GRList

        init() throws {
            registerCellGestures()
            storyboard = try UIStoryboard(data: Data(StoryboardCellGestureFixtures.people.utf8), name: "People")
            list = try #require(storyboard.instantiateInitialViewController() as? GRList)
            app = try NavTestApp(root: list)
        }

        func cell(_ row: Int) throws -> GRCell {
            try #require(list.tableView.cellForRow(at: IndexPath(row: row, section: 0)) as? GRCell)
        }

        func center(_ view: UIView?) throws -> CGPoint {
            let view = try #require(view)
            return view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
        }
    }

    // docs/uikit-rules.md 8.36: a recognizer whose customClass is registered is made by the app's closure, with
    // the file's attributes; every dequeued cell gets its own recognizers, attached to its own views.
    @Test func everyCellGetsItsOwnRecognizersOfTheAppsClass() throws {
        let people = try PeopleApp()
        let first = try people.cell(0), second = try people.cell(1)
        let firstTap = try #require(first.nameLabel?.gestureRecognizers?.first as? GRDoubleTap)
        let secondTap = try #require(second.nameLabel?.gestureRecognizers?.first as? GRDoubleTap)
        #expect(firstTap !== secondTap)
        #expect(firstTap.numberOfTapsRequired == 2)
        #expect(first.nameLabel?.gestureRecognizers?.count == 1)
        let press = try #require(first.avatarView?.gestureRecognizers?.first as? UILongPressGestureRecognizer)
        #expect(press.minimumPressDuration == 0.5)
        #expect(press.allowableMovement == 10)
        #expect(second.avatarView?.gestureRecognizers?.first !== press)
    }

    // docs/uikit-rules.md 8.36: a cell's recognizer sends its action to the scene's controller, or to the cell it
    // is in, as UIKit wires them; the sender is that cell's recognizer.
    @Test func aCellsRecognizersReachTheControllerAndTheCell() throws {
        let people = try PeopleApp()
        let host = people.app.host
        let second = try people.cell(1), first = try people.cell(0)

        _ = try host.tap(at: try people.center(second.nameLabel), count: 2)
        host.runUntilIdle()
        #expect(people.list.log == ["nameDoubleTapped: row 1 from GRDoubleTap"])

        _ = try host.longPress(at: try people.center(first.avatarView), duration: 0.8)
        host.runUntilIdle()
        #expect(first.log == [
            "avatarPressed: began from UILongPressGestureRecognizer",
            "avatarPressed: ended from UILongPressGestureRecognizer",
        ])
        #expect(second.log == [])
        #expect(people.list.log == ["nameDoubleTapped: row 1 from GRDoubleTap"])
    }

    // docs/uikit-rules.md 8.36: a customClass nothing registered is made as the element's own class, with a note
    // naming the fix.
    @Test func anUnregisteredRecognizerClassIsTheElementsClassWithANote() throws {
        let people = try PeopleApp()
        let swipes = (people.list.tableView.gestureRecognizers ?? []).compactMap { $0 as? UISwipeGestureRecognizer }
        #expect(swipes.count == 1)
        #expect(swipes.first.map { type(of: $0) == UISwipeGestureRecognizer.self } == true)
        #expect(swipes.first?.direction == .left)
        #expect(people.storyboard.notes == [
            "class 'GRGhostSwipe' of <swipeGestureRecognizer> 'Gr1-Sw-0a1' is not registered: using the class of "
                + "<swipeGestureRecognizer>. Fix: UIStoryboard.register(gestureRecognizerNamed: \"GRGhostSwipe\") { "
                + "GRGhostSwipe(target: nil, action: nil) }",
        ])
    }

    // docs/uikit-rules.md 8.36: a collection view's prototype cells get their recognizers the same way.
    @Test func everyCollectionCellGetsItsOwnRecognizer() throws {
        registerCellGestures()
        let storyboard = try UIStoryboard(data: Data(StoryboardCellGestureFixtures.grid.utf8), name: "Grid")
        let grid = try #require(storyboard.instantiateInitialViewController() as? GRGrid)
        let app = try NavTestApp(root: grid)
        let tiles = (0..<3).compactMap { grid.collectionView.cellForItem(at: IndexPath(item: $0, section: 0)) }
        #expect(tiles.count == 3)
        let taps = tiles.compactMap { $0.contentView.subviews.first?.gestureRecognizers?.first as? UITapGestureRecognizer }
        #expect(taps.count == 3)
        #expect(Set(taps.map(ObjectIdentifier.init)).count == 3)

        let image = try #require(tiles[2].contentView.subviews.first)
        _ = try app.host.tap(at: image.convert(CGPoint(x: 40, y: 40), to: nil))
        app.host.runUntilIdle()
        #expect(grid.log == ["tileTapped: item 2"])
        #expect(storyboard.notes == [])
    }
}
