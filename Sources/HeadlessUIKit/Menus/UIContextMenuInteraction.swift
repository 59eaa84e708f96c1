import Foundation

/// Behaviour added to a view as an object (docs/uikit-rules.md 6.10).
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public protocol UIInteraction: AnyObject {
    var view: UIView? { get }
    func willMove(to view: UIView?)
    func didMove(to view: UIView?)
}

extension UIView {
    public var interactions: [UIInteraction] {
        get { interactionStorage }
        set {
            for interaction in interactionStorage { removeInteraction(interaction) }
            for interaction in newValue { addInteraction(interaction) }
        }
    }

    public func addInteraction(_ interaction: UIInteraction) {
        guard !interactionStorage.contains(where: { $0 === interaction }) else { return }
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        interactionStorage.append(interaction)
        interaction.didMove(to: self)
    }

    public func removeInteraction(_ interaction: UIInteraction) {
        guard let index = interactionStorage.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        interactionStorage.remove(at: index)
        interaction.didMove(to: nil)
    }
}

public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// What a context menu shows: the menu its action provider makes (previews are not shown).
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UIContextMenuConfiguration {
    public let identifier: any NSCopying
    public let previewProvider: UIContextMenuContentPreviewProvider?
    public let actionProvider: UIContextMenuActionProvider?

    public init(identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
                actionProvider: UIContextMenuActionProvider? = nil) {
        self.identifier = identifier ?? (UUID().uuidString as NSString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }
}

#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public protocol UIContextMenuInteractionDelegate: AnyObject {
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration?
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?)
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willEndFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?)
}

extension UIContextMenuInteractionDelegate {
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                       animator: UIContextMenuInteractionAnimating?) {}
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       willEndFor configuration: UIContextMenuConfiguration,
                                       animator: UIContextMenuInteractionAnimating?) {}
}

/// Lets a delegate animate alongside a menu's appearance or disappearance.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
    var previewViewController: UIViewController? { get }
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping () -> Void)
}

/// Runs the blocks added to it in an animation of `duration`, and the completions when it ends.
@MainActor
final class ContextMenuAnimator: UIContextMenuInteractionAnimating {
    static let duration: TimeInterval = 0.25
    let previewViewController: UIViewController? = nil
    private var animations: [() -> Void] = []
    private var completions: [() -> Void] = []

    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping () -> Void) { completions.append(completion) }

    func run() {
        let animations = self.animations, completions = self.completions
        UIView.animate(withDuration: Self.duration, animations: { animations.forEach { $0() } }) { _ in
            completions.forEach { $0() }
        }
    }
}

/// A context menu on a view (docs/uikit-rules.md 6.10): a long press (0.5 s) asks the delegate for a
/// configuration at the press's location; with one, the menu its action provider makes is shown in the window
/// (`willDisplayMenuFor`), and the touches that made the press are cancelled. Without one nothing happens and the
/// touches go on as they would. Tapping an entry ends the menu (`willEndFor`) and then performs the action;
/// tapping outside the menu only ends it.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UIContextMenuInteraction: UIInteraction {
    public private(set) weak var delegate: UIContextMenuInteractionDelegate?
    public private(set) weak var view: UIView?
    let recognizer = UILongPressGestureRecognizer()
    private let recognizerDelegate = ContextMenuRecognizerDelegate()
    /// The configuration found when the press began, and the press's location in the view.
    private var pending: (configuration: UIContextMenuConfiguration, location: CGPoint)?
    /// The menu on screen, while there is one.
    private(set) weak var menuView: ContextMenuView?
    private var shownConfiguration: UIContextMenuConfiguration?
    /// The view a menu opened at a location is placed beside (a table's cell), the interaction's view when nil.
    var anchorProvider: ((CGPoint) -> UIView?)?

    public init(delegate: UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        recognizerDelegate.interaction = self
        recognizer.delegate = recognizerDelegate
        recognizer.addTarget(self, action: UIContextMenuInteraction.pressChanged)
    }

    private func pressChanged(_ recognizer: UILongPressGestureRecognizer) {
        if recognizer.state == .began { presentPendingMenu() }
    }

    public func willMove(to view: UIView?) {
        self.view?.removeGestureRecognizer(recognizer)
    }

    public func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(recognizer)
    }

    /// Where the press that opened the menu was, in `view`'s coordinates.
    public func location(in view: UIView?) -> CGPoint {
        recognizer.location(in: view)
    }

    /// Ends the menu without performing anything.
    public func dismissMenu() {
        endMenu()
    }

    /// Asks the delegate for a configuration at the press's location; false (the press fails) when there is none.
    fileprivate func pressShouldBegin() -> Bool {
        guard let view, let delegate, menuView == nil else { return false }
        let location = recognizer.location(in: view)
        guard let configuration = delegate.contextMenuInteraction(self, configurationForMenuAtLocation: location) else {
            return false
        }
        pending = (configuration, location)
        return true
    }

    private func presentPendingMenu() {
        guard let (configuration, location) = pending, let view else { return }
        pending = nil
        guard let menu = configuration.actionProvider?([]), !menu.rows().isEmpty else { return }
        present(menu, configuration: configuration, anchor: anchorProvider?(location) ?? view)
    }

    /// Shows `menu` beside `anchor` (a view, or a cell of it) and tells the delegate.
    func present(_ menu: UIMenu, configuration: UIContextMenuConfiguration, anchor: UIView) {
        guard let window = anchor.window else { return }
        let animator = ContextMenuAnimator()
        delegate?.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: animator)
        shownConfiguration = configuration
        menuView = ContextMenuView.show(menu, anchoredTo: anchor, in: window) { [weak self] action in
            self?.endMenu()
            action?.perform(from: anchor)
        }
        animator.run()
    }

    private func endMenu() {
        guard let menuView else { return }
        if let configuration = shownConfiguration {
            let animator = ContextMenuAnimator()
            delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: animator)
            animator.run()
        }
        shownConfiguration = nil
        menuView.removeFromSuperview()
        self.menuView = nil
    }
}

/// Lets the long press begin only when the delegate has a menu for its location.
@MainActor
private final class ContextMenuRecognizerDelegate: UIGestureRecognizerDelegate {
    weak var interaction: UIContextMenuInteraction?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        interaction?.pressShouldBegin() ?? false
    }
}
