import Foundation

/// Collapsing onto and separating from a primary navigation controller in the classic interface
/// (docs/uikit-rules.md 7.28-7.30).
extension UISplitViewController {
    /// 7.28, 7.33, 7.41: the classic secondary leaves the split view's children and the primary fills the split
    /// view. Unless the delegate collapsed it itself, the primary's `collapseSecondaryViewController(_:for:)`
    /// does: a navigation controller pushes it, or its own stack when it is a navigation controller; any other
    /// controller does nothing with it unless it overrides the method.
    func collapse(_ secondary: UIViewController, onto primary: UIViewController, delegateCollapsed: Bool) {
        detach(secondary)
        collapsedSecondary = secondary
        primaryStackDepth = nil
        isPrimaryRequested = true
        if !delegateCollapsed { primary.collapseSecondaryViewController(secondary, for: self) }
    }

    /// 7.32: the column style collapses onto its primary navigation controller (each column is one, 7.31): the
    /// supplementary's and the secondary's stacks, up to the top column, move onto it; both columns leave the
    /// split view's children until it expands.
    func collapseColumns(onto primary: UIViewController, showing top: Column) {
        guard let navigation = primary as? UINavigationController else { return }
        let depth = navigation.viewControllers.count
        var moved: [UIViewController] = []
        collapsedColumnStacks = []
        let reached: [(Column, UIViewController?)] = [(.supplementary, supplementary), (.secondary, secondary)]
        for (column, controller) in reached {
            guard let controller else { continue }
            detach(controller)
            let shows = column == .supplementary ? top != .primary : top == .secondary
            guard shows, let columnNavigation = controller as? UINavigationController else { continue }
            let stack = columnNavigation.viewControllers
            collapsedColumnStacks.append((columnNavigation, stack))
            columnNavigation.setViewControllers([], animated: false)
            moved += stack
        }
        collapsedSecondary = secondary
        primaryStackDepth = depth
        isPrimaryRequested = true
        if !moved.isEmpty { navigation.setViewControllers(navigation.viewControllers + moved, animated: false) }
    }

    /// 7.33: the delegate's `primaryViewController(forCollapsing:)` or `(forExpanding:)` answered another primary.
    func replacePrimary(with replacement: UIViewController) {
        guard let old = primaryColumn else { return }
        if old.parent === self { detach(old) }
        primaryColumn = replacement
        if replacement.parent !== self {
            if replacement.parent != nil { replacement.removeFromParent() }
            addChild(replacement)
            replacement.didMove(toParent: self)
        }
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
    func pushStack(of secondary: UIViewController, onto navigation: UINavigationController) {
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
            separateColumns(from: primary)
            delegate?.splitViewControllerDidExpand(self)
            return
        }
        guard let previous = collapsedSecondary else { return }
        var primary = primary
        if let replacement = delegate?.primaryViewController(forExpanding: self), replacement !== primary {
            replacePrimary(with: replacement)
            primary = replacement
        }
        // 7.41: the delegate, else the primary's separateSecondaryViewController(for:), else the previous one.
        let separated = delegate?.splitViewController(self, separateSecondaryFrom: primary)
            ?? primary.separateSecondaryViewController(for: self) ?? previous
        releaseCollapsedSecondary()
        if let old = secondaryColumn, old !== separated, old.parent === self { detach(old) }
        primaryColumn = primary
        secondaryColumn = separated
        if separated.parent !== self {
            if separated.parent != nil { separated.removeFromParent() }
            addChild(separated)
            separated.didMove(toParent: self)
        }
    }

    /// 7.32: expanding a column-style split view pops what the collapse moved onto the primary (and anything
    /// pushed above it) back into the supplementary's and the secondary's navigation controllers, in column order
    /// (the last takes what was pushed since; one the user popped empty gets its stack as collapsed), and both are
    /// columns again.
    private func separateColumns(from primary: UIViewController) {
        if let navigation = primary as? UINavigationController, let depth = primaryStackDepth {
            let stack = navigation.viewControllers
            var popped = Array(stack.dropFirst(depth))
            if !popped.isEmpty { navigation.setViewControllers(Array(stack.prefix(depth)), animated: false) }
            for (index, entry) in collapsedColumnStacks.enumerated() {
                let isLast = index == collapsedColumnStacks.count - 1
                let taken = isLast ? popped : Array(popped.prefix(entry.stack.count))
                popped.removeFirst(taken.count)
                entry.navigation.setViewControllers(taken.isEmpty ? entry.stack : taken, animated: false)
            }
        }
        collapsedColumnStacks = []
        releaseCollapsedSecondary()
        for controller in [supplementary, secondary].compactMap({ $0 }) where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
    }

    /// 7.30, a primary navigation controller's default separation: the controllers above its own stack are
    /// popped; a navigation secondary takes them back as its stack (its stack as collapsed when the user popped
    /// them all), and the previous secondary returns.
    func popCollapsedStack(from navigation: UINavigationController) -> UIViewController? {
        guard let previous = collapsedSecondary else { return nil }
        guard let depth = primaryStackDepth else { return previous }
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
