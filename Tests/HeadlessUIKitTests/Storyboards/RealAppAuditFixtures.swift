/// Storyboards in Xcode's format reproducing what a sweep of 40 public apps' storyboards found (session 13,
/// docs/uikit-coverage.md): written for these tests, each shaped like the files that showed the fault.
enum RealAppAuditFixtures {
    /// A document around `body` (its `<device>` and `<scenes>`), saved by `toolsVersion` for `runtime`.
    static func document(_ body: String, initial: String, toolsVersion: String = "15505",
                         runtime: String = "iOS.CocoaTouch") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="\(runtime)" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="\(initial)">
        \(body)
        </document>
        """
    }

    /// A card 8 pt inside the safe area at the sides and top, 120 high, and also centred on the root view (the
    /// redundant centring real files carry): on a notched iPhone in landscape the safe area's origin and width
    /// move together (docs/uikit-rules.md 11.151).
    static let centredCard = document("""
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="Cc1-Sc-001">
                <objects>
                    <viewController id="Cc1-Vc-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Cc1-Rt-001">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Cc1-Cd-001" userLabel="Card">
                                    <rect key="frame" x="8" y="52" width="398" height="120"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="120" id="Cc1-Ht-001"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="Cc1-Sa-001"/>
                            <constraints>
                                <constraint firstItem="Cc1-Cd-001" firstAttribute="leading" secondItem="Cc1-Sa-001" secondAttribute="leading" constant="8" id="Cc1-Ld-001"/>
                                <constraint firstItem="Cc1-Sa-001" firstAttribute="trailing" secondItem="Cc1-Cd-001" secondAttribute="trailing" constant="8" id="Cc1-Tr-001"/>
                                <constraint firstItem="Cc1-Cd-001" firstAttribute="top" secondItem="Cc1-Sa-001" secondAttribute="top" constant="8" id="Cc1-Tp-001"/>
                                <constraint firstItem="Cc1-Cd-001" firstAttribute="centerX" secondItem="Cc1-Rt-001" secondAttribute="centerX" id="Cc1-Cx-001"/>
                            </constraints>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Cc1-Fr-001" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
        </scenes>
        """, initial: "Cc1-Vc-001")

    /// An empty-state screen: a centred vertical stack (centre aligned) of a title and a text view that does not
    /// scroll, as apps use for a selectable subtitle (docs/uikit-rules.md 11.150).
    static let emptyState = document("""
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="Es1-Sc-001">
                <objects>
                    <viewController id="Es1-Vc-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Es1-Rt-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="center" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="Es1-Sk-001">
                                    <rect key="frame" x="87" y="300" width="201" height="67"/>
                                    <subviews>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Nothing here yet" textAlignment="center" lineBreakMode="wordWrap" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Es1-Lb-001">
                                            <rect key="frame" x="16" y="0.0" width="169" height="21"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="20"/>
                                            <nil key="highlightedColor"/>
                                        </label>
                                        <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" scrollEnabled="NO" editable="NO" text="Pull down to refresh." textAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="Es1-Tv-001">
                                            <rect key="frame" x="0.0" y="31" width="201" height="36"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                            <textInputTraits key="textInputTraits" autocapitalizationType="sentences"/>
                                        </textView>
                                    </subviews>
                                </stackView>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="Es1-Sa-001"/>
                            <constraints>
                                <constraint firstItem="Es1-Sk-001" firstAttribute="centerX" secondItem="Es1-Rt-001" secondAttribute="centerX" id="Es1-Cx-001"/>
                                <constraint firstItem="Es1-Sk-001" firstAttribute="centerY" secondItem="Es1-Rt-001" secondAttribute="centerY" id="Es1-Cy-001"/>
                            </constraints>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Es1-Fr-001" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
        </scenes>
        """, initial: "Es1-Vc-001")

    /// One scene with an empty root view, its controller carrying `metrics` (Xcode 5 to 7's simulated metrics).
    static func legacyScene(_ metrics: String) -> String {
        """
        <scenes>
            <scene sceneID="Lg1-Sc-001">
                <objects>
                    <viewController id="Lg1-Vc-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Lg1-Rt-001">
                            <rect key="frame" x="0.0" y="0.0" width="768" height="1024"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        </view>
                        \(metrics)
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Lg1-Fr-001" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
        </scenes>
        """
    }

    /// An iPad-only document saved by Xcode 5 (no `<device>`), with the document's default simulated metrics.
    static func xcode5iPad(orientation: String = "") -> String {
        document(legacyScene("") + """
            <simulatedMetricsContainer key="defaultSimulatedMetrics">
                <simulatedStatusBarMetrics key="statusBar"/>
                <simulatedOrientationMetrics key="orientation"\(orientation.isEmpty ? "" : " orientation=\"\(orientation)\"")/>
                <simulatedScreenMetrics key="destination"/>
            </simulatedMetricsContainer>
            """, initial: "Lg1-Vc-001", toolsVersion: "4514", runtime: "iOS.CocoaTouch.iPad")
    }

    /// A universal document saved by Xcode 6 or 7 (no `<device>`) whose scene simulates `screen`, if any.
    static func xcode7(screen: String?) -> String {
        let metrics = screen.map { #"<simulatedScreenMetrics key="simulatedDestinationMetrics" type="\#($0)"/>"# } ?? ""
        return document(legacyScene(metrics), initial: "Lg1-Vc-001", toolsVersion: "10117")
    }
}
