import Foundation
import Testing
@testable import HeadlessUIKit

@MainActor
@Suite struct SplitPageTests {
    private func split(_ recorder: EventRecorder) -> (UISplitViewController, ModalRecordingController, ModalRecordingController) {
        let split = UISplitViewController()
        let primary = ModalRecordingController("primary", recorder)
        let secondary = ModalRecordingController("secondary", recorder)
        split.viewControllers = [primary, secondary]
        return (split, primary, secondary)
    }

    // MARK: Split view (docs/uikit-rules.md 7.8)

    @Test func iPadLandscapeShowsBothColumnsSideBySide() throws {
        let recorder = EventRecorder()
        let (split, primary, secondary) = split(recorder)
        let host = try ModalLaunch.host(root: split, device: .iPad, orientation: .landscapeLeft)
        _ = host

        #expect(split.displayMode == .oneBesideSecondary)
        #expect(primary.view.frame == CGRect(x: 0, y: 0, width: 320, height: 768))
        #expect(secondary.view.frame == CGRect(x: 320, y: 0, width: 704, height: 768))
        #expect(recorder.events(of: "primary") == ["viewDidLoad", "viewWillAppear", "viewDidAppear"])
        #expect(recorder.events(of: "secondary") == ["viewDidLoad", "viewWillAppear", "viewDidAppear"])
    }

    @Test func iPadPortraitShowsTheSecondaryAndLaysThePrimaryOverItOnRequest() throws {
        let recorder = EventRecorder()
        let (split, primary, secondary) = split(recorder)
        let host = try ModalLaunch.host(root: split, device: .iPad)
        #expect(split.displayMode == .secondaryOnly)
        #expect(!primary.isViewLoaded)
        #expect(secondary.view.frame == CGRect(x: 0, y: 0, width: 768, height: 1024))
        recorder.clear()

        split.show(.primary)
        #expect(split.displayMode == .oneOverSecondary)
        #expect(primary.view.frame == CGRect(x: 0, y: 0, width: 320, height: 1024))
        #expect(split.view.subviews == [secondary.view, primary.view])
        #expect(recorder.events == ["primary.viewDidLoad", "primary.viewWillAppear", "primary.viewDidAppear"])

        host.rotate(to: .landscapeLeft)
        host.runUntilIdle()
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(secondary.view.frame == CGRect(x: 320, y: 0, width: 704, height: 768))
    }

    // docs/uikit-rules.md 7.33: collapsed, a primary that is not a navigation controller shows; `show(.primary)`
    // changes nothing, and a new detail is given to the primary's `show(_:sender:)`, which presents it (a page
    // sheet on iOS 13 and later, so the primary stays on screen beneath it).
    @Test func iPhoneIsCollapsedOntoThePrimaryAndShowsADetailThroughIt() throws {
        let recorder = EventRecorder()
        let (split, primary, secondary) = split(recorder)
        let host = try ModalLaunch.host(root: split, device: .iPhone8)
        #expect(split.isCollapsed)
        #expect(split.view.subviews == [primary.view])
        #expect(!secondary.isViewLoaded)
        recorder.clear()

        split.show(.primary)
        #expect(recorder.events == [])
        #expect(split.view.subviews == [primary.view])

        let detail = ModalRecordingController("detail", recorder)
        split.showDetailViewController(detail, sender: nil)
        host.runUntilIdle()
        #expect(primary.presentedViewController === detail)
        #expect(split.viewControllers == [primary])
        #expect(recorder.events == [
            "detail.viewDidLoad", "detail.viewWillAppear [presented]", "detail.viewDidAppear [presented]",
        ])
        #expect(detail.view.frame == CGRect(x: 0, y: 30, width: 375, height: 637))
    }

    // MARK: Page view (docs/uikit-rules.md 7.8)

    @Test func turningAPageFollowsThePushOrderAndTakes035Seconds() throws {
        let recorder = EventRecorder()
        let pages = (1...3).map { ModalRecordingController("page\($0)", recorder) }
        let source = ModalPageSource(pages)
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pager.dataSource = source
        pager.setViewControllers([pages[0]], direction: .forward, animated: false)
        let host = try ModalLaunch.host(root: pager, device: .iPhone8)
        recorder.clear()
        let start = host.clock.now

        let turned = pager.turnPage(.forward, animated: true) { recorder.record("completion(\($0))") }
        #expect(turned)
        #expect(!pager.turnPage(.forward, animated: true))
        host.runUntilIdle()

        #expect(recorder.events == [
            "page2.viewDidLoad", "page1.viewWillDisappear", "page2.viewWillAppear",
            "page1.viewDidDisappear", "page2.viewDidAppear", "completion(true)",
        ])
        #expect(host.clock.now - start == UIPageViewController.pageTurnDuration)
        #expect(pager.viewControllers == [pages[1]])
        #expect(pager.children == [pages[1]])
        #expect(pager.view.subviews == [pages[1].view])
    }

    @Test func turningPastTheLastPageDoesNothing() throws {
        let recorder = EventRecorder()
        let pages = (1...2).map { ModalRecordingController("page\($0)", recorder) }
        let source = ModalPageSource(pages)
        let pager = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .vertical)
        pager.dataSource = source
        pager.setViewControllers([pages[1]], direction: .forward, animated: false)
        _ = try ModalLaunch.host(root: pager, device: .iPhone8)
        recorder.clear()

        #expect(!pager.turnPage(.forward, animated: false))
        #expect(pager.turnPage(.reverse, animated: false))
        #expect(pager.viewControllers == [pages[0]])
        #expect(recorder.events == [
            "page1.viewDidLoad", "page2.viewWillDisappear", "page1.viewWillAppear",
            "page2.viewDidDisappear", "page1.viewDidAppear",
        ])
    }
}
