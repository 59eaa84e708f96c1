import Foundation
import Testing
@testable import HeadlessUIKit

/// Faults a sweep of 40 public apps' storyboards found (session 13), each reproduced by a fixture of our own
/// (RealAppAuditFixtures): after launch and rotation every required constraint holds, and views land where UIKit
/// puts them.
@Suite @MainActor struct RealAppAuditTests {
    /// Launches the storyboard text on the device (RealAppAudit14Tests uses it too).
    func launch(_ text: String, on device: DeviceProfile) throws -> HeadlessHost {
        let host = HeadlessHost(device: device)
        let storyboard = try UIStoryboard(data: Data(text.utf8), name: "RealApp")
        try host.launch(delegate: StoryboardAppDelegate(), options: .init(mainStoryboard: storyboard))
        host.runUntilIdle()
        return host
    }

    func view(_ id: String, in host: HeadlessHost) throws -> UIView {
        let window = try #require(host.keyWindow)
        return try #require(LayoutAudit.view(id: id, in: window))
    }

    /// Launched, then turned through every orientation the device allows: no required constraint left broken.
    private func expectHoldsThroughRotation(_ text: String, on device: DeviceProfile, _ name: String) throws {
        let host = try launch(text, on: device)
        #expect(LayoutAudit.brokenRequiredConstraints(in: host) == [], "\(name) on \(device) at launch")
        for orientation in [UIDeviceOrientation.landscapeLeft, .portraitUpsideDown, .landscapeRight, .portrait] {
            guard host.rotate(to: orientation).rotated else { continue }
            host.runUntilIdle()
            #expect(LayoutAudit.brokenRequiredConstraints(in: host) == [], "\(name) on \(device), \(orientation)")
        }
    }

    // docs/uikit-rules.md 11.151: the safe area's origin and width change together on rotation; applied one at a
    // time, each broke the card's centring and neither was applied, so the card kept the portrait insets.
    @Test func aCardInsideTheSafeAreaFollowsItOnRotation() throws {
        let host = try launch(RealAppAuditFixtures.centredCard, on: try #require(DeviceProfile.named("iphone-11")))
        let card = try view("Cc1-Cd-001", in: host)
        #expect(card.frame == CGRect(x: 8, y: 52, width: 398, height: 120))
        #expect(host.rotate(to: .landscapeLeft).rotated)
        host.runUntilIdle()
        #expect(card.frame == CGRect(x: 52, y: 8, width: 792, height: 120))
        #expect(LayoutAudit.brokenRequiredConstraints(in: host) == [])
        #expect(host.rotate(to: .portrait).rotated)
        host.runUntilIdle()
        #expect(card.frame == CGRect(x: 8, y: 52, width: 398, height: 120))
    }

    @Test(arguments: DeviceProfile.all)
    func theCentredCardHoldsOnEveryDevice(device: DeviceProfile) throws {
        try expectHoldsThroughRotation(RealAppAuditFixtures.centredCard, on: device, "centred card")
    }

    @Test(arguments: DeviceProfile.all)
    func theEmptyStateHoldsOnEveryDevice(device: DeviceProfile) throws {
        try expectHoldsThroughRotation(RealAppAuditFixtures.emptyState, on: device, "empty state")
    }

    // docs/uikit-rules.md 11.150: a text view that does not scroll is as wide as its text unwrapped (with its 5-pt
    // line fragment padding a side), so in a centre-aligned stack it has a width; it had none, was laid out 0 wide
    // and the stack's edges to it could not hold.
    @Test func aTextViewThatDoesNotScrollSizesToItsTextInAStack() throws {
        let host = try launch(RealAppAuditFixtures.emptyState, on: .iPhone8)
        let text = try view("Es1-Tv-001", in: host), title = try view("Es1-Lb-001", in: host)
        let stack = try view("Es1-Sk-001", in: host)
        // The text view's 157 x 34: its text 147 wide in 15-pt Inter and one 17.90-pt line (19.28), with 5 + 5 and
        // 8 + 8 around it, in whole points. The title's 20-pt line is 23.87 pt, 47.73 px on the iPhone 8: 48 px, 24 pt
        // (8.35). The stack is 24 + 10 + 34 = 68 high, centred in 667: (667 - 68) / 2 = 299.5.
        #expect(text.frame == CGRect(x: 1, y: 34, width: 157, height: 34))
        #expect(title.frame == CGRect(x: 0, y: 0, width: 159, height: 24))
        #expect(stack.frame == CGRect(x: 108, y: 299.5, width: 159, height: 68))
        #expect(LayoutAudit.brokenRequiredConstraints(in: host) == [])
    }

    // docs/uikit-rules.md 11.150: the intrinsic size of a text view that does not scroll: its text unwrapped, with
    // the padding and the container insets; given a narrower width, the text wraps and the view grows taller.
    @Test func aTextViewThatDoesNotScrollHasItsTextsSize() {
        let textView = UITextView(frame: .zero)
        textView.font = .systemFont(ofSize: 15)
        textView.text = "Pull down to refresh."
        textView.isScrollEnabled = false
        #expect(textView.intrinsicContentSize == CGSize(width: 157, height: 34))
        // 80 wide, the text takes three lines; the intrinsic width stays the unwrapped one.
        textView.bounds.size.width = 80
        #expect(textView.intrinsicContentSize == CGSize(width: 157, height: 70))
        textView.isScrollEnabled = true
        #expect(textView.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }

    // docs/uikit-rules.md 8.31: files saved before Xcode 8 have no <device>; an iPad-only document was laid out on a
    // 768 x 1024 iPad, and a scene's simulated screen names its canvas. A <device> wins; a file with neither has none.
    @Test func filesSavedBeforeXcode8TakeTheirDesignDeviceFromTheirRuntimeAndSimulatedScreen() throws {
        func design(_ text: String) throws -> StoryboardDesignDevice? {
            try StoryboardDocument(data: Data(text.utf8)).designDevice
        }
        let iPad = try #require(try design(RealAppAuditFixtures.xcode5iPad()))
        #expect(iPad.id == "ipad9_7" && iPad.profile?.name == "ipad-9-7" && !iPad.isLandscape)
        #expect(try design(RealAppAuditFixtures.xcode5iPad(orientation: "landscapeRight"))?.isLandscape == true)
        #expect(try design(RealAppAuditFixtures.xcode7(screen: "retina4"))?.profile?.name == "iphone-se-1st-gen")
        #expect(try design(RealAppAuditFixtures.xcode7(screen: "retina47"))?.profile?.name == "iphone-8")
        #expect(try design(RealAppAuditFixtures.xcode7(screen: "iPad"))?.profile?.name == "ipad-9-7")
        #expect(try design(RealAppAuditFixtures.xcode7(screen: nil)) == nil)
        let named = RealAppAuditFixtures.document(#"<device id="retina5_5" orientation="portrait"/>"#
            + RealAppAuditFixtures.legacyScene(#"<simulatedScreenMetrics key="simulatedDestinationMetrics" type="iPad"/>"#),
            initial: "Lg1-Vc-001")
        #expect(try design(named)?.id == "retina5_5")
    }
}
