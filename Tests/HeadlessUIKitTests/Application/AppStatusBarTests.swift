import Foundation
import Testing
@testable import HeadlessUIKit

/// Prefers dark content and a visible bar.
final class SBDarkController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }
    override var prefersStatusBarHidden: Bool { false }
}

@MainActor
@Suite struct AppStatusBarTests {
    static func launch(controllerBased: Bool) throws -> HeadlessHost {
        let host = HeadlessHost(device: .iPhone8)
        var resources = AppResources(appName: "Bar")
        resources.viewControllerBasedStatusBarAppearance = controllerBased
        host.resources = resources
        let delegate = ViewTestAppDelegate()
        delegate.rootViewController = SBDarkController()
        try host.launch(delegate: delegate)
        host.runUntilIdle()
        return host
    }

    // docs/uikit-rules.md 6.27: with UIViewControllerBasedStatusBarAppearance NO, the app's own style and visibility
    // show, whatever its controllers prefer.
    @Test func withAppBasedAppearanceTheApplicationsSettingsShow() throws {
        let host = try Self.launch(controllerBased: false)
        defer { withExtendedLifetime(host) {} }
        let app = UIApplication.shared
        #expect(app.statusBarStyle == .default)

        app.statusBarStyle = .lightContent
        #expect(app.statusBarStyle == .lightContent)
        #expect(app.statusBarFrame == CGRect(x: 0, y: 0, width: 375, height: 20))
        app.isStatusBarHidden = true
        #expect(app.isStatusBarHidden)
        #expect(app.statusBarFrame == .zero)
        app.setStatusBarHidden(false, with: .fade)
        #expect(app.statusBarFrame.height == 20)
        #expect(host.problems.isEmpty)
    }

    // docs/uikit-rules.md 6.27, 6.18: by default the controllers decide, and setting the application's style is
    // reported once and changes nothing.
    @Test func withControllerBasedAppearanceSettingTheApplicationsStyleIsReported() throws {
        let host = try Self.launch(controllerBased: true)
        defer { withExtendedLifetime(host) {} }
        let app = UIApplication.shared

        app.statusBarStyle = .lightContent
        app.setStatusBarStyle(.lightContent, animated: true)
        #expect(app.statusBarStyle == .darkContent)
        #expect(host.problems == [
            "UIApplication.statusBarStyle was set, but the status bar follows the view controllers "
                + "(preferredStatusBarStyle, prefersStatusBarHidden) because Info's UIViewControllerBasedStatusBarAppearance "
                + "is not false. Fix: override those in the controllers, or set UIViewControllerBasedStatusBarAppearance to NO",
        ])
    }
}
