import Foundation
import Testing
@testable import HeadlessUIKit

/// Faults a third sweep of public apps' storyboards found (session 15), each reproduced by a fixture of our own
/// (RealAppBarsAudit15Fixtures) with fixed-size views, so the frames do not depend on text metrics.
@Suite @MainActor struct RealAppBarsAudit15Tests {
    private let audit = RealAppAuditTests()

    // docs/uikit-rules.md 8.46: `translucent="NO"` on a container's navigation bar, toolbar and tab bar makes them
    // opaque, so the child's view starts below the navigation bar and ends above the toolbar and the tab bar
    // (7.3). Before, the attribute was skipped: the bars stayed translucent and the view filled the screen.
    @Test func opaqueContainerBarsFromTheFileInsetTheChildsView() throws {
        let host = try audit.launch(RealAppBarsAudit15Fixtures.opaqueBars, on: .iPhone8)
        let root = try audit.view("Op3-Vw-001", in: host), box = try audit.view("Op3-Bx-001", in: host)
        let navigation = try #require(root.next as? UIViewController).navigationController
        let tabs = try #require(navigation?.tabBarController)
        #expect(navigation?.navigationBar.isTranslucent == false)
        #expect(navigation?.toolbar.isTranslucent == false)
        #expect(tabs.tabBar.isTranslucent == false)
        #expect(root.frame == CGRect(x: 0, y: 64, width: 375, height: 510))
        #expect(root.safeAreaInsets == .zero)
        #expect(box.convert(box.bounds, to: nil) == CGRect(x: 10, y: 64, width: 100, height: 510))
        #expect(LayoutAudit.brokenRequiredConstraints(in: host) == [])
        #expect(host.rotate(to: .landscapeLeft).rotated)
        host.runUntilIdle()
        // landscape: no status bar; a 32-pt navigation bar and toolbar (7.70) and the 49-pt tab bar: 375 - 113 = 262
        #expect(box.convert(box.bounds, to: nil) == CGRect(x: 10, y: root.frame.minY, width: 100, height: root.frame.height))
        #expect(root.frame.minY == 32)
        #expect(root.frame.height == 262)
        #expect(LayoutAudit.brokenRequiredConstraints(in: host) == [])
    }
}

/// Hides the status bar (prefersStatusBarHidden) while `hidesBar` is true.
@MainActor final class HiddenBarController: UIViewController {
    var hidesBar = true
    override var prefersStatusBarHidden: Bool { hidesBar }
}

/// docs/uikit-rules.md 11.167: a hidden status bar takes its 20 pt out of the safe area on a device with a home
/// button, and only there.
@Suite @MainActor struct HiddenStatusBarSafeAreaTests {
    private func launch(on device: DeviceProfile, resources: AppResources? = nil)
        throws -> (HeadlessHost, HiddenBarController, UIView) {
        let controller = HiddenBarController()
        let app = try ViewTestApp(device: device, rootViewController: controller)
        if let resources {
            app.host.resources = resources
            controller.setNeedsStatusBarAppearanceUpdate()
        }
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(box)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor),
            box.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 10),
            box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 30),
        ])
        app.host.runUntilIdle()
        return (app.host, controller, box)
    }

    @Test func aHiddenStatusBarLeavesNoTopInsetOnAPhoneWithAHomeButton() throws {
        let (host, controller, box) = try launch(on: .iPhone8)
        #expect(host.application.statusBarFrame == .zero)
        #expect(controller.view.safeAreaInsets == .zero)
        #expect(box.frame == CGRect(x: 10, y: 0, width: 50, height: 30))
        controller.hidesBar = false
        controller.setNeedsStatusBarAppearanceUpdate()
        host.runUntilIdle()
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(box.frame == CGRect(x: 10, y: 20, width: 50, height: 30))
    }

    @Test func aNotchKeepsItsInsetWhenTheStatusBarHides() throws {
        let (host, controller, box) = try launch(on: try #require(DeviceProfile.named("iphone-11")))
        #expect(host.application.statusBarFrame == .zero)
        #expect(controller.view.safeAreaInsets.top == 44)
        #expect(box.frame == CGRect(x: 10, y: 44, width: 50, height: 30))
    }

    @Test func infoCanHideTheStatusBarForTheWholeApp() throws {
        var resources = AppResources(appName: "Hidden")
        resources.viewControllerBasedStatusBarAppearance = false
        resources.statusBarHiddenAtLaunch = true
        let (host, controller, box) = try launch(on: .iPhone8, resources: resources)
        controller.hidesBar = false  // not asked: the app's own setting decides (6.27)
        controller.setNeedsStatusBarAppearanceUpdate()
        host.runUntilIdle()
        #expect(host.application.isStatusBarHidden)
        #expect(box.frame == CGRect(x: 10, y: 0, width: 50, height: 30))
    }
}
