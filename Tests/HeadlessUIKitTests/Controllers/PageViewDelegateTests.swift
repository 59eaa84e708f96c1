import Foundation
import Testing
@testable import HeadlessUIKit

/// A page view controller's delegate and `init()` (docs/uikit-rules.md 6.104).
@MainActor
@Suite struct PageViewDelegateTests {
    /// A delegate that records into the pages' recorder.
    final class Delegate: UIPageViewControllerDelegate {
        let recorder: EventRecorder
        init(_ recorder: EventRecorder) { self.recorder = recorder }
        static func name(_ page: UIViewController) -> String { (page as? ModalRecordingController)?.name ?? "?" }
        func pageViewController(_ pageViewController: UIPageViewController,
                                willTransitionTo pendingViewControllers: [UIViewController]) {
            recorder.record("willTransitionTo \(pendingViewControllers.map(Self.name))")
        }
        func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
            recorder.record("didFinishAnimating(\(finished)) from \(previousViewControllers.map(Self.name)) completed(\(completed))")
        }
    }

    /// An onboarding pager made with `init()`, as real subclasses are.
    final class Onboarding: UIPageViewController {}

    // 6.104: a swipe's turn tells the delegate before it starts and after it ends, around the pages' appearance
    // callbacks and before the turn's completion; setViewControllers tells it nothing.
    @Test func aTurnTellsTheDelegateAroundThePageChange() throws {
        let recorder = EventRecorder()
        let pages = (1...2).map { ModalRecordingController("page\($0)", recorder) }
        let source = ModalPageSource(pages)
        let delegate = Delegate(recorder)
        let pager = Onboarding()
        pager.dataSource = source
        pager.delegate = delegate
        pager.setViewControllers([pages[0]], direction: .forward, animated: false)
        let host = try ModalLaunch.host(root: pager, device: .iPhone8)
        #expect(!recorder.events.contains { $0.hasPrefix("will") || $0.hasPrefix("did") })
        recorder.clear()

        #expect(pager.turnPage(.forward, animated: true) { recorder.record("completion(\($0))") })
        host.runUntilIdle()
        #expect(recorder.events == [
            "willTransitionTo [\"page2\"]",
            "page2.viewDidLoad", "page1.viewWillDisappear", "page2.viewWillAppear",
            "page1.viewDidDisappear", "page2.viewDidAppear",
            "didFinishAnimating(true) from [\"page1\"] completed(true)", "completion(true)",
        ])
        recorder.clear()
        pager.setViewControllers([pages[0]], direction: .reverse, animated: false)
        #expect(!recorder.events.contains { $0.hasPrefix("willTransitionTo") || $0.hasPrefix("didFinish") })
    }

    // 6.104: `init()` makes UIKit's first cases, a page curl turning horizontally.
    @Test func initMakesAHorizontalPageCurl() {
        _ = HeadlessHost(device: .iPhone8)
        let pager = Onboarding()
        #expect(pager.transitionStyle == .pageCurl)
        #expect(pager.navigationOrientation == .horizontal)
        #expect(pager.delegate == nil)
    }
}
