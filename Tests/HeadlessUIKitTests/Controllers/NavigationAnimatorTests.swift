import Foundation
import Testing
@testable import HeadlessUIKit

/// A navigation delegate that hands pushes and pops to a fade animator of 0.5 s, recording what it is asked.
@MainActor
final class FadeNavigationDelegate: UINavigationControllerDelegate, UIViewControllerAnimatedTransitioning {
    let log: EventRecorder
    private(set) var context: UIViewControllerContextTransitioning?

    init(log: EventRecorder) { self.log = log }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController,
                              to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        log.record("animator for \(operation) from \(fromVC.title ?? "") to \(toVC.title ?? "")")
        return self
    }

    func navigationController(_ navigationController: UINavigationController,
                              didShow viewController: UIViewController, animated: Bool) {
        log.record("delegate.didShow \(viewController.title ?? "")")
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        let to = transitionContext.viewController(forKey: .to)!
        let toView = transitionContext.view(forKey: .to)!
        log.record("animateTransition to \(to.title ?? "")")
        toView.frame = transitionContext.finalFrame(for: to)
        toView.alpha = 0
        transitionContext.containerView.addSubview(toView)
        UIView.animate(withDuration: 0.5, animations: { toView.alpha = 1 }) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }

    func animationEnded(_ transitionCompleted: Bool) { log.record("animationEnded(\(transitionCompleted))") }
}

@MainActor
@Suite struct NavigationAnimatorTests {
    // docs/uikit-rules.md 7.13: the delegate's animator runs an animated push; the transition ends when it calls
    // completeTransition, not after the standard 0.35 s.
    @Test func aDelegatesAnimatorRunsAPushAndThePopEndsWhenItCompletes() throws {
        let log = EventRecorder()
        let root = NavRecordingController("root", log: log)
        let navigation = UINavigationController(rootViewController: root)
        let delegate = FadeNavigationDelegate(log: log)
        navigation.delegate = delegate
        let app = try NavTestApp(root: navigation)
        let detail = NavRecordingController("detail", log: log)
        log.clear()

        navigation.pushViewController(detail, animated: true)
        app.host.advance(by: 0.4)
        #expect(root.viewIfLoaded?.superview === navigation.view, "the old top stays until the animator completes")
        #expect(!log.events.contains("delegate.didShow detail"))
        let context = try #require(delegate.context)
        #expect(context.containerView === navigation.view)
        #expect(context.viewController(forKey: .from) === root)
        #expect(context.view(forKey: .from) === root.view)
        #expect(context.finalFrame(for: detail) == navigation.contentFrame(for: detail))
        app.host.runUntilIdle()

        #expect(log.events.filter { !$0.hasPrefix("root.") && !$0.hasPrefix("detail.") } == [
            "animator for push from root to detail", "animateTransition to detail", "delegate.didShow detail",
            "animationEnded(true)",
        ])
        #expect(log.events.firstIndex(of: "detail.viewDidAppear movingToParent")! < log.events.firstIndex(of: "delegate.didShow detail")!)
        #expect(root.viewIfLoaded?.superview == nil)
        #expect(detail.view.superview === navigation.view)
        log.clear()

        navigation.popViewController(animated: true)
        app.host.runUntilIdle()
        #expect(log.events.contains("animator for pop from detail to root"))
        #expect(navigation.topViewController === root)
        #expect(detail.viewIfLoaded?.superview == nil)
    }

    @Test func anAnimationlessPushAsksForNoAnimator() throws {
        let log = EventRecorder()
        let root = NavRecordingController("root", log: log)
        let navigation = UINavigationController(rootViewController: root)
        let delegate = FadeNavigationDelegate(log: log)
        navigation.delegate = delegate
        let app = try NavTestApp(root: navigation)
        log.clear()

        navigation.pushViewController(NavRecordingController("detail", log: log), animated: false)
        app.host.runUntilIdle()

        #expect(!log.events.contains { $0.hasPrefix("animator for") })
    }
}
