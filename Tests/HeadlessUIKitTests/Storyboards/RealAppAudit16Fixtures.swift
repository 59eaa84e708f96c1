import Foundation

// Storyboard fixtures for RealAppAudit16Tests, written for these tests in the shape Xcode saves (no real app's file is
// copied). Frames the tests check come from constraints and fixed sizes, not from text metrics.
enum RealAppAudit16Fixtures {
    /// docs/uikit-rules.md 11.168. An iPhone 8 scene (Xcode 15) whose vertical stack view is pinned to the root view's
    /// margins (16 pt at the sides) and 20 pt below the safe area's top. Its first arranged view is a wrapping label
    /// (`numberOfLines="0"`) with required horizontal compression resistance whose text is far wider than 343 pt on one
    /// line; the second a horizontal equal-spacing stack holding two 50 × 21 boxes, pushed to its ends. Xcode saves
    /// the label 343 pt wide, wrapped, and the boxes at the stack's two ends.
    static let wrappingTitle = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Wt1-Vc-001">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22131"/>
            <capability name="Safe area layout guides" minToolsVersion="9.0"/>
            <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        </dependencies>
        <scenes>
            <!--Title View Controller-->
            <scene sceneID="Wt1-Sc-001">
                <objects>
                    <viewController id="Wt1-Vc-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Wt1-Vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="Wt1-Sv-001">
                                    <rect key="frame" x="16" y="40" width="343" height="127"/>
                                    <subviews>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" horizontalCompressionResistancePriority="1000" text="A TITLE THAT IS MUCH TOO LONG FOR ONE LINE ON ANY PHONE" textAlignment="natural" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Wt1-Lb-001">
                                            <rect key="frame" x="0.0" y="0.0" width="343" height="96"/>
                                            <fontDescription key="fontDescription" type="boldSystem" pointSize="40"/>
                                            <nil key="textColor"/>
                                            <nil key="highlightedColor"/>
                                        </label>
                                        <stackView opaque="NO" contentMode="scaleToFill" distribution="equalSpacing" translatesAutoresizingMaskIntoConstraints="NO" id="Wt1-Sv-002">
                                            <rect key="frame" x="0.0" y="106" width="343" height="21"/>
                                            <subviews>
                                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Wt1-Bx-001">
                                                    <rect key="frame" x="0.0" y="0.0" width="50" height="21"/>
                                                    <constraints>
                                                        <constraint firstAttribute="width" constant="50" id="Wt1-Cn-001"/>
                                                        <constraint firstAttribute="height" constant="21" id="Wt1-Cn-002"/>
                                                    </constraints>
                                                </view>
                                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Wt1-Bx-002">
                                                    <rect key="frame" x="293" y="0.0" width="50" height="21"/>
                                                    <constraints>
                                                        <constraint firstAttribute="width" constant="50" id="Wt1-Cn-003"/>
                                                        <constraint firstAttribute="height" constant="21" id="Wt1-Cn-004"/>
                                                    </constraints>
                                                </view>
                                            </subviews>
                                        </stackView>
                                    </subviews>
                                </stackView>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="Wt1-Sa-001"/>
                            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            <constraints>
                                <constraint firstItem="Wt1-Sv-001" firstAttribute="leading" secondItem="Wt1-Vw-001" secondAttribute="leadingMargin" id="Wt1-Cn-005"/>
                                <constraint firstAttribute="trailingMargin" secondItem="Wt1-Sv-001" secondAttribute="trailing" id="Wt1-Cn-006"/>
                                <constraint firstItem="Wt1-Sv-001" firstAttribute="top" secondItem="Wt1-Sa-001" secondAttribute="top" constant="20" id="Wt1-Cn-007"/>
                            </constraints>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Wt1-Fr-001" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="0.0" y="0.0"/>
            </scene>
        </scenes>
    </document>
    """

    /// docs/uikit-rules.md 8.48 and 8.49. An iPhone 8 scene (Xcode 11) with a custom button showing a 20 × 20 image
    /// with content edge insets of 15 pt above and below and 10 pt at the sides (and title and image insets of its
    /// own), its top-left corner pinned to (30, 100) in the root view; a titled button with the same content insets
    /// at (30, 300) (Xcode saves it 52 pt high: its 18-pt title's line and the 30 pt of insets); and a wrapping label pinned 16 pt from both
    /// sides at y = 200 whose text is an attributed string of two fragments (the first written as a `<string
    /// key="content">` child, as Xcode writes text it cannot put in an attribute) in the 17-pt system font, centred.
    static let insetsAndAttributedText = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="16097" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Ia1-Vc-001">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="16087"/>
            <capability name="Safe area layout guides" minToolsVersion="9.0"/>
            <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        </dependencies>
        <scenes>
            <!--Notice View Controller-->
            <scene sceneID="Ia1-Sc-001">
                <objects>
                    <viewController id="Ia1-Vc-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Ia1-Vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Ia1-Bt-001">
                                    <rect key="frame" x="30" y="100" width="40" height="50"/>
                                    <inset key="contentEdgeInsets" minX="10" minY="15" maxX="10" maxY="15"/>
                                    <inset key="titleEdgeInsets" minX="4" minY="0.0" maxX="0.0" maxY="0.0"/>
                                    <inset key="imageEdgeInsets" minX="0.0" minY="0.0" maxX="2" maxY="0.0"/>
                                    <state key="normal" image="dot"/>
                                </button>
                                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Ia1-Bt-002">
                                    <rect key="frame" x="30" y="300" width="84" height="52"/>
                                    <fontDescription key="fontDescription" type="system" weight="medium" pointSize="18"/>
                                    <inset key="contentEdgeInsets" minX="10" minY="15" maxX="10" maxY="15"/>
                                    <state key="normal" title="Sign out"/>
                                </button>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" usesAttributedText="YES" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Ia1-Lb-001">
                                    <rect key="frame" x="16" y="200" width="343" height="41"/>
                                    <attributedString key="attributedText">
                                        <fragment>
                                            <string key="content">Two fragments of text: this one's apostrophe</string>
                                            <attributes>
                                                <color key="NSColor" name="textColor" catalog="System" colorSpace="catalog"/>
                                                <font key="NSFont" metaFont="system" size="17"/>
                                                <paragraphStyle key="NSParagraphStyle" alignment="center" lineBreakMode="wordWrapping" baseWritingDirection="natural" tighteningFactorForTruncation="0.0"/>
                                            </attributes>
                                        </fragment>
                                        <fragment content=" and a second one.">
                                            <attributes>
                                                <font key="NSFont" metaFont="systemBold" size="17"/>
                                            </attributes>
                                        </fragment>
                                    </attributedString>
                                    <nil key="highlightedColor"/>
                                </label>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="Ia1-Sa-001"/>
                            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            <constraints>
                                <constraint firstItem="Ia1-Bt-001" firstAttribute="leading" secondItem="Ia1-Vw-001" secondAttribute="leading" constant="30" id="Ia1-Cn-001"/>
                                <constraint firstItem="Ia1-Bt-001" firstAttribute="top" secondItem="Ia1-Vw-001" secondAttribute="top" constant="100" id="Ia1-Cn-002"/>
                                <constraint firstItem="Ia1-Bt-002" firstAttribute="leading" secondItem="Ia1-Vw-001" secondAttribute="leading" constant="30" id="Ia1-Cn-006"/>
                                <constraint firstItem="Ia1-Bt-002" firstAttribute="top" secondItem="Ia1-Vw-001" secondAttribute="top" constant="300" id="Ia1-Cn-007"/>
                                <constraint firstItem="Ia1-Lb-001" firstAttribute="leading" secondItem="Ia1-Vw-001" secondAttribute="leading" constant="16" id="Ia1-Cn-003"/>
                                <constraint firstAttribute="trailing" secondItem="Ia1-Lb-001" secondAttribute="trailing" constant="16" id="Ia1-Cn-004"/>
                                <constraint firstItem="Ia1-Lb-001" firstAttribute="top" secondItem="Ia1-Vw-001" secondAttribute="top" constant="200" id="Ia1-Cn-005"/>
                            </constraints>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Ia1-Fr-001" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="0.0" y="0.0"/>
            </scene>
        </scenes>
        <resources>
            <image name="dot" width="20" height="20"/>
        </resources>
    </document>
    """
}
