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
        if let indexPath = selector.indexPath {
            if let cell = listCell(selector, indexPath) { _ = visit(cell) }
            return
        }
        if let ref = selector.ref {
            guard let view = refs.view(ref), matches(view, selector) else { return }
            if let within = selector.within {
                guard let scope = first(within), view.isDescendant(of: scope), view !== scope else { return }
            }
            _ = visit(view)
            return
        }
        var scope: UIView?
        if let within = selector.within {
            guard let found = first(within) else { return }
            scope = found
        }
        if let candidates = indexedCandidates(selector) {
            for view in inTreeOrder(candidates, selector, scope: scope) where !visit(view) { return }
            return
        }
        var stack: [UIView] = (scope?.subviews ?? windows).reversed()
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

    /// The cell at `indexPath` of the first table or collection view the rest of the selector matches (the first in
    /// the windows when it says nothing else), scrolled into view (docs/protocol.md, Addressing views).
    private func listCell(_ selector: ViewSelector, _ indexPath: [Int]) -> UIView? {
        var container = selector
        container.indexPath = nil
        container.index = nil
        var list: UIView?
        if container.isEmpty {
            var stack: [UIView] = windows.reversed()
            while let view = stack.popLast() {
                if HeadlessHost.isList(view) {
                    list = view
                    break
                }
                stack.append(contentsOf: view.subviews.reversed())
            }
        } else {
            search(container) { view in
                guard HeadlessHost.isList(view) else { return true }
                list = view
                return false
            }
        }
        guard let list, let host = HeadlessHost.current else { return nil }
        return host.scrollCellIntoView(in: list, at: IndexPath(indexes: indexPath))
    }

    /// At most this many views from `ViewIndex` are put in tree order; a selector naming a tag or identifier that
    /// more views share walks the tree instead.
    static let indexedCandidateLimit = 32

    /// The views `ViewIndex` holds for the selector's tag or identifier (whichever fewer views have), or nil when
    /// the selector names neither, names tag 0, or too many views share them.
    private func indexedCandidates(_ selector: ViewSelector) -> [UIView]? {
        var best: [UIView]?
        if let tag = selector.tag, tag != 0, ViewIndex.count(withTag: tag) <= Self.indexedCandidateLimit {
            best = ViewIndex.views(withTag: tag)
        }
        if let identifier = selector.accessibilityIdentifier,
           ViewIndex.count(withIdentifier: identifier) <= min(best?.count ?? .max, Self.indexedCandidateLimit) {
            best = ViewIndex.views(withIdentifier: identifier)
        }
        return best
    }

    /// The candidates that match, are in one of the windows (under `scope`, and not it, when given), in the order
    /// the depth-first walk would visit them.
    private func inTreeOrder(_ candidates: [UIView], _ selector: ViewSelector, scope: UIView?) -> [UIView] {
        if candidates.count == 1 {
            // The usual case, a tag or identifier that one view has: no order to find.
            let view = candidates[0]
            guard matches(view, selector), isInWindows(view) else { return [] }
            if let scope, view === scope || !view.isDescendant(of: scope) { return [] }
            return candidates
        }
        var placed: [(path: [Int], view: UIView)] = []
        for view in candidates where matches(view, selector) {
            if let scope, view === scope || !view.isDescendant(of: scope) { continue }
            guard let path = treePath(of: view) else { continue }
            placed.append((path, view))
        }
        if placed.count > 1 {
            placed.sort { $0.path.lexicographicallyPrecedes($1.path) }
        }
        return placed.map(\.view)
    }

    private func isInWindows(_ view: UIView) -> Bool {
        var top = view
        while let superview = top.superview { top = superview }
        for window in windows where window === top { return true }
        return false
    }

    /// The window's position in `windows`, then the index of each view on the way down among its superview's
    /// subviews; nil when the view is in none of the windows.
    private func treePath(of view: UIView) -> [Int]? {
        var path: [Int] = []
        var current = view
        while let superview = current.superview {
            let siblings = superview.subviews
            var index = siblings.count - 1
            while index >= 0, siblings[index] !== current { index -= 1 }
            path.append(index)
            current = superview
        }
        var windowIndex = 0
        while windowIndex < windows.count, windows[windowIndex] !== current { windowIndex += 1 }
        guard windowIndex < windows.count else { return nil }
        path.append(windowIndex)
        path.reverse()
        return path
    }

    private func matches(_ view: UIView, _ selector: ViewSelector) -> Bool {
        if let tag = selector.tag, view.tag != tag { return false }
        if let identifier = selector.accessibilityIdentifier, view.accessibilityIdentifier != identifier { return false }
        if let className = selector.className, ClassNames.name(of: view) != className { return false }
        if let storyboardID = selector.storyboardID, view.storyboardElementID != storyboardID { return false }
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
