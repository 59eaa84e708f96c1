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
    @discardableResult
    func presentReportingRefusal(_ presented: UIViewController, animated: Bool,
                                 completion: (() -> Void)?) -> String? {
        let runtime = Runtime.current
        let style = presented.modalPresentationStyle.resolved
        let context = presentationContext(for: style)
        if let refusal = presentationRefusal(of: presented, from: context) {
            runtime.report(refusal)
            return refusal
        }
        let transitionStyle = context.providesPresentationContextTransitionStyle && style.coversContext
            ? context.modalTransitionStyle : presented.modalTransitionStyle
        let presentation = ModalPresentation(presenter: context, presented: presented, style: style,
                                             transitionStyle: transitionStyle)
        context.activePresentation = presentation
        presented.incomingPresentation = presentation

        presented.loadViewIfNeeded()
        if style.removesPresenterView { context.beginAppearanceTransition(false, animated: animated) }
        presented.isBeingPresented = true
        presented.beginAppearanceTransition(true, animated: animated)
        presentation.installPresentedView()

        Self.afterTransition(animated: animated, runtime: runtime,
                             detail: "presentation of \(type(of: presented))") {
            presentation.move(to: .presented)
            if style.removesPresenterView {
                presentation.removePresenterView()
                context.endAppearanceTransition()
            }
            presented.endAppearanceTransition()
            presented.isBeingPresented = false
            completion?()
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
    @discardableResult
    func dismissReportingRefusal(animated: Bool, completion: (() -> Void)?) -> String? {
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
        for level in levels.reversed() {
            level.move(to: .dismissing)
            level.presented.isBeingDismissed = true
            level.presented.beginAppearanceTransition(false, animated: level === levels.last ? animated : false)
        }
        if target.style.removesPresenterView {
            presenter.beginAppearanceTransition(true, animated: animated)
            target.restorePresenterView()
        }

        Self.afterTransition(animated: animated, runtime: runtime,
                             detail: "dismissal of \(type(of: levels.last!.presented))") {
            for level in levels.reversed() {
                level.presented.viewIfLoaded?.removeFromSuperview()
                level.presented.endAppearanceTransition()
                level.presented.isBeingDismissed = false
                if level !== target { level.restorePresenterView() }
                level.move(to: .dismissed)
                level.presenter.activePresentation = nil
                level.presented.incomingPresentation = nil
            }
            if target.style.removesPresenterView { presenter.endAppearanceTransition() }
            completion?()
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
