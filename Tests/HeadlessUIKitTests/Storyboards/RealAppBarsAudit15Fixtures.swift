import Foundation

// Storyboard fixtures for RealAppBarsAudit15Tests, written for these tests in the shape Xcode saves (no real app's
// file is copied). Sizes come from fixed-size constraints, so no expectation depends on text metrics.
enum RealAppBarsAudit15Fixtures {
    /// A tab bar controller (initial) whose tab bar is opaque (`translucent="NO"`), holding a navigation controller
    /// whose navigation bar and shown toolbar are opaque too. Its root, Opaque (iPhone 8, Xcode 15), has a 100-pt
    /// wide box pinned 10 pt from its view's leading edge and to its view's top and bottom (not to the safe area).
    static let opaqueBars = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Op1-Tc-001">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22131"/>
            <capability name="Safe area layout guides" minToolsVersion="9.0"/>
            <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        </dependencies>
        <scenes>
            <!--Tab Bar Controller-->
            <scene sceneID="Op1-Sc-001">
                <objects>
                    <tabBarController id="Op1-Tc-001" sceneMemberID="viewController">
                        <tabBar key="tabBar" contentMode="scaleToFill" translucent="NO" id="Op1-Tb-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="49"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </tabBar>
                        <connections>
                            <segue destination="Op2-Nc-001" kind="relationship" relationship="viewControllers" id="Op1-Sg-001"/>
                        </connections>
                    </tabBarController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Op1-Fr-001" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="-1400" y="0.0"/>
            </scene>
            <!--Navigation Controller-->
            <scene sceneID="Op2-Sc-001">
                <objects>
                    <navigationController toolbarHidden="NO" id="Op2-Nc-001" sceneMemberID="viewController">
                        <tabBarItem key="tabBarItem" title="Opaque" id="Op2-Ti-001"/>
                        <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" id="Op2-Nb-001">
                            <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <toolbar key="toolbar" opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" translucent="NO" id="Op2-Tl-001">
                            <rect key="frame" x="0.0" y="574" width="375" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </toolbar>
                        <connections>
                            <segue destination="Op3-Vc-001" kind="relationship" relationship="rootViewController" id="Op2-Sg-001"/>
                        </connections>
                    </navigationController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Op2-Fr-001" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="-700" y="0.0"/>
            </scene>
            <!--Opaque-->
            <scene sceneID="Op3-Sc-001">
                <objects>
                    <viewController id="Op3-Vc-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Op3-Vw-001">
                            <rect key="frame" x="0.0" y="64" width="375" height="510"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Op3-Bx-001">
                                    <rect key="frame" x="10" y="0.0" width="100" height="510"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="100" id="Op3-Cw-001"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="Op3-Sa-001"/>
                            <constraints>
                                <constraint firstItem="Op3-Bx-001" firstAttribute="leading" secondItem="Op3-Vw-001" secondAttribute="leading" constant="10" id="Op3-Cl-001"/>
                                <constraint firstItem="Op3-Bx-001" firstAttribute="top" secondItem="Op3-Vw-001" secondAttribute="top" id="Op3-Ct-001"/>
                                <constraint firstAttribute="bottom" secondItem="Op3-Bx-001" secondAttribute="bottom" id="Op3-Cb-001"/>
                            </constraints>
                        </view>
                        <navigationItem key="navigationItem" title="Opaque" id="Op3-Ni-001"/>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Op3-Fr-001" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="0.0" y="0.0"/>
            </scene>
        </scenes>
    </document>
    """
}
