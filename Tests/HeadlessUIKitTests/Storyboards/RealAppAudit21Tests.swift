import Foundation
import Testing
@testable import HeadlessUIKit

/// Faults a ninth sweep of public apps' storyboards found (session 21: size-class variations, storyboard references,
/// tab bar controllers run on iPads), each reproduced by a fixture of our own (RealAppAudit21Fixtures).
@Suite @MainActor struct RealAppAudit21Tests {
    private let audit = RealAppAuditTests()

    private func itemFrames(in host: HeadlessHost) throws -> [CGRect] {
        let tabs = try #require(host.keyWindow?.rootViewController as? UITabBarController)
        return tabs.tabBar.itemViews.map(\.frame)
    }

    // docs/uikit-rules.md 7.47: in a regular width (an iPad) `.automatic` positioning centres the items at the
    // system's width and spacing (UIHost's 76 and 34 pt): on a 9.7-inch iPad two items at x = 291 and 401 of the
    // 768-pt bar, lying down at 419 and 529 of 1024. Before, the two items split the bar: (0, 0, 384, 50) and
    // (384, 0, 384, 50).
    @Test func anIPadsTabBarCentresItsItems() throws {
        let host = try audit.launch(RealAppAudit21Fixtures.twoTabsOnIPad(), on: .iPad)
        let tabs = try #require(host.keyWindow?.rootViewController as? UITabBarController)
        #expect(tabs.tabBar.itemPositioning == .automatic)
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 974, width: 768, height: 50))
        #expect(try itemFrames(in: host) == [CGRect(x: 291, y: 0, width: 76, height: 50),
                                             CGRect(x: 401, y: 0, width: 76, height: 50)])

        #expect(host.rotate(to: .landscapeLeft).rotated)
        host.runUntilIdle()
        #expect(try itemFrames(in: host) == [CGRect(x: 419, y: 0, width: 76, height: 50),
                                             CGRect(x: 529, y: 0, width: 76, height: 50)])
    }

    // docs/uikit-rules.md 7.47: in a compact width (an iPhone 8) `.automatic` fills the bar: (0, 0, 187.5, 49) and
    // (187.5, 0, 187.5, 49).
    @Test func anIPhonesTabBarSpreadsItsItems() throws {
        let host = try audit.launch(RealAppAudit21Fixtures.twoTabsOnIPad(), on: .iPhone8)
        #expect(try itemFrames(in: host) == [CGRect(x: 0, y: 0, width: 187.5, height: 49),
                                             CGRect(x: 187.5, y: 0, width: 187.5, height: 49)])
    }

    // docs/uikit-rules.md 7.47: the file's Item Positioning, Item Width and Item Spacing are read from the
    // `<tabBar key="tabBar">` element. `fill` on an iPad spreads the items: (0, 0, 384, 50), (384, 0, 384, 50);
    // `centered` with width 120 and spacing 20 on an iPhone 8 centres 260 pt of items: (57.5, 0, 120, 49),
    // (197.5, 0, 120, 49). Before, the attributes were not read and the items always split the bar.
    @Test func theFilesItemPositioningWidthAndSpacingAreRead() throws {
        let filled = try audit.launch(RealAppAudit21Fixtures.twoTabsOnIPad(tabBarAttributes: #"itemPositioning="fill""#),
                                      on: .iPad)
        let filledTabs = try #require(filled.keyWindow?.rootViewController as? UITabBarController)
        #expect(filledTabs.tabBar.itemPositioning == .fill)
        #expect(try itemFrames(in: filled) == [CGRect(x: 0, y: 0, width: 384, height: 50),
                                               CGRect(x: 384, y: 0, width: 384, height: 50)])

        let attributes = #"itemPositioning="centered" itemWidth="120" itemSpacing="20""#
        let centred = try audit.launch(RealAppAudit21Fixtures.twoTabsOnIPad(tabBarAttributes: attributes), on: .iPhone8)
        let centredTabs = try #require(centred.keyWindow?.rootViewController as? UITabBarController)
        #expect(centredTabs.tabBar.itemWidth == 120 as CGFloat)
        #expect(centredTabs.tabBar.itemSpacing == 20 as CGFloat)
        #expect(try itemFrames(in: centred) == [CGRect(x: 57.5, y: 0, width: 120, height: 49),
                                                CGRect(x: 197.5, y: 0, width: 120, height: 49)])
        withExtendedLifetime(filled) {}
    }

    // docs/uikit-rules.md 7.47: a negative item width or spacing is taken as 0 (the system's), and centred items
    // that do not fit the bar (UIHost's choice) spread across it instead: five items at 76 + 34 need 516 pt, more
    // than an iPhone 8's 375, so each is 75 wide.
    @Test func centredItemsThatDoNotFitSpreadAcrossTheBar() throws {
        _ = HeadlessHost(device: .iPhone8)
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 375, height: 49))
        bar.itemWidth = -10
        bar.itemSpacing = -4
        #expect(bar.itemWidth == 0 as CGFloat)
        #expect(bar.itemSpacing == 0 as CGFloat)
        bar.itemPositioning = .centered
        #expect(bar.itemFrames(count: 2) == [CGRect(x: 94.5, y: 0, width: 76, height: 49),
                                             CGRect(x: 204.5, y: 0, width: 76, height: 49)])
        #expect(bar.itemFrames(count: 5).map(\.minX) == [0, 75, 150, 225, 300])
        #expect(bar.itemFrames(count: 5).map(\.width) == [75, 75, 75, 75, 75])
    }
}
