import Foundation
import HeadlessUIKit
import Testing
@testable import UIHostCore
@testable import UIHostServer

/// A storyboard file served by path finds the storyboards beside it that its references name (docs/uikit-rules.md
/// 8.59), as the app bundle it came from would.
@Suite @MainActor struct StoryboardSiblingTests {
    /// The view the file's element `id` made, in `root`'s tree.
    private func view(_ id: String, in root: UIView) -> UIView? {
        var stack = [root]
        while let view = stack.popLast() {
            if view.storyboardElementID == id { return view }
            stack += view.subviews
        }
        return nil
    }

    /// A folder with `files` (name → text) in it.
    private func folder(_ files: [String: String]) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("uihost-sib-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (name, text) in files {
            try Data(text.utf8).write(to: directory.appendingPathComponent(name))
        }
        return directory
    }

    // docs/uikit-rules.md 8.59: Pad.storyboard's 375 × 500 container embeds a reference to Panel.storyboard's initial
    // controller; served alone by path, with Panel.storyboard beside it, the container holds Panel's scene: its view
    // fills the container and its 120-pt banner sits at the container's top, (196.5, 272, 375, 120) on an iPad 9.7
    // whose safe area starts under the 20-pt status bar. Before, the reference was not found and the container
    // stayed empty.
    @Test func aReferencedStoryboardBesideTheFileIsEmbedded() throws {
        let directory = try folder(["Pad.storyboard": StoryboardSiblingFixtures.pad,
                                    "Panel.storyboard": StoryboardSiblingFixtures.panel])
        let app = try AppDescription.storyboard(file: directory.appendingPathComponent("Pad.storyboard").path)
        #expect(app.launchOptions.resources?.storyboards.keys.sorted() == ["Panel"])
        let automation = try DemoAutomation(app: app, device: .iPad)
        let window = try #require(automation.automation.host.keyWindow)
        let container = try #require(view("Pd1-Cv-001", in: window))
        let banner = try #require(view("Pn1-Bx-001", in: window))
        #expect(container.frame == CGRect(x: 196.5, y: 272, width: 375, height: 500))
        #expect(banner.convert(banner.bounds, to: window) == CGRect(x: 196.5, y: 272, width: 375, height: 120))
        #expect(!automation.automation.host.problems.contains { $0.contains("which the app does not have") })
    }

    // docs/uikit-rules.md 8.59: without the other file beside it, the file runs as before: the container is empty and
    // the problem names the missing storyboard and the fix.
    @Test func withoutTheReferencedFileTheContainerStaysEmpty() throws {
        let directory = try folder(["Pad.storyboard": StoryboardSiblingFixtures.pad])
        let app = try AppDescription.storyboard(file: directory.appendingPathComponent("Pad.storyboard").path)
        #expect(app.launchOptions.resources == nil)
        let automation = try DemoAutomation(app: app, device: .iPad)
        let window = try #require(automation.automation.host.keyWindow)
        let container = try #require(view("Pd1-Cv-001", in: window))
        #expect(container.subviews.isEmpty)
        #expect(automation.automation.host.problems.contains {
            $0.contains("names the storyboard 'Panel', which the app does not have")
        })
    }

    // docs/uikit-rules.md 8.59: a reference's storyboard name is a resource name, never a path: a file naming
    // "../Panel" does not reach a Panel.storyboard outside the served file's folder.
    @Test func aReferenceNamingAPathLeavesNothingOutsideTheFolderRead() throws {
        let outer = try folder(["Panel.storyboard": StoryboardSiblingFixtures.panel])
        let inner = outer.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
        let pad = StoryboardSiblingFixtures.pad.replacingOccurrences(of: "storyboardName=\"Panel\"",
                                                                     with: "storyboardName=\"../Panel\"")
        #expect(pad != StoryboardSiblingFixtures.pad)
        try Data(pad.utf8).write(to: inner.appendingPathComponent("Pad.storyboard"))
        let app = try AppDescription.storyboard(file: inner.appendingPathComponent("Pad.storyboard").path)
        #expect(app.launchOptions.resources == nil)
    }
}

enum StoryboardSiblingFixtures {
    /// An iPad 9.7 scene (Xcode 10.1) whose 375 × 500 container is centred on the safe area and embeds a reference
    /// to the initial controller of `Panel.storyboard`.
    static let pad = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Pd1-Vc-001">
        <device id="ipad9_7" orientation="portrait">
            <adaptation id="fullscreen"/>
        </device>
        <dependencies>
            <deployment identifier="iOS"/>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="14460.20"/>
            <capability name="Safe area layout guides" minToolsVersion="9.0"/>
            <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        </dependencies>
        <scenes>
            <!--Pad Host View Controller-->
            <scene sceneID="Pd1-Sc-001">
                <objects>
                    <viewController id="Pd1-Vc-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Pd1-Vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="768" height="1024"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Pd1-Cv-001">
                                    <rect key="frame" x="196.5" y="272" width="375" height="500"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="375" id="Pd1-Cn-001"/>
                                        <constraint firstAttribute="height" constant="500" id="Pd1-Cn-002"/>
                                    </constraints>
                                    <connections>
                                        <segue destination="Pd1-Rf-001" kind="embed" id="Pd1-Sg-001"/>
                                    </connections>
                                </containerView>
                            </subviews>
                            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            <constraints>
                                <constraint firstItem="Pd1-Cv-001" firstAttribute="centerX" secondItem="Pd1-Sa-001" secondAttribute="centerX" id="Pd1-Cn-003"/>
                                <constraint firstItem="Pd1-Cv-001" firstAttribute="centerY" secondItem="Pd1-Sa-001" secondAttribute="centerY" id="Pd1-Cn-004"/>
                            </constraints>
                            <viewLayoutGuide key="safeArea" id="Pd1-Sa-001"/>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Pd1-Fr-001" userLabel="First Responder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="-80" y="120"/>
            </scene>
            <!--Panel-->
            <scene sceneID="Pd1-Sc-002">
                <objects>
                    <viewControllerPlaceholder storyboardName="Panel" id="Pd1-Rf-001" sceneMemberID="viewController"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Pd1-Fr-002" userLabel="First Responder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="520" y="60"/>
            </scene>
        </scenes>
    </document>
    """

    /// An iPhone scene (Xcode 10.1) whose 120-pt banner is pinned to the top and sides of its root view.
    static let panel = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Pn1-Vc-001">
        <device id="retina5_9" orientation="portrait">
            <adaptation id="fullscreen"/>
        </device>
        <dependencies>
            <deployment identifier="iOS"/>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="14460.20"/>
            <capability name="Safe area layout guides" minToolsVersion="9.0"/>
            <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        </dependencies>
        <scenes>
            <!--Panel View Controller-->
            <scene sceneID="Pn1-Sc-001">
                <objects>
                    <viewController id="Pn1-Vc-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Pn1-Vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="812"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Pn1-Bx-001">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="120"/>
                                    <color key="backgroundColor" red="0.2" green="0.4" blue="0.6" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="120" id="Pn1-Cn-001"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            <constraints>
                                <constraint firstItem="Pn1-Bx-001" firstAttribute="top" secondItem="Pn1-Vw-001" secondAttribute="top" id="Pn1-Cn-002"/>
                                <constraint firstItem="Pn1-Bx-001" firstAttribute="leading" secondItem="Pn1-Vw-001" secondAttribute="leading" id="Pn1-Cn-003"/>
                                <constraint firstAttribute="trailing" secondItem="Pn1-Bx-001" secondAttribute="trailing" id="Pn1-Cn-004"/>
                            </constraints>
                            <viewLayoutGuide key="safeArea" id="Pn1-Sa-001"/>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Pn1-Fr-001" userLabel="First Responder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="40" y="40"/>
            </scene>
        </scenes>
    </document>
    """
}
