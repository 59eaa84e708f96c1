import Foundation

/// A layout guide that activates and deactivates constraints as it comes near an edge of its owning view or moves
/// away from it (iOS 15, docs/uikit-rules.md 11.137).
///
/// An edge is near when the guide's own edge on that side is within half a point of the view's bounds, or beyond
/// them. The guide looks again whenever it is given constraints, after each layout of its owning view, and, for the
/// keyboard guide, whenever the keyboard moves.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UITrackingLayoutGuide: UILayoutGuide {
    private var nearConstraints: [(edge: NSDirectionalRectEdge, constraints: [NSLayoutConstraint])] = []
    private var awayConstraints: [(edge: NSDirectionalRectEdge, constraints: [NSLayoutConstraint])] = []

    public override init() {
        super.init()
    }

    override init(kind: Kind) {
        super.init(kind: kind)
    }

    override init(system kind: Kind, owningView: UIView) {
        super.init(system: kind, owningView: owningView)
    }

    /// Constraints active while the guide is near `edge` and inactive while it is away; an empty list stops
    /// tracking that edge and deactivates what it tracked.
    public func setConstraints(_ trackingConstraints: [NSLayoutConstraint], activeWhenNearEdge edge: NSDirectionalRectEdge) {
        Self.replace(&nearConstraints, edge, with: trackingConstraints)
        updateTrackedConstraints()
    }

    /// Constraints active while the guide is away from `edge` and inactive while it is near; an empty list stops
    /// tracking that edge and deactivates what it tracked.
    public func setConstraints(_ trackingConstraints: [NSLayoutConstraint], activeWhenAwayFrom edge: NSDirectionalRectEdge) {
        Self.replace(&awayConstraints, edge, with: trackingConstraints)
        updateTrackedConstraints()
    }

    public func constraints(activeWhenNearEdge edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
        nearConstraints.first { $0.edge == edge }?.constraints ?? []
    }

    public func constraints(activeWhenAwayFrom edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
        awayConstraints.first { $0.edge == edge }?.constraints ?? []
    }

    /// Stops tracking every edge; the constraints keep the state they have.
    public func removeAllTrackedConstraints() {
        nearConstraints.removeAll()
        awayConstraints.removeAll()
    }

    var tracksConstraints: Bool { !nearConstraints.isEmpty || !awayConstraints.isEmpty }

    /// The edges of its owning view the guide is near now (`edge` sets: every edge named must be near).
    func isNear(_ edges: NSDirectionalRectEdge) -> Bool {
        guard let view = owningView else { return false }
        let frame = layoutFrame, bounds = view.bounds
        let leftToRight = view.effectiveUserInterfaceLayoutDirection == .leftToRight
        let tolerance: CGFloat = 0.5
        let nearLeft = frame.minX <= bounds.minX + tolerance, nearRight = frame.maxX >= bounds.maxX - tolerance
        var near: NSDirectionalRectEdge = []
        if frame.minY <= bounds.minY + tolerance { near.insert(.top) }
        if frame.maxY >= bounds.maxY - tolerance { near.insert(.bottom) }
        if leftToRight ? nearLeft : nearRight { near.insert(.leading) }
        if leftToRight ? nearRight : nearLeft { near.insert(.trailing) }
        return near.isSuperset(of: edges)
    }

    /// Activates and deactivates the tracked constraints for where the guide is now. Deactivations come first, so
    /// that a constraint swapped for another never conflicts with it.
    func updateTrackedConstraints() {
        guard tracksConstraints, owningView != nil else { return }
        var activate: [NSLayoutConstraint] = [], deactivate: [NSLayoutConstraint] = []
        for (edge, constraints) in nearConstraints {
            if isNear(edge) { activate += constraints } else { deactivate += constraints }
        }
        for (edge, constraints) in awayConstraints {
            if isNear(edge) { deactivate += constraints } else { activate += constraints }
        }
        NSLayoutConstraint.deactivate(deactivate.filter(\.isActive))
        NSLayoutConstraint.activate(activate.filter { !$0.isActive })
    }

    private static func replace(_ list: inout [(edge: NSDirectionalRectEdge, constraints: [NSLayoutConstraint])],
                                _ edge: NSDirectionalRectEdge, with constraints: [NSLayoutConstraint]) {
        if let index = list.firstIndex(where: { $0.edge == edge }) {
            NSLayoutConstraint.deactivate(list[index].constraints.filter(\.isActive))
            list.remove(at: index)
        }
        if !constraints.isEmpty { list.append((edge, constraints)) }
    }
}

/// The space the software keyboard takes in a view's layout (`UIView.keyboardLayoutGuide`, iOS 15,
/// docs/uikit-rules.md 11.136).
///
/// While the keyboard is shown, the guide is the keyboard's frame in its owning view's coordinates; its top is the
/// keyboard's top. While it is hidden, the guide is the strip below the view's safe area (`usesBottomSafeArea`,
/// the default) or a zero-height strip at the view's bottom. The keyboard here is always docked, so
/// `followsUndockedKeyboard` changes nothing. When the keyboard comes or goes, views placed against the guide move
/// in an animation with the keyboard's duration.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
    /// Whether the guide follows a keyboard undocked from the bottom of the screen (false: it follows only a docked
    /// one). This runtime's keyboard is always docked.
    public var followsUndockedKeyboard = false
    /// True: with the keyboard hidden, the guide's top is the bottom of the view's safe area; false: the bottom of
    /// the view (iOS 17).
    public var usesBottomSafeArea = true {
        didSet { if usesBottomSafeArea != oldValue { Self.keyboardMoved() } }
    }
    /// Room above the keyboard where a scroll that dismisses it begins (iOS 17); negative values count as 0.
    public var keyboardDismissPadding: CGFloat = 0 {
        didSet { keyboardDismissPadding = max(0, keyboardDismissPadding) }
    }

    public override init() {
        super.init(kind: .keyboard)
    }

    init(owningView: UIView) {
        super.init(system: .keyboard, owningView: owningView)
        Runtime.current.keyboardGuides.append(WeakKeyboardGuide(guide: self))
    }

    /// The guide's distance from each edge of `view`'s bounds (negative where it reaches outside them).
    func keyboardInsets(in view: UIView) -> UIEdgeInsets {
        let bounds = view.bounds
        guard let keyboard = Runtime.current.keyboardFrame, let window = view.window else {
            let height = usesBottomSafeArea ? view.safeAreaInsets.bottom : 0
            return UIEdgeInsets(top: bounds.height - height, left: 0, bottom: 0, right: 0)
        }
        // The window's coordinates are the screen's less its origin.
        let frame = view.convert(keyboard.offsetBy(dx: -window.frame.minX, dy: -window.frame.minY), from: window)
        return UIEdgeInsets(top: frame.minY - bounds.minY, left: frame.minX - bounds.minX,
                            bottom: bounds.maxY - frame.maxY, right: bounds.maxX - frame.maxX)
    }

    /// The keyboard came, went or changed: every keyboard guide's views are laid out again, in an animation with
    /// the keyboard's duration, and the guides' tracked constraints follow.
    static func keyboardMoved() {
        let runtime = Runtime.current
        runtime.keyboardGuides.removeAll { $0.guide?.owningView == nil }
        let guides = runtime.keyboardGuides.compactMap(\.guide)
        guard !guides.isEmpty else { return }
        UIView.animate(withDuration: Runtime.keyboardAnimationDuration, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction]) {
            for guide in guides { guide.owningView?.setNeedsLayout() }
            for window in runtime.windows { window.layoutIfNeeded() }
            for guide in guides { guide.updateTrackedConstraints() }
            for window in runtime.windows { window.layoutIfNeeded() }
        }
    }
}

/// A keyboard guide the runtime tells when the keyboard moves, without keeping it alive.
struct WeakKeyboardGuide {
    weak var guide: UIKeyboardLayoutGuide?
}

extension UIView {
    /// The space the keyboard takes in this view's layout (`UIKeyboardLayoutGuide`), made the first time it is asked
    /// for.
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        systemGuide(.keyboard) as! UIKeyboardLayoutGuide
    }
}
