import Foundation

/// Collapsing onto and separating from a primary navigation controller in the classic interface
/// (docs/uikit-rules.md 7.28-7.30).
extension UISplitViewController {
    /// 7.28: the classic secondary leaves the split view's children. Unless the delegate collapsed it itself
    /// (`pushing` false), it is pushed onto the primary navigation controller, or its own stack is when it is a
    /// navigation controller; the primary then fills the split view.
    func collapse(_ secondary: UIViewController, onto navigation: UINavigationController, pushing: Bool) {
        detach(secondary)
        collapsedSecondary = secondary
        primaryStackDepth = nil
        isPrimaryRequested = true
        if pushing { pushStack(of: secondary, onto: navigation) }
    }

    /// 7.28: while collapsed onto a primary navigation controller, `showDetailViewController(_:sender:)` replaces
    /// what the last detail pushed onto it. False when the split view is not in that state.
    func pushDetailOntoPrimary(_ detail: UIViewController) -> Bool {
        guard style == .unspecified, isCollapsed, collapsedSecondary != nil,
              let navigation = primary as? UINavigationController else { return false }
        collapsedSecondary = detail
        pushStack(of: detail, onto: navigation)
        return true
    }

    /// Puts `secondary` (a navigation controller's whole stack) on the primary, above the primary's own stack.
    private func pushStack(of secondary: UIViewController, onto navigation: UINavigationController) {
        let depth = primaryStackDepth ?? navigation.viewControllers.count
        var moved = [secondary]
        if let secondaryNavigation = secondary as? UINavigationController {
            moved = secondaryNavigation.viewControllers
            secondaryNavigation.setViewControllers([], animated: false)
        }
        primaryStackDepth = depth
        collapsedStack = moved
        navigation.setViewControllers(Array(navigation.viewControllers.prefix(depth)) + moved, animated: false)
    }

    /// 7.29: the split view is no longer horizontally compact. A column-style split view tells its delegate; a
    /// classic one collapsed onto a primary navigation controller asks the delegate's
    /// `splitViewController(_:separateSecondaryFrom:)` for the secondary, else separates it (7.30), and the
    /// secondary is a column again.
    func expand(primary: UIViewController) {
        collapseDecided = false
        isPrimaryRequested = false
        guard style == .unspecified else {
            delegate?.splitViewControllerDidExpand(self)
            return
        }
        guard let previous = collapsedSecondary else { return }
        let separated = delegate?.splitViewController(self, separateSecondaryFrom: primary)
            ?? separateSecondary(previous, from: primary)
        releaseCollapsedSecondary()
        if let old = columns.dropFirst().first, old !== separated, old.parent === self { detach(old) }
        columns = [primary, separated]
        if separated.parent !== self {
            if separated.parent != nil { separated.removeFromParent() }
            addChild(separated)
            separated.didMove(toParent: self)
        }
    }

    /// 7.30, UIKit's default: the controllers above the primary's own stack are popped; a navigation secondary
    /// takes them back as its stack (its stack as collapsed when the user popped them all), and the previous
    /// secondary returns.
    private func separateSecondary(_ previous: UIViewController, from primary: UIViewController) -> UIViewController {
        guard let navigation = primary as? UINavigationController, let depth = primaryStackDepth else { return previous }
        let stack = navigation.viewControllers
        let popped = Array(stack.dropFirst(depth))
        if !popped.isEmpty { navigation.setViewControllers(Array(stack.prefix(depth)), animated: false) }
        if let secondaryNavigation = previous as? UINavigationController {
            secondaryNavigation.setViewControllers(popped.isEmpty ? collapsedStack : popped, animated: false)
        }
        return previous
    }

    /// Forgets the collapsed secondary; whatever it pushed stays on the primary's stack.
    func releaseCollapsedSecondary() {
        collapsedSecondary = nil
        primaryStackDepth = nil
        collapsedStack = []
    }
}
