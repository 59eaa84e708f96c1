import Foundation
@testable import HeadlessUIKit

// A storyboard in the shape of Xcode's Master-Detail App template (classic split view), written for these tests in
// the form Xcode 15 saves.
enum SplitMasterDetailFixture {
    /// The split view (initial) has a navigation controller whose root is Master as its master, and a navigation
    /// controller whose root is Detail as its detail. Master has a manual `showDetail` segue (kind showDetail) to
    /// the detail navigation controller's scene.
    static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Md1-Sv-0a1">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22131"/>
            <capability name="Safe area layout guides" minToolsVersion="9.0"/>
        </dependencies>
        <scenes>
            <!--Split View Controller-->
            <scene sceneID="Md1-Sc-0a1">
                <objects>
                    <splitViewController id="Md1-Sv-0a1" sceneMemberID="viewController">
                        <connections>
                            <segue destination="Md2-Nc-0a1" kind="relationship" relationship="masterViewController" id="Md1-Sg-0a1"/>
                            <segue destination="Md4-Nc-0a1" kind="relationship" relationship="detailViewController" id="Md1-Sg-0a2"/>
                        </connections>
                    </splitViewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Md1-Fr-0a1" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="-856" y="-330"/>
            </scene>
            <!--Master-->
            <scene sceneID="Md2-Sc-0a1">
                <objects>
                    <navigationController title="Master" id="Md2-Nc-0a1" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" id="Md2-Nb-0a1">
                            <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections>
                            <segue destination="Md3-Vc-0a1" kind="relationship" relationship="rootViewController" id="Md2-Sg-0a1"/>
                        </connections>
                    </navigationController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Md2-Fr-0a1" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="-38" y="-630"/>
            </scene>
            <!--Master-->
            <scene sceneID="Md3-Sc-0a1">
                <objects>
                    <viewController title="Master" id="Md3-Vc-0a1" customClass="MDMaster" customModule="MasterDetail" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Md3-Vw-0a1">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <viewLayoutGuide key="safeArea" id="Md3-Sa-0a1"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                        </view>
                        <navigationItem key="navigationItem" title="Master" id="Md3-Ni-0a1"/>
                        <connections>
                            <segue destination="Md4-Nc-0a1" kind="showDetail" identifier="showDetail" id="Md3-Sg-0a1"/>
                        </connections>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Md3-Fr-0a1" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="709" y="-630"/>
            </scene>
            <!--Navigation Controller-->
            <scene sceneID="Md4-Sc-0a1">
                <objects>
                    <navigationController id="Md4-Nc-0a1" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" id="Md4-Nb-0a1">
                            <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections>
                            <segue destination="Md5-Vc-0a1" kind="relationship" relationship="rootViewController" id="Md4-Sg-0a1"/>
                        </connections>
                    </navigationController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Md4-Fr-0a1" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="-38" y="129"/>
            </scene>
            <!--Detail-->
            <scene sceneID="Md5-Sc-0a1">
                <objects>
                    <viewController title="Detail" id="Md5-Vc-0a1" customClass="MDDetail" customModule="MasterDetail" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Md5-Vw-0a1">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <viewLayoutGuide key="safeArea" id="Md5-Sa-0a1"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                        </view>
                        <navigationItem key="navigationItem" title="Detail" id="Md5-Ni-0a1"/>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Md5-Fr-0a1" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="709" y="129"/>
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
