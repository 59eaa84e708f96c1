import Foundation
import Testing
@testable import HeadlessUIKit

/// A triple-column split view whose three columns are plain controllers, as `setViewController(_:for:)` gets them.
@MainActor
struct SplitThreeColumns {
    let split = UISplitViewController(style: .tripleColumn)
    let primary: ModalRecordingController
    let supplementary: ModalRecordingController
    let secondary: ModalRecordingController

    init(_ recorder: EventRecorder, delegate: SplitRecordingDelegate?) {
        primary = ModalRecordingController("primary", recorder)
        supplementary = ModalRecordingController("supplementary", recorder)
        secondary = ModalRecordingController("secondary", recorder)
        split.delegate = delegate
        split.setViewController(primary, for: .primary)
        split.setViewController(supplementary, for: .supplementary)
        split.setViewController(secondary, for: .secondary)
    }

    func navigation(_ controller: UIViewController) throws -> UINavigationController {
        try #require(controller.navigationController)
    }
}

@MainActor
@Suite struct SplitColumnStyleTests {
    // docs/uikit-rules.md 7.31: each column's controller is wrapped in a navigation controller, which is the split
    // view's child and column; viewController(for:) answers the controller as set, viewControllers the wrappers.
    @Test func aColumnStyleSplitViewWrapsEachColumnInANavigationController() throws {
        let recorder = EventRecorder()
        let app = SplitThreeColumns(recorder, delegate: nil)
        app.split.preferredDisplayMode = .twoBesideSecondary
        let host = try ModalLaunch.host(root: app.split, device: .iPad, orientation: .landscapeLeft)
        defer { withExtendedLifetime(host) {} }

        let primaryNavigation = try app.navigation(app.primary)
        let supplementaryNavigation = try app.navigation(app.supplementary)
        let secondaryNavigation = try app.navigation(app.secondary)
        #expect(app.split.viewController(for: .primary) === app.primary)
        #expect(app.split.viewController(for: .supplementary) === app.supplementary)
        #expect(app.split.viewController(for: .secondary) === app.secondary)
        #expect(app.split.viewController(for: .compact) == nil)
        #expect(app.split.viewControllers == [primaryNavigation, supplementaryNavigation, secondaryNavigation])
        #expect(app.split.children == [primaryNavigation, supplementaryNavigation, secondaryNavigation])
        #expect(primaryNavigation.viewControllers == [app.primary])
        #expect(app.split.view.subviews == [primaryNavigation.view, supplementaryNavigation.view, secondaryNavigation.view])
        #expect(primaryNavigation.view.frame == CGRect(x: 0, y: 0, width: 320, height: 768))
        #expect(supplementaryNavigation.view.frame == CGRect(x: 320, y: 0, width: 320, height: 768))
        #expect(secondaryNavigation.view.frame == CGRect(x: 640, y: 0, width: 384, height: 768))
        #expect(app.primary.navigationItem === primaryNavigation.navigationBar.topItem)

        // A navigation controller is installed as it is.
        let own = UINavigationController(rootViewController: ModalRecordingController("own", recorder))
        app.split.setViewController(own, for: .primary)
        #expect(app.split.viewController(for: .primary) === own)
        #expect(app.split.viewControllers.first === own)
        #expect(primaryNavigation.parent == nil)
    }

    // docs/uikit-rules.md 7.31: a plain controller set for a secondary column that already has a navigation
    // controller is pushed onto it (Apple: expected behaviour); setting nil first gives a new navigation controller.
    @Test func aNewSecondaryIsPushedOntoTheSecondaryNavigationController() throws {
        let recorder = EventRecorder()
        let app = SplitThreeColumns(recorder, delegate: nil)
        let host = try ModalLaunch.host(root: app.split, device: .iPad, orientation: .landscapeLeft)
        defer { withExtendedLifetime(host) {} }
        let secondaryNavigation = try app.navigation(app.secondary)
        recorder.clear()

        let next = ModalRecordingController("next", recorder)
        app.split.setViewController(next, for: .secondary)
        host.runUntilIdle()
        #expect(secondaryNavigation.viewControllers == [app.secondary, next])
        #expect(app.split.viewController(for: .secondary) === next)
        #expect(recorder.events == [
            "next.viewDidLoad", "secondary.viewWillDisappear", "next.viewWillAppear", "secondary.viewDidDisappear",
            "next.viewDidAppear",
        ])

        app.split.setViewController(nil, for: .secondary)
        let fresh = ModalRecordingController("fresh", recorder)
        app.split.setViewController(fresh, for: .secondary)
        let freshNavigation = try app.navigation(fresh)
        #expect(freshNavigation !== secondaryNavigation)
        #expect(freshNavigation.viewControllers == [fresh])
        #expect(app.split.viewControllers.last === freshNavigation)
    }

    // docs/uikit-rules.md 7.32: collapsed without a compact column, the proposed top column is the secondary: the
    // supplementary's and the secondary's stacks are pushed onto the primary's navigation controller, which fills
    // the split view; popping shows the supplementary, then the primary.
    @Test func collapsingPushesTheSupplementaryAndSecondaryOntoThePrimary() throws {
        let recorder = EventRecorder()
        let delegate = SplitRecordingDelegate()
        let app = SplitThreeColumns(recorder, delegate: delegate)
        let host = try ModalLaunch.host(root: app.split, device: .iPhone8)
        defer { withExtendedLifetime(host) {} }

        let primaryNavigation = try app.navigation(app.primary)
        #expect(delegate.calls == ["topColumn proposed secondary", "didCollapse"])
        #expect(primaryNavigation.viewControllers == [app.primary, app.supplementary, app.secondary])
        #expect(app.split.viewControllers == [primaryNavigation])
        #expect(app.split.view.subviews == [primaryNavigation.view])
        #expect(primaryNavigation.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(app.split.viewController(for: .secondary) === app.secondary)
        #expect(recorder.events == ["secondary.viewDidLoad", "secondary.viewWillAppear", "secondary.viewDidAppear"])

        recorder.clear()
        primaryNavigation.popViewController(animated: false)
        host.runUntilIdle()
        #expect(recorder.events == [
            "supplementary.viewDidLoad", "secondary.viewWillDisappear", "supplementary.viewWillAppear",
            "secondary.viewDidDisappear", "supplementary.viewDidAppear",
        ])
    }

    // docs/uikit-rules.md 7.32: the delegate's top column decides how far the stacks go: the supplementary leaves
    // the secondary in its own navigation controller, the primary leaves both.
    @Test func theTopColumnDecidesWhatIsPushed() throws {
        let recorder = EventRecorder()
        let delegate = SplitRecordingDelegate()
        delegate.topColumn = .supplementary
        let app = SplitThreeColumns(recorder, delegate: delegate)
        let host = try ModalLaunch.host(root: app.split, device: .iPhone8)
        defer { withExtendedLifetime(host) {} }
        #expect(try app.navigation(app.primary).viewControllers == [app.primary, app.supplementary])
        #expect(try app.navigation(app.secondary).viewControllers == [app.secondary])
        #expect(!app.secondary.isViewLoaded)

        let primaryDelegate = SplitRecordingDelegate()
        primaryDelegate.topColumn = .primary
        let other = SplitThreeColumns(recorder, delegate: primaryDelegate)
        let otherHost = try ModalLaunch.host(root: other.split, device: .iPhone8)
        defer { withExtendedLifetime(otherHost) {} }
        let primaryNavigation = try other.navigation(other.primary)
        #expect(primaryNavigation.viewControllers == [other.primary])
        #expect(other.split.view.subviews == [primaryNavigation.view])
        #expect(other.split.viewControllers == [primaryNavigation])
    }

    // docs/uikit-rules.md 7.32: an iPhone Plus rotated to landscape expands: the stacks go back to their columns'
    // navigation controllers, which are columns again, and the delegate hears it; portrait collapses again.
    @Test func expandingGivesTheColumnsTheirStacksBack() throws {
        let recorder = EventRecorder()
        let delegate = SplitRecordingDelegate()
        let app = SplitThreeColumns(recorder, delegate: delegate)
        // Each column's own navigation controller, before the collapse moves the stacks.
        let primaryNavigation = try app.navigation(app.primary)
        let supplementaryNavigation = try app.navigation(app.supplementary)
        let secondaryNavigation = try app.navigation(app.secondary)
        let host = try ModalLaunch.host(root: app.split, device: DeviceProfile.named("iphone-8-plus")!)
        defer { withExtendedLifetime(host) {} }
        #expect(primaryNavigation.viewControllers == [app.primary, app.supplementary, app.secondary])
        #expect(supplementaryNavigation.viewControllers == [])
        let more = ModalRecordingController("more", recorder)
        primaryNavigation.pushViewController(more, animated: false)
        host.runUntilIdle()

        host.rotate(to: .landscapeLeft)
        host.runUntilIdle()
        #expect(!app.split.isCollapsed)
        #expect(delegate.calls == [
            "topColumn proposed secondary", "didCollapse", "didExpand", "willChangeTo oneBesideSecondary",
        ])
        #expect(primaryNavigation.viewControllers == [app.primary])
        #expect(supplementaryNavigation.viewControllers == [app.supplementary])
        #expect(secondaryNavigation.viewControllers == [app.secondary, more])
        #expect(app.split.viewControllers == [primaryNavigation, supplementaryNavigation, secondaryNavigation])
        #expect(app.split.view.subviews == [supplementaryNavigation.view, secondaryNavigation.view])
        #expect(supplementaryNavigation.view.frame == CGRect(x: 0, y: 0, width: 320, height: 414))
        #expect(secondaryNavigation.view.frame == CGRect(x: 320, y: 0, width: 416, height: 414))

        host.rotate(to: .portrait)
        host.runUntilIdle()
        #expect(primaryNavigation.viewControllers == [app.primary, app.supplementary, app.secondary, more])
        #expect(app.split.viewControllers == [primaryNavigation])
    }

    // docs/uikit-rules.md 7.33: the classic interface asks primaryViewController(forCollapsing:) before
    // collapseSecondary, which is asked with its answer; expanding asks primaryViewController(forExpanding:) before
    // separateSecondaryFrom, and the secondary stands beside the primary again.
    @Test func theClassicDelegateChoosesThePrimaryOnCollapseAndExpand() throws {
        let recorder = EventRecorder()
        let delegate = SplitRecordingDelegate()
        delegate.recordsPrimaryQuestions = true
        let compactPrimary = ModalRecordingController("compactPrimary", recorder)
        delegate.primaryForCollapsing = compactPrimary
        let split = UISplitViewController()
        split.delegate = delegate
        let primary = ModalRecordingController("primary", recorder)
        let secondary = ModalRecordingController("secondary", recorder)
        split.viewControllers = [primary, secondary]
        let host = try ModalLaunch.host(root: split, device: DeviceProfile.named("iphone-8-plus")!)
        defer { withExtendedLifetime(host) {} }

        #expect(delegate.calls == ["primaryForCollapsing", "collapseSecondary"])
        #expect(delegate.collapsedOnto === compactPrimary)
        #expect(split.viewControllers == [compactPrimary])
        #expect(split.view.subviews == [compactPrimary.view])
        #expect(compactPrimary.view.frame == CGRect(x: 0, y: 0, width: 414, height: 736))
        #expect(primary.parent == nil)
        #expect(recorder.events == [
            "compactPrimary.viewDidLoad", "compactPrimary.viewWillAppear", "compactPrimary.viewDidAppear",
        ])

        delegate.primaryForExpanding = primary
        host.rotate(to: .landscapeLeft)
        host.runUntilIdle()
        #expect(delegate.calls == [
            "primaryForCollapsing", "collapseSecondary", "primaryForExpanding", "separateSecondary",
            "willChangeTo oneBesideSecondary",
        ])
        #expect(split.viewControllers == [primary, secondary])
        #expect(compactPrimary.parent == nil)
        #expect(split.view.subviews == [primary.view, secondary.view])
        #expect(primary.view.frame == CGRect(x: 0, y: 0, width: 320, height: 414))
        #expect(secondary.view.frame == CGRect(x: 320, y: 0, width: 416, height: 414))
    }
}
