import Foundation

// Storyboard fixtures for RealAppAudit21Tests, written for these tests in the shape Xcode saves (no real app's file is
// copied). The frames the tests check come from the bar's width and the item positioning, not from text metrics.
enum RealAppAudit21Fixtures {
    /// docs/uikit-rules.md 7.47. An iPad (9.7-inch) tab bar controller with two tabs, each a plain controller with
    /// its own tab bar item. `tabBarAttributes` goes on the `<tabBar key="tabBar">` element as Xcode writes the
    /// Attributes inspector's Item Positioning, Item Width and Item Spacing (`itemPositioning="centered"
    /// itemWidth="120" itemSpacing="20"`); empty for the defaults.
    static func twoTabsOnIPad(tabBarAttributes: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Tp1-Tc-001">
            <device id="ipad9_7" orientation="portrait" layout="fullscreen" appearance="light"/>
            <dependencies>
                <deployment identifier="iOS"/>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22131"/>
                <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                <capability name="System colors in document resources" minToolsVersion="11.0"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <scenes>
                <!--Boards-->
                <scene sceneID="Tp1-Sc-001">
                    <objects>
                        <viewController id="Tp1-Vc-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Tp1-Vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="768" height="1024"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <viewLayoutGuide key="safeArea" id="Tp1-Sa-001"/>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            </view>
                            <tabBarItem key="tabBarItem" title="Boards" id="Tp1-It-001"/>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Tp1-Fr-001" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <!--Inbox-->
                <scene sceneID="Tp1-Sc-002">
                    <objects>
                        <viewController id="Tp1-Vc-002" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Tp1-Vw-002">
                                <rect key="frame" x="0.0" y="0.0" width="768" height="1024"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <viewLayoutGuide key="safeArea" id="Tp1-Sa-002"/>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            </view>
                            <tabBarItem key="tabBarItem" title="Inbox" id="Tp1-It-002"/>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Tp1-Fr-002" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <!--Tab Bar Controller-->
                <scene sceneID="Tp1-Sc-003">
                    <objects>
                        <tabBarController id="Tp1-Tc-001" sceneMemberID="viewController">
                            <tabBar key="tabBar" contentMode="scaleToFill" \(tabBarAttributes) id="Tp1-Br-001">
                                <rect key="frame" x="0.0" y="974" width="768" height="50"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <color key="backgroundColor" white="0.0" alpha="0.0" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            </tabBar>
                            <connections>
                                <segue destination="Tp1-Vc-001" kind="relationship" relationship="viewControllers" id="Tp1-Sg-001"/>
                                <segue destination="Tp1-Vc-002" kind="relationship" relationship="viewControllers" id="Tp1-Sg-002"/>
                            </connections>
                        </tabBarController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Tp1-Fr-003" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
            <resources>
                <systemColor name="systemBackgroundColor">
                    <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </systemColor>
            </resources>
        </document>
        """
    }
}
