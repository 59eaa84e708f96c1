import Foundation

// LayoutAuditFixtures continued: a tab bar dashboard, a margins scene and a classic (Xcode 10) scene.
extension LayoutAuditFixtures {
    /// A tab bar controller. Its first tab: a segmented control under the safe area's top; a container view
    /// embedding a chart controller, as wide as the safe area less 16 pt each side with a 19:10 aspect ratio
    /// (priority 750) but never over 35% of the root view's height; a row of three equal tiles; and a map view
    /// down to 12 pt above the tab bar. The chart's bar sits in its root view's margins, 40% of its height. The
    /// second tab: a collection view of square tiles with automatic estimated sizes, each tile's label centred.
    static let dashboard = document(initial: "Db1-Tb-001", scenes: """
            <!--Tab Bar Controller-->
            <scene sceneID="Db1-Sc-001">
                <objects>
                    <tabBarController id="Db1-Tb-001" sceneMemberID="viewController">
                        <tabBar key="tabBar" contentMode="scaleToFill" id="Db1-Tr-001">
                            <rect key="frame" x="0.0" y="0.0" width="1000" height="1000"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <color key="backgroundColor" white="0.0" alpha="0.0" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        </tabBar>
                        <connections>
                            <segue destination="Db1-Vc-001" kind="relationship" relationship="viewControllers" id="Db1-Sg-001"/>
                            <segue destination="Db1-Cc-001" kind="relationship" relationship="viewControllers" id="Db1-Sg-002"/>
                        </connections>
                    </tabBarController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Db1-Fr-001" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="-700" y="-20"/>
            </scene>
            <!--Today-->
            <scene sceneID="Db1-Sc-002">
                <objects>
                    <viewController id="Db1-Vc-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Db1-Vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="Db1-Sg-101">
                                    <rect key="frame" x="16" y="67" width="361" height="32"/>
                                    <segments>
                                        <segment title="Day"/>
                                        <segment title="Week"/>
                                        <segment title="Month"/>
                                    </segments>
                                </segmentedControl>
                                <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Db1-Cv-001">
                                    <rect key="frame" x="16" y="107" width="361" height="190"/>
                                    <constraints>
                                        <constraint firstAttribute="width" secondItem="Db1-Cv-001" secondAttribute="height" multiplier="19:10" priority="750" id="Db1-Cn-101"/>
                                    </constraints>
                                    <connections>
                                        <segue destination="Db1-Ch-001" kind="embed" id="Db1-Sg-102"/>
                                    </connections>
                                </containerView>
                                <stackView opaque="NO" contentMode="scaleToFill" spacing="8" distribution="fillEqually" translatesAutoresizingMaskIntoConstraints="NO" id="Db1-Sk-001">
                                    <rect key="frame" x="16" y="309" width="361" height="80"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" id="Db1-Vw-101">
                                            <rect key="frame" x="0.0" y="0.0" width="115" height="80"/>
                                            <color key="backgroundColor" systemColor="systemTealColor"/>
                                        </view>
                                        <view contentMode="scaleToFill" id="Db1-Vw-102">
                                            <rect key="frame" x="123" y="0.0" width="115" height="80"/>
                                            <color key="backgroundColor" systemColor="systemOrangeColor"/>
                                        </view>
                                        <view contentMode="scaleToFill" id="Db1-Vw-103">
                                            <rect key="frame" x="246" y="0.0" width="115" height="80"/>
                                            <color key="backgroundColor" systemColor="systemPinkColor"/>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="80" id="Db1-Cn-201"/>
                                    </constraints>
                                </stackView>
                                <mapView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" mapType="standard" translatesAutoresizingMaskIntoConstraints="NO" id="Db1-Mp-001">
                                    <rect key="frame" x="0.0" y="401" width="393" height="356"/>
                                </mapView>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="Db1-Sa-001"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            <constraints>
                                <constraint firstItem="Db1-Sg-101" firstAttribute="top" secondItem="Db1-Sa-001" secondAttribute="top" constant="8" id="Db1-Cn-301"/>
                                <constraint firstItem="Db1-Sg-101" firstAttribute="leading" secondItem="Db1-Sa-001" secondAttribute="leading" constant="16" id="Db1-Cn-302"/>
                                <constraint firstItem="Db1-Sa-001" firstAttribute="trailing" secondItem="Db1-Sg-101" secondAttribute="trailing" constant="16" id="Db1-Cn-303"/>
                                <constraint firstItem="Db1-Cv-001" firstAttribute="top" secondItem="Db1-Sg-101" secondAttribute="bottom" constant="8" id="Db1-Cn-304"/>
                                <constraint firstItem="Db1-Cv-001" firstAttribute="leading" secondItem="Db1-Sg-101" secondAttribute="leading" id="Db1-Cn-305"/>
                                <constraint firstItem="Db1-Cv-001" firstAttribute="trailing" secondItem="Db1-Sg-101" secondAttribute="trailing" id="Db1-Cn-306"/>
                                <constraint firstItem="Db1-Cv-001" firstAttribute="height" relation="lessThanOrEqual" secondItem="Db1-Vw-001" secondAttribute="height" multiplier="0.35" id="Db1-Cn-307"/>
                                <constraint firstItem="Db1-Sk-001" firstAttribute="top" secondItem="Db1-Cv-001" secondAttribute="bottom" constant="12" id="Db1-Cn-308"/>
                                <constraint firstItem="Db1-Sk-001" firstAttribute="leading" secondItem="Db1-Cv-001" secondAttribute="leading" id="Db1-Cn-309"/>
                                <constraint firstItem="Db1-Sk-001" firstAttribute="trailing" secondItem="Db1-Cv-001" secondAttribute="trailing" id="Db1-Cn-310"/>
                                <constraint firstItem="Db1-Mp-001" firstAttribute="top" secondItem="Db1-Sk-001" secondAttribute="bottom" constant="12" id="Db1-Cn-311"/>
                                <constraint firstItem="Db1-Mp-001" firstAttribute="leading" secondItem="Db1-Sa-001" secondAttribute="leading" id="Db1-Cn-312"/>
                                <constraint firstItem="Db1-Sa-001" firstAttribute="trailing" secondItem="Db1-Mp-001" secondAttribute="trailing" id="Db1-Cn-313"/>
                                <constraint firstItem="Db1-Sa-001" firstAttribute="bottom" secondItem="Db1-Mp-001" secondAttribute="bottom" constant="12" id="Db1-Cn-314"/>
                            </constraints>
                        </view>
                        <tabBarItem key="tabBarItem" title="Today" image="sun.max" catalog="system" id="Db1-Ti-001"/>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Db1-Fr-002" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="40" y="-20"/>
            </scene>
            <!--Chart-->
            <scene sceneID="Db1-Sc-003">
                <objects>
                    <viewController id="Db1-Ch-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Db1-Vw-301">
                            <rect key="frame" x="0.0" y="0.0" width="361" height="190"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Db1-Vw-302" userLabel="Bar">
                                    <rect key="frame" x="16" y="57" width="329" height="76"/>
                                    <color key="backgroundColor" systemColor="systemBlueColor"/>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="Db1-Sa-301"/>
                            <constraints>
                                <constraint firstItem="Db1-Vw-302" firstAttribute="leading" secondItem="Db1-Vw-301" secondAttribute="leadingMargin" id="Db1-Cn-401"/>
                                <constraint firstAttribute="trailingMargin" secondItem="Db1-Vw-302" secondAttribute="trailing" id="Db1-Cn-402"/>
                                <constraint firstItem="Db1-Vw-302" firstAttribute="centerY" secondItem="Db1-Vw-301" secondAttribute="centerY" id="Db1-Cn-403"/>
                                <constraint firstItem="Db1-Vw-302" firstAttribute="height" secondItem="Db1-Vw-301" secondAttribute="height" multiplier="0.4" id="Db1-Cn-404"/>
                            </constraints>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Db1-Fr-003" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="40" y="600"/>
            </scene>
            <!--Tiles-->
            <scene sceneID="Db1-Sc-004">
                <objects>
                    <collectionViewController id="Db1-Cc-001" customClass="LATilesController" customModule="Audit" customModuleProvider="target" sceneMemberID="viewController">
                        <collectionView key="view" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="Db1-Co-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            <collectionViewFlowLayout key="collectionViewLayout" automaticEstimatedItemSize="YES" minimumLineSpacing="10" minimumInteritemSpacing="10" id="Db1-Fl-001">
                                <size key="itemSize" width="100" height="100"/>
                                <size key="headerReferenceSize" width="0.0" height="0.0"/>
                                <size key="footerReferenceSize" width="0.0" height="0.0"/>
                                <inset key="sectionInset" minX="16" minY="16" maxX="16" maxY="16"/>
                            </collectionViewFlowLayout>
                            <cells>
                                <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Tile" id="Db1-Cl-001">
                                    <rect key="frame" x="16" y="16" width="100" height="100"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                    <collectionViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="Db1-Cw-001">
                                        <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Db1-Vw-401" userLabel="Swatch">
                                                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                                <color key="backgroundColor" systemColor="systemGreenColor"/>
                                                <constraints>
                                                    <constraint firstAttribute="width" constant="100" id="Db1-Cn-501"/>
                                                    <constraint firstAttribute="width" secondItem="Db1-Vw-401" secondAttribute="height" multiplier="1:1" id="Db1-Cn-502"/>
                                                </constraints>
                                            </view>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="Db1-Vw-401" firstAttribute="top" secondItem="Db1-Cw-001" secondAttribute="top" id="Db1-Cn-503"/>
                                            <constraint firstItem="Db1-Vw-401" firstAttribute="leading" secondItem="Db1-Cw-001" secondAttribute="leading" id="Db1-Cn-504"/>
                                            <constraint firstAttribute="trailing" secondItem="Db1-Vw-401" secondAttribute="trailing" id="Db1-Cn-505"/>
                                            <constraint firstAttribute="bottom" secondItem="Db1-Vw-401" secondAttribute="bottom" id="Db1-Cn-506"/>
                                        </constraints>
                                    </collectionViewCellContentView>
                                </collectionViewCell>
                            </cells>
                            <connections>
                                <outlet property="dataSource" destination="Db1-Cc-001" id="Db1-Ou-001"/>
                                <outlet property="delegate" destination="Db1-Cc-001" id="Db1-Ou-002"/>
                            </connections>
                        </collectionView>
                        <tabBarItem key="tabBarItem" title="Tiles" image="square.grid.2x2" catalog="system" id="Db1-Ti-002"/>
                    </collectionViewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Db1-Fr-004" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="40" y="1200"/>
            </scene>
    """)

    /// Margins set in the file: a card with directional margins that does not preserve its superview's, a label
    /// pinned to them, and a box with left-and-right margins that does; and a stack view with Xcode's standard
    /// spacing (`spacingType="standard"`).
    static let margins = document(initial: "Mg1-Vc-001", scenes: """
            <!--Margins-->
            <scene sceneID="Mg1-Sc-001">
                <objects>
                    <viewController id="Mg1-Vc-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Mg1-Vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" preservesSuperviewLayoutMargins="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Mg1-Vw-002" userLabel="Card">
                                    <rect key="frame" x="20" y="79" width="353" height="120"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Mg1-Vw-004" userLabel="Title">
                                            <rect key="frame" x="24" y="12" width="325" height="30"/>
                                            <constraints>
                                                <constraint firstAttribute="height" constant="30" id="Mg1-Cn-101"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                    <directionalEdgeInsets key="directionalLayoutMargins" top="12" leading="24" bottom="6" trailing="4"/>
                                    <constraints>
                                        <constraint firstItem="Mg1-Vw-004" firstAttribute="leading" secondItem="Mg1-Vw-002" secondAttribute="leadingMargin" id="Mg1-Cn-102"/>
                                        <constraint firstAttribute="trailingMargin" secondItem="Mg1-Vw-004" secondAttribute="trailing" id="Mg1-Cn-103"/>
                                        <constraint firstItem="Mg1-Vw-004" firstAttribute="top" secondItem="Mg1-Vw-002" secondAttribute="topMargin" id="Mg1-Cn-104"/>
                                        <constraint firstAttribute="height" constant="120" id="Mg1-Cn-105"/>
                                    </constraints>
                                </view>
                                <view contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" layoutMarginsFollowReadableWidth="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Mg1-Vw-003" userLabel="Box">
                                    <rect key="frame" x="20" y="209" width="100" height="50"/>
                                    <edgeInsets key="layoutMargins" top="1" left="2" bottom="3" right="5"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="100" id="Mg1-Cn-201"/>
                                        <constraint firstAttribute="height" constant="50" id="Mg1-Cn-202"/>
                                    </constraints>
                                </view>
                                <stackView opaque="NO" contentMode="scaleToFill" spacingType="standard" translatesAutoresizingMaskIntoConstraints="NO" id="Mg1-Sk-001" userLabel="Standard spacing">
                                    <rect key="frame" x="20" y="269" width="48" height="20"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Mg1-Vw-501">
                                            <rect key="frame" x="0.0" y="0.0" width="20" height="20"/>
                                            <constraints>
                                                <constraint firstAttribute="width" constant="20" id="Mg1-Cn-501"/>
                                                <constraint firstAttribute="height" constant="20" id="Mg1-Cn-502"/>
                                            </constraints>
                                        </view>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Mg1-Vw-502">
                                            <rect key="frame" x="28" y="0.0" width="20" height="20"/>
                                            <constraints>
                                                <constraint firstAttribute="width" constant="20" id="Mg1-Cn-503"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                </stackView>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="Mg1-Sa-001"/>
                            <constraints>
                                <constraint firstItem="Mg1-Vw-002" firstAttribute="leading" secondItem="Mg1-Vw-001" secondAttribute="leading" constant="20" id="Mg1-Cn-301"/>
                                <constraint firstAttribute="trailing" secondItem="Mg1-Vw-002" secondAttribute="trailing" constant="20" id="Mg1-Cn-302"/>
                                <constraint firstItem="Mg1-Vw-002" firstAttribute="top" secondItem="Mg1-Sa-001" secondAttribute="top" constant="20" id="Mg1-Cn-303"/>
                                <constraint firstItem="Mg1-Vw-003" firstAttribute="leading" secondItem="Mg1-Vw-002" secondAttribute="leading" id="Mg1-Cn-304"/>
                                <constraint firstItem="Mg1-Vw-003" firstAttribute="top" secondItem="Mg1-Vw-002" secondAttribute="bottom" constant="10" id="Mg1-Cn-305"/>
                                <constraint firstItem="Mg1-Sk-001" firstAttribute="leading" secondItem="Mg1-Vw-002" secondAttribute="leading" id="Mg1-Cn-306"/>
                                <constraint firstItem="Mg1-Sk-001" firstAttribute="top" secondItem="Mg1-Vw-003" secondAttribute="bottom" constant="10" id="Mg1-Cn-307"/>
                            </constraints>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Mg1-Fr-001" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="40" y="-20"/>
            </scene>
    """)

    /// The classic way to fill a scroll view, from before content and frame guides (Xcode 10, designed on an iPhone
    /// 8): a content view pinned to the scroll view's edges, as wide as the scroll view and as high at priority
    /// 250. In it a centred vertical stack (an image, a label, a button; its top 40 pt down, 10 in a compact height),
    /// a row of three squares spread with equal spacing, and a button held 20 pt above the bottom and at least
    /// 20 pt below the row, so the content grows past the screen when it has to.
    static let classic = document(initial: "Cl2-Vc-001", scenes: """
                <!--Welcome-->
                <scene sceneID="Cl2-Sc-001">
                    <objects>
                        <viewController id="Cl2-Vc-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Cl2-Vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Cl2-Sv-001">
                                        <rect key="frame" x="0.0" y="20" width="375" height="647"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Cl2-Vw-002" userLabel="Content">
                                                <rect key="frame" x="0.0" y="0.0" width="375" height="647"/>
                                                <subviews>
                                                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="center" spacing="20" translatesAutoresizingMaskIntoConstraints="NO" id="Cl2-Sk-001">
                                                        <rect key="frame" x="125" y="40" width="125" height="211"/>
                                                        <subviews>
                                                            <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="Cl2-Iv-001">
                                                                <rect key="frame" x="2.5" y="0.0" width="120" height="120"/>
                                                                <constraints>
                                                                    <constraint firstAttribute="height" constant="120" id="Cl2-Cn-101"/>
                                                                    <constraint firstAttribute="width" constant="120" id="Cl2-Cn-102"/>
                                                                </constraints>
                                                            </imageView>
                                                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Welcome back" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Cl2-Lb-001">
                                                                <rect key="frame" x="0.0" y="140" width="125" height="21"/>
                                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                                <nil key="textColor"/>
                                                                <nil key="highlightedColor"/>
                                                            </label>
                                                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Cl2-Bt-001">
                                                                <rect key="frame" x="29" y="181" width="67" height="30"/>
                                                                <state key="normal" title="Continue"/>
                                                            </button>
                                                        </subviews>
                                                    </stackView>
                                                    <stackView opaque="NO" contentMode="scaleToFill" distribution="equalSpacing" translatesAutoresizingMaskIntoConstraints="NO" id="Cl2-Sk-002">
                                                        <rect key="frame" x="20" y="281" width="335" height="44"/>
                                                        <subviews>
                                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Cl2-Vw-101">
                                                                <rect key="frame" x="0.0" y="0.0" width="44" height="44"/>
                                                                <constraints>
                                                                    <constraint firstAttribute="width" constant="44" id="Cl2-Cn-201"/>
                                                                    <constraint firstAttribute="height" constant="44" id="Cl2-Cn-202"/>
                                                                </constraints>
                                                            </view>
                                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Cl2-Vw-102">
                                                                <rect key="frame" x="145.5" y="0.0" width="44" height="44"/>
                                                                <constraints>
                                                                    <constraint firstAttribute="width" constant="44" id="Cl2-Cn-203"/>
                                                                </constraints>
                                                            </view>
                                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Cl2-Vw-103">
                                                                <rect key="frame" x="291" y="0.0" width="44" height="44"/>
                                                                <constraints>
                                                                    <constraint firstAttribute="width" constant="44" id="Cl2-Cn-204"/>
                                                                </constraints>
                                                            </view>
                                                        </subviews>
                                                    </stackView>
                                                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Cl2-Bt-009">
                                                        <rect key="frame" x="20" y="577" width="335" height="50"/>
                                                        <constraints>
                                                            <constraint firstAttribute="height" constant="50" id="Cl2-Cn-301"/>
                                                        </constraints>
                                                        <state key="normal" title="Sign in another way"/>
                                                    </button>
                                                </subviews>
                                                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                                <constraints>
                                                    <constraint firstItem="Cl2-Sk-001" firstAttribute="top" secondItem="Cl2-Vw-002" secondAttribute="top" constant="40" id="Cl2-Cn-401">
                                                        <variation key="heightClass=compact" constant="10"/>
                                                    </constraint>
                                                    <constraint firstItem="Cl2-Sk-001" firstAttribute="centerX" secondItem="Cl2-Vw-002" secondAttribute="centerX" id="Cl2-Cn-402"/>
                                                    <constraint firstItem="Cl2-Sk-002" firstAttribute="top" secondItem="Cl2-Sk-001" secondAttribute="bottom" constant="30" id="Cl2-Cn-403"/>
                                                    <constraint firstItem="Cl2-Sk-002" firstAttribute="leading" secondItem="Cl2-Vw-002" secondAttribute="leading" constant="20" id="Cl2-Cn-404"/>
                                                    <constraint firstAttribute="trailing" secondItem="Cl2-Sk-002" secondAttribute="trailing" constant="20" id="Cl2-Cn-405"/>
                                                    <constraint firstItem="Cl2-Bt-009" firstAttribute="top" relation="greaterThanOrEqual" secondItem="Cl2-Sk-002" secondAttribute="bottom" constant="20" id="Cl2-Cn-406"/>
                                                    <constraint firstItem="Cl2-Bt-009" firstAttribute="leading" secondItem="Cl2-Vw-002" secondAttribute="leading" constant="20" id="Cl2-Cn-407"/>
                                                    <constraint firstAttribute="trailing" secondItem="Cl2-Bt-009" secondAttribute="trailing" constant="20" id="Cl2-Cn-408"/>
                                                    <constraint firstAttribute="bottom" secondItem="Cl2-Bt-009" secondAttribute="bottom" constant="20" id="Cl2-Cn-409"/>
                                                </constraints>
                                            </view>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="Cl2-Vw-002" firstAttribute="top" secondItem="Cl2-Sv-001" secondAttribute="top" id="Cl2-Cn-501"/>
                                            <constraint firstItem="Cl2-Vw-002" firstAttribute="leading" secondItem="Cl2-Sv-001" secondAttribute="leading" id="Cl2-Cn-502"/>
                                            <constraint firstAttribute="trailing" secondItem="Cl2-Vw-002" secondAttribute="trailing" id="Cl2-Cn-503"/>
                                            <constraint firstAttribute="bottom" secondItem="Cl2-Vw-002" secondAttribute="bottom" id="Cl2-Cn-504"/>
                                            <constraint firstItem="Cl2-Vw-002" firstAttribute="width" secondItem="Cl2-Sv-001" secondAttribute="width" id="Cl2-Cn-505"/>
                                            <constraint firstItem="Cl2-Vw-002" firstAttribute="height" secondItem="Cl2-Sv-001" secondAttribute="height" priority="250" id="Cl2-Cn-506"/>
                                        </constraints>
                                    </scrollView>
                                </subviews>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                <constraints>
                                    <constraint firstItem="Cl2-Sv-001" firstAttribute="top" secondItem="Cl2-Sa-001" secondAttribute="top" id="Cl2-Cn-601"/>
                                    <constraint firstItem="Cl2-Sv-001" firstAttribute="leading" secondItem="Cl2-Vw-001" secondAttribute="leading" id="Cl2-Cn-602"/>
                                    <constraint firstAttribute="trailing" secondItem="Cl2-Sv-001" secondAttribute="trailing" id="Cl2-Cn-603"/>
                                    <constraint firstAttribute="bottom" secondItem="Cl2-Sv-001" secondAttribute="bottom" id="Cl2-Cn-604"/>
                                </constraints>
                                <viewLayoutGuide key="safeArea" id="Cl2-Sa-001"/>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Cl2-Fr-001" userLabel="First Responder" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="40" y="-20"/>
                </scene>
    """, toolsVersion: "14490.70", device: #"<device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>"#)
}
