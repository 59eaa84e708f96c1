import Foundation

// Storyboard and nib fixtures for StoryboardBarTests, written for these tests in the shape Xcode 15 saves.
enum StoryboardBarFixtures {
    /// A navigation controller (initial) that prefers large titles and shows its toolbar, whose root is Notes
    /// (class BRNotes). Notes' navigation item: title "Notes", an Edit item on the left (action toggleEditing: to
    /// Notes), and on the right an Add item (show segue "add" to Detail; outlet addButton) and a Sort item with an
    /// SF Symbol (action sort: to the First Responder). Its toolbar items: a flexible space and a disabled Compose
    /// item. Its view has a label pinned 8 pt below the safe area's top ("topLabel") and one 8 pt above its bottom
    /// ("bottomLabel"); a double-tap recognizer (action doubleTapped: to Notes, outlet doubleTap) and a left swipe
    /// (segue "swipe" to Detail) are on the view. Detail (class BRDetail) has a navigation item titled "Detail"
    /// that never shows its title large, no edges for extended layout, and presentation attributes (form sheet,
    /// cross dissolve, defines the presentation context, no automatic scroll view insets, hides the bottom bar). Sheet (class BRSheet) is a form with a standalone navigation bar (Cancel
    /// and Save items, actions cancel: and save:) and a toolbar with a Trash item; its text field's delegate
    /// outlet is the sheet.
    static let bars = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Br1-Nc-0a1">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22131"/>
            <capability name="Safe area layout guides" minToolsVersion="9.0"/>
            <capability name="System colors in document resources" minToolsVersion="11.0"/>
            <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        </dependencies>
        <scenes>
            <!--Navigation Controller-->
            <scene sceneID="Br1-Sc-0a1">
                <objects>
                    <navigationController toolbarHidden="NO" id="Br1-Nc-0a1" sceneMemberID="viewController">
                        <tabBarItem key="tabBarItem" title="Notes" image="note.text" catalog="system" id="Br1-Ti-0a1"/>
                        <navigationBar key="navigationBar" contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" largeTitles="YES" id="Br1-Nb-0a1">
                            <rect key="frame" x="0.0" y="20" width="375" height="96"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <toolbar key="toolbar" opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" id="Br1-Tb-0a1">
                            <rect key="frame" x="0.0" y="623" width="375" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </toolbar>
                        <connections>
                            <segue destination="Br2-Vc-0a1" kind="relationship" relationship="rootViewController" id="Br1-Sg-0a1"/>
                        </connections>
                    </navigationController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Br1-Fr-0a1" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="-700" y="0.0"/>
            </scene>
            <!--Notes-->
            <scene sceneID="Br2-Sc-0a1">
                <objects>
                    <viewController storyboardIdentifier="Notes" id="Br2-Vc-0a1" customClass="BRNotes" customModule="Bars" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Br2-Vw-0a1">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Top" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Br2-Lb-0a1">
                                    <rect key="frame" x="16" y="124" width="343" height="21"/>
                                    <accessibility key="accessibilityConfiguration" identifier="topLabel"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <nil key="textColor"/>
                                    <nil key="highlightedColor"/>
                                </label>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Bottom" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Br2-Lb-0a2">
                                    <rect key="frame" x="16" y="594" width="343" height="21"/>
                                    <accessibility key="accessibilityConfiguration" identifier="bottomLabel"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <nil key="textColor"/>
                                    <nil key="highlightedColor"/>
                                </label>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="Br2-Sa-0a1"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            <constraints>
                                <constraint firstItem="Br2-Lb-0a1" firstAttribute="top" secondItem="Br2-Sa-0a1" secondAttribute="top" constant="8" id="Br2-Cn-0a1"/>
                                <constraint firstItem="Br2-Lb-0a1" firstAttribute="leading" secondItem="Br2-Sa-0a1" secondAttribute="leading" constant="16" id="Br2-Cn-0a2"/>
                                <constraint firstItem="Br2-Sa-0a1" firstAttribute="trailing" secondItem="Br2-Lb-0a1" secondAttribute="trailing" constant="16" id="Br2-Cn-0a3"/>
                                <constraint firstItem="Br2-Sa-0a1" firstAttribute="bottom" secondItem="Br2-Lb-0a2" secondAttribute="bottom" constant="8" id="Br2-Cn-0a4"/>
                                <constraint firstItem="Br2-Lb-0a2" firstAttribute="leading" secondItem="Br2-Sa-0a1" secondAttribute="leading" constant="16" id="Br2-Cn-0a5"/>
                                <constraint firstItem="Br2-Sa-0a1" firstAttribute="trailing" secondItem="Br2-Lb-0a2" secondAttribute="trailing" constant="16" id="Br2-Cn-0a6"/>
                            </constraints>
                            <connections>
                                <outletCollection property="gestureRecognizers" destination="Br2-Gt-0a1" appends="YES" id="Br2-Oc-0a1"/>
                                <outletCollection property="gestureRecognizers" destination="Br2-Gs-0a1" appends="YES" id="Br2-Oc-0a2"/>
                            </connections>
                        </view>
                        <toolbarItems>
                            <barButtonItem style="plain" systemItem="flexibleSpace" id="Br2-Bi-0a4"/>
                            <barButtonItem enabled="NO" systemItem="compose" id="Br2-Bi-0a5"/>
                        </toolbarItems>
                        <navigationItem key="navigationItem" title="Notes" id="Br2-Ni-0a1">
                            <barButtonItem key="leftBarButtonItem" systemItem="edit" id="Br2-Bi-0a1">
                                <connections>
                                    <action selector="toggleEditing:" destination="Br2-Vc-0a1" id="Br2-Ac-0a1"/>
                                </connections>
                            </barButtonItem>
                            <rightBarButtonItems>
                                <barButtonItem systemItem="add" id="Br2-Bi-0a2">
                                    <connections>
                                        <segue destination="Br3-Vc-0a1" kind="show" identifier="add" id="Br2-Sg-0a1"/>
                                    </connections>
                                </barButtonItem>
                                <barButtonItem title="Sort" image="arrow.up.arrow.down" catalog="system" id="Br2-Bi-0a3">
                                    <connections>
                                        <action selector="sort:" destination="Br2-Fr-0a1" id="Br2-Ac-0a2"/>
                                    </connections>
                                </barButtonItem>
                            </rightBarButtonItems>
                        </navigationItem>
                        <connections>
                            <outlet property="addButton" destination="Br2-Bi-0a2" id="Br2-Ot-0a1"/>
                            <outlet property="doubleTap" destination="Br2-Gt-0a1" id="Br2-Ot-0a2"/>
                        </connections>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Br2-Fr-0a1" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                    <tapGestureRecognizer numberOfTapsRequired="2" id="Br2-Gt-0a1">
                        <connections>
                            <action selector="doubleTapped:" destination="Br2-Vc-0a1" id="Br2-Ac-0a3"/>
                        </connections>
                    </tapGestureRecognizer>
                    <swipeGestureRecognizer direction="left" id="Br2-Gs-0a1">
                        <connections>
                            <segue destination="Br3-Vc-0a1" kind="show" identifier="swipe" id="Br2-Sg-0a2"/>
                        </connections>
                    </swipeGestureRecognizer>
                </objects>
                <point key="canvasLocation" x="0.0" y="0.0"/>
            </scene>
            <!--Detail-->
            <scene sceneID="Br3-Sc-0a1">
                <objects>
                    <viewController storyboardIdentifier="Detail" automaticallyAdjustsScrollViewInsets="NO" hidesBottomBarWhenPushed="YES" modalPresentationStyle="formSheet" modalTransitionStyle="crossDissolve" definesPresentationContext="YES" id="Br3-Vc-0a1" customClass="BRDetail" customModule="Bars" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Br3-Vw-0a1">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <viewLayoutGuide key="safeArea" id="Br3-Sa-0a1"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                        </view>
                        <extendedEdge key="edgesForExtendedLayout"/>
                        <navigationItem key="navigationItem" title="Detail" largeTitleDisplayMode="never" id="Br3-Ni-0a1"/>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Br3-Fr-0a1" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="700" y="0.0"/>
            </scene>
            <!--Sheet-->
            <scene sceneID="Br4-Sc-0a1">
                <objects>
                    <viewController storyboardIdentifier="Sheet" id="Br4-Vc-0a1" customClass="BRSheet" customModule="Bars" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Br4-Vw-0a1">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <navigationBar contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Br4-Nb-0a1">
                                    <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                                    <items>
                                        <navigationItem title="New Note" id="Br4-Ni-0a1">
                                            <barButtonItem key="leftBarButtonItem" systemItem="cancel" id="Br4-Bi-0a1">
                                                <connections>
                                                    <action selector="cancel:" destination="Br4-Vc-0a1" id="Br4-Ac-0a1"/>
                                                </connections>
                                            </barButtonItem>
                                            <barButtonItem key="rightBarButtonItem" style="done" systemItem="save" id="Br4-Bi-0a2">
                                                <connections>
                                                    <action selector="save:" destination="Br4-Vc-0a1" id="Br4-Ac-0a2"/>
                                                </connections>
                                            </barButtonItem>
                                        </navigationItem>
                                    </items>
                                </navigationBar>
                                <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Title" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="Br4-Tf-0a1">
                                    <rect key="frame" x="16" y="80" width="343" height="34"/>
                                    <accessibility key="accessibilityConfiguration" identifier="titleField"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                    <textInputTraits key="textInputTraits"/>
                                    <connections>
                                        <outlet property="delegate" destination="Br4-Vc-0a1" id="Br4-Ot-0a1"/>
                                    </connections>
                                </textField>
                                <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Br4-Tb-0a1">
                                    <rect key="frame" x="0.0" y="623" width="375" height="44"/>
                                    <items>
                                        <barButtonItem style="plain" systemItem="flexibleSpace" id="Br4-Bi-0a3"/>
                                        <barButtonItem systemItem="trash" id="Br4-Bi-0a4"/>
                                    </items>
                                </toolbar>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="Br4-Sa-0a1"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            <constraints>
                                <constraint firstItem="Br4-Nb-0a1" firstAttribute="top" secondItem="Br4-Sa-0a1" secondAttribute="top" id="Br4-Cn-0a1"/>
                                <constraint firstItem="Br4-Nb-0a1" firstAttribute="leading" secondItem="Br4-Sa-0a1" secondAttribute="leading" id="Br4-Cn-0a2"/>
                                <constraint firstItem="Br4-Nb-0a1" firstAttribute="trailing" secondItem="Br4-Sa-0a1" secondAttribute="trailing" id="Br4-Cn-0a3"/>
                                <constraint firstItem="Br4-Tf-0a1" firstAttribute="top" secondItem="Br4-Nb-0a1" secondAttribute="bottom" constant="16" id="Br4-Cn-0a4"/>
                                <constraint firstItem="Br4-Tf-0a1" firstAttribute="leading" secondItem="Br4-Sa-0a1" secondAttribute="leading" constant="16" id="Br4-Cn-0a5"/>
                                <constraint firstItem="Br4-Sa-0a1" firstAttribute="trailing" secondItem="Br4-Tf-0a1" secondAttribute="trailing" constant="16" id="Br4-Cn-0a6"/>
                                <constraint firstItem="Br4-Tb-0a1" firstAttribute="leading" secondItem="Br4-Sa-0a1" secondAttribute="leading" id="Br4-Cn-0a7"/>
                                <constraint firstItem="Br4-Tb-0a1" firstAttribute="trailing" secondItem="Br4-Sa-0a1" secondAttribute="trailing" id="Br4-Cn-0a8"/>
                                <constraint firstItem="Br4-Tb-0a1" firstAttribute="bottom" secondItem="Br4-Sa-0a1" secondAttribute="bottom" id="Br4-Cn-0a9"/>
                            </constraints>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Br4-Fr-0a1" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="1400" y="0.0"/>
            </scene>
        </scenes>
        <resources>
            <image name="arrow.up.arrow.down" catalog="system" width="128" height="98"/>
            <image name="note.text" catalog="system" width="128" height="106"/>
            <systemColor name="systemBackgroundColor">
                <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </systemColor>
        </resources>
    </document>
    """

    /// A nib whose File's Owner is a BRSheet: a top-level long-press recognizer (0.8 s, action longPressed: to the
    /// owner) between two top-level views; the first view lists the recognizer in its gestureRecognizers, the second
    /// has the empty `<gestureRecognizers/>` Xcode leaves behind.
    static let gestureNib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22131"/>
        </dependencies>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="BRSheet" customModule="Bars" customModuleProvider="target"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <view contentMode="scaleToFill" id="Gn1-Vw-0a1">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <accessibility key="accessibilityConfiguration" identifier="pressable"/>
                <connections>
                    <outletCollection property="gestureRecognizers" destination="Gn1-Lp-0a1" appends="YES" id="Gn1-Oc-0a1"/>
                </connections>
            </view>
            <longPressGestureRecognizer allowableMovement="10" minimumPressDuration="0.80000000000000004" id="Gn1-Lp-0a1">
                <connections>
                    <action selector="longPressed:" destination="-1" id="Gn1-Ac-0a1"/>
                </connections>
            </longPressGestureRecognizer>
            <view contentMode="scaleToFill" id="Gn1-Vw-0a2">
                <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <gestureRecognizers/>
            </view>
        </objects>
    </document>
    """

    /// A table view controller (class BRList) whose plain static table has a 60-pt header view with a label pinned
    /// 16 pt from its sides and centred, two 44-pt cells, and a 40-pt footer view.
    static let tableChrome = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Tc1-Vc-0a1">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22131"/>
        </dependencies>
        <scenes>
            <scene sceneID="Tc1-Sc-0a1">
                <objects>
                    <tableViewController id="Tc1-Vc-0a1" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="plain" separatorStyle="default" rowHeight="44" estimatedRowHeight="-1" sectionHeaderHeight="-1" estimatedSectionHeaderHeight="-1" sectionFooterHeight="-1" estimatedSectionFooterHeight="-1" id="Tc1-Tv-0a1">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <view key="tableHeaderView" contentMode="scaleToFill" id="Tc1-Hd-0a1">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Header" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Tc1-Lb-0a1">
                                        <rect key="frame" x="16" y="19.5" width="343" height="21"/>
                                        <accessibility key="accessibilityConfiguration" identifier="headerLabel"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        <nil key="textColor"/>
                                        <nil key="highlightedColor"/>
                                    </label>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="Tc1-Lb-0a1" firstAttribute="leading" secondItem="Tc1-Hd-0a1" secondAttribute="leading" constant="16" id="Tc1-Cn-0a1"/>
                                    <constraint firstAttribute="trailing" secondItem="Tc1-Lb-0a1" secondAttribute="trailing" constant="16" id="Tc1-Cn-0a2"/>
                                    <constraint firstItem="Tc1-Lb-0a1" firstAttribute="centerY" secondItem="Tc1-Hd-0a1" secondAttribute="centerY" id="Tc1-Cn-0a3"/>
                                </constraints>
                            </view>
                            <view key="tableFooterView" contentMode="scaleToFill" id="Tc1-Ft-0a1">
                                <rect key="frame" x="0.0" y="148" width="375" height="40"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                <accessibility key="accessibilityConfiguration" identifier="footer"/>
                            </view>
                            <sections>
                                <tableViewSection id="Tc1-Se-0a1">
                                    <cells>
                                        <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" textLabel="Tc1-Cl-0a1" style="IBUITableViewCellStyleDefault" id="Tc1-Ce-0a1">
                                            <rect key="frame" x="0.0" y="60" width="375" height="44"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="Tc1-Ce-0a1" id="Tc1-Cv-0a1">
                                                <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <subviews>
                                                    <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="One" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="Tc1-Cl-0a1">
                                                        <rect key="frame" x="16" y="0.0" width="343" height="44"/>
                                                        <autoresizingMask key="autoresizingMask"/>
                                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                        <nil key="textColor"/>
                                                        <nil key="highlightedColor"/>
                                                    </label>
                                                </subviews>
                                            </tableViewCellContentView>
                                        </tableViewCell>
                                        <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" textLabel="Tc1-Cl-0a2" style="IBUITableViewCellStyleDefault" id="Tc1-Ce-0a2">
                                            <rect key="frame" x="0.0" y="104" width="375" height="44"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="Tc1-Ce-0a2" id="Tc1-Cv-0a2">
                                                <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <subviews>
                                                    <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Two" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="Tc1-Cl-0a2">
                                                        <rect key="frame" x="16" y="0.0" width="343" height="44"/>
                                                        <autoresizingMask key="autoresizingMask"/>
                                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                        <nil key="textColor"/>
                                                        <nil key="highlightedColor"/>
                                                    </label>
                                                </subviews>
                                            </tableViewCellContentView>
                                        </tableViewCell>
                                    </cells>
                                </tableViewSection>
                            </sections>
                        </tableView>
                    </tableViewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Tc1-Fr-0a1" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="0.0" y="0.0"/>
            </scene>
        </scenes>
    </document>
    """
}
