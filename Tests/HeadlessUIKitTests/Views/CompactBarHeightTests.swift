import Foundation
import Testing
@testable import HeadlessUIKit

/// A screen with a navigation bar of its own placed by constraints (its height left to the bar), as storyboards with
/// standalone bars have it.
@MainActor
private final class StandaloneBarController: UIViewController {
    let bar = UINavigationBar()
    let toolbar = UIToolbar()

    override func viewDidLoad() {
        super.viewDidLoad()
        bar.items = [UINavigationItem(title: "Notes")]
        toolbar.items = [UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)]
        for view in [bar, toolbar] {
            view.translatesAutoresizingMaskIntoConstraints = false
            self.view.addSubview(view)
        }
        NSLayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            toolbar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            toolbar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            toolbar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
    }
}

/// docs/uikit-rules.md 7.70: on an iPhone whose height is compact (lying down) navigation bars and toolbars are 32 pt
/// and large titles are not shown; tab bars keep their height.
@Suite @MainActor struct CompactBarHeightTests {
    // A navigation controller's bars on an iPhone 8: 44-pt bar under the 20-pt status bar and a 44-pt toolbar
    // standing; lying down, no status bar, a 32-pt bar and a 32-pt toolbar, the content between them.
    @Test func aNavigationControllersBarsAre32PointsLyingDown() throws {
        let content = UIViewController()
        content.toolbarItems = [UIBarButtonItem(title: "Tool", style: .plain, target: nil, action: nil)]
        let navigation = UINavigationController(rootViewController: content)
        navigation.isToolbarHidden = false
        let app = try NavTestApp(root: navigation)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 20, width: 375, height: 44))
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 623, width: 375, height: 44))

        #expect(app.host.rotate(to: .landscapeLeft).rotated)
        app.host.runUntilIdle()
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 667, height: 32))
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 343, width: 667, height: 32))
        #expect(content.view.safeAreaInsets == UIEdgeInsets(top: 32, left: 0, bottom: 32, right: 0))

        // Standing again, 44 pt.
        #expect(app.host.rotate(to: .portrait).rotated)
        app.host.runUntilIdle()
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 20, width: 375, height: 44))
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 623, width: 375, height: 44))
    }

    // A large title (52 pt below the row) is not shown lying down: the bar is its 32-pt row alone.
    @Test func aLargeTitleIsNotShownLyingDown() throws {
        let content = UIViewController()
        let navigation = UINavigationController(rootViewController: content)
        navigation.navigationBar.prefersLargeTitles = true
        let app = try NavTestApp(root: navigation)
        #expect(navigation.navigationBar.frame.height == 96)
        #expect(app.host.rotate(to: .landscapeLeft).rotated)
        app.host.runUntilIdle()
        #expect(!navigation.navigationBar.showsLargeTitle)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 667, height: 32))
    }

    // Bars placed by constraints take their height from their intrinsic size, which follows the size class.
    @Test func standaloneBarsFollowTheVerticalSizeClass() throws {
        let screen = StandaloneBarController()
        let app = try ViewTestApp(rootViewController: screen)
        #expect(screen.bar.frame == CGRect(x: 0, y: 20, width: 375, height: 44))
        #expect(screen.toolbar.frame == CGRect(x: 0, y: 623, width: 375, height: 44))

        #expect(app.host.rotate(to: .landscapeLeft).rotated)
        app.host.runUntilIdle()
        #expect(screen.bar.frame == CGRect(x: 0, y: 0, width: 667, height: 32))
        #expect(screen.toolbar.frame == CGRect(x: 0, y: 343, width: 667, height: 32))
        #expect(app.host.problems.isEmpty)
    }

    // A tab bar keeps its 49 pt lying down (Apple's guidelines: the same height in every orientation).
    @Test func aTabBarKeepsItsHeightLyingDown() throws {
        let tabs = UITabBarController()
        tabs.setViewControllers([UIViewController()], animated: false)
        let app = try ViewTestApp(rootViewController: tabs)
        #expect(app.host.rotate(to: .landscapeLeft).rotated)
        app.host.runUntilIdle()
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 326, width: 667, height: 49))
    }
}
