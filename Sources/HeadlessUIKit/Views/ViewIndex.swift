/// Views by tag and by accessibility identifier, kept up to date as those properties change, so the automation
/// host finds a view in a tree of 100,000 without walking it. `viewWithTag` still walks, as UIKit's does.
///
/// Entries are unowned, like `ViewDirectory`'s: a view's deinit removes it, so a lookup never returns a freed
/// view. Tag 0 (every view's default) and a nil identifier are not indexed. The stored values are indexed: an
/// override of `tag` or `accessibilityIdentifier` in a subclass is not consulted (as `viewWithTag` does not).
/// A lookup answers views anywhere, in a window or not, of any host in the process, in no particular order:
/// `SelectorMatching` keeps those in its host's windows.
public enum ViewIndex {
    /// The views under one key. Most tags and identifiers belong to one view, which needs no array; a shared one
    /// has a bucket, where each view remembers its slot so that it leaves in constant time (the last view takes
    /// its slot). The order in a bucket means nothing.
    private enum Entry {
        case one(Unmanaged<UIView>)
        case many(Bucket)

        var count: Int {
            switch self {
            case .one: 1
            case .many(let bucket): bucket.views.count
            }
        }

        var views: [UIView] {
            switch self {
            case .one(let view): [view.takeUnretainedValue()]
            case .many(let bucket): bucket.views.map { $0.takeUnretainedValue() }
            }
        }
    }

    private final class Bucket {
        var views: [Unmanaged<UIView>]
        init(_ views: [Unmanaged<UIView>]) { self.views = views }
    }

    /// Where a view keeps its slot for one of the two indexes.
    private enum Slot {
        case tag, identifier

        func get(_ view: UIView) -> Int {
            self == .tag ? view._tagIndexSlot : view._identifierIndexSlot
        }

        func set(_ view: UIView, _ slot: Int) {
            if self == .tag { view._tagIndexSlot = slot } else { view._identifierIndexSlot = slot }
        }
    }

    // Touched on the main actor, and by UIView's deinit, which Swift runs nonisolated (views live on the main actor).
    nonisolated(unsafe) private static var byTag: [Int: Entry] = [:]
    nonisolated(unsafe) private static var byIdentifier: [String: Entry] = [:]

    /// Every live view whose tag is `tag`, or nil when the index does not keep that tag (0).
    #if UIKitPreconcurrency
    @preconcurrency
    #endif
    @MainActor public static func views(withTag tag: Int) -> [UIView]? {
        guard tag != 0 else { return nil }
        return byTag[tag]?.views ?? []
    }

    /// How many live views have this tag (0 for tag 0, which is not indexed).
    #if UIKitPreconcurrency
    @preconcurrency
    #endif
    @MainActor public static func count(withTag tag: Int) -> Int {
        byTag[tag]?.count ?? 0
    }

    /// Every live view whose accessibility identifier is `identifier`.
    #if UIKitPreconcurrency
    @preconcurrency
    #endif
    @MainActor public static func views(withIdentifier identifier: String) -> [UIView] {
        byIdentifier[identifier]?.views ?? []
    }

    #if UIKitPreconcurrency
    @preconcurrency
    #endif
    @MainActor public static func count(withIdentifier identifier: String) -> Int {
        byIdentifier[identifier]?.count ?? 0
    }

    static func tagChanged(_ view: UIView, from old: Int, to new: Int) {
        if old != 0 { remove(view, key: old, from: &byTag, slot: .tag) }
        if new != 0 { add(view, key: new, to: &byTag, slot: .tag) }
    }

    static func identifierChanged(_ view: UIView, from old: String?, to new: String?) {
        if let old { remove(view, key: old, from: &byIdentifier, slot: .identifier) }
        if let new { add(view, key: new, to: &byIdentifier, slot: .identifier) }
    }

    private static func add<Key: Hashable>(_ view: UIView, key: Key, to index: inout [Key: Entry], slot: Slot) {
        let entry = Unmanaged.passUnretained(view)
        switch index[key] {
        case .none:
            index[key] = .one(entry)
            slot.set(view, 0)
        case .one(let first)?:
            index[key] = .many(Bucket([first, entry]))
            slot.set(first.takeUnretainedValue(), 0)
            slot.set(view, 1)
        case .many(let bucket)?:
            slot.set(view, bucket.views.count)
            bucket.views.append(entry)
        }
    }

    private static func remove<Key: Hashable>(_ view: UIView, key: Key, from index: inout [Key: Entry], slot: Slot) {
        let target = Unmanaged.passUnretained(view).toOpaque()
        switch index[key] {
        case .none:
            return
        case .one(let only)?:
            if only.toOpaque() == target { index[key] = nil }
        case .many(let bucket)?:
            let position = slot.get(view)
            guard bucket.views.indices.contains(position), bucket.views[position].toOpaque() == target else { return }
            let last = bucket.views.removeLast()
            if position < bucket.views.count {
                bucket.views[position] = last
                slot.set(last.takeUnretainedValue(), position)
            }
            if bucket.views.count == 1 {
                index[key] = .one(bucket.views[0])
                slot.set(bucket.views[0].takeUnretainedValue(), 0)
            }
        }
    }
}
