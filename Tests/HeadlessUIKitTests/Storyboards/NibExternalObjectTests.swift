import Foundation
import Testing
@testable import HeadlessUIKit

// Nib external objects (docs/uikit-rules.md 8.37). Type names start with `NX`.

/// The object the app gives for the nib's "Theme" external object: the nib connects its `titleLabel` outlet and
/// sends it `apply:` from the button.
@MainActor
final class NXTheme: UIResponder {
    var titleLabel: UILabel?
    var log: [String] = []
}

enum NibExternalObjectFixtures {
    /// A header nib: no File's Owner class, an external object "Theme" (class NXTheme) with a `titleLabel` outlet to
    /// the label, and the button's `apply:` action sent to it.
    static let header = NibFixtures.document("""
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <placeholder placeholderIdentifier="Theme" id="Hx1-Ph-0a1" userLabel="Theme" customClass="NXTheme" customModule="Nibs" customModuleProvider="target">
                <connections>
                    <outlet property="titleLabel" destination="Hx1-Lb-0a1" id="Hx1-Ot-0a1"/>
                </connections>
            </placeholder>
            <view contentMode="scaleToFill" id="Hx1-Vw-0a1">
                <rect key="frame" x="0.0" y="0.0" width="375" height="80"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Header" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="Hx1-Lb-0a1">
                        <rect key="frame" x="16" y="8" width="200" height="21"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <nil key="textColor"/>
                        <nil key="highlightedColor"/>
                    </label>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="Hx1-Bt-0a1">
                        <rect key="frame" x="300" y="8" width="59" height="30"/>
                        <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxY="YES"/>
                        <state key="normal" title="Apply"/>
                        <connections>
                            <action selector="apply:" destination="Hx1-Ph-0a1" eventType="touchUpInside" id="Hx1-Ac-0a1"/>
                        </connections>
                    </button>
                </subviews>
                <point key="canvasLocation" x="0.0" y="0.0"/>
            </view>
    """)
}

@MainActor
@Suite struct NibExternalObjectTests {
    init() {
        UIStoryboard.registerOutlet("titleLabel", for: NXTheme.self) { $0.titleLabel = $1 as? UILabel }
        UIResponder.registerAction("apply:", for: NXTheme.self) { theme, sender in
            theme.log.append("apply: from \(sender.map { String(describing: type(of: $0)) } ?? "nil")")
        }
    }

    // docs/uikit-rules.md 8.37: the object given under the placeholder's identifier stands for it: the nib's
    // outlets from it and actions to it are connected; it is not among the top-level objects.
    @Test func anExternalObjectGivenByIdentifierIsConnected() throws {
        let (host, _) = try NibTests.launch(UIViewController())
        defer { withExtendedLifetime(host) {} }
        let nib = UINib(data: Data(NibExternalObjectFixtures.header.utf8), bundle: nil)
        let theme = NXTheme()

        let objects = nib.instantiate(withOwner: nil, options: [.externalObjects: ["Theme": theme]])
        #expect(objects.count == 1)
        let header = try #require(objects.first as? UIView)
        let label = try #require(header.subviews.first as? UILabel)
        #expect(theme.titleLabel === label)
        let button = try #require(header.subviews.last as? UIButton)
        button.sendActions(for: .touchUpInside)
        #expect(theme.log == ["apply: from UIButton"])
        #expect(nib.notes == [])
        #expect(host.problems == [])

        // Each instantiation connects the object given that time.
        let other = NXTheme()
        let again = nib.instantiate(withOwner: nil, options: [.externalObjects: ["Theme": other]])
        #expect(other.titleLabel === (again.first as? UIView)?.subviews.first)
        #expect(theme.titleLabel === label)
    }

    // docs/uikit-rules.md 8.37: a placeholder the options do not give is reported with the fix (UIKit raises); the
    // nib's objects are still made, without the connections to it.
    @Test func aMissingExternalObjectIsReportedWithTheFix() throws {
        let (host, _) = try NibTests.launch(UIViewController())
        defer { withExtendedLifetime(host) {} }
        let nib = UINib(data: Data(NibExternalObjectFixtures.header.utf8), bundle: nil)

        let objects = nib.instantiate(withOwner: nil, options: [.externalObjects: ["Other": NXTheme()]])
        #expect(objects.count == 1)
        #expect(host.problems == [
            "UINib '(data)' has an external object 'Theme' that options[.externalObjects] does not give; its "
                + "connections are not made. Fix: instantiate(withOwner:options: [.externalObjects: [\"Theme\": object]])",
        ])
        #expect(nib.notes == [])
        let button = try #require((objects.first as? UIView)?.subviews.last as? UIButton)
        #expect(button.allTargets.isEmpty)
    }
}
