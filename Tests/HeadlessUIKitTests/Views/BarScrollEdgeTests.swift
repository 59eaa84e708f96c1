import Foundation
import Testing
@testable import HeadlessUIKit

/// A screen whose view is a scroll view `contentHeight` tall.
@MainActor
private final class ScrollScreen: UIViewController {
    var contentHeight: CGFloat = 2000

    override func loadView() {
        let scroll = UIScrollView(frame: UIScreen.main.bounds)
        scroll.contentSize = CGSize(width: 375, height: contentHeight)
        view = scroll
    }

    var scrollView: UIScrollView { view as! UIScrollView }
}

/// Bars take their scroll-edge appearance while the content scroll view's edge is at them and their standard one
/// once content scrolls under them (docs/uikit-rules.md 7.65-7.68). Before, a bar took its scroll-edge appearance
/// whenever one was set, whatever the content's offset, and drew its material and hairline at the edge too.
@Suite @MainActor struct BarScrollEdgeTests {
    private func appearance<T: UIBarAppearance>(_ appearance: T, _ color: UIColor) -> T {
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = color
        return appearance
    }

    private func drawing(of view: UIView) -> [CGDrawingCommand] {
        UIGraphicsImageRenderer(size: view.bounds.size).image { context in
            view.drawStandardContent(in: context.cgContext)
        }.drawing ?? []
    }

    /// The rects and colours of what drawing the view fills.
    private func fills(of view: UIView) -> [(rect: CGRect, color: CGColor)] {
        drawing(of: view).compactMap { if case .fill(let path, _, let color, _) = $0 { (path.boundingBox, color) } else { nil } }
    }

    // 7.65, 7.66: at rest the content's top is at the bar (offset -64 on the iPhone 8): the scroll-edge appearance;
    // scrolled 100 pt under it, the standard one; back at the top, the scroll-edge one again.
    @Test func aNavigationBarTakesItsScrollEdgeAppearanceOnlyAtTheTop() throws {
        let screen = ScrollScreen()
        let navigation = UINavigationController(rootViewController: screen)
        navigation.navigationBar.standardAppearance = appearance(UINavigationBarAppearance(), .red)
        navigation.navigationBar.scrollEdgeAppearance = appearance(UINavigationBarAppearance(), .blue)
        let host = try ModalLaunch.host(root: navigation, device: .iPhone8)
        #expect(screen.scrollView.contentOffset.y == -64)
        #expect(navigation.navigationBar.backgroundColor == .blue)
        screen.scrollView.contentOffset = CGPoint(x: 0, y: 100)
        #expect(navigation.navigationBar.backgroundColor == .red)
        screen.scrollView.contentOffset = CGPoint(x: 0, y: -64)
        #expect(navigation.navigationBar.backgroundColor == .blue)
        host.runUntilIdle()
    }

    // 7.67: without a scroll-edge appearance the bar is the standard one made transparent at the top (iOS 15).
    @Test func withoutAScrollEdgeAppearanceTheBarIsTransparentAtTheTop() throws {
        let screen = ScrollScreen()
        let navigation = UINavigationController(rootViewController: screen)
        navigation.navigationBar.standardAppearance = appearance(UINavigationBarAppearance(), .red)
        let host = try ModalLaunch.host(root: navigation, device: .iPhone8)
        #expect(navigation.navigationBar.backgroundColor == .clear)
        screen.scrollView.contentOffset = CGPoint(x: 0, y: 10)
        #expect(navigation.navigationBar.backgroundColor == .red)
        host.runUntilIdle()
    }

    // 7.67, 7.68: a bar with UIKit's default appearances draws nothing at the top (no material, no hairline); scrolled,
    // it draws the material up under the status bar (0, -20, 375, 64) and the 0.5-pt hairline along its bottom.
    @Test func theDefaultBarDrawsItsMaterialOnlyOnceContentIsUnderIt() throws {
        let screen = ScrollScreen()
        let navigation = UINavigationController(rootViewController: screen)
        let host = try ModalLaunch.host(root: navigation, device: .iPhone8)
        let bar = navigation.navigationBar
        #expect(bar.frame == CGRect(x: 0, y: 20, width: 375, height: 44))
        #expect(fills(of: bar).isEmpty)
        screen.scrollView.contentOffset = CGPoint(x: 0, y: 0)
        let drawn = fills(of: bar)
        #expect(drawn.map(\.rect) == [CGRect(x: 0, y: -20, width: 375, height: 64), CGRect(x: 0, y: 43.5, width: 375, height: 0.5)])
        #expect(drawn.last?.color == UIColor(white: 0, alpha: 0.3).cgColor)
        #expect(bar.backgroundColor == nil)
        host.runUntilIdle()
    }

    // 7.65, 7.66: a tab bar watches the bottom edge: long content at rest runs on under the bar (standard); scrolled
    // to its end (2000 + 49 - 667 = 1382) its bottom is at the bar (scroll edge); short content always is.
    @Test func aTabBarTakesItsScrollEdgeAppearanceWhenTheContentEndsAtIt() throws {
        let long = ScrollScreen(), short = ScrollScreen()
        short.contentHeight = 300
        let tabs = UITabBarController()
        tabs.viewControllers = [long, short]
        tabs.tabBar.standardAppearance = appearance(UITabBarAppearance(), .red)
        tabs.tabBar.scrollEdgeAppearance = appearance(UITabBarAppearance(), .blue)
        let host = try ModalLaunch.host(root: tabs, device: .iPhone8)
        #expect(long.scrollView.adjustedContentInset.bottom == 49)
        #expect(tabs.tabBar.backgroundColor == .red)
        long.scrollView.contentOffset = CGPoint(x: 0, y: 1382)
        #expect(tabs.tabBar.backgroundColor == .blue)
        long.scrollView.contentOffset = CGPoint(x: 0, y: 1381)
        #expect(tabs.tabBar.backgroundColor == .red)
        tabs.selectedIndex = 1
        host.runUntilIdle()
        #expect(tabs.tabBar.backgroundColor == .blue)
    }

    // 7.65, 7.66: a navigation controller's toolbar watches the bottom edge of the top controller's content
    // (2000 + 44 - 667 = 1377 is its end).
    @Test func aToolbarTakesItsScrollEdgeAppearanceWhenTheContentEndsAtIt() throws {
        let screen = ScrollScreen()
        let navigation = UINavigationController(rootViewController: screen)
        navigation.isToolbarHidden = false
        navigation.toolbar.standardAppearance = appearance(UIToolbarAppearance(), .red)
        navigation.toolbar.scrollEdgeAppearance = appearance(UIToolbarAppearance(), .blue)
        let host = try ModalLaunch.host(root: navigation, device: .iPhone8)
        #expect(screen.scrollView.adjustedContentInset.bottom == 44)
        #expect(navigation.toolbar.backgroundColor == .red)
        screen.scrollView.contentOffset = CGPoint(x: 0, y: 1377)
        #expect(navigation.toolbar.backgroundColor == .blue)
        host.runUntilIdle()
    }

    // 7.66: the bar follows the top controller: a pushed screen scrolled under the bar gives it the standard
    // appearance, and popping back to the root, still at its top, gives it the scroll-edge one.
    @Test func theBarFollowsTheTopControllersScrollView() throws {
        let root = ScrollScreen(), pushed = ScrollScreen()
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.standardAppearance = appearance(UINavigationBarAppearance(), .red)
        navigation.navigationBar.scrollEdgeAppearance = appearance(UINavigationBarAppearance(), .blue)
        let host = try ModalLaunch.host(root: navigation, device: .iPhone8)
        navigation.pushViewController(pushed, animated: false)
        host.runUntilIdle()
        #expect(navigation.navigationBar.backgroundColor == .blue)
        pushed.scrollView.contentOffset = CGPoint(x: 0, y: 300)
        #expect(navigation.navigationBar.backgroundColor == .red)
        root.scrollView.contentOffset = CGPoint(x: 0, y: 300)  // not the top controller: no change
        root.scrollView.contentOffset = CGPoint(x: 0, y: -64)
        #expect(navigation.navigationBar.backgroundColor == .red)
        navigation.popViewController(animated: false)
        host.runUntilIdle()
        #expect(navigation.navigationBar.backgroundColor == .blue)
    }

    // 7.67: a bar no controller manages ignores its scroll-edge appearance.
    @Test func aBarNoControllerManagesTakesItsStandardAppearance() {
        _ = HeadlessHost(device: .iPhone8)
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
        bar.standardAppearance = appearance(UINavigationBarAppearance(), .red)
        bar.scrollEdgeAppearance = appearance(UINavigationBarAppearance(), .blue)
        #expect(bar.backgroundColor == .red)
    }
}
