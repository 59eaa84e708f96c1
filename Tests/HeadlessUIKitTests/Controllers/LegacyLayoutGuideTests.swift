import Foundation
import Testing
@testable import HeadlessUIKit

/// The pre-iOS 11 layout guides and scroll view inset adjustment of view controllers (docs/uikit-rules.md 7.17,
/// 7.18), as code from before the safe area uses them.
@Suite @MainActor struct LegacyLayoutGuideTests {
    // docs/uikit-rules.md 7.18: in a navigation controller on an iPhone 8 the top guide covers the status bar and
    // the navigation bar (64 pt), the bottom guide the tab bar (49 pt); views pinned to the guides in code sit
    // between them.
    @Test func viewsPinnedToTheGuidesSitBetweenTheBars() throws {
        let child = UIViewController()
        let navigation = UINavigationController(rootViewController: child)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        let app = try NavTestApp(root: tabs)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        child.view.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: child.topLayoutGuide.bottomAnchor, constant: 8),
            content.bottomAnchor.constraint(equalTo: child.bottomLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: child.view.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: child.view.trailingAnchor),
        ])
        app.host.runUntilIdle()

        #expect(child.topLayoutGuide.length == 64)
        #expect(child.bottomLayoutGuide.length == 49)
        #expect(content.frame == CGRect(x: 0, y: 72, width: 375, height: 546))
    }

    // docs/uikit-rules.md 7.18: the guides' own anchors: the top guide runs from the view's top to the safe
    // area's top, so a view as tall as its height anchor is 20 pt under the status bar alone; the bottom guide is
    // empty without bars below.
    @Test func theGuidesHeightsAreTheSafeAreaInsets() throws {
        let root = UIViewController()
        let app = try NavTestApp(root: root)
        let bar = UIView()
        let footer = UIView()
        for view in [bar, footer] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.view.addSubview(view)
        }
        NSLayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: root.topLayoutGuide.topAnchor),
            bar.heightAnchor.constraint(equalTo: root.topLayoutGuide.heightAnchor),
            bar.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
            bar.widthAnchor.constraint(equalToConstant: 100),
            footer.bottomAnchor.constraint(equalTo: root.bottomLayoutGuide.bottomAnchor),
            footer.topAnchor.constraint(equalTo: root.bottomLayoutGuide.topAnchor, constant: -30),
            footer.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
            footer.widthAnchor.constraint(equalToConstant: 100),
        ])
        app.host.runUntilIdle()

        #expect(root.topLayoutGuide.length == 20)
        #expect(root.bottomLayoutGuide.length == 0)
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 100, height: 20))
        #expect(footer.frame == CGRect(x: 0, y: 637, width: 100, height: 30))
    }

    // docs/uikit-rules.md 7.17: a navigation child's scroll view whose content fits takes the bars into its top
    // and bottom insets only while its controller adjusts scroll view insets; it still does when the content
    // scrolls.
    @Test func automaticallyAdjustsScrollViewInsetsGovernsTheAutomaticBehaviour() throws {
        let child = UIViewController()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        scrollView.contentSize = CGSize(width: 375, height: 100)
        child.view = scrollView
        let app = try NavTestApp(root: UINavigationController(rootViewController: child))
        app.host.runUntilIdle()

        #expect(child.automaticallyAdjustsScrollViewInsets)
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
        child.automaticallyAdjustsScrollViewInsets = false
        #expect(scrollView.adjustedContentInset == .zero)
        scrollView.contentSize = CGSize(width: 375, height: 2000)
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
    }
}
