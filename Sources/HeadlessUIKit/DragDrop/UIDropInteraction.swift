import Foundation

#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public protocol UIDropInteractionDelegate: AnyObject {
    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession)
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession)
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession)
    func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: UIDropSession)
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: UIDropSession)
}

extension UIDropInteractionDelegate {
    /// UIHost's choice when not implemented: the interaction takes any session.
    public func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool { true }
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession) {}
    /// Not implemented: the view refuses the drop (`.cancel`).
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        UIDropProposal(operation: .cancel)
    }
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession) {}
    public func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {}
    public func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: UIDropSession) {}
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: UIDropSession) {}
}

/// Lets a view take drops (docs/uikit-rules.md 6.67). It has no recognizer: a drag in the app finds it under the
/// finger (`DragTracking`).
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UIDropInteraction: UIInteraction {
    public private(set) weak var delegate: UIDropInteractionDelegate?
    public private(set) weak var view: UIView?
    open var allowsSimultaneousDropSessions = false

    public init(delegate: UIDropInteractionDelegate) {
        self.delegate = delegate
    }

    public func willMove(to view: UIView?) {}
    public func didMove(to view: UIView?) { self.view = view }
}

/// One drag's way across the app (docs/uikit-rules.md 6.67). At every move the view under the finger is found by
/// hit-testing the window; the nearest view from it up through its superviews with a drop interaction that can
/// handle the session is the target (each interaction is asked `canHandle` once per session). A new target is
/// entered (`sessionDidEnter`), the old one left (`sessionDidExit`); the target is asked for a proposal
/// (`sessionDidUpdate`) at every move. Lifting over a target whose last proposal is copy or move drops there
/// (`performDrop`, then `concludeDrop`) and ends with that operation; over one that refuses, the target is left
/// (`sessionDidExit`) and the operation is cancel. Every interaction that could handle the session then hears
/// `sessionDidEnd`.
@MainActor
final class DragTracking {
    let session: DragSession
    unowned let source: UIDragInteraction
    /// The interactions asked, with their answers, in the order asked.
    private var asked: [(interaction: UIDropInteraction, canHandle: Bool)] = []
    private var target: UIDropInteraction?
    private var proposal: UIDropOperation = .cancel

    init(session: DragSession, source: UIDragInteraction) {
        self.session = session
        self.source = source
    }

    func move(to windowLocation: CGPoint) {
        session.windowLocation = windowLocation
        let next = findTarget()
        if next !== target {
            if let target { target.delegate?.dropInteraction(target, sessionDidExit: session.dropSession) }
            target = next
            proposal = .cancel
            if let next { next.delegate?.dropInteraction(next, sessionDidEnter: session.dropSession) }
        }
        if let target, let delegate = target.delegate {
            var operation = delegate.dropInteraction(target, sessionDidUpdate: session.dropSession).operation
            if operation == .move, !session.allowsMoveOperation { operation = .cancel }
            proposal = operation
        }
    }

    /// Drops on the target when it accepts (and `dropping`); returns the operation the drag ended with.
    func end(dropping: Bool) -> UIDropOperation {
        guard let target else { return .cancel }
        guard dropping, proposal == .copy || proposal == .move else {
            target.delegate?.dropInteraction(target, sessionDidExit: session.dropSession)
            self.target = nil
            return .cancel
        }
        target.delegate?.dropInteraction(target, performDrop: session.dropSession)
        target.delegate?.dropInteraction(target, concludeDrop: session.dropSession)
        return proposal
    }

    /// Tells every interaction that could handle the session that it ended.
    func endDropSide() {
        for (interaction, canHandle) in asked where canHandle {
            interaction.delegate?.dropInteraction(interaction, sessionDidEnd: session.dropSession)
        }
    }

    private func findTarget() -> UIDropInteraction? {
        guard let window = session.window else { return nil }
        var view = window.hitTest(session.windowLocation, with: nil)
        while let current = view {
            for case let interaction as UIDropInteraction in current.interactions where interaction.delegate != nil {
                if canHandle(interaction) { return interaction }
            }
            view = current.superview
        }
        return nil
    }

    private func canHandle(_ interaction: UIDropInteraction) -> Bool {
        if let entry = asked.first(where: { $0.interaction === interaction }) { return entry.canHandle }
        let answer = interaction.delegate?.dropInteraction(interaction, canHandle: session.dropSession) ?? false
        asked.append((interaction, answer))
        return answer
    }
}
