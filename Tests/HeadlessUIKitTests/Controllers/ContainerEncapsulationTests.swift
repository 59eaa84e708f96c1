import Foundation
import Testing
@testable import HeadlessUIKit

/// A screen whose root view does not translate its autoresizing mask (a storyboard's root view saved with
/// `translatesAutoresizingMaskIntoConstraints="NO"`, or code that turns it off on `view`), with a banner pinned to its
/// sides and below its safe area's top.
@MainActor
private final class UntranslatedRootController: UIViewController {
    let banner = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.translatesAutoresizingMaskIntoConstraints = false
        banner.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(banner)
        NSLayoutConstraint.activate([
            banner.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            banner.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            banner.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
            banner.heightAnchor.constraint(equalToConstant: 50),
        ])
    }
}

/// docs/uikit-rules.md 7.69: a container holds a child controller's root view that does not translate its mask at
/// the frame it gives it, with required `UIView-Encapsulated-Layout-{Left,Top,Width,Height}` constraints (11.36), as
/// the window holds its root's view (7.45).
@Suite @MainActor struct ContainerEncapsulationTests {
    private func encapsulation(of view: UIView) -> [String: CGFloat] {
        var found: [String: CGFloat] = [:]
        for constraint in view.constraints + (view.superview?.constraints ?? []) where constraint.firstItem === view {
            guard let name = constraint.identifier, name.hasPrefix("UIView-Encapsulated-Layout-"), constraint.isActive
            else { continue }
            found[String(name.dropFirst("UIView-Encapsulated-Layout-".count))] = constraint.constant
        }
        return found
    }

    // A pushed screen's view fills the navigation controller's view, under the 64-pt bars of an iPhone 8; lying down
    // there is no status bar and the bar is 32 pt (7.70). Before, nothing held the view in the engine: the container set its
    // frame, but the constraints inside it were solved against a 0 × 0 view (the banner -32 pt wide); a presented
    // one was 0 × 0 outright.
    @Test func aNavigationControllersChildIsHeldAtItsContentFrame() throws {
        let screen = UntranslatedRootController()
        let app = try ViewTestApp(rootViewController: UINavigationController(rootViewController: screen))
        app.host.runUntilIdle()
        #expect(screen.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(screen.banner.frame == CGRect(x: 16, y: 72, width: 343, height: 50))
        #expect(encapsulation(of: screen.view) == ["Left": 0, "Top": 0, "Width": 375, "Height": 667])

        _ = app.host.rotate(to: .landscapeLeft)
        app.host.runUntilIdle()
        #expect(screen.view.frame == CGRect(x: 0, y: 0, width: 667, height: 375))
        #expect(screen.banner.frame == CGRect(x: 16, y: 40, width: 635, height: 50))
        #expect(encapsulation(of: screen.view) == ["Left": 0, "Top": 0, "Width": 667, "Height": 375])
        #expect(app.host.problems.isEmpty)
    }

    // A screen pushed onto it later is held the same way; the one it covers keeps its constraints.
    @Test func aPushedScreenIsHeldToo() throws {
        let first = UntranslatedRootController(), second = UntranslatedRootController()
        let navigation = UINavigationController(rootViewController: first)
        let app = try ViewTestApp(rootViewController: navigation)
        navigation.pushViewController(second, animated: false)
        app.host.runUntilIdle()
        #expect(second.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(second.banner.frame == CGRect(x: 16, y: 72, width: 343, height: 50))
        #expect(app.host.problems.isEmpty)
    }

    // A tab's view fills the tab bar controller's view (under the 49-pt bar): banner 8 pt below the 20-pt status bar.
    @Test func aTabBarControllersChildIsHeldAtItsContentFrame() throws {
        let screen = UntranslatedRootController()
        let tabs = UITabBarController()
        tabs.setViewControllers([screen], animated: false)
        let app = try ViewTestApp(rootViewController: tabs)
        app.host.runUntilIdle()
        #expect(screen.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(screen.banner.frame == CGRect(x: 16, y: 28, width: 343, height: 50))
        #expect(encapsulation(of: screen.view) == ["Left": 0, "Top": 0, "Width": 375, "Height": 667])
        #expect(app.host.problems.isEmpty)
    }

    // A form sheet on an iPad lies where its presentation controller puts it, and follows it on rotation.
    @Test func aPresentedViewIsHeldWhereItsPresentationPutsIt() throws {
        let app = try ViewTestApp(device: .iPad)
        let sheet = UntranslatedRootController()
        sheet.modalPresentationStyle = .formSheet
        app.rootViewController.present(sheet, animated: false)
        app.host.runUntilIdle()
        let frame = try #require(sheet.presentationController?.frameOfPresentedViewInContainerView)
        #expect(frame.width == 540 && frame.height == 620)
        #expect(sheet.view.frame == frame)
        #expect(sheet.banner.frame == CGRect(x: 16, y: 8, width: 508, height: 50))

        _ = app.host.rotate(to: .landscapeLeft)
        app.host.runUntilIdle()
        let turned = try #require(sheet.presentationController?.frameOfPresentedViewInContainerView)
        #expect(turned != frame)
        #expect(sheet.view.frame == turned)
        #expect(app.host.problems.isEmpty)
    }

    // Turning translation back on lets go of the view: the encapsulating constraints are deactivated at the next
    // placement, and the autoresizing mask holds it again.
    @Test func aViewThatTranslatesAgainIsNoLongerEncapsulated() throws {
        let screen = UntranslatedRootController()
        let app = try ViewTestApp(rootViewController: UINavigationController(rootViewController: screen))
        app.host.runUntilIdle()
        screen.view.translatesAutoresizingMaskIntoConstraints = true
        _ = app.host.rotate(to: .landscapeLeft)
        app.host.runUntilIdle()
        #expect(encapsulation(of: screen.view).isEmpty)
        #expect(screen.view.frame == CGRect(x: 0, y: 0, width: 667, height: 375))
        #expect(screen.banner.frame == CGRect(x: 16, y: 40, width: 635, height: 50))
        #expect(app.host.problems.isEmpty)
    }
}

/// A screen that caps its own view's width, which a container's placement overrules.
@MainActor
private final class CappedRootController: UIViewController {
    lazy var cap = view.widthAnchor.constraint(lessThanOrEqualToConstant: 300)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.translatesAutoresizingMaskIntoConstraints = false
        cap.isActive = true
    }
}

/// docs/uikit-rules.md 7.69 with 11.256: the container's constraints win a conflict with the app's.
@Suite @MainActor struct ContainerEncapsulationConflictTests {
    // The app's `width <= 300` is broken, not the container's 375: the view fills the navigation controller, and
    // UIKit's message lists the encapsulating width.
    @Test func theAppsConstraintIsTheOneBroken() throws {
        let screen = CappedRootController()
        let app = try ViewTestApp(rootViewController: UINavigationController(rootViewController: screen))
        app.host.runUntilIdle()
        #expect(screen.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        let report = try #require(app.host.problems.first { $0.hasPrefix("Unable to simultaneously satisfy constraints.") })
        #expect(report.contains("'UIView-Encapsulated-Layout-Width'"))
        #expect(report.hasSuffix(screen.cap.description))
    }
}
