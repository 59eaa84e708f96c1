import Foundation
@testable import HeadlessUIKit

// Nibs written for NibTests in the shape Xcode 15 saves a .xib (document version 3.0, the File's Owner placeholder
// with id -1 and the First Responder with -2, ids of the form "Abc-De-fGh"). Each is designed on an iPhone 8 in
// portrait (375 x 667): the frames in the file are the ones its constraints give there (a label's line is the
// runtime's 21 pt for the 17 pt system font).
enum NibFixtures {
    /// The document around a nib's objects.
    static func document(_ objects: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22131"/>
                <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <objects>
        \(objects)
            </objects>
            <resources>
                <systemColor name="systemBackgroundColor">
                    <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </systemColor>
            </resources>
        </document>
        """
    }

    /// A controller's nib: File's Owner `NBProfileController` with its `view` outlet, a `nameLabel` outlet and a
    /// `save:` action from the button. The label is pinned 20 pt inside the safe area at the top and sides; the
    /// button sits 8 pt below it, centred.
    static let profile = document("""
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="NBProfileController" customModule="Nibs" customModuleProvider="target">
                <connections>
                    <outlet property="nameLabel" destination="Pf1-Lb-0a1" id="Pf1-Ot-0a1"/>
                    <outlet property="view" destination="Pf1-Vw-0a1" id="Pf1-Ot-0a2"/>
                </connections>
            </placeholder>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <view contentMode="scaleToFill" id="Pf1-Vw-0a1">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Ada Lovelace" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Pf1-Lb-0a1">
                        <rect key="frame" x="20" y="40" width="335" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <nil key="textColor"/>
                        <nil key="highlightedColor"/>
                    </label>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Pf1-Bt-0a1">
                        <rect key="frame" x="165.5" y="69" width="44" height="30"/>
                        <state key="normal" title="Save"/>
                        <connections>
                            <action selector="save:" destination="-1" eventType="touchUpInside" id="Pf1-Ac-0a1"/>
                        </connections>
                    </button>
                </subviews>
                <viewLayoutGuide key="safeArea" id="Pf1-Sa-0a1"/>
                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                <constraints>
                    <constraint firstItem="Pf1-Lb-0a1" firstAttribute="top" secondItem="Pf1-Sa-0a1" secondAttribute="top" constant="20" id="Pf1-Cn-0a1"/>
                    <constraint firstItem="Pf1-Lb-0a1" firstAttribute="leading" secondItem="Pf1-Sa-0a1" secondAttribute="leading" constant="20" id="Pf1-Cn-0a2"/>
                    <constraint firstItem="Pf1-Sa-0a1" firstAttribute="trailing" secondItem="Pf1-Lb-0a1" secondAttribute="trailing" constant="20" id="Pf1-Cn-0a3"/>
                    <constraint firstItem="Pf1-Bt-0a1" firstAttribute="top" secondItem="Pf1-Lb-0a1" secondAttribute="bottom" constant="8" id="Pf1-Cn-0a4"/>
                    <constraint firstItem="Pf1-Bt-0a1" firstAttribute="centerX" secondItem="Pf1-Vw-0a1" secondAttribute="centerX" id="Pf1-Cn-0a5"/>
                </constraints>
                <point key="canvasLocation" x="132" y="-12"/>
            </view>
    """)

    /// A table cell's nib: `NBCell` with reuse identifier "NBCell" and a `titleLabel` outlet from the cell to the
    /// label, which is pinned to the content view's margins (11 pt above and below, 16 pt at the sides in an
    /// iPhone 8's 375-pt-wide cell, 44 pt high).
    static let cell = document("""
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="NBCell" id="Ce1-Tc-0a1" customClass="NBCell" customModule="Nibs" customModuleProvider="target">
                <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                <autoresizingMask key="autoresizingMask"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="Ce1-Tc-0a1" id="Ce1-Cv-0a1">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Ce1-Lb-0a1">
                            <rect key="frame" x="16" y="11" width="343" height="22"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <nil key="textColor"/>
                            <nil key="highlightedColor"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Ce1-Lb-0a1" firstAttribute="top" secondItem="Ce1-Cv-0a1" secondAttribute="topMargin" id="Ce1-Cn-0a1"/>
                        <constraint firstItem="Ce1-Lb-0a1" firstAttribute="leading" secondItem="Ce1-Cv-0a1" secondAttribute="leadingMargin" id="Ce1-Cn-0a2"/>
                        <constraint firstAttribute="trailingMargin" secondItem="Ce1-Lb-0a1" secondAttribute="trailing" id="Ce1-Cn-0a3"/>
                        <constraint firstAttribute="bottomMargin" secondItem="Ce1-Lb-0a1" secondAttribute="bottom" id="Ce1-Cn-0a4"/>
                    </constraints>
                </tableViewCellContentView>
                <connections>
                    <outlet property="titleLabel" destination="Ce1-Lb-0a1" id="Ce1-Ot-0a1"/>
                </connections>
                <point key="canvasLocation" x="139" y="154"/>
            </tableViewCell>
    """)

    /// A reusable view's nib loaded by its own class: File's Owner `NBBadgeView` with outlets `contentView` (the
    /// nib's only top-level view, 120 x 40) and `countLabel`, centred in it.
    static let badge = document("""
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="NBBadgeView" customModule="Nibs" customModuleProvider="target">
                <connections>
                    <outlet property="contentView" destination="Bg1-Vw-0a1" id="Bg1-Ot-0a1"/>
                    <outlet property="countLabel" destination="Bg1-Lb-0a1" id="Bg1-Ot-0a2"/>
                </connections>
            </placeholder>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <view contentMode="scaleToFill" id="Bg1-Vw-0a1">
                <rect key="frame" x="0.0" y="0.0" width="120" height="40"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="12" textAlignment="center" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Bg1-Lb-0a1">
                        <rect key="frame" x="51" y="9.5" width="18.5" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <nil key="textColor"/>
                        <nil key="highlightedColor"/>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="Bg1-Lb-0a1" firstAttribute="centerX" secondItem="Bg1-Vw-0a1" secondAttribute="centerX" id="Bg1-Cn-0a1"/>
                    <constraint firstItem="Bg1-Lb-0a1" firstAttribute="centerY" secondItem="Bg1-Vw-0a1" secondAttribute="centerY" id="Bg1-Cn-0a2"/>
                </constraints>
                <nil key="simulatedTopBarMetrics"/>
                <nil key="simulatedBottomBarMetrics"/>
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                <point key="canvasLocation" x="10" y="20"/>
            </view>
    """)

    /// Two top-level views, a gesture recognizer between them (not modelled), and no owner class.
    static let twoViews = document("""
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <view contentMode="scaleToFill" id="Tw1-Vw-0a1">
                <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            </view>
            <tapGestureRecognizer id="Tw1-Tg-0a1"/>
            <customObject id="Tw1-Co-0a1" customClass="TWModel"/>
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Second" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="Tw1-Lb-0a1">
                <rect key="frame" x="0.0" y="0.0" width="80" height="21"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                <nil key="textColor"/>
                <nil key="highlightedColor"/>
            </label>
    """)

    /// A collection view cell's nib: `NBTile` (reuse identifier "NBTile", 100 x 100) with a `label` outlet to a
    /// label pinned 8 pt inside its content view.
    static let tile = document("""
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="NBTile" id="Tl1-Cc-0a1" customClass="NBTile" customModule="Nibs" customModuleProvider="target">
                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <collectionViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="Tl1-Cv-0a1">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Tile" textAlignment="center" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Tl1-Lb-0a1">
                            <rect key="frame" x="8" y="8" width="84" height="84"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <nil key="textColor"/>
                            <nil key="highlightedColor"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Tl1-Lb-0a1" firstAttribute="top" secondItem="Tl1-Cv-0a1" secondAttribute="top" constant="8" id="Tl1-Cn-0a1"/>
                        <constraint firstItem="Tl1-Lb-0a1" firstAttribute="leading" secondItem="Tl1-Cv-0a1" secondAttribute="leading" constant="8" id="Tl1-Cn-0a2"/>
                        <constraint firstAttribute="trailing" secondItem="Tl1-Lb-0a1" secondAttribute="trailing" constant="8" id="Tl1-Cn-0a3"/>
                        <constraint firstAttribute="bottom" secondItem="Tl1-Lb-0a1" secondAttribute="bottom" constant="8" id="Tl1-Cn-0a4"/>
                    </constraints>
                </collectionViewCellContentView>
                <size key="customSize" width="100" height="100"/>
                <connections>
                    <outlet property="label" destination="Tl1-Lb-0a1" id="Tl1-Ot-0a1"/>
                </connections>
                <point key="canvasLocation" x="50" y="50"/>
            </collectionViewCell>
    """)
}
