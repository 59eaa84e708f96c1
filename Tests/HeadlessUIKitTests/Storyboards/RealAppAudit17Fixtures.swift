import Foundation

// Storyboard fixtures for RealAppAudit17Tests, written for these tests in the shape Xcode saves (no real app's file is
// copied). Frames the tests check come from constraints and fixed sizes, not from text metrics.
enum RealAppAudit17Fixtures {
    /// docs/uikit-rules.md 8.51. An iPhone 8 scene (Xcode 11) with three stack views, all pinned to the root view's
    /// sides:
    /// - a vertical stack 20 pt below the safe area's top whose layout margins are set in the Size inspector (20 pt a
    ///   side, `<directionalEdgeInsets key="directionalLayoutMargins">`, no other attribute), holding a 30-pt and a
    ///   50-pt high box 8 pt apart: Xcode saves the boxes at x = 20, y = 20 and y = 58, and the stack 128 pt high;
    /// - a horizontal stack 10 pt below it with no margins in the file, holding a 100-pt wide box and a flexible one,
    ///   40 pt high: its boxes start at x = 0;
    /// - a horizontal stack 10 pt below that, pinned to all four edges of a container whose margins are 20 pt a side;
    ///   the stack keeps its own 8-pt margins but preserves its superview's (`preservesSuperviewLayoutMargins`), so its
    ///   30-pt high box is inset by the container's 20 pt, and the container is 70 pt high.
    static let marginStacks = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="15505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Ms1-Vc-001">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="15509"/>
            <capability name="Safe area layout guides" minToolsVersion="9.0"/>
            <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        </dependencies>
        <scenes>
            <!--Padded View Controller-->
            <scene sceneID="Ms1-Sc-001">
                <objects>
                    <viewController id="Ms1-Vc-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Ms1-Vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="Ms1-Sv-001">
                                    <rect key="frame" x="0.0" y="20" width="375" height="128"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Ms1-Bx-001">
                                            <rect key="frame" x="20" y="20" width="335" height="30"/>
                                            <constraints>
                                                <constraint firstAttribute="height" constant="30" id="Ms1-Cn-001"/>
                                            </constraints>
                                        </view>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Ms1-Bx-002">
                                            <rect key="frame" x="20" y="58" width="335" height="50"/>
                                            <constraints>
                                                <constraint firstAttribute="height" constant="50" id="Ms1-Cn-002"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                    <directionalEdgeInsets key="directionalLayoutMargins" top="20" leading="20" bottom="20" trailing="20"/>
                                </stackView>
                                <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Ms1-Sv-002">
                                    <rect key="frame" x="0.0" y="158" width="375" height="40"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Ms1-Bx-003">
                                            <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                                            <constraints>
                                                <constraint firstAttribute="width" constant="100" id="Ms1-Cn-003"/>
                                                <constraint firstAttribute="height" constant="40" id="Ms1-Cn-004"/>
                                            </constraints>
                                        </view>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Ms1-Bx-004">
                                            <rect key="frame" x="100" y="0.0" width="275" height="40"/>
                                        </view>
                                    </subviews>
                                </stackView>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Ms1-Ct-001">
                                    <rect key="frame" x="0.0" y="208" width="375" height="70"/>
                                    <subviews>
                                        <stackView opaque="NO" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Ms1-Sv-003">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="70"/>
                                            <subviews>
                                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Ms1-Bx-005">
                                                    <rect key="frame" x="20" y="20" width="335" height="30"/>
                                                    <constraints>
                                                        <constraint firstAttribute="height" constant="30" id="Ms1-Cn-005"/>
                                                    </constraints>
                                                </view>
                                            </subviews>
                                            <directionalEdgeInsets key="directionalLayoutMargins" top="8" leading="8" bottom="8" trailing="8"/>
                                        </stackView>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="Ms1-Sv-003" firstAttribute="top" secondItem="Ms1-Ct-001" secondAttribute="top" id="Ms1-Cn-006"/>
                                        <constraint firstItem="Ms1-Sv-003" firstAttribute="leading" secondItem="Ms1-Ct-001" secondAttribute="leading" id="Ms1-Cn-007"/>
                                        <constraint firstAttribute="trailing" secondItem="Ms1-Sv-003" secondAttribute="trailing" id="Ms1-Cn-008"/>
                                        <constraint firstAttribute="bottom" secondItem="Ms1-Sv-003" secondAttribute="bottom" id="Ms1-Cn-009"/>
                                    </constraints>
                                    <directionalEdgeInsets key="directionalLayoutMargins" top="20" leading="20" bottom="20" trailing="20"/>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="Ms1-Sa-001"/>
                            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            <constraints>
                                <constraint firstItem="Ms1-Sv-001" firstAttribute="top" secondItem="Ms1-Sa-001" secondAttribute="top" constant="20" id="Ms1-Cn-010"/>
                                <constraint firstItem="Ms1-Sv-001" firstAttribute="leading" secondItem="Ms1-Vw-001" secondAttribute="leading" id="Ms1-Cn-011"/>
                                <constraint firstAttribute="trailing" secondItem="Ms1-Sv-001" secondAttribute="trailing" id="Ms1-Cn-012"/>
                                <constraint firstItem="Ms1-Sv-002" firstAttribute="top" secondItem="Ms1-Sv-001" secondAttribute="bottom" constant="10" id="Ms1-Cn-013"/>
                                <constraint firstItem="Ms1-Sv-002" firstAttribute="leading" secondItem="Ms1-Vw-001" secondAttribute="leading" id="Ms1-Cn-014"/>
                                <constraint firstAttribute="trailing" secondItem="Ms1-Sv-002" secondAttribute="trailing" id="Ms1-Cn-015"/>
                                <constraint firstItem="Ms1-Ct-001" firstAttribute="top" secondItem="Ms1-Sv-002" secondAttribute="bottom" constant="10" id="Ms1-Cn-016"/>
                                <constraint firstItem="Ms1-Ct-001" firstAttribute="leading" secondItem="Ms1-Vw-001" secondAttribute="leading" id="Ms1-Cn-017"/>
                                <constraint firstAttribute="trailing" secondItem="Ms1-Ct-001" secondAttribute="trailing" id="Ms1-Cn-018"/>
                            </constraints>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Ms1-Fr-001" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="0.0" y="0.0"/>
            </scene>
        </scenes>
    </document>
    """

    /// docs/uikit-rules.md 8.52. An iPhone 8 scene (Xcode 14.1) with a minimal search bar pinned below the safe area's
    /// top and to the sides, with a placeholder, a Cancel button, an email keyboard and a scope bar of three titles
    /// (the second selected); a 44-pt toolbar pinned under it; and a second, default search bar with text pinned under
    /// the toolbar. A search bar is 56 pt tall, 100 with its scope bar (6.11).
    static let searchBars = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Sb1-Vc-001">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>
            <capability name="Safe area layout guides" minToolsVersion="9.0"/>
            <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        </dependencies>
        <scenes>
            <!--Find View Controller-->
            <scene sceneID="Sb1-Sc-001">
                <objects>
                    <viewController id="Sb1-Vc-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Sb1-Vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <searchBar contentMode="redraw" searchBarStyle="minimal" placeholder="Parks, trails, lakes" showsCancelButton="YES" showsScopeBar="YES" selectedScopeButtonIndex="1" translatesAutoresizingMaskIntoConstraints="NO" id="Sb1-Sb-001">
                                    <rect key="frame" x="0.0" y="20" width="375" height="100"/>
                                    <textInputTraits key="textInputTraits" keyboardType="emailAddress"/>
                                    <scopeButtonTitles>
                                        <string>All</string>
                                        <string>Near</string>
                                        <string>Saved</string>
                                    </scopeButtonTitles>
                                </searchBar>
                                <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Sb1-Tb-001">
                                    <rect key="frame" x="0.0" y="120" width="375" height="44"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="44" id="Sb1-Cn-001"/>
                                    </constraints>
                                    <items/>
                                </toolbar>
                                <searchBar contentMode="redraw" text="lake" translatesAutoresizingMaskIntoConstraints="NO" id="Sb1-Sb-002">
                                    <rect key="frame" x="0.0" y="164" width="375" height="56"/>
                                    <textInputTraits key="textInputTraits"/>
                                </searchBar>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="Sb1-Sa-001"/>
                            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            <constraints>
                                <constraint firstItem="Sb1-Sb-001" firstAttribute="top" secondItem="Sb1-Sa-001" secondAttribute="top" id="Sb1-Cn-002"/>
                                <constraint firstItem="Sb1-Sb-001" firstAttribute="leading" secondItem="Sb1-Sa-001" secondAttribute="leading" id="Sb1-Cn-003"/>
                                <constraint firstItem="Sb1-Sb-001" firstAttribute="trailing" secondItem="Sb1-Sa-001" secondAttribute="trailing" id="Sb1-Cn-004"/>
                                <constraint firstItem="Sb1-Tb-001" firstAttribute="top" secondItem="Sb1-Sb-001" secondAttribute="bottom" id="Sb1-Cn-005"/>
                                <constraint firstItem="Sb1-Tb-001" firstAttribute="leading" secondItem="Sb1-Sa-001" secondAttribute="leading" id="Sb1-Cn-006"/>
                                <constraint firstItem="Sb1-Tb-001" firstAttribute="trailing" secondItem="Sb1-Sa-001" secondAttribute="trailing" id="Sb1-Cn-007"/>
                                <constraint firstItem="Sb1-Sb-002" firstAttribute="top" secondItem="Sb1-Tb-001" secondAttribute="bottom" id="Sb1-Cn-008"/>
                                <constraint firstItem="Sb1-Sb-002" firstAttribute="leading" secondItem="Sb1-Sa-001" secondAttribute="leading" id="Sb1-Cn-009"/>
                                <constraint firstItem="Sb1-Sb-002" firstAttribute="trailing" secondItem="Sb1-Sa-001" secondAttribute="trailing" id="Sb1-Cn-010"/>
                            </constraints>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Sb1-Fr-001" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="0.0" y="0.0"/>
            </scene>
        </scenes>
    </document>
    """

    /// docs/uikit-rules.md 11.184 with 8.51. An iPhone 8 navigation controller (Xcode 10.2) whose root scene has a
    /// scroll view as the first subview of its view, pinned to all four edges (under the bar); in it a vertical stack
    /// with 20-pt margins is pinned to the content layout guide and as wide as the frame layout guide, holding a
    /// 30-pt high box. Xcode saves the box at x = 20, y = 20 and the stack 70 pt high.
    static let firstSubviewScrollView = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14490.70" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Fs1-Nc-001">
        <device id="retina4_7" orientation="portrait">
            <adaptation id="fullscreen"/>
        </device>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="14490.49"/>
            <capability name="Safe area layout guides" minToolsVersion="9.0"/>
            <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        </dependencies>
        <scenes>
            <!--Notes-->
            <scene sceneID="Fs1-Sc-001">
                <objects>
                    <viewController id="Fs1-Vc-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Fs1-Vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Fs1-Sv-001">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <subviews>
                                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="Fs1-St-001">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="70"/>
                                            <subviews>
                                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Fs1-Bx-001">
                                                    <rect key="frame" x="20" y="20" width="335" height="30"/>
                                                    <constraints>
                                                        <constraint firstAttribute="height" constant="30" id="Fs1-Cn-001"/>
                                                    </constraints>
                                                </view>
                                            </subviews>
                                            <directionalEdgeInsets key="directionalLayoutMargins" top="20" leading="20" bottom="20" trailing="20"/>
                                        </stackView>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="Fs1-St-001" firstAttribute="top" secondItem="Fs1-Cg-001" secondAttribute="top" id="Fs1-Cn-002"/>
                                        <constraint firstItem="Fs1-St-001" firstAttribute="leading" secondItem="Fs1-Cg-001" secondAttribute="leading" id="Fs1-Cn-003"/>
                                        <constraint firstItem="Fs1-St-001" firstAttribute="trailing" secondItem="Fs1-Cg-001" secondAttribute="trailing" id="Fs1-Cn-004"/>
                                        <constraint firstItem="Fs1-St-001" firstAttribute="bottom" secondItem="Fs1-Cg-001" secondAttribute="bottom" id="Fs1-Cn-005"/>
                                        <constraint firstItem="Fs1-St-001" firstAttribute="width" secondItem="Fs1-Fg-001" secondAttribute="width" id="Fs1-Cn-006"/>
                                    </constraints>
                                    <viewLayoutGuide key="contentLayoutGuide" id="Fs1-Cg-001"/>
                                    <viewLayoutGuide key="frameLayoutGuide" id="Fs1-Fg-001"/>
                                </scrollView>
                            </subviews>
                            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            <constraints>
                                <constraint firstItem="Fs1-Sv-001" firstAttribute="top" secondItem="Fs1-Vw-001" secondAttribute="top" id="Fs1-Cn-007"/>
                                <constraint firstItem="Fs1-Sv-001" firstAttribute="leading" secondItem="Fs1-Vw-001" secondAttribute="leading" id="Fs1-Cn-008"/>
                                <constraint firstAttribute="trailing" secondItem="Fs1-Sv-001" secondAttribute="trailing" id="Fs1-Cn-009"/>
                                <constraint firstAttribute="bottom" secondItem="Fs1-Sv-001" secondAttribute="bottom" id="Fs1-Cn-010"/>
                            </constraints>
                            <viewLayoutGuide key="safeArea" id="Fs1-Sa-001"/>
                        </view>
                        <navigationItem key="navigationItem" title="Notes" id="Fs1-Ni-001"/>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Fs1-Fr-001" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="0.0" y="0.0"/>
            </scene>
            <!--Navigation Controller-->
            <scene sceneID="Fs1-Sc-002">
                <objects>
                    <navigationController id="Fs1-Nc-001" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="Fs1-Nb-001">
                            <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections>
                            <segue destination="Fs1-Vc-001" kind="relationship" relationship="rootViewController" id="Fs1-Sg-001"/>
                        </connections>
                    </navigationController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Fs1-Fr-002" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="0.0" y="0.0"/>
            </scene>
        </scenes>
    </document>
    """
}
