import Foundation
import Testing
@testable import HeadlessUIKit

// The registry hooks `uihost port`'s generated file calls (docs/uikit-rules.md 18.3): inspectables, outlet
// collections, actions that take the event, and the app delegate's registerRuntimeNames() before launch.

final class PRCardView: UIView {
    var cornerRadius: CGFloat = 0
    var tint: UIColor?
    var isOutlined = false
    var badgeCount = 0
}

final class PRBoardController: UIViewController {
    var stars: [UIView]!
    var heading = ""
    var pressed: [String] = []

    func press(_ sender: UIView, forEvent event: UIEvent) { pressed.append("press \(sender.tag) \(event.timestamp)") }
}

@MainActor private func registerBoard() {
    UIStoryboard.register(PRBoardController.self)
    UIStoryboard.register(PRCardView.self)
    UIStoryboard.registerInspectable("cornerRadius", for: PRCardView.self) { (view, value: CGFloat) in view.cornerRadius = value }
    UIStoryboard.registerInspectable("tint", for: PRCardView.self) { (view, value: UIColor) in view.tint = value }
    UIStoryboard.registerInspectable("isOutlined", for: PRCardView.self) { (view, value: Bool) in view.isOutlined = value }
    UIStoryboard.registerInspectable("badgeCount", for: PRCardView.self) { (view, value: Int) in view.badgeCount = value }
    UIStoryboard.registerInspectable("heading", for: PRBoardController.self) { (controller, value: String) in
        controller.heading = value
    }
    UIStoryboard.registerOutlet("stars", for: PRBoardController.self) { owner, value in
        if let value = value as? UIView { owner.stars = (owner.stars ?? []) + [value] }
    }
}

private let board = StoryboardFixtures.minimal(body: """
                    <subviews>
                        <view tag="1" contentMode="scaleToFill" id="Pr1-Vw-0a1" customClass="PRCardView">
                            <rect key="frame" x="0" y="0" width="100" height="100"/>
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="number" keyPath="cornerRadius">
                                    <real key="value" value="12.5"/>
                                </userDefinedRuntimeAttribute>
                                <userDefinedRuntimeAttribute type="color" keyPath="tint">
                                    <color key="value" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                </userDefinedRuntimeAttribute>
                                <userDefinedRuntimeAttribute type="boolean" keyPath="isOutlined" value="YES"/>
                                <userDefinedRuntimeAttribute type="number" keyPath="badgeCount">
                                    <real key="value" value="2.5"/>
                                </userDefinedRuntimeAttribute>
                            </userDefinedRuntimeAttributes>
                        </view>
                        <view tag="2" contentMode="scaleToFill" id="Pr1-Vw-0a2"/>
                        <view tag="3" contentMode="scaleToFill" id="Pr1-Vw-0a3"/>
                    </subviews>
""").replacingOccurrences(of: "sceneMemberID=\"viewController\">", with: """
    sceneMemberID="viewController" customClass="PRBoardController">
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="string" keyPath="heading" value="Stars"/>
                        </userDefinedRuntimeAttributes>
                        <connections>
                            <outletCollection property="stars" destination="Pr1-Vw-0a3" collectionClass="NSMutableArray" id="Pr1-Oc-0a1"/>
                            <outletCollection property="stars" destination="Pr1-Vw-0a2" collectionClass="NSMutableArray" id="Pr1-Oc-0a2"/>
                        </connections>
    """)

@Suite @MainActor struct PortedRegistrationTests {
    private func loadBoard() throws -> (UIStoryboard, PRBoardController) {
        registerBoard()
        let storyboard = try UIStoryboard(data: Data(board.utf8), name: "Board")
        let controller = try #require(storyboard.instantiateInitialViewController() as? PRBoardController)
        controller.loadViewIfNeeded()
        return (storyboard, controller)
    }

    @Test func registeredInspectablesAreSetFromRuntimeAttributes() throws {
        let (_, controller) = try loadBoard()
        let card = try #require(controller.view.viewWithTag(1) as? PRCardView)
        #expect(card.cornerRadius == 12.5)
        #expect(card.tint == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(card.isOutlined)
        #expect(controller.heading == "Stars")
    }

    @Test func anInspectableValueOfAnotherTypeIsNotAppliedAndIsNoted() throws {
        let (storyboard, controller) = try loadBoard()
        let card = try #require(controller.view.viewWithTag(1) as? PRCardView)
        #expect(card.badgeCount == 0)
        #expect(storyboard.notes.contains { $0.hasPrefix("runtime attribute 'badgeCount'") })
        #expect(!storyboard.notes.contains { $0.hasPrefix("runtime attribute 'cornerRadius'") })
    }

    @Test func anOutletCollectionGetsEachMemberInTheFilesOrder() throws {
        let (_, controller) = try loadBoard()
        #expect(controller.stars?.map(\.tag) == [3, 2])
    }

    @Test func anActionRegisteredWithTheEventReceivesIt() throws {
        UIResponder.registerAction("press:forEvent:", for: PRBoardController.self) { target, sender, event in
            guard let sender = sender as? UIView, let event else { return }
            target.press(sender, forEvent: event)
        }
        let controller = PRBoardController()
        let sender = UIView()
        sender.tag = 4
        controller.action(for: "press:forEvent:")?(sender, UIEvent(touches: [], timestamp: 7))
        #expect(controller.pressed == ["press 4 7.0"])
    }
}

final class PRAppDelegate: UIResponder, UIApplicationDelegate {
    nonisolated(unsafe) static var log: [String] = []
    var window: UIWindow?

    static func registerRuntimeNames() { log.append("registerRuntimeNames") }

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        PRAppDelegate.log.append("didFinishLaunching")
        return true
    }
}

@Suite @MainActor struct RuntimeNamesHookTests {
    @Test func registerRuntimeNamesRunsOnceBeforeTheFirstLaunch() throws {
        try HeadlessHost(device: .iPhone8).launch(delegate: PRAppDelegate())
        try HeadlessHost(device: .iPhone8).launch(delegate: PRAppDelegate())
        #expect(PRAppDelegate.log == ["registerRuntimeNames", "didFinishLaunching", "didFinishLaunching"])
    }
}
