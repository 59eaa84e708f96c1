import Foundation

/// Storyboards written in Xcode's format whose labels, text view and button carry attributed text with paragraph
/// styles and kerning (docs/uikit-rules.md 11.238), for AttributedStoryboardTests.
enum AttributedStoryboardFixtures {
    /// One scene on the iPhone 8: four labels pinned 16 pt from the sides and at fixed tops (their heights are their
    /// text's), a non-scrolling text view and a button pinned at their leading and top edges.
    static let paragraphs = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Pa1-Vc-001">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>
            <capability name="Safe area layout guides" minToolsVersion="9.0"/>
            <capability name="System colors in document resources" minToolsVersion="11.0"/>
            <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        </dependencies>
        <scenes>
            <!--Article View Controller-->
            <scene sceneID="Pa1-Sc-001">
                <objects>
                    <viewController id="Pa1-Vc-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Pa1-Vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" usesAttributedText="YES" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Pa1-Lb-001">
                                    <rect key="frame" x="16" y="40" width="343" height="58"/>
                                    <attributedString key="attributedText">
                                        <fragment content="Alpha">
                                            <attributes>
                                                <color key="NSColor" name="textColor" catalog="System" colorSpace="catalog"/>
                                                <font key="NSFont" metaFont="system" size="17"/>
                                                <paragraphStyle key="NSParagraphStyle" alignment="natural" lineBreakMode="wordWrapping" baseWritingDirection="natural" lineSpacing="6" paragraphSpacing="10" tighteningFactorForTruncation="0.0"/>
                                            </attributes>
                                        </fragment>
                                        <fragment>
                                            <string key="content">
    Beta</string>
                                            <attributes>
                                                <color key="NSColor" name="textColor" catalog="System" colorSpace="catalog"/>
                                                <font key="NSFont" metaFont="system" size="17"/>
                                                <paragraphStyle key="NSParagraphStyle" alignment="natural" lineBreakMode="wordWrapping" baseWritingDirection="natural" lineSpacing="6" paragraphSpacing="10" tighteningFactorForTruncation="0.0"/>
                                            </attributes>
                                        </fragment>
                                    </attributedString>
                                    <nil key="highlightedColor"/>
                                </label>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" usesAttributedText="YES" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Pa1-Lb-002">
                                    <rect key="frame" x="16" y="120" width="51" height="21"/>
                                    <attributedString key="attributedText">
                                        <fragment content="Hello">
                                            <attributes>
                                                <color key="NSColor" systemColor="systemRedColor"/>
                                                <font key="NSFont" metaFont="system" size="17"/>
                                                <real key="NSKern" value="2"/>
                                            </attributes>
                                        </fragment>
                                    </attributedString>
                                    <nil key="highlightedColor"/>
                                </label>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" usesAttributedText="YES" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Pa1-Lb-003">
                                    <rect key="frame" x="16" y="160" width="343" height="31"/>
                                    <attributedString key="attributedText">
                                        <fragment content="Tall line">
                                            <attributes>
                                                <font key="NSFont" metaFont="system" size="17"/>
                                                <paragraphStyle key="NSParagraphStyle" alignment="center" lineBreakMode="wordWrapping" baseWritingDirection="natural" lineHeightMultiple="1.5" tighteningFactorForTruncation="0.0"/>
                                            </attributes>
                                        </fragment>
                                    </attributedString>
                                    <nil key="highlightedColor"/>
                                </label>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" usesAttributedText="YES" lineBreakMode="wordWrap" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Pa1-Lb-004">
                                    <rect key="frame" x="16" y="210" width="343" height="60"/>
                                    <attributedString key="attributedText">
                                        <fragment content="Fixed">
                                            <attributes>
                                                <font key="NSFont" metaFont="system" size="17"/>
                                                <paragraphStyle key="NSParagraphStyle" alignment="right" lineBreakMode="truncatingHead" baseWritingDirection="natural" minimumLineHeight="30" maximumLineHeight="30" tighteningFactorForTruncation="0.0" allowsDefaultTighteningForTruncation="NO">
                                                    <tabStops/>
                                                </paragraphStyle>
                                            </attributes>
                                        </fragment>
                                        <fragment content=" lines">
                                            <attributes>
                                                <font key="NSFont" size="24" name="Helvetica-Bold"/>
                                                <paragraphStyle key="NSParagraphStyle" alignment="right" lineBreakMode="truncatingHead" baseWritingDirection="natural" minimumLineHeight="30" maximumLineHeight="30" tighteningFactorForTruncation="0.0" allowsDefaultTighteningForTruncation="NO">
                                                    <tabStops/>
                                                </paragraphStyle>
                                            </attributes>
                                        </fragment>
                                    </attributedString>
                                    <nil key="highlightedColor"/>
                                </label>
                                <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" scrollEnabled="NO" editable="NO" usesAttributedText="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Pa1-Tv-001">
                                    <rect key="frame" x="16" y="300" width="343" height="90"/>
                                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                    <attributedString key="attributedText">
                                        <fragment content="One">
                                            <attributes>
                                                <font key="NSFont" metaFont="system" size="14"/>
                                                <paragraphStyle key="NSParagraphStyle" alignment="natural" lineBreakMode="wordWrapping" baseWritingDirection="natural" paragraphSpacing="12" tighteningFactorForTruncation="0.0"/>
                                            </attributes>
                                        </fragment>
                                        <fragment>
                                            <string key="content">
    Two</string>
                                            <attributes>
                                                <font key="NSFont" metaFont="system" size="14"/>
                                                <paragraphStyle key="NSParagraphStyle" alignment="natural" lineBreakMode="wordWrapping" baseWritingDirection="natural" paragraphSpacing="12" tighteningFactorForTruncation="0.0"/>
                                            </attributes>
                                        </fragment>
                                    </attributedString>
                                    <textInputTraits key="textInputTraits" autocapitalizationType="sentences"/>
                                </textView>
                                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Pa1-Bt-001">
                                    <rect key="frame" x="16" y="420" width="50" height="34"/>
                                    <state key="normal">
                                        <attributedString key="attributedTitle">
                                            <fragment content="SEND">
                                                <attributes>
                                                    <font key="NSFont" metaFont="system" size="15"/>
                                                    <integer key="NSKern" value="3"/>
                                                    <paragraphStyle key="NSParagraphStyle" alignment="center" lineBreakMode="middleTruncation" baseWritingDirection="natural" tighteningFactorForTruncation="0.0"/>
                                                </attributes>
                                            </fragment>
                                        </attributedString>
                                    </state>
                                </button>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="Pa1-Sa-001"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            <constraints>
                                <constraint firstItem="Pa1-Lb-001" firstAttribute="leading" secondItem="Pa1-Vw-001" secondAttribute="leading" constant="16" id="Pa1-Cn-001"/>
                                <constraint firstAttribute="trailing" secondItem="Pa1-Lb-001" secondAttribute="trailing" constant="16" id="Pa1-Cn-002"/>
                                <constraint firstItem="Pa1-Lb-001" firstAttribute="top" secondItem="Pa1-Vw-001" secondAttribute="top" constant="40" id="Pa1-Cn-003"/>
                                <constraint firstItem="Pa1-Lb-002" firstAttribute="leading" secondItem="Pa1-Vw-001" secondAttribute="leading" constant="16" id="Pa1-Cn-004"/>
                                <constraint firstItem="Pa1-Lb-002" firstAttribute="top" secondItem="Pa1-Vw-001" secondAttribute="top" constant="120" id="Pa1-Cn-005"/>
                                <constraint firstItem="Pa1-Lb-003" firstAttribute="leading" secondItem="Pa1-Vw-001" secondAttribute="leading" constant="16" id="Pa1-Cn-006"/>
                                <constraint firstAttribute="trailing" secondItem="Pa1-Lb-003" secondAttribute="trailing" constant="16" id="Pa1-Cn-007"/>
                                <constraint firstItem="Pa1-Lb-003" firstAttribute="top" secondItem="Pa1-Vw-001" secondAttribute="top" constant="160" id="Pa1-Cn-008"/>
                                <constraint firstItem="Pa1-Lb-004" firstAttribute="leading" secondItem="Pa1-Vw-001" secondAttribute="leading" constant="16" id="Pa1-Cn-009"/>
                                <constraint firstAttribute="trailing" secondItem="Pa1-Lb-004" secondAttribute="trailing" constant="16" id="Pa1-Cn-010"/>
                                <constraint firstItem="Pa1-Lb-004" firstAttribute="top" secondItem="Pa1-Vw-001" secondAttribute="top" constant="210" id="Pa1-Cn-011"/>
                                <constraint firstItem="Pa1-Tv-001" firstAttribute="leading" secondItem="Pa1-Vw-001" secondAttribute="leading" constant="16" id="Pa1-Cn-012"/>
                                <constraint firstAttribute="trailing" secondItem="Pa1-Tv-001" secondAttribute="trailing" constant="16" id="Pa1-Cn-013"/>
                                <constraint firstItem="Pa1-Tv-001" firstAttribute="top" secondItem="Pa1-Vw-001" secondAttribute="top" constant="300" id="Pa1-Cn-014"/>
                                <constraint firstItem="Pa1-Bt-001" firstAttribute="leading" secondItem="Pa1-Vw-001" secondAttribute="leading" constant="16" id="Pa1-Cn-015"/>
                                <constraint firstItem="Pa1-Bt-001" firstAttribute="top" secondItem="Pa1-Vw-001" secondAttribute="top" constant="420" id="Pa1-Cn-016"/>
                            </constraints>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Pa1-Fr-001" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="0.0" y="0.0"/>
            </scene>
        </scenes>
        <resources>
            <systemColor name="systemBackgroundColor">
                <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </systemColor>
            <systemColor name="systemRedColor">
                <color red="1" green="0.23137254901960785" blue="0.18823529411764706" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </systemColor>
        </resources>
    </document>
    """

    /// A label whose paragraph style says something UIHost cannot read: an alignment Xcode never writes and a
    /// line spacing that is not a number, with kerning that is not a number either.
    static let badParagraph = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Pb1-Vc-001">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="Pb1-Sc-001">
                <objects>
                    <viewController id="Pb1-Vc-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Pb1-Vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" usesAttributedText="YES" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Pb1-Lb-001">
                                    <rect key="frame" x="16" y="40" width="343" height="21"/>
                                    <attributedString key="attributedText">
                                        <fragment content="Odd">
                                            <attributes>
                                                <font key="NSFont" metaFont="system" size="17"/>
                                                <real key="NSKern" value="wide"/>
                                                <paragraphStyle key="NSParagraphStyle" alignment="middle" lineBreakMode="wordWrapping" lineSpacing="lots"/>
                                            </attributes>
                                        </fragment>
                                    </attributedString>
                                </label>
                            </subviews>
                            <constraints>
                                <constraint firstItem="Pb1-Lb-001" firstAttribute="leading" secondItem="Pb1-Vw-001" secondAttribute="leading" constant="16" id="Pb1-Cn-001"/>
                                <constraint firstItem="Pb1-Lb-001" firstAttribute="top" secondItem="Pb1-Vw-001" secondAttribute="top" constant="40" id="Pb1-Cn-002"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """
}
