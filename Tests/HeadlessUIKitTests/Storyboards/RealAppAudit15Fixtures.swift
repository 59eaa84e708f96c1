/// Storyboards in Xcode's format for what a third pass over public apps' storyboards found (session 15,
/// docs/uikit-rules.md 8.35, 11.163): written for these tests, each shaped like the files that showed the fault.
enum RealAppAudit15Fixtures {
    /// A library screen: a column of text views and buttons, each pinned 8 pt under the one above and 20 pt from
    /// the leading edge, so every height shows in the next view's origin. A 17-pt and a 15-pt label, a legacy
    /// button with a 15-pt title, and three iOS 15 configuration buttons: a 22-pt bold title, a 32 x 32 image with
    /// no title (the normal state keeps Xcode's "Button"), and a title in the default font. The frames are what
    /// Xcode would save on its 2x iPhone 11 canvas with Apple's fonts.
    static let libraryColumn = RealAppAuditFixtures.document("""
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="Px1-Sc-001">
                <objects>
                    <viewController id="Px1-Vc-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Px1-Rt-001">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Reading list" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Px1-Lb-001">
                                    <rect key="frame" x="20" y="64" width="93" height="20.5"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <nil key="textColor"/>
                                    <nil key="highlightedColor"/>
                                </label>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Three books due back this week" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Px1-Lb-002">
                                    <rect key="frame" x="20" y="92.5" width="214.5" height="18"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                    <nil key="textColor"/>
                                    <nil key="highlightedColor"/>
                                </label>
                                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Px1-Bt-001">
                                    <rect key="frame" x="20" y="118.5" width="68" height="30"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                    <state key="normal" title="Renew all"/>
                                </button>
                                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Px1-Bt-002">
                                    <rect key="frame" x="20" y="156.5" width="125" height="40.5"/>
                                    <state key="normal" title="Button"/>
                                    <buttonConfiguration key="configuration" style="plain" title="Check out">
                                        <fontDescription key="titleFontDescription" type="boldSystem" pointSize="22"/>
                                    </buttonConfiguration>
                                </button>
                                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Px1-Bt-003">
                                    <rect key="frame" x="20" y="205" width="56" height="46"/>
                                    <state key="normal" title="Button"/>
                                    <buttonConfiguration key="configuration" style="plain" image="shelf-dot"/>
                                </button>
                                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Px1-Bt-004">
                                    <rect key="frame" x="20" y="259" width="74" height="34.5"/>
                                    <state key="normal" title="Button"/>
                                    <buttonConfiguration key="configuration" style="plain" title="Return"/>
                                </button>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="Px1-Sa-001"/>
                            <constraints>
                                <constraint firstItem="Px1-Lb-001" firstAttribute="top" secondItem="Px1-Sa-001" secondAttribute="top" constant="20" id="Px1-Ct-001"/>
                                <constraint firstItem="Px1-Lb-002" firstAttribute="top" secondItem="Px1-Lb-001" secondAttribute="bottom" constant="8" id="Px1-Ct-002"/>
                                <constraint firstItem="Px1-Bt-001" firstAttribute="top" secondItem="Px1-Lb-002" secondAttribute="bottom" constant="8" id="Px1-Ct-003"/>
                                <constraint firstItem="Px1-Bt-002" firstAttribute="top" secondItem="Px1-Bt-001" secondAttribute="bottom" constant="8" id="Px1-Ct-004"/>
                                <constraint firstItem="Px1-Bt-003" firstAttribute="top" secondItem="Px1-Bt-002" secondAttribute="bottom" constant="8" id="Px1-Ct-005"/>
                                <constraint firstItem="Px1-Bt-004" firstAttribute="top" secondItem="Px1-Bt-003" secondAttribute="bottom" constant="8" id="Px1-Ct-006"/>
                                <constraint firstItem="Px1-Lb-001" firstAttribute="leading" secondItem="Px1-Sa-001" secondAttribute="leading" constant="20" id="Px1-Ct-007"/>
                                <constraint firstItem="Px1-Lb-002" firstAttribute="leading" secondItem="Px1-Sa-001" secondAttribute="leading" constant="20" id="Px1-Ct-008"/>
                                <constraint firstItem="Px1-Bt-001" firstAttribute="leading" secondItem="Px1-Sa-001" secondAttribute="leading" constant="20" id="Px1-Ct-009"/>
                                <constraint firstItem="Px1-Bt-002" firstAttribute="leading" secondItem="Px1-Sa-001" secondAttribute="leading" constant="20" id="Px1-Ct-010"/>
                                <constraint firstItem="Px1-Bt-003" firstAttribute="leading" secondItem="Px1-Sa-001" secondAttribute="leading" constant="20" id="Px1-Ct-011"/>
                                <constraint firstItem="Px1-Bt-004" firstAttribute="leading" secondItem="Px1-Sa-001" secondAttribute="leading" constant="20" id="Px1-Ct-012"/>
                            </constraints>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Px1-Fr-001" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
        </scenes>
        <resources>
            <image name="shelf-dot" width="32" height="32"/>
        </resources>
        """, initial: "Px1-Vc-001", toolsVersion: "20037")
}
