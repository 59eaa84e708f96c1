import Foundation
import Testing
@testable import HeadlessUIKit

/// A cell laid out as real apps lay them out: a 56-pt avatar centred in the content view's margins (never above the
/// top margin), beside a label pinned to the top and bottom margins.
@MainActor
private final class AvatarCell: UITableViewCell {
    let avatar = UIView()
    let name = UILabel()

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        for view in [avatar, name] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            avatar.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            avatar.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor),
            avatar.widthAnchor.constraint(equalToConstant: 56),
            avatar.heightAnchor.constraint(equalToConstant: 56),
            name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
            name.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            name.topAnchor.constraint(equalTo: margins.topAnchor),
            name.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

@MainActor
private final class AvatarRows: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Avatar", for: indexPath) as! AvatarCell
        cell.name.text = "Contact \(indexPath.row)"
        return cell
    }
}

/// What real apps' layouts needed (docs/uikit-rules.md 11.120-11.123, 8.23): broken constraints that come back, cells'
/// margins as UIKit gives them, scroll view content without a second safe area, negative sizes kept, and margins
/// read from storyboards.
@Suite @MainActor struct RealAppLayoutTests {
    private func constrained(in app: ViewTestApp) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        app.rootView.addSubview(view)
        return view
    }

    // docs/uikit-rules.md 11.120: a required constraint broken while its container was too small holds again once the
    // container grows, with no change to it; it is still listed as broken.
    @Test func aBrokenConstraintHoldsAgainOnceTheRequiredOnesAllowIt() throws {
        let app = try ViewTestApp()
        let container = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 40))
        app.rootView.addSubview(container)
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        let height = child.heightAnchor.constraint(equalToConstant: 56)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            child.widthAnchor.constraint(equalToConstant: 50),
            child.topAnchor.constraint(greaterThanOrEqualTo: container.topAnchor),
            child.bottomAnchor.constraint(lessThanOrEqualTo: container.bottomAnchor),
            height,
        ])
        app.host.runUntilIdle()
        #expect(app.host.problems.last?.hasSuffix("Will attempt to recover by breaking constraint \n\(height)") == true)
        #expect(child.frame == CGRect(x: 0, y: 0, width: 50, height: 40), "as near 56 as the container allows")
        #expect(height.holds() == false)

        container.frame.size.height = 100
        app.host.runUntilIdle()
        #expect(child.frame.height == 56)
        #expect(height.holds() == true)
        #expect(height.isActive)
        #expect(try #require(Runtime.current.layoutEngine).brokenConstraints.map { $0 === height } == [true])
    }

    // docs/uikit-rules.md 11.123: a view between a fixed chain and a bottom too close keeps the negative height its
    // constraints give it, so all of them hold.
    @Test func aNegativeSizeKeepsItsSignAndItsConstraintsHold() throws {
        let app = try ViewTestApp()
        let header = constrained(in: app), squeezed = constrained(in: app)
        let constraints = [
            header.topAnchor.constraint(equalTo: app.rootView.topAnchor, constant: 10),
            header.heightAnchor.constraint(equalToConstant: 50),
            header.leadingAnchor.constraint(equalTo: app.rootView.leadingAnchor),
            header.widthAnchor.constraint(equalToConstant: 100),
            squeezed.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 10),
            squeezed.bottomAnchor.constraint(equalTo: app.rootView.topAnchor, constant: 40),
            squeezed.leadingAnchor.constraint(equalTo: app.rootView.leadingAnchor),
            squeezed.widthAnchor.constraint(equalToConstant: 100),
        ]
        NSLayoutConstraint.activate(constraints)
        app.host.runUntilIdle()
        #expect(squeezed.frame.origin.y == 70)
        #expect(squeezed.frame.size.height == -30)
        #expect(squeezed.bounds.size == CGSize(width: 100, height: -30))
        #expect(constraints.map { $0.holds() } == Array(repeating: true, count: constraints.count))
        #expect(app.host.problems.filter { $0.contains("Unable to") } == [])
        // What an app sets is still standardized.
        squeezed.bounds = CGRect(x: 0, y: 0, width: -20, height: 10)
        #expect(squeezed.bounds == CGRect(x: -20, y: 0, width: 20, height: 10))
    }

    // docs/uikit-rules.md 11.121: a cell's content view has the table's side margins (16 pt on an iPhone 8, 20 on an
    // iPhone 11) and 11 pt above and below; 11.120 and 11.83: a self-sizing cell is measured before it meets its
    // estimate, and the avatar keeps its 56 pt in a 78-pt row.
    @Test(arguments: [(DeviceProfile.iPhone8, CGFloat(16)), (DeviceProfile.named("iphone-11")!, CGFloat(20))])
    func aCellsContentViewHasTheTablesSideMarginsAnd11PointsAboveAndBelow(device: DeviceProfile, side: CGFloat) throws {
        let rows = AvatarRows(style: .plain)
        rows.tableView.register(AvatarCell.self, forCellReuseIdentifier: "Avatar")
        rows.tableView.rowHeight = UITableView.automaticDimension
        rows.tableView.estimatedRowHeight = 44
        let app = try ViewTestApp(device: device, rootViewController: rows)
        let cell = try #require(rows.tableView.visibleCells.first as? AvatarCell)
        #expect(cell.contentView.layoutMargins == UIEdgeInsets(top: 11, left: side, bottom: 11, right: side))
        #expect(cell.frame.height == 78)
        #expect(cell.avatar.frame == CGRect(x: side, y: 11, width: 56, height: 56))
        #expect(cell.name.frame.minY == 11 && cell.name.frame.maxY == 67)
        // Constraints made in the cell's init meet its empty content view and conflict there (reported, as UIKit
        // logs a cell's conflicts at its first size); once measured and shown, every one of them holds.
        #expect(LayoutAudit.brokenRequiredConstraints(in: app.host) == [])
    }

    // docs/uikit-rules.md 11.122, 11.121: cells scrolled under the home indicator or the status bar have no top or
    // bottom safe area insets and keep their margins; code can still turn a cell's margins off.
    @Test func cellsUnderTheBarsAndTheHomeIndicatorKeepTheirMargins() throws {
        let rows = AvatarRows(style: .plain)
        rows.tableView.register(AvatarCell.self, forCellReuseIdentifier: "Avatar")
        rows.tableView.rowHeight = 78
        let app = try ViewTestApp(device: try #require(DeviceProfile.named("iphone-15-pro")), rootViewController: rows)
        let cells = rows.tableView.visibleCells
        let last = try #require(cells.last)
        #expect(last.convert(last.bounds, to: app.window).maxY > 852 - 34, "the last visible cell reaches the home indicator")
        for cell in cells {
            #expect(cell.safeAreaInsets.top == 0 && cell.safeAreaInsets.bottom == 0)
            #expect(cell.contentView.layoutMargins == UIEdgeInsets(top: 11, left: 16, bottom: 11, right: 16))
        }
        last.preservesSuperviewLayoutMargins = false
        last.layoutMargins = .zero
        #expect(last.contentView.layoutMargins == UIEdgeInsets(top: 11, left: 8, bottom: 11, right: 8))
    }

    // docs/uikit-rules.md 8.23: a storyboard's margins, `preservesSuperviewLayoutMargins`, and a cell content view's
    // own attributes are read and applied.
    @Test func storyboardMarginsAndContentViewAttributesAreApplied() throws {
        let document = try StoryboardDocument(data: Data(LayoutAuditFixtures.margins.utf8))
        let root = try #require(document.initialScene?.controller.view)
        let card = try #require(root.allElements.first { $0.id == "Mg1-Vw-002" })
        #expect(card.layoutMargins == .init(top: 12, leading: 24, bottom: 6, trailing: 4, directional: true))
        #expect(card.preservesSuperviewLayoutMargins == false)
        let box = try #require(root.allElements.first { $0.id == "Mg1-Vw-003" })
        #expect(box.layoutMargins == .init(top: 1, leading: 2, bottom: 3, trailing: 5, directional: false))
        #expect(box.preservesSuperviewLayoutMargins == true)

        let host = HeadlessHost(device: .iPhone8)
        try host.launch(delegate: StoryboardAppDelegate(),
                        options: .init(mainStoryboard: UIStoryboard(data: Data(LayoutAuditFixtures.margins.utf8), name: "Margins")))
        host.runUntilIdle()
        let views = LayoutAudit.viewsByID(under: try #require(host.keyWindow))
        let cardView = try #require(views["Mg1-Vw-002"]), boxView = try #require(views["Mg1-Vw-003"])
        #expect(cardView.layoutMargins == UIEdgeInsets(top: 12, left: 24, bottom: 6, right: 4))
        #expect(!cardView.preservesSuperviewLayoutMargins && boxView.preservesSuperviewLayoutMargins)
        #expect(boxView.layoutMarginsFollowReadableWidth && !cardView.layoutMarginsFollowReadableWidth)
        // The label pinned to the card's margins: 24 from its leading edge, 12 from its top.
        #expect(try #require(views["Mg1-Vw-004"]).frame == CGRect(x: 24, y: 12, width: 307, height: 30))
        // docs/uikit-rules.md 8.13: "Use Standard" spacing is the system spacing between siblings, 8 pt.
        #expect(try #require(views["Mg1-Sk-001"] as? UIStackView).spacing == UIStackView.spacingUseSystem)
        #expect(try #require(views["Mg1-Vw-502"]).frame == CGRect(x: 28, y: 0, width: 20, height: 20))
    }

    // docs/uikit-rules.md 8.23, 11.54: margins that follow the readable width grow equally until the area between
    // them is 672 pt wide; a view narrower than that keeps its own.
    @Test func marginsThatFollowTheReadableWidthGrowToIt() throws {
        // Outside a window: no safe area adds to the margins.
        let wide = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 100))
        let narrow = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        for view in [wide, narrow] { view.layoutMarginsFollowReadableWidth = true }
        #expect(wide.layoutMargins == UIEdgeInsets(top: 8, left: 164, bottom: 8, right: 164))
        #expect(narrow.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(wide.readableContentGuide.layoutFrame == CGRect(x: 164, y: 8, width: 672, height: 84))
    }
}
