import Foundation

// A storyboard with table view controller scenes, written for these tests in the shape Xcode 15 saves.
enum TableStoryboardFixtures {
    /// A navigation controller (initial) whose root is "List" (a `TBListController`, dynamic: a subtitle prototype
    /// "Item" with a disclosure indicator and a show segue "showItem" to "Detail"); "Settings", a grouped static
    /// table with sections "Account" (a "Profile" cell whose show segue "showProfile" goes to "Detail", and a
    /// value1 "Email" cell) and "About" (footer "Version 1.0", a 60 pt "Licenses" cell); "Detail", a plain controller.
    static let catalog = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Nv1-Nc-0a1">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22131"/>
        </dependencies>
        <scenes>
            <scene sceneID="Nv1-Sc-0a1">
                <objects>
                    <navigationController id="Nv1-Nc-0a1" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="Nv1-Nb-0a1">
                            <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections>
                            <segue destination="Ls2-Tc-0a1" kind="relationship" relationship="rootViewController" id="Nv1-Sg-0a1"/>
                        </connections>
                    </navigationController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Nv1-Fr-0a1" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="-600" y="-28"/>
            </scene>
            <scene sceneID="Ls2-Sc-0a1">
                <objects>
                    <tableViewController storyboardIdentifier="List" title="List" id="Ls2-Tc-0a1" customClass="TBListController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="50" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="Ls2-Tv-0a1">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            <prototypes>
                                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" accessoryType="disclosureIndicator" indentationWidth="10" reuseIdentifier="Item" textLabel="Ls2-Lb-0a1" detailTextLabel="Ls2-Lb-0a2" style="IBUITableViewCellStyleSubtitle" id="Ls2-Cl-0a1">
                                    <rect key="frame" x="0.0" y="50" width="375" height="50"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="Ls2-Cl-0a1" id="Ls2-Cv-0a1">
                                        <rect key="frame" x="0.0" y="0.0" width="341" height="50"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <subviews>
                                            <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="Ls2-Lb-0a1">
                                                <rect key="frame" x="16" y="6" width="33" height="20.5"/>
                                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                <nil key="textColor"/>
                                                <nil key="highlightedColor"/>
                                            </label>
                                            <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Subtitle" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="Ls2-Lb-0a2">
                                                <rect key="frame" x="16" y="26.5" width="44" height="14.5"/>
                                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="12"/>
                                                <nil key="textColor"/>
                                                <nil key="highlightedColor"/>
                                            </label>
                                            <view contentMode="scaleToFill" id="Ls2-Bd-0a1">
                                                <rect key="frame" x="300" y="17" width="16" height="16"/>
                                                <accessibility key="accessibilityConfiguration" identifier="badge"/>
                                            </view>
                                        </subviews>
                                    </tableViewCellContentView>
                                    <connections>
                                        <segue destination="Dt2-Vc-0a1" kind="show" identifier="showItem" id="Ls2-Sg-0a1"/>
                                    </connections>
                                </tableViewCell>
                            </prototypes>
                            <connections>
                                <outlet property="dataSource" destination="Ls2-Tc-0a1" id="Ls2-Ou-0a1"/>
                                <outlet property="delegate" destination="Ls2-Tc-0a1" id="Ls2-Ou-0a2"/>
                            </connections>
                        </tableView>
                        <navigationItem key="navigationItem" title="List" id="Ls2-Ni-0a1"/>
                    </tableViewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Ls2-Fr-0a1" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="200" y="-28"/>
            </scene>
            <scene sceneID="St2-Sc-0a1">
                <objects>
                    <tableViewController storyboardIdentifier="Settings" id="St2-Tc-0a1" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="grouped" separatorStyle="default" rowHeight="44" sectionHeaderHeight="18" sectionFooterHeight="18" id="St2-Tv-0a1">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <sections>
                                <tableViewSection headerTitle="Account" id="St2-Sn-0a1">
                                    <cells>
                                        <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" accessoryType="disclosureIndicator" textLabel="St2-Lb-0a1" style="IBUITableViewCellStyleDefault" id="St2-Cl-0a1">
                                            <rect key="frame" x="0.0" y="18" width="375" height="44"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="St2-Cl-0a1" id="St2-Cv-0a1">
                                                <rect key="frame" x="0.0" y="0.0" width="341" height="44"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <subviews>
                                                    <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Profile" textAlignment="natural" lineBreakMode="tailTruncation" id="St2-Lb-0a1">
                                                        <rect key="frame" x="16" y="0.0" width="317" height="44"/>
                                                        <autoresizingMask key="autoresizingMask"/>
                                                        <accessibility key="accessibilityConfiguration" identifier="profileTitle"/>
                                                    </label>
                                                </subviews>
                                            </tableViewCellContentView>
                                            <connections>
                                                <segue destination="Dt2-Vc-0a1" kind="show" identifier="showProfile" id="St2-Sg-0a1"/>
                                            </connections>
                                        </tableViewCell>
                                        <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="none" textLabel="St2-Lb-0a2" detailTextLabel="St2-Lb-0a3" style="IBUITableViewCellStyleValue1" id="St2-Cl-0a2">
                                            <rect key="frame" x="0.0" y="62" width="375" height="44"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="St2-Cl-0a2" id="St2-Cv-0a2">
                                                <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <subviews>
                                                    <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Email" textAlignment="natural" lineBreakMode="tailTruncation" id="St2-Lb-0a2">
                                                        <rect key="frame" x="16" y="12" width="42" height="20.5"/>
                                                        <autoresizingMask key="autoresizingMask"/>
                                                    </label>
                                                    <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="me@example.com" textAlignment="right" lineBreakMode="tailTruncation" id="St2-Lb-0a3">
                                                        <rect key="frame" x="220" y="12" width="139" height="20.5"/>
                                                        <autoresizingMask key="autoresizingMask"/>
                                                    </label>
                                                </subviews>
                                            </tableViewCellContentView>
                                        </tableViewCell>
                                    </cells>
                                </tableViewSection>
                                <tableViewSection headerTitle="About" footerTitle="Version 1.0" id="St2-Sn-0a2">
                                    <cells>
                                        <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" rowHeight="60" textLabel="St2-Lb-0a4" style="IBUITableViewCellStyleDefault" id="St2-Cl-0a3">
                                            <rect key="frame" x="0.0" y="160" width="375" height="60"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="St2-Cl-0a3" id="St2-Cv-0a3">
                                                <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <subviews>
                                                    <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Licenses" textAlignment="natural" lineBreakMode="tailTruncation" id="St2-Lb-0a4">
                                                        <rect key="frame" x="16" y="0.0" width="343" height="60"/>
                                                        <autoresizingMask key="autoresizingMask"/>
                                                    </label>
                                                </subviews>
                                            </tableViewCellContentView>
                                        </tableViewCell>
                                    </cells>
                                </tableViewSection>
                            </sections>
                            <connections>
                                <outlet property="dataSource" destination="St2-Tc-0a1" id="St2-Ou-0a1"/>
                                <outlet property="delegate" destination="St2-Tc-0a1" id="St2-Ou-0a2"/>
                            </connections>
                        </tableView>
                    </tableViewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="St2-Fr-0a1" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="200" y="700"/>
            </scene>
            <scene sceneID="Dt2-Sc-0a1">
                <objects>
                    <viewController storyboardIdentifier="Detail" title="Detail" id="Dt2-Vc-0a1" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Dt2-Vw-0a1">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Dt2-Fr-0a1" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="1000" y="-28"/>
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
