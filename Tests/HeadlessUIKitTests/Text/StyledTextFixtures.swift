import Foundation

// Storyboard fixtures for StyledTextTests, written for these tests in the shape Xcode saves attributed text (no real
// app's file is copied). The frames saved here are this host's, from Inter's metrics.
enum StyledTextFixtures {
    /// docs/uikit-rules.md 11.190-11.194. An iPhone 8 scene (Xcode 15) holding, each pinned to the root view's edges by
    /// constants: a one-line label whose attributed text is "Total " in the 17-pt system font then "42" in the 30-pt
    /// bold system font (leading 16, top 40); a wrapping label of a 34-pt bold headline and, after a newline, a 13-pt
    /// caption (leading and trailing 16, top 100); a button whose normal state's attributed title is "Buy " at 15 pt
    /// and "now" at 24 pt bold (leading 16, top 300); and a text view that does not scroll, of a 24-pt bold heading
    /// line and a 14-pt body line (leading and trailing 16, top 400).
    static let runs = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="At1-Vc-001">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22131"/>
            <capability name="Safe area layout guides" minToolsVersion="9.0"/>
            <capability name="System colors in document resources" minToolsVersion="11.0"/>
            <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        </dependencies>
        <scenes>
            <!--Receipt View Controller-->
            <scene sceneID="At1-Sc-001">
                <objects>
                    <viewController id="At1-Vc-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="At1-Vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" usesAttributedText="YES" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="At1-Lb-001">
                                    <rect key="frame" x="16" y="40" width="85" height="36.5"/>
                                    <attributedString key="attributedText">
                                        <fragment content="Total ">
                                            <attributes>
                                                <color key="NSColor" systemColor="secondaryLabelColor"/>
                                                <font key="NSFont" metaFont="system" size="17"/>
                                            </attributes>
                                        </fragment>
                                        <fragment content="42">
                                            <attributes>
                                                <color key="NSColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                                <font key="NSFont" metaFont="systemBold" size="30"/>
                                            </attributes>
                                        </fragment>
                                    </attributedString>
                                    <nil key="highlightedColor"/>
                                </label>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" usesAttributedText="YES" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="At1-Lb-002">
                                    <rect key="frame" x="16" y="100" width="343" height="57"/>
                                    <attributedString key="attributedText">
                                        <fragment>
                                            <string key="content">A HEADLINE
    </string>
                                            <attributes>
                                                <font key="NSFont" metaFont="systemBold" size="34"/>
                                                <paragraphStyle key="NSParagraphStyle" alignment="natural" lineBreakMode="wordWrapping" baseWritingDirection="natural" tighteningFactorForTruncation="0.0"/>
                                            </attributes>
                                        </fragment>
                                        <fragment content="then a small caption line">
                                            <attributes>
                                                <font key="NSFont" metaFont="system" size="13"/>
                                                <paragraphStyle key="NSParagraphStyle" alignment="natural" lineBreakMode="wordWrapping" baseWritingDirection="natural" tighteningFactorForTruncation="0.0"/>
                                            </attributes>
                                        </fragment>
                                    </attributedString>
                                    <nil key="highlightedColor"/>
                                </label>
                                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="At1-Bt-001">
                                    <rect key="frame" x="16" y="300" width="81.5" height="41.5"/>
                                    <state key="normal">
                                        <attributedString key="attributedTitle">
                                            <fragment content="Buy ">
                                                <attributes>
                                                    <font key="NSFont" metaFont="system" size="15"/>
                                                </attributes>
                                            </fragment>
                                            <fragment content="now">
                                                <attributes>
                                                    <font key="NSFont" metaFont="systemBold" size="24"/>
                                                </attributes>
                                            </fragment>
                                        </attributedString>
                                    </state>
                                </button>
                                <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" scrollEnabled="NO" editable="NO" textAlignment="natural" translatesAutoresizingMaskIntoConstraints="NO" id="At1-Tv-001">
                                    <rect key="frame" x="16" y="400" width="343" height="62"/>
                                    <attributedString key="attributedText">
                                        <fragment>
                                            <string key="content">Heading
    </string>
                                            <attributes>
                                                <font key="NSFont" metaFont="systemBold" size="24"/>
                                            </attributes>
                                        </fragment>
                                        <fragment content="Body text in a smaller font.">
                                            <attributes>
                                                <font key="NSFont" metaFont="system" size="14"/>
                                            </attributes>
                                        </fragment>
                                    </attributedString>
                                    <textInputTraits key="textInputTraits" autocapitalizationType="sentences"/>
                                </textView>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="At1-Sa-001"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            <constraints>
                                <constraint firstItem="At1-Lb-001" firstAttribute="leading" secondItem="At1-Vw-001" secondAttribute="leading" constant="16" id="At1-Cn-001"/>
                                <constraint firstItem="At1-Lb-001" firstAttribute="top" secondItem="At1-Vw-001" secondAttribute="top" constant="40" id="At1-Cn-002"/>
                                <constraint firstItem="At1-Lb-002" firstAttribute="leading" secondItem="At1-Vw-001" secondAttribute="leading" constant="16" id="At1-Cn-003"/>
                                <constraint firstAttribute="trailing" secondItem="At1-Lb-002" secondAttribute="trailing" constant="16" id="At1-Cn-004"/>
                                <constraint firstItem="At1-Lb-002" firstAttribute="top" secondItem="At1-Vw-001" secondAttribute="top" constant="100" id="At1-Cn-005"/>
                                <constraint firstItem="At1-Bt-001" firstAttribute="leading" secondItem="At1-Vw-001" secondAttribute="leading" constant="16" id="At1-Cn-006"/>
                                <constraint firstItem="At1-Bt-001" firstAttribute="top" secondItem="At1-Vw-001" secondAttribute="top" constant="300" id="At1-Cn-007"/>
                                <constraint firstItem="At1-Tv-001" firstAttribute="leading" secondItem="At1-Vw-001" secondAttribute="leading" constant="16" id="At1-Cn-008"/>
                                <constraint firstAttribute="trailing" secondItem="At1-Tv-001" secondAttribute="trailing" constant="16" id="At1-Cn-009"/>
                                <constraint firstItem="At1-Tv-001" firstAttribute="top" secondItem="At1-Vw-001" secondAttribute="top" constant="400" id="At1-Cn-010"/>
                            </constraints>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="At1-Fr-001" userLabel="First Responder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="20" y="20"/>
            </scene>
        </scenes>
        <resources>
            <systemColor name="secondaryLabelColor">
                <color red="0.23529411764705882" green="0.23529411764705882" blue="0.2627450980392157" alpha="0.59999999999999998" colorSpace="custom" customColorSpace="sRGB"/>
            </systemColor>
            <systemColor name="systemBackgroundColor">
                <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </systemColor>
        </resources>
    </document>
    """
}
