import Foundation

// Storyboard fixtures for SegueTests and StoryboardLaunchTests, written for these tests in the shape Xcode 15 saves.
enum SegueFixtures {
    /// A tab bar controller (initial) with two tabs: a navigation controller whose root is Home, and Settings.
    /// Home has a Next button (show → Detail), a Modal button (full-screen cross-dissolve presentation → Modal),
    /// and manual segues: fade (custom SGFadeSegue → Detail), ghost (custom, never registered), pop (popover →
    /// Modal), legacyPush (push → Detail), detail (showDetail → Detail), toOther (show → a storyboard reference).
    /// Detail has a Deeper button (show → Deep); Deep a Present button (full-screen presentation → Modal); Modal a
    /// Done button that unwinds with unwindToHome:. Container embeds Embedded in a container view. Split has
    /// Embedded as primary and Settings as secondary. Pages is a page view controller.
    static let flow = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Tb1-Tc-0a1">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22131"/>
            <capability name="Safe area layout guides" minToolsVersion="9.0"/>
        </dependencies>
        <scenes>
            <!--Tab Bar Controller-->
            <scene sceneID="Tb1-Sc-0a1">
                <objects>
                    <tabBarController storyboardIdentifier="Tabs" id="Tb1-Tc-0a1" sceneMemberID="viewController">
                        <tabBar key="tabBar" contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" id="Tb1-Tb-0a1">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="49"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </tabBar>
                        <connections>
                            <segue destination="Nv1-Nc-0a1" kind="relationship" relationship="viewControllers" id="Tb1-Sg-0a1"/>
                            <segue destination="St1-Vc-0a1" kind="relationship" relationship="viewControllers" id="Tb1-Sg-0a2"/>
                        </connections>
                    </tabBarController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Tb1-Fr-0a1" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="-700" y="0.0"/>
            </scene>
            <!--Navigation Controller-->
            <scene sceneID="Nv1-Sc-0a1">
                <objects>
                    <navigationController storyboardIdentifier="Nav" automaticallyAdjustsScrollViewInsets="NO" id="Nv1-Nc-0a1" sceneMemberID="viewController">
                        <tabBarItem key="tabBarItem" title="Home" id="Nv1-Ti-0a1"/>
                        <toolbarItems/>
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="Nv1-Nb-0a1">
                            <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <nil name="viewControllers"/>
                        <connections>
                            <segue destination="Hm1-Vc-0a1" kind="relationship" relationship="rootViewController" id="Nv1-Sg-0a1"/>
                        </connections>
                    </navigationController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Nv1-Fr-0a1" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="0.0" y="0.0"/>
            </scene>
            <!--Home-->
            <scene sceneID="Hm1-Sc-0a1">
                <objects>
                    <viewController storyboardIdentifier="Home" id="Hm1-Vc-0a1" customClass="SGHome" customModule="Flow" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Hm1-Vw-0a1">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Hm1-Bt-0a1">
                                    <rect key="frame" x="16" y="200" width="343" height="44"/>
                                    <accessibility key="accessibilityConfiguration" identifier="nextButton"/>
                                    <state key="normal" title="Next"/>
                                    <connections>
                                        <segue destination="Dt1-Vc-0a1" kind="show" identifier="next" id="Hm1-Sg-0a1"/>
                                    </connections>
                                </button>
                                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Hm1-Bt-0a2">
                                    <rect key="frame" x="16" y="260" width="343" height="44"/>
                                    <accessibility key="accessibilityConfiguration" identifier="modalButton"/>
                                    <state key="normal" title="Modal"/>
                                    <connections>
                                        <segue destination="Md1-Vc-0a1" kind="presentation" identifier="modal" modalPresentationStyle="fullScreen" modalTransitionStyle="crossDissolve" id="Hm1-Sg-0a2"/>
                                    </connections>
                                </button>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="Hm1-Sa-0a1"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                        </view>
                        <navigationItem key="navigationItem" title="Home" id="Hm1-Ni-0a1"/>
                        <connections>
                            <segue destination="Dt1-Vc-0a1" kind="custom" identifier="fade" customClass="SGFadeSegue" customModule="Flow" customModuleProvider="target" id="Hm1-Sg-0a3"/>
                            <segue destination="Dt1-Vc-0a1" kind="custom" identifier="ghost" customClass="SGGhostSegue" id="Hm1-Sg-0a4"/>
                            <segue destination="Md1-Vc-0a1" kind="popoverPresentation" identifier="pop" popoverAnchorView="Hm1-Bt-0a2" id="Hm1-Sg-0a5">
                                <popoverArrowDirection key="popoverArrowDirection" up="YES" down="YES" left="YES" right="YES"/>
                            </segue>
                            <segue destination="Dt1-Vc-0a1" kind="push" identifier="legacyPush" id="Hm1-Sg-0a6"/>
                            <segue destination="Dt1-Vc-0a1" kind="showDetail" identifier="detail" id="Hm1-Sg-0a7"/>
                            <segue destination="Rf1-Vp-0a1" kind="show" identifier="toOther" id="Hm1-Sg-0a8"/>
                        </connections>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Hm1-Fr-0a1" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="700" y="0.0"/>
            </scene>
            <!--Detail-->
            <scene sceneID="Dt1-Sc-0a1">
                <objects>
                    <viewController storyboardIdentifier="Detail" id="Dt1-Vc-0a1" customClass="SGDetail" customModule="Flow" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Dt1-Vw-0a1">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="Dt1-Bt-0a1">
                                    <rect key="frame" x="16" y="200" width="343" height="44"/>
                                    <accessibility key="accessibilityConfiguration" identifier="deeperButton"/>
                                    <state key="normal" title="Deeper"/>
                                    <connections>
                                        <segue destination="Dp1-Vc-0a1" kind="show" identifier="deeper" id="Dt1-Sg-0a1"/>
                                    </connections>
                                </button>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="Dt1-Sa-0a1"/>
                        </view>
                        <navigationItem key="navigationItem" title="Detail" id="Dt1-Ni-0a1"/>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Dt1-Fr-0a1" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="1400" y="0.0"/>
            </scene>
            <!--Deep-->
            <scene sceneID="Dp1-Sc-0a1">
                <objects>
                    <viewController storyboardIdentifier="Deep" id="Dp1-Vc-0a1" customClass="SGDeep" customModule="Flow" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Dp1-Vw-0a1">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="Dp1-Bt-0a1">
                                    <rect key="frame" x="16" y="200" width="343" height="44"/>
                                    <accessibility key="accessibilityConfiguration" identifier="presentButton"/>
                                    <state key="normal" title="Present"/>
                                    <connections>
                                        <segue destination="Md1-Vc-0a1" kind="presentation" identifier="present" modalPresentationStyle="fullScreen" id="Dp1-Sg-0a1"/>
                                    </connections>
                                </button>
                            </subviews>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Dp1-Fr-0a1" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="2100" y="0.0"/>
            </scene>
            <!--Modal-->
            <scene sceneID="Md1-Sc-0a1">
                <objects>
                    <viewController storyboardIdentifier="Modal" id="Md1-Vc-0a1" customClass="SGModal" customModule="Flow" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Md1-Vw-0a1">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="Md1-Bt-0a1">
                                    <rect key="frame" x="16" y="40" width="80" height="44"/>
                                    <accessibility key="accessibilityConfiguration" identifier="doneButton"/>
                                    <state key="normal" title="Done"/>
                                    <connections>
                                        <segue destination="Md1-Ex-0a1" kind="unwind" identifier="backHome" unwindAction="unwindToHome:" id="Md1-Sg-0a1"/>
                                    </connections>
                                </button>
                            </subviews>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Md1-Fr-0a1" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                    <exit id="Md1-Ex-0a1" userLabel="Exit" sceneMemberID="exit"/>
                </objects>
                <point key="canvasLocation" x="2800" y="0.0"/>
            </scene>
            <!--Settings-->
            <scene sceneID="St1-Sc-0a1">
                <objects>
                    <viewController storyboardIdentifier="Settings" id="St1-Vc-0a1" customClass="SGSettings" customModule="Flow" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="St1-Vw-0a1">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        </view>
                        <tabBarItem key="tabBarItem" title="Settings" id="St1-Ti-0a1"/>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="St1-Fr-0a1" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="0.0" y="800"/>
            </scene>
            <!--Container-->
            <scene sceneID="Ct1-Sc-0a1">
                <objects>
                    <viewController storyboardIdentifier="Container" id="Ct1-Vc-0a1" customClass="SGContainer" customModule="Flow" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Ct1-Vw-0a1">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Ct1-Cv-0a1">
                                    <rect key="frame" x="20" y="100" width="335" height="200"/>
                                    <accessibility key="accessibilityConfiguration" identifier="containerView"/>
                                    <connections>
                                        <segue destination="Em1-Vc-0a1" kind="embed" identifier="embed" id="Ct1-Sg-0a1"/>
                                    </connections>
                                </containerView>
                            </subviews>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Ct1-Fr-0a1" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="700" y="800"/>
            </scene>
            <!--Embedded-->
            <scene sceneID="Em1-Sc-0a1">
                <objects>
                    <viewController storyboardIdentifier="Embedded" id="Em1-Vc-0a1" customClass="SGEmbedded" customModule="Flow" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Em1-Vw-0a1">
                            <rect key="frame" x="0.0" y="0.0" width="335" height="200"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Em1-Fr-0a1" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="1400" y="800"/>
            </scene>
            <!--Split View Controller-->
            <scene sceneID="Sp1-Sc-0a1">
                <objects>
                    <splitViewController storyboardIdentifier="Split" id="Sp1-Sv-0a1" sceneMemberID="viewController">
                        <connections>
                            <segue destination="Em1-Vc-0a1" kind="relationship" relationship="masterViewController" id="Sp1-Sg-0a1"/>
                            <segue destination="St1-Vc-0a1" kind="relationship" relationship="detailViewController" id="Sp1-Sg-0a2"/>
                        </connections>
                    </splitViewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Sp1-Fr-0a1" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="2100" y="800"/>
            </scene>
            <!--Page View Controller-->
            <scene sceneID="Pg1-Sc-0a1">
                <objects>
                    <pageViewController storyboardIdentifier="Pages" autoresizesArchivedViewToFullSize="NO" transitionStyle="pageCurl" navigationOrientation="vertical" spineLocation="min" id="Pg1-Pv-0a1" sceneMemberID="viewController"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Pg1-Fr-0a1" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="2800" y="800"/>
            </scene>
            <!--Other-->
            <scene sceneID="Rf1-Sc-0a1">
                <objects>
                    <viewControllerPlaceholder storyboardName="Other" id="Rf1-Vp-0a1" sceneMemberID="viewController"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Rf1-Fr-0a1" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="3500" y="800"/>
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
