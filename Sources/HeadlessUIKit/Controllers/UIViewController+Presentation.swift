import Foundation

/// Modal presentation (docs/uikit-rules.md 7.7). Appearance goes through begin/end appearance transitions (7.2):
///
/// present: presented.viewDidLoad (if needed) → presenter.viewWillDisappear (fullScreen, currentContext) →
/// presented.viewWillAppear → (view enters the window; transition) → presenter.viewDidDisappear →
/// presented.viewDidAppear → completion.
///
/// dismiss: presented.viewWillDisappear (each dismissed controller, top first) → presenter.viewWillAppear
/// (fullScreen, currentContext) → (transition; views leave) → presented.viewDidDisappear → presenter.viewDidAppear
/// → completion.
///
/// The transition lasts `ModalPresentation.transitionDuration` of host time when animated; otherwise it ends on
/// the run loop's next turn. Only the top controller of a multi-level dismissal animates.
extension UIViewController {
    /// What this controller, or its nearest ancestor that presents, presents.
    public var presentedViewController: UIViewController? {
        nearestAncestor { $0.activePresentation }?.presented
    }

    /// The presentation context that presented this controller, or its nearest presented ancestor.
    public var presentingViewController: UIViewController? {
        nearestAncestor { $0.incomingPresentation }?.presenter
    }

    private func nearestAncestor<T>(_ property: (UIViewController) -> T?) -> T? {
        var controller: UIViewController? = self
        while let current = controller {
            if let value = property(current) { return value }
            controller = current.parent
        }
        return nil
    }

    /// The controller a presentation in `style` starts from: for currentContext styles the nearest ancestor that
    /// defines a presentation context; otherwise (or when none does) the top of this controller's parent chain,
    /// which is the window's root or a presented controller. UIKit treats a presented controller as a context too.
    func presentationContext(for style: UIModalPresentationStyle) -> UIViewController {
        var controller = self
        while true {
            if style.coversContext, controller.definesPresentationContext { return controller }
            guard let parent = controller.parent else { return controller }
            controller = parent
        }
    }

    /// `present(_:animated:completion:)` that tells why it refused, or nil when the presentation started.
    /// The refusal is also reported in the host's problem list.
    ///
    /// With an animator from the presented controller's `transitioningDelegate` (animated presentations only),
    /// the order is (7.9): presentationTransitionWillBegin → presenter.viewWillDisappear (when its view leaves) →
    /// presented.viewWillAppear → animateTransition; then, when the animator calls completeTransition(true):
    /// presentationTransitionDidEnd(true) → presenter.viewDidDisappear → presented.viewDidAppear → completion →
    /// animationEnded(true). Without one the transition takes `ModalPresentation.transitionDuration`.
    @discardableResult
    func presentReportingRefusal(_ presented: UIViewController, animated: Bool,
                                 completion: (() -> Void)?) -> String? {
        let runtime = Runtime.current
        if presented.modalPresentationStyle == .none {
            let refusal = "Attempt to present \(type(of: presented)) with modalPresentationStyle .none, which is only an adaptive style"
            runtime.report(refusal)
            return refusal
        }
        let requested = presented.modalPresentationStyle.resolved
        let context = presentationContext(for: requested)
        if let refusal = presentationRefusal(of: presented, from: context) {
            runtime.report(refusal)
            return refusal
        }
        let controller = presented.presentationControllerForPresenting(from: context, source: self)
        controller.adapt(to: context.view.window?.traitCollection ?? context.traitCollection)
        if let refusal = controller.presentationRefusal() {
            runtime.report(refusal)
            return refusal
        }
        presented.pendingPresentationController = nil
        let style = controller.presentationStyle
        let transitionStyle = context.providesPresentationContextTransitionStyle && style.coversContext
            ? context.modalTransitionStyle : presented.modalTransitionStyle
        let presentation = ModalPresentation(presenter: context, presented: presented,
                                             presentationController: controller, transitionStyle: transitionStyle)
        context.activePresentation = presentation
        presented.incomingPresentation = presentation

        presented.loadViewIfNeeded()
        let animator = animated
            ? presented.transitioningDelegate?.animationController(forPresented: presented, presenting: context, source: self)
            : nil
        let interaction = animator.flatMap { presented.transitioningDelegate?.interactionControllerForPresentation(using: $0) }
        let removesPresenter = presentation.removesPresenterView
        presentation.rememberPresenterViewPlace()
        presentation.prepareContainer(forAnimator: animator != nil)
        let coordinator = TransitionCoordinator(
            duration: animated ? animator?.transitionDuration(using: nil) ?? ModalPresentation.transitionDuration : 0)
        presentation.coordinator = coordinator
        controller.presentationTransitionWillBegin()
        if removesPresenter { context.beginAppearanceTransition(false, animated: animated) }
        presented.isBeingPresented = true
        presented.beginAppearanceTransition(true, animated: animated)

        let finish = { (completed: Bool) in
            presentation.coordinator = nil
            if completed {
                presentation.move(to: .presented)
                controller.presentationTransitionDidEnd(true)
                if removesPresenter {
                    presentation.removePresenterView()
                    context.endAppearanceTransition()
                }
                presented.endAppearanceTransition()
                presented.isBeingPresented = false
                coordinator.complete()
                completion?()
            } else {
                // Cancelled by the animator: the presented controller goes away again (7.9).
                presentation.move(to: .dismissed)
                controller.presentationTransitionDidEnd(false)
                presented.viewIfLoaded?.removeFromSuperview()
                presentation.returnPresenterViewHome()
                presentation.removeTransitionView()
                presented.isBeingPresented = false
                presented.beginAppearanceTransition(false, animated: animated)
                presented.endAppearanceTransition()
                if removesPresenter {
                    context.beginAppearanceTransition(true, animated: animated)
                    context.endAppearanceTransition()
                }
                context.activePresentation = nil
                presented.incomingPresentation = nil
                coordinator.complete()
            }
            animator?.animationEnded(completed)
        }
        if let animator, let container = controller.containerView {
            let context = TransitionContext(container: container, presentation: presentation, isPresenting: true,
                                            onComplete: finish)
            coordinator.run(animator, interaction: interaction, context: context)
        } else {
            presentation.installPresentedView()
            coordinator.runAlongsideInAnimation()
            Self.afterTransition(animated: animated, runtime: runtime,
                                 detail: "presentation of \(type(of: presented))") { finish(true) }
        }
        return nil
    }

    /// The presentation controller for presenting this controller from `context`: the one made before (if it
    /// suits the style), the transitioning delegate's for `.custom`, else UIKit's for the style (7.9).
    func presentationControllerForPresenting(from context: UIViewController, source: UIViewController)
        -> UIPresentationController {
        let style = modalPresentationStyle.resolved
        if style == .custom {
            return transitioningDelegate?.presentationController(forPresented: self, presenting: context, source: source)
                ?? UIPresentationController(presentedViewController: self, presenting: context)
        }
        if let pending = pendingPresentationController, pending.requestedStyle == style {
            pending.presentingViewController = context
            return pending
        }
        return Self.makePresentationController(for: self, presenting: context)
    }

    static func makePresentationController(for presented: UIViewController, presenting: UIViewController?)
        -> UIPresentationController {
        switch presented.modalPresentationStyle.resolved {
        case .popover: UIPopoverPresentationController(presentedViewController: presented, presenting: presenting)
        case .pageSheet, .formSheet: UISheetPresentationController(presentedViewController: presented, presenting: presenting)
        default: UIPresentationController(presentedViewController: presented, presenting: presenting)
        }
    }

    /// The controller that manages this controller's presentation: the presentation's while it is presented;
    /// before that, one made now for the current style, which the next presentation uses (7.9).
    public var presentationController: UIPresentationController? {
        if let presentation = incomingPresentation { return presentation.presentationController }
        let style = modalPresentationStyle.resolved
        if style == .custom || style == .none { return nil }
        if let pending = pendingPresentationController, pending.requestedStyle == style { return pending }
        let made = Self.makePresentationController(for: self, presenting: nil)
        pendingPresentationController = made
        return made
    }

    /// The popover controller, when this controller is (to be) presented as a popover (7.10).
    public var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        return presentationController as? UIPopoverPresentationController
    }

    /// The sheet controller, when this controller is (to be) presented as a page or form sheet (7.11).
    public var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }

    /// The coordinator of the presentation or dismissal of this controller (or of an ancestor) while one runs.
    public var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        var controller: UIViewController? = self
        while let current = controller {
            if let coordinator = current.incomingPresentation?.coordinator ?? current.activePresentation?.coordinator {
                return coordinator
            }
            controller = current.parent
        }
        return nil
    }

    /// Why UIKit would refuse to present `presented` from `context`, if it would.
    private func presentationRefusal(of presented: UIViewController, from context: UIViewController) -> String? {
        let name = "\(type(of: presented))"
        let contextName = "\(type(of: context))"
        if presented.incomingPresentation != nil {
            return "Attempt to present \(name), which is already presented"
        }
        if presented.parent != nil {
            return "Attempt to present \(name), which is a child of \(type(of: presented.parent!))"
        }
        if presented === context || presented.isAncestor(of: context) {
            return "Attempt to present \(name) on itself"
        }
        if let current = context.activePresentation {
            return "Attempt to present \(name) on \(contextName), which is already presenting \(type(of: current.presented))"
        }
        if context.incomingPresentation?.isInTransition == true {
            return "Attempt to present \(name) on \(contextName) while a presentation is in progress"
        }
        if context.viewIfLoaded?.window == nil {
            return "Attempt to present \(name) on \(contextName), whose view is not in the window hierarchy"
        }
        return nil
    }

    private func isAncestor(of controller: UIViewController) -> Bool {
        var current = controller.parent
        while let ancestor = current {
            if ancestor === self { return true }
            current = ancestor.parent
        }
        return false
    }

    /// `dismiss(animated:completion:)` that tells why nothing was dismissed, or nil when the dismissal started.
    /// Dismissing while a transition runs is refused and reported, as UIKit logs it; dismissing when nothing is
    /// presented does nothing (no completion), as in UIKit, and is not reported.
    ///
    /// A single animated level asks the presented controller's `transitioningDelegate` for an animator (7.9):
    /// dismissalTransitionWillBegin → viewWillDisappear/viewWillAppear → animateTransition; on
    /// completeTransition(true): dismissalTransitionDidEnd(true) → viewDidDisappear/viewDidAppear → completion →
    /// animationEnded(true).
    @discardableResult
    ///
    /// With `holding`, a standard transition does not end by the clock: `holding` gets the function that ends it
    /// (true: dismissed; false: cancelled, the presented controller appears again), as a sheet dragged down by
    /// the user holds its dismissal until the finger lifts (7.39).
    func dismissReportingRefusal(animated: Bool, completion: (() -> Void)?,
                                 holding: ((@escaping (Bool) -> Void) -> Void)? = nil) -> String? {
        let runtime = Runtime.current
        guard let target = nearestAncestor(\.activePresentation) ?? nearestAncestor(\.incomingPresentation) else {
            return "\(type(of: self)) presents nothing and is not presented"
        }
        let levels = [target] + Self.presentations(from: target.presented)
        if levels.contains(where: \.isInTransition) {
            let refusal = "Attempt to dismiss \(type(of: target.presented)) while a presentation or dismissal is in progress"
            runtime.report(refusal)
            return refusal
        }
        let presenter = target.presenter
        let top = levels.last!
        let animator = animated && levels.count == 1
            ? target.presented.transitioningDelegate?.animationController(forDismissed: target.presented) : nil
        let interaction = animator.flatMap { target.presented.transitioningDelegate?.interactionControllerForDismissal(using: $0) }
        let coordinator = TransitionCoordinator(
            duration: animated ? animator?.transitionDuration(using: nil) ?? ModalPresentation.transitionDuration : 0)
        target.coordinator = coordinator
        target.presentationController.dismissalTransitionWillBegin()
        for level in levels.reversed() {
            level.move(to: .dismissing)
            level.presented.isBeingDismissed = true
            level.presented.beginAppearanceTransition(false, animated: level === top ? animated : false)
        }
        if target.removesPresenterView {
            presenter.beginAppearanceTransition(true, animated: animated)
            target.restorePresenterView()
            target.rememberPresenterViewPlace()
        }

        let finish = { (completed: Bool) in
            target.coordinator = nil
            if completed {
                target.presentationController.dismissalTransitionDidEnd(true)
                for level in levels.reversed() {
                    level.presented.viewIfLoaded?.removeFromSuperview()
                    level.presented.endAppearanceTransition()
                    level.presented.isBeingDismissed = false
                    if level !== target { level.restorePresenterView() }
                    level.returnPresenterViewHome()
                    level.removeTransitionView()
                    level.move(to: .dismissed)
                    level.presenter.activePresentation = nil
                    level.presented.incomingPresentation = nil
                }
                if target.removesPresenterView { presenter.endAppearanceTransition() }
                coordinator.complete()
                completion?()
            } else {
                // Cancelled by the animator: the presented controller stays (7.9).
                target.presentationController.dismissalTransitionDidEnd(false)
                target.move(to: .presented)
                if let view = target.presented.viewIfLoaded, view.superview == nil {
                    target.presentationController.containerView?.addSubview(view)
                    target.presentationController.layOutPresentedView()
                }
                target.presented.isBeingDismissed = false
                target.presented.beginAppearanceTransition(true, animated: animated)
                target.presented.endAppearanceTransition()
                if target.removesPresenterView {
                    presenter.beginAppearanceTransition(false, animated: animated)
                    target.removePresenterView()
                    presenter.endAppearanceTransition()
                }
                coordinator.complete()
            }
            animator?.animationEnded(completed)
        }
        if let animator, let container = target.presentationController.containerView {
            let context = TransitionContext(container: container, presentation: target, isPresenting: false,
                                            onComplete: finish)
            coordinator.run(animator, interaction: interaction, context: context)
        } else {
            coordinator.runAlongsideInAnimation()
            if let holding {
                holding(finish)
            } else {
                Self.afterTransition(animated: animated, runtime: runtime,
                                     detail: "dismissal of \(type(of: top.presented))") { finish(true) }
            }
        }
        return nil
    }

    /// Every presentation shown from `root`'s hierarchy (it, its descendants, what they present, and so on),
    /// bottom first.
    static func presentations(from root: UIViewController) -> [ModalPresentation] {
        var found: [ModalPresentation] = []
        func visit(_ controller: UIViewController) {
            if let active = controller.activePresentation {
                found.append(active)
                visit(active.presented)
            }
            for child in controller.children { visit(child) }
        }
        visit(root)
        return found
    }

    private static func afterTransition(animated: Bool, runtime: Runtime, detail: String,
                                        _ body: @escaping () -> Void) {
        if animated {
            runtime.runLoop.schedule(after: ModalPresentation.transitionDuration, repeating: 0, kind: .transition,
                                     detail: detail) { _ in body() }
        } else {
            runtime.runLoop.perform(detail, body)
        }
    }
}
