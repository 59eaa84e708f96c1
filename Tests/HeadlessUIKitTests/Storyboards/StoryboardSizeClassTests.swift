import Foundation
import Testing
@testable import HeadlessUIKit

/// Storyboards by size class, element class and design device: size-class variations (docs/uikit-rules.md 8.17),
/// the element kinds built as their UIKit classes (8.18), and the Xcode canvas a design device stands for (14.12).
@Suite @MainActor struct StoryboardSizeClassTests {
    // docs/uikit-rules.md 8.17: on an iPad (regular width and height) the regular/regular variation installs the
    // label the any/any configuration leaves out, its constraints, and the leading constraint in place of the trailing.
    @Test func aSizeClassVariationAppliesOnTheDeviceItNames() throws {
        let app = try LaunchedStoryboard(StoryboardConstraintFixtures.legacy, on: .iPad)
        let controller = try #require(app.controller as? SCLegacyController)
        let label = try #require(controller.regularOnlyLabel)
        #expect(label.superview === app.root)
        let corner = try app.view("Lg1-Vw-0a5")
        #expect(app.root.constraints.contains { $0.firstItem === label && $0.firstAttribute == .leading && $0.constant == 20 })
        #expect(!app.root.constraints.contains { $0.secondItem === corner && $0.firstAttribute == .trailing },
                "the trailing constraint is left out in regular/regular")
        #expect(corner.frame.minX == 20)
        #expect(label.frame.minX == 20)
        #expect(app.root.constraints.count == 12, "13 listed: 10 of any/any, +3 included, -1 excluded")
        #expect(app.layoutProblems.isEmpty)
    }

    // docs/uikit-rules.md 8.17: turning an iPhone to landscape (compact height) installs what heightClass=compact
    // names and removes what it leaves out; turning back restores the portrait configuration.
    @Test func sizeClassVariationsFollowARotation() throws {
        let text = StoryboardFixtures.minimal(body: """
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Sz1-Vw-0a1">
                                        <rect key="frame" x="20" y="40" width="100" height="50"/>
                                    </view>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Sz1-Vw-0a2">
                                        <rect key="frame" x="20" y="100" width="100" height="50"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="Sz1-Vw-0a1" firstAttribute="leading" secondItem="Mn1-Vw-0a1" secondAttribute="leading" constant="20" id="Sz1-Cn-0a1"/>
                                    <constraint firstItem="Sz1-Vw-0a1" firstAttribute="top" secondItem="Mn1-Vw-0a1" secondAttribute="top" constant="40" id="Sz1-Cn-0a2"/>
                                    <constraint firstItem="Sz1-Vw-0a1" firstAttribute="width" constant="100" id="Sz1-Cn-0a3"/>
                                    <constraint firstItem="Sz1-Vw-0a1" firstAttribute="height" constant="50" id="Sz1-Cn-0a4"/>
                                    <constraint firstItem="Sz1-Vw-0a1" firstAttribute="leading" secondItem="Mn1-Vw-0a1" secondAttribute="leading" constant="300" id="Sz1-Cn-0a5"/>
                                    <constraint firstItem="Sz1-Vw-0a2" firstAttribute="leading" secondItem="Mn1-Vw-0a1" secondAttribute="leading" constant="20" id="Sz1-Cn-0a6"/>
                                    <constraint firstItem="Sz1-Vw-0a2" firstAttribute="top" secondItem="Sz1-Vw-0a1" secondAttribute="bottom" constant="10" id="Sz1-Cn-0a7"/>
                                    <constraint firstItem="Sz1-Vw-0a2" firstAttribute="width" constant="100" id="Sz1-Cn-0a8"/>
                                    <constraint firstItem="Sz1-Vw-0a2" firstAttribute="height" constant="50" id="Sz1-Cn-0a9"/>
                                </constraints>
                                <variation key="default">
                                    <mask key="constraints">
                                        <exclude reference="Sz1-Cn-0a5"/>
                                    </mask>
                                </variation>
                                <variation key="heightClass=compact">
                                    <mask key="subviews">
                                        <exclude reference="Sz1-Vw-0a2"/>
                                    </mask>
                                    <mask key="constraints">
                                        <exclude reference="Sz1-Cn-0a1"/>
                                        <include reference="Sz1-Cn-0a5"/>
                                    </mask>
                                </variation>
        """)
        let app = try LaunchedStoryboard(text)
        let moving = try app.view("Sz1-Vw-0a1"), hiding = try app.view("Sz1-Vw-0a2")
        #expect(moving.frame == CGRect(x: 20, y: 40, width: 100, height: 50))
        #expect(hiding.frame == CGRect(x: 20, y: 100, width: 100, height: 50))
        app.host.rotate(to: .landscapeLeft)
        app.host.runUntilIdle()
        #expect(moving.frame == CGRect(x: 300, y: 40, width: 100, height: 50))
        #expect(hiding.superview == nil)
        app.host.rotate(to: .portrait)
        app.host.runUntilIdle()
        #expect(moving.frame == CGRect(x: 20, y: 40, width: 100, height: 50))
        #expect(hiding.superview === app.root)
        #expect(hiding.frame == CGRect(x: 20, y: 100, width: 100, height: 50), "its constraints come back with it")
        #expect(app.layoutProblems.isEmpty)
    }

    // docs/uikit-rules.md 8.18: a <scrollView> is a UIScrollView whose content guide takes constraints (its content
    // size follows), and a <navigationBar> placed by constraints is 44 pt tall.
    @Test func scrollViewsAndBarsAreTheirUIKitClasses() throws {
        let text = StoryboardFixtures.minimal(body: """
                                <subviews>
                                    <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Sv1-Sc-0a1">
                                        <rect key="frame" x="0.0" y="64" width="320" height="416"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Sv1-Vw-0a1">
                                                <rect key="frame" x="0.0" y="0.0" width="320" height="900"/>
                                            </view>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="Sv1-Vw-0a1" firstAttribute="top" secondItem="Sv1-Cg-0a1" secondAttribute="top" id="Sv1-Cn-0a1"/>
                                            <constraint firstItem="Sv1-Vw-0a1" firstAttribute="leading" secondItem="Sv1-Cg-0a1" secondAttribute="leading" id="Sv1-Cn-0a2"/>
                                            <constraint firstItem="Sv1-Vw-0a1" firstAttribute="trailing" secondItem="Sv1-Cg-0a1" secondAttribute="trailing" id="Sv1-Cn-0a3"/>
                                            <constraint firstItem="Sv1-Vw-0a1" firstAttribute="bottom" secondItem="Sv1-Cg-0a1" secondAttribute="bottom" id="Sv1-Cn-0a4"/>
                                            <constraint firstItem="Sv1-Vw-0a1" firstAttribute="width" secondItem="Sv1-Fg-0a1" secondAttribute="width" id="Sv1-Cn-0a5"/>
                                            <constraint firstItem="Sv1-Vw-0a1" firstAttribute="height" constant="900" id="Sv1-Cn-0a6"/>
                                        </constraints>
                                        <viewLayoutGuide key="contentLayoutGuide" id="Sv1-Cg-0a1"/>
                                        <viewLayoutGuide key="frameLayoutGuide" id="Sv1-Fg-0a1"/>
                                    </scrollView>
                                    <navigationBar contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Sv1-Nb-0a1">
                                        <rect key="frame" x="0.0" y="20" width="320" height="44"/>
                                    </navigationBar>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="Sv1-Nb-0a1" firstAttribute="top" secondItem="Mn1-Vw-0a1" secondAttribute="top" constant="20" id="Sv1-Cn-0b1"/>
                                    <constraint firstItem="Sv1-Nb-0a1" firstAttribute="leading" secondItem="Mn1-Vw-0a1" secondAttribute="leading" id="Sv1-Cn-0b2"/>
                                    <constraint firstItem="Sv1-Nb-0a1" firstAttribute="trailing" secondItem="Mn1-Vw-0a1" secondAttribute="trailing" id="Sv1-Cn-0b3"/>
                                    <constraint firstItem="Sv1-Sc-0a1" firstAttribute="top" secondItem="Sv1-Nb-0a1" secondAttribute="bottom" id="Sv1-Cn-0b4"/>
                                    <constraint firstItem="Sv1-Sc-0a1" firstAttribute="leading" secondItem="Mn1-Vw-0a1" secondAttribute="leading" id="Sv1-Cn-0b5"/>
                                    <constraint firstItem="Sv1-Sc-0a1" firstAttribute="trailing" secondItem="Mn1-Vw-0a1" secondAttribute="trailing" id="Sv1-Cn-0b6"/>
                                    <constraint firstItem="Sv1-Sc-0a1" firstAttribute="bottom" secondItem="Mn1-Vw-0a1" secondAttribute="bottom" id="Sv1-Cn-0b7"/>
                                </constraints>
        """)
        let app = try LaunchedStoryboard(text)
        let scroll = try #require(try app.view("Sv1-Sc-0a1") as? UIScrollView)
        let bar = try #require(try app.view("Sv1-Nb-0a1") as? UINavigationBar)
        #expect(bar.frame == CGRect(x: 0, y: 20, width: 375, height: 44))
        #expect(scroll.frame == CGRect(x: 0, y: 64, width: 375, height: 603))
        #expect(scroll.contentSize == CGSize(width: 375, height: 900))
        #expect(try app.view("Sv1-Vw-0a1").frame == CGRect(x: 0, y: 0, width: 375, height: 900))
        #expect(app.layoutProblems.isEmpty)
    }

    // docs/uikit-rules.md 14.12: retina6_1 files saved by Xcode 14 or later run on the 48-pt profile.
    @Test func retina61FilesFromNewerXcodeRunOnTheFortyEightPointProfile() {
        #expect(StoryboardDesignDevice(id: "retina6_1", toolsVersion: 20037).profile?.name == "iphone-11")
        #expect(StoryboardDesignDevice(id: "retina6_1", toolsVersion: 22155).profile?.name == "iphone-xr")
        #expect(StoryboardDesignDevice(id: "retina6_1", toolsVersion: 22155).profile?.safeAreaInsets(for: .portrait).top == 48)
        #expect(StoryboardDesignDevice(id: "retina6_12", toolsVersion: 22155).profile?.name == DeviceProfile.forStoryboardDevice(id: "retina6_12")?.name)
    }
}
