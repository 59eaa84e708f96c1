import Foundation

// A storyboard fixture for StoryboardControlTests, written for these tests in the shape Xcode 15 saves: one of each
// control and display element with the attributes Interface Builder writes for it, actions on several events
// (one to the First Responder), and a button that triggers a show segue.
enum StoryboardControlFixtures {
    static let form = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Cf1-Nv-0a1">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="Cf1-Sc-0a0">
                <objects>
                    <navigationController id="Cf1-Nv-0a1" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="Cf1-Nb-0a1">
                            <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections>
                            <segue destination="Cf1-Vc-0a1" kind="relationship" relationship="rootViewController" id="Cf1-Sg-0a0"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            <scene sceneID="Cf1-Sc-0a1">
                <objects>
                    <viewController storyboardIdentifier="Form" title="Form" id="Cf1-Vc-0a1" customClass="CTFormController" customModule="Forms" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Cf1-Vw-0a1">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" text="Your name" textAlignment="center" lineBreakMode="wordWrap" numberOfLines="2" translatesAutoresizingMaskIntoConstraints="NO" id="Cf1-Lb-0a1">
                                    <rect key="frame" x="16" y="80" width="343" height="48"/>
                                    <accessibility key="accessibilityConfiguration" identifier="nameLabel"/>
                                    <fontDescription key="fontDescription" type="boldSystem" pointSize="20"/>
                                    <color key="textColor" red="0.2" green="0.4" blue="0.6" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    <nil key="highlightedColor"/>
                                </label>
                                <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" text="Ann" borderStyle="roundedRect" placeholder="Name" textAlignment="natural" minimumFontSize="17" clearButtonMode="whileEditing" translatesAutoresizingMaskIntoConstraints="NO" id="Cf1-Tf-0a1">
                                    <rect key="frame" x="16" y="136" width="343" height="34"/>
                                    <accessibility key="accessibilityConfiguration" identifier="nameField"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                    <textInputTraits key="textInputTraits" autocapitalizationType="words" keyboardType="emailAddress" returnKeyType="done" secureTextEntry="YES"/>
                                    <connections>
                                        <action selector="nameChanged:" destination="Cf1-Fr-0a1" eventType="editingChanged" id="Cf1-Ac-0a3"/>
                                    </connections>
                                </textField>
                                <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" editable="NO" text="Notes go here" textAlignment="natural" translatesAutoresizingMaskIntoConstraints="NO" id="Cf1-Tv-0a1">
                                    <rect key="frame" x="16" y="178" width="343" height="60"/>
                                    <accessibility key="accessibilityConfiguration" identifier="notes"/>
                                    <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                    <textInputTraits key="textInputTraits" autocapitalizationType="words" autocorrectionType="no" returnKeyType="send"/>
                                </textView>
                                <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Cf1-Sw-0a1">
                                    <rect key="frame" x="16" y="246" width="51" height="31"/>
                                    <accessibility key="accessibilityConfiguration" identifier="newsletter"/>
                                    <connections>
                                        <action selector="toggled:" destination="Cf1-Vc-0a1" eventType="valueChanged" id="Cf1-Ac-0a2"/>
                                    </connections>
                                </switch>
                                <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="0.5" minValue="0.0" maxValue="2" continuous="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Cf1-Sl-0a1">
                                    <rect key="frame" x="14" y="285" width="347" height="31"/>
                                    <accessibility key="accessibilityConfiguration" identifier="volume"/>
                                </slider>
                                <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="1" translatesAutoresizingMaskIntoConstraints="NO" id="Cf1-Sc-0b1">
                                    <rect key="frame" x="16" y="324" width="240" height="32"/>
                                    <accessibility key="accessibilityConfiguration" identifier="size"/>
                                    <segments>
                                        <segment title="Small"/>
                                        <segment title="Medium"/>
                                        <segment title="Large"/>
                                    </segments>
                                </segmentedControl>
                                <stepper opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="3" minimumValue="1" maximumValue="9" stepValue="2" wraps="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Cf1-St-0a1">
                                    <rect key="frame" x="265" y="324" width="94" height="32"/>
                                    <accessibility key="accessibilityConfiguration" identifier="count"/>
                                </stepper>
                                <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="star.fill" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="Cf1-Iv-0a1">
                                    <rect key="frame" x="16" y="364" width="40" height="40"/>
                                    <accessibility key="accessibilityConfiguration" identifier="star"/>
                                </imageView>
                                <activityIndicatorView opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" hidesWhenStopped="NO" animating="YES" style="large" translatesAutoresizingMaskIntoConstraints="NO" id="Cf1-Ai-0a1">
                                    <rect key="frame" x="64" y="366" width="37" height="37"/>
                                    <accessibility key="accessibilityConfiguration" identifier="spinner"/>
                                </activityIndicatorView>
                                <progressView opaque="NO" contentMode="scaleToFill" verticalHuggingPriority="750" progressViewStyle="bar" progress="0.75" translatesAutoresizingMaskIntoConstraints="NO" id="Cf1-Pv-0a1">
                                    <rect key="frame" x="16" y="412" width="343" height="2.5"/>
                                    <accessibility key="accessibilityConfiguration" identifier="upload"/>
                                </progressView>
                                <pageControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" numberOfPages="5" currentPage="2" translatesAutoresizingMaskIntoConstraints="NO" id="Cf1-Pc-0a1">
                                    <rect key="frame" x="16" y="422" width="343" height="26"/>
                                    <accessibility key="accessibilityConfiguration" identifier="pages"/>
                                </pageControl>
                                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Cf1-Bt-0a1">
                                    <rect key="frame" x="16" y="460" width="160" height="44"/>
                                    <accessibility key="accessibilityConfiguration" identifier="save"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="18"/>
                                    <state key="normal" title="Save">
                                        <color key="titleColor" red="0.0" green="0.5" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    </state>
                                    <state key="highlighted" title="Saving"/>
                                    <state key="disabled" title="Saved"/>
                                    <connections>
                                        <action selector="saveTapped:" destination="Cf1-Vc-0a1" eventType="touchUpInside" id="Cf1-Ac-0a1"/>
                                    </connections>
                                </button>
                                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="Cf1-Bt-0a2">
                                    <rect key="frame" x="199" y="460" width="160" height="44"/>
                                    <accessibility key="accessibilityConfiguration" identifier="next"/>
                                    <state key="normal" title="Next" image="chevron.right" catalog="system"/>
                                    <connections>
                                        <action selector="nextTapped:" destination="Cf1-Vc-0a1" eventType="touchUpInside" id="Cf1-Ac-0a4"/>
                                        <segue destination="Cf1-Vc-0a2" kind="show" identifier="showSummary" id="Cf1-Sg-0a1"/>
                                    </connections>
                                </button>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="Cf1-Sa-0a1"/>
                            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        </view>
                        <navigationItem key="navigationItem" title="Form" id="Cf1-Ni-0a1"/>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Cf1-Fr-0a1" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            <scene sceneID="Cf1-Sc-0a2">
                <objects>
                    <viewController storyboardIdentifier="Summary" id="Cf1-Vc-0a2" customClass="CTSummaryController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Cf1-Vw-0a2">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """
}
