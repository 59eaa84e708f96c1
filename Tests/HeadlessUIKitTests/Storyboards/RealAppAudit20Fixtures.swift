import Foundation

// Storyboard fixtures for RealAppAudit20Tests, written for these tests in the shape Xcode saves (no real app's file is
// copied). Frames the tests check come from constraints and fixed sizes, not from text metrics.
enum RealAppAudit20Fixtures {
    /// docs/uikit-rules.md 7.46. An iPad (9.7-inch) navigation controller that shows its toolbar, around a controller
    /// whose panel fills the safe area. Xcode saves the bar 50 pt high under the 20-pt status bar, the toolbar 50 pt
    /// high at the bottom, and the panel between them: (0, 70, 768, 904).
    static let navigationControllerOnIPad = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Nb1-Nc-001">
        <device id="ipad9_7" orientation="portrait" layout="fullscreen" appearance="light"/>
        <dependencies>
            <deployment identifier="iOS"/>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22131"/>
            <capability name="Safe area layout guides" minToolsVersion="9.0"/>
            <capability name="System colors in document resources" minToolsVersion="11.0"/>
            <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        </dependencies>
        <scenes>
            <!--Board View Controller-->
            <scene sceneID="Nb1-Sc-001">
                <objects>
                    <viewController id="Nb1-Vc-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Nb1-Vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="768" height="1024"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Nb1-Pn-001" userLabel="Panel">
                                    <rect key="frame" x="0.0" y="70" width="768" height="904"/>
                                    <color key="backgroundColor" systemColor="systemTealColor"/>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="Nb1-Sa-001"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            <constraints>
                                <constraint firstItem="Nb1-Pn-001" firstAttribute="top" secondItem="Nb1-Sa-001" secondAttribute="top" id="Nb1-Cn-001"/>
                                <constraint firstItem="Nb1-Pn-001" firstAttribute="leading" secondItem="Nb1-Sa-001" secondAttribute="leading" id="Nb1-Cn-002"/>
                                <constraint firstItem="Nb1-Sa-001" firstAttribute="trailing" secondItem="Nb1-Pn-001" secondAttribute="trailing" id="Nb1-Cn-003"/>
                                <constraint firstItem="Nb1-Sa-001" firstAttribute="bottom" secondItem="Nb1-Pn-001" secondAttribute="bottom" id="Nb1-Cn-004"/>
                            </constraints>
                        </view>
                        <navigationItem key="navigationItem" title="Board" id="Nb1-Ni-001"/>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Nb1-Fr-001" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            <!--Navigation Controller-->
            <scene sceneID="Nb1-Sc-002">
                <objects>
                    <navigationController toolbarHidden="NO" id="Nb1-Nc-001" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="Nb1-Br-001">
                            <rect key="frame" x="0.0" y="20" width="768" height="50"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <toolbar key="toolbar" opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="Nb1-Tb-001">
                            <rect key="frame" x="0.0" y="974" width="768" height="50"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </toolbar>
                        <connections>
                            <segue destination="Nb1-Vc-001" kind="relationship" relationship="rootViewController" id="Nb1-Sg-001"/>
                        </connections>
                    </navigationController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Nb1-Fr-002" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
        </scenes>
        <resources>
            <systemColor name="systemBackgroundColor">
                <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </systemColor>
            <systemColor name="systemTealColor">
                <color red="0.18823529411764706" green="0.69019607843137254" blue="0.7803921568627451" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </systemColor>
        </resources>
    </document>
    """

    /// docs/uikit-rules.md 7.46. An iPad tab bar controller around a controller whose panel fills the safe area. Xcode
    /// saves the tab bar 50 pt high at the bottom and the panel (0, 20, 768, 954) above it.
    static let tabBarControllerOnIPad = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Tb1-Tc-001">
        <device id="ipad9_7" orientation="portrait" layout="fullscreen" appearance="light"/>
        <dependencies>
            <deployment identifier="iOS"/>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22131"/>
            <capability name="Safe area layout guides" minToolsVersion="9.0"/>
            <capability name="System colors in document resources" minToolsVersion="11.0"/>
            <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        </dependencies>
        <scenes>
            <!--Board View Controller-->
            <scene sceneID="Tb1-Sc-001">
                <objects>
                    <viewController id="Tb1-Vc-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Tb1-Vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="768" height="1024"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Tb1-Pn-001" userLabel="Panel">
                                    <rect key="frame" x="0.0" y="20" width="768" height="954"/>
                                    <color key="backgroundColor" systemColor="systemTealColor"/>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="Tb1-Sa-001"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            <constraints>
                                <constraint firstItem="Tb1-Pn-001" firstAttribute="top" secondItem="Tb1-Sa-001" secondAttribute="top" id="Tb1-Cn-001"/>
                                <constraint firstItem="Tb1-Pn-001" firstAttribute="leading" secondItem="Tb1-Sa-001" secondAttribute="leading" id="Tb1-Cn-002"/>
                                <constraint firstItem="Tb1-Sa-001" firstAttribute="trailing" secondItem="Tb1-Pn-001" secondAttribute="trailing" id="Tb1-Cn-003"/>
                                <constraint firstItem="Tb1-Sa-001" firstAttribute="bottom" secondItem="Tb1-Pn-001" secondAttribute="bottom" id="Tb1-Cn-004"/>
                            </constraints>
                        </view>
                        <tabBarItem key="tabBarItem" title="Board" id="Tb1-Ti-001"/>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Tb1-Fr-001" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            <!--Tab Bar Controller-->
            <scene sceneID="Tb1-Sc-002">
                <objects>
                    <tabBarController id="Tb1-Tc-001" sceneMemberID="viewController">
                        <tabBar key="tabBar" contentMode="scaleToFill" id="Tb1-Br-001">
                            <rect key="frame" x="0.0" y="974" width="768" height="50"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <color key="backgroundColor" white="0.0" alpha="0.0" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        </tabBar>
                        <connections>
                            <segue destination="Tb1-Vc-001" kind="relationship" relationship="viewControllers" id="Tb1-Sg-001"/>
                        </connections>
                    </tabBarController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Tb1-Fr-002" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
        </scenes>
        <resources>
            <systemColor name="systemBackgroundColor">
                <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </systemColor>
            <systemColor name="systemTealColor">
                <color red="0.18823529411764706" green="0.69019607843137254" blue="0.7803921568627451" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </systemColor>
        </resources>
    </document>
    """

    /// docs/uikit-rules.md 7.46. An iPad scene with its own navigation bar and toolbar placed by constraints (pinned to
    /// the safe area's top, sides and bottom, no heights given) and a panel between them. Xcode saves both bars 50 pt
    /// high (their intrinsic height on an iPad) and the panel (0, 70, 768, 904).
    static let barsPlacedByConstraintsOnIPad = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Sb1-Vc-001">
        <device id="ipad9_7" orientation="portrait" layout="fullscreen" appearance="light"/>
        <dependencies>
            <deployment identifier="iOS"/>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22131"/>
            <capability name="Safe area layout guides" minToolsVersion="9.0"/>
            <capability name="System colors in document resources" minToolsVersion="11.0"/>
            <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        </dependencies>
        <scenes>
            <!--Editor View Controller-->
            <scene sceneID="Sb1-Sc-001">
                <objects>
                    <viewController id="Sb1-Vc-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Sb1-Vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="768" height="1024"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <navigationBar contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Sb1-Nb-001">
                                    <rect key="frame" x="0.0" y="20" width="768" height="50"/>
                                    <items>
                                        <navigationItem title="Editor" id="Sb1-Ni-001">
                                            <barButtonItem key="rightBarButtonItem" systemItem="done" id="Sb1-Bi-001"/>
                                        </navigationItem>
                                    </items>
                                </navigationBar>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Sb1-Pn-001" userLabel="Panel">
                                    <rect key="frame" x="0.0" y="70" width="768" height="904"/>
                                    <color key="backgroundColor" systemColor="systemTealColor"/>
                                </view>
                                <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Sb1-Tb-001">
                                    <rect key="frame" x="0.0" y="974" width="768" height="50"/>
                                    <items>
                                        <barButtonItem systemItem="trash" id="Sb1-Bi-002"/>
                                    </items>
                                </toolbar>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="Sb1-Sa-001"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            <constraints>
                                <constraint firstItem="Sb1-Nb-001" firstAttribute="top" secondItem="Sb1-Sa-001" secondAttribute="top" id="Sb1-Cn-001"/>
                                <constraint firstItem="Sb1-Nb-001" firstAttribute="leading" secondItem="Sb1-Sa-001" secondAttribute="leading" id="Sb1-Cn-002"/>
                                <constraint firstItem="Sb1-Sa-001" firstAttribute="trailing" secondItem="Sb1-Nb-001" secondAttribute="trailing" id="Sb1-Cn-003"/>
                                <constraint firstItem="Sb1-Pn-001" firstAttribute="top" secondItem="Sb1-Nb-001" secondAttribute="bottom" id="Sb1-Cn-004"/>
                                <constraint firstItem="Sb1-Pn-001" firstAttribute="leading" secondItem="Sb1-Sa-001" secondAttribute="leading" id="Sb1-Cn-005"/>
                                <constraint firstItem="Sb1-Sa-001" firstAttribute="trailing" secondItem="Sb1-Pn-001" secondAttribute="trailing" id="Sb1-Cn-006"/>
                                <constraint firstItem="Sb1-Tb-001" firstAttribute="top" secondItem="Sb1-Pn-001" secondAttribute="bottom" id="Sb1-Cn-007"/>
                                <constraint firstItem="Sb1-Tb-001" firstAttribute="leading" secondItem="Sb1-Sa-001" secondAttribute="leading" id="Sb1-Cn-008"/>
                                <constraint firstItem="Sb1-Sa-001" firstAttribute="trailing" secondItem="Sb1-Tb-001" secondAttribute="trailing" id="Sb1-Cn-009"/>
                                <constraint firstItem="Sb1-Sa-001" firstAttribute="bottom" secondItem="Sb1-Tb-001" secondAttribute="bottom" id="Sb1-Cn-010"/>
                            </constraints>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Sb1-Fr-001" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
        </scenes>
        <resources>
            <systemColor name="systemBackgroundColor">
                <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </systemColor>
            <systemColor name="systemTealColor">
                <color red="0.18823529411764706" green="0.69019607843137254" blue="0.7803921568627451" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </systemColor>
        </resources>
    </document>
    """

    /// docs/uikit-rules.md 11.240. A wheels date picker fixed only by its center and top (20 pt under the safe area's
    /// top), with a 1-pt rule 8 pt below it as wide as the picker. Xcode saves the picker 320 × 216, centered, and
    /// does not call it ambiguous.
    static let centeredWheelsDatePicker = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Dp1-Vc-001">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <dependencies>
            <deployment identifier="iOS"/>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22131"/>
            <capability name="Safe area layout guides" minToolsVersion="9.0"/>
            <capability name="System colors in document resources" minToolsVersion="11.0"/>
            <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        </dependencies>
        <scenes>
            <!--Reminder View Controller-->
            <scene sceneID="Dp1-Sc-001">
                <objects>
                    <viewController id="Dp1-Vc-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Dp1-Vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <datePicker contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="date" style="wheels" translatesAutoresizingMaskIntoConstraints="NO" id="Dp1-Dp-001">
                                    <rect key="frame" x="27.5" y="40" width="320" height="216"/>
                                </datePicker>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Dp1-Ln-001" userLabel="Rule">
                                    <rect key="frame" x="27.5" y="264" width="320" height="1"/>
                                    <color key="backgroundColor" systemColor="systemTealColor"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="1" id="Dp1-Cn-001"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="Dp1-Sa-001"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            <constraints>
                                <constraint firstItem="Dp1-Dp-001" firstAttribute="centerX" secondItem="Dp1-Sa-001" secondAttribute="centerX" id="Dp1-Cn-002"/>
                                <constraint firstItem="Dp1-Dp-001" firstAttribute="top" secondItem="Dp1-Sa-001" secondAttribute="top" constant="20" id="Dp1-Cn-003"/>
                                <constraint firstItem="Dp1-Ln-001" firstAttribute="top" secondItem="Dp1-Dp-001" secondAttribute="bottom" constant="8" id="Dp1-Cn-004"/>
                                <constraint firstItem="Dp1-Ln-001" firstAttribute="leading" secondItem="Dp1-Dp-001" secondAttribute="leading" id="Dp1-Cn-005"/>
                                <constraint firstItem="Dp1-Ln-001" firstAttribute="trailing" secondItem="Dp1-Dp-001" secondAttribute="trailing" id="Dp1-Cn-006"/>
                            </constraints>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Dp1-Fr-001" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
        </scenes>
        <resources>
            <systemColor name="systemBackgroundColor">
                <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </systemColor>
            <systemColor name="systemTealColor">
                <color red="0.18823529411764706" green="0.69019607843137254" blue="0.7803921568627451" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </systemColor>
        </resources>
    </document>
    """
}
