import Foundation
import Testing
@testable import HeadlessUIKit

/// What real files from older and newer Xcodes hold besides constraints (docs/uikit-rules.md 8.8, 8.14, 8.15).
@Suite @MainActor struct StoryboardFrameFormTests {
    @Test func xcode8FrameInsetsAreFrames() throws {
        let text = StoryboardFixtures.minimal(body: """
                            <subviews>
                                <view contentMode="scaleToFill" id="Fi1-Vw-0a1">
                                    <frame key="frameInset" minX="10" minY="30" width="200" height="100"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" id="Fi1-Vw-0a2">
                                            <frame key="frameInset" minX="20" minY="5" maxX="30" maxY="15"/>
                                        </view>
                                    </subviews>
                                </view>
                            </subviews>
            """)
        let app = try LaunchedStoryboard(text)
        #expect(try app.view("Fi1-Vw-0a1").frame == CGRect(x: 10, y: 30, width: 200, height: 100))
        #expect(try app.view("Fi1-Vw-0a2").frame == CGRect(x: 20, y: 5, width: 150, height: 80))
    }

    @Test func aFixedFrameWinsOverTranslatesNo() throws {
        let text = StoryboardFixtures.minimal(body: """
                            <subviews>
                                <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Ff1-Vw-0a1">
                                    <rect key="frame" x="40" y="60" width="120" height="80"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                </view>
                            </subviews>
            """)
        let app = try LaunchedStoryboard(text)
        let view = try app.view("Ff1-Vw-0a1")
        #expect(view.translatesAutoresizingMaskIntoConstraints)
        #expect(view.frame == CGRect(x: 40, y: 60, width: 120, height: 80))
        #expect(!view.hasAmbiguousLayout)
    }

    // docs/uikit-rules.md 8.16: a configuration button is its title in the configuration's font plus the style's
    // insets.
    @Test func aConfigurationButtonHasItsStylesInsetsAndTitleFont() throws {
        let text = StoryboardFixtures.minimal(body: """
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Bc1-Bt-0a1">
                                    <rect key="frame" x="20" y="40" width="57.5" height="34.5"/>
                                    <state key="normal" title="Button"/>
                                    <buttonConfiguration key="configuration" style="plain" title="Like">
                                        <fontDescription key="titleFontDescription" type="boldSystem" pointSize="17"/>
                                    </buttonConfiguration>
                                </button>
                            </subviews>
                            <constraints>
                                <constraint firstItem="Bc1-Bt-0a1" firstAttribute="leading" secondItem="Mn1-Vw-0a1" secondAttribute="leading" constant="20" id="Bc1-Cn-0a1"/>
                                <constraint firstItem="Bc1-Bt-0a1" firstAttribute="top" secondItem="Mn1-Vw-0a1" secondAttribute="top" constant="40" id="Bc1-Cn-0a2"/>
                            </constraints>
            """)
        let app = try LaunchedStoryboard(text)
        let button = try #require(try app.view("Bc1-Bt-0a1") as? UIButton)
        let title = UIFont.boldSystemFont(ofSize: 17).boundingSize(of: "Like", scale: 2)  // the iPhone 8's pixels: 8.35
        #expect(button.title(for: .normal) == "Like")
        #expect(button.frame == CGRect(x: 20, y: 40, width: title.width + 24, height: title.height + 14))
    }

    @Test func anUnregisteredImageHasTheSizeTheFileRecords() throws {
        let text = StoryboardFixtures.minimal(body: """
                            <subviews>
                                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="20" translatesAutoresizingMaskIntoConstraints="NO" id="Im1-Sv-0a1">
                                    <rect key="frame" x="20" y="40" width="200" height="241"/>
                                    <subviews>
                                        <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="dog" translatesAutoresizingMaskIntoConstraints="NO" id="Im1-Iv-0a1">
                                            <rect key="frame" x="0.0" y="0.0" width="200" height="200"/>
                                        </imageView>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Dog" translatesAutoresizingMaskIntoConstraints="NO" id="Im1-Lb-0a1">
                                            <rect key="frame" x="0.0" y="220" width="200" height="21"/>
                                        </label>
                                    </subviews>
                                </stackView>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="Im1-Sa-0a1"/>
                            <constraints>
                                <constraint firstItem="Im1-Sv-0a1" firstAttribute="leading" secondItem="Im1-Sa-0a1" secondAttribute="leading" constant="20" id="Im1-Cn-0a1"/>
                                <constraint firstItem="Im1-Sv-0a1" firstAttribute="top" secondItem="Im1-Sa-0a1" secondAttribute="top" constant="20" id="Im1-Cn-0a2"/>
                            </constraints>
            """).replacingOccurrences(of: "</scenes>", with: """
                </scenes>
                <resources>
                    <image name="dog" width="200" height="200"/>
                </resources>
            """)
        let app = try LaunchedStoryboard(text)
        #expect(try app.view("Im1-Iv-0a1").frame == CGRect(x: 0, y: 0, width: 200, height: 200))
        #expect(try app.view("Im1-Lb-0a1").frame.minY == 220)
        #expect(!app.storyboard.notes.contains { $0.contains("image 'dog'") })
    }
}
