import Foundation

// Storyboard fixtures for RealAppAudit19Tests, written for these tests in the shape Xcode saves (no real app's file is
// copied). Frames the tests check come from constraints and fixed sizes, not from text metrics.
enum RealAppAudit19Fixtures {
    /// docs/uikit-rules.md 11.226. A 44-pt card pinned 20 pt inside the safe area's top and sides, holding a rounded-rect
    /// text field (14-pt system font) that resists vertical compression at 1000, is 26 pt high and sits 15 pt above
    /// the card's bottom, 16 pt in from its sides. A rounded-rect field's intrinsic height is 34 (11.43), so the
    /// required compression resistance and the required height conflict; Xcode saves the field 26 pt high at y = 3.
    static let requiredCompressionAgainstHeight = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Rc1-Vc-001">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <dependencies>
            <deployment identifier="iOS"/>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21678"/>
            <capability name="Safe area layout guides" minToolsVersion="9.0"/>
            <capability name="System colors in document resources" minToolsVersion="11.0"/>
            <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        </dependencies>
        <scenes>
            <!--Prompt View Controller-->
            <scene sceneID="Rc1-Sc-001">
                <objects>
                    <viewController id="Rc1-Vc-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Rc1-Vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Rc1-Bx-001" userLabel="Card">
                                    <rect key="frame" x="20" y="40" width="335" height="44"/>
                                    <subviews>
                                        <textField opaque="NO" contentMode="scaleToFill" verticalCompressionResistancePriority="1000" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Name" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="Rc1-Tf-001">
                                            <rect key="frame" x="16" y="3" width="303" height="26"/>
                                            <constraints>
                                                <constraint firstAttribute="height" constant="26" id="Rc1-Cn-001"/>
                                            </constraints>
                                            <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                            <textInputTraits key="textInputTraits"/>
                                        </textField>
                                    </subviews>
                                    <color key="backgroundColor" systemColor="secondarySystemBackgroundColor"/>
                                    <constraints>
                                        <constraint firstItem="Rc1-Tf-001" firstAttribute="leading" secondItem="Rc1-Bx-001" secondAttribute="leading" constant="16" id="Rc1-Cn-002"/>
                                        <constraint firstAttribute="trailing" secondItem="Rc1-Tf-001" secondAttribute="trailing" constant="16" id="Rc1-Cn-003"/>
                                        <constraint firstAttribute="bottom" secondItem="Rc1-Tf-001" secondAttribute="bottom" constant="15" id="Rc1-Cn-004"/>
                                        <constraint firstAttribute="height" constant="44" id="Rc1-Cn-005"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="Rc1-Sa-001"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            <constraints>
                                <constraint firstItem="Rc1-Bx-001" firstAttribute="top" secondItem="Rc1-Sa-001" secondAttribute="top" constant="20" id="Rc1-Cn-006"/>
                                <constraint firstItem="Rc1-Bx-001" firstAttribute="leading" secondItem="Rc1-Sa-001" secondAttribute="leading" constant="20" id="Rc1-Cn-007"/>
                                <constraint firstItem="Rc1-Sa-001" firstAttribute="trailing" secondItem="Rc1-Bx-001" secondAttribute="trailing" constant="20" id="Rc1-Cn-008"/>
                            </constraints>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Rc1-Fr-001" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
        </scenes>
        <resources>
            <systemColor name="secondarySystemBackgroundColor">
                <color red="0.94901960784313721" green="0.94901960784313721" blue="0.96862745098039216" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </systemColor>
            <systemColor name="systemBackgroundColor">
                <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </systemColor>
        </resources>
    </document>
    """

    /// docs/uikit-rules.md 11.227. A navigation controller's root scene: a scroll view pinned to its view's edges (so
    /// behind the bar, the controller's content scroll view), holding a 1000-pt tall box pinned to the content guide and
    /// as wide as the frame guide, and a 24-pt badge pinned 8 pt inside the scroll view's own safe area's top leading
    /// corner. Xcode saves the badge at (8, 8): the safe area is in the scroll view's bounds, which the bar's inset
    /// moves up by as much as the safe area's top inset.
    static let badgeOnScrollViewsSafeArea = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Sg1-Nc-001">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <dependencies>
            <deployment identifier="iOS"/>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
            <capability name="Safe area layout guides" minToolsVersion="9.0"/>
            <capability name="System colors in document resources" minToolsVersion="11.0"/>
            <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        </dependencies>
        <scenes>
            <!--Forecast-->
            <scene sceneID="Sg1-Sc-001">
                <objects>
                    <viewController title="Forecast" id="Sg1-Vc-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Sg1-Vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Sg1-Sv-001">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Sg1-Bx-001" userLabel="Content">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="1000"/>
                                            <color key="backgroundColor" systemColor="systemYellowColor"/>
                                            <constraints>
                                                <constraint firstAttribute="height" constant="1000" id="Sg1-Cn-001"/>
                                            </constraints>
                                        </view>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Sg1-Bg-001" userLabel="Badge">
                                            <rect key="frame" x="8" y="8" width="24" height="24"/>
                                            <color key="backgroundColor" systemColor="systemRedColor"/>
                                            <constraints>
                                                <constraint firstAttribute="width" constant="24" id="Sg1-Cn-002"/>
                                                <constraint firstAttribute="height" constant="24" id="Sg1-Cn-003"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="Sg1-Bx-001" firstAttribute="top" secondItem="Sg1-Cg-001" secondAttribute="top" id="Sg1-Cn-004"/>
                                        <constraint firstItem="Sg1-Bx-001" firstAttribute="leading" secondItem="Sg1-Cg-001" secondAttribute="leading" id="Sg1-Cn-005"/>
                                        <constraint firstItem="Sg1-Cg-001" firstAttribute="trailing" secondItem="Sg1-Bx-001" secondAttribute="trailing" id="Sg1-Cn-006"/>
                                        <constraint firstItem="Sg1-Cg-001" firstAttribute="bottom" secondItem="Sg1-Bx-001" secondAttribute="bottom" id="Sg1-Cn-007"/>
                                        <constraint firstItem="Sg1-Bx-001" firstAttribute="width" secondItem="Sg1-Fg-001" secondAttribute="width" id="Sg1-Cn-008"/>
                                        <constraint firstItem="Sg1-Bg-001" firstAttribute="top" secondItem="Sg1-Ss-001" secondAttribute="top" constant="8" id="Sg1-Cn-009"/>
                                        <constraint firstItem="Sg1-Bg-001" firstAttribute="leading" secondItem="Sg1-Ss-001" secondAttribute="leading" constant="8" id="Sg1-Cn-010"/>
                                    </constraints>
                                    <viewLayoutGuide key="safeArea" id="Sg1-Ss-001"/>
                                    <viewLayoutGuide key="contentLayoutGuide" id="Sg1-Cg-001"/>
                                    <viewLayoutGuide key="frameLayoutGuide" id="Sg1-Fg-001"/>
                                </scrollView>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="Sg1-Sa-001"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            <constraints>
                                <constraint firstItem="Sg1-Sv-001" firstAttribute="top" secondItem="Sg1-Vw-001" secondAttribute="top" id="Sg1-Cn-011"/>
                                <constraint firstItem="Sg1-Sv-001" firstAttribute="leading" secondItem="Sg1-Vw-001" secondAttribute="leading" id="Sg1-Cn-012"/>
                                <constraint firstAttribute="trailing" secondItem="Sg1-Sv-001" secondAttribute="trailing" id="Sg1-Cn-013"/>
                                <constraint firstAttribute="bottom" secondItem="Sg1-Sv-001" secondAttribute="bottom" id="Sg1-Cn-014"/>
                            </constraints>
                        </view>
                        <navigationItem key="navigationItem" title="Forecast" id="Sg1-Ni-001"/>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Sg1-Fr-001" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            <!--Navigation Controller-->
            <scene sceneID="Sg1-Sc-002">
                <objects>
                    <navigationController id="Sg1-Nc-001" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="Sg1-Nb-001">
                            <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections>
                            <segue destination="Sg1-Vc-001" kind="relationship" relationship="rootViewController" id="Sg1-Sg-001"/>
                        </connections>
                    </navigationController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Sg1-Fr-002" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
        </scenes>
        <resources>
            <systemColor name="systemBackgroundColor">
                <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </systemColor>
            <systemColor name="systemRedColor">
                <color red="1" green="0.23137254901960785" blue="0.18823529411764706" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </systemColor>
            <systemColor name="systemYellowColor">
                <color red="1" green="0.80000000000000004" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </systemColor>
        </resources>
    </document>
    """

    /// docs/uikit-rules.md 7.45. An initial scene whose root view does not translate its autoresizing mask (Xcode
    /// writes `translatesAutoresizingMaskIntoConstraints="NO"` on the `<view key="view">`): a panel pinned to the
    /// root's top, trailing and bottom edges, 280 pt wide at priority 750 and at least 100 pt from the leading edge
    /// at 950, and a 1000-pt high box pinned to the panel's top and sides at priority 750. Xcode saves the root at the
    /// canvas's size (375 × 667) and the panel 275 pt wide.
    static let rootViewPlacedByConstraints = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="Rv1-Vc-001">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <dependencies>
            <deployment identifier="iOS"/>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21678"/>
            <capability name="System colors in document resources" minToolsVersion="11.0"/>
            <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        </dependencies>
        <scenes>
            <!--Menu View Controller-->
            <scene sceneID="Rv1-Sc-001">
                <objects>
                    <viewController id="Rv1-Vc-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Rv1-Vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Rv1-Pn-001" userLabel="Panel">
                                    <rect key="frame" x="100" y="0.0" width="275" height="667"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Rv1-Bx-001" userLabel="List">
                                            <rect key="frame" x="0.0" y="0.0" width="275" height="667"/>
                                            <color key="backgroundColor" systemColor="systemGray6Color"/>
                                            <constraints>
                                                <constraint firstAttribute="height" priority="750" constant="1000" id="Rv1-Cn-001"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                    <constraints>
                                        <constraint firstItem="Rv1-Bx-001" firstAttribute="top" secondItem="Rv1-Pn-001" secondAttribute="top" id="Rv1-Cn-002"/>
                                        <constraint firstItem="Rv1-Bx-001" firstAttribute="leading" secondItem="Rv1-Pn-001" secondAttribute="leading" id="Rv1-Cn-003"/>
                                        <constraint firstAttribute="trailing" secondItem="Rv1-Bx-001" secondAttribute="trailing" id="Rv1-Cn-004"/>
                                        <constraint firstAttribute="bottom" secondItem="Rv1-Bx-001" secondAttribute="bottom" id="Rv1-Cn-005"/>
                                        <constraint firstAttribute="width" priority="750" constant="280" id="Rv1-Cn-006"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <color key="backgroundColor" white="0.0" alpha="0.0" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            <constraints>
                                <constraint firstItem="Rv1-Pn-001" firstAttribute="top" secondItem="Rv1-Vw-001" secondAttribute="top" id="Rv1-Cn-007"/>
                                <constraint firstAttribute="trailing" secondItem="Rv1-Pn-001" secondAttribute="trailing" id="Rv1-Cn-008"/>
                                <constraint firstAttribute="bottom" secondItem="Rv1-Pn-001" secondAttribute="bottom" id="Rv1-Cn-009"/>
                                <constraint firstItem="Rv1-Pn-001" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="Rv1-Vw-001" secondAttribute="leading" priority="950" constant="100" id="Rv1-Cn-010"/>
                            </constraints>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Rv1-Fr-001" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
        </scenes>
        <resources>
            <systemColor name="systemBackgroundColor">
                <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </systemColor>
            <systemColor name="systemGray6Color">
                <color red="0.94901960784313721" green="0.94901960784313721" blue="0.96862745098039216" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </systemColor>
        </resources>
    </document>
    """
}
