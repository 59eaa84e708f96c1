/// Views by tag and by accessibility identifier, kept up to date as those properties change, so the automation
/// host finds a view in a tree of 100,000 without walking it. `viewWithTag` still walks, as UIKit's does.
///
/// Entries are unowned, like `ViewDirectory`'s: a view's deinit removes it, so a lookup never returns a freed
/// view. Tag 0 (every view's default) and a nil identifier are not indexed. The stored values are indexed: an
/// override of `tag` or `accessibilityIdentifier` in a subclass is not consulted (as `viewWithTag` does not).
/// A lookup answers views anywhere, in a window or not, in no particular order.
public enum ViewIndex {
    // Touched on the main actor, and by UIView's deinit, which Swift runs nonisolated (views live on the main actor).
    nonisolated(unsafe) private static var byTag: [Int: [Unmanaged<UIView>]] = [:]
    nonisolated(unsafe) private static var byIdentifier: [String: [Unmanaged<UIView>]] = [:]

    /// Every live view whose tag is `tag`, or nil when the index does not keep that tag (0).
    @MainActor public static func views(withTag tag: Int) -> [UIView]? {
        guard tag != 0 else { return nil }
        return (byTag[tag] ?? []).map { $0.takeUnretainedValue() }
    }

    /// How many live views have this tag (0 for tag 0, which is not indexed).
    @MainActor public static func count(withTag tag: Int) -> Int {
        byTag[tag]?.count ?? 0
    }

    /// Every live view whose accessibility identifier is `identifier`.
    @MainActor public static func views(withIdentifier identifier: String) -> [UIView] {
        (byIdentifier[identifier] ?? []).map { $0.takeUnretainedValue() }
    }

    @MainActor public static func count(withIdentifier identifier: String) -> Int {
        byIdentifier[identifier]?.count ?? 0
    }

    static func tagChanged(_ view: UIView, from old: Int, to new: Int) {
        if old != 0 { remove(view, from: &byTag, key: old) }
        if new != 0 { byTag[new, default: []].append(.passUnretained(view)) }
    }

    static func identifierChanged(_ view: UIView, from old: String?, to new: String?) {
        if let old { remove(view, from: &byIdentifier, key: old) }
        if let new { byIdentifier[new, default: []].append(.passUnretained(view)) }
    }

    private static func remove<Key: Hashable>(_ view: UIView, from index: inout [Key: [Unmanaged<UIView>]], key: Key) {
        guard var views = index[key] else { return }
        // The newest view is removed most often (a view made and dropped); search from the end.
        var position = views.count
        while position > 0 {
            position -= 1
            if views[position].toOpaque() == Unmanaged.passUnretained(view).toOpaque() {
                views.remove(at: position)
                break
            }
        }
        index[key] = views.isEmpty ? nil : views
    }
}
