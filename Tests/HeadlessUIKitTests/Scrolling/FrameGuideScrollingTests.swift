import Foundation
import Testing
@testable import HeadlessUIKit

/// Views pinned to a scroll view's frame layout guide stay where they are on screen while its content scrolls
/// (docs/uikit-rules.md 11.55).
@Suite @MainActor struct FrameGuideScrollingTests {
    // docs/uikit-rules.md 11.55: a badge pinned to the frame guide's top trailing corner is laid out again
    // as the content scrolls: its frame (in the content) moves with the offset, so on screen it does not move.
    @Test func aViewPinnedToTheFrameGuideStaysPutWhileTheContentScrolls() throws {
        let root = UIViewController()
        let app = try NavTestApp(root: root)
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 375, height: 300))
        scrollView.contentInsetAdjustmentBehavior = .never
        root.view.addSubview(scrollView)
        let content = UIView(), badge = UIView()
        for view in [content, badge] {
            view.translatesAutoresizingMaskIntoConstraints = false
            scrollView.addSubview(view)
        }
        let contentGuide = scrollView.contentLayoutGuide, frameGuide = scrollView.frameLayoutGuide
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: contentGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: contentGuide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: contentGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: contentGuide.trailingAnchor),
            content.widthAnchor.constraint(equalTo: frameGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1000),
            badge.topAnchor.constraint(equalTo: frameGuide.topAnchor, constant: 8),
            badge.trailingAnchor.constraint(equalTo: frameGuide.trailingAnchor, constant: -8),
            badge.widthAnchor.constraint(equalToConstant: 40),
            badge.heightAnchor.constraint(equalToConstant: 40),
        ])
        app.host.runUntilIdle()
        #expect(scrollView.contentSize == CGSize(width: 375, height: 1000))
        #expect(badge.frame == CGRect(x: 327, y: 8, width: 40, height: 40))

        scrollView.contentOffset = CGPoint(x: 0, y: 200)
        app.host.runUntilIdle()
        #expect(badge.frame == CGRect(x: 327, y: 208, width: 40, height: 40))
        #expect(badge.convert(badge.bounds, to: nil) == CGRect(x: 327, y: 108, width: 40, height: 40))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 375, height: 1000))
    }

    // docs/uikit-rules.md 11.55: the same for a scroll view that constraints place (it does not translate its
    // frame): its guides follow its offset too.
    @Test func aConstrainedScrollViewsFrameGuideFollowsItsOffset() throws {
        let root = UIViewController()
        let app = try NavTestApp(root: root)
        let scrollView = UIScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.contentInsetAdjustmentBehavior = .never
        root.view.addSubview(scrollView)
        let content = UIView(), badge = UIView()
        for view in [content, badge] {
            view.translatesAutoresizingMaskIntoConstraints = false
            scrollView.addSubview(view)
        }
        let contentGuide = scrollView.contentLayoutGuide, frameGuide = scrollView.frameLayoutGuide
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 100),
            scrollView.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: root.view.trailingAnchor),
            scrollView.heightAnchor.constraint(equalToConstant: 300),
            content.topAnchor.constraint(equalTo: contentGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: contentGuide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: contentGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: contentGuide.trailingAnchor),
            content.widthAnchor.constraint(equalTo: frameGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1000),
            badge.bottomAnchor.constraint(equalTo: frameGuide.bottomAnchor, constant: -8),
            badge.leadingAnchor.constraint(equalTo: frameGuide.leadingAnchor, constant: 8),
            badge.widthAnchor.constraint(equalToConstant: 40),
            badge.heightAnchor.constraint(equalToConstant: 40),
        ])
        app.host.runUntilIdle()
        #expect(badge.frame == CGRect(x: 8, y: 252, width: 40, height: 40))

        scrollView.contentOffset = CGPoint(x: 0, y: 500)
        app.host.runUntilIdle()
        #expect(badge.frame == CGRect(x: 8, y: 752, width: 40, height: 40))
        #expect(badge.convert(badge.bounds, to: nil) == CGRect(x: 8, y: 352, width: 40, height: 40))
    }
}
