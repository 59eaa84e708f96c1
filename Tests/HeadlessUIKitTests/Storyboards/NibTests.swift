import Foundation
import Testing
@testable import HeadlessUIKit

/// The File's Owner of Profile.xib: the nib's outlets and its `save:` action, and what it saw when.
class NBProfileController: UIViewController {
    var nameLabel: UILabel?
    var events: [String] = []

    override func awakeFromNib() {
        super.awakeFromNib()
        events.append("awakeFromNib")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        events.append("viewDidLoad label=\(nameLabel?.text ?? "nil")")
    }
}

/// Found by its class name: its nib is "NBDetailView" (the name without "Controller").
final class NBDetailViewController: NBProfileController {}

/// The cell of Cell.xib: its outlet, and whether it was connected before `awakeFromNib`.
final class NBCell: UITableViewCell {
    var titleLabel: UILabel?
    var awokeWithTitleLabel: Bool?

    override func awakeFromNib() {
        super.awakeFromNib()
        awokeWithTitleLabel = titleLabel != nil
    }
}

/// A view that loads Badge.xib with itself as the File's Owner and adds the nib's view, the common pattern for
/// reusable views designed in Interface Builder.
final class NBBadgeView: UIView {
    var contentView: UIView?
    var countLabel: UILabel?
    var loaded: [Any] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        loaded = Bundle.main.loadNibNamed("NBBadge", owner: self) ?? []
        guard let contentView else { return }
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

/// The cell of Tile.xib.
final class NBTile: UICollectionViewCell {
    var label: UILabel?
}

/// Three items of Tile.xib's cell, 100 x 100.
final class NBGridController: UICollectionViewController {
    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UINib(data: Data(NibFixtures.tile.utf8), bundle: nil), forCellWithReuseIdentifier: "NBTile")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

    override func collectionView(_ collectionView: UICollectionView,
                                 cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "NBTile", for: indexPath)
        (cell as? NBTile)?.label?.text = "#\(indexPath.item)"
        return cell
    }
}

/// Two rows of Cell.xib's cell.
final class NBListController: UITableViewController {
    var identifier = "NBCell"

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UINib(nibName: "NBCell", bundle: nil), forCellReuseIdentifier: identifier)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        (cell as? NBCell)?.titleLabel?.text = ["One", "Two"][indexPath.row]
        return cell
    }
}

@MainActor
@Suite struct NibTests {
    init() {
        UIStoryboard.registerOutlet("nameLabel", for: NBProfileController.self) { $0.nameLabel = $1 as? UILabel }
        UIResponder.registerAction("save:", for: NBProfileController.self) { controller, sender in
            controller.events.append("save: " + (sender.map { String(describing: type(of: $0)) } ?? "nil"))
        }
        UIStoryboard.register(NBCell.self)
        UIStoryboard.register(NBTile.self)
        UIStoryboard.registerOutlet("label", for: NBTile.self) { $0.label = $1 as? UILabel }
        UIStoryboard.registerOutlet("titleLabel", for: NBCell.self) { $0.titleLabel = $1 as? UILabel }
        UIStoryboard.registerOutlet("contentView", for: NBBadgeView.self) { $0.contentView = $1 as? UIView }
        UIStoryboard.registerOutlet("countLabel", for: NBBadgeView.self) { $0.countLabel = $1 as? UILabel }
    }

    static func resources() throws -> AppResources {
        var resources = AppResources(appName: "Nibs")
        resources.nibs = [
            "Profile": try NibDocument(data: Data(NibFixtures.profile.utf8)),
            "NBDetailView": try NibDocument(data: Data(NibFixtures.profile.utf8)),
            "NBCell": try NibDocument(data: Data(NibFixtures.cell.utf8)),
            "NBBadge": try NibDocument(data: Data(NibFixtures.badge.utf8)),
            "NoView": try NibDocument(data: Data(NibFixtures.twoViews.utf8)),
        ]
        return resources
    }

    /// A launched app with the nib resources, showing `root` in its window.
    static func launch(_ root: UIViewController) throws -> (HeadlessHost, ViewTestAppDelegate) {
        let host = HeadlessHost(device: .iPhone8)
        host.resources = try resources()
        let delegate = ViewTestAppDelegate()
        delegate.rootViewController = root
        try host.launch(delegate: delegate)
        host.runUntilIdle()
        return (host, delegate)
    }

    // docs/uikit-rules.md 8.24, 8.26, 8.28: init(nibName:bundle:) loads the nib when the view is first read, with the
    // controller as the File's Owner: its view and outlets are set before viewDidLoad, and the owner, which the nib
    // does not make, gets no awakeFromNib.
    @Test func aControllersNibGivesItsViewAndOutletsBeforeViewDidLoad() throws {
        let controller = NBProfileController(nibName: "Profile", bundle: nil)
        let (host, _) = try Self.launch(controller)
        defer { withExtendedLifetime(host) {} }

        #expect(controller.events == ["viewDidLoad label=Ada Lovelace"])
        #expect(controller.view.storyboardElementID == "Pf1-Vw-0a1")
        #expect(controller.nameLabel?.superview === controller.view)
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    }

    // docs/uikit-rules.md 8.24, 8.25: the nib's constraints lay the view out on the device and after a rotation, as
    // a storyboard's do; the file's frames are only the start.
    @Test func aControllersNibIsLaidOutByItsConstraintsInBothOrientations() throws {
        let controller = NBProfileController(nibName: "Profile", bundle: nil)
        let (host, _) = try Self.launch(controller)
        defer { withExtendedLifetime(host) {} }
        let label = try #require(controller.nameLabel)
        let button = try #require(controller.view.subviews.first { $0 is UIButton })

        // A 17-pt line is 20.5 pt at 2x (19.28).
        #expect(label.frame == CGRect(x: 20, y: 40, width: 335, height: 20.5))
        #expect(button.frame.minY == 68.5)
        #expect(button.center.x == 187.5)

        host.rotate(to: .landscapeLeft)
        host.runUntilIdle()
        #expect(controller.view.bounds.size == CGSize(width: 667, height: 375))
        #expect(label.frame == CGRect(x: 20, y: 20, width: 627, height: 20.5))
        #expect(button.center.x == 333.5)
    }

    // docs/uikit-rules.md 8.26: an action to the File's Owner reaches the controller through target-action.
    @Test func anActionToTheFilesOwnerReachesTheController() throws {
        let controller = NBProfileController(nibName: "Profile", bundle: nil)
        let (host, _) = try Self.launch(controller)
        defer { withExtendedLifetime(host) {} }
        let button = try #require(controller.view.subviews.first { $0 is UIButton })

        let hit = try host.tap(at: CGPoint(x: button.center.x, y: button.center.y)).view
        #expect(hit === button)
        #expect(controller.events.last == "save: UIButton")
    }

    // docs/uikit-rules.md 8.28: without a nib name, a controller of the app loads the nib named after its class
    // without "Controller"; plain UIKit controllers look for none.
    @Test func aControllerWithoutANibNameFindsTheNibNamedAfterItsClass() throws {
        let controller = NBDetailViewController()
        let (host, _) = try Self.launch(controller)
        defer { withExtendedLifetime(host) {} }

        #expect(controller.view.storyboardElementID == "Pf1-Vw-0a1")
        #expect(controller.nameLabel?.text == "Ada Lovelace")
        #expect(UIViewController().view.storyboardElementID == nil)
    }

    // docs/uikit-rules.md 8.28: a nib that does not set the owner's view outlet is UIKit's error, reported; the
    // controller gets an empty view and the host goes on.
    @Test func aNibWithoutTheViewOutletIsReported() throws {
        let controller = NBProfileController(nibName: "NoView", bundle: nil)
        let (host, _) = try Self.launch(controller)
        defer { withExtendedLifetime(host) {} }

        #expect(host.problems.contains(
            "NBProfileController loaded the \"NoView\" nib but the view outlet was not set. "
                + "Fix: connect the File's Owner's view outlet to the nib's view in Interface Builder"))
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(controller.view.subviews.isEmpty)
    }

    // docs/uikit-rules.md 8.29: a table registers a cell nib; each new cell is the nib's cell, with its class, its
    // outlets connected before awakeFromNib, the registered identifier, and the self-sizing height its constraints
    // give (11 + 21 + 11; the content view fills the row, 11.91).
    @Test func aTableMakesItsCellsFromARegisteredNib() throws {
        let list = NBListController(style: .plain)
        let (host, _) = try Self.launch(list)
        defer { withExtendedLifetime(host) {} }

        let cells = list.tableView.visibleCells
        #expect(cells.count == 2)
        let first = try #require(cells.first as? NBCell)
        #expect(first.reuseIdentifier == "NBCell")
        #expect(first.awokeWithTitleLabel == true)
        #expect(first.titleLabel?.text == "One")
        #expect(first.titleLabel?.superview === first.contentView)
        #expect(first.frame.height == 42.5)  // 11 + 20.5 + 11
        #expect(first.titleLabel?.frame == CGRect(x: 16, y: 11, width: 343, height: 20.5))
        #expect(cells[1].frame.minY == 42.5)
        #expect(first !== cells[1])
    }

    // docs/uikit-rules.md 8.29: a nib whose cell has another identifier than the one registered is UIKit's error:
    // reported, and the cell takes the registered one.
    @Test func aCellNibWithAnotherIdentifierIsReported() throws {
        let list = NBListController(style: .plain)
        list.identifier = "Other"
        let (host, _) = try Self.launch(list)
        defer { withExtendedLifetime(host) {} }

        #expect(list.tableView.visibleCells.first?.reuseIdentifier == "Other")
        #expect(host.problems.contains(
            "cell reuse identifier in nib (NBCell) does not match the identifier used to register the nib (Other) — "
                + "nib 'NBCell'. Fix: use the same identifier in both places"))
    }

    // docs/uikit-rules.md 8.29: a collection view registers a cell nib; each cell is the nib's, laid out by its
    // constraints at the layout's item size.
    @Test func aCollectionViewMakesItsCellsFromARegisteredNib() throws {
        let grid = NBGridController()
        let (host, _) = try Self.launch(grid)
        defer { withExtendedLifetime(host) {} }

        let tiles = grid.collectionView.visibleCells.compactMap { $0 as? NBTile }
            .sorted { grid.collectionView.indexPath(for: $0)!.item < grid.collectionView.indexPath(for: $1)!.item }
        #expect(tiles.count == 3)
        #expect(tiles.map { $0.label?.text } == ["#0", "#1", "#2"])
        #expect(tiles.map(\.reuseIdentifier) == ["NBTile", "NBTile", "NBTile"])
        #expect(tiles.first?.frame.size == CGSize(width: 100, height: 100))
        #expect(tiles.first?.label?.frame == CGRect(x: 8, y: 8, width: 84, height: 84))
    }

    // docs/uikit-rules.md 8.25-8.27: a view loads its nib with itself as the File's Owner; the nib's top-level view
    // keeps translating its autoresizing mask, so the loader sizes it, and its own constraints centre the label.
    @Test func aViewLoadsItsNibAsTheFilesOwner() throws {
        let (host, _) = try Self.launch(UIViewController())
        defer { withExtendedLifetime(host) {} }

        let badge = NBBadgeView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        let content = try #require(badge.contentView)
        #expect(badge.loaded.count == 1)
        #expect(badge.loaded.first as? UIView === content)
        #expect(content.translatesAutoresizingMaskIntoConstraints)
        badge.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 0, width: 200, height: 60))
        #expect(badge.countLabel?.center == CGPoint(x: 100, y: 30))
        #expect(badge.countLabel?.text == "12")
    }

    // docs/uikit-rules.md 8.24, 8.42: instantiate returns the top-level views and gesture recognizers in the order of
    // the file, a new set each time; objects it does not model are skipped with a note; with no owner, the owner's
    // connections say nothing.
    @Test func instantiateReturnsTheTopLevelViewsInFileOrder() throws {
        let (host, _) = try Self.launch(UIViewController())
        defer { withExtendedLifetime(host) {} }
        let nib = UINib(data: Data(NibFixtures.twoViews.utf8), bundle: nil)

        let objects = nib.instantiate(withOwner: nil)
        #expect(objects.count == 3)
        #expect(type(of: objects[0]) == UIView.self)
        #expect(objects[1] is UITapGestureRecognizer)
        #expect((objects[2] as? UILabel)?.text == "Second")
        #expect((objects[0] as? UIView)?.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect((nib.instantiate(withOwner: nil).first as? UIView) !== (objects[0] as? UIView))
        let document = try nib.document.get()
        #expect(document.notes.contains { $0.contains("<customObject> top-level object is not instantiated") })
        #expect(!host.problems.contains { $0.contains("nib '") })
    }

    // docs/uikit-rules.md 8.27: a missing nib is UIKit's error when it is loaded: reported, no objects, host alive.
    @Test func aMissingNibIsReportedWhenLoaded() throws {
        let (host, _) = try Self.launch(UIViewController())
        defer { withExtendedLifetime(host) {} }

        #expect(Bundle.main.loadNibNamed("Missing", owner: nil) == nil)
        #expect(UINib(nibName: "Missing", bundle: nil).instantiate(withOwner: nil).isEmpty)
        let problem = try #require(host.problems.first { $0.hasPrefix("UINib 'Missing' could not be instantiated: ") })
        #expect(problem.contains("Could not load NIB in bundle: '"))
        #expect(problem.hasSuffix("with name 'Missing': there is no Missing.xib in the app's folder or the bundle. "
                                  + "Fix: add Missing.xib to the app folder (or the bundle's resources), or correct the name."))
    }

    // docs/uikit-rules.md 8.24: a storyboard is not a nib and a nib is not a storyboard: each error names the loader
    // to use.
    @Test func storyboardsAndNibsAreToldApart() throws {
        let storyboard = StoryboardConstraintFixtures.pinned
        #expect(throws: StoryboardError.notANib(found: StoryboardDocument.documentType)) {
            try NibDocument(data: Data(storyboard.utf8))
        }
        #expect(StoryboardError.notANib(found: StoryboardDocument.documentType).description
            == "not an iOS nib: this is a .storyboard file. Fix: pass an iOS .xib, whose root is "
            + "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">; load a storyboard with UIStoryboard(name:bundle:).")
        let archive = "<?xml version=\"1.0\"?><archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"7.10\"/>"
        #expect(throws: StoryboardError.notANib(found: "<archive>")) { try NibDocument(data: Data(archive.utf8)) }
        #expect(StoryboardError.notANib(found: "<archive>").description.hasSuffix(
            "Fix: open the file in a current Xcode and save it, which converts it to the <document> format."))
        #expect(throws: StoryboardError.wrongDocumentType(found: NibDocument.documentType)) {
            try StoryboardDocument(data: Data(NibFixtures.badge.utf8))
        }
        #expect(StoryboardError.wrongDocumentType(found: NibDocument.documentType).description
            == "not an iOS storyboard: this is a .xib (nib) file. "
            + "Fix: load it with UINib(nibName:bundle:) or Bundle.main.loadNibNamed(_:owner:options:).")
    }
}
