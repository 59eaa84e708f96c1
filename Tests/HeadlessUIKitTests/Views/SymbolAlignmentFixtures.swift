import Foundation

// Storyboard fixture for SymbolAlignmentTests, written for these tests in the shape Xcode saves (no real app's file is
// copied).
enum SymbolAlignmentFixtures {
    /// docs/uikit-rules.md 11.196, 11.197. An iPhone 8 scene (Xcode 15) whose horizontal stack view (fill alignment,
    /// spacing 10) is pinned 16 pt from the root view's sides and 40 pt from its top, holding a button whose normal
    /// state's background image is the `location.circle.fill` symbol, a view, and a button showing `magnifyingglass`;
    /// both buttons are 40 × 40 by their constraints, the view 40 high. Xcode saves the buttons 40 × 39 and 40 × 38.5,
    /// half a point down: their symbols' alignment rectangles are what the constraints size.
    static let buttons = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Sy1-Vc-001">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22131"/>
            <capability name="Safe area layout guides" minToolsVersion="9.0"/>
            <capability name="System colors in document resources" minToolsVersion="11.0"/>
            <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        </dependencies>
        <scenes>
            <!--Search View Controller-->
            <scene sceneID="Sy1-Sc-001">
                <objects>
                    <viewController id="Sy1-Vc-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Sy1-Vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <stackView opaque="NO" contentMode="scaleToFill" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="Sy1-Sv-001">
                                    <rect key="frame" x="16" y="40" width="343" height="40"/>
                                    <subviews>
                                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Sy1-Bt-001">
                                            <rect key="frame" x="0.0" y="0.5" width="40" height="39"/>
                                            <constraints>
                                                <constraint firstAttribute="width" constant="40" id="Sy1-Cn-001"/>
                                                <constraint firstAttribute="height" constant="40" id="Sy1-Cn-002"/>
                                            </constraints>
                                            <color key="tintColor" systemColor="labelColor"/>
                                            <state key="normal" backgroundImage="location.circle.fill" catalog="system"/>
                                        </button>
                                        <view contentMode="scaleToFill" horizontalHuggingPriority="249" translatesAutoresizingMaskIntoConstraints="NO" id="Sy1-Vw-002">
                                            <rect key="frame" x="50" y="0.0" width="243" height="40"/>
                                            <color key="backgroundColor" systemColor="systemFillColor"/>
                                        </view>
                                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Sy1-Bt-002">
                                            <rect key="frame" x="303" y="0.5" width="40" height="38.5"/>
                                            <constraints>
                                                <constraint firstAttribute="height" constant="40" id="Sy1-Cn-003"/>
                                                <constraint firstAttribute="width" constant="40" id="Sy1-Cn-004"/>
                                            </constraints>
                                            <color key="tintColor" systemColor="labelColor"/>
                                            <state key="normal" backgroundImage="magnifyingglass" catalog="system"/>
                                        </button>
                                    </subviews>
                                </stackView>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="Sy1-Sa-001"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            <constraints>
                                <constraint firstItem="Sy1-Sv-001" firstAttribute="leading" secondItem="Sy1-Vw-001" secondAttribute="leading" constant="16" id="Sy1-Cn-005"/>
                                <constraint firstAttribute="trailing" secondItem="Sy1-Sv-001" secondAttribute="trailing" constant="16" id="Sy1-Cn-006"/>
                                <constraint firstItem="Sy1-Sv-001" firstAttribute="top" secondItem="Sy1-Vw-001" secondAttribute="top" constant="40" id="Sy1-Cn-007"/>
                            </constraints>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Sy1-Fr-001" userLabel="First Responder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="20" y="20"/>
            </scene>
        </scenes>
        <resources>
            <image name="location.circle.fill" catalog="system" width="128" height="123"/>
            <image name="magnifyingglass" catalog="system" width="128" height="117"/>
            <systemColor name="labelColor">
                <color white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </systemColor>
            <systemColor name="systemBackgroundColor">
                <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </systemColor>
            <systemColor name="systemFillColor">
                <color red="0.47058823529411764" green="0.47058823529411764" blue="0.50196078431372548" alpha="0.20000000000000001" colorSpace="custom" customColorSpace="sRGB"/>
            </systemColor>
        </resources>
    </document>
    """
}
