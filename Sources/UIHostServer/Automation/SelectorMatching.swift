import Foundation
import HeadlessUIKit
import UIHostProtocol

/// Evaluates view selectors against the live view tree: windows in `UIApplication.windows` order, each searched
/// depth-first with the receiver first, as `viewWithTag` searches.
@MainActor
struct SelectorMatching {
    let refs: Refs
    let windows: [UIWindow]
    let screenBounds: CGRect

    /// Every match, in depth-first order.
    func all(_ selector: ViewSelector) -> [UIView] {
        var found: [UIView] = []
        search(selector) { view in
            found.append(view)
            return true
        }
        return found
    }

    /// The selector's match: the `index`-th (default first), or nil. Stops walking once it is found.
    func first(_ selector: ViewSelector) -> UIView? {
        var remaining = selector.index ?? 0
        var match: UIView?
        search(selector) { view in
            if remaining == 0 {
                match = view
                return false
            }
            remaining -= 1
            return true
        }
        return match
    }

    /// Visits the matches in depth-first order until `visit` returns false.
    private func search(_ selector: ViewSelector, _ visit: (UIView) -> Bool) {
        if let ref = selector.ref {
            guard let view = refs.view(ref), matches(view, selector) else { return }
            if let within = selector.within {
                guard let scope = first(within), view.isDescendant(of: scope), view !== scope else { return }
            }
            _ = visit(view)
            return
        }
        let roots: [UIView]
        if let within = selector.within {
            guard let scope = first(within) else { return }
            roots = scope.subviews
        } else {
            roots = windows
        }
        var stack: [UIView] = roots.reversed()
        while let view = stack.popLast() {
            if matches(view, selector), !visit(view) { return }
            let subviews = view.subviews
            var index = subviews.count
            while index > 0 {
                index -= 1
                stack.append(subviews[index])
            }
        }
    }

    private func matches(_ view: UIView, _ selector: ViewSelector) -> Bool {
        if let tag = selector.tag, view.tag != tag { return false }
        if let identifier = selector.accessibilityIdentifier, view.accessibilityIdentifier != identifier { return false }
        if let className = selector.className, ClassNames.name(of: view) != className { return false }
        if let text = selector.text, !Self.texts(of: view).contains(text) { return false }
        if selector.visible == true, !isVisible(view) { return false }
        if selector.visible == false, isVisible(view) { return false }
        return true
    }

    /// The strings a `text` selector compares with: title, text or label.
    static func texts(of view: UIView) -> [String] {
        [view.accessibilityLabel].compactMap { $0 } + ControlFields.texts(of: view)
    }

    /// In a window, not hidden, and at least partly on screen.
    func isVisible(_ view: UIView) -> Bool {
        guard let window = view.window, !window.isHidden else { return false }
        var current: UIView? = view
        while let candidate = current {
            if candidate.isHidden { return false }
            current = candidate.superview
        }
        let frame = view.convert(view.bounds, to: nil)
        return frame.intersects(screenBounds) && frame.width > 0 && frame.height > 0
    }
}
