import Foundation

/// The compositional layout's engine (docs/uikit-rules.md 16.27-16.29): every item's frame, per section, with the
/// group instances' extents along the scrolling direction for binary search.
@MainActor
struct CompositionalGeometry {
    struct Supplementary {
        var kind: String
        var index: Int
        var frame: CGRect
        var pinned: Bool
    }

    /// One placed group instance: its extent along the scrolling direction and its items.
    struct Row {
        var mainStart: CGFloat
        var mainEnd: CGFloat
        var firstItem: Int
        var endItem: Int
    }

    struct Section {
        var mainStart: CGFloat = 0
        var mainEnd: CGFloat = 0
        var items: [CGRect] = []
        var rows: [Row] = []
        var supplementaries: [Supplementary] = []
        /// Where an orthogonally scrolling section's groups sit (16.33); nil for a section that does not.
        var orthogonal: OrthogonalBand?
        var decorations: [Decoration] = []
    }

    /// A decoration view of a section (16.37).
    struct Decoration {
        var kind: String
        var frame: CGRect
        var zIndex: Int
    }

    /// A leaf of a group laid out at the origin: the room its size gives it, and its cell's frame (inset).
    struct Leaf {
        var room: CGRect
        var frame: CGRect
        var insets: NSDirectionalEdgeInsets
        var estimatedMain: Bool
    }

    var sections: [Section] = []
    var mainLength: CGFloat = 0

    init() {}

    init(sections inputs: [NSCollectionLayoutSection?], counts: [Int], content: CGSize, vertical: Bool,
         interSectionSpacing: CGFloat, measured: [IndexPath: CGSize], references: [NSDirectionalEdgeInsets] = []) {
        var cursor: CGFloat = 0
        for (index, input) in inputs.enumerated() {
            if index > 0 { cursor += interSectionSpacing }
            var section = Section()
            section.mainStart = cursor
            if let input {
                let reference = index < references.count ? references[index] : NSDirectionalEdgeInsets()
                cursor = Self.place(input, index: index, count: counts[index], into: &section, at: cursor, content: content,
                                    vertical: vertical, measured: measured, reference: reference)
            }
            section.mainEnd = cursor
            if let input, !input.decorationItems.isEmpty {
                section.decorations = Self.decorations(input.decorationItems, from: section.mainStart, to: cursor,
                                                       content: content, vertical: vertical)
            }
            sections.append(section)
        }
        mainLength = cursor
    }

    /// Places one section from `start` along the scrolling direction; returns where it ends. `reference` is the
    /// room its content insets are counted from (16.46), added to them.
    private static func place(_ input: NSCollectionLayoutSection, index sectionIndex: Int, count: Int, into section: inout Section,
                              at start: CGFloat, content: CGSize, vertical: Bool, measured: [IndexPath: CGSize],
                              reference: NSDirectionalEdgeInsets) -> CGFloat {
        var insets = input.contentInsets
        insets.top += reference.top
        insets.leading += reference.leading
        insets.bottom += reference.bottom
        insets.trailing += reference.trailing
        // Across the scrolling direction, the room between the section's insets.
        let crossStart = vertical ? insets.leading : insets.top
        let crossLength = vertical ? content.width - insets.leading - insets.trailing : content.height - insets.top - insets.bottom
        let groupContainer = vertical ? CGSize(width: crossLength, height: content.height)
                                      : CGSize(width: content.width, height: crossLength)
        var cursor = start

        // Headers (boundary items at the leading edge of the scrolling direction).
        let supplementaryCross = input.supplementariesFollowContentInsets ? crossLength : (vertical ? content.width : content.height)
        let supplementaryCrossStart = input.supplementariesFollowContentInsets ? crossStart : 0
        let supplementaryContainer = vertical ? CGSize(width: supplementaryCross, height: content.height)
                                              : CGSize(width: content.width, height: supplementaryCross)
        var kindCounts: [String: Int] = [:]
        func boundary(_ leading: Bool) {
            for item in input.boundarySupplementaryItems {
                let isLeading: Bool
                switch item.alignment {
                case .top, .topLeading, .topTrailing: isLeading = vertical
                case .leading: isLeading = !vertical
                case .bottom, .bottomLeading, .bottomTrailing: isLeading = false
                case .trailing: isLeading = false
                case .none: isLeading = true
                }
                let isTrailingEdge = vertical ? [.bottom, .bottomLeading, .bottomTrailing].contains(item.alignment)
                                              : item.alignment == .trailing
                guard leading ? isLeading : isTrailingEdge else { continue }
                let size = item.layoutSize.resolve(in: supplementaryContainer)
                let main = vertical ? size.height : size.width
                let frame = vertical
                    ? CGRect(x: supplementaryCrossStart + item.offset.x, y: cursor + item.offset.y, width: size.width, height: size.height)
                    : CGRect(x: cursor + item.offset.x, y: supplementaryCrossStart + item.offset.y, width: size.width, height: size.height)
                let kindIndex = kindCounts[item.elementKind, default: 0]
                kindCounts[item.elementKind] = kindIndex + 1
                section.supplementaries.append(Supplementary(kind: item.elementKind, index: kindIndex, frame: frame,
                                                             pinned: item.pinToVisibleBounds))
                if item.extendsBoundary { cursor += main }
            }
        }
        boundary(true)
        cursor += vertical ? insets.top : insets.leading

        let groupSize = input.group.layoutSize.resolve(in: groupContainer)
        let template = leaves(of: input.group, size: groupSize)
        let groupMain = vertical ? groupSize.height : groupSize.width
        let groupEstimated = (vertical ? input.group.layoutSize.heightDimension : input.group.layoutSize.widthDimension).isEstimated
        section.items.reserveCapacity(count)
        let orthogonal = input.orthogonalScrollingBehavior != .none
        var orthogonalCross = crossStart
        var orthogonalMain: CGFloat = 0
        var placed = 0
        var instance = 0
        while placed < count, !template.isEmpty {
            let origin: CGPoint
            if orthogonal {
                origin = vertical ? CGPoint(x: orthogonalCross, y: cursor) : CGPoint(x: cursor, y: orthogonalCross)
            } else {
                origin = vertical ? CGPoint(x: crossStart, y: cursor) : CGPoint(x: cursor, y: crossStart)
            }
            let first = placed
            var instanceMain = groupMain
            var leafMainEnd: CGFloat = 0
            for leaf in template where placed < count {
                var frame = leaf.frame.offsetBy(dx: origin.x, dy: origin.y)
                if leaf.estimatedMain, let size = measured[IndexPath(item: placed, section: sectionIndex)] {
                    if vertical { frame.size.height = size.height } else { frame.size.width = size.width }
                }
                let end = vertical ? frame.maxY + leaf.insets.bottom - origin.y : frame.maxX + leaf.insets.trailing - origin.x
                leafMainEnd = max(leafMainEnd, end)
                section.items.append(frame)
                placed += 1
            }
            if groupEstimated { instanceMain = max(leafMainEnd, 0) }
            if orthogonal {
                orthogonalCross += (vertical ? groupSize.width : groupSize.height) + input.interGroupSpacing
                orthogonalMain = max(orthogonalMain, instanceMain)
                if section.rows.isEmpty {
                    section.rows.append(Row(mainStart: cursor, mainEnd: cursor + instanceMain, firstItem: first, endItem: placed))
                } else {
                    section.rows[0].mainEnd = max(section.rows[0].mainEnd, cursor + instanceMain)
                    section.rows[0].endItem = placed
                }
            } else {
                section.rows.append(Row(mainStart: cursor, mainEnd: cursor + instanceMain, firstItem: first, endItem: placed))
                cursor += instanceMain
                if placed < count { cursor += input.interGroupSpacing }
            }
            instance += 1
        }
        if orthogonal {
            section.orthogonal = OrthogonalBand(
                behavior: input.orthogonalScrollingBehavior, vertical: vertical, start: cursor, length: orthogonalMain,
                crossLength: vertical ? content.width : content.height,
                contentCrossLength: (instance > 0 ? orthogonalCross - input.interGroupSpacing : crossStart)
                    + (vertical ? insets.trailing : insets.bottom),
                firstGroup: crossStart, groupLength: vertical ? groupSize.width : groupSize.height,
                groupSpacing: input.interGroupSpacing, groups: instance)
            cursor += orthogonalMain
        }
        cursor += vertical ? insets.bottom : insets.trailing
        boundary(false)
        return cursor
    }

    /// Section backgrounds: the whole section along the scrolling direction, boundary items included, and the
    /// whole content area across, less each item's content insets (16.37).
    private static func decorations(_ items: [NSCollectionLayoutDecorationItem], from start: CGFloat, to end: CGFloat,
                                    content: CGSize, vertical: Bool) -> [Decoration] {
        let whole = vertical ? CGRect(x: 0, y: start, width: content.width, height: end - start)
                             : CGRect(x: start, y: 0, width: end - start, height: content.height)
        return items.map { item in
            let insets = item.contentInsets
            let frame = CGRect(x: whole.minX + insets.leading, y: whole.minY + insets.top,
                               width: max(0, whole.width - insets.leading - insets.trailing),
                               height: max(0, whole.height - insets.top - insets.bottom))
            return Decoration(kind: item.elementKind, frame: frame, zIndex: item.zIndex)
        }
    }

    /// The leaves of a group of `size` laid out from the origin, in item order.
    static func leaves(of group: NSCollectionLayoutGroup, size: CGSize) -> [Leaf] {
        let horizontal = group.axis == .horizontal
        let length = horizontal ? size.width : size.height
        let spacing = group.interItemSpacing?.spacing ?? 0
        // Which subitems, and their sizes.
        var chosen: [(item: NSCollectionLayoutItem, size: CGSize)] = []
        if let count = group.repeatCount, let item = group.subitems.first {
            let share = max(0, (length - spacing * CGFloat(count - 1)) / CGFloat(count))
            let resolved = item.layoutSize.resolve(in: size)
            let itemSize = horizontal ? CGSize(width: share, height: resolved.height) : CGSize(width: resolved.width, height: share)
            chosen = Array(repeating: (item, itemSize), count: count)
        } else if !group.subitems.isEmpty {
            var used: CGFloat = 0
            var index = 0
            while chosen.count < 10_000 {
                let item = group.subitems[index % group.subitems.count]
                let itemSize = item.layoutSize.resolve(in: size)
                let itemLength = horizontal ? itemSize.width : itemSize.height
                let needed = (chosen.isEmpty ? 0 : spacing) + itemLength
                if !chosen.isEmpty, used + needed > length + 0.0001 { break }
                chosen.append((item, itemSize))
                used += needed
                index += 1
                if itemLength <= 0 { break }
            }
        }
        var gap = spacing
        if group.interItemSpacing?.isFlexibleSpacing == true, chosen.count > 1 {
            let total = chosen.reduce(0) { $0 + (horizontal ? $1.size.width : $1.size.height) }
            gap = max(spacing, (length - total) / CGFloat(chosen.count - 1))
        }
        var result: [Leaf] = []
        var position: CGFloat = 0
        for (item, itemSize) in chosen {
            let origin = horizontal ? CGPoint(x: position, y: 0) : CGPoint(x: 0, y: position)
            if let subgroup = item as? NSCollectionLayoutGroup {
                for leaf in leaves(of: subgroup, size: itemSize) {
                    var moved = leaf
                    moved.room = leaf.room.offsetBy(dx: origin.x, dy: origin.y)
                    moved.frame = leaf.frame.offsetBy(dx: origin.x, dy: origin.y)
                    result.append(moved)
                }
            } else {
                let room = CGRect(origin: origin, size: itemSize)
                let insets = item.contentInsets
                let frame = CGRect(x: room.minX + insets.leading, y: room.minY + insets.top,
                                   width: max(0, room.width - insets.leading - insets.trailing),
                                   height: max(0, room.height - insets.top - insets.bottom))
                let estimated = item.layoutSize.heightDimension.isEstimated || item.layoutSize.widthDimension.isEstimated
                result.append(Leaf(room: room, frame: frame, insets: insets, estimatedMain: estimated))
            }
            position += (horizontal ? itemSize.width : itemSize.height) + gap
        }
        return result
    }

    /// The items whose group instance meets `rect` along the scrolling direction, by section.
    func items(meeting rect: CGRect, vertical: Bool, _ body: (Int, Int) -> Void) {
        let low = vertical ? rect.minY : rect.minX, high = vertical ? rect.maxY : rect.maxX
        for (sectionIndex, section) in sections.enumerated() where section.mainEnd > low && section.mainStart < high {
            var lowIndex = 0, highIndex = section.rows.count
            while lowIndex < highIndex {
                let mid = (lowIndex + highIndex) / 2
                if section.rows[mid].mainEnd <= low { lowIndex = mid + 1 } else { highIndex = mid }
            }
            var row = lowIndex
            while row < section.rows.count, section.rows[row].mainStart < high {
                for item in section.rows[row].firstItem..<section.rows[row].endItem { body(sectionIndex, item) }
                row += 1
            }
        }
    }
}
