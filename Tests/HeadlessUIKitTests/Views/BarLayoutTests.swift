import Foundation
import Testing
@testable import HeadlessUIKit

/// Content frames under the navigation bar (44), toolbar (44) and tab bar (49; all three 50 on an iPad, 7.46), for
/// every device profile and orientation (docs/uikit-rules.md 3.2, 7.3, 14.7): the navigation bar sits below the device's top safe-area inset
/// (the 20 pt status bar of a portrait iPhone 8, nothing on an iPhone in landscape, 59 pt on an iPhone 15 Pro), the
/// toolbar above its bottom inset (the home indicator), and the tab bar grows by that inset. Bars keep their
/// portrait heights in landscape (the coverage table's choice).
@Suite @MainActor struct BarLayoutTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let device: DeviceProfile
        let landscape: Bool
        var testDescription: String { "\(device.name) \(landscape ? "landscape" : "portrait")" }
    }

    nonisolated static let cases: [Case] = DeviceProfile.all.flatMap { [Case(device: $0, landscape: false), Case(device: $0, landscape: true)] }

    private func screenSize(_ test: Case) -> CGSize {
        let size = test.device.portraitSize
        return test.landscape ? CGSize(width: size.height, height: size.width) : size
    }

    private func safeInsets(_ test: Case) -> UIEdgeInsets {
        test.device.safeAreaInsets(for: test.landscape ? .landscapeRight : .portrait)
    }

    /// The navigation bar's and toolbar's height, and the tab bar's without the home indicator (7.46): an iPhone
    /// lying down has 32-pt navigation bars and toolbars (7.70).
    private func barHeights(_ test: Case) -> (navigation: CGFloat, toolbar: CGFloat, tab: CGFloat) {
        if test.device.idiom == .pad { return (50, 50, 50) }
        return test.landscape ? (32, 32, 49) : (44, 44, 49)
    }

    private func launch(_ root: UIViewController, _ test: Case) throws -> NavTestApp {
        let app = try NavTestApp(root: root, device: test.device)
        if test.landscape {
            let result = app.host.rotate(to: .landscapeLeft)
            #expect(result.rotated, "\(result.reason ?? "")")
            app.host.runUntilIdle()
        }
        return app
    }

    @Test(arguments: cases)
    func opaqueBarsInsetTheContentBetweenThem(_ test: Case) throws {
        let content = UIViewController()
        content.toolbarItems = [UIBarButtonItem(title: "Tool", style: .plain, target: nil, action: nil)]
        let navigation = UINavigationController(rootViewController: content)
        navigation.navigationBar.isTranslucent = false
        navigation.toolbar.isTranslucent = false
        navigation.isToolbarHidden = false
        let app = try launch(navigation, test)
        let size = screenSize(test), safe = safeInsets(test), bar = barHeights(test)
        #expect(navigation.navigationBar.convert(navigation.navigationBar.bounds, to: nil)
                == CGRect(x: 0, y: safe.top, width: size.width, height: bar.navigation))
        #expect(navigation.toolbar.convert(navigation.toolbar.bounds, to: nil)
                == CGRect(x: 0, y: size.height - safe.bottom - bar.toolbar, width: size.width, height: bar.toolbar))
        #expect(content.view.convert(content.view.bounds, to: nil)
                == CGRect(x: 0, y: safe.top + bar.navigation, width: size.width,
                          height: size.height - safe.top - bar.navigation - bar.toolbar - safe.bottom))
        _ = app
    }

    @Test(arguments: cases)
    func translucentBarsLetTheContentExtendUnderThem(_ test: Case) throws {
        let content = UIViewController()
        let navigation = UINavigationController(rootViewController: content)
        let app = try launch(navigation, test)
        let size = screenSize(test)
        #expect(content.view.convert(content.view.bounds, to: nil) == CGRect(origin: .zero, size: size))
        _ = app
    }

    @Test(arguments: cases)
    func anOpaqueTabBarInsetsTheSelectedChildFromBelow(_ test: Case) throws {
        let content = UIViewController()
        let tabs = UITabBarController()
        tabs.setViewControllers([content, UIViewController()], animated: false)
        tabs.tabBar.isTranslucent = false
        let app = try launch(tabs, test)
        let size = screenSize(test), bottom = safeInsets(test).bottom, tab = barHeights(test).tab
        #expect(tabs.tabBar.convert(tabs.tabBar.bounds, to: nil)
                == CGRect(x: 0, y: size.height - tab - bottom, width: size.width, height: tab + bottom))
        #expect(content.view.convert(content.view.bounds, to: nil)
                == CGRect(x: 0, y: 0, width: size.width, height: size.height - tab - bottom))
        _ = app
    }
}
