import Foundation
import Testing
@testable import HeadlessUIKit

/// A presentation controller that shows the presented view in the container's lower half and records its calls.
@MainActor
final class HalfHeightPresentationController: UIPresentationController {
    var recorder: EventRecorder?
    let dimming = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }

    override func presentationTransitionWillBegin() {
        recorder?.record("pc.presentationTransitionWillBegin")
        dimming.frame = containerView!.bounds
        dimming.alpha = 0
        containerView!.insertSubview(dimming, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 0.5 },
                                                               completion: { _ in self.recorder?.record("pc.alongsideCompletion") })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) { recorder?.record("pc.presentationTransitionDidEnd(\(completed))") }
    override func dismissalTransitionWillBegin() { recorder?.record("pc.dismissalTransitionWillBegin") }
    override func dismissalTransitionDidEnd(_ completed: Bool) { recorder?.record("pc.dismissalTransitionDidEnd(\(completed))") }
}

/// An animator that slides the presented view up from below the container (and back down), in `duration`.
@MainActor
final class SlideAnimator: UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    let duration: TimeInterval
    let recorder: EventRecorder
    /// Cancels instead of completing, as an interrupted interactive transition would.
    var cancels = false
    /// Moves the presenter's view into the container on dismissal, as animators that animate both views do.
    var movesPresenterView = false
    private(set) var context: UIViewControllerContextTransitioning?

    init(presenting: Bool, duration: TimeInterval = 0.5, recorder: EventRecorder) {
        self.presenting = presenting
        self.duration = duration
        self.recorder = recorder
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        recorder.record("animateTransition(\(presenting ? "present" : "dismiss"))")
        context = transitionContext
        let container = transitionContext.containerView
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        let presented = transitionContext.viewController(forKey: key)!
        let view = transitionContext.view(forKey: presenting ? .to : .from)!
        if presenting {
            let final = transitionContext.finalFrame(for: presented)
            view.frame = final.offsetBy(dx: 0, dy: container.bounds.height)
            container.addSubview(view)
            UIView.animate(withDuration: duration, animations: { view.frame = final }) { _ in
                transitionContext.completeTransition(!self.cancels && !transitionContext.transitionWasCancelled)
            }
        } else {
            if movesPresenterView, let below = transitionContext.view(forKey: .to) {
                container.insertSubview(below, belowSubview: view)
            }
            let start = transitionContext.initialFrame(for: presented)
            UIView.animate(withDuration: duration, animations: {
                view.frame = start.offsetBy(dx: 0, dy: container.bounds.height)
            }) { _ in
                transitionContext.completeTransition(!self.cancels && !transitionContext.transitionWasCancelled)
            }
        }
    }

    func animationEnded(_ transitionCompleted: Bool) { recorder.record("animationEnded(\(transitionCompleted))") }
}

@MainActor
final class SlideTransitioningDelegate: UIViewControllerTransitioningDelegate {
    let recorder: EventRecorder
    var usesHalfHeight = true
    var presentAnimator: SlideAnimator?
    var dismissAnimator: SlideAnimator?
    private(set) var presentationController: HalfHeightPresentationController?

    init(recorder: EventRecorder) {
        self.recorder = recorder
        presentAnimator = SlideAnimator(presenting: true, recorder: recorder)
        dismissAnimator = SlideAnimator(presenting: false, recorder: recorder)
    }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        guard usesHalfHeight else { return nil }
        recorder.record("delegate.presentationController")
        let controller = HalfHeightPresentationController(presentedViewController: presented, presenting: presenting)
        controller.recorder = recorder
        presentationController = controller
        return controller
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        recorder.record("delegate.animationController(forPresented)")
        return presentAnimator
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        recorder.record("delegate.animationController(forDismissed)")
        return dismissAnimator
    }
}

@MainActor
@Suite struct CustomTransitionTests {
    // MARK: Custom presentations (docs/uikit-rules.md 7.9)

    @Test func aCustomPresentationRunsTheDelegatesControllerAndAnimatorInUIKitsOrder() throws {
        let app = try ModalApp()
        let modal = app.controller("modal", style: .custom)
        let delegate = SlideTransitioningDelegate(recorder: app.recorder)
        modal.transitioningDelegate = delegate

        app.root.present(modal, animated: true) { app.recorder.record("completion") }
        let container = try #require(modal.view.superview)
        // 7.9: the animator put the view in a transition view in the window, below the container's height
        #expect(container is UITransitionView)
        #expect(container.superview === app.window)
        #expect(container.frame == app.window.bounds)
        // Model values change at once (4.9): the view is already at its final frame, animating there.
        #expect(modal.view.frame == CGRect(x: 0, y: 333.5, width: 375, height: 333.5))
        #expect(modal.presentationController === delegate.presentationController)
        #expect(delegate.presentationController?.containerView === container)
        app.host.advance(by: 0.49)
        #expect(!app.recorder.events.contains("completion"))

        app.host.runUntilIdle()
        #expect(app.recorder.events == [
            "delegate.presentationController", "modal.viewDidLoad", "delegate.animationController(forPresented)",
            "pc.presentationTransitionWillBegin", "modal.viewWillAppear [presented]", "animateTransition(present)",
            "pc.presentationTransitionDidEnd(true)", "modal.viewDidAppear [presented]", "pc.alongsideCompletion",
            "completion", "animationEnded(true)",
        ])
        // 7.9: frameOfPresentedViewInContainerView is the final frame; the presenter's view stays, no callbacks
        #expect(modal.view.frame == CGRect(x: 0, y: 333.5, width: 375, height: 333.5))
        #expect(delegate.presentationController?.dimming.alpha == 0.5)
        #expect(app.root.view.superview === app.window)
        #expect(app.root.presentedViewController === modal)
        #expect(modal.presentingViewController === app.root)
    }

    @Test func aCustomDismissalAnimatesOutAndTakesTheTransitionViewAway() throws {
        let app = try ModalApp()
        let modal = app.controller("modal", style: .custom)
        let delegate = SlideTransitioningDelegate(recorder: app.recorder)
        modal.transitioningDelegate = delegate
        app.root.present(modal, animated: true)
        app.host.runUntilIdle()
        let container = try #require(modal.view.superview)
        app.recorder.clear()

        modal.dismiss(animated: true) { app.recorder.record("completion") }
        app.host.advance(by: 0.25)
        #expect(modal.view.frame.minY == 333.5 + 667)  // model values change at once (4.9)
        #expect(container.superview === app.window)
        app.host.runUntilIdle()

        #expect(app.recorder.events == [
            "delegate.animationController(forDismissed)", "pc.dismissalTransitionWillBegin",
            "modal.viewWillDisappear [dismissed]", "animateTransition(dismiss)", "pc.dismissalTransitionDidEnd(true)",
            "modal.viewDidDisappear [dismissed]", "completion", "animationEnded(true)",
        ])
        #expect(container.superview == nil)
        #expect(modal.viewIfLoaded?.superview == nil)
        #expect(app.root.presentedViewController == nil)
        #expect(app.window.subviews == [app.root.view])
    }

    @Test func aPresentationWithoutAnimationAsksForNoAnimatorAndUsesTheControllersFrame() throws {
        let app = try ModalApp()
        let modal = app.controller("modal", style: .custom)
        let delegate = SlideTransitioningDelegate(recorder: app.recorder)
        modal.transitioningDelegate = delegate

        app.root.present(modal, animated: false)
        app.host.runUntilIdle()

        #expect(!app.recorder.events.contains("delegate.animationController(forPresented)"))
        #expect(modal.view.frame == CGRect(x: 0, y: 333.5, width: 375, height: 333.5))
        #expect(modal.view.superview is UITransitionView)
    }

    @Test func aCustomPresentationWithoutAControllerFromTheDelegateFillsTheContainer() throws {
        let app = try ModalApp()
        let modal = app.controller("modal", style: .custom)
        let delegate = SlideTransitioningDelegate(recorder: app.recorder)
        delegate.usesHalfHeight = false
        modal.transitioningDelegate = delegate

        app.root.present(modal, animated: true)
        app.host.runUntilIdle()

        #expect(type(of: modal.presentationController!) == UIPresentationController.self)
        #expect(modal.view.frame == app.window.bounds)
        #expect(app.root.view.superview === app.window)
    }

    @Test func aFullScreenPresentationWithAnAnimatorStillTakesThePresentersViewOutAndBringsItBack() throws {
        let app = try ModalApp()
        let modal = app.controller("modal", style: .fullScreen)
        let delegate = SlideTransitioningDelegate(recorder: app.recorder)
        delegate.dismissAnimator?.movesPresenterView = true
        modal.transitioningDelegate = delegate

        app.root.present(modal, animated: true)
        app.host.runUntilIdle()
        // 7.7 with 7.9: the presenter's view leaves, with its callbacks
        #expect(app.root.viewIfLoaded?.superview == nil)
        #expect(app.recorder.events.contains("root.viewDidDisappear"))
        #expect(modal.view.frame == app.window.bounds)
        app.recorder.clear()

        modal.dismiss(animated: true)
        // The animator is handed the presenter's view, already back in the window, and moves it into its container.
        #expect(delegate.dismissAnimator?.context?.view(forKey: .to) === app.root.view)
        #expect(app.root.view.superview is UITransitionView)
        app.host.runUntilIdle()

        #expect(app.recorder.events == [
            "delegate.animationController(forDismissed)", "modal.viewWillDisappear [dismissed]", "root.viewWillAppear",
            "animateTransition(dismiss)", "modal.viewDidDisappear [dismissed]", "root.viewDidAppear",
            "animationEnded(true)",
        ])
        #expect(app.root.view.superview === app.window)
        #expect(app.window.subviews == [app.root.view])
        #expect(app.root.view.frame == app.window.bounds)
    }

    @Test func anAnimatorThatCancelsThePresentationLeavesNothingPresented() throws {
        let app = try ModalApp()
        let modal = app.controller("modal", style: .fullScreen)
        let delegate = SlideTransitioningDelegate(recorder: app.recorder)
        delegate.presentAnimator?.cancels = true
        modal.transitioningDelegate = delegate

        app.root.present(modal, animated: true) { app.recorder.record("completion") }
        app.host.runUntilIdle()

        // 7.9: a cancelled presentation undoes the appearance changes and runs no completion
        #expect(app.recorder.events == [
            "modal.viewDidLoad", "delegate.animationController(forPresented)", "root.viewWillDisappear",
            "modal.viewWillAppear [presented]", "animateTransition(present)", "modal.viewWillDisappear",
            "modal.viewDidDisappear", "root.viewWillAppear", "root.viewDidAppear", "animationEnded(false)",
        ])
        #expect(app.root.presentedViewController == nil)
        #expect(modal.presentingViewController == nil)
        #expect(app.window.subviews == [app.root.view])
        #expect(delegate.presentAnimator?.context?.transitionWasCancelled == true)
        // And the presenter can present again.
        delegate.presentAnimator?.cancels = false
        app.root.present(modal, animated: true)
        app.host.runUntilIdle()
        #expect(app.root.presentedViewController === modal)
    }

    @Test func anAnimatorThatCancelsTheDismissalKeepsThePresentedController() throws {
        let app = try ModalApp()
        let modal = app.controller("modal", style: .custom)
        let delegate = SlideTransitioningDelegate(recorder: app.recorder)
        delegate.dismissAnimator?.cancels = true
        modal.transitioningDelegate = delegate
        app.root.present(modal, animated: true)
        app.host.runUntilIdle()
        app.recorder.clear()

        modal.dismiss(animated: true) { app.recorder.record("completion") }
        app.host.runUntilIdle()

        #expect(app.recorder.events == [
            "delegate.animationController(forDismissed)", "pc.dismissalTransitionWillBegin",
            "modal.viewWillDisappear [dismissed]", "animateTransition(dismiss)", "pc.dismissalTransitionDidEnd(false)",
            "modal.viewWillAppear", "modal.viewDidAppear", "animationEnded(false)",
        ])
        #expect(app.root.presentedViewController === modal)
        #expect(modal.view.superview is UITransitionView)
    }

    @Test func completingATransitionTwiceIsReportedAndIgnored() throws {
        let app = try ModalApp()
        let modal = app.controller("modal", style: .custom)
        let delegate = SlideTransitioningDelegate(recorder: app.recorder)
        modal.transitioningDelegate = delegate
        app.root.present(modal, animated: true) { app.recorder.record("completion") }
        app.host.runUntilIdle()

        delegate.presentAnimator?.context?.completeTransition(true)

        #expect(app.recorder.events.filter { $0 == "completion" }.count == 1)
        #expect(app.host.problems.contains("completeTransition(_:) called twice for the presentation of ModalRecordingController"))
    }

    // MARK: Popovers (docs/uikit-rules.md 7.10)

    @Test func aPopoverOnIPadFloatsBelowItsSourceWithTheArrowUp() throws {
        let app = try ModalApp(device: .iPad)
        let button = UIView(frame: CGRect(x: 100, y: 100, width: 80, height: 40))
        app.root.view.addSubview(button)
        let modal = app.controller("popover", style: .popover)
        modal.preferredContentSize = CGSize(width: 300, height: 200)
        let popover = try #require(modal.popoverPresentationController)
        popover.sourceView = button

        app.root.present(modal, animated: true)
        app.host.runUntilIdle()

        #expect(modal.popoverPresentationController === popover)
        #expect(popover.presentationStyle == .popover)
        // Centred on the button (x 140 - 150 = -10, pushed in to the 10-pt margin), 13 pt below it.
        #expect(modal.view.frame == CGRect(x: 10, y: 153, width: 300, height: 200))
        #expect(popover.arrowDirection == .up)
        #expect(app.root.view.superview === app.window)
        #expect(!app.recorder.events.contains("root.viewWillDisappear"))
    }

    @Test func aPopoverGoesAboveItsSourceWhenThereIsNoRoomBelow() throws {
        let app = try ModalApp(device: .iPad)
        let button = UIView(frame: CGRect(x: 300, y: 900, width: 80, height: 40))
        app.root.view.addSubview(button)
        let modal = app.controller("popover", style: .popover)
        modal.preferredContentSize = CGSize(width: 300, height: 200)
        modal.popoverPresentationController?.sourceView = button
        modal.popoverPresentationController?.sourceRect = CGRect(x: 0, y: 0, width: 40, height: 40)

        app.root.present(modal, animated: false)
        app.host.runUntilIdle()

        #expect(modal.view.frame == CGRect(x: 170, y: 900 - 13 - 200, width: 300, height: 200))
        #expect(modal.popoverPresentationController?.arrowDirection == .down)
    }

    @Test func aPopoverWithoutAnAnchorIsRefusedOnIPad() throws {
        let app = try ModalApp(device: .iPad)
        let modal = app.controller("popover", style: .popover)

        app.root.present(modal, animated: false)

        #expect(app.root.presentedViewController == nil)
        #expect(app.host.problems.last == "UIPopoverPresentationController (ModalRecordingController) should have a non-nil sourceView or barButtonItem set before the presentation occurs.")
    }

    @Test func aPopoverAnchoredOnABarButtonItemPointsAtItsView() throws {
        let recorder = EventRecorder()
        let root = ModalRecordingController("root", recorder)
        let navigation = UINavigationController(rootViewController: root)
        let item = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
        root.navigationItem.rightBarButtonItem = item
        let host = try ModalLaunch.host(root: navigation, device: .iPad)
        let itemView = try #require(item.shownView)
        let modal = ModalRecordingController("popover", recorder, style: .popover)
        modal.preferredContentSize = CGSize(width: 200, height: 100)
        modal.popoverPresentationController?.barButtonItem = item

        root.present(modal, animated: false)
        host.runUntilIdle()

        let anchor = itemView.convert(itemView.bounds, to: nil)
        #expect(modal.view.frame.minY == anchor.maxY + 13)
        #expect(abs(modal.view.frame.maxX - (768 - 10)) < 1e-9)  // pushed in from the right edge
        #expect(modal.popoverPresentationController?.arrowDirection == .up)
    }

    @Test func aTapOutsideAPopoverDismissesItThroughItsDelegate() throws {
        let app = try ModalApp(device: .iPad)
        let button = UIView(frame: CGRect(x: 100, y: 100, width: 80, height: 40))
        app.root.view.addSubview(button)
        let modal = app.controller("popover", style: .popover)
        let delegate = RecordingPopoverDelegate(app.recorder)
        modal.popoverPresentationController?.sourceView = button
        modal.popoverPresentationController?.delegate = delegate
        app.root.present(modal, animated: false)
        app.host.runUntilIdle()
        app.recorder.clear()

        _ = try app.host.tap(at: CGPoint(x: 700, y: 900))
        app.host.runUntilIdle()

        #expect(app.recorder.events == [
            "shouldDismiss", "willDismiss", "popover.viewWillDisappear [dismissed]",
            "popover.viewDidDisappear [dismissed]", "didDismiss",
        ])
        #expect(app.root.presentedViewController == nil)
        #expect(app.window.subviews == [app.root.view])
    }

    @Test func aModalInPresentationPopoverStaysAndTellsItsDelegate() throws {
        let app = try ModalApp(device: .iPad)
        let button = UIView(frame: CGRect(x: 100, y: 100, width: 80, height: 40))
        app.root.view.addSubview(button)
        let modal = app.controller("popover", style: .popover)
        modal.isModalInPresentation = true
        let delegate = RecordingPopoverDelegate(app.recorder)
        modal.popoverPresentationController?.sourceView = button
        modal.popoverPresentationController?.delegate = delegate
        app.root.present(modal, animated: false)
        app.host.runUntilIdle()
        app.recorder.clear()

        _ = try app.host.tap(at: CGPoint(x: 700, y: 900))
        app.host.runUntilIdle()

        #expect(app.recorder.events == ["didAttemptToDismiss"])
        #expect(app.root.presentedViewController === modal)
    }

    @Test func passthroughViewsTakeTapsWhileAPopoverIsShown() throws {
        let app = try ModalApp(device: .iPad)
        let button = UIButton(frame: CGRect(x: 100, y: 700, width: 80, height: 40))
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        app.root.view.addSubview(button)
        let modal = app.controller("popover", style: .popover)
        modal.popoverPresentationController?.sourceView = button
        modal.popoverPresentationController?.permittedArrowDirections = .down
        modal.popoverPresentationController?.passthroughViews = [button]
        app.root.present(modal, animated: false)
        app.host.runUntilIdle()

        _ = try app.host.tap(at: CGPoint(x: 140, y: 720))
        app.host.runUntilIdle()

        #expect(taps == 1)
        #expect(app.root.presentedViewController === modal)
    }

    @Test func aPopoverOnIPhoneAdaptsToAFormSheet() throws {
        let app = try ModalApp()
        let modal = app.controller("popover", style: .popover)
        modal.popoverPresentationController?.sourceView = app.root.view

        app.root.present(modal, animated: false)
        app.host.runUntilIdle()

        // 7.10: compact width, no delegate: a form sheet, which on iPhone is the sheet card (7.7)
        #expect(modal.presentationController?.presentationStyle == .formSheet)
        #expect(modal.view.frame == CGRect(x: 0, y: 30, width: 375, height: 637))
        #expect(modal.popoverPresentationController?.arrowDirection == .unknown)
    }

    @Test func aDelegateAnsweringNoneKeepsAPopoverOnIPhone() throws {
        let app = try ModalApp()
        let button = UIView(frame: CGRect(x: 20, y: 80, width: 60, height: 30))
        app.root.view.addSubview(button)
        let modal = app.controller("popover", style: .popover)
        modal.preferredContentSize = CGSize(width: 200, height: 150)
        let delegate = RecordingPopoverDelegate(app.recorder)
        delegate.adaptiveStyle = UIModalPresentationStyle.none
        modal.popoverPresentationController?.sourceView = button
        modal.popoverPresentationController?.delegate = delegate

        app.root.present(modal, animated: false)
        app.host.runUntilIdle()

        #expect(modal.presentationController?.presentationStyle == .popover)
        // The safe area's top is the 20-pt status bar: the area starts at y 30, x 10.
        #expect(modal.view.frame == CGRect(x: 10, y: 123, width: 200, height: 150))
        #expect(app.recorder.events.first == "adaptivePresentationStyle")
        #expect(app.recorder.events.contains("prepareForPopoverPresentation"))
    }

    // MARK: Sheets (docs/uikit-rules.md 7.11)

    @Test func sheetDetentsSetTheSheetsHeightOnIPhone() throws {
        let app = try ModalApp()
        let modal = app.controller("sheet", style: .pageSheet)
        let sheet = try #require(modal.sheetPresentationController)
        sheet.detents = [.medium(), .large()]

        app.root.present(modal, animated: false)
        app.host.runUntilIdle()
        // The smallest detent without a selection: half of the large one (637 pt from y 30).
        #expect(modal.view.frame == CGRect(x: 0, y: 667 - 318.5, width: 375, height: 318.5))

        sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
        #expect(modal.view.frame == CGRect(x: 0, y: 30, width: 375, height: 637))

        sheet.detents = [.custom(identifier: .init("small")) { _ in 200 }, .large()]
        sheet.selectedDetentIdentifier = .init("small")
        #expect(modal.view.frame == CGRect(x: 0, y: 467, width: 375, height: 200))
        #expect(modal.sheetPresentationController === sheet)
    }

    @Test func sheetDetentsDoNotApplyOnIPad() throws {
        let app = try ModalApp(device: .iPad)
        let modal = app.controller("sheet", style: .formSheet)
        modal.sheetPresentationController?.detents = [.medium()]

        app.root.present(modal, animated: false)
        app.host.runUntilIdle()

        #expect(modal.view.frame.size == CGSize(width: 540, height: 620))
    }

    @Test func presentingWithStyleNoneIsRefused() throws {
        let app = try ModalApp()
        let modal = app.controller("modal", style: UIModalPresentationStyle.none)

        app.root.present(modal, animated: false)

        #expect(app.root.presentedViewController == nil)
        #expect(app.host.problems.last?.contains("modalPresentationStyle .none") == true)
    }
}

@MainActor
final class RecordingPopoverDelegate: UIPopoverPresentationControllerDelegate {
    let recorder: EventRecorder
    var adaptiveStyle: UIModalPresentationStyle?

    init(_ recorder: EventRecorder) { self.recorder = recorder }

    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        recorder.record("adaptivePresentationStyle")
        return adaptiveStyle ?? .automatic
    }

    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
        recorder.record("prepareForPopoverPresentation")
    }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        recorder.record("shouldDismiss")
        return true
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { recorder.record("willDismiss") }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { recorder.record("didDismiss") }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        recorder.record("didAttemptToDismiss")
    }
}
