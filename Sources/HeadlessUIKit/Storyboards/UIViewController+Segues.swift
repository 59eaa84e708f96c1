import Foundation

/// Performing storyboard segues (docs/uikit-rules.md 8.3) and unwinding (8.4). Triggered segues (a control's) ask
/// `shouldPerformSegue(withIdentifier:sender:)` first; then the destination is made, the source's
/// `prepare(for:sender:)` runs, then `perform()`. UIKit raises an exception for a segue it cannot perform; here
/// nothing changes and the reason goes to the host's problems (`performSegueOrThrow` throws it instead).
extension UIViewController {
    /// The nearest split view controller among the parents.
    public var splitViewController: UISplitViewController? {
        var ancestor = parent
        while let current = ancestor {
            if let split = current as? UISplitViewController { return split }
            ancestor = current.parent
        }
        return nil
    }

    /// Performs the segue with this identifier from this controller's scene. Does not ask
    /// `shouldPerformSegue(withIdentifier:sender:)`, as in UIKit.
    public func performSegue(withIdentifier identifier: String, sender: Any?) {
        do {
            try performSegueOrThrow(withIdentifier: identifier, sender: sender)
        } catch {
            Runtime.current.report("performSegue(withIdentifier: \"\(identifier)\"): \(error)")
        }
    }

    /// Our addition: the segues `performSegue(withIdentifier:sender:)` can find on this controller, in the scene's
    /// order: the segues of its storyboard scene (the controller's own and its views') that have an identifier,
    /// the first of each identifier (the one `performSegue` performs), without relationships and embeds, which
    /// the storyboard performs itself. Empty for a controller that did not come from a storyboard.
    public var performableSegues: [StoryboardSegue] {
        guard storyboard != nil, let scene = storyboardScene else { return [] }
        var seen: Set<String> = []
        return scene.segues.filter { segue in
            guard let identifier = segue.identifier, seen.insert(identifier).inserted else { return false }
            return segue.isTransition
        }
    }

    /// Our addition: `performSegue(withIdentifier:sender:)` that throws why nothing was performed (an unknown
    /// identifier, an unregistered custom class, no unwind destination...) instead of reporting it, and returns the
    /// segue it performed.
    @discardableResult
    public func performSegueOrThrow(withIdentifier identifier: String,
                                    sender: Any?) throws(StoryboardError) -> UIStoryboardSegue {
        guard let storyboard, let scene = storyboardScene,
              let template = scene.segues.first(where: { $0.identifier == identifier }) else {
            throw .unknownSegueIdentifier(identifier, controller: "\(type(of: self))")
        }
        return try storyboard.perform(template, from: self, sender: sender)
    }

    /// A control of this controller's scene fires `template`: shouldPerformSegue, then the segue as
    /// `performSegue` would run it.
    func triggerSegue(_ template: StoryboardSegue, sender: Any?) {
        Runtime.current.logCallback("shouldPerformSegue(withIdentifier:sender:)", .viewController, self)
        guard shouldPerformSegue(withIdentifier: template.identifier ?? "", sender: sender) else { return }
        do {
            guard let storyboard else { return }
            try storyboard.perform(template, from: self, sender: sender)
        } catch {
            Runtime.current.report("segue '\(template.identifier ?? template.id)': \(error)")
        }
    }

    func showByDefault(_ vc: UIViewController, animated: Bool = true) {
        if let navigation = (self as? UINavigationController) ?? navigationController {
            navigation.pushViewController(vc, animated: animated)
        } else {
            present(vc, animated: animated)
        }
    }

    func showDetailByDefault(_ vc: UIViewController, sender: Any?, animated: Bool = true) {
        if let split = splitViewController {
            split.showDetailViewController(vc, sender: sender)
        } else {
            present(vc, animated: animated)
        }
    }

    // MARK: Unwinding (docs/uikit-rules.md 8.4)

    /// Where an unwind segue from this controller ends: this controller or, walking up, each parent (in a
    /// navigation controller, first the controllers below this one on the stack, nearest first), then each
    /// presenting controller and what it shows (a navigation stack top first, a tab bar's selected tab), asking
    /// `canPerformUnwindSegueAction(_:from:sender:)` of each.
    func unwindDestination(for action: Selector, sender: Any?) -> UIViewController? {
        let source = self
        func accepts(_ candidate: UIViewController) -> Bool {
            candidate.canPerformUnwindSegueAction(action, from: source, sender: sender)
        }
        func search(_ candidate: UIViewController) -> UIViewController? {
            if accepts(candidate) { return candidate }
            for child in candidate.childrenSearchedForUnwinding {
                if let found = search(child) { return found }
            }
            return nil
        }
        if accepts(self) { return self }
        var current = self
        while true {
            if let parent = current.parent {
                if let navigation = parent as? UINavigationController,
                   let index = navigation.viewControllers.firstIndex(where: { $0 === current }) {
                    for below in navigation.viewControllers[..<index].reversed() {
                        if let found = search(below) { return found }
                    }
                }
                if accepts(parent) { return parent }
                current = parent
            } else if let presenter = current.presentingViewController {
                if let found = search(presenter) { return found }
                current = presenter
            } else {
                return nil
            }
        }
    }

    private var childrenSearchedForUnwinding: [UIViewController] {
        switch self {
        case let navigation as UINavigationController: navigation.viewControllers.reversed()
        case let tabs as UITabBarController: tabs.selectedViewController.map { [$0] } ?? []
        default: children.reversed()
        }
    }

    /// Brings this controller back on screen: every navigation stack it is in is popped to it, every tab bar
    /// controller selects it, and whatever is presented above it is dismissed. With something to dismiss, the
    /// pops (under the presented controller) are not animated and the dismissal is.
    func unwindToThis(animated: Bool) {
        let dismissing = presentedViewController != nil
        var child: UIViewController = self
        while let parent = child.parent {
            if let navigation = parent as? UINavigationController,
               navigation.viewControllers.contains(where: { $0 === child }), navigation.topViewController !== child {
                navigation.popToViewController(child, animated: animated && !dismissing)
            } else if let tabs = parent as? UITabBarController, tabs.selectedViewController !== child,
                      tabs.viewControllers?.contains(where: { $0 === child }) == true {
                tabs.selectedViewController = child
            }
            child = parent
        }
        if dismissing { dismiss(animated: animated) }
    }
}
