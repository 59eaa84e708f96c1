import Foundation
import Testing
@testable import HeadlessUIKit

/// Faults a seventh sweep of public apps' storyboards and nibs found (session 19: newer Xcodes, custom fonts, notched
/// and iPad canvases, nested scroll views and stacks), each reproduced by a fixture of our own (RealAppAudit19Fixtures)
/// whose checked frames do not depend on text metrics.
@Suite @MainActor struct RealAppAudit19Tests {
    private let audit = RealAppAuditTests()

    // docs/uikit-rules.md 11.226: a required height of 26 on a rounded-rect field that resists vertical compression at
    // 1000 (its intrinsic height is 34, 11.43) wins: the content-size constraint is the one broken, as Xcode saves the
    // field, 26 pt high at y = 3 in its 44-pt card. On an iPhone 8 the card is (20, 40, 335, 44). Before, the file's
    // height was the one broken and the field was 34 pt high at y = -5.
    @Test func aRequiredHeightBreaksARequiredCompressionResistance() throws {
        let host = try audit.launch(RealAppAudit19Fixtures.requiredCompressionAgainstHeight, on: .iPhone8)
        let card = try audit.view("Rc1-Bx-001", in: host), field = try audit.view("Rc1-Tf-001", in: host)
        #expect(card.frame == CGRect(x: 20, y: 40, width: 335, height: 44))
        #expect(field.frame == CGRect(x: 16, y: 3, width: 303, height: 26))
        #expect(LayoutAudit.brokenRequiredConstraints(in: host) == [])
        // UIKit's console message, naming the content-size constraint as the one broken.
        let report = try #require(host.problems.first { $0.hasPrefix("Unable to simultaneously satisfy constraints.") })
        #expect(report.contains("UITextField:"))
        #expect(report.hasSuffix(".height == 34 Hug:250 CompressionResistance:1000   (active)>"))
        #expect(report.contains(".bottom == UITextField:"))

        // Lying down the card is wider and the field keeps its 26 pt.
        #expect(host.rotate(to: .landscapeLeft).rotated)
        host.runUntilIdle()
        #expect(card.frame == CGRect(x: 20, y: 20, width: 627, height: 44))
        #expect(field.frame == CGRect(x: 16, y: 3, width: 595, height: 26))
        #expect(LayoutAudit.brokenRequiredConstraints(in: host) == [])
    }

    // docs/uikit-rules.md 11.227: a scroll view's own safe area is in its bounds, so it follows the content offset as
    // its frame guide does. On an iPhone 8 under the bar the scroll view (0, 0, 375, 667) rests at offset -64 with a
    // 64-pt top safe inset: the badge pinned 8 pt inside that safe area is at (8, 8), as Xcode saves it (on screen
    // 72, just under the bar). Scrolled to 100 it is at (8, 172): still 72 on screen. Before, the guide stayed at the
    // inset from the content's origin and the badge was at (8, 72), scrolling away with the content.
    @Test func aScrollViewsSafeAreaFollowsItsContentOffset() throws {
        let host = try audit.launch(RealAppAudit19Fixtures.badgeOnScrollViewsSafeArea, on: .iPhone8)
        let scrollView = try #require(try audit.view("Sg1-Sv-001", in: host) as? UIScrollView)
        let badge = try audit.view("Sg1-Bg-001", in: host), content = try audit.view("Sg1-Bx-001", in: host)
        #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -64))
        #expect(scrollView.safeAreaInsets == UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 375, height: 1000))
        #expect(badge.frame == CGRect(x: 8, y: 8, width: 24, height: 24))
        #expect(scrollView.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 375, height: 603))

        scrollView.contentOffset = CGPoint(x: 0, y: 100)
        host.runUntilIdle()
        #expect(badge.frame == CGRect(x: 8, y: 172, width: 24, height: 24))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 375, height: 1000))
        #expect(LayoutAudit.brokenRequiredConstraints(in: host) == [])
    }

    // docs/uikit-rules.md 7.45: a window's root view that does not translate its autoresizing mask is held at the
    // window's bounds by required constraints (UIKit's `UIView-Encapsulated-Layout-*`), so the panel in it is 275 pt
    // wide, 100 pt from the leading edge (its leading inequality at 950 beats its width at 750), and the 1000-pt list
    // at 750 is cut to the screen's height: on an iPhone 8 the root is (0, 0, 375, 667), the panel (100, 0, 275, 667).
    // Lying down the root follows the window: (0, 0, 667, 375), the panel 280 wide at x = 387. Before, nothing held
    // the root: it grew to its content's preferred size, 380 × 1000 (the panel 280 × 1000).
    @Test func aRootViewPlacedByConstraintsKeepsTheWindowsSize() throws {
        let host = try audit.launch(RealAppAudit19Fixtures.rootViewPlacedByConstraints, on: .iPhone8)
        let root = try audit.view("Rv1-Vw-001", in: host), panel = try audit.view("Rv1-Pn-001", in: host)
        #expect(!root.translatesAutoresizingMaskIntoConstraints)
        #expect(root.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(panel.frame == CGRect(x: 100, y: 0, width: 275, height: 667))
        let identifiers = root.superview?.constraints.filter { $0.firstItem === root }.compactMap(\.identifier).sorted()
        #expect(identifiers == ["UIView-Encapsulated-Layout-Height", "UIView-Encapsulated-Layout-Left",
                                "UIView-Encapsulated-Layout-Top", "UIView-Encapsulated-Layout-Width"])

        #expect(host.rotate(to: .landscapeLeft).rotated)
        host.runUntilIdle()
        #expect(root.frame == CGRect(x: 0, y: 0, width: 667, height: 375))
        #expect(panel.frame == CGRect(x: 387, y: 0, width: 280, height: 375))
        #expect(LayoutAudit.brokenRequiredConstraints(in: host) == [])
    }
}
