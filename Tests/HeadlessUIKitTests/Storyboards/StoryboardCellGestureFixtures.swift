/// Storyboards of our own, in Xcode's format, for gesture recognizers with a custom class and recognizers on views
/// inside prototype cells (docs/uikit-rules.md 8.36). Type names start with `GR`.
enum StoryboardCellGestureFixtures {
    /// A table view controller (GRList) whose prototype cell (GRCell, "Person") holds a name label with a
    /// double-tap recognizer of the app's class GRDoubleTap (action nameDoubleTapped: to the controller) and an
    /// avatar image view with a long-press recognizer (action avatarPressed: to the cell). The table itself lists a
    /// swipe recognizer of a class nothing registers (GRGhostSwipe).
    static let people = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Gr1-Vc-0a1">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21678"/>
            <capability name="Safe area layout guides" minToolsVersion="9.0"/>
            <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        </dependencies>
        <scenes>
            <scene sceneID="Gr1-Sc-0a1">
                <objects>
                    <tableViewController id="Gr1-Vc-0a1" customClass="GRList" customModule="Gestures" customModuleProvider="target" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="60" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="Gr1-Tv-0a1">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            <prototypes>
                                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="Person" rowHeight="60" id="Gr1-Ce-0a1" customClass="GRCell" customModule="Gestures" customModuleProvider="target">
                                    <rect key="frame" x="0.0" y="50" width="375" height="60"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="Gr1-Ce-0a1" id="Gr1-Cv-0a1">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <subviews>
                                            <imageView clipsSubviews="YES" userInteractionEnabled="YES" contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="Gr1-Iv-0a1">
                                                <rect key="frame" x="16" y="10" width="40" height="40"/>
                                                <constraints>
                                                    <constraint firstAttribute="width" constant="40" id="Gr1-Cn-0a1"/>
                                                    <constraint firstAttribute="height" constant="40" id="Gr1-Cn-0a2"/>
                                                </constraints>
                                                <connections>
                                                    <outletCollection property="gestureRecognizers" destination="Gr1-Lp-0a1" appends="YES" id="Gr1-Oc-0a1"/>
                                                </connections>
                                            </imageView>
                                            <label opaque="NO" userInteractionEnabled="YES" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Name" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Gr1-La-0a1">
                                                <rect key="frame" x="72" y="10" width="287" height="40"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                <nil key="textColor"/>
                                                <nil key="highlightedColor"/>
                                                <connections>
                                                    <outletCollection property="gestureRecognizers" destination="Gr1-Tp-0a1" appends="YES" id="Gr1-Oc-0a2"/>
                                                </connections>
                                            </label>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="Gr1-Iv-0a1" firstAttribute="leading" secondItem="Gr1-Cv-0a1" secondAttribute="leading" constant="16" id="Gr1-Cn-0a3"/>
                                            <constraint firstItem="Gr1-Iv-0a1" firstAttribute="centerY" secondItem="Gr1-Cv-0a1" secondAttribute="centerY" id="Gr1-Cn-0a4"/>
                                            <constraint firstItem="Gr1-La-0a1" firstAttribute="leading" secondItem="Gr1-Iv-0a1" secondAttribute="trailing" constant="16" id="Gr1-Cn-0a5"/>
                                            <constraint firstAttribute="trailing" secondItem="Gr1-La-0a1" secondAttribute="trailing" constant="16" id="Gr1-Cn-0a6"/>
                                            <constraint firstItem="Gr1-La-0a1" firstAttribute="top" secondItem="Gr1-Cv-0a1" secondAttribute="top" constant="10" id="Gr1-Cn-0a7"/>
                                            <constraint firstAttribute="bottom" secondItem="Gr1-La-0a1" secondAttribute="bottom" constant="10" id="Gr1-Cn-0a8"/>
                                        </constraints>
                                    </tableViewCellContentView>
                                    <connections>
                                        <outlet property="avatarView" destination="Gr1-Iv-0a1" id="Gr1-Ot-0a1"/>
                                        <outlet property="nameLabel" destination="Gr1-La-0a1" id="Gr1-Ot-0a2"/>
                                    </connections>
                                </tableViewCell>
                            </prototypes>
                            <connections>
                                <outlet property="dataSource" destination="Gr1-Vc-0a1" id="Gr1-Ot-0a3"/>
                                <outlet property="delegate" destination="Gr1-Vc-0a1" id="Gr1-Ot-0a4"/>
                                <outletCollection property="gestureRecognizers" destination="Gr1-Sw-0a1" appends="YES" id="Gr1-Oc-0a3"/>
                            </connections>
                        </tableView>
                    </tableViewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Gr1-Fr-0a1" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                    <tapGestureRecognizer numberOfTapsRequired="2" id="Gr1-Tp-0a1" customClass="GRDoubleTap" customModule="Gestures" customModuleProvider="target">
                        <connections>
                            <action selector="nameDoubleTapped:" destination="Gr1-Vc-0a1" id="Gr1-Ac-0a1"/>
                        </connections>
                    </tapGestureRecognizer>
                    <longPressGestureRecognizer allowableMovement="10" minimumPressDuration="0.5" id="Gr1-Lp-0a1">
                        <connections>
                            <action selector="avatarPressed:" destination="Gr1-Ce-0a1" id="Gr1-Ac-0a2"/>
                        </connections>
                    </longPressGestureRecognizer>
                    <swipeGestureRecognizer direction="left" id="Gr1-Sw-0a1" customClass="GRGhostSwipe" customModule="Gestures" customModuleProvider="target"/>
                </objects>
                <point key="canvasLocation" x="0.0" y="0.0"/>
            </scene>
        </scenes>
        <resources>
            <systemColor name="systemBackgroundColor">
                <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </systemColor>
        </resources>
    </document>
    """

    /// A collection view controller (GRGrid) whose prototype cell "Tile" holds an image view with a tap recognizer
    /// (action tileTapped: to the controller); 100 x 100 items 10 pt from the edges.
    static let grid = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Gr2-Vc-0a1">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21678"/>
        </dependencies>
        <scenes>
            <scene sceneID="Gr2-Sc-0a1">
                <objects>
                    <collectionViewController id="Gr2-Vc-0a1" customClass="GRGrid" customModule="Gestures" customModuleProvider="target" sceneMemberID="viewController">
                        <collectionView key="view" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="Gr2-Cv-0a1">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="Gr2-Fl-0a1">
                                <size key="itemSize" width="100" height="100"/>
                                <size key="headerReferenceSize" width="0.0" height="0.0"/>
                                <size key="footerReferenceSize" width="0.0" height="0.0"/>
                                <inset key="sectionInset" minX="10" minY="10" maxX="10" maxY="10"/>
                            </collectionViewFlowLayout>
                            <cells>
                                <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Tile" id="Gr2-Ce-0a1">
                                    <rect key="frame" x="10" y="10" width="100" height="100"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                    <collectionViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="Gr2-Ct-0a1">
                                        <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <subviews>
                                            <imageView clipsSubviews="YES" userInteractionEnabled="YES" contentMode="scaleAspectFit" id="Gr2-Iv-0a1">
                                                <rect key="frame" x="10" y="10" width="80" height="80"/>
                                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                                <connections>
                                                    <outletCollection property="gestureRecognizers" destination="Gr2-Tp-0a1" appends="YES" id="Gr2-Oc-0a1"/>
                                                </connections>
                                            </imageView>
                                        </subviews>
                                    </collectionViewCellContentView>
                                </collectionViewCell>
                            </cells>
                            <connections>
                                <outlet property="dataSource" destination="Gr2-Vc-0a1" id="Gr2-Ot-0a1"/>
                                <outlet property="delegate" destination="Gr2-Vc-0a1" id="Gr2-Ot-0a2"/>
                            </connections>
                        </collectionView>
                    </collectionViewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Gr2-Fr-0a1" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                    <tapGestureRecognizer id="Gr2-Tp-0a1">
                        <connections>
                            <action selector="tileTapped:" destination="Gr2-Vc-0a1" id="Gr2-Ac-0a1"/>
                        </connections>
                    </tapGestureRecognizer>
                </objects>
                <point key="canvasLocation" x="0.0" y="0.0"/>
            </scene>
        </scenes>
    </document>
    """
}
