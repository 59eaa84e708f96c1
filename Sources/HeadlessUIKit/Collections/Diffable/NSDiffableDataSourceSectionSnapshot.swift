import Foundation

/// The items of one section as a tree (docs/uikit-rules.md 16.32): root items, each with children, each parent
/// expanded or collapsed. A collection view shows `visibleItems`: the roots and the children of expanded parents,
/// depth first. Applied to a section of a diffable data source, it replaces that section's items.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable> {
    struct Node {
        var parent: ItemIdentifierType?
        var children: [ItemIdentifierType] = []
        var isExpanded = false
    }

    private var nodes: [ItemIdentifierType: Node] = [:]
    public private(set) var rootItems: [ItemIdentifierType] = []

    public init() {}

    // MARK: Reading

    /// Every item, depth first.
    public var items: [ItemIdentifierType] { flatten(rootItems, onlyExpanded: false) }

    /// The roots and the children of expanded parents (whose own parents are expanded), depth first.
    public var visibleItems: [ItemIdentifierType] { flatten(rootItems, onlyExpanded: true) }

    public func contains(_ item: ItemIdentifierType) -> Bool { nodes[item] != nil }
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { nodes[item]?.isExpanded ?? false }

    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard var node = nodes[item] else { return false }
        while let parent = node.parent {
            guard let parentNode = nodes[parent], parentNode.isExpanded else { return false }
            node = parentNode
        }
        return true
    }

    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { nodes[child]?.parent }

    /// 0 for a root item, 1 for its children...
    public func level(of item: ItemIdentifierType) -> Int {
        var level = 0
        var current = nodes[item]?.parent
        while let parent = current {
            level += 1
            current = nodes[parent]?.parent
        }
        return level
    }

    /// The item's position in `items`.
    public func index(of item: ItemIdentifierType) -> Int? { items.firstIndex(of: item) }

    /// The subtree under `parent` (its children as roots), or including it.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> Self {
        var result = Self()
        guard let node = nodes[parent] else { return result }
        if includingParent {
            result.rootItems = [parent]
            result.copySubtree(parent, from: self, parent: nil)
        } else {
            result.rootItems = node.children
            for child in node.children { result.copySubtree(child, from: self, parent: nil) }
        }
        return result
    }

    // MARK: Changing

    /// Appends items under `parent` (as roots when nil). Items already in the snapshot are reported and skipped.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        if let parent, nodes[parent] == nil { return missing("append(_:to:)", parent) }
        let fresh = unique(items, "append(_:to:)")
        for item in fresh { nodes[item] = Node(parent: parent) }
        if let parent { nodes[parent]!.children += fresh } else { rootItems += fresh }
    }

    public mutating func append(_ snapshot: Self, to parent: ItemIdentifierType? = nil) {
        if let parent, nodes[parent] == nil { return missing("append(_:to:)", parent) }
        for root in snapshot.rootItems where nodes[root] == nil {
            copySubtree(root, from: snapshot, parent: parent)
            if let parent { nodes[parent]!.children.append(root) } else { rootItems.append(root) }
        }
    }

    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        insert(items, next: item, after: false)
    }

    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        insert(items, next: item, after: true)
    }

    private mutating func insert(_ items: [ItemIdentifierType], next sibling: ItemIdentifierType, after: Bool) {
        guard let node = nodes[sibling] else { return missing(after ? "insert(_:after:)" : "insert(_:before:)", sibling) }
        let fresh = unique(items, "insert")
        for item in fresh { nodes[item] = Node(parent: node.parent) }
        if let parent = node.parent {
            let index = nodes[parent]!.children.firstIndex(of: sibling)! + (after ? 1 : 0)
            nodes[parent]!.children.insert(contentsOf: fresh, at: index)
        } else {
            let index = rootItems.firstIndex(of: sibling)! + (after ? 1 : 0)
            rootItems.insert(contentsOf: fresh, at: index)
        }
    }

    /// Deletes the items and everything under them.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items {
            guard let node = nodes[item] else { continue }
            if let parent = node.parent {
                nodes[parent]?.children.removeAll { $0 == item }
            } else {
                rootItems.removeAll { $0 == item }
            }
            removeSubtree(item)
        }
    }

    public mutating func deleteAll() {
        nodes.removeAll()
        rootItems.removeAll()
    }

    public mutating func expand(_ items: [ItemIdentifierType]) {
        for item in items where nodes[item] != nil { nodes[item]!.isExpanded = true }
    }

    public mutating func collapse(_ items: [ItemIdentifierType]) {
        for item in items where nodes[item] != nil { nodes[item]!.isExpanded = false }
    }

    /// Replaces the children of `parent` with the roots of `snapshot` and their subtrees.
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: Self) {
        guard let node = nodes[parent] else { return missing("replace(childrenOf:using:)", parent) }
        for child in node.children { removeSubtree(child) }
        nodes[parent]!.children = []
        append(snapshot, to: parent)
    }

    // MARK: Helpers

    private func flatten(_ list: [ItemIdentifierType], onlyExpanded: Bool) -> [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        result.reserveCapacity(nodes.count)
        var stack: [ItemIdentifierType] = list.reversed()
        while let item = stack.popLast() {
            result.append(item)
            guard let node = nodes[item], !onlyExpanded || node.isExpanded else { continue }
            stack.append(contentsOf: node.children.reversed())
        }
        return result
    }

    private mutating func copySubtree(_ item: ItemIdentifierType, from other: Self, parent: ItemIdentifierType?) {
        guard let source = other.nodes[item] else { return }
        nodes[item] = Node(parent: parent, children: source.children, isExpanded: source.isExpanded)
        for child in source.children { copySubtree(child, from: other, parent: item) }
    }

    private mutating func removeSubtree(_ item: ItemIdentifierType) {
        guard let node = nodes.removeValue(forKey: item) else { return }
        for child in node.children { removeSubtree(child) }
    }

    private func unique(_ items: [ItemIdentifierType], _ operation: String) -> [ItemIdentifierType] {
        var seen = Set<ItemIdentifierType>()
        var fresh: [ItemIdentifierType] = []
        for item in items {
            if nodes[item] != nil || !seen.insert(item).inserted {
                SnapshotProblems.report("NSDiffableDataSourceSectionSnapshot.\(operation): item \(item) is already in the snapshot (UIKit raises: identifiers must be unique); skipped")
                continue
            }
            fresh.append(item)
        }
        return fresh
    }

    private func missing(_ operation: String, _ item: ItemIdentifierType) {
        SnapshotProblems.report("NSDiffableDataSourceSectionSnapshot.\(operation): item \(item) is not in the snapshot (UIKit raises); nothing changed")
    }
}

extension NSDiffableDataSourceSectionSnapshot: @unchecked Sendable where ItemIdentifierType: Sendable {}

extension UICollectionViewDiffableDataSource {
    /// Shows `snapshot`'s visible items as the section's items (the section is appended when the current snapshot
    /// lacks it), as `apply` does for a whole snapshot (docs/uikit-rules.md 16.32).
    public func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                      animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        sectionSnapshots[section] = snapshot
        apply(merging(snapshot, into: section), animatingDifferences: animatingDifferences, completion: completion)
    }

    /// The section's tree as last applied, or its items as roots.
    public func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let stored = sectionSnapshots[section] { return stored }
        var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        let current = snapshot()
        if current.indexOfSection(section) != nil { flat.append(current.itemIdentifiers(inSection: section)) }
        return flat
    }

    private func merging(_ sectionSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
                         into section: SectionIdentifierType) -> Snapshot {
        var whole = snapshot()
        if whole.indexOfSection(section) == nil {
            whole.appendSections([section])
        } else {
            whole.deleteItems(whole.itemIdentifiers(inSection: section))
        }
        whole.appendItems(sectionSnapshot.visibleItems, toSection: section)
        return whole
    }
}
