import Foundation
import Testing
@testable import HeadlessUIKit

/// A transitioning delegate that slides presentations (SlideTransitioningDelegate's controller and animators) and
/// hands them to a percent-driven interaction controller while `interactive` is true.
@MainActor
final class InteractiveSlideDelegate: UIViewControllerTransitioningDelegate {
    let slide: SlideTransitioningDelegate
    let interaction = UIPercentDrivenInteractiveTransition()
    var interactive = true

    init(recorder: EventRecorder) { slide = SlideTransitioningDelegate(recorder: recorder) }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        slide.presentationController(forPresented: presented, presenting: presenting, source: source)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        slide.animationController(forPresented: presented, presenting: presenting, source: source)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        slide.animationController(forDismissed: dismissed)
    }

    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        slide.recorder.record("delegate.interactionControllerForPresentation")
        return interactive ? interaction : nil
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        slide.recorder.record("delegate.interactionControllerForDismissal")
        return interactive ? interaction : nil
    }
}

/// A navigation delegate whose fade animator (FadeNavigationDelegate's) is driven by a percent-driven interaction
/// controller, as a swipe-back gesture would drive it.
@MainActor
final class InteractiveNavigationDelegate: UINavigationControllerDelegate {
    let fade: FadeNavigationDelegate
    let interaction = UIPercentDrivenInteractiveTransition()

    init(log: EventRecorder) { fade = FadeNavigationDelegate(log: log) }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        fade.navigationController(navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        fade.log.record("interactionControllerFor")
        return interaction
    }

    func navigationController(_ navigationController: UINavigationController,
                              didShow viewController: UIViewController, animated: Bool) {
        fade.navigationController(navigationController, didShow: viewController, animated: animated)
    }
}

/// Interactive transitions driven by `UIPercentDrivenInteractiveTransition` (docs/uikit-rules.md 7.14-7.16).
@MainActor
@Suite struct InteractiveTransitionTests {
    // docs/uikit-rules.md 7.14, 7.15: an interactive presentation waits for the gesture; cancel() puts the views
    // back where the animations started and, after the part already driven, the presentation is undone.
    @Test func aCancelledInteractivePresentationIsUndone() throws {
        let app = try ModalApp()
        let modal = app.controller("modal", style: .custom)
        let delegate = InteractiveSlideDelegate(recorder: app.recorder)
        modal.transitioningDelegate = delegate
        app.root.present(modal, animated: true) { app.recorder.record("completion") }

        let context = try #require(delegate.slide.presentAnimator?.context as? TransitionContext)
        #expect(context.isInteractive)
        #expect(delegate.interaction.duration == 0.5)
        let coordinator = try #require(modal.transitionCoordinator as? UIViewControllerTransitionCoordinatorContext)
        #expect(coordinator.isInteractive && coordinator.initiallyInteractive)
        // Held: nothing ends by the clock while the gesture drives the transition.
        app.host.advance(by: 2)
        #expect(!app.recorder.events.contains("animationEnded(true)"))
        #expect(app.root.presentedViewController === modal)

        delegate.interaction.update(0.4)
        #expect(coordinator.percentComplete == 0.4)
        delegate.interaction.cancel()
        #expect(!context.isInteractive && context.transitionWasCancelled && coordinator.isCancelled)
        // The slide started 667 pt below its final frame; the alongside dimming started transparent.
        #expect(modal.view.frame == CGRect(x: 0, y: 1000.5, width: 375, height: 333.5))
        #expect(delegate.slide.presentationController?.dimming.alpha == 0)
        app.host.advance(by: 0.19)
        #expect(!app.recorder.events.contains("animationEnded(false)"))
        app.host.advance(by: 0.02)
        app.host.runUntilIdle()

        #expect(app.recorder.events == [
            "delegate.presentationController", "modal.viewDidLoad", "delegate.animationController(forPresented)",
            "delegate.interactionControllerForPresentation", "pc.presentationTransitionWillBegin",
            "modal.viewWillAppear [presented]", "animateTransition(present)", "pc.presentationTransitionDidEnd(false)",
            "modal.viewWillDisappear", "modal.viewDidDisappear", "pc.alongsideCompletion", "animationEnded(false)",
        ])
        #expect(app.root.presentedViewController == nil)
    }

    // docs/uikit-rules.md 7.14, 7.15: finish() plays out the rest of the duration, then the dismissal completes.
    @Test func aFinishedInteractiveDismissalCompletes() throws {
        let app = try ModalApp()
        let modal = app.controller("modal", style: .custom)
        let delegate = InteractiveSlideDelegate(recorder: app.recorder)
        delegate.interactive = false
        modal.transitioningDelegate = delegate
        app.root.present(modal, animated: true)
        app.host.runUntilIdle()
        #expect(app.root.presentedViewController === modal)
        delegate.interactive = true
        app.recorder.clear()

        modal.dismiss(animated: true) { app.recorder.record("completion") }
        delegate.interaction.update(0.5)
        delegate.interaction.finish()
        app.host.advance(by: 0.24)
        #expect(app.root.presentedViewController === modal)
        app.host.advance(by: 0.02)
        app.host.runUntilIdle()
        #expect(app.recorder.events == [
            "delegate.animationController(forDismissed)", "delegate.interactionControllerForDismissal",
            "pc.dismissalTransitionWillBegin", "modal.viewWillDisappear [dismissed]", "animateTransition(dismiss)",
            "pc.dismissalTransitionDidEnd(true)", "modal.viewDidDisappear [dismissed]", "completion", "animationEnded(true)",
        ])
        #expect(app.root.presentedViewController == nil)
        #expect(delegate.slide.dismissAnimator?.context?.transitionWasCancelled == false)
    }

    // docs/uikit-rules.md 7.16: a cancelled interactive pop puts the popped controller back on top, in UIKit's
    // appearance order, and the delegate hears no didShow.
    @Test func aCancelledInteractivePopKeepsTheTop() throws {
        let log = EventRecorder()
        let root = NavRecordingController("root", log: log)
        let navigation = UINavigationController(rootViewController: root)
        let delegate = InteractiveNavigationDelegate(log: log)
        navigation.delegate = delegate
        let app = try NavTestApp(root: navigation)
        let detail = NavRecordingController("detail", log: log)
        navigation.pushViewController(detail, animated: false)
        app.host.runUntilIdle()
        log.clear()

        navigation.popViewController(animated: true)
        // While the gesture drives it, the stack already shows the pop, as in UIKit.
        #expect(navigation.viewControllers == [root])
        let context = try #require(delegate.fade.context)
        #expect(context.isInteractive)
        #expect(root.view.alpha == 1)
        delegate.interaction.update(0.3)
        delegate.interaction.cancel()
        // The fade started from transparent.
        #expect(root.view.alpha == 0)
        app.host.runUntilIdle()

        #expect(log.events == [
            "detail.willMove(toParent: nil)", "detail.viewWillDisappear movingFromParent", "root.viewWillAppear",
            "animator for pop from detail to root", "interactionControllerFor", "animateTransition to root",
            "root.viewWillDisappear", "root.viewDidDisappear", "detail.didMove(toParent: UINavigationController)",
            "detail.viewWillAppear", "detail.viewDidAppear", "animationEnded(false)",
        ])
        #expect(navigation.viewControllers == [root, detail])
        #expect(navigation.topViewController === detail)
        #expect(navigation.navigationBar.topItem === detail.navigationItem)
        #expect(detail.view.superview === navigation.view)
        #expect(root.viewIfLoaded?.superview == nil)
        #expect(context.transitionWasCancelled)

        // The next pop, finished, completes as usual.
        log.clear()
        navigation.popViewController(animated: true)
        delegate.interaction.update(0.8)
        delegate.interaction.finish()
        app.host.runUntilIdle()
        #expect(navigation.viewControllers == [root])
        #expect(log.events.suffix(2) == ["delegate.didShow root", "animationEnded(true)"])
        #expect(root.view.alpha == 1)
    }
}
