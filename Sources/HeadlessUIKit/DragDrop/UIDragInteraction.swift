import Foundation

#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public protocol UIDragInteractionDelegate: AnyObject {
    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem]
    func dragInteraction(_ interaction: UIDragInteraction, willAnimateLiftWith animator: UIDragAnimating,
                         session: UIDragSession)
    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession)
    func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: UIDragSession) -> Bool
    func dragInteraction(_ interaction: UIDragInteraction,
                         sessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool
    func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: UIDragSession)
    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, willEndWith operation: UIDropOperation)
    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation)
    func dragInteraction(_ interaction: UIDragInteraction, sessionDidTransferItems session: UIDragSession)
}

extension UIDragInteractionDelegate {
    public func dragInteraction(_ interaction: UIDragInteraction, willAnimateLiftWith animator: UIDragAnimating,
                                session: UIDragSession) {}
    public func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession) {}
    public func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: UIDragSession) -> Bool { true }
    public func dragInteraction(_ interaction: UIDragInteraction,
                                sessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool { false }
    public func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: UIDragSession) {}
    public func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession,
                                willEndWith operation: UIDropOperation) {}
    public func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession,
                                didEndWith operation: UIDropOperation) {}
    public func dragInteraction(_ interaction: UIDragInteraction, sessionDidTransferItems session: UIDragSession) {}
}

/// Drags out of a view (docs/uikit-rules.md 6.66). When enabled, a press held still for `liftDelay` (0.5 s)
/// asks the delegate for items at the press; with none nothing happens and the touches go on. With items the
/// lift animates (`willAnimateLiftWith`), the session begins (`sessionWillBegin`) and the finger carries it over
/// the app's drop interactions (`DragTracking`); lifting the finger ends it (`willEndWith`, `didEndWith`), after
/// the drop side has been told.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UIDragInteraction: UIInteraction {
    /// How long a finger rests before a drag lifts. UIHost's choice: 0.5 s, the long press's default (Apple does
    /// not document the figure).
    public static let liftDelay: TimeInterval = 0.5

    /// Apple: true on iPad, false on iPhone (where drags are off unless an app turns them on).
    public static var isEnabledByDefault: Bool { UIDevice.current.userInterfaceIdiom == .pad }

    public private(set) weak var delegate: UIDragInteractionDelegate?
    public private(set) weak var view: UIView?
    open var isEnabled: Bool = UIDragInteraction.isEnabledByDefault
    open var allowsSimultaneousRecognitionDuringLift = true
    let recognizer = UILongPressGestureRecognizer()
    private let recognizerDelegate = DragRecognizerDelegate()
    private var tracking: DragTracking?

    public init(delegate: UIDragInteractionDelegate) {
        self.delegate = delegate
        recognizer.minimumPressDuration = Self.liftDelay
        recognizerDelegate.interaction = self
        recognizer.delegate = recognizerDelegate
        recognizer.addTarget(self, action: UIDragInteraction.pressChanged)
    }

    public func willMove(to view: UIView?) {
        self.view?.removeGestureRecognizer(recognizer)
    }

    public func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(recognizer)
    }

    /// Asks for items at the press; false (the press fails) when the interaction is off or none come back.
    fileprivate func pressShouldBegin() -> Bool {
        guard isEnabled, tracking == nil, let view, let window = view.window else { return false }
        let session = DragSession()
        session.window = window
        session.windowLocation = recognizer.location(in: window)
        let items = delegate?.dragInteraction(self, itemsForBeginning: session) ?? []
        guard !items.isEmpty else { return false }
        session.items = items
        tracking = DragTracking(session: session, source: self)
        return true
    }

    private func pressChanged(_ recognizer: UILongPressGestureRecognizer) {
        guard let tracking else { return }
        switch recognizer.state {
        case .began:
            let session = tracking.session
            if let delegate {
                session.allowsMoveOperation = delegate.dragInteraction(self, sessionAllowsMoveOperation: session)
                session.isRestrictedToDraggingApplication =
                    delegate.dragInteraction(self, sessionIsRestrictedToDraggingApplication: session)
                let animator = DragAnimator()
                delegate.dragInteraction(self, willAnimateLiftWith: animator, session: session)
                delegate.dragInteraction(self, sessionWillBegin: session)
                animator.run()
            }
            tracking.move(to: recognizer.location(in: tracking.session.window))
        case .changed:
            tracking.move(to: recognizer.location(in: tracking.session.window))
            delegate?.dragInteraction(self, sessionDidMove: tracking.session)
        case .ended:
            finish(tracking, dropping: true)
        case .cancelled, .failed:
            finish(tracking, dropping: false)
        default:
            break
        }
    }

    private func finish(_ tracking: DragTracking, dropping: Bool) {
        self.tracking = nil
        let operation = tracking.end(dropping: dropping)
        delegate?.dragInteraction(self, session: tracking.session, willEndWith: operation)
        tracking.endDropSide()
        delegate?.dragInteraction(self, session: tracking.session, didEndWith: operation)
    }
}

/// Lets the drag's long press begin only when items come back, and alongside the view's other recognizers.
@MainActor
private final class DragRecognizerDelegate: UIGestureRecognizerDelegate {
    weak var interaction: UIDragInteraction?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        interaction?.pressShouldBegin() ?? false
    }
}
