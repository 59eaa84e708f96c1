import Foundation
import HeadlessUIKit
import Testing
@testable import UIHostPort

/// docs/uikit-rules.md 18.3 end to end: Fixtures/ScoreScreen, a UIKit-style screen, is ported into PortedScoreScreen/,
/// which this target compiles with its generated registrations; a storyboard then connects to it with no
/// hand-written register call. The first test keeps the compiled copy equal to what the port writes today.
@Suite @MainActor struct PortedScreenTests {
    static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    @Test func theCompiledCopyIsWhatThePortWrites() throws {
        let out = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let report = try Porter.port(source: Self.tests.appendingPathComponent("Fixtures/ScoreScreen").path, output: out.path)
        #expect(report.left == [])
        for name in ["ScoreViewController.swift", "BadgeView.swift", "DoubleTapRecognizer.swift",
                     "UIHostPortRegistrations.swift"] {
            let kept = try read(Self.tests.appendingPathComponent("PortedScoreScreen/\(name)"))
            #expect(try read(out.appendingPathComponent(name)) == kept,
                    "\(name) differs: port Fixtures/ScoreScreen into PortedScoreScreen again")
        }
    }

    private static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="Sc1-Vc-0a1">
            <scenes>
                <scene sceneID="Sc1-Sc-0a1">
                    <objects>
                        <viewController id="Sc1-Vc-0a1" customClass="ScoreViewController" customModule="Score" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Sc1-Vw-0a1">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <label opaque="NO" tag="1" contentMode="left" text="0" id="Sc1-Lb-0a1">
                                        <rect key="frame" x="16" y="80" width="100" height="21"/>
                                    </label>
                                    <button opaque="NO" tag="2" contentMode="scaleToFill" buttonType="system" id="Sc1-Bt-0a1">
                                        <rect key="frame" x="16" y="120" width="100" height="44"/>
                                        <state key="normal" title="+1"/>
                                        <connections>
                                            <action selector="addPoint:" destination="Sc1-Vc-0a1" eventType="touchUpInside" id="Sc1-Ac-0a1"/>
                                        </connections>
                                    </button>
                                    <view tag="3" contentMode="scaleToFill" id="Sc1-St-0a1"/>
                                    <view tag="4" contentMode="scaleToFill" id="Sc1-St-0a2"/>
                                    <view tag="5" contentMode="scaleToFill" customClass="BadgeView" customModule="Score" id="Sc1-Bg-0a1">
                                        <rect key="frame" x="16" y="200" width="40" height="40"/>
                                        <userDefinedRuntimeAttributes>
                                            <userDefinedRuntimeAttribute type="number" keyPath="cornerRadius">
                                                <real key="value" value="8"/>
                                            </userDefinedRuntimeAttribute>
                                            <userDefinedRuntimeAttribute type="color" keyPath="fillColor">
                                                <color key="value" red="0" green="0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                            </userDefinedRuntimeAttribute>
                                        </userDefinedRuntimeAttributes>
                                        <connections>
                                            <outletCollection property="gestureRecognizers" destination="Sc1-Tg-0a1" appends="YES" id="Sc1-Oc-0a3"/>
                                        </connections>
                                    </view>
                                </subviews>
                            </view>
                            <connections>
                                <outlet property="scoreLabel" destination="Sc1-Lb-0a1" id="Sc1-Ot-0a1"/>
                                <outlet property="badge" destination="Sc1-Bg-0a1" id="Sc1-Ot-0a2"/>
                                <outletCollection property="starViews" destination="Sc1-St-0a1" collectionClass="NSMutableArray" id="Sc1-Oc-0a1"/>
                                <outletCollection property="starViews" destination="Sc1-St-0a2" collectionClass="NSMutableArray" id="Sc1-Oc-0a2"/>
                            </connections>
                        </viewController>
                        <tapGestureRecognizer customClass="DoubleTapRecognizer" customModule="Score" id="Sc1-Tg-0a1">
                            <connections>
                                <action selector="badgeDoubleTapped:" destination="Sc1-Vc-0a1" id="Sc1-Ac-0a2"/>
                            </connections>
                        </tapGestureRecognizer>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    private func loadScreen() throws -> (UIStoryboard, ScoreViewController) {
        UIHostPortRegistrations.registerAll()
        let storyboard = try UIStoryboard(data: Data(Self.storyboard.utf8), name: "Score")
        let controller = try #require(storyboard.instantiateInitialViewController() as? ScoreViewController)
        controller.loadViewIfNeeded()
        return (storyboard, controller)
    }

    @Test func thePortedScreenConnectsToItsStoryboard() throws {
        let (storyboard, controller) = try loadScreen()
        #expect(controller.scoreLabel === controller.view.viewWithTag(1))
        #expect(controller.starViews?.map(\.tag) == [3, 4])
        #expect(controller.badgeRadius == 8)
        #expect(controller.view.viewWithTag(5)?.backgroundColor == UIColor(red: 0, green: 0, blue: 1, alpha: 1))
        #expect(storyboard.notes.filter { $0.contains("not registered") || $0.contains("not resolved") || $0.contains("not applied") } == [])
    }

    // docs/uikit-rules.md 18.29, 8.36: the app's own recognizer class, named by the storyboard, is made through
    // the registration the port wrote (init(target:action:), so its own setup runs), attached to the badge, and
    // its action reaches the controller on a real double tap.
    @Test func theStoryboardsCustomGestureRecognizerIsTheAppsClass() throws {
        let host = HeadlessHost(device: .iPhone8)
        let (storyboard, controller) = try loadScreen()
        let badge = try #require(controller.view.viewWithTag(5))
        let recognizer = try #require(badge.gestureRecognizers?.first as? DoubleTapRecognizer)
        #expect(badge.gestureRecognizers?.count == 1)
        #expect(recognizer.numberOfTapsRequired == 2)
        #expect(storyboard.notes.filter { $0.contains("DoubleTapRecognizer") } == [])

        let delegate = ScreenDelegate()
        delegate.root = controller
        _ = try host.launch(delegate: delegate)
        host.runUntilIdle()
        _ = try host.tap(at: CGPoint(x: 36, y: 220), count: 2)
        host.runUntilIdle()
        #expect(controller.score == 10)
        #expect(controller.scoreLabel.text == "10")
        withExtendedLifetime(delegate) {}
    }

    @Test func theStoryboardsActionAndTheSelectorsActionRun() throws {
        let (_, controller) = try loadScreen()
        let add = try #require(controller.view.viewWithTag(2) as? UIControl)
        add.sendActions(for: .touchUpInside)
        add.sendActions(for: .touchUpInside)
        #expect(controller.score == 2)
        #expect(controller.scoreLabel.text == "2")
        let reset = try #require(controller.view.viewWithTag(9) as? UIControl)
        reset.sendActions(for: .touchUpInside)
        #expect(controller.score == 0)
        #expect(controller.resets == 1)
    }
}

/// An app delegate whose window shows the ported screen.
@MainActor
private final class ScreenDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var root: UIViewController?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = root
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
