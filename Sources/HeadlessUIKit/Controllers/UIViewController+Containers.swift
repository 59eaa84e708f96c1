/// What the navigation and tab bar controllers share: which bars inset a child, and how the shown child changes
/// while the container itself is off screen (docs/uikit-rules.md 7.2, 7.3).
extension UIViewController {
    /// Whether a bar along `edge` shortens this controller's view: the edge is not in `edgesForExtendedLayout`,
    /// or the bar is opaque and `extendedLayoutIncludesOpaqueBars` is false (docs/uikit-rules.md 7.3).
    func isInset(by edge: UIRectEdge, translucentBar: Bool) -> Bool {
        !edgesForExtendedLayout.contains(edge) || (!translucentBar && !extendedLayoutIncludesOpaqueBars)
    }

    /// Replaces the child a container shows while the container has not appeared, keeping every child's
    /// will/did callbacks paired: a child that is part-way through appearing disappears again, and while the
    /// container is appearing the new child begins to appear (the container's endAppearanceTransition finishes it).
    func replaceShownChildOffscreen(_ old: UIViewController?, with new: UIViewController?,
                                    install: (UIViewController) -> Void) {
        if let old, old !== new {
            let wasInView = old.viewIfLoaded?.superview === viewIfLoaded
            switch old.appearanceState {
            case .appearing:
                old.beginAppearanceTransition(false, animated: false)
                if wasInView { old.view.removeFromSuperview() }
                old.endAppearanceTransition()
            case .disappearing:
                if wasInView { old.view.removeFromSuperview() }
                old.endAppearanceTransition()
            case .appeared, .disappeared:
                if wasInView { old.view.removeFromSuperview() }
            }
        }
        if let new, new !== old, appearanceState == .appearing {
            install(new)
            new.beginAppearanceTransition(true, animated: appearanceAnimated)
        }
    }
}
