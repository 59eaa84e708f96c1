import Foundation

/// One modal presentation (docs/uikit-rules.md 7.7): who presents whom, in which style, where the presented view
/// lives, and which phase the presentation is in. The presenting controller holds it (and so the presented
/// controller) until the dismissal ends.
@MainActor
final class ModalPresentation {
    /// How long an animated presentation or dismissal lasts on the host clock, for every transition style.
    static let transitionDuration: TimeInterval = 0.35

    enum Phase: String {
        case presenting, presented, dismissing, dismissed
    }

    /// The legal phase changes. A presentation is refused rather than started when it could not follow them
    /// (docs/uikit-rules.md 7.7), so an illegal change here is a runtime bug.
    static let transitions: [Phase: Set<Phase>] = [
        .presenting: [.presented],
        .presented: [.dismissing],
        .dismissing: [.dismissed],
        .dismissed: [],
    ]

    /// The presentation context: the controller whose `presentingViewController` answer this is.
    unowned let presenter: UIViewController
    let presented: UIViewController
    /// The resolved style: never `.automatic`.
    let style: UIModalPresentationStyle
    let transitionStyle: UIModalTransitionStyle
    private(set) var phase: Phase = .presenting
    /// Where the presenter's view was before a fullScreen or currentContext presentation took it out.
    private var removedPresenterView: (superview: UIView, index: Int)?

    init(presenter: UIViewController, presented: UIViewController, style: UIModalPresentationStyle,
         transitionStyle: UIModalTransitionStyle) {
        self.presenter = presenter
        self.presented = presented
        self.style = style
        self.transitionStyle = transitionStyle
    }

    var isInTransition: Bool { phase == .presenting || phase == .dismissing }

    /// Applies a phase change from `transitions`; an illegal one is reported and refused.
    @discardableResult
    func move(to next: Phase) -> Bool {
        guard Self.transitions[phase]?.contains(next) == true else {
            Runtime.current.report("modal presentation of \(type(of: presented)): illegal phase change \(phase.rawValue) → \(next.rawValue)")
            return false
        }
        phase = next
        return true
    }

    // MARK: Views

    /// Puts the presented view where its style shows it: above everything in the window, or just above the
    /// presentation context's view (docs/uikit-rules.md 7.7, seed 002 Fig. 1-14).
    func installPresentedView() {
        let view = presented.view!
        let contextView = presenter.view!
        if style.coversContext, let container = contextView.superview, !(container is UIWindow) {
            view.frame = contextView.frame
            view.autoresizingMask = contextView.autoresizingMask
            container.insertSubview(view, aboveSubview: contextView)
        } else if let window = contextView.window {
            layOutPresentedView(in: window)
            window.addSubview(view)
        }
    }

    /// Sets the frame of a presented view that lives in the window, for the window's current size.
    func layOutPresentedView(in window: UIWindow) {
        guard let view = presented.viewIfLoaded, view.superview == nil || view.superview === window else { return }
        let frame = ModalSheetLayout.frame(for: style, in: window.bounds, idiom: UIDevice.current.userInterfaceIdiom,
                                           safeTop: window.screen.safeAreaInsets.top)
        view.autoresizingMask = frame == window.bounds ? [.flexibleWidth, .flexibleHeight] : []
        view.frame = frame
    }

    func removePresenterView() {
        guard let view = presenter.viewIfLoaded, let superview = view.superview,
              let index = superview.subviews.firstIndex(of: view) else { return }
        removedPresenterView = (superview, index)
        view.removeFromSuperview()
    }

    /// Puts the presenter's view back where it was, resized to the window if it lives there (the window may have
    /// rotated meanwhile). Returns whether there was a view to restore.
    @discardableResult
    func restorePresenterView() -> Bool {
        guard let (superview, index) = removedPresenterView, let view = presenter.viewIfLoaded else { return false }
        removedPresenterView = nil
        if let window = superview as? UIWindow { view.frame = window.bounds }
        superview.insertSubview(view, at: index)
        return true
    }
}
