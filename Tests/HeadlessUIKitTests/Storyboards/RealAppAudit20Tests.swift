import Foundation
import Testing
@testable import HeadlessUIKit

/// Faults an eighth sweep of public apps' storyboards and nibs found (session 20: iPad scenes in navigation
/// controllers and form sheets, Xcode 14-15 files on notched iPhones, split views), each reproduced by a fixture of
/// our own (RealAppAudit20Fixtures) whose checked frames do not depend on text metrics.
@Suite @MainActor struct RealAppAudit20Tests {
    private let audit = RealAppAuditTests()

    // docs/uikit-rules.md 7.46: on an iPad a navigation controller's bar and toolbar are 50 pt high. On a 9.7-inch
    // iPad the bar is (0, 20, 768, 50) under the status bar, the toolbar (0, 974, 768, 50), and the panel that fills
    // the safe area (0, 70, 768, 904), as Xcode saves them; lying down, (0, 20, 1024, 50) and the panel
    // (0, 70, 1024, 648). Before, both bars were 44 pt (the panel at y = 64, 916 high).
    @Test func aNavigationControllersBarsAreFiftyPointsOnAnIPad() throws {
        let host = try audit.launch(RealAppAudit20Fixtures.navigationControllerOnIPad, on: .iPad)
        let navigation = try #require(host.keyWindow?.rootViewController as? UINavigationController)
        let panel = try audit.view("Nb1-Pn-001", in: host)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 20, width: 768, height: 50))
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 974, width: 768, height: 50))
        #expect(panel.frame == CGRect(x: 0, y: 70, width: 768, height: 904))
        #expect(LayoutAudit.brokenRequiredConstraints(in: host) == [])

        #expect(host.rotate(to: .landscapeLeft).rotated)
        host.runUntilIdle()
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 20, width: 1024, height: 50))
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 718, width: 1024, height: 50))
        #expect(panel.frame == CGRect(x: 0, y: 70, width: 1024, height: 648))
    }

    // docs/uikit-rules.md 7.46: an iPhone keeps 44-pt bars. The same file on an iPhone 8: the bar (0, 20, 375, 44),
    // the toolbar (0, 623, 375, 44), the panel (0, 64, 375, 559).
    @Test func aNavigationControllersBarsStayFortyFourPointsOnAnIPhone() throws {
        let host = try audit.launch(RealAppAudit20Fixtures.navigationControllerOnIPad, on: .iPhone8)
        let navigation = try #require(host.keyWindow?.rootViewController as? UINavigationController)
        let panel = try audit.view("Nb1-Pn-001", in: host)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 20, width: 375, height: 44))
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 623, width: 375, height: 44))
        #expect(panel.frame == CGRect(x: 0, y: 64, width: 375, height: 559))
    }

    // docs/uikit-rules.md 7.46: on an iPad a tab bar is 50 pt high: (0, 974, 768, 50) on a 9.7-inch iPad, the panel
    // above it (0, 20, 768, 954), as Xcode saves them. On an iPhone 8 it stays 49: (0, 618, 375, 49), the panel
    // (0, 20, 375, 598). Before, the iPad's tab bar was 49 pt (the panel 955 high).
    @Test func aTabBarIsFiftyPointsOnAnIPad() throws {
        let host = try audit.launch(RealAppAudit20Fixtures.tabBarControllerOnIPad, on: .iPad)
        let tabs = try #require(host.keyWindow?.rootViewController as? UITabBarController)
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 974, width: 768, height: 50))
        #expect(try audit.view("Tb1-Pn-001", in: host).frame == CGRect(x: 0, y: 20, width: 768, height: 954))

        let phone = try audit.launch(RealAppAudit20Fixtures.tabBarControllerOnIPad, on: .iPhone8)
        let phoneTabs = try #require(phone.keyWindow?.rootViewController as? UITabBarController)
        #expect(phoneTabs.tabBar.frame == CGRect(x: 0, y: 618, width: 375, height: 49))
        #expect(try audit.view("Tb1-Pn-001", in: phone).frame == CGRect(x: 0, y: 20, width: 375, height: 598))
        withExtendedLifetime(host) {}
    }

    // docs/uikit-rules.md 7.46: a navigation bar and a toolbar placed by constraints without heights take their
    // intrinsic 50 pt on an iPad: on a 9.7-inch iPad the bar (0, 20, 768, 50), the toolbar (0, 974, 768, 50), the
    // panel between them (0, 70, 768, 904), as Xcode saves them. Before, both were 44 pt (the panel 916 high).
    @Test func barsPlacedByConstraintsAreFiftyPointsOnAnIPad() throws {
        let host = try audit.launch(RealAppAudit20Fixtures.barsPlacedByConstraintsOnIPad, on: .iPad)
        let bar = try audit.view("Sb1-Nb-001", in: host), toolbar = try audit.view("Sb1-Tb-001", in: host)
        #expect(bar.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 50))
        #expect(toolbar.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 50))
        #expect(bar.frame == CGRect(x: 0, y: 20, width: 768, height: 50))
        #expect(toolbar.frame == CGRect(x: 0, y: 974, width: 768, height: 50))
        #expect(try audit.view("Sb1-Pn-001", in: host).frame == CGRect(x: 0, y: 70, width: 768, height: 904))
        #expect(LayoutAudit.brokenRequiredConstraints(in: host) == [])
    }

    // docs/uikit-rules.md 11.240: a wheels date picker's intrinsic size is 320 × 216, so one fixed only by its center
    // and top is 320 wide and not ambiguous: on an iPhone 8 (27.5, 40, 320, 216), the rule under it
    // (27.5, 264, 320, 1); lying down (173.5, 20, 320, 216). Before, the picker had no intrinsic width: it was 0 wide
    // at x = 187.5 and its layout ambiguous.
    @Test func aWheelsDatePickerIsThreeHundredTwentyPointsWide() throws {
        let host = try audit.launch(RealAppAudit20Fixtures.centeredWheelsDatePicker, on: .iPhone8)
        let picker = try #require(try audit.view("Dp1-Dp-001", in: host) as? UIDatePicker)
        #expect(picker.datePickerStyle == .wheels)
        #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 216))
        #expect(picker.frame == CGRect(x: 27.5, y: 40, width: 320, height: 216))
        #expect(!picker.hasAmbiguousLayout)
        #expect(try audit.view("Dp1-Ln-001", in: host).frame == CGRect(x: 27.5, y: 264, width: 320, height: 1))

        #expect(host.rotate(to: .landscapeLeft).rotated)
        host.runUntilIdle()
        #expect(picker.frame == CGRect(x: 173.5, y: 20, width: 320, height: 216))
        #expect(LayoutAudit.brokenRequiredConstraints(in: host) == [])
    }
}
