import Foundation

// Storyboard fixtures for StoryboardTests, written for these tests in the shape Xcode 15 saves (attribute order,
// ids of the form "Abc-De-fGh", design-time elements such as <device>, <viewLayoutGuide> and canvasLocation).
enum StoryboardFixtures {
    /// A shop app: a home controller (initial) with a label, a button, a hidden footer holding a switch and a
    /// text field, and a segmented control; a detail controller with an unwind button; a navigation controller
    /// whose root is the detail; a table view controller with a prototype cell.
    static let shop = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Hm1-Vc-0a1">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22131"/>
            <capability name="Safe area layout guides" minToolsVersion="9.0"/>
            <capability name="System colors in document resources" minToolsVersion="11.0"/>
        </dependencies>
        <scenes>
            <!--Home-->
            <scene sceneID="Hm1-Sc-0a1">
                <objects>
                    <viewController storyboardIdentifier="Home" title="Home" id="Hm1-Vc-0a1" customClass="SBHomeController" customModule="Shop" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Hm1-Vw-0a1">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" tag="1" contentMode="left" horizontalHuggingPriority="251" text="Welcome" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="Hm1-Lb-0a1">
                                    <rect key="frame" x="16" y="80" width="343" height="21"/>
                                    <accessibility key="accessibilityConfiguration" identifier="welcomeLabel"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <nil key="textColor"/>
                                    <nil key="highlightedColor"/>
                                </label>
                                <button opaque="NO" tag="2" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Hm1-Bt-0a1">
                                    <rect key="frame" x="16" y="120" width="343" height="44"/>
                                    <color key="backgroundColor" red="1" green="0.5" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    <accessibility key="accessibilityConfiguration" identifier="browseButton"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="44" id="Hm1-Cn-0b1"/>
                                    </constraints>
                                    <state key="normal" title="Browse"/>
                                    <connections>
                                        <action selector="browseTapped:" destination="Hm1-Vc-0a1" eventType="touchUpInside" id="Hm1-Ac-0a1"/>
                                        <segue destination="Dt1-Vc-0a1" kind="show" identifier="showDetail" id="Hm1-Sg-0a1"/>
                                    </connections>
                                </button>
                                <button opaque="NO" tag="4" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="Hm1-Bt-0a2">
                                    <rect key="frame" x="16" y="180" width="100" height="30"/>
                                    <state key="normal" title="Help"/>
                                    <buttonConfiguration key="configuration" style="plain" title="Get help"/>
                                    <connections>
                                        <action selector="helpTapped:" destination="Hm1-Vc-0a1" eventType="touchUpInside" id="Hm1-Ac-0a2"/>
                                        <action selector="copy:" destination="Hm1-Fr-0a1" eventType="touchUpInside" id="Hm1-Ac-0a3"/>
                                    </connections>
                                </button>
                                <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" id="Hm1-Sc-0b1">
                                    <rect key="frame" x="16" y="230" width="200" height="32"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                    <segments>
                                        <segment title="New"/>
                                        <segment title="Popular"/>
                                    </segments>
                                </segmentedControl>
                                <view hidden="YES" alpha="0.5" tag="3" contentMode="scaleToFill" id="Hm1-Vw-0a2" customClass="SBFooterView">
                                    <rect key="frame" x="0.0" y="600" width="375" height="67"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMinY="YES"/>
                                    <subviews>
                                        <switch opaque="NO" tag="5" contentMode="scaleToFill" horizontalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" id="Hm1-Sw-0a1">
                                            <rect key="frame" x="310" y="18" width="51" height="31"/>
                                            <autoresizingMask key="autoresizingMask" flexibleMinX="YES"/>
                                        </switch>
                                        <textField opaque="NO" tag="6" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Search" textAlignment="natural" minimumFontSize="17" id="Hm1-Tf-0a1">
                                            <rect key="frame" x="16" y="16" width="280" height="34"/>
                                            <autoresizingMask key="autoresizingMask" widthSizable="YES"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                            <textInputTraits key="textInputTraits"/>
                                        </textField>
                                    </subviews>
                                    <color key="backgroundColor" name="BrandColor"/>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="Hm1-Sa-0a1"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            <constraints>
                                <constraint firstItem="Hm1-Bt-0a1" firstAttribute="leading" secondItem="Hm1-Sa-0a1" secondAttribute="leading" constant="16" id="Hm1-Cn-0a1"/>
                            </constraints>
                        </view>
                        <navigationItem key="navigationItem" title="Shop" id="Hm1-Ni-0a1">
                            <barButtonItem key="rightBarButtonItem" systemItem="action" id="Hm1-Bb-0a1">
                                <connections>
                                    <segue destination="Dt1-Vc-0a1" kind="presentation" identifier="presentDetail" modalPresentationStyle="fullScreen" id="Hm1-Sg-0a2"/>
                                </connections>
                            </barButtonItem>
                        </navigationItem>
                        <connections>
                            <outlet property="welcomeLabel" destination="Hm1-Lb-0a1" id="Hm1-Ou-0a1"/>
                            <outlet property="browseButton" destination="Hm1-Bt-0a1" id="Hm1-Ou-0a2"/>
                            <outlet property="footer" destination="Hm1-Vw-0a2" id="Hm1-Ou-0a3"/>
                            <outlet property="buttonHeight" destination="Hm1-Cn-0b1" id="Hm1-Ou-0a4"/>
                        </connections>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Hm1-Fr-0a1" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="32" y="-28"/>
            </scene>
            <!--Detail-->
            <scene sceneID="Dt1-Sc-0a1">
                <objects>
                    <viewController storyboardIdentifier="Detail" id="Dt1-Vc-0a1" customClass="SBUnregisteredDetail" customModule="Shop" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Dt1-Vw-0a1">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <label opaque="NO" contentMode="left" text="Details" id="Dt1-Lb-0a1">
                                    <rect key="frame" x="20" y="100" width="335" height="30"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                    <userDefinedRuntimeAttributes>
                                        <userDefinedRuntimeAttribute type="string" keyPath="accessibilityIdentifier" value="detailTitle"/>
                                        <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                                            <integer key="value" value="6"/>
                                        </userDefinedRuntimeAttribute>
                                    </userDefinedRuntimeAttributes>
                                </label>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="Dt1-Bt-0a1">
                                    <rect key="frame" x="20" y="600" width="100" height="30"/>
                                    <color key="backgroundColor" white="0.25" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                    <state key="normal" title="Done"/>
                                    <connections>
                                        <segue destination="Dt1-Ex-0a1" kind="unwind" unwindAction="unwindToHome:" id="Dt1-Sg-0a1"/>
                                    </connections>
                                </button>
                            </subviews>
                            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        </view>
                        <tabBarItem key="tabBarItem" title="Detail" id="Dt1-Ti-0a1"/>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Dt1-Fr-0a1" userLabel="First Responder" sceneMemberID="firstResponder"/>
                    <exit id="Dt1-Ex-0a1" userLabel="Exit" sceneMemberID="exit"/>
                </objects>
                <point key="canvasLocation" x="900" y="-28"/>
            </scene>
            <!--Navigation Controller-->
            <scene sceneID="Nv1-Sc-0a1">
                <objects>
                    <navigationController storyboardIdentifier="Nav" automaticallyAdjustsScrollViewInsets="NO" id="Nv1-Nc-0a1" sceneMemberID="viewController">
                        <toolbarItems/>
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="Nv1-Nb-0a1">
                            <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections>
                            <segue destination="Dt1-Vc-0a1" kind="relationship" relationship="rootViewController" id="Nv1-Sg-0a1"/>
                        </connections>
                    </navigationController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Nv1-Fr-0a1" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="-700" y="-28"/>
            </scene>
            <!--List-->
            <scene sceneID="Ls1-Sc-0a1">
                <objects>
                    <tableViewController storyboardIdentifier="List" id="Ls1-Tc-0a1" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="-1" id="Ls1-Tv-0a1">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            <prototypes>
                                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" reuseIdentifier="Cell" id="Ls1-Cl-0a1">
                                    <rect key="frame" x="0.0" y="50" width="375" height="44"/>
                                    <connections>
                                        <segue destination="Dt1-Vc-0a1" kind="show" identifier="showItem" id="Ls1-Sg-0a1"/>
                                    </connections>
                                </tableViewCell>
                            </prototypes>
                            <connections>
                                <outlet property="dataSource" destination="Ls1-Tc-0a1" id="Ls1-Ou-0a1"/>
                                <outlet property="delegate" destination="Ls1-Tc-0a1" id="Ls1-Ou-0a2"/>
                            </connections>
                        </tableView>
                    </tableViewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Ls1-Fr-0a1" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="1700" y="-28"/>
            </scene>
        </scenes>
        <resources>
            <namedColor name="BrandColor">
                <color red="0.2" green="0.4" blue="0.6" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </namedColor>
            <systemColor name="systemBackgroundColor">
                <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </systemColor>
        </resources>
    </document>
    """

    /// A one-scene storyboard whose scene is `body` (the controller's inner XML) and whose document attributes can
    /// be replaced, for the broken-input and skipping tests.
    static func minimal(body: String = "", controllerID: String = "Mn1-Vc-0a1", extraScenes: String = "",
                        type: String = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB",
                        initial: String = "Mn1-Vc-0a1") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="\(type)" version="3.0" initialViewController="\(initial)">
            <scenes>
                <scene sceneID="Mn1-Sc-0a1">
                    <objects>
                        <viewController storyboardIdentifier="Minimal" id="\(controllerID)" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Mn1-Vw-0a1">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
        \(body)
                            </view>
                        </viewController>
                    </objects>
                </scene>
        \(extraScenes)
            </scenes>
        </document>
        """
    }
}
