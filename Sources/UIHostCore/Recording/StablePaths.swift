import HeadlessUIKit

/// Positions that name a view or a controller the same way in every host (refs do not): `w0/1/3` is subview 3 of
/// subview 1 of window 0 (windows back to front); `c0/1/p` is what child 1 of window 0's root controller presented.
/// A recording names the views and controllers a command took by position; a replay turns them back into objects.
@MainActor
enum StablePaths {
    static func path(of view: UIView, windows: [UIWindow]) -> String? {
        var indices: [Int] = []
        var current = view
        while let superview = current.superview {
            guard let index = superview.subviews.firstIndex(where: { $0 === current }) else { return nil }
            indices.append(index)
            current = superview
        }
        guard let window = current as? UIWindow, let windowIndex = windows.firstIndex(where: { $0 === window }) else { return nil }
        return (["w\(windowIndex)"] + indices.reversed().map(String.init)).joined(separator: "/")
    }

    static func view(at path: String, windows: [UIWindow]) -> UIView? {
        let parts = path.split(separator: "/")
        guard let first = parts.first, first.hasPrefix("w"), let windowIndex = Int(first.dropFirst()),
              windows.indices.contains(windowIndex) else { return nil }
        var current: UIView = windows[windowIndex]
        for part in parts.dropFirst() {
            guard let index = Int(part), current.subviews.indices.contains(index) else { return nil }
            current = current.subviews[index]
        }
        return current
    }

    static func path(of controller: UIViewController, windows: [UIWindow]) -> String? {
        func search(_ candidate: UIViewController, _ path: String) -> String? {
            if candidate === controller { return path }
            for (index, child) in candidate.children.enumerated() {
                if let found = search(child, path + "/" + String(index)) { return found }
            }
            if let presented = candidate.presentedViewController, presented.presentingViewController === candidate {
                return search(presented, path + "/p")
            }
            return nil
        }
        for (index, window) in windows.enumerated() {
            if let root = window.rootViewController, let found = search(root, "c\(index)") { return found }
        }
        return nil
    }

    static func controller(at path: String, windows: [UIWindow]) -> UIViewController? {
        let parts = path.split(separator: "/")
        guard let first = parts.first, first.hasPrefix("c"), let windowIndex = Int(first.dropFirst()),
              windows.indices.contains(windowIndex), var current = windows[windowIndex].rootViewController else { return nil }
        for part in parts.dropFirst() {
            if part == "p" {
                guard let presented = current.presentedViewController else { return nil }
                current = presented
            } else {
                guard let index = Int(part), current.children.indices.contains(index) else { return nil }
                current = current.children[index]
            }
        }
        return current
    }
}
