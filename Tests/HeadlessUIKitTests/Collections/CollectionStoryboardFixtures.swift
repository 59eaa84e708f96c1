import Foundation

// A storyboard with a collection view controller scene, written for these tests in the shape Xcode 15 saves.
enum CollectionStoryboardFixtures {
    /// A navigation controller (initial) whose root is "Photos" (a `CBPhotosController`): a vertical flow layout of
    /// 100 × 100 items, 5 pt apart, 10 pt section insets, a 30 pt header; a prototype "Photo" with a caption label
    /// and a show segue "showPhoto" to "Detail"; a header prototype "Header". "Detail" is a plain controller.
    static let photos = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Cn1-Nc-0a1">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22131"/>
        </dependencies>
        <scenes>
            <scene sceneID="Cn1-Sc-0a1">
                <objects>
                    <navigationController id="Cn1-Nc-0a1" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="Cn1-Nb-0a1">
                            <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections>
                            <segue destination="Ph2-Cc-0a1" kind="relationship" relationship="rootViewController" id="Cn1-Sg-0a1"/>
                        </connections>
                    </navigationController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Cn1-Fr-0a1" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            <scene sceneID="Ph2-Sc-0a1">
                <objects>
                    <collectionViewController storyboardIdentifier="Photos" title="Photos" id="Ph2-Cc-0a1" customClass="CBPhotosController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                        <collectionView key="view" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="Ph2-Cv-0a1">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="5" minimumInteritemSpacing="5" id="Ph2-Fl-0a1">
                                <size key="itemSize" width="100" height="100"/>
                                <size key="headerReferenceSize" width="50" height="30"/>
                                <size key="footerReferenceSize" width="0.0" height="0.0"/>
                                <inset key="sectionInset" minX="10" minY="10" maxX="10" maxY="10"/>
                            </collectionViewFlowLayout>
                            <cells>
                                <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Photo" id="Ph2-Cl-0a1">
                                    <rect key="frame" x="10" y="40" width="100" height="100"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                    <collectionViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="Ph2-Ct-0a1">
                                        <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <subviews>
                                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Caption" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="Ph2-Lb-0a1">
                                                <rect key="frame" x="8" y="72" width="84" height="20"/>
                                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                <nil key="textColor"/>
                                                <nil key="highlightedColor"/>
                                                <accessibility key="accessibilityConfiguration" identifier="caption"/>
                                            </label>
                                        </subviews>
                                    </collectionViewCellContentView>
                                    <connections>
                                        <segue destination="Dt3-Vc-0a1" kind="show" identifier="showPhoto" id="Ph2-Sg-0a1"/>
                                    </connections>
                                </collectionViewCell>
                            </cells>
                            <collectionReusableView key="sectionHeaderView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Header" id="Ph2-Hd-0a1">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="30"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </collectionReusableView>
                            <connections>
                                <outlet property="dataSource" destination="Ph2-Cc-0a1" id="Ph2-Ds-0a1"/>
                                <outlet property="delegate" destination="Ph2-Cc-0a1" id="Ph2-Dl-0a1"/>
                            </connections>
                        </collectionView>
                    </collectionViewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Ph2-Fr-0a1" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            <scene sceneID="Dt3-Sc-0a1">
                <objects>
                    <viewController title="Detail" id="Dt3-Vc-0a1" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Dt3-Vw-0a1">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Dt3-Fr-0a1" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
        </scenes>
    </document>
    """
}
