import Foundation
import Testing
@testable import HeadlessUIKit

/// Faults a sixth sweep of public apps' storyboards and nibs found (session 18: iPad and landscape designs, size-class
/// variations, storyboard references, newer Xcodes), each reproduced by a fixture of our own (RealAppAudit18Fixtures)
/// whose checked frames do not depend on text metrics.
@Suite @MainActor struct RealAppAudit18Tests {
    private let audit = RealAppAuditTests()

    // docs/uikit-rules.md 8.55 with 14.12: a tools version in three parts (32700.99.1234) is read by its first two, so
    // a retina6_1 file from a newer Xcode runs on the 48-pt profile and its box lands where the file saves it,
    // y = 48. Before, the version was not a number: the file ran on the 44-pt profile and the box sat at y = 44.
    @Test func aThreePartToolsVersionIsReadByItsFirstTwoParts() throws {
        let storyboard = try UIStoryboard(data: Data(RealAppAudit18Fixtures.threePartToolsVersion.utf8), name: "RealApp")
        let device = try #require(storyboard.document.designDevice)
        #expect(device.toolsVersion == 32700.99)
        let profile = try #require(device.profile)
        #expect(profile.name == "iphone-xr")
        let host = try audit.launch(RealAppAudit18Fixtures.threePartToolsVersion, on: profile)
        #expect(try audit.view("Tv1-Bx-001", in: host).frame == CGRect(x: 0, y: 48, width: 414, height: 100))
    }

    // docs/uikit-rules.md 8.56: a stack view's `<variation key="heightClass=compact" axis="horizontal" spacing="20">`
    // turns it horizontal, 20 pt apart, while the height is compact, and back when it is regular again. On an iPhone 8:
    // standing, 100 × 108 centred at (137.5, 279.5), the small box under the large one; lying (667 × 375), 200 × 60
    // at (233.5, 157.5), the small box 20 pt to the right, centred on the large one. Before, the variation's
    // attributes were ignored and the stack stayed vertical in landscape (100 × 108 at (283.5, 133.5)).
    @Test func aStacksSizeClassVariationChangesItsAxisAndSpacing() throws {
        let host = try audit.launch(RealAppAudit18Fixtures.stackAxisVariation, on: .iPhone8)
        let stack = try #require(try audit.view("Av1-Sv-001", in: host) as? UIStackView)
        let large = try audit.view("Av1-Bx-001", in: host), small = try audit.view("Av1-Bx-002", in: host)
        #expect(stack.axis == .vertical && stack.spacing == 8)
        #expect(stack.frame == CGRect(x: 137.5, y: 279.5, width: 100, height: 108))
        #expect(large.frame == CGRect(x: 0, y: 0, width: 100, height: 60))
        #expect(small.frame == CGRect(x: 10, y: 68, width: 80, height: 40))

        #expect(host.rotate(to: .landscapeLeft).rotated)
        host.runUntilIdle()
        #expect(stack.axis == .horizontal && stack.spacing == 20 && stack.alignment == .center)
        #expect(stack.frame == CGRect(x: 233.5, y: 157.5, width: 200, height: 60))
        #expect(large.frame == CGRect(x: 0, y: 0, width: 100, height: 60))
        #expect(small.frame == CGRect(x: 120, y: 10, width: 80, height: 40))
        #expect(LayoutAudit.brokenRequiredConstraints(in: host) == [])

        #expect(host.rotate(to: .portrait).rotated)
        host.runUntilIdle()
        #expect(stack.axis == .vertical && stack.spacing == 8)
        #expect(stack.frame == CGRect(x: 137.5, y: 279.5, width: 100, height: 108))
        #expect(small.frame == CGRect(x: 10, y: 68, width: 80, height: 40))
    }
}
