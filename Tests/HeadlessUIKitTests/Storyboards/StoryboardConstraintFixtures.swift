import Foundation

// Storyboards with Auto Layout, written for StoryboardConstraintTests in the shape Xcode 15 saves (document version
// 3.0, ids of the form "Abc-De-fGh", <viewLayoutGuide key="safeArea">, constraints in the common ancestor's list).
// Each is designed on an iPhone 8 in portrait (375 × 667, the status bar's 20 pt above the safe area): the frames
// in the file are the ones its constraints give there, as Interface Builder writes them (label heights are the
// runtime's 21 pt line for the 17 pt system font).
enum StoryboardConstraintFixtures {
    /// The document around one scene, which is the initial one.
    private static func document(initial: String, scene: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="\(initial)">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22131"/>
                <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <scenes>
        \(scene)
            </scenes>
        </document>
        """
    }

    /// Pinned and centred: a title label pinned 20 pt inside the safe area; a video box centred in the root view
    /// and the safe area, 160 wide with a 16:9 aspect ratio; a footer half as wide as the root view (`1:2`), 10 pt
    /// above the bottom of the safe area.
    static let pinned = document(initial: "Pn1-Vc-0a1", scene: """
            <!--Pinned-->
            <scene sceneID="Pn1-Sc-0a1">
                <objects>
                    <viewController storyboardIdentifier="Pinned" id="Pn1-Vc-0a1" customClass="SCPinnedController" customModule="Layout" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Pn1-Vw-0a1">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Profile" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Pn1-Lb-0a1">
                                    <rect key="frame" x="20" y="40" width="335" height="20.5"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <nil key="textColor"/>
                                    <nil key="highlightedColor"/>
                                </label>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Pn1-Vw-0a2" userLabel="Video">
                                    <rect key="frame" x="107.5" y="298.5" width="160" height="90"/>
                                    <color key="backgroundColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="160" id="Pn1-Cn-0b1"/>
                                        <constraint firstAttribute="width" secondItem="Pn1-Vw-0a2" secondAttribute="height" multiplier="16:9" id="Pn1-Cn-0b2"/>
                                    </constraints>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Pn1-Vw-0a3" userLabel="Footer">
                                    <rect key="frame" x="0.0" y="627" width="187.5" height="30"/>
                                    <color key="backgroundColor" systemColor="systemGrayColor"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="30" id="Pn1-Cn-0c1"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="Pn1-Sa-0a1"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            <constraints>
                                <constraint firstItem="Pn1-Lb-0a1" firstAttribute="leading" secondItem="Pn1-Sa-0a1" secondAttribute="leading" constant="20" id="Pn1-Cn-0a1"/>
                                <constraint firstItem="Pn1-Sa-0a1" firstAttribute="trailing" secondItem="Pn1-Lb-0a1" secondAttribute="trailing" constant="20" id="Pn1-Cn-0a2"/>
                                <constraint firstItem="Pn1-Lb-0a1" firstAttribute="top" secondItem="Pn1-Sa-0a1" secondAttribute="top" constant="20" identifier="titleTop" id="Pn1-Cn-0a3"/>
                                <constraint firstItem="Pn1-Vw-0a2" firstAttribute="centerX" secondItem="Pn1-Vw-0a1" secondAttribute="centerX" id="Pn1-Cn-0a4"/>
                                <constraint firstItem="Pn1-Vw-0a2" firstAttribute="centerY" secondItem="Pn1-Sa-0a1" secondAttribute="centerY" id="Pn1-Cn-0a5"/>
                                <constraint firstItem="Pn1-Vw-0a3" firstAttribute="leading" secondItem="Pn1-Sa-0a1" secondAttribute="leading" id="Pn1-Cn-0a6"/>
                                <constraint firstItem="Pn1-Vw-0a3" firstAttribute="width" secondItem="Pn1-Vw-0a1" secondAttribute="width" multiplier="1:2" id="Pn1-Cn-0a7"/>
                                <constraint firstItem="Pn1-Sa-0a1" firstAttribute="bottom" secondItem="Pn1-Vw-0a3" secondAttribute="bottom" constant="10" id="Pn1-Cn-0a8"/>
                            </constraints>
                        </view>
                        <connections>
                            <outlet property="titleTop" destination="Pn1-Cn-0a3" id="Pn1-Ou-0a1"/>
                        </connections>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Pn1-Fr-0a1" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="132" y="-28"/>
            </scene>
    """)

    /// Priorities and margins: a card 16 pt inside the safe area, 120 high. In its margins: a departure label
    /// (hugging 251) and beside it a long platform label (hugging 250, compression resistance 749), so the platform
    /// label takes the room that is left, shrinking below its text's width when there is too little; under them a
    /// bar that wants to be 500 wide (priority 750) but may not pass the card's trailing margin (required), placed
    /// through the card's `<viewLayoutGuide key="layoutMargins">`.
    static let priorities = document(initial: "Pr1-Vc-0a1", scene: """
            <!--Priorities-->
            <scene sceneID="Pr1-Sc-0a1">
                <objects>
                    <viewController storyboardIdentifier="Priorities" id="Pr1-Vc-0a1" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Pr1-Vw-0a1">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Pr1-Vw-0a2" userLabel="Card">
                                    <rect key="frame" x="16" y="36" width="343" height="120"/>
                                    <subviews>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Departure" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Pr1-Lb-0a1">
                                            <rect key="frame" x="8" y="8" width="81" height="20.5"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                            <nil key="textColor"/>
                                            <nil key="highlightedColor"/>
                                        </label>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" verticalHuggingPriority="251" horizontalCompressionResistancePriority="749" text="Platform 9 and three quarters, King's Cross" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Pr1-Lb-0a2">
                                            <rect key="frame" x="97" y="8" width="238" height="20.5"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                            <nil key="textColor"/>
                                            <nil key="highlightedColor"/>
                                        </label>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Pr1-Vw-0a3" userLabel="Bar">
                                            <rect key="frame" x="8" y="92" width="327" height="20"/>
                                            <constraints>
                                                <constraint firstAttribute="height" constant="20" id="Pr1-Cn-0c1"/>
                                                <constraint firstAttribute="width" priority="750" constant="500" id="Pr1-Cn-0c2"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                    <viewLayoutGuide key="layoutMargins" id="Pr1-Lm-0a1"/>
                                    <constraints>
                                        <constraint firstItem="Pr1-Lb-0a1" firstAttribute="leading" secondItem="Pr1-Vw-0a2" secondAttribute="leadingMargin" id="Pr1-Cn-0b1"/>
                                        <constraint firstItem="Pr1-Lb-0a1" firstAttribute="top" secondItem="Pr1-Vw-0a2" secondAttribute="topMargin" id="Pr1-Cn-0b2"/>
                                        <constraint firstItem="Pr1-Lb-0a2" firstAttribute="leading" secondItem="Pr1-Lb-0a1" secondAttribute="trailing" constant="8" id="Pr1-Cn-0b3"/>
                                        <constraint firstAttribute="trailingMargin" secondItem="Pr1-Lb-0a2" secondAttribute="trailing" id="Pr1-Cn-0b4"/>
                                        <constraint firstItem="Pr1-Lb-0a2" firstAttribute="baseline" secondItem="Pr1-Lb-0a1" secondAttribute="baseline" id="Pr1-Cn-0b5"/>
                                        <constraint firstItem="Pr1-Vw-0a3" firstAttribute="leading" secondItem="Pr1-Lm-0a1" secondAttribute="leading" id="Pr1-Cn-0b6"/>
                                        <constraint firstItem="Pr1-Lm-0a1" firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="Pr1-Vw-0a3" secondAttribute="trailing" id="Pr1-Cn-0b7"/>
                                        <constraint firstItem="Pr1-Lm-0a1" firstAttribute="bottom" secondItem="Pr1-Vw-0a3" secondAttribute="bottom" id="Pr1-Cn-0b8"/>
                                        <constraint firstAttribute="height" constant="120" id="Pr1-Cn-0b9"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="Pr1-Sa-0a1"/>
                            <constraints>
                                <constraint firstItem="Pr1-Vw-0a2" firstAttribute="leading" secondItem="Pr1-Sa-0a1" secondAttribute="leading" constant="16" id="Pr1-Cn-0a1"/>
                                <constraint firstItem="Pr1-Sa-0a1" firstAttribute="trailing" secondItem="Pr1-Vw-0a2" secondAttribute="trailing" constant="16" id="Pr1-Cn-0a2"/>
                                <constraint firstItem="Pr1-Vw-0a2" firstAttribute="top" secondItem="Pr1-Sa-0a1" secondAttribute="top" constant="16" id="Pr1-Cn-0a3"/>
                            </constraints>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Pr1-Fr-0a1" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="900" y="-28"/>
            </scene>
    """)

    /// An older file: the controller's top and bottom layout guides instead of a safe area, and no
    /// `translatesAutoresizingMaskIntoConstraints` on the views its constraints place. A banner 8 pt below the top
    /// layout guide; a toolbar on the bottom layout guide; a square with a placeholder width that would contradict
    /// its real one; a square whose leading constraint is not installed in the any/any size class (only in compact
    /// width, regular height) and whose trailing constant is 40 in compact width (the iPhone 8 it was drawn on); a
    /// label not installed in any/any at all, with the constraints that name it.
    static let legacy = document(initial: "Lg1-Vc-0a1", scene: """
            <!--Legacy-->
            <scene sceneID="Lg1-Sc-0a1">
                <objects>
                    <viewController storyboardIdentifier="Legacy" id="Lg1-Vc-0a1" customClass="SCLegacyController" customModule="Layout" customModuleProvider="target" sceneMemberID="viewController">
                        <layoutGuides>
                            <viewControllerLayoutGuide type="top" id="Lg1-Tg-0a1"/>
                            <viewControllerLayoutGuide type="bottom" id="Lg1-Bg-0a1"/>
                        </layoutGuides>
                        <view key="view" contentMode="scaleToFill" id="Lg1-Vw-0a1">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" id="Lg1-Vw-0a2" userLabel="Banner">
                                    <rect key="frame" x="0.0" y="28" width="375" height="50"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="50" id="Lg1-Cn-0b1"/>
                                    </constraints>
                                </view>
                                <view contentMode="scaleToFill" id="Lg1-Vw-0a3" userLabel="Toolbar">
                                    <rect key="frame" x="0.0" y="623" width="375" height="44"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="44" id="Lg1-Cn-0c1"/>
                                    </constraints>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Lg1-Vw-0a4" userLabel="Placeholder square">
                                    <rect key="frame" x="20" y="98" width="100" height="100"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="100" id="Lg1-Cn-0d1"/>
                                        <constraint firstAttribute="height" constant="100" id="Lg1-Cn-0d2"/>
                                        <constraint firstAttribute="width" constant="300" placeholder="YES" id="Lg1-Cn-0d3"/>
                                    </constraints>
                                </view>
                                <view contentMode="scaleToFill" id="Lg1-Vw-0a5" userLabel="Size-class square">
                                    <rect key="frame" x="235" y="98" width="100" height="100"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="100" id="Lg1-Cn-0e1"/>
                                        <constraint firstAttribute="height" constant="100" id="Lg1-Cn-0e2"/>
                                    </constraints>
                                </view>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Regular height only" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Lg1-Lb-0a1">
                                    <rect key="frame" x="20" y="206" width="160" height="21"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <nil key="textColor"/>
                                    <nil key="highlightedColor"/>
                                </label>
                            </subviews>
                            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            <constraints>
                                <constraint firstItem="Lg1-Vw-0a2" firstAttribute="top" secondItem="Lg1-Tg-0a1" secondAttribute="bottom" constant="8" id="Lg1-Cn-0a1"/>
                                <constraint firstItem="Lg1-Vw-0a2" firstAttribute="leading" secondItem="Lg1-Vw-0a1" secondAttribute="leading" id="Lg1-Cn-0a2"/>
                                <constraint firstAttribute="trailing" secondItem="Lg1-Vw-0a2" secondAttribute="trailing" id="Lg1-Cn-0a3"/>
                                <constraint firstItem="Lg1-Bg-0a1" firstAttribute="top" secondItem="Lg1-Vw-0a3" secondAttribute="bottom" id="Lg1-Cn-0a4"/>
                                <constraint firstItem="Lg1-Vw-0a3" firstAttribute="leading" secondItem="Lg1-Vw-0a1" secondAttribute="leading" id="Lg1-Cn-0a5"/>
                                <constraint firstAttribute="trailing" secondItem="Lg1-Vw-0a3" secondAttribute="trailing" id="Lg1-Cn-0a6"/>
                                <constraint firstItem="Lg1-Vw-0a4" firstAttribute="leading" secondItem="Lg1-Vw-0a1" secondAttribute="leading" constant="20" id="Lg1-Cn-0a7"/>
                                <constraint firstItem="Lg1-Vw-0a4" firstAttribute="top" secondItem="Lg1-Vw-0a2" secondAttribute="bottom" constant="20" id="Lg1-Cn-0a8"/>
                                <constraint firstAttribute="trailing" secondItem="Lg1-Vw-0a5" secondAttribute="trailing" constant="20" id="Lg1-Cn-0a9">
                                    <variation key="widthClass=compact" constant="40"/>
                                </constraint>
                                <constraint firstItem="Lg1-Vw-0a5" firstAttribute="leading" secondItem="Lg1-Vw-0a1" secondAttribute="leading" constant="20" id="Lg1-Cn-0f1"/>
                                <constraint firstItem="Lg1-Vw-0a5" firstAttribute="top" secondItem="Lg1-Vw-0a2" secondAttribute="bottom" constant="20" id="Lg1-Cn-0f2"/>
                                <constraint firstItem="Lg1-Lb-0a1" firstAttribute="leading" secondItem="Lg1-Vw-0a1" secondAttribute="leading" constant="20" id="Lg1-Cn-0g1"/>
                                <constraint firstItem="Lg1-Lb-0a1" firstAttribute="top" secondItem="Lg1-Vw-0a4" secondAttribute="bottom" constant="8" id="Lg1-Cn-0g2"/>
                            </constraints>
                            <variation key="default">
                                <mask key="subviews">
                                    <exclude reference="Lg1-Lb-0a1"/>
                                </mask>
                                <mask key="constraints">
                                    <exclude reference="Lg1-Cn-0f1"/>
                                    <exclude reference="Lg1-Cn-0g1"/>
                                    <exclude reference="Lg1-Cn-0g2"/>
                                </mask>
                            </variation>
                            <variation key="heightClass=regular-widthClass=regular">
                                <mask key="subviews">
                                    <include reference="Lg1-Lb-0a1"/>
                                </mask>
                                <mask key="constraints">
                                    <include reference="Lg1-Cn-0f1"/>
                                    <include reference="Lg1-Cn-0g1"/>
                                    <include reference="Lg1-Cn-0g2"/>
                                    <exclude reference="Lg1-Cn-0a9"/>
                                </mask>
                            </variation>
                        </view>
                        <connections>
                            <outlet property="regularOnlyLabel" destination="Lg1-Lb-0a1" id="Lg1-Ou-0a1"/>
                        </connections>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Lg1-Fr-0a1" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="1700" y="-28"/>
            </scene>
    """)

    /// A table view controller whose prototype cell has a label pinned to its content view's margins, with a
    /// constraint naming the content view by its id.
    static let cells = document(initial: "Cl1-Tc-0a1", scene: """
            <!--Cells-->
            <scene sceneID="Cl1-Sc-0a1">
                <objects>
                    <tableViewController storyboardIdentifier="Cells" id="Cl1-Tc-0a1" customClass="SCCellsController" customModule="Layout" customModuleProvider="target" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="60" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="Cl1-Tv-0a1">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <prototypes>
                                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="Row" rowHeight="60" id="Cl1-Cl-0a1">
                                    <rect key="frame" x="0.0" y="50" width="375" height="60"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="Cl1-Cl-0a1" id="Cl1-Cv-0a1">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <subviews>
                                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Row" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Cl1-Lb-0a1">
                                                <rect key="frame" x="8" y="19.5" width="359" height="21"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                <nil key="textColor"/>
                                                <nil key="highlightedColor"/>
                                            </label>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="Cl1-Lb-0a1" firstAttribute="leading" secondItem="Cl1-Cv-0a1" secondAttribute="leadingMargin" id="Cl1-Cn-0a1"/>
                                            <constraint firstAttribute="trailingMargin" secondItem="Cl1-Lb-0a1" secondAttribute="trailing" id="Cl1-Cn-0a2"/>
                                            <constraint firstItem="Cl1-Lb-0a1" firstAttribute="centerY" secondItem="Cl1-Cv-0a1" secondAttribute="centerY" id="Cl1-Cn-0a3"/>
                                        </constraints>
                                    </tableViewCellContentView>
                                </tableViewCell>
                            </prototypes>
                            <connections>
                                <outlet property="dataSource" destination="Cl1-Tc-0a1" id="Cl1-Ou-0a1"/>
                                <outlet property="delegate" destination="Cl1-Tc-0a1" id="Cl1-Ou-0a2"/>
                            </connections>
                        </tableView>
                    </tableViewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Cl1-Fr-0a1" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="3300" y="-28"/>
            </scene>
    """)

    /// Bad input: a label pinned by three good constraints and a height, and beside them constraints that name an
    /// unknown item, a constraint as an item, or have a bad multiplier, attribute, relation or priority, mixed axes
    /// or no first attribute; a hugging priority that is not a number.
    static let broken = document(initial: "Bk1-Vc-0a1", scene: """
            <!--Broken-->
            <scene sceneID="Bk1-Sc-0a1">
                <objects>
                    <viewController storyboardIdentifier="Broken" id="Bk1-Vc-0a1" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Bk1-Vw-0a1">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="lots" text="Still here" textAlignment="natural" lineBreakMode="tailTruncation" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Bk1-Lb-0a1">
                                    <rect key="frame" x="20" y="40" width="335" height="30"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="30" id="Bk1-Cn-0c1"/>
                                    </constraints>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <nil key="textColor"/>
                                    <nil key="highlightedColor"/>
                                </label>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="Bk1-Sa-0a1"/>
                            <constraints>
                                <constraint firstItem="Bk1-Lb-0a1" firstAttribute="leading" secondItem="Bk1-Sa-0a1" secondAttribute="leading" constant="20" id="Bk1-Cn-0a1"/>
                                <constraint firstItem="Bk1-Sa-0a1" firstAttribute="trailing" secondItem="Bk1-Lb-0a1" secondAttribute="trailing" constant="20" id="Bk1-Cn-0a2"/>
                                <constraint firstItem="Bk1-Lb-0a1" firstAttribute="top" secondItem="Bk1-Sa-0a1" secondAttribute="top" constant="20" id="Bk1-Cn-0a3"/>
                                <constraint firstItem="Bk1-Lb-0a1" firstAttribute="top" secondItem="Zz9-Zz-9zz" secondAttribute="bottom" id="Bk1-Cn-0b1"/>
                                <constraint firstItem="Bk1-Lb-0a1" firstAttribute="width" secondItem="Bk1-Vw-0a1" secondAttribute="width" multiplier="1:0" id="Bk1-Cn-0b2"/>
                                <constraint firstItem="Bk1-Lb-0a1" firstAttribute="width" secondItem="Bk1-Vw-0a1" secondAttribute="width" multiplier="wide" id="Bk1-Cn-0b3"/>
                                <constraint firstItem="Bk1-Lb-0a1" firstAttribute="middle" secondItem="Bk1-Vw-0a1" secondAttribute="centerY" id="Bk1-Cn-0b4"/>
                                <constraint firstItem="Bk1-Lb-0a1" firstAttribute="bottom" relation="approximately" secondItem="Bk1-Vw-0a1" secondAttribute="bottom" id="Bk1-Cn-0b5"/>
                                <constraint firstItem="Bk1-Lb-0a1" firstAttribute="bottom" secondItem="Bk1-Vw-0a1" secondAttribute="bottom" priority="high" id="Bk1-Cn-0b6"/>
                                <constraint firstItem="Bk1-Cn-0a1" firstAttribute="leading" secondItem="Bk1-Vw-0a1" secondAttribute="leading" id="Bk1-Cn-0b7"/>
                                <constraint firstItem="Bk1-Lb-0a1" firstAttribute="leading" secondItem="Bk1-Sa-0a1" secondAttribute="top" id="Bk1-Cn-0b8"/>
                                <constraint firstItem="Bk1-Lb-0a1" secondItem="Bk1-Vw-0a1" secondAttribute="top" id="Bk1-Cn-0b9"/>
                            </constraints>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Bk1-Fr-0a1" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="2500" y="-28"/>
            </scene>
    """)
}
