import Foundation

// Storyboard fixtures for RealAppAudit18Tests, written for these tests in the shape Xcode saves (no real app's file is
// copied). Frames the tests check come from constraints and fixed sizes, not from text metrics.
enum RealAppAudit18Fixtures {
    /// docs/uikit-rules.md 8.55. A scene saved by a newer Xcode that writes its tools version in three parts, on an
    /// iPhone 11 canvas (`retina6_1`): a 100-pt high box pinned to the safe area's top and sides. Xcode 14 and later
    /// draw that canvas with a 48-pt top inset, so the file saves the box at y = 48.
    static let threePartToolsVersion = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="32700.99.1234" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Tv1-Vc-001">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <dependencies>
            <deployment identifier="iOS"/>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22685"/>
            <capability name="Safe area layout guides" minToolsVersion="9.0"/>
            <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        </dependencies>
        <scenes>
            <!--Inbox View Controller-->
            <scene sceneID="Tv1-Sc-001">
                <objects>
                    <viewController id="Tv1-Vc-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Tv1-Vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Tv1-Bx-001">
                                    <rect key="frame" x="0.0" y="48" width="414" height="100"/>
                                    <color key="backgroundColor" systemColor="systemTealColor"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="100" id="Tv1-Cn-001"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="Tv1-Sa-001"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            <constraints>
                                <constraint firstItem="Tv1-Bx-001" firstAttribute="top" secondItem="Tv1-Sa-001" secondAttribute="top" id="Tv1-Cn-002"/>
                                <constraint firstItem="Tv1-Bx-001" firstAttribute="leading" secondItem="Tv1-Sa-001" secondAttribute="leading" id="Tv1-Cn-003"/>
                                <constraint firstItem="Tv1-Sa-001" firstAttribute="trailing" secondItem="Tv1-Bx-001" secondAttribute="trailing" id="Tv1-Cn-004"/>
                            </constraints>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Tv1-Fr-001" userLabel="First Responder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="12" y="-40"/>
            </scene>
        </scenes>
        <resources>
            <systemColor name="systemBackgroundColor">
                <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </systemColor>
            <systemColor name="systemTealColor">
                <color red="0.18823529411764706" green="0.69019607843137254" blue="0.7803921568627451" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </systemColor>
        </resources>
    </document>
    """

    /// docs/uikit-rules.md 8.56. An iPhone 8 scene (Xcode 14.3) with a stack view centred in its root view. In the
    /// any/any size class the stack is vertical, centre-aligned, 8 pt between its views; in compact height (an iPhone
    /// in landscape) its `<variation>` makes it horizontal with 20 pt between them. It holds a 100 × 60 box and an
    /// 80 × 40 box (fixed sizes): 100 × 108 standing, 200 × 60 lying.
    static let stackAxisVariation = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Av1-Vc-001">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <dependencies>
            <deployment identifier="iOS"/>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>
            <capability name="Safe area layout guides" minToolsVersion="9.0"/>
            <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        </dependencies>
        <scenes>
            <!--Badge View Controller-->
            <scene sceneID="Av1-Sc-001">
                <objects>
                    <viewController id="Av1-Vc-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Av1-Vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="center" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="Av1-Sv-001">
                                    <rect key="frame" x="137.5" y="279.5" width="100" height="108"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Av1-Bx-001">
                                            <rect key="frame" x="0.0" y="0.0" width="100" height="60"/>
                                            <color key="backgroundColor" systemColor="systemOrangeColor"/>
                                            <constraints>
                                                <constraint firstAttribute="width" constant="100" id="Av1-Cn-001"/>
                                                <constraint firstAttribute="height" constant="60" id="Av1-Cn-002"/>
                                            </constraints>
                                        </view>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Av1-Bx-002">
                                            <rect key="frame" x="10" y="68" width="80" height="40"/>
                                            <color key="backgroundColor" systemColor="systemIndigoColor"/>
                                            <constraints>
                                                <constraint firstAttribute="width" constant="80" id="Av1-Cn-003"/>
                                                <constraint firstAttribute="height" constant="40" id="Av1-Cn-004"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                    <variation key="heightClass=compact" axis="horizontal" spacing="20"/>
                                </stackView>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="Av1-Sa-001"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            <constraints>
                                <constraint firstItem="Av1-Sv-001" firstAttribute="centerX" secondItem="Av1-Vw-001" secondAttribute="centerX" id="Av1-Cn-005"/>
                                <constraint firstItem="Av1-Sv-001" firstAttribute="centerY" secondItem="Av1-Vw-001" secondAttribute="centerY" id="Av1-Cn-006"/>
                            </constraints>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Av1-Fr-001" userLabel="First Responder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="-60" y="24"/>
            </scene>
        </scenes>
        <resources>
            <systemColor name="systemBackgroundColor">
                <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </systemColor>
            <systemColor name="systemIndigoColor">
                <color red="0.34509803921568627" green="0.33725490196078434" blue="0.83921568627450982" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </systemColor>
            <systemColor name="systemOrangeColor">
                <color red="1" green="0.58431372549019611" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </systemColor>
        </resources>
    </document>
    """
}
