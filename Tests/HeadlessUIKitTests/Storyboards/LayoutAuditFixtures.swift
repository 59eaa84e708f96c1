import Foundation

// Storyboards in the shape of today's apps, written for LayoutAuditTests in the form Xcode 15 saves them (tools
// version 22155, designed on an iPhone 15 Pro: 393 × 852, 59 pt above the safe area and 34 below it). They mix what
// real projects mix: a form in a scroll view laid out through its content and frame guides, nested stack views, a
// navigation controller with a self-sizing prototype cell, a tab bar controller whose first tab embeds a child
// through a container view, a map view the runtime has no class for, and a collection view whose cells estimate
// their size automatically. Frames are the ones the constraints give on the design device; views whose size comes
// from text have the runtime's text sizes.
enum LayoutAuditFixtures {
    /// A document around `scenes`, saved by Xcode 15 for an iPhone 15 Pro unless `device` (the `<device>` element)
    /// and `toolsVersion` say otherwise.
    static func document(initial: String, scenes: String, toolsVersion: String = "22155",
                                 device: String = #"<device id="retina6_12" orientation="portrait" appearance="light"/>"#) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="\(initial)">
            \(device)
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22131"/>
                <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                <capability name="System colors in document resources" minToolsVersion="11.0"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <scenes>
        \(scenes)
            </scenes>
            <resources>
                <systemColor name="systemBackgroundColor">
                    <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </systemColor>
            </resources>
        </document>
        """
    }

    /// A sign-up form: a scroll view filling the safe area, its content view pinned to the content guide and as
    /// wide as the frame guide, and in it a logo, a vertical stack of two fields and a button, a row of three
    /// equal buttons, and a terms box a third as high as it is wide. The content's height comes from its
    /// children (32 pt under the box).
    static let signup = document(initial: "Su1-Vc-001", scenes: """
            <!--Signup-->
            <scene sceneID="Su1-Sc-001">
                <objects>
                    <viewController id="Su1-Vc-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Su1-Vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Su1-Sv-001">
                                    <rect key="frame" x="0.0" y="59" width="393" height="759"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Su1-Vw-002" userLabel="Content">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="553"/>
                                            <subviews>
                                                <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="Su1-Iv-001" userLabel="Logo">
                                                    <rect key="frame" x="148.5" y="32" width="96" height="96"/>
                                                    <constraints>
                                                        <constraint firstAttribute="width" constant="96" id="Su1-Cn-101"/>
                                                        <constraint firstAttribute="width" secondItem="Su1-Iv-001" secondAttribute="height" multiplier="1:1" id="Su1-Cn-102"/>
                                                    </constraints>
                                                </imageView>
                                                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="12" translatesAutoresizingMaskIntoConstraints="NO" id="Su1-Sk-001" userLabel="Fields">
                                                    <rect key="frame" x="24" y="152" width="345" height="162"/>
                                                    <subviews>
                                                        <textField opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="248" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Email" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="Su1-Tf-001">
                                                            <rect key="frame" x="0.0" y="0.0" width="345" height="44"/>
                                                            <constraints>
                                                                <constraint firstAttribute="height" constant="44" id="Su1-Cn-201"/>
                                                            </constraints>
                                                            <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                                            <textInputTraits key="textInputTraits" keyboardType="emailAddress" textContentType="email"/>
                                                        </textField>
                                                        <textField opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="248" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Password" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="Su1-Tf-002">
                                                            <rect key="frame" x="0.0" y="56" width="345" height="44"/>
                                                            <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                                            <textInputTraits key="textInputTraits" secureTextEntry="YES" textContentType="password"/>
                                                        </textField>
                                                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Su1-Bt-001">
                                                            <rect key="frame" x="0.0" y="112" width="345" height="50"/>
                                                            <constraints>
                                                                <constraint firstAttribute="height" constant="50" id="Su1-Cn-202"/>
                                                            </constraints>
                                                            <state key="normal" title="Button"/>
                                                            <buttonConfiguration key="configuration" style="filled" title="Create account"/>
                                                        </button>
                                                    </subviews>
                                                    <constraints>
                                                        <constraint firstItem="Su1-Tf-002" firstAttribute="height" secondItem="Su1-Tf-001" secondAttribute="height" id="Su1-Cn-203"/>
                                                    </constraints>
                                                </stackView>
                                                <stackView opaque="NO" contentMode="scaleToFill" spacing="15" distribution="fillEqually" translatesAutoresizingMaskIntoConstraints="NO" id="Su1-Sk-002" userLabel="Social">
                                                    <rect key="frame" x="24" y="338" width="345" height="44"/>
                                                    <subviews>
                                                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="Su1-Bt-002">
                                                            <rect key="frame" x="0.0" y="0.0" width="105" height="44"/>
                                                            <state key="normal" title="Apple"/>
                                                        </button>
                                                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="Su1-Bt-003">
                                                            <rect key="frame" x="120" y="0.0" width="105" height="44"/>
                                                            <state key="normal" title="Google"/>
                                                        </button>
                                                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="Su1-Bt-004">
                                                            <rect key="frame" x="240" y="0.0" width="105" height="44"/>
                                                            <state key="normal" title="Mail"/>
                                                        </button>
                                                    </subviews>
                                                    <constraints>
                                                        <constraint firstAttribute="height" constant="44" id="Su1-Cn-301"/>
                                                    </constraints>
                                                </stackView>
                                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Su1-Vw-003" userLabel="Terms">
                                                    <rect key="frame" x="24" y="406" width="345" height="115"/>
                                                    <color key="backgroundColor" systemColor="secondarySystemBackgroundColor"/>
                                                    <constraints>
                                                        <constraint firstAttribute="width" secondItem="Su1-Vw-003" secondAttribute="height" multiplier="3:1" id="Su1-Cn-401"/>
                                                    </constraints>
                                                </view>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="Su1-Iv-001" firstAttribute="centerX" secondItem="Su1-Vw-002" secondAttribute="centerX" id="Su1-Cn-501"/>
                                                <constraint firstItem="Su1-Iv-001" firstAttribute="top" secondItem="Su1-Vw-002" secondAttribute="top" constant="32" id="Su1-Cn-502"/>
                                                <constraint firstItem="Su1-Sk-001" firstAttribute="top" secondItem="Su1-Iv-001" secondAttribute="bottom" constant="24" id="Su1-Cn-503"/>
                                                <constraint firstItem="Su1-Sk-001" firstAttribute="leading" secondItem="Su1-Vw-002" secondAttribute="leading" constant="24" id="Su1-Cn-504"/>
                                                <constraint firstAttribute="trailing" secondItem="Su1-Sk-001" secondAttribute="trailing" constant="24" id="Su1-Cn-505"/>
                                                <constraint firstItem="Su1-Sk-002" firstAttribute="top" secondItem="Su1-Sk-001" secondAttribute="bottom" constant="24" id="Su1-Cn-506"/>
                                                <constraint firstItem="Su1-Sk-002" firstAttribute="leading" secondItem="Su1-Sk-001" secondAttribute="leading" id="Su1-Cn-507"/>
                                                <constraint firstItem="Su1-Sk-002" firstAttribute="trailing" secondItem="Su1-Sk-001" secondAttribute="trailing" id="Su1-Cn-508"/>
                                                <constraint firstItem="Su1-Vw-003" firstAttribute="top" secondItem="Su1-Sk-002" secondAttribute="bottom" constant="24" id="Su1-Cn-509"/>
                                                <constraint firstItem="Su1-Vw-003" firstAttribute="leading" secondItem="Su1-Sk-001" secondAttribute="leading" id="Su1-Cn-510"/>
                                                <constraint firstItem="Su1-Vw-003" firstAttribute="trailing" secondItem="Su1-Sk-001" secondAttribute="trailing" id="Su1-Cn-511"/>
                                                <constraint firstAttribute="bottom" secondItem="Su1-Vw-003" secondAttribute="bottom" constant="32" id="Su1-Cn-512"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="Su1-Vw-002" firstAttribute="top" secondItem="Su1-Cg-001" secondAttribute="top" id="Su1-Cn-601"/>
                                        <constraint firstItem="Su1-Vw-002" firstAttribute="leading" secondItem="Su1-Cg-001" secondAttribute="leading" id="Su1-Cn-602"/>
                                        <constraint firstItem="Su1-Cg-001" firstAttribute="trailing" secondItem="Su1-Vw-002" secondAttribute="trailing" id="Su1-Cn-603"/>
                                        <constraint firstItem="Su1-Cg-001" firstAttribute="bottom" secondItem="Su1-Vw-002" secondAttribute="bottom" id="Su1-Cn-604"/>
                                        <constraint firstItem="Su1-Vw-002" firstAttribute="width" secondItem="Su1-Fg-001" secondAttribute="width" id="Su1-Cn-605"/>
                                    </constraints>
                                    <viewLayoutGuide key="contentLayoutGuide" id="Su1-Cg-001"/>
                                    <viewLayoutGuide key="frameLayoutGuide" id="Su1-Fg-001"/>
                                </scrollView>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="Su1-Sa-001"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            <constraints>
                                <constraint firstItem="Su1-Sv-001" firstAttribute="top" secondItem="Su1-Sa-001" secondAttribute="top" id="Su1-Cn-701"/>
                                <constraint firstItem="Su1-Sv-001" firstAttribute="leading" secondItem="Su1-Sa-001" secondAttribute="leading" id="Su1-Cn-702"/>
                                <constraint firstItem="Su1-Sa-001" firstAttribute="trailing" secondItem="Su1-Sv-001" secondAttribute="trailing" id="Su1-Cn-703"/>
                                <constraint firstItem="Su1-Sa-001" firstAttribute="bottom" secondItem="Su1-Sv-001" secondAttribute="bottom" id="Su1-Cn-704"/>
                            </constraints>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Su1-Fr-001" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="40" y="-20"/>
            </scene>
    """)

    /// A navigation controller around a table of contacts: a prototype cell whose avatar and two-label stack are
    /// placed through the content view's margins, with automatic row heights.
    static let contacts = document(initial: "Ct1-Nc-001", scenes: """
            <!--Navigation Controller-->
            <scene sceneID="Ct1-Sc-001">
                <objects>
                    <navigationController id="Ct1-Nc-001" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="Ct1-Nb-001">
                            <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections>
                            <segue destination="Ct1-Tc-001" kind="relationship" relationship="rootViewController" id="Ct1-Sg-001"/>
                        </connections>
                    </navigationController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Ct1-Fr-001" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="-700" y="-20"/>
            </scene>
            <!--Contacts-->
            <scene sceneID="Ct1-Sc-002">
                <objects>
                    <tableViewController id="Ct1-Tc-001" customClass="LAContactsController" customModule="Audit" customModuleProvider="target" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="-1" estimatedSectionHeaderHeight="-1" sectionFooterHeight="-1" estimatedSectionFooterHeight="-1" id="Ct1-Tv-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            <prototypes>
                                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" accessoryType="disclosureIndicator" indentationWidth="10" reuseIdentifier="Contact" rowHeight="80" id="Ct1-Cl-001">
                                    <rect key="frame" x="0.0" y="50" width="393" height="80"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="Ct1-Cl-001" id="Ct1-Cv-001">
                                        <rect key="frame" x="0.0" y="0.0" width="362.66666666666669" height="80"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <subviews>
                                            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFill" horizontalHuggingPriority="251" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="Ct1-Iv-001">
                                                <rect key="frame" x="20" y="12" width="56" height="56"/>
                                                <constraints>
                                                    <constraint firstAttribute="width" constant="56" id="Ct1-Cn-101"/>
                                                    <constraint firstAttribute="height" constant="56" id="Ct1-Cn-102"/>
                                                </constraints>
                                            </imageView>
                                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="Ct1-Sk-001">
                                                <rect key="frame" x="88" y="11" width="266.66666666666669" height="58"/>
                                                <subviews>
                                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Name" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Ct1-Lb-001">
                                                        <rect key="frame" x="0.0" y="0.0" width="266.66666666666669" height="20.333333333333332"/>
                                                        <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                                                        <nil key="textColor"/>
                                                        <nil key="highlightedColor"/>
                                                    </label>
                                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Detail" textAlignment="natural" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Ct1-Lb-002">
                                                        <rect key="frame" x="0.0" y="24.333333333333336" width="266.66666666666669" height="33.666666666666664"/>
                                                        <fontDescription key="fontDescription" style="UICTFontTextStyleSubhead"/>
                                                        <color key="textColor" systemColor="secondaryLabelColor"/>
                                                        <nil key="highlightedColor"/>
                                                    </label>
                                                </subviews>
                                            </stackView>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="Ct1-Iv-001" firstAttribute="leading" secondItem="Ct1-Cv-001" secondAttribute="leadingMargin" id="Ct1-Cn-201"/>
                                            <constraint firstItem="Ct1-Iv-001" firstAttribute="centerY" secondItem="Ct1-Cv-001" secondAttribute="centerY" id="Ct1-Cn-202"/>
                                            <constraint firstItem="Ct1-Iv-001" firstAttribute="top" relation="greaterThanOrEqual" secondItem="Ct1-Cv-001" secondAttribute="topMargin" id="Ct1-Cn-203"/>
                                            <constraint firstItem="Ct1-Sk-001" firstAttribute="leading" secondItem="Ct1-Iv-001" secondAttribute="trailing" constant="12" id="Ct1-Cn-204"/>
                                            <constraint firstAttribute="trailingMargin" secondItem="Ct1-Sk-001" secondAttribute="trailing" id="Ct1-Cn-205"/>
                                            <constraint firstItem="Ct1-Sk-001" firstAttribute="top" secondItem="Ct1-Cv-001" secondAttribute="topMargin" id="Ct1-Cn-206"/>
                                            <constraint firstAttribute="bottomMargin" secondItem="Ct1-Sk-001" secondAttribute="bottom" id="Ct1-Cn-207"/>
                                        </constraints>
                                    </tableViewCellContentView>
                                </tableViewCell>
                            </prototypes>
                            <connections>
                                <outlet property="dataSource" destination="Ct1-Tc-001" id="Ct1-Ou-001"/>
                                <outlet property="delegate" destination="Ct1-Tc-001" id="Ct1-Ou-002"/>
                            </connections>
                        </tableView>
                        <navigationItem key="navigationItem" title="Contacts" largeTitleDisplayMode="always" id="Ct1-Ni-001"/>
                    </tableViewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Ct1-Fr-002" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="40" y="-20"/>
            </scene>
    """)
}
