import Foundation

/// Custom presentation transitions (docs/uikit-rules.md 7.9): a controller's `transitioningDelegate` vends the
/// presentation controller of a `.custom` presentation, the animators of animated presentations and dismissals, and
/// the interaction controllers that drive those animators by hand (7.14).
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning?
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        nil
    }
    public func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { nil }
    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { nil }
    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                       source: UIViewController) -> UIPresentationController? { nil }
}

/// An object that animates a presentation or dismissal: it puts the views where they belong in the context's
/// container, animates them, and calls `completeTransition(_:)` when done (docs/uikit-rules.md 7.9).
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// The keys of the two controllers a transition moves between.
public struct UITransitionContextViewControllerKey: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// The keys of the two views a transition moves between.
public struct UITransitionContextViewKey: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// What an animator is handed: the container, the controllers and views at each end, and their frames.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
    var containerView: UIView { get }
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var transitionWasCancelled: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    var targetTransform: CGAffineTransform { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    func initialFrame(for vc: UIViewController) -> CGRect
    func finalFrame(for vc: UIViewController) -> CGRect
    func completeTransition(_ didComplete: Bool)
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    func finishInteractiveTransition()
    func cancelInteractiveTransition()
    func pauseInteractiveTransition()
}

/// The context of one animated transition: a presentation or dismissal (docs/uikit-rules.md 7.9) or a navigation
/// push or pop (7.13). It holds the two controllers, the views an animator may move, and each controller's
/// frames at both ends (`.zero` where there is none).
@MainActor
final class TransitionContext: UIViewControllerContextTransitioning {
    let containerView: UIView
    let isAnimated = true
    /// True from the start of an interactive transition until it is finished or cancelled (7.14).
    private(set) var isInteractive = false
    private(set) var transitionWasCancelled = false
    /// Whether an interaction controller started this transition, and how far it has driven it (7.14).
    private(set) var initiallyInteractive = false
    private(set) var percentComplete: CGFloat = 0
    /// The animator an interaction controller drives (a percent-driven one runs it).
    private(set) var animator: UIViewControllerAnimatedTransitioning?
    private var held: (animations: [Animator.Animation], start: Animator.Snapshot)?
    private var duration: TimeInterval = 0
    private var completionSpeed: CGFloat = 1
    let presentationStyle: UIModalPresentationStyle
    let targetTransform = CGAffineTransform.identity

    private let from: UIViewController
    private let to: UIViewController
    private let fromView: UIView?
    private let toView: UIView?
    private let initialFrames: [ObjectIdentifier: CGRect]
    private let finalFrames: [ObjectIdentifier: CGRect]
    private let what: String
    private var onComplete: ((Bool) -> Void)?

    init(container: UIView, from: UIViewController, to: UIViewController, fromView: UIView?, toView: UIView?,
         initialFrames: [ObjectIdentifier: CGRect], finalFrames: [ObjectIdentifier: CGRect],
         style: UIModalPresentationStyle, what: String, onComplete: @escaping (Bool) -> Void) {
        containerView = container
        self.from = from
        self.to = to
        self.fromView = fromView
        self.toView = toView
        self.initialFrames = initialFrames
        self.finalFrames = finalFrames
        presentationStyle = style
        self.what = what
        self.onComplete = onComplete
    }

    /// A presentation's (presenting: from presenter to presented) or a dismissal's context. `view(forKey:)` gives
    /// the presented controller's view, and the presenting controller's only when the presentation takes it out
    /// of the window (`shouldRemovePresentersView`), as in UIKit. The presented controller starts a presentation at
    /// `.zero` and ends it at `frameOfPresentedViewInContainerView`; a dismissal the other way round; the
    /// presenting controller keeps its view's frame at both ends.
    convenience init(container: UIView, presentation: ModalPresentation, isPresenting: Bool,
                     onComplete: @escaping (Bool) -> Void) {
        let presenter = presentation.presenter, presented = presentation.presented
        let presenterView = presentation.removesPresenterView ? presenter.view : nil
        let shown = presentation.presentationController.frameOfPresentedViewInContainerView
        let presenterFrame = presenter.viewIfLoaded?.frame ?? .zero
        self.init(container: container, from: isPresenting ? presenter : presented,
                  to: isPresenting ? presented : presenter,
                  fromView: isPresenting ? presenterView : presented.view,
                  toView: isPresenting ? presented.view : presenterView,
                  initialFrames: [ObjectIdentifier(presented): isPresenting ? .zero : shown,
                                  ObjectIdentifier(presenter): presenterFrame],
                  finalFrames: [ObjectIdentifier(presented): isPresenting ? shown : .zero,
                                ObjectIdentifier(presenter): presenterFrame],
                  style: presentation.style,
                  what: "\(isPresenting ? "presentation" : "dismissal") of \(type(of: presented))",
                  onComplete: onComplete)
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: from
        case .to: to
        default: nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: fromView
        case .to: toView
        default: nil
        }
    }

    func initialFrame(for vc: UIViewController) -> CGRect { initialFrames[ObjectIdentifier(vc)] ?? .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { finalFrames[ObjectIdentifier(vc)] ?? .zero }

    /// Starts an interactive transition (7.14): `interaction.startInteractiveTransition(_:)` runs with every
    /// animation block committed meanwhile (the coordinator's `alongside` ones first) held without a timer, until
    /// `finishInteractiveTransition()` or `cancelInteractiveTransition()`.
    func startInteractive(_ interaction: UIViewControllerInteractiveTransitioning,
                          animator: UIViewControllerAnimatedTransitioning, alongside: () -> Void) {
        isInteractive = true
        initiallyInteractive = true
        self.animator = animator
        duration = animator.transitionDuration(using: self)
        completionSpeed = interaction.completionSpeed > 0 ? interaction.completionSpeed : 1
        let engine = Runtime.current.animator
        let outer = engine.held
        engine.held = ([], Animator.Snapshot())
        alongside()
        interaction.startInteractiveTransition(self)
        held = engine.held
        engine.held = outer
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard isInteractive else { return }
        self.percentComplete = min(max(percentComplete, 0), 1)
    }

    /// The held animations play out the rest of their duration, at the completion speed (7.14).
    func finishInteractiveTransition() {
        guard isInteractive else { return }
        isInteractive = false
        releaseHeld(after: duration * Double(1 - percentComplete))
    }

    /// The held animations' views go back to where the animations started them, and the animations end after the
    /// part of their duration already driven; the animator then completes with `transitionWasCancelled` true.
    func cancelInteractiveTransition() {
        guard isInteractive else { return }
        isInteractive = false
        transitionWasCancelled = true
        held?.start.restore()
        releaseHeld(after: duration * Double(percentComplete))
    }

    /// Nothing moves between updates here: pausing changes nothing.
    func pauseInteractiveTransition() {}

    private func releaseHeld(after time: TimeInterval) {
        guard let animations = held?.animations else { return }
        held = nil
        Runtime.current.animator.release(animations, after: time / Double(completionSpeed))
    }

    /// Ends the transition; a second call is reported and ignored.
    func completeTransition(_ didComplete: Bool) {
        guard let onComplete else {
            Runtime.current.report("completeTransition(_:) called twice for the \(what)")
            return
        }
        self.onComplete = nil
        transitionWasCancelled = !didComplete
        if isInteractive {
            // Completed while still interactive: the held animations end now.
            isInteractive = false
            releaseHeld(after: 0)
        }
        onComplete(didComplete)
    }
}

/// The view UIKit puts in the window to hold a transition's views: for `.custom` and popover presentations, and
/// for any presentation an animator moves.
/// It takes the touches that reach it, so the views below get none while a presentation shows, except on a
/// popover's `passthroughViews`.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public final class UITransitionView: UIView {
    weak var popover: UIPopoverPresentationController?
    /// Whether touches outside the presented view reach the views below (a search controller's, 6.12).
    var passesTouchesOutsidePresentedView = false

    public override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        if hit === self || hit is PopoverDismissingView, popover?.passesThrough(convert(point, to: nil)) == true {
            return nil
        }
        if hit === self, passesTouchesOutsidePresentedView { return nil }
        return hit
    }
}
