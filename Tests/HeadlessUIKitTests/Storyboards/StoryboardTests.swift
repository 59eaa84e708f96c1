import Foundation
import Testing
@testable import HeadlessUIKit

// Classes the shop fixture names. The registry is per process, so every test that instantiates registers the same
// things through `registerShop()`; `SBUnregisteredDetail` and `SBUnregisteredView` are never registered.

final class SBHomeController: UIViewController {
    var welcomeLabel: UIView?
    var browseButton: UIView?
    var footer: UIView?
    /// The outlet as `viewDidLoad` saw it: `.some(nil)` means viewDidLoad ran before the outlet was set.
    var welcomeLabelInViewDidLoad: UIView??
    var browseTaps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        welcomeLabelInViewDidLoad = .some(welcomeLabel)
    }
}

final class SBFooterView: UIView {}

@MainActor
func registerShop() {
    UIStoryboard.register(SBHomeController.self)
    UIStoryboard.register(SBFooterView.self)
    UIStoryboard.registerOutlet("welcomeLabel", for: SBHomeController.self) { $0.welcomeLabel = $1 as? UIView }
    UIStoryboard.registerOutlet("browseButton", for: SBHomeController.self) { $0.browseButton = $1 as? UIView }
    UIResponder.registerAction("browseTapped:", for: SBHomeController.self) { controller, _ in
        controller.browseTaps += 1
    }
}

private func data(_ text: String) -> Data { Data(text.utf8) }

/// Storyboards: reading the file into a validated model, the registry, and instantiating plain view controllers
/// (docs/uikit-rules.md 0, 7.1, 8.1, 8.2).
@Suite @MainActor struct StoryboardTests {
    private func shop() throws -> StoryboardDocument {
        try StoryboardDocument(data: data(StoryboardFixtures.shop))
    }

    private func shopStoryboard() throws -> UIStoryboard {
        registerShop()
        return try UIStoryboard(data: data(StoryboardFixtures.shop), name: "Shop")
    }

    // MARK: Reading the model (docs/uikit-rules.md 8.1)

    @Test func readsEveryScenesControllerKindIdentifierAndClass() throws {
        let document = try shop()

        #expect(document.scenes.map(\.controller.kind) == [
            .viewController, .viewController, .navigationController, .tableViewController,
        ])
        #expect(document.scenes.map(\.controller.storyboardIdentifier) == ["Home", "Detail", "Nav", "List"])
        #expect(document.initialViewControllerID == "Hm1-Vc-0a1")
        let home = try #require(document.initialScene).controller
        #expect(home.customClass == "SBHomeController")
        #expect(home.customModule == "Shop")
        #expect(home.title == "Home")
        #expect(home.navigationItemTitle == "Shop")
        #expect(document.scene(storyboardIdentifier: "Detail")?.controller.tabBarItemTitle == "Detail")
        #expect(document.scene(storyboardIdentifier: "Nav")?.controller.view == nil)
    }

    @Test func readsTheViewTreeWithFramesTagsFlagsAndText() throws {
        let root = try #require(try shop().initialScene?.controller.view)

        #expect(root.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(root.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(root.subviews.map(\.elementName) == ["label", "button", "button", "segmentedControl", "view"])
        let label = root.subviews[0]
        #expect(label.text == "Welcome")
        #expect(label.tag == 1)
        #expect(label.isUserInteractionEnabled == false)
        #expect(label.accessibilityIdentifier == "welcomeLabel")
        #expect(label.contentMode == .left)
        #expect(root.subviews[1].title == "Browse")
        #expect(root.subviews[2].title == "Get help", "a button configuration's title wins over the normal state's")
        #expect(root.subviews[3].segmentTitles == ["New", "Popular"])
        let footer = root.subviews[4]
        #expect(footer.isHidden)
        #expect(footer.alpha == 0.5)
        #expect(footer.customClass == "SBFooterView")
        #expect(footer.autoresizingMask == [.flexibleWidth, .flexibleTopMargin])
        #expect(footer.subviews.map(\.elementName) == ["switch", "textField"])
        #expect(footer.subviews[1].placeholder == "Search")
        #expect(footer.subviews[1].frame == CGRect(x: 16, y: 16, width: 280, height: 34))
    }

    @Test func resolvesComponentWhiteSystemAndNamedColours() throws {
        let document = try shop()
        let home = try #require(document.initialScene?.controller.view)
        let detail = try #require(document.scene(storyboardIdentifier: "Detail")?.controller.view)

        #expect(home.backgroundColor == .system("systemBackgroundColor"))
        #expect(document.resolve(.system("systemBackgroundColor")) == UIColor(white: 1, alpha: 1))
        #expect(document.resolve(try #require(home.subviews[1].backgroundColor))
                == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        #expect(document.resolve(try #require(home.subviews[4].backgroundColor))
                == UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
        #expect(document.resolve(try #require(detail.subviews[1].backgroundColor)) == UIColor(white: 0.25, alpha: 1))
        #expect(document.resolve(.system("systemRedColor")) == .systemRed, "not in the file: the runtime's value")
        #expect(document.resolve(.named("NotInTheFile")) == nil)
    }

    @Test func readsSeguesOfEveryKindWithTheirSources() throws {
        let document = try shop()
        let segues = document.scenes.flatMap(\.segues)

        let summary = segues.map { "\($0.id) \($0.kind.rawValue) \($0.source)→\($0.destination)" }
        #expect(summary == [
            "Hm1-Sg-0a1 show Hm1-Bt-0a1→Dt1-Vc-0a1",
            "Hm1-Sg-0a2 presentation Hm1-Bb-0a1→Dt1-Vc-0a1",
            "Dt1-Sg-0a1 unwind Dt1-Bt-0a1→Dt1-Ex-0a1",
            "Nv1-Sg-0a1 relationship Nv1-Nc-0a1→Dt1-Vc-0a1",
            "Ls1-Sg-0a1 show Ls1-Cl-0a1→Dt1-Vc-0a1",
        ])
        #expect(segues.map(\.identifier) == ["showDetail", "presentDetail", nil, nil, "showItem"])
        #expect(segues[2].unwindAction == "unwindToHome:")
        #expect(segues[3].relationship == "rootViewController")
        #expect(document.scene(storyboardIdentifier: "Nav")?.controllerSegues.map(\.id) == ["Nv1-Sg-0a1"])
        #expect(document.scene(storyboardIdentifier: "Detail")?.exitIDs == ["Dt1-Ex-0a1"])
    }

    @Test func readsOutletsAndActionsWithSourceAndDestination() throws {
        let home = try #require(try shop().initialScene)

        #expect(home.outlets.map { "\($0.source).\($0.property)=\($0.destination)" } == [
            "Hm1-Vc-0a1.welcomeLabel=Hm1-Lb-0a1", "Hm1-Vc-0a1.browseButton=Hm1-Bt-0a1",
            "Hm1-Vc-0a1.footer=Hm1-Vw-0a2", "Hm1-Vc-0a1.buttonHeight=Hm1-Cn-0b1",
        ])
        #expect(home.actions.map { "\($0.source) \($0.eventType ?? "") \($0.selector)→\($0.destination)" } == [
            "Hm1-Bt-0a1 touchUpInside browseTapped:→Hm1-Vc-0a1",
            "Hm1-Bt-0a2 touchUpInside helpTapped:→Hm1-Vc-0a1",
            "Hm1-Bt-0a2 touchUpInside copy:→Hm1-Fr-0a1",
        ])
        #expect(home.firstResponderID == "Hm1-Fr-0a1")
    }

    // docs/uikit-rules.md 8.5: constraints are read into the model, without notes; the frames are kept as the
    // starting point (StoryboardConstraintTests covers the layout).
    @Test func constraintsAreReadIntoTheModelWithTheFrames() throws {
        let document = try shop()

        #expect(!document.notes.contains { $0.contains("constraint") })
        let root = try #require(document.initialScene?.controller.view)
        #expect(root.constraints.map(\.id) == ["Hm1-Cn-0a1"])
        #expect(root.constraints.first?.secondItem == "Hm1-Sa-0a1")
        #expect(root.safeAreaGuideID == "Hm1-Sa-0a1")
        let button = root.subviews[1]
        #expect(button.constraints.map(\.id) == ["Hm1-Cn-0b1"])
        #expect(button.constraints.first?.firstItem == nil && button.constraints.first?.constant == 44)
        #expect(button.frame == CGRect(x: 16, y: 120, width: 343, height: 44))
    }

    // docs/uikit-rules.md 8.1: unknown elements are skipped with a note, never a crash.
    @Test func unknownElementsAndAttributesAreSkippedWithANoteAndTheirLine() throws {
        let text = StoryboardFixtures.minimal(body: """
                            <sparkles intensity="11" id="Mn1-Sp-0a1"><glitter/></sparkles>
                            <subviews>
                                <view contentMode="scaleToFill" shimmer="YES" id="Mn1-Vw-0a2">
                                    <rect key="frame" x="1" y="2" width="3" height="4"/>
                                </view>
                            </subviews>
            """)

        let document = try StoryboardDocument(data: data(text))

        #expect(document.notes.contains("line 9: <sparkles> is not modelled; skipped"))
        #expect(document.notes.contains("line 11: <view> attributes not modelled, ignored: shimmer"))
        #expect(document.initialScene?.controller.view?.subviews.first?.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    // MARK: Broken files (each a clear error naming the problem and the fix)

    @Test func textThatIsNotXMLIsRefused() throws {
        let error = #expect(throws: StoryboardError.self) {
            try StoryboardDocument(data: data("this is not a storyboard"))
        }
        guard case .notXML? = error else { Issue.record("got \(String(describing: error))"); return }
        #expect(error?.description.contains("not a well-formed XML document") == true)
        #expect(error?.description.contains("there is no XML element") == true)
    }

    @Test func aTruncatedFileIsRefusedAsNotXML() throws {
        let truncated = String(StoryboardFixtures.shop.prefix(2_000))

        let error = #expect(throws: StoryboardError.self) { try StoryboardDocument(data: data(truncated)) }
        guard case .notXML? = error else { Issue.record("got \(String(describing: error))"); return }
        #expect(error?.description.contains("parsing stopped inside <") == true)
        #expect(error?.description.contains("truncated") == true)
    }

    /// Found by Fuzz/FuzzStoryboard: an element name with a byte that is not UTF-8 trapped inside XMLParser.
    @Test func bytesThatAreNotUTF8AreRefusedNamingTheLineInsteadOfTrapping() {
        var bytes = Array(StoryboardFixtures.minimal().utf8)
        let rect = Array("<rect".utf8)
        let at = (0...(bytes.count - rect.count)).first { Array(bytes[$0..<($0 + rect.count)]) == rect }!
        bytes[at + 4] = 0xF4
        let line = bytes[..<at].filter { $0 == UInt8(ascii: "\n") }.count + 1
        let column = String(decoding: bytes[..<at], as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).last!.count + 5
        #expect(throws: StoryboardError.notXML(line: line, column: column, reason: "the file is not valid UTF-8 here; save it as UTF-8")) {
            try StoryboardDocument(data: Data(bytes))
        }
    }

    @Test func emptyDataIsRefusedAsNotXML() {
        let error = #expect(throws: StoryboardError.self) { try StoryboardDocument(data: Data()) }
        guard case .notXML? = error else { Issue.record("got \(String(describing: error))"); return }
    }

    @Test func aXibOrOtherDocumentTypeIsRefusedNamingTheType() {
        #expect(throws: StoryboardError.wrongDocumentType(found: "com.apple.InterfaceBuilder3.CocoaTouch.XIB")) {
            try StoryboardDocument(data: data(StoryboardFixtures.minimal(type: "com.apple.InterfaceBuilder3.CocoaTouch.XIB")))
        }
        #expect(throws: StoryboardError.wrongDocumentType(found: "<plist>")) {
            try StoryboardDocument(data: data("<plist version=\"1.0\"><dict/></plist>"))
        }
        #expect(StoryboardError.wrongDocumentType(found: "com.apple.InterfaceBuilder3.CocoaTouch.XIB").description
                .contains("this is a .xib (nib) file. Fix: load it with UINib(nibName:bundle:)"))
    }

    @Test func aMissingInitialViewControllerIsRefused() {
        #expect(throws: StoryboardError.missingInitialViewController(id: "Gone-00-000")) {
            try StoryboardDocument(data: data(StoryboardFixtures.minimal(initial: "Gone-00-000")))
        }
    }

    @Test func aSegueToAMissingDestinationIsRefusedWithItsLine() {
        let text = StoryboardFixtures.minimal(body: """
                            <connections>
                                <segue destination="Gone-00-000" kind="show" id="Mn1-Sg-0a1"/>
                            </connections>
            """)

        #expect(throws: StoryboardError.missingSegueDestination(segueID: "Mn1-Sg-0a1", destination: "Gone-00-000", line: 10)) {
            try StoryboardDocument(data: data(text))
        }
    }

    @Test func aDuplicateIDIsRefusedWithBothLines() {
        let text = StoryboardFixtures.minimal(body: """
                            <subviews>
                                <view contentMode="scaleToFill" id="Mn1-Vw-0a1"/>
                            </subviews>
            """)

        let error = #expect(throws: StoryboardError.duplicateID("Mn1-Vw-0a1", firstLine: 7, line: 10,
                                                                elements: ["view", "view"])) {
            try StoryboardDocument(data: data(text))
        }
        #expect(error?.description.contains("by <view> and <view> (lines 7 and 10)") == true)
    }

    @Test func aDuplicateStoryboardIdentifierIsRefused() {
        let second = """
                <scene sceneID="Mn2-Sc-0a1"><objects>
                    <viewController storyboardIdentifier="Minimal" id="Mn2-Vc-0a1" sceneMemberID="viewController"/>
                </objects></scene>
        """

        #expect(throws: StoryboardError.duplicateStoryboardIdentifier("Minimal", firstLine: 6, line: 15)) {
            try StoryboardDocument(data: data(StoryboardFixtures.minimal(extraScenes: second)))
        }
    }

    @Test func aCycleOfRelationshipSeguesIsRefusedNamingTheSegueThatClosesIt() {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="Cy1-Nc-0a1">
                <scenes>
                    <scene sceneID="Cy1-Sc-0a1"><objects>
                        <navigationController id="Cy1-Nc-0a1" sceneMemberID="viewController">
                            <connections>
                                <segue destination="Cy2-Nc-0a1" kind="relationship" relationship="rootViewController" id="Cy1-Sg-0a1"/>
                            </connections>
                        </navigationController>
                    </objects></scene>
                    <scene sceneID="Cy2-Sc-0a1"><objects>
                        <navigationController id="Cy2-Nc-0a1" sceneMemberID="viewController">
                            <connections>
                                <segue destination="Cy1-Nc-0a1" kind="relationship" relationship="rootViewController" id="Cy2-Sg-0a1"/>
                            </connections>
                        </navigationController>
                    </objects></scene>
                </scenes>
            </document>
            """

        let error = #expect(throws: StoryboardError.containmentCycle(
            controllers: ["Cy1-Nc-0a1", "Cy2-Nc-0a1", "Cy1-Nc-0a1"], segueID: "Cy2-Sg-0a1", line: 14)) {
            try StoryboardDocument(data: data(text))
        }
        #expect(error?.description.contains("Cy1-Nc-0a1 → Cy2-Nc-0a1 → Cy1-Nc-0a1") == true)
        #expect(error?.description.contains("<segue> 'Cy2-Sg-0a1' at line 14") == true)
    }

    @Test func anEmbedSegueIntoItsOwnControllerIsACycle() {
        let text = StoryboardFixtures.minimal(body: """
                            <subviews>
                                <containerView contentMode="scaleToFill" id="Mn1-Cv-0a1">
                                    <connections>
                                        <segue destination="Mn1-Vc-0a1" kind="embed" id="Mn1-Sg-0a1"/>
                                    </connections>
                                </containerView>
                            </subviews>
            """)

        #expect(throws: StoryboardError.containmentCycle(controllers: ["Mn1-Vc-0a1", "Mn1-Vc-0a1"],
                                                         segueID: "Mn1-Sg-0a1", line: 12)) {
            try StoryboardDocument(data: data(text))
        }
    }

    // MARK: Instantiating (docs/uikit-rules.md 7.1, 8.2)

    @Test func initialControllerIsTheRegisteredClassWithItsStoryboardAndAnUnloadedView() throws {
        let storyboard = try shopStoryboard()

        let controller = try #require(storyboard.instantiateInitialViewController() as? SBHomeController)

        #expect(controller.storyboard === storyboard)
        #expect(controller.storyboardIdentifier == "Home")
        #expect(controller.title == "Home")
        #expect(!controller.isViewLoaded, "docs/uikit-rules.md 7.1: the view loads on first read")
    }

    @Test func theViewTreeCarriesFramesTagsIdentifiersColoursAndLabels() throws {
        let controller = try shopStoryboard().instantiateViewController(withIdentifier: "Home")

        let root = try #require(controller.view)
        #expect(root.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(root.backgroundColor == UIColor(white: 1, alpha: 1))
        #expect(root.subviews.map(\.tag) == [1, 2, 4, 0, 3])
        #expect(root.subviews.map(\.accessibilityIdentifier) == ["welcomeLabel", "browseButton", nil, nil, nil])
        #expect(root.subviews.map(\.accessibilityLabel) == ["Welcome", "Browse", "Get help", nil, nil])
        let label = root.subviews[0]
        #expect(!label.isUserInteractionEnabled)
        #expect(label.accessibilityTraits == .staticText)
        #expect(root.subviews[1].accessibilityTraits == .button)
        #expect(root.subviews[1].backgroundColor == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        let footer = try #require(root.viewWithTag(3) as? SBFooterView, "a registered view class")
        #expect(footer.isHidden)
        #expect(footer.alpha == 0.5)
        #expect(footer.frame == CGRect(x: 0, y: 600, width: 375, height: 67))
        #expect(footer.backgroundColor == UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
        #expect(footer.autoresizingMask == [.flexibleWidth, .flexibleTopMargin])
        #expect(root.viewWithTag(6)?.accessibilityLabel == "Search", "a UITextField's label is its placeholder")
        #expect(root.viewWithTag(6)?.frame == CGRect(x: 16, y: 16, width: 280, height: 34))
        #expect(root.viewWithTag(5)?.superview === footer)
    }

    // docs/uikit-rules.md 7.1 and 0: outlets are set while the view loads, before viewDidLoad.
    @Test func registeredOutletsAreConnectedBeforeViewDidLoad() throws {
        let controller = try #require(try shopStoryboard().makeInitialViewController() as? SBHomeController)

        controller.loadViewIfNeeded()

        #expect(controller.welcomeLabelInViewDidLoad == .some(controller.view.subviews[0]))
        #expect(controller.browseButton === controller.view.subviews[1])
    }

    // docs/uikit-rules.md 0, 18.9: an outlet nothing registered stays nil; the problem is iOS's KVC error, then the fix.
    @Test func anUnregisteredOutletStaysNilAndIsReportedAsIOSReportsIt() throws {
        let host = HeadlessHost(device: .iPhone8)
        let storyboard = try shopStoryboard()
        let controller = try #require(storyboard.instantiateInitialViewController() as? SBHomeController)

        controller.loadViewIfNeeded()

        #expect(controller.footer == nil)
        let address = "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(controller).toOpaque()), radix: 16)
        let footer = "[<HeadlessUIKitTests.SBHomeController \(address)> setValue:forUndefinedKey:]: this class is not key "
            + "value coding-compliant for the key footer. The outlet 'footer' of SBHomeController 'Hm1-Vc-0a1' "
            + "(storyboard 'Shop', line 89) stays nil: nothing registered it. Fix: port the sources with `uihost port`, "
            + "or UIStoryboard.registerOutlet(\"footer\", for: SBHomeController.self) { ... }"
        #expect(storyboard.notes.contains(footer))
        #expect(host.problems.contains(footer))
        // The destination is a constraint, made with the view (docs/uikit-rules.md 8.5); nothing registered the outlet.
        #expect(host.problems.contains {
            $0.hasPrefix("[<HeadlessUIKitTests.SBHomeController \(address)> setValue:forUndefinedKey:]: this class is "
                         + "not key value coding-compliant for the key buttonHeight. ")
        })
        // Once per outlet of the storyboard: a second load of the scene reports nothing more.
        let again = try #require(storyboard.instantiateInitialViewController() as? SBHomeController)
        again.loadViewIfNeeded()
        #expect(again.footer == nil)
        #expect(host.problems.filter { $0.contains("for the key footer.") } == [footer])
    }

    // docs/uikit-rules.md 0: a customClass nothing registered falls back to the base class, with a note.
    @Test func anUnregisteredControllerClassFallsBackToUIViewControllerWithANote() throws {
        let storyboard = try shopStoryboard()

        let controller = storyboard.instantiateViewController(withIdentifier: "Detail")

        #expect(type(of: controller) == UIViewController.self)
        #expect(controller.storyboardIdentifier == "Detail")
        #expect(storyboard.notes.contains {
            $0.hasPrefix("class 'SBUnregisteredDetail' of controller 'Dt1-Vc-0a1' is not registered: using UIViewController")
        })
        #expect(controller.view.subviews.first?.accessibilityIdentifier == "detailTitle",
                "a runtime attribute for the accessibility identifier is applied")
        // docs/uikit-rules.md 6.83: UIKit's own key path is set by key-value coding (it was noted and skipped).
        #expect(controller.view.subviews.first?.layer.cornerRadius == 6)
        #expect(!storyboard.notes.contains { $0.hasPrefix("runtime attribute 'layer.cornerRadius'") })
    }

    @Test func anUnregisteredViewClassFallsBackToUIViewWithANote() throws {
        let text = StoryboardFixtures.minimal(body: """
                            <subviews>
                                <view contentMode="scaleToFill" tag="7" id="Mn1-Vw-0a2" customClass="SBUnregisteredView"/>
                            </subviews>
            """)
        let storyboard = try UIStoryboard(data: data(text), name: "Minimal")

        let view = try #require(storyboard.instantiateInitialViewController()?.view.viewWithTag(7))

        #expect(type(of: view) == UIView.self)
        #expect(storyboard.notes.contains { $0.hasPrefix("view class 'SBUnregisteredView'") })
    }

    // docs/uikit-rules.md 0, 18.10: an action the target has no method for is attached, as on iOS, and sending it is
    // iOS's "unrecognized selector", reported each time and not a crash; the registered action still runs.
    @Test func anUnresolvedActionIsReportedAsUnrecognizedWhenSent() throws {
        let host = HeadlessHost(device: .iPhone8)
        let storyboard = try shopStoryboard()
        let controller = try #require(try storyboard.makeViewController(withIdentifier: "Home") as? SBHomeController)
        controller.loadViewIfNeeded()
        let help = try #require(controller.view.subviews.first { $0.storyboardElementID == "Hm1-Bt-0a2" } as? UIControl)
        #expect(storyboard.notes.filter { $0.hasPrefix("action ") } == [])
        #expect(host.problems.filter { $0.contains("helpTapped:") } == [])

        help.sendActions(for: .touchUpInside)
        help.sendActions(for: .touchUpInside)

        let address = "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(controller).toOpaque()), radix: 16)
        let unrecognized = "-[HeadlessUIKitTests.SBHomeController helpTapped:]: unrecognized selector sent to instance "
            + "\(address). Nothing registered the action 'helpTapped:' for SBHomeController. Fix: port the sources with "
            + "`uihost port`, or UIResponder.registerAction(\"helpTapped:\", for: SBHomeController.self) { ... }"
        #expect(host.problems.filter { $0.contains("helpTapped:") } == [unrecognized, unrecognized])
        let browse = try #require(controller.view.subviews.first { $0.storyboardElementID == "Hm1-Bt-0a1" } as? UIControl)
        browse.sendActions(for: .touchUpInside)
        #expect(controller.browseTaps == 1)
    }

    // docs/uikit-rules.md 18.10: a nil-targeted action nobody in the chain handles is dropped silently, as on iOS.
    @Test func aNilTargetedActionNobodyHandlesIsNotAProblem() {
        let host = HeadlessHost(device: .iPhone8)
        let button = UIButton()
        button.addTarget(nil, action: "nobodyHandlesThis:", for: .touchUpInside)

        button.sendActions(for: .touchUpInside)

        #expect(host.problems == [])
    }

    @Test func anUnknownIdentifierThrowsFromTheThrowingVariant() throws {
        let storyboard = try shopStoryboard()

        let error = #expect(throws: StoryboardError.unknownIdentifier("Nowhere", storyboard: "Shop")) {
            try storyboard.makeViewController(withIdentifier: "Nowhere")
        }
        #expect(error?.description.contains("has no view controller with the identifier 'Nowhere'") == true)
    }

    // docs/uikit-rules.md 8.2: the navigation root is made with its container.
    @Test func aNavigationSceneIsMadeWithItsRoot() throws {
        let storyboard = try shopStoryboard()

        let navigation = try #require(try storyboard.makeViewController(withIdentifier: "Nav") as? UINavigationController)

        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.viewControllers.first?.storyboardIdentifier == "Detail")
    }

    // docs/uikit-rules.md 8.2, 6.5: a table view controller scene is a UITableViewController whose view is the
    // file's table, with its prototype registered (TableStoryboardTests covers cells and segues).
    @Test func aTableViewControllerSceneIsMadeAsATableViewController() throws {
        let storyboard = try shopStoryboard()

        let controller = try #require(try storyboard.makeViewController(withIdentifier: "List") as? UITableViewController)

        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(controller.tableView === controller.view)
        #expect(controller.tableView.dataSource === controller)
        #expect(controller.tableView.dequeueReusableCell(withIdentifier: "Cell")?.reuseIdentifier == "Cell")
        #expect(!storyboard.notes.contains { $0.contains("made as a plain view controller") || $0.hasPrefix("<tableView> elements") })
    }

    @Test func aStoryboardWithoutAnInitialControllerGivesNilOrThrows() throws {
        let text = StoryboardFixtures.minimal().replacingOccurrences(of: " initialViewController=\"Mn1-Vc-0a1\"", with: "")
        let storyboard = try UIStoryboard(data: data(text), name: "NoEntry")

        #expect(storyboard.instantiateInitialViewController() == nil)
        #expect(throws: StoryboardError.noInitialViewController(storyboard: "NoEntry")) {
            try storyboard.makeInitialViewController()
        }
        #expect(storyboard.instantiateViewController(withIdentifier: "Minimal").view.frame.width == 320)
    }

    // docs/uikit-rules.md 1.3 and 7.3: the storyboard's controller as a window's root: its view fills the window.
    @Test func theInitialControllerAsWindowRootLoadsItsSceneAndFillsTheWindow() throws {
        let controller = try #require(try shopStoryboard().instantiateInitialViewController() as? SBHomeController)

        let app = try ViewTestApp(rootViewController: controller)

        #expect(app.rootView === controller.view)
        #expect(controller.welcomeLabel?.accessibilityIdentifier == "welcomeLabel")
        #expect(app.rootView.frame == app.window.bounds)
        #expect(controller.footer == nil)
    }
}
