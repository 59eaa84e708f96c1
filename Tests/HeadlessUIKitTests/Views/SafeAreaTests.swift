import Foundation
import Testing
@testable import HeadlessUIKit

/// Records safe area notifications as "name.callback".
final class SARecorder: UIViewController {
    var events: [String] = []

    override func viewSafeAreaInsetsDidChange() {
        events.append("viewSafeAreaInsetsDidChange \(view.safeAreaInsets.top),\(view.safeAreaInsets.bottom)")
    }
}

@MainActor
@Suite struct SafeAreaTests {
    private static func insets(_ top: CGFloat, _ bottom: CGFloat) -> UIEdgeInsets {
        UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
    }

    // docs/uikit-rules.md 7.3, 14.3-14.5: a full-screen root view's safe area leaves out the device's insets for the
    // orientation (the 20 pt status bar of a portrait iPhone 8, nothing in landscape; a notch or island and the home
    // indicator on newer phones); a subview gets the part it overlaps.
    @Test(arguments: DeviceProfile.all) func aRootViewIsInsetByTheDevicesSafeArea(device: DeviceProfile) throws {
        let root = SARecorder()
        let app = try NavTestApp(root: root, device: device)
        let child = UIView(frame: CGRect(x: 0, y: 10, width: 100, height: 100))
        root.view.addSubview(child)
        let portrait = device.portraitSafeAreaInsets

        #expect(app.window.safeAreaInsets == portrait)
        #expect(root.view.safeAreaInsets == portrait)
        #expect(child.safeAreaInsets == Self.insets(portrait.top - 10, 0))
        #expect(root.view.safeAreaLayoutGuide.layoutFrame == CGRect(origin: .zero, size: device.portraitSize).inset(by: portrait))
        #expect(root.events == ["viewSafeAreaInsetsDidChange \(portrait.top),\(portrait.bottom)"])

        app.host.rotate(to: .landscapeLeft)
        app.host.runUntilIdle()
        #expect(root.view.safeAreaLayoutGuide.layoutFrame
                == CGRect(origin: .zero, size: device.screenSize(for: .landscapeRight)).inset(by: device.landscapeSafeAreaInsets))
    }

    // docs/uikit-rules.md 7.3: under translucent bars the child fills the container and its safe area leaves out the
    // status bar and navigation bar (64 pt) and the toolbar (44 pt; 32 lying down, 7.70).
    @Test func aNavigationChildIsInsetByTheBars() throws {
        let child = SARecorder()
        let navigation = UINavigationController(rootViewController: child)
        let app = try NavTestApp(root: navigation)
        navigation.setToolbarHidden(false, animated: false)
        app.host.runUntilIdle()

        #expect(child.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(child.view.safeAreaInsets == Self.insets(64, 44))
        #expect(child.events.last == "viewSafeAreaInsetsDidChange 64.0,44.0")

        navigation.setNavigationBarHidden(true, animated: false)
        app.host.runUntilIdle()
        #expect(child.view.safeAreaInsets == Self.insets(20, 44))
        #expect(child.events.last == "viewSafeAreaInsetsDidChange 20.0,44.0")

        // docs/uikit-rules.md 14.4: an iPhone hides its status bar in landscape.
        app.host.rotate(to: .landscapeRight)
        app.host.runUntilIdle()
        #expect(child.view.bounds.size == CGSize(width: 667, height: 375))
        #expect(child.view.safeAreaInsets == Self.insets(0, 32))
    }

    // docs/uikit-rules.md 7.3: opaque bars shorten the child instead; its safe area is then empty of bars.
    @Test func anOpaqueBarInsetsTheFrameNotTheSafeArea() throws {
        let child = SARecorder()
        let navigation = UINavigationController(rootViewController: child)
        navigation.navigationBar.isTranslucent = false
        let app = try NavTestApp(root: navigation)
        app.host.runUntilIdle()

        #expect(child.view.frame == CGRect(x: 0, y: 64, width: 375, height: 603))
        #expect(child.view.safeAreaInsets == .zero)
    }

    // docs/uikit-rules.md 7.3, 7.46: a navigation controller in a tab on an iPad: the tab bar (50 pt on an iPad) insets
    // the bottom, and the navigation bar (50 pt too) the child's top: 20 + 50.
    @Test func aTabBarInsetsTheBottom() throws {
        let child = SARecorder()
        let navigation = UINavigationController(rootViewController: child)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        let app = try NavTestApp(root: tabs, device: .iPad)
        app.host.runUntilIdle()

        #expect(navigation.view.safeAreaInsets == Self.insets(20, 50))
        #expect(child.view.safeAreaInsets == Self.insets(70, 50))
    }

    // additionalSafeAreaInsets add to what the bars give and reach the subviews.
    @Test func additionalSafeAreaInsetsAddToTheBars() throws {
        let child = SARecorder()
        let navigation = UINavigationController(rootViewController: child)
        let app = try NavTestApp(root: navigation)
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        child.view.addSubview(content)
        app.host.runUntilIdle()

        child.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 5, bottom: 0, right: 0)
        app.host.runUntilIdle()

        #expect(child.view.safeAreaInsets == UIEdgeInsets(top: 74, left: 5, bottom: 0, right: 0))
        #expect(content.safeAreaInsets == UIEdgeInsets(top: 74, left: 5, bottom: 0, right: 0))
        #expect(content.layoutMargins == UIEdgeInsets(top: 82, left: 13, bottom: 8, right: 8),
                "layout margins grow by the safe area")
        #expect(child.events.last == "viewSafeAreaInsetsDidChange 74.0,0.0")
        let outside = UIView()
        #expect(outside.safeAreaInsets == .zero, "a view outside a window has no safe area insets")
    }

    // UIScrollView.adjustedContentInset (UIKit 11+): the safe area is added per contentInsetAdjustmentBehavior.
    @Test func adjustedContentInsetFollowsTheBehaviour() throws {
        let root = UIViewController()
        let app = try NavTestApp(root: root)
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 400))
        scrollView.contentInset = UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
        scrollView.contentSize = CGSize(width: 375, height: 300)
        root.view.addSubview(scrollView)
        app.host.runUntilIdle()

        #expect(scrollView.safeAreaInsets == Self.insets(20, 0))
        #expect(scrollView.adjustedContentInset == Self.insets(5, 0), ".automatic: the content does not scroll")
        scrollView.contentSize = CGSize(width: 375, height: 2000)
        #expect(scrollView.adjustedContentInset == Self.insets(25, 0), "it scrolls vertically now")
        scrollView.contentInsetAdjustmentBehavior = .never
        #expect(scrollView.adjustedContentInset == Self.insets(5, 0))
        scrollView.contentSize = CGSize(width: 375, height: 300)
        scrollView.contentInsetAdjustmentBehavior = .always
        #expect(scrollView.adjustedContentInset == Self.insets(25, 0))
        scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
        scrollView.alwaysBounceVertical = true
        #expect(scrollView.adjustedContentInset == Self.insets(25, 0))
    }

    // .automatic: a table that is a navigation child's view is inset by the bars even when its rows fit, and its
    // content starts below them (what the demo table relied on a hand-set contentInset for).
    @Test func aTableInANavigationControllerStartsBelowTheBars() throws {
        let table = UITableViewController(style: .plain)
        let navigation = UINavigationController(rootViewController: table)
        let app = try NavTestApp(root: navigation)
        app.host.runUntilIdle()

        #expect(table.tableView.adjustedContentInset == Self.insets(64, 0))
        #expect(table.tableView.contentOffset == CGPoint(x: 0, y: -64))
    }
}
