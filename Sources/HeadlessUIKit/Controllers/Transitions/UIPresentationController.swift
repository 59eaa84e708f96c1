import Foundation

/// Manages one presentation: where the presented view sits in the container, and the chrome around it
/// (docs/uikit-rules.md 7.9). Every presentation has one. A `.custom` presentation takes it from the presented
/// controller's `transitioningDelegate` (a subclass, usually); a popover gets a `UIPopoverPresentationController`;
/// page and form sheets a `UISheetPresentationController`; the other styles this class.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UIPresentationController {
    public let presentedViewController: UIViewController
    public internal(set) unowned var presentingViewController: UIViewController
    /// Told about adaptation and about dismissals the user starts (a tap outside a popover).
    open weak var delegate: UIAdaptivePresentationControllerDelegate?
    /// The view that holds the presented view while it is shown: the window, the context's superview for the
    /// current-context styles, or a `UITransitionView` for custom and popover presentations and animated
    /// transitions. Nil before the presentation starts.
    public internal(set) var containerView: UIView?

    /// The style the controller was presented with, before adaptation (`.automatic` resolved).
    let requestedStyle: UIModalPresentationStyle
    /// The style in effect after adaptation, nil while the requested one is.
    var adaptedStyle: UIModalPresentationStyle?

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController ?? presentedViewController
        requestedStyle = presentedViewController.modalPresentationStyle == .automatic
            ? .pageSheet : presentedViewController.modalPresentationStyle
    }

    /// The style in effect: the adapted one when the environment made the presentation adapt.
    open var presentationStyle: UIModalPresentationStyle { adaptedStyle ?? requestedStyle }

    /// The view to animate and lay out: the presented controller's view.
    open var presentedView: UIView? { presentedViewController.viewIfLoaded }

    /// Where the presented view goes in the container. For `.custom` presentations the container's bounds; for
    /// UIKit's own styles their frame in the window (docs/uikit-rules.md 7.7).
    open var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        if presentationStyle == .custom { return container.bounds }
        let window = container.window
        return ModalSheetLayout.frame(for: presentationStyle, in: container.bounds,
                                      idiom: UIDevice.current.userInterfaceIdiom,
                                      safeTop: window?.screen.safeAreaInsets.top ?? 0)
    }

    /// Whether the presenting controller's view leaves the window once the presentation is over (with disappear
    /// callbacks). UIKit's full-screen and current-context styles do; a custom presentation chooses.
    open var shouldRemovePresentersView: Bool {
        presentationStyle == .fullScreen || presentationStyle == .currentContext
    }

    open var shouldPresentInFullscreen: Bool { true }

    /// The style to adapt to in a compact environment: the delegate's answer, `.none` without one.
    open var adaptivePresentationStyle: UIModalPresentationStyle {
        adaptivePresentationStyle(for: traitCollection)
    }

    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        let answer = delegate?.adaptivePresentationStyle(for: self, traitCollection: traitCollection) ?? .none
        return answer == .automatic ? .none : answer
    }

    open var traitCollection: UITraitCollection {
        containerView?.traitCollection ?? presentingViewController.traitCollection
    }

    /// Called before a rotation resizes the container (UIContentContainer; docs/uikit-rules.md 7.19). Passes the
    /// new size on to the presented controller: an override calls super so that it hears it.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        Runtime.current.logCallback("viewWillTransition(to:with:)", .viewController, presentedViewController)
        presentedViewController.viewWillTransition(to: size, with: coordinator)
    }

    /// Called before the presented controller's size classes change, just before the presented controller's own
    /// `willTransition(to:with:)` (UIContentContainer; docs/uikit-rules.md 7.19).
    open func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {}

    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}

    /// Why this presentation cannot start, when it cannot (a popover without an anchor).
    func presentationRefusal() -> String? { nil }

    /// Adapts to the environment about to show the presentation (docs/uikit-rules.md 7.9). UIKit's sheets and
    /// custom presentations do not adapt here; popovers do.
    func adapt(to traits: UITraitCollection) {}

    /// Lays the presented view out in the container, between the two container layout callbacks.
    func layOutPresentedView() {
        guard let view = presentedView, view.superview === containerView, containerView != nil else { return }
        containerViewWillLayoutSubviews()
        let frame = frameOfPresentedViewInContainerView
        view.autoresizingMask = frame == containerView!.bounds ? [.flexibleWidth, .flexibleHeight] : []
        view.placeInContainer(at: frame)  // 7.69
        containerViewDidLayoutSubviews()
    }

    /// Whether the user may dismiss the presentation: not while `isModalInPresentation`, and not when the
    /// delegate's `presentationControllerShouldDismiss` says no (then it hears `didAttemptToDismiss`).
    func userMayDismiss() -> Bool {
        if presentedViewController.isModalInPresentation || delegate?.presentationControllerShouldDismiss(self) == false {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return false
        }
        return true
    }

    /// A dismissal the user started (docs/uikit-rules.md 7.9): willDismiss, the dismissal, then didDismiss once
    /// it is over. Returns false when it was refused.
    @discardableResult
    func dismissByUser() -> Bool {
        guard userMayDismiss() else { return false }
        delegate?.presentationControllerWillDismiss(self)
        presentedViewController.dismiss(animated: true) { [weak self] in
            guard let self else { return }
            self.delegate?.presentationControllerDidDismiss(self)
        }
        return true
    }

    /// A dismissal the user drags (docs/uikit-rules.md 7.39): asked and announced as `dismissByUser`, with the
    /// transition held until the finger lifts. Returns what ends it (true: dismissed, then `didDismiss`; false:
    /// the presented controller stays), or nil when it was refused.
    func beginDraggedDismissal() -> ((Bool) -> Void)? {
        guard userMayDismiss() else { return nil }
        delegate?.presentationControllerWillDismiss(self)
        var end: ((Bool) -> Void)?
        let refusal = presentedViewController.dismissReportingRefusal(animated: true, completion: { [weak self] in
            guard let self else { return }
            self.delegate?.presentationControllerDidDismiss(self)
        }, holding: { end = $0 })
        return refusal == nil ? end : nil
    }
}

/// Adaptation and user-dismissal callbacks of a presentation controller.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// Not implemented: the default adaptation. `.automatic` stands for "no answer" here.
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .automatic
    }
    public func adaptivePresentationStyle(for controller: UIPresentationController,
                                          traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
