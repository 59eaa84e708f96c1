import Foundation

/// The state of a diffable data source's data (docs/uikit-rules.md 16.22): section identifiers in order, and the item
/// identifiers of each section in order. Identifiers are unique across the snapshot, as UIKit requires; a snapshot
/// that repeats one can be built (UIKit raises at once) but `apply` refuses it and reports the duplicates (16.24).
///
/// A value type: copies are independent. Lookups by identifier use an index built on first use after a change.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    public private(set) var sectionIdentifiers: [SectionIdentifierType] = []
    var itemsBySection: [[ItemIdentifierType]] = []
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    private var cache = SnapshotIndexCache<SectionIdentifierType, ItemIdentifierType>()

    public init() {}

    // MARK: Reading

    public var numberOfSections: Int { sectionIdentifiers.count }
    public var numberOfItems: Int { itemsBySection.reduce(0) { $0 + $1.count } }
    public var itemIdentifiers: [ItemIdentifierType] { itemsBySection.flatMap { $0 } }

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        guard let section = indexOfSection(identifier) else {
            missing("numberOfItems(inSection:)", section: identifier)
            return 0
        }
        return itemsBySection[section].count
    }

    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let section = indexOfSection(identifier) else {
            missing("itemIdentifiers(inSection:)", section: identifier)
            return []
        }
        return itemsBySection[section]
    }

    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        index.items[identifier].map { sectionIdentifiers[$0.section] }
    }

    /// The item's position counted through all sections, as UIKit's `indexOfItem` does.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let location = index.items[identifier] else { return nil }
        var offset = 0
        for section in 0..<location.section { offset += itemsBySection[section].count }
        return offset + location.item
    }

    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        index.sections[identifier]
    }

    /// Where an item is: its section's index and its index there.
    /// The item at `index` of section `section`, if there is one (the data sources' lookups).
    func item(inSection section: Int, at index: Int) -> ItemIdentifierType? {
        guard itemsBySection.indices.contains(section), itemsBySection[section].indices.contains(index) else { return nil }
        return itemsBySection[section][index]
    }

    /// The identifier of section `index`, if there is one.
    func sectionIdentifier(at index: Int) -> SectionIdentifierType? {
        sectionIdentifiers.indices.contains(index) ? sectionIdentifiers[index] : nil
    }

    /// How many items section `section` has (0 for a section that does not exist).
    func itemCount(inSection section: Int) -> Int {
        itemsBySection.indices.contains(section) ? itemsBySection[section].count : 0
    }

    func location(of identifier: ItemIdentifierType) -> (section: Int, item: Int)? {
        index.items[identifier]
    }

    // MARK: Sections

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        changed()
        sectionIdentifiers += identifiers
        itemsBySection += identifiers.map { _ in [] }
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        guard let target = indexOfSection(toIdentifier) else { return missing("insertSections(_:beforeSection:)", section: toIdentifier) }
        changed()
        sectionIdentifiers.insert(contentsOf: identifiers, at: target)
        itemsBySection.insert(contentsOf: identifiers.map { _ in [] }, at: target)
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        guard let target = indexOfSection(toIdentifier) else { return missing("insertSections(_:afterSection:)", section: toIdentifier) }
        changed()
        sectionIdentifiers.insert(contentsOf: identifiers, at: target + 1)
        itemsBySection.insert(contentsOf: identifiers.map { _ in [] }, at: target + 1)
    }

    /// Deletes the sections and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let doomed = Set(identifiers.compactMap { indexOfSection($0) })
        guard !doomed.isEmpty else { return }
        changed()
        for section in doomed.sorted(by: >) {
            sectionIdentifiers.remove(at: section)
            itemsBySection.remove(at: section)
        }
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, relativeTo: toIdentifier, after: false)
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, relativeTo: toIdentifier, after: true)
    }

    private mutating func moveSection(_ identifier: SectionIdentifierType, relativeTo other: SectionIdentifierType, after: Bool) {
        guard identifier != other, let from = indexOfSection(identifier) else { return missing("moveSection", section: identifier) }
        guard indexOfSection(other) != nil else { return missing("moveSection", section: other) }
        changed()
        let items = itemsBySection.remove(at: from)
        sectionIdentifiers.remove(at: from)
        let target = sectionIdentifiers.firstIndex(of: other)! + (after ? 1 : 0)
        sectionIdentifiers.insert(identifier, at: target)
        itemsBySection.insert(items, at: target)
    }

    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers where indexOfSection(identifier) == nil { missing("reloadSections(_:)", section: identifier) }
        reloadedSectionIdentifiers += identifiers.filter { indexOfSection($0) != nil }
    }

    // MARK: Items

    /// Appends to `identifier`'s section, or to the last section when nil (reported when there is none).
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        let section: Int
        if let sectionIdentifier {
            guard let found = indexOfSection(sectionIdentifier) else {
                return missing("appendItems(_:toSection:)", section: sectionIdentifier)
            }
            section = found
        } else {
            guard !sectionIdentifiers.isEmpty else {
                return SnapshotProblems.report("NSDiffableDataSourceSnapshot.appendItems: there are no sections; append a section first (UIKit raises). The items are not added")
            }
            section = sectionIdentifiers.count - 1
        }
        changed()
        itemsBySection[section] += identifiers
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        guard let target = location(of: beforeIdentifier) else { return missing("insertItems(_:beforeItem:)", item: beforeIdentifier) }
        changed()
        itemsBySection[target.section].insert(contentsOf: identifiers, at: target.item)
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        guard let target = location(of: afterIdentifier) else { return missing("insertItems(_:afterItem:)", item: afterIdentifier) }
        changed()
        itemsBySection[target.section].insert(contentsOf: identifiers, at: target.item + 1)
    }

    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let doomed = Set(identifiers)
        guard !doomed.isEmpty else { return }
        changed()
        for section in itemsBySection.indices {
            itemsBySection[section].removeAll { doomed.contains($0) }
        }
    }

    public mutating func deleteAllItems() {
        changed()
        sectionIdentifiers.removeAll()
        itemsBySection.removeAll()
        reloadedItemIdentifiers.removeAll()
        reconfiguredItemIdentifiers.removeAll()
        reloadedSectionIdentifiers.removeAll()
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, relativeTo: toIdentifier, after: false)
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, relativeTo: toIdentifier, after: true)
    }

    private mutating func moveItem(_ identifier: ItemIdentifierType, relativeTo other: ItemIdentifierType, after: Bool) {
        guard identifier != other, let from = location(of: identifier) else { return missing("moveItem", item: identifier) }
        guard location(of: other) != nil else { return missing("moveItem", item: other) }
        changed()
        itemsBySection[from.section].remove(at: from.item)
        let target = location(of: other)!
        changed()
        itemsBySection[target.section].insert(identifier, at: target.item + (after ? 1 : 0))
    }

    /// Marks items to be made again (a new cell from the provider) when applied.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers where location(of: identifier) == nil { missing("reloadItems(_:)", item: identifier) }
        reloadedItemIdentifiers += identifiers.filter { location(of: $0) != nil }
    }

    /// Marks items to be configured again when applied (here: made again, as a reload).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers where location(of: identifier) == nil { missing("reconfigureItems(_:)", item: identifier) }
        reconfiguredItemIdentifiers += identifiers.filter { location(of: $0) != nil }
    }

    // MARK: Checks

    /// The identifiers that occur more than once, items and sections (16.24).
    var duplicates: (items: [ItemIdentifierType], sections: [SectionIdentifierType]) {
        var seenItems = Set<ItemIdentifierType>(), repeatedItems: [ItemIdentifierType] = []
        for section in itemsBySection {
            for item in section where !seenItems.insert(item).inserted { repeatedItems.append(item) }
        }
        var seenSections = Set<SectionIdentifierType>(), repeatedSections: [SectionIdentifierType] = []
        for section in sectionIdentifiers where !seenSections.insert(section).inserted { repeatedSections.append(section) }
        return (repeatedItems, repeatedSections)
    }

    /// The same snapshot without its reload and reconfigure marks (what a data source keeps once applied).
    var withoutMarks: Self {
        var copy = self
        copy.reloadedItemIdentifiers = []
        copy.reconfiguredItemIdentifiers = []
        copy.reloadedSectionIdentifiers = []
        return copy
    }

    // MARK: Index

    private var index: SnapshotIndex<SectionIdentifierType, ItemIdentifierType> {
        cache.index(sections: sectionIdentifiers, items: itemsBySection)
    }

    private mutating func changed() {
        cache = SnapshotIndexCache()
    }

    private func missing(_ operation: String, section: SectionIdentifierType) {
        SnapshotProblems.report("NSDiffableDataSourceSnapshot.\(operation): section \(section) is not in the snapshot (UIKit raises); nothing changed")
    }

    private func missing(_ operation: String, item: ItemIdentifierType) {
        SnapshotProblems.report("NSDiffableDataSourceSnapshot.\(operation): item \(item) is not in the snapshot (UIKit raises); nothing changed")
    }
}

extension NSDiffableDataSourceSnapshot: @unchecked Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}

/// Identifier → position, for sections and items (the first occurrence of a repeated identifier).
struct SnapshotIndex<Section: Hashable, Item: Hashable> {
    var sections: [Section: Int] = [:]
    var items: [Item: (section: Int, item: Int)] = [:]
}

/// Holds the index of one snapshot value; a mutation replaces the holder, so copies never see each other's index.
final class SnapshotIndexCache<Section: Hashable, Item: Hashable>: @unchecked Sendable {
    private var built: SnapshotIndex<Section, Item>?
    private let lock = NSLock()

    func index(sections: [Section], items: [[Item]]) -> SnapshotIndex<Section, Item> {
        lock.lock()
        defer { lock.unlock() }
        if let built { return built }
        var index = SnapshotIndex<Section, Item>()
        index.sections.reserveCapacity(sections.count)
        for (position, section) in sections.enumerated() where index.sections[section] == nil { index.sections[section] = position }
        index.items.reserveCapacity(items.reduce(0) { $0 + $1.count })
        for (section, list) in items.enumerated() {
            for (position, item) in list.enumerated() where index.items[item] == nil { index.items[item] = (section, position) }
        }
        built = index
        return index
    }
}

/// Reports a misuse of a snapshot to the host (on the main thread, where the runtime lives).
enum SnapshotProblems {
    static func report(_ text: String) {
        if Thread.isMainThread {
            MainActor.assumeIsolated { Runtime.current.report(text) }
        }
    }
}
