import Foundation
import Testing
@testable import HeadlessUIKit

// Bar items, navigation bars, toolbars and gesture recognizers from storyboards and nibs (docs/uikit-rules.md
// 8.40-8.43). Type names start with `BR`.

/// Notes: records its actions; `addButton` and `doubleTap` are outlets the storyboard sets.
@MainActor
final class BRNotes: UIViewController {
    var log: [String] = []
    var addButton: UIBarButtonItem?
    var doubleTap: UITapGestureRecognizer?

    override var canBecomeFirstResponder: Bool { true }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        let from = (sender as? UIBarButtonItem)?.systemItem.map { "\($0) item" }
            ?? (sender as? UIGestureRecognizer).map { "\(type(of: $0))" } ?? "\(String(describing: sender))"
        log.append("prepare(\(segue.identifier ?? "nil")) from \(from)")
    }
}

@MainActor final class BRDetail: UIViewController {}

/// The sheet: a text field delegate that records its actions.
@MainActor
final class BRSheet: UIViewController, UITextFieldDelegate {
    var log: [String] = []
}

@MainActor
private func registerBars() {
    UIStoryboard.register(BRNotes.self)
    UIStoryboard.register(BRDetail.self)
    UIStoryboard.register(BRSheet.self)
    UIStoryboard.registerOutlet("addButton", for: BRNotes.self) { $0.addButton = $1 as? UIBarButtonItem }
    UIStoryboard.registerOutlet("doubleTap", for: BRNotes.self) { $0.doubleTap = $1 as? UITapGestureRecognizer }
    for action in ["toggleEditing:", "sort:", "doubleTapped:"] {
        UIResponder.registerAction(Selector(action), for: BRNotes.self) { notes, sender in
            notes.log.append("\(action) from \(type(of: sender ?? "nil"))")
        }
    }
    for action in ["cancel:", "save:", "longPressed:"] {
        UIResponder.registerAction(Selector(action), for: BRSheet.self) { sheet, sender in
            sheet.log.append("\(action) from \(type(of: sender ?? "nil"))")
        }
    }
}

@Suite @MainActor struct StoryboardBarTests {
    /// The bars storyboard's navigation controller as a launched app's root, settled.
    @MainActor private struct BarsApp {
        let storyboard: UIStoryboard
        let app: NavTestApp
        let navigation: UINavigationController
        let notes: BRNotes

        init(device: DeviceProfile = .iPhone8) throws {
            registerBars()
            storyboard = try UIStoryboard(data: Data(StoryboardBarFixtures.bars.utf8), name: "Bars")
            navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
            notes = try #require(navigation.viewControllers.first as? BRNotes)
            app = try NavTestApp(root: navigation, device: device)
        }

        func itemView(_ item: UIBarButtonItem?) throws -> UIView { try #require(item?.shownView) }
    }

    // MARK: Navigation items (8.40)

    @Test func aSceneNavigationItemHasItsTitleAndItemsBeforeTheViewLoads() throws {
        registerBars()
        let storyboard = try UIStoryboard(data: Data(StoryboardBarFixtures.bars.utf8), name: "Bars")
        let notes = try #require(storyboard.instantiateViewController(withIdentifier: "Notes") as? BRNotes)

        let item = notes.navigationItem
        #expect(item.title == "Notes")
        #expect(item.leftBarButtonItems?.map(\.systemItem) == [.edit])
        #expect(item.rightBarButtonItems?.map { $0.systemItem?.label ?? $0.title } == ["Add", "Sort"])
        #expect(item.rightBarButtonItems?.last?.image?.name == "arrow.up.arrow.down")
        #expect(notes.addButton === item.rightBarButtonItems?.first, "the controller's outlet to its own bar item")
        #expect(item.leftBarButtonItem?.target === notes && item.leftBarButtonItem?.action == Selector("toggleEditing:"))
        #expect(item.rightBarButtonItems?.last?.target == nil, "an action to the First Responder has no target")
        #expect(notes.toolbarItems?.map(\.systemItem) == [.flexibleSpace, .compose])
        #expect(notes.toolbarItems?.last?.isEnabled == false)
        #expect(!notes.isViewLoaded)
        #expect(storyboard.notes.isEmpty, "nothing in the file was skipped: \(storyboard.notes)")
    }

    @Test func barItemsSendTheirActionsAndFireTheirSeguesWhenTapped() throws {
        let bars = try BarsApp()
        let item = bars.notes.navigationItem

        try bars.app.tap(bars.itemView(item.leftBarButtonItem))
        try bars.app.tap(bars.itemView(item.rightBarButtonItems?.last))
        #expect(bars.notes.log == ["toggleEditing: from UIBarButtonItem"],
                "the navigation bar is not in Notes' view: with no first responder there, Sort reaches no one")
        #expect(bars.notes.becomeFirstResponder())
        try bars.app.tap(bars.itemView(item.rightBarButtonItems?.last))
        #expect(bars.notes.log == ["toggleEditing: from UIBarButtonItem", "sort: from UIBarButtonItem"],
                "the nil-targeted action goes to the first responder")

        try bars.app.tap(bars.itemView(item.rightBarButtonItems?.first))
        #expect(bars.notes.log.last == "prepare(add) from add item")
        #expect(bars.navigation.topViewController is BRDetail)
        #expect(bars.navigation.topViewController?.navigationItem.title == "Detail")
    }

    // MARK: Container bars (8.41)

    @Test func largeTitlesAndTheToolbarFromTheFileMoveTheSafeArea() throws {
        let bars = try BarsApp()
        let view = bars.notes.view!

        #expect(bars.navigation.navigationBar.prefersLargeTitles)
        #expect(!bars.navigation.isToolbarHidden)
        #expect(bars.navigation.tabBarItem.title == "Notes")
        #expect(bars.navigation.tabBarItem.image?.name == "note.text")
        // 20 (status bar) + 44 + 52 (large title) above; 44 (toolbar) below: Xcode's own frames in the file.
        #expect(view.safeAreaInsets == UIEdgeInsets(top: 116, left: 0, bottom: 44, right: 0))
        #expect(try #require(navView("topLabel", in: view)).frame == CGRect(x: 16, y: 124, width: 343, height: 20.5))
        #expect(try #require(navView("bottomLabel", in: view)).frame == CGRect(x: 16, y: 594.5, width: 343, height: 20.5))
        #expect(bars.navigation.toolbar.items?.map(\.systemItem) == [.flexibleSpace, .compose])

        try bars.app.tap(bars.itemView(bars.notes.navigationItem.rightBarButtonItems?.first))
        let detail = try #require(bars.navigation.topViewController)
        #expect(bars.navigation.navigationBar.frame.height == 44, "Detail's largeTitleDisplayMode never: a 44-pt bar")
        #expect(detail.view.frame == CGRect(x: 0, y: 64, width: 375, height: 559),
                "no edges for extended layout: between the bar and the toolbar")
        #expect(detail.view.safeAreaInsets == .zero)
    }

    // MARK: Controller attributes (8.45)

    @Test func aControllersPresentationAndLayoutAttributesComeFromTheFile() throws {
        registerBars()
        let storyboard = try UIStoryboard(data: Data(StoryboardBarFixtures.bars.utf8), name: "Bars")
        let detail = storyboard.instantiateViewController(withIdentifier: "Detail")
        let notes = storyboard.instantiateViewController(withIdentifier: "Notes")

        #expect(!detail.automaticallyAdjustsScrollViewInsets && detail.hidesBottomBarWhenPushed)
        #expect(detail.modalPresentationStyle == .formSheet && detail.modalTransitionStyle == .crossDissolve)
        #expect(detail.definesPresentationContext)
        #expect(detail.edgesForExtendedLayout == [])
        #expect(notes.automaticallyAdjustsScrollViewInsets && !notes.hidesBottomBarWhenPushed)
        #expect(notes.modalPresentationStyle == .automatic && notes.edgesForExtendedLayout == .all, "defaults kept")
        #expect(storyboard.notes.isEmpty, "\(storyboard.notes)")
    }

    // MARK: Gesture recognizers (8.42)

    @Test func sceneGestureRecognizersJoinTheirViewsWithTheirActionsAndSegues() throws {
        let bars = try BarsApp()
        let view = bars.notes.view!
        let recognizers = try #require(view.gestureRecognizers)

        #expect(recognizers.count == 2)
        let doubleTap = try #require(recognizers.first as? UITapGestureRecognizer)
        #expect(doubleTap.numberOfTapsRequired == 2)
        #expect(bars.notes.doubleTap === doubleTap)
        #expect((recognizers.last as? UISwipeGestureRecognizer)?.direction == .left)

        _ = try bars.app.host.tap(at: CGPoint(x: 187, y: 300), count: 2)
        bars.app.host.runUntilIdle()
        #expect(bars.notes.log == ["doubleTapped: from UITapGestureRecognizer"])

        _ = try bars.app.host.swipe(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 60, y: 300))
        bars.app.host.runUntilIdle()
        #expect(bars.notes.log.last == "prepare(swipe) from UISwipeGestureRecognizer")
        #expect(bars.navigation.topViewController is BRDetail)
    }

    @Test func aNibsTopLevelRecognizerIsReturnedInFileOrderAndReachesTheOwner() throws {
        registerBars()
        let app = try ViewTestApp()
        let owner = BRSheet()
        let nib = UINib(data: Data(StoryboardBarFixtures.gestureNib.utf8), bundle: nil)

        let objects = nib.instantiate(withOwner: owner)

        #expect(objects.map { "\(type(of: $0))" } == ["UIView", "UILongPressGestureRecognizer", "UIView"])
        let press = try #require(objects[1] as? UILongPressGestureRecognizer)
        #expect(press.minimumPressDuration == 0.8 && press.allowableMovement == 10)
        let pressable = try #require(objects[0] as? UIView)
        #expect(pressable.gestureRecognizers?.first === press)
        #expect(nib.notes.isEmpty, "\(nib.notes)")

        app.show(pressable)
        _ = try app.host.longPress(at: pressable.convert(CGPoint(x: 100, y: 50), to: nil), duration: 1.0)
        app.host.runUntilIdle()
        #expect(owner.log.first == "longPressed: from UILongPressGestureRecognizer")
    }

    // MARK: Standalone bars and UIKit's own outlets (8.40, 8.43)

    @Test func aStandaloneNavigationBarAndToolbarShowTheirItemsAndAFieldGetsItsDelegate() throws {
        registerBars()
        let storyboard = try UIStoryboard(data: Data(StoryboardBarFixtures.bars.utf8), name: "Bars")
        let sheet = try #require(storyboard.instantiateViewController(withIdentifier: "Sheet") as? BRSheet)
        let app = try NavTestApp(root: sheet)

        let bar = try #require(sheet.view.subviews.first as? UINavigationBar)
        #expect(bar.items?.map(\.title) == ["New Note"])
        #expect(bar.topItem?.rightBarButtonItem?.style == .done)
        let toolbar = try #require(sheet.view.subviews.last as? UIToolbar)
        #expect(toolbar.items?.map(\.systemItem) == [.flexibleSpace, .trash])
        let field = try #require(navView("titleField", in: sheet.view) as? UITextField)
        #expect(field.delegate === sheet)

        try app.tap(#require(bar.topItem?.leftBarButtonItem?.shownView))
        try app.tap(#require(bar.topItem?.rightBarButtonItem?.shownView))
        #expect(sheet.log == ["cancel: from UIBarButtonItem", "save: from UIBarButtonItem"])
        #expect(storyboard.notes.isEmpty, "\(storyboard.notes)")
    }

    @Test func aDelegateOutletToAnObjectWithoutTheProtocolStaysNilWithANote() throws {
        registerBars()
        let xml = StoryboardBarFixtures.bars.replacingOccurrences(of: "customClass=\"BRSheet\"", with: "customClass=\"BRDetail\"")
        let storyboard = try UIStoryboard(data: Data(xml.utf8), name: "Bars")
        let sheet = storyboard.instantiateViewController(withIdentifier: "Sheet")

        let field = try #require(navView("titleField", in: sheet.view) as? UITextField)

        #expect(field.delegate == nil)
        #expect(storyboard.notes.contains(
            "outlet 'delegate' of <textField> 'Br4-Tf-0a1' stays nil: its destination (BRDetail) is not a UITextFieldDelegate"))
    }

    // MARK: Table header and footer views (8.44)

    @Test func aTablesHeaderAndFooterViewsFromTheFileFrameItsRows() throws {
        let storyboard = try UIStoryboard(data: Data(StoryboardBarFixtures.tableChrome.utf8), name: "Chrome")
        let list = try #require(storyboard.instantiateInitialViewController() as? UITableViewController)
        _ = try NavTestApp(root: list)
        let table = list.tableView!

        let header = try #require(table.tableHeaderView)
        #expect(header.frame == CGRect(x: 0, y: 0, width: 375, height: 60))
        #expect(try #require(navView("headerLabel", in: header)).frame == CGRect(x: 16, y: 19.75, width: 343, height: 20.5))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 60, width: 375, height: 44))
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 104, width: 375, height: 44))
        #expect(try #require(table.tableFooterView).frame == CGRect(x: 0, y: 148, width: 375, height: 40),
                "Xcode's own frames for the header, rows and footer")
        #expect(storyboard.notes.isEmpty, "\(storyboard.notes)")
    }
}
