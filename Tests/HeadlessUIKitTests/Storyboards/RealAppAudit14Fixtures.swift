/// Storyboards in Xcode's format reproducing what a second sweep of public apps' storyboards found (session 14,
/// docs/uikit-coverage.md): written for these tests, each shaped like the files that showed the fault.
enum RealAppAudit14Fixtures {
    /// A county card: a 320-wide container under the safe area holding a vertical stack of a 100-pt banner and a
    /// blur whose content view holds a Large Title label pinned to its margins. Nothing but the label sizes the blur
    /// (docs/uikit-rules.md 8.33, 8.34, 11.160).
    static let blurCard = RealAppAuditFixtures.document("""
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="Ve1-Sc-001">
                <objects>
                    <viewController id="Ve1-Vc-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Ve1-Rt-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Ve1-Ct-001">
                                    <rect key="frame" x="27.5" y="40" width="320" height="157.5"/>
                                    <subviews>
                                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="Ve1-Sk-001">
                                            <rect key="frame" x="0.0" y="0.0" width="320" height="157.5"/>
                                            <subviews>
                                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Ve1-Bn-001" userLabel="Banner">
                                                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                                                    <constraints>
                                                        <constraint firstAttribute="height" constant="100" id="Ve1-Bh-001"/>
                                                    </constraints>
                                                </view>
                                                <visualEffectView opaque="NO" clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Ve1-Fx-001">
                                                    <rect key="frame" x="0.0" y="100" width="320" height="57.5"/>
                                                    <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="Ve1-Cv-001">
                                                        <rect key="frame" x="0.0" y="0.0" width="320" height="57.5"/>
                                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                                        <subviews>
                                                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Kent" textAlignment="center" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Ve1-Lb-001">
                                                                <rect key="frame" x="8" y="8" width="304" height="41.5"/>
                                                                <fontDescription key="fontDescription" style="UICTFontTextStyleTitle0"/>
                                                                <nil key="highlightedColor"/>
                                                            </label>
                                                        </subviews>
                                                        <constraints>
                                                            <constraint firstItem="Ve1-Lb-001" firstAttribute="top" secondItem="Ve1-Cv-001" secondAttribute="topMargin" id="Ve1-Lt-001"/>
                                                            <constraint firstAttribute="bottomMargin" secondItem="Ve1-Lb-001" secondAttribute="bottom" id="Ve1-Lo-001"/>
                                                            <constraint firstItem="Ve1-Lb-001" firstAttribute="leading" secondItem="Ve1-Cv-001" secondAttribute="leadingMargin" id="Ve1-Ll-001"/>
                                                            <constraint firstAttribute="trailingMargin" secondItem="Ve1-Lb-001" secondAttribute="trailing" id="Ve1-Lr-001"/>
                                                        </constraints>
                                                    </view>
                                                    <blurEffect style="systemThinMaterial"/>
                                                </visualEffectView>
                                            </subviews>
                                        </stackView>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="Ve1-Sk-001" firstAttribute="top" secondItem="Ve1-Ct-001" secondAttribute="top" id="Ve1-St-001"/>
                                        <constraint firstItem="Ve1-Sk-001" firstAttribute="leading" secondItem="Ve1-Ct-001" secondAttribute="leading" id="Ve1-Sl-001"/>
                                        <constraint firstAttribute="trailing" secondItem="Ve1-Sk-001" secondAttribute="trailing" id="Ve1-Sr-001"/>
                                        <constraint firstAttribute="bottom" secondItem="Ve1-Sk-001" secondAttribute="bottom" id="Ve1-So-001"/>
                                        <constraint firstAttribute="width" constant="320" id="Ve1-Cw-001"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="Ve1-Sa-001"/>
                            <constraints>
                                <constraint firstItem="Ve1-Ct-001" firstAttribute="centerX" secondItem="Ve1-Rt-001" secondAttribute="centerX" id="Ve1-Cx-001"/>
                                <constraint firstItem="Ve1-Ct-001" firstAttribute="top" secondItem="Ve1-Sa-001" secondAttribute="top" constant="20" id="Ve1-Ct-002"/>
                            </constraints>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Ve1-Fr-001" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
        </scenes>
        """, initial: "Ve1-Vc-001")

    /// A settings row: a semibold 15-pt label centred on a switch that the file pins to 30 pt high (as a real XIB
    /// does), and a system button below them (docs/uikit-rules.md 8.33, 11.161).
    static let settingsRow = RealAppAuditFixtures.document("""
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="Sw1-Sc-001">
                <objects>
                    <viewController id="Sw1-Vc-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Sw1-Rt-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Notifications" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Sw1-Lb-001">
                                    <rect key="frame" x="16" y="46" width="99" height="18"/>
                                    <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="15"/>
                                    <nil key="textColor"/>
                                    <nil key="highlightedColor"/>
                                </label>
                                <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Sw1-Sw-001">
                                    <rect key="frame" x="310" y="40" width="51" height="30"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="30" id="Sw1-Sh-001"/>
                                    </constraints>
                                </switch>
                                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Sw1-Bt-001">
                                    <rect key="frame" x="16" y="90" width="34" height="30"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                    <state key="normal" title="Save"/>
                                </button>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="Sw1-Sa-001"/>
                            <constraints>
                                <constraint firstItem="Sw1-Lb-001" firstAttribute="leading" secondItem="Sw1-Sa-001" secondAttribute="leading" constant="16" id="Sw1-Ll-001"/>
                                <constraint firstItem="Sw1-Lb-001" firstAttribute="centerY" secondItem="Sw1-Sw-001" secondAttribute="centerY" id="Sw1-Lc-001"/>
                                <constraint firstItem="Sw1-Sa-001" firstAttribute="trailing" secondItem="Sw1-Sw-001" secondAttribute="trailing" constant="16" id="Sw1-Wt-001"/>
                                <constraint firstItem="Sw1-Sw-001" firstAttribute="top" secondItem="Sw1-Sa-001" secondAttribute="top" constant="20" id="Sw1-Wp-001"/>
                                <constraint firstItem="Sw1-Bt-001" firstAttribute="leading" secondItem="Sw1-Lb-001" secondAttribute="leading" id="Sw1-Bl-001"/>
                                <constraint firstItem="Sw1-Bt-001" firstAttribute="top" secondItem="Sw1-Sw-001" secondAttribute="bottom" constant="20" id="Sw1-Bp-001"/>
                            </constraints>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Sw1-Fr-001" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
        </scenes>
        """, initial: "Sw1-Vc-001")

    /// A countdown timer: a wheels date picker under the safe area fixed only at its top and sides, and a 40-pt view
    /// 24 pt below it (docs/uikit-rules.md 11.162). Xcode lays the picker out 216 pt tall.
    static let countdown = RealAppAuditFixtures.document("""
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="Dp1-Sc-001">
                <objects>
                    <viewController id="Dp1-Vc-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Dp1-Rt-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="countDownTimer" minuteInterval="5" style="wheels" useCurrentDate="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Dp1-Dp-001">
                                    <rect key="frame" x="0.0" y="50" width="375" height="216"/>
                                </datePicker>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Dp1-Vw-001">
                                    <rect key="frame" x="24" y="290" width="327" height="40"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="40" id="Dp1-Vh-001"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="Dp1-Sa-001"/>
                            <constraints>
                                <constraint firstItem="Dp1-Dp-001" firstAttribute="top" secondItem="Dp1-Sa-001" secondAttribute="top" constant="30" id="Dp1-Dt-001"/>
                                <constraint firstItem="Dp1-Dp-001" firstAttribute="leading" secondItem="Dp1-Sa-001" secondAttribute="leading" id="Dp1-Dl-001"/>
                                <constraint firstItem="Dp1-Dp-001" firstAttribute="trailing" secondItem="Dp1-Sa-001" secondAttribute="trailing" id="Dp1-Dr-001"/>
                                <constraint firstItem="Dp1-Vw-001" firstAttribute="top" secondItem="Dp1-Dp-001" secondAttribute="bottom" constant="24" id="Dp1-Vt-001"/>
                                <constraint firstItem="Dp1-Vw-001" firstAttribute="leading" secondItem="Dp1-Sa-001" secondAttribute="leading" constant="24" id="Dp1-Vl-001"/>
                                <constraint firstItem="Dp1-Sa-001" firstAttribute="trailing" secondItem="Dp1-Vw-001" secondAttribute="trailing" constant="24" id="Dp1-Vr-001"/>
                            </constraints>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Dp1-Fr-001" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
        </scenes>
        """, initial: "Dp1-Vc-001")
}
