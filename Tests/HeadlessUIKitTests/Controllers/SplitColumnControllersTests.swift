import Foundation
import Testing
@testable import HeadlessUIKit

@MainActor
@Suite struct SplitColumnControllersTests {
    // docs/uikit-rules.md 7.41 (a bug): a secondary set before any primary became the primary. It stays the
    // secondary, and the primary set afterwards stands beside it. Outside a window the split view reads its size
    // class from the last-made host's screen, so an iPad is made first (after an iPhone host it is collapsed).
    @Test func aSecondarySetBeforeThePrimaryStaysTheSecondary() throws {
        let screen = HeadlessHost(device: .iPad)
        defer { withExtendedLifetime(screen) {} }
        let recorder = EventRecorder()
        let split = UISplitViewController(style: .doubleColumn)
        let primary = ModalRecordingController("primary", recorder)
        let secondary = ModalRecordingController("secondary", recorder)
        split.setViewController(secondary, for: .secondary)
        let secondaryNavigation = try #require(secondary.navigationController)
        #expect(split.viewController(for: .primary) == nil)
        #expect(split.viewController(for: .secondary) === secondary)
        #expect(split.viewControllers == [secondaryNavigation])
        #expect(split.children == [secondaryNavigation])

        split.setViewController(primary, for: .primary)
        let primaryNavigation = try #require(primary.navigationController)
        let host = try ModalLaunch.host(root: split, device: .iPad, orientation: .landscapeLeft)
        defer { withExtendedLifetime(host) {} }
        #expect(split.viewControllers == [primaryNavigation, secondaryNavigation])
        #expect(split.children == [secondaryNavigation, primaryNavigation])
        #expect(split.view.subviews == [primaryNavigation.view, secondaryNavigation.view])
        #expect(primaryNavigation.view.frame == CGRect(x: 0, y: 0, width: 320, height: 768))
        #expect(secondaryNavigation.view.frame == CGRect(x: 320, y: 0, width: 704, height: 768))
        #expect(Set(recorder.events) == Set([
            "primary.viewDidLoad", "primary.viewWillAppear", "primary.viewDidAppear", "secondary.viewDidLoad",
            "secondary.viewWillAppear", "secondary.viewDidAppear",
        ]))
    }

    // docs/uikit-rules.md 7.41: the classic interface keeps its primary too: a classic split view shown a detail
    // before it has a primary has a secondary and no primary.
    @Test func aClassicDetailShownBeforeAnyPrimaryIsTheSecondary() {
        let split = UISplitViewController()
        let detail = UIViewController()
        split.showDetailViewController(detail, sender: nil)
        #expect(split.viewController(for: .primary) == nil)
        #expect(split.viewController(for: .secondary) === detail)
        #expect(split.viewControllers == [detail])
    }

    // docs/uikit-rules.md 7.41: `viewControllers` set on a double-column split view wraps each plain controller in
    // a navigation controller, as setViewController(_:for:) does, and lays the columns out side by side.
    @Test func settingViewControllersOnADoubleColumnSplitViewWrapsThem() throws {
        let recorder = EventRecorder()
        let split = UISplitViewController(style: .doubleColumn)
        let primary = ModalRecordingController("primary", recorder)
        let secondary = ModalRecordingController("secondary", recorder)
        split.viewControllers = [primary, secondary]
        let host = try ModalLaunch.host(root: split, device: .iPad, orientation: .landscapeLeft)
        defer { withExtendedLifetime(host) {} }

        let primaryNavigation = try #require(primary.navigationController)
        let secondaryNavigation = try #require(secondary.navigationController)
        #expect(split.viewController(for: .primary) === primary)
        #expect(split.viewController(for: .secondary) === secondary)
        #expect(split.viewControllers == [primaryNavigation, secondaryNavigation])
        #expect(split.children == [primaryNavigation, secondaryNavigation])
        #expect(primaryNavigation.viewControllers == [primary])
        #expect(split.view.subviews == [primaryNavigation.view, secondaryNavigation.view])
        #expect(primaryNavigation.view.frame == CGRect(x: 0, y: 0, width: 320, height: 768))
        #expect(secondaryNavigation.view.frame == CGRect(x: 320, y: 0, width: 704, height: 768))
        #expect(primary.navigationItem === primaryNavigation.navigationBar.topItem)
        #expect(recorder.events == [
            "primary.viewDidLoad", "primary.viewWillAppear", "secondary.viewDidLoad", "secondary.viewWillAppear",
            "primary.viewDidAppear", "secondary.viewDidAppear",
        ])
    }

    // docs/uikit-rules.md 7.41: three controllers fill a triple-column split view's columns in order; setting what
    // the getter answers keeps the navigation controllers (and what viewController(for:) answers), and two
    // controllers empty the supplementary column.
    @Test func aTripleColumnSplitViewReadsTheArrayInColumnOrder() throws {
        let recorder = EventRecorder()
        let split = UISplitViewController(style: .tripleColumn)
        split.preferredDisplayMode = .twoBesideSecondary
        let primary = ModalRecordingController("primary", recorder)
        let supplementary = ModalRecordingController("supplementary", recorder)
        let secondary = ModalRecordingController("secondary", recorder)
        split.viewControllers = [primary, supplementary, secondary]
        let host = try ModalLaunch.host(root: split, device: .iPad, orientation: .landscapeLeft)
        defer { withExtendedLifetime(host) {} }
        let navigations = try [primary, supplementary, secondary].map { try #require($0.navigationController) }
        #expect(split.viewController(for: .supplementary) === supplementary)
        #expect(split.viewControllers == navigations)
        #expect(split.children == navigations)
        #expect(navigations.map(\.view.frame) == [
            CGRect(x: 0, y: 0, width: 320, height: 768), CGRect(x: 320, y: 0, width: 320, height: 768),
            CGRect(x: 640, y: 0, width: 384, height: 768),
        ])

        split.viewControllers = split.viewControllers
        #expect(split.viewControllers == navigations)
        #expect(split.viewController(for: .primary) === primary)
        #expect(split.viewController(for: .secondary) === secondary)

        recorder.clear()
        split.viewControllers = [primary, secondary]
        host.runUntilIdle()
        #expect(split.viewController(for: .supplementary) == nil)
        #expect(split.viewControllers == [navigations[0], navigations[2]])
        #expect(navigations[1].parent == nil)
        #expect(recorder.events == ["supplementary.viewWillDisappear", "supplementary.viewDidDisappear"])
        #expect(navigations[2].view.frame == CGRect(x: 320, y: 0, width: 704, height: 768))
    }

    // docs/uikit-rules.md 7.41: more controllers than the style has columns are reported with the fix; the
    // columns take the first ones.
    @Test func extraControllersAreReportedAndIgnored() throws {
        let split = UISplitViewController(style: .doubleColumn)
        let host = try ModalLaunch.host(root: split, device: .iPad, orientation: .landscapeLeft)
        defer { withExtendedLifetime(host) {} }
        let controllers = [UIViewController(), UIViewController(), UIViewController()]
        split.viewControllers = controllers
        #expect(split.viewController(for: .primary) === controllers[0])
        #expect(split.viewController(for: .secondary) === controllers[1])
        #expect(controllers[2].parent == nil)
        #expect(host.problems.contains(
            "viewControllers set to 3 controllers on a doubleColumn split view controller, which has 2 columns "
                + "besides the compact one: the rest are ignored. Fix: set one controller per column, or use "
                + "setViewController(_:for:)"))
    }
}
