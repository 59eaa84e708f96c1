import Foundation
import Testing
@testable import HeadlessUIKit

/// A classic split view whose columns are navigation controllers, as Xcode's master-detail template makes them.
@MainActor
struct SplitMasterDetail {
    let split: UISplitViewController
    let masterNavigation: UINavigationController
    let detailNavigation: UINavigationController
    let master: ModalRecordingController
    let detail: ModalRecordingController

    init(_ recorder: EventRecorder, delegate: SplitRecordingDelegate?) {
        master = ModalRecordingController("master", recorder)
        detail = ModalRecordingController("detail", recorder)
        master.title = "Master"
        detail.title = "Detail"
        masterNavigation = UINavigationController(rootViewController: master)
        detailNavigation = UINavigationController(rootViewController: detail)
        split = UISplitViewController()
        split.delegate = delegate
        split.viewControllers = [masterNavigation, detailNavigation]
    }

    /// The storyboard's split view, its master and detail recording into `recorder`.
    init(storyboard recorder: EventRecorder, delegate: SplitRecordingDelegate?) throws {
        UIStoryboard.register(controllerNamed: "MDMaster") { ModalRecordingController("master", recorder) }
        UIStoryboard.register(controllerNamed: "MDDetail") { ModalRecordingController("detail", recorder) }
        let storyboard = try UIStoryboard(data: Data(SplitMasterDetailFixture.storyboard.utf8), name: "Main")
        split = try #require(storyboard.instantiateInitialViewController() as? UISplitViewController)
        split.delegate = delegate
        masterNavigation = try #require(split.viewControllers.first as? UINavigationController)
        detailNavigation = try #require(split.viewControllers.last as? UINavigationController)
        master = try #require(masterNavigation.viewControllers.first as? ModalRecordingController)
        detail = try #require(detailNavigation.viewControllers.first as? ModalRecordingController)
    }
}

@MainActor
@Suite struct SplitCollapseTests {
    // docs/uikit-rules.md 7.28: with no delegate, the collapse pushes the detail navigation controller's stack onto
    // the master navigation controller: the user sees the detail with a back button to the master.
    @Test func collapsingPushesTheDetailStackOntoTheMasterNavigationController() throws {
        let recorder = EventRecorder()
        let app = SplitMasterDetail(recorder, delegate: nil)
        let host = try ModalLaunch.host(root: app.split, device: .iPhone8)
        defer { withExtendedLifetime(host) {} }

        #expect(app.split.isCollapsed)
        #expect(app.split.viewControllers == [app.masterNavigation])
        #expect(app.masterNavigation.viewControllers == [app.master, app.detail])
        #expect(app.detailNavigation.viewControllers == [])
        #expect(app.detailNavigation.parent == nil)
        #expect(app.detail.parent === app.masterNavigation)
        #expect(app.split.view.subviews == [app.masterNavigation.view])
        #expect(app.masterNavigation.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(app.masterNavigation.navigationBar.items?.map(\.title) == ["Master", "Detail"])
        #expect(!app.master.isViewLoaded)
        #expect(recorder.events == ["detail.viewDidLoad", "detail.viewWillAppear", "detail.viewDidAppear"])

        recorder.clear()
        app.masterNavigation.popViewController(animated: false)
        host.runUntilIdle()
        #expect(app.masterNavigation.viewControllers == [app.master])
        #expect(recorder.events == [
            "master.viewDidLoad", "detail.viewWillDisappear", "master.viewWillAppear", "detail.viewDidDisappear",
            "master.viewDidAppear",
        ])
    }

    // docs/uikit-rules.md 7.28: a delegate answering true has collapsed the secondary itself: the master
    // navigation controller shows its own stack and `viewControllers` has one element.
    @Test func aDelegateThatCollapsesTheDetailItselfLeavesTheMasterStack() throws {
        let recorder = EventRecorder()
        let delegate = SplitRecordingDelegate()
        delegate.collapsesOntoPrimary = true
        let app = SplitMasterDetail(recorder, delegate: delegate)
        let host = try ModalLaunch.host(root: app.split, device: .iPhone8)
        defer { withExtendedLifetime(host) {} }

        #expect(delegate.calls == ["collapseSecondary"])
        #expect(app.split.viewControllers == [app.masterNavigation])
        #expect(app.masterNavigation.viewControllers == [app.master])
        #expect(app.detailNavigation.viewControllers == [app.detail])
        #expect(app.split.view.subviews == [app.masterNavigation.view])
        #expect(!app.detail.isViewLoaded)
        #expect(recorder.events == ["master.viewDidLoad", "master.viewWillAppear", "master.viewDidAppear"])
    }

    // docs/uikit-rules.md 7.28: the storyboard's showDetail segue, while collapsed, first asks the delegate's
    // showDetail, then pushes the destination navigation controller's stack onto the master navigation
    // controller; a second one replaces what the first pushed.
    @Test func aShowDetailSegueWhileCollapsedPushesOntoTheMaster() throws {
        let recorder = EventRecorder()
        let delegate = SplitRecordingDelegate()
        delegate.collapsesOntoPrimary = true
        let app = try SplitMasterDetail(storyboard: recorder, delegate: delegate)
        let host = try ModalLaunch.host(root: app.split, device: .iPhone8)
        defer { withExtendedLifetime(host) {} }
        recorder.clear()

        app.master.performSegue(withIdentifier: "showDetail", sender: nil)
        host.runUntilIdle()
        #expect(delegate.calls == ["collapseSecondary", "showDetail"])
        let first = try #require(app.masterNavigation.viewControllers.last as? ModalRecordingController)
        #expect(first !== app.detail)
        #expect(app.masterNavigation.viewControllers == [app.master, first])
        #expect(app.split.viewControllers == [app.masterNavigation])
        #expect(first.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(recorder.events == [
            "detail.viewDidLoad", "master.viewWillDisappear", "detail.viewWillAppear", "master.viewDidDisappear",
            "detail.viewDidAppear",
        ])

        app.master.performSegue(withIdentifier: "showDetail", sender: nil)
        host.runUntilIdle()
        let second = try #require(app.masterNavigation.viewControllers.last as? ModalRecordingController)
        #expect(second !== first)
        #expect(app.masterNavigation.viewControllers == [app.master, second])

        // A delegate that shows the detail itself leaves the stack alone.
        delegate.showsDetailItself = true
        app.split.showDetailViewController(ModalRecordingController("other", recorder), sender: nil)
        #expect(app.masterNavigation.viewControllers == [app.master, second])
        #expect(delegate.calls == ["collapseSecondary", "showDetail", "showDetail", "showDetail"])
    }

    // docs/uikit-rules.md 7.28: `show(_:sender:)` from the master pushes onto the master navigation controller,
    // collapsed (on top of the detail) and expanded (in the primary column) alike.
    @Test func showFromTheMasterPushesOntoTheMasterNavigationController() throws {
        let recorder = EventRecorder()
        let app = SplitMasterDetail(recorder, delegate: nil)
        let host = try ModalLaunch.host(root: app.split, device: .iPhone8)
        defer { withExtendedLifetime(host) {} }
        let more = ModalRecordingController("more", recorder)
        app.master.show(more, sender: nil)
        host.runUntilIdle()
        #expect(app.masterNavigation.viewControllers == [app.master, app.detail, more])

        let pad = SplitMasterDetail(recorder, delegate: nil)
        let padHost = try ModalLaunch.host(root: pad.split, device: .iPad, orientation: .landscapeLeft)
        defer { withExtendedLifetime(padHost) {} }
        let padMore = ModalRecordingController("padMore", recorder)
        pad.master.show(padMore, sender: nil)
        padHost.runUntilIdle()
        #expect(pad.masterNavigation.viewControllers == [pad.master, padMore])
        #expect(pad.detailNavigation.viewControllers == [pad.detail])
        #expect(pad.split.viewControllers == [pad.masterNavigation, pad.detailNavigation])
        #expect(pad.masterNavigation.view.frame == CGRect(x: 0, y: 0, width: 320, height: 768))
    }

    // docs/uikit-rules.md 7.29, 7.30: an iPhone Plus in landscape is regular width: the split view expands, the
    // delegate is asked for the secondary and, answering nil, the detail is popped off the master's stack back into
    // its navigation controller, which stands beside the master again; in portrait it collapses again.
    @Test func rotatingAPlusToLandscapeSeparatesTheDetailAndBack() throws {
        let recorder = EventRecorder()
        let delegate = SplitRecordingDelegate()
        let app = SplitMasterDetail(recorder, delegate: delegate)
        let host = try ModalLaunch.host(root: app.split, device: DeviceProfile.named("iphone-8-plus")!)
        defer { withExtendedLifetime(host) {} }
        #expect(app.masterNavigation.viewControllers == [app.master, app.detail])
        #expect(delegate.calls == ["collapseSecondary"])

        host.rotate(to: .landscapeLeft)
        host.runUntilIdle()
        #expect(!app.split.isCollapsed)
        #expect(delegate.calls == ["collapseSecondary", "separateSecondary", "willChangeTo oneBesideSecondary"])
        #expect(app.split.viewControllers == [app.masterNavigation, app.detailNavigation])
        #expect(app.masterNavigation.viewControllers == [app.master])
        #expect(app.detailNavigation.viewControllers == [app.detail])
        #expect(app.detailNavigation.parent === app.split)
        #expect(app.split.view.subviews == [app.masterNavigation.view, app.detailNavigation.view])
        #expect(app.masterNavigation.view.frame == CGRect(x: 0, y: 0, width: 320, height: 414))
        #expect(app.detailNavigation.view.frame == CGRect(x: 320, y: 0, width: 416, height: 414))

        host.rotate(to: .portrait)
        host.runUntilIdle()
        #expect(app.split.isCollapsed)
        #expect(delegate.calls == [
            "collapseSecondary", "separateSecondary", "willChangeTo oneBesideSecondary", "collapseSecondary",
            "willChangeTo oneOverSecondary",
        ])
        #expect(app.split.viewControllers == [app.masterNavigation])
        #expect(app.masterNavigation.viewControllers == [app.master, app.detail])
        #expect(app.split.view.subviews == [app.masterNavigation.view])
        #expect(app.masterNavigation.view.frame == CGRect(x: 0, y: 0, width: 414, height: 736))
    }

    // docs/uikit-rules.md 7.29, 7.30: after the user popped the detail, expanding gives the detail navigation
    // controller its stack back; a delegate's own secondary from separateSecondaryFrom replaces it.
    @Test func expandingAfterAPopRestoresTheDetailAndADelegateMayChooseAnother() throws {
        let recorder = EventRecorder()
        let app = SplitMasterDetail(recorder, delegate: nil)
        let host = try ModalLaunch.host(root: app.split, device: DeviceProfile.named("iphone-8-plus")!)
        defer { withExtendedLifetime(host) {} }
        app.masterNavigation.popViewController(animated: false)
        host.runUntilIdle()
        host.rotate(to: .landscapeLeft)
        host.runUntilIdle()
        #expect(app.masterNavigation.viewControllers == [app.master])
        #expect(app.detailNavigation.viewControllers == [app.detail])
        #expect(app.split.viewControllers == [app.masterNavigation, app.detailNavigation])

        let delegate = SplitRecordingDelegate()
        let chosen = ModalRecordingController("chosen", recorder)
        delegate.separated = chosen
        let other = SplitMasterDetail(recorder, delegate: delegate)
        let otherHost = try ModalLaunch.host(root: other.split, device: DeviceProfile.named("iphone-8-plus")!)
        defer { withExtendedLifetime(otherHost) {} }
        otherHost.rotate(to: .landscapeLeft)
        otherHost.runUntilIdle()
        #expect(other.split.viewControllers == [other.masterNavigation, chosen])
        #expect(chosen.view.frame == CGRect(x: 320, y: 0, width: 416, height: 414))
        // The delegate that separates the secondary itself also takes what it wants off the master's stack.
        #expect(other.masterNavigation.viewControllers == [other.master, other.detail])
    }

    // docs/uikit-rules.md 7.29: collapsed follows the horizontal size class, not the idiom.
    @Test func collapsedFollowsTheHorizontalSizeClass() throws {
        let recorder = EventRecorder()
        let app = SplitMasterDetail(recorder, delegate: nil)
        let host = try ModalLaunch.host(root: app.split, device: .iPhone8, orientation: .landscapeLeft)
        defer { withExtendedLifetime(host) {} }
        #expect(app.split.isCollapsed)
        #expect(app.masterNavigation.viewControllers == [app.master, app.detail])
        let plus = SplitMasterDetail(recorder, delegate: nil)
        let plusHost = try ModalLaunch.host(root: plus.split, device: DeviceProfile.named("iphone-8-plus")!,
                                            orientation: .landscapeLeft)
        defer { withExtendedLifetime(plusHost) {} }
        #expect(!plus.split.isCollapsed)
        #expect(plus.split.viewControllers == [plus.masterNavigation, plus.detailNavigation])
        #expect(plus.masterNavigation.viewControllers == [plus.master])
    }
}
